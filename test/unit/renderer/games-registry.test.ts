import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from 'vue-router';
import type { GameView } from '../../../core/api/games';
import type { GameInfo } from '../../../core/api/types';
import { BOARDS } from '../../../renderer/src/games/boards';
import { GAMES } from '../../../renderer/src/games/registry';
import {
  activeNavName,
  boardLoaders,
  gameRoutes,
  homeLinks,
  menuEntries,
  moduleMessagePrefixes,
  screensOf,
  setupLoaders,
  tableToolsShown,
} from '../../../renderer/src/games/screens';
import { SETUPS } from '../../../renderer/src/games/setups';
import { MODULE_MESSAGES } from '../../../renderer/src/games/text';
import type { GameScreens } from '../../../renderer/src/games/types';
import { createAppRouter, resolveExternalRoute } from '../../../renderer/src/router';

const View = { render: () => null };
const lazy = () => Promise.resolve(View);

/** A test-only game: two menu pages (one needs `decks`), one inner page, a board, a setup form. */
const FIXTURE: GameScreens = {
  id: 'fixture-game',
  short: 'fx',
  icon: 'cards',
  pages: [
    {
      path: '/fx/cards',
      name: 'fx-cards',
      labelKey: 'app.nav.cards',
      menu: 'game',
      icon: 'search',
      feature: 'catalog',
      view: lazy,
    },
    { path: '/fx/decks', name: 'fx-decks', labelKey: 'app.nav.decks', menu: 'game', feature: 'decks', view: lazy },
    { path: '/fx/rules', name: 'fx-rules', labelKey: 'app.nav.home', menu: 'home', view: lazy },
    { path: '/fx/decks/:id', name: 'fx-deck', labelKey: 'app.nav.decks', navName: 'fx-decks', view: lazy },
  ],
  boards: { 'fixture-engine': lazy },
  setups: { 'fixture-engine': lazy },
  moduleMessages: { 'fx.': 'fx.play.' },
};

const info = (id: string, features: GameInfo['features']): GameInfo => ({
  id,
  nameKey: `games.${id}`,
  features,
  deckFormats: [],
});

describe('the game registry (renderer/src/games/registry.ts)', () => {
  it('registers every game once, with unique ids, short names and route names', () => {
    expect(GAMES.length).toBeGreaterThan(0);
    expect(new Set(GAMES.map((g) => g.id)).size).toBe(GAMES.length);
    expect(new Set(GAMES.map((g) => g.short)).size).toBe(GAMES.length);
    const names = GAMES.flatMap((g) => g.pages.map((p) => p.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the published Marvel Champions URLs', () => {
    const router = createAppRouter(createMemoryHistory());
    for (const path of ['/mc/cards', '/mc/collection', '/mc/decks'])
      expect(resolveExternalRoute(router, path)).toBe(path);
    const deck = '/mc/decks/0a1b2c3d-0000-4000-8000-000000000001';
    expect(router.resolve(deck).name).toBe('mc-deck');
    expect(router.resolve(`${deck}/pull`).name).toBe('mc-pull-list');
    expect(router.resolve(deck).meta.navName).toBe('mc-decks');
    expect(router.resolve('/mc/cards').meta.game).toBe('marvel-champions');
  });

  it('keeps the published campaign URLs and route names, now pages of the game that has campaigns', () => {
    const router = createAppRouter(createMemoryHistory());
    expect(resolveExternalRoute(router, '/campaigns')).toBe('/campaigns');
    const campaign = '/campaigns/0a1b2c3d-0000-4000-8000-000000000002';
    expect(router.resolve('/campaigns').name).toBe('campaigns');
    expect(router.resolve(campaign).name).toBe('campaign');
    expect(router.resolve(campaign).meta).toMatchObject({
      titleKey: 'app.nav.campaigns',
      navName: 'campaigns',
      game: 'marvel-champions',
    });
    expect(resolveExternalRoute(router, '/campaigns/not-an-id')).toBeNull();
    // The menu entry is the game's, offered only when the backend lists campaigns for it.
    const mc = (features: GameInfo['features']) => info('marvel-champions', features);
    expect(menuEntries([mc(['catalog', 'campaigns'])]).flatMap((g) => g.entries.map((e) => e.name))).toContain(
      'campaigns',
    );
    expect(menuEntries([mc(['catalog'])]).flatMap((g) => g.entries.map((e) => e.name))).not.toContain('campaigns');
  });

  it('derives boards, setup forms and module messages from the registry', () => {
    expect(Object.keys(BOARDS)).toEqual(Object.keys(boardLoaders()));
    expect(Object.keys(SETUPS)).toEqual(Object.keys(setupLoaders()));
    expect(MODULE_MESSAGES).toEqual(moduleMessagePrefixes());
    expect(BOARDS['marvel-champions']).toBeTypeOf('function');
  });
});

describe('what the shell derives from a game (games/screens.ts)', () => {
  const games = [...GAMES, FIXTURE];

  it("adds a game's pages as lazily loaded routes, with the registry's title and menu highlight", () => {
    const routes = gameRoutes([FIXTURE]).filter((r) => r.meta?.game === 'fixture-game');
    expect(routes.map((r) => r.path)).toEqual(['/fx/cards', '/fx/decks', '/fx/rules', '/fx/decks/:id']);
    expect(routes[0].component).toBe(lazy);
    expect(routes[3].meta).toEqual({ titleKey: 'app.nav.decks', game: 'fixture-game', navName: 'fx-decks' });
    const router = createAppRouter(createMemoryHistory(), games);
    expect(resolveExternalRoute(router, '/fx/rules')).toBe('/fx/rules');
    expect(resolveExternalRoute(router, '/mc/cards')).toBe('/mc/cards');
    // Without the fixture in the list its pages do not exist.
    expect(resolveExternalRoute(createAppRouter(createMemoryHistory()), '/fx/rules')).toBeNull();
  });

  it('offers menu entries only for games and features the backend lists', () => {
    const noDecks = menuEntries([info('fixture-game', ['catalog'])], games);
    expect(noDecks).toEqual([
      {
        game: 'fixture-game',
        entries: [
          { game: 'fixture-game', to: '/fx/cards', name: 'fx-cards', labelKey: 'app.nav.cards', icon: 'search' },
        ],
      },
    ]);
    const withDecks = menuEntries([info('fixture-game', ['catalog', 'decks'])], games);
    expect(withDecks[0].entries.map((e) => e.name)).toEqual(['fx-cards', 'fx-decks']);
    // The game's own icon stands in for a page without one.
    expect(withDecks[0].entries[1].icon).toBe('cards');
    expect(menuEntries([], games)).toEqual([]);
    // Before app.info has arrived every registered menu page is shown (as the routes exist).
    expect(menuEntries(null, games).map((g) => g.game)).toEqual([...GAMES.map((g) => g.id), 'fixture-game']);
  });

  it("links a game's Home tile to its menu and home pages, the generic pages for a game without screens", () => {
    const links = homeLinks(info('fixture-game', ['catalog', 'decks']), games);
    expect(links.map((l) => l.name)).toEqual(['fx-cards', 'fx-decks', 'fx-rules']);
    // A page that needs a feature says so: the Home tile shows that feature as the link to it.
    expect(links.map((l) => l.feature)).toEqual(['catalog', 'decks', undefined]);
    expect(homeLinks(info('fixture-game', ['catalog']), games).map((l) => l.name)).toEqual(['fx-cards', 'fx-rules']);
    // A game with only an engine has no page of its own: its games are on the saved-games page.
    expect(homeLinks(info('no-screens', ['engine']), games)).toEqual([]);
    expect(homeLinks(info('no-screens', ['catalog', 'decks', 'engine']), games).map((l) => l.to)).toEqual([
      '/g/no-screens/cards',
      '/g/no-screens/decks',
    ]);
  });

  it('gives a game the backend offers without screens here the generic pages (games/generic.ts)', async () => {
    const listed = [info('fixture-game', ['catalog']), info('new-game', ['catalog', 'collection', 'decks'])];
    const groups = menuEntries(listed, games);
    expect(groups.map((g) => g.game)).toEqual(['fixture-game', 'new-game']);
    expect(groups[1].entries.map((e) => [e.to, e.name])).toEqual([
      ['/g/new-game/cards', 'g-cards@new-game'],
      ['/g/new-game/collection', 'g-collection@new-game'],
      ['/g/new-game/decks', 'g-decks@new-game'],
    ]);
    // Only the entry of the game on screen is highlighted: the menu name carries the game.
    const router = createAppRouter(createMemoryHistory(), games);
    const deck = router.resolve('/g/new-game/decks/0a1b2c3d-0000-4000-8000-000000000001');
    expect(deck.name).toBe('g-deck');
    expect(activeNavName(deck)).toBe('g-decks@new-game');
    expect(activeNavName(router.resolve('/fx/decks/x'))).toBe('fx-decks');
    expect(resolveExternalRoute(router, '/g/new-game/collection')).toBe('/g/new-game/collection');
    expect(resolveExternalRoute(router, '/g/Bad Id/cards')).toBeNull();
    // A game with its own page for the feature is sent there (the native menu links generic URLs).
    await router.push('/g/fixture-game/cards');
    expect(router.currentRoute.value.path).toBe('/fx/cards');
    expect(router.resolve('/g/new-game/cards').params.game).toBe('new-game');
  });

  it('collects boards, setup forms and message prefixes over every game', () => {
    expect(boardLoaders(games)['fixture-engine']).toBe(lazy);
    expect(setupLoaders(games)['fixture-engine']).toBe(lazy);
    expect(moduleMessagePrefixes(games)['fx.']).toBe('fx.play.');
    expect(screensOf('fixture-game', games)).toBe(FIXTURE);
  });

  it('shows the generic table tools for a game with a table unless its game hides them (a tracked Marvel Champions game, issue 12 §6)', () => {
    const open = (game: string, view: unknown, table = true) =>
      ({ summary: { game }, view, table: table ? { zones: [], counters: [] } : null }) as unknown as GameView;
    expect(tableToolsShown(open('fixture-engine', {}), games)).toBe(true);
    expect(tableToolsShown(open('fixture-engine', {}, false), games)).toBe(false);
    const hiding: GameScreens = {
      ...FIXTURE,
      tableTools: { 'fixture-engine': (g) => !(g.view as { own?: true }).own },
    };
    expect(tableToolsShown(open('fixture-engine', { own: true }), [hiding])).toBe(false);
    expect(tableToolsShown(open('fixture-engine', {}), [hiding])).toBe(true);
    // the registry: a Marvel Champions game tracked at a real table keeps the table with the tracker's own controls
    expect(tableToolsShown(open('marvel-champions', { tracker: { step: 'turns' } }))).toBe(false);
    expect(tableToolsShown(open('marvel-champions', { table: true }))).toBe(true);
  });
});
