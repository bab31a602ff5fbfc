/**
 * War of the Ring: the view model the map, the tracks and the dice are drawn from. It is small and
 * public on purpose: the engine's view is mapped onto it by the board (the engine's own view is not
 * fixed yet), and `start.ts` builds it from the static data for the starting position. Everything here
 * is what the seat looking at the screen may know — the Fellowship's hidden progress is a number both
 * sides see on the board, its true position never appears.
 */
import type {
  ActionFace,
  CharacterDef,
  CharacterId,
  NationId,
  PoliticalStep,
  RegionDef,
  RegionId,
  Side,
} from '../../../../../core/games/war-of-the-ring/data';

/** A region's static facts the map needs (from core/games/war-of-the-ring/data/regions.ts). */
export type WotrRegionInfo = Pick<RegionDef, 'id' | 'name' | 'nation' | 'settlement' | 'adjacent'>;
/** A character's static facts the screens need (from data/characters.ts). */
export type WotrCharacterInfo = Pick<CharacterDef, 'id' | 'name' | 'side'>;

/**
 * The static game data the screens draw with. The renderer may not import core's values (engines and
 * their data live behind the backend), so the backend serves this object as the game's content
 * (`games.content`, like Marvel Champions' play-content.ts); `test/support/wotr-table.ts` builds it
 * from the data for the tests.
 */
export interface WotrBoardData {
  /** The 105 regions in board order (rules digest §1.7). */
  readonly regions: readonly WotrRegionInfo[];
  readonly characters: readonly WotrCharacterInfo[];
  /** Corruption that makes the Shadow win (§5.2): the Fellowship Track runs 0 … corruptionMax. */
  readonly corruptionMax: number;
  /** The Mordor Track's last step, the Crack of Doom (§5.16). */
  readonly crackOfDoomStep: number;
  /** Victory points a side needs for a military victory (§9). */
  readonly vpToWin: Readonly<Record<Side, number>>;
}

/** Figures of one nation in one region (§1.2): `leader` FP Leaders, `nazgul` Nazgûl (Sauron only). */
export interface WotrUnitCounts {
  readonly regular: number;
  readonly elite: number;
  readonly leader: number;
  readonly nazgul: number;
}

/** What lies in one region. Absent regions of `WotrMapView.regions` are empty and carry no marker. */
export interface WotrRegionView {
  /** Army figures per nation (a nation with no figures is left out). */
  readonly units?: Partial<Record<NationId, WotrUnitCounts>>;
  /** Characters (Companions outside the Fellowship, Gollum alone, Minions) standing here, in play order. */
  readonly characters?: readonly CharacterId[];
  /**
   * The side whose control marker lies here (§8.13: a captured Settlement, or an enemy Settlement held by
   * the Free Peoples), or null/absent when the region keeps its initial controller (no marker).
   */
  readonly control?: Side | null;
  /** The Stronghold is under siege: its defenders stand in the Stronghold Box (§8.11). */
  readonly besieged?: boolean;
  /**
   * Figures inside the besieged Stronghold, when `besieged` (per nation). `units` are then the besiegers
   * outside. Absent when not besieged.
   */
  readonly besiegedUnits?: Partial<Record<NationId, WotrUnitCounts>>;
}

/** The Fellowship as the board shows it to both seats (§5.1, §5.5, §5.16). */
export interface WotrFellowshipView {
  /** The region of the Fellowship figure (its last known position), or null once on the Mordor Track. */
  readonly region: RegionId | null;
  /** Steps on the Fellowship Track since the figure last moved (the Progress counter, 0…12). */
  readonly progress: number;
  /** The Progress counter's face: hidden or revealed. */
  readonly revealed: boolean;
  /** Corruption points, 0…12 (§5.2). */
  readonly corruption: number;
  /** Step on the Mordor Track (0 = entry … `CRACK_OF_DOOM_STEP`), or null when not on it. */
  readonly mordorStep: number | null;
  /** The Guide (§5.3). */
  readonly guide: CharacterId | null;
  /** Companions still in the Fellowship (the Guide included). */
  readonly companions: readonly CharacterId[];
}

/** One nation on the Political Track (§6.1): steps from war (3 … 0 = At War) and its face. */
export interface WotrPoliticsEntry {
  readonly step: PoliticalStep;
  readonly active: boolean;
}

/** The Hunt Box (§4.2): Shadow dice put there (Eye results and allotted dice) and FP dice spent moving the Fellowship. */
export interface WotrHuntBoxView {
  readonly shadowDice: number;
  readonly fpDice: number;
}

/** What is left in the Hunt Pool, as counts both seats may see (§5.10): the draw stays secret. */
export interface WotrHuntPoolView {
  /** Standard tiles with a number. */
  readonly standard: number;
  /** Standard Eye tiles (damage = Hunt dice successes). */
  readonly eye: number;
  /** Special tiles added by Event cards (Free Peoples and Shadow). */
  readonly special: number;
  /** Special tiles put in play that join the pool when the Fellowship enters Mordor (§5.10). */
  readonly waiting?: number;
}

/** The Tracks and boxes around the map. */
export interface WotrTracksView {
  readonly fellowship: WotrFellowshipView;
  readonly politics: Readonly<Record<NationId, WotrPoliticsEntry>>;
  readonly huntBox: WotrHuntBoxView;
  readonly huntPool: WotrHuntPoolView;
  /** Victory points from captured Settlements (§9), per side. */
  readonly victoryPoints: Readonly<Record<Side, number>>;
  /** Elven Rings still to be used, per side (§4.5). */
  readonly elvenRings: Readonly<Record<Side, number>>;
}

/** A side's action dice this turn (§4.3): the faces rolled, in order; `used[i]` when die i has been spent. */
export interface WotrDicePoolView {
  readonly faces: readonly ActionFace[];
  readonly used?: readonly boolean[];
}

/** Everything the map draws. */
export interface WotrMapView {
  readonly regions: Readonly<Partial<Record<RegionId, WotrRegionView>>>;
  readonly fellowship: WotrFellowshipView;
}

/** The whole table: the map, the tracks and both dice pools. */
export interface WotrTableView extends WotrMapView, WotrTracksView {
  readonly dice: Readonly<Record<Side, WotrDicePoolView>>;
}

/** No figures. */
export const NO_UNITS: WotrUnitCounts = { regular: 0, elite: 0, leader: 0, nazgul: 0 };
