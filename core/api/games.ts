import { z } from 'zod';
import { storedJson } from './schemas';

/** Types of the saved-games API (`games.*`). Views and actions are module JSON, opaque here. */

export interface LogLine {
  /** Index of the action that produced it (0-based); -1 for setup. */
  action: number;
  key: string;
  params: Record<string, unknown>;
}

export interface PlayerInfo {
  id: string;
  seats: string[];
  name?: string;
  /** These seats are played by the computer at this difficulty (the engine's `computer.difficulties`). */
  computer?: { difficulty: string };
}

export interface GameSummary {
  id: string;
  game: string;
  name: string;
  seats: string[];
  /** What the game calls each seat (a hero's name); seats it does not name are left out. */
  seatNames: Record<string, string>;
  players: PlayerInfo[];
  /** Accepted actions up to the current point (undo moves it back). */
  actions: number;
  /** Actions after the current point that redo can bring back. */
  redoable: number;
  createdAt: string;
  updatedAt: string;
  finished: boolean;
  outcome: {
    result: Record<string, 'win' | 'loss' | 'draw'>;
    reason: { key: string; params?: Record<string, unknown> };
    /** A figure per seat where the game ranks players (e.g. inside a winning team). */
    scores?: Record<string, number>;
  } | null;
  /** Set when the game can be looked at but not played (saved by a newer rules version…). */
  readOnly: { code: string; params: Record<string, unknown> } | null;
  flaggedUndos: number;
}

export type UndoState =
  | { kind: 'none' }
  | { kind: 'allowed' }
  | { kind: 'flagged'; reason: 'reveals' | 'random' }
  | { kind: 'refused'; reason: 'reveals' | 'random' };

export interface GameView {
  summary: GameSummary;
  /** The seat this view is for (null: spectator). */
  seat: string | null;
  /** The state as that seat may see it (module-specific JSON). */
  view: unknown;
  pending: {
    seats: string[];
    mode: 'turn' | 'window' | 'simultaneous';
    prompt: { key: string; params?: Record<string, unknown> };
  } | null;
  /** Legal rules actions of `seat` now (module-specific JSON, each with `type`). */
  legal: Array<{ type: string; [k: string]: unknown }>;
  /** Who must act next on a shared device, and whether it changes hands. */
  next: { seat: string; seats: string[]; person: string; handover: boolean } | null;
  log: LogLine[];
  undo: UndoState;
  canRedo: boolean;
  /** Send this as `stateVersion` with the next action. */
  stateVersion: number;
  /** Table mode, when the module offers it: what this seat may see of zones, pieces and counters. */
  table: TableView | null;
  /**
   * The seat played by the computer that the pending decision addresses now (null: none, or the
   * game cannot be played): the client asks `games.computerMove` for its answer.
   */
  computer: { seat: string; difficulty: string } | null;
}

export interface TablePiece {
  id: string;
  /** Public identity (e.g. a card code); only present for pieces this seat may see. */
  face: unknown;
  faceUp?: boolean;
  exhausted?: boolean;
}

export interface TableZone {
  id: string;
  owner: string | null;
  visibility: 'public' | 'owner' | 'hidden';
  count: number;
  /** In order (index 0 = top); null when this seat may not see the zone's contents. */
  pieces: TablePiece[] | null;
}

export interface TableView {
  zones: TableZone[];
  counters: Array<{ id: string; owner: string | null; value: number; min: number; max: number }>;
}

export interface GameExport {
  fileName: string;
  content: string;
}

/**
 * What a module's own screens need to know about its content (card definitions, scenarios, setup
 * choices), module-specific JSON like views; `null` when the module offers none.
 */
export interface GameContent {
  game: string;
  content: unknown;
}

export type VerifyResult = { ok: true; actions: number } | { ok: false; index: number; kind: string };

const id = z.string().regex(/^[0-9a-f-]{36}$/);
const seat = z.string().min(1).max(64);

export const gameArgs = {
  create: z
    .object({
      game: z.string().min(1).max(64),
      options: storedJson.optional(),
      players: z
        .array(
          z
            .object({
              id: z.string().min(1).max(64),
              seats: z.array(seat).max(16),
              name: z.string().max(80).optional(),
              computer: z
                .object({ difficulty: z.string().min(1).max(32) })
                .strict()
                .optional(),
            })
            .strict(),
        )
        .max(16)
        .optional(),
      seed: z.string().min(1).max(200).optional(),
      name: z.string().trim().min(1).max(120).optional(),
    })
    .strict(),
  id: z.object({ id }).strict(),
  open: z.object({ id, seat: seat.nullable() }).strict(),
  act: z
    .object({
      id,
      action: z.looseObject({ seat, stateVersion: z.number().int().min(0), type: z.string().min(1).max(100) }),
    })
    .strict(),
  walk: z.object({ id, seat: seat.nullable() }).strict(),
  /** One move of the computer, on the state the caller saw; the answer is the view for `seat`. */
  computerMove: z.object({ id, seat: seat.nullable(), stateVersion: z.number().int().min(0) }).strict(),
  rename: z.object({ id, name: z.string().trim().min(1).max(120) }).strict(),
  import: z
    .object({
      content: z
        .string()
        .min(1)
        .max(64 * 1024 * 1024),
    })
    .strict(),
  /** A module's content; with `id`, including what that saved game's options add (imported cards). */
  content: z.object({ game: z.string().min(1).max(64), id: id.optional() }).strict(),
};
