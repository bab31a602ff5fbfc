import { gameDefinitions } from '../../../core/games/registry';
import { withGameParts, type Migration } from './migrations';

/**
 * The card catalog: imported reference data, rebuildable and never precious, kept in its own
 * file beside the save files. User data refers to it only by stable ids (game, product code,
 * card code). Every game's catalog lives in the shared tables of version 3, rows tagged with the
 * game id; what the JSON means is the game's CatalogDefinition (core/platform/catalog.ts).
 * Append only: never edit a migration that has shipped.
 */
const sharedCatalogSteps: Migration[] = [
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
    // All of this step was one game's own tables (its part: GameDefinition.storage).
    name: '',
    up() {},
  },
  {
    version: 3,
    name: 'shared catalog tables for every game',
    up(db) {
      // One set of tables for every game (see CatalogDefinition.store): named JSON parts, the
      // records in their stored order, one JSON overlay per language. A game's part of the step moves
      // its rows of earlier tables over unchanged (users keep their import; GameDefinition.storage).
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
      `);
    },
  },
];

export const catalogMigrations: Migration[] = withGameParts(sharedCatalogSteps, gameDefinitions, (s) => s.catalog);
