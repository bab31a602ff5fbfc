/**
 * Boxes counted component by component (product kind `components`, issue 15 §4) through the real
 * API, with War of the Ring's box list: add boxes (several copies), mark pieces missing or damaged
 * (bounds refused with the reason), a note, the user's count correction, a box whose stored
 * contents disagree with the game's current list (shown, never changed until accepted), the storage
 * round trip across a restart, and games.create refused with `components_missing` when an engine's
 * needs are not on the table (a test-only engine with War of the Ring's needs function).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { BoxInfo, BoxLine } from '../../../core/api/collection';
import { gameDefinitions } from '../../../core/games/registry';
import { WOTR_BASE, WOTR_BOXES, WOTR_LORDS } from '../../../core/games/war-of-the-ring/collection/boxes';
import { wotrComponentNeeds } from '../../../core/games/war-of-the-ring/collection/needs';
import { warOfTheRing } from '../../../core/games/war-of-the-ring/definition';
import type { BoxDefinition } from '../../../core/platform/collection';
import type { GameDefinition } from '../../../core/platform/definition';
import { fixtureGame, optionsSchema as fixtureOptions } from '../../fixtures/fixture-game';
import { call, callError } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';

const W = 'war-of-the-ring';
let t: TempBackend;
useTempBackend((x) => (t = x));

const line = (box: BoxInfo, component: string): BoxLine => {
  const l = box.lines.find((x) => x.component === component);
  if (!l) throw new Error(`no line ${component}`);
  return l;
};
const basePieces = WOTR_BASE.components.reduce((n, c) => n + c.count, 0);

async function addBase(count = 1): Promise<BoxInfo[]> {
  return call(t.c, 'collection.addBox', { game: W, code: 'base', count });
}

/** War of the Ring with another box list (a later release), everything else as registered. */
function withBoxes(boxes: readonly BoxDefinition[], engines = warOfTheRing.engines): GameDefinition[] {
  const wotr: GameDefinition = { ...warOfTheRing, collection: { productKinds: ['components'], boxes }, engines };
  return gameDefinitions.map((g) => (g.id === W ? wotr : g));
}

describe('boxes counted by component: adding, listing, removing', () => {
  it("lists the game's boxes: the base game and the three expansions, each with its components", async () => {
    const view = await call(t.c, 'collection.boxes', { game: W });
    expect(view.boxes).toEqual([]);
    expect(view.kinds.map((k) => [k.code, k.name])).toEqual([
      ['base', 'War of the Ring (second edition)'],
      ['lords', 'Lords of Middle-earth'],
      ['warriors', 'Warriors of Middle-earth'],
      ['kings', 'Kings of Middle-earth'],
    ]);
    const gondor = view.kinds[0].components.find((c) => c.key === 'gondor-regular');
    expect(gondor).toEqual({
      key: 'gondor-regular',
      groupKey: 'wotr.terms.nations.gondor',
      nameKey: 'wotr.collection.parts.gondor-regular',
      count: 15,
      unconfirmed: false,
      offTable: false,
    });
  });

  it('adds several copies of a box, each with every component and nothing missing; removes one', async () => {
    const added = await addBase(2);
    expect(added).toHaveLength(2);
    for (const b of added) {
      expect(b).toMatchObject({ code: 'base', known: true, nameKey: 'wotr.collection.boxes.base', differences: 0 });
      expect(b.totals).toEqual({ pieces: basePieces, missing: 0, damaged: 0 });
      expect(b.lines.map((l) => l.component)).toEqual(WOTR_BASE.components.map((c) => c.key));
      expect(b.lines.every((l) => l.agreement === 'same' && l.quantity === l.listed)).toBe(true);
    }
    expect(t.events).toContainEqual({ event: 'collection.changed', payload: { game: W } });
    expect(await call(t.c, 'collection.removeBox', { game: W, id: added[0].id })).toEqual({ removed: 1 });
    expect((await call(t.c, 'collection.boxes', { game: W })).boxes.map((b) => b.id)).toEqual([added[1].id]);
    expect(await callError(t.c, 'collection.removeBox', { game: W, id: added[0].id })).toMatchObject({
      code: 'product_not_found',
    });
  });

  it('refuses a box the game does not know, and a game without boxes', async () => {
    expect(await callError(t.c, 'collection.addBox', { game: W, code: 'hobbit-tales' })).toMatchObject({
      code: 'product_not_found',
      params: { packCode: 'hobbit-tales' },
    });
    expect(await callError(t.c, 'collection.boxes', { game: 'marvel-champions' })).toMatchObject({
      code: 'game_feature_missing',
    });
  });
});

describe('a component line: missing, damaged, note, the count (issue 15 §4, Bad input)', () => {
  it('marks 2 Gondor regulars missing and 1 damaged, with a note; the totals say so; a restart keeps it', async () => {
    const [box] = await addBase();
    const after = await call(t.c, 'collection.setComponent', {
      game: W,
      id: box.id,
      component: 'gondor-regular',
      missing: 2,
      damaged: 1,
      note: 'one bent spear',
    });
    expect(line(after, 'gondor-regular')).toMatchObject({ quantity: 15, listed: 15, missing: 2, damaged: 1 });
    expect(line(after, 'gondor-regular').note).toBe('one bent spear');
    expect(after.totals).toEqual({ pieces: basePieces, missing: 2, damaged: 1 });
    restart(t);
    const [again] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(again).toEqual(after);
  });

  it('refuses a value below 0, above the box count, or missing and damaged together above it, with the reason; nothing changes', async () => {
    const [box] = await addBase();
    const set = (v: Record<string, number>) =>
      callError(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'gondor-regular', ...v });
    expect(await set({ missing: -1 })).toEqual({
      code: 'component_count_invalid',
      params: { component: 'gondor-regular', field: 'missing', value: -1, max: 15, reason: 'negative' },
    });
    expect((await set({ damaged: 16 })).params).toMatchObject({ field: 'damaged', value: 16, reason: 'aboveCount' });
    expect((await set({ missing: 10, damaged: 6 })).params).toMatchObject({ field: 'damaged', reason: 'overTotal' });
    expect((await set({ quantity: 1000 })).params).toMatchObject({ field: 'quantity', max: 999, reason: 'aboveMax' });
    expect((await set({ quantity: 1, missing: 2 })).params).toMatchObject({ field: 'missing', reason: 'aboveCount' });
    const [now] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(now).toEqual(box);
    expect(
      await callError(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'palantir', missing: 1 }),
    ).toMatchObject({ code: 'component_not_found', params: { component: 'palantir' } });
  });

  it("takes the user's count for their box (their printing differs from the list), marked as corrected", async () => {
    const [box] = await call(t.c, 'collection.addBox', { game: W, code: 'warriors' });
    expect(line(box, 'faction-dice')).toMatchObject({ quantity: 2, listed: 2, unconfirmed: false });
    const after = await call(t.c, 'collection.setComponent', {
      game: W,
      id: box.id,
      component: 'faction-dice',
      quantity: 4,
      missing: 1,
    });
    expect(line(after, 'faction-dice')).toMatchObject({
      quantity: 4,
      listed: 2,
      missing: 1,
      corrected: true,
      agreement: 'same',
    });
    expect(after.differences).toBe(0);
    // back to the list's count: no longer a correction
    const back = await call(t.c, 'collection.setComponent', {
      game: W,
      id: box.id,
      component: 'faction-dice',
      quantity: 2,
      missing: 0,
    });
    expect(line(back, 'faction-dice').corrected).toBe(false);
  });
});

describe("a box whose stored contents disagree with the game's current list (issue 15, Bad input)", () => {
  /** A later release: 16 Gondor regulars, one more component, the VP markers gone. */
  const later: BoxDefinition = {
    ...WOTR_BASE,
    components: [
      ...WOTR_BASE.components
        .filter((c) => c.key !== 'vp-markers')
        .map((c) => (c.key === 'gondor-regular' ? { ...c, count: 16 } : c)),
      { key: 'new-token', groupKey: 'wotr.collection.groups.counters', nameKey: 'x.new', count: 2 },
    ],
  };

  it('shows the difference and keeps the stored values; accepting takes the list over', async () => {
    const [box] = await addBase();
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'gondor-regular', missing: 2 });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'vp-markers', missing: 1 });
    restart(t, { games: withBoxes([later, ...WOTR_BOXES.slice(1)]) });

    const [shown] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(shown.differences).toBe(3);
    expect(line(shown, 'gondor-regular')).toMatchObject({ quantity: 15, listed: 16, missing: 2, agreement: 'changed' });
    expect(line(shown, 'new-token')).toMatchObject({ quantity: null, listed: 2, agreement: 'added' });
    expect(line(shown, 'vp-markers')).toMatchObject({ quantity: 2, listed: null, missing: 1, agreement: 'removed' });
    // the stored count still bounds the line until the user accepts
    expect(
      (
        await callError(t.c, 'collection.setComponent', {
          game: W,
          id: box.id,
          component: 'gondor-regular',
          missing: 16,
        })
      ).params,
    ).toMatchObject({ max: 15, reason: 'aboveCount' });
    // reading again changes nothing
    expect((await call(t.c, 'collection.boxes', { game: W })).boxes[0]).toEqual(shown);

    const accepted = await call(t.c, 'collection.acceptBoxList', { game: W, id: box.id });
    expect(accepted.differences).toBe(0);
    expect(line(accepted, 'gondor-regular')).toMatchObject({ quantity: 16, listed: 16, missing: 2, agreement: 'same' });
    expect(line(accepted, 'new-token')).toMatchObject({ quantity: 2, missing: 0 });
    expect(accepted.lines.some((l) => l.component === 'vp-markers')).toBe(false);
    restart(t, { games: withBoxes([later, ...WOTR_BOXES.slice(1)]) });
    expect((await call(t.c, 'collection.boxes', { game: W })).boxes[0]).toEqual(accepted);
  });

  it('keeps a count the user corrected when the list changes, and never lets missing exceed the accepted count', async () => {
    const [box] = await addBase();
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'gondor-regular', quantity: 14 });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'rohan-regular', missing: 10 });
    const fewer: BoxDefinition = {
      ...WOTR_BASE,
      components: WOTR_BASE.components.map((c) =>
        c.key === 'gondor-regular' ? { ...c, count: 16 } : c.key === 'rohan-regular' ? { ...c, count: 8 } : c,
      ),
    };
    restart(t, { games: withBoxes([fewer]) });
    const [shown] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(line(shown, 'gondor-regular')).toMatchObject({
      quantity: 14,
      listed: 16,
      corrected: true,
      agreement: 'same',
    });
    expect(line(shown, 'rohan-regular')).toMatchObject({ quantity: 10, listed: 8, agreement: 'changed' });
    const accepted = await call(t.c, 'collection.acceptBoxList', { game: W, id: box.id });
    expect(line(accepted, 'gondor-regular').quantity).toBe(14);
    expect(line(accepted, 'rohan-regular')).toMatchObject({ quantity: 8, missing: 8 });
  });

  it("a Lords of Middle-earth box stored with the previous release's list: its lines by name, then the publisher's list once accepted", async () => {
    // the list of the release before (session 15): two unconfirmed card lines, no dice or counters
    const previous: BoxDefinition = {
      ...WOTR_LORDS,
      components: [
        ...WOTR_LORDS.components.filter((c) => ['elrond', 'galadriel', 'balrog'].includes(c.key)),
        { ...WOTR_LORDS.components[0], key: 'cards-lords-characters', nameKey: 'x', count: 3, unconfirmed: true },
        { ...WOTR_LORDS.components[0], key: 'cards-lords-other', nameKey: 'x', count: 0, unconfirmed: true },
        { ...WOTR_LORDS.components.at(-1)!, unconfirmed: true },
      ],
      retired: undefined,
    };
    restart(t, { games: withBoxes([WOTR_BASE, previous, ...WOTR_BOXES.slice(2)]) });
    const [box] = await call(t.c, 'collection.addBox', { game: W, code: 'lords' });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'cards-lords-other', quantity: 25 });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'elrond', damaged: 1, note: 'bent' });
    restart(t);

    const [shown] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(shown.lines.filter((l) => l.agreement === 'removed').map((l) => [l.component, l.nameKey])).toEqual([
      ['cards-lords-characters', 'wotr.collection.parts.cards-lords-characters'],
      ['cards-lords-other', 'wotr.collection.parts.cards-lords-other'],
    ]);
    expect(line(shown, 'cards-lords-other')).toMatchObject({ quantity: 25, corrected: true });
    expect(shown.lines.filter((l) => l.agreement === 'added').map((l) => l.component)).toEqual([
      'lords-figures-other',
      'cards-lords',
      'lords-dice',
      'lords-counters',
    ]);
    expect(line(shown, 'elrond')).toMatchObject({ damaged: 1, note: 'bent', agreement: 'same' });

    const accepted = await call(t.c, 'collection.acceptBoxList', { game: W, id: box.id });
    expect(accepted.differences).toBe(0);
    expect(accepted.lines.map((l) => [l.component, l.quantity])).toEqual(
      WOTR_LORDS.components.map((c) => [c.key, c.count]),
    );
    expect(line(accepted, 'elrond')).toMatchObject({ damaged: 1, note: 'bent' });
  });

  it('shows a box the game no longer knows by its code, and refuses to accept a list for it', async () => {
    const [box] = await call(t.c, 'collection.addBox', { game: W, code: 'lords' });
    restart(t, { games: withBoxes([WOTR_BASE]) });
    const [shown] = (await call(t.c, 'collection.boxes', { game: W })).boxes;
    expect(shown).toMatchObject({ code: 'lords', name: 'lords', known: false });
    expect(shown.lines.every((l) => l.agreement === 'removed')).toBe(true);
    expect(await callError(t.c, 'collection.acceptBoxList', { game: W, id: box.id })).toMatchObject({
      code: 'product_not_found',
    });
  });
});

describe('games.create refused when the boxes lack pieces the options need (components_missing)', () => {
  // A test-only engine standing in for the tracker: the fixture game's rules with `expansions` in its
  // options, and War of the Ring's needs function.
  const trackerTest = {
    ...fixtureGame,
    id: 'wotr-test-tracker',
    optionsSchema: fixtureOptions.extend({ expansions: z.array(z.enum(['lords', 'warriors', 'kings'])).default([]) }),
  };
  const games = () => withBoxes(WOTR_BOXES, [{ module: trackerTest, components: wotrComponentNeeds }]);
  const create = (expansions: string[] = []) => ({ game: 'wotr-test-tracker', options: { expansions } });

  it('creates the game when the user keeps no box in the collection', async () => {
    restart(t, { games: games() });
    await call(t.c, 'games.create', create(['lords']));
  });

  it('does not refuse for a piece the list named after the box was stored (no line yet), and checks it once the list is accepted', async () => {
    // a Lords box stored before its dice were listed: the list of that release without `lords-dice`
    const before: BoxDefinition = {
      ...WOTR_LORDS,
      components: WOTR_LORDS.components.filter((c) => c.key !== 'lords-dice'),
    };
    restart(t, {
      games: withBoxes(
        [WOTR_BASE, before, ...WOTR_BOXES.slice(2)],
        [{ module: trackerTest, components: wotrComponentNeeds }],
      ),
    });
    await addBase();
    const [box] = await call(t.c, 'collection.addBox', { game: W, code: 'lords' });
    restart(t, { games: games() });
    await call(t.c, 'games.create', create(['lords']));
    // accepted: the dice are a line of the box; marked missing, the game is refused for them
    await call(t.c, 'collection.acceptBoxList', { game: W, id: box.id });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'lords-dice', missing: 5 });
    expect(await callError(t.c, 'games.create', create(['lords']))).toMatchObject({ code: 'components_missing' });
  });

  it('refuses with the missing pieces, and creates it once another box or the damaged count covers them', async () => {
    restart(t, { games: games() });
    const [box] = await addBase();
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'gondor-regular', missing: 2 });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'elven-rings', missing: 1 });
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'rohan-elite', damaged: 3 });
    // the rulebook is not needed on the table
    await call(t.c, 'collection.setComponent', { game: W, id: box.id, component: 'rulebook', missing: 1 });
    const refused = await callError(t.c, 'games.create', create());
    expect(refused).toEqual({
      code: 'components_missing',
      params: {
        game: W,
        pieces: 3,
        componentKeys: ['wotr.collection.parts.gondor-regular', 'wotr.collection.parts.elven-rings'],
        components: ['base/gondor-regular', 'base/elven-rings'],
      },
    });
    expect((await call(t.c, 'games.list', {})).length).toBe(0);
    // a second, complete base box: the pieces not marked missing over both boxes suffice
    await addBase();
    await call(t.c, 'games.create', create());
  });

  it("checks an expansion's box only when the options name it and the user keeps that box", async () => {
    restart(t, { games: games() });
    await addBase();
    const [lords] = await call(t.c, 'collection.addBox', { game: W, code: 'lords' });
    await call(t.c, 'collection.setComponent', { game: W, id: lords.id, component: 'balrog', missing: 1 });
    await call(t.c, 'games.create', create());
    expect(await callError(t.c, 'games.create', create(['lords']))).toMatchObject({
      code: 'components_missing',
      params: { pieces: 1, components: ['lords/balrog'] },
    });
    // Warriors: no box kept, nothing checked
    await call(t.c, 'games.create', create(['warriors']));
  });

  it('leaves options the module refuses to the module', async () => {
    restart(t, { games: games() });
    await addBase();
    expect(await callError(t.c, 'games.create', create(['hobbit-tales']))).toMatchObject({ code: 'game_rejected' });
  });

  it("War of the Ring's needs: the base box always, each named expansion once, nothing off the table", () => {
    const base = wotrComponentNeeds({});
    expect(new Set(base.map((n) => n.product))).toEqual(new Set(['base']));
    expect(base.find((n) => n.component === 'gondor-regular')).toEqual({
      product: 'base',
      component: 'gondor-regular',
      count: 15,
    });
    expect(base.some((n) => n.component === 'rulebook' || n.component === 'leading-player-tokens')).toBe(false);
    const withLords = wotrComponentNeeds({ expansions: ['lords', 'lords', 'unknown'] });
    expect(withLords.filter((n) => n.product === 'lords').map((n) => n.component)).toEqual(
      WOTR_LORDS.components.filter((c) => !c.offTable && c.count > 0).map((c) => c.key),
    );
  });
});
