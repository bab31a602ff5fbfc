/**
 * Berserk classic rules engine figures (two seats, the two starter squads, random legal games from
 * the Deal step to a result):
 *   berserk.randomGamesPerSec   full games per second on one core: setup, pending, legal actions, the
 *                               random choice and the module's apply (its own legality check); issue 17
 *                               target 200
 *   berserk.randomGamesPerCpuSec the same games per second of this process's CPU time (user + system):
 *                               the figure to compare on a shared, loaded machine
 *   berserk.actionsPerGame      mean actions of such a game (to read the figure above)
 *   berserk.cutOffGames         games still running after MAX_ACTIONS (random play can stall: two
 *                               creatures that heal faster than the other wounds them); counted in
 *                               the figures above with the time they took
 *   berserk.applyUs.p99         one kernel act() call, 99th percentile, microseconds
 *   berserk.abilitiesPlayed     named abilities of §5.15 the engine plays (the rest: by hand)
 */
import { bench } from '../../core/kernel';
import { berserkModule, ENGINE_ABILITIES } from '../../core/games/berserk/engine';
import { timedRandomGames, type RandomGamesFigures } from './random-games';
import { round } from './stats';

/** Actions a bench game may take (the fuzz tests' bound); a longer one is cut off and counted. */
const MAX_ACTIONS = 5000;

function rawGames(games: number, seed: string): RandomGamesFigures {
  return timedRandomGames(berserkModule, { games, seed, maxActions: MAX_ACTIONS, allowCutOff: true });
}

export async function berserkEngineBench(): Promise<Record<string, number>> {
  rawGames(20, 'warm-up');
  const raw = rawGames(200, 'bench');
  const k = bench(berserkModule, { games: 10, seed: 'bench-kernel', now: () => performance.now(), maxActions: 50_000 });
  return {
    'berserk.randomGamesPerSec': round(raw.perSec, 1),
    'berserk.randomGamesPerCpuSec': round(raw.perCpuSec, 1),
    'berserk.actionsPerGame': round(raw.actions, 0),
    'berserk.cutOffGames': raw.cutOff,
    'berserk.applyUs.p99': round(k.p99ApplyUs, 1),
    'berserk.abilitiesPlayed': ENGINE_ABILITIES.length,
  };
}
