import { ref, shallowRef, watch } from 'vue';
import type { CardSummary } from '../../../core/api/catalog';
import type {
  BuildResult,
  CardCounts,
  CollectionSummary,
  CopyInfo,
  CopyStatus,
  CsvExport,
  CsvField,
  CsvImportReport,
  ProductInfo,
  ProductUpdate,
  PullList,
} from '../../../core/api/collection';
import type { DeckRecord } from '../../../core/api/decks';
import type { MethodArgs } from '../../../core/api/methods';
import { api, toApiFailure, type ApiFailure } from '../api/client';
import { catalogStoreFor } from './catalog';
import { useSettingsStore } from './settings';
import { createSubscriptions, perGameStore } from './events';
import { createBusyTracker } from './busy';
import { coalesced } from './list-loader';

/** A game id the collection API takes. */
export type CollectionGame = MethodArgs<'collection.summary'>['game'];

export type CopyPatch = MethodArgs<'collection.updateCopies'>['patch'];
export type CopyAttributes = NonNullable<MethodArgs<'collection.addCopies'>['attributes']>;

export type CollectionBusy =
  'load' | 'product' | 'copies' | 'edit' | 'import' | 'export' | 'pull' | 'build' | 'unbuild';

/** collection.copies returns at most this many copies per call. */
const COPIES_PAGE = 5000;

/**
 * A game's physical collection (collection.*): summary, products, per-card counts,
 * the copies of one card, CSV import/export, and one deck's pull/return list. A cache of backend
 * state: every change goes to the backend and the affected parts are read again; pushed
 * `collection.changed` / `decks.changed` / `save.changed` keep other windows' changes in view.
 */
function collectionStore(game: CollectionGame) {
  const GAME = game;
  const catalog = catalogStoreFor(game)();
  const settings = useSettingsStore();
  const summary = shallowRef<CollectionSummary | null>(null);
  const products = shallowRef<ProductInfo[]>([]);
  const counts = shallowRef<CardCounts[]>([]);
  const loaded = ref(false);
  /** Reading the collection failed (no save file, no catalog…). */
  const loadError = shallowRef<ApiFailure | null>(null);
  /** Bumped after every change seen (ours or pushed): views holding derived data read again. */
  const version = ref(0);

  /** The copies of one card (the copies panel), only those with any of `copiesTags` when some are chosen. */
  const copiesCode = ref<string | null>(null);
  const copiesTags = ref<string[]>([]);
  const copies = shallowRef<CopyInfo[]>([]);
  const copiesTotal = ref(0);

  /** One deck's pull and return list. */
  const pullDeckId = ref<string | null>(null);
  const pull = shallowRef<PullList | null>(null);
  const pullDeck = shallowRef<DeckRecord | null>(null);
  const pullError = shallowRef<ApiFailure | null>(null);
  /**
   * What the last build / take-apart in this window did to that deck. The pull list afterwards is
   * the plan from the new state (nothing left to take once built), so the page keeps showing what
   * was just allocated or released until the user dismisses it.
   */
  const pullResult = shallowRef<(BuildResult & { kind: 'build' | 'unbuild' }) | null>(null);

  const { busy, run } = createBusyTracker<CollectionBusy, never>([
    'load',
    'product',
    'copies',
    'edit',
    'import',
    'export',
    'pull',
    'build',
    'unbuild',
  ]);

  /** Our own changes in flight: pushed events for them are answered by the refresh that follows. */
  let mutating = 0;
  async function mutate<T>(flag: CollectionBusy, work: () => Promise<T>): Promise<T> {
    mutating++;
    try {
      return await run(flag, work);
    } finally {
      mutating--;
      await afterChange();
    }
  }

  // ---- card look-ups (the catalog store's caches, in the UI language) ---------------------------

  /** Card summaries for names, packs and numbers; read them with `catalog.summaryOf(code)`. */
  async function ensureCards(codes: Iterable<string>): Promise<void> {
    await catalog.cards([...new Set(codes)]);
  }

  /** Cards for the "add loose copies" picker (not the card browser's search, which has its own state). */
  async function searchCards(query: string, limit = 30): Promise<CardSummary[]> {
    const page = await api.call('catalog.search', {
      game: GAME,
      query,
      lang: settings.locale,
      sort: 'release',
      limit,
    });
    return page.cards;
  }

  // ---- the collection --------------------------------------------------------------------------

  const loadNow = coalesced(loadOnce, (work) => run('load', work));

  /** Read summary, products and counts; a call while one runs makes it run once more after. */
  function load(): Promise<void> {
    subscribe();
    return loadNow();
  }

  async function loadOnce(): Promise<void> {
    try {
      await catalog.loadStatus();
      const [s, p, c] = await Promise.all([
        api.call('collection.summary', { game: GAME }),
        api.call('collection.products', { game: GAME }),
        api.call('collection.counts', { game: GAME }),
      ]);
      await ensureCards(c.map((x) => x.code));
      summary.value = s;
      products.value = p;
      counts.value = c;
      loaded.value = true;
      loadError.value = null;
    } catch (e) {
      loadError.value = toApiFailure(e, 'collection.summary');
      throw loadError.value;
    }
  }

  function addProduct(packCode: string, count: number, location?: string, note?: string): Promise<ProductInfo[]> {
    return mutate('product', () =>
      api.call('collection.addProduct', {
        game: GAME,
        packCode,
        count,
        ...(location?.trim() ? { location: location.trim() } : {}),
        ...(note?.trim() ? { note: note.trim() } : {}),
      }),
    );
  }

  /** A product's location and note; with `moveCopies` its copies still at the old location follow. */
  function updateProduct(
    id: string,
    change: { location?: string; note?: string; moveCopies: boolean },
  ): Promise<ProductUpdate> {
    return mutate('product', () =>
      api.call('collection.updateProduct', {
        game: GAME,
        id,
        moveCopies: change.moveCopies,
        ...(change.location !== undefined ? { location: change.location.trim() } : {}),
        ...(change.note !== undefined ? { note: change.note.trim() } : {}),
      }),
    );
  }

  function removeProduct(id: string): Promise<{ removed: number; released: number }> {
    return mutate('product', () => api.call('collection.removeProduct', { game: GAME, id }));
  }

  /** Every copy matching a server-side filter, page by page (the counts table's filters). */
  async function allCopies(
    filter: { location?: string; tags?: string[]; status?: CopyStatus } = {},
  ): Promise<CopyInfo[]> {
    const out: CopyInfo[] = [];
    for (let offset = 0; ; offset += COPIES_PAGE) {
      const page = await api.call('collection.copies', { game: GAME, ...filter, offset, limit: COPIES_PAGE });
      out.push(...page.copies);
      if (page.copies.length < COPIES_PAGE || out.length >= page.total) break;
    }
    return out;
  }

  // ---- the copies of one card ------------------------------------------------------------------

  /** Show the copies of a card (any printing or face of it), with any of `tags` when given. */
  async function openCopies(code: string | null, tags: readonly string[] = []): Promise<void> {
    copiesCode.value = code;
    copiesTags.value = [...tags];
    copies.value = [];
    copiesTotal.value = 0;
    if (code) await reloadCopies();
  }

  /** Only the copies with any of these tags (none: every copy of the card). */
  async function filterCopies(tags: readonly string[]): Promise<void> {
    copiesTags.value = [...tags];
    await reloadCopies();
  }

  async function reloadCopies(): Promise<void> {
    const code = copiesCode.value;
    if (!code) return;
    const tags = copiesTags.value;
    await run('copies', async () => {
      const all: CopyInfo[] = [];
      for (let offset = 0; ; offset += COPIES_PAGE) {
        const page = await api.call('collection.copies', {
          game: GAME,
          cardCode: code,
          ...(tags.length ? { tags } : {}),
          offset,
          limit: COPIES_PAGE,
        });
        all.push(...page.copies);
        if (page.copies.length < COPIES_PAGE || all.length >= page.total) break;
      }
      if (copiesCode.value !== code || copiesTags.value !== tags) return;
      copies.value = all;
      copiesTotal.value = all.length;
    });
  }

  function addCopies(code: string, quantity: number, attributes: CopyAttributes): Promise<CopyInfo[]> {
    return mutate('edit', () => api.call('collection.addCopies', { game: GAME, code, quantity, attributes }));
  }

  function updateCopies(ids: number[], patch: CopyPatch): Promise<CopyInfo[]> {
    return mutate('edit', () => api.call('collection.updateCopies', { game: GAME, ids, patch }));
  }

  function removeCopies(ids: number[]): Promise<{ removed: number; released: number }> {
    return mutate('edit', () => api.call('collection.removeCopies', { game: GAME, ids }));
  }

  // ---- CSV -------------------------------------------------------------------------------------

  /** A CSV import (or its dry run) with the column map by column number. */
  function importCsv(args: {
    content: string;
    columnMap?: Array<{ column: number; field: CsvField }>;
    dryRun: boolean;
    defaults?: CopyAttributes;
  }): Promise<CsvImportReport> {
    const call = () =>
      api.call('collection.importCsv', {
        game: GAME,
        content: args.content,
        columnMap: args.columnMap,
        dryRun: args.dryRun,
        defaults: args.defaults ?? {},
      });
    // A dry run changes nothing: no refresh afterwards.
    return args.dryRun ? run('import', call) : mutate('import', call);
  }

  function exportCsv(): Promise<CsvExport> {
    return run('export', () => api.call('collection.exportCsv', { game: GAME }));
  }

  // ---- pull and return lists -------------------------------------------------------------------

  /** Show one deck's pull/return list (and whether it is built). */
  async function openPullList(deckId: string | null): Promise<void> {
    subscribe();
    if (pullDeckId.value !== deckId) {
      pull.value = null;
      pullDeck.value = null;
      pullResult.value = null;
    }
    pullDeckId.value = deckId;
    pullError.value = null;
    if (deckId) await reloadPullList();
  }

  async function reloadPullList(): Promise<void> {
    const id = pullDeckId.value;
    if (!id) return;
    await run('pull', async () => {
      try {
        const [list, deck] = await Promise.all([
          api.call('collection.pullList', { game: GAME, deckId: id }),
          api.call('decks.get', { game: GAME, id }),
        ]);
        await ensureCards(
          [...list.pull, ...list.return].map((l) => l.cardCode).concat(list.short.map((s) => s.cardCode)),
        );
        if (pullDeckId.value !== id) return;
        pull.value = list;
        pullDeck.value = deck;
        pullError.value = null;
      } catch (e) {
        if (pullDeckId.value === id) pullError.value = toApiFailure(e, 'collection.pullList');
        throw toApiFailure(e, 'collection.pullList');
      }
    });
  }

  /**
   * Build (allocate free copies to the deck and mark it built; again after an edit: sync) or take
   * it apart (release its copies; the return list says where they go).
   */
  function allocate(kind: 'build' | 'unbuild', deckId: string) {
    return mutate(kind, async () => {
      const result = await api.call(kind === 'build' ? 'collection.build' : 'collection.unbuild', {
        game: GAME,
        deckId,
      });
      const moved = kind === 'build' ? result.list.pull : result.list.return;
      await ensureCards(moved.map((l) => l.cardCode)).catch(() => undefined);
      if (pullDeckId.value === deckId) pullResult.value = { ...result, kind };
      return result;
    });
  }
  const build = (deckId: string) => allocate('build', deckId);
  const unbuild = (deckId: string) => allocate('unbuild', deckId);

  function dismissPullResult(): void {
    pullResult.value = null;
  }

  // ---- refreshing ------------------------------------------------------------------------------

  /** Read again whatever is on screen. Failures land in loadError / pullError. */
  async function afterChange(): Promise<void> {
    version.value++;
    await Promise.all([
      loaded.value || loadError.value ? load().catch(() => undefined) : undefined,
      copiesCode.value ? reloadCopies().catch(() => undefined) : undefined,
      pullDeckId.value ? reloadPullList().catch(() => undefined) : undefined,
    ]);
  }

  /** Another save file: nothing of the old one is valid any more. */
  function reset(): void {
    summary.value = null;
    products.value = [];
    counts.value = [];
    copies.value = [];
    copiesTotal.value = 0;
    pull.value = null;
    pullDeck.value = null;
    pullResult.value = null;
  }

  const events = createSubscriptions();

  function subscribe(): void {
    events.start(() => [
      api.on('collection.changed', ({ game }) => {
        if (game === GAME && mutating === 0) void afterChange();
      }),
      api.on('decks.changed', ({ game, id }) => {
        if (game !== GAME || mutating > 0 || !pullDeckId.value) return;
        if (id === null || id === pullDeckId.value) void reloadPullList().catch(() => undefined);
      }),
      api.on('save.changed', () => {
        reset();
        void afterChange();
      }),
      api.onConnection((_state, reconnected) => {
        if (reconnected) void afterChange();
      }),
    ]);
  }

  // A new UI language empties the catalog store's caches: read the names on screen again (after
  // its own watcher has run).
  watch(
    () => settings.locale,
    () => {
      const codes = counts.value.map((c) => c.code);
      const list = pull.value;
      if (list)
        codes.push(...[...list.pull, ...list.return].map((l) => l.cardCode), ...list.short.map((s) => s.cardCode));
      if (codes.length) void ensureCards(codes).catch(() => undefined);
    },
    { flush: 'post' },
  );

  const unsubscribe = events.stop;

  return {
    summary,
    products,
    counts,
    loaded,
    loadError,
    version,
    copiesCode,
    copiesTags,
    copies,
    copiesTotal,
    pullDeckId,
    pull,
    pullDeck,
    pullError,
    pullResult,
    busy,
    ensureCards,
    searchCards,
    load,
    addProduct,
    updateProduct,
    removeProduct,
    allCopies,
    openCopies,
    filterCopies,
    reloadCopies,
    addCopies,
    updateCopies,
    removeCopies,
    importCsv,
    exportCsv,
    openPullList,
    reloadPullList,
    build,
    unbuild,
    dismissPullResult,
    subscribe,
    unsubscribe,
  };
}

/** The collection store of one game (one Pinia store per game, id `collection:<game>`). */
export const collectionStoreFor = perGameStore('collection', collectionStore);
export type CollectionStoreDefinition = ReturnType<typeof collectionStoreFor>;
