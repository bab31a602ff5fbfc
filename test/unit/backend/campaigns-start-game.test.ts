/**
 * `campaigns.startGame` through dispatch (issue 6): the next scenario of a guided campaign becomes a
 * saved game of the Marvel Champions rules engine, set up as the campaign says (§6.1 campaign
 * set-up: campaign cards with their owners, set-up instructions, extra sets; §2.16 modes per
 * scenario; §6 a hero's saved deck at its current version), linked to the scenario's attempt.
 */
import type { McCampaignDetail } from '../../../core/games/marvel-champions/campaign';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../core/api/games';
import type { McView } from '../../../core/games/marvel-champions';
import type { CampaignInputArg } from '../../../core/games/marvel-champions/campaign';
import { nightjarDeck } from '../../fixtures/marvel-champions/decks';
import { call, callError, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';
import { scenarioResult } from '../../fixtures/marvel-champions/campaign-inputs';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

const G = 'marvel-champions' as const;
let dir: string;
let c: Caller;

useTempBackend((t) => ({ dir, c } = t));

const start = (): CampaignInputArg => ({
  type: 'start',
  expert: false,
  heroes: [
    { key: 'h1', identity: 'stw-h', player: 'Ana' },
    { key: 'h2', identity: 'bwk-h', player: 'Ben' },
  ],
});
const won = (scenario: string, more: object) => scenarioResult(scenario, 'won', { threat: 0, victory: 0 }, more);
const mc = (v: GameView) => v.view as unknown as McView;
const codes = (cards: ReadonlyArray<{ code: string }>) => cards.map((x) => x.code);

async function campaign(inputs: CampaignInputArg[] = []): Promise<string> {
  const created = await call(c, 'campaigns.create', {
    game: G,
    definition: 'deckhand-starter',
    name: 'Tuesday group',
    start: start(),
  });
  for (const input of inputs) await call(c, 'campaigns.input', { id: created.summary.id, input });
  return created.summary.id;
}

describe('campaigns.startGame', () => {
  it('scenario 1: a game of the engine with the set-up done (Detention Center set aside), linked to a new attempt in the modes chosen', async () => {
    const id = await campaign();
    const before = await call(c, 'campaigns.get', { id, modes: { expert: false, heroic: 1, skirmish: null } });
    expect(before.game).toEqual({
      ok: true,
      automated: [{ key: 'campaign.starter.setup.detentionAside', params: { card: 'nul-08' } }],
      byHand: [],
    });
    const { game, detail } = await call(c, 'campaigns.startGame', {
      id,
      name: 'Tuesday group — Quiet Streets',
      modes: { expert: false, heroic: 1, skirmish: null },
    });
    expect(game).toMatchObject({ game: G, name: 'Tuesday group — Quiet Streets', seats: ['P1', 'P2'] });
    expect(game.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect((detail as McCampaignDetail).log!.scenarios[0].attempts[0]).toMatchObject({
      games: [game.id],
      outcome: null,
      modes: { heroic: 1 },
    });
    const view = mc(await call(c, 'games.open', { id: game.id, seat: 'P1' }));
    expect(codes(view.setAside)).toContain('nul-08');
    expect(view.heroic).toBe(1);
    // An open attempt: a second game joins it, in the attempt's modes (the ones asked for are ignored).
    const again = await call(c, 'campaigns.startGame', {
      id,
      name: 'Second try',
      modes: { expert: true, heroic: 0, skirmish: null },
    });
    expect((again.detail as McCampaignDetail).log!.scenarios[0].attempts).toHaveLength(1);
    expect((again.detail as McCampaignDetail).log!.scenarios[0].attempts[0].games).toEqual([game.id, again.game.id]);
    expect(mc(await call(c, 'games.open', { id: again.game.id, seat: 'P1' })).heroic).toBe(1);
  });

  it('scenario 2 after recruiting the Whistleblower: it starts in play for its owner, and the game replays exactly', async () => {
    const id = await campaign([won('quiet-streets', { choices: { recruiter: 'h2' } })]);
    const { game } = await call(c, 'campaigns.startGame', { id, name: 'Pipeline' });
    const view = mc(await call(c, 'games.open', { id: game.id, seat: 'P2' }));
    expect(codes(view.players.P2.play)).toContain('dhc-01');
    expect(codes(view.players.P1.play)).not.toContain('dhc-01');
    expect(await call(c, 'games.verify', { id: game.id })).toMatchObject({ ok: true });
  });

  it('"Track at my table" (issue 12 §6): the campaign game is a tracker game set up the same way; the result the table records goes into the campaign', async () => {
    const id = await campaign([won('quiet-streets', { choices: { recruiter: 'h2' } })]);
    const { game, detail } = await call(c, 'campaigns.startGame', { id, name: 'At the table', tracker: true });
    expect((detail as McCampaignDetail).log!.scenarios[1].attempts[0].games).toEqual([game.id]);
    let open = await call(c, 'games.open', { id: game.id, seat: 'P1' });
    const view = mc(open);
    expect(view.tracker).toMatchObject({ step: 'turns' });
    // set up as the campaign says: the recruited ally in play for its owner, no virtual hands
    expect(codes(view.players.P2.play)).toContain('dhc-01');
    expect(view.players.P1.handCount).toBe(0);
    // the table records a win: the game is over and its outcome is the campaign's result
    open = await call(c, 'games.act', {
      id: game.id,
      action: { type: 'track', op: 'end', win: true, seat: 'P1', stateVersion: open.stateVersion },
    });
    expect(open.summary.finished).toBe(true);
    const recorded = await call(c, 'campaigns.recordFromGame', {
      id,
      gameId: game.id,
      records: { threat: 0, victory: 0 },
      choices: { stash: 'seize' },
    });
    expect((recorded as McCampaignDetail).log!.scenarios[1].attempts[0]).toMatchObject({
      outcome: 'won',
      heroes: { h1: 'ok', h2: 'ok' },
    });
    expect(await call(c, 'games.verify', { id: game.id })).toMatchObject({ ok: true });
  });

  it('§6 a hero with a saved deck plays it, and campaign cards follow that hero', async () => {
    await importMcFixture(c, dir);
    const d = nightjarDeck();
    const deck = await call(c, 'decks.create', {
      game: G,
      name: 'Night Watch',
      ...d,
      notes: '',
      tags: [],
    });
    const created = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'With a deck',
      start: {
        type: 'start',
        expert: false,
        heroes: [{ key: 'h1', identity: d.identity!, player: 'Ana', deck: { deckId: deck.id, version: deck.version } }],
      },
    });
    const id = created.summary.id;
    await call(c, 'campaigns.input', { id, input: won('quiet-streets', { choices: { recruiter: 'h1' } }) });
    const { game } = await call(c, 'campaigns.startGame', { id, name: 'Nightjar in the pipeline' });
    const view = mc(await call(c, 'games.open', { id: game.id, seat: 'P1' }));
    // The deck's hero, in alter-ego form at the start (§3.1 step 1).
    expect(view.players.P1.identity?.code).toBe('90001b');
    expect(codes(view.players.P1.play)).toContain('dhc-01');
  });

  it('refusals: a hero the engine cannot seat, a free-form campaign; nothing is created', async () => {
    const other = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'Card-data hero',
      start: { type: 'start', expert: false, heroes: [{ key: 'h1', identity: '90001a' }] },
    });
    expect(other.game).toEqual({ ok: false, problem: 'heroNoDeck', params: { hero: 'h1' } });
    expect(await callError(c, 'campaigns.startGame', { id: other.summary.id, name: 'x' })).toEqual({
      code: 'campaign_game_unavailable',
      params: { problem: 'heroNoDeck', hero: 'h1' },
    });
    const free = await call(c, 'campaigns.create', { game: G, definition: 'free-form', name: 'Free', start: start() });
    expect(free.game).toBeNull();
    expect(await callError(c, 'campaigns.startGame', { id: free.summary.id, name: 'x' })).toEqual({
      code: 'campaign_game_unavailable',
      params: { problem: 'nothingToStart' },
    });
    expect(await call(c, 'games.list', {})).toEqual([]);
    expect(
      ((await call(c, 'campaigns.get', { id: other.summary.id })) as McCampaignDetail).log!.scenarios[0].attempts,
    ).toEqual([]);
  });
});
