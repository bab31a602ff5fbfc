import type { GameScreens } from '../types';
import { mcDeckAdapter } from './stores';

/** Marvel Champions in the renderer: card browser, collection, decks, the board and the campaign pages. */
export const marvelChampions: GameScreens = {
  id: 'marvel-champions',
  short: 'mc',
  icon: 'cards',
  pages: [
    {
      path: '/mc/cards',
      name: 'mc-cards',
      labelKey: 'app.nav.cards',
      menu: 'game',
      icon: 'search',
      feature: 'catalog',
      view: () => import('./views/CardsView.vue'),
    },
    {
      path: '/mc/collection',
      name: 'mc-collection',
      labelKey: 'app.nav.collection',
      menu: 'game',
      icon: 'box',
      feature: 'collection',
      view: () => import('./views/CollectionView.vue'),
    },
    {
      path: '/mc/decks',
      name: 'mc-decks',
      labelKey: 'app.nav.decks',
      menu: 'game',
      icon: 'deck',
      feature: 'decks',
      view: () => import('./views/DecksView.vue'),
    },
    {
      path: '/mc/decks/:id([0-9a-f-]{36})',
      name: 'mc-deck',
      labelKey: 'app.nav.decks',
      navName: 'mc-decks',
      view: () => import('./views/DeckBuilderView.vue'),
    },
    {
      path: '/mc/decks/:id([0-9a-f-]{36})/pull',
      name: 'mc-pull-list',
      labelKey: 'app.nav.decks',
      navName: 'mc-decks',
      view: () => import('./views/PullListView.vue'),
    },
    // The campaign pages keep their published URLs and route names (no `mc-` prefix).
    {
      path: '/campaigns',
      name: 'campaigns',
      labelKey: 'app.nav.campaigns',
      menu: 'game',
      icon: 'trophy',
      feature: 'campaigns',
      view: () => import('./campaigns/CampaignsView.vue'),
    },
    {
      path: '/campaigns/:id([0-9a-f-]{36})',
      name: 'campaign',
      labelKey: 'app.nav.campaigns',
      navName: 'campaigns',
      view: () => import('./campaigns/CampaignView.vue'),
    },
  ],
  boards: { 'marvel-champions': () => import('./play/McBoard.vue') },
  setups: { 'marvel-champions': () => import('./play/McSetupForm.vue') },
  // The engine sends `mc.log.round`; the messages live in the play domain: `mc.play.log.round`.
  moduleMessages: { 'mc.': 'mc.play.' },
  decks: mcDeckAdapter,
};
