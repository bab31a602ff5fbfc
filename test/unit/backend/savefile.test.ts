import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { createBackend } from '../../../electron/backend/backend';
import { latestVersion } from '../../../electron/backend/db/migrations';
import { createDatabaseFile, openDatabaseFile, verifyDatabaseFile } from '../../../electron/backend/db/sqlite-file';
import { DeckhandError } from '../../../core/api/errors';
import { call, callError, inProcess, makeBackend, removeDir, tempDir } from '../../support/backend';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof DeckhandError) return e.code;
    throw e;
  }
  throw new Error('expected a failure');
}

function sha(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

describe('opening save files', () => {
  it('creates a file with our application_id, the latest user_version, WAL and foreign keys', () => {
    const file = path.join(dir, 'a.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    const db = openDatabaseFile(file, SAVE_KIND);
    expect(db.pragma('application_id', { simple: true })).toBe(SAVE_KIND.applicationId);
    expect(db.pragma('user_version', { simple: true })).toBe(SAVE_KIND.migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('refuses a plain text file as not a Deckhand save, untouched', () => {
    const file = path.join(dir, 'notes.txt');
    fs.writeFileSync(file, 'hello '.repeat(100));
    const before = sha(file);
    expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_not_deckhand');
    expect(sha(file)).toBe(before);
  });

  it('refuses an SQLite file of another application as not a Deckhand save, untouched', () => {
    const file = path.join(dir, 'other.deckhand');
    const db = new Database(file);
    db.exec('CREATE TABLE t(x); INSERT INTO t VALUES (1);');
    db.close();
    const before = sha(file);
    expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_not_deckhand');
    expect(sha(file)).toBe(before);
    expect(fs.existsSync(file + '-wal')).toBe(false);
  });

  it('issue 13 §3: a file with our id but missing tables is damaged, untouched, and holds no lock afterwards', async () => {
    const latest = latestVersion(SAVE_KIND.migrations);
    const cases: Array<[string, number, string]> = [
      ['no-tables.deckhand', latest, 'CREATE TABLE t(x)'],
      ['version-0.deckhand', 0, 'CREATE TABLE t(x)'],
      ['half.deckhand', latest, 'CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT)'],
    ];
    for (const [name, version, sql] of cases) {
      const file = path.join(dir, name);
      const db = new Database(file);
      db.pragma(`application_id = ${SAVE_KIND.applicationId}`);
      db.pragma(`user_version = ${version}`);
      db.exec(sql);
      db.close();
      const before = sha(file);
      expect(
        codeOf(() => openDatabaseFile(file, SAVE_KIND)),
        name,
      ).toBe('save_damaged');
      expect(
        codeOf(() => verifyDatabaseFile(file, SAVE_KIND)),
        name,
      ).toBe('save_damaged');
      expect(sha(file), name).toBe(before);
      expect(fs.existsSync(file + '-wal'), name).toBe(false);
      // no connection left holding it: another program can take the write lock at once
      const other = new Database(file, { timeout: 0 });
      other.exec('BEGIN IMMEDIATE; COMMIT;');
      other.close();
      expect(sha(file), name).toBe(before);
    }
    // through the API, twice: the same clear answer both times (not save_locked the second time)
    const backend = makeBackend(path.join(dir, 'data'));
    try {
      const c = inProcess(backend);
      const file = path.join(dir, 'no-tables.deckhand');
      for (let i = 0; i < 2; i++) expect((await callError(c, 'saves.open', { path: file })).code).toBe('save_damaged');
    } finally {
      backend.close();
    }
  });

  it('issue 13 §10: after a quiet moment and on close the WAL is written into the file, so a copy of the file alone is current', async () => {
    const backend = createBackend({
      dataDir: path.join(dir, 'data'),
      appVersion: 't',
      log: () => undefined,
      idleCheckpointMs: 50,
    });
    const c = inProcess(backend);
    const file = (await call(c, 'saves.current', {}))!.path;
    const localeInCopy = (name: string): string | null => {
      const copy = path.join(dir, name);
      fs.copyFileSync(file, copy); // the .deckhand file alone, as a user copies it by hand
      const db = new Database(copy, { readonly: true });
      try {
        const row = db.prepare("SELECT value FROM settings WHERE key = 'locale'").get() as
          { value: string } | undefined;
        return row ? (JSON.parse(row.value) as string) : null;
      } finally {
        db.close();
      }
    };
    try {
      await call(c, 'settings.set', { key: 'locale', value: 'hu' });
      expect(localeInCopy('right-away.deckhand')).not.toBe('hu'); // still only in the WAL
      await new Promise((r) => setTimeout(r, 300));
      expect(localeInCopy('after-idle.deckhand')).toBe('hu');
      await call(c, 'settings.set', { key: 'locale', value: 'de' });
    } finally {
      backend.close();
    }
    expect(localeInCopy('after-close.deckhand')).toBe('de');
  });

  it('refuses a damaged save (pages overwritten) and leaves it as it was', () => {
    const file = path.join(dir, 'broken.deckhand');
    createDatabaseFile(file, SAVE_KIND, {
      init: (db) => {
        db.exec('CREATE TABLE filler(x TEXT)');
        const ins = db.prepare('INSERT INTO filler VALUES (?)');
        db.transaction(() => {
          for (let i = 0; i < 2000; i++) ins.run('x'.repeat(100) + i);
        })();
      },
    });
    const buf = fs.readFileSync(file);
    // Scribble over a page in the middle of the file: b-tree pages become garbage.
    for (let i = 8192; i < 8192 + 4096; i++) buf[i] = (i * 37) & 0xff;
    fs.writeFileSync(file, buf);
    const before = sha(file);
    expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_damaged');
    expect(sha(file)).toBe(before);
  });

  it('refuses a .deckhand file whose header is garbage as damaged', () => {
    const file = path.join(dir, 'garbage.deckhand');
    fs.writeFileSync(file, Buffer.alloc(4096, 7));
    expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_damaged');
  });

  it('refuses a file written by a newer version and names both versions', () => {
    const file = path.join(dir, 'future.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    const raw = new Database(file);
    raw.pragma(`user_version = ${SAVE_KIND.migrations.length + 5}`);
    raw.close();
    const before = sha(file);
    try {
      openDatabaseFile(file, SAVE_KIND);
      throw new Error('opened');
    } catch (e) {
      expect(e).toBeInstanceOf(DeckhandError);
      expect((e as DeckhandError).code).toBe('save_newer_version');
      expect((e as DeckhandError).params).toMatchObject({
        fileVersion: SAVE_KIND.migrations.length + 5,
        appVersion: SAVE_KIND.migrations.length,
      });
    }
    expect(sha(file)).toBe(before);
  });

  it('refuses a read-only file', () => {
    const file = path.join(dir, 'ro.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    fs.chmodSync(file, 0o444);
    expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_readonly');
    // It is still a sound file that can be checked read-only.
    expect(verifyDatabaseFile(file, SAVE_KIND)).toBe(SAVE_KIND.migrations.length);
  });

  it('refuses a file another program holds open (locked)', () => {
    const file = path.join(dir, 'locked.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    const holder = openDatabaseFile(file, SAVE_KIND);
    try {
      expect(codeOf(() => openDatabaseFile(file, SAVE_KIND))).toBe('save_locked');
    } finally {
      holder.close();
    }
    const again = openDatabaseFile(file, SAVE_KIND);
    again.close();
  });

  it('reports a missing file as save_not_found', () => {
    expect(codeOf(() => openDatabaseFile(path.join(dir, 'none.deckhand'), SAVE_KIND))).toBe('save_not_found');
  });

  it('never overwrites on create unless asked', () => {
    const file = path.join(dir, 'x.deckhand');
    fs.writeFileSync(file, 'mine');
    expect(codeOf(() => createDatabaseFile(file, SAVE_KIND))).toBe('save_exists');
    expect(fs.readFileSync(file, 'utf8')).toBe('mine');
    expect(fs.readdirSync(dir)).toEqual(['x.deckhand']);
  });
});

describe('save files through the API', () => {
  it('first start creates and opens the default file; the last file is reopened on the next start', async () => {
    let b = makeBackend(dir);
    const first = await call(inProcess(b), 'saves.current', {});
    expect(first?.name).toBe('Deckhand');
    const created = await call(inProcess(b), 'saves.new', { name: 'Campaign night' });
    expect(created.name).toBe('Campaign night');
    b.close();
    b = makeBackend(dir);
    expect((await call(inProcess(b), 'saves.current', {}))?.path).toBe(created.path);
    const list = await call(inProcess(b), 'saves.list', {});
    expect(list.files.map((f) => f.name).sort()).toEqual(['Campaign night', 'Deckhand']);
    expect(list.recent[0]).toBe(created.path);
    b.close();
  });

  it('a failed open keeps the current file open and working', async () => {
    const b = makeBackend(dir);
    const c = inProcess(b);
    const current = await call(c, 'saves.current', {});
    const bad = path.join(dir, 'bad.deckhand');
    fs.writeFileSync(bad, 'not sqlite at all, just some text that is long enough to have a header......'.repeat(3));
    expect((await callError(c, 'saves.open', { path: bad })).code).toBe('save_damaged');
    expect((await call(c, 'saves.current', {}))?.path).toBe(current?.path);
    await call(c, 'settings.set', { key: 'theme', value: 'dark' });
    expect((await call(c, 'settings.get', {})).theme).toBe('dark');
    b.close();
  });

  it('a damaged last file is reported at start, not replaced, and nothing else is created', async () => {
    let b = makeBackend(dir);
    const file = (await call(inProcess(b), 'saves.current', {}))!.path;
    b.close();
    fs.writeFileSync(file, Buffer.alloc(8192, 3));
    b = makeBackend(dir);
    const info = await call(inProcess(b), 'app.info', {});
    expect(info.save).toBeNull();
    expect(info.saveProblem).toEqual({ code: 'save_damaged', params: { path: file } });
    expect(fs.readFileSync(file)).toEqual(Buffer.alloc(8192, 3));
    expect((await callError(inProcess(b), 'settings.set', { key: 'theme', value: 'dark' })).code).toBe('no_save_open');
    b.close();
  });
});
