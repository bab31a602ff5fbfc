// What the tracker screen needs to know about the static data (`games.content` of the tracker engine):
// the Hunt tiles' faces, the Companions' names and Levels, the Settlements with their VP, the nations'
// figures in the box, the action dice faces, the checklist. Plain JSON: the renderer imports core only
// as types.

import {
  CARDS_PER_DECK,
  CHARACTER_BY_ID,
  COMPANION_IDS,
  HUNT_TILES,
  MILITARY_VP_TO_WIN,
  NATIONS,
  REGION_BY_ID,
  initialController,
  regionVp,
  type NationId,
  type Side,
  type UnitKind,
} from '../data';
import { CHECKLIST, DECKS, EXPANSIONS, SETTLEMENTS, facesOf, unitKinds } from './state';

export interface TrackerContent {
  readonly tiles: ReadonlyArray<{
    readonly id: string;
    readonly kind: 'standard' | 'fp-special' | 'shadow-special';
    readonly damage: number | 'eye' | 'die';
    readonly reveal: boolean;
    readonly stop: boolean;
  }>;
  readonly companions: ReadonlyArray<{ readonly id: string; readonly name: string; readonly level: number }>;
  readonly settlements: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly nation: NationId;
    readonly kind: 'town' | 'city' | 'stronghold';
    readonly side: Side;
    readonly vp: number;
  }>;
  readonly nations: ReadonlyArray<{
    readonly id: NationId;
    readonly side: Side;
    readonly figures: Readonly<Partial<Record<UnitKind, number>>>;
  }>;
  readonly faces: Readonly<Record<Side, readonly string[]>>;
  readonly decks: readonly string[];
  readonly cardsPerDeck: number;
  readonly vpToWin: Readonly<Record<Side, number>>;
  readonly checklist: typeof CHECKLIST;
  readonly expansions: readonly string[];
}

export function trackerContent(): TrackerContent {
  return {
    tiles: HUNT_TILES.map(({ id, kind, damage, reveal, stop }) => ({ id, kind, damage, reveal, stop })),
    companions: COMPANION_IDS.map((id) => ({
      id,
      name: CHARACTER_BY_ID[id].name,
      level: CHARACTER_BY_ID[id].level as number,
    })),
    settlements: SETTLEMENTS.map((id) => {
      const r = REGION_BY_ID[id];
      return {
        id,
        name: r.name,
        nation: r.nation!,
        kind: r.settlement as 'town' | 'city' | 'stronghold',
        side: initialController(r)!,
        vp: regionVp(id),
      };
    }),
    nations: NATIONS.map((n) => ({
      id: n.id,
      side: n.side,
      figures: Object.fromEntries(unitKinds(n.id).map((k) => [k, n.figures[k]])),
    })),
    faces: { fp: facesOf('fp'), shadow: facesOf('shadow') },
    decks: [...DECKS],
    cardsPerDeck: CARDS_PER_DECK,
    vpToWin: MILITARY_VP_TO_WIN,
    checklist: CHECKLIST,
    expansions: [...EXPANSIONS],
  };
}
