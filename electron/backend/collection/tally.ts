import type { CountRow } from './copies-repo';

/** Copies of one card (every printing and face folded), by what they count as. */
export interface CardTally {
  /** Owned: status ok or damaged (a damaged copy is still owned). */
  owned: number;
  /** Owned and allocated to a deck. */
  inDecks: number;
  missing: number;
  /** Owned copies marked damaged, allocated or not. */
  damaged: number;
  /** Damaged copies not allocated to a deck. */
  damagedFree: number;
}

/** A tally with no copies. */
export const emptyTally = (): CardTally => ({ owned: 0, inDecks: 0, missing: 0, damaged: 0, damagedFree: 0 });

/** Adds `n` copies of one status, allocated or not, to a tally (missing copies are not owned). */
export function addToTally(t: CardTally, status: CountRow['status'], allocated: boolean, n: number): void {
  if (status === 'missing') {
    t.missing += n;
    return;
  }
  t.owned += n;
  if (allocated) t.inDecks += n;
  if (status === 'damaged') {
    t.damaged += n;
    if (!allocated) t.damagedFree += n;
  }
}

/** Copies available for decks (setting `damagedCopiesAvailable`: damaged ones count when true). */
export const usableOf = (t: CardTally, damagedAvailable: boolean): number =>
  damagedAvailable ? t.owned : t.owned - t.damaged;

/** Copies available for decks and not allocated to one. */
export const freeOf = (t: CardTally, damagedAvailable: boolean): number =>
  t.owned - t.inDecks - (damagedAvailable ? 0 : t.damagedFree);

/**
 * Folds per-printing counts onto cards (`canonical`: the game's card of a printing, null when the
 * catalog does not know it). Codes the catalog does not know (a copy kept across a catalog that
 * lost the card), or every code when no catalog is imported, stay under their own code.
 */
export function tallyByCard(
  rows: readonly CountRow[],
  canonical: ((code: string) => string | null) | null,
): Map<string, CardTally> {
  const out = new Map<string, CardTally>();
  for (const r of rows) {
    const code = canonical?.(r.code) ?? r.code;
    let t = out.get(code);
    if (!t) out.set(code, (t = emptyTally()));
    addToTally(t, r.status, Boolean(r.allocated), r.n);
  }
  return out;
}
