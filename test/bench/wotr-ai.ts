/**
 * War of the Ring computer player (core/games/war-of-the-ring/ai) against a random player:
 *   wotr.aiWinRateVsRandom    the lower of the two sides' win rates, N games per side
 *   wotr.aiWinRateFp          the computer as the Free Peoples (random Shadow)
 *   wotr.aiWinRateShadow      the computer as the Shadow (random Free Peoples)
 *   wotr.aiDecisionMs.p95     one decision of the computer (only those with a choice), 95th percentile, ms
 *   wotr.aiDecisionMs.max     the slowest one
 *   wotr.aiCutShort           decisions stopped by the 1 s safety stop (not reproducible; should be 0)
 *   wotr.aiGamesPerSide       N
 *   wotr.multiAiWinRateVsRandom  three and four players (§10): a team of computer players against a team of random
 *                             ones, the lowest win rate of the four (3 and 4 players × team), N/2 games each
 *   wotr.multiAiDecisionMs.p95  one decision of a computer role seat (with a choice), 95th percentile, ms
 * DECKHAND_AI_BENCH_GAMES sets N (default 50: 200 per side take ~200 s of CPU, 17 min wall on a 2-core machine
 * shared with a dozen other jobs;
 * run `DECKHAND_AI_BENCH_GAMES=200 DECKHAND_BENCH_ONLY=wotr-ai npm run bench` for the issue's count),
 * DECKHAND_AI_DIFFICULTY the difficulty (default normal).
 */
import { playGame, randomPolicy } from '../../core/kernel';
import { wotrEngine } from '../../core/games/war-of-the-ring/engine';
import { sideOfSeat } from '../../core/games/war-of-the-ring/engine/multi';
import { wotrPolicy, type Difficulty } from '../../core/games/war-of-the-ring/ai';
import { percentile, round } from './stats';

export async function wotrAiBench(): Promise<Record<string, number>> {
  const games = Math.max(1, Number(process.env.DECKHAND_AI_BENCH_GAMES ?? 50));
  const difficulty = (process.env.DECKHAND_AI_DIFFICULTY ?? 'normal') as Difficulty;
  const ms: number[] = [];
  const rate: Record<string, number> = {};
  let cutShort = 0;
  for (const side of ['fp', 'shadow'] as const) {
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const ai = wotrPolicy({ difficulty });
      const r = playGame(wotrEngine, {
        seed: `bench-ai/${side}/${g}`,
        policies: { fp: side === 'fp' ? ai : randomPolicy(), shadow: side === 'shadow' ? ai : randomPolicy() },
        now: () => performance.now(),
        budgetMs: 1000,
        timed: [side],
      });
      if (!r.outcome) throw new Error('wotr-ai bench: a game did not finish');
      if (r.outcome.result[side] === 'win') wins++;
      ms.push(...r.decisionMs);
      cutShort += r.cutShort;
    }
    rate[side] = wins / games;
  }
  ms.sort((a, b) => a - b);
  const multi = multiAi(Math.max(1, Math.round(games / 2)), difficulty);
  return {
    'wotr.aiWinRateVsRandom': round(Math.min(rate.fp, rate.shadow), 3),
    'wotr.aiWinRateFp': round(rate.fp, 3),
    'wotr.aiWinRateShadow': round(rate.shadow, 3),
    'wotr.aiDecisionMs.p95': round(ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] ?? 0, 2),
    'wotr.aiDecisionMs.max': round(ms[ms.length - 1] ?? 0, 2),
    'wotr.aiCutShort': cutShort,
    'wotr.aiGamesPerSide': games,
    ...multi,
  };
}

/** Computer teams of three- and four-player games against random teams (see the header). */
function multiAi(games: number, difficulty: Difficulty): Record<string, number> {
  const ms: number[] = [];
  let lowest = 1;
  for (const players of [3, 4] as const) {
    const seats = wotrEngine.seatsFor(wotrEngine.optionsSchema.parse({ players }));
    for (const side of ['fp', 'shadow'] as const) {
      const team = seats.filter((s) => sideOfSeat(s) === side);
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const policies = Object.fromEntries(
          seats.map((s) => [s, team.includes(s) ? wotrPolicy({ difficulty }) : randomPolicy()]),
        );
        const r = playGame(wotrEngine, {
          seed: `bench-ai-multi/${players}/${side}/${g}`,
          options: { players },
          policies,
          now: () => performance.now(),
          budgetMs: 1000,
          timed: team,
        });
        if (!r.outcome) throw new Error('wotr-ai bench: a multiplayer game did not finish');
        if (team.some((s) => r.outcome!.result[s] === 'win')) wins++;
        ms.push(...r.decisionMs);
      }
      lowest = Math.min(lowest, wins / games);
    }
  }
  return {
    'wotr.multiAiWinRateVsRandom': round(lowest, 3),
    'wotr.multiAiDecisionMs.p95': round(ms.length ? percentile(ms, 95) : 0, 2),
  };
}
