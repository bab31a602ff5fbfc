import type { CampaignLog } from '../../../../core/games/marvel-champions/campaign';

/** The query that opens the campaign page with the result dialog of a finished linked game. */
export const RECORD_GAME_QUERY = 'recordGame';

const GAME_ID = /^[0-9a-f-]{36}$/;

/** Where "Record the result in …" on a game's outcome goes. */
export function campaignRecordRoute(
  campaignId: string,
  gameId: string,
): { name: 'campaign'; params: { id: string }; query: Record<string, string> } {
  return { name: 'campaign', params: { id: campaignId }, query: { [RECORD_GAME_QUERY]: gameId } };
}

/** The game id asked for in the page's query (one well-formed id, else null). */
export function recordGameFromQuery(query: Record<string, unknown>): string | null {
  const v = query[RECORD_GAME_QUERY];
  const one = Array.isArray(v) ? v[0] : v;
  return typeof one === 'string' && GAME_ID.test(one) ? one : null;
}

/** The scenario whose open attempt this game belongs to: its result is the one to record (else null). */
export function scenarioToRecord(log: CampaignLog | null, gameId: string): string | null {
  for (const s of log?.scenarios ?? []) {
    const last = s.attempts[s.attempts.length - 1];
    if (last && last.outcome === null && last.games.includes(gameId)) return s.id;
  }
  return null;
}
