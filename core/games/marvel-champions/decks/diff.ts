/**
 * What changed between two saved states of a deck (the deck builder's version history). Cards are
 * compared by canonical code — reprints and back faces fold onto the card, as the validator counts
 * them — so swapping a Core Set printing for its reprint is not a change.
 */
import { diffDeckStates, type DeckState } from '../../../platform/decks';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';

export type { DeckState };

export interface McDeckDiff {
  from: number;
  to: number;
  /** One entry per card whose copies changed, keyed by canonical code, in code (release) order. */
  cards: Array<{ code: string; name: string; from: number; to: number }>;
  /** Null when the identity is the same card (any face or printing of it). */
  identity: { from: string | null; to: string | null } | null;
  /** Null when the same aspects are chosen (order ignored). */
  aspects: { from: string[]; to: string[] } | null;
  name: { from: string; to: string } | null;
  notesChanged: boolean;
}

/**
 * Diff of two deck states, `a` at version `from` and `b` at version `to`. `catalog` may be null
 * (no card data imported): codes are then compared as written and cards named by their code.
 */
export function diffDecks(a: DeckState, b: DeckState, catalog: McCatalog | null, from: number, to: number): McDeckDiff {
  const idx = catalog ? catalogIndex(catalog) : null;
  const canonical = (code: string): string => idx?.canonicalOf(code) ?? code;
  return diffDeckStates(a, b, from, to, {
    canonical,
    identityKey: (code) => {
      const canon = canonical(code);
      return idx?.identityOfFace.get(canon) ?? canon;
    },
    name: (code) => idx?.byCode.get(code)?.name ?? code,
  });
}
