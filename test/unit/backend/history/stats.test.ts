/**
 * history.stats (issue 19 §2): each statistic against a small case computed by hand, the filters
 * (game, period, players, dimensions, perspective), and "each figure opens the plays behind it":
 * every figure's filter lists exactly its plays.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryFilter, HistoryStats, PlayInput } from '../../../../core/api/history';
import { call, type Caller } from '../../../support/backend';
import { useTempBackend } from '../../../support/temp-backend';

let c: Caller;
useTempBackend((t) => ({ c } = t), { tick: 1000 });

let ana: string;
let ben: string;
const ids: string[] = [];

const wotr = (
  playedAt: string,
  me: string,
  other: string,
  meWins: boolean,
  otherId: () => string,
  min: number | null,
) =>
  ({
    game: 'war-of-the-ring',
    playedAt,
    durationMin: min,
    values: meWins && me === 'fp' ? { victory: 'ring' } : {},
    seats: [
      { seat: me, playerId: 'me', values: { side: me }, result: meWins ? 'win' : 'loss' },
      { seat: other, playerId: otherId(), values: { side: other }, result: meWins ? 'loss' : 'win' },
    ],
  }) as PlayInput;

beforeEach(async () => {
  ana = (await call(c, 'history.players.save', { name: 'Ana' })).id;
  ben = (await call(c, 'history.players.save', { name: 'Ben' })).id;
  ids.length = 0;
  const plays: PlayInput[] = [
    // 1: me (Free Peoples) beat Ana, the Ring destroyed
    wotr('2026-01-05T19:00Z', 'fp', 'shadow', true, () => ana, 120),
    // 2: me (Shadow) lost to Ana
    wotr('2026-01-20', 'shadow', 'fp', false, () => ana, 90),
    // 3: me (Free Peoples) beat Ben, the time not noted
    { ...wotr('2026-02-03', 'fp', 'shadow', true, () => ben, null), values: {} },
    // 4: me and Ana beat Null together
    {
      game: 'marvel-champions',
      playedAt: '2026-02-10',
      durationMin: 60,
      values: { villain: 'Null' },
      seats: [
        { seat: 'P1', playerId: 'me', values: { hero: 'Spider' }, result: 'win' },
        { seat: 'P2', playerId: ana, values: { hero: 'Widow' }, result: 'win' },
      ],
    },
    // 5: me alone lost to Null
    {
      game: 'marvel-champions',
      playedAt: '2026-03-01',
      durationMin: 45,
      values: { villain: 'Null' },
      seats: [{ seat: 'P1', playerId: 'me', values: { hero: 'Spider' }, result: 'loss' }],
    },
    // 6: Ana beat Ben, without me
    {
      game: 'berserk',
      playedAt: '2026-03-02',
      seats: [
        { seat: 'p1', playerId: ana, result: 'win' },
        { seat: 'p2', playerId: ben, result: 'loss' },
      ],
    },
  ];
  for (const play of plays) ids.push((await call(c, 'history.plays.save', { play })).id);
});

const rate = (w: number, d: number) => w / d;

describe('history.stats: each figure on a hand-computed case (perspective: me)', () => {
  let s: HistoryStats;
  beforeEach(async () => {
    s = await call(c, 'history.stats', {});
  });

  it('totals: plays, wins, losses, draws, win rate over decided plays, time played', () => {
    expect(s.totals).toMatchObject({
      plays: 6,
      wins: 3,
      losses: 2,
      draws: 0,
      winRate: rate(3, 5),
      minutes: 315,
      averageMinutes: 315 / 4,
      firstPlayed: '2026-01-05T19:00Z',
      lastPlayed: '2026-03-02',
    });
    expect(s.filter.perspective).toBe('me');
  });

  it('per game, most played first', () => {
    expect(s.byGame.map((r) => [r.key, r.plays, r.wins, r.losses, r.winRate, r.minutes])).toEqual([
      ['war-of-the-ring', 3, 2, 1, rate(2, 3), 210],
      ['marvel-champions', 2, 1, 1, 0.5, 105],
      ['berserk', 1, 0, 0, null, 0],
    ]);
  });

  it('win rate by dimension: play values, and the values of my own seats only', () => {
    const rows = (d: string) => s.byDimension[d].map((r) => [r.key, r.plays, r.wins, r.losses]);
    expect(rows('side')).toEqual([
      ['fp', 2, 2, 0],
      ['shadow', 1, 0, 1],
    ]);
    expect(rows('victory')).toEqual([['ring', 1, 1, 0]]);
    expect(rows('hero')).toEqual([['Spider', 2, 1, 1]]); // Ana's Widow is not my seat
    expect(rows('villain')).toEqual([['Null', 2, 1, 1]]);
  });

  it('by player (win rate with or against each): only plays I was in', () => {
    expect(s.byPlayer.map((r) => [r.label, r.plays, r.wins, r.losses])).toEqual([
      ['Ana', 3, 2, 1],
      ['Ben', 1, 1, 0],
    ]);
  });

  it('plays per month with the cumulative win rate (results over time), each listing its calendar month', () => {
    expect(s.perMonth.map((r) => [r.filter.from, r.filter.to])).toEqual([
      ['2026-01-01', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-31'],
    ]);
    expect(s.perMonth.map((r) => [r.key, r.plays, r.wins, r.losses, r.cumulativeWinRate])).toEqual([
      ['2026-01', 2, 1, 1, 0.5],
      ['2026-02', 2, 2, 0, 0.75],
      ['2026-03', 2, 0, 1, 0.6],
    ]);
  });

  it('streaks: W L W W L — current a loss of 1, longest win 2, longest loss 1 (the latest)', () => {
    expect(s.streaks.current).toMatchObject({ kind: 'loss', length: 1, from: '2026-03-01', to: '2026-03-01' });
    expect(s.streaks.longestWin).toMatchObject({ kind: 'win', length: 2, from: '2026-02-03', to: '2026-02-10' });
    expect(s.streaks.longestLoss).toMatchObject({ kind: 'loss', length: 1, from: '2026-03-01' });
    expect([...(s.streaks.longestWin!.filter.ids ?? [])].sort()).toEqual([ids[2], ids[3]].sort());
  });

  it('every figure opens the plays behind it: its filter lists exactly its plays', async () => {
    const figures: Array<{ plays: number; filter: HistoryFilter }> = [
      s.totals,
      ...s.byGame,
      ...Object.values(s.byDimension).flat(),
      ...s.byPlayer,
      ...s.perMonth,
      ...[s.streaks.current, s.streaks.longestWin, s.streaks.longestLoss].map((k) => ({
        plays: k!.length,
        filter: k!.filter,
      })),
    ];
    for (const f of figures) expect((await call(c, 'history.plays.list', { filter: f.filter })).total).toBe(f.plays);
  });
});

describe('history.stats: filters', () => {
  it('by game, period, players and a dimension value', async () => {
    const totals = async (filter: HistoryFilter) => (await call(c, 'history.stats', { filter })).totals;
    expect(await totals({ game: 'war-of-the-ring' })).toMatchObject({ plays: 3, wins: 2, losses: 1 });
    expect(await totals({ from: '2026-01-20', to: '2026-02-10' })).toMatchObject({ plays: 3, wins: 2, losses: 1 });
    expect(await totals({ to: '2026-01-05' })).toMatchObject({ plays: 1, wins: 1 });
    expect(await totals({ players: [ben] })).toMatchObject({ plays: 2, wins: 1, losses: 0 });
    expect(await totals({ values: { side: 'fp' } })).toMatchObject({ plays: 2, wins: 2 });
    expect(await totals({ values: { villain: 'Null' }, result: 'loss' })).toMatchObject({ plays: 1, losses: 1 });
    expect(await totals({ result: 'none' })).toMatchObject({ plays: 1, wins: 0 });
  });

  it('another perspective: Ana’s results', async () => {
    const s = await call(c, 'history.stats', { filter: { perspective: ana } });
    expect(s.totals).toMatchObject({ plays: 6, wins: 3, losses: 1, winRate: 0.75 });
    expect(s.byPlayer.map((r) => [r.key, r.plays, r.wins])).toEqual([
      ['me', 3, 2],
      [ben, 1, 1],
    ]);
    expect(s.byDimension.hero.map((r) => r.key)).toEqual(['Widow']);
  });

  it('an empty history gives zeros and no streaks', async () => {
    for (const id of ids) await call(c, 'history.plays.delete', { id });
    const s = await call(c, 'history.stats', {});
    expect(s.totals).toMatchObject({ plays: 0, wins: 0, winRate: null, minutes: 0, firstPlayed: null });
    expect(s.streaks).toEqual({ current: null, longestWin: null, longestLoss: null });
    expect(s.byGame).toEqual([]);
  });

  it('issue 19 most-played decks: the deck dimension counts the perspective’s saved decks, with their win rate', async () => {
    const web = { id: '6f1c2b9e-0d3a-4c55-9a7e-2b8f1e4d7a10', version: 2, name: 'Web of Lies' };
    const seat = (result: 'win' | 'loss', deck: typeof web) => ({
      seat: 'P1',
      playerId: 'me',
      values: { hero: 'Spider', deck: deck.name },
      deck,
      result,
    });
    const mcPlay = (playedAt: string, result: 'win' | 'loss', deck: typeof web) =>
      ({ game: 'marvel-champions', playedAt, values: { villain: 'Null' }, seats: [seat(result, deck)] }) as PlayInput;
    const rhino = { id: '0b7e4f2a-91c3-4d8e-a5f6-3c2d1e0f9b84', version: 1, name: 'Rhino hunt' };
    const saved = await call(c, 'history.plays.save', { play: mcPlay('2026-04-01', 'win', web) });
    await call(c, 'history.plays.save', { play: mcPlay('2026-04-02', 'loss', web) });
    await call(c, 'history.plays.save', { play: mcPlay('2026-04-03', 'win', { ...web, version: 3 }) });
    await call(c, 'history.plays.save', { play: mcPlay('2026-04-04', 'win', rhino) });
    const s = (await call(c, 'history.stats', {})) as HistoryStats;
    expect(s.byDimension.deck.map((r) => [r.key, r.plays, r.wins, r.winRate])).toEqual([
      ['Web of Lies', 3, 2, rate(2, 3)],
      ['Rhino hunt', 1, 1, 1],
    ]);
    // the plays list holds which deck, at which version
    const play = (await call(c, 'history.plays.get', { id: saved.id })) as { seats: Array<{ deck: unknown }> };
    expect(play.seats[0].deck).toEqual(web);
  });

  it('months and periods are the local days the plays were recorded on, not UTC’s (a game at half past midnight on the 1st)', async () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo'; // UTC+9: 20:00 UTC on 31 August is 05:00 on 1 September
    try {
      const at = (playedAt: string) => wotr(playedAt, 'fp', 'shadow', true, () => ana, 60);
      await call(c, 'history.plays.save', { play: at('2026-08-31T20:00Z') });
      await call(c, 'history.plays.save', { play: at('2026-08-31T10:00Z') });
      const s = (await call(c, 'history.stats', { filter: { from: '2026-08-01' } })) as HistoryStats;
      expect(s.perMonth.map((m) => [m.key, m.plays])).toEqual([
        ['2026-08', 1],
        ['2026-09', 1],
      ]);
      const september = s.perMonth.find((m) => m.key === '2026-09')!;
      const listed = await call(c, 'history.plays.list', { filter: september.filter });
      expect(listed.plays.map((p) => p.playedAt)).toEqual(['2026-08-31T20:00Z']);
      expect((await call(c, 'history.plays.list', { filter: { to: '2026-08-31', from: '2026-08-31' } })).total).toBe(1);
    } finally {
      process.env.TZ = tz;
    }
  });
});
