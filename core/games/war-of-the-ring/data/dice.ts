/**
 * War of the Ring (2nd edition): action dice, combat dice and Elven Rings as data (rules digest §1.4, §4.1,
 * §4.4, §4.5, §8.6, §11.6). Written by us as facts.
 */
import type { CharacterId, Side } from './ids';

/** An action die result (§1.4, §4.4). `muster-army` is the combined face; `eye` and `will-of-the-west` are the specials. */
export const ACTION_FACES = ['character', 'army', 'muster', 'muster-army', 'event', 'will-of-the-west', 'eye'] as const;
export type ActionFace = (typeof ACTION_FACES)[number];

/**
 * The six faces of each side's action die (§1.4): the Free Peoples die shows Character twice and Army only
 * together with Muster; the Shadow die shows each of its six results once, the Eye as its special.
 */
export const DIE_FACES: Readonly<Record<Side, readonly ActionFace[]>> = {
  fp: ['character', 'character', 'muster', 'muster-army', 'event', 'will-of-the-west'],
  shadow: ['character', 'army', 'muster', 'muster-army', 'event', 'eye'],
};

/** How many faces of a side's die show `face`. */
export function faceCount(side: Side, face: ActionFace): number {
  return DIE_FACES[side].filter((f) => f === face).length;
}

/** Action dice at setup and the most a side can ever roll (§4.1). */
export const ACTION_DICE: Readonly<Record<Side, { readonly start: number; readonly max: number }>> = {
  fp: { start: 4, max: 6 },
  shadow: { start: 7, max: 10 },
};

/** Characters whose entry adds one action die from the next Phase 1, lost again if he is eliminated (§4.1). */
export const BONUS_DIE_CHARACTERS: Readonly<Record<Side, readonly CharacterId[]>> = {
  fp: ['aragorn', 'gandalf-white'],
  shadow: ['saruman', 'witch-king', 'mouth-of-sauron'],
};

/**
 * Elven Rings (§4.5): 3 counters; the FP may use one per turn to change a die to any result except Will
 * of the West, then it passes to the Shadow, who may use it once (may make an Eye, never change an Eye) and
 * then it leaves the game.
 */
export const ELVEN_RINGS = 3;
export const ELVEN_RING_FORBIDDEN_RESULT: Readonly<Record<Side, ActionFace | null>> = {
  fp: 'will-of-the-west',
  shadow: null,
};

/** Combat dice (§8.3, §8.6): at most 5 rolled and 5 re-rolled; 5+ hits; a natural 1 misses and a 6 hits. */
export const COMBAT = {
  maxDice: 5,
  maxRerolls: 5,
  hitOn: 5,
  /** First round against a City or Fortification, and every siege battle round, for the attacker (§8.10, §8.12). */
  hitOnFortified: 6,
  naturalMiss: 1,
  naturalHit: 6,
} as const;

/** Combat dice in the box, also used for the Hunt (§1.1). */
export const COMBAT_DICE_IN_BOX = 5;
