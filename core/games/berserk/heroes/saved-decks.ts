// A saved Heroes deck as the engine's inline deck (`{ deck: <id> }` → `{ name, hero, cards }`), read
// through the catalog's `heroesDeckCards` so the two share the card shape (briefs' heroes-shape).
// The game record keeps the result: replay never reads the deck or the catalog again.

import { DeckhandError } from '../../../api/errors';
import type { EngineDeps } from '../../../platform/definition';
import type { BerserkCatalog } from '../catalog/model';
import { heroesDeckCards } from '../decks/heroes-text';
import { refusedSeat, resolveSeatDecks, savedDeck } from '../shared/saved-decks';

function deckInput(id: string, seat: number, deps: EngineDeps) {
  const { deck, name, savedDeck: ref } = savedDeck('decks', id, seat, deps);
  const catalog = deps.catalog() as BerserkCatalog | null;
  if (!catalog) throw new DeckhandError('catalog_not_imported', { game: 'berserk' });
  const cards = heroesDeckCards(catalog, { slots: deck.slots, name });
  // a legal deck names one hero and catalog cards only: what fails here is a card gone from a re-imported list
  if (!cards) {
    const known = new Set(catalog.heroes.map((c) => c.code));
    const missing = Object.keys(deck.slots).filter((code) => !known.has(code));
    throw refusedSeat('decks', 'berserkPlay.refused.missingCards', seat, { deck: name, missing: missing.join(', ') });
  }
  return { ...cards, savedDeck: ref };
}

/** Options with each `{ deck: <id> }` replaced by the saved deck's hero and cards. */
export function resolveHeroesOptions(options: unknown, deps: EngineDeps): unknown {
  return resolveSeatDecks(options, 'decks', (id, seat) => deckInput(id, seat, deps));
}
