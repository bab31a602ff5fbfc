/**
 * Soft hyphens in the long words of a card name, for the narrow title of a card on the board.
 * `hyphens: auto` hyphenates nothing where the browser has no dictionary (Chromium and so Electron
 * on Linux and Windows), and `overflow-wrap` then splits a long German word anywhere ("Eingespo|nnen").
 * The points are syllable-like, for German, Hungarian and English alike: before the last consonant
 * of a run between two vowels, or before the letter group ending the run (ch, sch, ck, cs, sz, gy…),
 * never leaving fewer than two letters before a point nor three after it.
 */
export const SOFT_HYPHEN = '\u00AD';

const VOWEL = /[aeiouyäöüáéíóőúűàâèêëîïôûœæ]/i;
/**
 * Letter groups a syllable begins with, not split: one sound (German and English, then Hungarian),
 * and a consonant before r or l (Ein-bruch, Pro-gramm); longest first.
 */
const GROUPS = [
  'dzs',
  'sch',
  'ch',
  'ck',
  'ph',
  'th',
  'qu',
  'cs',
  'dz',
  'gy',
  'ly',
  'ny',
  'sz',
  'ty',
  'zs',
  'bl',
  'br',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'kl',
  'kr',
  'pl',
  'pr',
  'tr',
];
/** Words shorter than this stay whole: they fit a card's title. */
const MIN_WORD = 8;

function wordPoints(word: string): number[] {
  const vowel = (i: number) => VOWEL.test(word[i]);
  const points: number[] = [];
  for (let j = 1; j < word.length; j++) {
    if (!vowel(j) || vowel(j - 1)) continue;
    // the consonant run before the vowel at j: [start, j)
    let start = j - 1;
    while (start > 0 && !vowel(start - 1)) start--;
    if (start === 0) continue;
    const lower = word.slice(start, j).toLowerCase();
    const group = GROUPS.find((g) => lower.endsWith(g) && g.length <= lower.length);
    const at = group ? j - group.length : j - 1;
    if (at >= 2 && word.length - at >= 3) points.push(at);
  }
  return points;
}

/** `text` with soft hyphens at the syllable-like points of its words of eight letters or more. */
export function hyphenate(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    if (word.length < MIN_WORD) return word;
    let out = '';
    let from = 0;
    for (const at of wordPoints(word)) {
      out += word.slice(from, at) + SOFT_HYPHEN;
      from = at;
    }
    return out + word.slice(from);
  });
}
