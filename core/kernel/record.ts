// Saved games as pure data: the record (setup inputs + accepted actions with digests), replay,
// undo policy, redo and version compatibility. The backend persists one entry per accepted action
// and a snapshot (index + state) every N actions; replay resumes from any snapshot.

import { z } from 'zod';
import { stateDigest } from './digest';
import { act, type RecordEntry } from './engine';
import { jsonProblem, type Json } from './json';
import { validatePlayers, personCount, type Player } from './hotseat';
import type { ActionBase, GameEvent, GameModule, KernelState, Rejection, SeatId, Snapshot, Versions } from './types';

/** Bumped when the record layout itself changes. */
export const RECORD_FORMAT = 1;

export interface GameRecord {
  readonly format: number;
  /** Module id. */
  readonly game: string;
  /** Module versions the record was written with (types.ts explains each). */
  readonly versions: Versions;
  /** Options after parsing (defaults filled), so replay parses them to the same value. */
  readonly options: Json;
  readonly seats: readonly SeatId[];
  /** Who controls which seats; one person may control several seats. */
  readonly players: readonly Player[];
  readonly seed: string;
  /** digest() of the state right after setup. */
  readonly setupDigest: string;
  /** Accepted actions; entries after the current cursor are the redo tail. */
  readonly actions: readonly RecordEntry[];
  /** How many undos crossed a revealing or random action in solo play (allowed but flagged). */
  readonly flaggedUndos: number;
}

const versionsSchema = z.strictObject({
  module: z.number().int().min(0),
  rules: z.number().int().min(0),
  content: z.number().int().min(0),
});
const digestSchema = z.string().regex(/^[0-9a-f]{16}$/);

/** Schema for records read from files or the database. */
export const gameRecordSchema = z.strictObject({
  format: z.number().int().min(1),
  game: z.string().min(1),
  versions: versionsSchema,
  options: z.custom<Json>((v) => jsonProblem(v) === null),
  seats: z.array(z.string().min(1)).min(1),
  players: z.array(
    z.strictObject({
      id: z.string().min(1),
      seats: z.array(z.string().min(1)),
      name: z.string().optional(),
      // Added with computer players: older records lack it (every seat a person's).
      computer: z.strictObject({ difficulty: z.string().min(1) }).optional(),
    }),
  ),
  seed: z.string(),
  setupDigest: digestSchema,
  actions: z.array(
    z.strictObject({
      action: z.looseObject({
        seat: z.string().min(1),
        stateVersion: z.number().int().min(0),
        type: z.string().min(1),
      }),
      digest: digestSchema,
      reveals: z.boolean(),
      random: z.boolean(),
    }),
  ),
  flaggedUndos: z.number().int().min(0),
});

export type NewGameResult<S> =
  | { readonly ok: true; readonly record: GameRecord; readonly snapshot: Snapshot<S> }
  | { readonly ok: false; readonly rejection: Rejection };

/** Starts a game: parses options, checks who controls which seat, runs setup. */
export function newGame<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  input: { readonly options: unknown; readonly seed: string; readonly players: readonly Player[] },
): NewGameResult<S> {
  const options = module.optionsSchema.safeParse(input.options);
  if (!options.success || jsonProblem(options.data) !== null)
    return { ok: false, rejection: { code: 'malformed', params: { field: 'options' } } };
  try {
    const seats = [...module.seatsFor(options.data)];
    const problem = validatePlayers(seats, input.players);
    if (problem) return { ok: false, rejection: problem };
    const state = module.setup(options.data, input.seed);
    const record: GameRecord = {
      format: RECORD_FORMAT,
      game: module.id,
      versions: { ...module.versions },
      options: options.data as Json,
      seats,
      players: input.players.map((p) => ({
        ...p,
        seats: [...p.seats],
        ...(p.computer ? { computer: { ...p.computer } } : {}),
      })),
      seed: input.seed,
      setupDigest: stateDigest(state, module.constantStateKeys),
      actions: [],
      flaggedUndos: 0,
    };
    return { ok: true, record, snapshot: { index: 0, state } };
  } catch (e) {
    return { ok: false, rejection: { code: 'internal', params: { error: String(e) } } };
  }
}

/** The record with `entry` accepted at position `cursor`; any redo tail beyond it is dropped. */
export function appendEntry(record: GameRecord, cursor: number, entry: RecordEntry): GameRecord {
  return { ...record, actions: [...record.actions.slice(0, cursor), entry] };
}

export type ReplayFailure =
  | {
      readonly kind: 'setup';
      readonly reason: 'options' | 'seats' | 'digest' | 'internal';
      readonly expected?: string;
      readonly actual?: string;
    }
  | { readonly kind: 'snapshot'; readonly index: number; readonly expected: string; readonly actual: string }
  | { readonly kind: 'rejected'; readonly index: number; readonly rejection: Rejection }
  | { readonly kind: 'digest'; readonly index: number; readonly expected: string; readonly actual: string };

export type ReplayResult<S> =
  | { readonly ok: true; readonly snapshot: Snapshot<S> }
  /** `lastGood`: the furthest state that matched the record (null if setup itself failed). */
  | { readonly ok: false; readonly failure: ReplayFailure; readonly lastGood: Snapshot<S> | null };

/** Setup as the record says, checked against the record's seats and setup digest. */
export function setupFromRecord<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  record: GameRecord,
): ReplayResult<S> {
  const options = module.optionsSchema.safeParse(record.options);
  if (!options.success) return { ok: false, failure: { kind: 'setup', reason: 'options' }, lastGood: null };
  try {
    const seats = module.seatsFor(options.data);
    if (seats.length !== record.seats.length || seats.some((s, i) => s !== record.seats[i]))
      return { ok: false, failure: { kind: 'setup', reason: 'seats' }, lastGood: null };
    const state = module.setup(options.data, record.seed);
    const actual = stateDigest(state, module.constantStateKeys);
    if (actual !== record.setupDigest)
      return {
        ok: false,
        failure: { kind: 'setup', reason: 'digest', expected: record.setupDigest, actual },
        lastGood: null,
      };
    return { ok: true, snapshot: { index: 0, state } };
  } catch {
    return { ok: false, failure: { kind: 'setup', reason: 'internal' }, lastGood: null };
  }
}

/**
 * Replays `record` up to action index `to` (default: all actions), from setup or from a stored
 * snapshot `from`, checking each action's digest. Reports the first action that is rejected or
 * whose digest does not match. Redo is `replay(module, record, { from: current, to: current.index + 1 })`.
 */
export function replay<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  record: GameRecord,
  opts: { readonly from?: Snapshot<S>; readonly to?: number } = {},
): ReplayResult<S> {
  const to = Math.min(opts.to ?? record.actions.length, record.actions.length);
  let snapshot: Snapshot<S>;
  if (opts.from && opts.from.index <= to) {
    const expected = opts.from.index === 0 ? record.setupDigest : record.actions[opts.from.index - 1]?.digest;
    const actual = stateDigest(opts.from.state, module.constantStateKeys);
    if (expected !== actual)
      return {
        ok: false,
        failure: { kind: 'snapshot', index: opts.from.index, expected: expected ?? '', actual },
        lastGood: null,
      };
    snapshot = opts.from;
  } else {
    const start = setupFromRecord(module, record);
    if (!start.ok) return start;
    snapshot = start.snapshot;
  }
  for (let i = snapshot.index; i < to; i++) {
    const entry = record.actions[i];
    const result = act(module, snapshot, entry.action);
    if (!result.ok)
      return { ok: false, failure: { kind: 'rejected', index: i, rejection: result.rejection }, lastGood: snapshot };
    if (result.entry.digest !== entry.digest)
      return {
        ok: false,
        failure: { kind: 'digest', index: i, expected: entry.digest, actual: result.entry.digest },
        lastGood: snapshot,
      };
    snapshot = result.snapshot;
  }
  return { ok: true, snapshot };
}

/** Whether a snapshot is due after `index` accepted actions. */
export function snapshotDue(index: number, every = 50): boolean {
  return index > 0 && index % every === 0;
}

/** The latest snapshot at or before `index` among stored ones (null: start from setup). */
export function snapshotBefore<S>(snapshots: readonly Snapshot<S>[], index: number): Snapshot<S> | null {
  let best: Snapshot<S> | null = null;
  for (const s of snapshots) if (s.index <= index && (!best || s.index > best.index)) best = s;
  return best;
}

export type UndoPolicy =
  | { readonly kind: 'none' } // nothing to undo
  | { readonly kind: 'allowed' }
  /** Solo play: allowed, but the action revealed hidden information or randomness. */
  | { readonly kind: 'flagged'; readonly reason: 'reveals' | 'random' }
  /** Several people play: undoing would let someone retry with knowledge they gained. */
  | { readonly kind: 'refused'; readonly reason: 'reveals' | 'random' };

/** May the action just before `cursor` be undone? */
export function undoPolicy(record: GameRecord, cursor: number): UndoPolicy {
  if (cursor <= 0 || cursor > record.actions.length) return { kind: 'none' };
  const last = record.actions[cursor - 1];
  if (!last.reveals && !last.random) return { kind: 'allowed' };
  const reason = last.reveals ? 'reveals' : 'random';
  return personCount(record.players) > 1 ? { kind: 'refused', reason } : { kind: 'flagged', reason };
}

export type UndoResult =
  | { readonly ok: true; readonly cursor: number; readonly record: GameRecord; readonly flagged: boolean }
  | { readonly ok: false; readonly policy: UndoPolicy };

/** Moves the cursor back one action if the policy allows; the entries stay for redo. */
export function undo(record: GameRecord, cursor: number): UndoResult {
  const policy = undoPolicy(record, cursor);
  if (policy.kind === 'allowed') return { ok: true, cursor: cursor - 1, record, flagged: false };
  if (policy.kind === 'flagged')
    return {
      ok: true,
      cursor: cursor - 1,
      record: { ...record, flaggedUndos: record.flaggedUndos + 1 },
      flagged: true,
    };
  return { ok: false, policy };
}

/** Whether there is an action to redo at `cursor`. */
export function canRedo(record: GameRecord, cursor: number): boolean {
  return cursor >= 0 && cursor < record.actions.length;
}

export type OpenMode =
  | { readonly mode: 'play' }
  /** Show it (log, replay as far as it goes) but accept no new action. */
  | { readonly mode: 'readOnly'; readonly reason: Rejection['params'] & { readonly code: string } }
  | { readonly mode: 'refuse'; readonly reason: Rejection['params'] & { readonly code: string } };

/**
 * How this build may open `record`. A record written by a newer module/rules/content version opens
 * read-only (this build cannot know the newer rules); so does one older than `module.replaysFrom`
 * (it would not replay exactly). Another game or a newer record format is refused.
 */
export function openMode(
  module: { readonly id: string; readonly versions: Versions; readonly replaysFrom?: Versions },
  record: Pick<GameRecord, 'format' | 'game' | 'versions'>,
): OpenMode {
  if (record.game !== module.id) return { mode: 'refuse', reason: { code: 'record.otherGame', game: record.game } };
  if (record.format > RECORD_FORMAT)
    return { mode: 'refuse', reason: { code: 'record.newerFormat', record: record.format, app: RECORD_FORMAT } };
  const oldest = module.replaysFrom ?? module.versions;
  for (const field of ['module', 'rules', 'content'] as const) {
    const params = { field, record: record.versions[field], app: module.versions[field] };
    if (record.versions[field] > module.versions[field])
      return { mode: 'readOnly', reason: { code: 'record.newerVersion', ...params } };
    if (record.versions[field] < oldest[field])
      return { mode: 'readOnly', reason: { code: 'record.olderVersion', ...params } };
  }
  return { mode: 'play' };
}
