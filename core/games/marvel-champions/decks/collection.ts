/**
 * The optional "only cards I own / that are free" constraint, separate from deck legality. Counts
 * are per printing code as the collection keeps them; reprints and faces fold onto the card, so
 * owning the reprint of a Core Set card covers the deck's Core Set code.
 */
import { checkAvailable } from '../../../platform/decks';
import { deckNeeds } from '../collection/products';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';
import { countsByCard } from '../catalog/reprints';
import type { DeckProblem, McDeck } from './model';

export interface CollectionCheck {
  ok: boolean;
  problems: DeckProblem[];
  /** Canonical code → copies missing. */
  missing: Record<string, number>;
  /** Canonical code → copies the deck needs (identity included). */
  needed: Record<string, number>;
}

/**
 * Checks that the deck can be built from `available` (per printing code): `owned` counts the
 * collection, `free` what is not allocated to other decks (the backend computes it).
 */
export function checkCollection(
  deck: McDeck,
  catalog: McCatalog,
  available: Record<string, number>,
  kind: 'owned' | 'free' = 'owned',
): CollectionCheck {
  const idx = catalogIndex(catalog);
  const { needed } = deckNeeds(deck, catalog);
  const { counts } = countsByCard(catalog, available);
  const check = checkAvailable(needed, counts, kind, (code) => idx.byCode.get(code)?.name ?? code);
  return { ...check, problems: check.problems as DeckProblem[], needed };
}
