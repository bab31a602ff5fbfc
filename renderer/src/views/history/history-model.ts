/**
 * The play history's screens without the screens (pure, tested in test/unit/renderer/history.test.ts):
 * the filter in the URL, a play as an editable draft and back, a player's result in a play, the
 * statistics as chart data, a picked figure's plays, and the CSV import's column fields.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import {
  localDay,
  ME,
  type GameHistoryInfo,
  type HistoryDimensionInfo,
  type HistoryFilter,
  type HistoryStats,
  type Play,
  type PlayInput,
  type SeatResult,
  type StatRow,
} from '../../../../core/api/history';
import type { ChartData, ChartPick } from '../../components/charts/chart-model';

export const RESULTS: readonly SeatResult[] = ['win', 'loss', 'draw'];

// ---- the filter in the URL (so a figure's plays can be linked, reloaded, and gone back to) ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const one = (v: LocationQuery[string]): string | undefined => (Array.isArray(v) ? v[0] : v) ?? undefined;

/** The filter of a history URL (`?game=…&from=…&players=a,b&v.hero=…&result=win`); bad parts dropped. */
export function queryToFilter(query: LocationQuery): HistoryFilter {
  const f: HistoryFilter = {};
  const game = one(query.game);
  if (game) f.game = game;
  const from = one(query.from);
  if (from && DAY.test(from)) f.from = from;
  const to = one(query.to);
  if (to && DAY.test(to)) f.to = to;
  const players = one(query.players);
  if (players) f.players = players.split(',').filter(Boolean);
  const perspective = one(query.perspective);
  if (perspective) f.perspective = perspective;
  const result = one(query.result);
  if (result && (['win', 'loss', 'draw', 'none'] as string[]).includes(result))
    f.result = result as HistoryFilter['result'];
  const campaign = one(query.campaign);
  if (campaign) f.campaignId = campaign;
  const ids = one(query.ids);
  if (ids) f.ids = ids.split(',').filter(Boolean);
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    const value = one(v);
    if (k.startsWith('v.') && k.length > 2 && value) values[k.slice(2)] = value;
  }
  if (Object.keys(values).length) f.values = values;
  return f;
}

export function filterToQuery(f: HistoryFilter): LocationQueryRaw {
  const q: LocationQueryRaw = {};
  if (f.game) q.game = f.game;
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.players?.length) q.players = f.players.join(',');
  if (f.perspective && f.perspective !== ME) q.perspective = f.perspective;
  if (f.result) q.result = f.result;
  if (f.campaignId) q.campaign = f.campaignId;
  if (f.ids?.length) q.ids = f.ids.join(',');
  for (const [k, v] of Object.entries(f.values ?? {})) q[`v.${k}`] = v;
  return q;
}

/** The filter without its empty parts (what the API is sent). */
export function cleanFilter(f: HistoryFilter): HistoryFilter {
  return queryToFilter(filterToQuery(f) as LocationQuery);
}

/** Whether the filter narrows anything (beyond whose results). */
export function isFiltered(f: HistoryFilter): boolean {
  return Object.keys(filterToQuery({ ...f, perspective: undefined })).length > 0;
}

// ---- a play's result for a player ----

/** The result of `player` in the play: their seat's (the best when several), null when not in it. */
export function resultOf(play: Play, player: string = ME): SeatResult | null {
  const mine = play.seats.filter((s) => s.playerId === player).map((s) => s.result);
  if (mine.includes('win')) return 'win';
  if (mine.includes('draw')) return 'draw';
  if (mine.includes('loss')) return 'loss';
  return null;
}

// ---- the play editor's draft ----

export interface SeatDraft {
  seat: string;
  /** A player of the list, or null with `playerName` for a new one (or nobody). */
  playerId: string | null;
  playerName: string;
  computer: string | null;
  values: Record<string, string>;
  deck: Play['seats'][number]['deck'];
  result: SeatResult | null;
  score: number | null;
  rank: number | null;
}

export interface PlayDraft {
  id: string | null;
  game: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM` (UTC, as stored) or empty. */
  time: string;
  durationMin: number | null;
  campaignId: string | null;
  values: Record<string, string>;
  options: Play['options'];
  seats: SeatDraft[];
  note: string;
}

const emptySeat = (seat: string, playerId: string | null): SeatDraft => ({
  seat,
  playerId,
  playerName: '',
  computer: null,
  values: {},
  deck: null,
  result: null,
  score: null,
  rank: null,
});

/** A new play of a game entered by hand: today, the game's suggested seats (at least its minimum), me in the first. */
export function newDraft(info: GameHistoryInfo, today: string): PlayDraft {
  const count = Math.max(1, info.minSeats, Math.min(info.seats.length, info.maxSeats) || 1);
  const seats = Array.from({ length: count }, (_, i) =>
    emptySeat(info.seats[i] ?? nextSeatId([], i), i === 0 ? ME : null),
  );
  return {
    id: null,
    game: info.game,
    date: today,
    time: '',
    durationMin: null,
    campaignId: null,
    values: {},
    options: {},
    seats,
    note: '',
  };
}

/** A seat id for a seat added by hand (`p1`, `p2`… not yet taken). */
export function nextSeatId(seats: readonly Pick<SeatDraft, 'seat'>[], from = seats.length): string {
  const taken = new Set(seats.map((s) => s.seat));
  let n = from + 1;
  while (taken.has(`p${n}`)) n++;
  return `p${n}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A stored time of play (UTC, `…THH:MM[:SS]Z`) as the local date and time the form shows — the
 * list shows it in local time too; a day without a time stays that day.
 */
export function localDateTime(playedAt: string): { date: string; time: string } {
  const [date, rest] = playedAt.split('T');
  if (!rest) return { date, time: '' };
  const at = new Date(`${date}T${rest.replace(/Z?$/, 'Z')}`);
  if (Number.isNaN(at.getTime())) return { date, time: rest.slice(0, 5) };
  return {
    date: localDay(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The form's local date and time as the stored UTC time (a day alone stays a day). */
export function storedPlayedAt(date: string, time: string): string {
  if (!time) return date;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? `${date}T${time}Z` : `${at.toISOString().slice(0, 16)}Z`;
}

export function draftFromPlay(play: Play): PlayDraft {
  const { date, time } = localDateTime(play.playedAt);
  return {
    id: play.id,
    game: play.game,
    date,
    time,
    durationMin: play.durationMin,
    campaignId: play.campaignId,
    values: { ...play.values },
    options: { ...play.options },
    seats: play.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      playerName: s.playerId ? '' : (s.playerName ?? ''),
      computer: s.computer,
      values: { ...s.values },
      deck: s.deck,
      result: s.result,
      score: s.score,
      rank: s.rank,
    })),
    note: play.note,
  };
}

const trimmed = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );

/** The draft as `history.plays.save` takes it (empty values left out; the backend judges the result). */
export function draftToInput(d: PlayDraft): PlayInput {
  return {
    ...(d.id ? { id: d.id } : {}),
    game: d.game,
    playedAt: storedPlayedAt(d.date, d.time),
    durationMin: d.durationMin,
    campaignId: d.campaignId,
    values: trimmed(d.values),
    options: d.options,
    note: d.note,
    seats: d.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      playerName: s.playerId ? null : s.playerName.trim() || null,
      computer: s.computer,
      values: trimmed(s.values),
      deck: s.deck,
      result: s.result,
      score: s.score,
      rank: s.rank,
    })),
  };
}

/**
 * Why a play was refused, as a message key and its params: `history_play_invalid` carries the
 * reason's key (`history.error.<reason>`); other failures have none (the general error text).
 */
export function refusalReason(error: unknown): { key: string; params: Record<string, unknown> } | null {
  const e = error as { code?: unknown; params?: Record<string, unknown> } | null;
  if (!e || e.code !== 'history_play_invalid') return null;
  const reason = e.params?.reason;
  if (typeof reason !== 'string') return null;
  return { key: reason.startsWith('history.error.') ? reason : `history.error.${reason}`, params: e.params ?? {} };
}

// ---- statistics as charts ----

export type Label = (key: string) => string;

/** Months `YYYY-MM` in the UI language ("Jan 2026"). */
export function monthLabel(key: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return key;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Results over time: wins, losses and draws stacked per month (series keys are the results). */
export function resultsOverTime(stats: HistoryStats, locale: string, resultName: Label): ChartData {
  const months = stats.perMonth;
  return {
    points: months.map((m) => ({ key: m.key, label: monthLabel(m.key, locale) })),
    series: [
      { key: 'win', label: resultName('win'), values: months.map((m) => m.wins), color: '#2e9d4a' },
      { key: 'loss', label: resultName('loss'), values: months.map((m) => m.losses), color: '#d64545' },
      { key: 'draw', label: resultName('draw'), values: months.map((m) => m.draws), color: '#8d8d8d' },
    ],
  };
}

/** The win rate so far, month by month (a line). */
export function winRateOverTime(stats: HistoryStats, locale: string, label: string): ChartData {
  return {
    points: stats.perMonth.map((m) => ({ key: m.key, label: monthLabel(m.key, locale) })),
    series: [{ key: 'rate', label, values: stats.perMonth.map((m) => m.cumulativeWinRate) }],
  };
}

export function playsPerMonth(stats: HistoryStats, locale: string, label: string): ChartData {
  return {
    points: stats.perMonth.map((m) => ({ key: m.key, label: monthLabel(m.key, locale) })),
    series: [{ key: 'plays', label, values: stats.perMonth.map((m) => m.plays) }],
  };
}

/** Win rate per value of a dimension (or per player, per game): most played first, at most `limit`. */
export function winRateBy(rows: readonly StatRow[], name: Label, label: string, limit = 12): ChartData {
  const shown = rows.filter((r) => r.plays > 0).slice(0, limit);
  return {
    points: shown.map((r) => ({ key: r.key, label: r.label || name(r.key) })),
    series: [{ key: 'rate', label, values: shown.map((r) => r.winRate) }],
  };
}

/** Plays per value (most played), at most `limit`. */
export function playsBy(rows: readonly StatRow[], name: Label, label: string, limit = 12): ChartData {
  const shown = rows.filter((r) => r.plays > 0).slice(0, limit);
  return {
    points: shown.map((r) => ({ key: r.key, label: r.label || name(r.key) })),
    series: [{ key: 'plays', label, values: shown.map((r) => r.plays) }],
  };
}

/**
 * The filter listing the plays behind a picked figure: the row's own filter, narrowed to the
 * picked result when the series is one (`win`, `loss`, `draw`).
 */
export function pickedFilter(rows: readonly StatRow[], pick: ChartPick): HistoryFilter | null {
  const row = rows.find((r) => r.key === pick.point);
  if (!row) return null;
  return (RESULTS as readonly string[]).includes(pick.series)
    ? { ...row.filter, result: pick.series as SeatResult }
    : row.filter;
}

// ---- CSV import: the fields a column can be mapped to ----

export const CSV_FIELDS = [
  'date',
  'game',
  'playKey',
  'duration',
  'seat',
  'player',
  'result',
  'score',
  'rank',
  'note',
  'campaign',
] as const;

/** Every field a column may be mapped to: `ignore` first (a column from another logger), the play's, the game's dimensions (`value:<id>`). */
export function csvFieldChoices(dims: readonly HistoryDimensionInfo[]): string[] {
  return ['ignore', ...CSV_FIELDS, ...dims.map((d) => `value:${d.id}`)];
}

/**
 * The mapping to send: every column the user (or the proposal) mapped. A column left unmapped is
 * not sent, so the import refuses it as unknown until it is mapped or ignored on purpose.
 */
export function csvMapping(columns: ReadonlyArray<{ column: string; field: string | null }>): Record<string, string> {
  return Object.fromEntries(columns.filter((c) => c.field).map((c) => [c.column, c.field as string]));
}

/**
 * A day as a calendar shows it: a day past the month's end (the figures' month filters end on the
 * 31st, which SQL compares as text) is the month's last day.
 */
export function calendarDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const last = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  return Number(m[3]) > last ? `${m[1]}-${m[2]}-${String(last).padStart(2, '0')}` : day;
}

/** A new play's day: what the user calls today. */
export { localDay };
