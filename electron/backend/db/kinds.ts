import { SAVE_EXT } from '../paths';
import { catalogMigrations } from './catalog-migrations';
import { saveMigrations } from './migrations';
import type { FileKind } from './sqlite-file';

/** 'DCKH' and 'DCKC' in the SQLite header's application_id: "is this our file?" in one read. */
export const SAVE_KIND: FileKind = {
  name: 'save',
  applicationId: 0x44434b48,
  migrations: saveMigrations,
  extension: SAVE_EXT,
};

export const CATALOG_KIND: FileKind = {
  name: 'catalog',
  applicationId: 0x44434b43,
  migrations: catalogMigrations,
  extension: '.sqlite',
};
