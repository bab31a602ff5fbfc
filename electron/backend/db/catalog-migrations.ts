import type { Migration } from './migrations';

/**
 * The card catalog: imported reference data, rebuildable and never precious, kept in its own
 * file beside the save files. User data refers to it only by stable ids (game, product code,
 * card code). Every game's catalog lives in the shared tables of version 3, rows tagged with the
 * game id; what the JSON means is the game's CatalogDefinition (core/platform/catalog.ts).
 * Append only: never edit a migration that has shipped.
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
  {
    version: 3,
    name: 'shared catalog tables for every game',
    up(db) {
      // One set of tables for every game (see CatalogDefinition.store): named JSON parts, the
      // records in their stored order, one JSON overlay per language. The Marvel Champions rows of
      // version 2 move over unchanged (users keep their import); the import report moves from the
      // catalog's meta part into catalog_source.report, where the service now keeps it for every game.
      db.exec(`
        CREATE TABLE catalog_parts (
          game TEXT NOT NULL,
          part TEXT NOT NULL,
          data TEXT NOT NULL CHECK (json_valid(data)),
          PRIMARY KEY (game, part)
        ) STRICT;
        CREATE TABLE catalog_records (
          game         TEXT NOT NULL,
          ord          INTEGER NOT NULL,
          code         TEXT NOT NULL,
          product_code TEXT,
          data         TEXT NOT NULL CHECK (json_valid(data)),
          PRIMARY KEY (game, ord),
          UNIQUE (game, code)
        ) STRICT;
        CREATE INDEX catalog_records_product ON catalog_records(game, product_code);
        CREATE TABLE catalog_translations (
          game TEXT NOT NULL,
          lang TEXT NOT NULL,
          data TEXT NOT NULL CHECK (json_valid(data)),
          PRIMARY KEY (game, lang)
        ) STRICT;

        INSERT INTO catalog_parts(game, part, data)
          SELECT 'marvel-champions', part, data FROM mc_parts;
        INSERT INTO catalog_records(game, ord, code, product_code, data)
          SELECT 'marvel-champions', ord, code, pack_code, data FROM mc_cards ORDER BY ord;
        INSERT INTO catalog_translations(game, lang, data)
          SELECT 'marvel-champions', lang, data FROM mc_translations;
        UPDATE catalog_source
          SET report = (
            SELECT json_object(
              'skipped', json(coalesce(json_extract(data, '$.report.skipped'), '[]')),
              'warnings', json(coalesce(json_extract(data, '$.report.warnings'), '[]')))
            FROM mc_parts WHERE part = 'meta')
          WHERE game = 'marvel-champions' AND EXISTS (SELECT 1 FROM mc_parts WHERE part = 'meta');

        DROP TABLE mc_parts;
        DROP TABLE mc_cards;
        DROP TABLE mc_translations;
      `);
    },
  },
];
