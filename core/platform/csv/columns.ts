/**
 * Which CSV column holds what: the caller's explicit map first, then the header names collection
 * sites write (Deckbox, Moxfield, spreadsheets people keep by hand), then "unknown" (ignored and
 * reported). Columns those sites write that mean nothing for a card game collection (prices,
 * "Signed", "Tradelist Count", …) are ignored without a report.
 */
import type { CsvField } from '../../api/collection';
import { foldText } from '../text';

type GuessableField = Exclude<CsvField, 'ignore'>;

/** Header spellings per field, compared folded and without spaces or punctuation ("Pack_Code" = "pack code"). */
const ALIASES: Record<GuessableField, readonly string[]> = {
  quantity: [
    'count',
    'quantity',
    'qty',
    'amount',
    'copies',
    'owned',
    'have',
    'anzahl',
    'menge',
    'adet',
    'miktar',
    'darab',
    'mennyiseg',
  ],
  name: ['name', 'card name', 'card', 'card title', 'title', 'kartenname', 'kart adi', 'kartya neve', 'nev', 'isim'],
  packCode: [
    'edition',
    'edition code',
    'set',
    'set code',
    'set name',
    'pack',
    'pack code',
    'pack name',
    'product',
    'expansion',
    'edition name',
    'packung',
    'paket',
  ],
  cardNumber: [
    'card number',
    'number',
    'collector number',
    'collector #',
    'card #',
    '#',
    'no',
    'nr',
    'position',
    'card no',
    'kartennummer',
  ],
  code: ['code', 'card code', 'card id', 'id'],
  language: ['language', 'lang', 'sprache', 'dil', 'nyelv'],
  condition: ['condition', 'cond', 'grade', 'zustand', 'durum', 'allapot'],
  tags: ['tags', 'tag', 'labels', 'label'],
  location: ['location', 'storage', 'storage location', 'binder', 'folder', 'lagerort', 'ort', 'konum', 'hely'],
  variant: ['variant', 'foil', 'printing', 'finish', 'version'],
  status: ['status', 'state'],
};

/** Columns Deckbox/Moxfield (and spreadsheets) write that a copy has no place for: ignored silently. */
const KNOWN_IGNORED: readonly string[] = [
  'tradelist count',
  'trade list count',
  'wishlist count',
  'my price',
  'price',
  'purchase price',
  'market price',
  'signed',
  'artist proof',
  'altered art',
  'alter',
  'misprint',
  'promo',
  'textless',
  'printing id',
  'printing note',
  'last modified',
  'proxy',
  'type',
  'card type',
  'cost',
  'rarity',
  'image url',
  'artist',
  'color',
  'mana cost',
  'scryfall id',
  'notes',
  'note',
  'comment',
  'comments',
  'faction',
  'aspect',
];

/** The comparison key of a header: folded, letters, digits and '#' only. */
export function headerKey(header: string): string {
  return foldText(header).replace(/[^\p{L}\p{N}#]+/gu, '');
}

const aliasIndex = new Map<string, GuessableField>();
for (const [field, names] of Object.entries(ALIASES) as Array<[GuessableField, readonly string[]]>) {
  for (const n of names) aliasIndex.set(headerKey(n), field);
}
const ignoredIndex = new Set(KNOWN_IGNORED.map(headerKey));

export interface ColumnPlan {
  /** Every column in file order with the field it feeds (`ignore` for ignored and unknown ones). */
  columns: Array<{ header: string; index: number; field: CsvField }>;
  /** Headers neither mapped nor recognised. */
  unknown: Array<{ column: string; index: number }>;
  /** Field → column indexes (in file order: the first non-empty cell wins). */
  byField: Partial<Record<CsvField, number[]>>;
}

/** The field a header would get by guessing, or null. */
export function guessField(header: string): CsvField | null {
  const key = headerKey(header);
  if (!key) return null;
  return aliasIndex.get(key) ?? (ignoredIndex.has(key) ? 'ignore' : null);
}

/**
 * Maps columns to fields: `byIndex` (0-based column → field) first — the only way to tell two
 * columns with the same header apart —, then the header-keyed `explicit` map (keys matched to
 * headers exactly, trimmed, then by their folded key), then guessing by header.
 */
export function planColumns(
  headers: readonly string[],
  explicit: Readonly<Record<string, CsvField>> = {},
  byIndex: ReadonlyMap<number, CsvField> = new Map(),
): ColumnPlan {
  const exact = new Map<string, CsvField>();
  const folded = new Map<string, CsvField>();
  for (const [h, f] of Object.entries(explicit)) {
    exact.set(h.trim(), f);
    folded.set(headerKey(h), f);
  }
  const plan: ColumnPlan = { columns: [], unknown: [], byField: {} };
  headers.forEach((raw, index) => {
    const header = raw.trim();
    let field = byIndex.get(index) ?? exact.get(header) ?? folded.get(headerKey(header)) ?? guessField(header);
    if (field === null) {
      plan.unknown.push({ column: header, index });
      field = 'ignore';
    }
    plan.columns.push({ header, index, field });
    if (field !== 'ignore') (plan.byField[field] ??= []).push(index);
  });
  return plan;
}

/** True when the columns can identify a card: a code, a name, or a pack with a card number. */
export function identifiesCards(plan: ColumnPlan): boolean {
  const f = plan.byField;
  return !!(f.code || f.name || (f.packCode && f.cardNumber));
}
