import { describe, expect, it } from 'vitest';
import { skipVolume } from '../../../../support/property';
import { coreData } from './core-games';
import { coreVolumeRun } from './core-volume';

// Games 5,001–10,000 of the 10,000 random Core Set games (the first half is core-fuzz.test.ts): the same
// checks and exact replay, on a seed of its own (reference data needed, else skipped).
const data = coreData();

describe.skipIf(!data || skipVolume)('fuzz: 10,000 random Core Set games with exact replay (second half)', () => {
  it('finds no failure and every game reaches an outcome', { timeout: 3_600_000 }, () => {
    const report = coreVolumeRun(data!, 'mc-core-b', 5_000);
    expect(report.games).toBeGreaterThan(0);
  });
});
