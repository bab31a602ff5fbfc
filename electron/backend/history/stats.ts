import type Database from 'better-sqlite3';
import type { HistoryFilter, HistoryStats, ResultCounts, StatRow, Streak } from '../../../core/api/history';
import { filteredPlays } from './filter';

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
  SUM(minutes) AS minutes`;

function counts(row: CountsRow): ResultCounts {
  const wins = row.wins ?? 0;
  const losses = row.losses ?? 0;
  const draws = row.draws ?? 0;
  const decided = wins + losses + draws;
  return { plays: row.plays, wins, losses, draws, winRate: decided ? wins / decided : null, minutes: row.minutes ?? 0 };
}

const later = (a: string | undefined, b: string) => (a !== undefined && a > b ? a : b);
const earlier = (a: string | undefined, b: string) => (a !== undefined && a < b ? a : b);

/**
 * The dashboard's figures for `filter`, in SQL: the filtered plays (with the perspective's result)
 * go into a temporary table once, and each figure is one grouped query over it. Every row carries
 * the filter that lists its plays.
 */
export function historyStats(db: Database.Database, filter: HistoryFilter): HistoryStats {
  const perspective = filter.perspective ?? 'me';
  const base: HistoryFilter = { ...filter, perspective };
  const q = filteredPlays(
    base,
    perspective,
    'p.id, p.game, p.played_at, p.created_at, p.duration_min AS minutes, COALESCE(pr.r, 0) AS r',
  );
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS history_f (
      id TEXT PRIMARY KEY, game TEXT NOT NULL, played_at TEXT NOT NULL, created_at TEXT NOT NULL,
      minutes INTEGER, r INTEGER NOT NULL)`);
  db.exec('DELETE FROM temp.history_f');
  try {
    db.prepare(`INSERT INTO temp.history_f ${q.sql}`).run(...q.params);
    return figures(db, base, perspective);
  } finally {
    db.exec('DELETE FROM temp.history_f');
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
         SELECT DISTINCT f.id, f.r, f.minutes, v.dimension, v.value
           FROM temp.history_f f JOIN play_values v ON v.play_id = f.id
          WHERE v.seat_idx = -1
             OR v.seat_idx IN (SELECT s.idx FROM play_seats s WHERE s.play_id = f.id AND s.player_id = ?))
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
        `SELECT player_id AS key, pl.name AS label, ${COUNTS} FROM (
           SELECT DISTINCT f.id, f.r, f.minutes, s.player_id
             FROM temp.history_f f JOIN play_seats s ON s.play_id = f.id
            WHERE s.player_id IS NOT NULL AND s.player_id <> ?
              AND EXISTS (SELECT 1 FROM play_seats m WHERE m.play_id = f.id AND m.player_id = ?))
         JOIN players pl ON pl.id = player_id
         GROUP BY player_id ORDER BY plays DESC, pl.name, player_id`,
      )
      .all(perspective, perspective) as Array<CountsRow & { key: string; label: string }>
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
    filter: { ...base, from: later(base.from, `${r.key}-01`), to: earlier(base.to, `${r.key}-31`) },
  }));

  return { filter: base, totals, byGame, byDimension, byPlayer, perMonth, streaks: streaks(db, base) };
}

interface StreakRow {
  r: number;
  len: number;
  first: string;
  last: string;
  endsAt: number;
  ids: string;
}

const KIND = { 3: 'win', 2: 'draw', 1: 'loss' } as const;

/**
 * Runs of one result among the decided plays in play order (date, then when it was recorded):
 * gaps and islands — a run is where the position among all decided plays minus the position among
 * those with the same result stays constant.
 */
function streaks(db: Database.Database, base: HistoryFilter): HistoryStats['streaks'] {
  const rows = db
    .prepare(
      `WITH d AS (
         SELECT id, played_at, r,
                ROW_NUMBER() OVER (ORDER BY played_at, created_at, id) AS rn,
                ROW_NUMBER() OVER (PARTITION BY r ORDER BY played_at, created_at, id) AS rk
           FROM temp.history_f WHERE r > 0),
       g AS (
         SELECT r, COUNT(*) AS len, MIN(played_at) AS first, MAX(played_at) AS last, MAX(rn) AS endsAt,
                CASE WHEN COUNT(*) <= ${STREAK_IDS} THEN json_group_array(id) ELSE '[]' END AS ids
           FROM d GROUP BY r, rn - rk)
       SELECT * FROM (SELECT * FROM g ORDER BY endsAt DESC LIMIT 1)
       UNION ALL SELECT * FROM (SELECT * FROM g WHERE r = 3 ORDER BY len DESC, endsAt DESC LIMIT 1)
       UNION ALL SELECT * FROM (SELECT * FROM g WHERE r = 1 ORDER BY len DESC, endsAt DESC LIMIT 1)`,
    )
    .all() as StreakRow[];
  const streakOf = (row: StreakRow | undefined): Streak | null => {
    if (!row) return null;
    const kind = KIND[row.r as 1 | 2 | 3];
    const ids = JSON.parse(row.ids) as string[];
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
