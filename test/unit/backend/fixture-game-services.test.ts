/**
 * The generic collection and deck services driven by the fixture game (test/fixtures/fixture-game)
 * through the real API, beside Marvel Champions: its catalog imported from its own data folder,
 * products with fixed contents, copies and counts, a deck validated by its rules, built (allocation
 * and pull list), exported and imported in its text format — every row tagged with its game and
 * Marvel Champions' collection and decks untouched.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushedEvent } from '../../../core/api/events';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { FIXTURE_DATA_DIR, gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { FIXTURE_GAME_ID } from '../../fixtures/fixture-game/catalog';
import { call, callError, inProcess, removeDir, tempDir, type Caller } from '../../support/backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

const F = FIXTURE_GAME_ID;
const MC = 'marvel-champions';
let dir: string;
let backend: Backend;
let c: Caller;
let events: PushedEvent[];

beforeEach(async () => {
  dir = tempDir();
  backend = createBackend({ dataDir: dir, appVersion: 't', log: () => undefined, games: gamesWithFixture });
  c = inProcess(backend);
  events = [];
  backend.events.subscribe((e) => events.push(e));
  await call(c, 'catalog.import', { game: F, source: { path: FIXTURE_DATA_DIR } });
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

const db = () => backend.context.saves.require().db;
const owned = async (code: string) => (await call(c, 'collection.counts', { game: F, codes: [code] }))[0];

/** Leader Captain Ilsa Marrow and ten cards of the core box: a legal deck. */
const CORE_DECK = { sk002: 2, sk003: 2, sk004: 2, sk005: 2, sk006: 2 };

describe('fixture game: catalog, collection and decks through the generic services', () => {
  it('imports its catalog from its data folder and lists its products', async () => {
    const status = await call(c, 'catalog.status', { game: F });
    expect(status).toMatchObject({ game: F, imported: true, counts: { cards: 12, products: 3 } });
    const facets = await call(c, 'catalog.facets', { game: F, lang: 'en' });
    expect(facets.packs.map((p) => [p.code, p.name, p.cards])).toEqual([
      ['core', 'Skirmish Core Box', 6],
      ['tides', 'Tides of Brass', 5],
      ['promo', 'Moth Herald Promo', 1],
    ]);
    expect((await call(c, 'catalog.identities', { game: F, lang: 'en' })).map((i) => i.name)).toEqual([
      'Captain Ilsa Marrow',
      'Warden Oska',
    ]);
  });

  it('answers in game-neutral shapes: its own counts and sorts, no Marvel Champions field (issue 11, catalog API)', async () => {
    expect((await call(c, 'catalog.status', { game: F })).counts).toEqual({ cards: 12, products: 3 });
    const page = await call(c, 'catalog.search', { game: F, query: 'marrow', sort: 'name' });
    expect(Object.keys(page.cards[0]).sort()).toEqual(
      [
        'code',
        'cost',
        'factionCode',
        'factionName',
        'name',
        'packCode',
        'packName',
        'position',
        'printings',
        'subname',
        'traits',
        'typeCode',
        'typeName',
        'unique',
      ].sort(),
    );
    const [leader] = await call(c, 'catalog.identities', { game: F, lang: 'en' });
    expect(leader).toMatchObject({ subname: null, rules: {} });
    expect(leader).not.toHaveProperty('aspectCount');
    expect(await call(c, 'catalog.facets', { game: F, lang: 'en' })).toMatchObject({
      lists: { types: [{ code: 'leader' }, { code: 'unit' }, { code: 'spell' }] },
    });
    // A sort is the game's: Marvel Champions' aspect sort is refused here, as is one no game has.
    for (const sort of ['aspect', 'cost', 'nonsense'])
      expect(await callError(c, 'catalog.search', { game: F, query: '', sort }), sort).toMatchObject({
        code: 'invalid_args',
        params: { issues: ['sort:invalid_value'] },
      });
  });

  it('adds a product: one copy per card of its fixed contents, counted per card; removing it removes them', async () => {
    const [p] = await call(c, 'collection.addProduct', { game: F, packCode: 'core', location: 'Shelf A' });
    expect(p).toMatchObject({ packCode: 'core', packName: 'Skirmish Core Box', copies: 11, allocated: 0 });
    expect(events).toContainEqual({ event: 'collection.changed', payload: { game: F } });
    const copies = await call(c, 'collection.copies', { game: F, productId: p.id });
    expect(copies.total).toBe(11);
    expect(copies.copies[0]).toMatchObject({
      code: 'sk001',
      cardCode: 'sk001',
      name: 'Captain Ilsa Marrow',
      packName: 'Skirmish Core Box',
      position: 1,
      location: 'Shelf A',
    });
    expect(await owned('sk003')).toEqual({ code: 'sk003', owned: 2, inDecks: 0, free: 2, missing: 0, damaged: 0 });
    expect(await call(c, 'collection.summary', { game: F })).toMatchObject({ products: 1, copies: 11, owned: 11 });
    await call(c, 'collection.addCopies', { game: F, code: 'sk201', quantity: 1 });
    expect((await owned('sk201')).owned).toBe(1);
    expect((await callError(c, 'collection.addProduct', { game: F, packCode: 'nope' })).code).toBe('product_not_found');
    expect(await call(c, 'collection.removeProduct', { game: F, id: p.id })).toEqual({ removed: 11, released: 0 });
    expect((await call(c, 'collection.summary', { game: F })).copies).toBe(1);
  });

  it('validates a deck by the game rules: problems named by code, size and charts from the game', async () => {
    const bad = await call(c, 'decks.validate', {
      game: F,
      deck: { identity: 'sk002', aspects: [], slots: { sk003: 3, sk101: 1, sk004: 2 } },
    });
    expect(bad.valid).toBe(false);
    expect(bad.problems.map((p) => p.code)).toEqual([
      'deck.notAnIdentity',
      'deck.tooManyCopies',
      'deck.notPlayerCard',
      'deck.tooFewCards',
    ]);
    expect(bad.problems[1].params).toMatchObject({ name: 'Moss Golem', count: 3, max: 2 });
    expect(bad.size).toBe(5);
    const good = await call(c, 'decks.validate', {
      game: F,
      deck: { identity: 'sk001', aspects: [], slots: CORE_DECK },
    });
    expect(good).toMatchObject({ valid: true, problems: [], identity: 'sk001', size: 10, collection: null });
    expect(good.stats).toEqual({
      costCurve: { '1': 4, '2': 4, '3': 2 },
      types: { unit: 6, spell: 4 },
    });
    const big = await call(c, 'decks.validate', {
      game: F,
      deck: { identity: null, aspects: [], slots: { ...CORE_DECK, sk102: 2, sk103: 2, sk104: 2, sk105: 2, sk201: 2 } },
    });
    expect(big).toMatchObject({ valid: true, problems: [], size: 20 });
    const full = { ...CORE_DECK, sk102: 2, sk103: 2, sk104: 2, sk105: 2 };
    const over = await call(c, 'decks.validate', {
      game: F,
      deck: { identity: null, aspects: ['red'], slots: { ...full, sk201: 3 } },
    });
    expect(over.problems).toEqual([
      { code: 'deck.unknownAspect', params: { aspect: 'red' } },
      {
        code: 'deck.tooManyCopies',
        params: { name: 'Moth Herald', subname: null, codes: ['sk201'], count: 3, max: 2 },
      },
      { code: 'deck.tooManyCards', params: { count: 21, max: 20 } },
    ]);
  });

  it('checks a deck against the collection, builds it (allocation and pull list) and takes it apart', async () => {
    await call(c, 'collection.addProduct', { game: F, packCode: 'core', location: 'Shelf A' });
    const slots = { ...CORE_DECK, sk103: 2 };
    const check = await call(c, 'decks.validate', {
      game: F,
      deck: { identity: 'sk001', aspects: [], slots },
      constraint: 'owned',
    });
    expect(check.collection).toEqual({
      kind: 'owned',
      ok: false,
      problems: [{ code: 'deck.notOwned', params: { code: 'sk103', name: 'Reef Strider', need: 2, have: 0 } }],
      missing: { sk103: 2 },
    });
    const deck = await call(c, 'decks.create', { game: F, name: 'Marrow rush', identity: 'sk001', slots });
    const built = await call(c, 'collection.build', { game: F, deckId: deck.id });
    expect(built.built).toBe(true);
    expect(built.list.pull.map((l) => [l.code, l.name, l.location, l.quantity])).toEqual([
      ['sk001', 'Captain Ilsa Marrow', 'Shelf A', 1],
      ['sk002', 'Brass Sentry', 'Shelf A', 2],
      ['sk003', 'Moss Golem', 'Shelf A', 2],
      ['sk004', 'Ember Volley', 'Shelf A', 2],
      ['sk005', 'Quiet Tide', 'Shelf A', 2],
      ['sk006', 'Lantern Bearer', 'Shelf A', 2],
    ]);
    expect(built.list.short).toEqual([{ cardCode: 'sk103', name: 'Reef Strider', quantity: 2 }]);
    expect(await owned('sk002')).toMatchObject({ owned: 2, inDecks: 2, free: 0 });
    expect((await call(c, 'decks.list', { game: F }))[0]).toMatchObject({
      name: 'Marrow rush',
      identityName: 'Captain Ilsa Marrow',
      built: true,
      size: 12,
      valid: true,
    });
    // the free check counts the deck's own copies as free for it, not for another deck
    const free = (deckId?: string) =>
      call(c, 'decks.validate', {
        game: F,
        deck: { identity: null, aspects: [], slots: { sk002: 2 } },
        constraint: 'free',
        deckId,
      });
    expect((await free()).collection?.missing).toEqual({ sk002: 2 });
    expect((await free(deck.id)).collection?.ok).toBe(true);
    const conflicts = await call(c, 'collection.conflicts', { game: F, deckIds: [deck.id] });
    expect(conflicts.conflicts.map((x) => [x.cardCode, x.owned, x.needed])).toEqual([['sk103', 0, 2]]);
    const apart = await call(c, 'collection.unbuild', { game: F, deckId: deck.id });
    expect(apart.list.return.reduce((n, l) => n + l.quantity, 0)).toBe(11);
    expect(await owned('sk002')).toMatchObject({ inDecks: 0, free: 2 });
  });

  it('exports a deck in its text format and imports it back; versions and diff name its cards', async () => {
    const deck = await call(c, 'decks.create', { game: F, name: 'Tide list', identity: 'sk101', slots: CORE_DECK });
    const file = await call(c, 'decks.export', { game: F, id: deck.id, format: 'text' });
    expect(file).toMatchObject({ fileName: 'Tide list.txt', mime: 'text/plain', warnings: [] });
    expect(file.content).toBe(
      [
        'Deck: Tide list',
        'Leader: Warden Oska',
        '2x Brass Sentry',
        '2x Moss Golem',
        '2x Ember Volley',
        '2x Quiet Tide',
        '2x Lantern Bearer',
        '',
      ].join('\n'),
    );
    const back = await call(c, 'decks.import', { game: F, content: file.content });
    expect(back.problems).toEqual([]);
    expect(back.deck).toMatchObject({ name: 'Tide list', identity: 'sk101', size: 10, valid: true });
    expect((await call(c, 'decks.get', { game: F, id: back.deck.id })).slots).toEqual(CORE_DECK);
    // no deck name in the file: named after the leader; a line that names no card is reported
    const pasted = await call(c, 'decks.import', {
      game: F,
      format: 'text',
      content: 'Leader: Warden Oska\n2x Salt Hex\n1x Nobody Here\n',
    });
    expect(pasted.deck.name).toBe('Warden Oska deck');
    expect(pasted.problems).toEqual([{ code: 'format.unknownCard', params: { name: 'Nobody Here', line: 3 } }]);
    expect((await callError(c, 'decks.import', { game: F, content: 'hello there' })).code).toBe('deck_import_invalid');
    expect((await callError(c, 'decks.export', { game: F, id: deck.id, format: 'octgn' })).code).toBe(
      'deck_format_unknown',
    );
    await call(c, 'decks.save', { game: F, id: deck.id, slots: { ...CORE_DECK, sk002: 1, sk105: 1 } });
    const versions = await call(c, 'decks.versions', { game: F, id: deck.id });
    expect(versions.map((v) => [v.version, v.size])).toEqual([
      [2, 10],
      [1, 10],
    ]);
    expect((await call(c, 'decks.diff', { game: F, id: deck.id, from: 1, to: 2 })).cards).toEqual([
      { code: 'sk002', name: 'Brass Sentry', from: 2, to: 1 },
      { code: 'sk105', name: 'Gull Rider', from: 0, to: 1 },
    ]);
  });

  it("tags every row with its game and leaves Marvel Champions' collection and decks untouched", async () => {
    await importMcFixture(c, dir, 'mc');
    await call(c, 'collection.addProduct', { game: MC, packCode: 'tide' });
    await call(c, 'decks.create', { game: MC, name: 'Hero deck' });
    const mcBefore = {
      summary: await call(c, 'collection.summary', { game: MC }),
      counts: await call(c, 'collection.counts', { game: MC }),
      products: await call(c, 'collection.products', { game: MC }),
      decks: await call(c, 'decks.list', { game: MC }),
    };
    const [p] = await call(c, 'collection.addProduct', { game: F, packCode: 'tides' });
    const deck = await call(c, 'decks.create', { game: F, name: 'Oska', identity: 'sk101', slots: { sk103: 2 } });
    await call(c, 'collection.build', { game: F, deckId: deck.id });
    await call(c, 'decks.saveGroup', { game: F, name: 'Friday', deckIds: [deck.id] });
    const byGame = (table: string) =>
      db().prepare(`SELECT game, COUNT(*) AS n FROM ${table} GROUP BY game ORDER BY game`).all();
    expect(byGame('products')).toEqual([
      { game: F, n: 1 },
      { game: MC, n: 1 },
    ]);
    expect(byGame('copies')).toEqual([
      { game: F, n: 9 },
      { game: MC, n: mcBefore.summary.copies },
    ]);
    expect(byGame('decks')).toEqual([
      { game: F, n: 1 },
      { game: MC, n: 1 },
    ]);
    expect(byGame('deck_groups')).toEqual([{ game: F, n: 1 }]);
    // one game's rows are never another's: ids of one game are unknown to the other
    expect((await callError(c, 'collection.removeProduct', { game: MC, id: p.id })).code).toBe('product_not_found');
    expect((await callError(c, 'decks.get', { game: MC, id: deck.id })).code).toBe('deck_not_found');
    expect({
      summary: await call(c, 'collection.summary', { game: MC }),
      counts: await call(c, 'collection.counts', { game: MC }),
      products: await call(c, 'collection.products', { game: MC }),
      decks: await call(c, 'decks.list', { game: MC }),
    }).toEqual(mcBefore);
    expect(events.filter((e) => e.event === 'decks.changed').map((e) => e.payload)).toContainEqual({
      game: F,
      id: deck.id,
    });
  });

  it('exports its collection as CSV and imports it back (the platform CSV with its card reader)', async () => {
    await call(c, 'collection.addProduct', { game: F, packCode: 'promo', location: 'Binder' });
    await call(c, 'collection.addCopies', {
      game: F,
      code: 'sk104',
      quantity: 2,
      attributes: { condition: 'played', tags: ['trade'] },
    });
    const file = await call(c, 'collection.exportCsv', { game: F });
    expect(file.fileName).toMatch(/^fixture-skirmish-collection-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(1, 3)).toEqual([
      '2,Salt Hex,tides,Tides of Brass,4,sk104,English,Played,,,trade,ok',
      '1,Moth Herald,promo,Moth Herald Promo,1,sk201,English,Near Mint,,Binder,,ok',
    ]);
    const again = await call(c, 'collection.importCsv', { game: F, content: file.content });
    expect(again).toMatchObject({ rows: 2, imported: 3, skippedRows: 0, problems: [] });
    expect(await owned('sk104')).toMatchObject({ owned: 4 });
    // rows found by product and number, or by name; an unknown card is reported and skipped
    const report = await call(c, 'collection.importCsv', {
      game: F,
      content: 'Count,Pack,Card Number,Name\n1,Tides of Brass,3,\n2,,,gull rider\n1,,,Nobody Here\n',
    });
    expect(report).toMatchObject({ imported: 3, skippedRows: 1 });
    expect(report.problems.map((p) => [p.code, p.row])).toEqual([['csv.unknownCard', 4]]);
    expect((await owned('sk103')).owned).toBe(1);
    expect((await owned('sk105')).owned).toBe(2);
  });
});
