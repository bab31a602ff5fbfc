import { ref, shallowRef, type ComputedRef } from 'vue';
import type { CardSummary } from '../../../core/api/catalog';
import { api } from '../api/client';
import type { CardLang, DeckGame } from './deck-model';

/** catalog.cards takes at most this many codes per call. */
const CARDS_CHUNK = 2000;

/**
 * The deck store's card names: summaries by code from `catalog.cards` in the UI language, cached
 * per language (search results join the cache). The store empties `cards` when the language
 * changes and sets `cardsLang`.
 */
export function createDeckCards(GAME: DeckGame, lang: ComputedRef<CardLang>) {
  /** Card summaries by code, in `cardsLang`. */
  const cards = shallowRef<Record<string, CardSummary>>({});
  const cardsLang = ref<string>(lang.value);

  /** Make sure the summaries of these cards are cached (unknown codes are simply left out). */
  async function ensureCards(codes: Iterable<string>): Promise<void> {
    const l = cardsLang.value;
    const missing = [...new Set(codes)].filter((c) => c && !(c in cards.value));
    if (!missing.length) return;
    const found: CardSummary[] = [];
    for (let i = 0; i < missing.length; i += CARDS_CHUNK) {
      found.push(
        ...(await api.call('catalog.cards', {
          game: GAME,
          codes: missing.slice(i, i + CARDS_CHUNK),
          lang: l as CardLang,
        })),
      );
    }
    if (cardsLang.value !== l) return;
    rememberCards(found);
  }

  function rememberCards(found: CardSummary[]): void {
    if (!found.length) return;
    const next = { ...cards.value };
    for (const c of found) next[c.code] = c;
    cards.value = next;
  }

  /** Cards seen in search results (already in the card language) join the cache. */
  function rememberCard(card: CardSummary): void {
    if (cardsLang.value === lang.value && !cards.value[card.code]) rememberCards([card]);
  }

  /** A card's display name in the UI language (subtitle included), or the fallback / code. */
  function cardName(code: string, fallback?: string | null): string {
    const c = cards.value[code];
    if (c) return c.subname ? `${c.name} (${c.subname})` : c.name;
    return fallback || code;
  }

  return { cards, cardsLang, ensureCards, rememberCards, rememberCard, cardName };
}
