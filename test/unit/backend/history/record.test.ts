/**
 * The automatic record (issue 19 §1): a rules-engine or tracker game that ends is written to the
 * play history in the same transaction, one play per saved game; a new end after an undo updates it.
 */
import { describe, expect, it } from 'vitest';
import { call, type Caller } from '../../../support/backend';
import { useTempBackend, type TempBackend } from '../../../support/temp-backend';

let c: Caller;
let t: TempBackend;
useTempBackend((x) => ((t = x), ({ c } = x)), { tick: 60_000 });

async function mcTrackerGame(players?: Array<{ id: string; seats: string[]; name?: string }>) {
  const game = await call(c, 'games.create', {
    game: 'marvel-champions',
    options: { tracker: true, heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] },
    ...(players ? { players } : {}),
  });
  return game;
}

async function endMc(id: string, win: boolean) {
  const open = await call(c, 'games.open', { id, seat: 'P1' });
  return call(c, 'games.act', {
    id,
    action: { type: 'track', op: 'end', win, seat: 'P1', stateVersion: open.stateVersion },
  });
}

describe('automatic play record (issue 19 §1)', () => {
  it('a Marvel Champions tracker game that ends is one play: heroes, villain, a shared result, me at the first seat', async () => {
    const game = await mcTrackerGame();
    expect((await call(c, 'history.plays.list', {})).total).toBe(0);
    await endMc(game.id, true);
    const page = await call(c, 'history.plays.list', {});
    expect(page.total).toBe(1);
    const play = page.plays[0];
    expect(play).toMatchObject({
      game: 'marvel-champions',
      engine: 'marvel-champions',
      source: 'tracker',
      savedGameId: game.id,
      campaignId: null,
      values: { difficulty: 'standard', villain: 'Magistrate Null', scenario: 'null' },
    });
    expect(play.seats.map((s) => [s.seat, s.playerId, s.result])).toEqual([
      ['P1', 'me', 'win'],
      ['P2', null, 'win'],
    ]);
    expect(play.seats[0].values.hero).toBeTruthy();
    expect(play.durationMin).toBeGreaterThanOrEqual(0);
    expect(t.events.some((e) => e.event === 'history.changed')).toBe(true);
  });

  it('undo past the end keeps the play; a new end updates the same play (idempotent: one play per saved game)', async () => {
    const game = await mcTrackerGame();
    await endMc(game.id, true);
    const first = (await call(c, 'history.plays.list', {})).plays[0];
    await call(c, 'history.plays.save', {
      play: { ...first, seats: first.seats.map((s) => ({ ...s })), note: 'kept across a new end' },
    });
    await call(c, 'games.undo', { id: game.id, seat: 'P1' });
    expect((await call(c, 'history.plays.list', {})).total).toBe(1);
    await endMc(game.id, false);
    const page = await call(c, 'history.plays.list', {});
    expect(page.total).toBe(1);
    expect(page.plays[0].id).toBe(first.id);
    expect(page.plays[0].note).toBe('kept across a new end');
    expect(page.plays[0].seats.map((s) => s.result)).toEqual(['loss', 'loss']);
  });

  it('named players of a game become players of the history (matched by name, without regard to case)', async () => {
    await call(c, 'history.players.save', { name: 'Ana' });
    const game = await mcTrackerGame([
      { id: 'a', seats: ['P1'], name: 'ana' },
      { id: 'b', seats: ['P2'], name: 'Ben' },
    ]);
    await endMc(game.id, true);
    const players = await call(c, 'history.players.list', {});
    expect(players.map((p) => [p.name, p.plays])).toEqual([
      ['', 0],
      ['Ana', 1],
      ['Ben', 1],
    ]);
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play.seats.map((s) => s.playerName)).toEqual(['Ana', 'Ben']);
  });

  it('a War of the Ring tracker game: sides and the winning side', async () => {
    const game = await call(c, 'games.create', { game: 'war-of-the-ring-tracker' });
    const open = await call(c, 'games.open', { id: game.id, seat: 'fp' });
    await call(c, 'games.act', {
      id: game.id,
      action: { type: 'end', winner: 'shadow', seat: 'fp', stateVersion: open.stateVersion },
    });
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play).toMatchObject({ game: 'war-of-the-ring', source: 'tracker', values: {} });
    expect(play.seats.map((s) => [s.seat, s.values.side, s.result])).toEqual([
      ['fp', 'fp', 'loss'],
      ['shadow', 'shadow', 'win'],
    ]);
  });

  it('one person holding both sides of a War of the Ring game is not named: their result would always be a win', async () => {
    const game = await call(c, 'games.create', {
      game: 'war-of-the-ring-tracker',
      players: [{ id: 'table', seats: ['fp', 'shadow'] }],
    });
    const open = await call(c, 'games.open', { id: game.id, seat: 'fp' });
    await call(c, 'games.act', {
      id: game.id,
      action: { type: 'end', winner: 'fp', seat: 'fp', stateVersion: open.stateVersion },
    });
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play.seats.map((s) => s.playerId)).toEqual([null, null]);
    // a co-operative game played two-handed is that person's at every seat
    const mc = await mcTrackerGame([{ id: 'solo', seats: ['P1', 'P2'] }]);
    await endMc(mc.id, true);
    const solo = (await call(c, 'history.plays.list', { filter: { game: 'marvel-champions' } })).plays[0];
    expect(solo.seats.map((s) => s.playerId)).toEqual(['me', 'me']);
    expect((await call(c, 'history.stats', {})).totals).toMatchObject({ plays: 2, wins: 1, losses: 0 });
  });

  it('a campaign game’s play carries the campaign, and the campaign record lists it', async () => {
    const created = await call(c, 'campaigns.create', {
      game: 'marvel-champions',
      definition: 'deckhand-starter',
      name: 'Tuesday group',
      start: {
        type: 'start',
        expert: false,
        heroes: [
          { key: 'h1', identity: 'stw-h', player: 'Ana' },
          { key: 'h2', identity: 'bwk-h', player: 'Ben' },
        ],
      },
    });
    const { game } = await call(c, 'campaigns.startGame', {
      id: created.summary.id,
      name: 'At the table',
      tracker: true,
    });
    await endMc(game.id, true);
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play).toMatchObject({ campaignId: created.summary.id, savedGameId: game.id, source: 'tracker' });
    expect(play.seats.map((s) => s.playerName)).toEqual(['Ana', 'Ben']);
    const record = await call(c, 'history.campaign', {
      campaignId: created.summary.id,
      perspective: play.seats[0].playerId!,
    });
    expect(record.plays.map((p) => p.id)).toEqual([play.id]);
    expect(record.record).toMatchObject({ plays: 1, wins: 1 });
  });

  it('a finished game linked to a campaign afterwards: its play takes the campaign (one the user chose stays)', async () => {
    const campaign = async (name: string) =>
      (
        await call(c, 'campaigns.create', {
          game: 'marvel-champions',
          definition: 'deckhand-starter',
          name,
          start: { type: 'start', expert: false, heroes: [{ key: 'h1', identity: 'stw-h', player: 'Ana' }] },
        })
      ).summary.id;
    const first = await campaign('Later');
    const game = await mcTrackerGame();
    await endMc(game.id, true);
    expect((await call(c, 'history.plays.list', {})).plays[0].campaignId).toBeNull();
    await call(c, 'campaigns.linkGame', { id: first, scenario: 'quiet-streets', gameId: game.id });
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play.campaignId).toBe(first);
    expect((await call(c, 'history.campaign', { campaignId: first })).plays.map((p) => p.id)).toEqual([play.id]);
    // linked to a second campaign too: the play keeps the one it has
    const second = await campaign('Other');
    await call(c, 'campaigns.linkGame', { id: second, scenario: 'quiet-streets', gameId: game.id });
    expect((await call(c, 'history.plays.get', { id: play.id })).campaignId).toBe(first);
  });

  it('deleting the saved game keeps its play', async () => {
    const game = await mcTrackerGame();
    await endMc(game.id, true);
    await call(c, 'games.delete', { id: game.id });
    const play = (await call(c, 'history.plays.list', {})).plays[0];
    expect(play.savedGameId).toBeNull();
  });
});
