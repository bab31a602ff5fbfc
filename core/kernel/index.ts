// Public surface of the game-engine kernel. See README.md for the contract and how each game maps on it.

export type { Json, JsonObject } from './json';
export { canonicalJson, deepFreeze, jsonProblem, jsonEqual, withoutUndefined } from './json';
export { fnv1a64, fnv1a64Bytes, utf8Bytes } from './hash';
export { digest, stateDigest } from './digest';
export { Rng, seedRng, splitmix64, isRngState, sameRngState, type RngState } from './rng';
export type {
  ActionBase,
  ActionEnvelope,
  ApplyResult,
  Decision,
  DecisionMode,
  GameEvent,
  GameModule,
  KernelState,
  LogEntry,
  ModuleRejection,
  Outcome,
  PersonId,
  Rejection,
  RejectionCode,
  SeatId,
  SeatResult,
  Snapshot,
  Versions,
} from './types';
export {
  applyManual,
  canSee,
  describeManual,
  isManualType,
  locate,
  manualActionSchema,
  MANUAL_PREFIX,
  type Audience,
  type CounterSpec,
  type ManualAction,
  type ManualEvent,
  type PieceInfo,
  type TableAdapter,
  type ZoneSpec,
  type ZoneVisibility,
} from './table';
export {
  act,
  describeEvent,
  envelope,
  legalActionsOf,
  type ActResult,
  type KernelEvent,
  type RecordEntry,
} from './engine';
export {
  appendEntry,
  canRedo,
  gameRecordSchema,
  newGame,
  openMode,
  RECORD_FORMAT,
  replay,
  setupFromRecord,
  snapshotBefore,
  snapshotDue,
  undo,
  undoPolicy,
  type GameRecord,
  type NewGameResult,
  type OpenMode,
  type ReplayFailure,
  type ReplayResult,
  type UndoPolicy,
  type UndoResult,
} from './record';
export {
  isComputerSeat,
  nextTurn,
  personCount,
  personOf,
  validatePlayers,
  type NextTurn,
  type Player,
} from './hotseat';
export { checkLeak, indistinguishable, type LeakFinding } from './leak';
export {
  fuzz,
  fuzzGame,
  randomManualAction,
  type FuzzConfig,
  type FuzzFailure,
  type FuzzGameReport,
  type FuzzReport,
} from './fuzz';
export {
  bench,
  randomGames,
  type BenchConfig,
  type BenchResult,
  type RandomGamesConfig,
  type RandomGamesResult,
} from './bench';
// The game-flow, decision and zone helpers are public as a whole.
export * from './flow';
export * from './decisions';
export * from './zones';
export {
  decide,
  decisionRng,
  playGame,
  randomPolicy,
  type Decided,
  type DecideOptions,
  type PlayConfig,
  type PlayResult,
  type Policy,
  type PolicyContext,
} from './ai';
