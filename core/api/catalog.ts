import { z } from 'zod';
import { gameId } from './schemas';

/**
 * Types of the card-catalog API (`catalog.*`). Card texts come only from the user's own import.
 * The shapes are the same for every game; what only one game has travels in the records its
 * definition fills (`counts`, `stats`, `IdentityInfo.rules`, `CatalogFacets.lists`, the sort names),
 * typed in that game's folder (`core/games/<game>/catalog/api.ts`).
 */

/** What a catalog holds, counted by the game's own kinds: `cards` always, then e.g. packs, sets, reprints. */
export type CatalogCounts = { cards: number } & Record<string, number>;

export interface CatalogStatus {
  game: string;
  imported: boolean;
  importedAt: string | null;
  /** Where the data came from: a folder, a zip, or a download address. */
  source: string | null;
  counts: CatalogCounts;
  /** Card languages besides English. */
  languages: string[];
  skipped: number;
  warnings: number;
  /** Address used by "Download the latest card data". */
  downloadUrl: string;
}

export interface ImportIssueInfo {
  file: string;
  index: number | null;
  code: string | null;
  reason: string;
  params: Record<string, unknown>;
}

export interface ImportResult {
  status: CatalogStatus;
  skipped: ImportIssueInfo[];
  warnings: ImportIssueInfo[];
}

export interface CardSummary {
  code: string;
  name: string;
  subname: string | null;
  typeCode: string;
  typeName: string;
  factionCode: string;
  factionName: string;
  packCode: string;
  packName: string;
  position: number;
  cost: number | null;
  traits: string[];
  unique: boolean;
  /**
   * The card's printed stats under the data set's own names (e.g. attack, health, a resource count;
   * flags as booleans), for card pictures. Only fields the card has are present.
   */
  stats?: Record<string, number | boolean | null>;
  /** Printings of this card (the original and its reprints). */
  printings: number;
}

export interface CardFace {
  code: string;
  name: string;
  subname: string | null;
  typeCode: string;
  typeName: string;
  traits: string[];
  text: string | null;
  flavor: string | null;
  stats: Record<string, number | boolean | null>;
}

export interface CardDetail extends CardSummary {
  setCode: string | null;
  setName: string | null;
  quantity: number;
  deckLimit: number | null;
  permanent: boolean;
  illustrator: string | null;
  faces: CardFace[];
  printingsList: Array<{ code: string; packCode: string; packName: string; position: number; quantity: number }>;
}

export interface SearchPage {
  total: number;
  offset: number;
  cards: CardSummary[];
  /** Parts of the query that were not understood (codes), e.g. an unknown field. */
  problems: Array<{ code: string; params: Record<string, unknown> }>;
}

/** An identity a deck can be built for, with what the deck builder needs to know up front. */
export interface IdentityInfo {
  /** Main code (the hero face). */
  code: string;
  name: string;
  /** Another name shown beside it (e.g. the other face's name), null when none. */
  subname: string | null;
  packCode: string;
  packName: string;
  setCode: string;
  /** The identity's own cards and their exact counts. */
  requiredCards: Array<{ code: string; name: string; quantity: number }>;
  /** The game's deck-building facts about this identity under its own names (e.g. how many factions it takes). */
  rules: Record<string, number | boolean>;
}

/** A value a filter picker offers; `typeCode` and `primary` where the game's list has them. */
export interface FacetValue {
  code: string;
  name: string;
  typeCode?: string;
  primary?: boolean;
}

/** What filter pickers and the "add a product" picker list. */
export interface CatalogFacets {
  /** The game's products (packs, boxes, sets) in release order, with their number of distinct cards. */
  packs: Array<{ code: string; name: string; position: number; typeCode: string; cards: number }>;
  /** The game's other filter lists under its own names (e.g. sets, factions, types, traits). */
  lists: Record<string, FacetValue[]>;
}

/** Sort names games share; each game lists those it offers and its own (`CatalogDefinition.sorts`). */
export const SEARCH_SORTS = ['release', 'name', 'cost', 'type'] as const;
const game = gameId;
const cardLang = z.enum(['en', 'tr', 'de', 'hu']);

export const catalogArgs = {
  status: z.object({ game }).strict(),
  import: z
    .object({
      game,
      source: z.union([
        z.object({ path: z.string().min(1).max(4096) }).strict(),
        z.object({ download: z.literal(true), url: z.url({ protocol: /^https?$/ }).optional() }).strict(),
      ]),
    })
    .strict(),
  report: z.object({ game }).strict(),
  cancelImport: z.object({ game }).strict(),
  search: z
    .object({
      game,
      query: z.string().max(500),
      lang: cardLang.default('en'),
      /** One of the game's sorts (`CatalogDefinition.sorts`); another is refused with `invalid_args`. */
      sort: z
        .string()
        .regex(/^[a-z][a-zA-Z]{0,39}$/)
        .default('release'),
      /** Only cards with owned copies / with free (unallocated) copies in the open save's collection. */
      only: z.enum(['all', 'owned', 'free']).default('all'),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(500).default(100),
    })
    .strict(),
  card: z.object({ game, code: z.string().min(1).max(40), lang: cardLang.default('en') }).strict(),
  /** Summaries of many cards at once (a deck's slots); unknown codes are left out. */
  cards: z.object({ game, codes: z.array(z.string().min(1).max(40)).max(2000), lang: cardLang.default('en') }).strict(),
  identities: z.object({ game, lang: cardLang.default('en') }).strict(),
  facets: z.object({ game, lang: cardLang.default('en') }).strict(),
};
