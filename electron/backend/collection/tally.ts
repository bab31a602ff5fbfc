import type { CountRow } from './copies-repo';

/** Copies of one card (every printing and face folded), by what they count as. */
export interface CardTally {
  /** Status ok. */
  owned: number;
  /** Status ok and allocated to a deck. */
  inDecks: number;
  missing: number;
  damaged: number;
}

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
    if (!t) out.set(code, (t = { owned: 0, inDecks: 0, missing: 0, damaged: 0 }));
    if (r.status === 'ok') {
      t.owned += r.n;
      if (r.allocated) t.inDecks += r.n;
    } else if (r.status === 'missing') t.missing += r.n;
    else t.damaged += r.n;
  }
  return out;
}
