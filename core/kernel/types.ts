// The contract every game module implements, and the data the kernel passes around.
// Everything here is plain JSON data or a pure function of it.

import type { ZodType } from 'zod';
import type { Json } from './json';
import type { Rng, RngState } from './rng';
import type { TableAdapter } from './table';

export type SeatId = string;
/** A person at the (physical or hot-seat) table; one person may control several seats. */
export type PersonId = string;

/** Translatable text: the renderer looks `key` up in its messages. Never an English sentence. */
export interface LogEntry {
  readonly key: string;
  readonly params?: { readonly [name: string]: Json };
}

/**
 * Versions of a module, all non-negative integers (integers compare without a semver parser and
 * a record only needs "older / same / newer"):
 * - `module`: shape of the module's state, actions and options. Bump when a stored record or
 *   snapshot would no longer parse.
 * - `rules`: rules behaviour. Bump whenever the same seed and actions could lead to a different
 *   state (a rules fix, a new pending step, a changed random draw order).
 * - `content`: the game content used by setup (starter decks, card figures, scenario data).
 */
export interface Versions {
  readonly module: number;
  readonly rules: number;
  readonly content: number;
}

/**
 * - `turn`: the (single) addressed seat must choose one of its legal actions.
 * - `window`: an optional response window (respond or pass). The module opens it only for seats
 *   that can do something besides passing (the fuzzer checks: at least two legal actions).
 * - `simultaneous`: every addressed seat commits a secret choice; seats that have committed drop
 *   out of `seats`; nothing is revealed until the last one commits (the module's apply then
 *   resolves and says `reveals: true`).
 */
export type DecisionMode = 'turn' | 'window' | 'simultaneous';

/** Who must decide what now. Public: every viewer sees it. */
export interface Decision {
  readonly seats: readonly SeatId[];
  readonly mode: DecisionMode;
  readonly prompt: LogEntry;
}

export type SeatResult = 'win' | 'loss' | 'draw';

export interface Outcome {
  readonly result: { readonly [seat: SeatId]: SeatResult };
  readonly reason: LogEntry;
  /** Optional per-seat figures (final score, VP), e.g. to rank players inside a winning team. */
  readonly scores?: { readonly [seat: SeatId]: number };
}

/** A module action: `type` plus JSON payload. `type` must not start with `manual.` (kernel's). */
export interface ActionBase {
  readonly type: string;
}

/** Something that happened, for the log. JSON; the module (or kernel) describes it per viewer. */
export interface GameEvent {
  readonly type: string;
}

/** What a module's apply says when it refuses an action; the kernel reports it as `illegal`. */
export interface ModuleRejection {
  readonly code: string;
  readonly params?: { readonly [name: string]: Json };
}

export type ApplyResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[]; readonly reveals: boolean }
  | { readonly ok: false; readonly rejection: ModuleRejection };

/** Fields the kernel reads in every module state. */
export interface KernelState {
  /** Generator state; all randomness goes through it (rng.ts). Never shown in a view. */
  readonly rng: RngState;
  /** Seat ids in seat order, fixed for the whole game. */
  readonly seats: readonly SeatId[];
}

export interface GameModule<
  S extends KernelState = KernelState,
  A extends ActionBase = ActionBase,
  O = unknown,
  E extends GameEvent = GameEvent,
> {
  readonly id: string;
  readonly versions: Versions;
  /**
   * Oldest versions whose records this build still replays exactly (each field compared on its
   * own). Defaults to `versions`: a record from any older version then opens read-only.
   */
  readonly replaysFrom?: Versions;
  /** Options chosen before setup (player count, scenario…). Output must be plain JSON. */
  readonly optionsSchema: ZodType<O>;
  /** Shape of a module action (without `seat`/`stateVersion`). Use strict objects. */
  readonly actionSchema: ZodType<A>;
  seatsFor(options: O): readonly SeatId[];
  /**
   * What the table calls each seat (e.g. the hero played there), shown instead of the seat id.
   * Read from the options, so a list of saved games needs no replay; seats left out show their id.
   */
  seatNames?(options: O): Readonly<Record<SeatId, string>>;
  setup(options: O, seed: string): S;
  /** The decision the game waits for, or null when the game is over. */
  pending(state: S): Decision | null;
  /** The actions `seat` may take now (empty when it is not addressed). */
  legalActions(state: S, seat: SeatId): readonly A[];
  /**
   * Whether legalActions lists every legal action (default true). Then the kernel rejects anything
   * not in the list before calling apply; modules with open-ended actions set false and rely on
   * apply's own checks.
   */
  readonly legalActionsExhaustive?: boolean;
  /**
   * Re-checks legality and returns the next state; must not throw and must not mutate `state`
   * (the fuzzer deep-freezes states, so a mutation throws there and is reported). Share unchanged
   * parts with the input instead of copying them.
   */
  apply(state: S, action: A, seat: SeatId): ApplyResult<S, E>;
  /** What `seat` (null: a spectator) may see. JSON, never containing `rng`. */
  view(state: S, seat: SeatId | null): unknown;
  outcome(state: S): Outcome | null;
  /** A log line for `viewer` (null: spectator), hiding what the viewer may not see; null = not shown. */
  describe(event: E, viewer: SeatId | null): LogEntry | null;
  /** Rule violations in `state` (empty when sound); used by the fuzzer after every action. */
  invariants?(state: S): readonly string[];
  /**
   * The module opens response windows only for seats that hold a usable response, although what
   * they hold is hidden: the pause itself tells the others that such a card exists. Set it to
   * accept that (the leak check then tolerates pending decisions that differ by a window).
   */
  readonly windowsRevealEligibility?: boolean;
  /**
   * Top-level state fields whose value is one object for a whole game, never replaced or changed
   * after setup (e.g. imported card data copied into the state so a record replays without the
   * catalog). The kernel builds their part of the digest text once per object (digest.ts).
   */
  readonly constantStateKeys?: readonly string[];
  /** Table mode: zones, pieces and counters the kernel's manual actions work on. */
  readonly table?: TableAdapter<S>;
  /**
   * Hidden information the table adapter does not describe (e.g. War of the Ring's true Fellowship
   * position): return a state `viewer` cannot tell apart from `state`, changing only what is hidden
   * from them. The fuzzer checks that view/legalActions of `viewer` do not change.
   */
  perturbHidden?(state: S, viewer: SeatId | null, rng: Rng): S;
}

/** What a client sends: the module action (or a manual action) plus who sends it and on which state. */
export interface ActionEnvelope {
  readonly seat: SeatId;
  /** Number of accepted actions in the game when the action was built (optimistic concurrency). */
  readonly stateVersion: number;
  readonly type: string;
  readonly [field: string]: unknown;
}

export type RejectionCode =
  | 'malformed' // envelope or action does not match its schema
  | 'unknown_seat' // no such seat in this game
  | 'stale_version' // built on another state version
  | 'game_over' // nobody is asked to decide any more
  | 'wrong_seat' // the seat is not addressed by the pending decision
  | 'illegal' // not a legal action now (params.reason: the module's or kernel's reason code)
  | 'internal' // the module threw; a bug, reported instead of crashing
  | 'no_table' // manual action on a module without a table adapter
  | 'unknown_zone'
  | 'unknown_piece'
  | 'unknown_counter'
  | 'bad_position'
  | 'out_of_range'
  | 'unsupported'; // e.g. flipping a piece that has no second face

export interface Rejection {
  readonly code: RejectionCode;
  readonly params: { readonly [name: string]: Json };
}

/** The state after `index` accepted actions. Also what the backend stores every N actions. */
export interface Snapshot<S> {
  readonly index: number;
  readonly state: S;
}
