import type { CampaignLog } from '../../../../../core/games/marvel-champions/campaign';
import { RECORD_GAME_QUERY } from '../../../components/campaign-route';

// The campaign page's address is shared: a saved game's outcome (a shared page) links to it.
export { campaignRecordRoute, RECORD_GAME_QUERY } from '../../../components/campaign-route';

const GAME_ID = /^[0-9a-f-]{36}$/;

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
