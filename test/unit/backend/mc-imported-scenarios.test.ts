/**
 * Scenarios of the imported data through the API (issue 12 §1): `games.content` lists the villain
 * sets and modular sets of the imported catalog, `games.create` with a catalog scenario sets up the
 * game from the data (the record carries everything, so it replays without the catalog), and a
 * scenario whose cards the data lacks is refused with the list of what is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameView } from '../../../core/api/games';
import type { McView } from '../../../core/games/marvel-champions';
import type { McPlayContent } from '../../../core/games/marvel-champions/play-content';
import { referenceDataDir } from '../games/marvel-champions/reference-data';
import { call, callError, writeFolder, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';

const G = 'marvel-champions' as const;
const ref = referenceDataDir();
let dir: string;
let c: Caller;
useTempBackend((t) => ({ dir, c } = t));

/** The Core Set files of the reference data, the encounter cards filtered by `keep`. */
function coreFolder(keep: (card: { set_code?: string; code: string }) => boolean): string {
  const read = (f: string) => JSON.parse(fs.readFileSync(path.join(ref!, f), 'utf8')) as unknown;
  const encounter = (read('pack/core_encounter.json') as { set_code?: string; code: string }[]).filter(keep);
  return writeFolder(path.join(dir, 'core'), {
    'packs.json': JSON.stringify((read('packs.json') as { code: string }[]).filter((p) => p.code === 'core')),
    'sets.json': JSON.stringify(read('sets.json')),
    'pack/core.json': JSON.stringify(read('pack/core.json')),
    'pack/core_encounter.json': JSON.stringify(encounter),
  });
}

describe.skipIf(!ref)('scenarios of the imported data through the API (issue 12 §1)', () => {
  it('games.content lists Rhino, Klaw and Ultron with their recommended modular set; games.create plays Rhino', async () => {
    const before = (await call(c, 'games.content', { game: G })).content as McPlayContent;
    expect(before.scenarios.some((s) => s.imported)).toBe(false);
    // before an import the engine knows no such scenario
    const none = await callError(c, 'games.create', {
      game: G,
      seed: 's',
      options: { heroes: [{ identity: 'stw-h' }], scenario: 'rhino', modular: ['bomb_scare'] },
    });
    expect(none.params).toMatchObject({ code: 'malformed', reason: 'mc.unknownScenario' });

    await call(c, 'catalog.import', { game: G, source: { path: coreFolder(() => true) } });
    const mc = (await call(c, 'games.content', { game: G })).content as McPlayContent;
    const rhino = mc.scenarios.find((s) => s.id === 'rhino')!;
    expect(rhino).toMatchObject({ imported: true, name: 'Rhino', defaultModular: ['bomb_scare'], stages: [1, 2, 3] });
    expect(mc.cards[rhino.villain.standard[0]]).toMatchObject({ type: 'villain', name: 'Rhino' });
    expect(mc.modular.map((m) => m.id)).toEqual(expect.arrayContaining(['bomb_scare', 'masters_of_evil']));

    const g = await call(c, 'games.create', {
      game: G,
      seed: 'rhino',
      options: { heroes: [{ identity: 'stw-h' }], scenario: 'rhino', modular: ['bomb_scare'], expert: true },
    });
    const opened: GameView = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    const v = opened.view as unknown as McView;
    expect(v.villain[0].code).toBe('01095'); // Expert: stage II first (§2.16)
    expect(v.main?.code).toBe('01097b');

    // an imported modular set with our own scenario, and our modular set with an imported scenario
    const mixed = await call(c, 'games.create', {
      game: G,
      seed: 'mixed',
      options: { heroes: [{ identity: 'stw-h' }], scenario: 'null', modular: ['bomb_scare'] },
    });
    const m = (await call(c, 'games.open', { id: mixed.id, seat: 'P1' })).view as unknown as McView;
    expect(m.villain[0].code).toBe('nul-v1');
    const ours = await call(c, 'games.create', {
      game: G,
      seed: 'ours',
      options: { heroes: [{ identity: 'stw-h' }], scenario: 'ultron', modular: ['chrome'] },
    });
    const u = (await call(c, 'games.open', { id: ours.id, seat: 'P1' })).view as unknown as McView;
    expect(u.villain[0].code).toBe('01134');
  });

  it('a scenario with cards missing from the data is refused with the list of what is missing (issue 12 "Bad input")', async () => {
    await call(c, 'catalog.import', {
      game: G,
      source: { path: coreFolder((x) => x.set_code !== 'standard' && x.code !== '01115') },
    });
    const err = await callError(c, 'games.create', {
      game: G,
      seed: 'klaw',
      options: { heroes: [{ identity: 'stw-h' }], scenario: 'klaw', modular: ['masters_of_evil'], expert: true },
    });
    expect(err.code).toBe('game_rejected');
    expect(err.params).toMatchObject({
      reason: 'mc.scenarioIncomplete',
      missing: 'villain stage III, standard set',
      parts: ['villainStage:3', 'standardSet'],
    });
  });
});
