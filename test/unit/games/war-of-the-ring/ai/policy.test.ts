// The War of the Ring computer player (core/games/war-of-the-ring/ai): it only ever answers with a
// legal action, the same seed gives the same game, the Shadow's choices do not depend on what only
// the Free Peoples know, and it beats a random player most of the time from either side.
// DECKHAND_AI_GAMES (games per side, default 6) scales the last test; the bench plays the full count.

import { describe, expect, it } from 'vitest';
import { wotrEngine, type WotrAction } from '../../../../../core/games/war-of-the-ring/engine';
import { sampleWorld, wotrPolicy, type Difficulty } from '../../../../../core/games/war-of-the-ring/ai';
import { checked } from './checked';
import { decide, decisionRng, playGame, randomPolicy, Rng, seedRng } from '../../../../../core/kernel';

const GAMES = Math.max(1, Number(process.env.DECKHAND_AI_GAMES ?? 6));

describe('War of the Ring computer player', () => {
  for (const difficulty of ['easy', 'normal'] as Difficulty[])
    it(
      `${difficulty}: only legal actions, from either side, in a whole game against itself`,
      { timeout: 300_000 },
      () => {
        const bad: string[] = [];
        const ai = checked(wotrPolicy({ difficulty }), bad);
        const r = playGame(wotrEngine, { seed: `legal-${difficulty}`, policies: { fp: ai, shadow: ai } });
        expect(r.outcome).not.toBeNull();
        expect(r.actions).toBeGreaterThan(50);
        expect(bad).toEqual([]);
      },
    );

  it('the same seed gives the same game; another seed another one', { timeout: 300_000 }, () => {
    const run = (seed: string) =>
      playGame(wotrEngine, {
        seed,
        policies: { fp: wotrPolicy({ difficulty: 'normal' }), shadow: wotrPolicy({ difficulty: 'easy' }) },
        maxActions: 400,
      }).log;
    const first = run('same');
    expect(first.length).toBeGreaterThan(100);
    expect(run('same')).toEqual(first);
    expect(run('other')).not.toEqual(first);
  });

  it('the Shadow decides the same when only what the Free Peoples know changes', { timeout: 300_000 }, () => {
    // positions from a game of the Shadow computer against a random FP; at each Shadow decision the
    // module's perturbHidden gives a state the Shadow cannot tell apart (another secret path of the
    // Fellowship, other FP cards in hand, deck and discards, other deck orders)
    const shadow = wotrPolicy({ difficulty: 'normal' });
    let state = wotrEngine.setup({}, 'hidden');
    const chooser = new Rng(seedRng('hidden-fp'));
    const perturb = new Rng(seedRng('hidden-perturb'));
    let compared = 0;
    let pathChanged = 0;
    let handChanged = 0;
    for (let i = 0; i < 3000 && compared < 80; i++) {
      const d = wotrEngine.pending(state);
      if (!d) break;
      const seat = d.seats[0];
      let action: WotrAction;
      if (seat === 'shadow') {
        const opts = { seed: 'hidden', index: i };
        action = decide(wotrEngine, shadow, state, 'shadow', opts).action;
        if (wotrEngine.legalActions(state, 'shadow').length > 1) {
          for (let k = 0; k < 2; k++) {
            const other = wotrEngine.perturbHidden!(state, 'shadow', perturb);
            if (JSON.stringify(other.fellowship.path) !== JSON.stringify(state.fellowship.path)) pathChanged++;
            if (JSON.stringify(other.hands.fp) !== JSON.stringify(state.hands.fp)) handChanged++;
            expect(decide(wotrEngine, shadow, other, 'shadow', opts).action).toEqual(action);
            // the sampled world itself is the same, whatever the hidden truth
            const w1 = sampleWorld(state, 'shadow', decisionRng('w', 'shadow', i));
            const w2 = sampleWorld(other, 'shadow', decisionRng('w', 'shadow', i));
            expect(JSON.stringify(w2)).toBe(JSON.stringify(w1));
            compared++;
          }
        }
      } else action = chooser.pick(wotrEngine.legalActions(state, seat));
      const r = wotrEngine.apply(state, action, seat);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      state = r.state;
    }
    expect(compared).toBe(80);
    expect(pathChanged).toBeGreaterThan(0);
    expect(handChanged).toBeGreaterThan(0);
  });

  for (const side of ['fp', 'shadow'] as const)
    it(`normal, as ${side}: beats a random player in most of ${GAMES} games`, { timeout: 900_000 }, () => {
      let wins = 0;
      for (let g = 0; g < GAMES; g++) {
        const ai = wotrPolicy({ difficulty: 'normal' });
        const r = playGame(wotrEngine, {
          seed: `ci-vs-random/${side}/${g}`,
          policies: { fp: side === 'fp' ? ai : randomPolicy(), shadow: side === 'shadow' ? ai : randomPolicy() },
        });
        expect(r.outcome).not.toBeNull();
        if (r.outcome!.result[side] === 'win') wins++;
      }
      expect(wins / GAMES).toBeGreaterThanOrEqual(0.75);
    });
});
