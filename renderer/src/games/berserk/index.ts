import type { GameScreens } from '../types';
import { berserkDeckCharts } from './deck-charts';

/**
 * Berserk in the renderer: its card browser (import report, codes named in the user's language,
 * which cards have abilities filled in), the collection with set completion, wants and trades above
 * the generic copy list, and the generic deck pages (the game's validator runs live there). The play
 * screen is another helper's (`play/`).
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
  ],
  deckCharts: berserkDeckCharts,
};
