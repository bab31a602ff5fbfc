/**
 * The Marvel Champions physical collection through dispatch (issue 4 §3, ARCHITECTURE §5, digest
 * §6.3): products with counts, loose copies, per-copy attributes, reprint-aware counts, building
 * decks (allocation, pull and return lists, shortfall, conflicts), CSV import/export, events and
 * every error code — on the invented fixture data set.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import type { PushedEvent } from '../../../core/api/events';
import type { DeckRecord } from '../../../core/api/decks';
import type { PullLine } from '../../../core/api/collection';
import { mcCollectionRules, productSize, type McCatalog } from '../../../core/games/marvel-champions';
import type { CatalogService } from '../../../electron/backend/catalog/service';
import { CollectionService } from '../../../electron/backend/collection/service';
import { tallyByCard } from '../../../electron/backend/collection/tally';
import type { CountRow } from '../../../electron/backend/collection/copies-repo';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import { fixtureCatalog, nightjarDeck } from '../../fixtures/marvel-champions/decks';
import { useTempBackend } from '../../support/temp-backend';
import { call, callError, type Caller, writeFolder } from '../../support/backend';

const G = 'marvel-champions' as const;
let dir: string;
let backend: Backend;
let c: Caller;
let events: PushedEvent[];

async function importCatalog(): Promise<void> {
  await call(c, 'catalog.import', { game: G, source: { path: writeFolder(path.join(dir, 'set'), fixtureFiles()) } });
}

const collectionEvents = () => events.filter((e) => e.event === 'collection.changed').length;
const deckEvents = () => events.filter((e) => e.event === 'decks.changed').map((e) => e.payload);
const db = () => backend.context.saves.require().db;
const copyCount = () => db().prepare('SELECT COUNT(*) FROM copies').pluck().get() as number;
const counts = async (code: string) => (await call(c, 'collection.counts', { game: G, codes: [code] }))[0];
/** Copies per card code over pull lines. */
const perCard = (lines: PullLine[]) =>
  lines.reduce<Record<string, number>>((m, l) => ((m[l.cardCode] = (m[l.cardCode] ?? 0) + l.quantity), m), {});
const total = (lines: PullLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

async function createNightjar(name = 'Night Watch', slots = nightjarDeck().slots): Promise<DeckRecord> {
  const d = nightjarDeck();
  return call(c, 'decks.create', { game: G, name, identity: d.identity, aspects: d.aspects, slots });
}
/** Three Ember packs on Shelf B, a fourth copy of 90110 in Binder 1, and Nightjar's deck (not built). */
async function shelvedNightjar(): Promise<DeckRecord> {
  await importCatalog();
  await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3, location: 'Shelf B' });
  await call(c, 'collection.addCopies', { game: G, code: '90110', quantity: 1, attributes: { location: 'Binder 1' } });
  return createNightjar();
}
/** Copies Nightjar's deck needs: its identity card + 16 identity cards + 21 Justice + 4 basic. */
const NIGHTJAR_COPIES = 1 + 16 + 21 + 4;

useTempBackend((t) => ({ dir, backend, c, events } = t), { tick: 1000 });

describe('products (§6.3: a product holds its printings × quantities)', () => {
  it('two Core Sets are two products with one copy row per physical card each', async () => {
    await importCatalog();
    const made = await call(c, 'collection.addProduct', {
      game: G,
      packCode: 'ember',
      count: 2,
      location: 'Shelf A',
      note: 'birthday',
    });
    const size = productSize(fixtureCatalog(), 'ember');
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({
      packCode: 'ember',
      packName: 'Ember Core',
      note: 'birthday',
      copies: size,
      allocated: 0,
    });
    expect(made[0].id).not.toBe(made[1].id);
    expect(copyCount()).toBe(2 * size);
    expect(collectionEvents()).toBe(1);
    expect(await call(c, 'collection.products', { game: G })).toEqual(made);
    // three Hush Steps per box, two boxes
    expect(await counts('90003')).toEqual({ code: '90003', owned: 6, inDecks: 0, free: 6, missing: 0, damaged: 0 });
    // the double-sided identity is one card per box
    expect((await counts('90001b')).owned).toBe(2);
    const summary = await call(c, 'collection.summary', { game: G });
    expect(summary).toEqual({
      products: 2,
      copies: 2 * size,
      owned: 2 * size,
      inDecks: 0,
      free: 2 * size,
      missing: 0,
      damaged: 0,
      locations: ['Shelf A'],
      tags: [],
    });
    const page = await call(c, 'collection.copies', { game: G, productId: made[1].id, limit: 5 });
    expect(page.total).toBe(size);
    expect(page.copies).toHaveLength(5);
    expect(page.copies[0]).toMatchObject({
      productId: made[1].id,
      location: 'Shelf A',
      status: 'ok',
      condition: 'near_mint',
      language: 'en',
      deckId: null,
    });
  });

  describe('a product’s storage location (save schema v5)', () => {
    const update = (args: { id: string; location?: string; note?: string; moveCopies?: boolean }) =>
      call(c, 'collection.updateProduct', { game: G, ...args });

    it('a product keeps its location and its new copies take it; the list says how many copies are still there', async () => {
      await importCatalog();
      const [box] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', location: 'Box 1' });
      const size = productSize(fixtureCatalog(), 'ember');
      expect(box).toMatchObject({ location: 'Box 1', copies: size, atLocation: size });
      const [bare] = await call(c, 'collection.addProduct', { game: G, packCode: 'gale' });
      expect(bare).toMatchObject({ location: '', atLocation: bare.copies });
      const page = await call(c, 'collection.copies', { game: G, productId: box.id, limit: 5000 });
      expect(page.copies.every((x) => x.location === 'Box 1')).toBe(true);
      // one copy moved to a binder by hand is no longer at the product's location
      await call(c, 'collection.updateCopies', { game: G, ids: [page.copies[0].id], patch: { location: 'Binder A' } });
      expect((await call(c, 'collection.products', { game: G })).find((p) => p.id === box.id)).toMatchObject({
        location: 'Box 1',
        atLocation: size - 1,
      });
    });

    it('a new location moves the copies still at the old one (allocated ones too); copies kept elsewhere stay', async () => {
      await importCatalog();
      const [box] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', location: 'Box 1' });
      const deck = await createNightjar();
      await call(c, 'collection.build', { game: G, deckId: deck.id });
      const sweep = (await call(c, 'collection.copies', { game: G, productId: box.id, cardCode: '90110' })).copies[0];
      await call(c, 'collection.updateCopies', { game: G, ids: [sweep.id], patch: { location: 'Binder A' } });
      events.length = 0;
      const r = await update({ id: box.id, location: 'Shelf 3', moveCopies: true });
      expect(r.moved).toBe(box.copies - 1);
      expect(r.product).toMatchObject({ location: 'Shelf 3', atLocation: box.copies - 1 });
      expect(collectionEvents()).toBe(1);
      // copies sleeved in the built deck moved too: their location is where they go back to
      const inDeck = (await call(c, 'collection.copies', { game: G, deckId: deck.id, limit: 100 })).copies;
      expect(inDeck.length).toBeGreaterThan(10);
      expect(inDeck.filter((x) => x.id !== sweep.id).every((x) => x.location === 'Shelf 3')).toBe(true);
      const locations = (await call(c, 'collection.copies', { game: G, productId: box.id, limit: 5000 })).copies.map(
        (x) => x.location,
      );
      expect(locations.filter((l) => l === 'Shelf 3')).toHaveLength(box.copies - 1);
      expect(locations.filter((l) => l === 'Binder A')).toHaveLength(1);
      // the return list still goes by each copy's own location
      const back = await call(c, 'collection.unbuild', { game: G, deckId: deck.id });
      expect(new Set(back.list.return.map((l) => l.location))).toEqual(new Set(['Shelf 3', 'Binder A']));
      expect(back.list.return.map((l) => l.location)).toEqual(
        [...back.list.return.map((l) => l.location)].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
      );
    });

    it('without moveCopies only the product changes; pull lists keep sorting by copy location', async () => {
      await importCatalog();
      const [box] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', location: 'Box 1' });
      const r = await update({ id: box.id, location: 'Box 2', note: 'the big one' }); // moveCopies defaults to false
      expect(r).toMatchObject({ moved: 0, product: { location: 'Box 2', note: 'the big one', atLocation: 0 } });
      const deck = await createNightjar();
      const list = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
      expect(new Set(list.pull.map((l) => l.location))).toEqual(new Set(['Box 1']));
      // moving back later still finds nothing at "Box 2" to move, and copies at "Box 1" are not the product's location
      expect((await update({ id: box.id, location: 'Box 3', moveCopies: true })).moved).toBe(0);
      // nothing changed: no write, no event
      events.length = 0;
      expect(await update({ id: box.id, location: 'Box 3', moveCopies: true })).toMatchObject({
        moved: 0,
        product: { location: 'Box 3' },
      });
      expect(collectionEvents()).toBe(0);
    });

    it('an unknown product is product_not_found and bad arguments are invalid_args; nothing written', async () => {
      await importCatalog();
      const [box] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', location: 'Box 1' });
      events.length = 0;
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        await callError(c, 'collection.updateProduct', { game: G, id: unknown, location: 'x', moveCopies: true }),
      ).toEqual({ code: 'product_not_found', params: { id: unknown } });
      for (const bad of [
        { id: box.id, location: 'x'.repeat(121) },
        { id: 'nope', location: 'x' },
        { id: box.id, moveCopies: 'yes' },
        { id: box.id, colour: 'red' },
      ]) {
        expect((await callError(c, 'collection.updateProduct', { game: G, ...bad })).code, JSON.stringify(bad)).toBe(
          'invalid_args',
        );
      }
      expect(collectionEvents()).toBe(0);
      expect((await call(c, 'collection.products', { game: G }))[0]).toMatchObject({
        location: 'Box 1',
        atLocation: box.copies,
      });
      // a location is trimmed like a copy's
      expect((await update({ id: box.id, location: '  Box 4 ' })).product.location).toBe('Box 4');
    });
  });

  it('an unknown pack or product is product_not_found; nothing is written', async () => {
    await importCatalog();
    expect(await callError(c, 'collection.addProduct', { game: G, packCode: 'nope' })).toEqual({
      code: 'product_not_found',
      params: { packCode: 'nope' },
    });
    expect(
      (await callError(c, 'collection.removeProduct', { game: G, id: '00000000-0000-4000-8000-000000000000' })).code,
    ).toBe('product_not_found');
    expect(copyCount()).toBe(0);
    expect(collectionEvents()).toBe(0);
  });
});

describe('loose copies, promos and per-copy attributes', () => {
  it('adds singles with language, condition, variant, location and tags; a back-face code becomes its card', async () => {
    await importCatalog();
    const promo = await call(c, 'collection.addCopies', {
      game: G,
      code: '90110',
      quantity: 2,
      attributes: {
        language: 'de',
        condition: 'good',
        variant: 'promo',
        location: 'Binder 1',
        tags: ['promo', 'sleeved'],
        note: 'con 2030',
      },
    });
    expect(promo).toHaveLength(2);
    expect(promo[0]).toMatchObject({
      code: '90110',
      cardCode: '90110',
      name: 'Clean Sweep',
      packCode: 'ember',
      packName: 'Ember Core',
      position: 110,
      productId: null,
      language: 'de',
      condition: 'good',
      variant: 'promo',
      location: 'Binder 1',
      tags: ['promo', 'sleeved'],
      status: 'ok',
      note: 'con 2030',
      deckId: null,
      deckName: null,
    });
    const alter = await call(c, 'collection.addCopies', { game: G, code: '90001b' });
    expect(alter[0]).toMatchObject({ code: '90001a', cardCode: '90001a' });
    expect((await callError(c, 'collection.addCopies', { game: G, code: '99999' })).code).toBe('card_not_found');
    const s = await call(c, 'collection.summary', { game: G });
    expect(s).toMatchObject({ products: 0, copies: 3, owned: 3, locations: ['Binder 1'], tags: ['promo', 'sleeved'] });
  });

  it('missing and damaged copies are not owned (ARCHITECTURE §5); updates change only the given attributes', async () => {
    await importCatalog();
    const copies = await call(c, 'collection.addCopies', {
      game: G,
      code: '90153',
      quantity: 4,
      attributes: { location: 'Box 1' },
    });
    const [a, b] = copies.map((x) => x.id);
    const updated = await call(c, 'collection.updateCopies', { game: G, ids: [a], patch: { status: 'missing' } });
    expect(updated[0]).toMatchObject({ status: 'missing', location: 'Box 1', condition: 'near_mint' });
    await call(c, 'collection.updateCopies', {
      game: G,
      ids: [b],
      patch: { status: 'damaged', condition: 'poor', tags: ['torn'] },
    });
    expect(await counts('90153')).toEqual({ code: '90153', owned: 2, inDecks: 0, free: 2, missing: 1, damaged: 1 });
    expect(await call(c, 'collection.summary', { game: G })).toMatchObject({
      copies: 4,
      owned: 2,
      free: 2,
      missing: 1,
      damaged: 1,
      tags: ['torn'],
    });
    expect((await call(c, 'collection.copies', { game: G, status: 'missing' })).copies.map((x) => x.id)).toEqual([a]);
    expect((await call(c, 'collection.copies', { game: G, location: 'Box 1' })).total).toBe(4);
    expect(
      await callError(c, 'collection.updateCopies', { game: G, ids: [a, 987654], patch: { status: 'ok' } }),
    ).toEqual({ code: 'copy_not_found', params: { ids: ['987654'], count: 1 } });
    // all or nothing: the known id was not changed either
    expect((await counts('90153')).missing).toBe(1);
    expect(await call(c, 'collection.removeCopies', { game: G, ids: [a, b] })).toEqual({ removed: 2, released: 0 });
    expect(await counts('90153')).toEqual({ code: '90153', owned: 2, inDecks: 0, free: 2, missing: 0, damaged: 0 });
    expect((await callError(c, 'collection.removeCopies', { game: G, ids: [a] })).code).toBe('copy_not_found');
  });

  it('copies filtered by tags: any of the given tags, exact, combined with the other filters and paged by the query', async () => {
    await importCatalog();
    await call(c, 'collection.addCopies', {
      game: G,
      code: '90153',
      quantity: 2,
      attributes: { tags: ['trade', 'sleeved'], location: 'Box 1' },
    });
    await call(c, 'collection.addCopies', { game: G, code: '90153', quantity: 3, attributes: { tags: ['sleeved'] } });
    await call(c, 'collection.addCopies', { game: G, code: '90110', quantity: 1, attributes: { tags: ['Trade'] } });
    await call(c, 'collection.addCopies', { game: G, code: '90110', quantity: 4 });
    const ids = async (args: Record<string, unknown>) =>
      (await call(c, 'collection.copies', { game: G, limit: 100, ...args })).copies.map((x) => [x.code, x.tags]);
    expect(await ids({ tags: ['trade'] })).toEqual([
      ['90153', ['trade', 'sleeved']],
      ['90153', ['trade', 'sleeved']],
    ]);
    // any of: a copy with several of the tags is listed once
    expect((await call(c, 'collection.copies', { game: G, tags: ['trade', 'sleeved', 'Trade'] })).total).toBe(6);
    expect((await call(c, 'collection.copies', { game: G, tags: ['sleeved'], location: 'Box 1' })).total).toBe(2);
    expect((await call(c, 'collection.copies', { game: G, tags: ['Trade'], cardCode: '90110' })).total).toBe(1);
    expect((await call(c, 'collection.copies', { game: G, tags: ['nobody'] })).total).toBe(0);
    const page = await call(c, 'collection.copies', { game: G, tags: ['sleeved'], limit: 2, offset: 4 });
    expect(page).toMatchObject({ total: 5 });
    expect(page.copies).toHaveLength(1);
    // an empty list, an empty tag or too many tags is malformed (the drawer sends none instead)
    for (const tags of [[], [''], Array.from({ length: 31 }, (_, i) => `t${i}`)]) {
      expect((await callError(c, 'collection.copies', { game: G, tags })).code).toBe('invalid_args');
    }
  });

  it('owned totals follow reprints: a reprint’s copies count for the original card, whichever printing is asked', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember' }); // Energy Surge ×1, Hush Step ×3
    await call(c, 'collection.addProduct', { game: G, packCode: 'gale' }); // reprints: Energy Surge ×3, Hush Step ×3
    expect(await call(c, 'collection.counts', { game: G, codes: ['92090', '90150', '92091', '99999'] })).toEqual([
      { code: '90150', owned: 4, inDecks: 0, free: 4, missing: 0, damaged: 0 },
      { code: '90003', owned: 6, inDecks: 0, free: 6, missing: 0, damaged: 0 },
      { code: '99999', owned: 0, inDecks: 0, free: 0, missing: 0, damaged: 0 },
    ]);
    const all = await call(c, 'collection.counts', { game: G });
    expect(all.find((x) => x.code === '90150')?.owned).toBe(4);
    expect(all.some((x) => x.code === '92090')).toBe(false);
    const surge = await call(c, 'collection.copies', { game: G, cardCode: '92090' });
    expect(surge.total).toBe(4);
    expect(new Set(surge.copies.map((x) => x.code))).toEqual(new Set(['90150', '92090']));
    expect(surge.copies.every((x) => x.cardCode === '90150')).toBe(true);
  });
});

describe('building decks (allocation to a built deck, pull and return lists)', () => {
  it('build pulls every copy the deck needs in storage order, marks it built, and a second build changes nothing', async () => {
    const deck = await shelvedNightjar();
    const before = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(before).toMatchObject({ deckId: deck.id, deckName: 'Night Watch', return: [], short: [] });
    expect(total(before.pull)).toBe(NIGHTJAR_COPIES);
    // Binder 1 comes before Shelf B: the loose Clean Sweep is pulled first, then 2 from the shelf
    const sweep = before.pull.filter((l) => l.cardCode === '90110');
    expect(sweep.map((l) => [l.location, l.quantity])).toEqual([
      ['Binder 1', 1],
      ['Shelf B', 2],
    ]);
    const shelf = before.pull.filter((l) => l.location === 'Shelf B').map((l) => l.position);
    expect(shelf).toEqual([...shelf].sort((a, b) => a - b));

    events.length = 0;
    const built = await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect(built.built).toBe(true);
    expect(built.list.pull).toEqual(before.pull);
    expect(deckEvents()).toEqual([{ game: G, id: deck.id }]);
    expect(collectionEvents()).toBe(1);
    expect((await call(c, 'decks.get', { game: G, id: deck.id })).built).toBe(true);
    expect(await counts('90110')).toEqual({ code: '90110', owned: 4, inDecks: 3, free: 1, missing: 0, damaged: 0 });
    const inDeck = await call(c, 'collection.copies', { game: G, deckId: deck.id, limit: 100 });
    expect(inDeck.total).toBe(NIGHTJAR_COPIES);
    expect(inDeck.copies[0].deckName).toBe('Night Watch');
    expect((await call(c, 'collection.summary', { game: G })).inDecks).toBe(NIGHTJAR_COPIES);

    const after = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(after).toMatchObject({ pull: [], return: [], short: [] });
    // a copy that would sort first arriving later does not make the deck swap sleeved copies
    await call(c, 'collection.addCopies', { game: G, code: '90110', attributes: { location: 'A first' } });
    expect(await call(c, 'collection.pullList', { game: G, deckId: deck.id })).toMatchObject({
      pull: [],
      return: [],
      short: [],
    });
    events.length = 0;
    const again = await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect(again.list).toMatchObject({ pull: [], return: [], short: [] });
    expect(events).toEqual([]);
    expect(await counts('90110')).toEqual({ code: '90110', owned: 5, inDecks: 3, free: 2, missing: 0, damaged: 0 });
  });

  it('after a deck edit the pull list says what to pull more of and what to return; building again applies it', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3 });
    const deck = await createNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    const slots = { ...nightjarDeck().slots, '90110': 1, '90153': 2 };
    await call(c, 'decks.save', { game: G, id: deck.id, slots });
    expect((await call(c, 'decks.get', { game: G, id: deck.id })).built).toBe(true); // saving keeps it built
    const list = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(perCard(list.pull)).toEqual({ '90153': 2 });
    expect(perCard(list.return)).toEqual({ '90110': 2 });
    expect(list.short).toEqual([]);
    const rebuilt = await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect(rebuilt.list.pull).toEqual(list.pull);
    expect(rebuilt.list.return).toEqual(list.return);
    expect(await counts('90110')).toMatchObject({ owned: 3, inDecks: 1, free: 2 });
    expect(await counts('90153')).toMatchObject({ owned: 3, inDecks: 2, free: 1 });
    // the copies the deck kept are the ones it had: returned copies were released, not swapped
    const returned = list.return.flatMap((l) => l.copyIds);
    const held = (await call(c, 'collection.copies', { game: G, deckId: deck.id, limit: 100 })).copies.map((x) => x.id);
    expect(held.some((id) => returned.includes(id))).toBe(false);
  });

  it('unbuild releases every copy with a return list sorted by location and clears the built flag', async () => {
    const deck = await shelvedNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    events.length = 0;
    const taken = await call(c, 'collection.unbuild', { game: G, deckId: deck.id });
    expect(taken.built).toBe(false);
    expect(taken.list.pull).toEqual([]);
    expect(total(taken.list.return)).toBe(NIGHTJAR_COPIES);
    expect(taken.list.return[0].location).toBe('Binder 1');
    expect(deckEvents()).toEqual([{ game: G, id: deck.id }]);
    expect(collectionEvents()).toBe(1);
    expect((await call(c, 'decks.get', { game: G, id: deck.id })).built).toBe(false);
    expect((await call(c, 'collection.summary', { game: G })).inDecks).toBe(0);
    // an unbuilt deck's pull list is the whole deck again
    expect(total((await call(c, 'collection.pullList', { game: G, deckId: deck.id })).pull)).toBe(NIGHTJAR_COPIES);
  });

  it('with too few copies the deck is built with what there is and the shortfall is listed per card', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember' }); // one of each Justice card
    const deck = await createNightjar();
    const built = await call(c, 'collection.build', { game: G, deckId: deck.id });
    const short = Object.fromEntries(built.list.short.map((s) => [s.cardCode, s.quantity]));
    expect(short).toEqual({
      '90110': 2,
      '90111': 2,
      '90112': 2,
      '90113': 2,
      '90114': 2,
      '90115': 2,
      '90116': 2,
      '90150': 2,
    });
    expect(built.list.short.find((s) => s.cardCode === '90110')?.name).toBe('Clean Sweep');
    expect(total(built.list.pull)).toBe(NIGHTJAR_COPIES - 16);
    // the list stays until copies arrive; a loose copy then shows up as the next pull
    await call(c, 'collection.addCopies', { game: G, code: '92090' }); // a reprint of Energy Surge
    const next = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(next.pull.map((l) => [l.code, l.cardCode, l.quantity])).toEqual([['92090', '90150', 1]]);
    expect(next.short.find((s) => s.cardCode === '90150')?.quantity).toBe(1);
  });

  it('a copy gone missing from a built deck is released without a return line and replaced from storage', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3 });
    const deck = await createNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    const sweep = (await call(c, 'collection.copies', { game: G, deckId: deck.id, cardCode: '90110' })).copies;
    await call(c, 'collection.updateCopies', {
      game: G,
      ids: [sweep[0].id, sweep[1].id],
      patch: { status: 'missing' },
    });
    await call(c, 'collection.addCopies', { game: G, code: '90110', attributes: { location: 'Binder' } });
    const list = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(perCard(list.pull)).toEqual({ '90110': 1 });
    expect(list.return).toEqual([]);
    expect(list.short).toEqual([{ cardCode: '90110', name: 'Clean Sweep', quantity: 1 }]);
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect(
      (await call(c, 'collection.copies', { game: G, status: 'missing' })).copies.every((x) => x.deckId === null),
    ).toBe(true);
  });

  it('two decks needing the same cards beyond what is owned: conflicts name them, and the second build is short', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3 });
    const a = await createNightjar('A');
    const b = await createNightjar('B', { ...nightjarDeck().slots, '90110': 1 });
    const report = await call(c, 'collection.conflicts', { game: G, deckIds: [a.id, b.id, a.id] });
    expect(report.deckIds).toEqual([a.id, b.id]);
    const sweep = report.conflicts.find((x) => x.cardCode === '90110');
    expect(sweep).toEqual({
      cardCode: '90110',
      name: 'Clean Sweep',
      owned: 3,
      needed: 4,
      byDeck: { [a.id]: 3, [b.id]: 1 },
    });
    // the identity card: 3 boxes, 2 decks — no conflict; Nightjar's own cards: 1 box's worth each ×3 — none either
    expect(report.conflicts.some((x) => x.cardCode === '90001a' || x.cardCode === '90003')).toBe(false);
    expect(report.conflicts.find((x) => x.cardCode === '90111')).toMatchObject({ owned: 3, needed: 6 });

    await call(c, 'collection.build', { game: G, deckId: a.id });
    const second = await call(c, 'collection.build', { game: G, deckId: b.id });
    expect(second.list.short.find((s) => s.cardCode === '90110')).toEqual({
      cardCode: '90110',
      name: 'Clean Sweep',
      quantity: 1,
    });
    // A keeps its copies: B never takes a copy allocated to A
    expect((await call(c, 'collection.copies', { game: G, deckId: a.id, limit: 100 })).total).toBe(NIGHTJAR_COPIES);
    expect(await counts('90110')).toMatchObject({ owned: 3, inDecks: 3, free: 0 });
    expect(
      (await callError(c, 'collection.conflicts', { game: G, deckIds: [a.id, '00000000-0000-4000-8000-000000000000'] }))
        .code,
    ).toBe('deck_not_found');
  });

  it('removing a product with allocated copies releases them and says how many; the deck then pulls replacements', async () => {
    await importCatalog();
    const [p1] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3 });
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember' });
    const deck = await createNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    const info = (await call(c, 'collection.products', { game: G })).find((p) => p.id === p1.id)!;
    expect(info.allocated).toBeGreaterThan(0);
    const removed = await call(c, 'collection.removeProduct', { game: G, id: p1.id });
    expect(removed).toEqual({ removed: info.copies, released: info.allocated });
    expect((await call(c, 'collection.products', { game: G })).map((p) => p.id)).not.toContain(p1.id);
    const list = await call(c, 'collection.pullList', { game: G, deckId: deck.id });
    expect(total(list.pull) + list.short.reduce((n, s) => n + s.quantity, 0)).toBe(info.allocated);
    expect(list.return).toEqual([]);
  });

  it('a deleted deck’s copies become free (the deck service deletes, the counts follow)', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 3 });
    const deck = await createNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect((await counts('90110')).inDecks).toBe(3);
    expect(await call(c, 'decks.delete', { game: G, id: deck.id })).toEqual({ released: NIGHTJAR_COPIES });
    expect(await counts('90110')).toMatchObject({ inDecks: 0, free: 3 });
  });

  it('counts stay exact whoever writes the table (this service, the deck service, plain SQL) and after a rollback', async () => {
    await importCatalog();
    const truth = () => {
      const rows = db()
        .prepare('SELECT code, status, deck_id IS NOT NULL AS allocated, COUNT(*) AS n FROM copies GROUP BY 1, 2, 3')
        .all() as CountRow[];
      const catalog = fixtureCatalog();
      return [...tallyByCard(rows, (code) => mcCollectionRules.canonicalOf(catalog, code)).entries()]
        .map(([code, t]) => ({ code, ...t, free: t.owned - t.inDecks }))
        .sort((a, b) => (a.code < b.code ? -1 : 1));
    };
    const check = async () => {
      const got = (await call(c, 'collection.counts', { game: G })).map((x) => ({ ...x }));
      expect(got).toEqual(
        truth().map(({ code, owned, inDecks, free, missing, damaged }) => ({
          code,
          owned,
          inDecks,
          free,
          missing,
          damaged,
        })),
      );
      const s = await call(c, 'collection.summary', { game: G });
      expect(s.copies).toBe(copyCount());
    };
    const [p] = await call(c, 'collection.addProduct', { game: G, packCode: 'ember', count: 2 });
    await check();
    const deck = await createNightjar();
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    await check();
    const some = (await call(c, 'collection.copies', { game: G, deckId: deck.id, limit: 5 })).copies.map((x) => x.id);
    await call(c, 'collection.updateCopies', { game: G, ids: some, patch: { status: 'damaged' } });
    await check();
    db().prepare("UPDATE copies SET status = 'missing' WHERE code = '90150'").run();
    db().prepare("INSERT INTO copies(game, code, added_at) VALUES ('marvel-champions', '92091', 'x')").run();
    await check();
    await call(c, 'collection.removeProduct', { game: G, id: p.id });
    await check();
    await call(c, 'decks.delete', { game: G, id: deck.id });
    await check();
    expect(() =>
      db().transaction(() => {
        db().prepare("DELETE FROM copies WHERE code = '90110'").run();
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    await check();
    // a fresh service on the same file (new cache, same connection) agrees
    const fresh = new CollectionService(
      G,
      mcCollectionRules,
      backend.context.saves,
      backend.context.catalogs[G] as CatalogService<McCatalog>,
      backend.events,
      () => new Date(0),
    );
    expect(fresh.counts()).toEqual(await call(c, 'collection.counts', { game: G }));
  });

  it('the counting triggers live in the connection only: copies, backups and restores carry the copies, not the triggers', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'tide' });
    expect((await counts('91002')).owned).toBe(2);
    const main = () => db().prepare("SELECT COUNT(*) FROM main.sqlite_master WHERE name LIKE 'copy_%'").pluck().get();
    expect(main()).toBe(0);
    const backup = await call(c, 'backups.create', {});
    const copy = await call(c, 'saves.saveCopy', { name: 'Copy' });
    await call(c, 'collection.addCopies', { game: G, code: '91002' });
    expect((await counts('91002')).owned).toBe(3);
    await call(c, 'backups.restore', { id: backup.id });
    expect((await counts('91002')).owned).toBe(2);
    await call(c, 'collection.addCopies', { game: G, code: '91002', quantity: 2 });
    expect((await counts('91002')).owned).toBe(4);
    await call(c, 'saves.open', { path: copy.path });
    expect(main()).toBe(0);
    expect((await counts('91002')).owned).toBe(2);
    await call(c, 'collection.removeCopies', {
      game: G,
      ids: (await call(c, 'collection.copies', { game: G, cardCode: '91002' })).copies.map((x) => x.id),
    });
    expect((await counts('91002')).owned).toBe(0);
  });

  it('unknown decks are deck_not_found', async () => {
    await importCatalog();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const m of ['collection.build', 'collection.unbuild', 'collection.pullList'] as const) {
      expect((await callError(c, m, { game: G, deckId: id })).code, m).toBe('deck_not_found');
    }
  });
});

describe('CSV import and export (one transaction, a report, a round trip)', () => {
  const good =
    'Count,Name,Edition,Card Number,Condition,Language,Tags,Location\n2,Clean Sweep,,,Near Mint,German,sleeved,Binder 1\n1,,gale,90,Played,,,\n';

  it('a dry run reports and writes nothing; the real run writes the same copies', async () => {
    await importCatalog();
    const dry = await call(c, 'collection.importCsv', { game: G, content: good, dryRun: true });
    expect(dry).toMatchObject({ rows: 2, imported: 0, skippedRows: 0, problems: [], warnings: [], dryRun: true });
    expect(dry.columns.map((x) => x.field)).toEqual([
      'quantity',
      'name',
      'packCode',
      'cardNumber',
      'condition',
      'language',
      'tags',
      'location',
    ]);
    expect(copyCount()).toBe(0);
    expect(collectionEvents()).toBe(0);
    const real = await call(c, 'collection.importCsv', { game: G, content: good, defaults: { tags: ['import'] } });
    expect(real).toMatchObject({ rows: 2, imported: 3, skippedRows: 0, dryRun: false });
    expect(collectionEvents()).toBe(1);
    const sweep = (await call(c, 'collection.copies', { game: G, cardCode: '90110' })).copies;
    expect(sweep.map((x) => [x.language, x.condition, x.location, x.tags])).toEqual([
      ['de', 'near_mint', 'Binder 1', ['sleeved']],
      ['de', 'near_mint', 'Binder 1', ['sleeved']],
    ]);
    expect(
      (await call(c, 'collection.copies', { game: G, cardCode: '90150' })).copies.map((x) => [
        x.code,
        x.condition,
        x.tags,
      ]),
    ).toEqual([['92090', 'played', ['import']]]);
  });

  it('rows with problems are skipped and reported by line; the rest is written', async () => {
    await importCatalog();
    const r = await call(c, 'collection.importCsv', {
      game: G,
      content: 'Count,Name,Shelf\n2,Jolt,\nx,Jolt,\n3,Nobody,\n',
    });
    expect(r).toMatchObject({ rows: 3, imported: 2, skippedRows: 4 }); // copies not carried: 1 (unreadable count) + 3
    expect(r.problems).toEqual([
      { code: 'csv.badQuantity', row: 3, params: { value: 'x' } },
      { code: 'csv.unknownCard', row: 4, params: { name: 'Nobody' } },
    ]);
    expect(r.warnings).toEqual([{ code: 'csv.unknownColumn', row: null, params: { column: 'Shelf', index: 3 } }]);
    expect(copyCount()).toBe(2);
  });

  it('columnMap maps by column number: two columns with the same header get different fields; a bad map is invalid_args', async () => {
    await importCatalog();
    const content = 'Count,Name,Name\n2,Jolt,Binder A\n';
    const dry = await call(c, 'collection.importCsv', { game: G, content, dryRun: true });
    expect(dry.columns).toEqual([
      { header: 'Count', column: 1, field: 'quantity' },
      { header: 'Name', column: 2, field: 'name' },
      { header: 'Name', column: 3, field: 'name' },
    ]);
    const r = await call(c, 'collection.importCsv', {
      game: G,
      content,
      columnMap: [
        { column: 3, field: 'location' },
        { column: 9, field: 'tags' },
      ],
    });
    expect(r).toMatchObject({
      imported: 2,
      problems: [],
      warnings: [{ code: 'csv.mapColumnMissing', row: null, params: { column: 9, columns: 3 } }],
    });
    expect(r.columns.map((x) => x.field)).toEqual(['quantity', 'name', 'location']);
    expect((await call(c, 'collection.copies', { game: G, location: 'Binder A' })).total).toBe(2);
    // the header-keyed map of before still works
    const old = await call(c, 'collection.importCsv', {
      game: G,
      content: 'Anz,Karte\n1,Jolt\n',
      columns: { Anz: 'quantity', Karte: 'name' },
      dryRun: true,
    });
    expect(old.columns.map((x) => x.field)).toEqual(['quantity', 'name']);
    for (const columnMap of [
      [
        { column: 2, field: 'name' },
        { column: 2, field: 'location' },
      ],
      [{ column: 0, field: 'name' }],
      [{ column: 1, field: 'price' }],
      [{ column: 1.5, field: 'name' }],
    ]) {
      expect(
        (await callError(c, 'collection.importCsv', { game: G, content, columnMap })).code,
        JSON.stringify(columnMap),
      ).toBe('invalid_args');
    }
    expect(copyCount()).toBe(2);
  });

  it('a bad file leaves the collection untouched: unclosed quote, no card column, empty, unreadable', async () => {
    await importCatalog();
    await call(c, 'collection.addCopies', { game: G, code: '90153' });
    events.length = 0;
    const unclosed = await call(c, 'collection.importCsv', { game: G, content: 'Count,Name\n1,Jolt\n2,"Uproar\n' });
    expect(unclosed).toMatchObject({
      imported: 0,
      rows: 2,
      skippedRows: 2,
      problems: [{ code: 'csv.unclosedQuote', row: 3 }],
    });
    const noCard = await call(c, 'collection.importCsv', { game: G, content: 'Count,Price\n1,2\n' });
    expect(noCard.problems).toEqual([{ code: 'csv.noCardColumn', row: null, params: {} }]);
    expect((await call(c, 'collection.importCsv', { game: G, content: '\r\n' })).problems).toEqual([
      { code: 'csv.empty', row: null, params: {} },
    ]);
    expect(await callError(c, 'collection.importCsv', { game: G, content: 'PK\u0003\u0004\u0000\u0000' })).toEqual({
      code: 'csv_invalid',
      params: { reason: 'archive' },
    });
    expect(copyCount()).toBe(1);
    expect(events).toEqual([]);
  });

  it('is one transaction: a failure while writing row 3 leaves nothing of rows 1–2', async () => {
    await importCatalog();
    await call(c, 'collection.addCopies', { game: G, code: '90153' });
    // a trigger standing in for a disk or constraint failure half way through the write
    db().exec(
      "CREATE TRIGGER fail_uproar BEFORE INSERT ON copies WHEN NEW.code = '90105' BEGIN SELECT RAISE(ABORT, 'boom'); END",
    );
    const env = await backend.dispatch('collection.importCsv', {
      game: G,
      content: 'Count,Code\n5,90110\n3,90153\n1,90105\n',
    });
    expect(env.ok).toBe(false);
    expect(copyCount()).toBe(1);
    expect((await counts('90110')).owned).toBe(0);
    db().exec('DROP TRIGGER fail_uproar');
    expect(
      (await call(c, 'collection.importCsv', { game: G, content: 'Count,Code\n5,90110\n3,90153\n1,90105\n' })).imported,
    ).toBe(9);
  });

  it('export → import into an empty save gives the same collection (attributes, statuses, reprints)', async () => {
    await importCatalog();
    await call(c, 'collection.addProduct', { game: G, packCode: 'gale', location: 'Shelf "G", left' });
    await call(c, 'collection.addCopies', {
      game: G,
      code: '90110',
      quantity: 2,
      attributes: {
        language: 'de',
        condition: 'good',
        variant: 'foil',
        tags: ['promo', 'trade'],
        location: 'Binder; 1',
      },
    });
    const [lost] = await call(c, 'collection.addCopies', {
      game: G,
      code: '90001a',
      attributes: { status: 'missing', language: 'ko' },
    });
    expect(lost.status).toBe('missing');
    const first = await call(c, 'collection.exportCsv', { game: G });
    expect(first.fileName).toMatch(/^marvel-champions-collection-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(first.content.startsWith('\uFEFFCount,Name,Pack Code,Pack,Card Number,Code,')).toBe(true);
    const before = await call(c, 'collection.counts', { game: G });

    await call(c, 'saves.new', { name: 'Second' });
    expect(copyCount()).toBe(0);
    const report = await call(c, 'collection.importCsv', { game: G, content: first.content });
    expect(report).toMatchObject({
      problems: [],
      warnings: [],
      skippedRows: 0,
      imported: productSize(fixtureCatalog(), 'gale') + 3,
    });
    expect(await call(c, 'collection.counts', { game: G })).toEqual(before);
    const second = await call(c, 'collection.exportCsv', { game: G });
    expect(second.content).toBe(first.content);
  });
});

describe('catalog.search only owned / free cards', () => {
  it('filters search results by the collection (reprints count for the card; allocated copies are not free)', async () => {
    await importCatalog();
    await call(c, 'collection.addCopies', { game: G, code: '92090' }); // a reprint of Energy Surge
    await call(c, 'collection.addCopies', { game: G, code: '90153', quantity: 2 });
    const [gone] = await call(c, 'collection.addCopies', { game: G, code: '90154' });
    await call(c, 'collection.updateCopies', { game: G, ids: [gone.id], patch: { status: 'missing' } });
    const codes = async (only: 'all' | 'owned' | 'free') =>
      (await call(c, 'catalog.search', { game: G, query: 'a:basic', only, limit: 500 })).cards.map((x) => x.code);
    expect((await codes('all')).length).toBeGreaterThan(5);
    expect(await codes('owned')).toEqual(['90150', '90153']);
    const deck = await call(c, 'decks.create', { game: G, name: 'Jolts', slots: { '90153': 2 } });
    await call(c, 'collection.build', { game: G, deckId: deck.id });
    expect(await codes('free')).toEqual(['90150']);
    expect(await codes('owned')).toEqual(['90150', '90153']);
    const page = await call(c, 'catalog.search', { game: G, query: '', only: 'owned', limit: 1 });
    expect(page.total).toBe(2);
  });
});

describe('errors', () => {
  it('everything that reads cards needs the catalog: catalog_not_imported', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [m, a] of [
      ['collection.addProduct', { packCode: 'ember' }],
      ['collection.addCopies', { code: '90110' }],
      ['collection.importCsv', { content: 'Count,Name\n1,Jolt\n' }],
      ['collection.exportCsv', {}],
      ['collection.build', { deckId: id }],
      ['collection.unbuild', { deckId: id }],
      ['collection.pullList', { deckId: id }],
      ['collection.conflicts', { deckIds: [id] }],
    ] as const) {
      expect((await callError(c, m, { game: G, ...a })).code, m).toBe('catalog_not_imported');
    }
    // the rest works on the save file alone
    expect((await call(c, 'collection.summary', { game: G })).copies).toBe(0);
    expect(await call(c, 'collection.counts', { game: G })).toEqual([]);
  });

  it('every method without an open save file → no_save_open', async () => {
    await importCatalog();
    backend.context.saves.close();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [m, a] of [
      ['collection.summary', {}],
      ['collection.products', {}],
      ['collection.addProduct', { packCode: 'ember' }],
      ['collection.removeProduct', { id }],
      ['collection.updateProduct', { id, location: 'Box 1' }],
      ['collection.copies', {}],
      ['collection.addCopies', { code: '90110' }],
      ['collection.updateCopies', { ids: [1], patch: { status: 'ok' } }],
      ['collection.removeCopies', { ids: [1] }],
      ['collection.counts', {}],
      ['collection.importCsv', { content: 'Count,Name\n1,Jolt\n' }],
      ['collection.exportCsv', {}],
      ['collection.build', { deckId: id }],
      ['collection.unbuild', { deckId: id }],
      ['collection.pullList', { deckId: id }],
      ['collection.conflicts', { deckIds: [id] }],
      ['catalog.search', { query: '', only: 'owned' }],
    ] as const) {
      expect((await callError(c, m, { game: G, ...a })).code, m).toBe('no_save_open');
    }
    // searching everything needs no save file
    expect((await call(c, 'catalog.search', { game: G, query: 'jolt' })).total).toBe(1);
  });

  it('malformed arguments are invalid_args', async () => {
    for (const [m, a] of [
      ['collection.addProduct', { packCode: 'ember', count: 0 }],
      ['collection.addCopies', { code: '90110', attributes: { condition: 'shiny' } }],
      ['collection.updateCopies', { ids: [], patch: {} }],
      ['collection.build', { deckId: 'nope' }],
      ['collection.importCsv', { content: '' }],
    ] as const) {
      expect((await callError(c, m, { game: G, ...a })).code, m).toBe('invalid_args');
    }
  });
});
