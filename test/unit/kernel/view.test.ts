import { describe, expect, it } from 'vitest';
import { canSee, checkLeak, describeEvent, jsonProblem, Rng, seedRng } from '../../../core/kernel';
import { fixtureGame, type FixtureEvent } from '../../fixtures/fixture-game';
import { Table, type Fixture } from './helpers';

const text = (value: unknown) => JSON.stringify(value);
const cardsIn = (value: unknown) => new Set(text(value).match(/P\d-\d+/g) ?? []);

describe('view hides what a seat may not see', () => {
  it("shows a seat its own hand and only the size of the others' hands", () => {
    const t = new Table(fixtureGame, { seats: 3 });
    const v = fixtureGame.view(t.state, 'P1') as { seats: Record<string, { hand: unknown; deck: unknown }> };
    expect(v.seats.P1.hand).toEqual(t.hand('P1'));
    expect(v.seats.P2.hand).toBe(3);
    expect(v.seats.P3.hand).toBe(3);
    for (const card of [...t.hand('P2'), ...t.hand('P3')]) expect(text(v)).not.toContain(`"${card}"`);
  });

  it('never shows deck order or contents, to anyone, nor the generator state', () => {
    const t = new Table(fixtureGame, { seats: 3 });
    for (const viewer of ['P1', 'P2', 'P3', null]) {
      const v = fixtureGame.view(t.state, viewer);
      expect(jsonProblem(v)).toBeNull();
      const shown = cardsIn(v);
      for (const seat of t.state.seats)
        for (const card of t.state.zones[`deck.${seat}`]) expect(shown.has(card)).toBe(false);
      expect(text(v)).not.toContain('rng');
      expect((v as { seats: Record<string, { deck: unknown }> }).seats.P1.deck).toBe(7);
    }
  });

  it('keeps a committed secret bid hidden from the others until everyone has committed', () => {
    const t = new Table();
    while (t.state.phase === 'turns') t.must(t.turn, { type: 'pass' });
    const bid = t.hand('P1')[0];
    t.must('P1', { type: 'bid', card: bid });
    const p1 = fixtureGame.view(t.state, 'P1') as { seats: Record<string, { bid: unknown }>; committed: string[] };
    const p2 = fixtureGame.view(t.state, 'P2') as typeof p1;
    const spectator = fixtureGame.view(t.state, null) as typeof p1;
    expect(p1.seats.P1.bid).toEqual([bid]);
    expect(p2.seats.P1.bid).toBe(1); // that P1 committed a card is public (like a card back), which card is not
    expect(p2.committed).toEqual(['P1']);
    expect(cardsIn(p2).has(bid)).toBe(false);
    expect(cardsIn(spectator).has(bid)).toBe(false);
    // The log line of the commit does not name the card either.
    const commit = t.events.filter((e) => e.type === 'committed').at(-1)!;
    for (const viewer of ['P1', 'P2', null])
      expect(text(describeEvent(fixtureGame, commit, viewer))).not.toContain(bid);
    // The last commit reveals every bid.
    t.must('P2', { type: 'bid', card: null });
    const showdown = t.events.find((e) => e.type === 'showdown')!;
    expect(text(describeEvent(fixtureGame, showdown, 'P2'))).toContain(bid);
    expect(
      (fixtureGame.view(t.state, 'P2') as { seats: Record<string, { discard: string[] }> }).seats.P1.discard,
    ).toContain(bid);
  });

  it('tells only the drawing seat which cards it drew', () => {
    const t = new Table(fixtureGame, { rounds: 2 });
    while (t.state.phase === 'turns') t.must(t.turn, { type: 'play', card: t.hand(t.turn)[0] });
    // (windows may open for high cards; answer them)
    while (t.state.phase !== 'showdown') t.must(t.turn, fixtureGame.legalActions(t.state, t.turn)[0]);
    t.must('P1', { type: 'bid', card: null });
    t.must('P2', { type: 'bid', card: null });
    const drew = t.events
      .filter((e): e is Extract<FixtureEvent, { type: 'drew' }> => e.type === 'drew' && e.seat === 'P1')
      .at(-1)!;
    expect(describeEvent(fixtureGame, drew, 'P1')).toEqual({
      key: 'fixture.log.drewOwn',
      params: { seat: 'P1', cards: [...drew.cards] },
    });
    expect(describeEvent(fixtureGame, drew, 'P2')).toEqual({
      key: 'fixture.log.drew',
      params: { seat: 'P1', count: drew.cards.length },
    });
    expect(describeEvent(fixtureGame, drew, null)).toEqual({
      key: 'fixture.log.drew',
      params: { seat: 'P1', count: drew.cards.length },
    });
  });

  it('hides a face-down board card from everyone but its owner', () => {
    const t = new Table();
    const card = t.hand('P1').find((c) => Number(c.split('-')[1]) % 5 < 3)!; // value 1-3: no window
    t.must('P1', { type: 'play', card });
    t.must('P2', { type: 'manual.flip', piece: card });
    expect(cardsIn(fixtureGame.view(t.state, 'P2')).has(card)).toBe(false);
    expect(cardsIn(fixtureGame.view(t.state, null)).has(card)).toBe(false);
    expect(cardsIn(fixtureGame.view(t.state, 'P1')).has(card)).toBe(true);
  });
});

describe('leak check by indistinguishability (what the fuzzer runs)', () => {
  const t = new Table(fixtureGame, { seats: 3 });
  const rng = () => new Rng(seedRng('leak'));

  it('finds nothing in the fixture game for any viewer', () => {
    for (const viewer of ['P1', 'P2', 'P3', null]) expect(checkLeak(fixtureGame, t.state, viewer, rng())).toBeNull();
  });

  it('catches a view that shows every hand', () => {
    const leaky: Fixture = {
      ...fixtureGame,
      view: (s, v) => ({ ...(fixtureGame.view(s, v) as object), hands: [s.zones['hand.P1'], s.zones['hand.P2']] }),
    };
    expect(checkLeak(leaky, t.state, 'P1', rng())).toEqual({ what: 'view', viewer: 'P1' });
  });

  it('catches a view that exposes the generator state (it predicts every future draw)', () => {
    const leaky: Fixture = { ...fixtureGame, view: (s, v) => ({ ...(fixtureGame.view(s, v) as object), seed: s.rng }) };
    expect(checkLeak(leaky, t.state, null, rng())).toEqual({ what: 'view', viewer: null });
  });

  it('catches legal actions that name a hidden card (e.g. "draw P1-7")', () => {
    const leaky: Fixture = {
      ...fixtureGame,
      legalActions: (s, seat) => [
        ...fixtureGame.legalActions(s, seat),
        ...(s.zones[`deck.${seat}`].length ? [{ type: 'play' as const, card: s.zones[`deck.${seat}`][0] }] : []),
      ],
    };
    expect(checkLeak(leaky, t.state, 'P1', rng())).toEqual({ what: 'legalActions', viewer: 'P1' });
  });

  it('catches a response window opened because of a hidden card', () => {
    const leaky: Fixture = {
      ...fixtureGame,
      pending: (s) =>
        s.zones['hand.P2'].some((c) => c.endsWith('-0'))
          ? { seats: ['P2'], mode: 'window', prompt: { key: 'x' } }
          : fixtureGame.pending(s),
    };
    // Find a state in which the answer depends on P2's hidden hand.
    const found = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].some((seed) => {
      const other = new Table(fixtureGame, { seats: 3 }, seed);
      return checkLeak(leaky, other.state, 'P1', rng())?.what === 'pending';
    });
    expect(found).toBe(true);
  });
});

describe('leak check options the four games need', () => {
  it('a module may accept that windows reveal who can respond (Marvel Champions)', () => {
    const eligibleOnly: Fixture = {
      ...fixtureGame,
      windowsRevealEligibility: true,
      pending: (s) =>
        s.zones['hand.P2'].some((c) => c.endsWith('-0'))
          ? { seats: ['P2'], mode: 'window', prompt: { key: 'x' } }
          : fixtureGame.pending(s),
    };
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const other = new Table(fixtureGame, { seats: 3 }, seed);
      expect(checkLeak(eligibleOnly, other.state, 'P1', new Rng(seedRng('leak')))).toBeNull();
    }
  });

  it('a face-down piece in a common zone is seen by its owner only (Berserk battlefield)', () => {
    const battlefield = { id: 'battlefield', owner: null, visibility: 'public' } as const;
    expect(canSee(battlefield, { faceUp: false, owner: 'P2' }, 'P2')).toBe(true);
    expect(canSee(battlefield, { faceUp: false, owner: 'P2' }, 'P1')).toBe(false);
    expect(canSee(battlefield, { faceUp: false }, 'P2')).toBe(false);
    expect(canSee(battlefield, { faceUp: true, owner: 'P2' }, null)).toBe(true);
    expect(canSee({ id: 'hand.P1', owner: 'P1', visibility: 'owner' }, {}, 'P1')).toBe(true);
    expect(canSee({ id: 'deck.P1', owner: 'P1', visibility: 'hidden' }, {}, 'P1')).toBe(false);
  });
});
