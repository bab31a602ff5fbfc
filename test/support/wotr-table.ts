/**
 * War of the Ring screens, test side: the board data the backend is to serve as the game's content
 * (`WotrBoardData`), and the table at setup (rules digest §2), built from the static data only: the starting armies, the
 * Fellowship in Rivendell with its seven Companions, the Political Track, an empty Hunt Box, the
 * standard Hunt tiles in the pool, no victory points, three Elven Rings with the Free Peoples and no
 * dice rolled yet. The renderer may not import core's values, so these live here for the tests (and
 * the screenshot harness); the backend's content for the game is built the same way.
 */
import {
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
} from '../../core/games/war-of-the-ring/data';
import { wotrBoardData as coreBoardData } from '../../core/games/war-of-the-ring/play-content';
import type {
  WotrBoardData,
  WotrRegionView,
  WotrTableView,
  WotrUnitCounts,
} from '../../renderer/src/games/war-of-the-ring/map/types';

/** The static facts the War of the Ring screens draw with (the game's content, core/games/war-of-the-ring/play-content.ts). */
export function wotrBoardData(): WotrBoardData {
  return coreBoardData();
}

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
    huntPool: { standard: STANDARD_HUNT_TILES.length - eye, eye, special: 0, waiting: 0 },
    victoryPoints: { fp: 0, shadow: 0 },
    elvenRings: { fp: ELVEN_RINGS, shadow: 0 },
    dice: { fp: { faces: [] }, shadow: { faces: [] } },
  };
}
