/**
 * The campaign page's address as shared pages link to it (a saved game's outcome links to the
 * campaign it belongs to). The campaign pages themselves belong to the game that has campaigns;
 * their route names `campaigns` / `campaign` are published and stay as they are.
 */

/** The query that opens the campaign page with the result dialog of a finished linked game. */
export const RECORD_GAME_QUERY = 'recordGame';

/** Where "Record the result in …" on a game's outcome goes. */
export function campaignRecordRoute(
  campaignId: string,
  gameId: string,
): { name: 'campaign'; params: { id: string }; query: Record<string, string> } {
  return { name: 'campaign', params: { id: campaignId }, query: { [RECORD_GAME_QUERY]: gameId } };
}
