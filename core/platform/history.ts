// What a game says about its plays for the play history (issue 19): the dimensions a play has, how
// its result reads, and per engine how a finished game becomes a play draft. Pure: the backend's
// history service (electron/backend/history/) stores, checks and counts plays with these.

import type { HistoryDimensionInfo, HistoryResultModel, PlayDeckRef, SeatResult } from '../api/history';

export interface HistoryDefinition {
  readonly dimensions: readonly HistoryDimensionInfo[];
  readonly result: HistoryResultModel;
  /** Seat ids offered for a play entered by hand, and how many seats a play has. */
  readonly seats: { readonly suggested: readonly string[]; readonly min: number; readonly max: number };
  /**
   * Per engine module id (engines and trackers alike): what a finished game's options and outcome
   * say about the play. Seat results, scores and ranks come from the outcome (`seatResults`);
   * the reader adds the dimension values. An engine without a reader still gets a play (results only).
   */
  readonly read?: Readonly<Record<string, (game: FinishedGame) => PlayDraft>>;
}

/** A saved game at its end, as the history reads it. */
export interface FinishedGame {
  readonly engine: string;
  /** The record's options (validated by the module when the game was created). */
  readonly options: unknown;
  readonly seats: readonly string[];
  /** The module's names for the seats (a hero's name), where it gives them. */
  readonly seatNames: Readonly<Record<string, string>>;
  readonly outcome: {
    readonly result: Readonly<Record<string, SeatResult>>;
    readonly reason: { readonly key: string; readonly params?: Readonly<Record<string, unknown>> };
    readonly scores?: Readonly<Record<string, number>>;
  };
}

export interface PlayDraft {
  /** The game was kept by a table tracker (physical components), not played on screen. */
  readonly tracker?: boolean;
  readonly values?: Readonly<Record<string, string>>;
  readonly options?: Readonly<Record<string, string | number | boolean>>;
  readonly seats?: Readonly<
    Record<string, { readonly values?: Readonly<Record<string, string>>; readonly deck?: PlayDeckRef }>
  >;
}

/** One seat as the checks see it. */
export interface SeatShape {
  seat: string;
  values: Record<string, string>;
  result: SeatResult | null;
  score: number | null;
  rank: number | null;
}

export interface PlayShape {
  values: Record<string, string>;
  seats: SeatShape[];
}

/** Why a play cannot be: `history.error.<reason>` with its params. */
export interface PlayProblem {
  reason: string;
  params: Record<string, string | number>;
}

const problem = (reason: string, params: Record<string, string | number> = {}): PlayProblem => ({
  reason: `history.error.${reason}`,
  params,
});

/**
 * The first thing that makes `play` impossible for this game, or null. The result rules by model:
 * `team` — one result for every seat; `sides` — one result per side, at most one winning side;
 * `ranked` — one winner (several only with a shared victory, all ranked first). A draw is every
 * seat's. Seats without a result (unknown) are left out of the result rules.
 */
export function checkPlay(def: HistoryDefinition, play: PlayShape): PlayProblem | null {
  const { seats } = play;
  if (seats.length < def.seats.min) return problem('tooFewSeats', { min: def.seats.min });
  if (seats.length > def.seats.max) return problem('tooManySeats', { max: def.seats.max });
  const seen = new Set<string>();
  for (const s of seats) {
    if (seen.has(s.seat)) return problem('seatTwice', { seat: s.seat });
    seen.add(s.seat);
  }
  const dims = new Map(def.dimensions.map((d) => [d.id, d]));
  const checkValues = (values: Record<string, string>, scope: 'play' | 'seat'): PlayProblem | null => {
    for (const [id, value] of Object.entries(values)) {
      const d = dims.get(id);
      if (!d || d.scope !== scope) return problem('unknownDimension', { dimension: id });
      if (d.values && !d.values.includes(value)) return problem('valueNotAllowed', { dimension: id, value });
    }
    return null;
  };
  const bad =
    checkValues(play.values, 'play') ??
    seats.reduce<PlayProblem | null>((p, s) => p ?? checkValues(s.values, 'seat'), null);
  if (bad) return bad;
  const model = def.result;
  if (!model.scores && seats.some((s) => s.score !== null)) return problem('scoresNotUsed');
  if (!model.ranks && seats.some((s) => s.rank !== null)) return problem('ranksNotUsed');
  return checkResults(model, seats);
}

function checkResults(model: HistoryResultModel, all: readonly SeatShape[]): PlayProblem | null {
  const seats = all.filter((s) => s.result !== null);
  if (seats.some((s) => s.result === 'draw')) {
    if (!model.draws) return problem('drawNotPossible');
    if (seats.some((s) => s.result !== 'draw')) return problem('drawMixed');
  }
  if (model.kind === 'team') {
    if (new Set(seats.map((s) => s.result)).size > 1) return problem('teamResultsDiffer');
  } else if (model.kind === 'sides') {
    const dim = model.sideDimension ?? 'side';
    const bySide = new Map<string, SeatResult>();
    for (const s of seats) {
      const side = s.values[dim];
      if (side === undefined) return problem('sideMissing');
      const known = bySide.get(side);
      if (known !== undefined && known !== s.result) return problem('sideResultsDiffer', { side });
      bySide.set(side, s.result!);
    }
    if ([...bySide.values()].filter((r) => r === 'win').length > 1) return problem('twoWinningSides');
  } else {
    const winners = seats.filter((s) => s.result === 'win');
    if (winners.length > 1 && !model.sharedVictory) return problem('twoWinners', { count: winners.length });
  }
  if (model.ranks) {
    // the winners, and only they, are ranked first (seats without a rank are not checked)
    for (const s of seats)
      if (s.rank !== null && s.result !== 'draw' && (s.rank === 1) !== (s.result === 'win'))
        return problem('rankMismatch');
  }
  return null;
}

/**
 * Each seat's result, score and rank from a finished game's outcome: scores as the outcome gives
 * them; ranks (for a model with ranks) — the winners first, then the others by score, ties sharing.
 */
export function seatResults(
  model: HistoryResultModel,
  game: FinishedGame,
): Record<string, { result: SeatResult | null; score: number | null; rank: number | null }> {
  const out: Record<string, { result: SeatResult | null; score: number | null; rank: number | null }> = {};
  const scoreOf = (seat: string): number | null =>
    model.scores && typeof game.outcome.scores?.[seat] === 'number' ? game.outcome.scores[seat] : null;
  for (const seat of game.seats)
    out[seat] = { result: game.outcome.result[seat] ?? null, score: scoreOf(seat), rank: null };
  if (model.ranks) {
    const order = (seat: string) => [out[seat].result === 'win' ? 0 : 1, -(out[seat].score ?? 0)] as const;
    const sorted = [...game.seats].sort((a, b) => order(a)[0] - order(b)[0] || order(a)[1] - order(b)[1]);
    sorted.forEach((seat, i) => {
      const prev = sorted[i - 1];
      const tie = prev !== undefined && order(prev)[0] === order(seat)[0] && order(prev)[1] === order(seat)[1];
      out[seat].rank = tie ? out[prev].rank : i + 1;
    });
  }
  return out;
}

/**
 * The text a play's fingerprint hashes: game, day, play values, and per seat (in seat order) the
 * player's name, the values, result, score and rank. Ids, times of day, notes and durations are left
 * out, so the same game exported from one save and imported into another is found again.
 */
export function fingerprintText(play: {
  game: string;
  playedAt: string;
  values: Record<string, string>;
  seats: ReadonlyArray<SeatShape & { playerName: string | null }>;
}): string {
  const sortedEntries = (v: Record<string, string>) =>
    Object.entries(v)
      .map(([k, x]) => [k, x.trim().toLowerCase()])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const seats = [...play.seats]
    .sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0))
    .map((s) => [
      s.seat,
      (s.playerName ?? '').trim().toLowerCase(),
      sortedEntries(s.values),
      s.result,
      s.score,
      s.rank,
    ]);
  return JSON.stringify([play.game, play.playedAt.slice(0, 10), sortedEntries(play.values), seats]);
}

/**
 * The saved deck an engine's resolved options name for a seat (`savedDeck`: id, version, name), as
 * a play's deck: null unless it is one the play input accepts too (a deck id, version ≥ 1), so a
 * recorded play survives export, import and editing; the name is cut to the input's length.
 */
export function playDeckRef(saved: unknown): PlayDeckRef | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const { id, version, name } = saved as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return null;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  return { id, version, name: typeof name === 'string' ? name.slice(0, 120) : '' };
}
