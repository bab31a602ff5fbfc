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

function figures(db: Database.Database, base: HistoryFilter, perspective: string): HistoryStats {
  const t = db
    .prepare(
      `SELECT ${COUNTS}, AVG(minutes) AS avg, MIN(played_at) AS first, MAX(played_at) AS last FROM temp.history_f`,
    )
    .get() as CountsRow & { avg: number | null; first: string | null; last: string | null };
  const totals = {
    ...counts(t),
    filter: base,
    averageMinutes: t.avg,
    firstPlayed: t.first,
    lastPlayed: t.last,
  };

  const byGame = (
    db
      .prepare(`SELECT game AS key, ${COUNTS} FROM temp.history_f GROUP BY game ORDER BY plays DESC, game`)
      .all() as Array<CountsRow & { key: string }>
  ).map((r) => ({ key: r.key, ...counts(r), filter: { ...base, game: r.key } }));

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

  const perMonth = (
    db
      .prepare(
        `SELECT key, plays, wins, losses, draws, minutes,
                SUM(wins) OVER w AS cw, SUM(wins + losses + draws) OVER w AS cd
           FROM (SELECT substr(played_at, 1, 7) AS key, ${COUNTS} FROM temp.history_f GROUP BY key)
         WINDOW w AS (ORDER BY key ROWS UNBOUNDED PRECEDING) ORDER BY key`,
      )
      .all() as Array<CountsRow & { key: string; cw: number; cd: number }>
  ).map((r) => ({
    key: r.key,
    ...counts(r),
    cumulativeWinRate: r.cd ? r.cw / r.cd : null,
    filter: { ...base, from: later(base.from, `${r.key}-01`), to: earlier(base.to, monthEnd(r.key)) },
  }));

  return { filter: base, totals, byGame, byDimension, byPlayer, perMonth, streaks: streaks(db, base) };
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
 * run starts where the result differs from the play before; a running sum of the starts numbers
 * the runs (one window pass in `seq` order, which is the temporary table's own order).
 */
function streaks(db: Database.Database, base: HistoryFilter): HistoryStats['streaks'] {
  const rows = db
    .prepare(
      `WITH d AS (
         SELECT seq, played_at, r, CASE WHEN r = LAG(r) OVER (ORDER BY seq) THEN 0 ELSE 1 END AS starts
           FROM temp.history_f WHERE r > 0),
       runs AS (SELECT seq, played_at, r, SUM(starts) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS run FROM d),
       g AS MATERIALIZED (
         SELECT r, COUNT(*) AS len, MIN(played_at) AS first, MAX(played_at) AS last, MIN(seq) AS startsAt,
                MAX(seq) AS endsAt
           FROM runs GROUP BY run)
       SELECT * FROM (SELECT * FROM g ORDER BY endsAt DESC LIMIT 1)
       UNION ALL SELECT * FROM (SELECT * FROM g WHERE r = 3 ORDER BY len DESC, endsAt DESC LIMIT 1)
       UNION ALL SELECT * FROM (SELECT * FROM g WHERE r = 1 ORDER BY len DESC, endsAt DESC LIMIT 1)`,
    )
    .all() as StreakRow[];
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
  const current = rows.find((_, i) => i === 0);
  return {
    current: streakOf(current),
    longestWin: streakOf(rows.slice(1).find((r) => r.r === 3)),
    longestLoss: streakOf(rows.slice(1).find((r) => r.r === 1)),
  };
}
