/**
 * Edge of Darkness: a simple computer player (kernel `Policy`, core/kernel/ai.ts). One step of look-ahead:
 * every legal action is tried on a copy of the position in which what the seat cannot know is drawn afresh —
 * the deck below its top card (the only hidden cards, §7.3) and the generator (cube draws and
 * tray landings, E17) — and the action leaving the best score margin is taken: the seat's points if the game
 * were scored now (§5, the scoring pad's own arithmetic) minus the best other player's. Ties are broken by the
 * decision's generator, so a position always gets the same answer for a given game seed. Fixed work per
 * decision (one apply per legal action), no clock.
 */
import type { Policy } from '../../../kernel/ai';
import { seedRng } from '../../../kernel/rng';
import { finalScores, type ScoringInput } from '../data/scoring';
import { filledSlots } from '../model/card';
import type { ContentIndex } from '../model/content-index';
import { contentIndex } from './content';
import { eodModule } from './module';
import { ownerSeat } from './state';
import type { EodAction, EodState } from './types';

/** The difficulties offered (`EngineDefinition.computer`): one, the greedy player below. */
export const EOD_COMPUTER_DIFFICULTIES = ['easy'] as const;

/** Each seat's scoring figures if the game ended now (§5, with the pre-scoring goodwill of §5 step 1, E8). */
function scoreNow(s: EodState, ix: ContentIndex): number[] {
  const c = { d: s, ix };
  const inputs: ScoringInput[] = s.ps.map((p, seat) => {
    const own = Object.keys(s.cards).filter((id) => ownerSeat(c, id) === seat);
    const shown = [...s.zones.hall[seat], ...s.zones.street.filter((x): x is string => x !== null)];
    const preGoodwill = shown
      .filter((id) => ownerSeat(c, id) === seat)
      .reduce((t, id) => t + filledSlots(s.cards[id]), 0);
    return {
      prestige: p.prestige,
      trainedAgents: p.home + s.locations.reduce((t, l) => t + (s.agents[l]?.[seat] ?? 0), 0),
      guildCards: own.length,
      filledSlots: own.reduce((t, id) => t + filledSlots(s.cards[id]), 0),
      defensePosition: p.defense,
      coins: p.coin,
      influence: p.influence,
      goodwill: p.goodwill + preGoodwill,
    };
  });
  return finalScores(inputs).map((x) => x.totalQuarters);
}

/** The seat's margin over the best other player (quarter points). */
function margin(s: EodState, ix: ContentIndex, seat: number): number {
  const q = scoreNow(s, ix);
  let best = -Infinity;
  for (let i = 0; i < q.length; i++) if (i !== seat) best = Math.max(best, q[i]);
  return q[seat] - best;
}

/** The greedy player: the legal action with the best margin after it, ties drawn from the decision's generator. */
export function eodPolicy(): Policy<EodState, EodAction> {
  return {
    name: 'eod-greedy',
    decide(state, seat, legal, ctx) {
      const i = state.seats.indexOf(seat);
      const ix = contentIndex(state.extra);
      // what the seat cannot see, drawn afresh (the kernel's rule for policies of games with hidden information):
      // the hidden cards sorted first, so the guess depends on which cards are hidden, never on their order
      const deck = state.zones.deck;
      const rest = ctx.rng.shuffle(deck.slice(1).sort());
      const guess: EodState = {
        ...state,
        zones: { ...state.zones, deck: deck.length ? [deck[0], ...rest] : deck },
        rng: seedRng(`guess:${ctx.rng.int(0, 0x7fffffff)}`),
      };
      let best: EodAction[] = [];
      let bestValue = -Infinity;
      for (const a of legal) {
        const r = eodModule.apply(guess, a, seat);
        if (!r.ok) continue;
        const v = margin(r.state, ix, i);
        if (v > bestValue) {
          bestValue = v;
          best = [a];
        } else if (v === bestValue) best.push(a);
      }
      return best.length ? ctx.rng.pick(best) : ctx.rng.pick(legal);
    },
  };
}
