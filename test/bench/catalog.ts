import { withReferenceBackend } from './reference-backend';
import { percentile, round, timeEach } from './stats';

/** Typical card-browser searches: filters alone and with text, in the UI's languages, sorted. */
const QUERIES: Array<{ query: string; lang: 'en' | 'de' | 'tr' | 'hu'; sort: 'release' | 'name' | 'cost' }> = [
  { query: 't:ally a:justice', lang: 'en', sort: 'cost' },
  { query: 'c<=2 r:mental', lang: 'de', sort: 'name' },
  { query: 'spider', lang: 'en', sort: 'release' },
  { query: 'k:avenger t:ally', lang: 'tr', sort: 'name' },
  { query: 'a:aggression t:event', lang: 'hu', sort: 'cost' },
  { query: 'pack:core', lang: 'en', sort: 'release' },
  { query: 'is:unique t:support', lang: 'de', sort: 'name' },
  { query: 'iron', lang: 'tr', sort: 'name' },
];

/** mc.catalogImportMs (full reference set, every translation, folder → SQLite) and mc.searchMs.p95 through dispatch. */
export async function catalogBench(): Promise<Record<string, number>> {
  return withReferenceBackend('catalog', async (backend, ref) => {
    const t0 = performance.now();
    const env = await backend.dispatch('catalog.import', { game: 'marvel-champions', source: { path: ref } });
    const importMs = performance.now() - t0;
    if (!env.ok) throw new Error(JSON.stringify(env.error));
    // Each query is new to the search cache (different page sizes keep the work honest: the cache
    // holds sorted code lists per query, so it is cleared between rounds).
    const service = backend.context.catalogs['marvel-champions'] as unknown as { searchCache: Map<string, unknown> };
    // The first search in a card language builds that language's search documents once (and the
    // sort's localized names): reported on its own as mc.searchFirstMs, then typical searches.
    const first: number[] = [];
    for (const q of QUERIES) {
      const t = performance.now();
      const res = await backend.dispatch('catalog.search', { game: 'marvel-champions', ...q, limit: 100 });
      first.push(performance.now() - t);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
    }
    const times = await timeEach(QUERIES.length * 10, async (i) => {
      service.searchCache.clear();
      const q = QUERIES[i % QUERIES.length];
      const res = await backend.dispatch('catalog.search', { game: 'marvel-champions', ...q, limit: 100 });
      if (!res.ok) throw new Error(JSON.stringify(res.error));
    });
    return {
      'mc.catalogImportMs': round(importMs, 1),
      'mc.searchFirstMs': round(Math.max(...first)),
      'mc.searchMs.p50': round(percentile(times, 50)),
      'mc.searchMs.p95': round(percentile(times, 95)),
    };
  });
}
