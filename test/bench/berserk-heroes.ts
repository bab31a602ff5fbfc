/**
 * Berserk Heroes rules engine and computer player (our two hero decks):
 *   berserk.heroesRandomGamesPerSec     full random legal games per second (setup, pending, legal actions,
 *                                       the random choice and apply with its own legality check); issue 18
 *                                       target 500
 *   berserk.heroesRandomGamesPerCpuSec  the same per second of this process's CPU time (user + system): the
 *                                       figure to compare on a shared, loaded machine
 *   berserk.heroesActionsPerGame        mean actions of such a game
 *   berserk.heroesApplyUs.p99           one kernel act() call, 99th percentile, microseconds
 *   berserk.heroesAiWinRateVsRandom     the computer's win rate against a random player, N games (half on
 *                                       each seat); target 0.9
 *   berserk.heroesAiDecisionMs.p95/max  one decision of the computer with a choice, milliseconds
 *   berserk.heroesAiCutShort            decisions stopped by the 1 s safety stop (should be 0)
 *   berserk.heroesAiGames               N (DECKHAND_AI_BENCH_GAMES, default 200)
 */
import { bench, playGame, randomPolicy } from '../../core/kernel';
import { berserkHeroesModule, heroesPolicy } from '../../core/games/berserk/heroes';
import { timedRandomGames, type RandomGamesFigures } from './random-games';
import { round } from './stats';

function rawGames(games: number, seed: string): RandomGamesFigures {
  return timedRandomGames(berserkHeroesModule, { games, seed, seat: 'first' });
}

function aiGames(games: number): { rate: number; ms: number[]; cutShort: number } {
  let wins = 0;
  let cutShort = 0;
  const ms: number[] = [];
  for (let g = 0; g < games; g++) {
    const ai = g % 2 === 0 ? 'p1' : 'p2';
    const r = playGame(berserkHeroesModule, {
      seed: `bench-heroes-ai/${g}`,
      policies: {
        p1: ai === 'p1' ? heroesPolicy() : randomPolicy(),
        p2: ai === 'p2' ? heroesPolicy() : randomPolicy(),
      },
      now: () => performance.now(),
      budgetMs: 1000,
      timed: [ai],
    });
    if (!r.outcome) throw new Error('heroes ai bench: a game did not finish');
    if (r.outcome.result[ai] === 'win') wins++;
    ms.push(...r.decisionMs);
    cutShort += r.cutShort;
  }
  ms.sort((a, b) => a - b);
  return { rate: wins / games, ms, cutShort };
}

export async function berserkHeroesBench(): Promise<Record<string, number>> {
  rawGames(50, 'warm-up');
  const raw = rawGames(500, 'bench');
  const k = bench(berserkHeroesModule, {
    games: 10,
    seed: 'bench-kernel',
    now: () => performance.now(),
    maxActions: 50_000,
  });
  const n = Math.max(2, Number(process.env.DECKHAND_AI_BENCH_GAMES ?? 200));
  const ai = aiGames(n);
  return {
    'berserk.heroesRandomGamesPerSec': round(raw.perSec, 1),
    'berserk.heroesRandomGamesPerCpuSec': round(raw.perCpuSec, 1),
    'berserk.heroesActionsPerGame': round(raw.actions, 0),
    'berserk.heroesApplyUs.p99': round(k.p99ApplyUs, 1),
    'berserk.heroesAiWinRateVsRandom': round(ai.rate, 3),
    'berserk.heroesAiDecisionMs.p95': round(ai.ms[Math.min(ai.ms.length - 1, Math.floor(ai.ms.length * 0.95))] ?? 0, 2),
    'berserk.heroesAiDecisionMs.max': round(ai.ms[ai.ms.length - 1] ?? 0, 2),
    'berserk.heroesAiCutShort': ai.cutShort,
    'berserk.heroesAiGames': n,
  };
}
