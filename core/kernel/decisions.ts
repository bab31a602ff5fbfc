// Pending-decision helpers: building the public `Decision`, the legal choices of the addressed
// seats, a resolution stack of pending tasks kept in module state, response windows (every seat
// may respond or pass, in order) and secret simultaneous commits. Plain data, pure functions; the
// stack helpers also come in an in-place form for modules that work on a private draft.

import type { Json } from './json';
import type { Decision, DecisionMode, SeatId } from './types';

/** A `Decision` (prompt = translatable key + params). */
export function decision(
  mode: DecisionMode,
  seats: readonly SeatId[],
  key: string,
  params?: { readonly [name: string]: Json },
): Decision {
  return { seats: [...seats], mode, prompt: params ? { key, params } : { key } };
}

/** True when `seat` must decide now. */
export function addressed(d: Decision | null, seat: SeatId): boolean {
  return d !== null && d.seats.includes(seat);
}

/**
 * The legal actions of `seat`: none unless the decision addresses it, else what `build` returns
 * (the usual first lines of a module's `legalActions`).
 */
export function choicesFor<A>(d: Decision | null, seat: SeatId, build: (d: Decision) => readonly A[]): A[] {
  return addressed(d, seat) ? [...build(d!)] : [];
}

// ---- the resolution stack (last in, first out) ----

/** Pushes `items` so that the first one given resolves first (it ends on top). */
export function pushInOrder<T>(stack: readonly T[], ...items: readonly T[]): T[] {
  const out = stack.slice();
  pushInOrderInPlace(out, ...items);
  return out;
}

/** `pushInOrder` on a mutable array (a draft). */
export function pushInOrderInPlace<T>(stack: T[], ...items: readonly T[]): void {
  for (let i = items.length - 1; i >= 0; i--) stack.push(items[i]);
}

/** The top item, or null. */
export function topOf<T>(stack: readonly T[]): T | null {
  return stack.length ? stack[stack.length - 1] : null;
}

/** The topmost item matching `match`, or null (e.g. the innermost open window). */
export function topWhere<T, U extends T = T>(stack: readonly T[], match: (item: T) => item is U): U | null;
export function topWhere<T>(stack: readonly T[], match: (item: T) => boolean): T | null;
export function topWhere<T>(stack: readonly T[], match: (item: T) => boolean): T | null {
  for (let i = stack.length - 1; i >= 0; i--) if (match(stack[i])) return stack[i];
  return null;
}

/** The stack without its top item, and that item (null on an empty stack). */
export function popTop<T>(stack: readonly T[]): { stack: T[]; top: T | null } {
  if (stack.length === 0) return { stack: [], top: null };
  return { stack: stack.slice(0, -1), top: stack[stack.length - 1] };
}

// ---- response windows ----

/**
 * A window where every seat may respond until all pass in succession: seats are asked in `order`
 * (usually turn order from the first player); `passed` seats are not asked again until somebody
 * responds (then `reopenWindow`). Returns the seat to ask now, skipping seats that have nothing to do
 * besides passing (`canRespond` false), or null when the window closes.
 */
export function nextResponder(
  order: readonly SeatId[],
  passed: readonly SeatId[],
  canRespond: (seat: SeatId) => boolean,
): SeatId | null {
  for (const seat of order) if (!passed.includes(seat) && canRespond(seat)) return seat;
  return null;
}

/** `passed` after `seat` passes. */
export function passWindow(passed: readonly SeatId[], seat: SeatId): SeatId[] {
  return passed.includes(seat) ? passed.slice() : [...passed, seat];
}

/** After a response everybody may respond again: the empty pass list. */
export function reopenWindow(): SeatId[] {
  return [];
}

/**
 * A window where each seat is asked at most once, in order (a queue whose head is asked now): the
 * queue without the leading seats that cannot respond (later ones are checked when they come up).
 */
export function settleQueue(queue: readonly SeatId[], canRespond: (seat: SeatId) => boolean): SeatId[] {
  let i = 0;
  while (i < queue.length && !canRespond(queue[i])) i++;
  return queue.slice(i);
}

/** The other seats after `seat` in table order, wrapping (who may answer what `seat` did). */
export function othersAfter(seats: readonly SeatId[], seat: SeatId): SeatId[] {
  const at = seats.indexOf(seat);
  if (at < 0) return seats.slice();
  return Array.from({ length: seats.length - 1 }, (_, k) => seats[(at + 1 + k) % seats.length]);
}

// ---- secret simultaneous choices ----

/** Seats still to commit (the `seats` of a `simultaneous` decision). */
export function uncommitted(seats: readonly SeatId[], committed: readonly SeatId[]): SeatId[] {
  return seats.filter((s) => !committed.includes(s));
}

/** True when every seat has committed (the last commit resolves and reveals). */
export function allCommitted(seats: readonly SeatId[], committed: readonly SeatId[]): boolean {
  return seats.every((s) => committed.includes(s));
}
