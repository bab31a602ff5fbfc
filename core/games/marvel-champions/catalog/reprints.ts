/**
 * Reprint awareness. MarvelCDB lists a reprint as a stub record (`duplicate_of` → the original's
 * code) in the pack that reprints it. For copy limits, ownership and search the printings of one
 * card are one card.
 */
import { catalogIndex } from './lookup';
import type { McCatalog } from './model';

/** The original card's code for any printing code (the code itself for an original), or null. */
export function originalCode(catalog: McCatalog, code: string): string | null {
  return catalogIndex(catalog).originalOf(code);
}

/** Every printing of the card `code` belongs to: the original first, then reprints by release. */
export function printingsOf(catalog: McCatalog, code: string): string[] {
  const idx = catalogIndex(catalog);
  const orig = idx.originalOf(code);
  return orig ? [...(idx.printings.get(orig) ?? [orig])] : [];
}

/** All printings grouped by original code (only cards with at least one reprint when `reprintedOnly`). */
export function groupPrintings(catalog: McCatalog, reprintedOnly = false): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [orig, list] of catalogIndex(catalog).printings) {
    if (reprintedOnly && list.length < 2) continue;
    out[orig] = [...list];
  }
  return out;
}

/**
 * Sums per-printing counts onto the code decks count a card as (original, front face):
 * `{ '01002': 1, '42015': 2 }` with 42015 a reprint of 01002 gives `{ '01002': 3 }`. Unknown
 * codes are returned separately.
 */
export function countsByCard(
  catalog: McCatalog,
  perPrinting: Record<string, number>,
): { counts: Record<string, number>; unknown: string[] } {
  const idx = catalogIndex(catalog);
  const counts: Record<string, number> = {};
  const unknown: string[] = [];
  for (const [code, n] of Object.entries(perPrinting)) {
    const canon = idx.canonicalOf(code);
    if (!canon) {
      unknown.push(code);
      continue;
    }
    if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) continue;
    counts[canon] = (counts[canon] ?? 0) + Math.floor(n);
  }
  return { counts, unknown };
}
