/**
 * Marvel Champions rules engine figures (starter content, one hero, random legal games):
 *   mc.randomGamesPerSec      full games per second on one core: setup, pending, legal actions,
 *                             the random choice and the module's apply (legality re-check included)
 *   mc.randomGamesPerSecKernel the same games through the kernel's act() (envelope checks and the
 *                             digest of the whole state after every action)
 *   mc.applyUs.p99            one act() call, 99th percentile, microseconds
 *   mc.scriptedCards          cards whose abilities the engine runs (our content + scripted imports)
 *   mc.scriptedRealCards      of those, real (imported MarvelCDB) cards scripted in engine/real-cards.ts
 */
import { bench, Rng, seedRng } from '../../core/kernel';
import { mcEngine } from '../../core/games/marvel-champions/engine';
import { scriptedCardCount, scriptedRealCardCount } from '../../core/games/marvel-champions/engine/adapter';
import { round } from './stats';

function rawGames(games: number, seed: string): number {
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const chooser = new Rng(seedRng(`${seed}/${g}`));
    let s = mcEngine.setup(mcEngine.optionsSchema.parse({}), `${seed}/${g}`);
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

export async function mcEngineBench(): Promise<Record<string, number>> {
  rawGames(100, 'warm-up');
  const perSec = rawGames(1000, 'bench');
  const k = bench(mcEngine, { games: 300, seed: 'bench-kernel', now: () => performance.now() });
  return {
    'mc.randomGamesPerSec': round(perSec, 1),
    'mc.randomGamesPerSecKernel': round(k.gamesPerSec, 1),
    'mc.applyUs.p99': round(k.p99ApplyUs, 1),
    'mc.scriptedCards': scriptedCardCount(),
    'mc.scriptedRealCards': scriptedRealCardCount(),
  };
}
