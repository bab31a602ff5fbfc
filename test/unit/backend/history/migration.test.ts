/**
 * Save migration 8 (play history): a file made by the previous release (v7.deckhand, written with
 * main's code) and the older fixtures open with the player list holding 'me', no plays, and a
 * history that works at once — including links to the file's own campaigns and saved games.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestVersion } from '../../../../electron/backend/db/migrations';
import { SAVE_KIND } from '../../../../electron/backend/db/kinds';
import { call, inProcess, makeBackend, removeDir, tempDir } from '../../../support/backend';

const FIXTURES = path.resolve(__dirname, '../../../fixtures/saves');
let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

async function openFixture(name: string) {
  const copy = path.join(dir, name);
  fs.copyFileSync(path.join(FIXTURES, name), copy);
  const b = makeBackend(path.join(dir, `data-${name}`));
  const c = inProcess(b);
  const info = await call(c, 'saves.open', { path: copy });
  return { b, c, info, copy };
}

describe('migration 8: play history', () => {
  it('v7 (the release before) gets the tables, the me row, and takes plays', async () => {
    const { b, c, info, copy } = await openFixture('v7.deckhand');
    expect(info.schemaVersion).toBe(latestVersion(SAVE_KIND.migrations));
    expect(await call(c, 'history.players.list', {})).toEqual([
      { id: 'me', name: '', me: true, plays: 0, createdAt: '1970-01-01T00:00:00.000Z' },
    ]);
    expect(await call(c, 'history.plays.list', {})).toEqual({ total: 0, plays: [] });
    const play = await call(c, 'history.plays.save', {
      play: {
        game: 'war-of-the-ring',
        playedAt: '2026-11-20',
        seats: [
          { seat: 'fp', playerId: 'me', values: { side: 'fp' }, result: 'win' },
          { seat: 'shadow', playerName: 'Zoltán', values: { side: 'shadow' }, result: 'loss' },
        ],
      },
    });
    expect((await call(c, 'history.stats', {})).totals).toMatchObject({ plays: 1, wins: 1, winRate: 1 });
    b.close();
    // the file's settings and meta are untouched, and the new tables are in it
    const db = new Database(copy, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(latestVersion(SAVE_KIND.migrations));
    expect(db.prepare("SELECT value FROM settings WHERE key = 'locale'").get()).toEqual({ value: '"tr"' });
    expect(db.prepare('SELECT id FROM plays').all()).toEqual([{ id: play.id }]);
    db.close();
  });

  it('every older fixture (v1…v6, v5-full) migrates through 8 with one me row, and plays only of its finished games', async () => {
    const fixtures = fs.readdirSync(FIXTURES).filter((f) => /^v\d+(-full)?\.deckhand$/.test(f) && f !== 'v7.deckhand');
    expect(fixtures.length).toBeGreaterThanOrEqual(7);
    for (const f of fixtures) {
      const { b, c } = await openFixture(f);
      const players = await call(c, 'history.players.list', {});
      expect(players.filter((p) => p.me)).toHaveLength(1);
      // the only plays are the file's finished games (see below)
      const finished = (await call(c, 'games.list', {})).filter((g) => g.finished).length;
      expect((await call(c, 'history.plays.list', {})).total).toBe(finished);
      b.close();
    }
  });

  it('v5-full: a play can name one of the file’s campaigns, and the campaign record lists it', async () => {
    const { b, c } = await openFixture('v5-full.deckhand');
    const [campaign] = await call(c, 'campaigns.list', { game: 'marvel-champions' });
    expect(campaign).toBeDefined();
    await call(c, 'history.plays.save', {
      play: {
        game: 'marvel-champions',
        playedAt: '2026-11-01T18:30Z',
        campaignId: campaign.id,
        values: { villain: 'Magistrate Null' },
        seats: [{ seat: 'P1', playerId: 'me', result: 'win' }],
      },
    });
    const record = await call(c, 'history.campaign', { campaignId: campaign.id });
    expect(record.plays).toHaveLength(1);
    expect(record.record).toMatchObject({ plays: 1, wins: 1, losses: 0 });
    b.close();
  });
});

describe('games that ended before the play history', () => {
  it('v5-full: its finished saved games become plays once, when the file is first opened; a deleted one stays deleted', async () => {
    const { b, c, copy } = await openFixture('v5-full.deckhand');
    const finished = (await call(c, 'games.list', {})).filter((g) => g.finished);
    const page = await call(c, 'history.plays.list', {});
    expect(page.total).toBe(finished.length);
    expect(page.plays.map((p) => p.savedGameId).sort()).toEqual(finished.map((g) => g.id).sort());
    for (const p of page.plays) await call(c, 'history.plays.delete', { id: p.id });
    b.close();
    // opened again: nothing comes back
    const again = makeBackend(path.join(dir, 'data-again'));
    const c2 = inProcess(again);
    await call(c2, 'saves.open', { path: copy });
    expect((await call(c2, 'history.plays.list', {})).total).toBe(0);
    again.close();
  });
});
