/**
 * Copies → CSV: one row per printing and identical attributes, with a Count, under headers the
 * importer (ours, Deckbox's, Moxfield's) recognises. Products and deck allocations are not
 * carried: the file describes what is on the shelf, card by card.
 */
import type { ExportCopy } from '../../../platform/collection';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';
import { writeCsv } from './csv';
import { cardNumberOf } from './resolve';
import { CONDITION_LABELS } from './values';

export type { ExportCopy };

export const CSV_EXPORT_HEADERS = [
  'Count',
  'Name',
  'Pack Code',
  'Pack',
  'Card Number',
  'Code',
  'Language',
  'Condition',
  'Variant',
  'Location',
  'Tags',
  'Status',
] as const;

/** English names of the languages collection sites use (written so Deckbox users recognise them). */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  es: 'Spanish',
  ko: 'Korean',
  pl: 'Polish',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Chinese',
  ru: 'Russian',
  nl: 'Dutch',
  tr: 'Turkish',
  hu: 'Hungarian',
};

/** The CSV text of a collection (BOM, CRLF, `,`), in release order; copies may come one by one or already counted. */
export function exportCollectionCsv(catalog: McCatalog, copies: Iterable<ExportCopy>): string {
  const idx = catalogIndex(catalog);
  const groups = new Map<string, { copy: ExportCopy; count: number }>();
  for (const c of copies) {
    const key = JSON.stringify([c.code, c.language, c.condition, c.variant, c.location, c.tags, c.status]);
    const g = groups.get(key);
    if (g) g.count += c.count ?? 1;
    else groups.set(key, { copy: c, count: c.count ?? 1 });
  }
  const packPos = (code: string) =>
    idx.packByCode.get(idx.byCode.get(code)?.packCode ?? '')?.position ?? Number.MAX_SAFE_INTEGER;
  const cardPos = (code: string) => idx.byCode.get(code)?.position ?? Number.MAX_SAFE_INTEGER;
  const entries = [...groups.entries()].sort(
    ([ka, a], [kb, b]) =>
      packPos(a.copy.code) - packPos(b.copy.code) ||
      cardPos(a.copy.code) - cardPos(b.copy.code) ||
      (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const rows: string[][] = [[...CSV_EXPORT_HEADERS]];
  for (const [, { copy: c, count }] of entries) {
    const card = idx.byCode.get(c.code);
    const pack = card ? idx.packByCode.get(card.packCode) : undefined;
    rows.push([
      String(count),
      card?.name ?? '',
      card?.packCode ?? '',
      pack?.name ?? '',
      card ? cardNumberOf(card) : '',
      c.code,
      LANGUAGE_NAMES[c.language] ?? c.language,
      CONDITION_LABELS[c.condition] ?? c.condition,
      c.variant,
      c.location,
      c.tags.join(', '),
      c.status,
    ]);
  }
  return writeCsv(rows);
}
