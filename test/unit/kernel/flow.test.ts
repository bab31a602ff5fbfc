import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareFlow,
  enterPhase,
  flowProblems,
  flowStart,
  nextPhase,
  nextSeatIndex,
  nextStep,
  rotateTo,
  seatAfter,
  seatForTurn,
  turnOrder,
  type FlowPosition,
  type FlowSpec,
} from '../../../core/kernel';

// A made-up round: a phase with three steps, one without steps, one with a single step.
const spec: FlowSpec = {
  phases: [{ id: 'start', steps: ['untap', 'upkeep', 'draw'] }, { id: 'main' }, { id: 'end', steps: ['cleanup'] }],
};

describe('flow: phases and steps', () => {
  it('accepts a good spec and lists the problems of bad ones', () => {
    expect(flowProblems(spec)).toEqual([]);
    expect(flowProblems({ phases: [] })).toEqual(['no phases']);
    expect(flowProblems({ phases: [{ id: 'a' }, { id: 'a' }] })).toEqual(['duplicate phase a']);
    expect(flowProblems({ phases: [{ id: 'a', steps: [] }] })).toEqual(['phase a has an empty step list']);
    expect(flowProblems({ phases: [{ id: 'a', steps: ['x', 'x'] }] })).toEqual(['phase a repeats a step']);
  });

  it('walks steps, then phases, then rounds', () => {
    let p = flowStart(spec);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      seen.push(`${p.round}:${p.phase}:${p.step ?? '-'}`);
      p = nextStep(spec, p);
    }
    expect(seen).toEqual([
      '1:start:untap',
      '1:start:upkeep',
      '1:start:draw',
      '1:main:-',
      '1:end:cleanup',
      '2:start:untap',
    ]);
    expect(nextPhase(spec, { round: 3, phase: 'start', step: 'untap' })).toEqual({
      round: 3,
      phase: 'main',
      step: null,
    });
    expect(enterPhase(spec, { round: 2, phase: 'main', step: null }, 'end')).toEqual({
      round: 2,
      phase: 'end',
      step: 'cleanup',
    });
    expect(flowStart(spec, 4)).toEqual({ round: 4, phase: 'start', step: 'untap' });
  });

  it('refuses unknown phases and steps', () => {
    expect(() => nextStep(spec, { round: 1, phase: 'nope', step: null })).toThrow(RangeError);
    expect(() => nextStep(spec, { round: 1, phase: 'start', step: 'nope' })).toThrow(RangeError);
    expect(() => flowStart({ phases: [] })).toThrow(RangeError);
  });

  it('property: nextStep always moves strictly forward and a round has as many positions as steps', () => {
    const perRound = spec.phases.reduce((n, p) => n + (p.steps?.length ?? 1), 0);
    fc.assert(
      fc.property(fc.nat({ max: 60 }), (k) => {
        let p: FlowPosition = flowStart(spec);
        for (let i = 0; i < k; i++) {
          const q = nextStep(spec, p);
          expect(compareFlow(spec, p, q)).toBeLessThan(0);
          p = q;
        }
        expect(p.round).toBe(1 + Math.floor(k / perRound));
        expect(flowProblems(spec)).toEqual([]);
      }),
    );
  });
});

describe('flow: seats', () => {
  const seats = ['A', 'B', 'C', 'D'];

  it('turn order from the first player, skipping seats that are out, either direction', () => {
    expect(turnOrder(seats, 0)).toEqual(['A', 'B', 'C', 'D']);
    expect(turnOrder(seats, 2)).toEqual(['C', 'D', 'A', 'B']);
    expect(turnOrder(seats, 2, (s) => s === 'D')).toEqual(['C', 'A', 'B']);
    expect(turnOrder(seats, 1, undefined, -1)).toEqual(['B', 'A', 'D', 'C']);
    expect(turnOrder(seats, 0, () => true)).toEqual([]);
  });

  it('the first-player token passes to the next seat not out, or stays when nobody else is in', () => {
    expect(nextSeatIndex(seats, 0)).toBe(1);
    expect(nextSeatIndex(seats, 3)).toBe(0);
    expect(nextSeatIndex(seats, 0, (s) => s === 'B' || s === 'C')).toBe(3);
    expect(nextSeatIndex(seats, 0, undefined, -1)).toBe(3);
    expect(nextSeatIndex(seats, 2, (s) => s !== 'C')).toBe(2);
    expect(nextSeatIndex(seats, 2, () => true)).toBeNull();
  });

  it('seat after, rotation, and the seat of the k-th turn', () => {
    expect(seatAfter(['A', 'C'], 'C')).toBe('A');
    expect(seatAfter(['A'], 'A')).toBeNull();
    expect(seatAfter(['A', 'B'], 'Z')).toBeNull();
    expect(rotateTo(['A', 'B', 'C'], 'B')).toEqual(['B', 'C', 'A']);
    expect(rotateTo(['A', 'B', 'C'], 'Z')).toEqual(['A', 'B', 'C']);
    expect(seatForTurn(seats, 3, 0)).toBe('D');
    expect(seatForTurn(seats, 3, 2)).toBe('B');
  });

  it('property: turn order is the seats not out, each once, starting at the first seat not out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.constantFrom<1 | -1>(1, -1),
        (n, f, outFlags, dir) => {
          const s = Array.from({ length: n }, (_, i) => `S${i}`);
          const first = f % n;
          const out = (seat: string) => outFlags[s.indexOf(seat)];
          const order = turnOrder(s, first, out, dir);
          expect([...order].sort()).toEqual(s.filter((x) => !out(x)).sort());
          const next = nextSeatIndex(s, first, out, dir);
          if (order.length === 0) expect(next).toBeNull();
          else {
            if (!out(s[first])) expect(order[0]).toBe(s[first]);
            // the token lands on a seat not out; from it, turn order is a rotation of the old one
            expect(out(s[next!])).toBe(false);
            expect(turnOrder(s, next!, out, dir)).toEqual(rotateTo(order, s[next!]));
          }
          for (const seat of order) {
            const after = seatAfter(order, seat);
            if (order.length > 1) expect(order.indexOf(after!)).toBe((order.indexOf(seat) + 1) % order.length);
          }
        },
      ),
    );
  });
});
