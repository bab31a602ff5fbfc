/** Parsers and the validator never throw, whatever they are given (property tests). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseDeckText,
  parseMarvelCdb,
  parseMarvelCdbDeck,
  parseOctgnDeck,
  parseSearchQuery,
  searchCards,
  validateDeck,
  type McDeck,
} from '../../../../core/games/marvel-champions';
import { fixtureCatalog } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();
const codes = catalog.cards.map((c) => c.code);
const someCode = fc.oneof(fc.constantFrom(...codes), fc.string({ maxLength: 8 }));

describe('robustness', () => {
  it('deck parsers accept any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        parseDeckText(s, catalog);
        parseOctgnDeck(s, catalog);
        parseMarvelCdbDeck(s, catalog);
      }),
      { numRuns: 300 },
    );
  });

  it('deck parsers accept near-miss documents', () => {
    const xmlish = fc
      .array(
        fc.constantFrom(
          '<deck>',
          '</deck>',
          '<section name="Hero">',
          '</section>',
          '<card qty="2" id="x">',
          '</card>',
          'Jolt',
          '<![CDATA[',
          ']]>',
          '<!--',
          '-->',
          '&amp;',
          '&#x41;',
          '<card/>',
          '"',
          "'",
        ),
        { maxLength: 30 },
      )
      .map((p) => p.join(''));
    const textish = fc
      .array(
        fc.constantFrom(
          '2x ',
          'Jolt',
          ' (Ember Core)',
          ':',
          'Nightjar',
          '\n',
          'Packs:',
          'Aspect: Justice',
          ' x3',
          'Events',
        ),
        { maxLength: 30 },
      )
      .map((p) => p.join(''));
    fc.assert(
      fc.property(xmlish, textish, fc.jsonValue({ maxDepth: 3 }), (x, t, j) => {
        parseOctgnDeck(x, catalog);
        parseDeckText(t, catalog);
        parseMarvelCdbDeck(j, catalog);
        parseMarvelCdbDeck({ investigator_code: '90001a', slots: j, meta: j }, catalog);
      }),
      { numRuns: 300 },
    );
  });

  it('a quantity whose toString the file overwrote is a bad-quantity problem, not a crash (CI seed 1396155949)', () => {
    const hostile = JSON.parse('{"toString": false}') as unknown;
    const parsed = parseMarvelCdbDeck({ investigator_code: '90001a', slots: { x: hostile } }, catalog);
    expect(parsed.problems).toContainEqual({
      code: 'format.badQuantity',
      params: { code: 'x', quantity: '{"toString":false}' },
    });
    const checked = validateDeck({ identity: null, aspects: [], slots: { x: hostile } } as unknown as McDeck, catalog);
    expect(checked.problems.map((p) => p.code)).toContain('deck.badQuantity');
  });

  it('the importer accepts any records', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
        fc.array(
          fc.dictionary(
            fc.constantFrom(
              'code',
              'pack_code',
              'position',
              'quantity',
              'name',
              'type_code',
              'faction_code',
              'duplicate_of',
              'back_link',
              'deck_options',
              'traits',
              'set_code',
            ),
            fc.jsonValue({ maxDepth: 1 }),
          ),
          { maxLength: 8 },
        ),
        (top, cards) => {
          const cat = parseMarvelCdb({
            'packs.json': top,
            'pack/ember.json': cards,
            'translations/de/pack/ember.json': cards,
          });
          expect(Array.isArray(cat.cards)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the validator and search accept any deck and query', () => {
    const deck = fc.record({
      identity: fc.oneof(fc.constant(null), someCode),
      aspects: fc.array(fc.constantFrom('justice', 'aggression', 'pool', 'basic', 'x'), { maxLength: 3 }),
      slots: fc.dictionary(someCode, fc.oneof(fc.integer({ min: -2, max: 60 }), fc.double())),
    });
    fc.assert(
      fc.property(deck, fc.string({ maxLength: 60 }), (d, q) => {
        const v = validateDeck(d as McDeck, catalog);
        expect(v.valid).toBe(v.problems.length === 0);
        parseSearchQuery(q);
        searchCards(catalog, q, { lang: 'de' });
      }),
      { numRuns: 300 },
    );
  });
});
