// The computer player in three- and four-player games (§10, issue 15 §3: any player's seat may be the computer's):
// it answers only legal actions on a role seat, its choices do not depend on what that player cannot see (the
// other team's cards and the Fellowship's path, and the teammate's cards too: RULINGS M13), and a team of it beats
// a team of random players. DECKHAND_AI_GAMES (games per side and player count, default 6) scales the last test.

import { describe, expect, it } from 'vitest';
import { wotrEngine, type WotrAction, type WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { sideOfSeat } from '../../../../../core/games/war-of-the-ring/engine/multi';
import { sampleSeatWorld, wotrPolicy } from '../../../../../core/games/war-of-the-ring/ai';
import { checked } from './checked';
import { decide, decisionRng, playGame, randomPolicy, Rng, seedRng, type Policy } from '../../../../../core/kernel';

const GAMES = Math.max(1, Number(process.env.DECKHAND_AI_GAMES ?? 6));
const seatsOf = (players: 3 | 4) => wotrEngine.seatsFor(wotrEngine.optionsSchema.parse({ players }));

describe('War of the Ring computer player, three and four players (§10)', () => {
  for (const players of [3, 4] as const)
    it(`${players} players: every seat the computer's, only legal actions, the game ends`, { timeout: 300_000 }, () => {
      const bad: string[] = [];
      const policies: Record<string, Policy<WotrState, WotrAction>> = {};
      for (const seat of seatsOf(players)) policies[seat] = checked(wotrPolicy({ difficulty: 'normal' }), bad);
      const r = playGame(wotrEngine, { seed: `multi-legal-${players}`, options: { players }, policies });
      expect(r.outcome).not.toBeNull();
      expect(r.actions).toBeGreaterThan(50);
      // every seat answered (the exchange of Phase 1, actions, sub-decisions of its own armies)
      expect(new Set(r.log.map((x) => x.seat))).toEqual(new Set(seatsOf(players)));
      expect(bad).toEqual([]);
    });

  it(
    'a player decides the same when only what he cannot see changes, his teammate’s cards too (M13)',
    { timeout: 300_000 },
    () => {
      // positions of a four-player game where Rohan is the computer; at each of its decisions the module's
      // perturbHidden for that seat gives a state the player cannot tell apart
      const seat = 'fp-rohan';
      const ai = wotrPolicy({ difficulty: 'normal' });
      let state = wotrEngine.setup(wotrEngine.optionsSchema.parse({ players: 4 }), 'multi-hidden');
      const chooser = new Rng(seedRng('multi-hidden-others'));
      const perturb = new Rng(seedRng('multi-hidden-perturb'));
      let compared = 0;
      let mateChanged = 0;
      for (let i = 0; i < 4000 && compared < 60; i++) {
        const d = wotrEngine.pending(state);
        if (!d) break;
        const who = d.seats[0];
        let action: WotrAction;
        if (who === seat) {
          const opts = { seed: 'multi-hidden', index: i };
          action = decide(wotrEngine, ai, state, seat, opts).action;
          if (wotrEngine.legalActions(state, seat).length > 1) {
            const other = wotrEngine.perturbHidden!(state, seat, perturb);
            const mate = (s: WotrState) => s.hands.fp.filter((c) => s.multi!.owner[c] === 'fp-gondor');
            if (JSON.stringify(mate(other)) !== JSON.stringify(mate(state))) mateChanged++;
            expect(decide(wotrEngine, ai, other, seat, opts).action).toEqual(action);
            const w1 = sampleSeatWorld(state, seat, decisionRng('w', seat, i));
            const w2 = sampleSeatWorld(other, seat, decisionRng('w', seat, i));
            expect(JSON.stringify(w2)).toBe(JSON.stringify(w1));
            // the world keeps who holds each card slot, and every card of a hand has its holder
            for (const side of ['fp', 'shadow'] as const)
              expect(w1.hands[side].map((c) => w1.multi!.owner[c])).toEqual(
                state.hands[side].map((c) => state.multi!.owner[c]),
              );
            compared++;
          }
        } else action = chooser.pick(wotrEngine.legalActions(state, who));
        const r = wotrEngine.apply(state, action, who);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        state = r.state;
      }
      expect(compared).toBe(60);
      expect(mateChanged).toBeGreaterThan(0);
    },
  );

  for (const players of [3, 4] as const)
    for (const side of ['fp', 'shadow'] as const)
      it(
        `${players} players, normal, the ${side} team: beats random players in most of ${GAMES} games`,
        { timeout: 900_000 },
        () => {
          let wins = 0;
          for (let g = 0; g < GAMES; g++) {
            const policies: Record<string, Policy<WotrState, WotrAction>> = {};
            for (const seat of seatsOf(players))
              policies[seat] = sideOfSeat(seat) === side ? wotrPolicy({ difficulty: 'normal' }) : randomPolicy();
            const r = playGame(wotrEngine, {
              seed: `multi-vs-random/${players}/${side}/${g}`,
              options: { players },
              policies,
            });
            expect(r.outcome).not.toBeNull();
            if (seatsOf(players).some((s) => sideOfSeat(s) === side && r.outcome!.result[s] === 'win')) wins++;
          }
          expect(wins / GAMES).toBeGreaterThanOrEqual(0.75);
        },
      );
});
