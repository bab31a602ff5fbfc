import { useI18n } from 'vue-i18n';
import type { DeckProblemInfo } from '../../../../../core/api/decks';
import { facetList } from '../cards/catalog-fields';
import { formatNumber } from '../../../lib/format';
import { ASPECT_COLORS as CARD_ASPECT_COLORS } from '../cards/card-style';
import { useCardTerms } from '../cards/useCardTerms';
import { deckProblemText, formatProblemText, type NameSource, type ProblemLike, type ProblemText } from './problems';
import { useDecksStore } from '../stores';

export type TermKind = 'aspects' | 'types' | 'resources';

/**
 * Words of the decks pages in the UI language: card-vocabulary terms (`mc.terms.*`, shared with the
 * card browser; the catalog's own names when a term is missing), card names from the decks store,
 * and problem messages that name their cards.
 */
export function useDeckText() {
  const { t, te, locale } = useI18n();
  const decks = useDecksStore();
  const { aspectName, typeName, resourceName } = useCardTerms();

  const number = (n: number) => formatNumber(n, locale.value);

  /** An aspect, type or resource in the UI language (the card browser's vocabulary; the data's name as fallback). */
  function term(kind: TermKind, code: string): string {
    const f = decks.facets;
    if (kind === 'aspects') return aspectName(code, facetList(f, 'factions').find((x) => x.code === code)?.name);
    if (kind === 'types') return typeName(code, facetList(f, 'types').find((x) => x.code === code)?.name);
    return resourceName(code);
  }

  function list(items: string[]): string {
    if (items.length <= 1) return items[0] ?? '';
    try {
      return new Intl.ListFormat(locale.value, { style: 'long', type: 'conjunction' }).format(items);
    } catch {
      return items.join(', ');
    }
  }

  const names: NameSource = {
    card: (code, fallback) => decks.cardName(code, fallback),
    aspect: (code) => term('aspects', code),
    type: (code) => term('types', code),
    identitySet: (setCode) => {
      const id = decks.identities.find((i) => i.setCode === setCode);
      return id ? decks.cardName(id.code) : setCode;
    },
    list,
  };

  function say(p: ProblemText): string {
    return te(p.key) ? t(p.key, p.params) : t('mc.decks.problemUnknown', { code: p.key.split('.').pop() ?? p.key });
  }

  /** A validation problem or warning as a sentence naming its cards, and the cards' codes. */
  function deckProblem(problem: DeckProblemInfo | ProblemLike): { text: string; codes: string[] } {
    const p = deckProblemText(problem, names);
    return { text: say(p), codes: p.codes };
  }

  /** A deck-file (import/export) problem as a sentence. */
  function formatProblem(problem: ProblemLike): { text: string; codes: string[] } {
    const p = formatProblemText(problem, names);
    return { text: say(p), codes: p.codes };
  }

  /** Aspect names of a deck, or "no aspect". */
  function aspectsText(aspects: string[]): string {
    return aspects.length ? list(aspects.map((a) => term('aspects', a))) : t('mc.decks.noAspect');
  }

  return { t, number, term, list, names, deckProblem, formatProblem, aspectsText };
}

/** Aspect colours as the card pictures draw them (games/marvel-champions/cards/card-style.ts). */
export const ASPECT_COLORS: Record<string, string> = CARD_ASPECT_COLORS;
