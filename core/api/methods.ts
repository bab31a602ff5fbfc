import { z } from 'zod';
import { method } from './define';
import { empty, filePath, saveTarget, settingsPatch } from './schemas';
import type { AppInfo, BackupEntry, SaveInfo, SavesList, Settings } from './types';

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
