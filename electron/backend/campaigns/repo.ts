import type Database from 'better-sqlite3';

/** One campaign's row. */
export interface CampaignRow {
  id: string;
  game: string;
  name: string;
  definitionId: string;
  definitionVersion: number;
  createdAt: string;
  updatedAt: string;
}

/** One stored input: the JSON as appended (parsed back), and when it was made. */
export interface StoredInput {
  input: unknown;
  at: string;
}

interface RawCampaign {
  id: string;
  game: string;
  name: string;
  definition_id: string;
  definition_version: number;
  created_at: string;
  updated_at: string;
}

const rowOf = (r: RawCampaign): CampaignRow => ({
  id: r.id,
  game: r.game,
  name: r.name,
  definitionId: r.definition_id,
  definitionVersion: r.definition_version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** All SQL of campaigns (tables of save-file migration 4), plus the one read of deck versions. */
export class CampaignsRepo {
  constructor(private readonly db: Database.Database) {}

  list(game: string): CampaignRow[] {
    return (
      this.db.prepare('SELECT * FROM campaigns WHERE game = ? ORDER BY updated_at DESC, id').all(game) as RawCampaign[]
    ).map(rowOf);
  }

  get(id: string): CampaignRow | null {
    const r = this.db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id) as RawCampaign | undefined;
    return r ? rowOf(r) : null;
  }

  inputs(id: string): StoredInput[] {
    const rows = this.db
      .prepare('SELECT input, at FROM campaign_inputs WHERE campaign_id = ? ORDER BY idx')
      .all(id) as Array<{ input: string; at: string }>;
    return rows.map((r) => ({ input: JSON.parse(r.input) as unknown, at: r.at }));
  }

  /** Ids of campaigns with an input whose JSON contains `text` (a cheap pre-filter; callers check the log). */
  mentioning(text: string): string[] {
    return (
      this.db
        .prepare(
          'SELECT DISTINCT campaign_id AS id FROM campaign_inputs WHERE instr(input, ?) > 0 ORDER BY campaign_id',
        )
        .all(text) as Array<{ id: string }>
    ).map((r) => r.id);
  }

  insert(row: CampaignRow): void {
    this.db
      .prepare(
        'INSERT INTO campaigns(id, game, name, definition_id, definition_version, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(row.id, row.game, row.name, row.definitionId, row.definitionVersion, row.createdAt, row.updatedAt);
  }

  append(id: string, idx: number, input: unknown, at: string): void {
    this.db
      .prepare('INSERT INTO campaign_inputs(campaign_id, idx, input, at) VALUES (?, ?, ?, ?)')
      .run(id, idx, JSON.stringify(input), at);
  }

  /** Drop the input at `idx` (the last one: undo). */
  dropFrom(id: string, idx: number): void {
    this.db.prepare('DELETE FROM campaign_inputs WHERE campaign_id = ? AND idx >= ?').run(id, idx);
  }

  touch(id: string, updatedAt: string): void {
    this.db.prepare('UPDATE campaigns SET updated_at = ? WHERE id = ?').run(updatedAt, id);
  }

  rename(id: string, name: string, updatedAt: string): boolean {
    return (
      this.db.prepare('UPDATE campaigns SET name = ?, updated_at = ? WHERE id = ?').run(name, updatedAt, id).changes ===
      1
    );
  }

  delete(id: string): boolean {
    return this.db.prepare('DELETE FROM campaigns WHERE id = ?').run(id).changes === 1;
  }

  /** Current saved version of each of `game`'s decks (shared table decks, schema 6); a deleted deck is absent. */
  deckVersions(game: string, ids: readonly string[]): Map<string, number> {
    const out = new Map<string, number>();
    const stmt = this.db.prepare('SELECT version FROM decks WHERE game = ? AND id = ?');
    for (const id of new Set(ids)) {
      const r = stmt.get(game, id) as { version: number } | undefined;
      if (r) out.set(id, r.version);
    }
    return out;
  }
}
