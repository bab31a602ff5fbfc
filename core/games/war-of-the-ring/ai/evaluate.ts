// A static evaluation of a War of the Ring position, in Free Peoples points (the Shadow uses its
// negation). It is read from a sampled world (world.ts) and, for the Shadow, only from public fields:
// the Fellowship's last known region and Progress, never its true region or the FP hand.

import { armyUnits, controller, victoryPoints } from '../engine/board';
import { D } from '../engine/content';
import { distancesFrom, kindOf, nationOf } from '../engine/static';
import type { Side, WotrState } from '../engine/types';

export const WIN = 100_000;
const MORDOR_GATES = ['minas-morgul', 'morannon'] as const;

let gateDistance: Map<string, number> | null = null;
/** Regions from the nearer gate of Mordor (Minas Morgul or Morannon), over passable borders. */
export function toMordor(region: string): number {
  if (!gateDistance) {
    gateDistance = new Map();
    for (const gate of MORDOR_GATES)
      for (const [r, d] of distancesFrom(D, gate)) gateDistance.set(r, Math.min(d, gateDistance.get(r) ?? 99));
  }
  return gateDistance.get(region) ?? 30;
}

/** FP settlements (cities and strongholds) by value, for the Shadow's march. */
const FP_SETTLEMENTS = D.regionIds.filter((r) => {
  const x = D.regions[r];
  return !!x.nation && D.nationSide[x.nation] === 'fp' && (x.settlement === 'city' || x.settlement === 'stronghold');
});
const SHADOW_SETTLEMENTS = D.regionIds.filter((r) => {
  const x = D.regions[r];
  return (
    !!x.nation && D.nationSide[x.nation] === 'shadow' && (x.settlement === 'city' || x.settlement === 'stronghold')
  );
});

/** Settlements `side` would capture: the enemy's cities and strongholds it does not hold yet. */
export function targets(s: WotrState, side: Side): string[] {
  return (side === 'shadow' ? FP_SETTLEMENTS : SHADOW_SETTLEMENTS).filter((r) => controller(D, s, r) !== side);
}

const targetDist = new Map<string, ReadonlyMap<string, number>>();
/** Distance from `region` to the nearest of `goals`. */
export function distanceTo(region: string, goals: readonly string[]): number {
  let best = 30;
  for (const g of goals) {
    let d = targetDist.get(g);
    if (!d) targetDist.set(g, (d = distancesFrom(D, g)));
    best = Math.min(best, d.get(region) ?? 30);
  }
  return best;
}

/** FP Cities and Strongholds next to Mordor where the Ring-bearers heal before entering (§5.8). */
const HEAL_SITES = ['minas-tirith', 'pelargir'] as const;
/** The FP does not wait to heal past this turn or once the Shadow is this close to a military victory. */
const HEAL_LAST_TURN = 30;
const HEAL_VP_LIMIT = 6;

/**
 * Where the Ring-bearers go to heal before entering Mordor, or null: with Corruption to heal, off the
 * Mordor Track, an FP-held, unbesieged City or Stronghold next to Mordor (§5.8: declared there, one
 * Corruption a turn), while there is time. Public fields only (the Shadow may ask it too).
 */
export function healSite(s: WotrState): string | null {
  const f = s.fellowship;
  if (f.mordor !== null || f.at === null || f.corruption === 0) return null;
  if (s.turn > HEAL_LAST_TURN || victoryPoints(D, s, 'shadow') >= HEAL_VP_LIMIT) return null;
  let best: string | null = null;
  let bestD = 99;
  const from = f.trueAt ?? f.at;
  for (const r of HEAL_SITES) {
    if (controller(D, s, r) !== 'fp' || s.sieges?.[r]) continue;
    const d = distanceTo(from, [r]);
    if (toMordor(from) < toMordor(r) && f.corruption < 4) continue;
    if (d < bestD) {
      bestD = d;
      best = r;
    }
  }
  return best;
}

/** Where the evaluating side believes the Fellowship is, in regions from Mordor. */
export function ringDistance(s: WotrState, side: Side): number {
  const f = s.fellowship;
  if (f.at === null) return 0;
  if (side === 'fp') {
    const at = f.trueAt ?? f.at;
    const site = healSite(s);
    // on the way to heal first: the way to the site, then from there to Mordor
    return site ? distanceTo(at, [site]) + toMordor(site) : toMordor(at);
  }
  return Math.max(0, toMordor(f.at) - f.progress); // public: the last known region and Progress
}

function settlementWeight(region: string): number {
  return D.regions[region].settlement === 'stronghold' ? 2 : 1;
}

/** FP-side value of `s` as `side` sees it. */
export function evaluate(s: WotrState, side: Side): number {
  if (s.winner) return s.winner.side === 'fp' ? WIN : -WIN;
  const f = s.fellowship;
  let v = 0;
  // the Ring: along the way to Mordor, then up the Mordor Track
  v += f.mordor !== null ? 120 + 30 * f.mordor : 90 - 9 * ringDistance(s, side);
  let corruption = f.corruption;
  const ask = s.asks[s.asks.length - 1];
  if (ask?.k === 'damage') {
    // about to be taken by the Ring or one companion (§5.14): what the highest Level cannot take is fatal
    let absorb = f.guide === 'gollum' ? 1 : 0;
    for (const id in s.chars)
      if (s.chars[id] === 'fellowship' && D.chars[id]?.companion) absorb = Math.max(absorb, D.chars[id].level);
    if (f.corruption + ask.damage - absorb >= 12) return -WIN;
    corruption += ask.damage * 0.75;
  }
  if (side === 'fp') {
    // off the Mordor Track with a place to heal, Corruption costs turns, not the game; companions'
    // levels are the damage they can take for the Ring on the Mordor Track
    const healable = f.mordor === null && healSite(s) !== null;
    v -= (healable ? 3 : 7) * corruption + (corruption > 6 ? 3 * (corruption - 6) ** 2 : 0);
    let levels = 0;
    for (const id in s.chars) if (s.chars[id] === 'fellowship' && D.chars[id]?.companion) levels += D.chars[id].level;
    v += 4 * levels;
  } else {
    v -= 7 * corruption + (corruption > 6 ? 3 * (corruption - 6) ** 2 : 0);
    let companions = 0;
    for (const id in s.chars) if (s.chars[id] === 'fellowship' && D.chars[id]?.companion) companions++;
    v += 4 * companions;
  }
  if (f.revealed) v -= 12;
  // military: victory points, armies near the enemy's settlements, nations at war
  const vpShadow = victoryPoints(D, s, 'shadow');
  const vpFp = victoryPoints(D, s, 'fp');
  v -= 14 * vpShadow + (vpShadow >= 7 ? 25 : 0);
  v += 20 * vpFp;
  let fpUnits = 0;
  let shadowUnits = 0;
  for (const r in s.units)
    for (const k in s.units[r]) {
      const kind = kindOf(k);
      if (kind !== 'regular' && kind !== 'elite') continue;
      const n = s.units[r][k] * (kind === 'elite' ? 1.5 : 1);
      if (D.nationSide[nationOf(k)] === 'fp') fpUnits += n;
      else shadowUnits += n;
    }
  v += 0.8 * fpUnits - 0.5 * shadowUnits;
  for (const r of FP_SETTLEMENTS) {
    if (controller(D, s, r) !== 'fp') continue;
    let threat = armyUnits(D, s, r, 'shadow');
    for (const n of D.regions[r].adj) threat += armyUnits(D, s, n, 'shadow');
    const guard = armyUnits(D, s, r, 'fp');
    if (threat > guard) v -= 0.8 * (threat - guard) * settlementWeight(r);
  }
  for (const n in s.politics) {
    const p = s.politics[n];
    const w = D.nationSide[n] === 'fp' ? 2 : -3;
    v += w * (3 - p.step) + (D.nationSide[n] === 'fp' && p.active ? 1 : 0);
  }
  return v;
}
