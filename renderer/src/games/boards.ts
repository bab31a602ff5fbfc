import { defineAsyncComponent, type Component } from 'vue';
import type { GameView } from '../../../core/api/games';
import { boardLoaders } from './screens';
import type { LazyComponent } from './types';

/**
 * Boards: each game module may bring its own board component; the game frame (views/GameView.vue)
 * puts it in the middle and keeps everything around it (header, log, undo/redo, table tools,
 * hand-over and outcome screens) the same for every game. A module without a board gets the
 * generic one (components/game/GenericBoard.vue): prompt, legal actions, table.
 *
 * A board receives `BoardProps` and emits `BoardEmits`; it never calls the API itself (the games
 * store does, with the seat and state version the frame knows).
 */

/** A rules or manual action as the board asks for it; the store adds `seat` and `stateVersion`. */
export interface GameAction {
  type: string;
  [field: string]: unknown;
}

export interface BoardProps {
  /** What the seat at the device may see now. */
  game: GameView;
  /** An action is being sent: buttons should not send another. */
  busy: boolean;
  /** The piece selected for table-mode actions (the table panel acts on it). */
  selected: string | null;
  /** Nothing may be sent (read-only game, finished game, spectator). */
  readOnly: boolean;
}

export interface BoardEmits {
  act: [action: GameAction];
  select: [piece: string | null];
}

type BoardLoader = LazyComponent;

/** Game module id → its board (each game's `boards`, games/registry.ts). */
export const BOARDS: Readonly<Record<string, BoardLoader>> = boardLoaders();

const genericBoard = defineAsyncComponent(() => import('../components/game/GenericBoard.vue'));
const cache = new Map<string, Component>();

/** The board for a game module: its own if it has one, else the generic board. */
export function boardFor(gameId: string, boards: Readonly<Record<string, BoardLoader>> = BOARDS): Component {
  const loader = Object.hasOwn(boards, gameId) ? boards[gameId] : undefined;
  if (!loader) return genericBoard;
  let board = cache.get(gameId);
  if (!board) {
    board = defineAsyncComponent(loader);
    cache.set(gameId, board);
  }
  return board;
}
