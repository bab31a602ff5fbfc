// Named abilities of §5.15 the engine plays, one test each, plus resolution by hand for the rest.
import { describe, expect, it } from 'vitest';
import { berserkModule as m, ENGINE_ABILITIES, HAND_STEPS, singleTier } from '../../../../../core/games/berserk/engine';
import { ABILITY_NAMES } from '../../../../../core/games/berserk/abilities';
import type { AbilityRef } from '../../../../../core/games/berserk/abilities';
import { act, battle, card, findSeed, legal, patchUnit, refused, rolls, wounds } from './helpers';

const ab = (name: string, params: AbilityRef['params'] = {}): AbilityRef => ({ name, params });
const tough = { health: 40 };
const hit9 = { hit: { weak: 9, normal: 9, hard: 9 } };
/** A closed target, so a strike is a single die (§5.4 a) and its tier is read from the roll. */
const vsClosed = (att: ReturnType<typeof card>, def: ReturnType<typeof card>) => (seed: string) =>
  patchUnit(
    battle(
      [[att, 12]],
      [
        [def, 17],
        [card('spare', tough), 29],
      ],
      seed,
    ),
    1,
    { closed: true },
  );
const strike = { type: 'strike', card: 0, target: 'c17' } as const;

describe('§5.15 die-roll modifiers', () => {
  it('Blessing: +1 to this card’s rolls; Curse: −1', () => {
    const b = findSeed(vsClosed(card('a', { abilities: [ab('blessing')] }), card('b', tough)), strike, () => true);
    const r = rolls(b.events);
    expect(r.modified[0]).toBe(r.natural[0] + 1);
    const c = findSeed(vsClosed(card('a', { abilities: [ab('curse')] }), card('b', tough)), strike, () => true);
    expect(rolls(c.events).modified[0]).toBe(rolls(c.events).natural[0] - 1);
  });
  it('Attack experience X: +X on a simple strike; Clumsiness X: −X', () => {
    const e = findSeed(
      vsClosed(
        card('a', { abilities: [ab('attackExperience', { x: 2 }), ab('clumsiness', { x: 1 })] }),
        card('b', tough),
      ),
      strike,
      () => true,
    );
    expect(rolls(e.events).modified[0]).toBe(rolls(e.events).natural[0] + 1);
  });
  it('Defence experience X: +X to the responder’s roll in a melee fight', () => {
    const build = (seed: string) =>
      battle(
        [[card('a', tough), 12]],
        [[card('b', { ...tough, abilities: [ab('defenceExperience', { x: 2 })] }), 17]],
        seed,
      );
    const f = findSeed(build, strike, (ev) => rolls(ev).kind === 'fight');
    expect(rolls(f.events).modified[1]).toBe(rolls(f.events).natural[1] + 2);
  });
  it('Shooting experience X: +X when attacking with a shot', () => {
    const shooter = card('a', {
      abilities: [ab('shot', { weak: 1, medium: 1, strong: 1 }), ab('shootingExperience', { x: 1 })],
    });
    const f = findSeed(
      vsClosed(shooter, card('b', tough)),
      { type: 'ability', card: 0, index: 0, target: 'c17' },
      () => true,
    );
    expect(rolls(f.events).modified[0]).toBe(rolls(f.events).natural[0] + 1);
  });
});

describe('§5.15 attacks', () => {
  it('Shot: ranged, within Range (Chebyshev distance), single die, closes the shooter', () => {
    const s = battle(
      [[card('a', { abilities: [ab('shot', { weak: 1, medium: 2, strong: 3, range: 2 })] }), 12]],
      [
        [card('b', tough), 22],
        [card('c', tough), 27],
      ],
    );
    const shots = legal(s).filter((a) => a.type === 'ability');
    expect(shots).toEqual([{ type: 'ability', card: 0, index: 0, target: 'c22' }]);
    const r = act(s, shots[0]);
    expect(rolls(r.events).kind).toBe('single');
    expect(wounds(r.events, 'b')).toBe([1, 2, 3][singleTier(rolls(r.events).modified[0])]);
    expect(r.s.units[0].closed).toBe(true);
  });
  it('Magic strike: melee, magic, unanswered — Armor does not prevent it', () => {
    const witch = card('a', { abilities: [ab('magicStrike', { weak: 2, medium: 2, strong: 2 })] });
    const s = battle([[witch, 12]], [[card('b', { ...tough, abilities: [ab('armor', { x: 5 })] }), 17]]);
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c17' });
    expect(rolls(r.events).kind).toBe('single');
    expect(wounds(r.events, 'b')).toBe(2);
  });
  it('Strike across a row: same row or column with one cell between', () => {
    const s = battle(
      [[card('a', { abilities: [ab('strikeAcrossRow', { weak: 1, medium: 1, strong: 1 })] }), 12]],
      [
        [card('b', tough), 22],
        [card('c', tough), 17],
      ],
    );
    expect(legal(s).filter((a) => a.type === 'ability')).toEqual([
      { type: 'ability', card: 0, index: 0, target: 'c22' },
    ]);
  });
  it('Unanswered: the attacked open creature does not fight back', () => {
    const s = battle(
      [[card('a', { ...tough, abilities: [ab('unanswered')] }), 12]],
      [
        [card('b', tough), 17],
        [card('g', tough), 16],
      ],
    );
    const r = act(s, strike);
    expect(r.s.fight).toBeNull(); // Unanswered includes Directed Strike: no defender window
    expect(rolls(r.events).kind).toBe('single');
    expect(wounds(r.events, 'a')).toBe(0);
  });
  it('Vanguard: in the Vanguard step a simple strike as if Unanswered, the creature stays open', () => {
    const s0 = battle([[card('a', { ...hit9, abilities: [ab('vanguard')] }), 12]], [[card('b', { health: 30 }), 17]]);
    const s = { ...s0, stage: 'vanguard' as const, turn: 0, vanguards: [0] };
    expect(legal(s)).toEqual([
      { type: 'vanguard', card: 0, target: 'c17' },
      { type: 'skipVanguard', card: 0 },
    ]);
    const r = act(s, { type: 'vanguard', card: 0, target: 'c17' });
    expect(rolls(r.events).kind).toBe('single');
    expect(wounds(r.events, 'b')).toBe(9);
    expect(r.s.units[0].closed).toBe(false);
    expect(r.s.stage).toBe('main');
  });
});

describe('§5.15 damage modifiers and prevention', () => {
  it('Armor X: prevents the first X wounds of non-magic attacks each turn', () => {
    const r = findSeed(
      vsClosed(card('a', hit9), card('b', { ...tough, abilities: [ab('armor', { x: 2 })] })),
      strike,
      () => true,
    );
    expect(wounds(r.events, 'b')).toBe(7);
    expect(r.s.units[1].armorUsed).toBe(2);
  });
  it('Equipment gives its abilities to its wearer (ruling R7): an Armor vest', () => {
    const s0 = battle(
      [[card('a', hit9), 12]],
      [
        [card('b', { ...tough, classes: ['k'] }), 17],
        [card('v', { type: 'equipment', equipmentClass: 'armor', abilities: [ab('armor', { x: 3 })] }), 29],
      ],
    );
    const grid = s0.grid.slice();
    grid[29] = -1;
    const s = { ...patchUnit(patchUnit(s0, 2, { host: 1, cell: -1 }), 1, { closed: true }), grid };
    expect(wounds(act(s, strike).events, 'b')).toBe(6);
  });
  it('Vulnerability: +1 to attacks on this card; Wrath: +1 against a card wounded by an attack this turn', () => {
    const v = findSeed(
      vsClosed(card('a', hit9), card('b', { ...tough, abilities: [ab('vulnerability')] })),
      strike,
      () => true,
    );
    expect(wounds(v.events, 'b')).toBe(10);
    const w = findSeed(
      (seed) =>
        patchUnit(vsClosed(card('a', { ...hit9, abilities: [ab('wrath')] }), card('b', tough))(seed), 1, {
          hurt: true,
        }),
      strike,
      () => true,
    );
    expect(wounds(w.events, 'b')).toBe(10);
  });
  it('Protection from X: no wounds from X (magic covers discharges)', () => {
    const s = battle(
      [[card('a', { abilities: [ab('discharge', { weak: 3, medium: 3, strong: 3 })] }), 12]],
      [[card('b', { ...tough, abilities: [ab('protectionFrom', { kind: 'magic' })] }), 17]],
    );
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c17' });
    expect(wounds(r.events, 'b')).toBe(0);
  });
  it('Fortitude: not wounded by enemy strikes', () => {
    const r = findSeed(
      vsClosed(card('a', hit9), card('b', { ...tough, abilities: [ab('fortitude')] })),
      strike,
      () => true,
    );
    expect(wounds(r.events, 'b')).toBe(0);
  });
  it('Masking: a closed card takes no wounds from the first attack on it this turn', () => {
    let r = findSeed(
      vsClosed(card('a', hit9), card('b', { ...tough, abilities: [ab('masking')] })),
      strike,
      () => true,
    );
    expect(wounds(r.events, 'b')).toBe(0);
    expect(r.s.units[1].masked).toBe(true);
    r = act(patchUnit(r.s, 0, { closed: false, acted: false }), strike);
    expect(wounds(r.events, 'b')).toBe(9);
    // used up even by an attack that deals nothing
    const zero = findSeed(
      vsClosed(
        card('a', { hit: { weak: 0, normal: 0, hard: 0 } }),
        card('b', { ...tough, abilities: [ab('masking')] }),
      ),
      strike,
      () => true,
    );
    expect(zero.s.units[1].masked).toBe(true);
  });
  it('Stash: not the initial target of a flyer’s attack', () => {
    const s = battle(
      [[card('f', { type: 'flyer', moves: null }), 'extra']],
      [
        [card('b', { abilities: [ab('stash')] }), 17],
        [card('c'), 18],
      ],
    );
    expect(legal(s).filter((a) => a.type === 'strike')).toEqual([{ type: 'strike', card: 0, target: 'c18' }]);
  });
});

describe('§5.15 healing, wounds over time, Fear, Plague, Finishing', () => {
  it('Heal X: removes up to X wounds of a wounded own creature; incorporeal creatures cannot be healed', () => {
    const s = patchUnit(
      battle(
        [
          [card('h', { abilities: [ab('heal', { x: 2, other: true })] }), 12],
          [card('w'), 11],
          [card('i', { abilities: [ab('incorporeality')] }), 13],
        ],
        [[card('b'), 27]],
      ),
      1,
      { wounds: 3 },
    );
    const s2 = patchUnit(s, 2, { wounds: 3 });
    expect(legal(s2).filter((a) => a.type === 'ability')).toEqual([
      { type: 'ability', card: 0, index: 0, target: 'c11' },
    ]);
    const r = act(s2, { type: 'ability', card: 0, index: 0, target: 'c11' });
    expect(r.s.units[1].wounds).toBe(1);
  });
  it('Regeneration X, Poison X, Fading X: at the start of the controller’s turn', () => {
    let s = battle(
      [[card('a'), 12]],
      [
        [card('r', { abilities: [ab('regeneration', { x: 2 })] }), 27],
        [card('p', { abilities: [ab('poison', { x: 1 })] }), 28],
        [card('f', { abilities: [ab('fading', { x: 2 })] }), 29],
      ],
    );
    s = patchUnit(s, 1, { wounds: 3 });
    s = act(s, { type: 'endTurn' }).s;
    expect([s.units[1].wounds, s.units[2].wounds, s.units[3].wounds]).toEqual([1, 1, 2]);
  });
  it('Fear X: the attacker takes X wounds unless it has Fear', () => {
    const r = findSeed(
      vsClosed(card('a', tough), card('b', { ...tough, abilities: [ab('fear', { x: 2 })] })),
      strike,
      () => true,
    );
    expect(wounds(r.events, 'a')).toBe(2);
  });
  it('Lifesteal: heals as many wounds as it deals', () => {
    const r = findSeed(
      (seed) =>
        patchUnit(vsClosed(card('a', { ...tough, ...hit9, abilities: [ab('lifesteal')] }), card('b', tough))(seed), 0, {
          wounds: 5,
        }),
      strike,
      () => true,
    );
    expect(r.s.units[0].wounds).toBe(0);
  });
  it('Plague: a melee hit gives the target Plague; it takes wounds equal to its odd natural rolls', () => {
    const r = findSeed(vsClosed(card('a', { abilities: [ab('plague')] }), card('b', tough)), strike, () => true);
    expect(r.s.units[1].plague).toBe(true);
    const p = findSeed(
      (seed) => patchUnit(battle([[card('a', tough), 12]], [[card('b', tough), 17]], seed), 0, { plague: true }),
      strike,
      (ev) => rolls(ev).natural[0] % 2 === 1,
    );
    expect(
      p.events.some(
        (e) => e.type === 'wounds' && e.card === 'a' && e.cause === 'plague' && e.amount === rolls(p.events).natural[0],
      ),
    ).toBe(true);
  });
  it('Thick skin: an attacker’s Plague does not take hold', () => {
    const r = findSeed(
      vsClosed(card('a', { abilities: [ab('plague')] }), card('b', { ...tough, abilities: [ab('thickSkin')] })),
      strike,
      () => true,
    );
    expect(r.s.units[1].plague).toBe(false);
  });
  it('Corpse-eating: destroying an adjacent enemy creature in melee heals this creature fully', () => {
    const build = (seed: string) =>
      patchUnit(
        vsClosed(card('a', { ...hit9, health: 10, abilities: [ab('corpseEating')] }), card('b', { health: 3 }))(seed),
        0,
        {
          wounds: 4,
        },
      );
    const r = findSeed(build, strike, () => true);
    expect(r.s.units[1].z).toBe('grave');
    expect(r.s.units[0].wounds).toBe(0);
  });
  it('Finishing X: destroys an adjacent non-incorporeal enemy creature with life left ≤ X', () => {
    const s = patchUnit(
      battle(
        [[card('a', { abilities: [ab('finishing', { x: 2 })] }), 12]],
        [
          [card('b', { health: 6 }), 17],
          [card('c', { health: 6 }), 16],
        ],
      ),
      1,
      { wounds: 4 },
    );
    expect(legal(s).filter((a) => a.type === 'ability')).toEqual([
      { type: 'ability', card: 0, index: 0, target: 'c17' },
    ]);
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c17' });
    expect(r.s.units[1].z).toBe('grave');
  });
});

describe('§5.15 movement and existence', () => {
  it('Jump / Teleport: to any empty cell, spending all movement, only before moving or acting', () => {
    const s = battle([[card('a', { moves: 2, abilities: [ab('jump')] }), 12]], [[card('b'), 27]]);
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c0' });
    expect(r.s.units[0]).toMatchObject({ cell: 0, moved: 2 });
    const moved = act(s, { type: 'move', card: 0, cell: 11 }).s;
    expect(refused(moved, { type: 'ability', card: 0, index: 0, target: 'c0' })).toBe(true);
  });
  it('Maneuver: swaps with an orthogonally adjacent creature without subtype', () => {
    const s = battle(
      [
        [card('a', { abilities: [ab('maneuver')] }), 12],
        [card('k'), 11],
        [card('d'), 6],
      ],
      [[card('b'), 27]],
    );
    expect(legal(s).filter((a) => a.type === 'ability')).toEqual([
      { type: 'ability', card: 0, index: 0, target: 'c11' },
    ]);
    const r = act(s, { type: 'ability', card: 0, index: 0, target: 'c11' });
    expect([r.s.units[0].cell, r.s.units[1].cell]).toEqual([11, 12]);
  });
  it('Stealth: stays hidden and may be revealed by its controller when it has priority (§5.11)', () => {
    const s = patchUnit(battle([[card('a', { abilities: [ab('stealth')] }), 12]], [[card('b'), 27]]), 0, {
      hidden: true,
    });
    expect(legal(s)).toEqual([{ type: 'reveal', card: 0 }, { type: 'endTurn' }]);
    expect(act(s, { type: 'reveal', card: 0 }).s.units[0].hidden).toBe(false);
  });
  it('Flight: a creature with Flight is a flyer (§5.7)', () => {
    const s = battle([[card('a', { abilities: [ab('flight')] }), 'extra']], [[card('b'), 27]]);
    expect(s.cards[0].type).toBe('flyer');
  });
  it('Uniqueness: the card is unique for recruitment', () => {
    const s = battle([[card('a', { abilities: [ab('uniqueness')] }), 12]], [[card('b'), 27]]);
    expect(s.cards[0].unique).toBe(true);
  });
});

describe('Abilities the engine does not play: resolution by hand', () => {
  it('every engine ability is a vocabulary name', () => {
    for (const n of ENGINE_ABILITIES) expect(ABILITY_NAMES).toContain(n);
  });
  it('an unknown or unplayed ability is offered by hand: logged, the card closed, wounds adjusted by hand', () => {
    const s = battle(
      [[card('a', { abilities: [ab('formation'), ab('Mystery Gaze', { x: 1 })] }), 12]],
      [[card('b'), 27]],
    );
    const byHand = legal(s).filter((a) => a.type === 'byHand');
    expect(byHand).toEqual([
      { type: 'byHand', card: 0, index: 0 },
      { type: 'byHand', card: 0, index: 1 },
    ]);
    let r = act(s, byHand[1]);
    expect(r.events[0]).toMatchObject({ type: 'byHand', ability: 'Mystery Gaze', params: { x: 1 } });
    expect(m.pending(r.s)!.prompt.key).toBe('berserkEngine.prompt.byHand');
    r = act(r.s, { type: 'handWound', target: 'c27' });
    const done = act(r.s, { type: 'handDone' });
    expect(done.s.units[1].wounds).toBe(1);
    expect(done.s.units[0].closed).toBe(true);
    // at most HAND_STEPS adjustments (ruling R9), then only finishing is left
    for (let k = 1; k < HAND_STEPS; k++) r = act(r.s, { type: 'handWound', target: 'c12' });
    expect(legal(r.s)).toEqual([{ type: 'handDone' }]);
  });
});
