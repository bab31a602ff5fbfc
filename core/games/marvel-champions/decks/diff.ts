/**
 * What changed between two saved states of a deck (the deck builder's version history). Cards are
 * compared by canonical code — reprints and back faces fold onto the card, as the validator counts
 * them — so swapping a Core Set printing for its reprint is not a change.
 */
import { catalogIndex } from '../catalog/lookup';
import type { McCatalog } from '../catalog/model';

/** One saved state of a deck, as the diff reads it. */
export interface DeckState {
  name: string;
  identity: string | null;
  aspects: readonly string[];
  slots: Readonly<Record<string, number>>;
  notes: string;
}

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

/** Copies per canonical code; without a catalog (or for a code it does not know) the code as written. */
function tally(slots: Readonly<Record<string, number>>, canonical: (code: string) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [code, q] of Object.entries(slots)) {
    if (typeof q !== 'number' || !Number.isFinite(q) || q <= 0) continue;
    const key = canonical(code);
    out.set(key, (out.get(key) ?? 0) + q);
  }
  return out;
}

/**
 * Diff of two deck states, `a` at version `from` and `b` at version `to`. `catalog` may be null
 * (no card data imported): codes are then compared as written and cards named by their code.
 */
export function diffDecks(a: DeckState, b: DeckState, catalog: McCatalog | null, from: number, to: number): McDeckDiff {
  const idx = catalog ? catalogIndex(catalog) : null;
  const canonical = (code: string): string => idx?.canonicalOf(code) ?? code;
  const identityKey = (code: string | null): string | null => {
    if (code === null) return null;
    const canon = canonical(code);
    return idx?.identityOfFace.get(canon) ?? canon;
  };

  const before = tally(a.slots, canonical);
  const after = tally(b.slots, canonical);
  const codes = [...new Set([...before.keys(), ...after.keys()])].sort();
  const cards: McDeckDiff['cards'] = [];
  for (const code of codes) {
    const f = before.get(code) ?? 0;
    const t = after.get(code) ?? 0;
    if (f !== t) cards.push({ code, name: idx?.byCode.get(code)?.name ?? code, from: f, to: t });
  }

  const sameAspects =
    a.aspects.length === b.aspects.length &&
    [...a.aspects].sort().join('\u0000') === [...b.aspects].sort().join('\u0000');
  return {
    from,
    to,
    cards,
    identity: identityKey(a.identity) === identityKey(b.identity) ? null : { from: a.identity, to: b.identity },
    aspects: sameAspects ? null : { from: [...a.aspects], to: [...b.aspects] },
    name: a.name === b.name ? null : { from: a.name, to: b.name },
    notesChanged: a.notes !== b.notes,
  };
}
