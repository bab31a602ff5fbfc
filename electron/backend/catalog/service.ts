import type Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import type {
  CardDetail,
  CardSummary,
  CatalogFacets,
  CatalogStatus,
  IdentityInfo,
  ImportIssueInfo,
  ImportResult,
  SearchPage,
} from '../../../core/api/catalog';
import type { CatalogDefinition, CatalogImportReport, CatalogSort } from '../../../core/platform/catalog';
import type { EventBus } from '../events';
import { downloadDataSet, readDataSet, type DataSetFiles } from './dataset-source';

/** catalog_source.report: the import report (older files: only the two counts, read as empty lists). */
function readReport(json: string | undefined): CatalogImportReport {
  let value: unknown;
  try {
    value = json ? JSON.parse(json) : null;
  } catch {
    value = null;
  }
  const r = (value ?? {}) as { skipped?: unknown; warnings?: unknown };
  return {
    skipped: Array.isArray(r.skipped) ? (r.skipped as ImportIssueInfo[]) : [],
    warnings: Array.isArray(r.warnings) ? (r.warnings as ImportIssueInfo[]) : [],
  };
}

/**
 * One game's card catalog in the catalog file (tables catalog_parts, catalog_records,
 * catalog_translations, rows tagged with the game): import from a folder, a zip or a download
 * with progress events (one transaction that replaces this game's rows only; save files are never
 * touched), the parsed catalog kept in memory, a cache of sorted search results. What the data
 * means is the game's `CatalogDefinition`.
 */
export class CatalogService<Catalog = unknown> {
  private cached: Catalog | null | undefined;
  private cachedReport: CatalogImportReport | undefined;
  /** The import now reading its files, to cancel it. */
  private running: AbortController | null = null;
  private searchCache = new Map<string, string[]>();

  constructor(
    readonly game: string,
    readonly definition: CatalogDefinition<Catalog>,
    private readonly db: () => Database.Database | null,
    private readonly events: EventBus,
    private readonly now: () => Date,
    private readonly downloadUrl: () => string = () => definition.downloadUrl,
    private readonly fetcher: typeof fetch = fetch,
  ) {
    if (definition.game !== game) throw new Error(`catalog definition of '${definition.game}' given for '${game}'`);
  }

  private requireDb(): Database.Database {
    const db = this.db();
    if (!db) throw new DeckhandError('catalog_not_imported', { game: this.game });
    return db;
  }

  /** The stored catalog, read and loaded once and kept; null when nothing was imported yet. */
  catalog(): Catalog | null {
    if (this.cached !== undefined) return this.cached;
    const db = this.db();
    if (!db) return null;
    /** A table's JSON rows of this game by their key column. */
    const byKey = (sql: string): Record<string, unknown> =>
      Object.fromEntries(
        (db.prepare(sql).raw().all(this.game) as Array<[string, string]>).map(([key, data]) => [key, JSON.parse(data)]),
      );
    const parts = byKey('SELECT part, data FROM catalog_parts WHERE game = ?');
    if (Object.keys(parts).length === 0) return (this.cached = null);
    const records = (
      db.prepare('SELECT data FROM catalog_records WHERE game = ? ORDER BY ord').pluck().all(this.game) as string[]
    ).map((d) => JSON.parse(d) as unknown);
    const translations = byKey('SELECT lang, data FROM catalog_translations WHERE game = ?');
    this.cached = this.definition.load({ parts, records, translations });
    return this.cached;
  }

  /** The stored catalog; throws `catalog_not_imported` when nothing was imported yet. */
  requireCatalog(): Catalog {
    const c = this.catalog();
    if (c === null) throw new DeckhandError('catalog_not_imported', { game: this.game });
    return c;
  }

  private source(): { source: string; imported_at: string; report: string } | undefined {
    return this.db()
      ?.prepare('SELECT source, imported_at, report FROM catalog_source WHERE game = ?')
      .get(this.game) as { source: string; imported_at: string; report: string } | undefined;
  }

  private storedReport(): CatalogImportReport {
    if (this.cachedReport === undefined) this.cachedReport = readReport(this.source()?.report);
    return this.cachedReport;
  }

  status(): CatalogStatus {
    const c = this.catalog();
    const source = this.source();
    const game = c !== null ? this.definition.status(c) : null;
    const report = c !== null ? this.storedReport() : null;
    return {
      game: this.game,
      imported: c !== null,
      importedAt: source?.imported_at ?? null,
      source: source?.source ?? null,
      counts: game?.counts ?? { cards: 0 },
      languages: game?.languages ?? [],
      skipped: report?.skipped.length ?? 0,
      warnings: report?.warnings.length ?? 0,
      downloadUrl: this.downloadUrl(),
    };
  }

  /** Stop the running import before it stores anything; it fails with `catalog_import_cancelled`. */
  cancelImport(): boolean {
    if (!this.running) return false;
    this.running.abort();
    this.running = null;
    return true;
  }

  report(): ImportResult {
    this.requireCatalog();
    const { skipped, warnings } = this.storedReport();
    return { status: this.status(), skipped, warnings };
  }

  /**
   * Read, parse and store a data set. Nothing is written unless the data set has cards; the old
   * catalog stays in place until the new one is committed in one transaction, and other games'
   * rows are never touched.
   */
  async import(source: { path: string } | { download: true; url?: string }): Promise<ImportResult> {
    const db = this.requireDb();
    const task = 'catalog.import';
    const progress = (done: number, total: number | null) => this.events.emit('task.progress', { task, done, total });
    let files: DataSetFiles;
    let label: string;
    const running = new AbortController();
    this.running = running;
    try {
      if ('path' in source) {
        label = source.path;
        files = await readDataSet(source.path, progress, running.signal, this.definition.fileExtensions);
      } else {
        label = source.url ?? this.downloadUrl();
        files = await downloadDataSet(label, progress, this.fetcher, running.signal, this.definition.fileExtensions);
      }
    } finally {
      if (this.running === running) this.running = null;
    }
    const { catalog, report } = this.definition.parse(files, undefined, this.catalog());
    if (this.definition.isEmpty(catalog)) {
      const reasons = [...new Set(report.skipped.map((s) => s.reason))].slice(0, 5);
      // the first problems with their file and line, for a list refused whole
      throw new DeckhandError('catalog_import_empty', {
        path: label,
        reasons,
        issues: { total: report.skipped.length, first: report.skipped.slice(0, 20) },
      });
    }
    const stored = this.definition.store(catalog);
    const game = this.game;
    db.transaction(() => {
      for (const table of ['catalog_parts', 'catalog_records', 'catalog_translations'])
        db.prepare(`DELETE FROM ${table} WHERE game = ?`).run(game);
      const insPart = db.prepare('INSERT INTO catalog_parts(game, part, data) VALUES (?, ?, ?)');
      for (const [part, data] of Object.entries(stored.parts)) insPart.run(game, part, JSON.stringify(data));
      const insRecord = db.prepare(
        'INSERT INTO catalog_records(game, ord, code, product_code, data) VALUES (?, ?, ?, ?, ?)',
      );
      stored.records.forEach((r, i) => insRecord.run(game, i, r.code, r.productCode, JSON.stringify(r.data)));
      const insLang = db.prepare('INSERT INTO catalog_translations(game, lang, data) VALUES (?, ?, ?)');
      for (const [lang, t] of Object.entries(stored.translations)) insLang.run(game, lang, JSON.stringify(t));
      db.prepare(
        `INSERT INTO catalog_source(game, source, imported_at, report) VALUES (?, ?, ?, ?)
         ON CONFLICT(game) DO UPDATE SET source = excluded.source, imported_at = excluded.imported_at, report = excluded.report`,
      ).run(game, label, this.now().toISOString(), JSON.stringify(report));
    })();
    this.cached = catalog;
    this.cachedReport = report;
    this.searchCache.clear();
    progress(1, 1);
    return { status: this.status(), skipped: report.skipped, warnings: report.warnings };
  }

  /** `only`: the collection's card codes to keep (`catalog.search`'s owned/free filter), applied after the cache. */
  search(
    args: { query: string; lang: string; sort: CatalogSort; offset: number; limit: number },
    only?: ReadonlySet<string>,
  ): SearchPage {
    if (!this.definition.sorts.includes(args.sort))
      throw new DeckhandError('invalid_args', { method: 'catalog.search', issues: ['sort:invalid_value'] });
    const c = this.requireCatalog();
    const key = `${args.sort}\u0000${args.lang}\u0000${args.query}`;
    let codes = this.searchCache.get(key);
    let problems: SearchPage['problems'] = [];
    if (!codes) {
      const result = this.definition.search(c, { query: args.query, lang: args.lang, sort: args.sort });
      codes = result.codes;
      problems = result.problems;
      if (this.searchCache.size > 200) this.searchCache.clear();
      if (problems.length === 0) this.searchCache.set(key, codes);
    }
    if (only) codes = codes.filter((code) => only.has(code));
    return {
      total: codes.length,
      offset: args.offset,
      cards: this.cards(codes.slice(args.offset, args.offset + args.limit), args.lang),
      problems,
    };
  }

  card(code: string, uiLang: string): CardDetail {
    const detail = this.definition.card(this.requireCatalog(), code, uiLang);
    if (!detail) throw new DeckhandError('card_not_found', { code });
    return detail;
  }

  /** Summaries of many cards at once (a deck's slots), in the order asked, each code once; unknown codes left out. */
  cards(codes: string[], uiLang: string): CardSummary[] {
    const c = this.requireCatalog();
    const out: CardSummary[] = [];
    const seen = new Set<string>();
    for (const code of codes) {
      if (seen.has(code)) continue;
      const summary = this.definition.summary(c, code, uiLang);
      if (!summary) continue;
      seen.add(code);
      out.push(summary);
    }
    return out;
  }

  /** What a deck can be built for; a game without identities has none. */
  identities(uiLang: string): IdentityInfo[] {
    const c = this.requireCatalog();
    return this.definition.identities?.(c, uiLang) ?? [];
  }

  facets(uiLang: string): CatalogFacets {
    return this.definition.facets(this.requireCatalog(), uiLang);
  }
}
