import type Database from 'better-sqlite3';

// How a game's collection is counted (shared table `products`, schema v6): the product kinds of
// core/platform/definition.ts — `fixed` (each physical card a row of `copies`), `components` (a box
// counted by component in `product_contents`, with missing/damaged counts), `singles` (loose
// collectible cards, set/number/rarity/foil in their copies' per-game `data`).
export type { ProductKind } from '../../../core/platform/definition';
import type { ProductKind } from '../../../core/platform/definition';

type Json = Record<string, unknown>;

/** One line of a 'components' product: a component key and how many the box holds. */
export interface ProductContent {
  component: string;
  quantity: number;
  missing: number;
  damaged: number;
  data: Json;
}

export interface StoredProduct {
  id: string;
  kind: ProductKind;
  /** The product's code in the game's catalog (a pack code, a box code, a card code). */
  code: string;
  location: string;
  note: string;
  addedAt: string;
  /** Per-game product fields. */
  data: Json;
  /** Components of a 'components' product (empty for the other kinds). */
  contents: ProductContent[];
}

interface RawProduct {
  id: string;
  kind: ProductKind;
  code: string;
  location: string;
  note: string;
  added_at: string;
  data: string;
}

interface RawContent {
  component: string;
  quantity: number;
  missing: number;
  damaged: number;
  data: string;
}

/**
 * The game-neutral layer over the shared product tables: one game's products of every kind with
 * their per-game JSON and, for component boxes, their contents. Every statement filters by `game`.
 */
export class ProductsRepo {
  private readonly st;

  constructor(
    readonly db: Database.Database,
    readonly game: string,
  ) {
    this.st = {
      insert: db.prepare(
        `INSERT INTO products(id, game, kind, code, location, note, added_at, data)
         VALUES (@id, @game, @kind, @code, @location, @note, @addedAt, @data)`,
      ),
      insertContent: db.prepare(
        `INSERT INTO product_contents(product_id, component, quantity, missing, damaged, data)
         VALUES (@productId, @component, @quantity, @missing, @damaged, @data)`,
      ),
      one: db.prepare('SELECT * FROM products WHERE game = ? AND id = ?'),
      all: db.prepare('SELECT * FROM products WHERE game = ? ORDER BY added_at, rowid'),
      byCode: db.prepare('SELECT * FROM products WHERE game = ? AND code = ? ORDER BY added_at, rowid'),
      contents: db.prepare(
        'SELECT component, quantity, missing, damaged, data FROM product_contents WHERE product_id = ? ORDER BY component',
      ),
      setContent: db.prepare(
        `UPDATE product_contents SET missing = @missing, damaged = @damaged
          WHERE component = @component
            AND product_id = (SELECT id FROM products WHERE game = @game AND id = @productId)`,
      ),
      updateContent: db.prepare(
        `UPDATE product_contents SET quantity = @quantity, missing = @missing, damaged = @damaged, data = @data
          WHERE component = @component
            AND product_id = (SELECT id FROM products WHERE game = @game AND id = @productId)`,
      ),
      clearContents: db.prepare(
        'DELETE FROM product_contents WHERE product_id = (SELECT id FROM products WHERE game = ? AND id = ?)',
      ),
      remove: db.prepare('DELETE FROM products WHERE game = ? AND id = ?'),
    };
  }

  /** Store a product and its contents in one transaction. */
  insert(p: StoredProduct): void {
    this.db.transaction(() => {
      this.st.insert.run({ ...p, game: this.game, data: JSON.stringify(p.data) });
      for (const c of p.contents) this.st.insertContent.run({ ...c, productId: p.id, data: JSON.stringify(c.data) });
    })();
  }

  get(id: string): StoredProduct | null {
    const r = this.st.one.get(this.game, id) as RawProduct | undefined;
    return r ? this.withContents(r) : null;
  }

  list(): StoredProduct[] {
    return (this.st.all.all(this.game) as RawProduct[]).map((r) => this.withContents(r));
  }

  byCode(code: string): StoredProduct[] {
    return (this.st.byCode.all(this.game, code) as RawProduct[]).map((r) => this.withContents(r));
  }

  /** Record how many of a component are missing or damaged; false when the product or component is not there. */
  setContentState(productId: string, component: string, missing: number, damaged: number): boolean {
    return this.st.setContent.run({ game: this.game, productId, component, missing, damaged }).changes === 1;
  }

  /** Rewrite one line of a product's contents (count, missing, damaged, data); false when it is not there. */
  updateContent(productId: string, c: ProductContent): boolean {
    return this.st.updateContent.run({ ...c, game: this.game, productId, data: JSON.stringify(c.data) }).changes === 1;
  }

  /** Replace a product's contents with these lines in one transaction; false when the product is not there. */
  replaceContents(productId: string, contents: readonly ProductContent[]): boolean {
    return this.db.transaction(() => {
      if (!this.st.one.get(this.game, productId)) return false;
      this.st.clearContents.run(this.game, productId);
      for (const c of contents) this.st.insertContent.run({ ...c, productId, data: JSON.stringify(c.data) });
      return true;
    })();
  }

  remove(id: string): boolean {
    return this.st.remove.run(this.game, id).changes === 1;
  }

  private withContents(r: RawProduct): StoredProduct {
    const contents = (this.st.contents.all(r.id) as RawContent[]).map((c) => ({
      component: c.component,
      quantity: c.quantity,
      missing: c.missing,
      damaged: c.damaged,
      data: JSON.parse(c.data) as Json,
    }));
    return {
      id: r.id,
      kind: r.kind,
      code: r.code,
      location: r.location,
      note: r.note,
      addedAt: r.added_at,
      data: JSON.parse(r.data) as Json,
      contents,
    };
  }
}
