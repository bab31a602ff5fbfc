import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/api/types';
import { DECK_PROBLEM_CODES, FORMAT_PROBLEM_CODES, validateDeck } from '../../../core/games/marvel-champions';
import {
  deckProblemText,
  formatProblemText,
  codesIn,
  type NameSource,
} from '../../../renderer/src/games/marvel-champions/decks/problems';
import { createAppI18n } from '../../../renderer/src/i18n';
import { fixtureCatalog, nightjarDeck } from '../../fixtures/marvel-champions/decks';

/**
 * Every deck problem code (core decks/model.ts DECK_PROBLEM_CODES) and every deck-file problem code
 * (decks/formats/common.ts FORMAT_PROBLEM_CODES) has a message in every language, with every
 * param shape the core emits (one sample per variant), and the message names the cards — in the
 * user's language, through the name source — and leaves no placeholder unfilled.
 */

/** Names as the builder would give them: the code's card name in the UI language. */
const NAMES: Record<string, string> = {
  '90001a': 'Nachtschwalbe',
  '90100': 'Großer Wurf',
  '90101': 'Iron Knuckles',
  '90102': 'Rumble Kid (Tess Dunn)',
  '90103': 'Smash Plan',
  '90110': 'Clean Sweep',
  '90003': 'Hush Step',
  '92001a': 'Gale Runner',
  '90170': 'Nightjar (Ada Quill)',
  '90171': 'Nightjar (Kit Moreau)',
  '90011': 'Late Shift',
};
const names: NameSource = {
  card: (code, fallback) => NAMES[code] ?? fallback ?? code,
  aspect: (a) => `«${a}»`,
  type: (tc) => `‹${tc}›`,
  identitySet: (s) => `[${s}]`,
  list: (items) => items.join(' + '),
};

/** Params as the core emits them, one entry per variant of a code. */
const DECK_SAMPLES: Record<(typeof DECK_PROBLEM_CODES)[number], Array<Record<string, unknown>>> = {
  'deck.noIdentity': [{}],
  'deck.unknownIdentity': [{ code: '99999' }],
  'deck.notAnIdentity': [{ code: '90100' }],
  'deck.multipleIdentities': [{ codes: ['90001a', '92001a'] }],
  'deck.identityCopies': [{ code: '90001a', count: 2 }],
  'deck.unknownCard': [{ code: '99998' }],
  'deck.badQuantity': [{ code: '90100', quantity: -1 }],
  'deck.tooFewCards': [{ count: 38, min: 40 }],
  'deck.tooManyCards': [{ count: 52, max: 50 }],
  'deck.identityCardCount': [{ code: '90003', name: 'Hush Step', count: 2, required: 3 }],
  'deck.otherIdentityCard': [{ code: '90003', name: 'Hush Step', identitySet: 'nightjar' }],
  'deck.unknownAspect': [{ aspect: 'sloth' }],
  'deck.tooManyAspects': [{ aspects: ['justice', 'aggression'], max: 1 }],
  'deck.offAspect': [
    { code: '90100', name: 'Brick Toss', aspect: 'aggression', chosen: ['justice'] },
    { code: '90100', name: 'Brick Toss', aspect: 'aggression', chosen: [] },
  ],
  'deck.aspectsUnequal': [{ counts: { aggression: 15, justice: 12 }, aspects: 2 }],
  'deck.deckOptionLimit': [
    { identity: '92001a', option: 0, codes: ['90100', '90110'], count: 5, limit: 4 },
    { identity: '92001a', option: 0, codes: ['90100', '90110'], count: 3, nameLimit: 2 },
  ],
  'deck.tooManyCopies': [{ name: 'Brick Toss', subname: null, codes: ['90100'], count: 4, max: 3 }],
  'deck.tooManyUnique': [
    { name: 'Rumble Kid', subname: 'Tess Dunn', codes: ['90102', '92092'], count: 2, max: 1, withIdentity: false },
    { name: 'Nightjar', subname: 'Ada Quill', codes: ['90170'], count: 2, max: 1, withIdentity: true },
  ],
  'deck.teamUp': [{ code: '90101', name: 'Iron Knuckles', characters: ['Nightjar', 'Tomas Reed'] }],
  'deck.encounterCard': [{ code: '90101', name: 'Gear Hound', setType: 'modular' }],
  'deck.nemesisCard': [{ code: '90101', name: 'Hollow Crow' }],
  'deck.obligationCard': [{ code: '90011', name: 'Late Shift' }],
  'deck.campaignCard': [{ code: '90101', name: "Keeper's Key" }],
  'deck.notPlayerCard': [{ code: '90101', name: 'Clockmaker', typeCode: 'villain', factionCode: 'encounter' }],
  'deck.notOwned': [{ code: '90100', name: 'Brick Toss', need: 3, have: 1 }],
  'deck.notFree': [{ code: '90100', name: 'Brick Toss', need: 3, have: 0 }],
  'deck.uniqueNameClash': [{ name: 'Nightjar', codes: ['90001a', '90170'] }],
};

const FORMAT_SAMPLES: Record<(typeof FORMAT_PROBLEM_CODES)[number], Array<Record<string, unknown>>> = {
  'format.invalidJson': [{}],
  'format.invalidXml': [{ at: 12 }],
  'format.notADeck': [{}],
  'format.unknownIdentity': [{ code: '99999' }, { name: 'Nobody', line: 2 }],
  'format.ambiguousIdentity': [{ name: 'Nightjar', codes: ['90001a', '90170'], line: 2 }],
  'format.unknownCard': [{ code: '99999' }, { id: 'bbbbbbbb-0000', name: 'Lost Card' }],
  'format.badQuantity': [
    { code: '90100', quantity: 120 },
    { line: 7, quantity: 'lots' },
  ],
  'format.unknownAspect': [{ aspect: 'sloth' }],
  'format.unknownLine': [{ line: 4, text: 'hello there' }],
  'format.ambiguousName': [{ line: 9, name: 'Nightjar', codes: ['90170', '90171'], chosen: '90170' }],
  'format.resolvedByName': [{ id: 'bbbbbbbb-1111', name: 'Brick Toss', code: '90100' }],
  'format.noOctgnId': [{ code: '90103' }],
  'format.tooManyCards': [{ count: 612, max: 500 }],
  'format.noCardsRecognized': [{ lines: 3 }],
  'format.wrongType': [{ field: 'hero_code' }],
};

const i18n = createAppI18n('en');
const { t, te } = i18n.global;

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]))];
}

function messageOf(locale: string, key: string): string | null {
  const tree = i18n.global.getLocaleMessage(locale) as Record<string, unknown>;
  let at: unknown = tree;
  for (const part of key.split('.'))
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === 'string' ? at : null;
}

/** A problem's message under `prefix` exists in every UI language, each placeholder filled, none left in English. */
function expectEveryLanguage(m: { key: string; params: Record<string, unknown> }, prefix: string): void {
  expect(m.key.startsWith(prefix)).toBe(true);
  for (const locale of LOCALES) {
    const text = messageOf(locale, m.key);
    expect(text, `${locale}: ${m.key}`).not.toBeNull();
    const missing = placeholders(text!).filter((p) => !(p in m.params));
    expect(missing, `${locale}: ${m.key} needs ${missing}`).toEqual([]);
  }
  expect(t(m.key, m.params)).not.toMatch(/[{}]/);
}

describe('deck problem messages (every DECK_PROBLEM_CODES code, digest §4.1)', () => {
  it('has samples for exactly the codes the core emits', () => {
    expect(Object.keys(DECK_SAMPLES).sort()).toEqual([...DECK_PROBLEM_CODES].sort());
  });

  for (const code of DECK_PROBLEM_CODES) {
    it(`${code}: a message in every language, every placeholder filled`, () => {
      for (const params of DECK_SAMPLES[code]) {
        expectEveryLanguage(deckProblemText({ code, params }, names), 'mc.deckProblems.');
      }
    });
  }

  it('names cards in the user language through the name source, not the English name in the params', () => {
    const off = deckProblemText(
      {
        code: 'deck.offAspect',
        params: { code: '90100', name: 'Brick Toss', aspect: 'aggression', chosen: ['justice'] },
      },
      names,
    );
    expect(off.key).toBe('mc.deckProblems.offAspect');
    expect(off.params).toMatchObject({ card: 'Großer Wurf', aspect: '«aggression»', chosen: '«justice»' });
    expect(off.codes).toEqual(['90100']);
    expect(t(off.key, off.params)).toBe(
      'Großer Wurf is from the «aggression» aspect, but the deck plays «justice» (and basic).',
    );
  });

  it('falls back to the English name for a card the name source does not know', () => {
    const m = deckProblemText(
      { code: 'deck.identityCardCount', params: { code: '77777', name: 'Unknown Thing', count: 1, required: 2 } },
      names,
    );
    expect(m.params.card).toBe('Unknown Thing');
  });

  it('names a copy-limit problem by its first printing (with subtitle) and lists option cards once each', () => {
    const copies = deckProblemText(
      {
        code: 'deck.tooManyUnique',
        params: {
          name: 'Rumble Kid',
          subname: 'Tess Dunn',
          codes: ['90102', '92092'],
          count: 2,
          max: 1,
          withIdentity: false,
        },
      },
      names,
    );
    expect(copies.params.card).toBe('Rumble Kid (Tess Dunn)');
    expect(copies.codes).toEqual(['90102', '92092']);
    const option = deckProblemText(
      {
        code: 'deck.deckOptionLimit',
        params: { identity: '92001a', codes: ['90100', '90100', '90110'], count: 5, limit: 4 },
      },
      names,
    );
    expect(option.params).toMatchObject({
      identity: 'Gale Runner',
      cards: 'Großer Wurf + Clean Sweep',
      limit: 4,
      count: 5,
    });
    const titles = deckProblemText(
      { code: 'deck.deckOptionLimit', params: { identity: '92001a', codes: ['90100'], count: 3, nameLimit: 2 } },
      names,
    );
    expect(titles.key).toBe('mc.deckProblems.deckOptionNameLimit');
  });

  it('says which identity an identity card belongs to, and shows aspect counts', () => {
    const other = deckProblemText(
      { code: 'deck.otherIdentityCard', params: { code: '90003', name: 'Hush Step', identitySet: 'nightjar' } },
      names,
    );
    expect(other.params.identity).toBe('[nightjar]');
    const unequal = deckProblemText(
      { code: 'deck.aspectsUnequal', params: { counts: { aggression: 15, justice: 12 }, aspects: 2 } },
      names,
    );
    expect(unequal.params.counts).toBe('«aggression»: 15 + «justice»: 12');
  });

  it('translates what the real validator reports on the fixture data (too many copies, §4.1 "3 copies by title")', () => {
    const deck = nightjarDeck();
    deck.slots['90110'] = 4;
    const result = validateDeck(deck, fixtureCatalog());
    expect(result.problems.map((p) => p.code)).toContain('deck.tooManyCopies');
    for (const p of [...result.problems, ...result.warnings]) {
      const m = deckProblemText(p, names);
      expect(te(m.key), m.key).toBe(true);
      expect(t(m.key, m.params)).not.toMatch(/[{}]/);
    }
    expect(codesIn(result.problems)).toContain('90110');
  });
});

describe('deck file problem messages (every FORMAT_PROBLEM_CODES code)', () => {
  it('has samples for exactly the codes the formats emit', () => {
    expect(Object.keys(FORMAT_SAMPLES).sort()).toEqual([...FORMAT_PROBLEM_CODES].sort());
  });

  for (const code of FORMAT_PROBLEM_CODES) {
    it(`${code}: a message in every language for each shape of params`, () => {
      for (const params of FORMAT_SAMPLES[code]) {
        expectEveryLanguage(formatProblemText({ code, params }, names), 'mc.formatProblems.');
      }
    });
  }

  it('uses a line variant for text lines and names the chosen card of an ambiguous name', () => {
    expect(formatProblemText({ code: 'format.unknownIdentity', params: { name: 'Nobody', line: 2 } }, names).key).toBe(
      'mc.formatProblems.unknownIdentityLine',
    );
    expect(formatProblemText({ code: 'format.unknownCard', params: { id: 'x', name: 'Lost' } }, names).key).toBe(
      'mc.formatProblems.unknownOctgnCard',
    );
    const amb = formatProblemText(
      {
        code: 'format.ambiguousName',
        params: { line: 9, name: 'Nightjar', codes: ['90170', '90171'], chosen: '90170' },
      },
      names,
    );
    expect(t(amb.key, amb.params)).toBe(
      'Line 9: several cards are called “Nightjar” (Nightjar (Ada Quill) + Nightjar (Kit Moreau)); Nightjar (Ada Quill) was taken.',
    );
    expect(amb.codes).toEqual(['90170']);
  });
});
