// The named abilities of §5.15 that session 13 took over from resolution by hand (chips, choices,
// cards returning to play), rule 211.9 (closing in on flyers) and concession (§5.13), one test per
// rule, named after its glossary entry.
import { describe, expect, it } from 'vitest';
import { berserkModule as m, ENGINE_ABILITIES, type BerserkState } from '../../../../../core/games/berserk/engine';
import { BY_HAND } from '../../../../../core/games/berserk/engine/rules';
import { ABILITY_NAMES, type AbilityRef } from '../../../../../core/games/berserk/abilities';
import { act, battle, card, findSeed, legal, patchUnit, refused, wounds } from './helpers';

const ab = (name: string, params: AbilityRef['params'] = {}): AbilityRef => ({ name, params });
const tough = { health: 40 };
const hit9 = { hit: { weak: 9, normal: 9, hard: 9 } };

/** Moves card `i` from its cell into its owner's deck or graveyard (the helpers put every card in play). */
function takeOut(s: BerserkState, i: number, zone: 'deck' | 'grave'): BerserkState {
  const u = s.units[i];
  const grid = s.grid.slice();
  if (u.z === 'field') grid[u.cell] = -1;
  const p = s.cards[i].owner;
  const list = zone === 'deck' ? s.decks : s.graves;
  const next: [number[], number[]] = [list[0].slice(), list[1].slice()];
  next[p].push(i);
  const t = patchUnit({ ...s, grid, extra: s.extra.filter((k) => k !== i) }, i, { z: zone, cell: -1 });
  return zone === 'deck' ? { ...t, decks: next } : { ...t, graves: next };
}

const endTurn = (s: BerserkState) => act(s, { type: 'endTurn' });

describe('§5.15 abilities played by the engine since session 13', () => {
  it('ENGINE_ABILITIES is the vocabulary minus those played by hand (Formation, Unity)', () => {
    expect(BY_HAND).toEqual(['formation', 'unity']);
    expect([...ENGINE_ABILITIES]).toEqual(ABILITY_NAMES.filter((n) => !BY_HAND.includes(n)));
    expect(ENGINE_ABILITIES.length).toBe(ABILITY_NAMES.length - 2);
  });

  it('Shield of Archaal X: −1 per adjacent poisoned creature (both squads), at most X, not against magic', () => {
    const poisoned = (id: string) => card(id, { ...tough, abilities: [ab('poison', { x: 1 })] });
    const build = (name: 'shot' | 'discharge') => (seed: string) =>
      battle(
        [
          [card('a', { abilities: [ab(name, { weak: 5, medium: 5, strong: 5 })] }), 2],
          [poisoned('p1'), 13],
        ],
        [
          [card('t', { ...tough, abilities: [ab('shieldOfArchaal', { x: 2 })] }), 17],
          [poisoned('p2'), 16],
          [poisoned('p3'), 18],
        ],
        seed,
      );
    const shot = findSeed(build('shot'), { type: 'ability', card: 0, index: 0, target: 'c17' }, () => true);
    expect(wounds(shot.events, 't')).toBe(3); // 5 − min(3 poisoned, X = 2)
    const magic = findSeed(build('discharge'), { type: 'ability', card: 0, index: 0, target: 'c17' }, () => true);
    expect(wounds(magic.events, 't')).toBe(5);
  });

  it('Precision: no defender can be assigned against its strikes (§5.5)', () => {
    const build = (abilities: AbilityRef[]) =>
      battle(
        [[card('a', { ...tough, abilities }), 12]],
        [
          [card('b', tough), 17],
          [card('g', tough), 16],
        ],
      );
    const plain = act(build([]), { type: 'strike', card: 0, target: 'c17' });
    expect(m.pending(plain.s)!.prompt.key).toBe('berserkEngine.prompt.defend');
    const precise = act(build([ab('precision')]), { type: 'strike', card: 0, target: 'c17' });
    expect(precise.s.fight?.step ?? 'none').not.toBe('target');
    expect(precise.events.some((e) => e.type === 'defend')).toBe(false);
  });

  it('Soul Catcher X: a chip whenever a creature dies, up to X', () => {
    const build = (seed: string) =>
      battle(
        [
          [card('a', hit9), 12],
          [card('sc', { abilities: [ab('soulCatcher', { x: 1 })] }), 0],
        ],
        [
          [card('b', { health: 1 }), 17],
          [card('c', { health: 1 }), 18],
          [card('keep', tough), 29],
        ],
        seed,
      );
    const first = findSeed(build, { type: 'strike', card: 0, target: 'c17' }, (ev) =>
      ev.some((e) => e.type === 'dies'),
    );
    expect(first.s.units[1].chips).toBe(1);
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'chips', card: 'sc', chips: 1 }));
    // at X already: the next death adds none
    const atMax = patchUnit(build('seed-0'), 1, { chips: 1 });
    const second = findSeed(
      (seed) => ({ ...atMax, rng: build(seed).rng }),
      { type: 'strike', card: 0, target: 'c18' },
      (ev) => ev.some((e) => e.type === 'dies'),
    );
    expect(second.s.units[1].chips).toBe(1);
  });

  it('a hidden card whose chip trigger fires is revealed first (§5.11)', () => {
    const build = (seed: string) =>
      patchUnit(
        battle(
          [[card('a', hit9), 12]],
          [
            [card('b', { health: 1 }), 17],
            [card('sc', { abilities: [ab('soulCatcher', { x: 2 })] }), 29],
          ],
          seed,
        ),
        2,
        { hidden: true },
      );
    const r = findSeed(build, { type: 'strike', card: 0, target: 'c17' }, (ev) => ev.some((e) => e.type === 'dies'));
    expect(r.s.units[2]).toMatchObject({ hidden: false, chips: 1 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'revealed', card: 'sc' }));
  });

  it('Gift of Life X: on death a creature of the same element in the squad gains X extra life (chosen)', () => {
    const build = (seed: string) =>
      battle(
        [[card('a', hit9), 12]],
        [
          [card('giver', { health: 1, elements: ['swamps'], abilities: [ab('giftOfLife', { x: 2 })] }), 17],
          [card('kin', { elements: ['swamps'] }), 28],
          [card('other', { elements: ['mountains'] }), 29],
        ],
        seed,
      );
    const r = findSeed(build, { type: 'strike', card: 0, target: 'c17' }, (ev) => ev.some((e) => e.type === 'dies'));
    expect(m.pending(r.s)).toMatchObject({ seats: ['p2'], prompt: { key: 'berserkEngine.prompt.giftOfLife' } });
    expect(legal(r.s, 'p2')).toEqual([{ type: 'choose', target: 'c28' }]);
    const g = act(r.s, { type: 'choose', target: 'c28' }, 'p2');
    expect(g.s.units[2].extra).toBe(2);
    expect(g.events).toContainEqual(expect.objectContaining({ type: 'extraLife', card: 'kin', amount: 2 }));
    // its life is printed + extra: 7 wounds on a 6-life card with +2 do not kill it
    const hurt = act(patchUnit(g.s, 2, { wounds: 7 }), { type: 'endTurn' }, 'p1');
    expect(hurt.s.units[2].z).toBe('field');
  });

  it('Concentration: a chip at the end of the opponent’s turn if the card took no wound that turn', () => {
    const s = battle(
      [[card('a'), 12]],
      [
        [card('calm', { abilities: [ab('concentration')] }), 27],
        [card('hurt', { abilities: [ab('concentration')] }), 28],
      ],
    );
    const r = endTurn(patchUnit(s, 2, { scathed: true }));
    expect(r.s.units[1].chips).toBe(1);
    expect(r.s.units[2].chips).toBe(0);
    // not at the end of its own turn
    expect(endTurn(r.s).s.units[1].chips).toBe(1);
  });

  it('Rage X: a chip at the end of its turn if it did not attack (at most X); a chip opens the closed card', () => {
    const s = battle([[card('r', { abilities: [ab('rage', { x: 1 })] }), 12]], [[card('b', tough), 27]]);
    let t = endTurn(s).s; // p1's turn ends: no attack, a chip
    expect(t.units[0].chips).toBe(1);
    t = endTurn(endTurn(t).s).s; // another own turn without attack: still 1 (X = 1)
    expect(t.units[0].chips).toBe(1);
    // on its turn, closed, it pays the chip to open and regains its movement
    const closed = patchUnit(endTurn(t).s, 0, { closed: true, acted: true, moved: 1 });
    expect(legal(closed)).toContainEqual({ type: 'ability', card: 0, index: 0, target: 'c12' });
    const o = act(closed, { type: 'ability', card: 0, index: 0, target: 'c12' });
    expect(o.s.units[0]).toMatchObject({ closed: false, acted: false, moved: 0, chips: 0 });
    expect(o.events).toContainEqual(expect.objectContaining({ type: 'opens', cause: 'rage' }));
    // an attack this turn: no chip at its end
    const attacked = patchUnit(o.s, 0, { attacked: true });
    expect(endTurn(attacked).s.units[0].chips).toBe(0);
  });

  it('Rage X: in the End Phase a closed card may spend a chip (one just gained, too) to open before the turn passes', () => {
    const s = battle([[card('r', { abilities: [ab('rage', { x: 2 })] }), 12]], [[card('b', tough), 27]]);
    const closed = patchUnit(s, 0, { closed: true, acted: true, attacked: true, chips: 1 });
    const end = endTurn(closed);
    expect(end.s.turn).toBe(1); // the turn waits for the choice
    expect(m.pending(end.s)).toMatchObject({ seats: ['p1'], prompt: { key: 'berserkEngine.prompt.rage' } });
    expect(legal(end.s)).toEqual([{ type: 'choose', target: 'c12' }, { type: 'pass' }]);
    const open = act(end.s, { type: 'choose', target: 'c12' });
    expect(open.s.turn).toBe(2);
    expect(open.s.active).toBe(1);
    expect(open.s.units[0]).toMatchObject({ closed: false, chips: 0 }); // open through the opponent's turn
    const stay = act(end.s, { type: 'pass' });
    expect(stay.s.turn).toBe(2);
    expect(stay.s.units[0]).toMatchObject({ closed: true, chips: 1 });
    // with no chip there is nothing to ask
    expect(endTurn(patchUnit(closed, 0, { chips: 0 })).s.turn).toBe(2);
  });

  it('Meditation: Rage paid with a chip of another card of the same element', () => {
    const s = battle(
      [
        [card('r', { elements: ['forests'], abilities: [ab('rage', { x: 1 }), ab('meditation')] }), 12],
        [card('bank', { elements: ['forests'] }), 11],
        [card('far', { elements: ['mountains'] }), 10],
      ],
      [[card('b', tough), 27]],
    );
    const closed = patchUnit(patchUnit(s, 0, { closed: true, acted: true }), 1, { chips: 2 });
    const o = act(closed, { type: 'ability', card: 0, index: 0, target: 'c12' });
    expect(o.s.units[1].chips).toBe(1);
    expect(o.events).toContainEqual(expect.objectContaining({ type: 'opens', cause: 'meditation' }));
    // without Meditation another card's chips do not count
    const plain = battle(
      [
        [card('r', { abilities: [ab('rage', { x: 1 })] }), 12],
        [card('bank'), 11],
      ],
      [[card('b', tough), 27]],
    );
    const noPay = patchUnit(patchUnit(plain, 0, { closed: true, acted: true }), 1, { chips: 2 });
    expect(legal(noPay).some((a) => a.type === 'ability' && a.card === 0)).toBe(false);
  });

  it('Dexterity: once per turn a wounded card may move to an adjacent empty cell', () => {
    const build = (seed: string) =>
      battle(
        [[card('a', { abilities: [ab('shot', { weak: 1, medium: 1, strong: 1 })] }), 2]],
        [
          [card('d', { ...tough, abilities: [ab('dexterity')] }), 17],
          [card('x', tough), 29],
        ],
        seed,
      );
    const r = findSeed(build, { type: 'ability', card: 0, index: 0, target: 'c17' }, () => true);
    expect(m.pending(r.s)).toMatchObject({ seats: ['p2'], prompt: { key: 'berserkEngine.prompt.dexterity' } });
    const options = legal(r.s, 'p2');
    expect(options).toContainEqual({ type: 'pass' });
    expect(options).toContainEqual({ type: 'choose', target: 'c22' });
    const moved = act(r.s, { type: 'choose', target: 'c22' }, 'p2');
    expect(moved.s.units[1]).toMatchObject({ cell: 22, dodged: true });
    expect(moved.s.grid[17]).toBe(-1);
    // used this turn: a second wound brings no choice
    const again = act(patchUnit(moved.s, 0, { closed: false, acted: false }), {
      type: 'ability',
      card: 0,
      index: 0,
      target: 'c22',
    });
    expect(again.s.choices).toEqual([]);
  });

  it('Thirst X: a closed creature may wound an adjacent creature before its turn; it opens only if it did', () => {
    const s = battle(
      [
        [card('v', { abilities: [ab('thirst', { x: 2 })] }), 12],
        [card('own', tough), 7],
      ],
      [
        [card('b', tough), 17],
        [card('c', tough), 29],
      ],
    );
    const start = endTurn(endTurn(patchUnit(s, 0, { closed: true, acted: true })).s).s; // p1's next turn
    expect(m.pending(start)).toMatchObject({ seats: ['p1'], prompt: { key: 'berserkEngine.prompt.thirst' } });
    expect(start.units[0].closed).toBe(true);
    // any adjacent non-incorporeal creature, of either squad
    expect(legal(start)).toEqual([
      { type: 'choose', target: 'c7' },
      { type: 'choose', target: 'c17' },
      { type: 'pass' },
    ]);
    const drink = act(start, { type: 'choose', target: 'c17' });
    expect(drink.s.units[2].wounds).toBe(2);
    expect(drink.s.units[0].closed).toBe(false);
    const pass = act(start, { type: 'pass' });
    expect(pass.s.units[0].closed).toBe(true);
    expect(pass.s.units[2].wounds).toBe(0);
    // nobody adjacent: it stays closed, no question asked
    const alone = battle([[card('v', { abilities: [ab('thirst', { x: 2 })] }), 12]], [[card('c', tough), 29]]);
    const lonely = endTurn(endTurn(patchUnit(alone, 0, { closed: true, acted: true })).s).s;
    expect(lonely.units[0].closed).toBe(true);
    expect(lonely.choices).toEqual([]);
  });

  it('Redistribution X: heal an own creature X, then deal the healed wounds one at a time', () => {
    const s = patchUnit(
      battle(
        [
          [card('r', { abilities: [ab('redistribution', { x: 2 })] }), 12],
          [card('hurt'), 11],
        ],
        [[card('b', tough), 27]],
      ),
      1,
      { wounds: 3 },
    );
    expect(legal(s)).toContainEqual({ type: 'ability', card: 0, index: 0, target: 'c11' });
    let r = act(s, { type: 'ability', card: 0, index: 0, target: 'c11' });
    expect(r.s.units[1].wounds).toBe(1);
    expect(r.s.units[0].closed).toBe(true);
    expect(m.pending(r.s)!.prompt.key).toBe('berserkEngine.prompt.redistribution');
    expect(legal(r.s)).not.toContainEqual({ type: 'pass' });
    r = act(r.s, { type: 'choose', target: 'c27' });
    r = act(r.s, { type: 'choose', target: 'c27' });
    expect(r.s.units[2].wounds).toBe(2);
    expect(r.s.choices).toEqual([]);
  });

  it('Resurrection: a creature card from the own graveyard enters open on an empty cell adjacent to the card', () => {
    const s0 = battle(
      [
        [card('priest', { abilities: [ab('resurrection')] }), 12],
        [card('dead'), 11],
      ],
      [[card('b', tough), 27]],
    );
    const s = takeOut(s0, 1, 'grave');
    const cells = legal(s).filter((a) => a.type === 'ability');
    expect(cells).toContainEqual({ type: 'ability', card: 0, index: 0, target: 'c7' });
    expect(cells.length).toBe(8); // every empty neighbour of c12
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c7' });
    expect(legal(r.s)).toEqual([{ type: 'choose', target: 'g1' }]);
    const back = act(r.s, { type: 'choose', target: 'g1' });
    expect(back.s.units[1]).toMatchObject({ z: 'field', cell: 7, closed: false, wounds: 0 });
    expect(back.s.graves[0]).toEqual([]);
    expect(back.s.units[0].closed).toBe(true);
    // nothing to return: not offered (rule 103.4)
    expect(legal(s0).some((a) => a.type === 'ability')).toBe(false);
  });

  it('Summon: a creature from the own deck enters on the chosen cell, or nothing; the deck is shuffled', () => {
    const s0 = battle(
      [
        [card('caller', { abilities: [ab('summon')] }), 12],
        [card('imp'), 11],
        [card('rock', { type: 'terrain', health: null, hit: null }), 10],
      ],
      [[card('b', tough), 27]],
    );
    const s = takeOut(takeOut(s0, 1, 'deck'), 2, 'deck');
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c7' });
    expect(legal(r.s)).toEqual([{ type: 'choose', target: 'd1' }, { type: 'pass' }]); // creatures only
    const come = act(r.s, { type: 'choose', target: 'd1' });
    expect(come.s.units[1]).toMatchObject({ z: 'field', cell: 7, closed: false });
    expect(come.s.decks[0]).toEqual([2]);
    const none = act(r.s, { type: 'pass' });
    expect(none.s.decks[0].length).toBe(2);
    expect(none.s.rng).not.toEqual(r.s.rng); // shuffled after the search
    expect(none.s.units[0].closed).toBe(true); // paid all the same
  });

  it('Incarnation X: a chip each own turn in the graveyard; at X it returns closed to an empty 3rd-row cell, once', () => {
    const s0 = battle(
      [
        [card('a', tough), 12],
        [card('phoenix', { abilities: [ab('incarnation', { x: 2 })] }), 11],
      ],
      [[card('b', tough), 27]],
    );
    let s = takeOut(s0, 1, 'grave');
    s = endTurn(endTurn(s).s).s; // p1's turn 3: chip 1
    expect(s.units[1].chips).toBe(1);
    s = endTurn(endTurn(s).s).s; // turn 5: chip 2 = X, the cell is chosen
    expect(m.pending(s)!.prompt.key).toBe('berserkEngine.prompt.incarnation');
    expect(legal(s)).toEqual([0, 1, 2, 3, 4].map((c) => ({ type: 'choose', target: `c${c}` })));
    const back = act(s, { type: 'choose', target: 'c3' });
    expect(back.s.units[1]).toMatchObject({ z: 'field', cell: 3, closed: true, incarnated: true, chips: 0 });
    // a full 3rd row: it waits, and comes back as soon as a cell is free
    const blockers = [0, 1, 2, 3, 4].map((c) => [card(`w${c}`, tough), c] as [ReturnType<typeof card>, number]);
    let full = takeOut(
      battle(
        [[card('phoenix', { abilities: [ab('incarnation', { x: 1 })] }), 11], ...blockers],
        [[card('b', tough), 27]],
      ),
      0,
      'grave',
    );
    full = endTurn(endTurn(full).s).s;
    expect(full.units[0].chips).toBe(1);
    expect(full.choices).toEqual([]);
    const freed = act(full, { type: 'move', card: 1, cell: 5 });
    expect(freed.s.grid[0]).toBe(-1);
    expect(m.pending(freed.s)!.prompt.key).toBe('berserkEngine.prompt.incarnation');
    expect(legal(freed.s)).toEqual([{ type: 'choose', target: 'c0' }]);
    // a second death: it stays in the graveyard
    let again = takeOut(back.s, 1, 'grave');
    again = endTurn(endTurn(again).s).s;
    expect(again.units[1].chips).toBe(0);
    expect(again.choices).toEqual([]);
  });
});

describe('Rule 211.9: closing in on flyers', () => {
  const build = (enemy: [ReturnType<typeof card>, number | 'extra'][]) =>
    battle([[card('a', { ...tough, ...hit9 }), 12]], enemy);
  const flyer = card('f', { type: 'flyer', health: 3 });

  it('offered only when the enemy squad has no non-flying creature left', () => {
    expect(legal(build([[flyer, 'extra']]))).toContainEqual({ type: 'closeIn', card: 0 });
    expect(
      legal(
        build([
          [flyer, 'extra'],
          [card('g'), 29],
        ]),
      ).some((a) => a.type === 'closeIn'),
    ).toBe(false);
  });

  it('the card closes; on its next turn it may simple-strike a flyer, once', () => {
    const s = build([[flyer, 'extra']]);
    expect(legal(s).some((a) => a.type === 'strike')).toBe(false); // non-flyers never strike flyers
    const c = act(s, { type: 'closeIn', card: 0 });
    expect(c.s.units[0]).toMatchObject({ closed: true, closeIn: 1 });
    const p2 = endTurn(c.s).s;
    expect(legal(p2, 'p1')).toEqual([]);
    const next = endTurn(p2).s;
    expect(legal(next)).toContainEqual({ type: 'strike', card: 0, target: 'x1' });
    const r = act(next, { type: 'strike', card: 0, target: 'x1' });
    const done = r.s.fight ? act(r.s, { type: 'pass' }).s : r.s;
    expect(done.units[0].closeIn).toBe(0);
  });
});

describe('§5.13 concession', () => {
  it('the addressed seat may concede at any decision: the other player wins, logged', () => {
    const setup = m.setup(m.optionsSchema.parse({}), 'concede');
    const seat = m.pending(setup)!.seats[0];
    const r = act(setup, { type: 'concede' }, seat);
    expect(m.outcome(r.s)).toEqual({
      result: seat === 'p1' ? { p1: 'loss', p2: 'win' } : { p1: 'win', p2: 'loss' },
      reason: { key: 'berserkEngine.end.conceded' },
    });
    expect(m.pending(r.s)).toBeNull();
    expect(m.describe(r.events[0], null)).toEqual({ key: 'berserkEngine.log.concede', params: { seat } });
  });

  it('the inactive player concedes in its defender window; a seat not addressed cannot', () => {
    const s = battle(
      [[card('a', tough), 12]],
      [
        [card('b', tough), 17],
        [card('g', tough), 16],
      ],
    );
    expect(refused(s, { type: 'concede' }, 'p2')).toBe(true);
    const w = act(s, { type: 'strike', card: 0, target: 'c17' });
    expect(refused(w.s, { type: 'concede' }, 'p1')).toBe(true);
    const r = act(w.s, { type: 'concede' }, 'p2');
    expect(r.s.result).toEqual(['win', 'loss']);
    expect(r.s.fight).toBeNull();
  });

  it('is not listed among the legal actions (random games end by the rules)', () => {
    const s = battle([[card('a'), 12]], [[card('b'), 27]]);
    expect(legal(s).some((a) => a.type === 'concede')).toBe(false);
  });
});

describe('§5.13 agreed draw', () => {
  it('offered at any decision by the addressed seat, the other answers; accepted, the game is drawn', () => {
    const s = battle([[card('a'), 12]], [[card('b'), 27]]);
    expect(refused(s, { type: 'offerDraw' }, 'p2')).toBe(true);
    const o = act(s, { type: 'offerDraw' }, 'p1');
    expect(m.pending(o.s)).toMatchObject({
      mode: 'window',
      seats: ['p2'],
      prompt: { key: 'berserkEngine.prompt.drawOffer' },
    });
    expect(legal(o.s, 'p2')).toEqual([{ type: 'acceptDraw' }, { type: 'declineDraw' }]);
    const yes = act(o.s, { type: 'acceptDraw' }, 'p2');
    expect(m.outcome(yes.s)).toEqual({
      result: { p1: 'draw', p2: 'draw' },
      reason: { key: 'berserkEngine.end.agreedDraw' },
    });
  });

  it('declined, play goes on where it was; one offer a turn per player', () => {
    const s = battle([[card('a'), 12]], [[card('b'), 27]]);
    const o = act(s, { type: 'offerDraw' }, 'p1');
    const no = act(o.s, { type: 'declineDraw' }, 'p2');
    expect(no.s.drawOffer).toBe(-1);
    expect(m.pending(no.s)).toEqual(m.pending(s));
    expect(refused(no.s, { type: 'offerDraw' }, 'p1')).toBe(true);
    const next = endTurn(endTurn(no.s).s).s;
    expect(refused(next, { type: 'offerDraw' }, 'p1')).toBe(false);
    expect(legal(s).some((a) => a.type === 'offerDraw')).toBe(false); // not listed, like concession
  });
});
