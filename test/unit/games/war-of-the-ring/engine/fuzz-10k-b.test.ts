import { describe, expect, it } from 'vitest';
import { skipVolume } from '../../../../support/property';
import { volumeRun } from './volume';

// Games 5,001–10,000 of the 10,000 random War of the Ring games (the first half is fuzz-10k.test.ts).
describe.skipIf(skipVolume)('fuzz: 10,000 random War of the Ring games with exact replay (second half)', () => {
  it('finds no failure and every game ends by the rules', { timeout: 3_600_000 }, () => {
    expect(volumeRun('wotr-volume-b', 5_000).games).toBeGreaterThan(0);
  });
});
