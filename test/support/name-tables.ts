// Checks shared by the tests of a game's name tables (War of the Ring's region and character names): every
// table lists only known ids with names of their own, no two ids share a name in a language, and message
// texts do not keep an English name a table translates.
import { expect } from 'vitest';
import { flatten, type Tree } from './messages';

type Tables = Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>;

/** Each table's ids are among `english`'s, each with a trimmed name other than the English one. */
export function expectOwnNames(tables: Tables, english: ReadonlyMap<string, string>): void {
  for (const [lang, table] of Object.entries(tables))
    for (const [id, name] of Object.entries(table)) {
      expect(english.has(id), `${lang} ${id}`).toBe(true);
      expect(name, `${lang} ${id}`).not.toBe(english.get(id));
      expect(name, `${lang} ${id}`).toBe(name!.trim());
    }
}

/** No two of `ids` get the same name (case aside) in any of `langs`. */
export function expectDistinctNames(
  ids: readonly string[],
  langs: readonly string[],
  nameOf: (id: string, lang: string) => string,
): void {
  for (const lang of langs) {
    const seen = new Map<string, string>();
    for (const id of ids) {
      const name = nameOf(id, lang).toLocaleLowerCase(lang);
      expect(seen.get(name), `${lang}: ${name} (${id})`).toBeUndefined();
      seen.set(name, id);
    }
  }
}

/** Every message of a message file. */
export const messageTexts = (tree: unknown): string[] => [...flatten(tree as Tree).values()];

/**
 * Whether `text` names `name` at the start of a word (not after an apostrophe); `wholeWord`: not followed by a
 * letter either (otherwise any ending counts: German "Striders", Hungarian "Gollumot").
 */
export function mentions(text: string, name: string, wholeWord: boolean): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}'])${escaped}${wholeWord ? '(?![\\p{L}])' : ''}`, 'u').test(text);
}
