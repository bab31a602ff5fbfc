/**
 * A small RFC 4180 CSV reader and writer. Reading is lenient where spreadsheet programs are (a
 * byte-order mark, `;` or tab separators as European Excel writes them, CRLF/LF/CR line ends,
 * blank lines, stray text after a closing quote) and strict where data would be lost: an unclosed
 * quote is reported with the line where its record starts, and that record is dropped.
 */

export type CsvSeparator = ',' | ';' | '\t';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  cells: string[];
}

export interface CsvTable {
  records: CsvRecord[];
  separator: CsvSeparator;
  /** Line where a quoted field was opened and never closed (its record is not in `records`). */
  unclosedQuoteLine: number | null;
}

const BOM = '\uFEFF';

/** The separator of the first record: the most frequent of `,` `;` tab outside quotes (`,` on a tie). */
export function detectSeparator(text: string): CsvSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = text.startsWith(BOM) ? 1 : 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/** Reads CSV text into records (blank lines skipped). Never throws. */
export function readCsv(text: string, separator: CsvSeparator = detectSeparator(text)): CsvTable {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  const n = text.length;

  const endRecord = () => {
    cells.push(field);
    // a blank line is one empty cell: nothing to keep
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    field = '';
  };

  while (i < n) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        line++;
        if (ch === '\r' && text[i + 1] === '\n') {
          field += '\r\n';
          i += 2;
          continue;
        }
      }
      field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // an opening quote (spaces before it are padding, as some writers put them)
      quoted = true;
      field = '';
      i++;
      continue;
    }
    if (ch === separator) {
      cells.push(field);
      field = '';
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (quoted) return { records, separator, unclosedQuoteLine: recordLine };
  if (field !== '' || cells.length > 0) endRecord();
  return { records, separator, unclosedQuoteLine: null };
}

/**
 * A cell a spreadsheet would run as a formula (text starting with = + - @, a tab or a carriage
 * return: "CSV injection") gets a leading apostrophe, which spreadsheet programs show as text;
 * `unguardFormula` takes it off again when the file comes back.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** One cell as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string, separator: CsvSeparator = ','): string {
  if (
    value.includes(separator) ||
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r') ||
    value !== value.trim()
  ) {
    return `"${value.replace(/"/g, '""')}"`;
  }
  return value;
}

/** Rows → CSV text with CRLF line ends and, by default, a byte-order mark (Excel reads UTF-8 then). */
export function writeCsv(
  rows: readonly (readonly string[])[],
  options: { separator?: CsvSeparator; bom?: boolean } = {},
): string {
  const sep = options.separator ?? ',';
  const body = rows.map((r) => r.map((v) => csvCell(guardFormula(v), sep)).join(sep)).join('\r\n');
  return (options.bom === false ? '' : BOM) + body + (rows.length ? '\r\n' : '');
}
