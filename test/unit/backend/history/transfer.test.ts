/**
 * Export and import (issue 19 §5): plays as CSV and JSON, a CSV from another play logger read with a
 * column mapping, duplicates found on re-import (the play's fingerprint), and bad input refused line
 * by line with reasons while nothing is half-imported.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayInput } from '../../../../core/api/history';
import { call, callError, type Caller } from '../../../support/backend';
import { useTempBackend } from '../../../support/temp-backend';

let c: Caller;
useTempBackend((t) => ({ c } = t), { tick: 1000 });

const plays: PlayInput[] = [
  {
    game: 'war-of-the-ring',
    playedAt: '2026-10-01T18:00Z',
    durationMin: 150,
    values: { victory: 'military' },
    seats: [
      { seat: 'fp', playerId: 'me', values: { side: 'fp' }, result: 'loss', score: 2 },
      { seat: 'shadow', playerName: 'Ana', values: { side: 'shadow' }, result: 'win', score: 10 },
    ],
    note: 'Minas Tirith fell, turn 9; "close" game',
  },
  {
    game: 'edge-of-darkness',
    playedAt: '2026-10-08',
    seats: [
      { seat: 'p1', playerId: 'me', values: { guild: 'fede' }, result: 'win', score: 31, rank: 1 },
      { seat: 'p2', playerName: 'Ana', values: { guild: 'carnival' }, result: 'loss', score: -3, rank: 2 },
    ],
  },
];

beforeEach(async () => {
  for (const play of plays) await call(c, 'history.plays.save', { play });
});

const count = async () => (await call(c, 'history.plays.list', {})).total;

describe('export', () => {
  it('CSV: one line per seat with the play repeated, a column per dimension; guarded against formulas', async () => {
    const out = await call(c, 'history.export', { format: 'csv' });
    expect(out.fileName).toMatch(/^deckhand-plays-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = out.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'play,date,duration,game,campaign,note,seat,player,result,score,rank,victory,side,role,tale,guild',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',me,loss,2,,military,fp,');
    expect(lines[4]).toContain(",Ana,loss,'-3,2,");
  });

  it('JSON: the plays and the players', async () => {
    const out = await call(c, 'history.export', { format: 'json', filter: { game: 'edge-of-darkness' } });
    const file = JSON.parse(out.content) as { kind: string; plays: unknown[]; players: unknown[] };
    expect(file.kind).toBe('deckhand.play-history');
    expect(file.plays).toHaveLength(1);
    expect(file.players).toHaveLength(2);
  });
});

describe('import', () => {
  it('re-importing an export finds every play again: no duplicates (CSV and JSON)', async () => {
    for (const format of ['csv', 'json'] as const) {
      const { content } = await call(c, 'history.export', { format });
      const report = await call(c, 'history.import', { format, content });
      expect(report).toMatchObject({ plays: 2, imported: 0, problems: [] });
      expect(report.duplicates).toHaveLength(2);
      expect(report.duplicates.every((d) => d.playId !== null)).toBe(true);
      expect(await count()).toBe(2);
    }
  });

  it('an export imported into another save gives the same plays and players by name', async () => {
    const csv = (await call(c, 'history.export', { format: 'csv' })).content;
    for (const p of (await call(c, 'history.plays.list', {})).plays)
      await call(c, 'history.plays.delete', { id: p.id });
    const dry = await call(c, 'history.import', { format: 'csv', content: csv, dryRun: true });
    expect(dry).toMatchObject({ plays: 2, imported: 0, duplicates: [], problems: [], dryRun: true });
    expect(await count()).toBe(0);
    const report = await call(c, 'history.import', { format: 'csv', content: csv });
    expect(report.imported).toBe(2);
    const eod = (await call(c, 'history.plays.list', { filter: { game: 'edge-of-darkness' } })).plays[0];
    expect(eod).toMatchObject({ source: 'import', playedAt: '2026-10-08' });
    expect(
      eod.seats.map((s) => [s.playerId === 'me', s.playerName, s.values.guild, s.result, s.score, s.rank]),
    ).toEqual([
      [true, null, 'fede', 'win', 31, 1],
      [false, 'Ana', 'carnival', 'loss', -3, 2],
    ]);
    const wotr = (await call(c, 'history.plays.list', { filter: { game: 'war-of-the-ring' } })).plays[0];
    expect(wotr.note).toBe('Minas Tirith fell, turn 9; "close" game');
    expect(wotr.values).toEqual({ victory: 'military' });
  });

  it('a CSV from another logger, read with a column mapping (one line per player, a play id grouping them)', async () => {
    const csv = [
      'Game ID;Played on;Title;Player;Won;Points;Faction;Length',
      '77;2026-09-01 20:00;War of the Ring;Kata;1;;fp;180',
      '77;2026-09-01 20:00;War of the Ring;Bence;0;;shadow;180',
      '78;2026/09/05;War of the Ring;Kata;0;;shadow;',
      '78;2026/09/05;War of the Ring;Bence;1;;fp;',
    ].join('\n');
    const mapping = {
      'Game ID': 'playKey',
      'Played on': 'date',
      Title: 'game',
      Player: 'player',
      Won: 'result',
      Points: 'score',
      Faction: 'value:side',
      Length: 'duration',
    } as const;
    const report = await call(c, 'history.import', { format: 'csv', content: csv, mapping });
    expect(report).toMatchObject({ plays: 2, imported: 2, problems: [], duplicates: [] });
    expect(report.columns).toContainEqual({ column: 'Faction', field: 'value:side' });
    const imported = (
      await call(c, 'history.plays.list', { filter: { from: '2026-09-01', to: '2026-09-30' }, sort: 'oldest' })
    ).plays;
    expect(
      imported.map((p) => [p.playedAt, p.durationMin, p.seats.map((s) => [s.seat, s.playerName, s.result])]),
    ).toEqual([
      [
        '2026-09-01T20:00Z',
        180,
        [
          ['fp', 'Kata', 'win'],
          ['shadow', 'Bence', 'loss'],
        ],
      ],
      [
        '2026-09-05',
        null,
        [
          ['fp', 'Kata', 'loss'],
          ['shadow', 'Bence', 'win'],
        ],
      ],
    ]);
    // again: both are duplicates now
    expect((await call(c, 'history.import', { format: 'csv', content: csv, mapping })).duplicates).toHaveLength(2);
  });

  it('unknown columns are refused before any line is read, naming each column', async () => {
    const report = await call(c, 'history.import', {
      format: 'csv',
      content: 'date,game,player,result,mood\n2026-09-01,berserk,Kata,win,happy\n',
    });
    expect(report.problems).toEqual([
      { line: 1, column: 'mood', reason: 'history.error.unknownColumn', params: { column: 'mood' } },
    ]);
    expect(report.columns).toContainEqual({ column: 'mood', field: null });
    expect(report.imported).toBe(0);
    // mapped to ignore, the same file goes in
    const again = await call(c, 'history.import', {
      format: 'csv',
      content:
        'date,game,player,result,mood\n2026-09-01,edge-of-darkness,Kata,win,happy\n2026-09-02,Edge of Darkness,Bo,loss,sad\n',
      mapping: { mood: 'ignore', date: 'date' },
    });
    expect(again.problems).toEqual([]);
    expect(again.imported).toBe(2);
  });

  it('bad dates, results, numbers and impossible plays are refused line by line, and nothing is imported', async () => {
    const before = await count();
    const csv = [
      'play,date,game,player,result,score',
      'a,2026-02-30,berserk,Kata,win,', // no such day
      'b,2026-09-01,berserk,Kata,maybe,', // no such result
      'c,2026-09-02,berserk,Kata,win,lots', // not a number
      'd,2026-09-03,berserk,Kata,win,', // two winners in a one-winner game
      'd,2026-09-03,berserk,Bo,win,',
      'e,2026-09-04,chess,Kata,win,', // no such game
      'f,2026-09-05,berserk,Kata,win,', // fine on its own
      'f,2026-09-05,berserk,Bo,loss,',
    ].join('\n');
    const report = await call(c, 'history.import', { format: 'csv', content: csv });
    expect(report.problems.map((p) => [p.line, p.reason, p.params])).toEqual([
      [2, 'history.error.badDate', { value: '2026-02-30' }],
      [3, 'history.error.badResult', { value: 'maybe' }],
      [4, 'history.error.badNumber', { value: 'lots' }],
      [5, 'history.error.twoWinners', { count: 2 }],
      [7, 'history.error.unknownGame', { game: 'chess' }],
    ]);
    expect(report.imported).toBe(0);
    expect(await count()).toBe(before);
    expect((await call(c, 'history.players.list', {})).map((p) => p.name)).not.toContain('Bo');
  });

  it('lines of one play that disagree, a missing date column, a file that is not a play history', async () => {
    const clash = await call(c, 'history.import', {
      format: 'csv',
      content: 'play,date,game,result\nx,2026-09-01,berserk,win\nx,2026-09-02,berserk,loss\n',
    });
    expect(clash.problems).toEqual([{ line: 3, reason: 'history.error.inconsistentPlay', params: { key: 'x' } }]);
    const headerOnly = await call(c, 'history.import', { format: 'csv', content: 'date,game,result\n' });
    expect(headerOnly.problems).toEqual([{ line: 1, reason: 'history.error.noPlays', params: {} }]);
    const noDate = await call(c, 'history.import', { format: 'csv', content: 'game,result\nberserk,win\n' });
    expect(noDate.problems).toEqual([{ line: 1, reason: 'history.error.missingColumn', params: { field: 'date' } }]);
    const json = await call(c, 'history.import', { format: 'json', content: '{"kind":"something-else"}' });
    expect(json.problems).toEqual([{ line: 1, reason: 'history.error.badJson', params: {} }]);
    const game = await call(c, 'history.import', { format: 'csv', content: 'date,result\n2026-09-01,win\n' });
    expect(game.problems).toEqual([{ line: 2, reason: 'history.error.missingGame', params: {} }]);
    const given = await call(c, 'history.import', {
      format: 'csv',
      content: 'date,result\n2026-09-01,win\n',
      game: 'marvel-champions',
    });
    expect(given).toMatchObject({ imported: 1, problems: [] });
    expect((await callError(c, 'history.import', { format: 'xml', content: 'x' })).code).toBe('invalid_args');
  });
});
