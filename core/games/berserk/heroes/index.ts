// Berserk Heroes (issue 18): the rules engine, its named abilities, our two hero decks and the
// computer opponent; `berserkHeroesEngine` is the EngineDefinition the Berserk definition lists.

import type { EngineDefinition } from '../../../platform/definition';
import { heroesPolicy } from './ai';
import { HEROES_STARTERS } from './content';
import { berserkHeroesModule } from './engine';
import { resolveHeroesOptions } from './saved-decks';

export * from './engine';
export * from './abilities';
export * from './content';
export { resolveHeroesOptions } from './saved-decks';
export { heroesPolicy, evaluate as heroesEvaluate } from './ai';

export const berserkHeroesEngine: EngineDefinition = {
  module: berserkHeroesModule,
  nameKey: 'berserkHeroes.name',
  resolveOptions: resolveHeroesOptions,
  /** Our two hero decks (names in four languages, facts, abilities) for a setup form and the play screen. */
  content: () => ({
    starters: HEROES_STARTERS.map((d) => ({
      id: d.id,
      names: d.names,
      hero: { ...d.hero },
      cards: d.cards.map((c) => ({ ...c })),
    })),
  }),
  computer: {
    difficulties: ['normal'],
    policy: () => heroesPolicy(),
  },
};
