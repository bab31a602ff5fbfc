// The Berserk card catalog as Deckhand stores it (digest §2.1, §7.5.1): one record per printing
// (set + number), every value the renderer names stored as a code. The Russian words of the
// imported lists map onto codes here; the four UI languages name the codes (locales/berserk).

import { foldText } from '../../../platform/text';
import type { HeroesCard } from './heroes';

export const BERSERK_GAME_ID = 'berserk';

/** A word's lookup key: folded (case and marks dropped, so й = и and ё = е), spaces collapsed. */
export const wordKey = (word: string): string => foldText(word.replace(/ё/gi, 'е'));

/** Looks a list's word up in one of the tables below, whatever its case and marks. */
export function wordLookup<T>(table: Readonly<Record<string, T>>): (word: string) => T | undefined {
  const folded = new Map(Object.entries(table).map(([k, v]) => [wordKey(k), v]));
  return (word) => folded.get(wordKey(word));
}

/** Rule 202 names five elements; a card with none is neutral. Fire is page C's sixth (digest §7.4 #2). */
export const ELEMENTS = ['steppes', 'forests', 'mountains', 'swamps', 'darkness', 'neutral', 'fire'] as const;
export type ElementCode = (typeof ELEMENTS)[number];

/**
 * Card types: the 2023 lists' own words (creature, flyer, artifact, terrain, companion, parasite)
 * and the classic rules' equipment and symbiote (rules 208–214).
 */
export const CARD_TYPES = [
  'creature',
  'flyer',
  'artifact',
  'terrain',
  'equipment',
  'symbiote',
  'companion',
  'parasite',
] as const;
export type CardTypeCode = (typeof CARD_TYPES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'ultra_rare', 'promo'] as const;
export type RarityCode = (typeof RARITIES)[number];

/** What a list may write for an element (folded: lower case, no accents, ё → е). */
export const ELEMENT_WORDS: Readonly<Record<string, ElementCode>> = {
  степи: 'steppes',
  степь: 'steppes',
  леса: 'forests',
  лес: 'forests',
  горы: 'mountains',
  болота: 'swamps',
  болото: 'swamps',
  тьма: 'darkness',
  нейтральная: 'neutral',
  нейтральный: 'neutral',
  нейтральные: 'neutral',
  огонь: 'fire',
  steppes: 'steppes',
  steppe: 'steppes',
  forests: 'forests',
  forest: 'forests',
  mountains: 'mountains',
  swamps: 'swamps',
  swamp: 'swamps',
  darkness: 'darkness',
  dark: 'darkness',
  neutral: 'neutral',
  fire: 'fire',
};

export const TYPE_WORDS: Readonly<Record<string, CardTypeCode>> = {
  существо: 'creature',
  летающее: 'flyer',
  летающий: 'flyer',
  артефакт: 'artifact',
  местность: 'terrain',
  экипировка: 'equipment',
  снаряжение: 'equipment',
  симбиот: 'symbiote',
  спутник: 'companion',
  паразит: 'parasite',
  ...Object.fromEntries(CARD_TYPES.map((t) => [t, t])),
  flying: 'flyer',
  land: 'terrain',
};

export const RARITY_WORDS: Readonly<Record<string, RarityCode>> = {
  частая: 'common',
  необычная: 'uncommon',
  редкая: 'rare',
  ультраредкая: 'ultra_rare',
  'ультра редкая': 'ultra_rare',
  промо: 'promo',
  common: 'common',
  uncommon: 'uncommon',
  rare: 'rare',
  ultra_rare: 'ultra_rare',
  'ultra rare': 'ultra_rare',
  ultrarare: 'ultra_rare',
  promo: 'promo',
};

/** Sets whose Russian names we know a short code for; other sets get a code from their transliterated name. */
export const KNOWN_SETS: Readonly<Record<string, { code: string; en: string }>> = {
  'война стихий': { code: 'woe', en: 'War of the Elements' },
  'нашествие тьмы': { code: 'iod', en: 'Invasion of Darkness' },
};

/**
 * A named ability with its parameters (§5.15), as the engine's vocabulary names it (e.g.
 * `{ name: 'armor', params: { value: 2 } }`). Deck-building reads three of them: `horde` (rule
 * 100.3: up to 5 copies), `uniqueness` (as the `unique` flag) and `notWith` (`params.names`: the
 * card cannot be taken into a squad holding any of those names).
 */
export interface AbilityRef {
  name: string;
  params?: Record<string, string | number | boolean | string[]>;
}

export interface BerserkCard {
  /**
   * Printing code: the list's id (the 2023 list repeats numbers within a set, its ids tell the
   * cards apart); `<set code>-<number>` for a card first imported from a list without ids.
   */
  code: string;
  /** The list's own id (unique in one list), kept as text. */
  id: string;
  /** As imported (Cyrillic kept). */
  name: string;
  cost: number;
  /** Gold crystal cost (elite); silver otherwise. */
  elite: boolean;
  unique: boolean;
  elements: ElementCode[];
  type: CardTypeCode;
  life: number | null;
  moves: number | null;
  /** Simple strike weak-medium-strong (rule 205), null when the card has none. */
  strike: [number, number, number] | null;
  rarity: RarityCode;
  painter: string;
  set: string;
  number: number;
  /** Named abilities (§5.15); empty until the user or a content file fills them in. */
  abilities: AbilityRef[];
}

export interface BerserkSet {
  code: string;
  /** As imported. */
  name: string;
  /** Release order: the order sets first appeared in the imports. */
  order: number;
  /** A set of Berserk: Heroes cards (absent: classic). */
  line?: 'heroes';
  /**
   * The set's number in the Heroes line (1 = the first Heroes set), for set rotation (§7.2): the
   * list's `heroesSet` when it gives one, else the order the Heroes sets were first imported in.
   */
  lineNumber?: number;
  /** The set's number on the Heroes deck sites (their JSON names cards by it): the list's `setNumber`. */
  siteNumber?: number;
}

/** A product with known contents (starter deck, duel set) or random ones (booster: contents null). */
export interface BerserkProduct {
  code: string;
  name: string;
  kind: 'starter' | 'booster' | 'duel' | 'special';
  /** Printing code → copies; null when the contents are random. */
  contents: Record<string, number> | null;
}

export interface BerserkCatalog {
  /** Classic cards. */
  cards: BerserkCard[];
  /** Berserk: Heroes cards (catalog/heroes.ts), in release order like `cards`. */
  heroes: HeroesCard[];
  sets: BerserkSet[];
  products: BerserkProduct[];
}

/** The printing code of a card: set code and number. */
export const printingCode = (set: string, number: number): string => `${set}-${number}`;

export const elementOf = wordLookup(ELEMENT_WORDS);
export const typeOf = wordLookup(TYPE_WORDS);
export const rarityOf = wordLookup(RARITY_WORDS);
export const knownSetOf = wordLookup(KNOWN_SETS);

/** Types that count as flying creatures for the squad's flyer crystals (rule 211, §3.1). */
export const isFlyer = (c: BerserkCard): boolean => c.type === 'flyer';
export const isTerrain = (c: BerserkCard): boolean => c.type === 'terrain';
export const hasAbility = (c: BerserkCard, name: string): boolean => c.abilities.some((a) => a.name === name);
