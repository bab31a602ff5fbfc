import { createRouter, createWebHashHistory, type RouteLocationRaw, type Router, type RouterHistory } from 'vue-router';
import { GAMES } from './games/registry';
import { gameRoutes } from './games/screens';
import type { GameScreens } from './games/types';

declare module 'vue-router' {
  interface RouteMeta {
    /** i18n key of the page title (window title and h1). */
    titleKey?: string;
    /** The navigation entry that stays highlighted on this page (default: the route's own name). */
    navName?: string;
    /** The game a game page belongs to (games/registry.ts). */
    game?: string;
  }
}

export const SETTINGS_SECTIONS = ['general', 'saves', 'backups'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function createAppRouter(
  history: RouterHistory = createWebHashHistory(),
  games: readonly GameScreens[] = GAMES,
): Router {
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
      {
        // Every finished game of every game, and its statistics (issue 19).
        path: '/history',
        name: 'history',
        component: () => import('./views/history/HistoryView.vue'),
        meta: { titleKey: 'history.title' },
      },
      // Every game's own pages (games/registry.ts): card browser, collection, decks, campaigns, …
      ...gameRoutes(games),
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
