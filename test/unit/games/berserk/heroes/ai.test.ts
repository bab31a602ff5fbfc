// The Heroes computer player: deterministic for a seed, legal, and it beats a random player in at
// least 90% of 200 games (100 on each seat; the bench reports the same figure).
import { describe, expect, it } from 'vitest';
import { decide, playGame, randomPolicy } from '../../../../../core/kernel';
import { berserkHeroesModule as m, heroesPolicy } from '../../../../../core/games/berserk/heroes';

describe('Heroes computer player', () => {
  it('the same position and seed give the same decision; the whole game replays the same', () => {
    const a = playGame(m, { seed: 'det', policies: { p1: heroesPolicy(), p2: heroesPolicy() } });
    const b = playGame(m, { seed: 'det', policies: { p1: heroesPolicy(), p2: heroesPolicy() } });
    expect(a.log).toEqual(b.log);
    expect(a.outcome).not.toBeNull();
    const s = m.setup(m.optionsSchema.parse({}), 'det');
    const seat = m.pending(s)!.seats[0];
    expect(decide(m, heroesPolicy(), s, seat, { seed: 'x', index: 0 }).action).toEqual(
      decide(m, heroesPolicy(), s, seat, { seed: 'x', index: 0 }).action,
    );
  });

  it('beats a random player in at least 90% of 200 games', { timeout: 600_000 }, () => {
    let wins = 0;
    const games = 200;
    for (let g = 0; g < games; g++) {
      const ai = g % 2 === 0 ? 'p1' : 'p2';
      const r = playGame(m, {
        seed: `vs-random/${g}`,
        policies: {
          p1: ai === 'p1' ? heroesPolicy() : randomPolicy(),
          p2: ai === 'p2' ? heroesPolicy() : randomPolicy(),
        },
      });
      expect(r.outcome).not.toBeNull();
      if (r.outcome!.result[ai] === 'win') wins++;
    }
    console.info(`heroes computer vs random: ${wins}/${games} = ${(wins / games).toFixed(3)}`);
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
