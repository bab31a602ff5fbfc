/**
 * What changed between two saved states of a deck (the deck builder's version history). Cards are
 * compared by canonical code — reprints and back faces fold onto the card, as the validator counts
 * them — so swapping a Core Set printing for its reprint is not a change.
 */
import type { DeckDiff } from '../../../api/decks';
import { diffDeckStates, type DeckState } from '../../../platform/decks';
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';

export type { DeckState };

/** Cards are keyed by canonical code, in code (release) order; identity and aspects are null when the same card / the same aspects (order ignored). */
export type McDeckDiff = DeckDiff;

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
