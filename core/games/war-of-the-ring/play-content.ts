// What the War of the Ring play screen needs to know about the static data (`games.content`): the
// board data the map, the tracks and the dice are drawn with (`WotrBoardData` in
// renderer/src/games/war-of-the-ring/map/types.ts, the same shape), the event cards' names and our
// own one-line summaries, and the Hunt tiles' kinds (to count what is left in the pool). Plain JSON:
// the renderer may not import core values, only types.

import {
  CHARACTERS,
  CORRUPTION,
  CRACK_OF_DOOM_STEP,
  HUNT_TILES,
  MILITARY_VP_TO_WIN,
  REGIONS,
  isEyeTile,
  type CharacterDef,
  type RegionDef,
  type Side,
} from './data';
import { EVENT_CARDS } from './data/events';

export interface WotrCardInfo {
  readonly name: string;
  /** One line in our own words (data/events.ts), never the printed text. */
  readonly summary: string;
  readonly side: Side;
  readonly deck: 'character' | 'strategy';
}

export interface WotrPlayContent {
  /** The 105 regions in board order (rules digest §1.7). */
  readonly regions: readonly Pick<RegionDef, 'id' | 'name' | 'nation' | 'settlement' | 'adjacent'>[];
  readonly characters: readonly Pick<CharacterDef, 'id' | 'name' | 'side'>[];
  readonly corruptionMax: number;
  readonly crackOfDoomStep: number;
  readonly vpToWin: Readonly<Record<Side, number>>;
  /** Event cards by id: name and summary. */
  readonly cards: Readonly<Record<string, WotrCardInfo>>;
  /** Hunt tiles by id: `eye` (standard Eye), `standard` (numbered), `special`. */
  readonly tiles: Readonly<Record<string, 'standard' | 'eye' | 'special'>>;
}

/** The static facts the War of the Ring screens draw with (the board data of the map helper). */
export function wotrBoardData(): Pick<
  WotrPlayContent,
  'regions' | 'characters' | 'corruptionMax' | 'crackOfDoomStep' | 'vpToWin'
> {
  return {
    regions: REGIONS.map(({ id, name, nation, settlement, adjacent }) => ({ id, name, nation, settlement, adjacent })),
    characters: CHARACTERS.map(({ id, name, side }) => ({ id, name, side })),
    corruptionMax: CORRUPTION.max,
    crackOfDoomStep: CRACK_OF_DOOM_STEP,
    vpToWin: MILITARY_VP_TO_WIN,
  };
}

/** `games.content` of the engine: the board data, the event cards and the Hunt tiles. */
export function wotrPlayContent(): WotrPlayContent {
  const cards: Record<string, WotrCardInfo> = {};
  for (const c of EVENT_CARDS) cards[c.id] = { name: c.name, summary: c.summary, side: c.side, deck: c.deck };
  const tiles: Record<string, 'standard' | 'eye' | 'special'> = {};
  for (const t of HUNT_TILES) tiles[t.id] = t.kind !== 'standard' ? 'special' : isEyeTile(t) ? 'eye' : 'standard';
  return { ...wotrBoardData(), cards, tiles };
}
