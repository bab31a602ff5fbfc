/**
 * Search folding (`foldText`, core/platform/text.ts) and the keys this game's search builds on it.
 */
import { foldText } from '../../../platform/text';

export { foldText };

const NON_ALNUM_RE = /[^\p{L}\p{N}]+/gu;

/** Folded and stripped of everything but letters and digits: "Spider-Man" ≡ "spiderman", "T'Challa" ≡ "tchalla". */
export function foldCompact(text: string): string {
  return foldText(text).replace(NON_ALNUM_RE, '');
}

/** True when the folded `needle` occurs in the folded `haystack`, or their compact forms do. */
export function foldedIncludes(haystack: string, needle: string): boolean {
  const h = foldText(haystack);
  const n = foldText(needle);
  if (h.includes(n)) return true;
  const nc = n.replace(NON_ALNUM_RE, '');
  return nc.length > 0 && h.replace(NON_ALNUM_RE, '').includes(nc);
}

/** Comparison key of a trait: folded, dots removed ("S.H.I.E.L.D." ≡ "shield"). */
export function traitKey(trait: string): string {
  return foldText(trait).replace(/\./g, '').trim();
}

/**
 * Splits a MarvelCDB traits string ("Avenger. S.H.I.E.L.D. Spy.") into traits. A trait ends at a dot
 * followed by white space or the end; acronyms with inner dots stay whole and keep their dots,
 * other traits lose the terminating dot.
 */
export function splitTraits(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const piece of raw.trim().split(/(?<=\.)\s+/)) {
    const t = piece.trim();
    if (!t) continue;
    const inner = t.slice(0, -1);
    const trait = t.endsWith('.') && !inner.includes('.') ? inner.trim() : t;
    if (trait) out.push(trait);
  }
  return out;
}

/** Key of a card title (name + subtitle), the unit of copy limits and uniqueness. */
export function titleKey(name: string, subname: string | null | undefined): string {
  return `${foldText(name)}\u0000${subname ? foldText(subname) : ''}`;
}
