import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { fuzzGame } from '../../../../../core/kernel';
import { skipVolume } from '../../../../support/property';
import { coreData } from './core-games';
import { coreFuzzConfig, coreVolumeRun } from './core-volume';

// Random legal games of the real Core Set (issue 12 "Tests"): the five Core heroes with their boxed
// decks against Rhino, Klaw and Ultron with each modular set, Standard and Expert, built from the
// reference data (skipped when absent). Every kernel check after every action — invariants (every
// card in one zone, no negative counters, limits held, villain and scheme stages in order), flow,
// JSON, leaks, rejection probes — and exact replay of each record. 10,000 games at full share
// (`npm run test:property`), the CI share in a plain run; two files of 5,000 (this one and core-fuzz-b.test.ts).
const data = coreData();

const config = data ? coreFuzzConfig(data, 'mc-core') : null;

describe.skipIf(!data)('Core games the volume run found failing', () => {
  // session 9, 2,000 of the 10,000 games: a deferred `damage` task kept `attack: undefined` in the
  // state (not plain JSON) in these eight games
  it.each([371, 701, 883, 990, 1231, 1263, 1461, 1688])('game %i plays with every check', (g) => {
    expect(fuzzGame(mcEngine, { ...config!, games: 1 }, g).failures).toEqual([]);
  });
});

// Games 1–5,000 of the 10,000-game run (the other half, its own seed, is core-fuzz-b.test.ts: two files, so
// two test workers share it; games 1–5,000 are the ones this file played when it ran all 10,000).
describe.skipIf(!data || skipVolume)('fuzz: 10,000 random Core Set games with exact replay (first half)', () => {
  it('finds no failure and every game reaches an outcome', { timeout: 3_600_000 }, () => {
    const report = coreVolumeRun(data!, 'mc-core', 5_000);
    expect(report.games).toBeGreaterThan(0);
  });
});
