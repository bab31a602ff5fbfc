import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { act, digest, envelope, type Snapshot } from '../../../core/kernel';
import { fixtureGame, type FixtureState } from '../../fixtures/fixture-game';
import { freeze, Table, type Fixture } from './helpers';

/** Sends `input` to a frozen snapshot and checks that it is rejected with `code`, state untouched. */
function expectRejected(module: Fixture, snapshot: Snapshot<FixtureState>, input: unknown, code: string) {
  freeze(snapshot);
  const before = digest(snapshot.state);
  const result = act(module, snapshot, input);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.rejection.code).toBe(code);
  expect(digest(snapshot.state)).toBe(before);
  return result.rejection;
}

const passAll = (t: Table) => {
  while (t.state.phase === 'turns') t.must(t.turn, { type: 'pass' });
};

describe('act: every rejection code leaves the state unchanged', () => {
  it('malformed: envelope or action does not match its schema', () => {
    const t = new Table();
    const snap = t.snapshot;
    expectRejected(fixtureGame, snap, null, 'malformed');
    expectRejected(fixtureGame, snap, 'pass', 'malformed');
    expectRejected(fixtureGame, snap, { type: 'pass', stateVersion: 0 }, 'malformed'); // no seat
    expectRejected(fixtureGame, snap, { seat: 'P1', type: 'pass' }, 'malformed'); // no version
    expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: -1, type: 'pass' }, 'malformed');
    expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: 0, type: 42 }, 'malformed');
    expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: 0, type: 'fly' }, 'malformed');
    expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: 0, type: 'play' }, 'malformed'); // no card
    const r = expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: 0, type: 'pass', extra: 1 }, 'malformed'); // strict action
    expect(JSON.stringify(r?.params)).not.toMatch(/[A-Z][a-z]+ [a-z]+ [a-z]+/); // data, not English sentences
    expectRejected(fixtureGame, snap, { seat: 'P1', stateVersion: 0, type: 'manual.move', piece: 'P1-0' }, 'malformed'); // no destination
  });

  it('unknown_seat', () => {
    const t = new Table();
    expectRejected(fixtureGame, t.snapshot, envelope({ type: 'pass' }, 'P9', 0), 'unknown_seat');
  });

  it('stale_version: built on an older (or not yet existing) state', () => {
    const t = new Table();
    expectRejected(fixtureGame, t.snapshot, envelope({ type: 'pass' }, 'P1', 1), 'stale_version');
    t.must('P1', { type: 'pass' });
    const r = expectRejected(fixtureGame, t.snapshot, envelope({ type: 'pass' }, 'P2', 0), 'stale_version');
    expect(r?.params).toEqual({ expected: 1, got: 0 });
  });

  it('wrong_seat: the seat is not addressed by the pending decision', () => {
    const t = new Table();
    const r = expectRejected(fixtureGame, t.snapshot, envelope({ type: 'pass' }, 'P2', 0), 'wrong_seat');
    expect(r?.params).toEqual({ seat: 'P2', expected: ['P1'] });
  });

  it('illegal: not among the legal actions (kernel check) or refused by the module itself', () => {
    const t = new Table();
    const notMine = t.hand('P2')[0];
    const r = expectRejected(fixtureGame, t.snapshot, envelope({ type: 'play', card: notMine }, 'P1', 0), 'illegal');
    expect(r?.params.reason).toBe('kernel.notLegal');
    expectRejected(fixtureGame, t.snapshot, envelope({ type: 'bid', card: null }, 'P1', 0), 'illegal');
    // A module whose legalActions is not exhaustive: its own apply check answers.
    const open: Fixture = { ...fixtureGame, legalActionsExhaustive: false };
    const r2 = expectRejected(open, t.snapshot, envelope({ type: 'play', card: notMine }, 'P1', 0), 'illegal');
    expect(r2?.params).toEqual({ reason: 'fixture.notInHand', card: notMine });
  });

  it('internal: an exception in the module becomes a rejection, not a crash', () => {
    const t = new Table();
    const throwsInApply: Fixture = {
      ...fixtureGame,
      apply: () => {
        throw new Error('boom');
      },
    };
    const r = expectRejected(throwsInApply, t.snapshot, envelope({ type: 'pass' }, 'P1', 0), 'internal');
    expect(r?.params.error).toContain('boom');
    const throwsInPending: Fixture = {
      ...fixtureGame,
      pending: () => {
        throw new TypeError('bad');
      },
    };
    expectRejected(throwsInPending, t.snapshot, envelope({ type: 'pass' }, 'P1', 0), 'internal');
    // Even a state without the kernel's fields is reported, not thrown.
    expectRejected(
      fixtureGame,
      { index: 0, state: { ...t.state, seats: undefined } as never },
      envelope({ type: 'pass' }, 'P1', 0),
      'internal',
    );
    // A module that mutates its (frozen) input fails the same way instead of corrupting the game.
    const mutates: Fixture = {
      ...fixtureGame,
      apply: (state, action, seat) => {
        (state.gold as Record<string, number>)[seat] = 99;
        return fixtureGame.apply(state, action, seat);
      },
    };
    expectRejected(mutates, t.snapshot, envelope({ type: 'pass' }, 'P1', 0), 'internal');
  });

  it('game_over: nobody is asked any more', () => {
    const t = new Table(fixtureGame, { rounds: 1 });
    passAll(t);
    t.must('P1', { type: 'bid', card: null });
    t.must('P2', { type: 'bid', card: null });
    expect(fixtureGame.outcome(t.state)).not.toBeNull();
    expectRejected(fixtureGame, t.snapshot, envelope({ type: 'pass' }, 'P1', t.snapshot.index), 'game_over');
  });

  it('no_table: manual actions need a table adapter', () => {
    const t = new Table();
    const bare: Fixture = { ...fixtureGame, table: undefined };
    expectRejected(bare, t.snapshot, envelope({ type: 'manual.note', text: 'hi' }, 'P1', 0), 'no_table');
  });

  it('never throws and never changes the state, whatever it is sent (property)', () => {
    const t = new Table();
    freeze(t.snapshot);
    const before = t.digest();
    const garbage = fc.oneof(
      fc.anything(),
      fc.record({
        seat: fc.constantFrom('P1', 'P2', 'P3', ''),
        stateVersion: fc.integer({ min: -1, max: 2 }),
        type: fc.string(),
      }),
      fc.record(
        {
          seat: fc.constantFrom('P1', 'P2'),
          stateVersion: fc.constant(0),
          type: fc.constantFrom('play', 'bid', 'cancel', 'manual.move', 'manual.setCounter'),
          card: fc.anything(),
          piece: fc.string(),
          to: fc.string(),
          counter: fc.string(),
          value: fc.anything(),
        },
        { requiredKeys: ['seat', 'stateVersion', 'type'] },
      ),
    );
    fc.assert(
      fc.property(garbage, (input) => {
        const result = act(fixtureGame, t.snapshot, input);
        if (result.ok) expect(result.snapshot).not.toBe(t.snapshot);
        else expect(result.rejection.code).not.toBe('internal');
        expect(t.digest()).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('act: reveals and random marks', () => {
  it('a die roll is marked random (detected from the PRNG state), not revealing', () => {
    const t = new Table();
    const entry = t.must('P1', { type: 'gather' });
    expect(entry).toMatchObject({ reveals: false, random: true });
    expect(entry.action).toEqual({ type: 'gather', seat: 'P1', stateVersion: 0 });
    expect(entry.digest).toBe(t.digest());
  });

  it('a plain pass is neither; playing a card from a hidden hand reveals', () => {
    const t = new Table();
    expect(t.must('P1', { type: 'pass' })).toMatchObject({ reveals: false, random: false });
    expect(t.must('P2', { type: 'play', card: t.hand('P2')[0] })).toMatchObject({ reveals: true, random: false });
  });

  it('secret bids reveal nothing until the last one, which reveals all bids and the new draws', () => {
    const t = new Table();
    passAll(t);
    expect(t.must('P1', { type: 'bid', card: t.hand('P1')[0] })).toMatchObject({ reveals: false, random: false });
    expect(t.must('P2', { type: 'bid', card: null })).toMatchObject({ reveals: true });
  });

  it('randomness is detected even when a module does not declare it', () => {
    const sneaky: Fixture = {
      ...fixtureGame,
      apply: (state, action, seat) => {
        const result = fixtureGame.apply(state, action, seat);
        return result.ok ? { ...result, state: { ...result.state, rng: [1, 2, 3, 4] }, reveals: false } : result;
      },
    };
    const t = new Table(sneaky);
    expect(t.must('P1', { type: 'pass' })).toMatchObject({ reveals: false, random: true });
  });

  it('manual actions are marked by the kernel: shuffle random, draw from a deck reveals, note neither', () => {
    const t = new Table();
    expect(t.must('P2', { type: 'manual.shuffle', zone: 'deck.P1' })).toMatchObject({ random: true, reveals: false });
    expect(t.must('P2', { type: 'manual.note', text: 'hi' })).toMatchObject({ random: false, reveals: false });
    const top = t.state.zones['deck.P1'][0];
    expect(t.must('P1', { type: 'manual.move', piece: top, to: 'hand.P1' })).toMatchObject({
      reveals: true,
      random: false,
    });
    expect(t.must('P1', { type: 'manual.move', piece: top, to: 'deck.P1', position: 0 })).toMatchObject({
      reveals: false,
    });
  });
});
