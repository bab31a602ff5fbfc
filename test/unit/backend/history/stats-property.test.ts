/**
 * Property (issue 19 §2): the statistics computed in SQL equal a straightforward computation in
 * JavaScript over the same random plays (fast-check), for random perspectives and filters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  HistoryFilter,
  HistoryStats,
  Play,
  PlayInput,
  ResultCounts,
  SeatResult,
} from '../../../../core/api/history';
import { HISTORY_FIXTURE_GAME, historyFixtureGame } from './fixture-game';
import { gameDefinitions } from '../../../../core/games/registry';
import { call, type Caller } from '../../../support/backend';
import { useTempBackend, type TempBackend } from '../../../support/temp-backend';
import { propertyGames } from '../../../support/property';

const G = HISTORY_FIXTURE_GAME;
const fixtureGame = historyFixtureGame;

let t: TempBackend;
let c: Caller;
useTempBackend((x) => ((t = x), ({ c } = x)), { tick: 1000, games: [...gameDefinitions, fixtureGame] });

const PLAYERS = ['me', 'p1', 'p2', 'p3'] as const;
const SCENARIOS = ['north', 'south', 'east'];
const FACTIONS = ['red', 'blue', 'green'];

const seatArb = fc.record({
  player: fc.constantFrom<string | null>(...PLAYERS, null),
  faction: fc.option(fc.constantFrom(...FACTIONS), { nil: undefined }),
  result: fc.constantFrom<SeatResult | null>('win', 'loss', null),
});
const playArb = fc.record({
  game: fc.constantFrom(G, 'berserk'),
  day: fc.integer({ min: 0, max: 120 }),
  minutes: fc.option(fc.integer({ min: 0, max: 300 }), { nil: null }),
  scenario: fc.option(fc.constantFrom(...SCENARIOS), { nil: undefined }),
  draw: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  seats: fc.array(seatArb, { minLength: 1, maxLength: 3 }),
});
/** Mostly absent: a filter with every field would usually leave no play to count. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });
const filterArb = fc.record({
  perspective: fc.constantFrom(...PLAYERS),
  game: rarely(fc.constantFrom(G, 'berserk')),
  from: rarely(fc.integer({ min: 0, max: 120 })),
  to: rarely(fc.integer({ min: 0, max: 120 })),
  players: rarely(fc.constantFrom(...PLAYERS).map((p) => [p])),
  values: rarely(
    fc.oneof(
      fc.constantFrom(...SCENARIOS).map((v) => ({ scenario: v })),
      fc.constantFrom(...FACTIONS).map((v) => ({ faction: v })),
    ),
  ),
});

const dayOf = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/** A generated play as the API takes it (berserk: two seats, one winner or a draw; ids of players made in the test). */
type PlayGen = typeof playArb extends fc.Arbitrary<infer T> ? T : never;

function inputOf(p: PlayGen, ids: Record<string, string>): PlayInput {
  const seats = p.game === 'berserk' ? [...p.seats, ...p.seats].slice(0, 2) : p.seats;
  const results: Array<SeatResult | null> = seats.map((s, i) =>
    p.draw ? 'draw' : p.game === 'berserk' ? (i === 0 ? 'win' : 'loss') : s.result,
  );
  return {
    game: p.game,
    playedAt: dayOf(p.day),
    durationMin: p.minutes,
    values: p.game === G && p.scenario ? { scenario: p.scenario } : {},
    seats: seats.map((s, i) => ({
      seat: `s${i + 1}`,
      playerId: s.player === null ? null : ids[s.player],
      values: Object.fromEntries(p.game === G && s.faction ? [['faction', s.faction]] : []),
      result: results[i],
    })),
  };
}

// ---- the plain computation ----

const R = { win: 3, draw: 2, loss: 1 } as const;

function resultOf(p: Play, who: string): number {
  return Math.max(0, ...p.seats.filter((s) => s.playerId === who).map((s) => (s.result ? R[s.result] : 0)));
}

function matches(p: Play, f: HistoryFilter, who: string): boolean {
  if (f.game && p.game !== f.game) return false;
  if (f.from && p.playedAt.slice(0, 10) < f.from) return false;
  if (f.to && p.playedAt.slice(0, 10) > f.to) return false;
  for (const pl of f.players ?? []) if (!p.seats.some((s) => s.playerId === pl)) return false;
  for (const [d, v] of Object.entries(f.values ?? {}))
    if (p.values[d] !== v && !p.seats.some((s) => s.playerId === who && s.values[d] === v)) return false;
  return true;
}

function countsOf(plays: Play[], who: string): ResultCounts {
  const r = plays.map((p) => resultOf(p, who));
  const wins = r.filter((x) => x === 3).length;
  const losses = r.filter((x) => x === 1).length;
  const draws = r.filter((x) => x === 2).length;
  const decided = wins + losses + draws;
  return {
    plays: plays.length,
    wins,
    losses,
    draws,
    winRate: decided ? wins / decided : null,
    minutes: plays.reduce((m, p) => m + (p.durationMin ?? 0), 0),
  };
}

const group = <K>(plays: Play[], keys: (p: Play) => K[]) => {
  const out = new Map<K, Play[]>();
  for (const p of plays) for (const k of new Set(keys(p))) out.set(k, [...(out.get(k) ?? []), p]);
  return out;
};

function plain(all: Play[], f: HistoryFilter, who: string) {
  const plays = all.filter((p) => matches(p, f, who));
  const rows = (m: Map<string, Play[]>) =>
    [...m]
      .map(([key, ps]) => ({ key, ...countsOf(ps, who) }))
      .sort((a, b) => b.plays - a.plays || (a.key < b.key ? -1 : 1));
  const byDimension: Record<string, unknown[]> = {};
  for (const d of ['scenario', 'faction']) {
    const m = group(plays, (p) => [
      ...(p.values[d] ? [p.values[d]] : []),
      ...p.seats.filter((s) => s.playerId === who && s.values[d]).map((s) => s.values[d]),
    ]);
    if (m.size) byDimension[d] = rows(m);
  }
  const withMe = plays.filter((p) => p.seats.some((s) => s.playerId === who));
  const byPlayer = rows(
    group(withMe, (p) => p.seats.flatMap((s) => (s.playerId && s.playerId !== who ? [s.playerId] : []))),
  );
  const months = rows(group(plays, (p) => [p.playedAt.slice(0, 7)])).sort((a, b) => (a.key < b.key ? -1 : 1));
  let cw = 0;
  let cd = 0;
  const perMonth = months.map((m) => {
    cw += m.wins;
    cd += m.wins + m.losses + m.draws;
    return { ...m, cumulativeWinRate: cd ? cw / cd : null };
  });
  // streaks over decided plays in order
  const decided = [...plays]
    .sort((a, b) => (a.playedAt + a.createdAt + a.id < b.playedAt + b.createdAt + b.id ? -1 : 1))
    .map((p) => ({ r: resultOf(p, who), at: p.playedAt }))
    .filter((x) => x.r > 0);
  const runs: Array<{ r: number; len: number; end: number; from: string; to: string }> = [];
  decided.forEach(({ r, at }, i) => {
    const last = runs[runs.length - 1];
    if (last && last.r === r) {
      last.len++;
      last.end = i;
      last.to = at;
    } else runs.push({ r, len: 1, end: i, from: at, to: at });
  });
  const longest = (r: number) => {
    const run = runs.filter((x) => x.r === r).sort((a, b) => b.len - a.len || b.end - a.end)[0];
    return run ? [run.len, run.from, run.to] : null;
  };
  const current = runs[runs.length - 1];
  return {
    totals: countsOf(plays, who),
    byGame: rows(group(plays, (p) => [p.game])),
    byDimension,
    byPlayer,
    perMonth,
    streaks: {
      current: current ? [current.r, current.len, current.from, current.to] : null,
      win: longest(3),
      loss: longest(1),
    },
  };
}

const strip = (rows: Array<ResultCounts & { key: string }>) =>
  rows.map(({ key, plays, wins, losses, draws, winRate, minutes }) => ({
    key,
    plays,
    wins,
    losses,
    draws,
    winRate,
    minutes,
  }));

function fromSql(s: HistoryStats) {
  const k = { win: 3, draw: 2, loss: 1 };
  return {
    totals: (({ plays, wins, losses, draws, winRate, minutes }) => ({ plays, wins, losses, draws, winRate, minutes }))(
      s.totals,
    ),
    byGame: strip(s.byGame),
    byDimension: Object.fromEntries(Object.entries(s.byDimension).map(([d, rows]) => [d, strip(rows)])),
    byPlayer: strip(s.byPlayer),
    perMonth: s.perMonth.map((m) => ({ ...strip([m])[0], cumulativeWinRate: m.cumulativeWinRate })),
    streaks: {
      current: s.streaks.current
        ? [k[s.streaks.current.kind], s.streaks.current.length, s.streaks.current.from, s.streaks.current.to]
        : null,
      win: s.streaks.longestWin
        ? [s.streaks.longestWin.length, s.streaks.longestWin.from, s.streaks.longestWin.to]
        : null,
      loss: s.streaks.longestLoss
        ? [s.streaks.longestLoss.length, s.streaks.longestLoss.from, s.streaks.longestLoss.to]
        : null,
    },
  };
}

describe('history.stats: SQL equals a plain computation (property)', () => {
  it('for random plays, perspectives and filters', async () => {
    const ids: Record<string, string> = { me: 'me' };
    for (const p of PLAYERS.slice(1)) ids[p] = (await call(c, 'history.players.save', { name: p })).id;
    const db = t.backend.context.saves.require().db;
    await fc.assert(
      fc.asyncProperty(fc.array(playArb, { minLength: 5, maxLength: 60 }), filterArb, async (plays, f) => {
        db.exec('DELETE FROM plays');
        for (const p of plays) await call(c, 'history.plays.save', { play: inputOf(p, ids) });
        const filter: HistoryFilter = {
          perspective: ids[f.perspective],
          ...(f.game ? { game: f.game } : {}),
          ...(f.from !== undefined ? { from: dayOf(f.from) } : {}),
          ...(f.to !== undefined ? { to: dayOf(f.to) } : {}),
          ...(f.players ? { players: f.players.map((p) => ids[p]) } : {}),
          ...(f.values ? { values: f.values } : {}),
        };
        const stored = (await call(c, 'history.plays.list', { limit: 500 })).plays;
        const want = plain(stored, filter, ids[f.perspective]);
        const got = fromSql(await call(c, 'history.stats', { filter }));
        // rows with equal play counts may come in another order: compare as sets by key
        const byKey = (rows: Array<{ key: string }>) => [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));
        expect(got.totals).toEqual(want.totals);
        expect(byKey(got.byGame)).toEqual(byKey(want.byGame));
        expect(Object.keys(got.byDimension).sort()).toEqual(Object.keys(want.byDimension).sort());
        for (const d of Object.keys(want.byDimension))
          expect(byKey(got.byDimension[d])).toEqual(byKey(want.byDimension[d] as Array<{ key: string }>));
        expect(byKey(got.byPlayer)).toEqual(byKey(want.byPlayer));
        expect(got.perMonth).toEqual(want.perMonth);
        expect(got.streaks).toEqual(want.streaks);
      }),
      { numRuns: propertyGames(200, 40), seed: 20261127 },
    );
  }, 120_000);
});
