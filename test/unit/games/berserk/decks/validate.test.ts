// Build 3 (digest §3.1, rule 100.3; squad limits of rule 304): one validator for decks by format and
// squads at recruitment.
import { describe, expect, it } from 'vitest';
import {
  berserkDeckRules,
  importLists,
  validateDeck,
  validateSquad,
  SQUAD_LIMITS,
  type BerserkCatalog,
  type DeckFormat,
} from '../../../../../core/games/berserk';
import { fixtureJson } from '../../../../fixtures/berserk/files';

const catalog: BerserkCatalog = importLists({ 'cards.json': fixtureJson() }, null).catalog;
const byName = (name: string) => catalog.cards.find((c) => c.name === name)!.code;
const codes = (problems: Array<{ code: string }>) => problems.map((p) => p.code);

/** Three copies of each of the first `n` creatures (no Horde card, no uniques). */
function playset(n: number): Record<string, number> {
  const slots: Record<string, number> = {};
  for (const c of catalog.cards
    .filter((x) => x.type === 'creature' && !x.unique && x.name !== 'Юркий гонец')
    .slice(0, n))
    slots[c.code] = 3;
  return slots;
}

describe('Berserk deck rules (rule 100.3, digest §3.1)', () => {
  it('constructed: 30 to 50 cards', () => {
    expect(validateDeck(catalog, playset(10)).problems).toEqual([]);
    expect(codes(validateDeck(catalog, playset(9)).problems)).toEqual(['deck.tooFewCards']);
    const big = {
      ...playset(12),
      [byName('Юркий гонец')]: 5,
      [byName('Тихая топь')]: 3,
      [byName('Каменный идол')]: 3,
      [byName('Жаворонок')]: 3,
      [byName('Эхо гор')]: 3,
      [byName('Грозовой ястреб')]: 3,
    };
    expect(validateDeck(catalog, big).size).toBe(53);
    expect(codes(validateDeck(catalog, big).problems)).toEqual(['deck.tooManyCards']);
  });

  it('draft and sealed: 20 to 50 cards, no copy limit stated', () => {
    const slots = { ...playset(7), [byName('Пыльный страж')]: 4 };
    expect(codes(validateDeck(catalog, slots, 'draft').problems)).toEqual([]);
    expect(codes(validateDeck(catalog, playset(6), 'sealed').problems)).toEqual(['deck.tooFewCards']);
  });

  it('at most 3 copies per name, 5 for Horde', () => {
    const slots = playset(10);
    slots[byName('Пыльный страж')] = 4;
    const v = validateDeck(catalog, slots);
    expect(v.problems).toEqual([
      { code: 'deck.tooManyCopies', params: expect.objectContaining({ name: 'Пыльный страж', count: 4, max: 3 }) },
    ]);
    const horde = { ...playset(9), [byName('Юркий гонец')]: 5 };
    expect(validateDeck(catalog, horde).problems).toEqual([]);
    expect(codes(validateDeck(catalog, { ...horde, [byName('Юркий гонец')]: 6 }).problems)).toEqual([
      'deck.tooManyCopies',
    ]);
  });

  it('banned names and legal sets per format, as data', () => {
    const format: DeckFormat = {
      id: 'cup',
      min: 30,
      max: 50,
      copies: 3,
      hordeCopies: 5,
      banned: ['пыльный СТРАЖ'],
      legalSets: [catalog.sets[0].code],
    };
    const slots = { ...playset(10), [byName('Туманный змей')]: 1 };
    expect(validateDeck(catalog, slots, 'cup', { cup: format }).problems.map((p) => [p.code, p.params.name])).toEqual([
      ['berserk.deck.banned', 'Пыльный страж'],
      ['berserk.deck.setNotLegal', 'Туманный змей'],
    ]);
  });

  it('the deck rules read the format from the aspect and report unknown cards', () => {
    const r = berserkDeckRules.validate(catalog, {
      identity: null,
      aspects: ['draft'],
      slots: { ...playset(7), nope: 1 },
    });
    expect(r.aspects).toEqual(['draft']);
    expect(codes(r.problems)).toEqual(['deck.unknownCard']);
    expect(berserkDeckRules.validate(catalog, { identity: null, aspects: [], slots: playset(10) }).valid).toBe(true);
  });

  it('exports and reads back the text format by code', () => {
    const deck = { identity: null, aspects: ['constructed'], slots: playset(10), name: 'Test' };
    const { value } = berserkDeckRules.export(catalog, deck, 'text');
    const back = berserkDeckRules.parse(catalog, value, 'text');
    expect(back.problems).toEqual([]);
    expect(back.deck).toMatchObject({ name: 'Test', aspects: ['constructed'], slots: playset(10) });
    expect(berserkDeckRules.parse(catalog, '2 Khmury kuznets\n', 'text').deck?.slots).toEqual({
      [byName('Хмурый кузнец')]: 2,
    });
  });
});

describe('Berserk squad checks at recruitment (rule 304, digest §3.1)', () => {
  const squad = (names: Record<string, number>) =>
    Object.fromEntries(Object.entries(names).map(([n, q]) => [byName(n), q]));

  it('at most 15 cards in the Set', () => {
    const big = { ...playset(5) };
    big[byName('Лесовик')] = 1;
    expect(codes(validateSquad(catalog, big).problems)).toContain('berserk.squad.tooManyCards');
  });

  it('at most 15 crystals on flyers, gold and silver together', () => {
    const flyers = catalog.cards.filter((c) => c.type === 'flyer');
    const total = flyers.reduce((n, c) => n + c.cost, 0);
    const slots = Object.fromEntries(flyers.map((c) => [c.code, 1]));
    const v = validateSquad(catalog, slots);
    expect(v.summary.flyerCrystals).toBe(total);
    expect(codes(v.problems).includes('berserk.squad.flyerCrystals')).toBe(total > 15);
    const twice = Object.fromEntries(flyers.map((c) => [c.code, 2]));
    expect(codes(validateSquad(catalog, twice).problems)).toContain('berserk.squad.flyerCrystals');
  });

  it('at most one terrain', () => {
    expect(codes(validateSquad(catalog, squad({ 'Тихая топь': 1 })).problems)).toEqual([]);
    expect(codes(validateSquad(catalog, squad({ 'Тихая топь': 1, 'Вороний холм': 1 })).problems)).toEqual([
      'berserk.squad.terrains',
    ]);
  });

  it('a unique card only once by name', () => {
    expect(codes(validateSquad(catalog, squad({ 'Эхо гор': 2 })).problems)).toEqual(['berserk.squad.unique']);
    expect(codes(validateSquad(catalog, squad({ Лесовик: 2 })).problems)).toEqual([]);
  });

  it('"can\'t be taken with" restrictions', () => {
    expect(validateSquad(catalog, squad({ Щитоносец: 1, 'Хмурый кузнец': 1 })).problems).toEqual([
      { code: 'berserk.squad.notWith', params: expect.objectContaining({ name: 'Щитоносец', other: 'Хмурый кузнец' }) },
    ]);
  });

  it('gold pays elite cards, silver then gold pays ordinary ones; element penalty beyond two, mono bonus', () => {
    // one element (steppes): 23 + 1 gold
    const mono = validateSquad(catalog, squad({ 'Пыльный страж': 1 }));
    expect(mono.summary).toMatchObject({ elements: ['steppes'], gold: 24, silver: 22, goldSpent: 2, silverSpent: 0 });
    // four elements (steppes, forests, mountains, darkness): 23 − 2 gold
    const four = validateSquad(
      catalog,
      squad({ 'Пыльный страж': 1, 'Ёжик-разведчик': 1, 'Хмурый кузнец': 1, 'Чащобный ловчий': 1 }),
    );
    expect(four.summary.elements).toHaveLength(4);
    expect(four.summary.gold).toBe(21);
    // neutral cards add no element
    const neutral = catalog.cards.find((c) => c.elements[0] === 'neutral')!;
    expect(validateSquad(catalog, { [neutral.code]: 1, [byName('Пыльный страж')]: 1 }).summary.elements).toEqual([
      'steppes',
    ]);
    // elite costs beyond gold are refused; the second player's extra silver
    const tight = { ...SQUAD_LIMITS.first, gold: 0 }; // + 1 for one element = 1 < 2
    expect(codes(validateSquad(catalog, squad({ 'Пыльный страж': 1 }), tight).problems)).toEqual([
      'berserk.squad.eliteGold',
    ]);
    const poor = { ...SQUAD_LIMITS.first, gold: 0, silver: 1 }; // 1 silver + 1 gold (mono bonus) < 3
    expect(codes(validateSquad(catalog, squad({ 'Ёжик-разведчик': 1 }), poor).problems)).toEqual([
      'berserk.squad.crystals',
    ]);
    expect(SQUAD_LIMITS.second.silver).toBe(SQUAD_LIMITS.first.silver + 1);
  });
});
