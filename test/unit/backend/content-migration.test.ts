// Save-file migration 7 (user content, issue 16 Build 4) on files made by the previous releases:
// v6.deckhand (schema 6, what main shipped before this step) and v5-full.deckhand (a user's full file).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { latestVersion } from '../../../electron/backend/db/migrations';
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { call, inProcess, removeDir, tempDir, type Caller } from '../../support/backend';

const FIXTURES = path.resolve(__dirname, '../../fixtures/saves');
const G = 'fixture-skirmish';
let dir: string;
let backend: Backend;
let c: Caller;

beforeEach(() => {
  dir = tempDir();
  backend = createBackend({
    dataDir: path.join(dir, 'data'),
    appVersion: 't',
    log: () => undefined,
    games: gamesWithFixture,
  });
  c = inProcess(backend);
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

const tables = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];

describe('save-file migration 7: user content', () => {
  for (const fixture of ['v6.deckhand', 'v5-full.deckhand']) {
    it(`${fixture} (made by an earlier release) gains an empty user_content table, keeps every row, and takes content`, async () => {
      const file = path.join(dir, fixture);
      fs.copyFileSync(path.join(FIXTURES, fixture), file);
      const old = new Database(path.join(FIXTURES, fixture), { readonly: true });
      expect(old.pragma('user_version', { simple: true })).toBeLessThan(7);
      expect(tables(old)).not.toContain('user_content');

      // migration 7 and every later one (the file opens at the current schema)
      expect((await call(c, 'saves.open', { path: file })).schemaVersion).toBe(latestVersion(SAVE_KIND.migrations));
      const db = backend.context.saves.require().db;
      expect(tables(db)).toContain('user_content');
      expect(db.prepare('SELECT COUNT(*) FROM user_content').pluck().get()).toBe(0);
      // what the file held is still there, row for row, in the tables step 7 does not touch
      for (const t of ['meta', 'settings', 'games', 'game_actions', 'campaigns', 'campaign_inputs'])
        if (tables(old).includes(t))
          expect(db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(), t).toEqual(
            old.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(),
          );
      old.close();

      expect(await call(c, 'content.list', { game: G })).toEqual([]);
      const saved = await call(c, 'content.save', { game: G, kind: 'banner', value: { id: 'red', name: 'Red' } });
      expect(saved.ok).toBe(true);
      expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red']);
      // the migration backup holds the file as the earlier release left it
      const backups = (await call(c, 'backups.list', {})).filter((b) => b.reason === 'migration');
      expect(backups).toHaveLength(1);
    });
  }

  it('the table refuses a row that is not JSON, and two rows with one id in one game', async () => {
    const file = path.join(dir, 'v6.deckhand');
    fs.copyFileSync(path.join(FIXTURES, 'v6.deckhand'), file);
    await call(c, 'saves.open', { path: file });
    const db = backend.context.saves.require().db;
    const insert = db.prepare(
      "INSERT INTO user_content(game, id, kind, value, created_at, updated_at) VALUES (?, ?, 'k', ?, 'now', 'now')",
    );
    expect(() => insert.run('g', 'a', 'not json')).toThrow();
    insert.run('g', 'a', '{}');
    expect(() => insert.run('g', 'a', '{}')).toThrow();
    insert.run('h', 'a', '{}');
  });
});
