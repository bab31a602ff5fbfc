import { catalogIndex, type McCatalog } from '../../../core/games/marvel-champions';
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
 * Folds per-printing counts onto cards (canonical code: original, front face). Codes the catalog
 * does not know (a copy kept across a catalog that lost the card) stay under their own code.
 */
export function tallyByCard(catalog: McCatalog | null, rows: readonly CountRow[]): Map<string, CardTally> {
  const idx = catalog ? catalogIndex(catalog) : null;
  const out = new Map<string, CardTally>();
  for (const r of rows) {
    const code = idx?.canonicalOf(r.code) ?? r.code;
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

const byCanonical = new WeakMap<McCatalog, Map<string, string[]>>();

/** Every code that counts as the card of `code` (its printings and their faces); `[code]` when unknown. */
export function codesOfCard(catalog: McCatalog, code: string): string[] {
  const idx = catalogIndex(catalog);
  let m = byCanonical.get(catalog);
  if (!m) {
    m = new Map();
    for (const c of catalog.cards) {
      const canon = idx.canonicalOf(c.code) ?? c.code;
      const list = m.get(canon);
      if (list) list.push(c.code);
      else m.set(canon, [c.code]);
    }
    byCanonical.set(catalog, m);
  }
  const canon = idx.canonicalOf(code);
  return canon ? (m.get(canon) ?? [code]) : [code];
}
