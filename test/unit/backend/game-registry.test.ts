import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { METHOD_NAMES } from '../../../core/api/methods';
import type { GameDefinition } from '../../../core/platform/definition';
import { fixtureDefinition, gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { call, callError, inProcess, removeDir, tempDir, type Caller } from '../../support/backend';

// The backend serves the games it is given (core/games/registry.ts by default): every method that
// names a game refuses one that is not registered, or a feature that game does not declare.
let dir: string;
let backend: Backend;
let c: Caller;

/** A registered game with none of the domains (the fixture game now has catalog, collection and decks). */
const bare: GameDefinition = { id: 'bare-game', defVersion: 1, nameKey: 'games.bare-game', features: [] };

beforeEach(() => {
  dir = tempDir();
  backend = createBackend({
    dataDir: dir,
    appVersion: 't',
    log: () => undefined,
    games: [...gamesWithFixture, bare],
  });
  c = inProcess(backend);
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

/** Methods of a domain whose arguments name a game, with the smallest valid arguments. */
const NAMED: Array<[string, Record<string, unknown>]> = [
  ['catalog.status', {}],
  ['catalog.search', { query: '' }],
  ['collection.summary', {}],
  ['collection.products', {}],
  ['decks.list', {}],
  ['decks.groups', {}],
  ['campaigns.definitions', {}],
  ['campaigns.list', {}],
];

describe('game ids in the API', () => {
  it('app.info lists exactly the games the backend was given, with their features', async () => {
    const info = await call(c, 'app.info', {});
    expect(info.games.map((g) => g.id)).toEqual([...gamesWithFixture, bare].map((g) => g.id));
    expect(info.games.find((g) => g.id === fixtureDefinition.id)?.features).toEqual([
      'catalog',
      'collection',
      'decks',
      'engine',
      'table',
    ]);
    expect(info.games.find((g) => g.id === fixtureDefinition.id)?.deckFormats).toEqual(['text']);
    expect(info.games.find((g) => g.id === bare.id)?.features).toEqual([]);
  });

  it('a game that is not registered → unknown_game naming it, for every domain', async () => {
    for (const [m, a] of NAMED) {
      expect(METHOD_NAMES).toContain(m);
      expect(await callError(c, m, { ...a, game: 'no-such-game' }), m).toEqual({
        code: 'unknown_game',
        params: { game: 'no-such-game' },
      });
    }
  });

  it('a registered game without the feature → game_feature_missing naming game and feature', async () => {
    for (const [m, a] of NAMED) {
      const feature = { catalog: 'catalog', collection: 'collection', decks: 'decks', campaigns: 'campaigns' }[
        m.split('.')[0]
      ];
      expect(await callError(c, m, { ...a, game: bare.id }), m).toEqual({
        code: 'game_feature_missing',
        params: { game: bare.id, feature },
      });
    }
  });

  it('a campaign file naming a game that is not registered, or has no campaigns here → unknown_game', async () => {
    const file = (game: string) => JSON.stringify({ kind: 'deckhand.campaign', format: 1, game });
    expect(await callError(c, 'campaigns.import', { content: file('no-such-game') })).toEqual({
      code: 'unknown_game',
      params: { game: 'no-such-game' },
    });
    expect(await callError(c, 'campaigns.import', { content: file(fixtureDefinition.id) })).toEqual({
      code: 'unknown_game',
      params: { game: fixtureDefinition.id },
    });
  });

  it('a malformed game id is invalid_args (never reaches a service)', async () => {
    expect((await callError(c, 'decks.list', { game: '../etc' })).code).toBe('invalid_args');
  });

  it('saved games name engines: an unknown engine stays game_unknown_module', async () => {
    expect((await callError(c, 'games.create', { game: 'no-such-engine' })).code).toBe('game_unknown_module');
    expect((await call(c, 'games.create', { game: fixtureDefinition.engines![0].module.id })).game).toBe(
      fixtureDefinition.engines![0].module.id,
    );
  });
});
