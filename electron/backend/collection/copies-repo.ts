import type Database from 'better-sqlite3';
import type { CopyStatus, CopyValues, ProductInfo } from '../../../core/api/collection';
import type { CopyRef, ExportCopy } from '../../../core/platform/collection';

/** One row of `copies` with its deck's name, tags parsed. */
export interface CopyRow extends CopyValues {
  id: number;
  code: string;
  productId: string | null;
  deckId: string | null;
  deckName: string | null;
  addedAt: string;
  /** Per-game copy fields (a single's set, rarity, foil…). */
  data: Record<string, unknown>;
}

interface RawCopy extends Omit<CopyValues, 'tags'> {
  id: number;
  code: string;
  product_id: string | null;
  tags: string;
  deck_id: string | null;
  deck_name: string | null;
  added_at: string;
  data: string;
}

const rowOf = ({ product_id, deck_id, deck_name, added_at, ...r }: RawCopy): CopyRow => ({
  ...r,
  productId: product_id,
  tags: JSON.parse(r.tags) as string[],
  deckId: deck_id,
  deckName: deck_name,
  addedAt: added_at,
  data: JSON.parse(r.data) as Record<string, unknown>,
});

/** Attributes of a new copy, every one given. */
export interface NewCopy extends CopyValues {
  code: string;
  productId: string | null;
  /** Per-game copy fields (a single's set, rarity, foil…); `{}` when absent. */
  data?: Record<string, unknown>;
}

/** A product as the API gives it, but for its name (the catalog's, added by the service). */
export type ProductRow = Omit<ProductInfo, 'packName'>;

const SELECT_PRODUCT = `SELECT p.id, p.code AS packCode, p.note, p.location, p.added_at AS addedAt,
                (SELECT COUNT(*) FROM copies c WHERE c.product_id = p.id) AS copies,
                (SELECT COUNT(*) FROM copies c WHERE c.product_id = p.id AND c.deck_id IS NOT NULL) AS allocated,
                (SELECT COUNT(*) FROM copies c WHERE c.product_id = p.id AND c.location = p.location) AS atLocation
           FROM products p`;

/** Copy counts per printing code, status and whether allocated (one row per combination). */
export interface CountRow {
  code: string;
  status: CopyStatus;
  allocated: number;
  n: number;
}

export interface DeckRef {
  id: string;
  name: string;
  identity: string | null;
  slots: Record<string, number>;
  built: boolean;
}

export interface CopyFilter {
  codes?: string[];
  productId?: string;
  deckId?: string;
  location?: string;
  /** Any of these tags. */
  tags?: string[];
  status?: CopyStatus;
}

const SELECT_COPY = `SELECT c.id, c.code, c.product_id, c.language, c.condition, c.variant, c.location, c.tags, c.status, c.note,
                            c.deck_id, d.name AS deck_name, c.added_at, c.data
                       FROM copies c LEFT JOIN decks d ON d.id = c.deck_id`;

// The TEMP triggers' statements (see ensureCounts): count a copy's NEW row in, count its OLD row out,
// move the version. An update is a delete then an insert.
const COUNT_NEW = `INSERT INTO copy_counts VALUES (NEW.game, NEW.code, NEW.status, NEW.deck_id IS NOT NULL, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;`;
const UNCOUNT_OLD = `UPDATE copy_counts SET n = n - 1
  WHERE game = OLD.game AND code = OLD.code AND status = OLD.status AND allocated = (OLD.deck_id IS NOT NULL);`;
const BUMP_VERSION = 'UPDATE copy_version SET v = v + 1;';

/**
 * All SQL of one game's physical collection (shared tables of schema v6: products, copies; decks
 * for names and the `built` flag). Every statement filters by the repo's `game`, so two games' rows
 * never mix. Statements are prepared once per open save file; id and code lists travel as one JSON
 * parameter (`json_each`), so no statement is built from data. Products of every kind (fixed
 * contents, component boxes, collectible singles) are written and read by ProductsRepo; this repo
 * counts the copies listed one by one.
 */
export class CopiesRepo {
  private readonly st;

  constructor(
    readonly db: Database.Database,
    readonly game: string,
  ) {
    this.st = {
      insertCopy: db.prepare(
        `INSERT INTO copies(game, code, product_id, language, condition, variant, location, tags, status, note, added_at, data)
         VALUES (@game, @code, @productId, @language, @condition, @variant, @location, @tags, @status, @note, @addedAt, @data)`,
      ),
      insertProduct: db.prepare(
        `INSERT INTO products(id, game, kind, code, note, location, added_at) VALUES (?, ?, 'fixed', ?, ?, ?, ?)`,
      ),
      products: db.prepare(`${SELECT_PRODUCT} WHERE p.game = ? ORDER BY p.added_at, p.rowid`),
      product: db.prepare(`${SELECT_PRODUCT} WHERE p.game = ? AND p.id = ?`),
      updateProduct: db.prepare(
        'UPDATE products SET location = @location, note = @note WHERE game = @game AND id = @id',
      ),
      moveProductCopies: db.prepare(
        'UPDATE copies SET location = @to WHERE game = @game AND product_id = @id AND location = @from',
      ),
      productCount: db.prepare('SELECT COUNT(*) FROM products WHERE game = ?').pluck(),
      deleteProduct: db.prepare('DELETE FROM products WHERE game = ? AND id = ?'),
      byIds: db.prepare(`${SELECT_COPY} WHERE c.game = ? AND c.id IN (SELECT value FROM json_each(?)) ORDER BY c.id`),
      existingIds: db
        .prepare('SELECT id FROM copies WHERE game = ? AND id IN (SELECT value FROM json_each(?))')
        .pluck(),
      allocatedAmong: db
        .prepare(
          'SELECT COUNT(*) FROM copies WHERE game = ? AND deck_id IS NOT NULL AND id IN (SELECT value FROM json_each(?))',
        )
        .pluck(),
      deleteIds: db.prepare('DELETE FROM copies WHERE game = ? AND id IN (SELECT value FROM json_each(?))'),
      locations: db
        .prepare(`SELECT DISTINCT location FROM copies WHERE game = ? AND location <> '' ORDER BY location`)
        .pluck(),
      tagLists: db.prepare(`SELECT DISTINCT tags FROM copies WHERE game = ? AND tags <> '[]'`).pluck(),
      deck: db.prepare(
        `SELECT id, name, json_extract(data, '$.identity') AS identity, slots, built FROM decks WHERE game = ? AND id = ?`,
      ),
      setBuilt: db.prepare('UPDATE decks SET built = ? WHERE game = ? AND id = ?'),
      usableOfCodes: db.prepare(
        `SELECT id, code, location, status, deck_id AS deckId FROM copies
          WHERE game = @game AND code IN (SELECT value FROM json_each(@codes))
            AND (status = 'ok' OR (@damaged AND status = 'damaged'))
            AND (deck_id IS NULL OR deck_id = @deckId)`,
      ),
      allocatedTo: db.prepare(
        'SELECT id, code, location, status, deck_id AS deckId FROM copies WHERE deck_id = ? AND game = ?',
      ),
      allocate: db.prepare(
        'UPDATE copies SET deck_id = @deckId WHERE game = @game AND id IN (SELECT value FROM json_each(@ids))',
      ),
      available: db.prepare(
        `SELECT code, COUNT(*) AS n FROM copies
          WHERE game = @game AND (status = 'ok' OR (@damaged AND status = 'damaged'))
            AND (@kind = 'owned' OR deck_id IS NULL OR deck_id = @except)
          GROUP BY code`,
      ),
      exportRows: db.prepare(
        `SELECT code, language, condition, variant, location, tags, status, COUNT(*) AS count FROM copies
          WHERE game = ? GROUP BY code, language, condition, variant, location, tags, status`,
      ),
    };
  }

  private countsReady = false;

  /**
   * Copy counts per (game, code, status, allocated) kept by SQLite itself: a TEMP table filled once
   * per open file and maintained by TEMP triggers on copies, so every writer — this service, the
   * deck service deleting a deck (ON DELETE SET NULL), a test poking the table — keeps it exact
   * and rollbacks undo it. Temp objects live in the connection, never in the save file (no schema
   * change), and are shared by the repos of every game on it. `version` moves on every write to
   * copies, so callers cache what they derive.
   */
  private ensureCounts(): void {
    if (this.countsReady) return;
    const exists = this.db
      .prepare("SELECT 1 FROM temp.sqlite_master WHERE type = 'trigger' AND name = 'copy_counts_ins'")
      .get();
    if (!exists) {
      this.db.transaction(() => {
        this.db.exec(`
          CREATE TEMP TABLE copy_counts (
            game TEXT NOT NULL, code TEXT NOT NULL, status TEXT NOT NULL, allocated INTEGER NOT NULL,
            n INTEGER NOT NULL,
            PRIMARY KEY (game, code, status, allocated)
          ) WITHOUT ROWID;
          CREATE TEMP TABLE copy_version (v INTEGER NOT NULL);
          INSERT INTO temp.copy_version VALUES (0);
          INSERT INTO temp.copy_counts
            SELECT game, code, status, deck_id IS NOT NULL, COUNT(*) FROM main.copies GROUP BY 1, 2, 3, 4;
          CREATE TEMP TRIGGER copy_counts_ins AFTER INSERT ON main.copies BEGIN ${COUNT_NEW} ${BUMP_VERSION} END;
          CREATE TEMP TRIGGER copy_counts_del AFTER DELETE ON main.copies BEGIN ${UNCOUNT_OLD} ${BUMP_VERSION} END;
          CREATE TEMP TRIGGER copy_counts_upd AFTER UPDATE ON main.copies BEGIN
            ${UNCOUNT_OLD} ${COUNT_NEW} ${BUMP_VERSION}
          END;
        `);
      })();
    }
    this.countsReady = true;
  }

  /** Moves on every write to copies (any column, any game). */
  version(): number {
    this.ensureCounts();
    return this.db.prepare('SELECT v FROM temp.copy_version').pluck().get() as number;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  /** Inserts copies; returns their ids in order. */
  insertCopies(copies: readonly NewCopy[], addedAt: string): number[] {
    const ids: number[] = [];
    for (const c of copies) {
      const r = this.st.insertCopy.run({
        ...c,
        game: this.game,
        tags: JSON.stringify(c.tags),
        data: JSON.stringify(c.data ?? {}),
        addedAt,
      });
      ids.push(Number(r.lastInsertRowid));
    }
    return ids;
  }

  insertProduct(id: string, packCode: string, note: string, location: string, addedAt: string): void {
    this.st.insertProduct.run(id, this.game, packCode, note, location, addedAt);
  }

  updateProduct(id: string, location: string, note: string): void {
    this.st.updateProduct.run({ game: this.game, id, location, note });
  }

  /** Moves the product's copies at `from` to `to`; returns how many moved. */
  moveProductCopies(id: string, from: string, to: string): number {
    return this.st.moveProductCopies.run({ game: this.game, id, from, to }).changes;
  }

  products(): ProductRow[] {
    return this.st.products.all(this.game) as ProductRow[];
  }

  product(id: string): ProductRow | null {
    return (this.st.product.get(this.game, id) as ProductRow | undefined) ?? null;
  }

  productCount(): number {
    return this.st.productCount.get(this.game) as number;
  }

  deleteProduct(id: string): void {
    this.st.deleteProduct.run(this.game, id);
  }

  copiesByIds(ids: readonly number[]): CopyRow[] {
    return (this.st.byIds.all(this.game, JSON.stringify(ids)) as RawCopy[]).map(rowOf);
  }

  /** The ids of `ids` that exist. */
  existingIds(ids: readonly number[]): Set<number> {
    return new Set(this.st.existingIds.all(this.game, JSON.stringify(ids)) as number[]);
  }

  allocatedAmong(ids: readonly number[]): number {
    return this.st.allocatedAmong.get(this.game, JSON.stringify(ids)) as number;
  }

  deleteCopies(ids: readonly number[]): number {
    return this.st.deleteIds.run(this.game, JSON.stringify(ids)).changes;
  }

  /** One page of copies in code order (the release order where a game numbers its codes that way), and how many match. */
  list(filter: CopyFilter, offset: number, limit: number): { total: number; rows: CopyRow[] } {
    const where: string[] = ['c.game = @game'];
    const params: Record<string, unknown> = { game: this.game, offset, limit };
    if (filter.codes) {
      where.push('c.code IN (SELECT value FROM json_each(@codes))');
      params.codes = JSON.stringify(filter.codes);
    }
    if (filter.productId !== undefined) {
      where.push('c.product_id = @productId');
      params.productId = filter.productId;
    }
    if (filter.deckId !== undefined) {
      where.push('c.deck_id = @deckId');
      params.deckId = filter.deckId;
    }
    if (filter.location !== undefined) {
      where.push('c.location = @location');
      params.location = filter.location;
    }
    if (filter.tags !== undefined) {
      // tags are stored as a JSON array: any of the copy's tags among the asked ones
      where.push('EXISTS (SELECT 1 FROM json_each(c.tags) t WHERE t.value IN (SELECT value FROM json_each(@tags)))');
      params.tags = JSON.stringify(filter.tags);
    }
    if (filter.status !== undefined) {
      where.push('c.status = @status');
      params.status = filter.status;
    }
    const clause = ` WHERE ${where.join(' AND ')}`;
    // the clause is one of 64 fixed shapes built from the keys above, never from values
    const total = this.db.prepare(`SELECT COUNT(*) FROM copies c${clause}`).pluck().get(params) as number;
    const rows = (
      this.db
        .prepare(`${SELECT_COPY}${clause} ORDER BY c.code, c.id LIMIT @limit OFFSET @offset`)
        .all(params) as RawCopy[]
    ).map(rowOf);
    return { total, rows };
  }

  /** Updates the given columns of copies (`patch` keys are column names checked by the caller). */
  update(ids: readonly number[], patch: Partial<Omit<NewCopy, 'code' | 'productId'>>): void {
    const cols = (Object.keys(patch) as Array<keyof typeof patch>).filter((k) => patch[k] !== undefined);
    if (!cols.length) return;
    const allowed = new Set(['language', 'condition', 'variant', 'location', 'tags', 'status', 'note']);
    if (!cols.every((c) => allowed.has(c))) throw new Error('unexpected column');
    const set = cols.map((c) => `${c} = @${c}`).join(', ');
    const params: Record<string, unknown> = { game: this.game, ids: JSON.stringify(ids) };
    for (const c of cols) params[c] = c === 'tags' ? JSON.stringify(patch.tags) : patch[c];
    this.db
      .prepare(`UPDATE copies SET ${set} WHERE game = @game AND id IN (SELECT value FROM json_each(@ids))`)
      .run(params);
  }

  /** Copy counts per printing code, status and allocation (see `ensureCounts`). */
  counts(): CountRow[] {
    this.ensureCounts();
    return this.db
      .prepare('SELECT code, status, allocated, n FROM temp.copy_counts WHERE game = ? AND n > 0')
      .all(this.game) as CountRow[];
  }

  locations(): string[] {
    return this.st.locations.all(this.game) as string[];
  }

  tags(): string[] {
    const out = new Set<string>();
    for (const json of this.st.tagLists.all(this.game) as string[])
      for (const t of JSON.parse(json) as string[]) out.add(t);
    return [...out].sort((a, b) => a.localeCompare(b));
  }

  deck(id: string): DeckRef | null {
    const r = this.st.deck.get(this.game, id) as
      { id: string; name: string; identity: string | null; slots: string; built: number } | undefined;
    if (!r) return null;
    return {
      id: r.id,
      name: r.name,
      identity: r.identity,
      slots: JSON.parse(r.slots) as Record<string, number>,
      built: r.built === 1,
    };
  }

  setBuilt(id: string, built: boolean): void {
    this.st.setBuilt.run(built ? 1 : 0, this.game, id);
  }

  /**
   * What allocation looks at (two indexed reads): the usable copies of the printings `codes`
   * (status ok, or damaged when `damaged`; free or the deck's own) and every copy allocated to the deck.
   */
  copiesForAllocation(codes: readonly string[], deckId: string, damaged: boolean): CopyRef[] {
    const out = this.st.usableOfCodes.all({
      game: this.game,
      codes: JSON.stringify(codes),
      deckId,
      damaged: damaged ? 1 : 0,
    }) as CopyRef[];
    const seen = new Set(out.map((c) => c.id));
    for (const c of this.allocatedTo(deckId)) if (!seen.has(c.id)) out.push(c);
    return out;
  }

  allocatedTo(deckId: string): CopyRef[] {
    return this.st.allocatedTo.all(deckId, this.game) as CopyRef[];
  }

  /** Allocates copies to a deck, or releases them (`deckId` null). */
  allocate(ids: readonly number[], deckId: string | null): void {
    if (ids.length) this.st.allocate.run({ game: this.game, ids: JSON.stringify(ids), deckId });
  }

  /**
   * Copies available per printing code: `owned` = status ok (or damaged, when `damaged`); `free` =
   * those not allocated, except to `exceptDeckId`.
   */
  available(kind: 'owned' | 'free', exceptDeckId: string | null, damaged: boolean): Record<string, number> {
    const rows = this.st.available.all({
      game: this.game,
      kind,
      except: exceptDeckId,
      damaged: damaged ? 1 : 0,
    }) as Array<{
      code: string;
      n: number;
    }>;
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }

  /** Copies grouped by printing and attributes, with their count (what the CSV export writes). */
  exportRows(): Array<Required<ExportCopy>> {
    type Raw = Omit<Required<ExportCopy>, 'tags'> & { tags: string };
    return (this.st.exportRows.all(this.game) as Raw[]).map((r) => ({ ...r, tags: JSON.parse(r.tags) as string[] }));
  }
}
