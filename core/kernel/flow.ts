// Phase / round / turn flow as plain data and pure functions. A game keeps a `FlowPosition` (or
// just the numbers it needs) in its state and moves it with these helpers; nothing here knows a
// game. Seats are ids in table order (clockwise); "out" seats (eliminated, retired) are skipped.

import type { SeatId } from './types';

/** One phase of a round; `steps` (in order) when the phase has named steps. */
export interface PhaseSpec {
  readonly id: string;
  readonly steps?: readonly string[];
}

/** The ordered phases of one round. */
export interface FlowSpec {
  readonly phases: readonly PhaseSpec[];
}

/** Where the game is: round (from 1), phase id, step id (null for a phase without steps). */
export interface FlowPosition {
  readonly round: number;
  readonly phase: string;
  readonly step: string | null;
}

/** Problems with a flow spec (empty list = usable): no phases, duplicate phase ids, empty or duplicate steps. */
export function flowProblems(spec: FlowSpec): string[] {
  const problems: string[] = [];
  if (spec.phases.length === 0) problems.push('no phases');
  const ids = new Set<string>();
  for (const p of spec.phases) {
    if (ids.has(p.id)) problems.push(`duplicate phase ${p.id}`);
    ids.add(p.id);
    if (p.steps && p.steps.length === 0) problems.push(`phase ${p.id} has an empty step list`);
    if (p.steps && new Set(p.steps).size !== p.steps.length) problems.push(`phase ${p.id} repeats a step`);
  }
  return problems;
}

function phaseAt(spec: FlowSpec, phase: string): number {
  const i = spec.phases.findIndex((p) => p.id === phase);
  if (i < 0) throw new RangeError(`flow: unknown phase ${phase}`);
  return i;
}

function enter(spec: FlowSpec, round: number, index: number): FlowPosition {
  const p = spec.phases[index];
  return { round, phase: p.id, step: p.steps?.[0] ?? null };
}

/** The first step of the first phase of `round` (default 1). */
export function flowStart(spec: FlowSpec, round = 1): FlowPosition {
  if (spec.phases.length === 0) throw new RangeError('flow: no phases');
  return enter(spec, round, 0);
}

/** The first step of a given phase in the same round (jumping ahead or back, e.g. a skipped phase). */
export function enterPhase(spec: FlowSpec, pos: FlowPosition, phase: string): FlowPosition {
  return enter(spec, pos.round, phaseAt(spec, phase));
}

/**
 * The next position: the next step of the phase, else the first step of the next phase, else the
 * first phase of the next round (round + 1).
 */
export function nextStep(spec: FlowSpec, pos: FlowPosition): FlowPosition {
  const i = phaseAt(spec, pos.phase);
  const steps = spec.phases[i].steps;
  if (steps) {
    const k = pos.step === null ? -1 : steps.indexOf(pos.step);
    if (pos.step !== null && k < 0) throw new RangeError(`flow: unknown step ${pos.step} in ${pos.phase}`);
    if (k + 1 < steps.length) return { round: pos.round, phase: pos.phase, step: steps[k + 1] };
  }
  return nextPhase(spec, pos);
}

/** The first step of the next phase, or of the next round's first phase after the last phase. */
export function nextPhase(spec: FlowSpec, pos: FlowPosition): FlowPosition {
  const i = phaseAt(spec, pos.phase);
  return i + 1 < spec.phases.length ? enter(spec, pos.round, i + 1) : enter(spec, pos.round + 1, 0);
}

/** Total order of positions within a game: negative when `a` comes before `b`. */
export function compareFlow(spec: FlowSpec, a: FlowPosition, b: FlowPosition): number {
  if (a.round !== b.round) return a.round - b.round;
  const pa = phaseAt(spec, a.phase);
  const pb = phaseAt(spec, b.phase);
  if (pa !== pb) return pa - pb;
  const steps = spec.phases[pa].steps ?? [];
  return (a.step === null ? -1 : steps.indexOf(a.step)) - (b.step === null ? -1 : steps.indexOf(b.step));
}

// ---- seats ----

/** True for a seat that takes no more turns (eliminated). Default: nobody is out. */
export type IsOut = (seat: SeatId) => boolean;
const nobodyOut: IsOut = () => false;

/**
 * Seats in turn order starting with the seat at index `first` (the first player), going
 * `direction` (+1 = table order, -1 = reverse), skipping out seats.
 */
export function turnOrder(
  seats: readonly SeatId[],
  first: number,
  out: IsOut = nobodyOut,
  direction: 1 | -1 = 1,
): SeatId[] {
  const n = seats.length;
  const order: SeatId[] = [];
  for (let i = 0; i < n; i++) {
    const seat = seats[(((first + direction * i) % n) + n) % n];
    if (!out(seat)) order.push(seat);
  }
  return order;
}

/**
 * Index of the next seat that is not out after index `from` going `direction` (the first-player
 * token passing on); it may come back to `from` itself. Null when every seat is out.
 */
export function nextSeatIndex(
  seats: readonly SeatId[],
  from: number,
  out: IsOut = nobodyOut,
  direction: 1 | -1 = 1,
): number | null {
  const n = seats.length;
  for (let i = 1; i <= n; i++) {
    const k = (((from + direction * i) % n) + n) % n;
    if (!out(seats[k])) return k;
  }
  return null;
}

/** The seat after `seat` in `order` (wrapping), or null when `order` has no other seat or lacks `seat`. */
export function seatAfter(order: readonly SeatId[], seat: SeatId): SeatId | null {
  const i = order.indexOf(seat);
  if (i < 0 || order.length < 2) return null;
  return order[(i + 1) % order.length];
}

/** `order` rotated to start at `seat` (unchanged when `seat` is not in it). */
export function rotateTo(order: readonly SeatId[], seat: SeatId): SeatId[] {
  const i = order.indexOf(seat);
  return i <= 0 ? order.slice() : [...order.slice(i), ...order.slice(0, i)];
}

/**
 * The seat whose turn it is after `taken` turns of a round that all seats play in turn order from
 * index `first` (no seat out): `seats[(first + taken) mod n]`.
 */
export function seatForTurn(seats: readonly SeatId[], first: number, taken: number): SeatId {
  return seats[(first + taken) % seats.length];
}
