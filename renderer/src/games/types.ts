import type { Component } from 'vue';
import type { DeckStats } from '../../../core/api/decks';
import type { GameView } from '../../../core/api/games';
import type { ChartData, ChartKind } from '../components/charts/chart-model';
import type { IconName } from '../components/icons';
import type { DeckAdapter } from '../stores/decks';

/**
 * What a game brings to the renderer: its pages, its boards and setup forms, and the few helpers
 * the shared screens ask it for. Each game keeps these in its own folder
 * (`renderer/src/games/<game>/index.ts`) and is registered by one line in `registry.ts`; the
 * router, the menu, the Home tiles, the New game dialog and the board lookup are derived from the
 * registry (see README.md in this folder). Pages, boards and forms load lazily, so the start page
 * does not pull in every game.
 */

/** A component loaded on first use (`() => import('./views/X.vue')`). */
export type LazyComponent = () => Promise<Component | { default: Component }>;

/** A feature a game offers (`app.info` games[].features). */
export type GameFeature = 'catalog' | 'collection' | 'decks' | 'engine' | 'table' | 'campaigns';

export interface GamePage {
  /** The URL, unchanged once published (bookmarks and tests use it). */
  path: string;
  /** The route name; unique over all games (prefix it with the game's short name). */
  name: string;
  /** i18n key of the page title (window title, menu entry). */
  labelKey: string;
  /**
   * Where the page is offered: `game` = the sidebar menu and the game's Home tile, `home` = only
   * the Home tile; omitted = reached from another page (e.g. the deck builder from the deck list).
   */
  menu?: 'game' | 'home';
  /** The menu icon (menu pages). */
  icon?: IconName;
  /** The page is only offered when the backend lists this feature for the game. */
  feature?: GameFeature;
  /** The menu entry that stays highlighted on this page (default: the page's own name). */
  navName?: string;
  view: LazyComponent;
}

export interface GameScreens {
  /** The game id, the same as the core game id (`app.info` games[].id). */
  id: string;
  /** Short name used in route names and CSS (two or three letters); unique over all games. */
  short: string;
  /** Icon of the game's Home tile. */
  icon: IconName;
  pages: GamePage[];
  /** Engine module id → its board (a module without one gets the generic board). */
  boards?: Readonly<Record<string, LazyComponent>>;
  /**
   * Engine module id → whether the game frame shows the generic table tools (TablePanel) for this
   * game now (default: whenever the game offers table mode). A board that keeps the table its own
   * way (e.g. a tracker of a game played with physical cards) hides them.
   */
  tableTools?: Readonly<Record<string, (game: GameView) => boolean>>;
  /** Engine module id → its options form in the New game dialog (without one: default options). */
  setups?: Readonly<Record<string, LazyComponent>>;
  /**
   * Where the game keeps the messages for the keys its engine sends, when they are not message
   * keys as they are: key prefix → message prefix (e.g. `xy.log.round` → `xy.play.log.round`).
   */
  moduleMessages?: Readonly<Record<string, string>>;
  /** The game's part of the deck store (stores/decks.ts), when the game has decks. */
  decks?: DeckAdapter;
  /**
   * The deck builder's charts (cost curve, the deck's mix…) from the deck's figures
   * (`decks.validate` stats), labelled in the UI language; shown by `components/charts/DeckChartsPanel`.
   */
  deckCharts?: (stats: DeckStats, text: DeckChartText) => DeckChart[];
}

/** The words a deck chart hook may ask for (vue-i18n's `t` and `te`). */
export interface DeckChartText {
  t: (key: string, params?: Record<string, unknown>) => string;
  te: (key: string) => boolean;
}

/** One deck chart: `key` names it (test id `chart-<key>`). */
export interface DeckChart {
  key: string;
  title: string;
  kind: ChartKind;
  data: ChartData;
}
