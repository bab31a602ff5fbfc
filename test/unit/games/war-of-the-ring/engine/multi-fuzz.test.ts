// Random three- and four-player War of the Ring games (digest §10) through the kernel fuzzer
// (propertyRun): after every action the engine's invariants (those of the two-player game plus the
// multiplayer ones: every card of a team hand held by one player of that team, each player within his
// hand limit unless asked to discard, Leading Players and the next player in their teams, no acting
// player outside Phase 5), flow (the addressed seat always has a legal action), JSON, rejection
// probes and the leak check per seat (perturbHidden: the other team's cards and the teammate's cards,
// the secret exchange answers, the Fellowship's path), then exact replay of every record.
// Game counts follow DECKHAND_PROPERTY_SHARE like the two-player fuzz test (fuzz.test.ts).

import { describe, expect, it } from 'vitest';
import { wotrEngine } from '../../../../../core/games/war-of-the-ring/engine';
import { propertyRun } from '../../../../support/property';

const config = { maxActions: 8000, leakRate: 0.2 } as const;

describe('fuzz: random three- and four-player War of the Ring games (§10)', () => {
  it('four players: no failure, every game finishes by the rules, exact replay', { timeout: 900_000 }, () => {
    const report = propertyRun(wotrEngine, {
      ...config,
      seed: 'wotr-multi-4',
      options: () => ({ players: 4 }),
      fullGames: 10,
      minGames: 1,
    });
    expect(report.probes).toBeGreaterThan(0);
  });

  it('three players: no failure, every game finishes by the rules, exact replay', { timeout: 900_000 }, () => {
    const report = propertyRun(wotrEngine, {
      ...config,
      seed: 'wotr-multi-3',
      options: () => ({ players: 3 }),
      fullGames: 10,
      minGames: 1,
    });
    expect(report.probes).toBeGreaterThan(0);
  });
});
