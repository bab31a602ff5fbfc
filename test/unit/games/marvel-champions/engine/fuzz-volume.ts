import { expect } from 'vitest';
import { fuzz } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { randomMcOptions } from './random-options';

/**
 * One half of the 10,000-game volume run (two files, so the two test workers share it): random
 * games on the starter content (one hero in most, 2–4 in some), each replayed from its record
 * digest by digest; invariants, flow and JSON checks after every action, leak checks and rejection
 * probes on a sample (fuzz.test.ts runs them at full rate).
 */
export function volumeRun(seed: string, games: number): void {
  const started = performance.now();
  const report = fuzz(mcEngine, {
    games,
    seed,
    maxActions: 3000,
    options: randomMcOptions,
    leakRate: 0.05,
    probeRate: 0.03,
    manualRate: 0.01,
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `mc fuzz ${seed}: ${report.games} games, ${report.actions} actions, ${report.finished} finished, ${seconds.toFixed(1)} s`,
  );
  expect(report.failures).toEqual([]);
  expect(report.games).toBe(games);
  expect(report.finished).toBe(games);
}

/** Set DECKHAND_SKIP_FUZZ_10K=1 to leave the volume run out of a quick local run. */
export const skipVolume = process.env.DECKHAND_SKIP_FUZZ_10K === '1';
