// Marvel Champions options for games.create: hero seats given as saved decks (`{ deckId }`) become
// engine options (identity, deck, imported card data) before the engine validates them. The game
// record stores these resolved options, so replay never reads the deck or the catalog again.

import { DeckhandError } from '../../api/errors';
import type { EngineDeps } from '../../platform/definition';
import { MC_GAME_ID, type McCatalog } from './catalog/model';
import { mcDeckSeat } from './play-deck';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Options unchanged unless a hero names a deck; anything malformed is left for the engine to refuse. */
export function resolveMcOptions(options: unknown, deps: EngineDeps): unknown {
  if (!isObject(options) || !Array.isArray(options.heroes)) return options;
  const heroes = options.heroes as unknown[];
  if (!heroes.some((h) => isObject(h) && typeof h.deckId === 'string')) return options;
  const catalog = deps.catalog() as McCatalog | null;
  if (!catalog) throw new DeckhandError('catalog_not_imported', { game: MC_GAME_ID });
  const cards: Record<string, unknown> = isObject(options.cards) ? { ...options.cards } : {};
  const resolved = heroes.map((h, i) => {
    if (!isObject(h) || typeof h.deckId !== 'string') return h;
    const { deckId, ...rest } = h;
    const deck = deps.deck(deckId);
    const identity = typeof deck.identity === 'string' ? deck.identity : null;
    const seat = mcDeckSeat(catalog, { identity, slots: deck.slots });
    if (!seat.ok)
      throw new DeckhandError('game_rejected', {
        code: 'malformed',
        field: 'options',
        reason: seat.problem,
        path: `heroes.${i}.deckId`,
      });
    Object.assign(cards, seat.seat.cards);
    return { ...rest, identity: seat.seat.identity, deck: { ...seat.seat.deck } };
  });
  return { ...options, heroes: resolved, cards };
}
