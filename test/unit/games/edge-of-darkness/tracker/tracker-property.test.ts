import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzConfig } from '../../../../../core/kernel';
import { eodTrackerEngine, GUILD_IDS } from '../../../../../core/games/edge-of-darkness';
import { propertyRun } from '../../../../support/property';

// Random tracker games with 2, 3 and 4 guilds: mostly random manual actions (counter changes, the
// operations by hand and overrides asked for), the round marker moved now and then and the game scored after
// round 8, with every kernel check after every action (invariants: counters in bounds and by the rules, every
// cube in one place — the bag never negative —, a valid marker; JSON; leak and rejection probes) and exact
// replay of each record, digest by digest.
const config: Omit<FuzzConfig, 'games'> = {
  seed: 'eod-tracker',
  maxActions: 300,
  manualRate: 0.95,
  manualOps: true,
  options: (rng) => {
    const n = rng.int(2, 4);
    const pool: string[] = [...GUILD_IDS];
    const guilds = Array.from({ length: n }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]);
    return { guilds, firstPlayer: rng.int(0, n - 1) };
  },
};

describe('Edge of Darkness tracker: random games (property)', () => {
  it('random manual actions keep the invariants and replay exactly', { timeout: 600_000 }, () => {
    const report = propertyRun(eodTrackerEngine, { ...config, fullGames: 100, minGames: 10, requireFinished: false });
    // the tracker has counters and operations but no pieces or zones: the kernel's random moves, flips and
    // shuffles find nothing to act on and a module action is taken instead, so fewer than half are manual
    expect(report.manualActions).toBeGreaterThan(report.actions / 3);
    expect(report.finished).toBeGreaterThan(0);
  });

  it(
    'the random games use every kind of change: counters, every operation, rounds, the finish',
    { timeout: 600_000 },
    () => {
      const kinds = new Set<string>();
      const counts = new Set<number>();
      for (let g = 0; g < 8; g++) {
        const r = fuzzGame(eodTrackerEngine, { ...config, games: 8, leakRate: 0, probeRate: 0 }, g);
        expect(r.failures).toEqual([]);
        counts.add(r.record!.players.flatMap((p) => p.seats).length);
        for (const entry of r.record!.actions) {
          const a = entry.action as { type: string; op?: string };
          kinds.add(a.type === 'manual.op' ? `op:${a.op}` : a.type);
        }
      }
      for (const k of [
        'nextRound',
        'manual.setCounter',
        'op:hunt',
        'op:defended',
        'op:hit',
        'op:firstPlayer',
        'op:chapter',
      ])
        expect(kinds).toContain(k);
      expect(counts.size).toBeGreaterThan(1);
    },
  );
});
