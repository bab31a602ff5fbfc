import type { GameInfo } from '../api/types';
import type { GameModule } from '../kernel/types';

/**
 * The game modules Deckhand really has. Each game folder under core/games registers itself here
 * when it ships something a user can use; the home page lists exactly these, nothing aspirational.
 */
export const gameRegistry: readonly GameInfo[] = [];

export function listGames(): GameInfo[] {
  return gameRegistry.map((g) => ({ ...g, features: [...g.features] }));
}

/**
 * Rules engines that ship in the app (kernel GameModules), keyed by module id. Test-only modules
 * such as test/fixtures/fixture-game are passed to the backend by the tests, never listed here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module has its own state and action types
export const engineModules: readonly GameModule<any, any, any, any>[] = [];
