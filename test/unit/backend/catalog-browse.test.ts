import { describe, expect, it } from 'vitest';
import { FIXTURE_IDENTITY_CODES, NIGHTJAR_INFO, NIGHTJAR_SET } from '../../fixtures/marvel-champions/decks';
import type { CatalogFacets } from '../../../core/api/catalog';
import { call, callError, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

/**
 * What the card browser, the deck builder and the collection pages read besides search:
 * catalog.cards (many summaries at once), catalog.identities and catalog.facets, on the invented
 * fixture data set. Names follow the UI language → card language rule of catalog.card.
 */
let dir: string;
let c: Caller;
const G = 'marvel-champions' as const;

useTempBackend((t) => ({ dir, c } = t));

async function imported(): Promise<void> {
  await importMcFixture(c, dir);
}

describe('catalog browsing methods before an import', () => {
  it.each(['catalog.cards', 'catalog.identities', 'catalog.facets'])(
    '%s says the catalog is not imported',
    async (method) => {
      const args = method === 'catalog.cards' ? { game: G, codes: ['90001a'] } : { game: G };
      expect((await callError(c, method, args)).code).toBe('catalog_not_imported');
    },
  );
});

describe('catalog.cards', () => {
  it('returns summaries in the order asked, each code once, leaving unknown codes out', async () => {
    await imported();
    const cards = await call(c, 'catalog.cards', { game: G, codes: ['90112', 'nope', '90001a', '90112', '92090'] });
    expect(cards.map((x) => x.code)).toEqual(['90112', '90001a', '92090']);
    const beatCop = cards[0];
    expect(beatCop).toMatchObject({
      name: 'Beat Cop',
      typeCode: 'ally',
      typeName: 'Ally',
      factionCode: 'justice',
      packCode: 'ember',
      cost: 3,
    });
    // Key stats travel with the summary so a card picture can show them.
    expect(beatCop.stats).toMatchObject({ attack: 1, thwart: 1, health: 3 });
    // Resource icons are stats under the data set's names (issue 11: no Marvel Champions field in the shared summary).
    expect(beatCop.stats).toMatchObject({ resource_physical: 1 });
    expect(beatCop).not.toHaveProperty('resources');
  });

  it('keeps a reprint as its own printing (its pack) with the original card game fields and printings count', async () => {
    await imported();
    const [reprint] = await call(c, 'catalog.cards', { game: G, codes: ['92090'] });
    expect(reprint).toMatchObject({
      code: '92090',
      packCode: 'gale',
      packName: 'Gale Front',
      name: 'Energy Surge',
      typeCode: 'resource',
      printings: 2,
    });
    expect(reprint.stats?.resource_energy).toBe(2);
  });

  it('names cards in the card language of the UI language (German data for de, English for tr/hu)', async () => {
    await imported();
    const [de] = await call(c, 'catalog.cards', { game: G, codes: ['90150'], lang: 'de' });
    expect(de.name).toBe('Energieschub');
    expect(de.packName).toBe('Glut-Grundspiel');
    const [tr] = await call(c, 'catalog.cards', { game: G, codes: ['90150'], lang: 'tr' });
    expect(tr.name).toBe('Energy Surge');
  });

  it('answers an empty list with an empty list', async () => {
    await imported();
    expect(await call(c, 'catalog.cards', { game: G, codes: [] })).toEqual([]);
  });
});

describe('catalog.identities', () => {
  it('lists every identity of the fixture in release order with its alter-ego and pack', async () => {
    await imported();
    const ids = await call(c, 'catalog.identities', { game: G });
    expect(ids.map((i) => i.code)).toEqual(FIXTURE_IDENTITY_CODES);
    expect(ids[0]).toMatchObject(NIGHTJAR_INFO);
  });

  it("lists the identity's own cards with their exact counts (rules digest §4.1: identity-specific cards)", async () => {
    await imported();
    const nightjar = (await call(c, 'catalog.identities', { game: G })).find((i) => i.code === '90001a')!;
    const counts = Object.fromEntries(nightjar.requiredCards.map((r) => [r.code, r.quantity]));
    expect(counts).toEqual(NIGHTJAR_SET);
    expect(nightjar.requiredCards.find((r) => r.code === '90003')?.name).toBe('Hush Step');
    // Obligations, the nemesis set and the hero_special side deck are not deck cards.
    expect(Object.keys(counts)).not.toContain('90011');
    expect(Object.keys(counts)).not.toContain('90014');
  });

  it('tells the deck builder how many aspects a deck needs and whether deck_options apply (§4.1 identity exceptions)', async () => {
    await imported();
    const ids = Object.fromEntries((await call(c, 'catalog.identities', { game: G })).map((i) => [i.code, i]));
    expect(ids['91001a'].rules.aspects).toBe(2);
    expect(ids['91020a'].rules.aspects).toBe(4);
    expect(ids['92001a'].rules.deckOptions).toBe(true);
    expect(ids['90020a'].rules.deckOptions).toBe(true);
    expect(ids['91001a'].rules).toEqual({ aspects: 2, deckOptions: false });
  });

  it('names identities in German when the UI is German', async () => {
    await imported();
    const [nightjar] = await call(c, 'catalog.identities', { game: G, lang: 'de' });
    expect(nightjar.name).toBe('Nachtschwalbe');
    expect(nightjar.packName).toBe('Glut-Grundspiel');
  });
});

/** One of Marvel Champions' filter lists (`CatalogFacets.lists`). */
const facetList = (f: CatalogFacets, list: string) => f.lists[list] ?? [];

describe('catalog.facets', () => {
  it('lists packs in release order with their distinct cards (back faces not counted, reprints counted where reprinted)', async () => {
    await imported();
    const f = await call(c, 'catalog.facets', { game: G });
    expect(f.packs.map((p) => p.code)).toEqual(['ember', 'tide', 'gale', 'vault', 'keep']);
    const packs = Object.fromEntries(f.packs.map((p) => [p.code, p]));
    expect(packs.tide).toMatchObject({ name: 'Tidewater', typeCode: 'hero', position: 2, cards: 8 });
    expect(packs.gale.cards).toBe(13);
    expect(packs.vault.cards).toBe(2);
  });

  it('lists sets, factions (aspects marked primary) and types', async () => {
    await imported();
    const f = await call(c, 'catalog.facets', { game: G });
    expect(facetList(f, 'sets').find((s) => s.code === 'nightjar_dreams')).toEqual({
      code: 'nightjar_dreams',
      name: 'Dream Deck',
      typeCode: 'hero_special',
    });
    const factions = facetList(f, 'factions');
    expect(factions.find((x) => x.code === 'justice')).toEqual({ code: 'justice', name: 'Justice', primary: true });
    expect(factions.find((x) => x.code === 'encounter')?.primary).toBe(false);
    expect(facetList(f, 'types').map((t) => t.code)).toContain('player_side_scheme');
  });

  it('lists every trait once, without its dot, S.H.I.E.L.D. whole, sorted', async () => {
    await imported();
    const traits = facetList(await call(c, 'catalog.facets', { game: G }), 'traits').map((t) => t.name);
    expect(traits).toContain('S.H.I.E.L.D.');
    expect(traits).toContain('Guild');
    expect(traits.filter((t) => t === 'Guild')).toHaveLength(1);
    expect(traits.every((t) => !t.endsWith('.') || t === 'S.H.I.E.L.D.')).toBe(true);
    expect(traits).toEqual([...traits].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('translates names in German and lists German traits where the data has them', async () => {
    await imported();
    const f = await call(c, 'catalog.facets', { game: G, lang: 'de' });
    expect(f.packs[0].name).toBe('Glut-Grundspiel');
    expect(facetList(f, 'factions').find((x) => x.code === 'justice')?.name).toBe('Gerechtigkeit');
    expect(facetList(f, 'types').find((x) => x.code === 'ally')?.name).toBe('Verbündeter');
    expect(facetList(f, 'sets').find((x) => x.code === 'nightjar')?.name).toBe('Nachtschwalbe');
    const traits = facetList(f, 'traits').map((t) => t.code);
    expect(traits).toContain('Zivilist');
    expect(traits).not.toContain('Civilian');
  });
});
