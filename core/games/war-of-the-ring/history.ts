// War of the Ring in the play history (issue 19): two sides, one wins. Each seat plays a side (and
// in three- and four-player games a role); a play records how it was won.

import type { FinishedGame, HistoryDefinition, PlayDraft } from '../../platform/history';
import { WOTR_TRACKER_ID } from './tracker/module';

const sideOf = (seat: string): string => (seat.startsWith('fp') ? 'fp' : 'shadow');

/** The kind of victory from the outcome's reason (engine `wotr.victory.*`, tracker `wotrTracker.victory.*`). */
function victoryOf(reasonKey: string): string | null {
  const reason = reasonKey.slice(reasonKey.lastIndexOf('.') + 1);
  if (reason === 'ring' || reason === 'ringDestroyed') return 'ring';
  if (reason === 'corruption') return 'corruption';
  if (reason === 'military' || reason === 'shadowMilitary' || reason === 'fpMilitary') return 'military';
  return null;
}

function readWotr(game: FinishedGame): PlayDraft {
  const players = (game.options as { players?: number } | null)?.players ?? 2;
  const victory = victoryOf(game.outcome.reason.key);
  const seats: Record<string, { values: Record<string, string> }> = {};
  for (const seat of game.seats)
    seats[seat] = { values: { side: sideOf(seat), ...(game.seats.length > 2 ? { role: seat } : {}) } };
  return { tracker: game.engine === WOTR_TRACKER_ID, values: victory ? { victory } : {}, options: { players }, seats };
}

export const wotrHistory: HistoryDefinition = {
  dimensions: [
    {
      id: 'victory',
      scope: 'play',
      labelKey: 'history.dimension.victory',
      valuesKey: 'history.value.victory',
      values: ['ring', 'corruption', 'military'],
    },
    {
      id: 'side',
      scope: 'seat',
      labelKey: 'history.dimension.side',
      valuesKey: 'wotr.terms.sides',
      values: ['fp', 'shadow'],
    },
    {
      id: 'role',
      scope: 'seat',
      labelKey: 'history.dimension.role',
      valuesKey: 'game.seats.war-of-the-ring',
      values: ['fp', 'fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'],
    },
  ],
  result: { kind: 'sides', sideDimension: 'side', scores: true, ranks: false, draws: false, sharedVictory: false },
  seats: { suggested: ['fp', 'shadow'], min: 2, max: 4 },
  read: { 'war-of-the-ring': readWotr, [WOTR_TRACKER_ID]: readWotr },
};
