/**
 * War of the Ring (2nd edition): victory as data (rules digest §8.15, §9): the Victory Points of captured
 * Settlements, the military thresholds and the precedence of the four ways to win.
 */
import type { RegionId, SettlementKind, Side } from './ids';
import { REGION_BY_ID, initialController } from './regions';

/** VP a captor scores for an enemy Settlement (§8.15): City 1, Stronghold 2, Town and Fortification none. */
export const SETTLEMENT_VP: Readonly<Record<SettlementKind, number>> = {
  town: 0,
  city: 1,
  stronghold: 2,
  fortification: 0,
};

/** Military victory (§9, checked in Phase 6): VP of enemy Settlements a side must control. */
export const MILITARY_VP_TO_WIN: Readonly<Record<Side, number>> = {
  shadow: 10,
  fp: 4,
};

/** The four conditions in order of precedence: when several are met in the same turn the first wins (§9). */
export const VICTORY_CONDITIONS = [
  { id: 'corruption', winner: 'shadow', kind: 'ring', checked: 'at-once' },
  { id: 'ring-destroyed', winner: 'fp', kind: 'ring', checked: 'at-once' },
  { id: 'shadow-military', winner: 'shadow', kind: 'military', checked: 'phase-6' },
  { id: 'fp-military', winner: 'fp', kind: 'military', checked: 'phase-6' },
] as const;
export type VictoryConditionId = (typeof VICTORY_CONDITIONS)[number]['id'];

/** The VP a region is worth to the side that captures it from its original owner (0 when none). */
export function regionVp(id: RegionId): number {
  const r = REGION_BY_ID[id];
  return r.settlement && initialController(r) ? SETTLEMENT_VP[r.settlement] : 0;
}

/**
 * VP `side` holds: the sum over the enemy Settlements it controls. `controller` gives the current controller
 * of each region whose control changed (regions not in it keep their initial controller).
 */
export function victoryPoints(side: Side, controller: Readonly<Partial<Record<RegionId, Side>>>): number {
  let vp = 0;
  for (const [id, holder] of Object.entries(controller) as [RegionId, Side][]) {
    const original = initialController(REGION_BY_ID[id]);
    if (holder === side && original !== null && original !== side) vp += regionVp(id);
  }
  return vp;
}
