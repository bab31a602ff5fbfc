// The shape every game declares (ARCHITECTURE.md §1.1): one object per game in
// core/games/<game>/index.ts, listed by one line in core/games/registry.ts. Shared layers (the
// backend's services and handlers, the API's game checks, the renderer's home page) read these
// fields instead of naming a game. Pure types and small helpers; this folder imports no game.

import type { GameInfo } from '../api/types';
import type { Policy } from '../kernel/ai';
import type { GameModule } from '../kernel/types';
import type { CampaignRules } from './campaigns';
import type { CatalogDefinition } from './catalog';
import type { ContentDefinition, ContentItem } from './content';
import type { BoxDefinition, CollectionRules, ComponentNeed } from './collection';
import type { DeckRules } from './decks';
import type { GameStorage } from './storage';
import type { HistoryDefinition } from './history';

export type GameFeature = GameInfo['features'][number];

/**
 * How a game's physical products are owned (ARCHITECTURE.md §5): `fixed` — a pack or starter with
 * fixed printings and quantities (a card pack, a starter deck); `components` — a box of
 * figures, cards, dice, tokens and sleeves counted one by one;
 * `singles` — collectible cards owned loose (with set, number, rarity, foil).
 */
export type ProductKind = 'fixed' | 'components' | 'singles';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules differ in state/action types; the kernel checks them at run time
export type AnyGameModule = GameModule<any, any, any, any>;

/** What an engine's option resolver may read from the open save file and the catalog. */
export interface EngineDeps {
  /**
   * A saved deck's current state as `decks.get` returns it (throws `deck_not_found`), with the codes
   * of the deck-building rules it breaks (`problems`, empty for a legal deck).
   */
  deck(id: string): { slots: Record<string, number>; problems: string[]; [field: string]: unknown };
  /** The game's imported catalog (the game's own catalog object), or null before an import. */
  catalog(): unknown;
  /**
   * The user content of this game saved in the open save file (`GameDefinition.content`; empty for a game
   * without it or none entered), as the definition's validator accepted it. A resolver that puts it into the
   * options keeps it in the game record, so replay never reads the save file's content again.
   * Optional so callers outside the backend (tests) need not give it; the backend always does.
   */
  userContent?(): readonly ContentItem[];
}

export interface EngineDefinition {
  /** The rules engine: a kernel GameModule. Its id is the saved games' `game`. */
  readonly module: AnyGameModule;
  /**
   * i18n key of this engine's name, for a game with several engines (e.g. a tracker of a game played on
   * the physical board beside the rules engine): the New game dialog and the saved games name it so.
   */
  readonly nameKey?: string;
  /**
   * Turns the options a caller gives into the module's own options before they are validated
   * (e.g. a saved deck id into its cards). The game record stores the result, so replay never reads
   * the deck or the catalog again. Throws a DeckhandError for what it cannot resolve.
   */
  resolveOptions?(options: unknown, deps: EngineDeps): unknown;
  /**
   * JSON the module's own screens need (`games.content`): card definitions, setup choices (which
   * may come from the imported catalog, `deps.catalog()`).
   */
  content?(options: unknown, deps: EngineDeps): unknown;
  /**
   * The pieces a game with these (validated) options needs on the real table, from the game's
   * `collection.boxes`. When the user keeps boxes of a product in the collection and the pieces
   * not marked missing fall short, `games.create` is refused with `components_missing`.
   */
  components?(options: unknown): readonly ComponentNeed[];
  /**
   * Computer players the engine offers: the difficulties (stable ids, stored in the game record
   * and named in the UI by `<game>.computer.<difficulty>`-style keys of the game's own screens or
   * the shared `play.computer.difficulty.<id>`) and the kernel policy of each. The host asks the
   * policy (kernel `decide`) whenever the pending decision addresses a seat marked as the computer's.
   */
  computer?: EngineComputer;
}

export interface EngineComputer {
  /** Difficulty ids, easiest first; the first is the default. */
  readonly difficulties: readonly string[];
  /**
   * Seats the computer can play (default: every seat). A game whose options give other seats
   * (e.g. a player count the policy does not know) cannot have a computer player there.
   */
  readonly seats?: readonly string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules differ in state/action types; the kernel checks them at run time
  policy(difficulty: string): Policy<any, any>;
}

export interface GameDefinition {
  /** Stable id used by the API, the save file (`game` columns) and the renderer registry. */
  readonly id: string;
  /** Bumped when the game's stored JSON changes shape (a migration goes with it). */
  readonly defVersion: number;
  /** i18n key of the game's name. */
  readonly nameKey: string;
  /**
   * The game's published name per UI language (`en` at least), for places without the renderer's
   * messages (the native menu); missing languages fall back to English.
   */
  readonly names?: Readonly<Partial<Record<string, string>>>;
  /**
   * Web sites the game's screens link to (its card database, its publisher): the desktop app
   * opens https links to these hosts, exactly, in the browser and no others.
   */
  readonly linkHosts?: readonly string[];
  /** What the game offers today (home tile, menus); only what really works. */
  readonly features: readonly GameFeature[];
  /** The card catalog: importers, storage, search, card details (core/platform/catalog.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own catalog type
  readonly catalog?: CatalogDefinition<any>;
  /**
   * Physical collection: the product kinds the game's products use (core/platform/collection.ts).
   * Card-shaped products (`fixed`, `singles`) need the card `rules` (and a catalog); `components`
   * products need `boxes`, the boxes the game knows with what each holds.
   */
  readonly collection?: {
    readonly productKinds: readonly ProductKind[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own catalog type
    readonly rules?: CollectionRules<any>;
    readonly boxes?: readonly BoxDefinition[];
  };
  /**
   * Deck building: the rules (core/platform/decks.ts) and the deck file formats the game imports
   * and exports (ids: the keys of `rules.fileTypes`; build the entry with `deckSection`).
   */
  readonly decks?: {
    readonly formats: readonly string[];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own catalog type
    readonly rules: DeckRules<any>;
  };
  /** Rules engines (one or more: a game may have variants with their own rules). */
  readonly engines?: readonly EngineDefinition[];
  /** Campaigns: the game's campaign model (definitions, inputs, derived log, files). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own definition/log/input types
  readonly campaigns?: CampaignRules<any, any, any, any>;
  /**
   * Content a user who owns the game enters themselves (locations, advancements, card abilities…): its
   * kinds, validator and file format (core/platform/content.ts); stored in the save file, `content.*`.
   */
  readonly content?: ContentDefinition;
  /**
   * Play history (issue 19): the dimensions its plays have, how a result reads, and per engine how a
   * finished game becomes a play (core/platform/history.ts). Absent: its plays are not recorded.
   */
  readonly history?: HistoryDefinition;
  /** The game's own parts of the save and catalog file schemas (core/platform/storage.ts). */
  readonly storage?: GameStorage;
}

/** Games by id, refusing two definitions with one id or an engine id used twice (a wrong list fails at start). */
export function indexGames(games: readonly GameDefinition[]): ReadonlyMap<string, GameDefinition> {
  const byId = new Map<string, GameDefinition>();
  const engines = new Set<string>();
  for (const g of games) {
    if (byId.has(g.id)) throw new Error(`game registered twice: ${g.id}`);
    byId.set(g.id, g);
    for (const e of g.engines ?? []) {
      if (engines.has(e.module.id)) throw new Error(`engine registered twice: ${e.module.id}`);
      engines.add(e.module.id);
    }
  }
  return byId;
}

/** What `app.info` tells the renderer about a game. */
export function gameInfo(g: GameDefinition): GameInfo {
  return {
    id: g.id,
    nameKey: g.nameKey,
    ...(g.names ? { names: { ...g.names } as Record<string, string> } : {}),
    features: [...g.features],
    deckFormats: [...(g.decks?.formats ?? [])],
    ...(computerInfo(g).length ? { computer: computerInfo(g) } : {}),
    ...(g.engines?.length
      ? { engines: g.engines.map((e) => ({ id: e.module.id, ...(e.nameKey ? { nameKey: e.nameKey } : {}) })) }
      : {}),
  };
}

/** The engines of `g` that offer computer players: the seats the computer can take, and those of a game with default options. */
function computerInfo(g: GameDefinition): NonNullable<GameInfo['computer']> {
  return (g.engines ?? []).flatMap((e) => {
    if (!e.computer) return [];
    let seats: string[];
    try {
      seats = [...e.module.seatsFor(e.module.optionsSchema.parse({}))];
    } catch {
      seats = []; // an engine without default options: its setup form names the seats
    }
    return [
      {
        engine: e.module.id as string,
        difficulties: [...e.computer.difficulties],
        // an engine's own list may name seats of other options too (e.g. a player count's role seats)
        seats: e.computer.seats ? [...e.computer.seats] : seats,
        allSeats: seats,
      },
    ];
  });
}

/** Every engine of every game, keyed by module id. */
export function enginesOf(games: readonly GameDefinition[]): Map<string, EngineDefinition> {
  return new Map(games.flatMap((g) => (g.engines ?? []).map((e) => [e.module.id, e] as const)));
}
