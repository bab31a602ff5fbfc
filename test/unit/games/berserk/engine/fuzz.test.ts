// Random legal Berserk games through the kernel fuzzer (propertyRun): after every action the
// engine's invariants (every card in exactly one zone, the grid never overfilled — one main card per
// cell, attachments on a main card in play —, crystals never negative, a Set of at most 15, no card
// alive with lethal wounds once the stack is empty), flow, JSON, rejection probes and the hidden
// information leak check (perturbHidden: deck orders, the other player's Deal, face-down cards
// permuted among their cells); then exact replay of every record. Games end by the rules (§5.13).

import { describe, expect, it } from 'vitest';
import { berserkModule } from '../../../../../core/games/berserk/engine';
import { MIRE, WARDENS } from '../../../../../core/games/berserk/content';
import { propertyRun } from '../../../../support/property';
import { sprinkledOptions } from './helpers';

describe('fuzz: random Berserk games (starter squads)', () => {
  it('no failure, every game finishes, exact replay', { timeout: 600_000 }, () => {
    const report = propertyRun(berserkModule, {
      seed: 'berserk-ci',
      maxActions: 5000,
      leakRate: 0.3,
      fullGames: 100,
      minGames: 5,
    });
    expect(report.probes).toBeGreaterThan(0);
  });

  it('with the squads swapped and inline card lists (either squad on either seat)', { timeout: 600_000 }, () => {
    const inline = (s: typeof WARDENS) => ({ cards: s.cards.map(({ names, ...c }) => ({ ...c, name: names.en })) });
    propertyRun(berserkModule, {
      seed: 'berserk-swapped',
      maxActions: 5000,
      leakRate: 0.3,
      fullGames: 50,
      minGames: 3,
      options: () => ({ squads: [inline(MIRE), inline(WARDENS)], dealSize: 12 }),
    });
  });

  it('with the abilities of choices and chips sprinkled over both squads', { timeout: 600_000 }, () => {
    const report = propertyRun(berserkModule, {
      seed: 'berserk-more-abilities',
      maxActions: 6000,
      leakRate: 0.3,
      fullGames: 50,
      minGames: 5,
      options: (_rng, g) => sprinkledOptions(g),
    });
    expect(report.actions).toBeGreaterThan(0);
  });
});
