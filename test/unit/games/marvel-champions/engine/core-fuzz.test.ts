import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { fuzzGame } from '../../../../../core/kernel';
import { propertyRun, skipVolume } from '../../../../support/property';
import { coreData, coreGameOptions } from './core-games';

// Random legal games of the real Core Set (issue 12 "Tests"): the five Core heroes with their boxed
// decks against Rhino, Klaw and Ultron with each modular set, Standard and Expert, built from the
// reference data (skipped when absent). Every kernel check after every action — invariants (every
// card in one zone, no negative counters, limits held, villain and scheme stages in order), flow,
// JSON, leaks, rejection probes — and exact replay of each record. 10,000 games at full share
// (`npm run test:property`), the CI share in a plain run.
const data = coreData();

const config = {
  seed: 'mc-core',
  maxActions: 4000,
  options: (rng: Parameters<typeof coreGameOptions>[1]) => coreGameOptions(data!, rng),
  leakRate: 0.05,
  probeRate: 0.03,
  manualRate: 0.01,
};

describe.skipIf(!data)('Core games the volume run found failing', () => {
  // session 9, 2,000 of the 10,000 games: a deferred `damage` task kept `attack: undefined` in the
  // state (not plain JSON) in these eight games
  it.each([371, 701, 883, 990, 1231, 1263, 1461, 1688])('game %i plays with every check', (g) => {
    expect(fuzzGame(mcEngine, { ...config, games: 1 }, g).failures).toEqual([]);
  });
});

describe.skipIf(!data || skipVolume)('fuzz: 10,000 random Core Set games with exact replay', () => {
  it('finds no failure and every game reaches an outcome', { timeout: 3_600_000 }, () => {
    const report = propertyRun(mcEngine, {
      ...config,
      fullGames: 10_000,
      label: 'mc core',
    });
    expect(report.games).toBeGreaterThan(0);
  });
});
