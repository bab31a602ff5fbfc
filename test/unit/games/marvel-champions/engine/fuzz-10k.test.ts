import { describe, it } from 'vitest';
import { skipVolume, volumeRun } from './fuzz-volume';

// Games 1–5,000 of the 10,000-game run (the other half is fuzz-10k-b.test.ts).
describe.skipIf(skipVolume)('fuzz: 10,000 random Marvel Champions games with exact replay (first half)', () => {
  it('finds no failure in its share of 5,000 games', { timeout: 3_600_000 }, () => volumeRun('mc-10k', 5_000));
});
