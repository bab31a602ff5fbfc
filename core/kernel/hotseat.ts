// People and seats. A seat is a rules position (FP/Shadow, Gondor/Rohan, P1..P4); a person is who
// sits at the device. One person may control several seats (War of the Ring with 3 players: one
// Free Peoples player controls both FP seats). Hot-seat play needs to know when the device must be
// handed to another person, so that hidden information stays hidden.

import type { GameModule, KernelState, PersonId, Rejection, SeatId, ActionBase, GameEvent } from './types';

export interface Player {
  readonly id: PersonId;
  readonly seats: readonly SeatId[];
  readonly name?: string;
  /**
   * These seats are played by the computer (the host answers for them with the engine's policy of
   * this difficulty, kernel `decide`). Absent: a person. Records from before computer players lack it.
   */
  readonly computer?: { readonly difficulty: string };
}

/** Whether `seat` is played by the computer. */
export function isComputerSeat(players: readonly Player[], seat: SeatId): boolean {
  return players.some((p) => p.computer !== undefined && p.seats.includes(seat));
}

/** Every seat controlled by exactly one person, no unknown seats, unique person ids. */
export function validatePlayers(seats: readonly SeatId[], players: readonly Player[]): Rejection | null {
  const ids = new Set<string>();
  const owner = new Map<SeatId, PersonId>();
  for (const p of players) {
    if (ids.has(p.id)) return { code: 'malformed', params: { field: 'players', duplicatePerson: p.id } };
    ids.add(p.id);
    for (const seat of p.seats) {
      if (!seats.includes(seat)) return { code: 'unknown_seat', params: { seat } };
      if (owner.has(seat)) return { code: 'malformed', params: { field: 'players', seatTwice: seat } };
      owner.set(seat, p.id);
    }
  }
  const free = seats.filter((s) => !owner.has(s));
  if (free.length > 0) return { code: 'malformed', params: { field: 'players', uncontrolled: free } };
  return null;
}

export function personOf(players: readonly Player[], seat: SeatId): PersonId | null {
  return players.find((p) => p.seats.includes(seat))?.id ?? null;
}

/**
 * Number of people who control at least one seat (the computer is nobody). Undo policy: more than
 * one = multiplayer; one person against the computer plays solo.
 */
export function personCount(players: readonly Player[]): number {
  return players.filter((p) => p.seats.length > 0 && p.computer === undefined).length;
}

export interface NextTurn {
  /** The seat to show the decision for. */
  readonly seat: SeatId;
  /** All addressed seats this person controls (a person may answer for several). */
  readonly seats: readonly SeatId[];
  readonly person: PersonId;
  /** The device must change hands (show a hand-over screen that hides the previous person's view). */
  readonly handover: boolean;
}

/**
 * Who acts next on a shared device. If `current` controls an addressed seat they keep the device
 * (no needless hand-over, e.g. one person playing both FP seats); otherwise it goes to the person
 * controlling the first addressed seat a person plays. Null when no person is asked to decide (game
 * over, or only computer seats are addressed: the device is never handed over to the computer).
 */
export function nextTurn<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  state: S,
  players: readonly Player[],
  current: PersonId | null,
): NextTurn | null {
  const decision = module.pending(state);
  if (!decision || decision.seats.length === 0) return null;
  const people = players.filter((p) => p.computer === undefined);
  const mine = current === null ? [] : decision.seats.filter((s) => personOf(people, s) === current);
  if (current !== null && mine.length > 0) return { seat: mine[0], seats: mine, person: current, handover: false };
  const seat = decision.seats.find((s) => personOf(people, s) !== null);
  if (seat === undefined) return null;
  const person = personOf(people, seat)!;
  return {
    seat,
    seats: decision.seats.filter((s) => personOf(people, s) === person),
    person,
    handover: person !== current,
  };
}
