import { createRouter, createWebHashHistory, type RouteLocationRaw, type Router, type RouterHistory } from 'vue-router';

declare module 'vue-router' {
  interface RouteMeta {
    /** i18n key of the page title (window title and h1). */
    titleKey?: string;
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
