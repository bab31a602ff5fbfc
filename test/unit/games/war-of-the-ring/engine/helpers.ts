// Helpers for the War of the Ring engine tests: a fresh game, state patches for fixtures, playing
// an action that must be legal, and reading the pending decision.

import { expect } from 'vitest';
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
