/**
 * War of the Ring (2nd edition): the eight nations (rules digest §1.2, §1.7, §2.1 step 11, §2.2, §6.1):
 * side, political track start, figures in the box and reinforcements at setup. Written by us as facts.
 */
import type { NationId, Side } from './ids';

/** A count per figure kind. `leader` is Free Peoples Leaders, `nazgul` Nazgûl (Sauron only). */
export interface FigureCounts {
  readonly regular: number;
  readonly elite: number;
  readonly leader: number;
  readonly nazgul: number;
}

export interface NationDef {
  readonly id: NationId;
  /** English name. */
  readonly name: string;
  readonly side: Side;
  /** Steps from "At War" at setup (§2.1 step 11): 3 = top box, 0 = At War. */
  readonly politicalStart: 3 | 2 | 1 | 0;
  /** Active at setup (§6.1): the Elves and all Shadow nations. */
  readonly startsActive: boolean;
  /** Every figure of the nation in the box (§1.2). Nazgûl are counted with Sauron. */
  readonly figures: FigureCounts;
  /** Figures set aside as reinforcements at setup (§2.2); the rest start on the map (regions.ts). */
  readonly reinforcements: FigureCounts;
}

const counts = (regular: number, elite: number, leader = 0, nazgul = 0): FigureCounts => ({
  regular,
  elite,
  leader,
  nazgul,
});

export const NATIONS: readonly NationDef[] = [
  {
    id: 'elves',
    name: 'Elves',
    side: 'fp',
    politicalStart: 3,
    startsActive: true,
    figures: counts(5, 10, 4),
    reinforcements: counts(2, 4, 0),
  },
  {
    id: 'dwarves',
    name: 'Dwarves',
    side: 'fp',
    politicalStart: 3,
    startsActive: false,
    figures: counts(5, 5, 4),
    reinforcements: counts(2, 3, 3),
  },
  {
    id: 'north',
    name: 'The North',
    side: 'fp',
    politicalStart: 3,
    startsActive: false,
    figures: counts(10, 5, 4),
    reinforcements: counts(6, 4, 3),
  },
  {
    id: 'rohan',
    name: 'Rohan',
    side: 'fp',
    politicalStart: 3,
    startsActive: false,
    figures: counts(10, 5, 4),
    reinforcements: counts(6, 4, 3),
  },
  {
    id: 'gondor',
    name: 'Gondor',
    side: 'fp',
    politicalStart: 2,
    startsActive: false,
    figures: counts(15, 5, 4),
    reinforcements: counts(6, 4, 3),
  },
  {
    id: 'sauron',
    name: 'Sauron',
    side: 'shadow',
    politicalStart: 1,
    startsActive: true,
    figures: counts(36, 6, 0, 8),
    reinforcements: counts(8, 4, 0, 4),
  },
  {
    id: 'isengard',
    name: 'Isengard',
    side: 'shadow',
    politicalStart: 1,
    startsActive: true,
    figures: counts(12, 6),
    reinforcements: counts(6, 5),
  },
  {
    id: 'southrons',
    name: 'Southrons & Easterlings',
    side: 'shadow',
    politicalStart: 2,
    startsActive: true,
    figures: counts(24, 6),
    reinforcements: counts(10, 3),
  },
];

export const NATION_BY_ID: Readonly<Record<NationId, NationDef>> = Object.fromEntries(
  NATIONS.map((n) => [n.id, n]),
) as Record<NationId, NationDef>;

/** The side a nation fights for. */
export function sideOf(nation: NationId): Side {
  return NATION_BY_ID[nation].side;
}

/** Nations of a side, in NATIONS order. */
export function nationsOf(side: Side): readonly NationId[] {
  return NATIONS.filter((n) => n.side === side).map((n) => n.id);
}

/** Army figure totals per side (§1.2): Shadow 90 units, FP 75 units and 20 Leaders, 8 Nazgûl. */
export const SIDE_FIGURE_TOTALS: Readonly<Record<Side, { readonly units: number; readonly leaders: number }>> = {
  fp: { units: 75, leaders: 20 },
  shadow: { units: 90, leaders: 8 },
};
