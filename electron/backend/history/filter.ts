import type { HistoryFilter } from '../../../core/api/history';

/**
 * A filter as SQL over `plays p`. `r` is the perspective player's result in a play — 3 win, 2 draw,
 * 1 loss, 0 a seat without a result, NULL no seat — the best of their seats (play_people, kept by
 * triggers: one primary-key lookup). Dimension values match the play's own values or a value of one
 * of the perspective player's seats (play_dims). Positional parameters, in order.
 */
export interface FilterSql {
  sql: string;
  params: unknown[];
}

/** The perspective's result in play `p` (one parameter: the perspective). */
export const RESULT_SQL = `(SELECT pp.r FROM play_people pp WHERE pp.player_id = ? AND pp.play_pk = p.pk)`;

const RESULT_R: Record<string, number> = { win: 3, draw: 2, loss: 1, none: 0 };

/**
 * `SELECT <columns> FROM plays p WHERE <f>`; `columns` may name `r` (RESULT_SQL AS r): its
 * parameter comes first when `withResult` is set.
 */
export function filteredPlays(f: HistoryFilter, perspective: string, columns: string, withResult = false): FilterSql {
  const where: string[] = [];
  const params: unknown[] = withResult ? [perspective] : [];
  if (f.game !== undefined) {
    where.push('p.game = ?');
    params.push(f.game);
  }
  // periods are the plays' local days (play-day.ts), as the months of the statistics
  if (f.from !== undefined) {
    where.push('p.played_day >= ?');
    params.push(f.from);
  }
  if (f.to !== undefined) {
    where.push('p.played_day <= ?');
    params.push(f.to);
  }
  for (const player of f.players ?? []) {
    where.push('p.pk IN (SELECT pp.play_pk FROM play_people pp WHERE pp.player_id = ?)');
    params.push(player);
  }
  for (const [dimension, value] of Object.entries(f.values ?? {})) {
    where.push(
      // a list of the value's plays read in key order, not a lookup per play
      `p.pk IN (SELECT d.play_pk FROM play_dims d WHERE d.dimension = ? AND d.value = ? AND d.player_id IN ('', ?))`,
    );
    params.push(dimension, value, perspective);
  }
  if (f.result !== undefined) {
    where.push(`COALESCE(${RESULT_SQL}, 0) = ?`);
    params.push(perspective, RESULT_R[f.result]);
  }
  if (f.campaignId !== undefined) {
    where.push('p.campaign_id = ?');
    params.push(f.campaignId);
  }
  if (f.source !== undefined) {
    where.push('p.source = ?');
    params.push(f.source);
  }
  if (f.ids !== undefined) {
    where.push('p.id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(f.ids));
  }
  const sql = `SELECT ${columns} FROM plays p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  return { sql, params };
}
