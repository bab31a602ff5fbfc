// The kernel's computer-player contract (core/kernel/ai.ts): decisions seeded by game seed, seat and
// action index; the runner plays a game with a policy per seat; a policy answering outside the legal
// list is caught; the clock is only a safety stop whose use is counted.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decide,
  decisionRng,
  playGame,
  randomPolicy,
  seedRng,
  type GameModule,
  type KernelState,
  type Policy,
} from '../../../core/kernel';

// A tiny two-seat game: a pile of 15 counters, take 1–3 in turn, whoever takes the last one wins.
interface PileState extends KernelState {
  readonly pile: number;
  readonly turn: 0 | 1;
  readonly winner: string | null;
}
type PileAction = { readonly type: 'take'; readonly n: number };
const pileGame: GameModule<PileState, PileAction, Record<string, never>> = {
  id: 'pile',
  versions: { module: 1, rules: 1, content: 1 },
  optionsSchema: z.strictObject({}),
  actionSchema: z.strictObject({ type: z.literal('take'), n: z.number().int() }) as z.ZodType<PileAction>,
  seatsFor: () => ['a', 'b'],
  setup: (_o, seed) => ({ rng: seedRng(seed), seats: ['a', 'b'], pile: 15, turn: 0, winner: null }),
  pending: (s) => (s.winner ? null : { seats: [s.seats[s.turn]], mode: 'turn', prompt: { key: 'take' } }),
  legalActions: (s, seat) =>
    s.winner || seat !== s.seats[s.turn]
      ? []
      : [1, 2, 3].filter((n) => n <= s.pile).map((n) => ({ type: 'take', n }) as const),
  apply: (s, a, seat) => {
    if (seat !== s.seats[s.turn] || a.n < 1 || a.n > 3 || a.n > s.pile)
      return { ok: false, rejection: { code: 'pile.illegal' } };
    const pile = s.pile - a.n;
    return {
      ok: true,
      state: { ...s, pile, turn: s.turn === 0 ? 1 : 0, winner: pile === 0 ? seat : null },
      events: [],
      reveals: false,
    };
  },
  view: (s) => ({ pile: s.pile, turn: s.turn }),
  outcome: (s) =>
    s.winner
      ? { result: { a: s.winner === 'a' ? 'win' : 'loss', b: s.winner === 'b' ? 'win' : 'loss' }, reason: { key: 'x' } }
      : null,
  describe: () => null,
};

/** Perfect play: leave a multiple of 4. */
const perfect: Policy<PileState, PileAction> = {
  name: 'perfect',
  decide: (s, _seat, legal, ctx) => legal.find((a) => (s.pile - a.n) % 4 === 0) ?? ctx.rng.pick(legal),
};

describe('kernel ai: Policy, decide, playGame', () => {
  it('a decision generator depends only on the seed, the seat and the index', () => {
    expect(decisionRng('g', 'a', 3).nextUint32()).toBe(decisionRng('g', 'a', 3).nextUint32());
    expect(decisionRng('g', 'a', 3).nextUint32()).not.toBe(decisionRng('g', 'b', 3).nextUint32());
    expect(decisionRng('g', 'a', 3).nextUint32()).not.toBe(decisionRng('g', 'a', 4).nextUint32());
  });

  it('plays a game to its end with a policy per seat; the same seed gives the same game', () => {
    const run = (seed: string) => playGame(pileGame, { seed, policies: { a: perfect, b: randomPolicy() } });
    const first = run('s1');
    expect(first.outcome).not.toBeNull();
    expect(first.outcome!.result.a).toBe('win'); // 15 is not a multiple of 4: the first player wins with perfect play
    expect(first.log.length).toBe(first.actions);
    expect(run('s1').log).toEqual(first.log);
    const others = ['s2', 's3', 's4', 's5'].map((s) => JSON.stringify(run(s).log));
    expect(new Set([JSON.stringify(first.log), ...others]).size).toBeGreaterThan(1); // random seat b varies
  });

  it('a policy answering outside the legal list is a bug the runner reports', () => {
    const cheat: Policy<PileState, PileAction> = { name: 'cheat', decide: () => ({ type: 'take', n: 7 }) };
    expect(() => playGame(pileGame, { seed: 'x', policies: { a: cheat, b: cheat } })).toThrow(/cheat \(a\)/);
  });

  it('a single legal action is taken without asking the policy; no clock, no time', () => {
    let asked = 0;
    const counting: Policy<PileState, PileAction> = {
      name: 'counting',
      decide: (_s, _seat, legal) => {
        asked++;
        return legal[0];
      },
    };
    const one: PileState = { rng: seedRng('x'), seats: ['a', 'b'], pile: 1, turn: 0, winner: null };
    const r = decide(pileGame, counting, one, 'a', { seed: 'x', index: 0 });
    expect(r.action).toEqual({ type: 'take', n: 1 });
    expect(asked).toBe(0);
    expect(r.ms).toBe(0);
    expect(r.cutShort).toBe(false);
    expect(r.asked).toBe(false);
  });

  it('the time budget is a safety stop only: timeUp follows the injected clock and cut-short decisions are counted', () => {
    let clock = 0;
    const slow: Policy<PileState, PileAction> = {
      name: 'slow',
      decide: (_s, _seat, legal, ctx) => {
        clock += 5; // 5 ms of "work"
        if (ctx.timeUp()) ctx.cutShort();
        return legal[0];
      },
    };
    const r = playGame(pileGame, { seed: 't', policies: { a: slow, b: slow }, now: () => clock, budgetMs: 4 });
    // decisions with one legal action are not asked nor timed; every asked one ran over the budget
    expect(r.cutShort).toBeGreaterThan(0);
    expect(r.cutShort).toBe(r.decisionMs.length);
    expect(r.decisionMs.every((ms) => ms === 5)).toBe(true);
    const relaxed = playGame(pileGame, { seed: 't', policies: { a: slow, b: slow }, now: () => clock, budgetMs: 50 });
    expect(relaxed.cutShort).toBe(0);
    expect(relaxed.log).toEqual(r.log);
  });
});
