/**
 * Berserk: Heroes through the real API (issue 18, Build 2–4): Heroes cards imported beside the
 * classic ones; Heroes singles in the same collection with CSV export and import; the "Born in the
 * Storm" hero boxes as products; a legal Heroes deck allocated from owned copies; the text list
 * exported and imported back unchanged, and a bad list refused with nothing stored.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../../../electron/backend/backend';
import { HERO_BOXES } from '../../../../../core/games/berserk';
import { call, callError, inProcess, removeDir, tempDir, type Caller } from '../../../../support/backend';
import {
  BERSERK_LIST_DIR,
  HEROES_BAD_DECK,
  HEROES_LEGAL_DECK,
  HEROES_LIST_DIR,
  heroesDeck,
} from '../../../../fixtures/berserk/files';

const B = 'berserk';
let dir: string;
let backend: Backend;
let c: Caller;

beforeEach(async () => {
  dir = tempDir();
  backend = createBackend({ dataDir: dir, appVersion: 't', log: () => undefined });
  c = inProcess(backend);
  await call(c, 'catalog.import', { game: B, source: { path: BERSERK_LIST_DIR } });
  await call(c, 'catalog.import', { game: B, source: { path: HEROES_LIST_DIR } });
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

describe('Berserk: Heroes through the API', () => {
  it('keeps both lines in one catalog; search filters the line and the kind', async () => {
    expect((await call(c, 'catalog.status', { game: B })).counts).toMatchObject({ cards: 41, heroes: 21, sets: 5 });
    const heroes = await call(c, 'catalog.search', { game: B, query: 'k:hero', sort: 'release', lang: 'en' });
    expect(heroes.cards.map((x) => x.name)).toEqual(['Vessa Dawnrider', 'Korl of the Mire']);
  });

  it('adds a Born in the Storm hero box as a product (no cards known without a list naming them)', async () => {
    const [box] = await call(c, 'collection.addProduct', { game: B, packCode: HERO_BOXES[0].code, count: 1 });
    expect(box).toMatchObject({ packCode: 'bits-merisa', packName: 'Born in the Storm: Merisa' });
    expect((await call(c, 'collection.products', { game: B })).map((p) => p.packCode)).toEqual(['bits-merisa']);
    const err = await callError(c, 'collection.addProduct', { game: B, packCode: 'bits-nobody', count: 1 });
    expect(err.code).toBe('product_not_found');
  });

  it('keeps Heroes singles in the same collection; CSV export and import carry them', async () => {
    await call(c, 'collection.addCopies', { game: B, code: 'ht5-009', quantity: 2, attributes: { variant: 'foil' } });
    const file = await call(c, 'collection.exportCsv', { game: B });
    expect(file.content).toContain('Grass Swarmling');
    const back = await call(c, 'collection.importCsv', { game: B, content: file.content });
    expect(back).toMatchObject({ imported: 2, skippedRows: 0 });
    const copies = await call(c, 'collection.copies', { game: B });
    expect(copies.copies.filter((x) => x.code === 'ht5-009' && x.variant === 'foil')).toHaveLength(4);
  });

  it('imports the legal list as a Heroes deck, allocates owned copies, exports and re-imports it unchanged', async () => {
    const imported = await call(c, 'decks.import', { game: B, format: 'text', content: heroesDeck(HEROES_LEGAL_DECK) });
    expect(imported.problems).toEqual([]);
    const deck = await call(c, 'decks.get', { game: B, id: imported.deck.id });
    expect(deck).toMatchObject({ name: 'Dawnrider rush', aspects: ['heroes'] });
    const input = { identity: deck.identity, aspects: deck.aspects, slots: deck.slots };
    const check = await call(c, 'decks.validate', { game: B, deck: input, constraint: 'owned' });
    expect(check).toMatchObject({ valid: true, size: 43, collection: { ok: false } });
    for (const [code, n] of Object.entries(deck.slots))
      await call(c, 'collection.addCopies', { game: B, code, quantity: n, attributes: { location: 'Box H' } });
    const built = await call(c, 'collection.build', { game: B, deckId: deck.id });
    expect(built.built).toBe(true);
    expect(built.list.pull.reduce((n, l) => n + l.quantity, 0)).toBe(44);

    const file = await call(c, 'decks.export', { game: B, id: deck.id, format: 'text' });
    expect(file.content.split('\n')[2]).toBe('1x Vessa Dawnrider');
    const again = await call(c, 'decks.import', { game: B, format: 'text', content: file.content });
    const copy = await call(c, 'decks.get', { game: B, id: again.deck.id });
    expect({ name: copy.name, aspects: copy.aspects, slots: copy.slots }).toEqual({
      name: deck.name,
      aspects: deck.aspects,
      slots: deck.slots,
    });
  });

  it('refuses a bad list whole with the line and reason of each problem; nothing is stored', async () => {
    const err = await callError(c, 'decks.import', { game: B, format: 'text', content: heroesDeck(HEROES_BAD_DECK) });
    expect(err.code).toBe('deck_import_invalid');
    expect(err.params).toMatchObject({ reason: 'berserk.heroes.listRefused', details: { line: 5, count: 3 } });
    const listed = (err.params.details as { problems: Array<{ code: string; params: { line: number } }> }).problems;
    expect(listed.map((p) => [p.code, p.params.line])).toEqual([
      ['berserk.heroes.unknownCards', 5],
      ['berserk.heroes.secondHero', 6],
      ['berserk.heroes.element', 7],
    ]);
    expect(await call(c, 'decks.list', { game: B })).toEqual([]);
  });
});
