// A fast deep copy of plain JSON data: apply works on a private copy it may mutate freely
// (the kernel never lets a module mutate its input; the fuzzer deep-freezes states to check).

import type { Draft, McState } from './types';

/** A private mutable copy of a state; the parts apply never mutates (imported card data, seats, the
 * PRNG words, which are replaced whole) are shared. */
export function draftOf(state: McState): Draft {
  // Specialised by field (zones are arrays of strings, per-card records hold numbers plus one
  // small array): about twice as fast as the generic deep copy on a whole state.
  // each record spread first (the same keys in the same order, copied whole), then its values replaced by copies
  const zones = { ...state.zones } as Record<string, string[]>;
  for (const z in zones) zones[z] = zones[z].slice();
  const cards = { ...state.cards } as Record<string, Record<string, unknown>>;
  for (const id in cards) {
    const c = cards[id];
    cards[id] = c.used ? { ...c, used: (c.used as number[]).slice() } : { ...c };
  }
  const players = { ...state.players } as Record<string, unknown>;
  for (const p in players) players[p] = { ...(players[p] as object) };
  return {
    ...state,
    zones,
    cards,
    players,
    lasting: state.lasting.map((l) => ({ ...l })),
    stack: state.stack.map(cloneTask),
    ask: state.ask ? clone(state.ask) : null,
    result: state.result ? { ...state.result } : null,
  } as unknown as Draft;
}

/**
 * Tasks of these kinds are never written in place (only read, popped, pushed back whole or replaced by
 * a new task): the draft shares them with the state it was made from. Every in-place write goes to a task of
 * another kind (activation, window, pay, effects, then, placeThreat, damage, afterReveal through `topTask`,
 * `s.stack[i]` and the scripts), which is copied; the fuzz runs deep-freeze every state, so a write to a shared
 * one would throw there.
 */
const SHARED_TASKS: ReadonlySet<string> = new Set([
  'round',
  'turn',
  'endPhaseDiscard',
  'endPlayerPhase',
  'villainThreat',
  'activations',
  'minionActivations',
  'dealEncounter',
  'revealDealt',
  'reveal',
  'endRound',
  'mulligan',
  'advanceMain',
  'enterPlay',
  'consequential',
  'limits',
  'setupEnd',
]);

/**
 * A task's private copy: every field copied deeply except effect lists (`fx`), which are card
 * definitions' effects (or lists built once for a task) that no task changes: shared, not copied.
 */
function cloneTask<T extends { readonly t: string }>(task: T): T {
  if (SHARED_TASKS.has(task.t)) return task;
  const out: Record<string, unknown> = {};
  for (const k in task) {
    const v = (task as Record<string, unknown>)[k];
    out[k] = k === 'fx' ? v : clone(v);
  }
  return out as T;
}

export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = clone((value as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * After an action: each zone list whose cards did not change is the previous state's list again,
 * and the whole zones record when none changed (same zones in the same order). Contents are
 * identical, so nothing a reader sees changes; the kernel's digest then reuses the text it built
 * for those objects (core/kernel/digest.ts) instead of writing every zone again each action.
 */
export function reshareZones(prev: McState, s: Draft): void {
  const before = prev.zones;
  const zones = s.zones;
  let all = true;
  const prevKeys = Object.keys(before);
  let i = 0;
  for (const z in zones) {
    const old = before[z];
    const list = zones[z];
    if (old !== undefined && sameList(old, list)) zones[z] = old as string[];
    else all = false;
    if (prevKeys[i++] !== z) all = false;
  }
  if (all && i === prevKeys.length) s.zones = before as Draft['zones'];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
