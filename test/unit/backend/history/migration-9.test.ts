/**
 * Save migration 9 (issue 19, `history.statsMs`): play_people (each player's best result in each
 * play) and play_dims (each dimension value a perspective sees in a play, once), kept by triggers.
 * A file made by the previous release with a history gives the statistics that release computed;
 * after any sequence of writes through the API the two tables equal a computation from the seats and
 * values; and the triggers stay exact for writes the API never makes (a seat value equal to the
 * play's own, a player's seats set to none by the database).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlayInput, SeatResult } from '../../../../core/api/history';
import { HISTORY_FIXTURE_GAME, historyFixtureGame } from './fixture-game';
import { gameDefinitions } from '../../../../core/games/registry';
import { SAVE_KIND } from '../../../../electron/backend/db/kinds';
import { latestVersion } from '../../../../electron/backend/db/migrations';
import { createDatabaseFile, openDatabaseFile } from '../../../../electron/backend/db/sqlite-file';
import { call, inProcess, makeBackend, removeDir, tempDir, type Caller } from '../../../support/backend';
import { useTempBackend, type TempBackend } from '../../../support/temp-backend';
import { propertyGames } from '../../../support/property';

const FIXTURES = path.resolve(__dirname, '../../../fixtures/saves');

interface PeopleRow {
  player_id: string;
  play_pk: number;
  r: number;
}
interface DimsRow {
  dimension: string;
  value: string;
  play_pk: number;
  player_id: string;
}

/** What the two tables should hold, computed in JavaScript from play_seats and play_values. */
function expectedTables(db: Database.Database): { people: PeopleRow[]; dims: DimsRow[] } {
  const rank = { win: 3, draw: 2, loss: 1 } as Record<string, number>;
  const seats = db.prepare('SELECT play_pk, player_id, result FROM play_seats').all() as Array<{
    play_pk: number;
    player_id: string | null;
    result: string | null;
  }>;
  const people = new Map<string, PeopleRow>();
  for (const s of seats) {
    if (s.player_id === null) continue;
    const key = `${s.player_id}\u0000${s.play_pk}`;
    const r = s.result ? rank[s.result] : 0;
    const row = people.get(key);
    if (!row || row.r < r) people.set(key, { player_id: s.player_id, play_pk: s.play_pk, r });
  }
  const values = db.prepare('SELECT play_pk, seat_idx, dimension, value, player_id FROM play_values').all() as Array<{
    play_pk: number;
    seat_idx: number;
    dimension: string;
    value: string;
    player_id: string | null;
  }>;
  const own = new Set(
    values.filter((v) => v.seat_idx === -1).map((v) => `${v.play_pk}\u0000${v.dimension}\u0000${v.value}`),
  );
  const dims = new Map<string, DimsRow>();
  for (const v of values) {
    const viewer = v.seat_idx === -1 ? '' : v.player_id;
    if (viewer === null) continue;
    if (viewer !== '' && own.has(`${v.play_pk}\u0000${v.dimension}\u0000${v.value}`)) continue;
    dims.set(`${v.dimension}\u0000${v.value}\u0000${v.play_pk}\u0000${viewer}`, {
      dimension: v.dimension,
      value: v.value,
      play_pk: v.play_pk,
      player_id: viewer,
    });
  }
  const order = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  return { people: order([...people.values()]) as never, dims: order([...dims.values()]) as never };
}

function storedTables(db: Database.Database) {
  const order = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  return {
    people: order(db.prepare('SELECT player_id, play_pk, r FROM play_people').all()),
    dims: order(db.prepare('SELECT dimension, value, play_pk, player_id FROM play_dims').all()),
  };
}

describe('migration 9: a file of the release before', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => removeDir(dir));

  it('v8-plays (a history written by the version 8 code) gives the statistics version 8 computed, players and all', async () => {
    const copy = path.join(dir, 'v8-plays.deckhand');
    fs.copyFileSync(path.join(FIXTURES, 'v8-plays.deckhand'), copy);
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'v8-plays.expected.json'), 'utf8'));
    const b = makeBackend(path.join(dir, 'data'));
    const c = inProcess(b);
    const info = await call(c, 'saves.open', { path: copy });
    expect(info.schemaVersion).toBe(latestVersion(SAVE_KIND.migrations));
    expect(await call(c, 'history.players.list', {})).toEqual(expected.players);
    expect((await call(c, 'history.plays.list', {})).total).toBe(expected.total);
    expect(expected.stats.length).toBeGreaterThanOrEqual(9);
    for (const { filter, stats } of expected.stats) expect(await call(c, 'history.stats', { filter })).toEqual(stats);
    const db = b.context.saves.require().db;
    expect(storedTables(db)).toEqual(expectedTables(db));
    expect((db.prepare('SELECT COUNT(*) AS n FROM play_dims').get() as { n: number }).n).toBeGreaterThan(200);
    b.close();
  });
});

const G = HISTORY_FIXTURE_GAME;
const fixtureGame = historyFixtureGame;

describe('migration 9: the triggers keep the tables after every write', () => {
  let t: TempBackend;
  let c: Caller;
  useTempBackend((x) => ((t = x), ({ c } = x)), { tick: 1000, games: [...gameDefinitions, fixtureGame] });

  const seatArb = fc.record({
    player: fc.integer({ min: -1, max: 3 }), // -1: no player
    faction: fc.option(fc.constantFrom('red', 'blue'), { nil: undefined }),
    result: fc.constantFrom<SeatResult | null>('win', 'loss', 'draw', null),
  });
  const playArb = fc.record({
    scenario: fc.option(fc.constantFrom('north', 'south'), { nil: undefined }),
    seats: fc.array(seatArb, { minLength: 1, maxLength: 4 }),
  });
  const opArb = fc.oneof(
    { arbitrary: playArb.map((p) => ({ op: 'add' as const, p })), weight: 4 },
    { arbitrary: fc.tuple(fc.nat(), playArb).map(([i, p]) => ({ op: 'edit' as const, i, p })), weight: 3 },
    { arbitrary: fc.nat().map((i) => ({ op: 'delete' as const, i })), weight: 1 },
    { arbitrary: fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => ({ op: 'merge' as const, a, b })), weight: 1 },
  );

  it('random adds, edits (seats, players, results, values), deletes and player merges', async () => {
    const db = t.backend.context.saves.require().db;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        db.exec('DELETE FROM plays; DELETE FROM players WHERE me = 0');
        const players = ['me'];
        for (const name of ['Ana', 'Ben', 'Cem']) players.push((await call(c, 'history.players.save', { name })).id);
        const ids: string[] = [];
        const toInput = (p: {
          scenario?: string;
          seats: Array<{ player: number; faction?: string; result: SeatResult | null }>;
        }): PlayInput => ({
          game: G,
          playedAt: '2026-11-01',
          values: p.scenario ? { scenario: p.scenario } : {},
          seats: p.seats.map((s, i) => ({
            seat: `s${i + 1}`,
            playerId: s.player < 0 ? null : players[s.player % players.length],
            values: s.faction ? { faction: s.faction } : ({} as Record<string, string>),
            // all draws, or wins and losses (a draw beside a win is refused)
            result: p.seats.some((x) => x.result === 'draw') ? 'draw' : s.result,
          })),
        });
        for (const o of ops) {
          if (o.op === 'add') ids.push((await call(c, 'history.plays.save', { play: toInput(o.p) })).id);
          else if (o.op === 'edit' && ids.length)
            await call(c, 'history.plays.save', { play: { ...toInput(o.p), id: ids[o.i % ids.length] } });
          else if (o.op === 'delete' && ids.length)
            await call(c, 'history.plays.delete', { id: ids.splice(o.i % ids.length, 1)[0] });
          else if (o.op === 'merge' && players.length > 2) {
            const from = 1 + (o.a % (players.length - 1));
            const into = players[o.b % players.length];
            if (players[from] === into) continue;
            await call(c, 'history.players.delete', { id: players[from], mergeInto: into });
            players.splice(from, 1);
          }
          expect(storedTables(db)).toEqual(expectedTables(db));
        }
      }),
      { numRuns: propertyGames(60, 15), seed: 9 },
    );
  }, 120_000);
});

describe('migration 9: local play days', () => {
  it('a version-8 play with a time gets the local day it was played on; a day alone stays that day', () => {
    const dir = tempDir();
    const tz = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      const file = path.join(dir, 'v8.deckhand');
      createDatabaseFile(file, { ...SAVE_KIND, migrations: SAVE_KIND.migrations.slice(0, 8) });
      const old = new Database(file);
      old.exec(`INSERT INTO plays (id, game, source, played_at, fingerprint, created_at, updated_at) VALUES
        ('a', 'x', 'engine', '2026-08-31T20:00Z', 'f', '2026-08-31', '2026-08-31'),
        ('b', 'x', 'manual', '2026-08-31', 'g', '2026-08-31', '2026-08-31')`);
      old.close();
      const db = openDatabaseFile(file, SAVE_KIND);
      expect(db.prepare('SELECT id, played_day FROM plays ORDER BY id').all()).toEqual([
        { id: 'a', played_day: '2026-09-01' },
        { id: 'b', played_day: '2026-08-31' },
      ]);
      db.close();
    } finally {
      process.env.TZ = tz;
      removeDir(dir);
    }
  });
});

describe('migration 9: writes the API never makes', () => {
  let dir: string;
  let db: Database.Database;
  beforeEach(() => {
    dir = tempDir();
    const file = path.join(dir, 'direct.deckhand');
    createDatabaseFile(file, SAVE_KIND);
    db = new Database(file);
    db.pragma('foreign_keys = ON');
    db.exec(`INSERT INTO players (id, name, created_at) VALUES ('ana', 'Ana', '2026-01-01');
      INSERT INTO plays (pk, id, game, source, played_at, fingerprint, created_at, updated_at)
        VALUES (1, 'p1', 'x', 'manual', '2026-01-01', 'f', '2026-01-01', '2026-01-01')`);
  });
  afterEach(() => {
    db.close();
    removeDir(dir);
  });
  const check = () => expect(storedTables(db)).toEqual(expectedTables(db));

  it('a seat value equal to the play’s own counts once, in either order, and comes back when the play’s own goes', () => {
    db.exec(`INSERT INTO play_values VALUES (1, 0, 'side', 'fp', 'ana')`);
    check();
    db.exec(`INSERT INTO play_values VALUES (1, -1, 'side', 'fp', NULL)`);
    check();
    expect(db.prepare('SELECT player_id FROM play_dims').all()).toEqual([{ player_id: '' }]);
    db.exec(`INSERT INTO play_values VALUES (1, 1, 'side', 'fp', 'ana')`);
    check();
    db.exec(`DELETE FROM play_values WHERE seat_idx = -1`);
    check();
    expect(db.prepare('SELECT player_id FROM play_dims').all()).toEqual([{ player_id: 'ana' }]);
    db.exec(`DELETE FROM play_values WHERE seat_idx = 0`);
    check(); // seat 1 still gives Ana the value
    db.exec(`UPDATE play_values SET seat_idx = -1, player_id = NULL`);
    check();
  });

  it('a player deleted by the database (seats set to none) leaves play_people; a play deleted takes its rows', () => {
    db.exec(`INSERT INTO play_seats (play_pk, idx, seat, player_id, result) VALUES (1, 0, 'a', 'ana', 'loss'), (1, 1, 'b', 'ana', 'win'),
      (1, 2, 'c', 'me', NULL)`);
    check();
    expect(db.prepare("SELECT r FROM play_people WHERE player_id = 'ana'").get()).toEqual({ r: 3 });
    db.exec(`UPDATE play_seats SET result = 'draw' WHERE idx = 1`);
    check();
    db.exec(`DELETE FROM players WHERE id = 'ana'`);
    check();
    expect(db.prepare("SELECT COUNT(*) AS n FROM play_people WHERE player_id = 'ana'").get()).toEqual({ n: 0 });
    db.exec(`INSERT INTO play_values VALUES (1, 2, 'guild', 'g', 'me')`);
    db.exec(`DELETE FROM plays`);
    check();
    expect(storedTables(db)).toEqual({ people: [], dims: [] });
  });
});
