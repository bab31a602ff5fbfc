/**
 * War of the Ring rules engine figures (two seats, random legal games to a victory):
 *   wotr.randomGamesPerSec    full games per second on one core: setup, pending, legal actions,
 *                             the random choice and the module's apply (its own legality check)
 *   wotr.actionsPerGame       mean actions of such a game (to read the figure above)
 *   wotr.applyUs.p99          one kernel act() call, 99th percentile, microseconds
 *   wotr.eventCardsAutomated  event cards (of 96) whose every precondition and effect the engine plays
 *                             (engine/events.ts, counted from the card data)
 *   wotr.fourPlayerRandomGamesPerSec  the same random games with four players (§10, engine/multi.ts;
 *                             issue 15 target 40)
 *   wotr.randomGamesPerCpuSec, wotr.fourPlayerRandomGamesPerCpuSec  the same games per second of the process's
 *                             CPU time (process.cpuUsage: GC and compiler threads included): on a machine shared
 *                             with other jobs the wall-clock figures above fall with the load, these much less
 */
import { bench, Rng, seedRng } from '../../core/kernel';
import { wotrEngine } from '../../core/games/war-of-the-ring/engine';
import { eventCardsAutomated } from '../../core/games/war-of-the-ring/engine/events';
import { round } from './stats';

function rawGames(
  games: number,
  seed: string,
  players: 2 | 4 = 2,
): { perSec: number; perCpuSec: number; actions: number } {
  let actions = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const chooser = new Rng(seedRng(`${seed}/${g}`));
    const options = wotrEngine.optionsSchema.parse(players === 2 ? {} : { players });
    let s = wotrEngine.setup(options, `${seed}/${g}`);
    for (let i = 0; i < 50_000; i++) {
      const d = wotrEngine.pending(s);
      if (!d) break;
      const seat = chooser.pick(d.seats);
      const r = wotrEngine.apply(s, chooser.pick(wotrEngine.legalActions(s, seat)), seat);
      if (!r.ok) throw new Error(`wotr bench: legal action refused (${r.rejection.code})`);
      s = r.state;
      actions++;
    }
    if (!wotrEngine.outcome(s)) throw new Error('wotr bench: a game did not finish');
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(c0);
  return { perSec: games / wall, perCpuSec: games / ((cpu.user + cpu.system) / 1e6), actions: actions / games };
}

export async function wotrEngineBench(): Promise<Record<string, number>> {
  rawGames(2, 'warm-up');
  const raw = rawGames(20, 'bench');
  const four = rawGames(10, 'bench-four', 4);
  const k = bench(wotrEngine, { games: 5, seed: 'bench-kernel', now: () => performance.now(), maxActions: 50_000 });
  return {
    'wotr.randomGamesPerSec': round(raw.perSec, 2),
    'wotr.actionsPerGame': round(raw.actions, 0),
    'wotr.applyUs.p99': round(k.p99ApplyUs, 1),
    'wotr.eventCardsAutomated': eventCardsAutomated(),
    'wotr.fourPlayerRandomGamesPerSec': round(four.perSec, 2),
    'wotr.randomGamesPerCpuSec': round(raw.perCpuSec, 2),
    'wotr.fourPlayerRandomGamesPerCpuSec': round(four.perCpuSec, 2),
  };
}
