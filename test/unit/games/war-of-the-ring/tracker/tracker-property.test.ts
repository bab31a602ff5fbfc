import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzConfig } from '../../../../../core/kernel';
import { wotrTrackerEngine } from '../../../../../core/games/war-of-the-ring/tracker';
import { propertyRun } from '../../../../support/property';

// Random tracker games: mostly random manual actions (counter changes, tile/Companion/Settlement moves,
// the operations by hand and overrides asked for), the checklist ticked now and then, with every kernel
// check after every action (invariants: every piece once, counters in bounds and by the rules, the Guide;
// JSON; leak and rejection probes) and exact replay of each record, digest by digest.
const config: Omit<FuzzConfig, 'games'> = {
  seed: 'wotr-tracker',
  maxActions: 300,
  manualRate: 0.85,
  manualOps: true,
  options: (rng) => ({ expansions: rng.float() < 0.5 ? [] : ['lords'] }),
};

describe('War of the Ring tracker: random games (property)', () => {
  it('random manual actions keep the invariants and replay exactly', { timeout: 600_000 }, () => {
    const report = propertyRun(wotrTrackerEngine, { ...config, fullGames: 100, minGames: 10, requireFinished: false });
    expect(report.manualActions).toBeGreaterThan(report.actions / 2);
  });

  it('the random games use every kind of change: counters, moves, every operation, ticks', { timeout: 600_000 }, () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const r = fuzzGame(wotrTrackerEngine, { ...config, games: 6, leakRate: 0, probeRate: 0 }, g);
      expect(r.failures).toEqual([]);
      for (const entry of r.record!.actions) {
        const a = entry.action as { type: string; op?: string };
        kinds.add(a.type === 'manual.op' ? `op:${a.op}` : a.type);
      }
    }
    for (const k of [
      'tick',
      'manual.setCounter',
      'manual.move',
      'op:reveal',
      'op:hide',
      'op:activate',
      'op:guide',
      'op:enterMordor',
    ])
      expect(kinds).toContain(k);
  });
});
