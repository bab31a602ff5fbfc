import { describe, expect, it } from 'vitest';
import { fuzzGame, type FuzzConfig } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { propertyRun } from '../../../../support/property';
import { randomMcOptions } from './random-options';
import { coreData, coreGameOptions } from './core-games';

// Random tracker games (option `tracker: true`, tracker.ts): random track actions — hit points,
// status cards, threat, acceleration, cards put into and taken out of play, form changes, the round
// checklist — with every kernel check after every action (invariants: every card in one zone, no
// negative counter, limits held; JSON; leak and rejection probes; kernel manual actions refused but
// notes) and exact replay of each record, digest by digest.
const config: Omit<FuzzConfig, 'games'> = {
  seed: 'mc-tracker',
  maxActions: 4000,
  manualRate: 0.05,
  options: (rng) => ({ ...(randomMcOptions(rng) as object), tracker: true }),
};

describe('tracker: random table games', () => {
  it(
    'random track actions keep the game sound, every game ends by the rules and replays exactly',
    { timeout: 600_000 },
    () => {
      const report = propertyRun(mcEngine, { ...config, fullGames: 120, minGames: 12 });
      expect(report.manualActions).toBeGreaterThan(0);
    },
  );

  it('the random games use every kind of track action but the result by hand', { timeout: 600_000 }, () => {
    const ops = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const r = fuzzGame(mcEngine, { ...config, games: 12, leakRate: 0, probeRate: 0 }, g);
      expect(r.failures).toEqual([]);
      for (const entry of r.record!.actions) {
        const a = entry.action as { type: string; op?: string };
        if (a.type === 'track') ops.add(a.op!);
      }
    }
    expect([...ops].sort()).toEqual(['accel', 'flip', 'hp', 'next', 'put', 'remove', 'status', 'threat']);
  });
});

// The same at a real table of the Core Set (reference data; skipped when absent): Rhino, Klaw and
// Ultron with each modular set — Klaw's set-up pick, Ultron's facedown Drones put by trait.
const data = coreData();

describe.skipIf(!data)('tracker: random Core Set table games', () => {
  it(
    'random track actions on Core scenarios keep the game sound and replay exactly; facedown cards are put',
    { timeout: 600_000 },
    () => {
      const core = {
        ...config,
        seed: 'mc-tracker-core',
        options: (rng: Parameters<typeof coreGameOptions>[1]) => ({
          ...coreGameOptions(data!, rng),
          tracker: true,
          tablePicks: true,
        }),
      };
      // (a Core game may still be on at maxActions: only soundness and replay are required)
      const report = propertyRun(mcEngine, { ...core, fullGames: 30, minGames: 6, requireFinished: false });
      expect(report.games).toBeGreaterThan(0);
      const ops = new Set<string>();
      for (let g = 0; g < 6; g++) {
        const r = fuzzGame(
          mcEngine,
          {
            ...core,
            games: 6,
            leakRate: 0,
            probeRate: 0,
            options: (rng) => ({
              ...coreGameOptions(data!, rng, { scenario: 'ultron' }),
              tracker: true,
              tablePicks: true,
            }),
          },
          g,
        );
        expect(r.failures).toEqual([]);
        for (const entry of r.record!.actions)
          if ((entry.action as { op?: string }).op === 'facedown') ops.add('facedown');
      }
      expect([...ops]).toEqual(['facedown']);
    },
  );
});
