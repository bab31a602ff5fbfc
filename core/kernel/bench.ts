// Throughput of a module under the kernel: random legal games (no checks), timing every act() call.
// The clock is injected (`now`, in milliseconds) because core code may not read one.

import { act, legalActionsOf } from './engine';
import { newGame } from './record';
import { Rng, seedRng } from './rng';
import type { ActionBase, GameEvent, GameModule, KernelState, Snapshot } from './types';

export interface BenchConfig {
  readonly games: number;
  readonly seed: string;
  /** Milliseconds from any origin, e.g. `performance.now`. */
  readonly now: () => number;
  readonly maxActions?: number;
  readonly options?: (rng: Rng, game: number) => unknown;
}

export interface BenchResult {
  readonly games: number;
  readonly actions: number;
  /** Wall time of the whole run (setup, choosing actions, applying them). */
  readonly seconds: number;
  readonly gamesPerSec: number;
  readonly actionsPerSec: number;
  /** Per act() call (validation, legality check, module apply, digest), microseconds. */
  readonly p50ApplyUs: number;
  readonly p99ApplyUs: number;
  readonly maxApplyUs: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export function bench<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: BenchConfig,
): BenchResult {
  const maxActions = config.maxActions ?? 10_000;
  const samples: number[] = [];
  const start = config.now();
  for (let g = 0; g < config.games; g++) {
    const seed = `${config.seed}/${g}`;
    const chooser = new Rng(seedRng(`bench:${seed}`));
    const options = config.options ? config.options(chooser, g) : {};
    const parsed = module.optionsSchema.safeParse(options);
    if (!parsed.success) throw new Error('bench: options rejected by the module');
    const players = module.seatsFor(parsed.data).map((s) => ({ id: s, seats: [s] }));
    const started = newGame(module, { options, seed, players });
    if (!started.ok) throw new Error(`bench: setup failed (${started.rejection.code})`);
    let snapshot: Snapshot<S> = started.snapshot;
    for (let i = 0; i < maxActions; i++) {
      const decision = module.pending(snapshot.state);
      if (!decision) break;
      const seat = chooser.pick(decision.seats);
      const action = chooser.pick(legalActionsOf(module, snapshot.state, seat));
      const t0 = config.now();
      const result = act(module, snapshot, { ...action, seat, stateVersion: snapshot.index });
      samples.push(config.now() - t0);
      if (!result.ok) throw new Error(`bench: legal action rejected (${result.rejection.code})`);
      snapshot = result.snapshot;
    }
  }
  const seconds = Math.max((config.now() - start) / 1000, 1e-9);
  const sorted = Float64Array.from(samples).sort();
  return {
    games: config.games,
    actions: samples.length,
    seconds,
    gamesPerSec: config.games / seconds,
    actionsPerSec: samples.length / seconds,
    p50ApplyUs: percentile(sorted, 0.5) * 1000,
    p99ApplyUs: percentile(sorted, 0.99) * 1000,
    maxApplyUs: (sorted.length ? sorted[sorted.length - 1] : 0) * 1000,
  };
}

export interface RandomGamesConfig {
  readonly games: number;
  readonly seed: string;
  /** Milliseconds from any origin, e.g. `performance.now`. */
  readonly now: () => number;
  /** CPU microseconds of the process (user + system), e.g. from `process.cpuUsage`. */
  readonly cpuMicros: () => number;
  /** Raw options of game `g`, parsed by the module's schema inside the timed loop (as a new game is). */
  readonly options?: (g: number) => unknown;
  /** Who acts when a decision names several seats: a random one, or the first (engines that list the acting seat first). */
  readonly seat?: 'random' | 'first';
  readonly maxActions?: number;
  /** Games still running after `maxActions` are counted (true) or an error (false, the default). */
  readonly allowCutOff?: boolean;
}

export interface RandomGamesResult {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly cutOff: number;
}

/**
 * Module-only throughput: random legal games played straight through the module (setup, pending, legal
 * actions, a uniform choice, apply with its own legality check), without the kernel's envelope and digest.
 * Game `g` uses the seed `${seed}/${g}` for both its setup and its chooser, so a run plays the same games
 * on every engine version that keeps the same legal lists.
 */
export function randomGames<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: RandomGamesConfig,
): RandomGamesResult {
  const maxActions = config.maxActions ?? 50_000;
  let actions = 0;
  let cutOff = 0;
  const t0 = config.now();
  const c0 = config.cpuMicros();
  for (let g = 0; g < config.games; g++) {
    const seed = `${config.seed}/${g}`;
    const chooser = new Rng(seedRng(seed));
    let s = module.setup(module.optionsSchema.parse(config.options ? config.options(g) : {}), seed);
    for (let i = 0; i < maxActions; i++) {
      const d = module.pending(s);
      if (!d) break;
      const seat = config.seat === 'first' ? d.seats[0] : chooser.pick(d.seats);
      const r = module.apply(s, chooser.pick(module.legalActions(s, seat)), seat);
      if (!r.ok) throw new Error(`${module.id} bench: legal action refused (${r.rejection.code})`);
      s = r.state;
      actions++;
    }
    if (!module.outcome(s)) {
      if (!config.allowCutOff) throw new Error(`${module.id} bench: a game did not finish`);
      cutOff++;
    }
  }
  return {
    games: config.games,
    actions,
    seconds: (config.now() - t0) / 1000,
    cpuSeconds: (config.cpuMicros() - c0) / 1e6,
    cutOff,
  };
}
