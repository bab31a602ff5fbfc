import { describe, expect, it } from 'vitest';
import { flatten, localeMessages } from '../support/messages';

/**
 * One form of address per language: the UI speaks to the user formally everywhere — German "Sie",
 * Hungarian "Ön", Turkish "siz" — as the shell, the collection, the decks and the campaigns always
 * did, so a message in the informal address (German "du"/"ihr", Hungarian "te", Turkish "sen") does
 * not slip back in next to them. Every message file, the shell's and each domain folder's.
 */

/** Every message of one language, placeholders removed. */
function messagesOf(lang: string): Map<string, string> {
  return new Map([...flatten(localeMessages(lang))].map(([key, text]) => [key, text.replace(/\{[^}]*\}/g, ' ')]));
}

/** A whole word (letters only, so "dir" is not found in "Direkt" nor "du" in "Dunland"). */
const words = (list: string[]): RegExp => new RegExp(`(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`, 'iu');

/**
 * German informal address: the pronouns of "du" and "ihr" (the plural "ihr" itself is left out — it is
 * also "her"/"their"), the second-person verb forms the messages would use, and the informal imperatives
 * of the verbs the prompts use (their formal forms are "Wählen Sie", "Legen Sie", …).
 */
const GERMAN_INFORMAL = words([
  'du',
  'dich',
  'dir',
  'dein\\p{L}*',
  'euch',
  'euer',
  'eur\\p{L}+',
  'bist',
  'hast',
  'kannst',
  'willst',
  'musst',
  'darfst',
  'weißt',
  'möchtest',
  'habt',
  'seid',
  'wähle',
  'nimm',
  'gib',
  'lege',
  'ziehe',
  'triff',
  'behalte',
  'bestimme',
  'bestätige',
  'beantworte',
  'durchsuche',
  'importiere',
  'korrigiere',
  'behebe',
]);

/**
 * Hungarian informal address, the forms that cannot be anything else: the pronoun "te" and its cases,
 * the second-person potential ("kiiktathatsz", "visszavonhatod"), and the informal imperatives the
 * prompts used ("válassz", "válaszd ki", "húzz", "tegyél", …; formal "válasszon", "válassza ki").
 * The "-d" possessive ("kártyád") is left out: too many nouns end in "d".
 */
const HUNGARIAN_INFORMAL = words([
  'te',
  'neked',
  'téged',
  'veled',
  'rád',
  'tőled',
  'nálad',
  'általad',
  'magad',
  '\\p{L}+(?:hatsz|hetsz)',
  '\\p{L}{2,}(?:hatod|heted)',
  'válassz',
  'válaszd',
  'húzz',
  'tegyél',
  'vegyél',
  'dobj',
  'használj',
  'fizess',
  'mozgass',
  'koppints',
  'kattints',
  'játssz',
  'szeretnél',
  'akarsz',
]);

/**
 * Turkish informal address, the forms that cannot be anything else: the pronoun "sen" and its cases,
 * and the second-person singular verb endings (-abilirsin, -malısın, -iyorsun, the question "misin").
 * The bare imperative ("seç") is left out: Turkish buttons use it in the formal UI too ("Kaydet").
 */
const TURKISH_INFORMAL = words([
  'sen',
  'seni',
  'sana',
  'senin',
  'sende',
  'senden',
  'seninle',
  'sensin',
  '\\p{L}+(?:abilirsin|ebilirsin|amazsın|emezsin|malısın|melisin|ıyorsun|iyorsun|uyorsun|üyorsun)',
  'mısın',
  'misin',
  'musun',
  'müsün',
]);

describe('form of address', () => {
  it('the German pattern finds the informal forms and leaves the formal ones', () => {
    for (const informal of [
      'Willst du tauschen?',
      'Deine Ereigniskarten',
      'Das steht dir nicht zu.',
      'Wähle die Karte.',
      'Spielt mit eurer Schachtel.',
    ])
      expect(GERMAN_INFORMAL.test(informal), informal).toBe(true);
    for (const formal of [
      'Möchten Sie tauschen?',
      'Ihre Ereigniskarten',
      'Das steht Ihnen nicht zu.',
      'Wählen Sie die Karte.',
      'Direkt in Dunland wählen',
    ])
      expect(GERMAN_INFORMAL.test(formal), formal).toBe(false);
  });

  it('every German message uses the formal "Sie"', () => {
    const informal = [...messagesOf('de')]
      .filter(([, text]) => GERMAN_INFORMAL.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(informal).toEqual([]);
  });

  it('the Hungarian and Turkish patterns find the informal forms and leave the formal ones', () => {
    for (const informal of ['Válaszd ki az új Vezetőt.', 'Csak te tudod.', 'Csak akkor passzolhatsz, ha…'])
      expect(HUNGARIAN_INFORMAL.test(informal), informal).toBe(true);
    for (const formal of [
      'Válassza ki az új Vezetőt.',
      'Csak Ön tudja.',
      'Csak akkor passzolhat, ha…',
      'a hatodik kör',
    ])
      expect(HUNGARIAN_INFORMAL.test(formal), formal).toBe(false);
    for (const informal of ['Sıra sende değil.', 'Bunun bedelini ödeyemezsin.', 'takas edecek misin?'])
      expect(TURKISH_INFORMAL.test(informal), informal).toBe(true);
    for (const formal of ['Sıra sizde değil.', 'Bunun bedelini ödeyemezsiniz.', 'takas edecek misiniz?', 'Kaydet'])
      expect(TURKISH_INFORMAL.test(formal), formal).toBe(false);
  });

  it('every Hungarian message uses the formal "Ön" and every Turkish one "siz"', () => {
    const informal = [
      ...[...messagesOf('hu')].filter(([, text]) => HUNGARIAN_INFORMAL.test(text)),
      ...[...messagesOf('tr')].filter(([, text]) => TURKISH_INFORMAL.test(text)),
    ].map(([where, text]) => `${where}: ${text}`);
    expect(informal).toEqual([]);
  });
});
