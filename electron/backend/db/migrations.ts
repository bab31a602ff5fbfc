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
