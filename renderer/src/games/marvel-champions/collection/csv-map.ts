import { CSV_FIELDS, type CsvField, type CsvImportReport } from '../../../../../core/api/collection';

/**
 * Editing the CSV column map before an import: the backend guesses a field for every column
 * (Deckbox/Moxfield header names) on a dry run; the user may change any column's field, and the
 * next dry run and the import use the whole edited map. The map is keyed by column (its position),
 * never by header text, so two columns with the same header can get different fields.
 */

export interface ColumnRow {
  /** Position in the file (0-based). */
  index: number;
  header: string;
  /** Another column has the same header: show the column number with it. */
  sharedHeader: boolean;
  /** The field the last report used for this column. */
  reported: CsvField;
  /** The field the next run will use. */
  field: CsvField;
}

/** Column position (0-based) → the field the user chose instead of the reported one. */
export type ColumnEdits = Readonly<Record<number, CsvField>>;

/** The columns of a report with the user's changes on top. */
export function columnRows(report: Pick<CsvImportReport, 'columns'>, edits: ColumnEdits): ColumnRow[] {
  const seen = new Map<string, number>();
  for (const c of report.columns) seen.set(c.header, (seen.get(c.header) ?? 0) + 1);
  return report.columns.map((c, i) => {
    const index = c.column - 1 >= 0 ? c.column - 1 : i;
    return {
      index,
      header: c.header,
      sharedHeader: (seen.get(c.header) ?? 0) > 1,
      reported: c.field,
      field: edits[index] ?? c.field,
    };
  });
}

/** Change one column's field; choosing the field the report used again drops the edit. */
export function editColumn(
  report: Pick<CsvImportReport, 'columns'>,
  edits: ColumnEdits,
  index: number,
  field: CsvField,
): Record<number, CsvField> {
  if (!(CSV_FIELDS as readonly string[]).includes(field)) throw new Error(`unknown CSV field ${field}`);
  const next: Record<number, CsvField> = { ...edits };
  const reported = columnRows(report, {}).find((r) => r.index === index)?.reported;
  if (reported === field) delete next[index];
  else next[index] = field;
  return next;
}

/** The whole map to send (`columnMap`): every column by its 1-based number with its field. */
export function columnMap(rows: readonly ColumnRow[]): Array<{ column: number; field: CsvField }> {
  return rows.map((r) => ({ column: r.index + 1, field: r.field }));
}

/** Whether the next run would use another map than the report did (its preview is stale). */
export function hasEdits(rows: readonly ColumnRow[]): boolean {
  return rows.some((r) => r.field !== r.reported);
}

/** Fields (other than `ignore`) chosen for more than one column: only one of them would count. */
export function duplicateFields(rows: readonly ColumnRow[]): CsvField[] {
  const seen = new Map<CsvField, number>();
  for (const r of rows) if (r.field !== 'ignore') seen.set(r.field, (seen.get(r.field) ?? 0) + 1);
  return CSV_FIELDS.filter((f) => (seen.get(f) ?? 0) > 1);
}

/**
 * How a column is named on screen: its header, with its number when another column has the same
 * header ("Name (column 3)"), or only its number when it has no header.
 */
export function columnName(
  row: Pick<ColumnRow, 'index' | 'header' | 'sharedHeader'>,
  t: (key: string, params: Record<string, unknown>) => string,
): string {
  if (!row.header) return t('mc.csv.columns.unnamed', { n: row.index + 1 });
  return row.sharedHeader ? t('mc.csv.columns.headerAt', { header: row.header, n: row.index + 1 }) : row.header;
}

/** A card can be found from a code, a name, or a pack code with a card number. */
export function identifiesCard(rows: readonly ColumnRow[]): boolean {
  const fields = new Set(rows.map((r) => r.field));
  return fields.has('code') || fields.has('name') || (fields.has('packCode') && fields.has('cardNumber'));
}

/**
 * The first lines of a CSV text split into cells, only to show sample values next to each column
 * (the backend does the real parsing). Detects `,`, `;` or tab from the header line.
 */
export function previewCsv(text: string, maxRows = 3): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t']
    .map((d) => ({ d, n: countOutsideQuotes(firstLine, d) }))
    .sort((a, b) => b.n - a.n)[0].d;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length && rows.length <= maxRows; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      // blank lines (and rows of empty cells) are not rows
      if (row.some((c) => c.trim() !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  const last = [...row, cell];
  if (rows.length <= maxRows && last.some((c) => c.trim() !== '')) rows.push(last);
  return rows.slice(0, maxRows + 1);
}

function countOutsideQuotes(line: string, d: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === d && !quoted) n++;
  }
  return n;
}

/** Sample values of column `index` from a preview (header row excluded). */
export function samples(preview: readonly string[][], index: number): string[] {
  return preview
    .slice(1)
    .map((r) => (r[index] ?? '').trim())
    .filter((v) => v !== '');
}
