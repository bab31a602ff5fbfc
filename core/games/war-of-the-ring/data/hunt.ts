/**
 * War of the Ring (2nd edition): the Hunt for the Ring as data (rules digest §1.3, §2.1 steps 3 and 9,
 * §5.2, §5.10–5.16, Appendix A.2): the standard and special Hunt tiles, the Hunt roll, corruption.
 * Written by us as facts; the tile make-up is Appendix A's (not in the seed, see RULINGS.md H1).
 */
import type { EventCardId, HuntTileId } from './ids';

export type HuntTileKind = 'standard' | 'fp-special' | 'shadow-special';

export interface HuntTileDef {
  readonly id: HuntTileId;
  readonly kind: HuntTileKind;
  /**
   * Hunt damage: a number (negative = corruption removed, §5.10), 'eye' (the Hunt roll's successes, §5.13;
   * on the Mordor Track the dice in the Hunt Box, §5.16), or 'die' (a Combat die rolled after drawing; counts
   * as a numbered tile for Event cards).
   */
  readonly damage: number | 'eye' | 'die';
  /** Reveal icon: the Fellowship is revealed after the other effects (§5.13). */
  readonly reveal: boolean;
  /** Stop icon: on the Mordor Track the Fellowship does not advance (§5.16). Every red tile has it. */
  readonly stop: boolean;
  /** The Event card that puts a special tile into play, where known (special tiles enter only through cards). */
  readonly card: EventCardId | null;
}

const std = (id: HuntTileId, damage: number | 'eye', reveal: boolean): HuntTileDef => ({
  id,
  kind: 'standard',
  damage,
  reveal,
  stop: false,
  card: null,
});

/** The 16 standard (beige) tiles that make up the Hunt Pool at setup (§2.1 step 9, Appendix A.2). */
export const STANDARD_HUNT_TILES: readonly HuntTileDef[] = [
  std('std-1', 3, false),
  std('std-2', 3, false),
  std('std-3', 3, false),
  std('std-4', 2, false),
  std('std-5', 2, false),
  std('std-6', 1, false),
  std('std-7', 1, false),
  std('std-8', 2, true),
  std('std-9', 1, true),
  std('std-10', 1, true),
  std('std-11', 0, true),
  std('std-12', 0, true),
  std('eye-1', 'eye', true),
  std('eye-2', 'eye', true),
  std('eye-3', 'eye', true),
  std('eye-4', 'eye', true),
];

/**
 * The 8 special tiles, set aside at setup (§2.1 step 9); an Event card puts one into play: it waits until
 * the Fellowship enters Mordor, or goes straight into the pool if it is already on the Mordor Track (§5.10).
 * Ids name the tile's face; `card` names the card that brings it where that is certain (RULINGS.md H2).
 */
export const SPECIAL_HUNT_TILES: readonly HuntTileDef[] = [
  { id: 'fp.zero-a', kind: 'fp-special', damage: 0, reveal: false, stop: false, card: 'fp.elven-cloaks' },
  { id: 'fp.zero-b', kind: 'fp-special', damage: 0, reveal: false, stop: false, card: 'fp.elven-rope' },
  {
    id: 'fp.minus-one',
    kind: 'fp-special',
    damage: -1,
    reveal: false,
    stop: false,
    card: 'fp.smeagol-helps-nice-master',
  },
  { id: 'fp.minus-two', kind: 'fp-special', damage: -2, reveal: false, stop: false, card: 'fp.phial-of-galadriel' },
  { id: 'shadow.one-reveal-stop', kind: 'shadow-special', damage: 1, reveal: true, stop: true, card: null },
  { id: 'shadow.three-stop', kind: 'shadow-special', damage: 3, reveal: false, stop: true, card: null },
  {
    id: 'shadow.die-stop',
    kind: 'shadow-special',
    damage: 'die',
    reveal: false,
    stop: true,
    card: 'shadow.shelobs-lair',
  },
  { id: 'shadow.eye-reveal-stop', kind: 'shadow-special', damage: 'eye', reveal: true, stop: true, card: null },
];

export const HUNT_TILES: readonly HuntTileDef[] = [...STANDARD_HUNT_TILES, ...SPECIAL_HUNT_TILES];

export const HUNT_TILE_BY_ID: Readonly<Record<string, HuntTileDef>> = Object.fromEntries(
  HUNT_TILES.map((t) => [t.id, t]),
);

/** Eye tiles (standard or special): their damage depends on the Hunt (§5.13, §5.16). */
export function isEyeTile(t: HuntTileDef): boolean {
  return t.damage === 'eye';
}

/** The Hunt roll (§5.12): Combat dice equal to the Shadow dice in the Hunt Box, at most 5; 6+ succeeds, +1 per FP die in the Hunt Box; a natural 1 fails. */
export const HUNT_ROLL = {
  maxDice: 5,
  successOn: 6,
  modifierPerFpDieInHuntBox: 1,
  naturalFail: 1,
  /** One re-roll of a failed die per condition met in the Ring-bearers' region, at most 3. */
  maxRerolls: 3,
} as const;

/** The conditions that each give the Shadow one Hunt re-roll (§5.12 step 4). */
export const HUNT_REROLL_CONDITIONS = ['shadow-stronghold', 'shadow-army-units', 'nazgul'] as const;
export type HuntRerollCondition = (typeof HUNT_REROLL_CONDITIONS)[number];

/** Corruption runs 0–12; at 12 or more the Shadow wins at once (§5.2, §9). */
export const CORRUPTION = { min: 0, max: 12, shadowWinsAt: 12 } as const;

/** Hunt allocation in Phase 3 (§3, §5.11): at most the Companions in the Fellowship but always at least 1 allowed; at least 1 required if an FP die was in the Hunt Box last turn. */
export const HUNT_ALLOCATION = { alwaysAllowed: 1, minimumIfFpDiceLastTurn: 1 } as const;
