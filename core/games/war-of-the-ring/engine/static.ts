// The engine's read-only view of the static game data (data/): regions with adjacency, settlements,
// starting units and reinforcements, political track, characters, hunt tiles, event cards, action
// dice faces. Built once; everything is indexed for speed (distances are computed on first use).

import type { CharacterAbility, CharacterEntry } from '../data';
import type { CharId, Deck, Face, NationId, Side, UnitKey } from './types';

export type Settlement = 'town' | 'city' | 'stronghold' | 'fortification' | null;

export interface RegionInfo {
  readonly id: string;
  readonly nation: NationId | null;
  readonly settlement: Settlement;
  readonly adj: readonly string[];
  /** On the sea coast (map data; event cards' `coastal` filter). */
  readonly coastal?: boolean;
}

export interface CharInfo {
  readonly id: CharId;
  readonly side: Side;
  readonly level: number;
  readonly leadership: number;
  /** Adds an action die while in play (§4.1). */
  readonly bonusDie: boolean;
  /** FP nations the character can activate (§6.2): `all`, one nation, or none. */
  readonly activates: 'all' | NationId | null;
  /** A companion (starts in the Fellowship). */
  readonly companion: boolean;
  /** How the character comes into play (conditions and placement as data), null for those who start in play. */
  readonly entry: CharacterEntry | null;
  readonly abilities: readonly CharacterAbility[];
}

export interface TileInfo {
  readonly id: string;
  /** Hunt damage: a number (may be negative), `eye` or `die`. */
  readonly value: number | 'eye' | 'die';
  readonly reveal: boolean;
  readonly stop: boolean;
  readonly kind: 'standard' | 'fp' | 'shadow';
}

export interface CardInfo {
  readonly id: string;
  readonly side: Side;
  readonly deck: Deck;
}

export interface WotrStatic {
  readonly regions: { readonly [id: string]: RegionInfo };
  readonly regionIds: readonly string[];
  /** Starting units: region → unit key → count. */
  readonly start: { readonly [region: string]: { readonly [key: UnitKey]: number } };
  /** Starting reinforcements per unit key. */
  readonly reserve: { readonly [key: UnitKey]: number };
  /** Figures per unit key (map + reinforcements at setup). */
  readonly totals: { readonly [key: UnitKey]: number };
  readonly politics: { readonly [nation: string]: { readonly step: number; readonly active: boolean } };
  readonly nationSide: { readonly [nation: string]: Side };
  readonly chars: { readonly [id: CharId]: CharInfo };
  readonly tiles: { readonly [id: string]: TileInfo };
  readonly cards: { readonly [id: string]: CardInfo };
  readonly faces: { readonly fp: readonly Face[]; readonly shadow: readonly Face[] };
}

export const FP_NATIONS: readonly NationId[] = ['elves', 'dwarves', 'north', 'rohan', 'gondor'];
export const SHADOW_NATIONS: readonly NationId[] = ['sauron', 'isengard', 'southrons'];
export const NATIONS: readonly NationId[] = [...FP_NATIONS, ...SHADOW_NATIONS];

export function nationOf(key: UnitKey): NationId {
  return key.slice(0, key.indexOf('.')) as NationId;
}
export function kindOf(key: UnitKey): string {
  return key.slice(key.indexOf('.') + 1);
}

const distCache = new WeakMap<WotrStatic, Map<string, Map<string, number>>>();

/** Shortest number of steps between regions over passable borders (BFS, cached per source). */
export function distancesFrom(data: WotrStatic, from: string): ReadonlyMap<string, number> {
  let perData = distCache.get(data);
  if (!perData) distCache.set(data, (perData = new Map()));
  let d = perData.get(from);
  if (d) return d;
  d = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i];
    const next = d.get(r)! + 1;
    for (const n of data.regions[r].adj)
      if (!d.has(n)) {
        d.set(n, next);
        queue.push(n);
      }
  }
  perData.set(from, d);
  return d;
}
