import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { propertyRun } from '../../../../support/property';
import { randomMcOptions } from './random-options';

/**
 * One half of the 10,000-game volume run (two files, so the two test workers share it; a plain
 * run plays the CI share of each half, `npm run test:property` all of it): random games on the
 * starter content (one hero in most, 2–4 in some), each replayed from its record digest by digest;
 * invariants, flow and JSON checks after every action, leak checks and rejection probes on a
 * sample (fuzz.test.ts runs them at full rate).
 */
export function volumeRun(seed: string, fullGames: number): void {
  propertyRun(mcEngine, {
    fullGames,
    seed,
    label: `mc ${seed}`,
    maxActions: 3000,
    options: randomMcOptions,
    leakRate: 0.05,
    probeRate: 0.03,
    manualRate: 0.01,
  });
}

/** Set DECKHAND_SKIP_FUZZ_10K=1 to leave the volume run out of a quick local run. */
export { skipVolume } from '../../../../support/property';
