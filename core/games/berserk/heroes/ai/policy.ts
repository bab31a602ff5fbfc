// The Heroes computer player (kernel `Policy`): a one-ply search with the engine's own `apply` on a
// world re-drawn from what the seat may know (perturbHidden: the opponent's hand and every deck order
// shuffled), answered by the opponent's best reply when an action opens their defender choice, each
// position scored by `evaluate`. Ending the turn is chosen when nothing scores better than standing
// still. The work is fixed (one pass over the legal actions), so the answer depends only on the
// position and the decision's generator.

import type { Policy } from '../../../../kernel/ai';
import { berserkHeroesModule, perturbHidden } from '../engine';
import { playerOf, seatOf } from '../engine/rules';
import type { HeroesAction, HeroesState } from '../engine/types';

const WIN = 1_000_000;

/** A hero's remaining life, worth more as it runs low. */
function heroValue(life: number): number {
  return life * 3 + (life <= 6 ? (life - 6) * 4 : 0);
}

/** How good `s` is for player `p` (higher is better). */
export function evaluate(s: HeroesState, p: 0 | 1): number {
  if (s.result) return s.result[p] === 'win' ? WIN : s.result[p] === 'loss' ? -WIN : 0;
  let score = 0;
  for (const q of [0, 1] as const) {
    const sign = q === p ? 1 : -1;
    const h = s.heroes[q];
    let v = heroValue(s.cards[h].life - s.units[h].wounds);
    for (const i of s.play[q]) {
      const c = s.cards[i];
      const u = s.units[i];
      if (c.kind === 'creature') v += 1 + c.strike * 1.5 + (c.life - u.wounds) + (u.closed ? 0 : 0.3);
      else v += 2.5;
    }
    v += s.hands[q].length * 1.2 + (s.prayers[q][0] + s.prayers[q][1]) * 0.5 - s.failed[q] * 4;
    score += sign * v;
  }
  return score;
}

type Result = { ok: true; state: HeroesState } | { ok: false };

function after(s: HeroesState, a: HeroesAction, seat: string): Result {
  const r = berserkHeroesModule.apply(s, a, seat);
  return r.ok ? { ok: true, state: r.state } : { ok: false };
}

/** The score of a position for `p`, letting the opponent answer a defender choice first. */
function scoreAfter(s: HeroesState, p: 0 | 1): number {
  const d = berserkHeroesModule.pending(s);
  if (!d || s.stage !== 'main' || !s.fight || d.seats[0] === seatOf(p)) return evaluate(s, p);
  const them = d.seats[0];
  let worst = Infinity;
  for (const a of berserkHeroesModule.legalActions(s, them)) {
    const r = after(s, a, them);
    if (r.ok) worst = Math.min(worst, evaluate(r.state, p));
  }
  return worst === Infinity ? evaluate(s, p) : worst;
}

export function heroesPolicy(): Policy<HeroesState, HeroesAction> {
  return {
    name: 'heroes-greedy',
    decide(state, seat, legal, ctx) {
      const p = playerOf(seat);
      if (state.stage === 'order') return legal.find((a) => a.type === 'chooseFirst' && a.first === seat) ?? legal[0];
      if (state.stage === 'mulligan') {
        // put back what the first turns cannot pay for
        const heavy = legal.find((a) => a.type === 'toBottom' && state.cards[a.card].cost >= 5);
        return heavy ?? legal.find((a) => a.type === 'keep') ?? legal[0];
      }
      const world = perturbHidden(state, seat, ctx.rng);
      const still = evaluate(world, p);
      let best: HeroesAction[] = [];
      let bestScore = -Infinity;
      for (const a of legal) {
        let score: number;
        if (a.type === 'endTurn') score = still;
        else {
          const r = after(world, a, seat);
          if (!r.ok) continue;
          score = scoreAfter(r.state, p) + (a.type === 'reveal' ? 0.5 : 0);
        }
        if (score > bestScore + 1e-9) {
          bestScore = score;
          best = [a];
        } else if (Math.abs(score - bestScore) <= 1e-9) best.push(a);
      }
      if (best.length === 0) return legal[0];
      // standing still wins ties: do not spend cards or coins for nothing
      const end = best.find((a) => a.type === 'endTurn' || a.type === 'revealDone' || a.type === 'noDefence');
      if (end && best.length > 1 && bestScore === still) return end;
      return best.length === 1 ? best[0] : ctx.rng.pick(best);
    },
  };
}
