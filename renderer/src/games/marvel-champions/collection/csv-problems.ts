import type { CsvProblem, CsvProblemCode } from '../../../../../core/api/collection';

/**
 * A CSV import problem as a message: `mc.csv.problem.<name>` with plain params. The backend sends
 * codes and raw params (optional card identifiers, lists); the messages want one string each.
 */

export function problemKey(code: CsvProblemCode | string): string {
  return `mc.csv.problem.${code.replace(/^csv\./, '')}`;
}

const str = (v: unknown): string =>
  v === undefined || v === null ? '' : Array.isArray(v) ? v.map(str).join(', ') : String(v);

/** How a row's card identifiers read in the UI language ("the name “X”", "the code 01001", …). */
export interface ProblemFormat {
  name: (name: string) => string;
  code: (code: string) => string;
  packAndNumber: (pack: string, number: string) => string;
}

/** How a row named its card, for "no card matches …": the name, the code, pack and number. */
export function cardReference(params: Record<string, unknown>, format: ProblemFormat): string {
  const name = str(params.name).trim();
  const code = str(params.code).trim();
  const pack = str(params.packCode).trim();
  const number = str(params.cardNumber).trim();
  const parts: string[] = [];
  if (name) parts.push(format.name(name));
  if (code) parts.push(format.code(code));
  if (pack || number) parts.push(format.packAndNumber(pack || '?', number || '?'));
  return parts.join(', ') || '?';
}

/** Every placeholder the problem messages may use, filled from the problem. */
export function problemParams(
  problem: Pick<CsvProblem, 'row' | 'params'>,
  format: ProblemFormat,
): Record<string, string | number> {
  const p = problem.params ?? {};
  const index = typeof p.index === 'number' ? p.index : null;
  return {
    row: problem.row ?? (typeof p.row === 'number' ? p.row : ''),
    value: str(p.value),
    // the backend numbers columns from 1, as a spreadsheet shows them; `column` is a header, or a
    // column number (csv.mapColumnMissing)
    column: str(p.column).trim() || (index !== null ? `#${index}` : '?'),
    index: index ?? '?',
    columns: typeof p.columns === 'number' ? p.columns : str(p.columns) || '?',
    name: str(p.name),
    codes: str(p.codes),
    max: typeof p.max === 'number' ? p.max : str(p.max),
    maxCopies: typeof p.maxCopies === 'number' ? p.maxCopies : str(p.maxCopies),
    card: cardReference(p, format),
  };
}
