/**
 * Marvel Champions figures on the MarvelCDB reference data set (read with fs here; core stays pure):
 *   mc.parseMs              median of 5 full parses (every pack and translation) from loaded JSON
 *   mc.parseColdMs          the first of them (zod schemas compiled, nothing cached)
 *   mc.deckIndexMs          building the per-catalog lookup and deck-rule tables (first validation)
 *   mc.validateDeckMs.p50/.p95  one validateDeck on the full catalog (legal and illegal decks of every identity)
 *   mc.coreSearchMs.p95     one searchCards (core only; mc.searchMs.p95 in catalog.ts goes through dispatch) over the catalog (a mix of queries)
 * Skipped, with a note on stderr, when the data set is absent.
 */
import {
  catalogIndex,
  listIdentities,
  parseMarvelCdb,
  searchCards,
  validateDeck,
  type McCatalog,
  type McDeck,
} from '../../core/games/marvel-champions';
import { buildLegalDeck } from '../unit/games/marvel-champions/build-decks';
import { loadDataSetFiles, referenceDataDir } from '../unit/games/marvel-champions/reference-data';
import { percentile, round } from './stats';

function variants(catalog: McCatalog, deck: McDeck): McDeck[] {
  const idx = catalogIndex(catalog);
  const codes = Object.keys(deck.slots);
  const basic = codes.find((c) => idx.byCode.get(c)?.factionCode === 'basic') ?? codes[0];
  return [
    deck,
    { ...deck, slots: { ...deck.slots, [basic]: 4 } },
    { ...deck, slots: { ...deck.slots, '01056': 2, '01001a': 1, '99999': 1 } },
    { ...deck, aspects: [] },
  ];
}

export async function mcBench(): Promise<Record<string, number>> {
  const dir = referenceDataDir();
  if (!dir) {
    console.error(
      'bench mc: MarvelCDB reference data not found (MARVELCDB_DATA or ../shared/data/marvelsdb-json-data): figures skipped',
    );
    return {};
  }
  const files = loadDataSetFiles(dir);

  const parses: number[] = [];
  const catalogs: McCatalog[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    catalogs.push(parseMarvelCdb(files));
    parses.push(performance.now() - t0);
  }
  const catalog = catalogs[4];
  const decks = listIdentities(catalog).flatMap((id) => variants(catalog, buildLegalDeck(catalog, id.code)));
  // the tables are built per catalog object on first use: time them on an untouched one
  const t0 = performance.now();
  validateDeck(decks[0], catalogs[3]);
  const indexMs = performance.now() - t0;

  for (const d of decks) validateDeck(d, catalog); // warm up
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const d of decks) {
      const t = performance.now();
      validateDeck(d, catalog);
      times.push(performance.now() - t);
    }
  }

  const queries = [
    't:ally a:justice c<=2',
    'spider',
    'k:shield -t:ally',
    'r:mental pack:core',
    'x:"draw 1 card"',
    'is:unique a:basic|pool',
  ];
  for (const q of queries) searchCards(catalog, q, { lang: 'de' }); // build the search documents
  const searchTimes: number[] = [];
  for (let i = 0; i < 10; i++)
    for (const q of queries) {
      const t = performance.now();
      searchCards(catalog, q, { lang: 'de' });
      searchTimes.push(performance.now() - t);
    }

  return {
    'mc.parseMs': round(percentile(parses, 50), 1),
    'mc.parseColdMs': round(parses[0], 1),
    'mc.deckIndexMs': round(indexMs, 2),
    'mc.validateDeckMs.p50': round(percentile(times, 50)),
    'mc.validateDeckMs.p95': round(percentile(times, 95)),
    'mc.coreSearchMs.p95': round(percentile(searchTimes, 95), 2),
  };
}
