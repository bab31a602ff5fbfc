// Issue 18, Build 3–4: Berserk: Heroes deck rules (digest §3.2, set rotation §7.2) and the Heroes
// text list (hero first; unknown names, a second hero or a card of another element refused by line).
import { describe, expect, it } from 'vitest';
import {
  berserkDeckRules,
  heroesDeckCards,
  HEROES_FORMATS,
  heroesLegalSets,
  importLists,
  validateDeck,
  validateHeroesDeck,
  type BerserkCatalog,
  type HeroesFormat,
} from '../../../../../core/games/berserk';
import {
  fixtureJson,
  heroesDeck,
  heroesJson,
  HEROES_BAD_DECK,
  HEROES_LEGAL_DECK,
  HEROES_SITE_DECK,
} from '../../../../fixtures/berserk/files';
import { berserkDeckCharts } from '../../../../../renderer/src/games/berserk/deck-charts';

const catalog: BerserkCatalog = importLists(
  { 'heroes.json': heroesJson() },
  importLists({ 'cards.json': fixtureJson() }, null).catalog,
).catalog;
const code = (name: string, set = 'ht5') => catalog.heroes.find((c) => c.name === name && c.code.startsWith(set))!.code;
const codes = (problems: Array<{ code: string }>) => problems.map((p) => p.code);

/** The fixture's legal deck: Vessa (steppes) and 43 others. */
function legal(): Record<string, number> {
  const parsed = berserkDeckRules.parse(catalog, heroesDeck(HEROES_LEGAL_DECK), 'text');
  return { ...parsed.deck!.slots };
}

describe('Heroes deck rules (§3.2)', () => {
  it('a legal deck: one hero and 40 or more other cards of its element or neutral', () => {
    const v = validateHeroesDeck(catalog, legal());
    expect(v.problems).toEqual([]);
    expect(v.size).toBe(43);
    expect(v.hero?.name).toBe('Vessa Dawnrider');
  });

  it('§3.2 one hero: none, or a second one, is a problem', () => {
    const none = legal();
    delete none[code('Vessa Dawnrider')];
    expect(codes(validateHeroesDeck(catalog, none).problems)).toEqual(['berserk.heroes.noHero']);
    const two = { ...legal(), [code('Korl of the Mire')]: 1 };
    expect(validateHeroesDeck(catalog, two).problems).toEqual([
      {
        code: 'berserk.heroes.tooManyHeroes',
        params: { count: 2, max: 1, names: ['Vessa Dawnrider', 'Korl of the Mire'] },
      },
    ]);
  });

  it("§3.2 at least 40 other cards; the count is a setting of the format (the review's 30)", () => {
    const short = legal();
    short[code('Grass Swarmling')] = 2; // 39 others
    expect(validateHeroesDeck(catalog, short).problems).toEqual([
      { code: 'deck.tooFewCards', params: { count: 39, min: 40 } },
    ]);
    const thirty: Record<string, HeroesFormat> = { review: { ...HEROES_FORMATS.heroes, id: 'review', minOthers: 30 } };
    expect(validateHeroesDeck(catalog, short, 'review', thirty).problems).toEqual([]);
  });

  it('§3.2 element lock: a card of another element is a problem; neutral and a multi-element card sharing one fit', () => {
    const deck = { ...legal(), [code('Bog Strangler')]: 1 };
    expect(validateHeroesDeck(catalog, deck).problems).toEqual([
      {
        code: 'berserk.heroes.element',
        params: {
          name: 'Bog Strangler',
          code: code('Bog Strangler'),
          elements: ['swamps'],
          hero: 'Vessa Dawnrider',
          heroElements: ['steppes'],
        },
      },
    ]);
    // Call the Herd (steppes + forests), Wandering Tinker and Roadside Shrine (neutral) are in the legal deck
    expect(legal()[code('Call the Herd')]).toBe(3);
    expect(legal()[code('Wandering Tinker')]).toBe(3);
  });

  it('§3.2 at most 3 per name (printings counted together), Horde excepted', () => {
    const deck = legal();
    deck[code('Dust Lancer', 'ht1')] = 1; // the set-1 printing of a name already at 3
    const v = validateHeroesDeck(catalog, deck, 'heroes-casual');
    expect(v.problems).toEqual([
      {
        code: 'deck.tooManyCopies',
        params: {
          name: 'Dust Lancer',
          subname: null,
          codes: [code('Dust Lancer'), code('Dust Lancer', 'ht1')],
          count: 4,
          max: 3,
        },
      },
    ]);
    // Grass Swarmling (Horde) at 6 is in the legal deck; Horde has no number in Heroes unless a format sets one
    const five: Record<string, HeroesFormat> = { h5: { ...HEROES_FORMATS.heroes, id: 'h5', hordeCopies: 5 } };
    expect(codes(validateHeroesDeck(catalog, legal(), 'h5', five).problems)).toEqual(['deck.tooManyCopies']);
  });

  it('§7.2 set rotation: from the fifth Heroes set, sets 1 and 2 leave official play, not casual play', () => {
    const set = (n: number) => catalog.sets.find((s) => s.lineNumber === n)!.code;
    expect(heroesLegalSets(catalog.sets)).toEqual([set(5)]);
    // without a fifth set every Heroes set is legal
    expect(heroesLegalSets(catalog.sets.filter((s) => s.lineNumber !== 5))).toEqual([set(1), set(2)]);
    const deck = { ...legal(), [code('Old Barrow Watcher', 'ht1')]: 1 };
    expect(validateHeroesDeck(catalog, deck, 'heroes').problems).toEqual([
      {
        code: 'berserk.deck.setNotLegal',
        params: { name: 'Old Barrow Watcher', code: 'ht1-002', set: set(1), format: 'heroes' },
      },
    ]);
    expect(validateHeroesDeck(catalog, deck, 'heroes-casual').problems).toEqual([]);
  });

  it('the lines are played apart: a classic card in a Heroes deck and a Heroes card in a classic deck', () => {
    const classic = catalog.cards[0];
    expect(codes(validateHeroesDeck(catalog, { ...legal(), [classic.code]: 1 }).problems)).toEqual([
      'berserk.heroes.classicCard',
    ]);
    expect(codes(validateDeck(catalog, { [code('Plains Outrider')]: 1 }).problems)).toContain(
      'berserk.deck.heroesCard',
    );
  });

  it('the deck service sees the format as the aspect: live validation, counted size, charts', () => {
    const deck = { identity: null, aspects: ['heroes'], slots: legal() };
    expect(berserkDeckRules.validate(catalog, deck)).toMatchObject({ valid: true, size: 43, aspects: ['heroes'] });
    expect(berserkDeckRules.countedSize(catalog, deck)).toBe(43);
    const bad = berserkDeckRules.validate(catalog, { ...deck, slots: { ...legal(), [code('Mire Charm')]: 1 } });
    expect(codes(bad.problems)).toEqual(['berserk.heroes.element']);
  });
});

describe('Heroes deck charts (§3.2 deck; §2.3 kinds and coins)', () => {
  const deck = () => ({ identity: null, aspects: ['heroes'], slots: legal() });
  /** A fake vue-i18n: every key known, echoed in brackets. */
  const text = { t: (k: string) => `[${k}]`, te: () => true };

  it("a Heroes deck's stats: the cost curve in coins without the hero, elements (neutral when none), kinds; no crystals", () => {
    // the fixture deck by hand: coins 1 = Drummer 3, Swarmling 6, Jerkin 3, Shrine 2; 2 = Lancer, Archer,
    // Lance, Gust, Tinker 3 each and Long Summer 2; 3 = Outrider, Call the Herd; 4 = Nomad; 5 = Warden
    expect(berserkDeckRules.stats(catalog, deck())).toEqual({
      costCurve: { '1': 14, '2': 17, '3': 6, '4': 3, '5': 3 },
      // Call the Herd is steppes and forests: counted under both
      elements: { steppes: 39, forests: 3, neutral: 5 },
      kinds: { hero: 1, creature: 27, equipment: 6, spell: 6, event: 4 },
    });
  });

  it("a card of the other line is left out of either deck's stats (the validator reports it)", () => {
    const classic = catalog.cards[0];
    const heroesStats = berserkDeckRules.stats(catalog, { ...deck(), slots: { ...legal(), [classic.code]: 2 } });
    expect(heroesStats).toEqual(berserkDeckRules.stats(catalog, deck()));
    const classicStats = berserkDeckRules.stats(catalog, {
      identity: null,
      aspects: ['constructed'],
      slots: { [classic.code]: 2, [code('Plains Outrider')]: 3 },
    });
    expect(classicStats.types).toEqual({ [classic.type]: 2 });
    expect(classicStats.elite).toEqual({ [classic.elite ? 'gold' : 'silver']: 2 });
    expect(classicStats.kinds).toBeUndefined();
  });

  it('the charts of a Heroes deck: coins, elements, kinds — no gold and silver chart', () => {
    const charts = berserkDeckCharts(berserkDeckRules.stats(catalog, deck()), text);
    expect(charts.map((c) => [c.key, c.title])).toEqual([
      ['cost', '[berserk.charts.coins]'],
      ['elements', '[charts.deck.elements]'],
      ['kinds', '[berserk.charts.kinds]'],
    ]);
    expect(charts[0].data.series[0].values).toEqual([0, 14, 17, 6, 3, 3]);
    expect(charts[1].data.points.map((p) => [p.key, p.label])).toEqual([
      ['steppes', '[berserk.elements.steppes]'],
      ['forests', '[berserk.elements.forests]'],
      ['neutral', '[berserk.elements.neutral]'],
    ]);
    expect(charts[2].data.points.map((p) => p.label)).toEqual([
      '[berserk.kinds.creature]',
      '[berserk.kinds.equipment]',
      '[berserk.kinds.spell]',
      '[berserk.kinds.event]',
      '[berserk.kinds.hero]',
    ]);
    expect(charts[2].data.series[0].values).toEqual([27, 6, 6, 4, 1]);
  });
});

describe('Heroes text list (deck exchange)', () => {
  it('reads the list (hero first, names, a shared name by its [code]) as a heroes deck', () => {
    const parsed = berserkDeckRules.parse(catalog, heroesDeck(HEROES_LEGAL_DECK), 'text');
    expect(parsed.problems).toEqual([]);
    expect(parsed.deck).toMatchObject({ identity: null, aspects: ['heroes'], name: 'Dawnrider rush' });
    expect(parsed.deck!.slots[code('Dust Lancer')]).toBe(3);
    expect(parsed.deck!.slots[code('Dust Lancer', 'ht1')]).toBeUndefined();
  });

  it('round trip: export then import gives the same deck; the hero comes first', () => {
    for (const format of ['heroes', 'heroes-casual']) {
      const deck = { identity: null, aspects: [format], slots: legal(), name: 'Dawnrider rush' };
      const out = berserkDeckRules.export(catalog, deck, 'text');
      expect(out.warnings).toEqual([]);
      const cardLines = out.value.split('\n').filter((l) => /^\d+x /.test(l));
      expect(cardLines[0]).toBe('1x Vessa Dawnrider');
      expect(cardLines).toContain('3x Dust Lancer [ht5-003]');
      expect(cardLines).toContain('3x Plains Outrider');
      const back = berserkDeckRules.parse(catalog, out.value, 'text');
      expect(back.problems).toEqual([]);
      expect(back.deck).toEqual({ identity: null, aspects: [format], slots: deck.slots, name: deck.name });
    }
  });

  it('refuses a list with unknown names (all listed), a second hero and a card of another element, by line', () => {
    const parsed = berserkDeckRules.parse(catalog, heroesDeck(HEROES_BAD_DECK), 'text');
    expect(parsed.deck).toBeNull();
    // the first problem carries them all (the import's error names only the first)
    const [sum, ...each] = parsed.problems;
    expect(sum).toEqual({ code: 'berserk.heroes.listRefused', params: { line: 5, count: 3, problems: each } });
    expect(each).toEqual([
      {
        code: 'berserk.heroes.unknownCards',
        params: { line: 5, count: 2, names: ['Nobody Knows Me', 'Also Unknown'], lines: [5, 8] },
      },
      {
        code: 'berserk.heroes.secondHero',
        params: { name: 'Korl of the Mire', line: 6, first: 'Vessa Dawnrider' },
      },
      {
        code: 'berserk.heroes.element',
        params: {
          name: 'Bog Strangler',
          line: 7,
          elements: ['swamps'],
          hero: 'Vessa Dawnrider',
          heroElements: ['steppes'],
        },
      },
    ]);
  });

  it('refuses a classic card and an unreadable line in a Heroes list; a classic list is read as before', () => {
    const classic = catalog.cards[0];
    const parsed = berserkDeckRules.parse(
      catalog,
      `Format: heroes\n1x Vessa Dawnrider\n2x ${classic.name}\nthree Plains Outrider\n`,
      'text',
    );
    expect(parsed.deck).toBeNull();
    expect(parsed.problems.map((p) => [p.code, p.params.line])).toEqual([
      ['berserk.heroes.listRefused', 3],
      ['berserk.heroes.classicCard', 3],
      ['format.unknownLine', 4],
    ]);
    const plain = berserkDeckRules.parse(catalog, `3x ${classic.code}\n`, 'text');
    expect(plain.deck).toMatchObject({ aspects: [], slots: { [classic.code]: 3 } });
  });

  it('a list without a Format line that names Heroes cards is a Heroes list', () => {
    const parsed = berserkDeckRules.parse(catalog, '1x Vessa Dawnrider\n3x Plains Outrider\n', 'text');
    expect(parsed.deck).toMatchObject({ aspects: ['heroes'], slots: { [code('Vessa Dawnrider')]: 1 } });
  });
});

describe("A saved Heroes deck as the engine's deck input (heroes-shape)", () => {
  it('gives the hero and the cards with their counts in the shared shape, straight from the records', () => {
    const input = heroesDeckCards(catalog, { slots: legal(), name: 'Dawnrider rush' })!;
    expect(input.hero).toBe(catalog.heroes.find((c) => c.code === code('Vessa Dawnrider')));
    expect(input.cards.reduce((n, c) => n + c.count, 0)).toBe(43);
    expect(input.cards.find((c) => c.name === 'Bronze Lance')).toMatchObject({
      line: 'heroes',
      kind: 'equipment',
      slot: 'weapon',
      count: 3,
    });
    expect(heroesDeckCards(catalog, { slots: { ...legal(), [code('Korl of the Mire')]: 1 } })).toBeNull();
    expect(heroesDeckCards(catalog, { slots: { [catalog.cards[0].code]: 1 } })).toBeNull();
  });
});

describe('The JSON Heroes deck sites share (deck exchange)', () => {
  const site = () => heroesDeck(HEROES_SITE_DECK);

  it("reads the site JSON by the sets' site numbers: hero, main deck with counts, name and description", () => {
    const parsed = berserkDeckRules.parse(catalog, site(), 'text');
    expect(parsed.problems).toEqual([]);
    expect(parsed.format).toBe('json');
    expect(parsed.deck).toMatchObject({ aspects: ['heroes'], name: 'Dawnrider rush', slots: legal() });
    expect(parsed.deck!.notes).toContain('deck sites');
    // the sideboard is not part of the deck
    expect(parsed.warnings).toEqual([{ code: 'berserk.heroes.sideboardLeftOut', params: { count: 2 } }]);
    // the deck object alone (without the API's `data`) reads the same
    const bare = JSON.stringify((JSON.parse(site()) as { data: unknown }).data);
    expect(berserkDeckRules.parse(catalog, bare, 'text').deck?.slots).toEqual(legal());
  });

  it('round trip: export as the site JSON then import gives the same deck', () => {
    const deck = { identity: null, aspects: ['heroes'], slots: legal(), name: 'Dawnrider rush' };
    const out = berserkDeckRules.export(catalog, deck, 'json');
    expect(out.warnings).toEqual([]);
    expect(JSON.parse(out.value).data.hero).toEqual({ setNumber: 105, number: 1 });
    expect(berserkDeckRules.parse(catalog, out.value, 'json').deck).toEqual({ ...deck, aspects: ['heroes'] });
  });

  it('refuses unknown entries (all listed, by entry), a card of another element and a malformed entry', () => {
    const d = JSON.parse(site()) as { data: { mainDeck: unknown[] } };
    d.data.mainDeck.push(
      { count: 1, card: { setNumber: 105, number: 99 } },
      { count: 2, card: { setNumber: 300, number: 1 } },
      { count: 1, card: { setNumber: 105, number: 17 } },
      { count: 1, card: { set: 'x' } },
    );
    const parsed = berserkDeckRules.parse(catalog, JSON.stringify(d), 'json');
    expect(parsed.deck).toBeNull();
    expect(parsed.problems.slice(1)).toEqual([
      {
        code: 'berserk.heroes.unknownEntries',
        params: { entry: 16, count: 2, names: ['105/99', '300/1'], entries: [16, 17] },
      },
      {
        code: 'berserk.heroes.element',
        params: {
          name: 'Bog Strangler',
          entry: 18,
          elements: ['swamps'],
          hero: 'Vessa Dawnrider',
          heroElements: ['steppes'],
        },
      },
      { code: 'berserk.heroes.badEntry', params: { entry: 19 } },
    ]);
    expect(parsed.problems[0]).toMatchObject({ code: 'berserk.heroes.listRefused', params: { entry: 16, count: 3 } });
  });
});
