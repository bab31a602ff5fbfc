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
const countsOf = (t: string) => `COUNT(*) AS plays, SUM(${t}r = 3) AS wins, SUM(${t}r = 1) AS losses,
  SUM(${t}r = 2) AS draws, SUM(${t}minutes) AS minutes`; // r NULL (not in the play) counts in no result
const COUNTS = countsOf('');
/** COUNTS over `history_f f` joined with another table. */
const COUNTS_F = countsOf('f.');

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
 * perspective's result, go into a temporary table once (`history_f`, indexed by play as well); each
 * figure is one grouped query over it. The per-dimension and other-player figures read the tables
 * migration 9 keeps on write (play_dims, play_people) in their key order, so they group as they read,
 * looking each play up in `history_f`. Every row carries the filter that lists its plays.
 */
export function historyStats(db: Database.Database, filter: HistoryFilter): HistoryStats {
  const perspective = filter.perspective ?? 'me';
  const base: HistoryFilter = { ...filter, perspective };
  const q = filteredPlays(
    base,
    perspective,
    `p.pk, p.id, p.game, p.played_at, p.played_day, p.duration_min, ${RESULT_SQL} AS r`,
    true,
  );
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS history_f (
      seq INTEGER PRIMARY KEY, pk INTEGER NOT NULL, id TEXT NOT NULL, game TEXT NOT NULL, played_at TEXT NOT NULL,
      day TEXT NOT NULL, minutes INTEGER, r INTEGER);
    CREATE INDEX IF NOT EXISTS temp.history_f_play ON history_f (pk, r, minutes);
    CREATE TEMP TABLE IF NOT EXISTS history_d (
      k INTEGER PRIMARY KEY, seq INTEGER NOT NULL, played_at TEXT NOT NULL, day TEXT NOT NULL, r INTEGER NOT NULL)`);
  const clear = () => db.exec('DELETE FROM temp.history_f; DELETE FROM temp.history_d');
  clear();
  try {
    db.prepare(
      `INSERT INTO temp.history_f (pk, id, game, played_at, day, minutes, r) ${q.sql}
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
      `SELECT d.dimension, d.value AS key, ${COUNTS_F} FROM play_dims d CROSS JOIN temp.history_f f ON f.pk = d.play_pk
        WHERE d.player_id IN ('', ?)
        GROUP BY d.dimension, d.value ORDER BY d.dimension, plays DESC, d.value`,
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
           SELECT pp.player_id AS key, ${COUNTS_F}
             FROM play_people pp CROSS JOIN temp.history_f f ON f.pk = pp.play_pk
            WHERE pp.player_id <> ? AND f.r IS NOT NULL
            GROUP BY pp.player_id) g
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
           FROM (SELECT substr(day, 1, 7) AS key, ${COUNTS} FROM temp.history_f GROUP BY key)
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
  firstDay: string;
  lastDay: string;
  startsAt: number;
  endsAt: number;
}

const KIND = { 3: 'win', 2: 'draw', 1: 'loss' } as const;

/**
 * Runs of one result among the decided plays in play order (date, then when it was recorded). The
 * decided plays are numbered 1…n in `history_d` (its row ids, in `seq` order); a longest run of X is
 * the longest gap between two consecutive plays that are not X (one window pass over those), the
 * current run the plays after the last one whose result differs from the last play's.
 */
function streaks(db: Database.Database, base: HistoryFilter): HistoryStats['streaks'] {
  db.prepare(
    'INSERT INTO temp.history_d (seq, played_at, day, r) SELECT seq, played_at, day, r FROM temp.history_f WHERE r > 0 ORDER BY seq',
  ).run();
  const row = db.prepare(
    `SELECT ? AS r, e.k - s.k + 1 AS len, s.played_at AS first, e.played_at AS last, s.day AS firstDay,
            e.day AS lastDay, s.seq AS startsAt, e.seq AS endsAt
       FROM temp.history_d s, temp.history_d e WHERE s.k = ? AND e.k = ?`,
  );
  const run = (r: number, from: number, to: number) => row.get(r, from, to) as StreakRow | undefined;
  const last = db.prepare('SELECT k, r FROM temp.history_d ORDER BY k DESC LIMIT 1').get() as
    { k: number; r: number } | undefined;
  const longest = db.prepare(
    `WITH other AS (
       SELECT k, LAG(k, 1, 0) OVER (ORDER BY k) AS before FROM temp.history_d WHERE r <> @r
       UNION ALL SELECT @n + 1, COALESCE((SELECT MAX(k) FROM temp.history_d WHERE r <> @r), 0))
     SELECT before + 1 AS first, k - 1 AS last FROM other WHERE k - before > 1 ORDER BY k - before DESC, k DESC LIMIT 1`,
  );
  const longestOf = (r: number): StreakRow | undefined => {
    const gap = last && (longest.get({ r, n: last.k }) as { first: number; last: number } | undefined);
    return gap ? run(r, gap.first, gap.last) : undefined;
  };
  const differs = db.prepare('SELECT k FROM temp.history_d WHERE r <> ? ORDER BY k DESC LIMIT 1');
  const current = last && run(last.r, ((differs.get(last.r) as { k: number } | undefined)?.k ?? 0) + 1, last.k);

  // the decided plays between a run's first and last are exactly the run
  const idsOf = db.prepare('SELECT id FROM temp.history_f WHERE seq BETWEEN ? AND ? AND r > 0 ORDER BY seq');
  const streakOf = (row: StreakRow | undefined): Streak | null => {
    if (!row) return null;
    const kind = KIND[row.r as 1 | 2 | 3];
    const ids =
      row.len <= STREAK_IDS ? (idsOf.all(row.startsAt, row.endsAt) as Array<{ id: string }>).map((x) => x.id) : [];
    const filter: HistoryFilter =
      ids.length === row.len ? { ...base, ids } : { ...base, from: row.firstDay, to: row.lastDay, result: kind };
    return { kind, length: row.len, from: row.first, to: row.last, filter };
  };
  return { current: streakOf(current), longestWin: streakOf(longestOf(3)), longestLoss: streakOf(longestOf(1)) };
}
