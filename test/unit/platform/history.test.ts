/**
 * core/platform/history.ts: the result rules each game's definition chooses (issue 19 "Bad input":
 * editing a play to an impossible result is refused with the reason), the per-seat results read from
 * an engine's outcome, and the fingerprint text duplicate detection hashes.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryResultModel } from '../../../core/api/history';
import {
  checkPlay,
  fingerprintText,
  seatResults,
  type HistoryDefinition,
  type SeatShape,
} from '../../../core/platform/history';
import { gameDefinitions } from '../../../core/games/registry';

const model = (m: Partial<HistoryResultModel> & Pick<HistoryResultModel, 'kind'>): HistoryResultModel => ({
  scores: false,
  ranks: false,
  draws: false,
  sharedVictory: false,
  ...m,
});

const def = (result: HistoryResultModel, more: Partial<HistoryDefinition> = {}): HistoryDefinition => ({
  dimensions: [
    { id: 'scenario', scope: 'play', labelKey: 'x' },
    { id: 'side', scope: 'seat', labelKey: 'x', values: ['light', 'dark'] },
  ],
  result,
  seats: { suggested: ['a', 'b'], min: 1, max: 4 },
  ...more,
});

const seat = (s: string, result: SeatShape['result'], more: Partial<SeatShape> = {}): SeatShape => ({
  seat: s,
  values: {},
  result,
  score: null,
  rank: null,
  ...more,
});

const reason = (d: HistoryDefinition, seats: SeatShape[], values: Record<string, string> = {}) =>
  checkPlay(d, { values, seats })?.reason ?? null;

describe('checkPlay: the seats and fields', () => {
  const d = def(model({ kind: 'ranked' }), { seats: { suggested: ['a', 'b'], min: 2, max: 3 } });
  it('refuses too few or too many seats, and a seat named twice', () => {
    expect(reason(d, [seat('a', 'win')])).toBe('history.error.tooFewSeats');
    expect(checkPlay(d, { values: {}, seats: ['a', 'b', 'c', 'd'].map((s) => seat(s, null)) })).toEqual({
      reason: 'history.error.tooManySeats',
      params: { max: 3 },
    });
    expect(reason(d, [seat('a', null), seat('a', null)])).toBe('history.error.seatTwice');
  });
  it('refuses a dimension the game does not have, one of the other scope, and a value outside a closed set', () => {
    expect(reason(d, [seat('a', null), seat('b', null)], { colour: 'red' })).toBe('history.error.unknownDimension');
    expect(reason(d, [seat('a', null), seat('b', null)], { side: 'light' })).toBe('history.error.unknownDimension');
    expect(reason(d, [seat('a', null, { values: { scenario: 'x' } }), seat('b', null)])).toBe(
      'history.error.unknownDimension',
    );
    expect(
      checkPlay(d, { values: {}, seats: [seat('a', null, { values: { side: 'grey' } }), seat('b', null)] }),
    ).toEqual({
      reason: 'history.error.valueNotAllowed',
      params: { dimension: 'side', value: 'grey' },
    });
    expect(reason(d, [seat('a', null, { values: { side: 'dark' } }), seat('b', null)], { scenario: 'any' })).toBeNull();
  });
  it('refuses scores and ranks where the game keeps none', () => {
    expect(reason(d, [seat('a', 'win', { score: 3 }), seat('b', 'loss')])).toBe('history.error.scoresNotUsed');
    expect(reason(d, [seat('a', 'win', { rank: 1 }), seat('b', 'loss')])).toBe('history.error.ranksNotUsed');
  });
});

describe('checkPlay: the result models', () => {
  it('team (co-operative): every seat has the same result', () => {
    const d = def(model({ kind: 'team' }));
    expect(reason(d, [seat('a', 'win'), seat('b', 'win')])).toBeNull();
    expect(reason(d, [seat('a', 'win'), seat('b', 'loss')])).toBe('history.error.teamResultsDiffer');
    expect(reason(d, [seat('a', 'loss'), seat('b', null)])).toBeNull(); // an unknown result is not checked
  });
  it('sides: one result per side, one winning side at most, every seat with a result has a side', () => {
    const d = def(model({ kind: 'sides', sideDimension: 'side' }));
    const on = (s: string, side: string, r: SeatShape['result']) => seat(s, r, { values: { side } });
    expect(reason(d, [on('a', 'light', 'win'), on('b', 'dark', 'loss'), on('c', 'dark', 'loss')])).toBeNull();
    expect(checkPlay(d, { values: {}, seats: [on('a', 'dark', 'win'), on('b', 'dark', 'loss')] })).toEqual({
      reason: 'history.error.sideResultsDiffer',
      params: { side: 'dark' },
    });
    expect(reason(d, [on('a', 'light', 'win'), on('b', 'dark', 'win')])).toBe('history.error.twoWinningSides');
    expect(reason(d, [seat('a', 'win'), on('b', 'dark', 'loss')])).toBe('history.error.sideMissing');
  });
  it('ranked: two winners in a one-winner game are refused with how many', () => {
    const d = def(model({ kind: 'ranked' }));
    expect(checkPlay(d, { values: {}, seats: [seat('a', 'win'), seat('b', 'win'), seat('c', 'loss')] })).toEqual({
      reason: 'history.error.twoWinners',
      params: { count: 2 },
    });
    expect(reason(d, [seat('a', 'win'), seat('b', 'loss')])).toBeNull();
  });
  it('ranked with a shared victory: several winners, who must all be ranked first', () => {
    const d = def(model({ kind: 'ranked', ranks: true, scores: true, sharedVictory: true }));
    expect(
      reason(d, [seat('a', 'win', { rank: 1 }), seat('b', 'win', { rank: 1 }), seat('c', 'loss', { rank: 3 })]),
    ).toBeNull();
    expect(reason(d, [seat('a', 'win', { rank: 2 }), seat('b', 'loss', { rank: 1 })])).toBe(
      'history.error.rankMismatch',
    );
    expect(reason(d, [seat('a', 'win', { rank: 1 }), seat('b', 'loss', { rank: 1 })])).toBe(
      'history.error.rankMismatch',
    );
  });
  it('a draw is every seat’s, and only in a game that can end in one', () => {
    expect(reason(def(model({ kind: 'ranked' })), [seat('a', 'draw'), seat('b', 'draw')])).toBe(
      'history.error.drawNotPossible',
    );
    const d = def(model({ kind: 'ranked', draws: true }));
    expect(reason(d, [seat('a', 'draw'), seat('b', 'draw')])).toBeNull();
    expect(reason(d, [seat('a', 'draw'), seat('b', 'win')])).toBe('history.error.drawMixed');
  });
  it('the shipped games: Marvel Champions is co-operative, War of the Ring has sides, Berserk one winner, Edge of Darkness shares victories', () => {
    const history = (id: string) => gameDefinitions.find((g) => g.id === id)!.history!;
    expect(history('marvel-champions').result.kind).toBe('team');
    expect(history('war-of-the-ring').result).toMatchObject({ kind: 'sides', sideDimension: 'side' });
    expect(history('berserk').result).toMatchObject({ kind: 'ranked', sharedVictory: false, draws: true });
    expect(history('edge-of-darkness').result).toMatchObject({ kind: 'ranked', sharedVictory: true, ranks: true });
    const berserk = history('berserk');
    expect(reason(berserk, [seat('p1', 'win'), seat('p2', 'win')])).toBe('history.error.twoWinners');
  });
});

describe('seatResults: a finished game’s outcome per seat', () => {
  const finished = (result: Record<string, 'win' | 'loss' | 'draw'>, scores?: Record<string, number>) => ({
    engine: 'x',
    options: {},
    seats: Object.keys(result),
    seatNames: {},
    outcome: { result, reason: { key: 'x' }, ...(scores ? { scores } : {}) },
  });
  it('ranks the winners first, then by score, ties sharing a rank', () => {
    const m = model({ kind: 'ranked', ranks: true, scores: true, sharedVictory: true });
    expect(seatResults(m, finished({ a: 'loss', b: 'win', c: 'loss', d: 'win' }, { a: 5, b: 9, c: 7, d: 9 }))).toEqual({
      a: { result: 'loss', score: 5, rank: 4 },
      b: { result: 'win', score: 9, rank: 1 },
      c: { result: 'loss', score: 7, rank: 3 },
      d: { result: 'win', score: 9, rank: 1 },
    });
  });
  it('leaves scores and ranks out where the game keeps none', () => {
    expect(seatResults(model({ kind: 'team' }), finished({ a: 'win' }, { a: 3 }))).toEqual({
      a: { result: 'win', score: null, rank: null },
    });
  });
});

describe('fingerprintText', () => {
  const base = {
    game: 'g',
    playedAt: '2026-11-20T18:00Z',
    values: { scenario: 'Night' },
    seats: [
      { ...seat('a', 'win', { values: { side: 'light' } }), playerName: 'Ana' },
      { ...seat('b', 'loss'), playerName: 'Ben' },
    ],
  };
  it('is the same for the same play written another way (seat order, case, time of day)', () => {
    expect(
      fingerprintText({
        ...base,
        playedAt: '2026-11-20',
        values: { scenario: 'night' },
        seats: [base.seats[1], { ...base.seats[0], playerName: 'ANA ' }],
      }),
    ).toBe(fingerprintText(base));
  });
  it('differs when a result, a player, a value or the day differs', () => {
    const other = [
      { ...base, playedAt: '2026-11-21' },
      { ...base, values: { scenario: 'Day' } },
      { ...base, seats: [{ ...base.seats[0], result: 'loss' as const }, base.seats[1]] },
      { ...base, seats: [{ ...base.seats[0], playerName: 'Eve' }, base.seats[1]] },
    ];
    for (const o of other) expect(fingerprintText(o)).not.toBe(fingerprintText(base));
  });
});
