import { localDay } from '../../../core/api/history';

/**
 * The calendar day a play counts on: its local day where it was recorded. A time of play is stored
 * in UTC (`…THH:MMZ`); the statistics' months and the period filters use this day, so a game
 * finished at half past midnight on the 1st counts in the month it was played in, not in UTC's.
 * A play entered with a day alone is that day. Computed when the play is written (the backend's
 * time zone is the user's: it runs on their computer), so a later trip abroad does not move it.
 */
export function playDay(playedAt: string): string {
  if (playedAt.length <= 10) return playedAt;
  const at = new Date(/[zZ]$|[+-]\d\d:?\d\d$/.test(playedAt) ? playedAt : `${playedAt}Z`);
  return Number.isNaN(at.getTime()) ? playedAt.slice(0, 10) : localDay(at);
}
