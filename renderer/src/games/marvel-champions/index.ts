import type { IconName } from '../../components/icons';
import type { GameFeature, GamePage, GameScreens, LazyComponent } from '../types';
import { mcDeckCharts } from './deck-charts';
import { mcDeckAdapter } from './stores';

/** A page reached from a menu page: titled like it, whose menu entry stays highlighted. */
const under = (page: GamePage, path: string, name: string, view: LazyComponent): GamePage => ({
  path,
  name,
  labelKey: page.labelKey,
  navName: page.name,
  view,
});

/**
 * A page of the game menu at `/<route>`: named like its route (`mc/cards` → `mc-cards`), titled
 * like its menu section (the route's last part).
 */
function menuPage(route: string, icon: IconName, feature: GameFeature, view: LazyComponent): GamePage {
  const section = route.split('/').pop()!;
  const name = route.replace(/\//g, '-');
  return { path: `/${route}`, name, labelKey: `app.nav.${section}`, menu: 'game', icon, feature, view };
}

const cards = menuPage('mc/cards', 'search', 'catalog', () => import('./views/CardsView.vue'));
const collection = menuPage('mc/collection', 'box', 'collection', () => import('./views/CollectionView.vue'));
const decks = menuPage('mc/decks', 'deck', 'decks', () => import('./views/DecksView.vue'));
// The campaign pages keep their published URLs and route names (no `mc-` prefix).
const campaigns = menuPage('campaigns', 'trophy', 'campaigns', () => import('./campaigns/CampaignsView.vue'));

/** Marvel Champions in the renderer: card browser, collection, decks, the board and the campaign pages. */
export const marvelChampions: GameScreens = {
  id: 'marvel-champions',
  short: 'mc',
  icon: 'cards',
  pages: [
    cards,
    collection,
    decks,
    under(decks, '/mc/decks/:id([0-9a-f-]{36})', 'mc-deck', () => import('./views/DeckBuilderView.vue')),
    under(decks, '/mc/decks/:id([0-9a-f-]{36})/pull', 'mc-pull-list', () => import('./views/PullListView.vue')),
    campaigns,
    under(campaigns, '/campaigns/:id([0-9a-f-]{36})', 'campaign', () => import('./campaigns/CampaignView.vue')),
  ],
  // a tracker game (option `tracker`) gets the tracker, every other game the board
  boards: { 'marvel-champions': () => import('./tracker/BoardSwitch.vue') },
  // a tracker game keeps the table with its own controls: the generic table tools are not shown
  tableTools: { 'marvel-champions': (game) => !(game.view as { tracker?: unknown } | null)?.tracker },
  setups: { 'marvel-champions': () => import('./play/McSetupForm.vue') },
  // The engine sends `mc.log.round`; the messages live in the play domain: `mc.play.log.round`.
  moduleMessages: { 'mc.': 'mc.play.' },
  decks: mcDeckAdapter,
  deckCharts: mcDeckCharts,
};
