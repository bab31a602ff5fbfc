// Helpers of the Edge of Darkness engine tests: start a game, act (failing loudly on a refusal), play on with
// a seeded random chooser until a condition holds, and edit a state as plain JSON (states are data).
import { expect } from 'vitest';
import {
  eodModule,
  type EodAction,
  type EodEvent,
  type EodOptions,
  type EodState,
} from '../../../../../core/games/edge-of-darkness/engine';
import { ORIGINAL_CONTENT } from '../../../../../core/games/edge-of-darkness/content/original';
import { Rng, seedRng } from '../../../../../core/kernel';

export const m = eodModule;

export function start(options: Partial<EodOptions> = {}, seed = 'test'): EodState {
  return m.setup(m.optionsSchema.parse({ players: 2, ...options }), seed);
}

export function seatNow(s: EodState): string {
  const d = m.pending(s);
  if (!d) throw new Error('game over');
  return d.seats[0];
}

export function act(
  s: EodState,
  action: EodAction,
  seat = seatNow(s),
): { state: EodState; events: readonly EodEvent[] } {
  const r = m.apply(s, action, seat);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.rejection)}`);
  return { state: r.state, events: r.events };
}

export function refusedWith(s: EodState, action: EodAction, code: string, seat = seatNow(s)): void {
  const r = m.apply(s, action, seat);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.rejection.code).toBe(code);
}

export function legal(s: EodState, seat = seatNow(s)): readonly EodAction[] {
  return m.legalActions(s, seat);
}

/** Plays seeded random legal actions until `until(state)` holds (or the game ends); throws when it never does. */
export function playUntil(s: EodState, until: (s: EodState) => boolean, seed = 'play', max = 5000): EodState {
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < max; i++) {
    if (until(s)) return s;
    const d = m.pending(s);
    if (!d) break;
    s = act(s, rng.pick(m.legalActions(s, d.seats[0])), d.seats[0]).state;
  }
  if (until(s)) return s;
  throw new Error('playUntil: condition never held');
}

/** A deep, editable copy of a state. */
export function edit(s: EodState, change: (d: Mutable<EodState>) => void): EodState {
  const d = JSON.parse(JSON.stringify(s)) as Mutable<EodState>;
  change(d);
  return d as EodState;
}

export type Mutable<_T> = any;

export const cubeSum = (x: readonly number[]): number => x.reduce((t, n) => t + n, 0);

/** Ten bundled locations with `loc` among them. */
export function tenWith(loc: string): string[] {
  const ids = (ORIGINAL_CONTENT.locations ?? []).map((l) => l.id).filter((l) => l !== loc);
  return [loc, ...ids.slice(0, 9)];
}
