import { computed, reactive, ref, shallowRef, watch } from 'vue';
import type {
  CardDetail,
  CardSummary,
  CatalogFacets,
  CatalogStatus,
  IdentityInfo,
  ImportResult,
} from '../../../core/api/catalog';
import type { MethodArgs } from '../../../core/api/methods';
import { api, toApiFailure, type ApiFailure } from '../api/client';
import { useSettingsStore } from './settings';
import { createSubscriptions, perGameStore } from './events';

/** The `task.progress` name the backend reports a catalog import under. */
export const IMPORT_TASK = 'catalog.import';
/** Cards fetched per `catalog.search` call while the user scrolls. */
export const SEARCH_PAGE = 100;

/** A game id the catalog API takes (every game with a catalog). */
export type CatalogGame = MethodArgs<'catalog.status'>['game'];

/** A sort the game's catalog offers (`SEARCH_SORTS` or one the game declares itself). */
export type SearchSort = string;
export type SearchOnly = 'all' | 'owned' | 'free';
export type ImportSource = { path: string } | { download: true; url?: string };

export interface SearchParams {
  query: string;
  sort: SearchSort;
  only: SearchOnly;
}

/**
 * A game's card catalog as the renderer sees it: whether card data is imported (and
 * the import with its progress and report), the card browser's search with paging, and cached
 * look-ups other pages share (card details, many summaries at once, identities, filter facets).
 *
 * Everything is in the card language of the UI language (the backend maps it); a language switch
 * empties the caches and runs the search again. A search with `only` owned/free depends on the
 * open save's collection, so it runs again when the save file or the collection changes.
 */
function catalogStore(game: CatalogGame) {
  const settings = useSettingsStore();
  const lang = computed(() => settings.locale);

  // ---- status and import ----------------------------------------------------------------------

  const status = shallowRef<CatalogStatus | null>(null);
  const statusError = shallowRef<ApiFailure | null>(null);
  const importing = ref(false);
  /** Progress of the running import (`task.progress`), null when none runs. */
  const progress = ref<{ done: number; total: number | null } | null>(null);
  /** The result of the last import in this window (its report is shown until dismissed). */
  const lastImport = shallowRef<ImportResult | null>(null);
  const importError = shallowRef<ApiFailure | null>(null);
  /** The last import was stopped by the user: said as such, not as a failure. */
  const importCancelled = ref(false);
  /** The stored import's report (`catalog.report`), loaded on demand. */
  const report = shallowRef<ImportResult | null>(null);

  const imported = computed(() => status.value?.imported === true);
  /** The running import's progress in percent (0 while its size is unknown), for progress bars. */
  const importPercent = computed(() => {
    const p = progress.value;
    return p && p.total ? Math.min(100, Math.round((p.done / p.total) * 100)) : 0;
  });

  async function loadStatus(): Promise<CatalogStatus> {
    subscribe();
    try {
      status.value = await api.call('catalog.status', { game: game });
      statusError.value = null;
      return status.value;
    } catch (e) {
      statusError.value = toApiFailure(e, 'catalog.status');
      throw statusError.value;
    }
  }

  /** Import from a folder/zip path or download; replaces the catalog, so every cache is dropped. */
  async function importFrom(source: ImportSource): Promise<ImportResult> {
    subscribe();
    if (importing.value) throw toApiFailure(new Error('busy'), 'catalog.import');
    importing.value = true;
    importError.value = null;
    importCancelled.value = false;
    progress.value = { done: 0, total: null };
    try {
      const result = await api.call('catalog.import', { game: game, source });
      lastImport.value = result;
      report.value = result;
      status.value = result.status;
      clearCaches();
      if (searchStarted) void runSearch();
      return result;
    } catch (e) {
      const failure = toApiFailure(e, 'catalog.import');
      if (failure.code === 'catalog_import_cancelled') importCancelled.value = true;
      else importError.value = failure;
      throw failure;
    } finally {
      importing.value = false;
      progress.value = null;
    }
  }

  /** Stop the running import; the catalog stays as it was. */
  async function cancelImport(): Promise<void> {
    if (importing.value) await api.call('catalog.cancelImport', { game });
  }

  async function loadReport(): Promise<ImportResult> {
    report.value = await api.call('catalog.report', { game: game });
    return report.value;
  }

  function dismissImport(): void {
    lastImport.value = null;
    importError.value = null;
    importCancelled.value = false;
  }

  // ---- search with paging ---------------------------------------------------------------------

  const params = reactive<SearchParams>({ query: '', sort: 'release', only: 'all' });
  /** One slot per result; pages fill in as they arrive (undefined = not loaded yet). */
  const results = shallowRef<Array<CardSummary | undefined>>([]);
  const total = ref(0);
  const problems = shallowRef<Array<{ code: string; params: Record<string, unknown> }>>([]);
  const searching = ref(false);
  const searchError = shallowRef<ApiFailure | null>(null);
  /** True once a first page of the current search has arrived. */
  const searchLoaded = ref(false);

  let generation = 0;
  let searchStarted = false;
  const pagesLoading = new Set<number>();

  async function fetchPage(gen: number, page: number, fresh = false): Promise<void> {
    if (pagesLoading.has(page)) return;
    pagesLoading.add(page);
    try {
      const res = await api.call('catalog.search', {
        game: game,
        query: params.query,
        lang: lang.value,
        sort: params.sort,
        only: params.only,
        offset: page * SEARCH_PAGE,
        limit: SEARCH_PAGE,
      });
      if (gen !== generation) return;
      // A new search starts from nothing. Otherwise fill the page in; when the length changed (the
      // collection behind `only` changed) keep what fits until the reloaded pages replace it.
      const prev = results.value;
      const next = fresh
        ? new Array<CardSummary | undefined>(res.total)
        : prev.length === res.total
          ? prev.slice()
          : Array.from({ length: res.total }, (_, i) => prev[i]);
      res.cards.forEach((card, i) => (next[res.offset + i] = card));
      results.value = next;
      total.value = res.total;
      if (page === 0) problems.value = res.problems;
      searchError.value = null;
      searchLoaded.value = true;
    } catch (e) {
      if (gen === generation) searchError.value = toApiFailure(e, 'catalog.search');
      throw e;
    } finally {
      if (gen === generation) pagesLoading.delete(page);
    }
  }

  /** Start the search over with the current parameters (first page; more as the view asks). */
  async function runSearch(): Promise<void> {
    subscribe();
    searchStarted = true;
    const gen = ++generation;
    pagesLoading.clear();
    searching.value = true;
    try {
      // The previous results stay on screen until the new first page replaces them.
      await fetchPage(gen, 0, true);
    } catch {
      // searchError holds it
    } finally {
      if (gen === generation) searching.value = false;
    }
  }

  /** Change search parameters (only those given) and run the search again. */
  function setSearch(next: Partial<SearchParams>): Promise<void> {
    Object.assign(params, next);
    return runSearch();
  }

  /** The view shows results `from`..`to` (inclusive): load the pages among them not loaded yet. */
  function ensureRange(from: number, to: number): void {
    if (!searchLoaded.value || searching.value) return;
    const last = Math.min(to, total.value - 1);
    const gen = generation;
    for (let page = Math.floor(Math.max(0, from) / SEARCH_PAGE); page * SEARCH_PAGE <= last; page++) {
      if (results.value[page * SEARCH_PAGE] !== undefined) continue;
      void fetchPage(gen, page).catch(() => undefined);
    }
  }

  /** Reload the loaded part of the current search (the collection behind `only` changed). */
  async function refreshSearch(): Promise<void> {
    if (!searchStarted) return;
    const loadedPages = new Set<number>();
    results.value.forEach((c, i) => c && loadedPages.add(Math.floor(i / SEARCH_PAGE)));
    const gen = ++generation;
    pagesLoading.clear();
    try {
      await fetchPage(gen, 0);
      await Promise.all([...loadedPages].filter((p) => p > 0).map((p) => fetchPage(gen, p)));
    } catch {
      // searchError holds it
    }
  }

  // ---- shared look-ups (per card language, cached) ----------------------------------------------

  const details = new Map<string, Promise<CardDetail>>();
  const summaries = shallowRef(new Map<string, CardSummary>());
  const facetsCache = new Map<string, Promise<CatalogFacets>>();
  const identitiesCache = new Map<string, Promise<IdentityInfo[]>>();
  const facets = shallowRef<CatalogFacets | null>(null);
  const identities = shallowRef<IdentityInfo[] | null>(null);

  function cached<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let hit = map.get(key);
    if (!hit) {
      hit = load();
      map.set(key, hit);
      // A failure is not remembered: the next call tries again.
      hit.catch(() => map.get(key) === hit && map.delete(key));
    }
    return hit;
  }

  /** Every field of one card, both faces (cached per language). */
  function card(code: string): Promise<CardDetail> {
    const l = lang.value;
    return cached(details, `${l}\u0000${code}`, () => api.call('catalog.card', { game: game, code, lang: l }));
  }

  /** Summaries of many cards (a deck's slots): asks only for codes not cached yet. Unknown codes are left out. */
  async function cards(codes: string[]): Promise<CardSummary[]> {
    const l = lang.value;
    const missing = [...new Set(codes)].filter((c) => !summaries.value.has(c));
    if (missing.length) {
      const got: CardSummary[] = [];
      for (let i = 0; i < missing.length; i += 2000)
        got.push(...(await api.call('catalog.cards', { game: game, codes: missing.slice(i, i + 2000), lang: l })));
      if (l === lang.value) {
        const next = new Map(summaries.value);
        for (const c of got) next.set(c.code, c);
        summaries.value = next;
      }
    }
    return codes.map((c) => summaries.value.get(c)).filter((c): c is CardSummary => c !== undefined);
  }

  /** The summary of a card if `cards()` has loaded it. */
  function summaryOf(code: string): CardSummary | undefined {
    return summaries.value.get(code);
  }

  async function loadFacets(): Promise<CatalogFacets> {
    const l = lang.value;
    const f = await cached(facetsCache, l, () => api.call('catalog.facets', { game: game, lang: l }));
    if (l === lang.value) facets.value = f;
    return f;
  }

  async function loadIdentities(): Promise<IdentityInfo[]> {
    const l = lang.value;
    const list = await cached(identitiesCache, l, () => api.call('catalog.identities', { game: game, lang: l }));
    if (l === lang.value) identities.value = list;
    return list;
  }

  function clearCaches(): void {
    details.clear();
    facetsCache.clear();
    identitiesCache.clear();
    summaries.value = new Map();
    const hadFacets = facets.value !== null;
    const hadIdentities = identities.value !== null;
    facets.value = null;
    identities.value = null;
    if (hadFacets) void loadFacets().catch(() => undefined);
    if (hadIdentities) void loadIdentities().catch(() => undefined);
  }

  // A new UI language is a new card language: names, types and sort order all change.
  watch(lang, () => {
    clearCaches();
    if (searchStarted) void runSearch();
  });

  // ---- pushed events --------------------------------------------------------------------------

  const events = createSubscriptions();

  function subscribe(): void {
    events.start(() => {
      const collectionChanged = () => {
        if (params.only !== 'all') void refreshSearch();
      };
      return [
        api.on('task.progress', ({ task, done, total: all }) => {
          if (task === IMPORT_TASK && importing.value) progress.value = { done, total: all };
        }),
        api.on('save.changed', collectionChanged),
        api.on('collection.changed', (e) => e.game === game && collectionChanged()),
        api.onConnection((_state, reconnected) => {
          if (!reconnected) return;
          void loadStatus().catch(() => undefined);
          if (searchStarted) void refreshSearch();
        }),
      ];
    });
  }

  const unsubscribe = events.stop;

  return {
    // status and import
    status,
    statusError,
    imported,
    importing,
    progress,
    importPercent,
    lastImport,
    importError,
    importCancelled,
    report,
    loadStatus,
    importFrom,
    cancelImport,
    loadReport,
    dismissImport,
    // search
    params,
    results,
    total,
    problems,
    searching,
    searchError,
    searchLoaded,
    runSearch,
    setSearch,
    ensureRange,
    refreshSearch,
    // look-ups
    card,
    cards,
    summaryOf,
    facets,
    identities,
    loadFacets,
    loadIdentities,
    subscribe,
    unsubscribe,
  };
}

/**
 * The catalog store of one game (one Pinia store per game, id `catalog:<game>`); the game's
 * folder exports it under a short name, the shared screens ask for it by the game's id.
 */
export const catalogStoreFor = perGameStore('catalog', catalogStore);
export type CatalogStoreDefinition = ReturnType<typeof catalogStoreFor>;
