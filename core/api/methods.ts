import { z } from 'zod';
import { method } from './define';
import { empty, filePath, saveTarget, settingsPatch } from './schemas';
import type { AppInfo, BackupEntry, SaveInfo, SavesList, Settings } from './types';
import { catalogArgs, type CardDetail, type CatalogStatus, type ImportResult, type SearchPage } from './catalog';
import { gameArgs, type GameExport, type GameSummary, type GameView, type VerifyResult } from './games';

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
  'catalog.search': method<SearchPage>()(catalogArgs.search, { mutates: false }),
  'catalog.card': method<CardDetail>()(catalogArgs.card, { mutates: false }),

  'games.create': method<GameSummary>()(gameArgs.create, { mutates: true }),
  'games.list': method<GameSummary[]>()(empty, { mutates: false }),
  'games.open': method<GameView>()(gameArgs.open, { mutates: false }),
  'games.act': method<GameView>()(gameArgs.act, { mutates: true }),
  'games.undo': method<GameView>()(gameArgs.walk, { mutates: true }),
  'games.redo': method<GameView>()(gameArgs.walk, { mutates: true }),
  'games.rename': method<GameSummary>()(gameArgs.rename, { mutates: true }),
  'games.delete': method<null>()(gameArgs.id, { mutates: true }),
  'games.export': method<GameExport>()(gameArgs.id, { mutates: false }),
  'games.import': method<GameSummary>()(gameArgs.import, { mutates: true }),
  'games.verify': method<VerifyResult>()(gameArgs.id, { mutates: false }),
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
