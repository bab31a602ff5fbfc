import type { GameScreens } from './types';
import { edgeOfDarkness } from './edge-of-darkness';
import { marvelChampions } from './marvel-champions';
import { warOfTheRing } from './war-of-the-ring';

/**
 * Every game the renderer has screens for, one line per game. Routes, menu entries, Home tiles,
 * New game setup forms, boards and module messages are derived from this list (screens.ts); shared
 * renderer code imports no game folder, only this file (a lint rule keeps it so).
 */
// prettier-ignore
export const GAMES: readonly GameScreens[] = [
  marvelChampions,
  warOfTheRing,
  edgeOfDarkness,
];
