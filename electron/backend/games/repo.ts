import type Database from 'better-sqlite3';
import type { GameRecord, RecordEntry, Snapshot } from '../../../core/kernel';
import type { Json } from '../../../core/kernel';

/** One saved game's row, with JSON columns parsed. */
export interface GameRow {
  id: string;
  game: string;
  name: string;
  record: GameRecord;
  cursor: number;
  outcome: Json | null;
  createdAt: string;
  updatedAt: string;
}

interface RawGame {
  id: string;
  game: string;
  name: string;
  record_format: number;
  versions: string;
  options: string;
  seats: string;
  players: string;
  seed: string;
  setup_digest: string;
  cursor: number;
  flagged_undos: number;
  outcome: string | null;
  created_at: string;
  updated_at: string;
}

interface RawAction {
  idx: number;
  action: string;
  digest: string;
  reveals: number;
  random: number;
  events: string;
}

/** All SQL of saved games. Statements are prepared per open save file. */
export class GamesRepo {
  constructor(private readonly db: Database.Database) {}

  private rowOf(raw: RawGame, actions: RecordEntry[]): GameRow {
    return {
      id: raw.id,
      game: raw.game,
      name: raw.name,
      cursor: raw.cursor,
      outcome: raw.outcome === null ? null : (JSON.parse(raw.outcome) as Json),
      createdAt: raw.created_at,
      updatedAt: raw.updated_at,
      record: {
        format: raw.record_format,
        game: raw.game,
        versions: JSON.parse(raw.versions),
        options: JSON.parse(raw.options),
        seats: JSON.parse(raw.seats),
        players: JSON.parse(raw.players),
        seed: raw.seed,
        setupDigest: raw.setup_digest,
        actions,
        flaggedUndos: raw.flagged_undos,
      },
    };
  }

  /** Without the action list (for lists); `actionCount` tells how many rows exist. */
  listHeads(): Array<GameRow & { actionCount: number }> {
    const rows = this.db
      .prepare(
        `SELECT g.*, (SELECT count(*) FROM game_actions a WHERE a.game_id = g.id) AS action_count
         FROM games g ORDER BY g.updated_at DESC, g.id`,
      )
      .all() as Array<RawGame & { action_count: number }>;
    return rows.map((r) => ({ ...this.rowOf(r, []), actionCount: r.action_count }));
  }

  get(id: string): GameRow | null {
    const raw = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id) as RawGame | undefined;
    if (!raw) return null;
    return this.rowOf(
      raw,
      this.actions(id).map((a) => a.entry),
    );
  }

  actions(id: string): Array<{ entry: RecordEntry; events: Json[] }> {
    const rows = this.db.prepare('SELECT * FROM game_actions WHERE game_id = ? ORDER BY idx').all(id) as RawAction[];
    return rows.map((r) => ({
      entry: { action: JSON.parse(r.action), digest: r.digest, reveals: r.reveals === 1, random: r.random === 1 },
      events: JSON.parse(r.events) as Json[],
    }));
  }

  eventsUpTo(id: string, cursor: number): Array<{ idx: number; events: Json[] }> {
    const rows = this.db
      .prepare('SELECT idx, events FROM game_actions WHERE game_id = ? AND idx < ? ORDER BY idx')
      .all(id, cursor) as Array<{
      idx: number;
      events: string;
    }>;
    return rows.map((r) => ({ idx: r.idx, events: JSON.parse(r.events) as Json[] }));
  }

  latestSnapshot<S>(id: string, atMost: number): Snapshot<S> | null {
    const r = this.db
      .prepare('SELECT idx, state FROM game_snapshots WHERE game_id = ? AND idx <= ? ORDER BY idx DESC LIMIT 1')
      .get(id, atMost) as { idx: number; state: string } | undefined;
    return r ? { index: r.idx, state: JSON.parse(r.state) as S } : null;
  }

  insertGame(row: GameRow): void {
    const r = row.record;
    this.db
      .prepare(
        `INSERT INTO games(id, game, name, record_format, versions, options, seats, players, seed, setup_digest,
                           cursor, flagged_undos, outcome, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.id,
        row.game,
        row.name,
        r.format,
        JSON.stringify(r.versions),
        JSON.stringify(r.options),
        JSON.stringify(r.seats),
        JSON.stringify(r.players),
        r.seed,
        r.setupDigest,
        row.cursor,
        r.flaggedUndos,
        row.outcome === null ? null : JSON.stringify(row.outcome),
        row.createdAt,
        row.updatedAt,
      );
  }

  insertAction(id: string, idx: number, entry: RecordEntry, events: readonly unknown[]): void {
    this.db
      .prepare(
        'INSERT INTO game_actions(game_id, idx, action, digest, reveals, random, events) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        idx,
        JSON.stringify(entry.action),
        entry.digest,
        entry.reveals ? 1 : 0,
        entry.random ? 1 : 0,
        JSON.stringify(events),
      );
  }

  /** Drop the redo tail (actions at idx >= from) and snapshots beyond it. */
  truncate(id: string, from: number): void {
    this.db.prepare('DELETE FROM game_actions WHERE game_id = ? AND idx >= ?').run(id, from);
    this.db.prepare('DELETE FROM game_snapshots WHERE game_id = ? AND idx > ?').run(id, from);
  }

  upsertSnapshot(id: string, snapshot: Snapshot<unknown>): void {
    this.db
      .prepare('INSERT OR REPLACE INTO game_snapshots(game_id, idx, state) VALUES (?, ?, ?)')
      .run(id, snapshot.index, JSON.stringify(snapshot.state));
  }

  updateProgress(
    id: string,
    fields: { cursor: number; flaggedUndos: number; outcome: Json | null; updatedAt: string },
  ): void {
    this.db
      .prepare('UPDATE games SET cursor = ?, flagged_undos = ?, outcome = ?, updated_at = ? WHERE id = ?')
      .run(
        fields.cursor,
        fields.flaggedUndos,
        fields.outcome === null ? null : JSON.stringify(fields.outcome),
        fields.updatedAt,
        id,
      );
  }

  rename(id: string, name: string, updatedAt: string): boolean {
    return (
      this.db.prepare('UPDATE games SET name = ?, updated_at = ? WHERE id = ?').run(name, updatedAt, id).changes === 1
    );
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM games WHERE id = ?').run(id).changes === 1;
  }
}
