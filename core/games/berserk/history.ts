// Berserk in the play history (issue 19): two players, one wins (or a draw). Each seat plays a
// squad: one of our starter squads by id, or a deck by its name (Berserk: Heroes plays name a hero deck).

import type { PlayDeckRef } from '../../api/history';
import { playDeckRef, type FinishedGame, type HistoryDefinition, type PlayDraft } from '../../platform/history';
import { MODULE_ID } from './engine/module';
import { HEROES_MODULE_ID } from './heroes/engine/module';

/** A seat from a saved deck keeps the deck, and its name as the `deck` dimension (most-played decks). */
function withDeck(seat: { values: Record<string, string> }, savedDeck: unknown) {
  const saved = playDeckRef(savedDeck);
  if (!saved) return seat;
  return { values: { ...seat.values, ...(saved.name ? { deck: saved.name } : {}) }, deck: saved };
}

function readBerserk(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as { squads?: Array<{ starter?: string; name?: string; savedDeck?: unknown }> };
  const seats: Record<string, { values: Record<string, string>; deck?: PlayDeckRef }> = {};
  game.seats.forEach((seat, i) => {
    const squad = o.squads?.[i];
    const name = squad?.starter ?? squad?.name;
    seats[seat] = withDeck({ values: name ? { squad: name.slice(0, 120) } : {} }, squad?.savedDeck);
  });
  return { values: { format: 'classic' }, seats };
}

/** Heroes seats play one of our hero decks (by id) or a deck given inline (its name, else its hero's). */
function readHeroes(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as {
    decks?: Array<{
      starter?: string;
      name?: string;
      hero?: { name?: string; elements?: string[] };
      savedDeck?: unknown;
    }>;
  };
  const seats: Record<string, { values: Record<string, string>; deck?: PlayDeckRef }> = {};
  game.seats.forEach((seat, i) => {
    const deck = o.decks?.[i];
    const name = deck?.starter ?? deck?.name ?? deck?.hero?.name;
    const elements = deck?.hero?.elements ?? [];
    const values = {
      ...(name ? { heroDeck: name.slice(0, 120) } : {}),
      ...(elements.length === 1 ? { element: elements[0].slice(0, 40) } : {}),
    };
    seats[seat] = withDeck({ values }, deck?.savedDeck);
  });
  return { values: { format: 'heroes' }, seats };
}

export const berserkHistory: HistoryDefinition = {
  dimensions: [
    { id: 'format', scope: 'play', labelKey: 'history.dimension.format' },
    { id: 'squad', scope: 'seat', labelKey: 'history.dimension.squad' },
    { id: 'heroDeck', scope: 'seat', labelKey: 'history.dimension.heroDeck' },
    { id: 'element', scope: 'seat', labelKey: 'history.dimension.element' },
    { id: 'deck', scope: 'seat', labelKey: 'history.dimension.deck' },
  ],
  result: { kind: 'ranked', scores: false, ranks: false, draws: true, sharedVictory: false },
  seats: { suggested: ['p1', 'p2'], min: 2, max: 2 },
  read: { [MODULE_ID]: readBerserk, [HEROES_MODULE_ID]: readHeroes },
};
