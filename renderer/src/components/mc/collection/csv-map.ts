import { CSV_FIELDS, type CsvField, type CsvImportReport } from '../../../../../core/api/collection';

/**
 * Editing the CSV column map before an import: the backend guesses a field for every header
 * (Deckbox/Moxfield names) on a dry run; the user may change any column's field, and the next dry
 * run and the import use the whole edited map.
 */

export interface ColumnRow {
  /** Position in the file (0-based). */
  index: number;
  header: string;
  /** The field the last report used for this header. */
  reported: CsvField;
  /** The field the next run will use. */
  field: CsvField;
}

/** The columns of a report with the user's changes on top (keyed by header, as the API is). */
export function columnRows(report: Pick<CsvImportReport, 'columns'>, edits: Readonly<Record<string, CsvField>>): ColumnRow[] {
  return report.columns.map((c, index) => ({ index, header: c.header, reported: c.field, field: edits[c.header] ?? c.field }));
}

/** Change one column's field; choosing the field the report used again drops the edit. */
export function editColumn(
  report: Pick<CsvImportReport, 'columns'>,
  edits: Readonly<Record<string, CsvField>>,
  header: string,
  field: CsvField,
): Record<string, CsvField> {
  if (!(CSV_FIELDS as readonly string[]).includes(field)) throw new Error(`unknown CSV field ${field}`);
  const next = { ...edits };
  const reported = report.columns.find((c) => c.header === header)?.field;
  if (reported === field) delete next[header];
  else next[header] = field;
  return next;
}

/** The whole map to send: every header with its field. */
export function columnMap(rows: readonly ColumnRow[]): Record<string, CsvField> {
  const out: Record<string, CsvField> = {};
  for (const r of rows) out[r.header] = r.field;
  return out;
}

/** Whether the next run would use another map than the report did (its preview is stale). */
export function hasEdits(rows: readonly ColumnRow[]): boolean {
  return rows.some((r) => r.field !== r.reported);
}

/** Fields (other than `ignore`) chosen for more than one column: only one of them would count. */
export function duplicateFields(rows: readonly ColumnRow[]): CsvField[] {
  const seen = new Map<CsvField, Set<string>>();
  for (const r of rows) {
    if (r.field === 'ignore') continue;
    const headers = seen.get(r.field) ?? new Set<string>();
    headers.add(r.header);
    seen.set(r.field, headers);
  }
  return CSV_FIELDS.filter((f) => (seen.get(f)?.size ?? 0) > 1);
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
  const delimiter = [',', ';', '\t'].map((d) => ({ d, n: countOutsideQuotes(firstLine, d) })).sort((a, b) => b.n - a.n)[0].d;
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
