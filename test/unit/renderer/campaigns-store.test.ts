/**
 * The campaigns store against the real backend in-process (dispatch and its event bus standing in
 * for the transport), issue 6: list, create with the heroes, open, entries, a rejected entry that
 * changes nothing, undo, modes for the guided set-up, changes made elsewhere, export/import with
 * an altered file refused, delete.
 */
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import path from 'node:path';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { ApiFailure, setApiClient } from '../../../renderer/src/api/client';
import type { GameSummary } from '../../../core/api/games';
import { Rng, seedRng } from '../../../core/kernel';
import {
  emptyDraft,
  gameOutcome,
  recordFromGameArgs,
  specFor,
} from '../../../renderer/src/games/marvel-champions/campaigns/result-form';
import { useCampaignsStore } from '../../../renderer/src/games/marvel-champions/campaigns/store';
import { removeDir, tempDir } from '../../support/backend';
import { backendApiClient } from '../../support/fake-api';

let dir: string;
let backend: Backend;
let calls: string[];

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** Another window of the app: calls the backend directly (its events reach the store). */
async function elsewhere<T = unknown>(method: string, args: unknown): Promise<T> {
  const env = await backend.dispatch(method, args);
  if (!env.ok) throw new Error(JSON.stringify(env.error));
  return env.value as T;
}

const START = {
  type: 'start' as const,
  expert: false,
  heroes: [
    { key: 'h1', identity: 'stw-h', player: 'Ana' },
    { key: 'h2', identity: 'bwk-h', player: 'Ben' },
  ],
};

beforeEach(() => {
  setActivePinia(createPinia());
  dir = tempDir();
  backend = createBackend({ dataDir: path.join(dir, 'data'), appVersion: 't', log: () => undefined });
  calls = [];
  setApiClient(backendApiClient(() => backend, calls));
});
afterEach(() => {
  useCampaignsStore().unsubscribe();
  setApiClient(null);
  backend.close();
  removeDir(dir);
});

async function created() {
  const store = useCampaignsStore();
  await store.loadList();
  const detail = await store.create({ definition: 'deckhand-starter', name: '  Tuesday group ', start: START });
  await store.open(detail.summary.id);
  return { store, id: detail.summary.id };
}

describe('campaigns store', () => {
  it('definitions, then create (name trimmed, heroes started) joins the list; open shows the derived log', async () => {
    const store = useCampaignsStore();
    expect((await store.loadDefinitions()).map((d) => d.id)).toEqual(['deckhand-starter', 'free-form']);
    await store.loadDefinitions();
    expect(calls.filter((c) => c === 'campaigns.definitions')).toHaveLength(1);
    const { id } = await created();
    expect(store.list.map((c) => [c.id, c.name])).toEqual([[id, 'Tuesday group']]);
    expect(store.current?.log?.heroes.map((h) => h.identity)).toEqual(['stw-h', 'bwk-h']);
    expect(store.current?.prepared?.scenario).toBe('quiet-streets');
  });

  it('an entry updates the open campaign and its row; a rejected one throws the reason and changes nothing', async () => {
    const { store } = await created();
    const before = store.current;
    const failure = await store
      .input({
        type: 'scenario.result',
        scenario: 'chrome-pipeline',
        outcome: 'lost',
        records: { threat: 0, victory: 0 },
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      code: 'campaign_input_rejected',
      params: { code: 'campaign.scenarioLocked', scenario: 'chrome-pipeline', next: 'quiet-streets' },
    });
    expect(store.current).toBe(before);
    expect(store.busy.input).toBe(false);
    await store.input({
      type: 'scenario.result',
      scenario: 'quiet-streets',
      outcome: 'won',
      records: { threat: 0, victory: 2 },
      choices: { recruiter: 'h1' },
    });
    expect(store.current?.summary.progress).toEqual({ won: 1, total: 3 });
    expect(store.current?.log?.victory).toBe(2);
    expect(store.list[0].progress).toEqual({ won: 1, total: 3 });
    expect(store.current?.prepared?.scenario).toBe('chrome-pipeline');
  });

  it('modes only change the set-up shown until the scenario starts; then they belong to it', async () => {
    const { store } = await created();
    await store.setModes({ expert: true, heroic: 0, skirmish: null });
    expect(store.current?.prepared?.sets).toContain('expert');
    expect(store.current?.summary.inputs).toBe(1);
    await store.input({
      type: 'scenario.start',
      scenario: 'quiet-streets',
      modes: { expert: true, heroic: 0, skirmish: null },
    });
    expect(store.modes).toBeNull();
    expect(store.current?.log?.scenarios[0].attempts[0].modes.expert).toBe(true);
  });

  it('undo takes back exactly the last entry', async () => {
    const { store } = await created();
    await store.input({ type: 'counter.add', section: 'decree', delta: 2 });
    expect(store.current?.log?.sections.find((s) => s.id === 'decree')?.value).toBe(2);
    await store.undo();
    expect(store.current?.log?.sections.find((s) => s.id === 'decree')?.value).toBe(0);
    expect(store.current?.summary.inputs).toBe(1);
    await store.undo();
    expect(store.current?.log?.started).toBe(false);
    expect(store.current?.canUndo).toBe(false);
  });

  it('follows changes made elsewhere: an entry, a rename, a deletion', async () => {
    const { store, id } = await created();
    await elsewhere('campaigns.input', { id, input: { type: 'counter.add', section: 'decree', delta: 1 } });
    await until(() => store.current?.summary.inputs === 2);
    expect(store.current?.log?.sections.find((s) => s.id === 'decree')?.value).toBe(1);
    await elsewhere('campaigns.rename', { id, name: 'Renamed' });
    await until(() => store.current?.summary.name === 'Renamed' && store.list[0]?.name === 'Renamed');
    await elsewhere('campaigns.delete', { id });
    await until(() => store.openError !== null);
    expect(store.openError?.code).toBe('campaign_not_found');
    expect(store.current).toBeNull();
    await until(() => store.list.length === 0);
  });

  it('export → import gives a second campaign with the same log; an altered file is refused and nothing is added', async () => {
    const { store, id } = await created();
    await store.input({ type: 'counter.add', section: 'decree', delta: 3 });
    const file = await store.exportCampaign(id);
    expect(file.fileName).toBe('Tuesday group.deckhand-campaign.json');
    const imported = await store.importCampaign(file.content);
    expect(imported.inputs).toBe(2);
    expect(store.list).toHaveLength(2);
    const altered = file.content.replace('"delta":3', '"delta":4');
    expect(altered).not.toBe(file.content);
    await expect(store.importCampaign(altered)).rejects.toMatchObject({ code: 'campaign_import_altered' });
    await expect(store.importCampaign('not json')).rejects.toMatchObject({
      code: 'campaign_import_invalid',
      params: { reason: 'json' },
    });
    expect(store.list).toHaveLength(2);
    expect(store.busy.import).toBe(false);
  });

  it('delete removes the row and closes the campaign; a missing campaign cannot be opened', async () => {
    const { store, id } = await created();
    await store.remove(id);
    expect(store.list).toEqual([]);
    expect(store.currentId).toBeNull();
    await expect(store.open(id)).rejects.toMatchObject({ code: 'campaign_not_found' });
    expect(store.openError?.code).toBe('campaign_not_found');
  });

  it('"Start this scenario as a game": the backend builds the game from the guided set-up and links it to the attempt', async () => {
    const { store } = await created();
    await store.setModes({ expert: false, heroic: 1, skirmish: null });
    const prepared = store.current!.prepared!;
    expect(store.current!.game).toMatchObject({ ok: true });
    const game = await store.startGame('Tuesday group — Quiet Streets', prepared.modes);
    expect(game).toMatchObject({
      game: 'marvel-champions',
      seats: ['P1', 'P2'],
      name: 'Tuesday group — Quiet Streets',
    });
    expect(game.players.map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(calls.filter((c) => c.startsWith('campaigns.') || c.startsWith('games.'))).toContain('campaigns.startGame');
    const attempt = store.current!.log!.scenarios[0].attempts[0];
    expect(attempt).toMatchObject({ games: [game.id], outcome: null, modes: { heroic: 1 } });
    expect((await store.loadGames()).map((g) => g.id)).toEqual([game.id]);
    // Not finished yet: its result cannot be read from it.
    await expect(store.recordFromGame({ gameId: game.id })).rejects.toMatchObject({
      code: 'campaign_game_not_finished',
    });
  });

  it('record from a finished saved game: won/lost from the game, records, choices, a note and extra eliminations from the form', async () => {
    // A backend with the test-only fixture game (the real engine's games take long to finish).
    backend.close();
    backend = createBackend({
      dataDir: path.join(dir, 'data2'),
      appVersion: 't',
      log: () => undefined,
      games: gamesWithFixture,
    });
    const { store } = await created();
    const game = await elsewhere<{ id: string }>('games.create', {
      game: 'fixture-skirmish',
      seed: 'camp',
      options: { rounds: 1, turns: 1 },
    });
    await store.linkGame('quiet-streets', game.id);
    await expect(store.recordFromGame({ gameId: game.id })).rejects.toMatchObject({
      code: 'campaign_game_not_finished',
    });
    const rng = new Rng(seedRng('campaign'));
    let view = await elsewhere<any>('games.open', { id: game.id, seat: null });
    for (let i = 0; i < 500 && view.next; i++) {
      view = await elsewhere<any>('games.open', { id: game.id, seat: view.next.seat });
      const pick = view.legal[rng.int(0, view.legal.length - 1)];
      view = await elsewhere<any>('games.act', {
        id: game.id,
        action: { ...pick, seat: view.seat, stateVersion: view.stateVersion },
      });
    }
    const summary = (await elsewhere<GameSummary[]>('games.list', {})).find((g) => g.id === game.id)!;
    const outcome = gameOutcome(summary)!;
    expect(outcome).not.toBeNull();
    const spec = specFor(store.current!.definition, 'quiet-streets', ['h1', 'h2']);
    const draft = {
      ...emptyDraft(spec),
      outcome,
      records: { threat: 3, victory: 1 },
      choices: { recruiter: 'h2' },
      note: ' from the game ',
    };
    draft.heroes = { h1: 'ok', h2: 'eliminated' };
    const args = recordFromGameArgs(spec, draft, game.id);
    expect(args).toEqual({
      gameId: game.id,
      records: { threat: 3, victory: 1 },
      ...(outcome === 'won' ? { choices: { recruiter: 'h2' } } : {}),
      heroes: { h2: 'eliminated' },
      note: 'from the game',
    });
    await store.recordFromGame(args);
    const attempt = store.current!.log!.scenarios[0].attempts[0];
    expect(attempt).toMatchObject({
      outcome,
      records: { threat: 3, victory: 1 },
      note: 'from the game',
      games: [game.id],
    });
    expect(attempt.heroes.h2).toBe('eliminated');
  });

  it("saved games for linking are this game's only; linking an unknown game is refused", async () => {
    const { store } = await created();
    expect(await store.loadGames()).toEqual([]);
    await expect(store.linkGame('quiet-streets', '00000000-0000-4000-8000-000000000009')).rejects.toMatchObject({
      code: 'game_not_found',
    });
    expect(store.current?.summary.inputs).toBe(1);
  });
});
