import { describe, expect, it } from 'vitest';
import { fuzz } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { randomMcOptions } from './random-options';

// Volume run: 10,000 random games on the starter content (one hero in most, 2–4 in some), each
// replayed from its record digest by digest; invariants, flow and JSON checks after every action,
// leak checks and rejection probes on a sample (fuzz.test.ts runs them at full rate).
// Set DECKHAND_SKIP_FUZZ_10K=1 to leave it out of a quick local run.
describe.skipIf(process.env.DECKHAND_SKIP_FUZZ_10K === '1')('fuzz: 10,000 random Marvel Champions games with exact replay', () => {
  it('finds no failure', { timeout: 3_600_000 }, () => {
    const started = performance.now();
    const report = fuzz(mcEngine, { games: 10_000, seed: 'mc-10k', maxActions: 3000, options: randomMcOptions, leakRate: 0.05, probeRate: 0.03, manualRate: 0.01 });
    const seconds = (performance.now() - started) / 1000;
    console.info(`mc fuzz 10k: ${report.games} games, ${report.actions} actions, ${report.finished} finished, ${seconds.toFixed(1)} s`);
    expect(report.failures).toEqual([]);
    expect(report.games).toBe(10_000);
    expect(report.finished).toBe(10_000);
  });
});
