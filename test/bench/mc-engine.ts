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
 *   mc.unscriptedCoreCards    Core Set records (01001a–01193) still resolved by hand
 */
import { bench, Rng, seedRng } from '../../core/kernel';
import { mcEngine } from '../../core/games/marvel-champions/engine';
import { scriptedCardCount, scriptedRealCardCount } from '../../core/games/marvel-champions/engine/adapter';
import { round } from './stats';
import {
  CORE_SCENARIOS,
  coreData,
  coreGameOptions,
  type CoreData,
} from '../unit/games/marvel-champions/engine/core-games';

function rawGames(games: number, seed: string, options: (g: number) => unknown = () => ({})): number {
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const chooser = new Rng(seedRng(`${seed}/${g}`));
    let s = mcEngine.setup(mcEngine.optionsSchema.parse(options(g)), `${seed}/${g}`);
    for (let i = 0; i < 10_000; i++) {
      const d = mcEngine.pending(s);
      if (!d) break;
      const seat = chooser.pick(d.seats);
      const r = mcEngine.apply(s, chooser.pick(mcEngine.legalActions(s, seat)), seat);
      if (!r.ok) throw new Error(`mc bench: legal action refused (${r.rejection.code})`);
      s = r.state;
    }
    if (!mcEngine.outcome(s)) throw new Error('mc bench: a game did not finish');
  }
  return games / ((performance.now() - t0) / 1000);
}

/** Core games in a fixed rotation: scenario × modular set × mode, heroes in turn. */
function coreGames(data: CoreData, games: number, seed: string): number {
  const combos = CORE_SCENARIOS.flatMap((scenario) =>
    data.modular.flatMap((modular) => [false, true].map((expert) => ({ scenario, modular, expert }))),
  );
  // options built before the clock starts: only the games are timed
  const options = Array.from({ length: games }, (_, g) =>
    coreGameOptions(data, new Rng(seedRng(`${seed}/opts/${g}`)), { heroes: 1, ...combos[g % combos.length] }),
  );
  return rawGames(games, seed, (g) => options[g]);
}

export async function mcEngineBench(): Promise<Record<string, number>> {
  rawGames(100, 'warm-up');
  const perSec = rawGames(1000, 'bench');
  const k = bench(mcEngine, { games: 300, seed: 'bench-kernel', now: () => performance.now() });
  const data = coreData();
  const core: Record<string, number> = {};
  if (data) {
    coreGames(data, 30, 'core-warm-up');
    core['mc.coreRandomGamesPerSec'] = round(coreGames(data, 300, 'core-bench'), 1);
    core['mc.unscriptedCoreCards'] = data.codes.filter((code) => data.cards[code]?.manual !== false).length;
  }
  return {
    'mc.randomGamesPerSec': round(perSec, 1),
    'mc.randomGamesPerSecKernel': round(k.gamesPerSec, 1),
    'mc.applyUs.p99': round(k.p99ApplyUs, 1),
    'mc.scriptedCards': scriptedCardCount(),
    'mc.scriptedRealCards': scriptedRealCardCount(),
    ...core,
  };
}
