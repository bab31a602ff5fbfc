// The module-only throughput loop the engine benches share (core/kernel/bench.ts `randomGames`).
import { describe, expect, it } from 'vitest';
import { randomGames, type RandomGamesConfig } from '../../../core/kernel';
import { fixtureGame } from '../../fixtures/fixture-game';

let clock = 0;
const config = (over: Partial<RandomGamesConfig>): RandomGamesConfig => ({
  games: 5,
  seed: 'bench-test',
  now: () => (clock += 1),
  cpuMicros: () => clock * 1000,
  options: () => ({ rounds: 3, turns: 2 }),
  ...over,
});

describe('randomGames', () => {
  it('plays every game to its outcome and counts the actions', () => {
    const r = randomGames(fixtureGame, config({}));
    expect(r.games).toBe(5);
    expect(r.cutOff).toBe(0);
    expect(r.actions).toBeGreaterThan(5);
    expect(r.seconds).toBeGreaterThan(0);
  });

  it('plays the same games for the same seed, other games for another', () => {
    const a = randomGames(fixtureGame, config({ games: 8 }));
    const b = randomGames(fixtureGame, config({ games: 8 }));
    const c = randomGames(fixtureGame, config({ games: 8, seed: 'other' }));
    expect(b.actions).toBe(a.actions);
    // the fixture's game length depends on the random choices (passes end a round early)
    expect(c.actions).not.toBe(a.actions);
  });

  it('counts games cut off by the action limit, or refuses them', () => {
    const cut = randomGames(fixtureGame, config({ maxActions: 2, allowCutOff: true }));
    expect(cut.cutOff).toBe(5);
    expect(cut.actions).toBe(10);
    expect(() => randomGames(fixtureGame, config({ maxActions: 2 }))).toThrow(/did not finish/);
  });

  it('acts with the first seat a decision names, or a random one', () => {
    // the fixture's showdown is a simultaneous decision naming every seat that has not bid yet
    const acting = (seat: 'first' | 'random'): { first: number; other: number } => {
      const tally = { first: 0, other: 0 };
      const spy: typeof fixtureGame = {
        ...fixtureGame,
        apply(s, a, who) {
          const d = fixtureGame.pending(s)!;
          if (d.seats.length > 1) tally[who === d.seats[0] ? 'first' : 'other']++;
          return fixtureGame.apply(s, a, who);
        },
      };
      randomGames(spy, config({ games: 10, seat, options: () => ({ rounds: 2, turns: 1, seats: 3 }) }));
      return tally;
    };
    const first = acting('first');
    expect(first.first).toBeGreaterThan(0);
    expect(first.other).toBe(0);
    expect(acting('random').other).toBeGreaterThan(0);
  });
});
