/**
 * Text folding for matching what people type: case- and accent-insensitive keys that also equate
 * the letters people type interchangeably — Turkish İ/i/I/ı all become "i", German ß/ẞ become "ss",
 * Hungarian ő/ű become o/u (double acute is a combining mark), a few ligatures and stroke letters are
 * spelled out, and typographic quotes and dashes become their ASCII forms. Locale-independent on
 * purpose: a Turkish user typing "istanbul" and a German one typing "ISTANBUL" find the same card.
 */

const SPECIAL: Record<string, string> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u02bc': "'",
  '\u00b4': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g');
const MARKS_RE = /\p{M}+/gu;
const SPACE_RE = /\s+/g;

/** The folded form of a text: lower case, no diacritics, Turkish i's unified, ß → ss, spaces collapsed. */
export function foldText(text: string): string {
  // NFD splits İ into I + combining dot and ő into o + double acute; dropping marks then lower-casing
  // gives plain ASCII letters for Latin scripts. NFC at the end recomposes Hangul.
  const lowered = text.normalize('NFD').replace(MARKS_RE, '').toLowerCase();
  return lowered
    .replace(SPECIAL_RE, (ch) => SPECIAL[ch] ?? ch)
    .replace(SPACE_RE, ' ')
    .trim()
    .normalize('NFC');
}

/**
 * A value from a user's file as text for a message. `String(v)` throws on objects whose
 * `toString` was overwritten by the data (JSON.parse gives `{"toString": false}` one), so this
 * never calls anything the value carries.
 */
export function shownValue(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value) ?? Object.prototype.toString.call(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
