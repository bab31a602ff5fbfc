import { gameInfo, indexGames, type GameDefinition } from '../platform/definition';
import type { GameInfo } from '../api/types';
import { edgeOfDarkness } from './edge-of-darkness';
import { marvelChampions } from './marvel-champions';
import { warOfTheRing } from './war-of-the-ring';

/**
 * The games Deckhand really has, one line each (core/games/README.md: how to add a game). Shared
 * code never names a game: the backend builds its services and handlers from this list, the API
 * refuses a game id that is not in it, and the home page lists exactly these. Test-only games
 * (test/fixtures/fixture-game) are passed to the backend by the tests, never listed here.
 */
export const gameDefinitions: readonly GameDefinition[] = [marvelChampions, warOfTheRing, edgeOfDarkness];

// Fails at start-up (and in every test) if two games or two engines share an id.
indexGames(gameDefinitions);

export function listGames(): GameInfo[] {
  return gameDefinitions.map(gameInfo);
}
