import { z } from 'zod';
import type { DeckData, DeckDiff, DeckProblemInfo, DeckStats, DeckValidationResult } from '../api/decks';

/**
 * What a game tells the generic deck service (electron/backend/decks/service.ts). Pure: the service
 * keeps decks, versions and groups (tables decks, deck_versions, deck_groups, tagged with the game),
 * caches validity and names imported decks; the game validates, counts, charts, and reads and writes
 * its deck files. Problems travel as codes + params (the renderer translates them).
 */

/** A deck as the rules read it: what `decks.validate` receives, plus the stored text fields when known. */
export interface DeckInput {
  identity: string | null;
  aspects: readonly string[];
  slots: Readonly<Record<string, number>>;
  name?: string;
  notes?: string;
  tags?: readonly string[];
}

/** The game's verdict on a deck: `decks.validate`'s answer without the charts and the collection check. */
export type DeckCheck = Omit<DeckValidationResult, 'stats' | 'collection'>;

/** A deck file read: the deck (null when nothing could be read) with the parser's problems and warnings. */
export interface ParsedDeckFile {
  /** The format read (given or detected). */
  format: string;
  deck: (Pick<DeckData, 'identity' | 'aspects' | 'slots'> & { name?: string; notes?: string; tags?: string[] }) | null;
  problems: DeckProblemInfo[];
  warnings: DeckProblemInfo[];
}

/** A deck file type: what `decks.export` names and labels the file with. */
export interface DeckFileType {
  ext: string;
  mime: string;
}

export interface DeckRules<Catalog> {
  /** Format id → file type; the keys are the game's deck formats (`GameDefinition.decks.formats`). */
  readonly fileTypes: Readonly<Record<string, DeckFileType>>;
  /** Legality (the game's deck-building rules); never throws. */
  validate(catalog: Catalog, deck: DeckInput): DeckCheck;
  /** Chart data: named groups of counts (the game's renderer draws them). */
  stats(catalog: Catalog, deck: DeckInput): DeckStats;
  /** The validator's `size`, cheaply (the version list shows it). */
  countedSize(catalog: Catalog, deck: DeckInput): number;
  /** The identity's name (any face or printing of it): the catalog's own with `lang` null, else in that language. */
  identityName(catalog: Catalog, identity: string, lang: string | null): string | null;
  /** What changed between two saved states; `catalog` null = nothing imported (codes compared as written). */
  diff(catalog: Catalog | null, a: DeckData, b: DeckData, from: number, to: number): DeckDiff;
  /** Read a deck file in `format` (one of `fileTypes`), or detect it. Never throws on bad input. */
  parse(catalog: Catalog, content: string, format: string | undefined, name?: string): ParsedDeckFile;
  /** Write a deck as a file, with what the file leaves out as warnings. */
  export(catalog: Catalog, deck: DeckInput, format: string): { value: string; warnings: DeckProblemInfo[] };
}

/** A game's `decks` entry: the rules, and the format ids taken from them (declared once). */
export function deckSection<C>(rules: DeckRules<C>): {
  readonly formats: readonly string[];
  readonly rules: DeckRules<C>;
} {
  return { formats: Object.keys(rules.fileTypes), rules };
}

/** One saved state of a deck, as the diff reads it. */
export interface DeckState {
  name: string;
  identity: string | null;
  aspects: readonly string[];
  slots: Readonly<Record<string, number>>;
  notes: string;
}

/** How `diffDeckStates` reads cards: the card a code counts for, an identity's key, and a card's name. */
export interface DiffLookup {
  canonical(code: string): string;
  identityKey(code: string): string;
  name(code: string): string;
}

/** Copies per canonical code. */
function tally(slots: Readonly<Record<string, number>>, canonical: (code: string) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [code, q] of Object.entries(slots)) {
    if (typeof q !== 'number' || !Number.isFinite(q) || q <= 0) continue;
    const key = canonical(code);
    out.set(key, (out.get(key) ?? 0) + q);
  }
  return out;
}

/**
 * Diff of two deck states, `a` at version `from` and `b` at version `to`. Cards are compared by the
 * card they count for, so swapping one printing for another of the same card is not a change.
 */
export function diffDeckStates(a: DeckState, b: DeckState, from: number, to: number, lookup: DiffLookup): DeckDiff {
  const before = tally(a.slots, lookup.canonical);
  const after = tally(b.slots, lookup.canonical);
  const codes = [...new Set([...before.keys(), ...after.keys()])].sort();
  const cards: DeckDiff['cards'] = [];
  for (const code of codes) {
    const f = before.get(code) ?? 0;
    const t = after.get(code) ?? 0;
    if (f !== t) cards.push({ code, name: lookup.name(code), from: f, to: t });
  }
  const key = (code: string | null) => (code === null ? null : lookup.identityKey(code));
  const sameAspects =
    a.aspects.length === b.aspects.length &&
    [...a.aspects].sort().join('\u0000') === [...b.aspects].sort().join('\u0000');
  return {
    from,
    to,
    cards,
    identity: key(a.identity) === key(b.identity) ? null : { from: a.identity, to: b.identity },
    aspects: sameAspects ? null : { from: [...a.aspects], to: [...b.aspects] },
    name: a.name === b.name ? null : { from: a.name, to: b.name },
    notesChanged: a.notes !== b.notes,
  };
}

/** The "only cards I own / that are free" check's answer (`decks.validate`'s `collection`). */
export interface CollectionCheck {
  ok: boolean;
  problems: DeckProblemInfo[];
  /** Canonical code → copies missing. */
  missing: Record<string, number>;
}

/**
 * Compares a deck's needs (canonical code → copies) with what the collection has available
 * (canonical code → copies, owned or free): `deck.notOwned` / `deck.notFree` per card short.
 */
export function checkAvailable(
  needed: Readonly<Record<string, number>>,
  available: Readonly<Record<string, number>>,
  kind: 'owned' | 'free',
  name: (code: string) => string,
): CollectionCheck {
  const problems: DeckProblemInfo[] = [];
  const missing: Record<string, number> = {};
  for (const code of Object.keys(needed).sort()) {
    const need = needed[code];
    const have = available[code] ?? 0;
    if (have >= need) continue;
    missing[code] = need - have;
    problems.push({
      code: kind === 'owned' ? 'deck.notOwned' : 'deck.notFree',
      params: { code, name: name(code), need, have },
    });
  }
  return { ok: problems.length === 0, problems, missing };
}

/**
 * The saved deck a seat's cards were read from, kept beside them in an engine's resolved options so
 * the play history knows which deck was played (issue 19); replay never reads it.
 */
export const savedDeckRefSchema = z.strictObject({
  id: z.string().min(1).max(80),
  version: z.number().int().min(0),
  name: z.string().max(200),
});
export type SavedDeckRef = z.output<typeof savedDeckRefSchema>;

/** A resolver's `savedDeck` for deck `id` as `deps.deck` gave it (a version that is not a count reads 0). */
export function savedDeckRef(id: string, version: unknown, name: string): SavedDeckRef {
  const v = typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
  return { id, version: v, name: name.slice(0, 200) };
}
