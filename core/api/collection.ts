import { z } from 'zod';
import { gameId } from './schemas';

/**
 * Types of the physical-collection API (`collection.*`, ARCHITECTURE §5). A **product** is one
 * physical box or pack (two Core Sets = two products); adding it creates one **copy** row per
 * physical card it contains (its printings × quantities). Loose copies (singles, promos) have no
 * product. Copies carry language, condition, variant, storage location, tags and a status, and may
 * be **allocated** to a deck marked as built (sleeved). Counts are per card, reprint-aware: a
 * reprint's copies count for its original.
 *
 * Status: an `ok` or `damaged` copy is owned (a damaged card is still in the box); a `missing` one
 * is not. Whether a damaged copy is **available for decks** — free to build with, counted by the
 * deck builder's "owned"/"free" checks and the catalog's `only` filter, allocated when a deck is
 * built — is the user's setting `damagedCopiesAvailable` (default off: a damaged card is kept
 * but not put into a deck unless the user says so).
 */

export const COPY_CONDITIONS = ['mint', 'near_mint', 'good', 'played', 'heavily_played', 'poor'] as const;
export type CopyCondition = (typeof COPY_CONDITIONS)[number];
export const COPY_STATUSES = ['ok', 'missing', 'damaged'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

/** Every attribute a copy carries. */
export interface CopyValues {
  language: string;
  condition: CopyCondition;
  variant: string;
  location: string;
  tags: string[];
  status: CopyStatus;
  note: string;
}

/** What a new copy is when nothing else is said (spread it: `tags` is shared). */
export const COPY_DEFAULTS: Readonly<CopyValues> = {
  language: 'en',
  condition: 'near_mint',
  variant: '',
  location: '',
  tags: [],
  status: 'ok',
  note: '',
};

export interface ProductInfo {
  id: string;
  packCode: string;
  packName: string;
  note: string;
  /** Where the box is kept ('' = nowhere said): the location its copies get when it is added. */
  location: string;
  addedAt: string;
  /** Copies created for this product (all statuses), and how many are allocated to decks. */
  copies: number;
  allocated: number;
  /** Its copies still at the product's location: what a location change with `moveCopies` moves. */
  atLocation: number;
}

/** `collection.updateProduct`: the product as it now is, and how many of its copies moved with it. */
export interface ProductUpdate {
  product: ProductInfo;
  moved: number;
}

/** Owned against total for one part of a group (e.g. a rarity of a set). */
export interface CompletionPart {
  code: string;
  /** Distinct printings the part holds. */
  total: number;
  /** Distinct printings with at least one owned copy (missing copies do not count). */
  owned: number;
  /** Owned copies. */
  copies: number;
}

export interface CompletionGroup extends CompletionPart {
  name: string;
  parts: CompletionPart[];
}

export interface CompletionReport {
  groups: CompletionGroup[];
  /** Cards to look for: `have` of `want`. */
  wants: Array<{ code: string; name: string; have: number; want: number }>;
  /** Spare copies of a printing above the kept number. */
  trades: Array<{ code: string; name: string; spare: number }>;
}

export interface CopyInfo extends CopyValues {
  id: number;
  /** The printing's code (a reprint keeps its own code). */
  code: string;
  /** The card it counts for (reprints and back faces folded). */
  cardCode: string;
  name: string;
  packCode: string;
  packName: string;
  position: number;
  productId: string | null;
  /** The built deck this copy is allocated to. */
  deckId: string | null;
  deckName: string | null;
}

export interface CardCounts {
  /** Card code (original, front face). */
  code: string;
  /** Copies owned: status ok or damaged (`damaged` says how many of them are damaged). */
  owned: number;
  /** Owned copies allocated to a built deck. */
  inDecks: number;
  /** Owned copies available for decks and not allocated (damaged ones only with `damagedCopiesAvailable`). */
  free: number;
  /** Copies marked missing (not owned). */
  missing: number;
  /** Owned copies marked damaged. */
  damaged: number;
}

/** The collection's totals; the counts mean what they mean in CardCounts. */
export interface CollectionSummary {
  products: number;
  /** Every copy row, missing ones included. */
  copies: number;
  owned: number;
  inDecks: number;
  free: number;
  missing: number;
  damaged: number;
  /** Distinct storage locations and tags in use, for pickers. */
  locations: string[];
  tags: string[];
}

/** One line of a pull or return list: which physical copies to take from (or put back in) where. */
export interface PullLine {
  cardCode: string;
  code: string;
  name: string;
  packCode: string;
  packName: string;
  position: number;
  location: string;
  copyIds: number[];
  quantity: number;
}

export interface PullList {
  deckId: string;
  deckName: string;
  /** Copies to take out of storage, sorted by location, pack and number. */
  pull: PullLine[];
  /** Copies to put back (cards the deck no longer uses, or all of them when taken apart). */
  return: PullLine[];
  /** Cards the deck needs that have no free copy: card code → copies short. */
  short: Array<{ cardCode: string; name: string; quantity: number }>;
}

export interface BuildResult {
  deckId: string;
  built: boolean;
  list: PullList;
}

/** Decks played together (a group) or any set of decks: cards they need more of than is owned. */
export interface ConflictReport {
  deckIds: string[];
  conflicts: Array<{
    cardCode: string;
    name: string;
    /** Copies available for decks (owned; damaged ones only with `damagedCopiesAvailable`). */
    owned: number;
    needed: number;
    /** deck id → copies it needs */
    byDeck: Record<string, number>;
  }>;
}

// ---- boxes counted component by component (product kind `components`)

/** A component of a box the game knows (its list; core/platform/collection.ts BoxComponent). */
export interface BoxComponentInfo {
  key: string;
  groupKey: string;
  nameKey: string;
  count: number;
  /** The game's count is not confirmed (0: not known): the user may correct it for their box. */
  unconfirmed: boolean;
  /** Not needed to play (rulebook, player aids, tokens of multiplayer games only). */
  offTable: boolean;
}

/** A box the game knows, to add to the collection. */
export interface BoxKindInfo {
  code: string;
  nameKey: string;
  name: string;
  components: BoxComponentInfo[];
}

/**
 * A stored line against the game's current list: `same`; `changed` — the list's count is not the
 * stored one (a release corrected it); `added` — the list names a component the box was stored
 * without; `removed` — the list no longer names it. A count the user corrected is `same`.
 */
export type ComponentAgreement = 'same' | 'changed' | 'added' | 'removed';

export interface BoxLine {
  component: string;
  /** Heading and name messages ('' for a component the game's list no longer names). */
  groupKey: string;
  nameKey: string;
  /** Pieces the stored box holds (null: `added`, not stored until the list is accepted). */
  quantity: number | null;
  /** Pieces the game's list says (null: `removed`). */
  listed: number | null;
  missing: number;
  damaged: number;
  /** The user set this box's count. */
  corrected: boolean;
  unconfirmed: boolean;
  note: string;
  agreement: ComponentAgreement;
}

/** A box in the collection (one physical copy: two base games are two boxes). */
export interface BoxInfo {
  id: string;
  code: string;
  /** The box's name message and published name (the code when the game no longer knows the box). */
  nameKey: string;
  name: string;
  known: boolean;
  note: string;
  location: string;
  addedAt: string;
  lines: BoxLine[];
  /** Stored pieces, and how many are marked missing / damaged. */
  totals: { pieces: number; missing: number; damaged: number };
  /** Lines that differ from the game's current list (accept the list to take it over). */
  differences: number;
}

export interface BoxesView {
  /** The boxes the game knows, in its order. */
  kinds: BoxKindInfo[];
  /** The user's boxes, in the order they were added. */
  boxes: BoxInfo[];
}

/** Most copies of one box added at once; most pieces a line may hold. */
export const MAX_BOXES_AT_ONCE = 20;
export const MAX_COMPONENT_COUNT = 999;

export const CSV_FIELDS = [
  'quantity',
  'name',
  'packCode',
  'cardNumber',
  'code',
  'language',
  'condition',
  'tags',
  'location',
  'variant',
  'status',
  'ignore',
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

export const CSV_PROBLEM_CODES = [
  'csv.empty', // {}
  'csv.unknownColumn', // { column, index } — header not recognised and not mapped (ignored, reported)
  'csv.noCardColumn', // {} — no column identifies the card (code, name, or pack + number)
  'csv.badQuantity', // { row, value }
  'csv.unknownCard', // { row, name?, packCode?, cardNumber?, code? }
  'csv.ambiguousName', // { row, name, codes } — guessed; a warning
  'csv.badCondition', // { row, value }
  'csv.badStatus', // { row, value }
  'csv.badLanguage', // { row, value }
  'csv.unclosedQuote', // { row }
  'csv.tooManyRows', // { max }
  'csv.mapColumnMissing', // { column, columns } — the column map names a column the file does not have (ignored; a warning)
] as const;
export type CsvProblemCode = (typeof CSV_PROBLEM_CODES)[number];

export interface CsvProblem {
  code: CsvProblemCode;
  /** 1-based line number in the file (header = 1), when the problem is about a row. */
  row: number | null;
  params: Record<string, unknown>;
}

export interface CsvImportReport {
  /**
   * The column map used, one entry per column in file order: its header, its 1-based number (as a
   * spreadsheet counts; what `columnMap` takes) and its field, guessed or given.
   */
  columns: Array<{ header: string; column: number; field: CsvField }>;
  rows: number;
  /** Copies created (0 on a dry run). */
  imported: number;
  /** Copies the file asks for that were not carried. */
  skippedRows: number;
  problems: CsvProblem[];
  warnings: CsvProblem[];
  dryRun: boolean;
}

export interface CsvExport {
  fileName: string;
  content: string;
}

/** Most columns a collection CSV's column map may name. */
export const MAX_CSV_COLUMNS = 1000;

const game = gameId;
const deckId = z.string().regex(/^[0-9a-f-]{36}$/);
const productId = z.string().regex(/^[0-9a-f-]{36}$/);
const copyIds = z.array(z.number().int().min(1)).min(1).max(20000);
const text = (max: number) => z.string().trim().max(max);
const tags = z.array(z.string().trim().min(1).max(60)).max(30);
const copyAttributes = z
  .object({
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .optional(),
    condition: z.enum(COPY_CONDITIONS).optional(),
    variant: text(60).optional(),
    location: text(120).optional(),
    tags: tags.optional(),
    status: z.enum(COPY_STATUSES).optional(),
    note: text(500).optional(),
  })
  .strict();

export const collectionArgs = {
  game: z.object({ game }).strict(),
  addProduct: z
    .object({
      game,
      packCode: z.string().min(1).max(40),
      count: z.number().int().min(1).max(20).default(1),
      location: text(120).optional(),
      note: text(500).optional(),
    })
    .strict(),
  /** Removing a product removes its copies; copies allocated to decks are released (reported). */
  removeProduct: z.object({ game, id: productId }).strict(),
  /**
   * A product's location or note. With `moveCopies`, its copies still at the old product location
   * move to the new one (allocated copies too: the location is where a copy goes back to); copies
   * kept elsewhere stay where they are.
   */
  updateProduct: z
    .object({
      game,
      id: productId,
      location: text(120).optional(),
      note: text(500).optional(),
      moveCopies: z.boolean().default(false),
    })
    .strict(),
  copies: z
    .object({
      game,
      /** Any printing or face of a card: every copy counting for that card. */
      cardCode: z.string().min(1).max(40).optional(),
      productId: productId.optional(),
      deckId: deckId.optional(),
      location: z.string().max(120).optional(),
      /** Copies carrying any of these tags (exact, case-sensitive as stored). */
      tags: z.array(z.string().trim().min(1).max(60)).min(1).max(30).optional(),
      status: z.enum(COPY_STATUSES).optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(5000).default(500),
    })
    .strict(),
  addCopies: z
    .object({
      game,
      code: z.string().min(1).max(40),
      quantity: z.number().int().min(1).max(100).default(1),
      attributes: copyAttributes.default({}),
    })
    .strict(),
  updateCopies: z.object({ game, ids: copyIds, patch: copyAttributes }).strict(),
  removeCopies: z.object({ game, ids: copyIds }).strict(),
  /** Per-card counts; all cards with any copy when `codes` is absent. */
  counts: z.object({ game, codes: z.array(z.string().min(1).max(40)).max(5000).optional() }).strict(),
  importCsv: z
    .object({
      game,
      content: z
        .string()
        .min(1)
        .max(16 * 1024 * 1024),
      /**
       * Header → field (the first form of the map, still accepted); headers not listed are
       * guessed (Deckbox/Moxfield names) or ignored. Two columns with one header get one field.
       */
      columns: z.record(z.string().max(200), z.enum(CSV_FIELDS)).optional(),
      /**
       * Column number (1-based, as the report's `columns[].column`) → field: wins over `columns`
       * for the columns it names, and tells columns with the same header apart. A number beyond
       * the file's columns is reported (`csv.mapColumnMissing`) and ignored; each number once.
       */
      columnMap: z
        .array(z.object({ column: z.number().int().min(1).max(MAX_CSV_COLUMNS), field: z.enum(CSV_FIELDS) }).strict())
        .max(MAX_CSV_COLUMNS)
        .refine((m) => new Set(m.map((e) => e.column)).size === m.length, { message: 'a column is mapped twice' })
        .optional(),
      dryRun: z.boolean().default(false),
      defaults: copyAttributes.default({}),
    })
    .strict(),
  exportCsv: z.object({ game }).strict(),
  /**
   * Completion of the game's card groups (sets, per rarity), with a wants list (cards owned fewer
   * than `keep` times, optionally of one group) and a trade list (copies above `keep`), counted by
   * the game's own copy identity (e.g. per name). Games without it refuse (`game_feature_missing`).
   */
  completion: z
    .object({
      game,
      keep: z.number().int().min(0).max(99).default(3),
      group: z.string().min(1).max(40).optional(),
    })
    .strict(),
  /** The game's boxes and the user's, each line against the game's current list. */
  boxes: z.object({ game }).strict(),
  /** Add copies of a box from the game's list (its components counted, nothing missing). */
  addBox: z
    .object({
      game,
      code: z.string().min(1).max(40),
      count: z.number().int().min(1).max(MAX_BOXES_AT_ONCE).default(1),
      location: text(120).optional(),
      note: text(500).optional(),
    })
    .strict(),
  removeBox: z.object({ game, id: productId }).strict(),
  /**
   * One line of a box: missing and damaged pieces (0 ≤ each, missing + damaged ≤ the box's count),
   * the box's own count (a correction, 0…999), a note. Out-of-range counts reach the service, which
   * refuses them with `component_count_invalid` and the reason.
   */
  setComponent: z
    .object({
      game,
      id: productId,
      component: z.string().min(1).max(60),
      quantity: z.number().int().min(-1_000_000).max(1_000_000).optional(),
      missing: z.number().int().min(-1_000_000).max(1_000_000).optional(),
      damaged: z.number().int().min(-1_000_000).max(1_000_000).optional(),
      note: text(500).optional(),
    })
    .strict(),
  /** Take over the game's current list for a box whose stored contents differ (counts changed between releases). */
  acceptBoxList: z.object({ game, id: productId }).strict(),

  /** Allocate free copies to a deck and mark it built; run again after an edit to sync. */
  build: z.object({ game, deckId }).strict(),
  /** Release a built deck's copies (the return list says where they go). */
  unbuild: z.object({ game, deckId }).strict(),
  pullList: z.object({ game, deckId }).strict(),
  conflicts: z.object({ game, deckIds: z.array(deckId).min(1).max(50) }).strict(),
};
