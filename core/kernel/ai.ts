// Computer players: a game-neutral `Policy` for one seat and a runner that plays a game with a policy
// per seat (tests, bench, and later the host's "computer seat").
//
// Determinism: a policy draws every choice from the `Rng` it is given, which the caller seeds from the
// game's seed, the seat and the action index (`decisionRng`), so the same game position always gets
// the same answer, whatever happened before in the process. A policy never reads a clock to choose:
// its work is fixed (e.g. a fixed number of simulations). `ctx.timeUp()` is only a safety stop; a
// policy that had to stop early says so (`cutShort`), which makes that decision depend on the machine,
// and the runner counts those decisions so that a bench can report them (they should stay at 0).

import { Rng, seedRng } from './rng';
import type { ActionBase, GameEvent, GameModule, KernelState, Outcome, SeatId } from './types';

export interface PolicyContext {
  /** The only source of randomness a policy may use. */
  readonly rng: Rng;
  /** Safety stop: true once the per-decision time budget is spent (always false without a clock). */
  timeUp(): boolean;
  /** The policy had to stop its search because `timeUp()` said so: its answer is not reproducible. */
  cutShort(): void;
}

export interface Policy<S extends KernelState = KernelState, A extends ActionBase = ActionBase> {
  readonly name: string;
  /**
   * One of `legal` (never empty) for `seat` in `state`. Must not mutate `state`. A policy for a game
   * with hidden information must only use what `seat` may know (the module's view, public fields).
   */
  decide(state: S, seat: SeatId, legal: readonly A[], ctx: PolicyContext): A;
}

/** Uniformly random among the legal actions: the baseline the computer opponents are measured against. */
export function randomPolicy<S extends KernelState, A extends ActionBase>(): Policy<S, A> {
  return { name: 'random', decide: (_s, _seat, legal, ctx) => ctx.rng.pick(legal) };
}

/** The generator for the decision taken by `seat` after `index` accepted actions of the game seeded `seed`. */
export function decisionRng(seed: string, seat: SeatId, index: number): Rng {
  return new Rng(seedRng(`ai:${seed}:${seat}:${index}`));
}

export interface DecideOptions {
  readonly seed: string;
  /** Accepted actions so far (the record's length): with seed and seat it fixes the decision's generator. */
  readonly index: number;
  /** Milliseconds from any origin (e.g. `performance.now`); without it `timeUp` is always false. */
  readonly now?: () => number;
  /** Per-decision time budget for the safety stop, milliseconds (default 1000). */
  readonly budgetMs?: number;
}

export interface Decided<A> {
  readonly action: A;
  /** Wall time of the decision (0 without a clock). */
  readonly ms: number;
  readonly cutShort: boolean;
  /** The policy was asked (false: a single legal action was taken without asking). */
  readonly asked: boolean;
}

/** One decision of a computer seat: what the host calls when a computer seat is addressed. */
export function decide<S extends KernelState, A extends ActionBase>(
  module: { legalActions(state: S, seat: SeatId): readonly A[] },
  policy: Policy<S, A>,
  state: S,
  seat: SeatId,
  opts: DecideOptions,
): Decided<A> {
  const legal = module.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`ai: seat ${seat} has no legal action`);
  const now = opts.now;
  const t0 = now ? now() : 0;
  const budget = opts.budgetMs ?? 1000;
  let cut = false;
  const ctx: PolicyContext = {
    rng: decisionRng(opts.seed, seat, opts.index),
    timeUp: () => (now ? now() - t0 > budget : false),
    cutShort: () => {
      cut = true;
    },
  };
  const action = legal.length === 1 ? legal[0] : policy.decide(state, seat, legal, ctx);
  return { action, ms: now ? now() - t0 : 0, cutShort: cut, asked: legal.length > 1 };
}

export interface PlayConfig<S extends KernelState, A extends ActionBase> {
  readonly seed: string;
  readonly options?: unknown;
  /** A policy for every seat. */
  readonly policies: Readonly<Record<SeatId, Policy<S, A>>>;
  readonly maxActions?: number;
  readonly now?: () => number;
  readonly budgetMs?: number;
  /** Seats whose decision times are collected (default: every seat). */
  readonly timed?: readonly SeatId[];
}

export interface PlayResult<S, A = ActionBase> {
  readonly state: S;
  readonly outcome: Outcome | null;
  readonly actions: number;
  /** Times of the timed seats' decisions that asked their policy, milliseconds (empty without a clock). */
  readonly decisionMs: readonly number[];
  readonly cutShort: number;
  /** The actions taken, in order, with their seats (for determinism checks and replays). */
  readonly log: readonly { readonly seat: SeatId; readonly action: A }[];
}

/**
 * Plays a game from setup to its end (or `maxActions`) with the module's own apply. A refused action
 * is a bug (a policy answered outside the legal list, or the module refused its own legal action)
 * and throws.
 */
export function playGame<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: PlayConfig<S, A>,
): PlayResult<S, A> {
  const options = module.optionsSchema.parse(config.options ?? {});
  let state = module.setup(options, config.seed);
  const max = config.maxActions ?? 50_000;
  const decisionMs: number[] = [];
  const log: { seat: SeatId; action: A }[] = [];
  const timed = new Set(config.timed ?? state.seats);
  let cutShort = 0;
  for (let i = 0; i < max; i++) {
    const d = module.pending(state);
    if (!d) break;
    const seat = d.seats[0];
    const policy = config.policies[seat];
    if (!policy) throw new Error(`ai: no policy for seat ${seat}`);
    const r = decide(module, policy, state, seat, {
      seed: config.seed,
      index: i,
      now: config.now,
      budgetMs: config.budgetMs,
    });
    if (config.now && r.asked && timed.has(seat)) decisionMs.push(r.ms);
    if (r.cutShort) cutShort++;
    const applied = module.apply(state, r.action, seat);
    if (!applied.ok) throw new Error(`ai: ${policy.name} (${seat}) chose a refused action: ${applied.rejection.code}`);
    state = applied.state;
    log.push({ seat, action: r.action });
  }
  return { state, outcome: module.outcome(state), actions: log.length, decisionMs, cutShort, log };
}
