// A saved deck per seat as engine options (`{ deck: <id> }` → the deck's cards), for both Berserk
// engines: the seat's refusal, the deck read with its problems, and the per-seat mapping. Each engine
// turns the deck into its own card input.

import { DeckhandError } from '../../../api/errors';
import { savedDeckRef } from '../../../platform/decks';
import type { EngineDeps } from '../../../platform/definition';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A seat's squad or deck (`<list>.<seat>` in the options) refused with a translated reason. */
export const refusedSeat = (list: string, reason: string, seat: number, params: Record<string, string | number> = {}) =>
  new DeckhandError('game_rejected', {
    code: 'malformed',
    field: 'options',
    reason,
    path: `${list}.${seat}`,
    seat: seat + 1,
    ...params,
  });

/** A saved deck read for a game: refused when it breaks the deck-building rules. */
export function savedDeck(list: string, id: string, seat: number, deps: EngineDeps) {
  const deck = deps.deck(id);
  const name = typeof deck.name === 'string' ? deck.name : id;
  const problems = [...new Set(deck.problems)];
  if (problems.length)
    // the codes travel as data; the message counts them (the deck page names each with its numbers)
    throw refusedSeat(list, 'berserkPlay.refused.deckProblems', seat, {
      deck: name,
      count: problems.length,
      problems: problems.join(', '),
    });
  // which saved deck, at which version, stays in the options: the play history's decks (issue 19)
  return { deck, name, savedDeck: savedDeckRef(id, deck.version, name) };
}

/** Options with each seat's `{ deck: <id> }` in `options[list]` replaced by `input(id, seat)`. */
export function resolveSeatDecks(
  options: unknown,
  list: string,
  input: (id: string, seat: number) => unknown,
): unknown {
  if (!isObject(options) || !Array.isArray(options[list])) return options;
  const seats = options[list] as unknown[];
  if (!seats.some((s) => isObject(s) && typeof s.deck === 'string')) return options;
  return {
    ...options,
    [list]: seats.map((s, seat) => (isObject(s) && typeof s.deck === 'string' ? input(s.deck, seat) : s)),
  };
}
