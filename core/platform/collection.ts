import {
  COPY_DEFAULTS,
  type BoxLine,
  type CompletionReport,
  type CopyStatus,
  type CopyValues,
  type CsvField,
  type CsvImportReport,
  type PullLine,
} from '../api/collection';

/**
 * What a game tells the generic collection service (electron/backend/collection/service.ts) about
 * its physical cards. Pure: the service keeps the rows (tables products and copies, tagged with the
 * game), counts, allocates and writes; the game says what a printing is, which card it counts for,
 * what a product holds and what a deck needs. Storage order, allocation and pull lists are the
 * platform's (below), driven by these answers.
 *
 * A printing is the code a copy is stored under; a card is what counts (reprints and other faces of
 * one card fold onto its canonical code). A game without reprints answers each code as its own card.
 */

/** What allocation and pull lists need to know about a copy. */
export interface CopyRef {
  id: number;
  code: string;
  location: string;
  status: CopyStatus;
  deckId: string | null;
}

/** A printing as lists show it and storage orders it. */
export interface PrintingInfo {
  /** The catalog's (English) name; the renderer shows the card in the user's language by code. */
  name: string;
  productCode: string;
  productName: string;
  /** Collector number inside the product. */
  position: number;
  /** The product's place in release order (storage order sorts by it before the number). */
  productOrder: number;
}

/** A printing at `position` of `productCode`; a product the data does not describe is named by its code and sorts last. */
export function printingInfo(
  name: string,
  productCode: string,
  position: number,
  product?: { name: string; order: number },
): PrintingInfo {
  return {
    name,
    productCode,
    productName: product?.name ?? productCode,
    position,
    productOrder: product?.order ?? Number.MAX_SAFE_INTEGER,
  };
}

/** One line of a product's fixed contents. */
export interface ProductLine {
  /** Printing code a copy is stored under. */
  code: string;
  quantity: number;
}

/** The attributes a copy carries (what `collection.addCopies` accepts). */
export type CopyAttributes = Partial<CopyValues>;

/** Copies to create for one CSV row. */
export interface CsvCopyLine {
  row: number;
  code: string;
  quantity: number;
  attributes: CopyValues;
}

export { COPY_DEFAULTS };

/** A planned CSV import: the report without what the service adds, and the copies to write. */
export type CsvPlan = Omit<CsvImportReport, 'imported' | 'dryRun'> & {
  lines: CsvCopyLine[];
  /** Copies the lines add up to. */
  copies: number;
  /** A file-level problem: nothing is to be written. */
  fatal: boolean;
};

/** A copy as the CSV export writes it (copies may come one by one or already counted). */
export interface ExportCopy extends Omit<CopyValues, 'note'> {
  code: string;
  /** Copies with exactly these attributes (1 when absent). */
  count?: number;
}

/** A loose description of a card (a CSV row): code, product (code or name) and number, name. */
export interface CardRef {
  code?: string;
  /** Product code or name. */
  pack?: string;
  /** Collector number as printed (may carry a face or variant letter). */
  cardNumber?: string;
  name?: string;
}

export interface CardResolution {
  /** The printing a copy is stored under. */
  code: string;
  /** How it was found. */
  by: 'code' | 'number' | 'name';
  /** Other printings that fitted as well (the first was taken): a guess to report. */
  alternatives: string[];
}

/** What the CSV importer asks the game: which printing a row means, and the game's own header names. */
export interface CardReader {
  resolve(ref: CardRef): CardResolution | null;
  /** Header → field for headers only this game's sites write (read after the caller's map). */
  headers?: Readonly<Record<string, CsvField>>;
}

export interface CsvOptions {
  columns?: Readonly<Record<string, CsvField>>;
  columnMap?: ReadonlyArray<{ column: number; field: CsvField }>;
  defaults?: CopyAttributes;
}

/** A deck as the collection reads it: its identity (if the game has one) and its slots. */
export interface DeckCards {
  identity: string | null;
  slots: Readonly<Record<string, number>>;
}

/** Runs one read-only SELECT on the open save file and returns its rows (as objects by column name). */
export type SqlAll = (sql: string, params: readonly unknown[]) => unknown[];

export interface CollectionRules<Catalog> {
  /** Display and storage-order facts of a printing; null for a code the catalog does not know. */
  printing(catalog: Catalog, code: string): PrintingInfo | null;
  /** The card a printing (or face) counts for; null for an unknown code. */
  canonicalOf(catalog: Catalog, code: string): string | null;
  /** Every printing code that counts as the card of `code`; `[code]` when unknown. */
  codesOfCard(catalog: Catalog, code: string): string[];
  /** The code a loose copy of `code` (any face or printing) is stored under; null for an unknown code. */
  physicalCode(catalog: Catalog, code: string): string | null;
  /** A product's name; null for a product the catalog does not know. */
  productName(catalog: Catalog, productCode: string): string | null;
  /** What one copy of a product holds, in collector order; null for an unknown product. */
  productContents(catalog: Catalog, productCode: string): ProductLine[] | null;
  /** Canonical card code → copies a deck needs physically (its identity card included where it has one). */
  deckNeeds(catalog: Catalog, deck: DeckCards): Record<string, number>;
  /**
   * Collection CSV (core/platform/csv: reader, column guessing, values, import plan, export):
   * what the game adds is the card resolution, the collector number it prints, and header names of
   * its own sites. Absent → the game has no CSV (`collection.importCsv`/`exportCsv` refused).
   */
  csv?: {
    resolve(catalog: Catalog, ref: CardRef): CardResolution | null;
    /** The collector number as printed (the export's Card Number column). */
    cardNumber(catalog: Catalog, code: string): string;
    headers?: Readonly<Record<string, CsvField>>;
  };
  /**
   * Completion of the game's card groups (sets) with wants and trades (`collection.completion`),
   * counted in SQL (`all` runs a SELECT on the open save file): over the `copies` rows of the game,
   * or — faster — over `temp.copy_counts(game, code, status, allocated, n)`, the copy counts per
   * printing the backend keeps exact with triggers and guarantees to exist when this is called.
   * Absent → the method is refused with `game_feature_missing`.
   */
  completion?(catalog: Catalog, all: SqlAll, args: { keep: number; group?: string }): CompletionReport;
}

/** Why a text cannot be a CSV file at all (a spreadsheet or archive, binary data), or null. */
export function unreadableCsv(content: string): 'binary' | 'archive' | null {
  if (content.startsWith('PK\u0003\u0004') || content.startsWith('\u00d0\u00cf\u0011\u00e0')) return 'archive';
  if (content.includes('\u0000')) return 'binary';
  return null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type Located = Pick<CopyRef, 'id' | 'code' | 'location'>;

/**
 * Storage order: location (empty = "no location" last; "Box 2" before "Box 10"), product release
 * order, collector number, code, copy id — so a pull list walks the shelves once.
 */
export function storageOrder<C>(rules: CollectionRules<C>, catalog: C): (a: Located, b: Located) => number {
  const info = new Map<string, PrintingInfo | null>();
  const of = (code: string) => {
    if (!info.has(code)) info.set(code, rules.printing(catalog, code));
    return info.get(code);
  };
  const productPos = (code: string) => of(code)?.productOrder ?? Number.MAX_SAFE_INTEGER;
  const cardPos = (code: string) => of(code)?.position ?? Number.MAX_SAFE_INTEGER;
  return (a, b) => {
    const noA = a.location === '';
    const noB = b.location === '';
    if (noA !== noB) return noA ? 1 : -1;
    return (
      collator.compare(a.location, b.location) ||
      cmp(a.location, b.location) ||
      productPos(a.code) - productPos(b.code) ||
      cardPos(a.code) - cardPos(b.code) ||
      cmp(a.code, b.code) ||
      a.id - b.id
    );
  };
}

export interface AllocationPlan {
  /** Copies the deck holds after the plan (kept + pulled). */
  chosen: CopyRef[];
  /** Free copies to take out of storage, in storage order. */
  pull: CopyRef[];
  /** Copies allocated to the deck it no longer uses, in storage order. */
  release: CopyRef[];
  /** Canonical code → copies short (no free copy left). */
  short: Record<string, number>;
}

/**
 * Whether a copy of this status may go into a deck: an ok copy always, a damaged one when the user
 * says damaged copies count as available (setting `damagedCopiesAvailable`), a missing one never.
 */
export function usableStatus(status: CopyStatus, damagedAvailable: boolean): boolean {
  return status === 'ok' || (damagedAvailable && status === 'damaged');
}

/**
 * Plans the copies a built deck holds: for each needed card, the deck's own usable copies first (no
 * needless re-sleeving), then free usable copies (not allocated) in storage order. Usable: status
 * ok, and damaged too when `damagedAvailable` (see usableStatus). Copies of the deck beyond its
 * needs — or no longer usable (missing; damaged unless `damagedAvailable`) — are released.
 *
 * `copies` must hold every usable copy of the needed cards (free or the deck's) and every copy
 * allocated to `deckId`; others are ignored.
 */
export function planAllocation<C>(
  rules: CollectionRules<C>,
  catalog: C,
  deckId: string,
  needed: Readonly<Record<string, number>>,
  copies: readonly CopyRef[],
  damagedAvailable = false,
): AllocationPlan {
  const order = storageOrder(rules, catalog);
  const byCard = new Map<string, CopyRef[]>();
  for (const c of copies) {
    if (!usableStatus(c.status, damagedAvailable) || (c.deckId !== null && c.deckId !== deckId)) continue;
    const canon = rules.canonicalOf(catalog, c.code) ?? c.code;
    if (!(canon in needed)) continue;
    const list = byCard.get(canon);
    if (list) list.push(c);
    else byCard.set(canon, [c]);
  }
  const chosenIds = new Set<number>();
  const chosen: CopyRef[] = [];
  const short: Record<string, number> = {};
  for (const code of Object.keys(needed).sort()) {
    const want = needed[code];
    const list = (byCard.get(code) ?? []).sort(
      (a, b) => Number(b.deckId === deckId) - Number(a.deckId === deckId) || order(a, b),
    );
    const take = list.slice(0, want);
    for (const c of take) {
      chosenIds.add(c.id);
      chosen.push(c);
    }
    if (take.length < want) short[code] = want - take.length;
  }
  const pull = chosen.filter((c) => c.deckId !== deckId).sort(order);
  const release = copies.filter((c) => c.deckId === deckId && !chosenIds.has(c.id)).sort(order);
  return { chosen, pull, release, short };
}

/** Groups copies into printable lines — one per location and printing — in storage order. */
export function pullLines<C>(rules: CollectionRules<C>, catalog: C, copies: readonly CopyRef[]): PullLine[] {
  const sorted = [...copies].sort(storageOrder(rules, catalog));
  const lines: PullLine[] = [];
  let last: PullLine | null = null;
  for (const c of sorted) {
    if (last && last.code === c.code && last.location === c.location) {
      last.copyIds.push(c.id);
      last.quantity++;
      continue;
    }
    const p = rules.printing(catalog, c.code);
    last = {
      cardCode: rules.canonicalOf(catalog, c.code) ?? c.code,
      code: c.code,
      name: p?.name ?? c.code,
      packCode: p?.productCode ?? '',
      packName: p?.productName ?? '',
      position: p?.position ?? 0,
      location: c.location,
      copyIds: [c.id],
      quantity: 1,
    };
    lines.push(last);
  }
  return lines;
}

/** Per-printing counts folded onto cards (what owned/free checks compare with a deck's needs). */
export function foldCounts<C>(
  rules: CollectionRules<C>,
  catalog: C,
  perPrinting: Readonly<Record<string, number>>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [code, n] of Object.entries(perPrinting)) {
    const canon = rules.canonicalOf(catalog, code);
    if (!canon || !Number.isFinite(n) || n <= 0) continue;
    counts[canon] = (counts[canon] ?? 0) + Math.floor(n);
  }
  return counts;
}

// ---- boxes counted component by component (product kind `components`)

/**
 * One kind of piece in a box: a figure type of a nation, a deck of cards, a die colour, a counter.
 * `key` is stored in the save file (`product_contents.component`) and never changes once released;
 * `nameKey`/`groupKey` are the renderer's messages.
 */
export interface BoxComponent {
  readonly key: string;
  /** i18n key of the checklist heading the line sits under (figures of a nation, cards, dice…). */
  readonly groupKey: string;
  /** i18n key of the line's name. */
  readonly nameKey: string;
  /** Pieces one box holds. */
  readonly count: number;
  /** The count is not confirmed by the data's writers: the user may correct it for their box. */
  readonly unconfirmed?: boolean;
  /** Not put on the table to play (rulebook, player aids): never needed by a game's options. */
  readonly offTable?: boolean;
}

/** A box the game's collection knows: the base game, an expansion. */
export interface BoxDefinition {
  /** Stable code (the stored product's `code`). */
  readonly code: string;
  /** i18n key of the box's name. */
  readonly nameKey: string;
  /** The published (English) name, for places without the renderer's messages. */
  readonly name: string;
  /** In checklist order; keys unique in the box. */
  readonly components: readonly BoxComponent[];
  /**
   * Components an earlier list named and this one does not: a stored box's line for one keeps its name
   * (shown as no longer listed) until the user accepts the current list.
   */
  readonly retired?: readonly Pick<BoxComponent, 'key' | 'nameKey'>[];
}

/** A component an engine needs on the table for a game's options (EngineDefinition.components). */
export interface ComponentNeed {
  /** Box code. */
  readonly product: string;
  readonly component: string;
  readonly count: number;
}

/**
 * What a game on the real table needs of one box (EngineDefinition.components): every component put on the
 * table (not `offTable`) whose count is known (above 0), narrowed by `keep` (e.g. only the pieces of the
 * players at the table).
 */
export function boxNeeds(box: BoxDefinition, keep: (c: BoxComponent) => boolean = () => true): ComponentNeed[] {
  return box.components
    .filter((c) => !c.offTable && c.count > 0 && keep(c))
    .map((c) => ({ product: box.code, component: c.key, count: c.count }));
}

/** A component line of a stored box, as the save file holds it. */
export interface StoredComponent {
  component: string;
  quantity: number;
  missing: number;
  damaged: number;
  /** The user set this box's count (the game's list was unconfirmed or their edition differs). */
  corrected: boolean;
  note: string;
}

/**
 * A stored box's lines beside the game's current list, in the list's order (lines the list no
 * longer names last, by key). Nothing is changed: the stored values stay until the user accepts.
 */
export function compareBox(def: BoxDefinition | null, stored: readonly StoredComponent[]): BoxLine[] {
  const byKey = new Map(stored.map((s) => [s.component, s]));
  const lines: BoxLine[] = [];
  for (const c of def?.components ?? []) {
    const s = byKey.get(c.key);
    byKey.delete(c.key);
    const agreement: BoxLine['agreement'] = !s ? 'added' : s.corrected || s.quantity === c.count ? 'same' : 'changed';
    lines.push({
      component: c.key,
      groupKey: c.groupKey,
      nameKey: c.nameKey,
      quantity: s ? s.quantity : null,
      listed: c.count,
      missing: s?.missing ?? 0,
      damaged: s?.damaged ?? 0,
      corrected: s?.corrected ?? false,
      unconfirmed: c.unconfirmed ?? false,
      note: s?.note ?? '',
      agreement,
    });
  }
  for (const s of [...byKey.values()].sort((a, b) => (a.component < b.component ? -1 : 1))) {
    lines.push({
      component: s.component,
      groupKey: '',
      nameKey: def?.retired?.find((r) => r.key === s.component)?.nameKey ?? '',
      quantity: s.quantity,
      listed: null,
      missing: s.missing,
      damaged: s.damaged,
      corrected: s.corrected,
      unconfirmed: false,
      note: s.note,
      agreement: 'removed',
    });
  }
  return lines;
}

/**
 * The box's contents once the user accepts the game's current list: the list's components with its
 * counts (a count the user corrected stays), missing/damaged kept but never above the new count
 * (missing first), notes kept; components the list no longer names are dropped.
 */
export function acceptList(def: BoxDefinition, stored: readonly StoredComponent[]): StoredComponent[] {
  const byKey = new Map(stored.map((s) => [s.component, s]));
  return def.components.map((c) => {
    const s = byKey.get(c.key);
    const quantity = s?.corrected ? s.quantity : c.count;
    const missing = Math.min(s?.missing ?? 0, quantity);
    const damaged = Math.min(s?.damaged ?? 0, quantity - missing);
    return { component: c.key, quantity, missing, damaged, corrected: s?.corrected ?? false, note: s?.note ?? '' };
  });
}

/** Why a missing/damaged/count value cannot be stored for a line, or null when it can. */
export function componentCountProblem(v: {
  quantity: number;
  missing: number;
  damaged: number;
}): { field: 'quantity' | 'missing' | 'damaged'; reason: 'negative' | 'aboveCount' | 'overTotal' } | null {
  if (v.quantity < 0) return { field: 'quantity', reason: 'negative' };
  if (v.missing < 0) return { field: 'missing', reason: 'negative' };
  if (v.damaged < 0) return { field: 'damaged', reason: 'negative' };
  if (v.missing > v.quantity) return { field: 'missing', reason: 'aboveCount' };
  if (v.damaged > v.quantity) return { field: 'damaged', reason: 'aboveCount' };
  // a piece is either missing or there (and maybe damaged), never both
  if (v.missing + v.damaged > v.quantity) return { field: 'damaged', reason: 'overTotal' };
  return null;
}

/** A component the table lacks: needed pieces against the pieces not marked missing in the user's boxes. */
export interface ComponentShortfall {
  product: string;
  component: string;
  needed: number;
  available: number;
}

/**
 * What an engine's needs lack in the user's boxes. Only products the user has at least one box of
 * are checked (a user who does not keep their collection here is never refused), and only components
 * one of those boxes has a line for (a component the game's list named after the boxes were stored is
 * not known to be missing: the checklist shows it as added until the user accepts the list); a
 * component counts the pieces not marked missing over every box of the product (damaged pieces are there).
 */
export function componentShortfalls(
  needs: readonly ComponentNeed[],
  boxes: ReadonlyArray<{
    code: string;
    contents: readonly Pick<StoredComponent, 'component' | 'quantity' | 'missing'>[];
  }>,
): ComponentShortfall[] {
  const there = new Map<string, number>();
  for (const b of boxes)
    for (const c of b.contents) {
      const k = `${b.code}\u0000${c.component}`;
      there.set(k, (there.get(k) ?? 0) + Math.max(0, c.quantity - c.missing));
    }
  const want = new Map<string, ComponentNeed>();
  for (const n of needs) {
    const k = `${n.product}\u0000${n.component}`;
    if (!there.has(k) || n.count <= 0) continue; // no box of the product, or none with a line for it
    const prev = want.get(k);
    want.set(k, { ...n, count: Math.max(n.count, prev?.count ?? 0) });
  }
  const out: ComponentShortfall[] = [];
  for (const [k, n] of want) {
    const available = there.get(k) ?? 0;
    if (available < n.count) out.push({ product: n.product, component: n.component, needed: n.count, available });
  }
  return out;
}
