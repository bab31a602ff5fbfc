// Search keys for names imported in Cyrillic: case and accents ignored (core/platform/text's
// foldText), and Latin spellings matched whatever romanisation the user types ("Kochevnik",
// "Kocevnik", "Gorynych"/"Gorinich"). A small table instead of a package: the npm packages found
// (transliteration, cyr2lat, transliter) each write one scheme, and matching several schemes needs
// the loose key below anyway (RULINGS.md).
import { foldText } from '../../../platform/text';

const RU_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

/** Russian (and Ukrainian) letters to Latin, one common scheme (BGN-like); other characters kept. */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += RU_LATIN[ch] ?? ch;
  return out;
}

// Variant spellings folded onto one: applied to Latin text, longest first.
const LOOSE: ReadonlyArray<[RegExp, string]> = [
  [/shch|sch|shh/g, 'sh'],
  [/kh|x/g, 'h'],
  [/tsch|tch|ch|cz|tsh/g, 'c'],
  [/ts|tz/g, 'c'],
  [/zh|zs/g, 'z'],
  [/sh|sz/g, 's'],
  // ё is written yo, jo or e
  [/[yj]o/g, 'e'],
  [/[yj]([aeiu])/g, '$1'],
  [/[iy]([aeou])/g, '$1'],
  [/[yj]/g, 'i'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/ck/g, 'k'],
  [/(.)\1+/g, '$1'],
];

/**
 * The loose search key of a text: folded, Cyrillic romanised, variant spellings merged, only
 * letters and digits kept. "Кочевник", "KOCHEVNIK" and "kocevnik" give one key.
 */
export function looseKey(text: string): string {
  // й and ё must be read before foldText strips their marks
  let s = transliterate(text.normalize('NFC'));
  s = foldText(s);
  for (const [re, to] of LOOSE) s = s.replace(re, to);
  return s.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The exact folded key (case and accents ignored, ё = е, й = и), for names typed in Cyrillic. */
export function foldedKey(text: string): string {
  return foldText(text.replace(/ё/gi, 'е'))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
