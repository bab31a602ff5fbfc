import type { HistoryFilter } from '../../../core/api/history';

/**
 * A filter as SQL over `plays p` joined with `pr` (the perspective player's result per play, `r`:
 * 3 win, 2 draw, 1 loss, 0 none). Dimension values match the play's own values (seat_idx -1) or a
 * value of one of the perspective player's seats. Positional parameters, in order.
 */
export interface FilterSql {
  /** `WITH pr AS (…)` body's parameters come first: the perspective. */
  sql: string;
  params: unknown[];
}

/** Result rank of a seat result, best first when taking the MAX over a player's seats. */
export const RESULT_RANK_SQL = `MAX(CASE result WHEN 'win' THEN 3 WHEN 'draw' THEN 2 WHEN 'loss' THEN 1 ELSE 0 END)`;

const RESULT_R: Record<string, number> = { win: 3, draw: 2, loss: 1, none: 0 };

/** The day after `day` as the exclusive upper bound of ISO timestamps on `day` ('U' sorts after 'T'). */
const endOf = (day: string) => `${day}U`;

/**
 * `SELECT p.*, COALESCE(pr.r, 0) AS r FROM plays p LEFT JOIN pr …` restricted by `f`. The caller
 * wraps it with `WITH pr AS (SELECT play_id, <RESULT_RANK_SQL> AS r FROM play_seats WHERE player_id = ? GROUP BY play_id)`.
 */
export function filteredPlays(f: HistoryFilter, perspective: string, columns: string): FilterSql {
  const where: string[] = [];
  const params: unknown[] = [perspective];
  if (f.game !== undefined) {
    where.push('p.game = ?');
    params.push(f.game);
  }
  if (f.from !== undefined) {
    where.push('p.played_at >= ?');
    params.push(f.from);
  }
  if (f.to !== undefined) {
    where.push('p.played_at < ?');
    params.push(endOf(f.to));
  }
  for (const player of f.players ?? []) {
    where.push('EXISTS (SELECT 1 FROM play_seats ps WHERE ps.play_id = p.id AND ps.player_id = ?)');
    params.push(player);
  }
  for (const [dimension, value] of Object.entries(f.values ?? {})) {
    where.push(
      `EXISTS (SELECT 1 FROM play_values v WHERE v.play_id = p.id AND v.dimension = ? AND v.value = ?
                 AND (v.seat_idx = -1 OR EXISTS (SELECT 1 FROM play_seats ps
                        WHERE ps.play_id = v.play_id AND ps.idx = v.seat_idx AND ps.player_id = ?)))`,
    );
    params.push(dimension, value, perspective);
  }
  if (f.result !== undefined) {
    where.push('COALESCE(pr.r, 0) = ?');
    params.push(RESULT_R[f.result]);
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
  const sql = `WITH pr AS (SELECT play_id, ${RESULT_RANK_SQL} AS r FROM play_seats WHERE player_id = ? GROUP BY play_id)
    SELECT ${columns} FROM plays p LEFT JOIN pr ON pr.play_id = p.id
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  return { sql, params };
}
