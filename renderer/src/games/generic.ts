import type { RouteRecordRaw } from 'vue-router';
import type { GameInfo } from '../../../core/api/types';
import type { GamePage, GameScreens, LazyComponent } from './types';

/**
 * Screens for a game the backend offers but the renderer has no folder for (a game in
 * development, a test-only game): its card browser, collection and decks on generic pages that
 * ask only the game-neutral API (`catalog.*`, `collection.*`, `decks.*` with the game's id). A
 * game that registers its own screens (registry.ts) never gets these. The URLs carry the game:
 * `/g/<game>/cards`, `/g/<game>/collection`, `/g/<game>/decks`, `/g/<game>/decks/<deck id>`.
 */

/** Route-name prefix and URL prefix of the generic pages; no game may use it as its `short`. */
export const GENERIC_SHORT = 'g';

interface GenericPage {
  kind: string;
  feature: GamePage['feature'];
  labelKey: string;
  icon: GamePage['icon'];
  view: LazyComponent;
}

const PAGES: readonly GenericPage[] = [
  {
    kind: 'cards',
    feature: 'catalog',
    labelKey: 'app.nav.cards',
    icon: 'search',
    view: () => import('../views/generic/GenericCardsView.vue'),
  },
  {
    kind: 'collection',
    feature: 'collection',
    labelKey: 'app.nav.collection',
    icon: 'box',
    view: () => import('../views/generic/GenericCollectionView.vue'),
  },
  {
    kind: 'decks',
    feature: 'decks',
    labelKey: 'app.nav.decks',
    icon: 'deck',
    view: () => import('../views/generic/GenericDecksView.vue'),
  },
];

const GAME_PARAM = ':game([a-z0-9][a-z0-9-]{0,39})';

/**
 * The routes of the generic pages (one set for every game; the page reads the game from the URL).
 * A game with its own page for the feature is sent there (`/g/<game>/cards` → its card browser):
 * places that know only a game's id, like the native menu, link to the generic URL.
 */
export function genericRoutes(games: readonly GameScreens[]): RouteRecordRaw[] {
  const ownPage = (game: unknown, feature: GamePage['feature']): string | undefined =>
    games.find((g) => g.id === game)?.pages.find((p) => p.menu && p.feature === feature)?.path;
  return [
    ...PAGES.map((p) => ({
      path: `/${GENERIC_SHORT}/${GAME_PARAM}/${p.kind}`,
      name: `${GENERIC_SHORT}-${p.kind}`,
      component: p.view,
      props: true,
      meta: { titleKey: p.labelKey },
      beforeEnter: (to: { params: Record<string, unknown> }) => ownPage(to.params.game, p.feature) ?? true,
    })),
    {
      path: `/${GENERIC_SHORT}/${GAME_PARAM}/decks/:id([0-9a-f-]{36})`,
      name: `${GENERIC_SHORT}-deck`,
      component: () => import('../views/generic/GenericDeckView.vue'),
      props: true,
      meta: { titleKey: 'app.nav.decks', navName: `${GENERIC_SHORT}-decks` },
    },
  ];
}

/**
 * The menu name of a page: the route's name (or `navName`), and for a generic page the game too
 * (`g-cards@<game>`), so that only the entry of the game on screen is highlighted.
 */
export function genericNavName(name: string, game: string): string {
  return `${name}@${game}`;
}

/** A game's generic screens, for menus and Home tiles (their pages link to the generic routes). */
export function genericScreens(info: GameInfo): GameScreens {
  return {
    id: info.id,
    short: GENERIC_SHORT,
    icon: 'cards',
    pages: PAGES.map((p) => ({
      path: `/${GENERIC_SHORT}/${info.id}/${p.kind}`,
      name: genericNavName(`${GENERIC_SHORT}-${p.kind}`, info.id),
      labelKey: p.labelKey,
      menu: 'game',
      icon: p.icon,
      feature: p.feature,
      view: p.view,
    })),
  };
}
