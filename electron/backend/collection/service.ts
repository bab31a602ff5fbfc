import crypto from 'node:crypto';
import type {
  BuildResult,
  CardCounts,
  CollectionSummary,
  CompletionReport,
  ConflictReport,
  CopyInfo,
  CsvExport,
  CsvField,
  CsvImportReport,
  ProductInfo,
  ProductUpdate,
  PullList,
} from '../../../core/api/collection';
import { DeckhandError } from '../../../core/api/errors';
import {
  planAllocation,
  pullLines,
  type AllocationPlan,
  type CollectionRules,
  type CardRef,
  type CopyAttributes,
  COPY_DEFAULTS,
  unreadableCsv,
} from '../../../core/platform/collection';
import { exportCollectionCsv } from '../../../core/platform/csv/export';
import { planCsvImport } from '../../../core/platform/csv/import';
import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import { repoOnOpenFile } from '../saved-records';
import { damagedCopiesAvailable } from '../settings';
import type { CatalogService } from '../catalog/service';
import { CopiesRepo, type CopyFilter, type CopyRow, type DeckRef, type NewCopy, type ProductRow } from './copies-repo';
import { addToTally, emptyTally, freeOf, tallyByCard, usableOf, type CardTally } from './tally';

const DEFAULTS: Omit<NewCopy, 'code' | 'productId'> = COPY_DEFAULTS;

/**
 * One game's physical collection in the open save file (shared tables products and copies, rows
 * tagged with the game; see db/migrations.ts v6) behind `collection.*`. What a printing, a product
 * or a deck's needs are is the game's `CollectionRules`.
 *
 * One row per physical product and per physical copy; a copy's `deck_id` is its allocation to a
 * built deck. Counts fold printings onto the card (reprints, back faces) with the game's rules
 * and are kept in memory until copies change (counts per printing are maintained by SQLite
 * triggers in the connection, see CopiesRepo). Every mutation is one transaction and ends with
 * `collection.changed` (and `decks.changed` when a deck's built flag moved).
 *
 * Owned copies are those ok or damaged (missing ones are not). Which are available for decks —
 * free, allocated by a build, counted by the deck checks and the catalog's `only` filter — follows
 * the file's setting `damagedCopiesAvailable` (ok copies always; damaged ones when it is on).
 */
export class CollectionService<Catalog = unknown> {
  private readonly repoOf: () => CopiesRepo;
  private snap: Snapshot<Catalog> | null = null;

  constructor(
    /** The game whose rows this service reads and writes in the shared tables. */
    readonly game: string,
    readonly rules: CollectionRules<Catalog>,
    readonly saves: SaveService,
    readonly catalog: CatalogService<Catalog>,
    readonly events: EventBus,
    readonly now: () => Date,
  ) {
    if (catalog.game !== game) throw new Error(`catalog of '${catalog.game}' given for '${game}'`);
    this.repoOf = repoOnOpenFile(saves, (db) => new CopiesRepo(db, game));
    saves.onChange(() => {
      this.snap = null;
    });
  }

  /**
   * Copies available per printing code, for the deck builder's "only cards I own / that are free"
   * check: `owned` = available for decks (status ok; damaged too with the setting); `free` = those
   * not allocated, except to `exceptDeckId`.
   */
  availableByPrinting(kind: 'owned' | 'free', exceptDeckId?: string): Record<string, number> {
    return this.repo.available(kind, exceptDeckId ?? null, this.damagedAvailable());
  }

  /** The open file's setting: do damaged copies count as available for decks? */
  damagedAvailable(): boolean {
    return damagedCopiesAvailable(this.saves.require());
  }

  // ---- plumbing

  private get repo(): CopiesRepo {
    return this.repoOf();
  }

  /** The card a printing counts for, under the current catalog (a code it does not know: itself). */
  private canonical(catalog: Catalog | null, code: string): string {
    return (catalog !== null ? this.rules.canonicalOf(catalog, code) : null) ?? code;
  }

  private requireDeck(id: string): DeckRef {
    const d = this.repo.deck(id);
    if (!d) throw new DeckhandError('deck_not_found', { id });
    return d;
  }

  private changed(): void {
    this.events.emit('collection.changed', { game: this.game });
  }

  /**
   * What the counts derive from, rebuilt only when copies changed (the repo's version, moved by
   * SQLite triggers on every write) or the catalog was re-imported: the per-card tallies, the
   * totals, and — when first asked — the locations and tags in use.
   */
  private snapshot(): Snapshot<Catalog> {
    const repo = this.repo;
    const catalog = this.catalog.catalog();
    const version = repo.version();
    const s = this.snap;
    if (s && s.repo === repo && s.catalog === catalog && s.version === version) return s;
    const rows = repo.counts();
    const totals = emptyTally();
    let copies = 0;
    for (const r of rows) {
      copies += r.n;
      addToTally(totals, r.status, Boolean(r.allocated), r.n);
    }
    const canonical = catalog !== null ? (code: string) => this.rules.canonicalOf(catalog, code) : null;
    this.snap = { repo, catalog, version, byCard: tallyByCard(rows, canonical), copies, totals, labels: null };
    return this.snap;
  }

  private tallies(): Map<string, CardTally> {
    return this.snapshot().byCard;
  }

  private copyInfo(r: CopyRow, catalog: Catalog | null): CopyInfo {
    const p = catalog !== null ? this.rules.printing(catalog, r.code) : null;
    return {
      id: r.id,
      code: r.code,
      cardCode: this.canonical(catalog, r.code),
      name: p?.name ?? r.code,
      packCode: p?.productCode ?? '',
      packName: p?.productName ?? '',
      position: p?.position ?? 0,
      productId: r.productId,
      language: r.language,
      condition: r.condition,
      variant: r.variant,
      location: r.location,
      tags: r.tags,
      status: r.status,
      note: r.note,
      deckId: r.deckId,
      deckName: r.deckName,
    };
  }

  private productInfo(p: ProductRow): ProductInfo {
    const catalog = this.catalog.catalog();
    return {
      id: p.id,
      packCode: p.packCode,
      packName: (catalog !== null ? this.rules.productName(catalog, p.packCode) : null) ?? p.packCode,
      note: p.note,
      location: p.location,
      addedAt: p.addedAt,
      copies: p.copies,
      allocated: p.allocated,
      atLocation: p.atLocation,
    };
  }

  // ---- reading

  summary(): CollectionSummary {
    const snap = this.snapshot();
    snap.labels ??= { locations: snap.repo.locations(), tags: snap.repo.tags() };
    const t = snap.totals;
    return {
      products: snap.repo.productCount(),
      copies: snap.copies,
      owned: t.owned,
      inDecks: t.inDecks,
      free: freeOf(t, this.damagedAvailable()),
      missing: t.missing,
      damaged: t.damaged,
      locations: [...snap.labels.locations],
      tags: [...snap.labels.tags],
    };
  }

  products(): ProductInfo[] {
    return this.repo.products().map((p) => this.productInfo(p));
  }

  copies(args: {
    cardCode?: string;
    productId?: string;
    deckId?: string;
    location?: string;
    tags?: string[];
    status?: CopyInfo['status'];
    offset: number;
    limit: number;
  }): {
    total: number;
    copies: CopyInfo[];
  } {
    const repo = this.repo;
    const catalog = this.catalog.catalog();
    const filter: CopyFilter = {
      productId: args.productId,
      deckId: args.deckId,
      location: args.location,
      tags: args.tags,
      status: args.status,
    };
    if (args.cardCode !== undefined)
      filter.codes = catalog !== null ? this.rules.codesOfCard(catalog, args.cardCode) : [args.cardCode];
    const { total, rows } = repo.list(filter, args.offset, args.limit);
    return { total, copies: rows.map((r) => this.copyInfo(r, catalog)) };
  }

  /** Per-card counts (canonical codes): the cards asked for (zeros included), else every card with a copy. */
  counts(codes?: string[]): CardCounts[] {
    const byCard = this.tallies();
    const catalog = this.catalog.catalog();
    const damaged = this.damagedAvailable();
    const wanted = codes ? [...new Set(codes.map((c) => this.canonical(catalog, c)))] : [...byCard.keys()].sort();
    return wanted.map((code) => {
      const t = byCard.get(code) ?? emptyTally();
      return {
        code,
        owned: t.owned,
        inDecks: t.inDecks,
        free: freeOf(t, damaged),
        missing: t.missing,
        damaged: t.damaged,
      };
    });
  }

  /**
   * Canonical card codes with at least one copy available for decks (`owned`) or one available and
   * not allocated (`free`): `catalog.search`'s `only`. Damaged copies count with the setting only.
   */
  cardCodesWith(kind: 'owned' | 'free'): ReadonlySet<string> {
    const damaged = this.damagedAvailable();
    const out = new Set<string>();
    for (const [code, t] of this.tallies())
      if ((kind === 'owned' ? usableOf(t, damaged) : freeOf(t, damaged)) > 0) out.add(code);
    return out;
  }

  // ---- products and copies

  addProduct(args: { packCode: string; count: number; location?: string; note?: string }): ProductInfo[] {
    const catalog = this.catalog.requireCatalog();
    const repo = this.repo;
    const contents = this.rules.productContents(catalog, args.packCode);
    if (!contents) throw new DeckhandError('product_not_found', { packCode: args.packCode });
    const now = this.now().toISOString();
    const ids = repo.transaction(() => {
      const made: string[] = [];
      for (let i = 0; i < args.count; i++) {
        const id = crypto.randomUUID();
        const location = args.location ?? '';
        repo.insertProduct(id, args.packCode, args.note ?? '', location, now);
        // the product's copies start where the product is kept
        const copies: NewCopy[] = [];
        for (const line of contents) {
          for (let q = 0; q < line.quantity; q++)
            copies.push({ ...DEFAULTS, tags: [], code: line.code, productId: id, location });
        }
        repo.insertCopies(copies, now);
        made.push(id);
      }
      return made;
    });
    this.changed();
    return ids.map((id) => this.productInfo(repo.product(id)!));
  }

  /**
   * Changes a product's location and/or note. With `moveCopies`, the copies still at the old
   * product location follow it (allocated ones too — a copy's location is where it goes back to);
   * copies moved elsewhere since stay. One transaction; `collection.changed` when anything changed.
   */
  updateProduct(args: { id: string; location?: string; note?: string; moveCopies: boolean }): ProductUpdate {
    const repo = this.repo;
    const p = repo.product(args.id);
    if (!p) throw new DeckhandError('product_not_found', { id: args.id });
    const location = args.location ?? p.location;
    const note = args.note ?? p.note;
    if (location === p.location && note === p.note) return { product: this.productInfo(p), moved: 0 };
    const moved = repo.transaction(() => {
      repo.updateProduct(p.id, location, note);
      return args.moveCopies && location !== p.location ? repo.moveProductCopies(p.id, p.location, location) : 0;
    });
    this.changed();
    return { product: this.productInfo(repo.product(p.id)!), moved };
  }

  /** Removes a product and its copies; copies allocated to decks are released with them (counted). */
  removeProduct(id: string): { removed: number; released: number } {
    const repo = this.repo;
    const p = repo.product(id);
    if (!p) throw new DeckhandError('product_not_found', { id });
    repo.transaction(() => repo.deleteProduct(id)); // copies go with it (ON DELETE CASCADE)
    this.changed();
    return { removed: p.copies, released: p.allocated };
  }

  addCopies(args: { code: string; quantity: number; attributes: CopyAttributes }): CopyInfo[] {
    const catalog = this.catalog.requireCatalog();
    const repo = this.repo;
    const code = this.rules.physicalCode(catalog, args.code);
    if (!code) throw new DeckhandError('card_not_found', { code: args.code });
    const attrs = { ...DEFAULTS, ...defined(args.attributes) };
    const copies: NewCopy[] = Array.from({ length: args.quantity }, () => ({
      ...attrs,
      tags: [...attrs.tags],
      code,
      productId: null,
    }));
    const ids = repo.transaction(() => repo.insertCopies(copies, this.now().toISOString()));
    this.changed();
    return repo.copiesByIds(ids).map((r) => this.copyInfo(r, catalog));
  }

  private requireCopies(ids: readonly number[]): number[] {
    const unique = [...new Set(ids)];
    const found = this.repo.existingIds(unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length)
      throw new DeckhandError('copy_not_found', { ids: missing.slice(0, 20).map(String), count: missing.length });
    return unique;
  }

  /**
   * Changes attributes of copies. A copy marked missing (or damaged, while damaged copies are not
   * available for decks) keeps its allocation until the deck is built again (which releases it).
   */
  updateCopies(ids: number[], patch: CopyAttributes): CopyInfo[] {
    const repo = this.repo;
    const unique = this.requireCopies(ids);
    const changes = defined(patch);
    if (Object.keys(changes).length) {
      repo.transaction(() => repo.update(unique, changes));
      this.changed();
    }
    const catalog = this.catalog.catalog();
    return repo.copiesByIds(unique).map((r) => this.copyInfo(r, catalog));
  }

  removeCopies(ids: number[]): { removed: number; released: number } {
    const repo = this.repo;
    const unique = this.requireCopies(ids);
    const result = repo.transaction(() => {
      const released = repo.allocatedAmong(unique);
      return { removed: repo.deleteCopies(unique), released };
    });
    this.changed();
    return result;
  }

  // ---- CSV

  /**
   * Imports a CSV (see core collection/csv-import.ts): rows that resolve are written in one
   * transaction; rows with problems are skipped and reported. A file-level problem (empty, no
   * column naming the card, an unclosed quote, too many rows) writes nothing; so does a dry run.
   */
  importCsv(args: {
    content: string;
    columns?: Record<string, CsvField>;
    columnMap?: Array<{ column: number; field: CsvField }>;
    dryRun: boolean;
    defaults: CopyAttributes;
  }): CsvImportReport {
    const csv = this.requireCsv();
    const reason = unreadableCsv(args.content);
    if (reason) throw new DeckhandError('csv_invalid', { reason });
    const catalog = this.catalog.requireCatalog();
    const repo = this.repo;
    const reader = { resolve: (ref: CardRef) => csv.resolve(catalog, ref), headers: csv.headers };
    const plan = planCsvImport(
      args.content,
      { columns: args.columns, columnMap: args.columnMap, defaults: defined(args.defaults) },
      reader,
    );
    const write = !args.dryRun && !plan.fatal && plan.lines.length > 0;
    if (write) {
      const now = this.now().toISOString();
      repo.transaction(() => {
        for (const line of plan.lines) {
          const copy: NewCopy = { ...line.attributes, code: line.code, productId: null };
          repo.insertCopies(
            Array.from({ length: line.quantity }, () => copy),
            now,
          );
        }
      });
      this.changed();
    }
    return {
      columns: plan.columns,
      rows: plan.rows,
      imported: write ? plan.copies : 0,
      skippedRows: plan.skippedRows,
      problems: plan.problems,
      warnings: plan.warnings,
      dryRun: args.dryRun,
    };
  }

  exportCsv(): CsvExport {
    this.requireCsv();
    const catalog = this.catalog.requireCatalog();
    const content = exportCollectionCsv(this.rules, catalog, this.repo.exportRows());
    return { fileName: `${this.game}-collection-${this.now().toISOString().slice(0, 10)}.csv`, content };
  }

  /** Set completion, wants and trades (`collection.completion`), counted in SQL by the game's rules. */
  completion(args: { keep: number; group?: string }): CompletionReport {
    const complete = this.rules.completion;
    if (!complete)
      throw new DeckhandError('game_feature_missing', { game: this.game, feature: 'collection.completion' });
    const { db } = this.saves.require();
    this.repo.version(); // makes sure temp.copy_counts exists (the rules may count from it)
    return complete(this.catalog.requireCatalog(), (sql, params) => db.prepare(sql).all(...params), args);
  }

  private requireCsv(): NonNullable<CollectionRules<Catalog>['csv']> {
    if (!this.rules.csv)
      throw new DeckhandError('game_feature_missing', { game: this.game, feature: 'collection.csv' });
    return this.rules.csv;
  }

  // ---- decks: build, take apart, pull lists, conflicts

  private plan(catalog: Catalog, deck: DeckRef): AllocationPlan {
    const needed = this.rules.deckNeeds(catalog, deck);
    const codes = Object.keys(needed).flatMap((code) => this.rules.codesOfCard(catalog, code));
    const damaged = this.damagedAvailable();
    const copies = this.repo.copiesForAllocation(codes, deck.id, damaged);
    return planAllocation(this.rules, catalog, deck.id, needed, copies, damaged);
  }

  /** A card's name in lists (the catalog's; the renderer shows it in the user's language by code). */
  private cardName(catalog: Catalog, code: string): string {
    return this.rules.printing(catalog, code)?.name ?? code;
  }

  private pullListOf(
    catalog: Catalog,
    deck: DeckRef,
    plan: Pick<AllocationPlan, 'pull' | 'release' | 'short'>,
  ): PullList {
    return {
      deckId: deck.id,
      deckName: deck.name,
      pull: pullLines(this.rules, catalog, plan.pull),
      // a missing copy cannot be put back: it is released without a line
      return: pullLines(
        this.rules,
        catalog,
        plan.release.filter((c) => c.status !== 'missing'),
      ),
      short: Object.keys(plan.short)
        .sort()
        .map((code) => ({ cardCode: code, name: this.cardName(catalog, code), quantity: plan.short[code] })),
    };
  }

  /** What building (or re-building after an edit) the deck would take out of storage and put back. */
  pullList(deckId: string): PullList {
    const catalog = this.catalog.requireCatalog();
    const deck = this.requireDeck(deckId);
    return this.pullListOf(catalog, deck, this.plan(catalog, deck));
  }

  /** Allocates the deck's copies (keeping the ones it has), releases what it no longer uses, marks it built. */
  build(deckId: string): BuildResult {
    const catalog = this.catalog.requireCatalog();
    const repo = this.repo;
    const { deck, plan } = repo.transaction(() => {
      const d = this.requireDeck(deckId);
      const p = this.plan(catalog, d);
      repo.allocate(
        p.pull.map((c) => c.id),
        d.id,
      );
      repo.allocate(
        p.release.map((c) => c.id),
        null,
      );
      if (!d.built) repo.setBuilt(d.id, true);
      return { deck: d, plan: p };
    });
    if (plan.pull.length || plan.release.length) this.changed();
    if (!deck.built) this.events.emit('decks.changed', { game: this.game, id: deck.id });
    return { deckId: deck.id, built: true, list: this.pullListOf(catalog, deck, plan) };
  }

  /** Releases every copy of the deck and clears its built flag; the return list says where each goes. */
  unbuild(deckId: string): BuildResult {
    const catalog = this.catalog.requireCatalog();
    const repo = this.repo;
    const { deck, released } = repo.transaction(() => {
      const d = this.requireDeck(deckId);
      const copies = repo.allocatedTo(d.id);
      repo.allocate(
        copies.map((c) => c.id),
        null,
      );
      if (d.built) repo.setBuilt(d.id, false);
      return { deck: d, released: copies };
    });
    if (released.length) this.changed();
    if (deck.built) this.events.emit('decks.changed', { game: this.game, id: deck.id });
    return {
      deckId: deck.id,
      built: false,
      list: this.pullListOf(catalog, deck, { pull: [], release: released, short: {} }),
    };
  }

  /** Cards the decks together need more of than the collection has available for decks (wherever they are). */
  conflicts(deckIds: string[]): ConflictReport {
    const catalog = this.catalog.requireCatalog();
    const ids = [...new Set(deckIds)];
    const decks = ids.map((id) => this.requireDeck(id));
    const byCard = this.tallies();
    const damaged = this.damagedAvailable();
    const need = new Map<string, Record<string, number>>();
    for (const d of decks) {
      for (const [code, n] of Object.entries(this.rules.deckNeeds(catalog, d))) {
        const per = need.get(code) ?? {};
        per[d.id] = n;
        need.set(code, per);
      }
    }
    const conflicts: ConflictReport['conflicts'] = [];
    for (const code of [...need.keys()].sort()) {
      const byDeck = need.get(code)!;
      const needed = Object.values(byDeck).reduce((a, b) => a + b, 0);
      const t = byCard.get(code);
      const owned = t ? usableOf(t, damaged) : 0;
      if (needed > owned) conflicts.push({ cardCode: code, name: this.cardName(catalog, code), owned, needed, byDeck });
    }
    return { deckIds: ids, conflicts };
  }
}

interface Snapshot<Catalog> {
  repo: CopiesRepo;
  catalog: Catalog | null;
  version: number;
  byCard: Map<string, CardTally>;
  /** Every copy row, missing ones included. */
  copies: number;
  totals: CardTally;
  labels: { locations: string[]; tags: string[] } | null;
}

/** The object without its undefined values (so defaults are not overwritten by "not given"). */
function defined<T extends object>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
