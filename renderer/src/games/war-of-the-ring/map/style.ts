/**
 * Colours and short marks of the War of the Ring screens (our own choice): the Free Peoples in blues,
 * greens and browns, the Shadow in reds, ochre and orange, so the two families read apart at a glance.
 */
import type { NationId, PoliticalStep, Side } from '../../../../../core/games/war-of-the-ring/data';

export interface NationStyle {
  /** Counters and tokens. */
  readonly strong: string;
  /** Text on `strong`. */
  readonly on: string;
  /** Region fill. */
  readonly land: string;
}

export const NATION_STYLE: Readonly<Record<NationId, NationStyle>> = {
  elves: { strong: '#1f7a6d', on: '#ffffff', land: '#a9dacd' },
  dwarves: { strong: '#7a5230', on: '#ffffff', land: '#d2b596' },
  north: { strong: '#3f7fb8', on: '#ffffff', land: '#bcd7ef' },
  rohan: { strong: '#3c7a2e', on: '#ffffff', land: '#b4d6a4' },
  gondor: { strong: '#2c3f86', on: '#ffffff', land: '#b3bfe6' },
  sauron: { strong: '#9e1b1b', on: '#ffffff', land: '#e6a49e' },
  isengard: { strong: '#a07d10', on: '#ffffff', land: '#ebd891' },
  southrons: { strong: '#c2571a', on: '#ffffff', land: '#f2bf90' },
};

export const SIDE_STYLE: Readonly<Record<Side, { readonly strong: string; readonly on: string }>> = {
  fp: { strong: '#1d4f91', on: '#ffffff' },
  shadow: { strong: '#8b1010', on: '#ffffff' },
};

/** Land of no nation. */
export const NEUTRAL_LAND = '#f3ecd9';
/** The sea and lakes. */
export const WATER = '#93b6d2';
/** Off-map wilderness. */
export const WILD = '#d9d0ba';

/** The side of each nation (rules digest §1.7), in the order the screens list them. */
export const NATION_SIDE: Readonly<Record<NationId, Side>> = {
  elves: 'fp',
  dwarves: 'fp',
  north: 'fp',
  rohan: 'fp',
  gondor: 'fp',
  sauron: 'shadow',
  isengard: 'shadow',
  southrons: 'shadow',
};
export const NATION_ORDER = Object.keys(NATION_SIDE) as readonly NationId[];
export const SIDE_ORDER: readonly Side[] = ['fp', 'shadow'];
/** The Political Track's boxes, from the top to "At War" (§6.1). */
export const POLITICAL_COLUMNS: readonly PoliticalStep[] = [3, 2, 1, 0];
