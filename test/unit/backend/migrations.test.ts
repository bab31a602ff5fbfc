import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { latestVersion, withGameParts, type Migration } from '../../../electron/backend/db/migrations';
import type { GameDefinition } from '../../../core/platform/definition';
import { createDatabaseFile, openDatabaseFile, type FileKind } from '../../../electron/backend/db/sqlite-file';
import { BackupStore } from '../../../electron/backend/db/backups';
import { DeckhandError, ERROR_CODES } from '../../../core/api/errors';
import type { Backend } from '../../../electron/backend/backend';
import { AppStateStore } from '../../../electron/backend/app-state';
import { EventBus } from '../../../electron/backend/events';
import { dataLayout } from '../../../electron/backend/paths';
import { SaveService } from '../../../electron/backend/saves';
import { expectedDump, FULL_FILE_ID } from '../../fixtures/saves/v5-full-dump';
import { call, fakeClock, inProcess, makeBackend, removeDir, tempDir, type Caller } from '../../support/backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function codeAndParams(fn: () => unknown): { code: string; params: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof DeckhandError) return { code: e.code, params: e.params };
    throw e;
  }
  throw new Error('did not throw');
}

/**
 * The file's schema as JSON data: every sqlite_master entry with its SQL exactly as stored, split
 * into lines (joined with newlines it is the stored text again).
 */
function schemaOf(db: Database.Database): string {
  const rows = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Array<{ type: string; name: string; sql: string | null }>;
  return (
    JSON.stringify(
      rows.map((r) => ({ type: r.type, name: r.name, sql: r.sql?.split('\n') ?? null })),
      null,
      2,
    ) + '\n'
  );
}

const FIXTURES = path.resolve(__dirname, '../../fixtures/saves');
const LATEST = latestVersion(SAVE_KIND.migrations);

describe('save file migrations', () => {
  it('the migration list is ordered from 1 without gaps', () => {
    SAVE_KIND.migrations.forEach((m, i) => expect(m.version).toBe(i + 1));
  });

  it('a new file has the schema recorded in test/fixtures/saves/schema.json (update it deliberately)', async () => {
    const file = path.join(dir, 'fresh.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    const db = openDatabaseFile(file, SAVE_KIND);
    await expect(schemaOf(db)).toMatchFileSnapshot(path.join(FIXTURES, 'schema.json'));
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

    it('a failing migration rolls back every pending one: the file stays byte for byte as it was, refused with save_migration_failed', () => {
      const file = path.join(dir, 'f.deckhand');
      createDatabaseFile(file, SAVE_KIND);
      const before = sha(file);
      const broken: FileKind = { ...SAVE_KIND, migrations: [...base, v2, v3fails] };
      expect(codeAndParams(() => openDatabaseFile(file, broken))).toEqual({
        code: 'save_migration_failed',
        params: { path: file, fileVersion: base.length, appVersion: base.length + 2, failedVersion: base.length + 2 },
      });
      expect(sha(file)).toBe(before);
      expect(fs.readdirSync(dir)).toEqual(['f.deckhand']); // the copy it ran on is gone
      // v2 ran on the copy too, and went with it: the file is still at the earlier version and opens
      const db = openDatabaseFile(file, { ...SAVE_KIND, migrations: [...base, v2] });
      expect(db.pragma('user_version', { simple: true })).toBe(base.length + 1);
      expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('t2', 't3')").get()).toEqual({ n: 1 });
      db.close();
    });
  });
});

/**
 * The save file made by the code that shipped schema v5 (test/fixtures/saves/make-v5-full.ts: a
 * user's collection, decks, campaign and games entered through the API) opens in this version
 * with nothing lost, still works, and leaves the file as it was in its `migration` backup.
 */
describe('a full v5 save file made by main (v5-full.deckhand)', () => {
  const G = 'marvel-champions' as const;
  const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'v5-full.expected.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  let backend: Backend;
  let c: Caller;
  let file: string;

  beforeEach(async () => {
    fs.mkdirSync(path.join(dir, 'saves'));
    file = path.join(dir, 'saves', 'v5-full.deckhand');
    fs.copyFileSync(path.join(FIXTURES, 'v5-full.deckhand'), file);
    const clock = fakeClock(Date.parse('2026-12-01T09:00:00.000Z'));
    backend = makeBackend(path.join(dir, 'data'), () => (clock.advance(1000), clock.now()));
    c = inProcess(backend);
    expect((await call(c, 'saves.open', { path: file })).schemaVersion).toBe(LATEST);
    // The card catalog is another file: import it again, as a user with a new installation would.
    await importMcFixture(c, dir);
  });
  afterEach(() => backend.close());

  const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

  it('every product, copy, deck with all versions, group, campaign, saved game and setting is there as it was', async () => {
    const now = plain(await expectedDump(c)) as Record<string, unknown>;
    // Settings added after this file was made read as their defaults; every stored one is kept.
    const settingsSince = { damagedCopiesAvailable: false };
    // Since issue 13 a damaged copy still counts as owned (the file's one damaged copy among them).
    const summary = expected.summary as { owned: number; damaged: number };
    const want: Record<string, unknown> = {
      ...expected,
      settings: { ...settingsSince, ...(expected.settings as object) },
      summary: { ...summary, owned: summary.owned + summary.damaged },
    };
    // Since issue 12 §7 a game summary names its seats (its heroes): every seat of these games has a name.
    const games = now.games as Array<{ summary: { seats: string[]; seatNames?: Record<string, string> } }>;
    for (const g of games) {
      expect(Object.keys(g.summary.seatNames ?? {})).toEqual(g.summary.seats);
      delete g.summary.seatNames;
    }
    for (const key of Object.keys(want)) expect(now[key], key).toEqual(want[key]);
    expect(Object.keys(now).sort()).toEqual(Object.keys(expected).sort());
    // what the dump holds, so an empty fixture cannot pass
    const exp = expected as unknown as {
      products: unknown[];
      copies: { total: number; copies: Array<{ deckId: string | null; status: string; tags: string[] }> };
      decks: Array<{ versions: unknown[]; current: { built: boolean } }>;
      groups: Array<{ deckIds: string[] }>;
      campaigns: unknown[];
      games: Array<{ summary: { finished: boolean; redoable: number } }>;
    };
    expect(exp.products).toHaveLength(3);
    expect(exp.copies.total).toBeGreaterThan(100);
    expect(exp.copies.copies.some((x) => x.deckId !== null)).toBe(true);
    expect(new Set(exp.copies.copies.map((x) => x.status))).toEqual(new Set(['ok', 'missing', 'damaged']));
    expect(exp.decks.map((d) => d.versions.length).sort()).toEqual([1, 1, 4]);
    expect(exp.decks.some((d) => d.current.built)).toBe(true);
    expect(exp.groups[0].deckIds).toHaveLength(2);
    expect(exp.campaigns).toHaveLength(1);
    expect(exp.games.some((g) => g.summary.finished)).toBe(true);
    expect(exp.games.some((g) => g.summary.redoable > 0)).toBe(true);
  });

  it('every mc_* row is in the shared tables with its id, game marvel-champions, and its game fields in data', () => {
    const old = new Database(path.join(FIXTURES, 'v5-full.deckhand'), { readonly: true });
    const db = backend.context.saves.require().db;
    const rows = (d: Database.Database, sql: string) => d.prepare(sql).all();
    expect(rows(db, "SELECT name FROM sqlite_master WHERE name LIKE 'mc\\_%' ESCAPE '\\'")).toEqual([]);
    expect(
      rows(db, 'SELECT id, game, kind, code, location, note, added_at, data FROM products ORDER BY rowid'),
    ).toEqual(
      rows(
        old,
        "SELECT id, 'marvel-champions' AS game, 'fixed' AS kind, pack_code AS code, location, note, added_at, '{}' AS data FROM mc_products ORDER BY rowid",
      ),
    );
    expect(rows(db, 'SELECT * FROM copies ORDER BY id')).toEqual(
      rows(
        old,
        `SELECT id, 'marvel-champions' AS game, code, product_id, language, condition, variant, location, tags, status,
                note, deck_id, added_at, '{}' AS data FROM mc_copies ORDER BY id`,
      ),
    );
    const decks = rows(db, 'SELECT * FROM decks ORDER BY id') as Array<Record<string, unknown>>;
    const oldDecks = rows(old, 'SELECT * FROM mc_decks ORDER BY id') as Array<Record<string, unknown>>;
    expect(decks.map(({ data, game, ...rest }) => ({ ...rest, game, data: JSON.parse(data as string) }))).toEqual(
      oldDecks.map(({ identity, aspects, ...rest }) => ({
        ...rest,
        game: 'marvel-champions',
        data: { identity, aspects: JSON.parse(aspects as string) },
      })),
    );
    expect(rows(db, 'SELECT * FROM deck_versions ORDER BY deck_id, version')).toEqual(
      rows(old, 'SELECT * FROM mc_deck_versions ORDER BY deck_id, version'),
    );
    expect(rows(db, 'SELECT id, name, created_at, updated_at FROM deck_groups ORDER BY id')).toEqual(
      rows(old, 'SELECT * FROM mc_deck_groups ORDER BY id'),
    );
    expect(rows(db, 'SELECT * FROM deck_group_members ORDER BY group_id, position')).toEqual(
      rows(old, 'SELECT * FROM mc_deck_group_members ORDER BY group_id, position'),
    );
    for (const t of ['meta', 'settings', 'games', 'game_actions', 'game_snapshots', 'campaigns', 'campaign_inputs'])
      expect(rows(db, `SELECT * FROM ${t} ORDER BY 1, 2`), t).toEqual(rows(old, `SELECT * FROM ${t} ORDER BY 1, 2`));
    old.close();
  });

  it('keeps the file as it was in a migration backup', async () => {
    const backups = await call(c, 'backups.list', {});
    const migration = backups.filter((b) => b.reason === 'migration');
    expect(migration).toHaveLength(1);
    const saved = new Database(path.join(dir, 'data', 'backups', FULL_FILE_ID, migration[0].id), { readonly: true });
    const old = new Database(path.join(FIXTURES, 'v5-full.deckhand'), { readonly: true });
    expect(saved.pragma('user_version', { simple: true })).toBe(5);
    expect(schemaOf(saved)).toBe(schemaOf(old));
    const tables = old.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toContain('mc_copies');
    for (const t of tables as string[])
      expect(saved.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(), t).toEqual(
        old.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
      );
    saved.close();
    old.close();
  });

  it('still works: a new deck version, a move and its undo in a saved game, the built deck’s pull list, a new copy', async () => {
    const exp = expected as unknown as {
      decks: Array<{ current: { id: string; name: string; built: boolean }; pullList: unknown }>;
      games: Array<{ summary: { id: string; name: string; actions: number; redoable: number } }>;
      copies: { total: number; copies: Array<{ id: number }> };
      campaigns: Array<{ summary: { id: string; inputs: number } }>;
    };
    // a new version of the deck with four
    const night = exp.decks.find((d) => d.current.name === 'Night Watch II')!.current;
    const saved = await call(c, 'decks.save', { game: G, id: night.id, notes: 'After the upgrade' });
    expect(saved.version).toBe(5);
    expect((await call(c, 'decks.versions', { game: G, id: night.id })).map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
    expect((await call(c, 'decks.diff', { game: G, id: night.id, from: 1, to: 5 })).to).toBe(5);
    expect((await call(c, 'decks.list', { game: G })).find((d) => d.id === night.id)?.version).toBe(5);

    // the long game: one more action (its redo tail goes), undone again, and the record verifies
    const long = exp.games.find((g) => g.summary.name === 'Long evening')!.summary;
    let view = await call(c, 'games.open', { id: long.id, seat: null });
    expect(view.summary).toMatchObject({ actions: long.actions, redoable: long.redoable });
    view = await call(c, 'games.open', { id: long.id, seat: view.next!.seat });
    view = await call(c, 'games.act', {
      id: long.id,
      action: { ...view.legal[0], seat: view.seat!, stateVersion: view.stateVersion },
    });
    expect(view.summary).toMatchObject({ actions: long.actions + 1, redoable: 0 });
    view = await call(c, 'games.undo', { id: long.id, seat: null });
    expect(view.summary).toMatchObject({ actions: long.actions, redoable: 1 });
    expect(await call(c, 'games.verify', { id: long.id })).toEqual({ ok: true, actions: long.actions + 1 });
    for (const g of exp.games) expect((await call(c, 'games.verify', { id: g.summary.id })).ok).toBe(true);

    // the built deck: the same pull list, released and built again from the same copies
    const built = exp.decks.find((d) => d.current.built)!;
    expect(plain(await call(c, 'collection.pullList', { game: G, deckId: built.current.id }))).toEqual(built.pullList);
    const freed = await call(c, 'collection.unbuild', { game: G, deckId: built.current.id });
    const rebuilt = await call(c, 'collection.build', { game: G, deckId: built.current.id });
    expect([freed.built, rebuilt.built]).toEqual([false, true]);
    // what went back to the boxes is what is taken out again: the same copies
    const ids = (lines: Array<{ copyIds: number[] }>) => lines.flatMap((l) => l.copyIds).sort((a, b) => a - b);
    expect(ids(freed.list.return).length).toBeGreaterThan(0);
    expect(ids(rebuilt.list.pull)).toEqual(ids(freed.list.return));
    expect(plain(await call(c, 'collection.pullList', { game: G, deckId: built.current.id }))).toEqual(built.pullList);

    // a new copy takes the next id; counts see it
    const before = (await call(c, 'collection.counts', { game: G, codes: ['90110'] }))[0];
    const [added] = await call(c, 'collection.addCopies', {
      game: G,
      code: '90110',
      attributes: { location: 'Binder 1' },
    });
    expect(added.id).toBe(Math.max(...exp.copies.copies.map((x) => x.id)) + 1);
    expect((await call(c, 'collection.counts', { game: G, codes: ['90110'] }))[0].owned).toBe(before.owned + 1);
    expect((await call(c, 'collection.summary', { game: G })).copies).toBe(exp.copies.total + 1);

    // the campaign takes a new entry
    const camp = exp.campaigns[0].summary;
    const detail = await call(c, 'campaigns.input', {
      id: camp.id,
      input: { type: 'note', section: 'notes', text: 'Opened after the upgrade' },
    });
    expect(detail.summary.inputs).toBe(camp.inputs + 1);
  });

  it('a migration failing half-way leaves the file byte for byte untouched and is refused with a translated code', () => {
    fs.copyFileSync(path.join(FIXTURES, 'v5-full.deckhand'), path.join(dir, 'broken.deckhand'));
    const broken = path.join(dir, 'broken.deckhand');
    const before = sha(broken);
    const failing: Migration = {
      version: LATEST + 1,
      name: 'test: fails after deleting',
      up(db) {
        db.exec('DELETE FROM copies; DROP TABLE deck_group_members;');
        throw new Error('migration bug');
      },
    };
    const kind: FileKind = { ...SAVE_KIND, migrations: [...SAVE_KIND.migrations, failing] };
    const events = new EventBus();
    const saves = new SaveService(
      dataLayout(path.join(dir, 'other-data')),
      new AppStateStore(path.join(dir, 'other-state.json')),
      events,
      () => new Date('2026-12-02T00:00:00.000Z'),
      kind,
    );
    expect(codeAndParams(() => saves.openPath(broken))).toEqual({
      code: 'save_migration_failed',
      params: { path: broken, fileVersion: 5, appVersion: LATEST + 1, failedVersion: LATEST + 1 },
    });
    expect(sha(broken)).toBe(before);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('broken') || f.includes('migrate'))).toEqual([
      'broken.deckhand',
    ]);
    expect(saves.open).toBeNull();
    // the code is translated, with its parameters, in every language
    for (const locale of ['en', 'de', 'tr', 'hu']) {
      const messages = JSON.parse(
        fs.readFileSync(path.resolve(__dirname, `../../../renderer/src/locales/${locale}.json`), 'utf8'),
      ) as { errors: Record<string, string> };
      const text = messages.errors.save_migration_failed;
      expect(text, locale).toMatch(/\{path\}.*\{fileVersion\}.*\{appVersion\}.*\{failedVersion\}/s);
    }
    expect(ERROR_CODES).toContain('save_migration_failed');
    // today's migrations still open it
    const db = openDatabaseFile(broken, SAVE_KIND);
    expect(db.prepare('SELECT COUNT(*) FROM copies').pluck().get()).toBe(
      (expected as { copies: { total: number } }).copies.total,
    );
    db.close();
  });
});

describe("a game's own parts of the schema steps (core/platform/storage.ts)", () => {
  const shared: Migration[] = [
    { version: 1, name: 'base', up: (db) => db.exec('CREATE TABLE shared (id TEXT)') },
    { version: 2, name: '', up: () => {} },
  ];
  const game = (id: string, save: Array<{ version: number; name: string; sql: string }>): GameDefinition => ({
    id,
    defVersion: 1,
    nameKey: `games.${id}`,
    features: [],
    storage: { save },
  });

  it("runs each game's part after the step's shared SQL, in list order, and names the step by it", () => {
    const steps = withGameParts(
      shared,
      [
        game('a', [{ version: 1, name: '', sql: "INSERT INTO shared VALUES ('a')" }]),
        game('b', [
          { version: 1, name: '', sql: "INSERT INTO shared VALUES ('b')" },
          { version: 2, name: 'b tables', sql: 'CREATE TABLE b_only (x TEXT)' },
        ]),
      ],
      (s) => s.save,
    );
    expect(steps.map((s) => s.name)).toEqual(['base', 'b tables']);
    const db = new Database(':memory:');
    for (const s of steps) s.up(db);
    expect(db.prepare('SELECT id FROM shared').pluck().all()).toEqual(['a', 'b']);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'b_only'").pluck().get()).toBe(1);
    db.close();
  });

  it('refuses a part for a step that does not exist (a wrong list fails at start)', () => {
    expect(() =>
      withGameParts(shared, [game('a', [{ version: 3, name: 'x', sql: 'SELECT 1' }])], (s) => s.save),
    ).toThrow(/missing step 3/);
  });

  it('keeps the shipped history: the shared steps carry no game, the shipped games bring their parts', () => {
    expect(SAVE_KIND.migrations.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(SAVE_KIND.migrations.find((m) => m.version === 3)?.name).not.toBe('');
  });
});
