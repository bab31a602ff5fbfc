import path from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watch } from 'vue';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { setApiClient } from '../../../renderer/src/api/client';
import { SEARCH_PAGE } from '../../../renderer/src/stores/catalog';
import { useSettingsStore } from '../../../renderer/src/stores/settings';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import { removeDir, tempDir, writeFolder } from '../../support/backend';
import { useCatalogStore } from '../../../renderer/src/games/marvel-champions/stores';
import { backendApiClient } from '../../support/fake-api';

/**
 * The catalog store against the real backend in-process (dispatch and its event bus standing in
 * for the transport): import with progress, paged search as the view scrolls, stale answers
 * dropped, caches, language switch, and the owned/free search following the collection.
 */
let dir: string;
let backend: Backend;
let calls: string[];
/** Milliseconds to hold an answer back (to make an older search arrive after a newer one). */
let delayOf: (method: string, args: unknown) => number;
const G = 'marvel-champions';

/** The fixture plus 250 invented basic events in an extra pack, so a search has several pages. */
function bigFixture(): Record<string, unknown> {
  const files = fixtureFiles();
  (files['packs.json'] as unknown[]).push({
    code: 'extra',
    name: 'Extra Box',
    pack_type_code: 'hero',
    position: 6,
    date_release: null,
    size: 250,
  });
  files['pack/extra.json'] = Array.from({ length: 250 }, (_, i) => ({
    code: `95${String(i + 1).padStart(3, '0')}`,
    pack_code: 'extra',
    position: i + 1,
    quantity: 1,
    name: `Filler ${i + 1}`,
    type_code: 'event',
    faction_code: 'basic',
    cost: i % 4,
    deck_limit: 3,
  }));
  return files;
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

beforeEach(() => {
  setActivePinia(createPinia());
  dir = tempDir();
  backend = createBackend({ dataDir: path.join(dir, 'data'), appVersion: 't', log: () => undefined });
  calls = [];
  delayOf = () => 0;
  setApiClient(
    backendApiClient(
      () => backend,
      calls,
      (method, args) => delayOf(method, args),
    ),
  );
});
afterEach(() => {
  useCatalogStore().unsubscribe();
  setApiClient(null);
  backend.close();
  removeDir(dir);
});

async function importBig() {
  const store = useCatalogStore();
  await store.importFrom({ path: writeFolder(path.join(dir, 'set'), bigFixture()) });
  return store;
}

describe('catalog store', () => {
  it('imports with progress from task.progress and a report, then says the catalog is imported', async () => {
    const store = useCatalogStore();
    expect((await store.loadStatus()).imported).toBe(false);
    const seen: Array<{ done: number; total: number | null }> = [];
    watch(
      () => store.progress,
      (p) => p && seen.push({ ...p }),
      { flush: 'sync' },
    );
    const result = await store.importFrom({ path: writeFolder(path.join(dir, 'set'), bigFixture()) });
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.some((p) => p.total !== null && p.total > 0)).toBe(true);
    expect(store.progress).toBeNull();
    expect(store.importing).toBe(false);
    expect(store.imported).toBe(true);
    expect(store.lastImport).toBe(result);
    expect(result.skipped).toEqual([]);
  });

  it('keeps the previous catalog and keeps the error code when an import fails', async () => {
    const store = await importBig();
    await expect(store.importFrom({ path: path.join(dir, 'nowhere') })).rejects.toMatchObject({
      code: 'catalog_source_not_found',
    });
    expect(store.importError?.code).toBe('catalog_source_not_found');
    expect(store.imported).toBe(true);
    expect(store.status?.counts.cards).toBeGreaterThan(300);
  });

  it('loads the first page, then the pages the view shows as it scrolls', async () => {
    const store = await importBig();
    await store.setSearch({ query: '' });
    expect(store.total).toBeGreaterThan(2 * SEARCH_PAGE);
    expect(store.results.length).toBe(store.total);
    expect(store.results[0]).toBeDefined();
    expect(store.results[SEARCH_PAGE]).toBeUndefined();
    store.ensureRange(2 * SEARCH_PAGE + 10, 2 * SEARCH_PAGE + 40);
    await until(() => store.results[2 * SEARCH_PAGE + 10] !== undefined);
    expect(store.results[SEARCH_PAGE]).toBeUndefined();
    const searches = calls.filter((c) => c === 'catalog.search').length;
    store.ensureRange(2 * SEARCH_PAGE, 2 * SEARCH_PAGE + 5);
    expect(calls.filter((c) => c === 'catalog.search').length).toBe(searches);
  });

  it('shows only the answer of the latest search when an older one arrives late', async () => {
    const store = await importBig();
    delayOf = (method, args) =>
      method === 'catalog.search' && (args as { query: string }).query === 'filler' ? 60 : 0;
    const first = store.setSearch({ query: 'filler' });
    const second = store.setSearch({ query: 'n:moth' });
    await Promise.all([first, second]);
    expect(store.total).toBe(1);
    expect(store.results.map((c) => c?.name)).toEqual(['Moth']);
    expect(store.params.query).toBe('n:moth');
  });

  it('reports search problems as codes with params', async () => {
    const store = await importBig();
    await store.setSearch({ query: 'c:zz nope:1 moth' });
    expect(store.problems.map((p) => p.code).sort()).toEqual(['search.badNumber', 'search.unknownField']);
    expect(store.results[0]?.name).toBe('Moth');
  });

  it('caches card details and summaries per language, and a language switch runs the search again in that language', async () => {
    const store = await importBig();
    await store.setSearch({ query: 'code:90150' });
    expect(store.results[0]?.name).toBe('Energy Surge');
    await store.card('90150');
    await store.card('90150');
    expect(calls.filter((c) => c === 'catalog.card')).toHaveLength(1);
    await store.cards(['90150', '90112']);
    await store.cards(['90112', 'nope']);
    expect(calls.filter((c) => c === 'catalog.cards')).toHaveLength(2);
    expect(store.summaryOf('90112')?.name).toBe('Beat Cop');

    useSettingsStore().receive({ locale: 'de', theme: 'system', damagedCopiesAvailable: false, ui: {} });
    await until(() => store.results[0]?.name === 'Energieschub');
    expect((await store.card('90150')).name).toBe('Energieschub');
    expect(calls.filter((c) => c === 'catalog.card')).toHaveLength(2);
    expect((await store.loadFacets()).packs[0].name).toBe('Glut-Grundspiel');
  });

  it('runs an owned-only search again when the collection changes', async () => {
    const store = await importBig();
    await store.setSearch({ query: 't:ally', only: 'owned' });
    expect(store.total).toBe(0);
    await backend.dispatch('collection.addCopies', { game: G, code: '90112', quantity: 2 });
    await until(() => store.total === 1);
    expect(store.results[0]?.code).toBe('90112');
    // With every card listed, a collection change is none of the search's business.
    await store.setSearch({ only: 'all' });
    const searches = calls.filter((c) => c === 'catalog.search').length;
    await backend.dispatch('collection.addCopies', { game: G, code: '90121', quantity: 1 });
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.filter((c) => c === 'catalog.search').length).toBe(searches);
  });
});
