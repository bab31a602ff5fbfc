import { createRouter, createWebHashHistory, type RouteLocationRaw, type Router, type RouterHistory } from 'vue-router';

declare module 'vue-router' {
  interface RouteMeta {
    /** i18n key of the page title (window title and h1). */
    titleKey?: string;
    /** The navigation entry that stays highlighted on this page (default: the route's own name). */
    navName?: string;
  }
}

export const SETTINGS_SECTIONS = ['general', 'saves', 'backups'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function createAppRouter(history: RouterHistory = createWebHashHistory()): Router {
  return createRouter({
    // The Electron window loads index.html from a file/custom protocol: hash history always works.
    history,
    routes: [
      { path: '/', name: 'home', component: () => import('./views/HomeView.vue'), meta: { titleKey: 'home.title' } },
      {
        path: '/games',
        name: 'games',
        component: () => import('./views/GamesView.vue'),
        meta: { titleKey: 'savedGames.title' },
      },
      {
        // A saved game's id is a UUID; anything else is not a game page.
        path: '/games/:id([0-9a-f-]{36})',
        name: 'game',
        component: () => import('./views/GameView.vue'),
        meta: { titleKey: 'game.title', navName: 'games' },
      },
      // Marvel Champions: card browser, physical collection, decks and the deck builder.
      {
        path: '/mc/cards',
        name: 'mc-cards',
        component: () => import('./games/marvel-champions/views/CardsView.vue'),
        meta: { titleKey: 'app.nav.cards' },
      },
      {
        path: '/mc/collection',
        name: 'mc-collection',
        component: () => import('./games/marvel-champions/views/CollectionView.vue'),
        meta: { titleKey: 'app.nav.collection' },
      },
      {
        path: '/mc/decks',
        name: 'mc-decks',
        component: () => import('./games/marvel-champions/views/DecksView.vue'),
        meta: { titleKey: 'app.nav.decks' },
      },
      {
        path: '/mc/decks/:id([0-9a-f-]{36})',
        name: 'mc-deck',
        component: () => import('./games/marvel-champions/views/DeckBuilderView.vue'),
        meta: { titleKey: 'app.nav.decks', navName: 'mc-decks' },
      },
      {
        path: '/mc/decks/:id([0-9a-f-]{36})/pull',
        name: 'mc-pull-list',
        component: () => import('./games/marvel-champions/views/PullListView.vue'),
        meta: { titleKey: 'app.nav.decks', navName: 'mc-decks' },
      },
      {
        path: '/campaigns',
        name: 'campaigns',
        component: () => import('./views/CampaignsView.vue'),
        meta: { titleKey: 'app.nav.campaigns' },
      },
      {
        path: '/campaigns/:id([0-9a-f-]{36})',
        name: 'campaign',
        component: () => import('./views/CampaignView.vue'),
        meta: { titleKey: 'app.nav.campaigns', navName: 'campaigns' },
      },
      {
        path: `/settings/:section(${SETTINGS_SECTIONS.join('|')})?`,
        name: 'settings',
        component: () => import('./views/SettingsView.vue'),
        meta: { titleKey: 'settings.title' },
      },
      { path: '/:pathMatch(.*)*', name: 'not-found', redirect: '/' },
    ],
    scrollBehavior: () => ({ top: 0 }),
  });
}

/**
 * A route asked for from outside (the native menu's `ui.navigate`): accept only paths that match
 * one of our pages, so a stray string cannot send the window anywhere odd.
 */
export function resolveExternalRoute(router: Router, route: string): RouteLocationRaw | null {
  if (typeof route !== 'string' || !route.startsWith('/')) return null;
  const resolved = router.resolve(route);
  if (!resolved.matched.length || resolved.name === 'not-found') return null;
  return resolved.fullPath;
}
