// Helpers for the War of the Ring engine tests: a fresh game, state patches for fixtures, playing
// an action that must be legal, and reading the pending decision.

import { expect } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import {
  wotrEngine,
  type WotrAction,
  type WotrEvent,
  type WotrState,
} from '../../../../../core/games/war-of-the-ring/engine';

export const E = wotrEngine;

export function newGame(seed = 'wotr-test'): WotrState {
  return E.setup({}, seed);
}

/** Each state of a random legal game, from its setup (`seed` seeds the game and the choices) to its end. */
export function* randomStates(seed: string, players: 2 | 3 | 4 = 2, maxActions = 50_000): Generator<WotrState> {
  const chooser = new Rng(seedRng(seed));
  let s = E.setup(E.optionsSchema.parse(players === 2 ? {} : { players }), seed);
  yield s;
  for (let i = 0; i < maxActions; i++) {
    const d = E.pending(s);
    if (!d) return;
    const seat = chooser.pick(d.seats);
    const r = E.apply(s, chooser.pick(E.legalActions(s, seat)), seat);
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
    yield s;
  }
}

/** A copy of `s` with top-level fields replaced (fixtures). */
export function patch(s: WotrState, p: Partial<{ -readonly [K in keyof WotrState]: WotrState[K] }>): WotrState {
  return { ...s, ...p } as WotrState;
}

export function seatOf(s: WotrState): string {
  const d = E.pending(s);
  expect(d).not.toBeNull();
  return d!.seats[0];
}

/** Plays an action that must be legal for the addressed seat; returns the state and events. */
export function play(s: WotrState, action: WotrAction, seat = seatOf(s)): { s: WotrState; ev: readonly WotrEvent[] } {
  const legal = E.legalActions(s, seat);
  expect(legal).toContainEqual(action);
  const r = E.apply(s, action, seat);
  if (!r.ok) throw new Error(JSON.stringify(r.rejection));
  expect(E.invariants!(r.state)).toEqual([]);
  return { s: r.state, ev: r.events };
}

/** Expects a refusal whose reason names a rule. */
export function refused(s: WotrState, action: WotrAction, seat = seatOf(s)): { code: string; rule: string } {
  const r = E.apply(s, action, seat);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  return { code: r.rejection.code, rule: String(r.rejection.params?.rule) };
}

/** The game at Phase 5 of turn 1 (FP declines to declare, Shadow puts `hunt` dice in the Hunt Box). */
export function toActions(s: WotrState, hunt = 1): WotrState {
  if (s.phase === 'fellowship') s = play(s, { type: 'endFellowshipPhase' }).s;
  if (s.phase === 'hunt') s = play(s, { type: 'huntDice', count: hunt }).s;
  return s;
}

/** Sets the unused dice of both sides (Phase 5 fixtures), keeping the dice counts right. */
export function withDice(
  s: WotrState,
  fp: WotrState['dice']['fp']['rolled'],
  shadow: WotrState['dice']['shadow']['rolled'],
): WotrState {
  return patch(s, {
    dice: {
      fp: {
        pool: Math.max(4, fp.length + s.huntBox.fp),
        rolled: fp,
        used: Math.max(4, fp.length + s.huntBox.fp) - fp.length - s.huntBox.fp,
      },
      shadow: {
        pool: Math.max(7, shadow.length + s.huntBox.shadow),
        rolled: shadow,
        used: Math.max(7, shadow.length + s.huntBox.shadow) - shadow.length - s.huntBox.shadow,
      },
    },
  });
}

// ---- fixtures shared by the rule tests

type Units = Record<string, number>;
const sideOf = (id: string): 'fp' | 'shadow' => (id.startsWith('fp.') ? 'fp' : 'shadow');

/** Sets the units of a region, taking figures from (or giving them back to) the reinforcements. */
export function setUnits(s: WotrState, region: string, units: Units): WotrState {
  const before = s.units[region] ?? {};
  const reserve = { ...s.reserve };
  for (const k of new Set([...Object.keys(before), ...Object.keys(units)])) {
    reserve[k] = (reserve[k] ?? 0) - ((units[k] ?? 0) - (before[k] ?? 0));
    if (reserve[k] === 0) delete reserve[k];
    expect(reserve[k] ?? 0).toBeGreaterThanOrEqual(0);
  }
  const all = { ...s.units };
  const clean: Units = {};
  for (const k in units) if (units[k] > 0) clean[k] = units[k];
  if (Object.keys(clean).length) all[region] = clean;
  else delete all[region];
  return patch(s, { units: all, reserve });
}

/** Puts `n` figures of `key` from the reinforcements into `region` (the totals still hold). */
export function place(s: WotrState, region: string, key: string, n: number): WotrState {
  const reserve = { ...s.reserve, [key]: (s.reserve[key] ?? 0) - n };
  expect(reserve[key]).toBeGreaterThanOrEqual(0);
  if (reserve[key] === 0) delete reserve[key];
  const units = { ...s.units, [region]: { ...(s.units[region] ?? {}), [key]: (s.units[region]?.[key] ?? 0) + n } };
  return patch(s, { reserve, units });
}

/** The nations At War (and active). */
export function atWar(s: WotrState, ...nations: string[]): WotrState {
  const politics = { ...s.politics };
  for (const n of nations) politics[n as 'elves'] = { step: 0, active: true };
  return patch(s, { politics });
}

/** The event cards taken from wherever they are (decks, hands, discards, table) into their side's hand. */
export function inHand(s: WotrState, ...ids: string[]): WotrState {
  for (const id of ids) {
    const decks: Record<string, readonly string[]> = {};
    for (const k in s.decks) decks[k] = s.decks[k].filter((c) => c !== id);
    const strip = (o: { fp: readonly string[]; shadow: readonly string[] }) => ({
      fp: o.fp.filter((c) => c !== id),
      shadow: o.shadow.filter((c) => c !== id),
    });
    const hands = strip(s.hands);
    s = patch(s, {
      decks,
      hands: { ...hands, [sideOf(id)]: [...hands[sideOf(id)], id] },
      discards: strip(s.discards),
      table: strip(s.table ?? { fp: [], shadow: [] }),
    });
  }
  return s;
}
