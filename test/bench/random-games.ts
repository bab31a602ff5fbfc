/**
 * The engines' module-only throughput loop (core/kernel/bench.ts `randomGames`) timed with this process's
 * clocks.
 *
 * Warm figures: V8 keeps optimising an engine's rule code for thousands of actions (code run once a round or
 * once a game reaches the optimising compiler only after many games), so a short window after a short warm-up
 * times the compiler as much as the engine. The engine benches give both: the first window (what a fresh process
 * does) and new games timed after many more in the same process (`*.warm*` figures: the engine's sustained
 * throughput, as a long-running process sees it — an opponent's search, a long replay, the fuzz tests).
 */
import { randomGames, type RandomGamesConfig } from '../../core/kernel';
import type { GameModule } from '../../core/kernel/types';

type Config = Omit<RandomGamesConfig, 'now' | 'cpuMicros'>;

export interface RandomGamesFigures {
  /** Games per second of wall time. */
  readonly perSec: number;
  /** Games per second of the process's CPU time (user + system, the compiler's and collector's threads included). */
  readonly perCpuSec: number;
  /** Mean actions a game. */
  readonly actions: number;
  readonly cutOff: number;
}

// one function each for every loop: a new closure per call made V8 throw away the optimised loop of the previous
// window at its first clock read ("wrong call target")
const now = (): number => performance.now();
const cpuMicros = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Set by scripts/jit-report.mjs: each timed loop is marked in the output, to split V8's trace by loop. */
const MARKS = process.env.DECKHAND_BENCH_MARKS === '1';

export function timedRandomGames(module: GameModule<any, any, any, any>, config: Config): RandomGamesFigures {
  if (MARKS) console.log(`@@loop ${module.id} ${config.seed} ${config.games}`);
  const r = randomGames(module, { ...config, now, cpuMicros });
  if (MARKS) console.log(`@@done ${module.id} ${config.seed} ${r.games / Math.max(r.seconds, 1e-9)}`);
  return {
    perSec: r.games / Math.max(r.seconds, 1e-9),
    perCpuSec: r.games / Math.max(r.cpuSeconds, 1e-9),
    actions: r.actions / Math.max(r.games, 1),
    cutOff: r.cutOff,
  };
}
