// User content in the save file (issue 16 Build 4 and "Bad input"): the game-neutral `content.*` API,
// proven on the test-only fixture game's tiny content definition (test/fixtures/fixture-game/content.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import type { GameDefinition } from '../../../core/platform/definition';
import type { ContentItem } from '../../../core/platform/content';
import { fixtureGame } from '../../fixtures/fixture-game';
import { fixtureDefinition, gamesWithFixture } from '../../fixtures/fixture-game/definition';
import { call, callError, inProcess, removeDir, tempDir, type Caller } from '../../support/backend';

const G = 'fixture-skirmish';
let dir: string;
let backend: Backend;
let c: Caller;
let seen: Array<readonly ContentItem[]>;

/** A second test game whose engine's resolver reads the user's content (EngineDeps.userContent). */
const readsContent: GameDefinition = {
  ...fixtureDefinition,
  id: 'fixture-content-reader',
  features: ['engine'],
  catalog: undefined,
  collection: undefined,
  decks: undefined,
  engines: [
    {
      module: { ...fixtureGame, id: 'fixture-content-reader' },
      resolveOptions: (options, deps) => {
        seen.push(deps.userContent?.() ?? []);
        return options;
      },
    },
  ],
};

beforeEach(() => {
  dir = tempDir();
  seen = [];
  backend = createBackend({
    dataDir: dir,
    appVersion: 't',
    log: () => undefined,
    games: [...gamesWithFixture, readsContent],
  });
  c = inProcess(backend);
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

const banner = { id: 'red', name: 'Red banner' };
const unit = { id: 'pikes', name: 'Pikemen', power: 3, banner: 'red' };

describe('content.* on the fixture game (platform, game-neutral)', () => {
  it('saves, lists, gets and validates items; an edit keeps the item’s place and creation time', async () => {
    expect(await call(c, 'content.list', { game: G })).toEqual([]);
    expect(await call(c, 'content.validate', { game: G, kind: 'banner', value: banner })).toEqual({ ok: true });
    const saved = await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    expect(saved).toMatchObject({
      ok: true,
      entry: { kind: 'banner', id: 'red', name: { en: 'Red banner' }, value: banner },
    });
    await call(c, 'content.save', { game: G, kind: 'unit', value: unit });
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red', 'pikes']);
    const before = await call(c, 'content.get', { game: G, id: 'red' });
    const edited = await call(c, 'content.save', {
      game: G,
      kind: 'banner',
      value: { ...banner, name: 'Crimson banner' },
      replaces: 'red',
    });
    expect(edited.ok && edited.entry.name).toEqual({ en: 'Crimson banner' });
    expect(edited.ok && edited.entry.createdAt).toBe(before.createdAt);
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red', 'pikes']);
  });

  it('refuses an invalid item with its problems (paths relative to the item) and saves nothing', async () => {
    const bad = { id: 'Bad Id', name: 'x', power: 12, banner: 'nowhere' };
    const check = await call(c, 'content.validate', { game: G, kind: 'unit', value: bad });
    expect(check.ok).toBe(false);
    const paths = !check.ok ? check.problems.map((p) => p.path).sort() : [];
    expect(paths).toEqual(['$.id', '$.power']);
    const saved = await call(c, 'content.save', { game: G, kind: 'unit', value: bad });
    expect(saved).toEqual(check);
    // a reference to a banner that is not saved
    const orphan = await call(c, 'content.save', { game: G, kind: 'unit', value: unit });
    expect(orphan).toEqual({
      ok: false,
      problems: [{ code: 'unknown_banner', path: '$.banner', params: { id: 'red' } }],
    });
    expect(await call(c, 'content.list', { game: G })).toEqual([]);
  });

  it('refuses an id already used by another item (one namespace for every kind)', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    const twice = await call(c, 'content.save', {
      game: G,
      kind: 'unit',
      value: { id: 'red', name: 'Reds', power: 1 },
    });
    expect(twice).toEqual({ ok: false, problems: [{ code: 'id_taken', path: '$.id', params: { id: 'red' } }] });
  });

  it('a delete that would leave another item broken is refused; otherwise the item is gone', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    await call(c, 'content.save', { game: G, kind: 'unit', value: unit });
    const refused = await call(c, 'content.delete', { game: G, id: 'red' });
    expect(refused).toMatchObject({ ok: false, problems: [{ code: 'unknown_banner', params: { id: 'red' } }] });
    expect((await call(c, 'content.list', { game: G })).length).toBe(2);
    expect(await call(c, 'content.delete', { game: G, id: 'pikes' })).toEqual({ ok: true });
    expect(await call(c, 'content.delete', { game: G, id: 'red' })).toEqual({ ok: true });
    expect(await call(c, 'content.list', { game: G })).toEqual([]);
  });

  it('an id change re-points the edit; a broken reference from another item refuses it', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    await call(c, 'content.save', { game: G, kind: 'unit', value: unit });
    const renamed = await call(c, 'content.save', {
      game: G,
      kind: 'banner',
      value: { id: 'blue', name: 'B' },
      replaces: 'red',
    });
    expect(renamed.ok).toBe(false);
    const unitRenamed = await call(c, 'content.save', {
      game: G,
      kind: 'unit',
      value: { ...unit, id: 'halberds' },
      replaces: 'pikes',
    });
    expect(unitRenamed.ok).toBe(true);
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red', 'halberds']);
  });

  it('export gives one file that imports back as it was into another save', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    await call(c, 'content.save', { game: G, kind: 'unit', value: unit });
    const exported = await call(c, 'content.export', { game: G });
    expect(exported).toMatchObject({ fileName: 'skirmish-content.json', mime: 'application/json', items: 2 });
    await call(c, 'saves.new', { name: 'other' });
    expect(await call(c, 'content.list', { game: G })).toEqual([]);
    expect(await call(c, 'content.import', { game: G, content: exported.content })).toEqual({
      ok: true,
      added: ['red', 'pikes'],
      replaced: [],
    });
    expect((await call(c, 'content.list', { game: G })).map((e) => e.value)).toEqual([banner, unit]);
    // importing it again replaces the same items
    expect(await call(c, 'content.import', { game: G, content: exported.content })).toEqual({
      ok: true,
      added: [],
      replaced: ['red', 'pikes'],
    });
    expect((await call(c, 'content.export', { game: G })).content).toBe(exported.content);
  });

  it('Bad input: a file with any problem is refused whole, every problem with its line, and nothing is saved', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    const text = [
      '{',
      '  "format": "skirmish-content",',
      '  "banners": [',
      '    { "id": "gold", "name": "Gold" },',
      '    { "id": "gold", "name": "Gold again" }',
      '  ],',
      '  "units": [',
      '    { "id": "archers", "name": "Archers", "power": 2, "banner": "gold" },',
      '    { "id": "knights", "name": "Knights", "power": 4, "banner": "green" }',
      '  ]',
      '}',
    ].join('\n');
    const result = await call(c, 'content.import', { game: G, content: text });
    expect(result).toEqual({
      ok: false,
      problems: [
        { code: 'duplicate_id', path: '$.banners[1].id', line: 5, params: { id: 'gold' } },
        { code: 'unknown_banner', path: '$.units[1].banner', line: 9, params: { id: 'green' } },
      ],
    });
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red']);
    const syntax = await call(c, 'content.import', {
      game: G,
      content: '{\n  "format": "skirmish-content",\n  "units": [\n}',
    });
    expect(syntax).toEqual({
      ok: false,
      problems: [{ code: 'json_syntax', path: '$', line: 4, params: { column: 1 } }],
    });
    expect((await call(c, 'content.list', { game: G })).map((e) => e.id)).toEqual(['red']);
  });

  it('refusals by code: an unknown item, an unknown kind, a game without content, an unknown game', async () => {
    expect(await callError(c, 'content.get', { game: G, id: 'nope' })).toEqual({
      code: 'content_not_found',
      params: { game: G, id: 'nope' },
    });
    expect((await callError(c, 'content.delete', { game: G, id: 'nope' })).code).toBe('content_not_found');
    expect((await callError(c, 'content.save', { game: G, kind: 'unit', value: unit, replaces: 'nope' })).code).toBe(
      'content_not_found',
    );
    expect(await callError(c, 'content.save', { game: G, kind: 'dragon', value: {} })).toEqual({
      code: 'content_kind_unknown',
      params: { game: G, kind: 'dragon' },
    });
    expect(await callError(c, 'content.list', { game: 'marvel-champions' })).toEqual({
      code: 'game_feature_missing',
      params: { game: 'marvel-champions', feature: 'content' },
    });
    expect((await callError(c, 'content.list', { game: 'no-such-game' })).code).toBe('unknown_game');
  });

  it('two games’ content never mixes', async () => {
    await call(c, 'content.save', { game: G, kind: 'banner', value: banner });
    expect(await call(c, 'content.list', { game: 'fixture-content-reader' })).toEqual([]);
    await call(c, 'content.save', {
      game: 'fixture-content-reader',
      kind: 'banner',
      value: { id: 'red', name: 'Other red' },
    });
    expect((await call(c, 'content.get', { game: G, id: 'red' })).name).toEqual({ en: 'Red banner' });
  });

  it('an engine’s option resolver reads the user’s saved content of its game (EngineDeps.userContent)', async () => {
    await call(c, 'content.save', { game: 'fixture-content-reader', kind: 'banner', value: banner });
    await call(c, 'content.save', { game: G, kind: 'banner', value: { id: 'other', name: 'Not this game' } });
    await call(c, 'games.create', {
      game: 'fixture-content-reader',
      players: [
        { id: 'a', seats: ['P1'] },
        { id: 'b', seats: ['P2'] },
      ],
    });
    expect(seen).toEqual([[{ kind: 'banner', id: 'red', value: banner }]]);
  });
});
