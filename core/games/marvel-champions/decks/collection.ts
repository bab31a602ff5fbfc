/**
 * The optional "only cards I own / that are free" constraint, separate from deck legality. Counts
 * are per printing code as the collection keeps them; reprints and faces fold onto the card, so
 * owning the reprint of a Core Set card covers the deck's Core Set code.
 */
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
  const needed: Record<string, number> = {};
  for (const [code, q] of Object.entries(deck.slots ?? {})) {
    if (typeof q !== 'number' || !Number.isInteger(q) || q <= 0) continue;
    const canon = idx.canonicalOf(code);
    if (canon) needed[canon] = (needed[canon] ?? 0) + q;
  }
  if (deck.identity) {
    const canon = idx.canonicalOf(deck.identity);
    const main = canon ? (idx.identityOfFace.get(canon) ?? canon) : null;
    if (main) needed[main] = Math.max(needed[main] ?? 0, 1);
  }
  const { counts } = countsByCard(catalog, available);
  const problems: DeckProblem[] = [];
  const missing: Record<string, number> = {};
  for (const code of Object.keys(needed).sort()) {
    const need = needed[code];
    const have = counts[code] ?? 0;
    if (have >= need) continue;
    missing[code] = need - have;
    problems.push({
      code: kind === 'owned' ? 'deck.notOwned' : 'deck.notFree',
      params: { code, name: idx.byCode.get(code)?.name ?? code, need, have },
    });
  }
  return { ok: problems.length === 0, problems, missing, needed };
}
