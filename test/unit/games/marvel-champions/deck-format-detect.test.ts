/** Deck format detection and the by-format parse/export entry points (issue 4 §4 import/export). */
import { describe, expect, it } from 'vitest';
import {
  DECK_FILE_TYPES,
  detectDeckFormat,
  exportDeck,
  MC_DECK_FORMATS,
  parseDeck,
  validateDeck,
} from '../../../../core/games/marvel-champions';
import { fixtureCatalog, nightjarDeck, twinViperDeck } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();

describe('detectDeckFormat', () => {
  it.each([
    ['{"slots":{}}', 'marvelcdb-json'],
    ['  \n\t{ broken json', 'marvelcdb-json'],
    ['[1,2]', 'marvelcdb-json'],
    ['\uFEFF{"hero_code":"90001a"}', 'marvelcdb-json'],
    ['<?xml version="1.0"?><deck/>', 'octgn'],
    ['\n  <deck game="x"></deck>', 'octgn'],
    ['Night Watch\n\nNightjar (Ember Core)\n3x Hush Step', 'text'],
    ['3x Hush Step', 'text'],
    ['', 'text'],
  ])('%j → %s', (content, format) => {
    expect(detectDeckFormat(content)).toBe(format);
  });
});

describe('parseDeck / exportDeck', () => {
  it.each(MC_DECK_FORMATS)('a %s export is detected as itself and reads back to the same cards', (format) => {
    const deck = { ...twinViperDeck(), name: 'Double', description: 'notes' };
    const out = exportDeck(deck, catalog, format);
    expect(detectDeckFormat(out.value)).toBe(format);
    const back = parseDeck(out.value, catalog, undefined, 'Double');
    expect(back.format).toBe(format);
    expect(back.problems).toEqual([]);
    expect(back.deck?.slots).toEqual(deck.slots);
    expect(back.deck?.name).toBe('Double');
    expect(validateDeck(back.deck!, catalog).valid).toBe(true);
  });

  it('uses the given format over detection, and JSON is pretty-printed', () => {
    const json = exportDeck(nightjarDeck(), catalog, 'marvelcdb-json').value;
    expect(json).toContain('\n  "slots"');
    expect(parseDeck(json, catalog, 'octgn').problems.map((p) => p.code)).toEqual(['format.invalidXml']);
  });

  it('names a file type per format', () => {
    expect(DECK_FILE_TYPES).toEqual({
      'marvelcdb-json': { ext: '.json', mime: 'application/json' },
      text: { ext: '.txt', mime: 'text/plain' },
      octgn: { ext: '.o8d', mime: 'application/xml' },
    });
  });
});
