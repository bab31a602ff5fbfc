/**
 * Edge of Darkness: end-of-game scoring (rules digest §5) as data and pure functions, for the engine's
 * outcome and the scoring pad. Points are kept in integer quarters so that ¼ VP is exact (§7.1 "Scores").
 */
import { defenseValue } from './resources';

/** The scoring pad's lines (§5 step 4), in the rulebook's order. */
export const SCORING_CATEGORIES = ['trainedAgents', 'prestige', 'filledSlots', 'defenseTrack', 'tokens'] as const;
export type ScoringCategory = (typeof SCORING_CATEGORIES)[number];

/** Prestige bonuses (§5 step 3), awarded in this order. */
export const BONUS_CATEGORIES = ['mostPrestige', 'mostTrainedAgents', 'mostGuildCards', 'highestDefense'] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
/** The bonus for the single best player; every tied player gets `BONUS_TIED` instead (§5 step 3). */
export const BONUS_PRESTIGE = 2;
export const BONUS_TIED = 1;

/** Tie-breakers after points (§5), in order; still tied = a shared victory. Goodwill does not count. */
export const TIE_BREAKERS = ['guildCards', 'trainedAgents', 'coinsPlusInfluence'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

/** One player's end-of-game figures, after the pre-scoring goodwill (§5 step 1) and before the bonuses. */
export interface ScoringInput {
  readonly prestige: number;
  /** Trained agents at home and at locations (A24). */
  readonly trainedAgents: number;
  /** Cards the player owns, wherever they are (§5 step 2). */
  readonly guildCards: number;
  /** Filled slots on the player's own cards, Citizens and Patricians included (§2.1, §5). */
  readonly filledSlots: number;
  /** Defense track position (0 = top). */
  readonly defensePosition: number;
  readonly coins: number;
  readonly influence: number;
  readonly goodwill: number;
}

export interface PlayerScore {
  /** Bonus prestige per category (0, 1 or 2). */
  readonly bonuses: Readonly<Record<BonusCategory, number>>;
  /** Quarter points per scoring line; prestige includes the bonuses. */
  readonly quarters: Readonly<Record<ScoringCategory, number>>;
  readonly totalQuarters: number;
  /** 1 = winner; tied players after every tie-breaker share a rank (§5 "temporary alliance"). */
  readonly rank: number;
}

const BONUS_VALUE: Record<BonusCategory, (p: ScoringInput) => number> = {
  mostPrestige: (p) => p.prestige,
  mostTrainedAgents: (p) => p.trainedAgents,
  mostGuildCards: (p) => p.guildCards,
  highestDefense: (p) => -p.defensePosition,
};

const TIE_VALUE: Record<TieBreaker, (p: ScoringInput) => number> = {
  guildCards: (p) => p.guildCards,
  trainedAgents: (p) => p.trainedAgents,
  coinsPlusInfluence: (p) => p.coins + p.influence,
};

/** The bonus prestige each player gets (§5 step 3): +2 to the single best, +1 to each tied best. */
export function bonusPrestige(players: readonly ScoringInput[]): Record<BonusCategory, number>[] {
  const out = players.map(() => ({ mostPrestige: 0, mostTrainedAgents: 0, mostGuildCards: 0, highestDefense: 0 }));
  for (const cat of BONUS_CATEGORIES) {
    const values = players.map(BONUS_VALUE[cat]);
    const best = Math.max(...values);
    const tied = values.filter((v) => v === best).length;
    values.forEach((v, i) => {
      if (v === best) out[i][cat] = tied > 1 ? BONUS_TIED : BONUS_PRESTIGE;
    });
  }
  return out;
}

/** The scoring-pad lines of one player in quarter points (§5 step 4), `bonus` = prestige from step 3. */
export function scoreLines(p: ScoringInput, bonus: number): Record<ScoringCategory, number> {
  return {
    trainedAgents: p.trainedAgents * 4,
    prestige: (p.prestige + bonus) * 4,
    filledSlots: p.filledSlots * 4,
    defenseTrack: defenseValue(p.defensePosition) * 4,
    tokens: p.coins + p.influence + p.goodwill,
  };
}

/** Final scores and ranking of all players (§5 steps 3–4 and the tie-breakers). */
export function finalScores(players: readonly ScoringInput[]): PlayerScore[] {
  const bonuses = bonusPrestige(players);
  const partial = players.map((p, i) => {
    const bonus = BONUS_CATEGORIES.reduce((t, c) => t + bonuses[i][c], 0);
    const quarters = scoreLines(p, bonus);
    const totalQuarters = SCORING_CATEGORIES.reduce((t, c) => t + quarters[c], 0);
    return { bonuses: bonuses[i], quarters, totalQuarters };
  });
  const key = (i: number): number[] => [partial[i].totalQuarters, ...TIE_BREAKERS.map((t) => TIE_VALUE[t](players[i]))];
  const beats = (a: number, b: number): boolean => {
    const ka = key(a);
    const kb = key(b);
    for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return ka[k] > kb[k];
    return false;
  };
  return partial.map((s, i) => ({ ...s, rank: 1 + players.filter((_, j) => beats(j, i)).length }));
}
