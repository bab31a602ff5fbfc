import { describe, expect, it } from 'vitest';
import type { GameHistoryInfo, HistoryStats, Play, StatRow } from '../../../core/api/history';
import {
  cleanFilter,
  csvFieldChoices,
  csvMapping,
  draftFromPlay,
  draftToInput,
  localDateTime,
  localDay,
  storedPlayedAt,
  filterToQuery,
  isFiltered,
  monthLabel,
  newDraft,
  nextSeatId,
  pickedFilter,
  playsPerMonth,
  queryToFilter,
  refusalReason,
  resultOf,
  resultsOverTime,
  winRateBy,
} from '../../../renderer/src/views/history/history-model';

const info: GameHistoryInfo = {
  game: 'marvel-champions',
  dimensions: [
    { id: 'scenario', scope: 'play', labelKey: 'x.scenario' },
    { id: 'hero', scope: 'seat', labelKey: 'x.hero' },
    { id: 'aspect', scope: 'seat', labelKey: 'x.aspect', valuesKey: 'x.aspects', values: ['justice', 'leadership'] },
  ],
  result: { kind: 'team', scores: false, ranks: false, draws: false, sharedVictory: false },
  seats: ['h1', 'h2', 'h3', 'h4'],
  minSeats: 1,
  maxSeats: 4,
};

const play: Play = {
  id: '11111111-1111-4111-8111-111111111111',
  game: 'marvel-champions',
  engine: 'marvel-champions',
  source: 'engine',
  playedAt: '2026-03-04T19:30:00Z',
  durationMin: 45,
  savedGameId: null,
  campaignId: null,
  values: { scenario: 'Rhino' },
  options: { expert: false },
  seats: [
    {
      seat: 'h1',
      playerId: 'me',
      playerName: 'Me',
      computer: null,
      values: { hero: 'Spider-Man', aspect: 'justice' },
      deck: null,
      result: 'win',
      score: null,
      rank: null,
    },
    {
      seat: 'h2',
      playerId: null,
      playerName: 'Ann',
      computer: null,
      values: { hero: 'Hulk' },
      deck: null,
      result: 'win',
      score: null,
      rank: null,
    },
  ],
  note: 'close one',
  fingerprint: 'f',
  createdAt: '2026-03-04T20:00:00Z',
  updatedAt: '2026-03-04T20:00:00Z',
};

const row = (key: string, plays: number, wins: number, losses: number): StatRow => ({
  key,
  plays,
  wins,
  losses,
  draws: 0,
  winRate: wins + losses ? wins / (wins + losses) : null,
  minutes: 0,
  filter: { values: { hero: key } },
});

describe('history filter in the URL', () => {
  it('round-trips every part and drops bad dates and results', () => {
    const f = {
      game: 'marvel-champions',
      from: '2026-01-01',
      to: '2026-02-01',
      players: ['me', 'abc'],
      result: 'win' as const,
      values: { hero: 'Spider-Man' },
      perspective: 'abc',
    };
    const q = filterToQuery(f);
    expect(q).toMatchObject({ players: 'me,abc', 'v.hero': 'Spider-Man', perspective: 'abc' });
    expect(queryToFilter(q as never)).toEqual(f);
    expect(queryToFilter({ from: '1 May', result: 'maybe', to: '2026-13' })).toEqual({});
    expect(cleanFilter({ game: '', values: {} })).toEqual({});
    expect(isFiltered({ perspective: 'abc' })).toBe(false);
    expect(isFiltered({ game: 'x' })).toBe(true);
  });
});

describe('plays', () => {
  it("reads a player's result from their seat (the best of several; none when not seated)", () => {
    expect(resultOf(play)).toBe('win');
    expect(resultOf(play, 'nobody')).toBeNull();
    const split = {
      ...play,
      seats: [
        { ...play.seats[0], result: 'loss' as const },
        { ...play.seats[0], seat: 'h2', result: 'draw' as const },
      ],
    };
    expect(resultOf(split)).toBe('draw');
  });

  it('a new play by hand: today, the suggested seats, me in the first', () => {
    const d = newDraft({ ...info, seats: ['h1'] }, '2026-05-01');
    expect(d.date).toBe('2026-05-01');
    expect(d.seats.map((s) => [s.seat, s.playerId])).toEqual([['h1', 'me']]);
    expect(nextSeatId([{ seat: 'p2' }])).toBe('p3');
    expect(nextSeatId([{ seat: 'p1' }, { seat: 'p2' }], 0)).toBe('p3');
  });

  it('edits a play and sends it back as it was, blanks left out, names for unlisted players', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'UTC'; // the form's times are local: this test reads them in UTC
    try {
      const d = draftFromPlay(play);
      expect([d.date, d.time]).toEqual(['2026-03-04', '19:30']);
      expect(d.seats[1].playerName).toBe('Ann');
      d.values.villain = '  ';
      const input = draftToInput(d);
      expect(input).toMatchObject({
        id: play.id,
        playedAt: '2026-03-04T19:30Z',
        values: { scenario: 'Rhino' },
        durationMin: 45,
        note: 'close one',
      });
      expect(input.seats[0]).toMatchObject({
        playerId: 'me',
        playerName: null,
        values: { hero: 'Spider-Man', aspect: 'justice' },
      });
      expect(input.seats[1]).toMatchObject({ playerId: null, playerName: 'Ann' });
      expect(draftToInput({ ...d, time: '' }).playedAt).toBe('2026-03-04');
    } finally {
      process.env.TZ = tz;
    }
  });

  it('the form shows and takes the local time; the play keeps UTC (a day alone stays a day)', () => {
    const tz = process.env.TZ;
    try {
      process.env.TZ = 'Europe/Budapest'; // UTC+1 in March, +2 in July
      expect(localDateTime('2026-03-04T19:30:00Z')).toEqual({ date: '2026-03-04', time: '20:30' });
      expect(localDateTime('2026-03-04T23:30Z')).toEqual({ date: '2026-03-05', time: '00:30' });
      expect(localDateTime('2026-07-01T22:15Z')).toEqual({ date: '2026-07-02', time: '00:15' });
      expect(localDateTime('2026-03-04')).toEqual({ date: '2026-03-04', time: '' });
      expect(storedPlayedAt('2026-03-05', '00:30')).toBe('2026-03-04T23:30Z');
      expect(storedPlayedAt('2026-03-05', '')).toBe('2026-03-05');
      const d = draftFromPlay(play);
      expect([d.date, d.time]).toEqual(['2026-03-04', '20:30']);
      expect(draftToInput(d).playedAt).toBe('2026-03-04T19:30Z');
      expect(localDay(new Date('2026-03-04T23:30Z'))).toBe('2026-03-05');
      process.env.TZ = 'America/New_York';
      expect(localDateTime('2026-03-04T02:00Z')).toEqual({ date: '2026-03-03', time: '21:00' });
      expect(storedPlayedAt('2026-03-03', '21:00')).toBe('2026-03-04T02:00Z');
    } finally {
      process.env.TZ = tz;
    }
  });

  it("a refused play says why: the reason key of history_play_invalid, nothing for other failures (issue 19's bad input)", () => {
    expect(
      refusalReason({ code: 'history_play_invalid', params: { reason: 'history.error.twoWinners', count: 2 } }),
    ).toEqual({
      key: 'history.error.twoWinners',
      params: { reason: 'history.error.twoWinners', count: 2 },
    });
    expect(refusalReason({ code: 'history_play_invalid', params: { reason: 'teamResultsDiffer' } })?.key).toBe(
      'history.error.teamResultsDiffer',
    );
    expect(refusalReason({ code: 'internal', params: {} })).toBeNull();
  });
});

describe('statistics as charts', () => {
  const stats = {
    perMonth: [
      { ...row('2026-01', 3, 2, 1), cumulativeWinRate: 2 / 3, filter: { from: '2026-01-01', to: '2026-01-31' } },
      { ...row('2026-02', 1, 0, 1), cumulativeWinRate: 0.5, filter: { from: '2026-02-01', to: '2026-02-28' } },
    ],
  } as unknown as HistoryStats;

  it('results over time: wins, losses, draws per month, months in the UI language', () => {
    const d = resultsOverTime(stats, 'de', (r) => r);
    expect(d.series.map((s) => [s.key, s.values])).toEqual([
      ['win', [2, 0]],
      ['loss', [1, 1]],
      ['draw', [0, 0]],
    ]);
    expect(d.points[0].label).toBe(monthLabel('2026-01', 'de'));
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(playsPerMonth(stats, 'en', 'Plays').series[0].values).toEqual([3, 1]);
  });

  it('win rate by a dimension: most played first, only values with plays', () => {
    const d = winRateBy(
      [row('Hulk', 4, 3, 1), row('Thor', 0, 0, 0), row('Wasp', 1, 0, 1)],
      (k) => k.toUpperCase(),
      'Win rate',
    );
    expect(d.points.map((p) => p.label)).toEqual(['HULK', 'WASP']);
    expect(d.series[0].values).toEqual([0.75, 0]);
  });

  it("a picked figure opens its plays: the row's filter, narrowed to the picked result", () => {
    const rows = stats.perMonth;
    expect(pickedFilter(rows, { point: '2026-02', series: 'loss' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      result: 'loss',
    });
    expect(pickedFilter(rows, { point: '2026-01', series: 'plays' })).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(pickedFilter(rows, { point: '1999-01', series: 'plays' })).toBeNull();
  });
});

describe('CSV import mapping', () => {
  it("offers ignore, the play's fields and the game's dimensions; an unmapped column is not sent (refused as unknown)", () => {
    const choices = csvFieldChoices(info.dimensions);
    expect(choices).toContain('date');
    expect(choices).toContain('value:hero');
    expect(choices[0]).toBe('ignore');
    expect(
      csvMapping([
        { column: 'When', field: 'date' },
        { column: 'Mood', field: null },
      ]),
    ).toEqual({
      When: 'date',
    });
  });
});
