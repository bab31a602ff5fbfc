/**
 * CSV → copies to create, with a report. Pure: the backend writes the result in one transaction
 * (or not at all on a dry run). Rows are numbered by their line in the file (header = 1).
 *
 * Problems are what was not carried: a row problem skips that row (bad count, unknown card); a
 * file-level problem (`fatal`: empty, no column naming the card, an unclosed quote, too many
 * rows or copies) skips the whole file. `skippedRows` counts the copies not carried, as the API
 * documents it: a skipped row's count (1 when the count itself is unreadable). Warnings are rows carried with a guess or a default (an
 * ambiguous name; a condition, status or language not understood → the default) and columns
 * ignored.
 */
import type { CsvField, CsvProblem } from '../../api/collection';
import { COPY_DEFAULTS, type CardReader, type CsvCopyLine, type CsvOptions, type CsvPlan } from '../collection';
import { identifiesCards, planColumns } from './columns';
import { readCsv, unguardFormula } from './csv';
import { clipText, parseCondition, parseLanguage, parseQuantity, parseStatus, parseTags } from './values';

/** Most data rows one file may have (the rest is reported and skipped). */
export const MAX_CSV_ROWS = 20_000;
/** Most copies one import may create. */
export const MAX_CSV_COPIES = 100_000;

const DEFAULT_ATTRIBUTES: CsvCopyLine['attributes'] = COPY_DEFAULTS;

/**
 * Reads `content` as a collection CSV: columns mapped by `columnMap` (1-based column number →
 * field), then by `columns` (header → field), then by the game's own header names, else guessed;
 * cards resolved by the game's `reader`, attributes parsed, `defaults` for empty cells.
 */
export function planCsvImport(content: string, options: CsvOptions, reader: CardReader): CsvPlan {
  const defaults = { ...DEFAULT_ATTRIBUTES, ...stripUndefined(options.defaults ?? {}) };
  const problems: CsvProblem[] = [];
  const warnings: CsvProblem[] = [];
  const problem = (code: CsvProblem['code'], row: number | null, params: Record<string, unknown> = {}) =>
    problems.push({ code, row, params });
  const warning = (code: CsvProblem['code'], row: number | null, params: Record<string, unknown> = {}) =>
    warnings.push({ code, row, params });
  const plan: CsvPlan = {
    columns: [],
    rows: 0,
    skippedRows: 0,
    problems,
    warnings,
    lines: [],
    copies: 0,
    fatal: false,
  };

  const table = readCsv(content);
  const unclosed = table.unclosedQuoteLine;
  // rows of empty cells (",,,," as spreadsheets leave them) are blank lines
  const records = table.records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (records.length === 0) {
    plan.fatal = true;
    if (unclosed !== null) problem('csv.unclosedQuote', unclosed);
    else problem('csv.empty', null);
    return plan;
  }
  const [header, ...data] = records;
  const byIndex = new Map<number, CsvField>();
  for (const { column, field } of options.columnMap ?? []) {
    if (column <= header.cells.length) byIndex.set(column - 1, field);
    else warning('csv.mapColumnMissing', null, { column, columns: header.cells.length });
  }
  const columns = planColumns(header.cells, { ...reader.headers, ...options.columns }, byIndex);
  plan.columns = columns.columns.map(({ header: h, index, field }) => ({ header: h, column: index + 1, field }));
  // column numbers are 1-based, as a spreadsheet shows them
  for (const u of columns.unknown) warning('csv.unknownColumn', null, { column: u.column, index: u.index + 1 });
  plan.rows = data.length + (unclosed !== null ? 1 : 0);
  if (data.length === 0 && unclosed === null) {
    problem('csv.empty', null);
    plan.fatal = true;
    return plan;
  }
  const cellOf = (cells: string[], field: CsvField): string | undefined => {
    for (const i of columns.byField[field] ?? []) {
      const v = cells[i] === undefined ? undefined : unguardFormula(cells[i].trim()).trim();
      if (v) return v;
    }
    return undefined;
  };
  const has = (field: CsvField) => !!columns.byField[field];
  /** A row's cell of a closed set (condition, status, language): its value, or a warning and undefined (the default stays). */
  const understood = <T>(
    cells: string[],
    row: number,
    field: CsvField,
    parse: (cell: string) => T | null | undefined,
    code: CsvProblem['code'],
  ): T | undefined => {
    const cell = cellOf(cells, field);
    if (cell === undefined) return undefined;
    const v = parse(cell);
    if (!v) warning(code, row, { value: cell });
    return v || undefined;
  };
  // copies a row asks for (an unreadable count, or a record swallowed by a quote, asks for one)
  const asked = (cells: string[]): number =>
    has('quantity') ? (parseQuantity(cellOf(cells, 'quantity') ?? '') ?? 1) : 1;
  const allAsked = () => data.reduce((n, r) => n + asked(r.cells), 0) + (unclosed !== null ? 1 : 0);
  if (!identifiesCards(columns)) {
    problem('csv.noCardColumn', null);
    plan.fatal = true;
    plan.skippedRows = allAsked();
    return plan;
  }

  let rowsTaken = 0;
  for (const rec of data) {
    const row = rec.line;
    if (rowsTaken === MAX_CSV_ROWS) {
      problem('csv.tooManyRows', row, { max: MAX_CSV_ROWS, maxCopies: MAX_CSV_COPIES });
      plan.fatal = true;
      break;
    }
    rowsTaken++;
    const cells = rec.cells;
    const qtyCell = cellOf(cells, 'quantity') ?? '';
    const quantity = has('quantity') ? parseQuantity(qtyCell) : 1;
    if (quantity === null) {
      problem('csv.badQuantity', row, { value: qtyCell });
      plan.skippedRows += 1;
      continue;
    }
    if (plan.copies + quantity > MAX_CSV_COPIES) {
      problem('csv.tooManyRows', row, { max: MAX_CSV_ROWS, maxCopies: MAX_CSV_COPIES });
      plan.fatal = true;
      break;
    }
    const ref = {
      code: cellOf(cells, 'code'),
      pack: cellOf(cells, 'packCode'),
      cardNumber: cellOf(cells, 'cardNumber'),
      name: cellOf(cells, 'name'),
    };
    // nothing to identify a card (a trailer line, a subtotal) is reported like an unknown card
    const identified = Boolean(ref.code || ref.name || (ref.pack && ref.cardNumber));
    const found = identified ? reader.resolve(ref) : null;
    if (!found) {
      problem(
        'csv.unknownCard',
        row,
        definedOnly({ code: ref.code, name: ref.name, packCode: ref.pack, cardNumber: ref.cardNumber }),
      );
      plan.skippedRows += quantity;
      continue;
    }
    if (found.alternatives.length) {
      warning('csv.ambiguousName', row, {
        name: ref.name ?? `${ref.pack ?? ''} ${ref.cardNumber ?? ''}`.trim(),
        codes: [found.code, ...found.alternatives],
      });
    }
    const attributes = { ...defaults, tags: [...defaults.tags] };
    attributes.condition =
      understood(cells, row, 'condition', parseCondition, 'csv.badCondition') ?? attributes.condition;
    attributes.status = understood(cells, row, 'status', parseStatus, 'csv.badStatus') ?? attributes.status;
    attributes.language = understood(cells, row, 'language', parseLanguage, 'csv.badLanguage') ?? attributes.language;
    const tags = cellOf(cells, 'tags');
    if (tags !== undefined) attributes.tags = parseTags(tags);
    const location = cellOf(cells, 'location');
    if (location !== undefined) attributes.location = clipText(location, 120);
    const variant = cellOf(cells, 'variant');
    if (variant !== undefined) attributes.variant = clipText(variant, 60);
    if (quantity === 0) continue;
    plan.lines.push({ row, code: found.code, quantity, attributes });
    plan.copies += quantity;
  }
  if (unclosed !== null) {
    // everything from the opening quote on was swallowed: the file is not what its author meant
    problem('csv.unclosedQuote', unclosed);
    plan.fatal = true;
  }
  if (plan.fatal) {
    plan.skippedRows = allAsked();
    plan.lines = [];
    plan.copies = 0;
  }
  return plan;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function definedOnly(o: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, string>;
}
