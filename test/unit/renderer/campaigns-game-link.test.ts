/**
 * From a finished saved game to its campaign (issue 6: "results flow into the log when a saved game
 * finishes"): the route the outcome's button opens, the query the campaign page reads, and which
 * scenario's result the game is for — checked on logs derived by the campaign core (§6.1).
 */
import { describe, expect, it } from 'vitest';
import { deriveLog, STARTER_V1, type CampaignInputArg } from '../../../core/games/marvel-champions/campaign';
import {
  campaignRecordRoute,
  RECORD_GAME_QUERY,
  recordGameFromQuery,
  scenarioToRecord,
} from '../../../renderer/src/games/marvel-champions/campaigns/game-link';

const GAME = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const OTHER = '11111111-2222-4333-8444-555555555555';
const CAMPAIGN = '99999999-9999-4999-8999-999999999999';

const start: CampaignInputArg = {
  type: 'start',
  expert: false,
  heroes: [{ key: 'h1', identity: 'stw-h', player: 'Ana' }],
};
const linked: CampaignInputArg = { type: 'scenario.start', scenario: 'quiet-streets', gameId: GAME };
const result: CampaignInputArg = {
  type: 'scenario.result',
  scenario: 'quiet-streets',
  outcome: 'lost',
  records: Object.fromEntries(STARTER_V1.scenarios[0].records.map((r) => [r.id, 0])),
  gameId: GAME,
};

function logOf(inputs: CampaignInputArg[]) {
  const d = deriveLog(
    STARTER_V1,
    inputs.map((input, i) => ({ input, at: `2026-01-0${i + 1}T00:00:00.000Z` })),
  );
  expect(d.rejected).toEqual([]);
  return d.log;
}

describe('a finished saved game → its campaign scenario', () => {
  it('the outcome button opens the campaign page with the game in the query, which the page reads back', () => {
    const route = campaignRecordRoute(CAMPAIGN, GAME);
    expect(route).toEqual({ name: 'campaign', params: { id: CAMPAIGN }, query: { [RECORD_GAME_QUERY]: GAME } });
    expect(recordGameFromQuery(route.query)).toBe(GAME);
    expect(recordGameFromQuery({ [RECORD_GAME_QUERY]: [GAME, OTHER] })).toBe(GAME);
    expect(recordGameFromQuery({})).toBeNull();
    expect(recordGameFromQuery({ [RECORD_GAME_QUERY]: 'not-an-id' })).toBeNull();
    expect(recordGameFromQuery({ [RECORD_GAME_QUERY]: null })).toBeNull();
  });

  it('the scenario to record is the one whose open attempt holds the game; none once the result is in', () => {
    expect(scenarioToRecord(null, GAME)).toBeNull();
    expect(scenarioToRecord(logOf([start]), GAME)).toBeNull();
    const open = logOf([start, linked]);
    expect(scenarioToRecord(open, GAME)).toBe('quiet-streets');
    expect(scenarioToRecord(open, OTHER)).toBeNull();
    // Lost (onLoss: retry): the attempt is closed; a retry without the game does not bring it back.
    expect(scenarioToRecord(logOf([start, linked, result]), GAME)).toBeNull();
    expect(
      scenarioToRecord(logOf([start, linked, result, { type: 'scenario.start', scenario: 'quiet-streets' }]), GAME),
    ).toBeNull();
  });
});
