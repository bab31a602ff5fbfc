/**
 * A Marvel Champions game started with the player's own saved decks (games.create with
 * `heroes: [{ deckId }]`), through dispatch on the invented fixture data set: the backend resolves
 * the deck into engine options (§3.1 setup with the deck's identity, cards, obligation and nemesis
 * set), the record stores the resolved options and stays playable and verifiable after the deck
 * is edited or deleted and without the catalog; every refusal is a code.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../../electron/backend/backend';
import type { DeckRecord } from '../../../core/api/decks';
import type { GameView } from '../../../core/api/games';
import type { McView } from '../../../core/games/marvel-champions';
import type { McPlayContent } from '../../../core/games/marvel-champions/play-content';
import { mcDeckSeat } from '../../../core/games/marvel-champions/play-deck';
import { optionsSchema, setup } from '../../../core/games/marvel-champions/engine/setup';
import { fixtureCatalog, ironbarkDeck, nightjarDeck, twinViperDeck } from '../../fixtures/marvel-champions/decks';
import { call, callError, inProcess, type Caller } from '../../support/backend';
import { useTempBackend } from '../../support/temp-backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

const G = 'marvel-champions' as const;
let dir: string;
let c: Caller;

async function createDeck(d = nightjarDeck(), name = 'Night Watch'): Promise<DeckRecord> {
  return call(c, 'decks.create', {
    game: G,
    name,
    ...d,
    notes: '',
    tags: [],
  });
}

const mc = (v: GameView) => v.view as unknown as McView;

/** Act with the first legal action of `type` (optionally matching `pick`). */
async function actFirst(
  id: string,
  view: GameView,
  type: string,
  pick: (a: Record<string, unknown>) => boolean = () => true,
): Promise<GameView> {
  const action = (view.legal as unknown as Record<string, unknown>[]).find((a) => a.type === type && pick(a));
  expect(action, `a legal ${type}`).toBeDefined();
  return call(c, 'games.act', { id, action: { ...action!, seat: 'P1', stateVersion: view.stateVersion } as never });
}

useTempBackend((t) => ({ dir, c } = t));

describe('mcDeckSeat: a saved deck as a hero seat (§3.1 steps 1–6)', () => {
  it('takes the identity faces, the deck (hero set included, faces and reprints merged) and the obligation and nemesis set', () => {
    const r = mcDeckSeat(fixtureCatalog(), {
      identity: '90001a',
      slots: { ...nightjarDeck().slots, '90001a': 1, '92091': 1 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { identity, deck, cards } = r.seat;
    expect(identity).toBe('90001a');
    expect(cards['90001a']).toMatchObject({
      type: 'hero',
      flip: '90001b',
      hp: 10,
      hand: 5,
      obligation: '90011',
      nemesis: ['90012', '90013'],
    });
    expect(cards['90001b']).toMatchObject({ type: 'alter_ego', hand: 6 });
    expect(cards['90011']).toMatchObject({ type: 'obligation', owner: '90001a' });
    expect(cards['90012']).toMatchObject({ type: 'minion', owner: '90001a' });
    // the hero face in the slots is not a deck card; reprint 92091 counts as its original 90003
    expect(deck['90001a']).toBeUndefined();
    expect(deck['92091']).toBeUndefined();
    expect(deck['90003']).toBe(4);
    expect(deck['90110']).toBe(3);
    for (const code of Object.keys(deck)) expect(cards[code], code).toBeDefined();
  });

  it('§3.1 steps 1, 5, 6, 14: the engine sets the seat up from it — alter-ego form, obligation shuffled into the encounter deck, nemesis set aside, alter-ego hand size', () => {
    const r = mcDeckSeat(fixtureCatalog(), nightjarDeck());
    if (!r.ok) throw new Error(r.problem);
    const s = setup(
      optionsSchema.parse({ heroes: [{ identity: r.seat.identity, deck: r.seat.deck }], cards: r.seat.cards }),
      'seat',
    );
    expect(s.players.P1.form).toBe('alter_ego');
    expect(s.zones.encDeck.filter((id) => id.includes(':90011:'))).toHaveLength(1);
    expect(s.zones.setAside.filter((id) => /:(90012|90013):/.test(id))).toHaveLength(2);
    expect(s.zones['hand.P1']).toHaveLength(6);
  });

  it('refuses a deck without an identity, or with a code that is not a hero identity', () => {
    expect(mcDeckSeat(fixtureCatalog(), { identity: null, slots: {} })).toEqual({
      ok: false,
      problem: 'mc.unknownIdentity',
    });
    expect(mcDeckSeat(fixtureCatalog(), { identity: '90110', slots: {} })).toEqual({
      ok: false,
      problem: 'mc.unknownIdentity',
    });
    // an alter-ego code names the same identity
    const r = mcDeckSeat(fixtureCatalog(), { identity: '90001b', slots: {} });
    expect(r.ok && r.seat.identity).toBe('90001a');
  });
});

describe('games.create with saved decks', () => {
  it('§3.1: the deck’s identity sits in P1, the hand comes from the deck; plays; stays verifiable after the deck is edited and deleted', async () => {
    await importMcFixture(c, dir);
    const deck = await createDeck();
    const g = await call(c, 'games.create', { game: G, seed: 'deck-1', options: { heroes: [{ deckId: deck.id }] } });
    let view = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    const p1 = mc(view).players.P1;
    // §3.1 step 1: alter-ego side up; step 14: alter-ego hand size (6) from the deck's cards
    expect(p1.form).toBe('alter_ego');
    expect(['90001a', '90001b']).toContain(p1.identity?.code);
    expect(p1.hand).toHaveLength(6);
    const deckCodes = new Set(Object.keys(nightjarDeck().slots));
    for (const card of p1.hand!) expect(deckCodes.has(card.code), card.code).toBe(true);
    // every copy of the slots but the Permanent one (set aside, §2.13) and the 6 drawn
    const copies = Object.values(nightjarDeck().slots).reduce((a, b) => a + b, 0);
    expect(p1.deckCount).toBe(copies - 1 - 6);
    // §3.1 step 5: the nemesis set aside (with the Permanent card)
    expect(
      mc(view)
        .setAside.map((x) => x.code)
        .sort(),
    ).toEqual(['90010a', '90012', '90013']);

    // the record stores the resolved options, self-contained
    const exported = JSON.parse((await call(c, 'games.export', { id: g.id })).content) as {
      record: { options: Record<string, unknown> };
    };
    const options = exported.record.options as {
      heroes: { identity: string; deck: Record<string, number> }[];
      cards: Record<string, unknown>;
    };
    // the saved deck is named only by reference (id, version, name: the play history's decks, issue 19);
    // replay reads none of it (verifiable below after the deck is edited and deleted)
    expect(options.heroes).toEqual([
      {
        identity: '90001a',
        deck: expect.objectContaining({ '90110': 3 }),
        savedDeck: { id: deck.id, version: expect.any(Number), name: expect.any(String) },
      },
    ]);
    expect(Object.keys(options.cards)).toEqual(expect.arrayContaining(['90001a', '90001b', '90011', '90012', '90110']));
    // the content of the game names its imported cards
    const content = (await call(c, 'games.content', { game: G, id: g.id })).content as McPlayContent;
    expect(content.cards['90001a']).toMatchObject({ name: 'Nightjar', type: 'hero' });

    // a few legal actions: keep the hand, flip to Nightjar, a basic attack, end the turn
    view = await actFirst(g.id, view, 'done');
    expect(view.pending?.prompt.key).toBe('mc.ask.main');
    view = await actFirst(g.id, view, 'flip');
    expect(mc(view).players.P1.form).toBe('hero');
    view = await actFirst(g.id, view, 'basic', (a) => a.power === 'attack');
    expect(view.log.map((l) => l.key)).toContain('mc.log.basicAttack');
    const acted = view.stateVersion;
    expect(acted).toBe(3);

    // the deck changes and goes away: the game re-opens and verifies
    await call(c, 'decks.save', { game: G, id: deck.id, slots: { '90150': 40 } });
    await call(c, 'decks.delete', { game: G, id: deck.id });
    const path0 = (await call(c, 'saves.current', {}))!.path;
    await call(c, 'saves.new', { name: 'Other' });
    await call(c, 'saves.open', { path: path0 });
    expect(await call(c, 'games.verify', { id: g.id })).toEqual({ ok: true, actions: 3 });
    const reopened = await call(c, 'games.open', { id: g.id, seat: 'P1' });
    expect(reopened.stateVersion).toBe(acted);
    expect(mc(reopened).players.P1.hand!.map((h) => h.code)).toEqual(mc(view).players.P1.hand!.map((h) => h.code));
    await actFirst(g.id, reopened, 'endTurn');

    // and in another installation without the catalog or the deck (export → import replays it)
    const file = await call(c, 'games.export', { id: g.id });
    const other = createBackend({ dataDir: path.join(dir, 'other'), appVersion: 't', log: () => undefined });
    try {
      const oc = inProcess(other);
      const imported = await call(oc, 'games.import', { content: file.content });
      expect(await call(oc, 'games.verify', { id: imported.id })).toEqual({ ok: true, actions: 4 });
    } finally {
      other.close();
    }
  });

  it('two saved decks and a starter hero at one table; starter-only games are unchanged', async () => {
    await importMcFixture(c, dir);
    const a = await createDeck();
    const b = await createDeck(ironbarkDeck(), 'Grove');
    const g = await call(c, 'games.create', {
      game: G,
      seed: 'deck-3',
      options: { heroes: [{ deckId: a.id }, { identity: 'stw-h' }, { deckId: b.id }] },
    });
    const view = mc(await call(c, 'games.open', { id: g.id, seat: null }));
    expect(view.seats).toEqual(['P1', 'P2', 'P3']);
    expect(['90020a', '90020b']).toContain(view.players.P3.identity?.code);
    expect(view.players.P3.identity?.hp).toBe(12);
    const rec = JSON.parse((await call(c, 'games.export', { id: g.id })).content) as {
      record: { options: { heroes: unknown[] } };
    };
    expect(rec.record.options.heroes[1]).toEqual({ identity: 'stw-h' });
    // a starter game's stored options get nothing from the catalog
    const s = await call(c, 'games.create', { game: G, seed: 'starter', options: { heroes: [{ identity: 'stw-h' }] } });
    const srec = JSON.parse((await call(c, 'games.export', { id: s.id })).content) as {
      record: { options: { heroes: unknown[]; cards: unknown } };
    };
    expect(srec.record.options).toMatchObject({ heroes: [{ identity: 'stw-h' }], cards: {} });
  });

  it('errors: unknown deck, no catalog, no identity, the same deck twice', async () => {
    const noCatalog = await callError(c, 'games.create', {
      game: G,
      options: { heroes: [{ deckId: '00000000-0000-4000-8000-000000000000' }] },
    });
    expect(noCatalog).toMatchObject({ code: 'catalog_not_imported', params: { game: G } });
    await importMcFixture(c, dir);
    const missing = await callError(c, 'games.create', {
      game: G,
      options: { heroes: [{ deckId: '00000000-0000-4000-8000-000000000000' }] },
    });
    expect(missing).toMatchObject({ code: 'deck_not_found', params: { id: '00000000-0000-4000-8000-000000000000' } });

    const bare = await call(c, 'decks.create', {
      game: G,
      name: 'Bare',
      identity: null,
      aspects: [],
      slots: { '90150': 3 },
      notes: '',
      tags: [],
    });
    const noIdentity = await callError(c, 'games.create', {
      game: G,
      options: { heroes: [{ identity: 'stw-h' }, { deckId: bare.id }] },
    });
    expect(noIdentity).toMatchObject({
      code: 'game_rejected',
      params: { code: 'malformed', field: 'options', reason: 'mc.unknownIdentity', path: 'heroes.1.deckId' },
    });

    // an identity the engine cannot set up: no hit points in the data (§3.1 step 2)
    const viper = await createDeck(twinViperDeck(), 'Vipers');
    const noHp = await callError(c, 'games.create', { game: G, options: { heroes: [{ deckId: viper.id }] } });
    expect(noHp).toMatchObject({
      code: 'game_rejected',
      params: { reason: 'mc.unknownIdentity', path: 'heroes.0.deckId' },
    });

    const d = await createDeck();
    const twice = await callError(c, 'games.create', {
      game: G,
      options: { heroes: [{ deckId: d.id }, { deckId: d.id }] },
    });
    expect(twice).toMatchObject({
      code: 'game_rejected',
      params: { code: 'malformed', reason: 'mc.sameIdentityTwice' },
    });
    // a card the catalog does not know stays in the deck and the engine refuses it by code
    const odd = await call(c, 'decks.create', {
      game: G,
      name: 'Odd',
      identity: '90001a',
      aspects: ['justice'],
      slots: { ...nightjarDeck().slots, 'zz-none': 1 },
      notes: '',
      tags: [],
    });
    // such a deck breaks the deck-building rules: refused until the player confirms (issue 12 "Bad input")
    const unconfirmed = await callError(c, 'games.create', { game: G, options: { heroes: [{ deckId: odd.id }] } });
    expect(unconfirmed).toMatchObject({
      code: 'game_rejected',
      params: { code: 'malformed', reason: 'mc.illegalDeck', path: 'heroes.0.deckId' },
    });
    expect(String(unconfirmed.params.problems)).not.toBe('');
    const unknown = await callError(c, 'games.create', {
      game: G,
      options: { heroes: [{ deckId: odd.id, confirmIllegal: true }] },
    });
    expect(unknown).toMatchObject({
      code: 'game_rejected',
      params: { reason: 'mc.unknownCard', path: 'heroes.0.deck.zz-none' },
    });
    expect((await call(c, 'games.list', {})).length).toBe(0);
  });

  it('a deck that breaks the rules plays once confirmed, and the game records what it breaks (issue 12 "Bad input")', async () => {
    await importMcFixture(c, dir);
    const short = await createDeck({ ...nightjarDeck(), slots: { ...nightjarDeck().slots, '90151': 0 } }, 'Short');
    const g = await call(c, 'games.create', {
      game: G,
      options: { heroes: [{ deckId: short.id, confirmIllegal: true }] },
    });
    const { record } = JSON.parse((await call(c, 'games.export', { id: g.id })).content) as {
      record: { options: { heroes: { illegal?: string[]; confirmIllegal?: unknown }[] } };
    };
    expect(record.options.heroes[0].illegal?.length).toBeGreaterThan(0);
    expect(record.options.heroes[0]).not.toHaveProperty('confirmIllegal');
    // a legal deck records nothing
    const legal = await createDeck();
    const ok = await call(c, 'games.create', { game: G, options: { heroes: [{ deckId: legal.id }] } });
    const clean = JSON.parse((await call(c, 'games.export', { id: ok.id })).content) as {
      record: { options: { heroes: object[] } };
    };
    expect(clean.record.options.heroes[0]).not.toHaveProperty('illegal');
  });
});
