import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import type { FuzzReport, Rng } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';
import { coreGameOptions, type CoreData } from './core-games';

/**
 * The fuzz configuration of the random Core Set games (core-fuzz*.test.ts): every kernel check after every
 * action, leak and rejection probes on a sample, a few manual actions.
 */
export function coreFuzzConfig(data: CoreData, seed: string) {
  return {
    seed,
    maxActions: 4000,
    options: (rng: Rng) => coreGameOptions(data, rng),
    leakRate: 0.05,
    probeRate: 0.03,
    manualRate: 0.01,
  };
}

/** One half of the 10,000 Core Set games: `fullGames` at full share (`npm run test:property`), the CI share else. */
export function coreVolumeRun(data: CoreData, seed: string, fullGames: number): FuzzReport {
  return propertyRun(mcEngine, { ...coreFuzzConfig(data, seed), fullGames, label: `mc core ${seed}` });
}
