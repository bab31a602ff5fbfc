import type { GameScreens } from '../types';
import { berserkDeckCharts } from './deck-charts';

/**
 * Berserk in the renderer: its card browser (import report, codes named in the user's language,
 * which cards have abilities filled in), the collection with set completion, wants and trades above
 * the generic copy list, and the generic deck list with its own deck page (a format picker: classic
 * formats and Berserk: Heroes; the game's validator runs live there). The classic rules engine's
 * board and setup form are in `play/` (README.md there);
 * the Heroes engine's in `heroes-play/`.
 */
export const berserk: GameScreens = {
  id: 'berserk',
  short: 'bk',
  icon: 'cards',
  pages: [
    {
      path: '/berserk/cards',
      name: 'bk-cards',
      labelKey: 'app.nav.cards',
      menu: 'game',
      icon: 'search',
      feature: 'catalog',
      view: () => import('./BerserkCardsView.vue'),
    },
    {
      path: '/berserk/collection',
      name: 'bk-collection',
      labelKey: 'app.nav.collection',
      menu: 'game',
      icon: 'box',
      feature: 'collection',
      view: () => import('./BerserkCollectionView.vue'),
    },
    {
      path: '/berserk/decks',
      name: 'bk-decks',
      labelKey: 'app.nav.decks',
      menu: 'game',
      icon: 'deck',
      feature: 'decks',
      view: () => import('./BerserkDecksView.vue'),
    },
    {
      // one deck: the generic deck page with the format picker (decks open here from the list)
      path: '/berserk/decks/:id([0-9a-f-]{36})',
      name: 'bk-deck',
      labelKey: 'app.nav.decks',
      navName: 'bk-decks',
      view: () => import('./BerserkDeckView.vue'),
    },
  ],
  boards: {
    'berserk-classic': () => import('./play/BkBoard.vue'),
    'berserk-heroes': () => import('./heroes-play/HeroesBoard.vue'),
  },
  setups: {
    'berserk-classic': () => import('./play/BkSetupForm.vue'),
    'berserk-heroes': () => import('./heroes-play/HeroesSetupForm.vue'),
  },
  deckCharts: berserkDeckCharts,
};
