import type Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import type {
  CardDetail,
  CardSummary,
  CatalogFacets,
  CatalogStatus,
  IdentityInfo,
  ImportResult,
  SearchPage,
} from '../../../core/api/catalog';
import {
  catalogIndex,
  catalogLanguages,
  listIdentities,
  localizeCard,
  localizedName,
  MC_GAME_ID,
  parseMarvelCdb,
  searchCards,
  traitKey,
  type McCard,
  type McCatalog,
} from '../../../core/games/marvel-champions';
import type { EventBus } from '../events';
import { downloadDataSet, readDataSet, type DataSetFiles } from './dataset-source';

/** Default address of "Download the latest card data" (the MarvelCDB data repository as a zip). */
export const DEFAULT_MC_DOWNLOAD_URL = 'https://github.com/zzorba/marvelsdb-json-data/archive/refs/heads/master.zip';

/** UI language → card language of the data set (MarvelCDB has German, not Turkish or Hungarian). */
function cardLang(lang: string): string {
  return lang === 'de' ? 'de' : 'en';
}

type Sort = 'release' | 'name' | 'cost' | 'type' | 'aspect';

/**
 * The Marvel Champions catalog in the catalog file: import (one transaction, replaces the previous
 * import, never touches save files), the parsed catalog kept in memory for search, card details.
 */
export class McCatalogService {
  private cached: McCatalog | null | undefined;
  private searchCache = new Map<string, string[]>();

  constructor(
    private readonly db: () => Database.Database | null,
    private readonly events: EventBus,
    private readonly now: () => Date,
    private readonly downloadUrl: () => string = () => DEFAULT_MC_DOWNLOAD_URL,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private requireDb(): Database.Database {
    const db = this.db();
    if (!db) throw new DeckhandError('catalog_not_imported', { game: MC_GAME_ID });
    return db;
  }

  /** The stored catalog, parsed once and kept; null when nothing was imported yet. */
  catalog(): McCatalog | null {
    if (this.cached !== undefined) return this.cached;
    const db = this.db();
    if (!db) return null;
    const parts = new Map(
      (db.prepare('SELECT part, data FROM mc_parts').all() as Array<{ part: string; data: string }>).map((r) => [
        r.part,
        JSON.parse(r.data),
      ]),
    );
    if (!parts.has('meta')) return (this.cached = null);
    const meta = parts.get('meta') as Omit<McCatalog, 'cards' | 'translations'>;
    const cards = (db.prepare('SELECT data FROM mc_cards ORDER BY ord').all() as Array<{ data: string }>).map(
      (r) => JSON.parse(r.data) as McCard,
    );
    const translations: McCatalog['translations'] = {};
    for (const r of db.prepare('SELECT lang, data FROM mc_translations').all() as Array<{
      lang: string;
      data: string;
    }>) {
      translations[r.lang] = JSON.parse(r.data);
    }
    this.cached = { ...meta, cards, translations };
    return this.cached;
  }

  private requireCatalog(): McCatalog {
    const c = this.catalog();
    if (!c) throw new DeckhandError('catalog_not_imported', { game: MC_GAME_ID });
    return c;
  }

  status(): CatalogStatus {
    const c = this.catalog();
    const source = this.db()
      ?.prepare('SELECT source, imported_at FROM catalog_source WHERE game = ?')
      .get(MC_GAME_ID) as { source: string; imported_at: string } | undefined;
    return {
      game: MC_GAME_ID,
      imported: c !== null,
      importedAt: source?.imported_at ?? null,
      source: source?.source ?? null,
      counts: c
        ? {
            packs: c.packs.length,
            sets: c.sets.length,
            cards: c.report.counts.originals,
            reprints: c.report.counts.reprints,
          }
        : { packs: 0, sets: 0, cards: 0, reprints: 0 },
      languages: c ? catalogLanguages(c).filter((l) => l !== 'en') : [],
      skipped: c?.report.skipped.length ?? 0,
      warnings: c?.report.warnings.length ?? 0,
      downloadUrl: this.downloadUrl(),
    };
  }

  report(): ImportResult {
    const c = this.requireCatalog();
    return { status: this.status(), skipped: c.report.skipped, warnings: c.report.warnings } as ImportResult;
  }

  /**
   * Read, parse and store a data set. Nothing is written unless the data set has cards; the old
   * catalog stays in place until the new one is committed in one transaction.
   */
  async import(source: { path: string } | { download: true; url?: string }): Promise<ImportResult> {
    const db = this.requireDb();
    const task = 'catalog.import';
    const progress = (done: number, total: number | null) => this.events.emit('task.progress', { task, done, total });
    let files: DataSetFiles;
    let label: string;
    if ('path' in source) {
      label = source.path;
      files = await readDataSet(source.path, progress);
    } else {
      label = source.url ?? this.downloadUrl();
      files = await downloadDataSet(label, progress, this.fetcher);
    }
    const catalog = parseMarvelCdb(files);
    if (catalog.cards.length === 0 || catalog.packs.length === 0) {
      const reasons = [...new Set(catalog.report.skipped.map((s) => s.reason))].slice(0, 5);
      throw new DeckhandError('catalog_import_empty', { path: label, reasons });
    }
    const { cards, translations, ...meta } = catalog;
    db.transaction(() => {
      db.exec('DELETE FROM mc_parts; DELETE FROM mc_cards; DELETE FROM mc_translations;');
      db.prepare('INSERT INTO mc_parts(part, data) VALUES (?, ?)').run('meta', JSON.stringify(meta));
      const insCard = db.prepare('INSERT INTO mc_cards(ord, code, pack_code, data) VALUES (?, ?, ?, ?)');
      cards.forEach((card, i) => insCard.run(i, card.code, card.packCode, JSON.stringify(card)));
      const insLang = db.prepare('INSERT INTO mc_translations(lang, data) VALUES (?, ?)');
      for (const [lang, t] of Object.entries(translations)) insLang.run(lang, JSON.stringify(t));
      db.prepare(
        `INSERT INTO catalog_source(game, source, imported_at, report) VALUES (?, ?, ?, ?)
         ON CONFLICT(game) DO UPDATE SET source = excluded.source, imported_at = excluded.imported_at, report = excluded.report`,
      ).run(
        MC_GAME_ID,
        label,
        this.now().toISOString(),
        JSON.stringify({ skipped: meta.report.skipped.length, warnings: meta.report.warnings.length }),
      );
    })();
    this.cached = catalog;
    this.searchCache.clear();
    progress(1, 1);
    return {
      status: this.status(),
      skipped: catalog.report.skipped,
      warnings: catalog.report.warnings,
    } as ImportResult;
  }

  /** `only`: the collection's card codes to keep (`catalog.search`'s owned/free filter), applied after the cache. */
  search(
    args: { query: string; lang: string; sort: Sort; offset: number; limit: number },
    only?: ReadonlySet<string>,
  ): SearchPage {
    const c = this.requireCatalog();
    const lang = cardLang(args.lang);
    const key = `${lang}\u0000${args.sort}\u0000${args.lang}\u0000${args.query}`;
    let codes = this.searchCache.get(key);
    let problems: SearchPage['problems'] = [];
    if (!codes) {
      const result = searchCards(c, args.query, { lang });
      problems = result.problems.map((p) => ({
        code: p.code,
        params: { ...(p as { params?: Record<string, unknown> }).params },
      }));
      codes = this.sorted(c, result.codes, args.sort, args.lang);
      if (this.searchCache.size > 200) this.searchCache.clear();
      if (problems.length === 0) this.searchCache.set(key, codes);
    }
    if (only) codes = codes.filter((code) => only.has(code));
    const page = codes.slice(args.offset, args.offset + args.limit);
    const idx = catalogIndex(c);
    return {
      total: codes.length,
      offset: args.offset,
      cards: page.map((code) => this.summary(c, idx.byCode.get(code)!, lang)),
      problems,
    };
  }

  card(code: string, uiLang: string): CardDetail {
    const c = this.requireCatalog();
    const idx = catalogIndex(c);
    const card = idx.byCode.get(code);
    if (!card) throw new DeckhandError('card_not_found', { code });
    const lang = cardLang(uiLang);
    const orig = (x: string): McCard => idx.byCode.get(idx.originalOf(x) ?? x) ?? idx.byCode.get(x)!;
    const original = orig(code);
    const front = card.face === 'back' && card.linkedCode ? (idx.byCode.get(card.linkedCode) ?? card) : original;
    const faces = [
      front,
      ...(front.linkedCode ? [idx.byCode.get(front.linkedCode)].filter((x): x is McCard => !!x) : []),
    ].map((f) => {
      const l = localizeCard(c, orig(f.code), lang);
      return {
        code: f.code,
        name: l.name,
        subname: l.subname,
        typeCode: l.typeCode,
        typeName: localizedName(c, 'types', l.typeCode, lang),
        traits: l.traits,
        text: l.text,
        flavor: l.flavor,
        stats: { ...l.stats } as Record<string, number | boolean | null>,
      };
    });
    const printings = (idx.printings.get(original.code) ?? [original.code])
      .map((pc) => idx.byCode.get(pc)!)
      .map((p) => ({
        code: p.code,
        packCode: p.packCode,
        packName: localizedName(c, 'packs', p.packCode, lang),
        position: p.position,
        quantity: p.quantity,
      }));
    const l = localizeCard(c, original, lang);
    return {
      ...this.summary(c, front, lang),
      setCode: l.setCode,
      setName: l.setCode ? localizedName(c, 'sets', l.setCode, lang) : null,
      quantity: card.quantity,
      deckLimit: l.deckLimit,
      permanent: l.permanent,
      illustrator: l.illustrator,
      faces,
      printingsList: printings,
    };
  }

  /** Summaries of many cards at once (a deck's slots), in the order asked, each code once; unknown codes left out. */
  cards(codes: string[], uiLang: string): CardSummary[] {
    const c = this.requireCatalog();
    const idx = catalogIndex(c);
    const lang = cardLang(uiLang);
    const out: CardSummary[] = [];
    const seen = new Set<string>();
    for (const code of codes) {
      const card = idx.byCode.get(code);
      if (!card || seen.has(code)) continue;
      seen.add(code);
      out.push(this.summary(c, card, lang));
    }
    return out;
  }

  /** Every identity a deck can be built for, in the catalog's release order, names in the card language. */
  identities(uiLang: string): IdentityInfo[] {
    const c = this.requireCatalog();
    const idx = catalogIndex(c);
    const lang = cardLang(uiLang);
    const order = new Map(c.cards.map((card, i) => [card.code, i]));
    const nameOf = (code: string): string => {
      const card = idx.byCode.get(code);
      return card ? localizeCard(c, card, lang).name : code;
    };
    return listIdentities(c)
      .map((id): IdentityInfo => {
        const main = idx.byCode.get(id.code)!;
        const aspects = id.deckRequirements.find((r) => typeof r.aspects === 'number')?.aspects;
        return {
          code: id.code,
          name: nameOf(id.code),
          alterEgoName: id.alterEgoCode ? nameOf(id.alterEgoCode) : id.alterEgoName,
          packCode: main.packCode,
          packName: localizedName(c, 'packs', main.packCode, lang),
          setCode: id.setCode,
          aspectCount: aspects ?? 1,
          requiredCards: id.requiredCards.map((r) => ({ code: r.code, name: nameOf(r.code), quantity: r.quantity })),
          hasDeckOptions: id.deckOptions.length > 0,
        };
      })
      .sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
  }

  /**
   * What filter pickers list: packs in release order with their number of distinct cards (back
   * faces not counted, reprints counted in the reprinting pack), sets, factions and types in the
   * data set's order, and every trait once (by its search key) in the card language, sorted in the
   * UI language.
   */
  facets(uiLang: string): CatalogFacets {
    const c = this.requireCatalog();
    const lang = cardLang(uiLang);
    const perPack = new Map<string, number>();
    const traits = new Map<string, string>();
    for (const card of c.cards) {
      if (card.face !== 'back') perPack.set(card.packCode, (perPack.get(card.packCode) ?? 0) + 1);
      if (card.duplicateOf) continue;
      for (const t of localizeCard(c, card, lang).traits) {
        const key = traitKey(t);
        if (key && !traits.has(key)) traits.set(key, t);
      }
    }
    const collator = new Intl.Collator(uiLang, { sensitivity: 'base', numeric: true });
    return {
      packs: [...c.packs]
        .sort((a, b) => a.position - b.position)
        .map((p) => ({
          code: p.code,
          name: localizedName(c, 'packs', p.code, lang),
          position: p.position,
          typeCode: p.packTypeCode,
          cards: perPack.get(p.code) ?? 0,
        })),
      sets: c.sets.map((s) => ({
        code: s.code,
        name: localizedName(c, 'sets', s.code, lang),
        typeCode: s.setTypeCode,
      })),
      factions: c.factions.map((f) => ({
        code: f.code,
        name: localizedName(c, 'factions', f.code, lang),
        isPrimary: f.isPrimary,
      })),
      types: c.types.map((t) => ({ code: t.code, name: localizedName(c, 'types', t.code, lang) })),
      traits: [...traits.values()].sort((a, b) => collator.compare(a, b)),
    };
  }

  private summary(c: McCatalog, card: McCard, lang: string): CardSummary {
    const idx = catalogIndex(c);
    const l = localizeCard(c, idx.byCode.get(idx.originalOf(card.code) ?? card.code) ?? card, lang);
    return {
      code: card.code,
      name: l.name,
      subname: l.subname,
      typeCode: l.typeCode,
      typeName: localizedName(c, 'types', l.typeCode, lang),
      factionCode: l.factionCode,
      factionName: localizedName(c, 'factions', l.factionCode, lang),
      packCode: card.packCode,
      packName: localizedName(c, 'packs', card.packCode, lang),
      position: card.position,
      cost: l.cost,
      resources: { ...l.resources },
      traits: l.traits,
      unique: l.unique,
      stats: { ...l.stats } as Record<string, number | boolean | null>,
      printings: idx.printings.get(idx.originalOf(card.code) ?? card.code)?.length ?? 1,
    };
  }

  /** Release order is the catalog's; other sorts use the UI language's collation (Turkish i, Hungarian digraphs). */
  // Sorting a large result by name is the cost of a search once the core search is done: the
  // collator and the localized names are kept (names per catalog object, so a re-import drops them).
  private collators = new Map<string, Intl.Collator>();
  private localizedNames = new WeakMap<McCatalog, Map<string, Map<string, string>>>();

  private collatorFor(uiLang: string): Intl.Collator {
    let collator = this.collators.get(uiLang);
    if (!collator) {
      collator = new Intl.Collator(uiLang, { sensitivity: 'base', numeric: true });
      this.collators.set(uiLang, collator);
    }
    return collator;
  }

  private namesFor(c: McCatalog, lang: string): Map<string, string> {
    let perLang = this.localizedNames.get(c);
    if (!perLang) {
      perLang = new Map();
      this.localizedNames.set(c, perLang);
    }
    let names = perLang.get(lang);
    if (!names) {
      names = new Map();
      perLang.set(lang, names);
    }
    return names;
  }

  private sorted(c: McCatalog, codes: string[], sort: Sort, uiLang: string): string[] {
    if (sort === 'release') return codes;
    const idx = catalogIndex(c);
    const lang = cardLang(uiLang);
    const collator = this.collatorFor(uiLang);
    const names = this.namesFor(c, lang);
    const nameOf = (code: string): string => {
      let n = names.get(code);
      if (n === undefined) {
        n = localizeCard(c, idx.byCode.get(code)!, lang).name;
        names.set(code, n);
      }
      return n;
    };
    const byName = (a: string, b: string) => collator.compare(nameOf(a), nameOf(b));
    const card = (code: string) => idx.byCode.get(code)!;
    const key: Record<Exclude<Sort, 'release'>, (a: string, b: string) => number> = {
      name: byName,
      cost: (a, b) => (card(a).cost ?? 99) - (card(b).cost ?? 99) || byName(a, b),
      type: (a, b) => collator.compare(card(a).typeCode, card(b).typeCode) || byName(a, b),
      aspect: (a, b) => collator.compare(card(a).factionCode, card(b).factionCode) || byName(a, b),
    };
    return [...codes].sort(key[sort]);
  }
}
