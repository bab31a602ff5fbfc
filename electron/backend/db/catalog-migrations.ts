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
];
