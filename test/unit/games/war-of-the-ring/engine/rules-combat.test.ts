// Rules the engine had left in combat (issue 14 audit, digest §8; seed 001 wins; RULINGS.md "Combat"):
// a partial advance after a withdrawal into a siege (§8.11), card strikes before the roll resolved one
// after the other by initiative with the first strike's casualties taken before the second (§8.5), and
// Gandalf the White's White Rider (Appendix A.1). Each test would fail with the rule broken.

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../../../core/kernel/rng';
import { D } from '../../../../../core/games/war-of-the-ring/engine/content';
import type { WotrAction, WotrEvent, WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { atWar, E, newGame, patch, play, setUnits, toActions, withDice } from './helpers';

type Roll = Extract<WotrEvent, { type: 'combatRoll' }>;

/** Phase 5 of turn 1 with `side` to act, Army dice for both. */
function ready(side: 'fp' | 'shadow'): WotrState {
  const s = withDice(toActions(newGame('rules-combat')), ['army', 'character'], ['army', 'character', 'army']);
  return patch(s, { active: side });
}

const seatNow = (s: WotrState) => E.pending(s)!.seats[0];

/** Plays a legal action (the invariants may not hold for hands patched in by fixtures: only card places). */
function apply(s: WotrState, a: WotrAction, seat: string, ev: WotrEvent[] = []): WotrState {
  expect(E.legalActions(s, seat)).toContainEqual(a);
  const r = E.apply(s, a, seat);
  if (!r.ok) throw new Error(JSON.stringify(r.rejection));
  expect(E.invariants!(r.state).filter((x) => !x.startsWith('card ') && x !== 'unknown cards')).toEqual([]);
  ev.push(...r.events);
  return r.state;
}

/** Tries rng states until `ok` holds for what `run` gives (fixtures that need an outcome of the dice). */
function withLuck<T>(base: WotrState, run: (s: WotrState) => T, ok: (t: T) => boolean): T {
  for (let i = 0; i < 300; i++) {
    const t = run(patch(base, { rng: seedRng(`audit-luck-${i}`) }));
    if (ok(t)) return t;
  }
  throw new Error('no rng state gives the outcome');
}

describe('§8.11 a partial advance after a withdrawal into the Stronghold', () => {
  function withdrawn(): WotrState {
    let s = ready('shadow');
    s = atWar(s, 'sauron', 'gondor');
    s = setUnits(s, 'minas-tirith', { 'gondor.regular': 3, 'gondor.leader': 1 });
    s = setUnits(s, 'osgiliath', { 'sauron.regular': 4, 'sauron.elite': 2 });
    s = play(s, { type: 'use', face: 'army', act: 'attack', arg: 'osgiliath>minas-tirith' }, 'shadow').s;
    s = play(s, { type: 'done' }, 'shadow').s; // no rearguard
    s = play(s, { type: 'pick', id: 'withdraw' }, 'fp').s;
    expect(s.battle!.step).toBe('occupy');
    return s;
  }

  it('the attacker may leave figures behind before it advances: only the rest besieges the Stronghold', () => {
    let s = withdrawn();
    const legal = E.legalActions(s, 'shadow');
    expect(legal).toContainEqual({ type: 'moveTo', to: 'minas-tirith' });
    expect(legal).toContainEqual({ type: 'done' });
    expect(legal).toContainEqual({ type: 'leave', key: 'sauron.regular' });
    s = play(s, { type: 'leave', key: 'sauron.regular' }, 'shadow').s;
    s = play(s, { type: 'leave', key: 'sauron.regular' }, 'shadow').s;
    expect(s.battle!.step).toBe('occupy'); // still the attacker's choice
    s = play(s, { type: 'moveTo', to: 'minas-tirith' }, 'shadow').s;
    expect(s.battle).toBeNull();
    expect(s.sieges).toEqual({ 'minas-tirith': 'fp' });
    expect(s.units['osgiliath']).toEqual({ 'sauron.regular': 2 }); // the figures left behind stay
    expect(s.units['minas-tirith']).toMatchObject({ 'sauron.regular': 2, 'sauron.elite': 2, 'gondor.regular': 3 });
  });

  it('the last unit of the attacking army is never left behind (an advance keeps at least one unit)', () => {
    let s = withdrawn();
    for (let i = 0; i < 5; i++) {
      const leave = E.legalActions(s, 'shadow').find((a) => a.type === 'leave' && a.key.endsWith('.regular'));
      const elite = E.legalActions(s, 'shadow').find((a) => a.type === 'leave' && a.key.endsWith('.elite'));
      const a = leave ?? elite;
      if (!a) break;
      s = play(s, a, 'shadow').s;
    }
    expect(E.legalActions(s, 'shadow').some((a) => a.type === 'leave')).toBe(false);
    s = play(s, { type: 'moveTo', to: 'minas-tirith' }, 'shadow').s;
    expect(s.sieges).toEqual({ 'minas-tirith': 'fp' });
    const inside = s.units['minas-tirith'];
    expect((inside['sauron.regular'] ?? 0) + (inside['sauron.elite'] ?? 0)).toBe(1);
  });
});

describe('§8.5 card strikes before the roll resolve one after the other by initiative', () => {
  /** The Elves attack from Lórien into Dimrill Dale (within two of Moria): Charge against Durin's Bane. */
  function strikeDuel(s0: WotrState): { ev: WotrEvent[]; s: WotrState } {
    let s = s0;
    const ev: WotrEvent[] = [];
    s = apply(s, { type: 'use', face: 'army', act: 'attack', arg: 'lorien>dimrill-dale' }, 'fp', ev);
    if (s.battle!.step === 'split') s = apply(s, { type: 'done' }, 'fp', ev);
    s = apply(s, { type: 'combatCard', card: 'fp.cirdans-ships' }, 'fp', ev);
    s = apply(s, { type: 'combatCard', card: 'shadow.balrog-of-moria' }, 'shadow', ev);
    // casualties of the first strike: the FP reduces Elites one by one (its only units)
    for (let guard = 0; s.battle?.step === 'casualties' && guard < 10; guard++) {
      const seat = seatNow(s);
      const legal = E.legalActions(s, seat);
      s = apply(s, legal.find((a) => a.type === 'pick' && !a.id.includes('remove')) ?? legal[0], seat, ev);
    }
    return { ev, s };
  }

  it("both at initiative 2: the defender's Durin's Bane strikes first, and Charge counts the Elites left", () => {
    let base = ready('fp');
    base = atWar(base, 'sauron', 'elves');
    base = setUnits(base, 'lorien', { 'elves.elite': 3 });
    base = setUnits(base, 'dimrill-dale', { 'sauron.regular': 5 });
    base = patch(base, { hands: { fp: ['fp.cirdans-ships'], shadow: ['shadow.balrog-of-moria'] } });
    const lost = (ev: WotrEvent[]) => ev.filter((e) => e.type === 'unitLost' && e.key === 'elves.elite').length;
    const { ev } = withLuck(base, strikeDuel, (r) => {
      const strikes = r.ev.filter((e) => e.type === 'combatRoll' && e.what === 'strike');
      return strikes.length === 2 && (strikes[0] as Roll).hits > 0;
    });
    const strikes = ev.filter((e) => e.type === 'combatRoll' && e.what === 'strike') as Roll[];
    expect(strikes.map((e) => e.side)).toEqual(['shadow', 'fp']);
    expect(strikes[0]).toMatchObject({ need: 4, rerolls: [] });
    expect(strikes[0].dice).toHaveLength(3);
    // the Balrog's hits were taken before Charge rolled: one Elite reduced (to a Regular) per hit
    const iFp = ev.indexOf(strikes[1]);
    const before = ev.slice(0, iFp);
    expect(lost(before)).toBe(Math.min(3, strikes[0].hits));
    expect(strikes[1].dice).toHaveLength(3 - lost(before));
  });
});

describe('Appendix A.1 Gandalf the White, the White Rider (§8.3 Leadership)', () => {
  /** The Shadow (Nazgûl and the Witch-king with Regulars) attacks the North at Dale. */
  function dale(gandalf: boolean): WotrState {
    let s = ready('shadow');
    s = atWar(s, 'sauron');
    s = setUnits(s, 'old-forest-road', { 'sauron.regular': 5, 'sauron.nazgul': 2 });
    s = setUnits(s, 'dale', { 'north.regular': 2, 'north.leader': 1 });
    s = patch(s, {
      chars: { ...s.chars, 'witch-king': 'old-forest-road', ...(gandalf ? { 'gandalf-white': 'dale' } : {}) },
      hands: { fp: [], shadow: [] },
    });
    return s;
  }

  function firstRound(s0: WotrState): { s: WotrState; rolls: Roll[] } {
    const ev: WotrEvent[] = [];
    let s = apply(s0, { type: 'use', face: 'army', act: 'attack', arg: 'old-forest-road>dale' }, 'shadow', ev);
    if (s.battle!.step === 'split') s = apply(s, { type: 'done' }, 'shadow', ev);
    return { s, rolls: ev.filter((e) => e.type === 'combatRoll' && e.what === 'roll') as Roll[] };
  }

  const misses = (r: Roll) => r.dice.filter((d) => d !== 6 && (d === 1 || d < r.need)).length;

  it('he cancels all Nazgûl Leadership (the Witch-king’s too) for the battle and gives up his own', () => {
    const r = withLuck(
      dale(true),
      firstRound,
      (x) => x.rolls.length === 2 && misses(x.rolls.find((e) => e.side === 'shadow')!) >= 2,
    );
    expect(r.s.battle!.whiteRider).toBe(true);
    const shadow = r.rolls.find((e) => e.side === 'shadow')!;
    const fp = r.rolls.find((e) => e.side === 'fp')!;
    expect(shadow.rerolls).toEqual([]); // 2 Nazgûl + the Witch-king's 2 would re-roll up to 4 misses
    // FP: the North Leader only (Gandalf's own Leadership is given up)
    expect(fp.rerolls.length).toBe(Math.min(1, misses(fp)));
  });

  it('without him the Nazgûl and the Witch-king lead the Shadow re-roll', () => {
    const r = withLuck(
      dale(false),
      firstRound,
      (x) => x.rolls.length === 2 && misses(x.rolls.find((e) => e.side === 'shadow')!) >= 2,
    );
    expect(r.s.battle!.whiteRider).toBeFalsy();
    const shadow = r.rolls.find((e) => e.side === 'shadow')!;
    expect(shadow.rerolls.length).toBe(Math.min(4, misses(shadow)));
  });

  it('with no Nazgûl in the battle he keeps his Leadership (nothing to cancel)', () => {
    let s = dale(true);
    s = setUnits(s, 'old-forest-road', { 'sauron.regular': 5 });
    s = patch(s, { chars: { ...s.chars, 'witch-king': 'out' } });
    const r = firstRound(s);
    expect(r.s.battle!.whiteRider).toBeFalsy();
  });
});

describe('§8.9 retreat exceptions: a Level 0 Character is left behind', () => {
  it('Saruman stays in Orthanc when the Isengard army there retreats', () => {
    let base = ready('fp');
    base = atWar(base, 'rohan', 'isengard');
    const from = 'fords-of-isen';
    expect(D.regions['orthanc'].adj).toContain(from);
    base = setUnits(base, from, { 'rohan.regular': 3 });
    base = setUnits(base, 'orthanc', { 'isengard.regular': 5 });
    base = patch(base, { chars: { ...base.chars, saruman: 'orthanc' }, hands: { fp: [], shadow: [] } });
    const toRetreat = (s0: WotrState): WotrState | null => {
      let s = apply(s0, { type: 'use', face: 'army', act: 'attack', arg: `${from}>orthanc` }, 'fp');
      for (let guard = 0; s.battle && s.battle.step !== 'retreat' && guard < 30; guard++) {
        const seat = seatNow(s);
        const legal = E.legalActions(s, seat);
        const want = [
          { type: 'done' },
          { type: 'pick', id: 'field' },
          { type: 'pick', id: 'continue' },
          { type: 'combatCard', card: 'none' },
        ];
        const a = legal.find((l) => want.some((w) => JSON.stringify(w) === JSON.stringify(l))) ?? legal[0];
        s = apply(s, a, seat);
      }
      return s.battle?.step === 'retreat' ? s : null;
    };
    const s = withLuck(base, toRetreat, (x) => x !== null)!;
    const to = E.legalActions(s, 'shadow').find((a) => a.type === 'moveTo') as { type: 'moveTo'; to: string };
    expect(to).toBeDefined();
    const after = apply(s, to, 'shadow');
    expect(after.chars['saruman']).toBe('orthanc');
    expect(after.units[to.to]?.['isengard.regular'] ?? 0).toBeGreaterThan(0);
    expect(after.units['orthanc']?.['isengard.regular'] ?? 0).toBe(0);
  });
});
