// Read-only queries on a state together with the static data: armies, control, freedom of regions,
// political status, the Fellowship's companions and guide, victory points. Pure functions.

import { SETTLEMENT_VP } from '../data';
import { draftArmyUnits, indexOf } from './index-cache';
import { distancesFrom, FP_NATIONS, nationOf, type WotrStatic } from './static';
import type { CharId, NationId, Side, WotrState } from './types';
import { shadowBarred } from './table-rules';

export const other = (side: Side): Side => (side === 'fp' ? 'shadow' : 'fp');

export function sideOfKey(D: WotrStatic, key: string): Side {
  return D.nationSide[nationOf(key)];
}

/** Army units (regulars + elites) of `side` in a region (§7.1: leaders and characters do not count). */
export function armyUnits(D: WotrStatic, s: WotrState, region: string, side: Side): number {
  const ix = indexOf(s);
  return ix ? ix.armyUnits(region, side) : draftArmyUnits(s, region, side);
}

export function count(s: WotrState, region: string, key: string): number {
  return s.units[region]?.[key] ?? 0;
}

/** Nazgûl in a region (the Witch-king counts as one, §7.2). */
export function nazgulIn(s: WotrState, region: string): number {
  return count(s, region, 'sauron.nazgul') + (s.chars['witch-king'] === region ? 1 : 0);
}

/** The side controlling a region's settlement (null: no settlement). */
export function controller(D: WotrStatic, s: WotrState, region: string): Side | null {
  const r = D.regions[region];
  if (!r.settlement || r.settlement === 'fortification' || !r.nation) return null;
  return s.control[region] ?? D.nationSide[r.nation];
}

/** Settlement still held by its original side (§1.8). */
export function unconquered(D: WotrStatic, s: WotrState, region: string): boolean {
  const r = D.regions[region];
  return !!r.nation && controller(D, s, region) === D.nationSide[r.nation];
}

/** Free for army movement (§1.8): no enemy army units (an empty enemy settlement may be entered and captured). */
export function freeForArmy(D: WotrStatic, s: WotrState, region: string, side: Side): boolean {
  if (side === 'shadow' && s.table && shadowBarred(s, region)) return false; // ---- table cards (table-rules.ts)
  if (s.sieges?.[region] === other(side)) return true; // combat §8.11: free for the besieger
  return armyUnits(D, s, region, other(side)) === 0;
}

/** A free region (§1.8): no enemy army, no enemy-controlled settlement. */
export function isFree(D: WotrStatic, s: WotrState, region: string, side: Side): boolean {
  if (s.sieges?.[region] === other(side)) return true; // §1.8: free for the side whose army besieges it
  if (armyUnits(D, s, region, other(side)) > 0) return false;
  const c = controller(D, s, region);
  return c === null || c === side;
}

export function atWar(s: WotrState, nation: NationId): boolean {
  return s.politics[nation].step === 0;
}

export function companionsInFellowship(D: WotrStatic, s: WotrState): CharId[] {
  const out: CharId[] = [];
  for (const id in s.chars) if (s.chars[id] === 'fellowship' && D.chars[id]?.companion) out.push(id);
  return out.sort();
}

/** Companions tied for the highest level in the Fellowship (the possible guides, §5.3). */
export function guideOptions(D: WotrStatic, s: WotrState): CharId[] {
  const c = companionsInFellowship(D, s);
  if (c.length === 0) return [];
  const top = Math.max(...c.map((id) => D.chars[id].level));
  return c.filter((id) => D.chars[id].level === top);
}

/** Characters of `side` standing in a region. */
export function charsIn(D: WotrStatic, s: WotrState, region: string, side: Side): CharId[] {
  const ix = indexOf(s);
  if (ix) return ix.chars(region, side).slice();
  const out: CharId[] = [];
  for (const id in s.chars) if (s.chars[id] === region && D.chars[id].side === side) out.push(id);
  return out.sort();
}

export function charLevel(D: WotrStatic, id: CharId): number {
  return D.chars[id].level;
}

/** Victory points a side holds from captured enemy settlements (§8.15: city 1, stronghold 2). */
export function victoryPoints(D: WotrStatic, s: WotrState, side: Side): number {
  let vp = 0;
  for (const region in s.control) {
    if (s.control[region] !== side) continue;
    const st = D.regions[region].settlement;
    if (st) vp += SETTLEMENT_VP[st];
  }
  return vp;
}

/** Dice a side owns at the next Phase 1 (§4.1): base plus characters in play, capped. */
export function dicePoolFor(D: WotrStatic, s: WotrState, side: Side): number {
  let n = side === 'fp' ? 4 : 7;
  for (const id in s.chars) {
    const c = D.chars[id];
    const place = s.chars[id];
    if (c.side === side && c.bonusDie && place !== 'out' && place !== 'dead') n++;
  }
  return Math.min(n, side === 'fp' ? 6 : 10);
}

export function isStrongholdOf(D: WotrStatic, s: WotrState, region: string, side: Side): boolean {
  return D.regions[region].settlement === 'stronghold' && controller(D, s, region) === side;
}

/** Regions within `steps` of `from` (any path over passable borders), `from` included. */
export function within(D: WotrStatic, from: string, steps: number): string[] {
  const out: string[] = [];
  for (const [r, d] of distancesFrom(D, from)) if (d <= steps) out.push(r);
  return out.sort();
}

export function isFpNation(n: NationId): boolean {
  return FP_NATIONS.includes(n);
}
