import { createI18n } from 'vue-i18n';
import { LOCALES, type Locale } from '../../core/api/types';
import de from './locales/de.json';
import en from './locales/en.json';
import hu from './locales/hu.json';
import tr from './locales/tr.json';
import { mergeMessages, partOf, type MessageTree } from './locales/merge';

export type MessageSchema = typeof en;
export { LOCALES };
export type { Locale };

export const FALLBACK_LOCALE: Locale = 'en';

/** Each language in its own name: people look for their language, not for our word for it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  tr: 'Türkçe',
  de: 'Deutsch',
  hu: 'Magyar',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the system's preferred languages we have, by primary subtag (`de-AT` → `de`). */
export function matchLocale(languages: readonly string[] | undefined): Locale | null {
  for (const tag of languages ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

export function systemLocale(): Locale {
  if (typeof navigator === 'undefined') return FALLBACK_LOCALE;
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchLocale(langs) ?? FALLBACK_LOCALE;
}

/**
 * CLDR plural categories through Intl.PluralRules, mapped onto the message's forms:
 * one form = same for every number (Turkish, Hungarian: the noun stays singular after a numeral),
 * two forms = one | other, three forms = zero | one | other.
 */
function pluralRuleFor(locale: Locale) {
  const rules = new Intl.PluralRules(locale);
  return (choice: number, choicesLength: number): number => {
    if (choicesLength <= 1) return 0;
    const one = rules.select(Math.abs(choice)) === 'one';
    if (choicesLength === 2) return one ? 0 : 1;
    if (choice === 0) return 0;
    return one ? 1 : 2;
  };
}

/** Domain message files (`locales/<domain>/<lang>.json`), merged over the shell's messages. */
const domainFiles = import.meta.glob<MessageTree>('./locales/*/*.json', { eager: true, import: 'default' });

function withDomains(locale: Locale, base: MessageSchema): MessageSchema {
  const parts = Object.entries(domainFiles)
    .filter(([path]) => partOf(path)?.locale === locale)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, tree]) => ({ name: path, tree }));
  return mergeMessages(base as unknown as MessageTree, parts) as unknown as MessageSchema;
}

export const messages = {
  en: withDomains('en', en),
  tr: withDomains('tr', tr),
  de: withDomains('de', de),
  hu: withDomains('hu', hu),
} satisfies Record<Locale, MessageSchema>;

export function createAppI18n(initial: Locale = systemLocale()) {
  return createI18n({
    legacy: false,
    globalInjection: false,
    locale: initial,
    fallbackLocale: FALLBACK_LOCALE,
    messages,
    pluralRules: Object.fromEntries(LOCALES.map((l) => [l, pluralRuleFor(l)])),
    missingWarn: false,
    fallbackWarn: false,
    // A missing translation is a bug: report it as an error so the e2e console rule catches it.
    missing: (locale, key) => {
      console.error(`[i18n] missing message "${key}" for locale "${locale}"`);
      return undefined;
    },
  });
}

export const i18n = createAppI18n();

/** Switch the whole UI (vue-i18n, <html lang>) without a reload. */
export function applyLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
