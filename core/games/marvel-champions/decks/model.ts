/** A Marvel Champions player deck as Deckhand keeps it, and the problems the validator reports. */

export interface McDeck {
  /** Identity card code (any face or printing of it); null when not chosen yet. */
  identity: string | null;
  /**
   * Chosen aspect(s). May be empty: the validator then infers them from the cards (the most used
   * aspect, or as many as the identity's requirement asks for).
   */
  aspects: string[];
  /** Card code → copies, identity-specific cards included (the identity card itself need not be). */
  slots: Record<string, number>;
  name?: string;
  description?: string;
  tags?: string[];
}

/**
 * Every problem code the validator and the collection check emit; the renderer translates
 * `deck.<code>` with the params. Cards are always named by code (`code` or `codes`); `name` is the
 * English name for logs and tests.
 */
export const DECK_PROBLEM_CODES = [
  // identity (§4.1 "Exactly 1 identity card")
  'deck.noIdentity', // {}
  'deck.unknownIdentity', // { code }
  'deck.notAnIdentity', // { code }
  'deck.multipleIdentities', // { codes }
  'deck.identityCopies', // { code, count }
  // slots
  'deck.unknownCard', // { code }
  'deck.badQuantity', // { code, quantity }
  // size (§4.1 "40 to 50 cards … identity and Permanent cards don't count")
  'deck.tooFewCards', // { count, min }
  'deck.tooManyCards', // { count, max }
  // identity-specific cards (§4.1 "in the exact quantities")
  'deck.identityCardCount', // { code, name, count, required }
  'deck.otherIdentityCard', // { code, name, identitySet }
  // aspects (§4.1 "exactly one aspect", FAQ Spider-Woman, identity requirements)
  'deck.unknownAspect', // { aspect }
  'deck.tooManyAspects', // { aspects, max }
  'deck.offAspect', // { code, name, aspect, chosen }
  'deck.aspectsUnequal', // { counts, aspects }
  'deck.deckOptionLimit', // { identity, option, codes, count, limit | nameLimit }
  // copies (§4.1 "≤ 3 by name", "Max X per deck", "≤ 1 unique incl. identity")
  'deck.tooManyCopies', // { name, subname, codes, count, max }
  'deck.tooManyUnique', // { name, subname, codes, count, max, withIdentity }
  // card-level rules
  'deck.teamUp', // { code, name, characters }
  'deck.encounterCard', // { code, name, setType }
  'deck.nemesisCard', // { code, name }
  'deck.obligationCard', // { code, name }
  'deck.campaignCard', // { code, name }
  'deck.notPlayerCard', // { code, name, typeCode, factionCode }
  // collection (separate check)
  'deck.notOwned', // { code, name, need, have }
  'deck.notFree', // { code, name, need, have }
  // warnings
  'deck.uniqueNameClash', // { name, codes } same-named unique cards where one has no subtitle
] as const;
export type DeckProblemCode = (typeof DECK_PROBLEM_CODES)[number];

export type DeckParam = string | number | boolean | null | string[] | Record<string, number>;

export interface DeckProblem {
  code: DeckProblemCode;
  params: Record<string, DeckParam>;
}

export interface DeckValidation {
  /** True when there is no problem (warnings allowed). */
  valid: boolean;
  problems: DeckProblem[];
  warnings: DeckProblem[];
  /** The identity's main code, when resolved. */
  identity: string | null;
  /** Aspects the deck was checked against (declared or inferred). */
  aspects: string[];
  /** Cards counted towards 40–50 (identity, Permanent and set-aside cards excluded). */
  size: number;
  /** Aspect cards per aspect (identity-specific cards and cards admitted by identity options excluded). */
  aspectCounts: Record<string, number>;
}
