import { z } from 'zod';
import { method } from './define';
import { empty, filePath, saveTarget, settingsPatch } from './schemas';
import type { AppInfo, BackupEntry, SaveInfo, SavesList, Settings } from './types';
import {
  catalogArgs,
  type CardDetail,
  type CardSummary,
  type CatalogFacets,
  type CatalogStatus,
  type IdentityInfo,
  type ImportResult,
  type SearchPage,
} from './catalog';
import {
  collectionArgs,
  type ProductUpdate,
  type BoxInfo,
  type BoxesView,
  type BuildResult,
  type CardCounts,
  type CollectionSummary,
  type ConflictReport,
  type CopyInfo,
  type CompletionReport,
  type CsvExport,
  type CsvImportReport,
  type ProductInfo,
  type PullList,
} from './collection';
import {
  deckArgs,
  type DeckDiff,
  type DeckExport,
  type DeckGroup,
  type DeckImportResult,
  type DeckRecord,
  type DeckSummary,
  type DeckValidationResult,
  type DeckVersionInfo,
} from './decks';
import {
  gameArgs,
  type GameContent,
  type GameExport,
  type GameSummary,
  type GameView,
  type VerifyResult,
} from './games';
import {
  campaignArgs,
  type CampaignDetail,
  type CampaignExport,
  type CampaignGameLink,
  type CampaignGameStarted,
  type CampaignSummary,
} from './campaigns';
import {
  contentArgs,
  type ContentCheckResult,
  type ContentDeleteResult,
  type ContentEntry,
  type ContentExport,
  type ContentInfo,
  type ContentImportResult,
  type ContentSaveResult,
} from './content';
import {
  historyArgs,
  type CampaignRecord,
  type GameHistoryInfo,
  type HistoryExport,
  type HistoryImportReport,
  type HistoryPlayer,
  type HistoryStats,
  type Play,
  type PlayPage,
} from './history';

/**
 * Every API method, `domain.verb`. The backend implements exactly these (checked at start-up);
 * the renderer, the Electron IPC channel and the web host all speak this table.
 */
export const methods = {
  'app.info': method<AppInfo>()(empty, { mutates: false }),

  'settings.get': method<Settings>()(empty, { mutates: false }),
  'settings.set': method<Settings>()(settingsPatch, { mutates: true }),

  'saves.current': method<SaveInfo | null>()(empty, { mutates: false }),
  'saves.list': method<SavesList>()(empty, { mutates: false }),
  'saves.new': method<SaveInfo>()(saveTarget, { mutates: true }),
  'saves.open': method<SaveInfo>()(z.object({ path: filePath }).strict(), { mutates: true }),
  'saves.saveCopy': method<{ path: string; sizeBytes: number }>()(saveTarget, { mutates: true }),

  'backups.list': method<BackupEntry[]>()(empty, { mutates: false }),
  'backups.create': method<BackupEntry>()(empty, { mutates: true }),
  'backups.restore': method<SaveInfo>()(z.object({ id: z.string().regex(/^[0-9A-Za-z._-]{1,120}$/) }).strict(), {
    mutates: true,
  }),

  'catalog.status': method<CatalogStatus>()(catalogArgs.status, { mutates: false }),
  'catalog.import': method<ImportResult>()(catalogArgs.import, { mutates: true }),
  'catalog.report': method<ImportResult>()(catalogArgs.report, { mutates: false }),
  /** Stop this game's running import (not a mutation: the import holds the write queue). True when one was running. */
  'catalog.cancelImport': method<boolean>()(catalogArgs.cancelImport, { mutates: false }),
  'catalog.search': method<SearchPage>()(catalogArgs.search, { mutates: false }),
  'catalog.card': method<CardDetail>()(catalogArgs.card, { mutates: false }),
  'catalog.cards': method<CardSummary[]>()(catalogArgs.cards, { mutates: false }),
  'catalog.identities': method<IdentityInfo[]>()(catalogArgs.identities, { mutates: false }),
  'catalog.facets': method<CatalogFacets>()(catalogArgs.facets, { mutates: false }),

  'collection.summary': method<CollectionSummary>()(collectionArgs.game, { mutates: false }),
  'collection.products': method<ProductInfo[]>()(collectionArgs.game, { mutates: false }),
  'collection.addProduct': method<ProductInfo[]>()(collectionArgs.addProduct, { mutates: true }),
  'collection.removeProduct': method<{ removed: number; released: number }>()(collectionArgs.removeProduct, {
    mutates: true,
  }),
  'collection.updateProduct': method<ProductUpdate>()(collectionArgs.updateProduct, { mutates: true }),
  'collection.copies': method<{ total: number; copies: CopyInfo[] }>()(collectionArgs.copies, { mutates: false }),
  'collection.addCopies': method<CopyInfo[]>()(collectionArgs.addCopies, { mutates: true }),
  'collection.updateCopies': method<CopyInfo[]>()(collectionArgs.updateCopies, { mutates: true }),
  'collection.removeCopies': method<{ removed: number; released: number }>()(collectionArgs.removeCopies, {
    mutates: true,
  }),
  'collection.counts': method<CardCounts[]>()(collectionArgs.counts, { mutates: false }),
  'collection.importCsv': method<CsvImportReport>()(collectionArgs.importCsv, { mutates: true }),
  'collection.exportCsv': method<CsvExport>()(collectionArgs.exportCsv, { mutates: false }),
  'collection.completion': method<CompletionReport>()(collectionArgs.completion, { mutates: false }),
  'collection.build': method<BuildResult>()(collectionArgs.build, { mutates: true }),
  'collection.unbuild': method<BuildResult>()(collectionArgs.unbuild, { mutates: true }),
  'collection.pullList': method<PullList>()(collectionArgs.pullList, { mutates: false }),
  'collection.conflicts': method<ConflictReport>()(collectionArgs.conflicts, { mutates: false }),
  'collection.boxes': method<BoxesView>()(collectionArgs.boxes, { mutates: false }),
  'collection.addBox': method<BoxInfo[]>()(collectionArgs.addBox, { mutates: true }),
  'collection.removeBox': method<{ removed: number }>()(collectionArgs.removeBox, { mutates: true }),
  'collection.setComponent': method<BoxInfo>()(collectionArgs.setComponent, { mutates: true }),
  'collection.acceptBoxList': method<BoxInfo>()(collectionArgs.acceptBoxList, { mutates: true }),

  'decks.list': method<DeckSummary[]>()(deckArgs.list, { mutates: false }),
  'decks.get': method<DeckRecord>()(deckArgs.get, { mutates: false }),
  'decks.create': method<DeckRecord>()(deckArgs.create, { mutates: true }),
  'decks.save': method<DeckRecord>()(deckArgs.save, { mutates: true }),
  'decks.copy': method<DeckRecord>()(deckArgs.id, { mutates: true }),
  'decks.delete': method<{ released: number }>()(deckArgs.id, { mutates: true }),
  'decks.versions': method<DeckVersionInfo[]>()(deckArgs.versions, { mutates: false }),
  'decks.diff': method<DeckDiff>()(deckArgs.diff, { mutates: false }),
  'decks.validate': method<DeckValidationResult>()(deckArgs.validate, { mutates: false }),
  'decks.import': method<DeckImportResult>()(deckArgs.import, { mutates: true }),
  'decks.export': method<DeckExport>()(deckArgs.export, { mutates: false }),
  'decks.groups': method<DeckGroup[]>()(deckArgs.groups, { mutates: false }),
  'decks.saveGroup': method<DeckGroup>()(deckArgs.saveGroup, { mutates: true }),
  'decks.deleteGroup': method<null>()(deckArgs.deleteGroup, { mutates: true }),

  'games.create': method<GameSummary>()(gameArgs.create, { mutates: true }),
  'games.list': method<GameSummary[]>()(empty, { mutates: false }),
  'games.open': method<GameView>()(gameArgs.open, { mutates: false }),
  'games.act': method<GameView>()(gameArgs.act, { mutates: true }),
  'games.undo': method<GameView>()(gameArgs.walk, { mutates: true }),
  'games.redo': method<GameView>()(gameArgs.walk, { mutates: true }),
  'games.computerMove': method<GameView>()(gameArgs.computerMove, { mutates: true }),
  'games.rename': method<GameSummary>()(gameArgs.rename, { mutates: true }),
  'games.delete': method<null>()(gameArgs.id, { mutates: true }),
  'games.export': method<GameExport>()(gameArgs.id, { mutates: false }),
  'games.import': method<GameSummary>()(gameArgs.import, { mutates: true }),
  'games.verify': method<VerifyResult>()(gameArgs.id, { mutates: false }),
  'games.content': method<GameContent>()(gameArgs.content, { mutates: false }),

  'campaigns.definitions': method<unknown[]>()(campaignArgs.definitions, { mutates: false }),
  'campaigns.list': method<CampaignSummary[]>()(campaignArgs.list, { mutates: false }),
  'campaigns.create': method<CampaignDetail>()(campaignArgs.create, { mutates: true }),
  'campaigns.get': method<CampaignDetail>()(campaignArgs.get, { mutates: false }),
  'campaigns.input': method<CampaignDetail>()(campaignArgs.input, { mutates: true }),
  'campaigns.undo': method<CampaignDetail>()(campaignArgs.id, { mutates: true }),
  'campaigns.rename': method<CampaignSummary>()(campaignArgs.rename, { mutates: true }),
  'campaigns.delete': method<null>()(campaignArgs.id, { mutates: true }),
  'campaigns.export': method<CampaignExport>()(campaignArgs.id, { mutates: false }),
  'campaigns.import': method<CampaignSummary>()(campaignArgs.import, { mutates: true }),
  'campaigns.linkGame': method<CampaignDetail>()(campaignArgs.linkGame, { mutates: true }),
  'campaigns.startGame': method<CampaignGameStarted>()(campaignArgs.startGame, { mutates: true }),
  'campaigns.recordFromGame': method<CampaignDetail>()(campaignArgs.recordFromGame, { mutates: true }),
  'campaigns.forGame': method<CampaignGameLink[]>()(campaignArgs.forGame, { mutates: false }),

  'content.info': method<ContentInfo>()(contentArgs.info, { mutates: false }),
  'content.list': method<ContentEntry[]>()(contentArgs.list, { mutates: false }),
  'content.get': method<ContentEntry>()(contentArgs.get, { mutates: false }),
  'content.validate': method<ContentCheckResult>()(contentArgs.validate, { mutates: false }),
  'content.save': method<ContentSaveResult>()(contentArgs.save, { mutates: true }),
  'content.delete': method<ContentDeleteResult>()(contentArgs.delete, { mutates: true }),
  'content.export': method<ContentExport>()(contentArgs.export, { mutates: false }),
  'content.import': method<ContentImportResult>()(contentArgs.import, { mutates: true }),

  'history.dimensions': method<GameHistoryInfo[]>()(historyArgs.dimensions, { mutates: false }),
  'history.values': method<Array<{ value: string; plays: number }>>()(historyArgs.values, { mutates: false }),
  'history.players.list': method<HistoryPlayer[]>()(historyArgs.playersList, { mutates: false }),
  'history.players.save': method<HistoryPlayer>()(historyArgs.playersSave, { mutates: true }),
  'history.players.delete': method<null>()(historyArgs.playersDelete, { mutates: true }),
  'history.plays.list': method<PlayPage>()(historyArgs.playsList, { mutates: false }),
  'history.plays.get': method<Play>()(historyArgs.playsGet, { mutates: false }),
  'history.plays.save': method<Play>()(historyArgs.playsSave, { mutates: true }),
  'history.plays.delete': method<null>()(historyArgs.playsDelete, { mutates: true }),
  'history.stats': method<HistoryStats>()(historyArgs.stats, { mutates: false }),
  'history.campaign': method<CampaignRecord>()(historyArgs.campaign, { mutates: false }),
  'history.export': method<HistoryExport>()(historyArgs.export, { mutates: false }),
  /** Not a mutation in dry-run mode, but one method: it always goes through the write queue. */
  'history.import': method<HistoryImportReport>()(historyArgs.import, { mutates: true }),
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type MethodArgs<M extends MethodName> = z.input<Methods[M]['args']>;
export type ParsedArgs<M extends MethodName> = z.output<Methods[M]['args']>;
export type MethodResult<M extends MethodName> = Exclude<Methods[M]['__result'], undefined>;

export const METHOD_NAMES = Object.keys(methods) as MethodName[];

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(methods, name);
}
