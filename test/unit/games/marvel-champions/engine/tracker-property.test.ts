import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { propertyRun } from '../../../../support/property';
import { randomMcOptions } from './random-options';

// Random tracker games (option `tracker: true`, tracker.ts): random track actions — hit points,
// status cards, threat, acceleration, cards put into and taken out of play, form changes, the round
// checklist — with every kernel check after every action (invariants: every card in one zone, no
// negative counter, limits held; JSON; leak and rejection probes; kernel manual actions refused but
// notes) and exact replay of each record, digest by digest.
describe('tracker: random table games', () => {
  it(
    'random track actions keep the game sound, every game ends by the rules and replays exactly',
    { timeout: 600_000 },
    () => {
      const report = propertyRun(mcEngine, {
        seed: 'mc-tracker',
        fullGames: 120,
        minGames: 12,
        maxActions: 4000,
        manualRate: 0.05,
        options: (rng) => ({ ...(randomMcOptions(rng) as object), tracker: true }),
      });
      expect(report.manualActions).toBeGreaterThan(0);
    },
  );
});
