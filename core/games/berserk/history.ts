// Berserk in the play history (issue 19): two players, one wins (or a draw). Each seat plays a
// squad: one of our starter squads by id, or a deck by its name (Berserk: Heroes plays name a hero deck).

import type { FinishedGame, HistoryDefinition, PlayDraft } from '../../platform/history';
import { MODULE_ID } from './engine/module';

function readBerserk(game: FinishedGame): PlayDraft {
  const o = (game.options ?? {}) as { squads?: Array<{ starter?: string; name?: string }> };
  const seats: Record<string, { values: Record<string, string> }> = {};
  game.seats.forEach((seat, i) => {
    const squad = o.squads?.[i];
    const name = squad?.starter ?? squad?.name;
    seats[seat] = { values: name ? { squad: name.slice(0, 120) } : {} };
  });
  return { seats };
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
  read: { [MODULE_ID]: readBerserk },
};
