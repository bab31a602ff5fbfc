import type { RouteRecordRaw } from 'vue-router';
import type { GameView } from '../../../core/api/games';
import type { GameInfo } from '../../../core/api/types';
import type { IconName } from '../components/icons';
import { defineDeckStore, PLAIN_DECK_ADAPTER, type DeckGame } from '../stores/decks';
import { genericNavName, genericRoutes, genericScreens } from './generic';
import { GAMES } from './registry';
import type { GameFeature, GamePage, GameScreens, LazyComponent } from './types';

/**
 * Everything the shared screens derive from the game registry (registry.ts): routes, menu
 * entries, Home tile links, boards, setup forms, module message prefixes. Each function takes the
 * list (default: the registry), so tests can pass a fixture game.
 */

/** The screens of a game, or undefined when the renderer has none for it. */
export function screensOf(id: string, games: readonly GameScreens[] = GAMES): GameScreens | undefined {
  return games.find((g) => g.id === id);
}

/** The routes of every game's pages (components load lazily), then the generic pages (generic.ts). */
export function gameRoutes(games: readonly GameScreens[] = GAMES): RouteRecordRaw[] {
  return [
    ...games.flatMap((g) =>
      g.pages.map((p) => ({
        path: p.path,
        name: p.name,
        component: p.view,
        meta: { titleKey: p.labelKey, game: g.id, ...(p.navName ? { navName: p.navName } : {}) },
      })),
    ),
    ...genericRoutes(games),
  ];
}

/**
 * The screens every listed game is shown with: its own (registry order), then the generic ones of
 * the games the backend offers that have no screens here (generic.ts).
 */
function shownGames(installed: readonly GameInfo[] | null, games: readonly GameScreens[]): GameScreens[] {
  const generic = (installed ?? []).filter((i) => !screensOf(i.id, games)).map(genericScreens);
  return [...games, ...generic];
}

/** The menu name of the page on screen (see MenuEntry.name): a generic page's carries its game. */
export function activeNavName(route: {
  name?: unknown;
  meta: { navName?: string };
  params: Record<string, unknown>;
}): string | undefined {
  const name = route.meta.navName ?? (typeof route.name === 'string' ? route.name : undefined);
  const game = route.params.game;
  return name && typeof game === 'string' ? genericNavName(name, game) : name;
}

/**
 * Whether a page is offered for what the backend reports (`app.info` games). Before app.info has
 * arrived (`installed` null) every registered page is offered, as the routes are.
 */
export function pageOffered(game: GameScreens, page: GamePage, installed: readonly GameInfo[] | null): boolean {
  if (!installed) return true;
  const info = installed.find((i) => i.id === game.id);
  if (!info) return false;
  return !page.feature || info.features.includes(page.feature);
}

export interface MenuEntry {
  game: string;
  to: string;
  /** Compared with `activeNavName` of the page on screen to highlight the entry. */
  name: string;
  labelKey: string;
  icon: IconName;
}

/** The sidebar entries of every game (pages with `menu: 'game'`), grouped by game in registry order. */
export function menuEntries(
  installed: readonly GameInfo[] | null,
  games: readonly GameScreens[] = GAMES,
): Array<{ game: string; entries: MenuEntry[] }> {
  return shownGames(installed, games)
    .map((g) => ({
      game: g.id,
      entries: g.pages
        .filter((p) => p.menu === 'game' && pageOffered(g, p, installed))
        .map((p) => ({ game: g.id, to: p.path, name: p.name, labelKey: p.labelKey, icon: p.icon ?? g.icon })),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The links of a game's Home tile (pages with `menu` 'game' or 'home' the backend offers). */
export function homeLinks(
  info: GameInfo,
  games: readonly GameScreens[] = GAMES,
): Array<{ to: string; name: string; labelKey: string; icon: IconName; feature?: GameFeature }> {
  const g = screensOf(info.id, games) ?? genericScreens(info);
  return g.pages
    .filter((p) => (p.menu === 'game' || p.menu === 'home') && pageOffered(g, p, [info]))
    .map((p) => ({
      to: p.path,
      name: p.name,
      labelKey: p.labelKey,
      icon: p.icon ?? g.icon,
      ...(p.feature ? { feature: p.feature } : {}),
    }));
}

/** Engine module id → its board, over every game. */
export function boardLoaders(games: readonly GameScreens[] = GAMES): Readonly<Record<string, LazyComponent>> {
  return Object.assign({}, ...games.map((g) => g.boards ?? {})) as Record<string, LazyComponent>;
}

/** Whether the game frame shows the generic table tools for an open game: when it has a table and its game does not hide them. */
export function tableToolsShown(game: GameView, games: readonly GameScreens[] = GAMES): boolean {
  if (!game.table) return false;
  const module = game.summary.game;
  const own = games.find((g) => g.tableTools && Object.hasOwn(g.tableTools, module))?.tableTools?.[module];
  return own ? own(game) : true;
}

/** Engine module id → its setup form, over every game. */
export function setupLoaders(games: readonly GameScreens[] = GAMES): Readonly<Record<string, LazyComponent>> {
  return Object.assign({}, ...games.map((g) => g.setups ?? {})) as Record<string, LazyComponent>;
}

/** Module key prefix → message prefix, over every game. */
export function moduleMessagePrefixes(games: readonly GameScreens[] = GAMES): Readonly<Record<string, string>> {
  return Object.assign({}, ...games.map((g) => g.moduleMessages ?? {})) as Record<string, string>;
}

/** The deck store of a game, with the game's own part when it registers one. */
export function deckStoreFor(id: string, games: readonly GameScreens[] = GAMES) {
  // A registered id is the core game id; the API refuses a game without decks.
  return defineDeckStore(id as DeckGame, screensOf(id, games)?.decks ?? PLAIN_DECK_ADAPTER);
}

/** The deck chart hook of a game (none for a game without one: the deck page shows no charts). */
export function deckChartsFor(id: string, games: readonly GameScreens[] = GAMES): GameScreens['deckCharts'] {
  return screensOf(id, games)?.deckCharts;
}
