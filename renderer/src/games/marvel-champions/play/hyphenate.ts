/**
 * Soft hyphens in the long words of a card name, for the narrow title of a card on the board.
 * `hyphens: auto` hyphenates nothing where the browser has no dictionary (Chromium, and so Electron, on
 * Linux and Windows), and `overflow-wrap` then splits a long German word anywhere ("Eingespo|nnen"). The
 * points are the language's TeX hyphenation patterns (the `hyphen` package), loaded the first time a
 * language is asked for; until they are, a name is returned as it is, and the title is drawn again when
 * they arrive (the table of loaded languages is reactive).
 */
import type * as EnUs from 'hyphen/en-us/index.js';
import { shallowRef } from 'vue';

export const SOFT_HYPHEN = '\u00AD';

/** Words shorter than this stay whole: they fit a card's title. */
const MIN_WORD = 8;

/** A language's module (lib/hyphen.d.ts); bundled CommonJS may come as its default export only. */
type Module = Partial<typeof EnUs>;
type Hyphenate = typeof EnUs.hyphenateSync;

/** The patterns of each UI language (German: the 1996 spelling); any other language uses English. */
const LOADERS: Readonly<Record<string, () => Promise<Module>>> = {
  en: () => import('hyphen/en-us/index.js'),
  de: () => import('hyphen/de-1996/index.js'),
  hu: () => import('hyphen/hu/index.js'),
  tr: () => import('hyphen/tr/index.js'),
};

const loaded = shallowRef<Readonly<Record<string, Hyphenate>>>({});
const pending = new Map<string, Promise<void>>();

const languageOf = (lang: string) => (LOADERS[lang] ? lang : 'en');

/** Loads a language's patterns (once); resolves when `hyphenate` uses them. */
export function loadHyphenation(lang: string): Promise<void> {
  const key = languageOf(lang);
  let p = pending.get(key);
  if (!p) {
    p = LOADERS[key]().then((m) => {
      const fn = m.hyphenateSync ?? m.default!.hyphenateSync;
      loaded.value = { ...loaded.value, [key]: fn };
    });
    pending.set(key, p);
  }
  return p;
}

/** `text` with soft hyphens at the hyphenation points of its words of eight letters or more, in `lang`. */
export function hyphenate(text: string, lang: string): string {
  const fn = loaded.value[languageOf(lang)];
  if (!fn) {
    void loadHyphenation(lang).catch(() => undefined); // no patterns: the title wraps as the browser can
    return text;
  }
  return fn(text, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD });
}
