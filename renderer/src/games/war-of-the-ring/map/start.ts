/**
 * The table at setup (rules digest §2), built from the static data only: the starting armies, the
 * Fellowship in Rivendell with its seven Companions, the Political Track, an empty Hunt Box, the
 * standard Hunt tiles in the pool, no victory points, three Elven Rings with the Free Peoples and no
 * dice rolled yet. The board shows this before the engine's first view, and the screenshots use it.
 */
import {
  CHARACTERS,
  COMPANION_IDS,
  ELVEN_RINGS,
  FELLOWSHIP_START,
  REGIONS,
  STANDARD_HUNT_TILES,
  STARTING_GUIDE,
  initialPoliticalTrack,
  isEyeTile,
  type NationId,
  type RegionId,
} from '../../../../../core/games/war-of-the-ring/data';
import type { WotrRegionView, WotrTableView, WotrUnitCounts } from './types';

export function startingTable(): WotrTableView {
  const regions: Partial<Record<RegionId, WotrRegionView>> = {};
  for (const r of REGIONS) {
    if (!r.start) continue;
    const { nation, regular, elite, leader, nazgul } = r.start;
    const units: Partial<Record<NationId, WotrUnitCounts>> = { [nation]: { regular, elite, leader, nazgul } };
    regions[r.id] = { units };
  }
  const eye = STANDARD_HUNT_TILES.filter(isEyeTile).length;
  return {
    regions,
    fellowship: {
      region: FELLOWSHIP_START,
      progress: 0,
      revealed: false,
      corruption: 0,
      mordorStep: null,
      guide: STARTING_GUIDE,
      companions: [...COMPANION_IDS],
    },
    politics: initialPoliticalTrack(),
    huntBox: { shadowDice: 0, fpDice: 0 },
    huntPool: { standard: STANDARD_HUNT_TILES.length - eye, eye, special: 0 },
    victoryPoints: { fp: 0, shadow: 0 },
    elvenRings: { fp: ELVEN_RINGS, shadow: 0 },
    dice: { fp: { faces: [] }, shadow: { faces: [] } },
  };
}

/** Character names as the data spells them (proper names stay as printed, like region names). */
export const CHARACTER_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  CHARACTERS.map((c) => [c.id, c.name]),
);
