// Turns (rules digest §5.1–§5.13): movement, simple strikes, the Strike Table, defenders, flyers,
// hidden cards, death, the loss check.
import { describe, expect, it } from 'vitest';
import {
  ATTACKER_HIGHER,
  berserkModule as m,
  RESPONDER_HIGHER,
  singleTier,
  tableRow,
} from '../../../../../core/games/berserk/engine';
import { act, battle, card, findSeed, legal, patchUnit, refused, rolls, wounds } from './helpers';

// p1's 1st row is cells 10–14 (A1–E1), p2's 1st row cells 15–19; C1 = 12 faces C1" = 17.

describe('Strike Table (rule 205.7, §5.4)', () => {
  it('attacker higher by 1..5+: weak/miss, medium/weak, medium/miss, strong/weak, strong/miss', () => {
    expect(ATTACKER_HIGHER).toEqual([
      [0, -1],
      [1, 0],
      [1, -1],
      [2, 0],
      [2, -1],
    ]);
    expect(tableRow(6, 1)).toEqual([2, -1]);
    expect(tableRow(9, 1)).toEqual([2, -1]); // unclamped difference, 5+
  });
  it('responder higher by 1..5+: weak/miss, miss/miss, miss/weak, weak/medium, miss/medium', () => {
    expect(RESPONDER_HIGHER).toEqual([
      [0, -1],
      [-1, -1],
      [-1, 0],
      [0, 1],
      [-1, 1],
    ]);
    expect(tableRow(-1, 6)).toEqual([-1, 1]);
  });
  it('ties: both ≤ 4 weak/miss, both ≥ 5 miss/weak', () => {
    expect(tableRow(4, 4)).toEqual([0, -1]);
    expect(tableRow(5, 5)).toEqual([-1, 0]);
  });
  it('single die against a closed or non-fighting card: 1–3 weak, 4–5 medium, 6 strong, clamped (§5.4 a)', () => {
    expect([0, 1, 3, 4, 5, 6, 9].map(singleTier)).toEqual([0, 0, 0, 1, 1, 2, 2]);
  });
});

describe('Movement (§5.6)', () => {
  const s0 = () => battle([[card('a', { moves: 2 }), 12]], [[card('b'), 27]]);
  it('steps to an adjacent empty cell and spends one movement point per step', () => {
    let s = s0();
    expect(legal(s).filter((a) => a.type === 'move').length).toBe(8);
    s = act(s, { type: 'move', card: 0, cell: 17 }).s;
    s = act(s, { type: 'move', card: 0, cell: 22 }).s;
    expect(s.units[0]).toMatchObject({ cell: 22, moved: 2 });
    expect(refused(s, { type: 'move', card: 0, cell: 21 })).toBe(true);
  });
  it('a closed card cannot move; movement returns at the start of its controller’s turn (rule 311)', () => {
    let s = patchUnit(s0(), 0, { closed: true });
    expect(refused(s, { type: 'move', card: 0, cell: 11 })).toBe(true);
    s = act(patchUnit(s0(), 0, { moved: 2 }), { type: 'endTurn' }).s;
    s = act(s, { type: 'endTurn' }).s;
    expect(s.units[0]).toMatchObject({ moved: 0, closed: false });
  });
  it('an occupied cell cannot be entered', () => {
    const s = battle(
      [
        [card('a'), 12],
        [card('c'), 11],
      ],
      [[card('b'), 27]],
    );
    expect(refused(s, { type: 'move', card: 0, cell: 11 })).toBe(true);
  });
});

describe('Simple strike (§5.3) and fights (§5.4)', () => {
  const duel = (seed: string) => battle([[card('a', { health: 30 }), 12]], [[card('b', { health: 30 }), 17]], seed);

  it('targets adjacent enemy cards only; after striking the card is closed and cannot move', () => {
    const s = battle(
      [[card('a'), 12]],
      [
        [card('b'), 17],
        [card('far'), 27],
      ],
    );
    expect(legal(s).filter((a) => a.type === 'strike')).toEqual([{ type: 'strike', card: 0, target: 'c17' }]);
    const { s: after } = findSeed(duel, { type: 'strike', card: 0, target: 'c17' }, () => true);
    expect(after.units[0]).toMatchObject({ closed: true, acted: true });
    expect(legal(after).filter((a) => 'card' in a && a.card === 0)).toEqual([]);
  });

  it('two open creatures both roll, attacker first, and wound each other by the table', () => {
    const { events } = findSeed(duel, { type: 'strike', card: 0, target: 'c17' }, (ev) => rolls(ev).kind === 'fight');
    const r = rolls(events);
    const [ta, tr] = tableRow(r.modified[0], r.modified[1]);
    expect(wounds(events, 'b')).toBe(ta < 0 ? 0 : [1, 2, 3][ta]);
    expect(wounds(events, 'a')).toBe(tr < 0 ? 0 : [1, 2, 3][tr]);
  });

  it('a closed target: only the attacker rolls (§5.4 a)', () => {
    const build = (seed: string) => patchUnit(duel(seed), 1, { closed: true });
    const { events } = findSeed(build, { type: 'strike', card: 0, target: 'c17' }, () => true);
    const r = rolls(events);
    expect(r.kind).toBe('single');
    expect(wounds(events, 'b')).toBe([1, 2, 3][singleTier(r.modified[0])]);
    expect(wounds(events, 'a')).toBe(0);
  });

  it('the higher roller may exchange, shifting one row up the table', () => {
    let found = false;
    for (let k = 0; k < 200 && !found; k++) {
      const { s, events } = act(duel(`x-${k}`), { type: 'strike', card: 0, target: 'c17' });
      if (!s.fight || s.fight.step !== 'exchange') continue;
      const [a, r] = rolls(events).modified;
      expect(Math.abs(a - r)).toBeGreaterThanOrEqual(2);
      expect(m.pending(s)).toMatchObject({ mode: 'window', seats: [a > r ? 'p1' : 'p2'] });
      const done = act(s, { type: 'exchange' });
      const [ta, tr] = tableRow(a - Math.sign(a - r), r);
      expect(wounds(done.events, 'b')).toBe(ta < 0 ? 0 : [1, 2, 3][ta]);
      expect(wounds(done.events, 'a')).toBe(tr < 0 ? 0 : [1, 2, 3][tr]);
      found = true;
    }
    expect(found).toBe(true);
  });

  it('terrain cannot be attacked; a hidden card can, is revealed and does not fight back (§5.11, ruling R3)', () => {
    const s = patchUnit(
      battle(
        [[card('a'), 12]],
        [
          [card('t', { type: 'terrain' }), 17],
          [card('b'), 29],
        ],
      ),
      1,
      { hidden: true },
    );
    expect(legal(s).some((a) => a.type === 'strike')).toBe(true);
    const r = act(s, { type: 'strike', card: 0, target: 'c17' });
    expect(r.events.map((e) => e.type)).toEqual(['attack', 'revealed', 'toExtra', 'blocked']);
    expect(r.s.units[0].closed).toBe(true); // blocked, still paid (rule 410)
    const c = patchUnit(battle([[card('a'), 12]], [[card('b', { health: 30 }), 17]]), 1, { hidden: true });
    const hit = act(c, { type: 'strike', card: 0, target: 'c17' });
    expect(rolls(hit.events).kind).toBe('single');
    expect(hit.s.units[1].hidden).toBe(false);
  });
});

describe('Defenders (§5.5)', () => {
  const three = (seed = 'd') =>
    battle(
      [[card('a', { health: 30 }), 12]],
      [
        [card('b', { health: 30 }), 17],
        [card('g', { health: 30 }), 16],
        [card('far', { health: 30 }), 26],
      ],
      seed,
    );

  it('the inactive player may redirect a simple strike to an open creature adjacent to both; the defender is closed', () => {
    const { s } = act(three(), { type: 'strike', card: 0, target: 'c17' });
    expect(m.pending(s)).toMatchObject({ mode: 'window', seats: ['p2'] });
    expect(legal(s, 'p2')).toEqual([{ type: 'defend', card: 2 }, { type: 'pass' }]);
    let r = act(s, { type: 'defend', card: 2 }, 'p2');
    while (r.s.fight) r = act(r.s, { type: 'pass' });
    expect(r.s.units[2].closed || r.s.units[2].z === 'grave').toBe(true);
    expect(r.s.units[1].wounds).toBe(0);
  });

  it('Directed Strike: no defender can be assigned', () => {
    const s = battle(
      [[card('a', { abilities: [{ name: 'directedStrike', params: {} }] }), 12]],
      [
        [card('b', { health: 30 }), 17],
        [card('g'), 16],
      ],
    );
    const r = act(s, { type: 'strike', card: 0, target: 'c17' });
    expect(r.events.some((e) => e.type === 'rolls')).toBe(true);
  });

  it('flyers (§5.7): a flyer strikes any card; a non-flyer cannot strike a flyer; a flyer defends against a flyer (rule 211.7)', () => {
    const s = battle(
      [
        [card('f', { type: 'flyer', moves: null }), 'extra'],
        [card('a'), 12],
      ],
      [
        [card('b'), 27],
        [card('g', { type: 'flyer', moves: null }), 'extra'],
      ],
    );
    const strikes = legal(s).filter((a) => a.type === 'strike');
    expect(strikes.filter((a) => a.card === 1)).toEqual([]); // 'a' on C1 cannot reach the flyer or C3"
    expect(strikes).toEqual([
      { type: 'strike', card: 0, target: 'c27' },
      { type: 'strike', card: 0, target: 'x3' },
    ]);
    const r = act(s, { type: 'strike', card: 0, target: 'c27' });
    expect(legal(r.s, 'p2')).toEqual([{ type: 'defend', card: 3 }, { type: 'pass' }]);
  });
});

describe('Death and the end of the battle (§5.12, §5.13)', () => {
  it('a card whose wounds reach its life goes to its owner’s graveyard with its attachments', () => {
    const s0 = battle(
      [[card('a', { hit: { weak: 9, normal: 9, hard: 9 } }), 12]],
      [
        [card('b', { health: 3, classes: ['x'] }), 17],
        [card('v', { type: 'equipment', equipmentClass: 'armor' }), 17],
        [card('c'), 29],
      ],
    );
    // attach the equipment by hand into the state
    const grid = s0.grid.slice();
    grid[17] = 1;
    const s = patchUnit({ ...patchUnit(s0, 2, { host: 1, cell: -1 }), grid }, 1, { closed: true });
    const r = act(s, { type: 'strike', card: 0, target: 'c17' });
    expect(r.s.graves[1]).toEqual([1, 2]);
    expect(r.s.grid[17]).toBe(-1);
  });

  it('a player with no creature in play loses; both at once is a draw', () => {
    const s = patchUnit(
      battle([[card('a', { hit: { weak: 9, normal: 9, hard: 9 } }), 12]], [[card('b', { health: 2 }), 17]]),
      1,
      { closed: true },
    );
    const r = act(s, { type: 'strike', card: 0, target: 'c17' });
    expect(m.outcome(r.s)).toMatchObject({ result: { p1: 'win', p2: 'loss' } });
    expect(m.pending(r.s)).toBeNull();
    const both = battle(
      [[card('a', { health: 1, hit: { weak: 9, normal: 9, hard: 9 } }), 12]],
      [[card('b', { health: 2, abilities: [{ name: 'fear', params: { x: 1 } }] }), 17]],
    );
    const d = act(patchUnit(both, 1, { closed: true }), { type: 'strike', card: 0, target: 'c17' });
    // Fear wounds the attacker (life 1) while its 9 kills the target: both squads are empty at once.
    expect(m.outcome(d.s)).toMatchObject({ result: { p1: 'draw', p2: 'draw' } });
  });
});
