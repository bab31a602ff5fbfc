import type Database from 'better-sqlite3';
import { DeckhandError } from '../../core/api/errors';
import type { GameDefinition } from '../../core/platform/definition';
import type { ApiError } from '../../core/api/errors';
import type { MethodName, MethodResult, ParsedArgs } from '../../core/api/methods';
import type { AppStateStore } from './app-state';
import type { EventBus } from './events';
import type { DataLayout } from './paths';
import type { SaveService } from './saves';
import type { GameService } from './games/service';
import type { CatalogService } from './catalog/service';
import type { CollectionService } from './collection/service';
import type { BoxesService } from './collection/boxes-service';
import type { DeckService } from './decks/service';
import type { CampaignService } from './campaigns/service';
import type { ContentService } from './content/service';
import type { HistoryService } from './history/service';

/** What every handler may use. Built once per backend by createBackend. */
export interface BackendContext {
  /** The games this backend serves (core/games/registry.ts, or what a test passes), by id. */
  gameDefs: ReadonlyMap<string, GameDefinition>;
  layout: DataLayout;
  saves: SaveService;
  games: GameService;
  /** Card catalogs per game id. */
  catalogs: Readonly<Record<string, CatalogService>>;
  /** Physical collections per game id (save file). */
  collections: Readonly<Record<string, CollectionService>>;
  /** Boxes counted by component per game id (save file), for games whose definition lists boxes. */
  boxes: Readonly<Record<string, BoxesService>>;
  /** Decks and deck groups per game id (save file). */
  decks: Readonly<Record<string, DeckService>>;
  /** User content per game id (save file), for games whose definition has `content`. */
  content: Readonly<Record<string, ContentService>>;
  /** Campaigns (definition + inputs, log derived in core) on the open save file. */
  campaigns: CampaignService;
  /** The play history (plays, players, statistics) on the open save file. */
  history: HistoryService;
  appState: AppStateStore;
  events: EventBus;
  catalog: { db: Database.Database | null; problem: ApiError | null };
  appVersion: string;
  platform: string;
  now: () => Date;
}

export type Handler<M extends MethodName> = (
  args: ParsedArgs<M>,
  ctx: BackendContext,
) => MethodResult<M> | Promise<MethodResult<M>>;

export type HandlerTable = { [M in MethodName]: Handler<M> };
export type PartialHandlers = { [M in MethodName]?: Handler<M> };

/** A game's service of one domain; a game without it is refused (dispatch checks features first). */
export function forGame<T>(services: Readonly<Record<string, T>>, game: string, feature: string): T {
  if (!Object.hasOwn(services, game)) throw new DeckhandError('game_feature_missing', { game, feature });
  return services[game];
}
