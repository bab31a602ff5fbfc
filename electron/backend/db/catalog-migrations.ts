import type { Migration } from './migrations';

/**
 * The card catalog: imported reference data, rebuildable and never precious, kept in its own
 * file beside the save files. User data refers to it only by stable ids (game, product code,
 * card code). Game modules add their tables in later migrations.
 */
export const catalogMigrations: Migration[] = [
  {
    version: 1,
    name: 'catalog sources',
    up(db) {
      db.exec(`
        CREATE TABLE catalog_source (
          game        TEXT PRIMARY KEY,
          source      TEXT NOT NULL,
          imported_at TEXT NOT NULL,
          report      TEXT NOT NULL CHECK (json_valid(report))
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    name: 'marvel champions catalog',
    up(db) {
      // The parsed MarvelCDB data set (core/games/marvel-champions/catalog/model.ts), one row per
      // card and per language, the rest as JSON parts. Replaced as a whole by each import.
      db.exec(`
        CREATE TABLE mc_parts (
          part TEXT PRIMARY KEY,
          data TEXT NOT NULL CHECK (json_valid(data))
        ) STRICT;
        CREATE TABLE mc_cards (
          ord       INTEGER PRIMARY KEY,
          code      TEXT NOT NULL UNIQUE,
          pack_code TEXT NOT NULL,
          data      TEXT NOT NULL CHECK (json_valid(data))
        ) STRICT;
        CREATE TABLE mc_translations (
          lang TEXT PRIMARY KEY,
          data TEXT NOT NULL CHECK (json_valid(data))
        ) STRICT;
      `);
    },
  },
];
