/**
 * Deck-builder charts: cost curve, printed resource icons, card types and aspects.
 *
 * Which cards: the cards that make up the 40–50 — the ones a player draws. The identity's faces,
 * Permanent cards (in play from the start) and `hero_special` side decks (set aside) are left out,
 * exactly as the validator's `size` leaves them out, so the charts add up to the deck size.
 * Identity-specific cards are in (they are drawn; their aspect bucket is `hero`). Copies are
 * counted; reprints and back faces fold onto the card; unknown codes are skipped (the validator
 * reports them).
 */
import type { McCatalog } from '../catalog/model';
import type { McDeck } from './model';
import { deckRules } from './rules-index';

// a type, not an interface: it is the API's DeckStats (named groups of counts) as this game fills it
export type McDeckStats = {
  /** Cost → cards; X costs under `x`; cards without a cost are not counted. */
  costCurve: Record<string, number>;
  /** Printed resource icons over the deck (an icon on a card with 3 copies counts 3). */
  resources: { energy: number; mental: number; physical: number; wild: number };
  /** Type code → cards. */
  types: Record<string, number>;
  /** Faction code (aspect, `basic`, `hero`, …) → cards. */
  aspects: Record<string, number>;
};

const add = (rec: Record<string, number>, key: string, n: number): void => {
  rec[key] = (rec[key] ?? 0) + n;
};

/** Deck charts over the counted cards (see the file comment). Never throws. */
export function deckStats(deck: Pick<McDeck, 'slots'>, catalog: McCatalog): McDeckStats {
  const rules = deckRules(catalog);
  const stats: McDeckStats = {
    costCurve: {},
    resources: { energy: 0, mental: 0, physical: 0, wild: 0 },
    types: {},
    aspects: {},
  };
  const slots = deck && typeof deck.slots === 'object' && deck.slots !== null ? deck.slots : {};
  for (const [code, q] of Object.entries(slots)) {
    if (typeof q !== 'number' || !Number.isInteger(q) || q <= 0) continue;
    const canon = rules.idx.canonicalOf(code);
    const rule = canon ? rules.rule(canon) : null;
    if (!rule || !rule.counts) continue;
    const card = rule.card;
    if (card.cost !== null) add(stats.costCurve, card.cost < 0 ? 'x' : String(card.cost), q);
    stats.resources.energy += card.resources.energy * q;
    stats.resources.mental += card.resources.mental * q;
    stats.resources.physical += card.resources.physical * q;
    stats.resources.wild += card.resources.wild * q;
    add(stats.types, card.typeCode, q);
    add(stats.aspects, card.factionCode, q);
  }
  return stats;
}

/** Cards counted towards the 40–50 (the validator's `size`), cheaply: no rule other than counting. */
export function countedSize(deck: Pick<McDeck, 'slots'>, catalog: McCatalog): number {
  const rules = deckRules(catalog);
  let size = 0;
  for (const [code, q] of Object.entries(deck.slots ?? {})) {
    if (typeof q !== 'number' || !Number.isInteger(q) || q <= 0) continue;
    const canon = rules.idx.canonicalOf(code);
    if (canon && rules.rule(canon)?.counts) size += q;
  }
  return size;
}
