import type {
  CardDetail,
  CardSummary,
  CatalogCounts,
  CatalogFacets,
  IdentityInfo,
  ImportIssueInfo,
  SearchPage,
} from '../api/catalog';

/**
 * What a game declares about its card catalog, for the generic catalog service of the backend
 * (electron/backend/catalog/service.ts). Pure: the backend reads the files (folder, zip,
 * download), runs the SQLite transaction and keeps the caches; the game parses, shapes what is
 * stored, reads it back and answers the `catalog.*` API from its in-memory catalog object.
 *
 * `Catalog` is the game's parsed catalog: plain JSON, treated as immutable (per-catalog indexes
 * may be cached in WeakMaps keyed by it, since the service hands the same object out until the
 * next import).
 */

/** Files of a data set as the backend read them: relative path → text (the parser parses JSON itself). */
export type CatalogFiles = Readonly<Record<string, string>>;

export interface CatalogParseOptions {
  /** Translation languages to keep (default: every language present). */
  languages?: readonly string[];
}

/** The import report as the API shows it: codes and params, never sentences. */
export interface CatalogImportReport {
  /** Records not imported. */
  skipped: ImportIssueInfo[];
  /** Records imported with something dropped or unresolved, and ignored files. */
  warnings: ImportIssueInfo[];
}

/** One stored record (usually a card or a printing); `data` is the game's JSON. */
export interface StoredCatalogRecord {
  code: string;
  /** The product (pack, set, box) the record belongs to, for product lookups; null when none. */
  productCode: string | null;
  data: unknown;
}

/**
 * A catalog as stored in the catalog file (tables catalog_parts, catalog_records,
 * catalog_translations, each row tagged with the game): named JSON parts, the records in
 * their order, and one JSON overlay per language.
 */
export interface StoredCatalog {
  parts: Record<string, unknown>;
  records: StoredCatalogRecord[];
  translations: Record<string, unknown>;
}

/** What `load` receives: the same, records as their `data` only, in the stored order. */
export interface LoadedCatalogRows {
  parts: Record<string, unknown>;
  records: unknown[];
  translations: Record<string, unknown>;
}

/** A sort name: one of `SEARCH_SORTS` or one the game adds (`CatalogDefinition.sorts`). */
export type CatalogSort = string;

export interface CatalogSearchArgs {
  query: string;
  /** UI language: picks the card language and the collation of name sorts. */
  lang: string;
  sort: CatalogSort;
}

export interface CatalogSearchResult {
  /** Every matching card code, sorted; the service pages and filters it and caches it. */
  codes: string[];
  problems: SearchPage['problems'];
}

export interface CatalogDefinition<Catalog> {
  /** The game id (`catalog_source.game` and the `game` column of every catalog row). */
  readonly game: string;
  /** Default address of "Download the latest card data" (a zip of the data set). */
  readonly downloadUrl: string;
  /** The sorts `search` knows, 'release' first: the shared `SEARCH_SORTS` it offers, then its own (`catalog.search` refuses others). */
  readonly sorts: readonly string[];
  /** UI language → the card language the data set has for it. */
  cardLanguage(uiLang: string): string;

  /**
   * Parse the files of a data set; never throws on bad input (problems go to the report).
   * `previous` is the catalog imported before (null when none), for games whose imports add to it
   * (a card list re-imported updates its cards instead of replacing the catalog).
   */
  parse(
    files: CatalogFiles,
    options?: CatalogParseOptions,
    previous?: Catalog | null,
  ): { catalog: Catalog; report: CatalogImportReport };
  /**
   * The file name endings a data set's files have (default `['.json']`): what the backend reads from a
   * folder or zip; a single file with one of these endings is a data set of its own.
   */
  readonly fileExtensions?: readonly string[];
  /** True when a parsed data set holds nothing worth storing (the import is refused, the old catalog kept). */
  isEmpty(catalog: Catalog): boolean;
  /** The rows to store for a parsed catalog. */
  store(catalog: Catalog): StoredCatalog;
  /** The catalog back from its stored rows; null when they do not make a catalog (nothing imported). */
  load(rows: LoadedCatalogRows): Catalog | null;

  /** `catalog.status`'s game-specific part. */
  status(catalog: Catalog): { counts: CatalogCounts; languages: string[] };
  /** Run a search and sort its result (in the UI language's collation where names are compared). */
  search(catalog: Catalog, args: CatalogSearchArgs): CatalogSearchResult;
  /** One card's summary in the UI language's card language; null for an unknown code. */
  summary(catalog: Catalog, code: string, uiLang: string): CardSummary | null;
  /** One card's details; null for an unknown code. */
  card(catalog: Catalog, code: string, uiLang: string): CardDetail | null;
  /** What filter pickers list. */
  facets(catalog: Catalog, uiLang: string): CatalogFacets;
  /** What a deck can be built for (games with identity-led decks); absent → none. */
  identities?(catalog: Catalog, uiLang: string): IdentityInfo[];
}
