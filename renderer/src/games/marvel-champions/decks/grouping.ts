/**
 * Pure helpers of the deck builder: the deck list grouped by card type, the search query that
 * keeps results "legal-ish" for the deck, and the aspect choices of an identity.
 */
import type { CardSummary } from '../../../../../core/api/catalog';

/** Player card types in MarvelCDB's order; anything else goes to `other`. */
export const DECK_TYPE_ORDER = ['ally', 'event', 'support', 'upgrade', 'resource', 'player_side_scheme'] as const;

export interface DeckLine {
  code: string;
  count: number;
  /** null while the card's summary is not loaded (or the code is unknown). */
  card: CardSummary | null;
  /** One of the identity's own cards (faction `hero`). */
  identityCard: boolean;
}

export interface DeckSection {
  /** `identity` (the identity's own cards), a type code, or `other`. */
  key: string;
  lines: DeckLine[];
  /** Copies in the section. */
  count: number;
}

/**
 * The deck's slots as sections: the identity's own cards first, then one section per player card
 * type, then `other` (unknown codes, encounter cards…). Lines sorted by name in the UI language.
 */
export function groupDeck(
  slots: Record<string, number>,
  cards: Record<string, CardSummary | undefined>,
  locale: string,
): DeckSection[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sections = new Map<string, DeckLine[]>();
  for (const [code, count] of Object.entries(slots)) {
    if (!(count > 0)) continue;
    const card = cards[code] ?? null;
    const identityCard = card?.factionCode === 'hero';
    const key = identityCard
      ? 'identity'
      : card && (DECK_TYPE_ORDER as readonly string[]).includes(card.typeCode)
        ? card.typeCode
        : 'other';
    const list = sections.get(key) ?? [];
    list.push({ code, count, card, identityCard });
    sections.set(key, list);
  }
  const order = ['identity', ...DECK_TYPE_ORDER, 'other'];
  const nameOf = (l: DeckLine) => l.card?.name ?? l.code;
  return order
    .filter((k) => sections.has(k))
    .map((key) => {
      const lines = sections
        .get(key)!
        .sort((a, b) => collator.compare(nameOf(a), nameOf(b)) || a.code.localeCompare(b.code));
      return { key, lines, count: lines.reduce((s, l) => s + l.count, 0) };
    });
}

/** The deck's lines in display order (what the keyboard walks through). */
export function flatLines(sections: DeckSection[]): DeckLine[] {
  return sections.flatMap((s) => s.lines);
}

export type SearchScope = 'deck' | 'all';

/**
 * The query sent to catalog.search: the user's text plus, for scope `deck`, only player cards of
 * the deck's aspects and basic (what an ordinary deck may hold; identity exceptions such as
 * deck options need scope `all`). Aspect codes are plain words; nothing of the user's text is
 * rewritten.
 */
export function searchQuery(text: string, aspects: string[], scope: SearchScope): string {
  const parts: string[] = [];
  const own = text.trim();
  if (own) parts.push(own);
  // Player cards only. Identities and their own cards (their hero set, even when a card prints an
  // aspect, e.g. an aspect event in a hero's set) come with the identity.
  parts.push('is:player', '-is:hero', '-is:heroset');
  if (scope === 'deck') {
    const codes = [...new Set([...aspects.filter((a) => /^[a-z_]+$/.test(a)), 'basic'])];
    parts.push(`a:${codes.join('|')}`);
  }
  return parts.join(' ');
}

/** A deck's slots after swapping identities: the old identity's own cards out, the new one's in. */
export function swapIdentityCards(
  slots: Record<string, number>,
  before: Array<{ code: string }> | null,
  after: Array<{ code: string; quantity: number }>,
): Record<string, number> {
  const next = { ...slots };
  for (const r of before ?? []) delete next[r.code];
  for (const r of after) next[r.code] = r.quantity;
  return next;
}

/** Slots without zero or negative counts (shared by every game's deck store). */
export { cleanSlots } from '../../../lib/slots';

/** Copies in the slots (all cards, counted or not). */
export function totalCopies(slots: Record<string, number>): number {
  return Object.values(slots).reduce((s, n) => s + (n > 0 ? n : 0), 0);
}
