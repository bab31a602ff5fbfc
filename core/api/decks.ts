import { z } from 'zod';
import { gameId } from './schemas';

/**
 * Types of the deck API (`decks.*`). A deck is saved in versions: every `decks.save` that changes
 * something appends a version (kept for good) and `decks.diff` compares any two. Validation is the
 * one validator of core/games/<game>/decks; problems travel as codes + params (cards named by code
 * and English name; the renderer shows the card in the user's language).
 */

export interface DeckData {
  name: string;
  identity: string | null;
  aspects: string[];
  /** Card code → copies. */
  slots: Record<string, number>;
  notes: string;
  tags: string[];
}

export interface DeckSummary {
  id: string;
  name: string;
  identity: string | null;
  identityName: string | null;
  aspects: string[];
  /** Cards counted towards the deck size, as the game counts them (e.g. identity cards excluded). */
  size: number;
  valid: boolean;
  problems: number;
  /**
   * Set when validity could not be checked: no catalog imported. `valid` is then false and
   * `problems` is 1 (this reason); `size` counts every copy and `identityName` is null.
   */
  unchecked?: 'catalog_not_imported';
  built: boolean;
  version: number;
  tags: string[];
  groupIds: string[];
  createdAt: string;
  updatedAt: string;
}

export interface DeckRecord extends DeckData {
  id: string;
  built: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  groupIds: string[];
}

export interface DeckProblemInfo {
  code: string;
  params: Record<string, unknown>;
}

/**
 * Deck-builder chart data as named groups of counts (group → key → cards), each game its own: e.g.
 * a cost curve (cost → cards, `x` for X costs), printed icons, card types, factions. The game's
 * renderer knows its groups; a group the deck has nothing in may be empty or absent.
 */
export type DeckStats = Record<string, Record<string, number>>;

export interface DeckValidationResult {
  valid: boolean;
  problems: DeckProblemInfo[];
  warnings: DeckProblemInfo[];
  identity: string | null;
  aspects: string[];
  size: number;
  stats: DeckStats;
  /** The "only cards I own / that are free" constraint, when asked for. */
  collection: {
    kind: 'owned' | 'free';
    ok: boolean;
    problems: DeckProblemInfo[];
    missing: Record<string, number>;
  } | null;
}

export interface DeckVersionInfo {
  version: number;
  savedAt: string;
  name: string;
  size: number;
}

export interface DeckDiff {
  from: number;
  to: number;
  /** Card code → { from, to } copies, for every card whose count changed. */
  cards: Array<{ code: string; name: string; from: number; to: number }>;
  identity: { from: string | null; to: string | null } | null;
  aspects: { from: string[]; to: string[] } | null;
  name: { from: string; to: string } | null;
  notesChanged: boolean;
}

export interface DeckGroup {
  id: string;
  name: string;
  deckIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** A deck file format id; each game lists its own (GameDefinition.decks.formats), dispatch checks it. */
export type DeckFormat = string;
const deckFormat = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

export interface DeckImportResult {
  deck: DeckSummary;
  problems: DeckProblemInfo[];
  warnings: DeckProblemInfo[];
}

export interface DeckExport {
  fileName: string;
  mime: string;
  content: string;
  /**
   * What the file does not carry, naming the cards (format problem codes): for OCTGN
   * `format.noOctgnId { code, quantity }` — a card without an OCTGN id is left out of the .o8d.
   */
  warnings: DeckProblemInfo[];
}

/** Most different cards (slots) a deck may hold: saves refuse more, and so does an import. */
export const MAX_DECK_SLOTS = 500;

const game = gameId;
const id = z.string().regex(/^[0-9a-f-]{36}$/);
const code = z.string().min(1).max(40);
const slots = z
  .record(code, z.number().int().min(0).max(99))
  .refine((s) => Object.keys(s).length <= MAX_DECK_SLOTS, { message: 'too many slots' });
const deckFields = {
  name: z.string().trim().min(1).max(120),
  identity: code.nullable(),
  aspects: z.array(z.string().min(1).max(40)).max(6),
  slots,
  notes: z.string().max(100_000),
  tags: z.array(z.string().trim().min(1).max(60)).max(30),
};
const cardLang = z.enum(['en', 'tr', 'de', 'hu']);

export const deckArgs = {
  list: z.object({ game }).strict(),
  get: z.object({ game, id, version: z.number().int().min(1).optional() }).strict(),
  create: z
    .object({
      game,
      name: deckFields.name,
      identity: deckFields.identity.default(null),
      aspects: deckFields.aspects.default([]),
      slots: slots.optional(),
      notes: deckFields.notes.default(''),
      tags: deckFields.tags.default([]),
    })
    .strict(),
  /** Fields not given stay as they are; a save that changes nothing adds no version. */
  save: z
    .object({
      game,
      id,
      name: deckFields.name.optional(),
      identity: deckFields.identity.optional(),
      aspects: deckFields.aspects.optional(),
      slots: slots.optional(),
      notes: deckFields.notes.optional(),
      tags: deckFields.tags.optional(),
    })
    .strict(),
  id: z.object({ game, id }).strict(),
  versions: z.object({ game, id }).strict(),
  diff: z.object({ game, id, from: z.number().int().min(1), to: z.number().int().min(1) }).strict(),
  /** Validate a deck as it is being edited (not necessarily saved). */
  validate: z
    .object({
      game,
      deck: z.object({ identity: deckFields.identity, aspects: deckFields.aspects, slots }).strict(),
      constraint: z.enum(['none', 'owned', 'free']).default('none'),
      /** With `free`: copies allocated to this deck count as free for it. */
      deckId: id.optional(),
    })
    .strict(),
  import: z
    .object({
      game,
      format: deckFormat.optional(),
      content: z
        .string()
        .min(1)
        .max(2 * 1024 * 1024),
      name: deckFields.name.optional(),
      lang: cardLang.default('en'),
    })
    .strict(),
  export: z.object({ game, id, format: deckFormat, version: z.number().int().min(1).optional() }).strict(),
  groups: z.object({ game }).strict(),
  saveGroup: z
    .object({ game, id: id.optional(), name: z.string().trim().min(1).max(120), deckIds: z.array(id).max(50) })
    .strict(),
  deleteGroup: z.object({ game, id }).strict(),
};
