// Berserk in the play history (issue 19): two players, one wins (or a draw). Each seat plays a
// squad: one of our starter squads by id, or a deck by its name (Berserk: Heroes plays name a hero deck).

import type { FinishedGame, HistoryDefinition, PlayDraft } from '../../platform/history';
import { MODULE_ID } from './engine/module';
import { HEROES_MODULE_ID } from './heroes/engine/module';

function readBerserk(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as { squads?: Array<{ starter?: string; name?: string }> };
  const seats: Record<string, { values: Record<string, string> }> = {};
  game.seats.forEach((seat, i) => {
    const squad = o.squads?.[i];
    const name = squad?.starter ?? squad?.name;
    seats[seat] = { values: name ? { squad: name.slice(0, 120) } : {} };
  });
  return { values: { format: 'classic' }, seats };
}

/** Heroes seats play one of our hero decks (by id) or a deck given inline (its name, else its hero's). */
function readHeroes(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as {
    decks?: Array<{ starter?: string; name?: string; hero?: { name?: string; elements?: string[] } }>;
  };
  const seats: Record<string, { values: Record<string, string> }> = {};
  game.seats.forEach((seat, i) => {
    const deck = o.decks?.[i];
    const name = deck?.starter ?? deck?.name ?? deck?.hero?.name;
    const elements = deck?.hero?.elements ?? [];
    seats[seat] = {
      values: {
        ...(name ? { heroDeck: name.slice(0, 120) } : {}),
        ...(elements.length === 1 ? { element: elements[0].slice(0, 40) } : {}),
      },
    };
  });
  return { values: { format: 'heroes' }, seats };
}

export const berserkHistory: HistoryDefinition = {
  dimensions: [
    { id: 'format', scope: 'play', labelKey: 'history.dimension.format' },
    { id: 'squad', scope: 'seat', labelKey: 'history.dimension.squad' },
    { id: 'heroDeck', scope: 'seat', labelKey: 'history.dimension.heroDeck' },
    { id: 'element', scope: 'seat', labelKey: 'history.dimension.element' },
  ],
  result: { kind: 'ranked', scores: false, ranks: false, draws: true, sharedVictory: false },
  seats: { suggested: ['p1', 'p2'], min: 2, max: 2 },
  read: { [MODULE_ID]: readBerserk, [HEROES_MODULE_ID]: readHeroes },
};
