import type { GameInfo } from '../api/types';

/**
 * The game modules Deckhand really has. Each game folder under core/games registers itself here
 * when it ships something a user can use; the home page lists exactly these, nothing aspirational.
 */
export const gameRegistry: readonly GameInfo[] = [];

export function listGames(): GameInfo[] {
  return gameRegistry.map((g) => ({ ...g, features: [...g.features] }));
}
