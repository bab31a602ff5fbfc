// Random legal Edge of Darkness games for 2, 3 and 4 players through the kernel fuzzer (propertyRun): after
// every action the engine's invariants — the 33 physical cards (§1 [derived]) each in exactly one place, every
// cube in exactly one place with 15 per colour in play (§2.4, §3.2 step 6), resources never negative (§2.5,
// R8), 10 agents and 7 allegiance slips per player (§2.2, §2.5) —, flow, JSON, rejection probes and the
// hidden-information leak check (the deck below its top card, §7.3); then exact replay of every record.

import { describe, expect, it } from 'vitest';
import { eodModule } from '../../../../../core/games/edge-of-darkness/engine';
import { propertyRun } from '../../../../support/property';

describe('fuzz: random Edge of Darkness games (§3–§5)', () => {
  for (const players of [2, 3, 4] as const) {
    it(
      `${players} players: invariants after every action, every game scored (§5), exact replay`,
      { timeout: 600_000 },
      () => {
        const report = propertyRun(eodModule, {
          seed: `eod-${players}`,
          fullGames: 30,
          minGames: 3,
          maxActions: 5000,
          leakRate: 0.3,
          options: () => ({ players }),
        });
        expect(report.probes).toBeGreaterThan(0);
      },
    );
  }
});
