/** Campaigns through dispatch (issue 6): create, inputs, undo, export/import, saved games, bad files. */
import type { CampaignDefinition, McCampaignDetail } from '../../../core/games/marvel-champions/campaign';
import { describe, expect, it } from 'vitest';
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import type { Backend } from '../../../electron/backend/backend';
import { CampaignService } from '../../../electron/backend/campaigns/service';
import { canonicalJson, digest, Rng, seedRng } from '../../../core/kernel';
import {
  definitionRegistry,
  mcCampaignRules,
  STARTER_V1,
  type CampaignInputArg,
} from '../../../core/games/marvel-champions/campaign';
import { marvelChampions } from '../../../core/games/marvel-champions';
import type { PushedEvent } from '../../../core/api/events';
import { call, callError, type Caller } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';
import { TEST_V1, TEST_V2 } from '../games/marvel-champions/campaign-support';
import { scenarioResult } from '../../fixtures/marvel-champions/campaign-inputs';

let t: TempBackend;
let backend: Backend;
let c: Caller;
const G = 'marvel-champions' as const;
const DECK = '11111111-2222-4333-8444-555555555555';

useTempBackend((x) => ({ backend, c } = t = x), { games: gamesWithFixture });

const start = (deck = false): CampaignInputArg => ({
  type: 'start',
  expert: false,
  heroes: [
    { key: 'h1', identity: 'stw-h', player: 'Ana', ...(deck ? { deck: { deckId: DECK, version: 1 } } : {}) },
    { key: 'h2', identity: 'bwk-h', player: 'Ben' },
  ],
});

function saveDeck(version: number): void {
  const db = backend.context.saves.require().db;
  db.prepare(
    `INSERT INTO decks(id, game, name, version, created_at, updated_at) VALUES (?, 'marvel-champions', 'Storm', ?, 't', 't')
     ON CONFLICT(id) DO UPDATE SET version = excluded.version`,
  ).run(DECK, version);
}

describe('campaigns.* through dispatch', () => {
  it('definitions: the starter and the free-form campaign, latest versions', async () => {
    const defs = await call(c, 'campaigns.definitions', { game: G });
    expect((defs as CampaignDefinition[]).map((d) => [d.id, d.version])).toEqual([
      ['deckhand-starter', 1],
      ['free-form', 1],
    ]);
  });

  it('create with the start → input → get: the log is derived, the next scenario prepared; list and events follow', async () => {
    const events: PushedEvent[] = [];
    backend.events.subscribe((e) => events.push(e));
    const created = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'Tuesday group',
      start: start(),
    });
    expect(created.summary).toMatchObject({
      name: 'Tuesday group',
      definition: { id: 'deckhand-starter', version: 1, key: 'campaign.starter.name' },
      inputs: 1,
      next: 'quiet-streets',
      progress: { won: 0, total: 3 },
    });
    expect(created.prepared).toMatchObject({ scenario: 'quiet-streets', sets: ['null', 'chrome', 'standard'] });
    const id = created.summary.id;
    const after = await call(c, 'campaigns.input', {
      id,
      input: scenarioResult('quiet-streets', 'won', { threat: 1, victory: 2 }, { choices: { recruiter: 'h2' } }),
    });
    expect((after as McCampaignDetail).log!.campaignCards.map((x) => [x.card, x.owner])).toEqual([['dhc-01', 'h2']]);
    expect(after.summary).toMatchObject({ next: 'chrome-pipeline', inputs: 2, progress: { won: 1, total: 3 } });
    // Stored before the call returned.
    const rows = backend.context.saves
      .require()
      .db.prepare('SELECT count(*) AS n FROM campaign_inputs WHERE campaign_id = ?')
      .get(id);
    expect(rows).toEqual({ n: 2 });
    const got = await call(c, 'campaigns.get', { id, modes: { expert: true, heroic: 0, skirmish: null } });
    expect((got as McCampaignDetail).prepared!.sets).toEqual(['null', 'chrome', 'standard', 'expert']);
    expect((await call(c, 'campaigns.list', { game: G })).map((s) => s.id)).toEqual([id]);
    expect(events.filter((e) => e.event === 'campaign.changed').map((e) => e.payload)).toEqual([
      { id, inputs: 1 },
      { id, inputs: 2 },
    ]);
  });

  it('a rejected input → campaign_input_rejected with the reason; nothing stored, log unchanged', async () => {
    const { summary } = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'x',
      start: start(),
    });
    const before = await call(c, 'campaigns.get', { id: summary.id });
    const err = await callError(c, 'campaigns.input', {
      id: summary.id,
      input: { type: 'scenario.start', scenario: 'breaking-silence' },
    });
    expect(err).toEqual({
      code: 'campaign_input_rejected',
      params: { code: 'campaign.scenarioLocked', scenario: 'breaking-silence', next: 'quiet-streets' },
    });
    const foreign = await callError(c, 'campaigns.input', {
      id: summary.id,
      input: { type: 'card.add', card: 'cc-ally' },
    });
    expect(foreign.params.code).toBe('campaign.foreignCard');
    expect(await call(c, 'campaigns.get', { id: summary.id })).toEqual(before);
    // A bad start makes no campaign at all.
    const bad = await callError(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'y',
      start: {
        type: 'start',
        expert: false,
        heroes: [
          { key: 'h1', identity: 'a' },
          { key: 'h2', identity: 'a' },
        ],
      },
    });
    expect(bad).toMatchObject({ code: 'campaign_input_rejected', params: { code: 'campaign.duplicateHero' } });
    expect(await call(c, 'campaigns.list', { game: G })).toHaveLength(1);
    expect((await callError(c, 'campaigns.create', { game: G, definition: 'nope', name: 'z' })).code).toBe(
      'campaign_unknown_definition',
    );
  });

  it("undo drops the last input and the log is the shorter list's; nothing left → campaign_nothing_to_undo", async () => {
    const { summary } = await call(c, 'campaigns.create', { game: G, definition: 'free-form', name: 'Hydra' });
    const id = summary.id;
    const s1 = await call(c, 'campaigns.input', { id, input: start() });
    await call(c, 'campaigns.input', { id, input: { type: 'card.add', card: '16058', owner: 'h1' } });
    const undone = await call(c, 'campaigns.undo', { id });
    expect(undone.log).toEqual(s1.log);
    expect(undone.summary.inputs).toBe(1);
    await call(c, 'campaigns.undo', { id });
    expect((await callError(c, 'campaigns.undo', { id })).code).toBe('campaign_nothing_to_undo');
    // The cache is not the truth: a fresh backend on the same file derives the same log.
    await call(c, 'campaigns.input', { id, input: start() });
    const now = await call(c, 'campaigns.get', { id });
    ({ backend, c } = restart(t));
    expect(await call(c, 'campaigns.get', { id })).toEqual(now);
  });

  it("decks follow their changes: an attempt records the deck's current saved version; the detail shows used vs current", async () => {
    saveDeck(1);
    const { summary } = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'Decks',
      start: start(true),
    });
    const id = summary.id;
    saveDeck(3);
    const d = await call(c, 'campaigns.get', { id });
    expect(d.decks).toEqual([{ hero: 'h1', deckId: DECK, used: 1, current: 3 }]);
    const started = await call(c, 'campaigns.input', {
      id,
      input: { type: 'scenario.start', scenario: 'quiet-streets' },
    });
    expect((started as McCampaignDetail).log!.scenarios[0].attempts[0].decks).toEqual({
      h1: { deckId: DECK, version: 3 },
    });
    expect(started.decks).toEqual([{ hero: 'h1', deckId: DECK, used: 3, current: 3 }]);
  });

  it('rename, delete, unknown ids', async () => {
    const { summary } = await call(c, 'campaigns.create', { game: G, definition: 'free-form', name: 'Old' });
    expect((await call(c, 'campaigns.rename', { id: summary.id, name: 'New' })).name).toBe('New');
    expect(await call(c, 'campaigns.delete', { id: summary.id })).toBeNull();
    const gone = summary.id;
    for (const [m, a] of [
      ['campaigns.get', { id: gone }],
      ['campaigns.input', { id: gone, input: start() }],
      ['campaigns.undo', { id: gone }],
      ['campaigns.rename', { id: gone, name: 'x' }],
      ['campaigns.delete', { id: gone }],
      ['campaigns.export', { id: gone }],
    ] as const) {
      expect(await callError(c, m, a), m).toEqual({ code: 'campaign_not_found', params: { id: gone } });
    }
    // An input's shape is its campaign's game's (checked once the campaign is found): a malformed one
    // is refused with the reason, nothing stored; without the input at all the call is invalid.
    expect((await callError(c, 'campaigns.input', { id: gone, input: { type: 'teleport' } })).code).toBe(
      'campaign_not_found',
    );
    const live = (await call(c, 'campaigns.create', { game: G, definition: 'free-form', name: 'Live' })).summary;
    expect(await callError(c, 'campaigns.input', { id: live.id, input: { type: 'teleport' } })).toMatchObject({
      code: 'campaign_input_rejected',
      params: { code: 'campaign.malformed' },
    });
    expect((await call(c, 'campaigns.get', { id: live.id })).summary.inputs).toBe(0);
    expect((await callError(c, 'campaigns.input', { id: live.id })).code).toBe('invalid_args');
  });
});

describe('campaign files through dispatch', () => {
  async function played(): Promise<string> {
    const { summary } = await call(c, 'campaigns.create', {
      game: G,
      definition: 'deckhand-starter',
      name: 'Export me',
      start: start(),
    });
    for (const input of [
      { type: 'scenario.start', scenario: 'quiet-streets', modes: { expert: true, heroic: 1, skirmish: null } },
      { type: 'scenario.result', scenario: 'quiet-streets', outcome: 'lost', records: { threat: 3, victory: 0 } },
      { type: 'note', section: 'notes', text: 'Zoë’s “rule”: no peeking\n— agreed' },
      scenarioResult('quiet-streets', 'won', { threat: 0, victory: 1 }, { choices: { recruiter: 'h1' } }),
    ] as CampaignInputArg[]) {
      await call(c, 'campaigns.input', { id: summary.id, input });
    }
    return summary.id;
  }

  it('export → import → export round-trips bit for bit, and the imported log is the same', async () => {
    const id = await played();
    const first = await call(c, 'campaigns.export', { id });
    expect(first.fileName).toBe('Export me.deckhand-campaign.json');
    const imported = await call(c, 'campaigns.import', { content: first.content });
    expect(imported.id).not.toBe(id);
    const again = await call(c, 'campaigns.export', { id: imported.id });
    expect(again.content).toBe(first.content);
    const a = await call(c, 'campaigns.get', { id });
    const b = await call(c, 'campaigns.get', { id: imported.id });
    expect(b.log).toEqual(a.log);
  });

  it('an altered file and a newer file are refused with clear codes; nothing is imported', async () => {
    const { content } = await call(c, 'campaigns.export', { id: await played() });
    const o = JSON.parse(content);
    o.inputs[2].input.outcome = 'won';
    expect(await callError(c, 'campaigns.import', { content: canonicalJson(o) })).toEqual({
      code: 'campaign_import_altered',
      params: {},
    });
    const newer = JSON.parse(content);
    newer.format = 2;
    expect(await callError(c, 'campaigns.import', { content: canonicalJson(newer) })).toMatchObject({
      code: 'campaign_import_refused',
      params: { code: 'campaign.fileNewer' },
    });
    const newerDef = JSON.parse(content);
    newerDef.definition.version = 2;
    delete newerDef.digest;
    newerDef.digest = digest(newerDef);
    expect(await callError(c, 'campaigns.import', { content: canonicalJson(newerDef) })).toMatchObject({
      code: 'campaign_import_refused',
      params: { code: 'campaign.definitionNewer', definition: 'deckhand-starter', version: 2, known: 1 },
    });
    expect(await callError(c, 'campaigns.import', { content: 'not json' })).toEqual({
      code: 'campaign_import_invalid',
      params: { reason: 'json' },
    });
    expect(await call(c, 'campaigns.list', { game: G })).toHaveLength(1);
  });

  it('a campaign kept on a definition version this build no longer ships is read-only: viewable, exportable, not playable', async () => {
    // Build A knows test v1 and v2; a campaign starts on v2 (latest). Build B knows only v1.
    backend.context.campaigns = new CampaignService(
      backend.context.saves,
      backend.context.games,
      backend.events,
      () => new Date(),
      [{ ...marvelChampions, campaigns: mcCampaignRules(definitionRegistry([TEST_V1, TEST_V2])) }],
    );
    const { summary } = await call(c, 'campaigns.create', {
      game: G,
      definition: 'test-campaign',
      name: 'On v2',
      start: start(),
    });
    expect(summary.definition.version).toBe(2);
    backend.context.campaigns = new CampaignService(
      backend.context.saves,
      backend.context.games,
      backend.events,
      () => new Date(),
      [{ ...marvelChampions, campaigns: mcCampaignRules(definitionRegistry([TEST_V1])) }],
    );
    const d = await call(c, 'campaigns.get', { id: summary.id });
    expect(d.summary.readOnly).toEqual({
      code: 'campaign.definitionNewer',
      params: { definition: 'test-campaign', version: 2, known: 1 },
    });
    expect(d.log).toBeNull();
    expect(
      await callError(c, 'campaigns.input', { id: summary.id, input: { type: 'note', section: 'log', text: 'x' } }),
    ).toMatchObject({
      code: 'campaign_read_only',
      params: { code: 'campaign.definitionNewer' },
    });
    expect((await call(c, 'campaigns.export', { id: summary.id })).content).toContain('"version":2');
  });
});

describe('campaigns and saved games', () => {
  /** A new campaign of `definition` started with the heroes of start(); its id. */
  async function newCampaign(definition: string, name: string): Promise<string> {
    return (await call(c, 'campaigns.create', { game: G, definition, name, start: start() })).summary.id;
  }

  /** A fixture game of one round of one turn. */
  const shortGame = (seed: string) =>
    call(c, 'games.create', { game: 'fixture-skirmish', seed, options: { rounds: 1, turns: 1 } });

  async function finishGame(id: string): Promise<void> {
    const rng = new Rng(seedRng('campaign'));
    let view = await call(c, 'games.open', { id, seat: null });
    for (let i = 0; i < 500 && view.next; i++) {
      view = await call(c, 'games.open', { id, seat: view.next.seat });
      const pick = view.legal[rng.int(0, view.legal.length - 1)];
      view = await call(c, 'games.act', { id, action: { ...pick, seat: view.seat!, stateVersion: view.stateVersion } });
    }
    expect(view.summary.finished).toBe(true);
  }

  it('linkGame starts the attempt with the game; recordFromGame turns the finished game into the result', async () => {
    const id = await newCampaign('free-form', 'Linked');
    const game = await shortGame('camp');
    expect(await callError(c, 'campaigns.linkGame', { id, scenario: 'rhino', gameId: game.id })).toMatchObject({
      code: 'campaign_input_rejected',
      params: { code: 'campaign.labelRequired' },
    });
    await call(c, 'campaigns.input', {
      id,
      input: {
        type: 'scenario.start',
        scenario: 'rhino',
        label: 'Rhino',
        modes: { expert: false, heroic: 2, skirmish: null },
      },
    });
    const linked = await call(c, 'campaigns.linkGame', { id, scenario: 'rhino', gameId: game.id });
    expect((linked as McCampaignDetail).log!.scenarios[0].attempts[0].games).toEqual([game.id]);
    expect(await callError(c, 'campaigns.recordFromGame', { id, gameId: game.id })).toEqual({
      code: 'campaign_game_not_finished',
      params: { gameId: game.id },
    });
    await finishGame(game.id);
    const outcome = (await call(c, 'games.list', {})).find((g) => g.id === game.id)!.outcome!;
    const recorded = await call(c, 'campaigns.recordFromGame', { id, gameId: game.id, note: 'from the app' });
    const attempt = (recorded as McCampaignDetail).log!.scenarios[0].attempts[0];
    const results = ['P1', 'P2'].map((s) => outcome.result[s]);
    const won = results.includes('win');
    expect(attempt.outcome).toBe(won ? 'won' : 'lost');
    expect(attempt.heroes).toEqual({
      h1: won && results[0] === 'loss' ? 'eliminated' : 'ok',
      h2: won && results[1] === 'loss' ? 'eliminated' : 'ok',
    });
    expect(attempt).toMatchObject({ note: 'from the app', modes: { heroic: 2 } });
    // The attempt is closed: the same game cannot be recorded twice.
    expect(await callError(c, 'campaigns.recordFromGame', { id, gameId: game.id })).toMatchObject({
      code: 'campaign_input_rejected',
      params: { code: 'campaign.noOpenAttempt' },
    });
  });

  it('forGame: the campaign scenario a game is linked to, to record until its result is in; unlinked → []', async () => {
    const id = await newCampaign(STARTER_V1.id, 'Guided');
    const game = await shortGame('fg');
    const other = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 'fg2' });
    expect(await call(c, 'campaigns.forGame', { gameId: game.id })).toEqual([]);
    await call(c, 'campaigns.linkGame', { id, scenario: 'quiet-streets', gameId: game.id });
    const link = {
      campaign: { id, name: 'Guided' },
      scenario: { id: 'quiet-streets', key: expect.any(String), label: null },
      attempt: 1,
    };
    expect(await call(c, 'campaigns.forGame', { gameId: game.id })).toEqual([{ ...link, toRecord: true }]);
    expect(await call(c, 'campaigns.forGame', { gameId: other.id })).toEqual([]);
    // A game id only mentioned in a note is no link.
    await call(c, 'campaigns.input', { id, input: { type: 'note', section: 'notes', text: other.id } });
    expect(await call(c, 'campaigns.forGame', { gameId: other.id })).toEqual([]);
    await finishGame(game.id);
    // What the game cannot tell: every record the scenario asks for, the recruiter if won.
    const records = Object.fromEntries(STARTER_V1.scenarios[0].records.map((r) => [r.id, 0]));
    const won = Object.values(
      (await call(c, 'games.list', {})).find((g) => g.id === game.id)!.outcome!.result,
    ).includes('win');
    await call(c, 'campaigns.recordFromGame', {
      id,
      gameId: game.id,
      records,
      ...(won ? { choices: { recruiter: 'h1' } } : {}),
    });
    expect(await call(c, 'campaigns.forGame', { gameId: game.id })).toEqual([{ ...link, toRecord: false }]);
    // Undo the result: to record again.
    await call(c, 'campaigns.undo', { id });
    expect(await call(c, 'campaigns.forGame', { gameId: game.id })).toEqual([{ ...link, toRecord: true }]);
    // Another campaign, changed later, links the same game: listed first.
    const second = await newCampaign('free-form', 'Second');
    await call(c, 'campaigns.input', {
      id: second,
      input: { type: 'scenario.start', scenario: 'rhino', label: 'Rhino', gameId: game.id },
    });
    const both = await call(c, 'campaigns.forGame', { gameId: game.id });
    expect(both.map((l) => [l.campaign.name, l.scenario.id, l.scenario.label, l.toRecord])).toEqual([
      ['Second', 'rhino', 'Rhino', true],
      ['Guided', 'quiet-streets', null, true],
    ]);
    // Deleted campaigns are gone from the answer.
    await call(c, 'campaigns.delete', { id });
    expect((await call(c, 'campaigns.forGame', { gameId: game.id })).map((l) => l.campaign.name)).toEqual(['Second']);
  });

  it('linkGame on the next guided scenario starts its attempt; unknown and unlinked games are refused', async () => {
    const id = await newCampaign(STARTER_V1.id, 'Guided');
    const unknown = '99999999-9999-4999-8999-999999999999';
    expect((await callError(c, 'campaigns.linkGame', { id, scenario: 'quiet-streets', gameId: unknown })).code).toBe(
      'game_not_found',
    );
    const game = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 'g2' });
    const d = await call(c, 'campaigns.linkGame', {
      id,
      scenario: 'quiet-streets',
      gameId: game.id,
      modes: { expert: true, heroic: 0, skirmish: null },
    });
    expect((d as McCampaignDetail).log!.scenarios[0]).toMatchObject({
      status: 'inProgress',
      attempts: [{ n: 1, games: [game.id], modes: { expert: true } }],
    });
    const other = await call(c, 'games.create', { game: 'fixture-skirmish', seed: 'g3' });
    expect(await callError(c, 'campaigns.recordFromGame', { id, gameId: other.id })).toEqual({
      code: 'campaign_game_not_linked',
      params: { gameId: other.id },
    });
  });
});

describe('without an open save file', () => {
  it('every campaign method → no_save_open (definitions need no file)', async () => {
    backend.context.saves.close();
    const id = '99999999-9999-4999-8999-999999999999';
    for (const [m, a] of [
      ['campaigns.list', { game: G }],
      ['campaigns.create', { game: G, definition: 'free-form', name: 'x' }],
      ['campaigns.get', { id }],
      ['campaigns.input', { id, input: start() }],
      ['campaigns.undo', { id }],
      ['campaigns.rename', { id, name: 'x' }],
      ['campaigns.delete', { id }],
      ['campaigns.export', { id }],
      ['campaigns.import', { content: '{}' }],
      ['campaigns.linkGame', { id, scenario: 's', gameId: id }],
      ['campaigns.recordFromGame', { id, gameId: id }],
      ['campaigns.forGame', { gameId: id }],
    ] as const) {
      expect((await callError(c, m, a)).code, m).toBe('no_save_open');
    }
    expect(await call(c, 'campaigns.definitions', { game: G })).toHaveLength(2);
  });
});
