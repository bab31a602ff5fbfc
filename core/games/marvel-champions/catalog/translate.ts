/**
 * Per-language views of the catalog: translated name, subtitle, traits and texts where the data
 * set has them, English otherwise. Reprint stubs fall back to their original's translation.
 */
import { catalogIndex } from './lookup';
import type { McCard, McCardTranslation, McCatalog } from './model';

export type NamedKind = 'packs' | 'packTypes' | 'sets' | 'setTypes' | 'factions' | 'types' | 'subtypes';

/** Languages the catalog has translations for (English is always available). */
export function catalogLanguages(catalog: McCatalog): string[] {
  return ['en', ...Object.keys(catalog.translations).sort()];
}

/** The translation overlay of one card in `lang` (the original's when the printing has none). */
export function cardTranslation(catalog: McCatalog, code: string, lang: string): McCardTranslation | null {
  const tr = catalog.translations[lang];
  if (!tr) return null;
  const own = tr.cards[code];
  const orig = catalogIndex(catalog).originalOf(code);
  const base = orig && orig !== code ? tr.cards[orig] : undefined;
  if (!own) return base ?? null;
  return base ? { ...base, ...own } : own;
}

/** The card with name, subname, traits and texts in `lang` where translated, English otherwise. */
export function localizeCard(catalog: McCatalog, card: McCard, lang: string): McCard {
  if (lang === 'en') return card;
  const t = cardTranslation(catalog, card.code, lang);
  if (!t) return card;
  return {
    ...card,
    name: t.name ?? card.name,
    subname: t.subname ?? card.subname,
    traits: t.traits ?? card.traits,
    text: t.text ?? card.text,
    flavor: t.flavor ?? card.flavor,
    errata: t.errata ?? card.errata,
    backName: t.backName ?? card.backName,
    backText: t.backText ?? card.backText,
    backFlavor: t.backFlavor ?? card.backFlavor,
  };
}

/** Name of a pack, set, faction, type… in `lang`, English otherwise (the code if unknown). */
export function localizedName(catalog: McCatalog, kind: NamedKind, code: string, lang: string): string {
  const translated = catalog.translations[lang]?.[kind][code];
  if (translated) return translated;
  const list: ReadonlyArray<{ code: string; name: string }> = catalog[kind];
  return list.find((x) => x.code === code)?.name ?? code;
}
