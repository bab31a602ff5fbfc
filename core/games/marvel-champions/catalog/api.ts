/**
 * What Marvel Champions puts in the game-neutral catalog API's per-game records (the types its
 * screens read them by: renderer/src/games/marvel-champions/cards/catalog-fields.ts).
 */

/** The search sorts: the shared ones (`SEARCH_SORTS`), then by aspect (faction). */
export const MC_SEARCH_SORTS = ['release', 'name', 'cost', 'type', 'aspect'] as const;
export type McSearchSort = (typeof MC_SEARCH_SORTS)[number];

/** Resource icons in the order cards print them; a card summary has them as `stats.resource_<kind>`. */
export const MC_RESOURCES = ['energy', 'mental', 'physical', 'wild'] as const;
export type McResource = (typeof MC_RESOURCES)[number];
export type McResourceCounts = Record<McResource, number>;

/** `IdentityInfo.rules` of a hero. */
export interface McIdentityRules {
  /** Aspects the deck must have (1, or e.g. 2 for Spider-Woman, 4 for Adam Warlock). */
  aspects: number;
  /** The hero has its own deck-building options (cards it may take beyond its aspects). */
  deckOptions: boolean;
}

/** `CatalogFacets.lists`: sets (typeCode = set type), factions (primary = an aspect a deck can pick), types, traits. */
export type McFacetList = 'sets' | 'factions' | 'types' | 'traits';
