// Build 1: card lists in the shape of the 2023 list (JSON) and CSV with a header row; a list with a
// bad card is refused whole with file, line and reason; re-import updates by set + number.
import { describe, expect, it } from 'vitest';
import { berserkCatalogDefinition, importLists, type BerserkCatalog } from '../../../../../core/games/berserk';
import { fixtureCsv, fixtureJson, HAS_BERSERK_REFERENCE, referenceJson } from '../../../../fixtures/berserk/files';

const summaryOf = (warnings: Array<{ reason: string; params: Record<string, unknown> }>) =>
  warnings.find((w) => w.reason === 'import.summary')?.params;

describe('Berserk card list import (issue 17 Build 1)', () => {
  it('reads the invented JSON list: codes for elements, types and rarities, names as imported', () => {
    const { catalog, report } = importLists({ 'cards.json': fixtureJson() }, null);
    expect(report.skipped).toEqual([]);
    expect(catalog.cards).toHaveLength(20);
    expect(catalog.sets.map((s) => s.name)).toEqual(['Тестовый рубеж', 'Второй рубеж']);
    const first = catalog.cards[0];
    expect(first).toMatchObject({
      name: 'Пыльный страж',
      elements: ['steppes'],
      type: 'creature',
      rarity: 'common',
      strike: [1, 2, 3],
      number: 1,
      abilities: [{ name: 'armor', params: { x: 1 } }],
    });
    expect(first.code).toBe('1000'); // the list's id
    expect(catalog.cards.find((c) => c.name === 'Тихая топь')).toMatchObject({
      type: 'terrain',
      strike: null,
      life: null,
    });
    expect(summaryOf(report.warnings)).toMatchObject({ added: 20, changed: 0, unchanged: 0, kept: 0 });
  });

  it('reads a CSV list with Russian headers and a "1-2-3" strike column', () => {
    const { catalog, report } = importLists({ 'cards.csv': fixtureCsv() }, null);
    expect(report.skipped).toEqual([]);
    expect(catalog.cards).toHaveLength(5);
    expect(catalog.cards[1]).toMatchObject({
      name: 'Ёжик-разведчик',
      elite: false,
      elements: ['forests'],
      strike: [1, 2, 3],
    });
    expect(catalog.cards[0].elite).toBe(true);
  });

  it('re-import updates by set + number without duplicating, keeps abilities a list leaves out, reports changes', () => {
    const first = importLists({ 'cards.json': fixtureJson() }, null).catalog;
    const again = importLists({ 'cards.json': fixtureJson() }, first);
    expect(again.catalog.cards).toHaveLength(20);
    expect(summaryOf(again.report.warnings)).toMatchObject({ added: 0, changed: 0, unchanged: 20 });
    // the CSV has no abilities column and no ids: card 1 keeps its armor and its id; a changed cost is a change
    const csv = fixtureCsv().replace('Пыльный страж,2,', 'Пыльный страж,9,');
    const third = importLists({ 'cards.csv': csv }, first);
    expect(third.catalog.cards).toHaveLength(20);
    const card = third.catalog.cards[0];
    expect(card).toMatchObject({ cost: 9, id: '1000', abilities: [{ name: 'armor', params: { x: 1 } }] });
    expect(summaryOf(third.report.warnings)).toMatchObject({ added: 0, changed: 1, unchanged: 4, kept: 15 });
    expect(third.report.warnings.filter((w) => w.reason === 'card.changed').map((w) => w.code)).toEqual([card.code]);
  });

  it('reports abilities the rules engine cannot play, and imports the cards (issue 17 Bad input; §5.15 vocabulary)', () => {
    const list = JSON.parse(fixtureJson()) as Array<Record<string, unknown>>;
    list[0]!.abilities = [{ name: 'armor', params: { x: 2 } }, { name: 'dragonBreath' }];
    list[1]!.abilities = [
      { name: 'armor', params: { value: 2 } },
      { name: 'notWith', params: { names: ['X'] } },
    ];
    const { catalog, report } = importLists({ 'cards.json': JSON.stringify(list) }, null);
    expect(report.skipped).toEqual([]);
    expect(catalog.cards).toHaveLength(20);
    const hand = report.warnings.filter((w) => w.reason === 'card.unknownAbility' || w.reason === 'card.badAbility');
    expect(hand.map((w) => [w.reason, w.params?.ability])).toEqual([
      ['card.unknownAbility', 'dragonBreath'],
      ['card.badAbility', 'armor'],
    ]);
    // the CSV form "armor:2" is the vocabulary's X
    const extra = (line: string, i: number) =>
      i === 0 ? ',Способности' : i === 1 ? ',armor:2; horde' : line ? ',' : '';
    const csv = fixtureCsv()
      .split(/\r?\n/)
      .map((line, i) => line + extra(line, i))
      .join('\n');
    const fromCsv = importLists({ 'cards.csv': csv }, null);
    expect(fromCsv.report.skipped).toEqual([]);
    expect(fromCsv.catalog.cards[0]!.abilities).toEqual([{ name: 'armor', params: { x: 2 } }, { name: 'horde' }]);
    expect(fromCsv.report.warnings.filter((w) => w.reason === 'card.unknownAbility')).toEqual([]);
  });

  it('refuses a list with a missing field, an unknown element or type, or a duplicate id — whole, with lines', () => {
    const cards = JSON.parse(fixtureJson()) as Array<Record<string, unknown>>;
    delete cards[2].rarity;
    cards[4].elements = ['Огненные земли'];
    cards[5].type = 'dragon';
    cards[6].id = cards[1].id;
    const text = JSON.stringify(cards, null, 1);
    const { catalog, report } = importLists({ 'bad.json': text }, null);
    expect(catalog.cards).toEqual([]); // nothing partly saved
    expect(berserkCatalogDefinition.isEmpty(catalog)).toBe(true);
    const line = (i: number) => text.split('\n').findIndex((l, n) => n > 0 && l === ' {' && --i < 0) + 1;
    const reasons = report.skipped.map((s) => [s.reason, s.params.line]);
    expect(reasons).toEqual([
      ['card.missingField', line(2)],
      ['card.unknownElement', line(4)],
      ['card.unknownType', line(5)],
      ['card.duplicateId', line(6)],
    ]);
    expect(report.skipped[0].params.field).toBe('rarity');
    expect(report.skipped[3].params.firstLine).toBe(line(1));
  });

  it('refuses a CSV without a required column, and the same set + number twice', () => {
    const noRarity = fixtureCsv()
      .split(/\r?\n/)
      .map((l) =>
        l
          .split(',')
          .filter((_, i) => i !== 9)
          .join(','),
      )
      .join('\n');
    expect(importLists({ 'a.csv': noRarity }, null).report.skipped.map((s) => [s.reason, s.params.field])).toEqual([
      ['csv.missingColumn', 'rarity'],
    ]);
    const lines = fixtureCsv().trim().split('\n');
    const dup = importLists({ 'a.csv': [...lines, lines[1]].join('\n') }, null);
    expect(dup.catalog.cards).toEqual([]);
    expect(dup.report.skipped.map((s) => [s.reason, s.params.line, s.params.firstLine])).toEqual([
      ['card.duplicateNumber', 7, 2],
    ]);
  });

  it('stores and loads back the same catalog (catalog file rows)', () => {
    const { catalog } = importLists({ 'cards.json': fixtureJson() }, null);
    const stored = berserkCatalogDefinition.store(catalog);
    const loaded = berserkCatalogDefinition.load({
      parts: JSON.parse(JSON.stringify(stored.parts)) as Record<string, unknown>,
      records: stored.records.map((r) => JSON.parse(JSON.stringify(r.data)) as unknown),
      translations: {},
    }) as BerserkCatalog;
    expect(loaded).toEqual(catalog);
  });

  describe.skipIf(!HAS_BERSERK_REFERENCE)('the 2023 reference list (../shared/data/berserk)', () => {
    it('imports all 400 cards of the two sets with nothing refused', () => {
      const { catalog, report } = importLists({ 'cards-2023.json': referenceJson() }, null);
      expect(report.skipped).toEqual([]);
      expect(catalog.cards).toHaveLength(400);
      expect(catalog.sets.map((s) => [s.code, s.name])).toEqual([
        ['woe', 'Война стихий'],
        ['iod', 'Нашествие тьмы'],
      ]);
      expect(catalog.cards.filter((c) => c.set === 'woe')).toHaveLength(227);
      expect(new Set(catalog.cards.map((c) => c.type))).toEqual(
        new Set(['creature', 'flyer', 'artifact', 'terrain', 'companion', 'parasite']),
      );
      expect(catalog.cards.every((c) => c.abilities.length === 0)).toBe(true);
      expect(catalog.cards[0]).toMatchObject({ code: '0', name: 'Кочевник', elements: ['steppes'], rarity: 'common' });
      // the list repeats numbers within a set: its ids keep the two cards at number 1 apart
      expect(catalog.cards.filter((c) => c.set === 'woe' && c.number === 1).map((c) => c.name)).toEqual([
        'Кочевник',
        'Заступник Ордена',
      ]);
    });
  });
});
