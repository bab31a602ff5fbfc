/**
 * Berserk through the real API (issue 17 Build 1–3): the card list imported from a folder, a CSV
 * file and refused whole when bad; singles with foil/full-size, condition, language, location;
 * set completion per rarity, wants and trades (`collection.completion`); CSV export and import; a
 * legal constructed deck built from owned copies with its pull list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../../../electron/backend/backend';
import { call, callError, inProcess, removeDir, tempDir, type Caller } from '../../../../support/backend';
import { BERSERK_CSV_FILE, BERSERK_LIST_DIR, fixtureJson } from '../../../../fixtures/berserk/files';

const B = 'berserk';
let dir: string;
let backend: Backend;
let c: Caller;

beforeEach(async () => {
  dir = tempDir();
  backend = createBackend({ dataDir: dir, appVersion: 't', log: () => undefined });
  c = inProcess(backend);
  await call(c, 'catalog.import', { game: B, source: { path: BERSERK_LIST_DIR } });
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

describe('Berserk catalog, collection and decks through the API', () => {
  it('imports the list, re-imports a CSV file over it without duplicating, reports what changed', async () => {
    expect((await call(c, 'catalog.status', { game: B })).counts).toEqual({
      cards: 20,
      heroes: 0,
      sets: 2,
      products: 0,
      withAbilities: 3,
    });
    const again = await call(c, 'catalog.import', { game: B, source: { path: BERSERK_CSV_FILE } });
    expect(again.status.counts.cards).toBe(20);
    // the CSV names the first five by set and number and changes none of them
    expect(again.warnings.find((w) => w.reason === 'import.summary')?.params).toMatchObject({
      added: 0,
      changed: 0,
      unchanged: 5,
      kept: 15,
    });
    const page = await call(c, 'catalog.search', { game: B, query: 'kuznets', sort: 'name' });
    expect(page.cards.map((x) => x.name)).toEqual(['Хмурый кузнец']);
  });

  it('refuses a bad list whole, naming file, line and reason, and keeps the catalog', async () => {
    const bad = path.join(dir, 'bad');
    fs.mkdirSync(bad);
    const cards = JSON.parse(fixtureJson()) as Array<Record<string, unknown>>;
    cards[3].type = 'dragon';
    cards.push({ ...cards[0], id: 5000, number: 99 });
    cards[0].name = 'Renamed';
    fs.writeFileSync(path.join(bad, 'cards.json'), JSON.stringify(cards, null, 1));
    const e = await callError(c, 'catalog.import', { game: B, source: { path: bad } });
    expect(e.code).toBe('catalog_import_empty');
    const issues = (e.params as { issues: { total: number; first: Array<{ reason: string; file: string }> } }).issues;
    expect(issues.total).toBe(1);
    expect(issues.first[0]).toMatchObject({
      file: 'cards.json',
      reason: 'card.unknownType',
      params: { value: 'dragon' },
    });
    const page = await call(c, 'catalog.search', { game: B, query: 'Renamed', sort: 'name' });
    expect(page.total).toBe(0); // nothing partly saved
  });

  it('keeps singles with foil and full-size, condition, language and location; completion per set and rarity', async () => {
    const [c1, c2, c3] = ['1000', '1001', '1002'];
    await call(c, 'collection.addCopies', {
      game: B,
      code: c1,
      quantity: 5,
      attributes: { variant: 'foil', condition: 'mint', language: 'ru', location: 'Binder 1' },
    });
    await call(c, 'collection.addCopies', { game: B, code: c2, quantity: 1, attributes: { variant: 'full' } });
    await call(c, 'collection.addCopies', { game: B, code: c3, quantity: 2, attributes: { status: 'missing' } });
    const copies = await call(c, 'collection.copies', { game: B });
    expect(copies.total).toBe(8);
    expect(copies.copies.find((x) => x.code === c1)).toMatchObject({
      variant: 'foil',
      condition: 'mint',
      language: 'ru',
      location: 'Binder 1',
      packName: 'Тестовый рубеж',
      position: 1,
    });
    const report = await call(c, 'collection.completion', { game: B, keep: 3 });
    const first = report.groups[0];
    expect(first).toMatchObject({ name: 'Тестовый рубеж', total: 14, owned: 2, copies: 6 });
    expect(first.parts.map((p) => [p.code, p.total, p.owned])).toEqual([
      ['common', 4, 1],
      ['uncommon', 4, 1],
      ['rare', 3, 0],
      ['ultra_rare', 3, 0],
    ]);
    expect(report.groups[1]).toMatchObject({ total: 6, owned: 0 });
    expect(report.trades).toEqual([{ code: c1, name: 'Пыльный страж', spare: 2 }]);
    expect(report.wants.find((w) => w.code === c2)).toMatchObject({ have: 1, want: 3 });
    expect(report.wants.some((w) => w.code === c1)).toBe(false);
    const oneSet = await call(c, 'collection.completion', { game: B, keep: 1, group: first.code });
    expect(oneSet.wants).toHaveLength(12);
  });

  it('exports the collection as CSV and imports it back by set and number', async () => {
    await call(c, 'collection.addCopies', { game: B, code: '1004', quantity: 2, attributes: { variant: 'foil-full' } });
    const file = await call(c, 'collection.exportCsv', { game: B });
    expect(file.content).toContain('Чащобный ловчий');
    const back = await call(c, 'collection.importCsv', { game: B, content: file.content });
    expect(back).toMatchObject({ imported: 2, skippedRows: 0 });
    const copies = await call(c, 'collection.copies', { game: B });
    expect(copies.copies.filter((x) => x.code === '1004' && x.variant === 'foil-full')).toHaveLength(4);
  });

  it('builds a legal constructed deck from owned copies, with its pull list; problems are codes', async () => {
    const creatures = ['1000', '1001', '1002', '1003', '1004', '1006', '1008', '1010', '1011', '1012'];
    const slots = Object.fromEntries(creatures.map((x) => [x, 3]));
    for (const code of creatures)
      await call(c, 'collection.addCopies', { game: B, code, quantity: 3, attributes: { location: 'Box A' } });
    const check = await call(c, 'decks.validate', {
      game: B,
      deck: { identity: null, aspects: ['constructed'], slots },
      constraint: 'owned',
    });
    expect(check).toMatchObject({ valid: true, size: 30, collection: { ok: true } });
    const deck = await call(c, 'decks.create', { game: B, name: 'Test', aspects: ['constructed'], slots });
    const built = await call(c, 'collection.build', { game: B, deckId: deck.id });
    expect(built.built).toBe(true);
    expect(built.list.pull.reduce((n, l) => n + l.quantity, 0)).toBe(30);
    const squad = await call(c, 'decks.validate', {
      game: B,
      deck: { identity: null, aspects: ['squad'], slots: { '1016': 1, '1017': 1 } },
    });
    expect(squad.problems.map((p) => p.code)).toEqual(['berserk.squad.terrains']);
  });
});
