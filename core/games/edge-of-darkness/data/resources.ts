/**
 * Edge of Darkness: resources and tracks with their bounds (rules digest §2.5, §4.5, §4.7; A23, A27).
 * The engine keeps every player value inside these bounds; the random-game invariants check them.
 */
import { STARTING_KIT } from './setup';
import type { TokenResource } from './ids';

export interface Bound {
  readonly min: number;
  /** `null`: no upper bound in the rules (supplies are treated as unlimited, §7.1 "Supply limits"). */
  readonly max: number | null;
}

/**
 * Token resources (§2.5). Never negative: a "pay" needs the full amount, a "lose" stops at 0 (A27,
 * RULINGS.md R8). The box holds 32 coins, 26 influence/goodwill tokens and 28 prestige tokens, but the
 * rulebook never limits the supply.
 */
export const TOKEN_BOUNDS: Readonly<Record<TokenResource, Bound>> = {
  coin: { min: 0, max: null },
  influence: { min: 0, max: null },
  goodwill: { min: 0, max: null },
  prestige: { min: 0, max: null },
};

/** Quarter points each token is worth at the end (§2.5, §5); prestige is a whole point. */
export const TOKEN_QUARTERS: Readonly<Record<TokenResource, number>> = {
  coin: 1,
  influence: 1,
  goodwill: 1,
  prestige: 4,
};

/** Agents (§2.5): 10 per player; trained = at home + at locations; untrained beside the board. */
export const AGENT_BOUNDS = {
  total: STARTING_KIT.agents,
  trained: { min: 0, max: STARTING_KIT.agents },
  untrained: { min: 0, max: STARTING_KIT.untrainedAgents },
} as const;

/** Allegiance slips per guild (§2.2): 7, never replenished. */
export const ALLEGIANCE_SLIP_BOUNDS: Bound = { min: 0, max: STARTING_KIT.allegianceSlips };

/** Battle Strength (§2.5): gained and spent within one action turn, never below 0, lost at its end. */
export const BATTLE_STRENGTH_BOUNDS: Bound = { min: 0, max: null };

/**
 * The Defense track (§2.5, §4.5). The token starts on the top space (index 0) and moves down one space per
 * attack that gets through; at the end the player scores the value printed at its space. The rulebook does
 * not print the values (A23): these are ours (RULINGS.md R9), top 18, two less per space, bottom 0, which
 * fits the rulebook's example (a final 14). Below the bottom the token stays where it is.
 */
export const DEFENSE_TRACK: readonly number[] = [18, 16, 14, 12, 10, 8, 6, 4, 2, 0];
export const DEFENSE_TRACK_TOP = 0;
export const DEFENSE_TRACK_BOTTOM = DEFENSE_TRACK.length - 1;

/** Where the token stands after `hits` attacks got through from `position` (§4.5: one space per attack). */
export function defenseAfterHits(position: number, hits: number): number {
  return Math.min(DEFENSE_TRACK_BOTTOM, Math.max(DEFENSE_TRACK_TOP, position + hits));
}

/** The value scored at a track position (§5). */
export function defenseValue(position: number): number {
  return DEFENSE_TRACK[Math.min(DEFENSE_TRACK_BOTTOM, Math.max(DEFENSE_TRACK_TOP, position))];
}

/** Prestige for a successful defence: damage reduced to 0 (§4.5). */
export const DEFENSE_SUCCESS_PRESTIGE = 1;
/** Spaces the token moves down for one attack that gets through, whatever the damage (§4.5, A6). */
export const DEFENSE_FAILURE_STEPS = 1;
/** Battle Strength every visible Citizen gives (§2.5, §4.7). */
export const CITIZEN_BATTLE_STRENGTH = 1;
/** Coins paid to a card's owner per contact effect another player resolves from it (§2.2, §4.4.3). */
export const OWNER_FEE_COINS = 1;
/** Influence placed on each Street card skipped (§4.2). */
export const SKIP_COST_INFLUENCE = 1;
/** Unapplied cards discarded to return one agent / to use one Street effect (§4.4.3a). */
export const DISCARD_TO_RETURN_AGENT = 1;
export const DISCARD_FOR_STREET_EFFECT = 2;
