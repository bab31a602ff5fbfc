import type { GameInfo } from '../api/types';
import type { GameModule } from '../kernel/types';
import { mcEngine } from './marvel-champions/engine';
import { mcPlayContent } from './marvel-champions/play-content';

/**
 * The game modules Deckhand really has. Each game folder under core/games registers itself here
 * when it ships something a user can use; the home page lists exactly these, nothing aspirational.
 *
 * Marvel Champions: card browser (/mc/cards), collection (/mc/collection), decks (/mc/decks), the
 * rules engine with its play screen, table mode (manual actions in every game, a tracker game with
 * the `table` option) and campaigns (/campaigns).
 */
export const gameRegistry: readonly GameInfo[] = [
  {
    id: 'marvel-champions',
    nameKey: 'games.marvel-champions',
    features: ['catalog', 'collection', 'decks', 'engine', 'table', 'campaigns'],
  },
];

export function listGames(): GameInfo[] {
  return gameRegistry.map((g) => ({ ...g, features: [...g.features] }));
}

/**
 * Rules engines that ship in the app (kernel GameModules), keyed by module id. Test-only modules
 * such as test/fixtures/fixture-game are passed to the backend by the tests, never listed here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module has its own state and action types
export const engineModules: readonly GameModule<any, any, any, any>[] = [mcEngine];

/**
 * What a module's own screens need of its content (`games.content`): module id → JSON built from
 * the module's content and, for a saved game, its options (null otherwise). Modules without an
 * entry answer null.
 */
const CONTENT: Readonly<Record<string, (options: unknown) => unknown>> = {
  'marvel-champions': mcPlayContent,
};

export function engineContent(game: string, options: unknown): unknown {
  return Object.hasOwn(CONTENT, game) ? CONTENT[game](options) : null;
}
