import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import { CATALOG_KIND } from './kinds';
import { createDatabaseFile, openDatabaseFile } from './sqlite-file';

/**
 * Open the catalog file, creating it when missing. The catalog is rebuildable, so a damaged or
 * foreign file is moved aside (never deleted) and a fresh one created instead of blocking the app.
 */
export function openCatalog(
  file: string,
  now: () => Date = () => new Date(),
): { db: Database.Database; reset: string | null } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) createDatabaseFile(file, CATALOG_KIND);
  try {
    return { db: openDatabaseFile(file, CATALOG_KIND), reset: null };
  } catch (e) {
    if (!(e instanceof DeckhandError) || !['save_damaged', 'save_not_deckhand'].includes(e.code)) throw e;
    const aside = `${file}.broken-${now().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(file, aside);
    createDatabaseFile(file, CATALOG_KIND);
    return { db: openDatabaseFile(file, CATALOG_KIND), reset: e.code };
  }
}
