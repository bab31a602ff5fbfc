// A fast deep copy of plain JSON data: apply works on a private copy it may mutate freely
// (the kernel never lets a module mutate its input; the fuzzer deep-freezes states to check).

import { dictOf } from './shapes';
import type { Draft, McState } from './types';

/** A private mutable copy of a state; the parts apply never mutates (imported card data, seats, the
 * PRNG words, which are replaced whole) are shared. */
export function draftOf(state: McState): Draft {
  // Specialised by field (zones are arrays of strings, per-card records hold numbers plus one
  // small array): about twice as fast as the generic deep copy on a whole state.
  // each record copied first (the same keys in the same order; `dictOf` for the keyed ones), then its values replaced by copies
  const zones = dictOf(state.zones) as Record<string, string[]>;
  for (const z in zones) zones[z] = zones[z].slice();
  const cards = dictOf(state.cards) as Record<string, Record<string, unknown>>;
  for (const id in cards) {
    const c = cards[id];
    cards[id] = c.used ? { ...c, used: (c.used as number[]).slice() } : { ...c };
  }
  const players = dictOf(state.players) as Record<string, unknown>;
  for (const p in players) players[p] = playerRecord(players[p] as Record<string, unknown>);
  const lasting = state.lasting.map((l) => ({ ...l }));
  const stack = state.stack.map(cloneTask);
  const ask = state.ask ? clone(state.ask) : null;
  const result = state.result ? { ...state.result } : null;
  if (!baseKeysFirst(state))
    return { ...state, zones, cards, players, lasting, stack, ask, result } as unknown as Draft;
  return stateRecord(state, zones, cards, players, lasting, stack, ask, result) as unknown as Draft;
}

/** The keys every state has, in the order `setup` writes them (the optional ones come after). */
const BASE_KEYS: readonly string[] = [
  'rng',
  'seats',
  'players0',
  'expert',
  'heroic',
  'round',
  'phase',
  'first',
  'active',
  'zones',
  'cards',
  'players',
  'accel',
  'lasting',
  'stack',
  'ask',
  'custom',
  'result',
  'peril',
  'table',
  'count',
];

/** Whether `state` starts with exactly `BASE_KEYS` in that order (every state the engine builds does). */
function baseKeysFirst(state: object): boolean {
  let i = 0;
  for (const k in state) {
    if (i === BASE_KEYS.length) return true;
    if (k !== BASE_KEYS[i++]) return false;
  }
  return i === BASE_KEYS.length;
}

/**
 * A draft's top record built by one literal in `BASE_KEYS` order, then the optional keys in the source's
 * order: the same keys in the same order as a spread, but one hidden class for every state (speed: spread
 * copies gave the state record 7 classes in 100 starter games, and the functions reading `s.seats`,
 * `s.players`, … were deoptimised for each new one).
 */
function stateRecord(
  s: McState,
  zones: unknown,
  cards: unknown,
  players: unknown,
  lasting: unknown,
  stack: unknown,
  ask: unknown,
  result: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    rng: s.rng,
    seats: s.seats,
    players0: s.players0,
    expert: s.expert,
    heroic: s.heroic,
    round: s.round,
    phase: s.phase,
    first: s.first,
    active: s.active,
    zones,
    cards,
    players,
    accel: s.accel,
    lasting,
    stack,
    ask,
    custom: s.custom,
    result,
    peril: s.peril,
    table: s.table,
    count: s.count,
  };
  let i = 0;
  for (const k in s) if (i++ >= BASE_KEYS.length) out[k] = (s as unknown as Record<string, unknown>)[k];
  return out;
}

const PLAYER_KEYS: readonly string[] = ['identity', 'form', 'flipped', 'eliminated'];

/** A copy of a player's record by one literal (one hidden class, as for `stateRecord`), same key order. */
function playerRecord(p: Record<string, unknown>): Record<string, unknown> {
  let i = 0;
  for (const k in p) if (i < PLAYER_KEYS.length && k !== PLAYER_KEYS[i++]) return { ...p };
  if (i < PLAYER_KEYS.length) return { ...p };
  const out: Record<string, unknown> = {
    identity: p.identity,
    form: p.form,
    flipped: p.flipped,
    eliminated: p.eliminated,
  };
  i = 0;
  for (const k in p) if (i++ >= PLAYER_KEYS.length) out[k] = p[k];
  return out;
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
