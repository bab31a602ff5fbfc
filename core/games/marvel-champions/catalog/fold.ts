/**
 * Search folding: case- and accent-insensitive keys that also equate the letters people type
 * interchangeably — Turkish İ/i/I/ı all become "i", German ß/ẞ become "ss", Hungarian ő/ű become
 * o/u (double acute is a combining mark), a few ligatures and stroke letters are spelled out, and
 * typographic quotes and dashes become their ASCII forms. Locale-independent on purpose: a Turkish
 * user typing "istanbul" and a German one typing "ISTANBUL" find the same card.
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
const NON_ALNUM_RE = /[^\p{L}\p{N}]+/gu;

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

/** Folded and stripped of everything but letters and digits: "Spider-Man" ≡ "spiderman", "T'Challa" ≡ "tchalla". */
export function foldCompact(text: string): string {
  return foldText(text).replace(NON_ALNUM_RE, '');
}

/** True when the folded `needle` occurs in the folded `haystack`, or their compact forms do. */
export function foldedIncludes(haystack: string, needle: string): boolean {
  const h = foldText(haystack);
  const n = foldText(needle);
  if (h.includes(n)) return true;
  const nc = n.replace(NON_ALNUM_RE, '');
  return nc.length > 0 && h.replace(NON_ALNUM_RE, '').includes(nc);
}

/** Comparison key of a trait: folded, dots removed ("S.H.I.E.L.D." ≡ "shield"). */
export function traitKey(trait: string): string {
  return foldText(trait).replace(/\./g, '').trim();
}

/**
 * Splits a MarvelCDB traits string ("Avenger. S.H.I.E.L.D. Spy.") into traits. A trait ends at a dot
 * followed by white space or the end; acronyms with inner dots stay whole and keep their dots,
 * other traits lose the terminating dot.
 */
export function splitTraits(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const piece of raw.trim().split(/(?<=\.)\s+/)) {
    const t = piece.trim();
    if (!t) continue;
    const inner = t.slice(0, -1);
    const trait = t.endsWith('.') && !inner.includes('.') ? inner.trim() : t;
    if (trait) out.push(trait);
  }
  return out;
}

/** Key of a card title (name + subtitle), the unit of copy limits and uniqueness. */
export function titleKey(name: string, subname: string | null | undefined): string {
  return `${foldText(name)}\u0000${subname ? foldText(subname) : ''}`;
}
