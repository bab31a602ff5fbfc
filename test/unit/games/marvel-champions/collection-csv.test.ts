/** Collection CSV (issue 4 §3): RFC 4180 reading/writing, Deckbox/Moxfield headers, rows → copies with a report. */
import { describe, expect, it } from 'vitest';
import { exportCollectionCsv, planCsvImport } from '../../../../core/games/marvel-champions';
import type { ExportCopy } from '../../../../core/platform/collection';
import { COPY_DEFAULTS } from '../../../../core/api/collection';
import { readCsv, writeCsv } from '../../../../core/platform/csv/csv';
import { guessField, planColumns } from '../../../../core/platform/csv/columns';
import { MAX_CSV_ROWS } from '../../../../core/platform/csv/import';
import {
  parseCondition,
  parseLanguage,
  parseQuantity,
  parseStatus,
  parseTags,
} from '../../../../core/platform/csv/values';
import { unreadableCsv } from '../../../../core/platform/collection';
import { fixtureCatalog } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();

describe('CSV reading and writing (RFC 4180)', () => {
  it('reads quoted separators, doubled quotes, line breaks inside quotes, CRLF and a BOM, numbering records by their first line', () => {
    const text = '\uFEFFCount,Name,Tags\r\n2,"Brick, Toss","a ""quoted"" tag"\r\n1,"two\r\nlines",x\r\n\r\n3,Jolt,\r\n';
    const t = readCsv(text);
    expect(t.separator).toBe(',');
    expect(t.unclosedQuoteLine).toBeNull();
    expect(t.records).toEqual([
      { line: 1, cells: ['Count', 'Name', 'Tags'] },
      { line: 2, cells: ['2', 'Brick, Toss', 'a "quoted" tag'] },
      { line: 3, cells: ['1', 'two\r\nlines', 'x'] },
      { line: 6, cells: ['3', 'Jolt', ''] },
    ]);
  });

  it('detects ";" (European Excel) and tab separators, and LF or CR line ends', () => {
    expect(readCsv('Anzahl;Name\n2;"Jolt; extra"\n').records[1].cells).toEqual(['2', 'Jolt; extra']);
    expect(readCsv('Qty\tName\r3\tJolt').records).toEqual([
      { line: 1, cells: ['Qty', 'Name'] },
      { line: 2, cells: ['3', 'Jolt'] },
    ]);
    // a comma inside quotes of a ;-file does not make it a ,-file
    expect(readCsv('"Name, with comma";Count\nJolt;1').separator).toBe(';');
  });

  it('reports an unclosed quote with the line its record starts on and drops that record', () => {
    const t = readCsv('Count,Name\n1,Jolt\n2,"Brick Toss\n3,Uproar\n');
    expect(t.records.map((r) => r.cells[1])).toEqual(['Name', 'Jolt']);
    expect(t.unclosedQuoteLine).toBe(3);
  });

  it('writes what it reads back unchanged (quotes only where needed, CRLF, BOM)', () => {
    const rows = [
      ['a', 'b,c', 'd"e'],
      ['line\nbreak', ' padded ', ''],
      ['İlkay Dağ', 'Ősz Kővári', '에너지 급증'],
    ];
    const text = writeCsv(rows);
    expect(text.startsWith('\uFEFFa,"b,c","d""e"\r\n')).toBe(true);
    expect(readCsv(text).records.map((r) => r.cells)).toEqual(rows);
    expect(readCsv(writeCsv(rows, { separator: ';', bom: false })).records.map((r) => r.cells)).toEqual(rows);
  });

  it('refuses binary content (a spreadsheet or archive given as CSV) as unreadable', () => {
    expect(unreadableCsv('PK\u0003\u0004rest of a zip')).toBe('archive');
    expect(unreadableCsv('Count,Name\n1,Jo\u0000lt')).toBe('binary');
    expect(unreadableCsv('Count,Name\n1,Jolt')).toBeNull();
  });
});

describe('header guessing (Deckbox, Moxfield, hand-made sheets)', () => {
  it('maps Deckbox export headers, ignoring the columns a card game collection has no use for', () => {
    const deckbox =
      'Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,Printing Id,Printing Note,Tags,My Price'.split(
        ',',
      );
    const plan = planColumns(deckbox);
    expect(plan.unknown).toEqual([]);
    expect(plan.byField).toEqual({
      quantity: [0],
      name: [2],
      packCode: [3, 4],
      cardNumber: [5],
      condition: [6],
      language: [7],
      variant: [8],
      tags: [17],
    });
  });

  it('maps Moxfield headers and our own spellings (case, spaces, underscores, camelCase)', () => {
    const plan = planColumns([
      'Count',
      'Tradelist Count',
      'Name',
      'Edition',
      'Condition',
      'Language',
      'Foil',
      'Tags',
      'Last Modified',
      'Collector Number',
      'Alter',
      'Proxy',
      'Purchase Price',
    ]);
    expect(plan.unknown).toEqual([]);
    expect(plan.byField).toMatchObject({
      quantity: [0],
      name: [2],
      packCode: [3],
      condition: [4],
      language: [5],
      variant: [6],
      tags: [7],
      cardNumber: [9],
    });
    expect(
      [
        'Qty',
        'QUANTITY',
        'card_name',
        'packCode',
        'Pack code',
        'Set',
        'Collector #',
        'Storage Location',
        'Printing',
        'Status',
        'Code',
      ].map(guessField),
    ).toEqual([
      'quantity',
      'quantity',
      'name',
      'packCode',
      'packCode',
      'packCode',
      'cardNumber',
      'location',
      'variant',
      'status',
      'code',
    ]);
  });

  it('reports unknown headers and lets an explicit map override guesses (exact or folded header)', () => {
    const plan = planColumns(['Menge', 'Karte', 'Regal', 'Count'], {
      Karte: 'name',
      regal: 'location',
      Count: 'ignore',
    });
    expect(plan.byField).toEqual({ quantity: [0], name: [1], location: [2] });
    expect(plan.unknown).toEqual([]);
    const guessed = planColumns(['Menge', 'Karte', 'Regal']);
    expect(guessed.unknown).toEqual([
      { column: 'Karte', index: 1 },
      { column: 'Regal', index: 2 },
    ]);
    expect(guessed.columns.map((c) => c.field)).toEqual(['quantity', 'ignore', 'ignore']);
  });
});

describe('cell values', () => {
  it("maps Deckbox's conditions and the usual abbreviations to ours", () => {
    expect(
      ['Mint', 'Near Mint', 'Good (Lightly Played)', 'Played', 'Heavily Played', 'Poor'].map(parseCondition),
    ).toEqual(['mint', 'near_mint', 'good', 'played', 'heavily_played', 'poor']);
    expect(['NM', 'lp', 'MP', 'HP', 'near_mint', 'heavily_played', ''].map(parseCondition)).toEqual([
      'near_mint',
      'good',
      'played',
      'heavily_played',
      'near_mint',
      'heavily_played',
      undefined,
    ]);
    expect(parseCondition('shiny')).toBeNull();
  });

  it('reads counts strictly: empty = 1, "3x" = 3; negative, fractional, words and huge numbers are bad', () => {
    expect(['', '0', '3', ' 12 ', '3x', 'x2'].map(parseQuantity)).toEqual([1, 0, 3, 12, 3, 2]);
    expect(['-1', '1.5', 'abc', '1000', '1e3', '2 3'].map(parseQuantity)).toEqual([null, null, null, null, null, null]);
  });

  it('reads languages as codes, tags, names in English or in the language itself', () => {
    expect(
      ['en', 'DE', 'fr-FR', 'English', 'Deutsch', 'Français', 'español', 'Türkçe', 'Magyar', '한국어', ''].map(
        parseLanguage,
      ),
    ).toEqual(['en', 'de', 'fr', 'en', 'de', 'fr', 'es', 'tr', 'hu', 'ko', undefined]);
    expect(parseLanguage('Klingon')).toBeNull();
  });

  it('reads statuses and tags', () => {
    expect(['ok', 'Missing', 'LOST', 'damaged', ''].map(parseStatus)).toEqual([
      'ok',
      'missing',
      'missing',
      'damaged',
      undefined,
    ]);
    expect(parseStatus('borrowed')).toBeNull();
    expect(parseTags('sleeved, foil; trade | sleeved,, ')).toEqual(['sleeved', 'foil', 'trade']);
  });
});

describe('CSV import plan (rows → copies, report with 1-based rows)', () => {
  it('resolves rows by code, by pack + number, by name (English or translated) and carries every attribute', () => {
    const csv = [
      'Count,Name,Edition,Card Number,Code,Language,Condition,Tags,Location,Foil,Status',
      '2,,,,90110,German,Near Mint,"sleeved, trade",Binder 1,foil,ok',
      '1,,Ember Core,3,,,Played,,,,damaged',
      '3,Energy Surge,gale,,,,,,,,',
      '1,Straßenkämpfer,,,,de,,,,,missing',
      '1,Ada Quill,,,,,,,,,',
    ].join('\n');
    const plan = planCsvImport(catalog, csv);
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(plan.fatal).toBe(false);
    expect(plan.rows).toBe(5);
    expect(plan.copies).toBe(8);
    expect(plan.lines.map((l) => [l.row, l.code, l.quantity])).toEqual([
      [2, '90110', 2],
      [3, '90003', 1],
      [4, '92090', 3], // the reprint printed in the named pack
      [5, '90175', 1],
      [6, '90001a', 1], // a back face's name: the double-sided card is one physical card (§6.3)
    ]);
    expect(plan.lines[0].attributes).toEqual({
      language: 'de',
      condition: 'near_mint',
      variant: 'foil',
      location: 'Binder 1',
      tags: ['sleeved', 'trade'],
      status: 'ok',
      note: '',
    });
    expect(plan.lines[1].attributes).toMatchObject({ condition: 'played', status: 'damaged', language: 'en' });
    expect(plan.lines[3].attributes).toMatchObject({ language: 'de', status: 'missing' });
  });

  it('reports every bad row by its line and skips only those rows: bad counts, unknown cards; guesses and unknown values are warnings', () => {
    const csv = [
      'Qty;Card Name;Pack;Number;Condition;Language;Status;Price;Shelf',
      '-1;Jolt;;;;;;;',
      'abc;Jolt;;;;;;;',
      '1.5;Jolt;;;;;;;',
      '4;No Such Card;;;;;;;',
      '1;;ember;999;;;;;',
      '2;Nightjar;;;;;;;', // hero and two allies share the name
      '1;Jolt;;;shiny;Klingon;borrowed;3.50;A',
      '0;Jolt;;;;;;;',
      ';;;;;;;;',
      '1;"Brick Toss";;;;;;"3.50',
      'EUR";A',
      '1;Jolt;;;;;;;',
    ].join('\r\n');
    const plan = planCsvImport(catalog, csv);
    expect(plan.problems).toEqual([
      { code: 'csv.badQuantity', row: 2, params: { value: '-1' } },
      { code: 'csv.badQuantity', row: 3, params: { value: 'abc' } },
      { code: 'csv.badQuantity', row: 4, params: { value: '1.5' } },
      { code: 'csv.unknownCard', row: 5, params: { name: 'No Such Card' } },
      { code: 'csv.unknownCard', row: 6, params: { packCode: 'ember', cardNumber: '999' } },
    ]);
    expect(plan.warnings).toEqual([
      { code: 'csv.unknownColumn', row: null, params: { column: 'Shelf', index: 9 } },
      { code: 'csv.ambiguousName', row: 7, params: { name: 'Nightjar', codes: ['90001a', '90170', '90171'] } },
      { code: 'csv.badCondition', row: 8, params: { value: 'shiny' } },
      { code: 'csv.badStatus', row: 8, params: { value: 'borrowed' } },
      { code: 'csv.badLanguage', row: 8, params: { value: 'Klingon' } },
    ]);
    // row 11 has a cell with a line break inside quotes: one row, and the next one is line 13
    expect(plan.lines.map((l) => [l.row, l.code, l.quantity])).toEqual([
      [7, '90001a', 2],
      [8, '90153', 1],
      [11, '90100', 1],
      [13, '90153', 1],
    ]);
    expect(plan.lines[1].attributes).toMatchObject({ condition: 'near_mint', language: 'en', status: 'ok' });
    expect(plan.rows).toBe(10); // the blank ";;;;" line is not a row
    expect(plan.skippedRows).toBe(8); // copies not carried: 1 per unreadable count, 4 + 1 for the unknown cards
    expect(plan.fatal).toBe(false);
  });

  it('the subtitle and the pack settle a shared name; "Name (Pack)" works too', () => {
    const plan = planCsvImport(
      catalog,
      'Name,Pack\nNightjar:Kit Moreau,\nEnergy Surge (Gale Front),\nHush Step,gale\nEnergieschub,\n',
    );
    expect(plan.warnings).toEqual([]);
    expect(plan.lines.map((l) => l.code)).toEqual(['90171', '92090', '92091', '90150']);
  });

  it('uses the defaults for empty cells and the explicit column map over guesses', () => {
    const plan = planCsvImport(catalog, 'Anz,Karte,Ort\n2,Jolt,\n1,Uproar,Box 3\n', {
      columns: { Anz: 'quantity', Karte: 'name', Ort: 'location' },
      defaults: { location: 'Shelf', language: 'de', tags: ['import'] },
    });
    expect(plan.problems).toEqual([]);
    expect(plan.columns).toEqual([
      { header: 'Anz', column: 1, field: 'quantity' },
      { header: 'Karte', column: 2, field: 'name' },
      { header: 'Ort', column: 3, field: 'location' },
    ]);
    expect(
      plan.lines.map((l) => [l.code, l.quantity, l.attributes.location, l.attributes.language, l.attributes.tags]),
    ).toEqual([
      ['90153', 2, 'Shelf', 'de', ['import']],
      ['90105', 1, 'Box 3', 'de', ['import']],
    ]);
  });

  it('a column map by column number tells two columns with the same header apart (the header map cannot)', () => {
    // a sheet with two "Name" columns: the card's name, then the binder's name
    const csv = 'Count,Name,Name\n2,Jolt,Binder A\n1,Uproar,Binder B\n';
    const byHeader = planCsvImport(catalog, csv, { columns: { Name: 'name' } });
    expect(byHeader.columns.map((c) => c.field)).toEqual(['quantity', 'name', 'name']);
    const plan = planCsvImport(catalog, csv, { columnMap: [{ column: 3, field: 'location' }] });
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(plan.columns).toEqual([
      { header: 'Count', column: 1, field: 'quantity' },
      { header: 'Name', column: 2, field: 'name' },
      { header: 'Name', column: 3, field: 'location' },
    ]);
    expect(plan.lines.map((l) => [l.code, l.quantity, l.attributes.location])).toEqual([
      ['90153', 2, 'Binder A'],
      ['90105', 1, 'Binder B'],
    ]);
    // the number wins over the header map for the columns it names; the header map fills the rest
    const both = planCsvImport(catalog, 'Anz,Name,Name\n2,Jolt,Binder A\n', {
      columns: { Anz: 'quantity', Name: 'ignore' },
      columnMap: [{ column: 2, field: 'name' }],
    });
    expect(both.columns.map((c) => c.field)).toEqual(['quantity', 'name', 'ignore']);
    expect(both.lines.map((l) => [l.code, l.attributes.location])).toEqual([['90153', '']]);
  });

  it('a column map naming a column the file does not have is a warning and is ignored', () => {
    const plan = planCsvImport(catalog, 'Count,Name\n2,Jolt\n', { columnMap: [{ column: 5, field: 'location' }] });
    expect(plan.warnings).toEqual([{ code: 'csv.mapColumnMissing', row: null, params: { column: 5, columns: 2 } }]);
    expect(plan.fatal).toBe(false);
    expect(plan.lines).toHaveLength(1);
  });

  it('treats a file that says nothing as a file-level problem: empty, header only, no card column, unclosed quote, too many rows', () => {
    for (const empty of ['', '\uFEFF', '\r\n\r\n', ' , ,\n']) {
      expect(planCsvImport(catalog, empty)).toMatchObject({
        fatal: true,
        rows: 0,
        problems: [{ code: 'csv.empty', row: null }],
      });
    }
    expect(planCsvImport(catalog, 'Count,Name\n')).toMatchObject({ fatal: true, problems: [{ code: 'csv.empty' }] });
    const noCard = planCsvImport(catalog, 'Count,Condition,Price\n1,NM,2\n2,LP,3\n');
    expect(noCard).toMatchObject({
      fatal: true,
      rows: 2,
      skippedRows: 3,
      lines: [],
      problems: [{ code: 'csv.noCardColumn', row: null }],
    });
    expect(noCard.warnings).toEqual([]); // Price is a known column, ignored silently
    const unclosed = planCsvImport(catalog, 'Count,Name\n1,Jolt\n2,"Uproar\n3,Brace\n');
    expect(unclosed).toMatchObject({
      fatal: true,
      rows: 2,
      skippedRows: 2,
      lines: [],
      copies: 0,
      problems: [{ code: 'csv.unclosedQuote', row: 3 }],
    });
    const big = planCsvImport(catalog, `Count,Code\n${'1,90153\n'.repeat(MAX_CSV_ROWS + 1)}`);
    expect(big.fatal).toBe(true);
    expect(big.problems).toEqual([
      { code: 'csv.tooManyRows', row: MAX_CSV_ROWS + 2, params: { max: MAX_CSV_ROWS, maxCopies: 100_000 } },
    ]);
    expect(big.lines).toEqual([]);
  });
});

describe('CSV export', () => {
  const exportCopy = (code: string, extra: Partial<ExportCopy> = {}): ExportCopy => {
    const { note: _note, ...values } = COPY_DEFAULTS;
    return { ...values, tags: [], code, ...extra };
  };
  const binder = { language: 'de', variant: 'foil', location: 'Binder 1', tags: ['sleeved', 'trade'] };
  const copies: ExportCopy[] = [
    exportCopy('90110', binder),
    exportCopy('90110', binder),
    exportCopy('92090', { condition: 'good', status: 'missing' }),
    exportCopy('90001a', { language: 'ko', condition: 'poor', location: 'Box "A", top', status: 'damaged' }),
    exportCopy('91021b', { language: 'xx', condition: 'mint' }),
  ];

  it('writes one row per printing and attributes with a count, in release order, under headers Deckbox users know', () => {
    const text = exportCollectionCsv(catalog, copies);
    const rows = readCsv(text).records.map((r) => r.cells);
    expect(rows[0].join('|')).toBe(
      'Count|Name|Pack Code|Pack|Card Number|Code|Language|Condition|Variant|Location|Tags|Status',
    );
    expect(rows.slice(1)).toEqual([
      ['1', 'Nightjar', 'ember', 'Ember Core', '1a', '90001a', 'Korean', 'Poor', '', 'Box "A", top', '', 'damaged'],
      [
        '2',
        'Clean Sweep',
        'ember',
        'Ember Core',
        '110',
        '90110',
        'German',
        'Near Mint',
        'foil',
        'Binder 1',
        'sleeved, trade',
        'ok',
      ],
      ['1', 'Refraction', 'tide', 'Tidewater', '21b', '91021b', 'xx', 'Mint', '', '', '', 'ok'],
      [
        '1',
        'Energy Surge',
        'gale',
        'Gale Front',
        '90',
        '92090',
        'English',
        'Good (Lightly Played)',
        '',
        '',
        '',
        'missing',
      ],
    ]);
  });

  it('round-trips: importing the export gives the same copies', () => {
    const plan = planCsvImport(catalog, exportCollectionCsv(catalog, copies));
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([]);
    const back = plan.lines.flatMap((l) =>
      Array.from({ length: l.quantity }, () => ({ code: l.code, ...l.attributes })),
    );
    const strip = (c: ExportCopy) =>
      JSON.stringify([c.code, c.language, c.condition, c.variant, c.location, c.tags, c.status]);
    expect(back.map(strip).sort()).toEqual(copies.map(strip).sort());
  });

  it('issue 13 §6: cells a spreadsheet would run as formulas are written as text and read back as they were', () => {
    const risky: ExportCopy[] = [
      exportCopy('90110', {
        condition: 'good',
        variant: '+1 foil',
        location: '=HYPERLINK("http://x","y")',
        tags: ['@SUM(A1)'],
      }),
      exportCopy('92090', { condition: 'good', variant: '-2', location: '\tTab' }),
    ];
    const text = exportCollectionCsv(catalog, risky);
    const cells = readCsv(text).records.flatMap((r) => r.cells);
    for (const v of ['=HYPERLINK("http://x","y")', '+1 foil', '@SUM(A1)', '-2']) {
      expect(cells).not.toContain(v);
      expect(cells).toContain(`'${v}`);
    }
    expect(cells.some((c) => /^[=+\-@\t\r]/.test(c))).toBe(false);
    const plan = planCsvImport(catalog, text);
    expect(plan.problems).toEqual([]);
    const back = plan.lines.map((l) => [l.attributes.variant, l.attributes.location, l.attributes.tags]);
    expect(back).toContainEqual(['+1 foil', '=HYPERLINK("http://x","y")', ['@SUM(A1)']]);
    expect(back).toContainEqual(['-2', 'Tab', []]);
  });
});
