/**
 * War of the Ring (2nd edition): the Political Track as data (rules digest §2.1 step 11, §6.1–6.5, §11.7 #4,
 * #19, #26). A nation's position is its number of steps from "At War": 3 (top box), 2, 1, 0 = At War.
 */
import type { NationId } from './ids';
import { NATIONS } from './nations';

/** The track's positions, top box first; 0 is "At War". No nation ever sits above 3 (§11.7 #26). */
export const POLITICAL_STEPS = [3, 2, 1, 0] as const;
export type PoliticalStep = (typeof POLITICAL_STEPS)[number];
export const AT_WAR: PoliticalStep = 0;
export const TOP_STEP: PoliticalStep = 3;

/** At War: the counter is on the last step (§6.4). */
export function isAtWar(step: number): boolean {
  return step === AT_WAR;
}

/**
 * The step a nation reaches when advanced once (§6.3): one step toward At War, never past it, and a
 * Passive nation stops at 1, the step before At War (§6.1, RULINGS P1). Advancing never moves back.
 */
export function advancedStep(step: PoliticalStep, active: boolean): PoliticalStep {
  if (step === AT_WAR) return AT_WAR;
  const next = (step - 1) as PoliticalStep;
  if (next === AT_WAR && !active) return step;
  return next;
}

/** What being At War allows, and what a nation not At War may not do (§6.4, §6.5, §6.6, §8.1). */
export interface WarPermissions {
  /** Its units may enter another nation's regions (even a friendly one) other than by retreat. */
  readonly crossNationBorders: boolean;
  /** Its units may start a battle (attack, siege, sortie). */
  readonly attack: boolean;
  /** It may recruit with a Muster die result. */
  readonly recruitWithMusterDie: boolean;
  /** It may recruit where an Event card says so. */
  readonly recruitWithEventCard: boolean;
  /** It may move outside its own borders into regions of no nation. */
  readonly leaveOwnBorders: boolean;
}

export const AT_WAR_PERMISSIONS: WarPermissions = {
  crossNationBorders: true,
  attack: true,
  recruitWithMusterDie: true,
  recruitWithEventCard: true,
  leaveOwnBorders: true,
};

export const NOT_AT_WAR_PERMISSIONS: WarPermissions = {
  crossNationBorders: false,
  attack: false,
  recruitWithMusterDie: false,
  recruitWithEventCard: true,
  leaveOwnBorders: true,
};

/** The permissions of a nation at a step. Characters (Companions, Minions, Nazgûl) always count as At War. */
export function warPermissions(step: number): WarPermissions {
  return isAtWar(step) ? AT_WAR_PERMISSIONS : NOT_AT_WAR_PERMISSIONS;
}

/** Events that move a nation on the track (§6.2, §6.3); `activates` flips Passive to Active. */
export type PoliticalTrigger =
  | 'diplomatic-action'
  | 'army-attacked'
  | 'settlement-captured'
  | 'enemy-army-enters-region'
  | 'fellowship-declared-in-city-or-stronghold'
  | 'companion-in-city-or-stronghold'
  | 'witch-king-enters-play';

export interface PoliticalEffect {
  readonly trigger: PoliticalTrigger;
  /** Which nations it concerns. */
  readonly nations: 'chosen' | 'attacked-units' | 'settlement-owner' | 'region-owner' | 'all-fp';
  /** Steps advanced toward At War (activation first, then advance: §11.7 #19). */
  readonly advance: 0 | 1;
  /** Flips a Passive FP nation to Active. */
  readonly activates: boolean;
  /** One-line summary in our own words. */
  readonly summary: string;
}

export const POLITICAL_EFFECTS: readonly PoliticalEffect[] = [
  {
    trigger: 'diplomatic-action',
    nations: 'chosen',
    advance: 1,
    activates: false,
    summary: 'A Muster result advances one friendly nation a step.',
  },
  {
    trigger: 'army-attacked',
    nations: 'attacked-units',
    advance: 1,
    activates: true,
    summary: 'Each nation with units in an attacked army is activated and advances once per battle.',
  },
  {
    trigger: 'settlement-captured',
    nations: 'settlement-owner',
    advance: 1,
    activates: false,
    summary: 'A nation advances a step each time the enemy captures one of its Settlements.',
  },
  {
    trigger: 'enemy-army-enters-region',
    nations: 'region-owner',
    advance: 0,
    activates: true,
    summary: "An enemy army entering one of a nation's regions activates it.",
  },
  {
    trigger: 'fellowship-declared-in-city-or-stronghold',
    nations: 'region-owner',
    advance: 0,
    activates: true,
    summary: "Declaring the Fellowship in a nation's City or Stronghold activates that nation.",
  },
  {
    trigger: 'companion-in-city-or-stronghold',
    nations: 'region-owner',
    advance: 0,
    activates: true,
    summary:
      "A Companion ending a move in (or entering play in) a matching nation's free City or Stronghold activates it.",
  },
  {
    trigger: 'witch-king-enters-play',
    nations: 'all-fp',
    advance: 0,
    activates: true,
    summary: 'The Witch-king entering play activates every Free Peoples nation.',
  },
];

/** The starting track (§2.1 step 11), from nations.ts, as a plain record for state initialisation. */
export type PoliticalTrack = Readonly<Record<NationId, { readonly step: PoliticalStep; readonly active: boolean }>>;

/** The track at setup (§2.1 step 11, §6.1), built from nations.ts. */
export function initialPoliticalTrack(): PoliticalTrack {
  return Object.fromEntries(
    NATIONS.map((n) => [n.id, { step: n.politicalStart, active: n.startsActive }]),
  ) as unknown as PoliticalTrack;
}
