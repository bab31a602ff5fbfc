import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

/**
 * The save file's schema, as an ordered list of bundled migrations. `user_version` is the cursor.
 * Rules: append only; never edit a migration that has shipped; each runs in its own transaction
 * with a backup taken first (see savefile.ts). test/unit/backend/migrations.test.ts migrates a
 * file from every earlier version and checks a schema snapshot.
 */
export const saveMigrations: Migration[] = [
  {
    version: 1,
    name: 'meta and settings',
    up(db) {
      db.exec(`
        CREATE TABLE meta (
          key   TEXT PRIMARY KEY,
          value TEXT NOT NULL
        ) STRICT;
        CREATE TABLE settings (
          key        TEXT PRIMARY KEY,
          value      TEXT NOT NULL CHECK (json_valid(value)),
          updated_at TEXT NOT NULL
        ) STRICT;
      `);
    },
  },
  {
    version: 2,
    name: 'saved games',
    up(db) {
      // A saved game = its record (setup inputs + accepted actions with digests) and snapshots.
      // `cursor` = actions currently applied; rows at idx >= cursor are the redo tail.
      db.exec(`
        CREATE TABLE games (
          id            TEXT PRIMARY KEY,
          game          TEXT NOT NULL,
          name          TEXT NOT NULL,
          record_format INTEGER NOT NULL,
          versions      TEXT NOT NULL CHECK (json_valid(versions)),
          options       TEXT NOT NULL CHECK (json_valid(options)),
          seats         TEXT NOT NULL CHECK (json_valid(seats)),
          players       TEXT NOT NULL CHECK (json_valid(players)),
          seed          TEXT NOT NULL,
          setup_digest  TEXT NOT NULL,
          cursor        INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
          flagged_undos INTEGER NOT NULL DEFAULT 0,
          outcome       TEXT CHECK (outcome IS NULL OR json_valid(outcome)),
          created_at    TEXT NOT NULL,
          updated_at    TEXT NOT NULL
        ) STRICT;
        CREATE TABLE game_actions (
          game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          idx     INTEGER NOT NULL CHECK (idx >= 0),
          action  TEXT NOT NULL CHECK (json_valid(action)),
          digest  TEXT NOT NULL,
          reveals INTEGER NOT NULL,
          random  INTEGER NOT NULL,
          events  TEXT NOT NULL CHECK (json_valid(events)),
          PRIMARY KEY (game_id, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE game_snapshots (
          game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          idx     INTEGER NOT NULL CHECK (idx >= 0),
          state   TEXT NOT NULL CHECK (json_valid(state)),
          PRIMARY KEY (game_id, idx)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX games_updated ON games(updated_at DESC);
      `);
    },
  },
];

export function latestVersion(migrations: readonly Migration[]): number {
  return migrations.length === 0 ? 0 : migrations[migrations.length - 1].version;
}

/** Check the list is strictly increasing from 1 without gaps: a wrong list must fail loudly at start. */
export function assertMigrationList(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration list broken at index ${i}: version ${m.version}`);
  });
}

/** Apply every migration above the file's version, each in one transaction with its version bump. */
export function runMigrations(db: Database.Database, migrations: readonly Migration[], from: number): number {
  let version = from;
  for (const m of migrations) {
    if (m.version <= version) continue;
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
    version = m.version;
  }
  return version;
}
