import type { GameDefinition } from '../../../../core/platform/definition';

/** A test-only game for the history's properties: a play dimension, a seat dimension, any mix of wins and losses (or all draws). */
export const HISTORY_FIXTURE_GAME = 'history-fixture';
export const historyFixtureGame: GameDefinition = {
  id: HISTORY_FIXTURE_GAME,
  defVersion: 1,
  nameKey: 'games.history-fixture',
  features: [],
  history: {
    dimensions: [
      { id: 'scenario', scope: 'play', labelKey: 'x' },
      { id: 'faction', scope: 'seat', labelKey: 'x' },
    ],
    result: { kind: 'ranked', scores: false, ranks: false, draws: true, sharedVictory: true },
    seats: { suggested: ['a'], min: 1, max: 4 },
  },
};
