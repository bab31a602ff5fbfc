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

/**
 * Berserk: Heroes formats (§3.2, §7.2): one hero and at least `minOthers` other cards of the
 * hero's element or neutral, `copies` per name with the Horde exception, and — in official play —
 * the set rotation. Every number is a setting of the format (the review's 30 cards: RULINGS.md).
 */
export interface HeroesFormat {
  id: string;
  /** Hero cards a deck has (§3.2: one). */
  heroes: number;
  /** Other cards, at least (§3.2: 40). */
  minOthers: number;
  /** Other cards, at most; null = no limit (the rulebook states none). */
  maxOthers: number | null;
  /** Copies per name (§3.2: 3). */
  copies: number;
  /** Copies per name of a Horde card; null = no limit (the Heroes text says only "exception": RULINGS.md). */
  hordeCopies: number | null;
  /** Names (as imported) banned in the format. */
  banned: readonly string[];
  /** Whether the set rotation (HEROES_ROTATION) applies: official play yes, casual ("amateur") play no. */
  rotation: boolean;
}

/**
 * Set rotation as data (§7.2, page B): once the Heroes line has its `from`th set, the sets
 * numbered in `leaving` are no longer legal in official play (they stay legal in casual play).
 */
export interface HeroesRotation {
  from: number;
  leaving: readonly number[];
}

export const HEROES_ROTATION: readonly HeroesRotation[] = [{ from: 5, leaving: [1, 2] }];

export const HEROES_FORMATS: Readonly<Record<string, HeroesFormat>> = {
  heroes: {
    id: 'heroes',
    heroes: 1,
    minOthers: 40,
    maxOthers: null,
    copies: 3,
    hordeCopies: null,
    banned: [],
    rotation: true,
  },
  'heroes-casual': {
    id: 'heroes-casual',
    heroes: 1,
    minOthers: 40,
    maxOthers: null,
    copies: 3,
    hordeCopies: null,
    banned: [],
    rotation: false,
  },
};

/**
 * The Heroes set codes legal under the rotation: every Heroes set, less those a rotation step
 * has taken out (a step applies once a set numbered `from` or later is in the catalog).
 */
export function heroesLegalSets(
  sets: ReadonlyArray<{ code: string; line?: string; lineNumber?: number }>,
  rotation: readonly HeroesRotation[] = HEROES_ROTATION,
): string[] {
  const heroes = sets.filter((s) => s.line === 'heroes');
  const newest = Math.max(0, ...heroes.map((s) => s.lineNumber ?? 0));
  const out = new Set(rotation.filter((r) => newest >= r.from).flatMap((r) => r.leaving));
  return heroes.filter((s) => !out.has(s.lineNumber ?? 0)).map((s) => s.code);
}
