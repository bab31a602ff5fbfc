/**
 * Every deck-building rule of the rules digest §4.1 (and the FAQ entries about deck building), each
 * with a passing and a failing deck, on the invented fixture catalog.
 */
import { describe, expect, it } from 'vitest';
import {
  validateDeck,
  type DeckProblem,
  type DeckValidation,
  type McDeck,
} from '../../../../core/games/marvel-champions';
import {
  fixtureCatalog,
  galeRunnerDeck,
  ironbarkDeck,
  ledgerDeck,
  nightjarDeck,
  prismSageDeck,
  rookDeck,
  twinViperDeck,
  voltWardenDeck,
} from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();
const check = (deck: McDeck): DeckValidation => validateDeck(deck, catalog);

function expectLegal(deck: McDeck): DeckValidation {
  const v = check(deck);
  expect(v.problems).toEqual([]);
  expect(v.valid).toBe(true);
  return v;
}
function expectProblem(deck: McDeck, code: DeckProblem['code'], params?: Record<string, unknown>): DeckValidation {
  const v = check(deck);
  expect(v.valid).toBe(false);
  const found = v.problems.filter((p) => p.code === code);
  expect(
    found.map((p) => p.code),
    JSON.stringify(v.problems),
  ).toContain(code);
  if (params) expect(found).toContainEqual(expect.objectContaining({ params: expect.objectContaining(params) }));
  return v;
}
const withSlots = (deck: McDeck, slots: Record<string, number>): McDeck => ({
  ...deck,
  slots: { ...deck.slots, ...slots },
});
const without = (deck: McDeck, ...codes: string[]): McDeck => {
  const slots = { ...deck.slots };
  for (const c of codes) delete slots[c];
  return { ...deck, slots };
};

describe('Player deck rules (digest §4.1)', () => {
  describe('"Exactly 1 identity card"', () => {
    it('passes with one identity named by the deck', () => {
      const v = expectLegal(nightjarDeck());
      expect(v.identity).toBe('90001a');
    });
    it('passes when the identity is named by its alter-ego face or listed among the cards once', () => {
      expect(check({ ...nightjarDeck(), identity: '90001b' }).valid).toBe(true);
      expect(check({ ...withSlots(nightjarDeck(), { '90001a': 1 }), identity: null }).valid).toBe(true);
    });
    it('fails without an identity', () => {
      expectProblem({ ...nightjarDeck(), identity: null }, 'deck.noIdentity');
    });
    it('fails with two identities', () => {
      expectProblem(withSlots(nightjarDeck(), { '90020a': 1 }), 'deck.multipleIdentities', {
        codes: ['90001a', '90020a'],
      });
    });
    it('fails with two copies of the identity', () => {
      expectProblem(withSlots(nightjarDeck(), { '90001a': 2 }), 'deck.identityCopies', { code: '90001a', count: 2 });
    });
    it('fails when the identity is unknown or not an identity', () => {
      expectProblem({ ...nightjarDeck(), identity: '99999' }, 'deck.unknownIdentity', { code: '99999' });
      expectProblem({ ...nightjarDeck(), identity: '90100' }, 'deck.notAnIdentity', { code: '90100' });
    });
  });

  describe('"40 to 50 cards inclusive. The identity does not count. Permanent cards don\'t count either."', () => {
    it('passes at 40 and at 50, not counting the identity or the Permanent card', () => {
      const v = expectLegal(nightjarDeck());
      expect(v.size).toBe(40); // 41 cards in the slots: the Permanent Dark Mantle is not counted
      expect(expectLegal(withSlots(nightjarDeck(), { '90151': 3, '90152': 3, '90153': 3, '90154': 2 })).size).toBe(50);
    });
    it('fails at 39 (the Permanent card does not make up for it)', () => {
      expectProblem(withSlots(nightjarDeck(), { '90151': 0 }), 'deck.tooFewCards', { count: 39, min: 40 });
    });
    it('fails at 51', () => {
      expectProblem(
        withSlots(nightjarDeck(), { '90151': 3, '90152': 3, '90153': 3, '90154': 3 }),
        'deck.tooManyCards',
        { count: 51, max: 50 },
      );
    });
  });

  describe('"All identity-specific cards of that identity, in the exact quantities of the identity\'s set"', () => {
    it('passes with every set card in its count, a reprint printing counting as the card', () => {
      const d = without(nightjarDeck(), '90003');
      expectLegal(withSlots(d, { '92091': 3 })); // 92091 reprints Hush Step 90003
    });
    it('fails with a set card missing', () => {
      expectProblem(withSlots(nightjarDeck(), { '90151': 2, '90005': 0 }), 'deck.identityCardCount', {
        code: '90005',
        count: 0,
        required: 1,
      });
    });
    it('fails with a set card short of its count (Permanent cards included)', () => {
      expectProblem(withSlots(nightjarDeck(), { '90003': 2, '90151': 2 }), 'deck.identityCardCount', {
        code: '90003',
        count: 2,
        required: 3,
      });
      expectProblem(without(nightjarDeck(), '90010a'), 'deck.identityCardCount', {
        code: '90010a',
        count: 0,
        required: 1,
      });
    });
    it('fails with more copies than the set has', () => {
      expectProblem(withSlots(nightjarDeck(), { '90007': 3 }), 'deck.identityCardCount', {
        code: '90007',
        count: 3,
        required: 2,
      });
    });
    it('counts the back face of a double-sided card as the card', () => {
      expectLegal(withSlots(without(nightjarDeck(), '90010a'), { '90010b': 1 }));
    });
    it("fails with another identity's cards", () => {
      expectProblem(withSlots(nightjarDeck(), { '90021': 1 }), 'deck.otherIdentityCard', {
        code: '90021',
        identitySet: 'ironbark',
      });
    });
    it("allows the identity's own set-aside side deck (hero_special), uncounted, but no other identity's", () => {
      const v = expectLegal(withSlots(nightjarDeck(), { '90014': 2 }));
      expect(v.size).toBe(40);
      expectProblem(withSlots(nightjarDeck(), { '90014': 3 }), 'deck.identityCardCount', {
        code: '90014',
        count: 3,
        required: 2,
      });
      expectProblem(withSlots(ironbarkDeck(), { '90014': 1 }), 'deck.otherIdentityCard', {
        code: '90014',
        identitySet: 'nightjar',
      });
    });
  });

  describe('"Choose exactly one aspect … the rest of the deck is cards of that aspect and/or basic cards"', () => {
    it('passes with one aspect plus basic cards', () => {
      const v = expectLegal(nightjarDeck());
      expect(v.aspects).toEqual(['justice']);
      expect(v.aspectCounts).toEqual({ justice: 21 });
    });
    it('infers the aspect when the deck does not name one', () => {
      const v = expectLegal({ ...nightjarDeck(), aspects: [] });
      expect(v.aspects).toEqual(['justice']);
    });
    it("passes with the fifth aspect ('Pool) chosen like any other", () => {
      const d = nightjarDeck();
      const pool = withSlots(without(d, '90110', '90111', '90112', '90113', '90114', '90115', '90116'), {
        '90140': 1,
        '90141': 3,
        '90142': 3,
        '90143': 1,
        '90144': 3,
        '90152': 3,
        '90153': 3,
        '90154': 3,
        '90155': 1,
      });
      expect(expectLegal({ ...pool, aspects: ['pool'] }).aspectCounts).toEqual({ pool: 11 });
    });
    it('fails with a card of another aspect', () => {
      expectProblem(withSlots(nightjarDeck(), { '90100': 1 }), 'deck.offAspect', {
        code: '90100',
        aspect: 'aggression',
        chosen: ['justice'],
      });
    });
    it('fails with two aspects chosen, or an unknown aspect', () => {
      expectProblem({ ...nightjarDeck(), aspects: ['justice', 'protection'] }, 'deck.tooManyAspects', {
        aspects: ['justice', 'protection'],
        max: 1,
      });
      expectProblem({ ...nightjarDeck(), aspects: ['wrath'] }, 'deck.unknownAspect', { aspect: 'wrath' });
    });
    it('reports cards of two aspects when none is named (the larger one is taken as chosen)', () => {
      expectProblem({ ...withSlots(nightjarDeck(), { '90100': 3 }), aspects: [] }, 'deck.offAspect', {
        code: '90100',
        chosen: ['justice'],
      });
    });
  });

  describe('"≤ 3 copies of any non-unique card, by name"', () => {
    it('passes with 3 copies', () => {
      expectLegal(nightjarDeck());
    });
    it('fails with 4 copies', () => {
      expectProblem(withSlots(nightjarDeck(), { '90110': 4 }), 'deck.tooManyCopies', {
        name: 'Clean Sweep',
        codes: ['90110'],
        count: 4,
        max: 3,
      });
    });
    it('counts reprints together (3 of the original + 1 reprint = 4)', () => {
      expectProblem(withSlots(nightjarDeck(), { '92090': 1 }), 'deck.tooManyCopies', {
        name: 'Energy Surge',
        codes: ['90150', '92090'],
        count: 4,
        max: 3,
      });
      expectLegal(withSlots(nightjarDeck(), { '90150': 1, '92090': 2, '90151': 1 }));
    });
  });

  describe('"≤ 1 copy of any unique card, by name, counting the identity card too"', () => {
    it('passes with one copy of a unique ally', () => {
      expectLegal(withSlots(nightjarDeck(), { '90157': 1, '90151': 0 }));
    });
    it('fails with two copies of a unique card', () => {
      expectProblem(withSlots(nightjarDeck(), { '90157': 2, '90151': 0, '90150': 2 }), 'deck.tooManyUnique', {
        name: 'Helpful Stranger',
        count: 2,
        max: 1,
      });
    });
    it("fails with a unique card of the identity's name and alter-ego", () => {
      expectProblem(withSlots(nightjarDeck(), { '90170': 1, '90151': 0 }), 'deck.tooManyUnique', {
        name: 'Nightjar',
        subname: 'Ada Quill',
        count: 2,
        withIdentity: true,
      });
    });
    it('"Unique cards with the same name but a different subtitle or alter-ego may both be included"', () => {
      const v = expectLegal(withSlots(nightjarDeck(), { '90171': 1, '90151': 0 }));
      expect(v.warnings).toEqual([]);
    });
    it('warns (without failing) when a same-named unique card has no subtitle: they cannot be in play together', () => {
      const v = expectLegal(withSlots(ironbarkDeck(), { '90172': 1, '90153': 2 }));
      expect(v.warnings).toEqual([
        { code: 'deck.uniqueNameClash', params: { name: 'Ironbark', codes: ['90020a', '90172'] } },
      ]);
    });
    it('counts a unique reprint with its original', () => {
      expectProblem(withSlots(ironbarkDeck(), { '90102': 1, '92092': 1 }), 'deck.tooManyUnique', {
        name: 'Rumble Kid',
        codes: ['90102', '92092'],
        count: 2,
      });
    });
  });

  describe('"Max X per deck" overrides the copy cap', () => {
    it('passes at the limit', () => {
      expectLegal({ ...twinViperDeck() });
      expectLegal(withSlots(twinViperDeck(), { '90105': 2 }));
    });
    it('fails above "Max 1 per deck" and "Max 2 per deck"', () => {
      expectProblem(withSlots(twinViperDeck(), { '90106': 2, '90151': 1 }), 'deck.tooManyCopies', {
        name: 'Fury Engine',
        count: 2,
        max: 1,
      });
      expectProblem(withSlots(twinViperDeck(), { '90105': 3, '90151': 1 }), 'deck.tooManyCopies', {
        name: 'Uproar',
        count: 3,
        max: 2,
      });
    });
  });

  describe('"Team-Up cards may be included only if the identity is one of the two named characters"', () => {
    it('passes when the identity is named by hero name or by alter-ego name', () => {
      expectLegal(withSlots(nightjarDeck(), { '90160': 1, '90151': 0 }));
      expectLegal(withSlots(ironbarkDeck(), { '90160': 1, '90153': 2 })); // named as "Tomas Reed"
    });
    it('passes when named as "Hero/Alter-ego" and the identity is that pair', () => {
      expectLegal(withSlots(twinViperDeck(), { '90161': 1, '90151': 1 }));
    });
    it('fails for any other identity', () => {
      expectProblem(withSlots(nightjarDeck(), { '90161': 1, '90151': 0 }), 'deck.teamUp', {
        code: '90161',
        characters: ['Twin Viper/Lena Sorel', 'Gale Runner'],
      });
      expectProblem(withSlots(prismSageDeck(), { '90160': 1 }), 'deck.teamUp', { code: '90160' });
    });
  });

  describe('"Follow any deck-building requirements printed on the identity card" (deck_options)', () => {
    it('Grove allies from any aspect (type + trait, case-insensitive): passes', () => {
      const v = expectLegal(ironbarkDeck());
      expect(v.aspectCounts).toEqual({ protection: 19 }); // the admitted Justice allies are not aspect cards of the deck
    });
    it('Grove allies from any aspect: fails for a non-Grove ally of another aspect', () => {
      expectProblem(withSlots(ironbarkDeck(), { '90112': 1 }), 'deck.offAspect', { code: '90112' });
    });
    it('Grove allies from any aspect: fails for a Grove card that is not an ally', () => {
      expectProblem(withSlots(ironbarkDeck(), { '90104': 1 }), 'deck.offAspect', { code: '90104' });
    });
    it('up to 4 Attack/Thwart events from other aspects (limit): passes at 4', () => {
      expectLegal(galeRunnerDeck());
    });
    it('up to 4 Attack/Thwart events from other aspects (limit): fails at 5', () => {
      expectProblem(withSlots(galeRunnerDeck(), { '90114': 1 }), 'deck.deckOptionLimit', {
        identity: '92001a',
        option: 0,
        count: 5,
        limit: 4,
      });
    });
    it('2 Guild support titles from other aspects (name_limit): passes with 2 titles at full copies', () => {
      expectLegal(ledgerDeck());
    });
    it('2 Guild support titles from other aspects (name_limit): fails with a third title', () => {
      expectProblem(withSlots(ledgerDeck(), { '90133': 1 }), 'deck.deckOptionLimit', {
        identity: '92020a',
        count: 3,
        nameLimit: 2,
      });
    });
    it('events with a printed energy resource from any aspect (resource): passes', () => {
      expectLegal(voltWardenDeck());
    });
    it('events with a printed energy resource from any aspect: fails for an event without one', () => {
      expectProblem(withSlots(voltWardenDeck(), { '90116': 1 }), 'deck.offAspect', { code: '90116' });
    });
    it('player side schemes from any aspect (type only): passes, and other types still fail', () => {
      expectLegal(rookDeck());
      expectProblem(withSlots(rookDeck(), { '90100': 1 }), 'deck.offAspect', { code: '90100' });
    });
    it('an option with keys the validator does not know admits nothing', () => {
      const cat = structuredClone(catalog);
      const hero = cat.cards.find((c) => c.code === '90020a');
      if (!hero) throw new Error('fixture');
      hero.deckOptions = [{ trait: ['grove'], type: ['ally'], unsupported: ['level'] }];
      expect(validateDeck(ironbarkDeck(), cat).problems).toContainEqual(
        expect.objectContaining({ code: 'deck.offAspect', params: expect.objectContaining({ code: '90115' }) }),
      );
    });
  });

  describe('FAQ Jessica Drew "Double Agent": two aspects with equal card counts (deck_requirements aspects: 2)', () => {
    it('passes with two aspects in equal counts', () => {
      const v = expectLegal(twinViperDeck());
      expect(v.aspectCounts).toEqual({ aggression: 15, justice: 15 });
    });
    it('passes with the two aspects inferred from the cards', () => {
      expect(expectLegal({ ...twinViperDeck(), aspects: [] }).aspects.sort()).toEqual(['aggression', 'justice']);
    });
    it('fails with unequal counts', () => {
      expectProblem(withSlots(twinViperDeck(), { '90106': 0, '90151': 3 }), 'deck.aspectsUnequal', {
        counts: { aggression: 14, justice: 15 },
        aspects: 2,
      });
    });
    it('fails with a single aspect', () => {
      const d = withSlots(without(twinViperDeck(), '90110', '90111', '90112', '90113', '90114'), {
        '90152': 3,
        '90153': 3,
        '90154': 3,
        '90155': 3,
        '90156': 3,
      });
      expectProblem({ ...d, aspects: ['aggression'] }, 'deck.aspectsUnequal', {
        counts: { aggression: 15 },
        aspects: 2,
      });
    });
    it('fails with a third aspect', () => {
      expectProblem(withSlots(twinViperDeck(), { '90130': 1 }), 'deck.offAspect', {
        code: '90130',
        chosen: ['aggression', 'justice'],
      });
      expectProblem({ ...twinViperDeck(), aspects: ['aggression', 'justice', 'protection'] }, 'deck.tooManyAspects', {
        max: 2,
      });
    });
  });

  describe('Identity requirement "equal number of cards from all 4 aspects, at most 1 copy of any non-identity card" (aspects: 4, limit: 1)', () => {
    it('passes with 7 cards of each aspect, one copy each', () => {
      const v = expectLegal(prismSageDeck());
      expect(v.aspectCounts).toEqual({ aggression: 7, justice: 7, leadership: 7, protection: 7 });
    });
    it('fails with 2 copies of a card (while its own set cards keep their counts)', () => {
      expectProblem(withSlots(prismSageDeck(), { '90150': 2 }), 'deck.tooManyCopies', {
        name: 'Energy Surge',
        count: 2,
        max: 1,
      });
    });
    it('fails with unequal aspects', () => {
      expectProblem(withSlots(prismSageDeck(), { '90100': 0, '90159': 1 }), 'deck.aspectsUnequal', { aspects: 4 });
    });
  });

  describe('"Not for player decks": encounter, nemesis, obligation and campaign cards', () => {
    it.each([
      ['90202', 'deck.encounterCard', 'a villain-set (scenario) card'],
      ['90210', 'deck.encounterCard', 'a modular-set card'],
      ['90211', 'deck.encounterCard', 'a basic ally inside a modular set'],
      ['90220', 'deck.encounterCard', 'a standard-set card'],
      ['94010', 'deck.encounterCard', 'a basic card of a leader set'],
      ['90012', 'deck.nemesisCard', "the identity's own nemesis minion"],
      ['90011', 'deck.obligationCard', "the identity's own obligation"],
      ['94001', 'deck.campaignCard', 'a campaign-specific card'],
    ] as Array<[string, DeckProblem['code'], string]>)('fails with %s (%s: %s)', (code, problemCode) => {
      expectProblem(withSlots(nightjarDeck(), { [code]: 1 }), problemCode, { code });
    });
    it('passes with none of them (the legal decks above)', () => {
      expectLegal(nightjarDeck());
    });
  });

  describe('slots', () => {
    it('fails on unknown codes and bad quantities without throwing', () => {
      expectProblem(withSlots(nightjarDeck(), { '99998': 1 }), 'deck.unknownCard', { code: '99998' });
      expectProblem(withSlots(nightjarDeck(), { '90152': -1 }), 'deck.badQuantity', { code: '90152', quantity: -1 });
      expectProblem(withSlots(nightjarDeck(), { '90152': 1.5 }), 'deck.badQuantity');
      expect(() =>
        validateDeck({ identity: null, aspects: null, slots: null } as unknown as McDeck, catalog),
      ).not.toThrow();
    });
    it('reports every problem of a bad deck at once, naming cards by code', () => {
      const v = check({ identity: '90001a', aspects: [], slots: { '90100': 4, '90110': 1, '90011': 1 } });
      const codes = v.problems.map((p) => p.code);
      expect(codes).toEqual(
        expect.arrayContaining([
          'deck.identityCardCount',
          'deck.offAspect',
          'deck.obligationCard',
          'deck.tooManyCopies',
          'deck.tooFewCards',
        ]),
      );
      for (const p of v.problems) expect(JSON.stringify(p.params)).not.toMatch(/ must | should /);
    });
  });
});
