/**
 * Plays entered by hand and edited (issue 19 §1), the player list with 'me', and the refusals with
 * their reasons ("editing a play to an impossible result is refused with the reason").
 */
import { describe, expect, it } from 'vitest';
import type { PlayInput } from '../../../../core/api/history';
import { call, callError, type Caller } from '../../../support/backend';
import { useTempBackend } from '../../../support/temp-backend';

let c: Caller;
useTempBackend((t) => ({ c } = t), { tick: 1000 });

const berserk = (r1: 'win' | 'loss' | 'draw', r2: 'win' | 'loss' | 'draw'): PlayInput => ({
  game: 'berserk',
  playedAt: '2026-11-20T20:15Z',
  durationMin: 40,
  seats: [
    { seat: 'p1', playerId: 'me', values: { squad: 'wardens' }, result: r1 },
    { seat: 'p2', playerName: 'Zoé', values: { squad: 'mire' }, result: r2 },
  ],
  note: 'rematch next week',
});

describe('plays entered by hand', () => {
  it('creates a play with a new player named on the way, reads it back, edits it, deletes it', async () => {
    const play = await call(c, 'history.plays.save', { play: berserk('win', 'loss') });
    expect(play).toMatchObject({
      game: 'berserk',
      source: 'manual',
      engine: null,
      savedGameId: null,
      playedAt: '2026-11-20T20:15Z',
      durationMin: 40,
      note: 'rematch next week',
    });
    const players = await call(c, 'history.players.list', {});
    expect(players.map((p) => [p.name, p.me, p.plays])).toEqual([
      ['', true, 1],
      ['Zoé', false, 1],
    ]);
    expect(play.seats[1]).toMatchObject({ playerId: players[1].id, playerName: 'Zoé', result: 'loss' });
    expect(await call(c, 'history.plays.get', { id: play.id })).toEqual(play);
    // the same name again is the same player
    const edited = await call(c, 'history.plays.save', {
      play: {
        ...play,
        seats: [
          { ...play.seats[0], result: 'loss' },
          { ...play.seats[1], playerId: null, result: 'win' },
        ],
      },
    });
    expect(edited.id).toBe(play.id);
    expect(edited.createdAt).toBe(play.createdAt);
    expect(edited.seats.map((s) => [s.playerName, s.result])).toEqual([
      [null, 'loss'],
      ['Zoé', 'win'],
    ]);
    expect(edited.fingerprint).not.toBe(play.fingerprint);
    expect((await call(c, 'history.players.list', {})).length).toBe(2);
    await call(c, 'history.plays.delete', { id: play.id });
    expect(await callError(c, 'history.plays.get', { id: play.id })).toMatchObject({ code: 'history_play_not_found' });
  });

  it('an impossible result is refused with the reason, and nothing changes (two winners in a one-winner game)', async () => {
    const play = await call(c, 'history.plays.save', { play: berserk('win', 'loss') });
    const refused = await callError(c, 'history.plays.save', { play: { ...berserk('win', 'win'), id: play.id } });
    expect(refused).toEqual({
      code: 'history_play_invalid',
      params: { reason: 'history.error.twoWinners', count: 2 },
    });
    expect((await call(c, 'history.plays.get', { id: play.id })).seats.map((s) => s.result)).toEqual(['win', 'loss']);
    // a player named only in the refused edit was not added
    expect(
      await callError(c, 'history.plays.save', {
        play: {
          ...berserk('draw', 'win'),
          seats: [{ seat: 'p1', playerName: 'Nobody', result: 'draw' }, berserk('draw', 'win').seats[1]],
        },
      }),
    ).toMatchObject({ params: { reason: 'history.error.drawMixed' } });
    expect((await call(c, 'history.players.list', {})).map((p) => p.name)).toEqual(['', 'Zoé']);
  });

  it('refuses what the game does not have: an unknown game, a dimension, a closed value, a co-operative split', async () => {
    const reason = async (play: PlayInput) =>
      ((await callError(c, 'history.plays.save', { play })).params as { reason: string }).reason;
    expect(await reason({ ...berserk('win', 'loss'), game: 'chess' })).toBe('history.error.unknownGame');
    expect(await reason({ ...berserk('win', 'loss'), values: { villain: 'x' } })).toBe(
      'history.error.unknownDimension',
    );
    expect(
      await reason({
        game: 'war-of-the-ring',
        playedAt: '2026-11-20',
        seats: [
          { seat: 'fp', values: { side: 'elves' }, result: 'win' },
          { seat: 'shadow', values: { side: 'shadow' }, result: 'loss' },
        ],
      }),
    ).toBe('history.error.valueNotAllowed');
    expect(
      await reason({
        game: 'marvel-champions',
        playedAt: '2026-11-20',
        seats: [
          { seat: 'P1', result: 'win' },
          { seat: 'P2', result: 'loss' },
        ],
      }),
    ).toBe('history.error.teamResultsDiffer');
    expect(
      await reason({
        ...berserk('win', 'loss'),
        seats: [{ seat: 'p1', playerId: '00000000-0000-4000-8000-000000000000' }, { seat: 'p2' }],
      }),
    ).toBe('history.error.playerNotFound');
    expect(await reason({ ...berserk('win', 'loss'), campaignId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'history.error.campaignNotFound',
    );
    expect(
      (await callError(c, 'history.plays.save', { play: { ...berserk('win', 'loss'), playedAt: '20.11.2026' } })).code,
    ).toBe('invalid_args');
  });

  it('lists newest first with paging, or oldest first', async () => {
    for (const day of ['2026-01-03', '2026-01-01', '2026-01-02'])
      await call(c, 'history.plays.save', { play: { ...berserk('win', 'loss'), playedAt: day } });
    const page = await call(c, 'history.plays.list', { limit: 2 });
    expect(page.total).toBe(3);
    expect(page.plays.map((p) => p.playedAt)).toEqual(['2026-01-03', '2026-01-02']);
    const next = await call(c, 'history.plays.list', { limit: 2, offset: 2 });
    expect(next.plays.map((p) => p.playedAt)).toEqual(['2026-01-01']);
    expect((await call(c, 'history.plays.list', { sort: 'oldest' })).plays[0].playedAt).toBe('2026-01-01');
  });
});

describe('players', () => {
  it('me is always there and cannot be deleted; renaming me names my seats', async () => {
    const play = await call(c, 'history.plays.save', { play: berserk('win', 'loss') });
    expect((await callError(c, 'history.players.delete', { id: 'me' })).code).toBe('invalid_args');
    await call(c, 'history.players.save', { id: 'me', name: 'Kata' });
    const after = await call(c, 'history.plays.get', { id: play.id });
    expect(after.seats[0].playerName).toBe('Kata');
    expect(after.fingerprint).not.toBe(play.fingerprint);
  });

  it('a player with plays is kept unless merged into another; merging moves the seats', async () => {
    await call(c, 'history.plays.save', { play: berserk('win', 'loss') });
    const zoe = (await call(c, 'history.players.list', {}))[1];
    const zoe2 = await call(c, 'history.players.save', { name: 'Zoe M.' });
    expect(await callError(c, 'history.players.delete', { id: zoe.id })).toMatchObject({
      code: 'history_player_in_use',
      params: { plays: 1 },
    });
    await call(c, 'history.players.delete', { id: zoe.id, mergeInto: zoe2.id });
    const players = await call(c, 'history.players.list', {});
    expect(players.map((p) => [p.name, p.plays])).toEqual([
      ['', 1],
      ['Zoe M.', 1],
    ]);
    const unused = await call(c, 'history.players.save', { name: 'Unused' });
    await call(c, 'history.players.delete', { id: unused.id });
    expect(await callError(c, 'history.players.delete', { id: unused.id })).toMatchObject({
      code: 'history_player_not_found',
    });
  });
});

describe('history.dimensions and history.values', () => {
  it('each game says its dimensions, its result model and its seats', async () => {
    const all = await call(c, 'history.dimensions', {});
    expect(all.map((g) => g.game).sort()).toEqual([
      'berserk',
      'edge-of-darkness',
      'marvel-champions',
      'war-of-the-ring',
    ]);
    const [mc] = await call(c, 'history.dimensions', { game: 'marvel-champions' });
    expect(mc.dimensions.map((d) => [d.id, d.scope])).toEqual(
      expect.arrayContaining([
        ['villain', 'play'],
        ['hero', 'seat'],
        ['aspect', 'seat'],
      ]),
    );
    expect(mc).toMatchObject({ result: { kind: 'team' }, minSeats: 1, maxSeats: 4 });
  });

  it('the values recorded, most played first', async () => {
    await call(c, 'history.plays.save', { play: berserk('win', 'loss') });
    await call(c, 'history.plays.save', { play: { ...berserk('loss', 'win'), playedAt: '2026-11-21' } });
    expect(await call(c, 'history.values', { dimension: 'squad' })).toEqual([
      { value: 'mire', plays: 2 },
      { value: 'wardens', plays: 2 },
    ]);
    expect(await call(c, 'history.values', { dimension: 'squad', game: 'marvel-champions' })).toEqual([]);
  });
});
