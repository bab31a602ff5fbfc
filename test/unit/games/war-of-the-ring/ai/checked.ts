// A computer player whose every answer is checked against the engine's legal list for the seat (the one it was
// given, and the module's own): the bad answers are collected in `bad`.
import { wotrEngine, type WotrAction, type WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import type { Policy } from '../../../../../core/kernel';

export function checked(inner: Policy<WotrState, WotrAction>, bad: string[]): Policy<WotrState, WotrAction> {
  return {
    name: inner.name,
    decide(state, seat, legal, ctx) {
      const a = inner.decide(state, seat, legal, ctx);
      const own = wotrEngine.legalActions(state, seat).map((x) => JSON.stringify(x));
      if (!legal.includes(a) || !own.includes(JSON.stringify(a))) bad.push(`${seat}: ${JSON.stringify(a)}`);
      return a;
    },
  };
}
