import type Database from 'better-sqlite3';
import type { ApiError } from '../../core/api/errors';
import type { MethodName, MethodResult, ParsedArgs } from '../../core/api/methods';
import type { AppStateStore } from './app-state';
import type { EventBus } from './events';
import type { DataLayout } from './paths';
import type { SaveService } from './saves';
import type { GameService } from './games/service';
import type { CatalogService } from './catalog/service';
import type { McCatalog } from '../../core/games/marvel-champions';
import type { McCollectionService } from './collection/mc-collection';
import type { McDeckService } from './decks/mc-decks';
import type { CampaignService } from './campaigns/service';

/** What every handler may use. Built once per backend by createBackend. */
export interface BackendContext {
  layout: DataLayout;
  saves: SaveService;
  games: GameService;
  /** Card catalogs per game (only Marvel Champions so far). */
  catalogs: { 'marvel-champions': CatalogService<McCatalog> };
  /** Physical collections per game (save file). */
  collections: { 'marvel-champions': McCollectionService };
  /** Decks and deck groups per game (save file). */
  decks: { 'marvel-champions': McDeckService };
  /** Campaigns (definition + inputs, log derived in core) on the open save file. */
  campaigns: CampaignService;
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
