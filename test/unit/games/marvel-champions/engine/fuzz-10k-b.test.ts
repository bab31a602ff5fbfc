import { describe, it } from 'vitest';
import { skipVolume, volumeRun } from './fuzz-volume';

// Games 5,001–10,000 of the 10,000-game run (the first half is fuzz-10k.test.ts).
describe.skipIf(skipVolume)('fuzz: 10,000 random Marvel Champions games with exact replay (second half)', () => {
  it('finds no failure in its share of 5,000 games', { timeout: 3_600_000 }, () => volumeRun('mc-10k-b', 5_000));
});
