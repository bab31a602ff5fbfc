/**
 * What a physical product holds, and what a deck needs, in physical cards. A product is one pack
 * of the catalog: every card record of that pack (player and encounter cards, reprint stubs under
 * their own codes) × its printed quantity, front faces only — a double-sided card is one card.
 */
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';
import type { McDeck } from '../decks/model';

export interface ProductLine {
  /** Printing code a copy is stored under. */
  code: string;
  quantity: number;
}

/** The physical cards of one copy of pack `packCode`, in collector order; null for an unknown pack. */
export function productContents(catalog: McCatalog, packCode: string): ProductLine[] | null {
  const idx = catalogIndex(catalog);
  if (!idx.packByCode.has(packCode)) return null;
  const lines: ProductLine[] = [];
  for (const card of catalog.cards) {
    if (card.packCode !== packCode || card.face === 'back' || !(card.quantity > 0)) continue;
    lines.push({ code: card.code, quantity: card.quantity });
  }
  const pos = (code: string) => idx.byCode.get(code)!.position;
  return lines.sort((a, b) => pos(a.code) - pos(b.code) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Copies one product holds in all. */
export function productSize(catalog: McCatalog, packCode: string): number {
  return (productContents(catalog, packCode) ?? []).reduce((n, l) => n + l.quantity, 0);
}

export interface DeckNeeds {
  /** Canonical card code (original, front face) → copies the deck needs, its identity card included. */
  needed: Record<string, number>;
  /** Slot codes the catalog does not know. */
  unknown: string[];
}

/**
 * The physical cards a deck needs: its slots folded onto the card (reprints, back faces) plus one
 * identity card. The same counting as the deck builder's owned/free check (decks/collection.ts).
 */
export function deckNeeds(deck: Pick<McDeck, 'identity' | 'slots'>, catalog: McCatalog): DeckNeeds {
  const idx = catalogIndex(catalog);
  const needed: Record<string, number> = {};
  const unknown: string[] = [];
  for (const [code, q] of Object.entries(deck.slots ?? {})) {
    if (typeof q !== 'number' || !Number.isInteger(q) || q <= 0) continue;
    const canon = idx.canonicalOf(code);
    if (canon) needed[canon] = (needed[canon] ?? 0) + q;
    else unknown.push(code);
  }
  if (deck.identity) {
    const canon = idx.canonicalOf(deck.identity);
    const main = canon ? (idx.identityOfFace.get(canon) ?? canon) : null;
    if (main) needed[main] = Math.max(needed[main] ?? 0, 1);
    else unknown.push(deck.identity);
  }
  return { needed, unknown };
}
