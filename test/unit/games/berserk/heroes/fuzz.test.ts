// Random legal Berserk Heroes games through the kernel fuzzer (propertyRun): after every action the
// engine's invariants (every card in exactly one zone, heroes always in play, coins 0..10 with no
// more closed than owned, one event and one equipment per kind per player, no creature alive with
// lethal wounds once nothing is pending, no hidden card outside play), flow, JSON, rejection probes
// and the leak check (perturbHidden: deck orders, the other player's hand and deck mixed, their
// hidden creatures permuted); then exact replay of every record. Games end by the rules (§6).

import { describe, expect, it } from 'vitest';
import {
  berserkHeroesModule,
  ASHMARSH,
  THORNWATCH,
  type HeroesStarterDeck,
} from '../../../../../core/games/berserk/heroes';
import { propertyRun } from '../../../../support/property';

const inline = (d: HeroesStarterDeck) => {
  const plain = ({ names, ...c }: HeroesStarterDeck['hero']) => ({ ...c, name: names.en });
  return { hero: plain(d.hero), cards: d.cards.map(plain) };
};

describe('fuzz: random Berserk Heroes games (our two decks)', () => {
  it('no failure, every game finishes, exact replay', { timeout: 600_000 }, () => {
    const report = propertyRun(berserkHeroesModule, {
      seed: 'heroes-ci',
      maxActions: 5000,
      leakRate: 0.3,
      fullGames: 300,
      minGames: 10,
    });
    expect(report.probes).toBeGreaterThan(0);
  });

  it('mirror and swapped inline decks, with a card the engine resolves by hand', { timeout: 600_000 }, () => {
    const odd = {
      id: 'odd',
      name: 'Odd Relic',
      kind: 'equipment' as const,
      slot: 'relic',
      cost: 1,
      abilities: [{ name: 'timeWarp', params: { x: 1 } }],
      count: 2,
    };
    propertyRun(berserkHeroesModule, {
      seed: 'heroes-swapped',
      maxActions: 5000,
      leakRate: 0.3,
      fullGames: 100,
      minGames: 4,
      options: (_rng, g) => {
        const a = inline(ASHMARSH);
        const t = inline(THORNWATCH);
        return g % 2 === 0
          ? { decks: [{ ...a, cards: [...a.cards, odd] }, t] }
          : { decks: [t, { ...t, cards: [...t.cards, odd] }] };
      },
    });
  });
});
