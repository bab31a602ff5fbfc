import { describe, expect, it } from 'vitest';
import type { CsvImportReport } from '../../../core/api/collection';
import {
  columnMap,
  columnName,
  columnRows,
  duplicateFields,
  editColumn,
  hasEdits,
  identifiesCard,
  previewCsv,
  samples,
} from '../../../renderer/src/games/marvel-champions/collection/csv-map';
import {
  cardReference,
  problemKey,
  problemParams,
} from '../../../renderer/src/games/marvel-champions/collection/csv-problems';

/** The CSV import page's column-map editing (issue 4 §3: "CSV import … with a column map"). */
const report: Pick<CsvImportReport, 'columns'> = {
  columns: [
    { header: 'Count', column: 1, field: 'quantity' },
    { header: 'Name', column: 2, field: 'name' },
    { header: 'Edition', column: 3, field: 'packCode' },
    { header: 'Shelf', column: 4, field: 'ignore' },
    { header: 'Card Number', column: 5, field: 'cardNumber' },
  ],
};
/** A sheet with the same header twice: the card's name, then the binder's name. */
const twins: Pick<CsvImportReport, 'columns'> = {
  columns: [
    { header: 'Count', column: 1, field: 'quantity' },
    { header: 'Name', column: 2, field: 'name' },
    { header: 'Name', column: 3, field: 'name' },
  ],
};
const t = (key: string, p: Record<string, unknown>) => `${key}:${JSON.stringify(p)}`;

describe('column map editing', () => {
  it('starts from the guessed map and overlays the edits (by column position)', () => {
    const rows = columnRows(report, { 3: 'location' });
    expect(rows.map((r) => [r.index, r.header, r.reported, r.field])).toEqual([
      [0, 'Count', 'quantity', 'quantity'],
      [1, 'Name', 'name', 'name'],
      [2, 'Edition', 'packCode', 'packCode'],
      [3, 'Shelf', 'ignore', 'location'],
      [4, 'Card Number', 'cardNumber', 'cardNumber'],
    ]);
    expect(hasEdits(rows)).toBe(true);
    expect(hasEdits(columnRows(report, {}))).toBe(false);
  });

  it('sends the whole map by 1-based column number, every column with its field', () => {
    const edits = editColumn(report, {}, 3, 'location');
    expect(columnMap(columnRows(report, edits))).toEqual([
      { column: 1, field: 'quantity' },
      { column: 2, field: 'name' },
      { column: 3, field: 'packCode' },
      { column: 4, field: 'location' },
      { column: 5, field: 'cardNumber' },
    ]);
  });

  it('maps two columns with the same header apart, and names them with their numbers', () => {
    const edits = editColumn(twins, {}, 2, 'location');
    expect(edits).toEqual({ 2: 'location' });
    const rows = columnRows(twins, edits);
    expect(rows.map((r) => [r.header, r.field])).toEqual([
      ['Count', 'quantity'],
      ['Name', 'name'],
      ['Name', 'location'],
    ]);
    expect(columnMap(rows)).toEqual([
      { column: 1, field: 'quantity' },
      { column: 2, field: 'name' },
      { column: 3, field: 'location' },
    ]);
    expect(rows.map((r) => columnName(r, t))).toEqual([
      'Count',
      'mc.csv.columns.headerAt:{"header":"Name","n":2}',
      'mc.csv.columns.headerAt:{"header":"Name","n":3}',
    ]);
    expect(columnName({ index: 6, header: '', sharedHeader: false }, t)).toBe('mc.csv.columns.unnamed:{"n":7}');
    // both left as "name": the same field twice is pointed out
    expect(duplicateFields(columnRows(twins, {}))).toEqual(['name']);
    expect(duplicateFields(rows)).toEqual([]);
  });

  it('drops an edit that goes back to what the report used (the preview is current again)', () => {
    let edits = editColumn(report, {}, 1, 'ignore');
    expect(edits).toEqual({ 1: 'ignore' });
    edits = editColumn(report, edits, 1, 'name');
    expect(edits).toEqual({});
    expect(hasEdits(columnRows(report, edits))).toBe(false);
  });

  it('refuses a field the API does not know', () => {
    expect(() => editColumn(report, {}, 1, 'price' as never)).toThrow(/price/);
  });

  it('points out a field chosen for two columns (ignore does not count)', () => {
    const rows = columnRows(report, { 2: 'name', 0: 'ignore' });
    expect(duplicateFields(rows)).toEqual(['name']);
    expect(duplicateFields(columnRows(report, {}))).toEqual([]);
  });

  it('knows when no column identifies the card: code, name, or pack code with card number', () => {
    expect(identifiesCard(columnRows(report, {}))).toBe(true);
    expect(identifiesCard(columnRows(report, { 1: 'ignore' }))).toBe(true); // pack + number
    expect(identifiesCard(columnRows(report, { 1: 'ignore', 4: 'ignore' }))).toBe(false);
    expect(identifiesCard(columnRows(report, { 1: 'ignore', 4: 'ignore', 3: 'code' }))).toBe(true);
  });
});

describe('sample values next to each column', () => {
  it('reads quoted cells, doubled quotes, CRLF and a BOM', () => {
    const text = '\uFEFFCount,Name,Tags\r\n2,"Ada, the ""Quill""",a\r\n1,Bolt,\r\n';
    expect(previewCsv(text)).toEqual([
      ['Count', 'Name', 'Tags'],
      ['2', 'Ada, the "Quill"', 'a'],
      ['1', 'Bolt', ''],
    ]);
  });

  it('detects ; and tab from the header line', () => {
    expect(previewCsv('a;b;c\n1;2;3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(previewCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps the header and at most N data rows, skipping blank ones', () => {
    const text = 'h\n1\n\n2\n3\n4\n5\n';
    expect(previewCsv(text, 3)).toEqual([['h'], ['1'], ['2'], ['3']]);
    expect(samples(previewCsv(text, 3), 0)).toEqual(['1', '2', '3']);
    expect(samples(previewCsv('a,b\n1,\n2,x'), 1)).toEqual(['x']);
  });
});

describe('CSV problems as messages', () => {
  const pn = {
    name: (s: string) => `“${s}”`,
    code: (c: string) => `code ${c}`,
    packAndNumber: (pack: string, n: string) => `${pack} #${n}`,
  };

  it('maps each code to its message key', () => {
    expect(problemKey('csv.unknownCard')).toBe('mc.csv.problem.unknownCard');
    expect(problemKey('csv.tooManyRows')).toBe('mc.csv.problem.tooManyRows');
  });

  it('names the card the way the row did: name, code, or pack and number', () => {
    expect(cardReference({ name: 'Ada' }, pn)).toBe('“Ada”');
    expect(cardReference({ code: '90001' }, pn)).toBe('code 90001');
    expect(cardReference({ name: 'Ada', packCode: 'ember', cardNumber: '1' }, pn)).toBe('“Ada”, ember #1');
    expect(cardReference({ packCode: 'ember', cardNumber: '12' }, pn)).toBe('ember #12');
    expect(cardReference({ packCode: 'ember' }, pn)).toBe('ember #?');
    expect(cardReference({}, pn)).toBe('?');
  });

  it('fills the row, values, lists and column (numbered from 1 by the backend)', () => {
    const p = problemParams({ row: 7, params: { value: 'lots' } }, pn);
    expect(p.row).toBe(7);
    expect(p.value).toBe('lots');
    expect(problemParams({ row: 3, params: { name: 'Bolt', codes: ['90010', '92010'] } }, pn).codes).toBe(
      '90010, 92010',
    );
    expect(problemParams({ row: null, params: { column: 'Shelf', index: 4 } }, pn).column).toBe('Shelf');
    expect(problemParams({ row: null, params: { column: '', index: 4 } }, pn).column).toBe('#4');
    expect(problemParams({ row: null, params: { column: 'Shelf', index: 4 } }, pn).index).toBe(4);
    expect(problemParams({ row: null, params: { column: 9, columns: 3 } }, pn)).toMatchObject({
      column: '9',
      columns: 3,
    });
    expect(problemParams({ row: null, params: { max: 20000, maxCopies: 100000 } }, pn)).toMatchObject({
      max: 20000,
      maxCopies: 100000,
    });
  });
});
