import { computed } from 'vue';
import type { CatalogFacets, IdentityInfo } from '../../../../core/api/catalog';
import { facetList, identityRules } from './cards/catalog-fields';
import { catalogStoreFor } from '../../stores/catalog';
import { collectionStoreFor } from '../../stores/collection';
import { defineDeckStore, type DeckAdapter, type DeckStoreBase } from '../../stores/decks';
import { searchQuery, swapIdentityCards } from './decks/grouping';
import { codesIn } from './decks/problems';

/** The core game id of Marvel Champions. */
export const MC_GAME = 'marvel-champions' as const;

/** The Marvel Champions card catalog (the shared catalog store of this game). */
export const useCatalogStore = catalogStoreFor(MC_GAME);

/** The Marvel Champions physical collection (the shared collection store of this game). */
export const useCollectionStore = collectionStoreFor(MC_GAME);

/**
 * What Marvel Champions decks add to the generic deck store: an identity (hero) with its own
 * cards in exact counts, aspects (as many as the identity allows), card names that fall back to
 * the identities, and the catalog's identities and facets (shared with the card browser).
 */
function mcDeckParts(base: DeckStoreBase) {
  const catalog = useCatalogStore();
  const { draft, validation, edit, ensureCards, create, cards } = base;
  const identities = computed<IdentityInfo[]>(() => catalog.identities ?? []);
  const facets = computed<CatalogFacets | null>(() => catalog.facets);

  /** The identity of the deck, as catalog.identities describes it (aspect count, own cards). */
  const identityInfo = computed<IdentityInfo | null>(() => {
    const code = draft.value?.identity ?? null;
    if (!code) return null;
    // The draft may name another face or printing: the validator's main code then finds it.
    return (
      identities.value.find((i) => i.code === code) ??
      identities.value.find((i) => i.code === validation.value?.identity) ??
      null
    );
  });
  /** The aspects a deck can choose from (primary factions but basic), in the data's order. */
  const aspectCodes = computed(() =>
    facetList(facets.value, 'factions')
      .filter((f) => f.primary && f.code !== 'basic')
      .map((f) => f.code),
  );

  /** Identities in the card language (the catalog store caches them per language). */
  function loadIdentities(): Promise<IdentityInfo[]> {
    return catalog.loadIdentities();
  }

  /** Aspect, type and pack names and the aspect list (the catalog store caches them). */
  function loadFacets(): Promise<CatalogFacets> {
    return catalog.loadFacets();
  }

  /** A card's display name in the UI language (subtitle included), an identity's, or the fallback / code. */
  function cardName(code: string, fallback?: string | null): string {
    const c = cards.value[code];
    if (c) return c.subname ? `${c.name} (${c.subname})` : c.name;
    const id = identities.value.find((i) => i.code === code);
    if (id) return id.subname ? `${id.name} (${id.subname})` : id.name;
    return fallback || code;
  }

  /** A new deck for an identity: its own cards in their counts, the chosen aspects. */
  function createFor(identity: IdentityInfo, aspects: string[], name: string) {
    const slots: Record<string, number> = {};
    for (const r of identity.requiredCards) slots[r.code] = r.quantity;
    return create({ name, identity: identity.code, aspects: aspects.slice(0, identityRules(identity).aspects), slots });
  }

  function setAspects(aspects: string[]): void {
    edit((d) => (d.aspects = [...new Set(aspects)]));
  }

  /** Change the identity: its own cards replace the previous identity's; extra aspects are dropped. */
  function setIdentity(next: IdentityInfo): void {
    const before = identityInfo.value;
    edit((d) => {
      d.identity = next.code;
      d.slots = swapIdentityCards(d.slots, before?.requiredCards ?? null, next.requiredCards);
      d.aspects = d.aspects.slice(0, identityRules(next).aspects);
    });
    void ensureCards([next.code, ...next.requiredCards.map((r) => r.code)]).catch(() => undefined);
  }

  /** Put the identity's own cards back in their exact counts. */
  function resetIdentityCards(): void {
    const info = identityInfo.value;
    if (!info) return;
    edit((d) => (d.slots = swapIdentityCards(d.slots, info.requiredCards, info.requiredCards)));
  }

  return {
    identities,
    facets,
    identityInfo,
    aspectCodes,
    loadIdentities,
    loadFacets,
    cardName,
    createFor,
    setAspects,
    setIdentity,
    resetIdentityCards,
  };
}

/** The Marvel Champions part of the deck store (registered with the game, games/registry.ts). */
export const mcDeckAdapter: DeckAdapter<ReturnType<typeof mcDeckParts>> = {
  codesIn,
  // Scope `deck`: the draft's aspects (or those the validator found) and basic.
  searchQuery: (text, draft, validation, scope) =>
    searchQuery(text, draft?.aspects.length ? draft.aspects : (validation?.aspects ?? []), scope),
  onOpen: () => {
    const catalog = useCatalogStore();
    void catalog.loadIdentities().catch(() => undefined);
    void catalog.loadFacets().catch(() => undefined);
  },
  extend: mcDeckParts,
};

/** Marvel Champions decks: the generic deck store with the identity and aspect parts. */
export const useDecksStore = defineDeckStore(MC_GAME, mcDeckAdapter);
