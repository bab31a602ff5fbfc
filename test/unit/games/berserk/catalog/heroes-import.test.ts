// Issue 18, Build 1 (digest §2.3, §7.2): Berserk: Heroes cards in the same catalog, from JSON and CSV
// lists on the classic import path, in the shape agreed with the Heroes engine (heroes-shape).
import { describe, expect, it } from 'vitest';
import {
  berserkCatalogDefinition,
  importLists,
  searchCards,
  type BerserkCatalog,
  type HeroesCard,
} from '../../../../../core/games/berserk';
import { fixtureJson, heroesBadJson, heroesCsv, heroesJson } from '../../../../fixtures/berserk/files';

const both = (): BerserkCatalog =>
  importLists({ 'heroes.json': heroesJson() }, importLists({ 'cards.json': fixtureJson() }, null).catalog).catalog;
const hero = (c: BerserkCatalog, name: string): HeroesCard => c.heroes.find((h) => h.name === name)!;
const names = (c: BerserkCatalog, q: string) => searchCards(c, q, 'release', 'en').codes;

describe('Heroes cards in the catalog (§2.3)', () => {
  it('reads a Heroes JSON list into records of the shared shape; classic records stay as they were', () => {
    const classic = importLists({ 'cards.json': fixtureJson() }, null).catalog;
    const { catalog, report } = importLists({ 'heroes.json': heroesJson() }, classic);
    expect(report.skipped).toEqual([]);
    expect(catalog.cards).toEqual(classic.cards);
    expect(catalog.heroes).toHaveLength(21);
    expect(hero(catalog, 'Vessa Dawnrider')).toEqual({
      code: 'ht5-001',
      id: 'ht5-001',
      name: 'Vessa Dawnrider',
      line: 'heroes',
      kind: 'hero',
      elements: ['steppes'],
      cost: 0,
      strike: 2,
      life: 20,
      abilities: [{ name: 'dash' }],
      set: catalog.sets.find((s) => s.name === 'Test Storm V')!.code,
      number: '1',
      rarity: 'rare',
      painter: 'Deckhand team',
    });
    expect(hero(catalog, 'Bronze Lance')).toMatchObject({ kind: 'equipment', slot: 'weapon' });
    expect(hero(catalog, 'Bronze Lance').strike).toBeUndefined();
    expect(hero(catalog, 'Grass Swarmling').horde).toBe(true);
    expect(hero(catalog, 'Call the Herd').elements).toEqual(['steppes', 'forests']);
    // neutral is no element: [] (from an empty list or the word "neutral")
    expect(hero(catalog, 'Wandering Tinker').elements).toEqual([]);
    expect(hero(catalog, 'Roadside Shrine').elements).toEqual([]);
    const summary = report.warnings.find((w) => w.reason === 'import.summary')!.params;
    expect(summary).toMatchObject({ added: 21, changed: 0, kept: 20, heroes: 21 });
  });

  it("numbers the Heroes sets in the line (the list's heroesSet) for the rotation (§7.2)", () => {
    const c = both();
    expect(c.sets.filter((s) => s.line === 'heroes').map((s) => [s.name, s.lineNumber])).toEqual([
      ['Test Storm I', 1],
      ['Test Storm II', 2],
      ['Test Storm V', 5],
    ]);
    expect(c.sets.filter((s) => !s.line)).toHaveLength(2);
  });

  it('reads a Heroes CSV list (a kind column, Russian headers, no ids) on the same path', () => {
    const { catalog, report } = importLists({ 'heroes.csv': heroesCsv() }, null);
    expect(report.skipped).toEqual([]);
    expect(catalog.heroes.map((h) => [h.code, h.kind, h.elements, h.slot ?? null, h.horde ?? false])).toEqual([
      ['test-storm-csv-1', 'creature', ['darkness'], null, false],
      ['test-storm-csv-2', 'equipment', ['darkness'], 'amulet', false],
      ['test-storm-csv-3', 'creature', ['darkness'], null, true],
      ['test-storm-csv-4', 'hero', [], null, false],
    ]);
    // a re-import of the same list changes nothing
    const again = importLists({ 'heroes.csv': heroesCsv() }, catalog);
    expect(again.report.warnings[0].params).toMatchObject({ added: 0, unchanged: 4 });
  });

  it('refuses a list with a bad Heroes card whole, each problem with its line and reason', () => {
    const { catalog, report } = importLists({ 'bad.json': heroesBadJson() }, null);
    expect(catalog.heroes).toEqual([]);
    expect(report.skipped.map((i) => [i.reason, i.params.line])).toEqual([
      ['card.unknownKind', 16],
      ['card.missingField', 26],
    ]);
    expect(report.skipped[1].params.field).toBe('slot');
  });

  it('refuses strike and life on a spell, a hero with a cost, an unknown slot and "neutral" beside an element', () => {
    const base = { line: 'heroes', set: 'X', rarity: 'common' };
    const list = JSON.stringify([
      { ...base, id: 'a', name: 'A', kind: 'spell', elements: [], cost: 1, number: '1', strike: 2 },
      { ...base, id: 'b', name: 'B', kind: 'hero', elements: ['steppes'], cost: 2, number: '2', strike: 1, life: 9 },
      { ...base, id: 'c', name: 'C', kind: 'equipment', elements: [], cost: 1, number: '3', slot: 'boots' },
      { ...base, id: 'd', name: 'D', kind: 'event', elements: ['neutral', 'darkness'], cost: 1, number: '4' },
      { ...base, id: 'e', name: 'E', kind: 'creature', elements: [], cost: 1, number: '5', life: 2 },
    ]);
    const { report } = importLists({ 'x.json': list }, null);
    expect(report.skipped.map((i) => i.reason)).toEqual([
      'card.fieldNotForKind',
      'card.badValue',
      'card.unknownSlot',
      'card.neutralWithElement',
      'card.missingField',
    ]);
  });

  it('refuses a Heroes card in a classic set and an id a classic card has', () => {
    const classic = importLists({ 'cards.json': fixtureJson() }, null).catalog;
    const clash = JSON.stringify({
      line: 'heroes',
      cards: [
        {
          id: 'z1',
          name: 'Z',
          kind: 'spell',
          elements: [],
          cost: 1,
          set: classic.sets[0].name,
          number: '1',
          rarity: 'common',
        },
        {
          id: classic.cards[0].code,
          name: 'Y',
          kind: 'spell',
          elements: [],
          cost: 1,
          set: 'New',
          number: '1',
          rarity: 'common',
        },
      ],
    });
    const { catalog, report } = importLists({ 'clash.json': clash }, classic);
    expect(report.skipped.map((i) => i.reason)).toEqual(['card.setOfOtherLine', 'card.duplicateId']);
    expect(catalog.cards).toEqual([]);
  });

  it('reports abilities the Heroes engine cannot play, and imports the cards (§6 / §5.15 vocabulary; issue 18)', () => {
    const file = JSON.parse(heroesJson()) as { cards: Array<Record<string, unknown>> };
    const at = (name: string) => file.cards.find((c) => c.name === name)!;
    // a Heroes name, a classic name Heroes reuses, with a use cost: all known
    at('Dust Lancer').abilities = [
      { name: 'bolt', params: { x: 2, coins: 1 } },
      { name: 'armor', params: { x: 1 } },
    ];
    // a classic name Heroes does not play, a Heroes name with a bad X, a deck restriction (not an ability)
    at('Plains Outrider').abilities = [
      { name: 'shot', params: { weak: 1, medium: 1, strong: 2 } },
      { name: 'draw', params: { x: 0 } },
      { name: 'notWith', params: { names: 'X' } },
    ];
    // a use cost the engine cannot read makes the ability one for resolving by hand
    at('Hide Jerkin').abilities = [{ name: 'heal', params: { x: 1, times: 9 } }];
    const { catalog, report } = importLists({ 'heroes.json': JSON.stringify(file) }, null);
    expect(report.skipped).toEqual([]);
    expect(catalog.heroes).toHaveLength(21);
    expect(hero(catalog, 'Plains Outrider').abilities).toHaveLength(3);
    const hand = report.warnings.filter((w) => w.reason === 'card.unknownAbility' || w.reason === 'card.badAbility');
    expect(hand.map((w) => [w.reason, w.params?.name, w.params?.ability])).toEqual([
      ['card.unknownAbility', 'Plains Outrider', 'shot'],
      ['card.badAbility', 'Plains Outrider', 'draw'],
      ['card.badAbility', 'Hide Jerkin', 'heal'],
      // the fixture's own "damage" is no Heroes ability (bolt is)
      ['card.unknownAbility', 'Gust of Hooves', 'damage'],
    ]);
    expect(hand.every((w) => typeof w.params?.line === 'number' && w.file === 'heroes.json')).toBe(true);
  });

  it('stores and loads both lines through the catalog definition unchanged', () => {
    const c = both();
    const rows = berserkCatalogDefinition.store(c);
    const loaded = berserkCatalogDefinition.load({
      parts: rows.parts,
      records: rows.records.map((r) => r.data),
      translations: {},
    } as never);
    expect(loaded).toEqual(c);
  });
});

describe('Search and the card browser know the line and the kind', () => {
  it('filters line:, k:, t: with kinds, e:neutral for element-less Heroes cards and horde:', () => {
    const c = both();
    expect(names(c, 'line:heroes')).toHaveLength(21);
    expect(names(c, 'line:classic')).toHaveLength(20);
    expect(names(c, 'k:hero')).toEqual(['ht5-001', 'ht5-002']);
    expect(names(c, 'line:heroes t:spell')).toEqual(['ht5-012', 'ht5-013']);
    expect(names(c, 'line:heroes e:neutral')).toEqual(['ht1-002', 'ht5-015', 'ht5-016']);
    expect(names(c, 'e:forests line:heroes')).toEqual(['ht5-013']);
    expect(names(c, 'line:heroes horde:yes')).toEqual(['ht5-009']);
    expect(names(c, 'lancer')).toEqual(['ht1-001', 'ht5-003']);
    expect(searchCards(c, 'k:sorcery', 'release', 'en').problems).toEqual([
      { code: 'badValue', params: { field: 'k', value: 'sorcery' } },
    ]);
  });

  it('summarises a Heroes card with its kind, slot, strike, life and Horde', () => {
    const c = both();
    const lance = berserkCatalogDefinition.summary(c, 'ht5-010', 'en')!;
    expect(lance).toMatchObject({ typeCode: 'equipment', cost: 2, factionCode: 'steppes' });
    expect(lance.traits).toEqual(['line:heroes', 'rarity:common', 'slot:weapon']);
    const swarm = berserkCatalogDefinition.card(c, 'ht5-009', 'en')!;
    expect(swarm.stats).toMatchObject({ strike: 1, life: 1, horde: true });
    expect(swarm.deckLimit).toBeNull();
    expect(berserkCatalogDefinition.summary(c, 'ht5-015', 'en')!.factionCode).toBe('neutral');
    const facets = berserkCatalogDefinition.facets(c, 'en');
    // the hero boxes are offered as products (collection/products.ts)
    expect(facets.lists.products.map((p) => p.code)).toEqual([
      'bits-merisa',
      'bits-niara',
      'bits-elmore',
      'bits-gorug',
      'bits-zum',
    ]);
    expect(facets.lists.kinds.map((k) => k.code)).toEqual(['hero', 'creature', 'equipment', 'spell', 'event']);
  });
});
