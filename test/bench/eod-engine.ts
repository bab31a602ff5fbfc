/**
 * Edge of Darkness rules engine figures (four players, bundled content, random legal games to the end of
 * round 8):
 *   eod.randomGamesPerSec   full games per second on one core: setup, pending, legal actions, the random
 *                           choice and the module's apply (its own legality check); issue 16 target 300
 *   eod.randomGamesPerCpuSec the same games per second of this process's CPU time (user + system), which
 *                           the shared build machine's load disturbs far less than the wall clock
 *   eod.randomGamesPerMainThreadCpuSec  the same per second of the main thread's CPU time alone (Linux only:
 *                           /proc schedstat; absent elsewhere): without the optimising compiler's and the
 *                           collector's helper threads, which in a run this short take more CPU than the games
 *                           themselves and run beside the games when a second core is free
 *   eod.actionsPerGame      mean actions of such a game (to read the figure above)
 *   eod.applyUs.p99         one kernel act() call (with the state digest), 99th percentile, microseconds
 */
import fs from 'node:fs';
import { bench } from '../../core/kernel';
import { eodModule } from '../../core/games/edge-of-darkness/engine';
import { timedRandomGames, type RandomGamesFigures } from './random-games';
import { round } from './stats';

/** CPU time of the main thread in microseconds (Linux), or null where the kernel does not report it. */
function mainThreadMicros(): number | null {
  try {
    const text = fs.readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
    const ns = Number(text.split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1000 : null;
  } catch {
    return null;
  }
}

function rawGames(games: number, seed: string): RandomGamesFigures & { perMainCpuSec: number | null } {
  const m0 = mainThreadMicros();
  const r = timedRandomGames(eodModule, { games, seed, options: () => ({ players: 4 }), seat: 'first' });
  const m1 = mainThreadMicros();
  return { ...r, perMainCpuSec: m0 === null || m1 === null ? null : games / ((m1 - m0) / 1e6) };
}

export async function eodEngineBench(): Promise<Record<string, number>> {
  rawGames(10, 'warm-up');
  const raw = rawGames(100, 'bench');
  const k = bench(eodModule, {
    games: 3,
    seed: 'bench-kernel',
    now: () => performance.now(),
    maxActions: 50_000,
    options: () => ({ players: 4 }),
  });
  return {
    'eod.randomGamesPerSec': round(raw.perSec, 2),
    'eod.randomGamesPerCpuSec': round(raw.perCpuSec, 2),
    ...(raw.perMainCpuSec === null ? {} : { 'eod.randomGamesPerMainThreadCpuSec': round(raw.perMainCpuSec, 2) }),
    'eod.actionsPerGame': round(raw.actions, 0),
    'eod.applyUs.p99': round(k.p99ApplyUs, 1),
  };
}
