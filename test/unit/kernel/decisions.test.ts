import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressed,
  allCommitted,
  choicesFor,
  decision,
  nextResponder,
  othersAfter,
  passWindow,
  popTop,
  pushInOrder,
  pushInOrderInPlace,
  reopenWindow,
  settleQueue,
  topOf,
  topWhere,
  uncommitted,
} from '../../../core/kernel';

describe('decisions: building a decision and its choices', () => {
  it('builds the public Decision', () => {
    expect(decision('turn', ['P1'], 'g.prompt.turn', { round: 2 })).toEqual({
      seats: ['P1'],
      mode: 'turn',
      prompt: { key: 'g.prompt.turn', params: { round: 2 } },
    });
    expect(decision('window', ['P2'], 'g.prompt.respond')).toEqual({
      seats: ['P2'],
      mode: 'window',
      prompt: { key: 'g.prompt.respond' },
    });
  });

  it('offers choices only to addressed seats', () => {
    const d = decision('simultaneous', ['P1', 'P3'], 'g.bid');
    expect(addressed(d, 'P1')).toBe(true);
    expect(addressed(d, 'P2')).toBe(false);
    expect(addressed(null, 'P1')).toBe(false);
    expect(choicesFor(d, 'P3', () => ['a', 'b'])).toEqual(['a', 'b']);
    expect(choicesFor(d, 'P2', () => ['a'])).toEqual([]);
    expect(choicesFor(null, 'P1', () => ['a'])).toEqual([]);
  });
});

describe('decisions: the resolution stack', () => {
  it('pushes in reading order (the first given resolves first) and finds the topmost match', () => {
    const s = pushInOrder(['bottom'], 'first', 'second');
    expect(s).toEqual(['bottom', 'second', 'first']);
    expect(topOf(s)).toBe('first');
    expect(topOf([])).toBeNull();
    expect(topWhere(s, (x) => x.startsWith('s'))).toBe('second');
    expect(topWhere(s, (x) => x === 'none')).toBeNull();
    expect(popTop(s)).toEqual({ stack: ['bottom', 'second'], top: 'first' });
    expect(popTop([])).toEqual({ stack: [], top: null });
    const m = ['x'];
    pushInOrderInPlace(m, 'a', 'b');
    expect(m).toEqual(['x', 'b', 'a']);
  });

  it('property: popping after pushInOrder gives the items back in the order given, the rest untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), (base, items) => {
        let s = pushInOrder(base, ...items);
        expect(s.length).toBe(base.length + items.length);
        const out: number[] = [];
        for (let i = 0; i < items.length; i++) {
          const r = popTop(s);
          out.push(r.top!);
          s = r.stack;
        }
        expect(out).toEqual(items);
        expect(s).toEqual(base);
      }),
    );
  });
});

describe('decisions: response windows', () => {
  const order = ['P1', 'P2', 'P3'];

  it('asks in order, skips seats that passed or cannot respond, and reopens after a response', () => {
    const can = (s: string) => s !== 'P2';
    let passed: string[] = [];
    expect(nextResponder(order, passed, can)).toBe('P1');
    passed = passWindow(passed, 'P1');
    expect(nextResponder(order, passed, can)).toBe('P3');
    passed = passWindow(passed, 'P3');
    expect(nextResponder(order, passed, can)).toBeNull();
    expect(passWindow(passed, 'P3')).toEqual(['P1', 'P3']);
    passed = reopenWindow();
    expect(nextResponder(order, passed, can)).toBe('P1');
  });

  it('queue windows: each other seat once, from the seat after the actor; leading seats that cannot answer drop', () => {
    expect(othersAfter(['P1', 'P2', 'P3', 'P4'], 'P3')).toEqual(['P4', 'P1', 'P2']);
    expect(othersAfter(['P1'], 'P1')).toEqual([]);
    expect(settleQueue(['P4', 'P1', 'P2'], (s) => s !== 'P4')).toEqual(['P1', 'P2']);
    expect(settleQueue(['P4', 'P1', 'P2'], (s) => s === 'P2')).toEqual(['P2']);
    expect(settleQueue(['P4'], () => false)).toEqual([]);
  });

  it('property: a window where everybody passes closes after each able seat was asked exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (n, ok) => {
        const seats = Array.from({ length: n }, (_, i) => `S${i}`);
        const can = (s: string) => ok[seats.indexOf(s)];
        let passed: string[] = [];
        const asked: string[] = [];
        for (let seat = nextResponder(seats, passed, can); seat; seat = nextResponder(seats, passed, can)) {
          asked.push(seat);
          passed = passWindow(passed, seat);
        }
        expect(asked).toEqual(seats.filter(can));
        // the queue form asks the same seats, in table order from the actor's neighbour
        let queue = settleQueue(othersAfter(seats, seats[0]), can);
        const q: string[] = [];
        while (queue.length) {
          q.push(queue[0]);
          queue = settleQueue(queue.slice(1), can);
        }
        expect(q).toEqual(seats.slice(1).filter(can));
      }),
    );
  });
});

describe('decisions: simultaneous commits', () => {
  it('lists the seats still to commit and sees when all did', () => {
    expect(uncommitted(['P1', 'P2', 'P3'], ['P2'])).toEqual(['P1', 'P3']);
    expect(allCommitted(['P1', 'P2'], ['P2'])).toBe(false);
    expect(allCommitted(['P1', 'P2'], ['P2', 'P1'])).toBe(true);
  });
});
