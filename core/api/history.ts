import { z } from 'zod';
import { gameId } from './schemas';

/**
 * Types of the play-history API (`history.*`, issue 19). Every finished game — a rules-engine or
 * tracker game (recorded automatically when it ends) or one entered by hand / imported — is one
 * **play**: when, how long, the seats with who played them and what (each game's own dimensions),
 * the result per seat, a note. Game-neutral: the dimensions (`hero`, `aspect`, `villain`,
 * `scenario`, `faction`, `side`, `guild`, `heroDeck`…) are strings each game declares
 * (GameDefinition.history, `history.dimensions`).
 *
 * Perspective: win/loss figures are always someone's — a player of the persistent player list,
 * by default 'me'. A play's result for that player is their seat's result (their best, if they
 * held several seats); plays they did not take part in count as plays with no result.
 *
 * Refusals: `history_play_invalid` (params.reason = `history.error.<reason>` plus that reason's
 * params), `history_play_not_found`, `history_player_not_found`, `history_player_in_use`,
 * `history_import_invalid` (a file that cannot be read at all; per-line problems travel in the
 * import report instead).
 */

/** The id of the player who owns the save file. Always exists, cannot be deleted. */
export const ME = 'me';

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD` of `d` on this computer's calendar: the day a play counts on (the backend keeps it
 * with each play) and the day the play editor shows.
 */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

export type SeatResult = 'win' | 'loss' | 'draw';

/** How a play was written: by the rules engine, by a table tracker, by hand, or from an import. */
export type PlaySource = 'engine' | 'tracker' | 'manual' | 'import';

export interface HistoryPlayer {
  /** `me` or a uuid. */
  id: string;
  name: string;
  me: boolean;
  /** Plays this player has a seat in. */
  plays: number;
  createdAt: string;
}

/** A Deckhand deck a seat played, at the version it had then (absent: no saved deck). */
export interface PlayDeckRef {
  id: string;
  version: number;
  name: string;
}

export interface PlaySeat {
  /** Seat id: the engine's seat (`h1`, `free`, `p2`…) or any short id for plays entered by hand. */
  seat: string;
  /** History player (null: unknown / nobody named, e.g. a computer seat). */
  playerId: string | null;
  /** The player's name as it was written (kept when a player is deleted). */
  playerName: string | null;
  /** Played by the computer (engine games), at this difficulty. */
  computer: string | null;
  /** Seat-scope dimension values (`hero`, `aspect`, `faction`, `side`, `guild`, `heroDeck`…). */
  values: Record<string, string>;
  deck: PlayDeckRef | null;
  result: SeatResult | null;
  score: number | null;
  /** 1 = first; ties share a rank. */
  rank: number | null;
}

export interface Play {
  id: string;
  game: string;
  /** Engine module id when an engine or tracker wrote it. */
  engine: string | null;
  source: PlaySource;
  /** ISO 8601: `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS]Z` (UTC). */
  playedAt: string;
  durationMin: number | null;
  /** The saved game it came from (one play per saved game). */
  savedGameId: string | null;
  campaignId: string | null;
  /** Play-scope dimension values (`scenario`, `villain`, `setup`, `difficulty`…). */
  values: Record<string, string>;
  /** Other set-up options worth keeping (small, game JSON: player count, expert mode…). */
  options: Record<string, string | number | boolean>;
  seats: PlaySeat[];
  note: string;
  /** Stable content hash (game, day, seats, results, values) for duplicate detection on import. */
  fingerprint: string;
  createdAt: string;
  updatedAt: string;
}

/** A dimension of a game's plays (`history.dimensions`). */
export interface HistoryDimensionInfo {
  /** Stable id, e.g. `hero`, `villain`, `side`. */
  id: string;
  /** `play`: one value per play (scenario); `seat`: one value per seat (hero, faction). */
  scope: 'play' | 'seat';
  /** i18n key of the dimension's name. */
  labelKey: string;
  /**
   * i18n key prefix of the values, for a closed set (`<valuesKey>.<value>`); absent: values are
   * names shown as they are (a hero's name, a scenario's name).
   */
  valuesKey?: string;
  /** The closed set of values (a select in the editor), when there is one. */
  values?: string[];
}

/**
 * How a game's result reads: `team` — every seat wins or loses together (co-operative);
 * `sides` — seats on the same `sideDimension` value share a result, at most one side wins;
 * `ranked` — each seat for itself, one winner (several only with `sharedVictory`, all ranked first).
 */
export interface HistoryResultModel {
  kind: 'team' | 'sides' | 'ranked';
  sideDimension?: string;
  /** Seats carry a score (victory points). */
  scores: boolean;
  /** Seats carry a rank. */
  ranks: boolean;
  /** A draw is possible. */
  draws: boolean;
  /** `ranked`: several seats may win together, when they share the first rank (a shared victory). */
  sharedVictory: boolean;
}

export interface GameHistoryInfo {
  game: string;
  dimensions: HistoryDimensionInfo[];
  result: HistoryResultModel;
  /** Seat ids suggested for a play entered by hand (the editor may add more up to maxSeats). */
  seats: string[];
  minSeats: number;
  maxSeats: number;
}

/**
 * Which plays: every field narrows. Dimension values match play-scope values of the play, or
 * seat-scope values of the perspective player's seats. `ids` lists plays exactly (a streak).
 */
export interface HistoryFilter {
  game?: string;
  /** Inclusive days `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** Plays in which every one of these players had a seat. */
  players?: string[];
  /** Whose results (default `me`). */
  perspective?: string;
  values?: Record<string, string>;
  /** The perspective player's result; `none`: not in the play / no result. */
  result?: SeatResult | 'none';
  campaignId?: string;
  source?: PlaySource;
  ids?: string[];
}

/** A count of plays and the perspective's results among them. */
export interface ResultCounts {
  plays: number;
  wins: number;
  losses: number;
  draws: number;
  /** wins / (wins + losses + draws); null when none was decided. */
  winRate: number | null;
  minutes: number;
}

/** One figure: its counts and the filter that lists the plays behind it (`history.plays.list`). */
export interface StatRow extends ResultCounts {
  /** The value (dimension value, player id, month `YYYY-MM`, game id). */
  key: string;
  /** For player rows: the name. */
  label?: string;
  filter: HistoryFilter;
}

export interface Streak {
  kind: SeatResult;
  length: number;
  from: string;
  to: string;
  filter: HistoryFilter;
}

export interface HistoryStats {
  /** The filter applied (with the perspective resolved). */
  filter: HistoryFilter;
  totals: ResultCounts & {
    filter: HistoryFilter;
    averageMinutes: number | null;
    firstPlayed: string | null;
    lastPlayed: string | null;
  };
  /** Per game (one row per game id). */
  byGame: StatRow[];
  /** Per dimension id: rows sorted by plays (most played first), so the first rows are the most played. */
  byDimension: Record<string, StatRow[]>;
  /** The other players the perspective played with or against (win rate by opponent). */
  byPlayer: StatRow[];
  /** Per month `YYYY-MM`, oldest first; `cumulativeWinRate` for the results-over-time chart. */
  perMonth: Array<StatRow & { cumulativeWinRate: number | null }>;
  streaks: {
    current: Streak | null;
    longestWin: Streak | null;
    longestLoss: Streak | null;
  };
}

export interface PlayPage {
  total: number;
  plays: Play[];
}

/** A finished or recorded campaign's plays and record. */
export interface CampaignRecord {
  campaignId: string;
  /** The campaign's plays, oldest first. */
  plays: Play[];
  /** The perspective's record over them. */
  record: ResultCounts;
  firstPlayed: string | null;
  lastPlayed: string | null;
}

export interface HistoryExport {
  fileName: string;
  content: string;
}

/** A problem with one line of an import (1-based line of the file; 1 = the CSV header). */
export interface ImportProblem {
  line: number;
  column?: string;
  /** `history.error.<reason>` */
  reason: string;
  params: Record<string, string | number>;
}

export interface HistoryImportReport {
  /** Plays read from the file (CSV lines grouped into plays). */
  plays: number;
  /** Plays written (0 when dryRun or when any line has a problem). */
  imported: number;
  /** Plays already in the save file (same fingerprint) or twice in the file: skipped, never written twice. */
  duplicates: Array<{ line: number; playId: string | null }>;
  problems: ImportProblem[];
  dryRun: boolean;
  /** CSV: the header's columns and the field each was mapped to (the mapping step's proposal). */
  columns?: Array<{ column: string; field: string | null }>;
}

/**
 * A CSV column's meaning. Fields of the play: `playKey` (lines with one key are one play's
 * seats; absent: each line one play), `date`, `duration` (minutes), `game`, `note`, `campaign`.
 * Fields of the seat: `seat`, `player`, `result` (win/loss/draw, w/l/d, 1/0, won/lost…),
 * `score`, `rank`. `value:<dimension>`: a dimension value (play or seat scope by the game's
 * definition). `ignore`: dropped on purpose.
 */
export type HistoryCsvField = string;

// ---- argument schemas ----

const uuid = z.string().regex(/^[0-9a-f-]{36}$/);
const playerId = z.union([z.literal(ME), uuid]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const playedAt = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?)?$/);
const dimId = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/);
const value = z.string().trim().min(1).max(120);
const values = z.record(dimId, value).refine((v) => Object.keys(v).length <= 40, { message: 'too_many' });
const result = z.enum(['win', 'loss', 'draw']);
const source = z.enum(['engine', 'tracker', 'manual', 'import']);

export const historyFilter = z
  .object({
    game: gameId.optional(),
    from: day.optional(),
    to: day.optional(),
    players: z.array(playerId).max(16).optional(),
    perspective: playerId.optional(),
    values: values.optional(),
    result: z.enum(['win', 'loss', 'draw', 'none']).optional(),
    campaignId: uuid.optional(),
    source: source.optional(),
    ids: z.array(uuid).max(1000).optional(),
  })
  .strict();

const seatInput = z
  .object({
    seat: z.string().trim().min(1).max(64),
    playerId: playerId.nullable().optional(),
    /** A name without a player id: matched to a player by name, or a new player. */
    playerName: z.string().trim().min(1).max(80).nullable().optional(),
    computer: z.string().min(1).max(32).nullable().optional(),
    values: values.optional(),
    deck: z
      .object({ id: uuid, version: z.number().int().min(1), name: z.string().max(120) })
      .strict()
      .nullable()
      .optional(),
    result: result.nullable().optional(),
    score: z.number().finite().min(-1e6).max(1e6).nullable().optional(),
    rank: z.number().int().min(1).max(64).nullable().optional(),
  })
  .strict();

/**
 * A play to create (no id) or edit (id). A `Play` as the API returned it is accepted: its engine,
 * source, saved game, fingerprint and times are the backend's and are ignored here.
 */
export const playInput = z
  .object({
    id: uuid.optional(),
    game: gameId,
    playedAt,
    durationMin: z.number().int().min(0).max(100000).nullable().optional(),
    campaignId: uuid.nullable().optional(),
    values: values.optional(),
    options: z
      .record(z.string().max(40), z.union([z.string().max(120), z.number().finite(), z.boolean()]))
      .refine((v) => Object.keys(v).length <= 40, { message: 'too_many' })
      .optional(),
    seats: z.array(seatInput).min(1).max(16),
    note: z.string().max(4000).optional(),
    // A Play read back from the API may be sent as it is: these are kept by the backend, never taken.
    engine: z.unknown().optional(),
    source: z.unknown().optional(),
    savedGameId: z.unknown().optional(),
    fingerprint: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  .strict();

export type PlayInput = z.input<typeof playInput>;

const csvField = z.union([
  z.enum([
    'playKey',
    'date',
    'duration',
    'game',
    'note',
    'campaign',
    'seat',
    'player',
    'result',
    'score',
    'rank',
    'ignore',
  ]),
  z.string().regex(/^value:[a-zA-Z][a-zA-Z0-9_-]{0,39}$/),
]);

export const historyArgs = {
  /** `game` absent: every game with history. */
  dimensions: z.object({ game: gameId.optional() }).strict(),
  /** The values a dimension has in the recorded plays (filter choices), most played first. */
  values: z
    .object({ game: gameId.optional(), dimension: dimId, limit: z.number().int().min(1).max(1000).optional() })
    .strict(),
  playersList: z.object({}).strict(),
  /** Create (no id) or rename a player. */
  playersSave: z.object({ id: playerId.optional(), name: z.string().trim().min(1).max(80) }).strict(),
  /** Delete a player: `mergeInto` moves their seats to another player; without it, a player with plays is refused (`history_player_in_use`). `me` cannot be deleted. */
  playersDelete: z.object({ id: uuid, mergeInto: playerId.optional() }).strict(),
  playsList: z
    .object({
      filter: historyFilter.optional(),
      offset: z.number().int().min(0).max(10_000_000).optional(),
      limit: z.number().int().min(1).max(500).optional(),
      /** Default `newest`. */
      sort: z.enum(['newest', 'oldest']).optional(),
    })
    .strict(),
  playsGet: z.object({ id: uuid }).strict(),
  playsSave: z.object({ play: playInput }).strict(),
  playsDelete: z.object({ id: uuid }).strict(),
  stats: z.object({ filter: historyFilter.optional() }).strict(),
  campaign: z.object({ campaignId: uuid, perspective: playerId.optional() }).strict(),
  export: z.object({ format: z.enum(['csv', 'json']), filter: historyFilter.optional() }).strict(),
  import: z
    .object({
      format: z.enum(['csv', 'json']),
      content: z
        .string()
        .min(1)
        .max(32 * 1024 * 1024),
      /** CSV: header column → field. Columns not given are read by their header name when it is a known field, else refused. */
      mapping: z.record(z.string().max(200), csvField).optional(),
      /** CSV lines without a game column are plays of this game. */
      game: gameId.optional(),
      /** Check only: report problems and duplicates, write nothing. */
      dryRun: z.boolean().optional(),
    })
    .strict(),
};
