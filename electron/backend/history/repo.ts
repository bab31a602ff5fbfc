import type Database from 'better-sqlite3';
import { playDay } from './play-day';
import {
  type HistoryPlayer,
  type Play,
  type PlayDeckRef,
  type PlaySeat,
  type SeatResult,
} from '../../../core/api/history';

interface RawPlay {
  pk: number;
  id: string;
  game: string;
  engine: string | null;
  source: Play['source'];
  played_at: string;
  duration_min: number | null;
  saved_game_id: string | null;
  campaign_id: string | null;
  options: string;
  note: string;
  fingerprint: string;
  created_at: string;
  updated_at: string;
}

interface RawSeat {
  play_pk: number;
  idx: number;
  seat: string;
  player_id: string | null;
  player_name: string | null;
  computer: string | null;
  deck: string | null;
  result: SeatResult | null;
  score: number | null;
  rank: number | null;
}

interface RawValue {
  play_pk: number;
  seat_idx: number;
  dimension: string;
  value: string;
}

/** Ids read per statement when plays are read by id (SQLite's default variable limit is far above). */
const CHUNK = 500;

/** The play tables of the open save file (migration 8): players, plays, their seats and values. */
export class HistoryRepo {
  constructor(readonly db: Database.Database) {}

  // ---- players ----

  players(): HistoryPlayer[] {
    const rows = this.db
      .prepare(
        `SELECT p.id, p.name, p.me, p.created_at,
                (SELECT COUNT(DISTINCT s.play_pk) FROM play_seats s WHERE s.player_id = p.id) AS plays
           FROM players p ORDER BY p.me DESC, p.name COLLATE NOCASE, p.id`,
      )
      .all() as Array<{ id: string; name: string; me: number; created_at: string; plays: number }>;
    return rows.map((r) => ({ id: r.id, name: r.name, me: r.me === 1, plays: r.plays, createdAt: r.created_at }));
  }

  player(id: string): HistoryPlayer | null {
    return this.players().find((p) => p.id === id) ?? null;
  }

  /** Name of every player by id (the 'me' row included). */
  playerNames(): Map<string, string> {
    const rows = this.db.prepare('SELECT id, name FROM players').all() as Array<{ id: string; name: string }>;
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  insertPlayer(id: string, name: string, createdAt: string): void {
    this.db.prepare('INSERT INTO players (id, name, me, created_at) VALUES (?, ?, 0, ?)').run(id, name, createdAt);
  }

  /** Rename a player; their seats' written names follow. */
  renamePlayer(id: string, name: string): boolean {
    if (this.db.prepare('UPDATE players SET name = ? WHERE id = ?').run(name, id).changes === 0) return false;
    this.db.prepare('UPDATE play_seats SET player_name = ? WHERE player_id = ?').run(name || null, id);
    return true;
  }

  playIdsOfPlayer(id: string): string[] {
    return (
      this.db
        .prepare('SELECT DISTINCT p.id FROM play_seats s JOIN plays p ON p.pk = s.play_pk WHERE s.player_id = ?')
        .all(id) as Array<{ id: string }>
    ).map((r) => r.id);
  }

  setFingerprint(playId: string, fingerprint: string): void {
    this.db.prepare('UPDATE plays SET fingerprint = ? WHERE id = ?').run(fingerprint, playId);
  }

  /** Seats of `from` go to `into` (their written names follow). */
  mergePlayer(from: string, into: string, name: string): void {
    this.db
      .prepare('UPDATE play_seats SET player_id = ?, player_name = ? WHERE player_id = ?')
      .run(into, name || null, from);
    this.db.prepare('UPDATE play_values SET player_id = ? WHERE player_id = ?').run(into, from);
  }

  deletePlayer(id: string): boolean {
    return this.db.prepare('DELETE FROM players WHERE id = ? AND me = 0').run(id).changes > 0;
  }

  playsOfPlayer(id: string): number {
    return (
      this.db.prepare('SELECT COUNT(DISTINCT play_pk) AS n FROM play_seats WHERE player_id = ?').get(id) as {
        n: number;
      }
    ).n;
  }

  // ---- plays ----

  /** Insert or replace a play with its seats and values (one transaction is the caller's). */
  writePlay(p: Play): void {
    const { pk } = this.db
      .prepare(
        `INSERT INTO plays (id, game, engine, source, played_at, duration_min, saved_game_id, campaign_id, options,
                            note, fingerprint, created_at, updated_at, played_day)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET game = excluded.game, engine = excluded.engine, source = excluded.source,
           played_at = excluded.played_at, played_day = excluded.played_day, duration_min = excluded.duration_min,
           saved_game_id = excluded.saved_game_id, campaign_id = excluded.campaign_id, options = excluded.options,
           note = excluded.note, fingerprint = excluded.fingerprint, updated_at = excluded.updated_at
         RETURNING pk`,
      )
      .get(
        p.id,
        p.game,
        p.engine,
        p.source,
        p.playedAt,
        p.durationMin,
        p.savedGameId,
        p.campaignId,
        JSON.stringify(p.options),
        p.note,
        p.fingerprint,
        p.createdAt,
        p.updatedAt,
        playDay(p.playedAt),
      ) as { pk: number };
    this.db.prepare('DELETE FROM play_seats WHERE play_pk = ?').run(pk);
    this.db.prepare('DELETE FROM play_values WHERE play_pk = ?').run(pk);
    const seat = this.db.prepare(
      `INSERT INTO play_seats (play_pk, idx, seat, player_id, player_name, computer, deck, result, score, rank)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const value = this.db.prepare(
      'INSERT INTO play_values (play_pk, seat_idx, dimension, value, player_id) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [d, v] of Object.entries(p.values)) value.run(pk, -1, d, v, null);
    p.seats.forEach((s, i) => {
      seat.run(
        pk,
        i,
        s.seat,
        s.playerId,
        s.playerName,
        s.computer,
        s.deck ? JSON.stringify(s.deck) : null,
        s.result,
        s.score,
        s.rank,
      );
      for (const [d, v] of Object.entries(s.values)) value.run(pk, i, d, v, s.playerId);
    });
  }

  deletePlay(id: string): boolean {
    return this.db.prepare('DELETE FROM plays WHERE id = ?').run(id).changes > 0;
  }

  playIdOfGame(savedGameId: string): string | null {
    const row = this.db.prepare('SELECT id FROM plays WHERE saved_game_id = ?').get(savedGameId) as
      { id: string } | undefined;
    return row?.id ?? null;
  }

  /** The campaign of a saved game's play, when it has none yet; the play's id if one changed. */
  setCampaignOfGame(savedGameId: string, campaignId: string, updatedAt: string): string | null {
    const row = this.db
      .prepare(
        `UPDATE plays SET campaign_id = ?, updated_at = ? WHERE saved_game_id = ? AND campaign_id IS NULL RETURNING id`,
      )
      .get(campaignId, updatedAt, savedGameId) as { id: string } | undefined;
    return row?.id ?? null;
  }

  /** The play with this fingerprint, if any. */
  byFingerprint(fingerprint: string): string | null {
    const row = this.db.prepare('SELECT id FROM plays WHERE fingerprint = ? LIMIT 1').get(fingerprint) as
      { id: string } | undefined;
    return row?.id ?? null;
  }

  exists(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM plays WHERE id = ?').get(id) !== undefined;
  }

  campaignExists(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM campaigns WHERE id = ?').get(id) !== undefined;
  }

  get(id: string): Play | null {
    return this.getMany([id])[0] ?? null;
  }

  /** Plays by id, in the order given (ids not found are left out). */
  getMany(ids: readonly string[]): Play[] {
    const out = new Map<string, Play>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const marks = chunk.map(() => '?').join(',');
      const plays = this.db.prepare(`SELECT * FROM plays WHERE id IN (${marks})`).all(...chunk) as RawPlay[];
      const pks = JSON.stringify(plays.map((r) => r.pk));
      const seats = this.db
        .prepare('SELECT * FROM play_seats WHERE play_pk IN (SELECT value FROM json_each(?)) ORDER BY play_pk, idx')
        .all(pks) as RawSeat[];
      const values = this.db
        .prepare(
          'SELECT * FROM play_values WHERE play_pk IN (SELECT value FROM json_each(?)) ORDER BY play_pk, seat_idx, dimension',
        )
        .all(pks) as RawValue[];
      const byPk = new Map<number, Play>();
      for (const r of plays) {
        const play = playOf(r);
        out.set(r.id, play);
        byPk.set(r.pk, play);
      }
      for (const s of seats) byPk.get(s.play_pk)?.seats.push(seatOf(s));
      for (const v of values) {
        const p = byPk.get(v.play_pk);
        if (!p) continue;
        if (v.seat_idx < 0) p.values[v.dimension] = v.value;
        else if (p.seats[v.seat_idx]) p.seats[v.seat_idx].values[v.dimension] = v.value;
      }
    }
    return ids.flatMap((id) => (out.has(id) ? [out.get(id)!] : []));
  }

  /** Values of a dimension with their number of plays, most played first. */
  values(dimension: string, game: string | null, limit: number): Array<{ value: string; plays: number }> {
    return this.db
      .prepare(
        `SELECT v.value, COUNT(DISTINCT v.play_pk) AS plays
           FROM play_values v JOIN plays p ON p.pk = v.play_pk
          WHERE v.dimension = ? AND (? IS NULL OR p.game = ?)
          GROUP BY v.value ORDER BY plays DESC, v.value LIMIT ?`,
      )
      .all(dimension, game, game, limit) as Array<{ value: string; plays: number }>;
  }
}

function playOf(r: RawPlay): Play {
  return {
    id: r.id,
    game: r.game,
    engine: r.engine,
    source: r.source,
    playedAt: r.played_at,
    durationMin: r.duration_min,
    savedGameId: r.saved_game_id,
    campaignId: r.campaign_id,
    values: {},
    options: JSON.parse(r.options) as Play['options'],
    seats: [],
    note: r.note,
    fingerprint: r.fingerprint,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function seatOf(s: RawSeat): PlaySeat {
  return {
    seat: s.seat,
    playerId: s.player_id,
    playerName: s.player_name,
    computer: s.computer,
    values: {},
    deck: s.deck ? (JSON.parse(s.deck) as PlayDeckRef) : null,
    result: s.result,
    score: s.score,
    rank: s.rank,
  };
}
