import type { CardSummary, CatalogFacets, FacetValue, IdentityInfo } from '../../../../../core/api/catalog';
import type {
  McFacetList,
  McIdentityRules,
  McResource,
  McResourceCounts,
  McSearchSort,
} from '../../../../../core/games/marvel-champions/catalog/api';

/**
 * Marvel Champions' fields in the game-neutral catalog API, read with their types: resource icons
 * (card stats), an identity's aspect count and deck options (its rules), the filter lists (facets).
 * The lists are core's MC_SEARCH_SORTS and MC_RESOURCES (the renderer imports only core's types;
 * test/unit/renderer/mc-cards.test.ts checks they are the same).
 */

export const SEARCH_SORTS: readonly McSearchSort[] = ['release', 'name', 'cost', 'type', 'aspect'];
export const RESOURCES: readonly McResource[] = ['energy', 'mental', 'physical', 'wild'];

/** A card's resource icons: the data set's `resource_<kind>` stats (absent → 0). */
export function cardResources(card: Pick<CardSummary, 'stats'>): McResourceCounts {
  const out = { energy: 0, mental: 0, physical: 0, wild: 0 };
  for (const r of RESOURCES) {
    const v = card.stats?.[`resource_${r}`];
    if (typeof v === 'number') out[r] = v;
  }
  return out;
}

export function identityRules(identity: Pick<IdentityInfo, 'rules'>): McIdentityRules {
  const { aspects, deckOptions } = identity.rules;
  return { aspects: typeof aspects === 'number' ? aspects : 1, deckOptions: deckOptions === true };
}

export function facetList(facets: Pick<CatalogFacets, 'lists'> | null | undefined, list: McFacetList): FacetValue[] {
  return facets?.lists[list] ?? [];
}
