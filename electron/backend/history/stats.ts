import type Database from 'better-sqlite3';
import type { HistoryFilter, HistoryStats, ResultCounts, StatRow, Streak } from '../../../core/api/history';
import { filteredPlays, RESULT_SQL } from './filter';

/** Plays a streak lists by id at most (a longer one is listed by its period and result instead). */
const STREAK_IDS = 1000;

interface CountsRow {
  plays: number;
  wins: number | null;
  losses: number | null;
  draws: number | null;
  minutes: number | null;
}

/** The aggregate columns every figure has, over a relation with `r` and `minutes`. */
const COUNTS = `COUNT(*) AS plays, SUM(r = 3) AS wins, SUM(r = 1) AS losses, SUM(r = 2) AS draws,
  SUM(minutes) AS minutes`; // r NULL (not in the play) counts in no result

function counts(row: CountsRow): ResultCounts {
  const wins = row.wins ?? 0;
  const losses = row.losses ?? 0;
  const draws = row.draws ?? 0;
  const decided = wins + losses + draws;
  return { plays: row.plays, wins, losses, draws, winRate: decided ? wins / decided : null, minutes: row.minutes ?? 0 };
}

/** The last day of month `YYYY-MM`. */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a !== undefined && a < b ? a : b);

/**
 * The dashboard's figures for `filter`, in SQL: the filtered plays, in play order with the
 * perspective's result, go into a temporary table once (`history_f`); each figure is one grouped
 * query over it. Every row carries the filter that lists its plays. The temporary table has no
 * index on the play: CROSS JOIN keeps it the outer loop, so each play's seats and values are read
 * from the save's tables by primary key.
 */
export function historyStats(db: Database.Database, filter: HistoryFilter): HistoryStats {
  const perspective = filter.perspective ?? 'me';
  const base: HistoryFilter = { ...filter, perspective };
  const q = filteredPlays(
    base,
    perspective,
    `p.pk, p.id, p.game, p.played_at, p.duration_min, ${RESULT_SQL} AS r`,
    true,
  );
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS history_f (
      seq INTEGER PRIMARY KEY, pk INTEGER NOT NULL, id TEXT NOT NULL, game TEXT NOT NULL, played_at TEXT NOT NULL,
      minutes INTEGER, r INTEGER)`);
  const clear = () => db.exec('DELETE FROM temp.history_f');
  clear();
  try {
    db.prepare(
      `INSERT INTO temp.history_f (pk, id, game, played_at, minutes, r) ${q.sql}
       ORDER BY p.played_at, p.created_at, p.pk`,
    ).run(...q.params);
    return figures(db, base, perspective);
  } finally {
    clear();
  }
}

/** A play of the temporary table, as the one scan returns it: seq, game, played_at, minutes, r. */
type PlayRow = [number, string, string, number | null, number | null];

/** Running result counts, as COUNTS sums them (a NULL `r` or `minutes` adds nothing). */
interface Tally extends CountsRow {
  wins: number;
  losses: number;
  draws: number;
  minutes: number | null;
}

const tally = (): Tally => ({ plays: 0, wins: 0, losses: 0, draws: 0, minutes: null });

function add(t: Tally, r: number | null, minutes: number | null): void {
  t.plays++;
  if (r === 3) t.wins++;
  else if (r === 2) t.draws++;
  else if (r === 1) t.losses++;
  if (minutes !== null) t.minutes = (t.minutes ?? 0) + minutes;
}

/** Binary order, as SQLite compares text (game ids and months are ASCII). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function figures(db: Database.Database, base: HistoryFilter, perspective: string): HistoryStats {
  // Totals, games, months and streaks come from one scan in play order: one pass over the plays
  // instead of a grouped query each (the streaks' two window passes were the slowest of them).
  const rows = db
    .prepare('SELECT seq, game, played_at, minutes, r FROM temp.history_f ORDER BY seq')
    .raw()
    .all() as PlayRow[];
  const all = tally();
  const games = new Map<string, Tally>();
  const months = new Map<string, Tally>();
  let timed = 0;
  for (const [, game, playedAt, minutes, r] of rows) {
    add(all, r, minutes);
    if (minutes !== null) timed++;
    let g = games.get(game);
    if (!g) games.set(game, (g = tally()));
    add(g, r, minutes);
    const month = playedAt.slice(0, 7);
    let m = months.get(month);
    if (!m) months.set(month, (m = tally()));
    add(m, r, minutes);
  }
  const totals = {
    ...counts(all),
    filter: base,
    averageMinutes: timed ? (all.minutes as number) / timed : null,
    firstPlayed: rows.length ? rows.reduce((a, x) => (x[2] < a ? x[2] : a), rows[0][2]) : null,
    lastPlayed: rows.length ? rows.reduce((a, x) => (x[2] > a ? x[2] : a), rows[0][2]) : null,
  };

  const byGame = [...games]
    .sort(([ka, a], [kb, b]) => b.plays - a.plays || byText(ka, kb))
    .map(([key, t]) => ({ key, ...counts(t), filter: { ...base, game: key } }));

  let cw = 0;
  let cd = 0;
  const perMonth = [...months]
    .sort(([a], [b]) => byText(a, b))
    .map(([key, t]) => {
      cw += t.wins;
      cd += t.wins + t.losses + t.draws;
      return {
        key,
        ...counts(t),
        cumulativeWinRate: cd ? cw / cd : null,
        filter: { ...base, from: later(base.from, `${key}-01`), to: earlier(base.to, monthEnd(key)) },
      };
    });

  const byDimension: Record<string, StatRow[]> = {};
  const dimRows = db
    .prepare(
      `SELECT dimension, value AS key, ${COUNTS} FROM (
         SELECT DISTINCT f.seq, f.r, f.minutes, v.dimension, v.value
           FROM temp.history_f f CROSS JOIN play_values v ON v.play_pk = f.pk
          WHERE v.seat_idx = -1 OR v.player_id = ?)
       GROUP BY dimension, value ORDER BY dimension, plays DESC, value`,
    )
    .all(perspective) as Array<CountsRow & { dimension: string; key: string }>;
  for (const r of dimRows)
    (byDimension[r.dimension] ??= []).push({
      key: r.key,
      ...counts(r),
      filter: { ...base, values: { ...base.values, [r.dimension]: r.key } },
    });

  const byPlayer = (
    db
      .prepare(
        // grouped before the names are joined: one lookup per player, not per play
        `SELECT g.key, pl.name AS label, plays, wins, losses, draws, minutes FROM (
           SELECT player_id AS key, ${COUNTS} FROM (
             SELECT DISTINCT f.seq, f.r, f.minutes, s.player_id
               FROM temp.history_f f CROSS JOIN play_seats s ON s.play_pk = f.pk
              WHERE f.r IS NOT NULL AND s.player_id IS NOT NULL AND s.player_id <> ?)
           GROUP BY player_id) g
         JOIN players pl ON pl.id = g.key
         ORDER BY plays DESC, pl.name, g.key`,
      )
      .all(perspective) as Array<CountsRow & { key: string; label: string }>
  ).map((r) => ({
    key: r.key,
    label: r.label,
    ...counts(r),
    filter: { ...base, players: [...new Set([...(base.players ?? []), perspective, r.key])] },
  }));

  return { filter: base, totals, byGame, byDimension, byPlayer, perMonth, streaks: streaks(db, base, rows) };
}

interface StreakRow {
  r: number;
  len: number;
  first: string;
  last: string;
  startsAt: number;
  endsAt: number;
}

const KIND = { 3: 'win', 2: 'draw', 1: 'loss' } as const;

/**
 * Runs of one result among the decided plays in play order (date, then when it was recorded): a
 * run starts where the result differs from the decided play before. `rows` are in `seq` order.
 */
function streaks(db: Database.Database, base: HistoryFilter, rows: PlayRow[]): HistoryStats['streaks'] {
  const runs: StreakRow[] = [];
  let run: StreakRow | undefined;
  for (const [seq, , playedAt, , r] of rows) {
    if (r === null || r <= 0) continue;
    if (run && run.r === r) {
      run.len++;
      if (playedAt < run.first) run.first = playedAt;
      if (playedAt > run.last) run.last = playedAt;
      run.endsAt = seq;
    } else runs.push((run = { r, len: 1, first: playedAt, last: playedAt, startsAt: seq, endsAt: seq }));
  }
  // the longest of a result; of equal ones the latest
  const longest = (r: number) =>
    runs.reduce<StreakRow | undefined>((best, x) => (x.r === r && (!best || x.len >= best.len) ? x : best), undefined);
  // the decided plays between a run's first and last are exactly the run
  const idsOf = db.prepare('SELECT id FROM temp.history_f WHERE seq BETWEEN ? AND ? AND r > 0 ORDER BY seq');
  const streakOf = (row: StreakRow | undefined): Streak | null => {
    if (!row) return null;
    const kind = KIND[row.r as 1 | 2 | 3];
    const ids =
      row.len <= STREAK_IDS ? (idsOf.all(row.startsAt, row.endsAt) as Array<{ id: string }>).map((x) => x.id) : [];
    const filter: HistoryFilter =
      ids.length === row.len
        ? { ...base, ids }
        : { ...base, from: row.first.slice(0, 10), to: row.last.slice(0, 10), result: kind };
    return { kind, length: row.len, from: row.first, to: row.last, filter };
  };
  return {
    current: streakOf(runs.at(-1)),
    longestWin: streakOf(longest(3)),
    longestLoss: streakOf(longest(1)),
  };
}
