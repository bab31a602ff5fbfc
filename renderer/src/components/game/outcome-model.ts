import type { GameSummary } from '../../../../core/api/games';

/**
 * With several winners and a score per seat (a team game that ranks its players, e.g. War of the
 * Ring's §10.8), the one winner with the highest score; a tie, a single winner or no scores name nobody.
 */
export function bestWinner(seats: readonly string[], outcome: GameSummary['outcome']): string | null {
  const scores = outcome?.scores;
  const winners = seats.filter((seat) => outcome?.result[seat] === 'win');
  if (!scores || winners.length < 2) return null;
  const top = Math.max(...winners.map((seat) => scores[seat] ?? -Infinity));
  const best = winners.filter((seat) => scores[seat] === top);
  return best.length === 1 ? best[0]! : null;
}
