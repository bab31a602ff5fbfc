import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../../fixtures/fixture-game/definition';
import type { McPlayContent } from '../../../core/games/marvel-champions/play-content';
import { STARTER_DECKS } from '../../../core/games/marvel-champions/content';
import { call, callError, type Caller } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';

/**
 * The Marvel Champions engine as the app ships it (core/games/registry.ts): listed on the home
 * page, playable through games.*, and its content (`games.content`) for the play screen and the
 * new-game form.
 */
let t: TempBackend;
let c: Caller;
useTempBackend((x) => ({ c } = t = x));

describe('Marvel Champions registered (issue 5)', () => {
  it('app.info lists the game with its engine', async () => {
    const info = await call(c, 'app.info', {});
    const mc = info.games.find((g) => g.id === 'marvel-champions');
    expect(mc?.features).toEqual(expect.arrayContaining(['catalog', 'collection', 'decks', 'engine', 'table']));
  });

  it('games.content: starter heroes, scenarios, modular sets and every card a game can show', async () => {
    const { game, content } = await call(c, 'games.content', { game: 'marvel-champions' });
    expect(game).toBe('marvel-champions');
    const mc = content as McPlayContent;
    expect(mc.heroes.map((h) => h.identity)).toEqual(STARTER_DECKS.map((d) => d.identity));
    for (const h of mc.heroes) {
      expect(mc.cards[h.identity].type).toBe('hero');
      expect(mc.cards[h.alterEgo!].type).toBe('alter_ego');
    }
    const scenario = mc.scenarios[0];
    expect(mc.cards[scenario.villain.standard[0]].type).toBe('villain');
    expect(scenario.stages.length).toBeGreaterThan(0);
    expect(mc.modular.length).toBeGreaterThan(0);
    // unknown modules and games of another module are refused
    expect((await callError(c, 'games.content', { game: 'nope' })).code).toBe('game_unknown_module');
  });

  it('games.content with a game id adds the imported cards of its options', async () => {
    const imported = {
      code: 'x-ally',
      name: 'Imported Ally',
      type: 'ally',
      set: 'imported',
      cost: 1,
      hp: 2,
      atk: 1,
      thw: 1,
      manual: true,
    };
    const g = await call(c, 'games.create', {
      game: 'marvel-champions',
      seed: 'content',
      options: { cards: { 'x-ally': imported }, heroes: [{ identity: 'stw-h' }] },
    });
    const { content } = await call(c, 'games.content', { game: 'marvel-champions', id: g.id });
    expect((content as McPlayContent).cards['x-ally']).toMatchObject({ name: 'Imported Ally', manual: true });
    expect(
      (await callError(c, 'games.content', { game: 'marvel-champions', id: '00000000-0000-4000-8000-000000000000' }))
        .code,
    ).toBe('game_not_found');
  });

  it('games.create passes the engine’s reason for refused options (a translated code, not English)', async () => {
    const e = await callError(c, 'games.create', { game: 'marvel-champions', options: { scenario: 'nowhere' } });
    expect(e.code).toBe('game_rejected');
    expect(e.params).toMatchObject({
      code: 'malformed',
      field: 'options',
      reason: 'mc.unknownScenario',
      path: 'scenario',
    });
  });

  it('a starter game plays through games.act: mulligan, a basic power, end of turn', async () => {
    const g = await call(c, 'games.create', { game: 'marvel-champions', seed: 'round', options: {} });
    let view = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(view.pending?.prompt.key).toBe('mc.ask.mulligan');
    view = await call(c, 'games.act', {
      id: g.id,
      action: { type: 'done', seat: 'P1', stateVersion: view.stateVersion },
    });
    expect(view.pending?.prompt.key).toBe('mc.ask.main');
    const flip = view.legal.find((a) => a.type === 'flip')!;
    view = await call(c, 'games.act', { id: g.id, action: { ...flip, seat: 'P1', stateVersion: view.stateVersion } });
    const attack = view.legal.find((a) => a.type === 'basic' && a.power === 'attack')!;
    view = await call(c, 'games.act', { id: g.id, action: { ...attack, seat: 'P1', stateVersion: view.stateVersion } });
    expect(view.log.map((l) => l.key)).toContain('mc.log.basicAttack');
    // an illegal action is refused with the rule's code and section
    const e = await callError(c, 'games.act', {
      id: g.id,
      action: { type: 'flip', seat: 'P1', stateVersion: view.stateVersion },
    });
    expect(e.params).toMatchObject({ code: 'illegal', reason: 'mc.alreadyFlipped', rule: '§1.4' });
  });

  it('issue 12 §7: saved games name each seat by its hero, in the game and in the list', async () => {
    const g = await call(c, 'games.create', {
      game: 'marvel-champions',
      options: { heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] },
    });
    expect(g.seatNames).toEqual({ P1: 'Stormwright', P2: 'Bulwark' });
    const [listed] = await call(c, 'games.list', {});
    expect(listed.seatNames).toEqual({ P1: 'Stormwright', P2: 'Bulwark' });
  });

  it('a backend started with other games only has no Marvel Champions content', async () => {
    ({ c } = restart(t, { games: [fixtureDefinition] }));
    expect((await callError(c, 'games.content', { game: 'marvel-champions' })).code).toBe('game_unknown_module');
    expect(await call(c, 'games.content', { game: 'fixture-skirmish' })).toEqual({
      game: 'fixture-skirmish',
      content: null,
    });
  });
});
