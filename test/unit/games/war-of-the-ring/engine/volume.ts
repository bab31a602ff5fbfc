import { wotrEngine } from '../../../../../core/games/war-of-the-ring/engine';
import type { FuzzReport } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';

/** What every random two-player game of the volume run is played and checked with (fuzz.test.ts too). */
export const volumeConfig = { maxActions: 6000, leakRate: 0.05, probeRate: 0.02 } as const;

/**
 * One half of the 10,000 random two-player games (fuzz-10k.test.ts, fuzz-10k-b.test.ts: two files,
 * so two test workers share them): each to a victory (§9), the engine's invariants, flow and JSON checks
 * after every action, leak checks and rejection probes on a sample, exact replay of every record. All of
 * it in `npm run test:property`; a plain run (CI) plays 10 games of each half (the full count is ~40 CPU
 * minutes here).
 */
export function volumeRun(seed: string, fullGames: number): FuzzReport {
  return propertyRun(wotrEngine, {
    ...volumeConfig,
    seed,
    label: `wotr ${seed}`,
    fullGames,
    minGames: 4,
    ciShare: 0.002,
  });
}
