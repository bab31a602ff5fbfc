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
 *   wotr.warmRandomGamesPerSec, wotr.warmFourPlayerRandomGamesPerSec  the same games, new seeds, timed after 100
 *                             two-player / 60 four-player more untimed games in this process (random-games.ts: the
 *                             first windows time V8 optimising the rule code as much as the engine)
 */
import { bench } from '../../core/kernel';
import { wotrEngine } from '../../core/games/war-of-the-ring/engine';
import { eventCardsAutomated } from '../../core/games/war-of-the-ring/engine/events';
import { timedRandomGames, type RandomGamesFigures } from './random-games';
import { round } from './stats';

/** The options of every game of a loop (one function each, not a closure per loop: see random-games.ts). */
const OPTIONS = { 2: () => ({}), 4: () => ({ players: 4 }) } as const;

function rawGames(games: number, seed: string, players: 2 | 4 = 2): RandomGamesFigures {
  return timedRandomGames(wotrEngine, { games, seed, options: OPTIONS[players] });
}

/** Games played untimed between the first window and the warm one (see random-games.ts). */
const WARM = { two: 100, four: 60 };

export async function wotrEngineBench(): Promise<Record<string, number>> {
  rawGames(2, 'warm-up');
  const raw = rawGames(20, 'bench');
  const four = rawGames(10, 'bench-four', 4);
  const k = bench(wotrEngine, { games: 5, seed: 'bench-kernel', now: () => performance.now(), maxActions: 50_000 });
  // the warm figures last, so that the figures above keep the conditions they always had
  rawGames(WARM.two, 'warm-more');
  const warm = rawGames(20, 'bench-warm');
  rawGames(WARM.four, 'warm-more-four', 4);
  const warmFour = rawGames(10, 'bench-four-warm', 4);
  return {
    'wotr.warmRandomGamesPerSec': round(warm.perSec, 2),
    'wotr.warmFourPlayerRandomGamesPerSec': round(warmFour.perSec, 2),
    'wotr.randomGamesPerSec': round(raw.perSec, 2),
    'wotr.actionsPerGame': round(raw.actions, 0),
    'wotr.applyUs.p99': round(k.p99ApplyUs, 1),
    'wotr.eventCardsAutomated': eventCardsAutomated(),
    'wotr.fourPlayerRandomGamesPerSec': round(four.perSec, 2),
    'wotr.randomGamesPerCpuSec': round(raw.perCpuSec, 2),
    'wotr.fourPlayerRandomGamesPerCpuSec': round(four.perCpuSec, 2),
  };
}
