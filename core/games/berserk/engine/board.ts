// The 5×6 battlefield (rules digest §4.2): cells 0..29 row-major, column = cell % 5 (A..E from seat
// p1's side), absolute row = cell / 5. Rows 0–2 are seat p1's half (row 2 its 1st row, row 0 its
// 3rd), rows 3–5 seat p2's (row 3 its 1st row, row 5 its 3rd). Adjacency is the 8-neighbourhood
// across the midline.

export const COLS = 5;
export const ROWS = 6;
export const CELLS = COLS * ROWS;

export const col = (cell: number): number => cell % COLS;
export const row = (cell: number): number => Math.floor(cell / COLS);
export const cellAt = (c: number, r: number): number => r * COLS + c;

/** Absolute row of `player`'s own row `k` (1 = nearest the opponent, 3 = farthest). */
export function absRow(player: 0 | 1, k: 1 | 2 | 3): number {
  return player === 0 ? 3 - k : 2 + k;
}

/** The player's own row number (1..3) of an absolute row, or 0 when it is the opponent's half. */
export function ownRow(player: 0 | 1, r: number): number {
  if (player === 0) return r <= 2 ? 3 - r : 0;
  return r >= 3 ? r - 2 : 0;
}

/** King-move (Chebyshev) distance between two cells (Range X, §5.15). */
export function distance(a: number, b: number): number {
  return Math.max(Math.abs(col(a) - col(b)), Math.abs(row(a) - row(b)));
}

export function adjacent(a: number, b: number): boolean {
  return a !== b && distance(a, b) === 1;
}

export function orthogonal(a: number, b: number): boolean {
  return Math.abs(col(a) - col(b)) + Math.abs(row(a) - row(b)) === 1;
}

const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, a) =>
  Array.from({ length: CELLS }, (_, b) => b).filter((b) => adjacent(a, b)),
);

export function neighbours(cell: number): readonly number[] {
  return NEIGHBOURS[cell];
}

/** Strike across a row (§5.15): same row or column with exactly one cell between. */
export function acrossRow(a: number, b: number): boolean {
  const dc = Math.abs(col(a) - col(b));
  const dr = Math.abs(row(a) - row(b));
  return (dc === 0 && dr === 2) || (dr === 0 && dc === 2);
}

/**
 * Deployment zone cells of a player at expansion stage 0, 1 or 2 (§4.3 step 4): the first player
 * B–D of rows 1–3, then the edges of rows 2–3, then the edges of row 1; the second player B1–D1 and
 * rows 2–3, then the edges of row 1.
 */
export function deployment(player: 0 | 1, isFirst: boolean, stage: number): number[] {
  const cells: number[] = [];
  for (const k of [1, 2, 3] as const) {
    for (let c = 0; c < COLS; c++) {
      const edge = c === 0 || c === COLS - 1;
      let ok: boolean;
      if (!edge) ok = true;
      else if (k === 1) ok = stage >= (isFirst ? 2 : 1);
      else ok = !isFirst || stage >= 1;
      if (ok) cells.push(cellAt(c, absRow(player, k)));
    }
  }
  return cells;
}

/** Cell name from `player`'s side: column letter and own row, opponent rows with a stroke (A1, D1"). */
export function cellName(cell: number, player: 0 | 1): string {
  const r = row(cell);
  const c = player === 0 ? col(cell) : COLS - 1 - col(cell);
  const own = ownRow(player, r);
  const letter = 'ABCDE'[c];
  return own ? `${letter}${own}` : `${letter}${ownRow(player === 0 ? 1 : 0, r)}"`;
}
