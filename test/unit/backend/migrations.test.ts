import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { latestVersion, type Migration } from '../../../electron/backend/db/migrations';
import { createDatabaseFile, openDatabaseFile, type FileKind } from '../../../electron/backend/db/sqlite-file';
import { BackupStore } from '../../../electron/backend/db/backups';
import { call, inProcess, makeBackend, removeDir, tempDir } from '../../support/backend';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

function schemaOf(db: Database.Database): string {
  const rows = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Array<{ type: string; name: string; sql: string | null }>;
  return rows.map((r) => `${r.sql ?? `-- ${r.type} ${r.name}`};`).join('\n') + '\n';
}

const FIXTURES = path.resolve(__dirname, '../../fixtures/saves');
const LATEST = latestVersion(SAVE_KIND.migrations);

describe('save file migrations', () => {
  it('the migration list is ordered from 1 without gaps', () => {
    SAVE_KIND.migrations.forEach((m, i) => expect(m.version).toBe(i + 1));
  });

  it('a new file has the schema recorded in test/fixtures/saves/schema.sql (update it deliberately)', async () => {
    const file = path.join(dir, 'fresh.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    const db = openDatabaseFile(file, SAVE_KIND);
    await expect(schemaOf(db)).toMatchFileSnapshot(path.join(FIXTURES, 'schema.sql'));
    db.close();
  });

  it.each(Array.from({ length: LATEST }, (_, i) => i + 1))(
    'a file at version %i migrates to the latest with the same schema as a new file, data kept',
    (from) => {
      const olderKind: FileKind = { ...SAVE_KIND, migrations: SAVE_KIND.migrations.slice(0, from) };
      const file = path.join(dir, `v${from}.deckhand`);
      createDatabaseFile(file, olderKind, {
        init: (db) =>
          db.prepare("INSERT INTO meta(key, value) VALUES ('file_id', '11111111-2222-3333-4444-555555555555')").run(),
      });
      const migrated = openDatabaseFile(file, SAVE_KIND);
      expect(migrated.pragma('user_version', { simple: true })).toBe(LATEST);
      expect(migrated.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(migrated.prepare("SELECT value FROM meta WHERE key = 'file_id'").get()).toEqual({
        value: '11111111-2222-3333-4444-555555555555',
      });
      const freshFile = path.join(dir, 'fresh.deckhand');
      createDatabaseFile(freshFile, SAVE_KIND);
      const fresh = openDatabaseFile(freshFile, SAVE_KIND);
      expect(schemaOf(migrated)).toBe(schemaOf(fresh));
      migrated.close();
      fresh.close();
    },
  );

  it('every released save file fixture (test/fixtures/saves/v*.deckhand) opens and migrates to the latest', async () => {
    const fixtures = fs.readdirSync(FIXTURES).filter((f) => /^v\d+\.deckhand$/.test(f));
    expect(fixtures.length).toBeGreaterThan(0);
    for (const f of fixtures) {
      const copy = path.join(dir, f);
      fs.copyFileSync(path.join(FIXTURES, f), copy);
      const b = makeBackend(path.join(dir, `data-${f}`));
      const info = await call(inProcess(b), 'saves.open', { path: copy });
      expect(info.schemaVersion).toBe(LATEST);
      // Fixture files carry a language setting; it must survive every migration.
      expect((await call(inProcess(b), 'settings.get', {})).locale).toBe('tr');
      b.close();
    }
  });

  it('v5 gives every Marvel Champions product a storage location: the one all its copies share, else none', () => {
    const v4: FileKind = { ...SAVE_KIND, migrations: SAVE_KIND.migrations.slice(0, 4) };
    const file = path.join(dir, 'products.deckhand');
    createDatabaseFile(file, v4, {
      init: (db) => {
        const product = db.prepare("INSERT INTO mc_products(id, pack_code, added_at) VALUES (?, 'core', '2026-01-01')");
        const copy = db.prepare(
          "INSERT INTO mc_copies(code, product_id, location, added_at) VALUES ('01001a', ?, ?, '2026-01-01')",
        );
        product.run('p-same');
        for (let i = 0; i < 3; i++) copy.run('p-same', 'Box 1');
        product.run('p-mixed'); // one copy moved to a binder since
        copy.run('p-mixed', 'Box 2');
        copy.run('p-mixed', 'Binder A');
        product.run('p-none'); // added without a location
        copy.run('p-none', '');
        product.run('p-empty'); // every copy removed
        copy.run(null, 'Loose box'); // a loose copy belongs to no product
      },
    });
    const db = openDatabaseFile(file, { ...SAVE_KIND, migrations: SAVE_KIND.migrations.slice(0, 5) });
    expect(db.prepare('SELECT id, location FROM mc_products ORDER BY id').all()).toEqual([
      { id: 'p-empty', location: '' },
      { id: 'p-mixed', location: '' },
      { id: 'p-none', location: '' },
      { id: 'p-same', location: 'Box 1' },
    ]);
    // the copies keep their own locations
    expect(
      db.prepare('SELECT location, COUNT(*) AS n FROM mc_copies GROUP BY location ORDER BY location').all(),
    ).toEqual([
      { location: '', n: 1 },
      { location: 'Binder A', n: 1 },
      { location: 'Box 1', n: 3 },
      { location: 'Box 2', n: 1 },
      { location: 'Loose box', n: 1 },
    ]);
    db.close();
  });

  describe('the runner (with a test-only migration list)', () => {
    const base = SAVE_KIND.migrations;
    const extra = (version: number, up: Migration['up']): Migration => ({ version, name: `test ${version}`, up });
    const v2 = extra(base.length + 1, (db) => db.exec('CREATE TABLE t2(x INTEGER NOT NULL)'));
    const v3fails = extra(base.length + 2, (db) => {
      db.exec('CREATE TABLE t3(x)');
      throw new Error('migration bug');
    });

    it('takes a backup before migrating, with the file as it was', () => {
      const file = path.join(dir, 'm.deckhand');
      createDatabaseFile(file, SAVE_KIND, {
        init: (db) =>
          db.prepare("INSERT INTO meta(key, value) VALUES ('file_id', 'aaaaaaaa-0000-0000-0000-000000000001')").run(),
      });
      const store = new BackupStore(path.join(dir, 'backups'), SAVE_KIND);
      const kind2: FileKind = { ...SAVE_KIND, migrations: [...base, v2] };
      const db = openDatabaseFile(file, kind2, {
        beforeMigrate: (raw) => store.create(raw, 'aaaaaaaa-0000-0000-0000-000000000001', file, 'migration'),
      });
      expect(db.pragma('user_version', { simple: true })).toBe(base.length + 1);
      db.close();
      const backups = store.list('aaaaaaaa-0000-0000-0000-000000000001');
      expect(backups.map((b) => b.reason)).toEqual(['migration']);
      const old = new Database(path.join(dir, 'backups', 'aaaaaaaa-0000-0000-0000-000000000001', backups[0].id), {
        readonly: true,
      });
      expect(old.pragma('user_version', { simple: true })).toBe(base.length);
      old.close();
    });

    it('a failing migration rolls back its own transaction and leaves the file usable at the earlier version', () => {
      const file = path.join(dir, 'f.deckhand');
      createDatabaseFile(file, SAVE_KIND);
      const broken: FileKind = { ...SAVE_KIND, migrations: [...base, v2, v3fails] };
      expect(() => openDatabaseFile(file, broken)).toThrow('migration bug');
      const db = openDatabaseFile(file, { ...SAVE_KIND, migrations: [...base, v2] });
      expect(db.pragma('user_version', { simple: true })).toBe(base.length + 1);
      expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 't3'").get()).toEqual({ n: 0 });
      db.close();
    });
  });
});
