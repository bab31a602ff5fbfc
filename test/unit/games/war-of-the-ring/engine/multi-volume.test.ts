import { describe, expect, it } from 'vitest';
import { wotrEngine } from '../../../../../core/games/war-of-the-ring/engine';
import { propertyRun, skipVolume } from '../../../../support/property';

// Issue 15 "Bench and tests": random three- and four-player games with the engine's invariants and exact replay,
// in volume (multi-fuzz.test.ts plays 10 of each with a denser leak check): 500 four-player and 500 three-player
// games in `npm run test:property` (~1.5 s of CPU a game), 1 of each in a plain run (CI).
const config = { maxActions: 8000, leakRate: 0.05, probeRate: 0.02, minGames: 1, ciShare: 0.002 } as const;

describe.skipIf(skipVolume)('fuzz: random three- and four-player War of the Ring games in volume (§10)', () => {
  for (const players of [4, 3] as const)
    it(`${players} players: no failure, every game ends by the rules, exact replay`, { timeout: 3_600_000 }, () => {
      const report = propertyRun(wotrEngine, {
        ...config,
        seed: `wotr-multi-volume-${players}`,
        label: `wotr ${players} players volume`,
        options: () => ({ players }),
        fullGames: 500,
      });
      expect(report.games).toBeGreaterThan(0);
    });
});
