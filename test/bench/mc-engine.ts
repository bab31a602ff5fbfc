/**
 * Marvel Champions rules engine figures (starter content, one hero, random legal games):
 *   mc.randomGamesPerSec      full games per second on one core: setup, pending, legal actions,
 *                             the random choice and the module's apply (legality re-check included)
 *   mc.randomGamesPerSecKernel the same games through the kernel's act() (envelope checks and the
 *                             digest of the whole state after every action)
 *   mc.applyUs.p99            one act() call, 99th percentile, microseconds
 *   mc.scriptedCards          cards whose abilities the engine runs (our content + scripted imports)
 *   mc.scriptedRealCards      of those, real (imported MarvelCDB) cards scripted in engine/real-cards/
 *   mc.coreRandomGamesPerSec  full random games of the real Core Set (one Core hero with its boxed
 *                             deck; Rhino, Klaw and Ultron in turn with each modular set, Standard and
 *                             Expert; reference data needed, else absent), the same loop as above
 *   mc.warmRandomGamesPerSec, mc.warmCoreRandomGamesPerSec  the same games, new seeds, timed after 3,000
 *                             starter / 600 Core more untimed games in this process (random-games.ts: V8 is
 *                             still optimising the rule code during the first windows)
 *   mc.randomGamesPerCpuSec, mc.coreRandomGamesPerCpuSec  the first windows' games per second of the process's CPU
 *                             time (process.cpuUsage: the compiler's and collector's threads included): on a machine
 *                             shared with other jobs the wall-clock figures fall with the load, these much less
 *   mc.unscriptedCoreCards    Core Set records (01001a–01193) still resolved by hand
 */
import { bench, Rng, seedRng } from '../../core/kernel';
import { mcEngine } from '../../core/games/marvel-champions/engine';
import { scriptedCardCount, scriptedRealCardCount } from '../../core/games/marvel-champions/engine/adapter';
import { timedRandomGames, type RandomGamesFigures } from './random-games';
import { round } from './stats';
import {
  CORE_SCENARIOS,
  coreData,
  coreGameOptions,
  type CoreData,
} from '../unit/games/marvel-champions/engine/core-games';

function rawGames(games: number, seed: string, options?: (g: number) => unknown): RandomGamesFigures {
  return timedRandomGames(mcEngine, { games, seed, options, maxActions: 10_000 });
}

/** Options of `games` Core games in a fixed rotation: scenario × modular set × mode, heroes in turn. */
function coreOptions(data: CoreData, games: number, seed: string): (g: number) => unknown {
  const combos = CORE_SCENARIOS.flatMap((scenario) =>
    data.modular.flatMap((modular) => [false, true].map((expert) => ({ scenario, modular, expert }))),
  );
  // options built before the clock starts: only the games are timed
  const options = Array.from({ length: games }, (_, g) =>
    coreGameOptions(data, new Rng(seedRng(`${seed}/opts/${g}`)), { heroes: 1, ...combos[g % combos.length] }),
  );
  return (g) => options[g];
}

function coreGames(data: CoreData, games: number, seed: string): RandomGamesFigures {
  return rawGames(games, seed, coreOptions(data, games, seed));
}

/** Games played untimed between the first window and the warm one (see random-games.ts). */
const WARM = { starter: 3000, core: 600 };

export async function mcEngineBench(): Promise<Record<string, number>> {
  rawGames(100, 'warm-up');
  const first = rawGames(1000, 'bench');
  const k = bench(mcEngine, { games: 300, seed: 'bench-kernel', now: () => performance.now() });
  const data = coreData();
  const core: Record<string, number> = {};
  if (data) {
    coreGames(data, 30, 'core-warm-up');
    const firstCore = coreGames(data, 300, 'core-bench');
    core['mc.coreRandomGamesPerSec'] = round(firstCore.perSec, 1);
    core['mc.coreRandomGamesPerCpuSec'] = round(firstCore.perCpuSec, 1);
    core['mc.unscriptedCoreCards'] = data.codes.filter((code) => data.cards[code]?.manual !== false).length;
  }
  // the warm figures last, so that the figures above keep the conditions they always had
  rawGames(WARM.starter, 'warm-more');
  const warm = rawGames(1000, 'bench-warm');
  if (data) {
    coreGames(data, WARM.core, 'core-warm-more');
    core['mc.warmCoreRandomGamesPerSec'] = round(coreGames(data, 300, 'core-bench-warm').perSec, 1);
  }
  return {
    'mc.randomGamesPerSec': round(first.perSec, 1),
    'mc.randomGamesPerCpuSec': round(first.perCpuSec, 1),
    'mc.warmRandomGamesPerSec': round(warm.perSec, 1),
    'mc.randomGamesPerSecKernel': round(k.gamesPerSec, 1),
    'mc.applyUs.p99': round(k.p99ApplyUs, 1),
    'mc.scriptedCards': scriptedCardCount(),
    'mc.scriptedRealCards': scriptedRealCardCount(),
    ...core,
  };
}
