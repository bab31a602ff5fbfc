import type Database from 'better-sqlite3';
import type { ContentItem } from '../../../core/platform/content';

/** One row of `user_content` (save-file migration 7), its JSON parsed. */
export interface ContentRow extends ContentItem {
  readonly createdAt: string;
  readonly updatedAt: string;
}

interface RawRow {
  game: string;
  id: string;
  kind: string;
  value: string;
  created_at: string;
  updated_at: string;
}

const rowOf = (r: RawRow): ContentRow => ({
  kind: r.kind,
  id: r.id,
  value: JSON.parse(r.value) as unknown,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * All SQL of one game's user content. Every statement filters by the repo's `game`, so two games'
 * content never mixes. Rows come in the order they were first saved (an update keeps the row's place).
 */
export class ContentRepo {
  private readonly st;

  constructor(
    readonly db: Database.Database,
    readonly game: string,
  ) {
    this.st = {
      all: db.prepare('SELECT * FROM user_content WHERE game = ? ORDER BY rowid'),
      one: db.prepare('SELECT * FROM user_content WHERE game = ? AND id = ?'),
      upsert: db.prepare(
        `INSERT INTO user_content(game, id, kind, value, created_at, updated_at)
         VALUES (@game, @id, @kind, @value, @createdAt, @updatedAt)
         ON CONFLICT(game, id) DO UPDATE SET kind = excluded.kind, value = excluded.value,
           updated_at = excluded.updated_at`,
      ),
      remove: db.prepare('DELETE FROM user_content WHERE game = ? AND id = ?'),
    };
  }

  all(): ContentRow[] {
    return (this.st.all.all(this.game) as RawRow[]).map(rowOf);
  }

  get(id: string): ContentRow | null {
    const r = this.st.one.get(this.game, id) as RawRow | undefined;
    return r ? rowOf(r) : null;
  }

  /** Inserts the item, or updates the one with its id (keeping when it was first saved). */
  put(item: ContentItem, at: string, createdAt: string = at): void {
    this.st.upsert.run({
      game: this.game,
      id: item.id,
      kind: item.kind,
      value: JSON.stringify(item.value),
      createdAt,
      updatedAt: at,
    });
  }

  remove(id: string): boolean {
    return this.st.remove.run(this.game, id).changes > 0;
  }
}
