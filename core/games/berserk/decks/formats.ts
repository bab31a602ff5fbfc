// Deck formats as data (digest §3.1, rule 100.3; §7.5.4: limits are data, not code). Banned lists
// and legal sets come from tournament rules the text does not include: empty here, filled per
// format by whoever runs a tournament (a format object is all the validator reads).

export interface DeckFormat {
  id: string;
  min: number;
  max: number;
  /** Copies per name; null = no limit (draft and sealed: the text states none, RULINGS.md). */
  copies: number | null;
  /** Copies per name of a card with Horde (rule 100.3). */
  hordeCopies: number | null;
  /** Names (as imported) banned in the format. */
  banned: readonly string[];
  /** Set codes legal in the format; null = every set. */
  legalSets: readonly string[] | null;
}

export const DECK_FORMATS: Readonly<Record<string, DeckFormat>> = {
  constructed: { id: 'constructed', min: 30, max: 50, copies: 3, hordeCopies: 5, banned: [], legalSets: null },
  draft: { id: 'draft', min: 20, max: 50, copies: null, hordeCopies: null, banned: [], legalSets: null },
  sealed: { id: 'sealed', min: 20, max: 50, copies: null, hordeCopies: null, banned: [], legalSets: null },
};

export const DEFAULT_FORMAT = 'constructed';

/**
 * The squad (rule 304, §3.1 squad-level limits): what recruitment allows. `gold`/`silver` are the
 * crystals of a player (rule 101.3: first player 23 + 22, second 23 + 23; §7.4 #1).
 */
export interface SquadLimits {
  maxCards: number;
  maxFlyerCrystals: number;
  maxTerrains: number;
  gold: number;
  silver: number;
  /** Gold lost per element beyond this many (rule 304). */
  freeElements: number;
}

export const SQUAD_LIMITS = {
  first: { maxCards: 15, maxFlyerCrystals: 15, maxTerrains: 1, gold: 23, silver: 22, freeElements: 2 },
  second: { maxCards: 15, maxFlyerCrystals: 15, maxTerrains: 1, gold: 23, silver: 23, freeElements: 2 },
} as const satisfies Record<string, SquadLimits>;
