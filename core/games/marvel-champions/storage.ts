// Marvel Champions' own parts of the schema steps of the save file and the catalog file
// (core/platform/storage.ts): the tables of the time when it was the only game (save steps 3 and
// 5, catalog step 2) and the move of their rows into the shared tables (save step 6, catalog step
// 3). History: these have shipped and are never edited; a new change is a new step.

import type { GameStorage } from '../../platform/storage';

export const mcStorage: GameStorage = {
  save: [
    {
      version: 3,
      name: 'Marvel Champions decks and physical collection',
      // Card codes point into the card catalog (another file), so they carry no foreign key: a
      // collection survives a catalog re-import, and a code the catalog lost shows as unknown.
      // Decks: the current state in mc_decks, every saved state in mc_deck_versions (kept for good).
      // Collection: one row per physical product (box/pack) and one per physical copy; a copy's
      // deck_id is its allocation to a built deck.
      sql: `
        CREATE TABLE mc_decks (
          id         TEXT PRIMARY KEY,
          name       TEXT NOT NULL,
          identity   TEXT,
          aspects    TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(aspects)),
          slots      TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(slots)),
          notes      TEXT NOT NULL DEFAULT '',
          tags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
          built      INTEGER NOT NULL DEFAULT 0 CHECK (built IN (0, 1)),
          version    INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE mc_deck_versions (
          deck_id  TEXT NOT NULL REFERENCES mc_decks(id) ON DELETE CASCADE,
          version  INTEGER NOT NULL CHECK (version >= 1),
          saved_at TEXT NOT NULL,
          deck     TEXT NOT NULL CHECK (json_valid(deck)),
          PRIMARY KEY (deck_id, version)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE mc_deck_groups (
          id         TEXT PRIMARY KEY,
          name       TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE mc_deck_group_members (
          group_id TEXT NOT NULL REFERENCES mc_deck_groups(id) ON DELETE CASCADE,
          deck_id  TEXT NOT NULL REFERENCES mc_decks(id) ON DELETE CASCADE,
          position INTEGER NOT NULL,
          PRIMARY KEY (group_id, deck_id)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE mc_products (
          id        TEXT PRIMARY KEY,
          pack_code TEXT NOT NULL,
          note      TEXT NOT NULL DEFAULT '',
          added_at  TEXT NOT NULL
        ) STRICT;
        CREATE TABLE mc_copies (
          id         INTEGER PRIMARY KEY,
          code       TEXT NOT NULL,
          product_id TEXT REFERENCES mc_products(id) ON DELETE CASCADE,
          language   TEXT NOT NULL DEFAULT 'en',
          condition  TEXT NOT NULL DEFAULT 'near_mint'
                     CHECK (condition IN ('mint', 'near_mint', 'good', 'played', 'heavily_played', 'poor')),
          variant    TEXT NOT NULL DEFAULT '',
          location   TEXT NOT NULL DEFAULT '',
          tags       TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
          status     TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'missing', 'damaged')),
          note       TEXT NOT NULL DEFAULT '',
          deck_id    TEXT REFERENCES mc_decks(id) ON DELETE SET NULL,
          added_at   TEXT NOT NULL
        ) STRICT;
        CREATE INDEX mc_copies_code ON mc_copies(code);
        CREATE INDEX mc_copies_deck ON mc_copies(deck_id) WHERE deck_id IS NOT NULL;
        CREATE INDEX mc_copies_product ON mc_copies(product_id) WHERE product_id IS NOT NULL;
        CREATE INDEX mc_decks_updated ON mc_decks(updated_at DESC);
      `,
    },
    {
      version: 5,
      name: 'Marvel Champions product storage location',
      // A product (box/pack) has a storage location of its own: new copies of it take it, and a
      // change can move the copies still there. Until now only copies had one, and adding a product
      // gave all its copies the same location; so a product takes the location all its copies share
      // (none when they differ or it has no copies).
      sql: `
        ALTER TABLE mc_products ADD COLUMN location TEXT NOT NULL DEFAULT '';
        UPDATE mc_products SET location = (
          SELECT MIN(c.location) FROM mc_copies c WHERE c.product_id = mc_products.id
          HAVING COUNT(DISTINCT c.location) = 1
        )
        WHERE EXISTS (
          SELECT 1 FROM mc_copies c WHERE c.product_id = mc_products.id
          GROUP BY c.product_id HAVING COUNT(DISTINCT c.location) = 1
        );
      `,
    },
    {
      version: 6,
      name: '',
      // Its rows move to the shared tables of step 6, ids kept; its tables go.
      sql: `
        INSERT INTO products(id, game, kind, code, location, note, added_at)
          SELECT id, 'marvel-champions', 'fixed', pack_code, location, note, added_at FROM mc_products ORDER BY rowid;
        INSERT INTO decks(id, game, name, slots, notes, tags, built, version, created_at, updated_at, data)
          SELECT id, 'marvel-champions', name, slots, notes, tags, built, version, created_at, updated_at,
                 json_object('identity', identity, 'aspects', json(aspects))
            FROM mc_decks ORDER BY rowid;
        INSERT INTO deck_versions(deck_id, version, saved_at, deck)
          SELECT deck_id, version, saved_at, deck FROM mc_deck_versions;
        INSERT INTO deck_groups(id, game, name, created_at, updated_at)
          SELECT id, 'marvel-champions', name, created_at, updated_at FROM mc_deck_groups ORDER BY rowid;
        INSERT INTO deck_group_members(group_id, deck_id, position)
          SELECT group_id, deck_id, position FROM mc_deck_group_members;
        INSERT INTO copies(id, game, code, product_id, language, condition, variant, location, tags, status, note,
                           deck_id, added_at)
          SELECT id, 'marvel-champions', code, product_id, language, condition, variant, location, tags, status, note,
                 deck_id, added_at
            FROM mc_copies ORDER BY id;

        DROP TABLE mc_deck_group_members;
        DROP TABLE mc_deck_versions;
        DROP TABLE mc_copies;
        DROP TABLE mc_deck_groups;
        DROP TABLE mc_products;
        DROP TABLE mc_decks;
      `,
    },
  ],
  catalog: [
    {
      version: 2,
      name: 'marvel champions catalog',
      // The parsed MarvelCDB data set (core/games/marvel-champions/catalog/model.ts), one row per
      // card and per language, the rest as JSON parts. Replaced as a whole by each import.
      sql: `
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
      `,
    },
    {
      version: 3,
      name: '',
      // Its rows of step 2 move over unchanged (users keep their import); the import report moves
      // from the catalog's meta part into catalog_source.report, where the service keeps it for every game.
      sql: `
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
      `,
    },
  ],
};
