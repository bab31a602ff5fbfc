// Card conditions and region filters (digest §4.6 "met fully"): the Cond interpreter and the region,
// army and nation references every event-card Op resolves against. Shared by events.ts and the Op
// handler files (events-*.ts), so none of them imports another.

import type { ArmyFilter, Cond, DiceCount, RegionChoice, RegionFilter, RegionRef } from '../data/event-types';
import { armyUnits, atWar, charsIn, controller, freeForArmy, nazgulIn, other, unconquered } from './board';
import { D } from './content';
import { FP_NATIONS, SHADOW_NATIONS, distancesFrom } from './static';
import { indexOf, keyInfo, REGION_IDS } from './index-cache';
import type { NationId, Side, WotrState } from './types';

export type Binds = { readonly [name: string]: string };

export function fpSide(n: NationId | Side): readonly NationId[] {
  if (n === 'fp') return FP_NATIONS;
  if (n === 'shadow') return SHADOW_NATIONS;
  return [n];
}

export function onMap(s: WotrState, id: string): string | null {
  const at = s.chars[id];
  return at && D.regions[at] ? at : null;
}

export function armyMatches(s: WotrState, region: string, a: ArmyFilter): boolean {
  // the cheap tests first (per-state index): most regions hold no army of the side (speed)
  if (armyUnits(D, s, region, a.side) === 0) return false; // an army has at least one Army unit (§1.8)
  // sieges (§8.11): the besieged army is inside the Stronghold, the besieging one around it
  if (a.besieged !== undefined && (s.sieges?.[region] === a.side) !== a.besieged) return false;
  if (a.besieging !== undefined && (s.sieges?.[region] === other(a.side)) !== a.besieging) return false;
  if (a.nazgul && nazgulIn(s, region) === 0) return false;
  if (a.nations || a.minNations || a.elite) {
    // the side's Army units (regulars and elites) here
    const u = s.units[region] ?? {};
    let nationOk = !a.nations;
    let eliteOk = !a.elite;
    const seen: NationId[] = [];
    for (const k in u) {
      const info = keyInfo(k);
      if (!info.unit || info.side !== a.side) continue;
      const inNations = !a.nations || a.nations.includes(info.nation);
      if (inNations) nationOk = true;
      if (info.kind === 'elite' && inNations) eliteOk = true;
      if (!seen.includes(info.nation)) seen.push(info.nation);
    }
    if (!nationOk) return false;
    if (a.minNations && seen.length < a.minNations) return false;
    if (!eliteOk) return false;
  }
  if (a.character) {
    const chars = charsIn(D, s, region, a.side);
    if (a.character === 'companion') {
      if (!chars.some((c) => D.chars[c].companion)) return false;
    } else if (a.character === 'minion') {
      if (!chars.some((c) => D.chars[c].side === 'shadow')) return false;
    } else if (!chars.some((c) => (a.character as readonly string[]).includes(c))) return false;
  }
  return true;
}

export function refRegions(s: WotrState, r: RegionRef, binds: Binds): string[] {
  switch (r.kind) {
    case 'region':
      return [r.region];
    case 'character':
      return r.characters.map((c) => onMap(s, c)).filter((x): x is string => x !== null);
    case 'fellowship':
      return s.fellowship.at ? [s.fellowship.at] : [];
    case 'bound':
      return binds[r.name] ? [binds[r.name]] : [];
  }
}

export function isSettlement(r: string): boolean {
  const k = D.regions[r].settlement;
  return k === 'town' || k === 'city' || k === 'stronghold';
}

export function regionMatches(s: WotrState, r: string, f: RegionFilter, binds: Binds = {}): boolean {
  // an army needs figures there (the cheapest test first: most regions hold none)
  if (f.army && s.units[r] === undefined) return false;
  const info = D.regions[r];
  if (f.in && !(f.in as readonly string[]).includes(r)) return false;
  if (f.notIn && (f.notIn as readonly string[]).includes(r)) return false;
  if (f.nation && !(info.nation && fpSide(f.nation).includes(info.nation))) return false;
  if (f.notNation && info.nation && fpSide(f.notNation).includes(info.nation)) return false;
  if (f.settlement) {
    if (!isSettlement(r)) return false;
    if (f.settlement !== true && !(f.settlement as readonly string[]).includes(info.settlement!)) return false;
  }
  if (f.settlementOf && !(isSettlement(r) && info.nation && fpSide(f.settlementOf).includes(info.nation))) return false;
  if (f.unconquered && !(isSettlement(r) && unconquered(D, s, r))) return false;
  if (f.coastal !== undefined && !!info.coastal !== f.coastal) return false;
  if (f.besiegedStronghold !== undefined && (s.sieges?.[r] !== undefined) !== f.besiegedStronghold) return false;
  if (f.freeFor && !freeForArmy(D, s, r, f.freeFor)) return false;
  if (f.controlledBy && controller(D, s, r) !== f.controlledBy) return false;
  if (f.army && !armyMatches(s, r, f.army)) return false;
  if (f.noArmy && armyMatches(s, r, f.noArmy)) return false;
  if (f.characters) {
    const here = [...charsIn(D, s, r, 'fp'), ...charsIn(D, s, r, 'shadow')];
    const ok =
      f.characters === 'companion'
        ? here.some((c) => D.chars[c].companion)
        : here.some((c) => (f.characters as readonly string[]).includes(c));
    if (!ok) return false;
  }
  if (f.fellowship && s.fellowship.at !== r) return false;
  if (f.nazgul && nazgulIn(s, r) === 0) return false;
  if (f.adjacentTo && !adjacentToRef(s, r, f.adjacentTo, binds)) return false;
  if (f.within && !withinRef(s, r, f.within.of, f.within.distance, binds)) return false;
  if (f.armyWithin) {
    const { army, distance } = f.armyWithin;
    // an army stands only where there are figures (a region of `units`)
    const d = distancesFrom(D, r);
    let found = false;
    const ix = indexOf(s);
    if (ix) {
      // only the regions holding Army units of the side (per-state index) can hold the army
      const units = ix[army.side];
      for (let i = 0; i < units.length && !found; i++)
        if (units[i] > 0 && (d.get(REGION_IDS[i]) ?? Infinity) <= distance && armyMatches(s, REGION_IDS[i], army))
          found = true;
    } else
      for (const x in s.units)
        if ((d.get(x) ?? Infinity) <= distance && armyMatches(s, x, army)) {
          found = true;
          break;
        }
    if (!found) return false;
  }
  if (f.armyAdjacent && !info.adj.some((x) => armyMatches(s, x, f.armyAdjacent!))) return false;
  if (f.anyOf && !anyFilterMatches(s, r, f.anyOf, binds)) return false;
  return true;
}

// regionMatches' rarer tests, without a closure made per call (speed)
function adjacentToRef(s: WotrState, r: string, ref: RegionRef, binds: Binds): boolean {
  for (const x of refRegions(s, ref, binds)) if (D.regions[x].adj.includes(r)) return true;
  return false;
}
function withinRef(s: WotrState, r: string, ref: RegionRef, distance: number, binds: Binds): boolean {
  for (const x of refRegions(s, ref, binds)) if ((distancesFrom(D, x).get(r) ?? Infinity) <= distance) return true;
  return false;
}
function anyFilterMatches(s: WotrState, r: string, fs: readonly RegionFilter[], binds: Binds): boolean {
  for (const g of fs) if (regionMatches(s, r, g, binds)) return true;
  return false;
}

export function regionsMatching(s: WotrState, f: RegionFilter, binds: Binds): string[] {
  return D.regionIds.filter((r) => regionMatches(s, r, f, binds));
}

export function inFellowship(s: WotrState, id: string): boolean {
  return s.chars[id] === 'fellowship';
}

const COMPANIONS = Object.keys(D.chars).filter((id) => D.chars[id].companion);

/** A card condition (§4.6 "met fully"). */
export function holds(s: WotrState, c: Cond, binds: Binds = {}): boolean {
  switch (c.c) {
    case 'all':
      return holdsAll(s, c.of, true, binds);
    case 'any':
      return holdsAll(s, c.of, false, binds);
    case 'not':
      return !holds(s, c.cond, binds);
    case 'at-war':
      return (c.nations === 'shadow' ? SHADOW_NATIONS : c.nations).every((n) => atWar(s, n));
    case 'active':
      return s.politics[c.nation].active;
    case 'character-in-play':
      return c.characters.some((id) => onMap(s, id) !== null || inFellowship(s, id));
    case 'character-on-map':
      return c.characters.some((id) => onMap(s, id) !== null);
    case 'in-fellowship': {
      // the Companions in the Fellowship, counted without a list (speed: card preconditions, every state)
      let inF = 0;
      for (const id in s.chars) if (inFellowship(s, id) && D.chars[id].companion) inF++;
      if (c.characters && !c.characters.some((id) => inFellowship(s, id) && D.chars[id].companion)) return false;
      return inF >= (c.min ?? (c.characters ? 1 : 1));
    }
    case 'guide':
      return s.fellowship.guide === c.character;
    case 'character-at':
      return characterAt(s, c.characters === 'companion' ? COMPANIONS : c.characters, c.where, binds);
    case 'fellowship': {
      const f = s.fellowship;
      if (c.revealed !== undefined && f.revealed !== c.revealed) return false;
      if (c.progressAtLeast !== undefined && f.progress < c.progressAtLeast) return false;
      if (c.onMordorTrack !== undefined && (f.mordor !== null) !== c.onMordorTrack) return false;
      if (c.where && !(f.at !== null && regionMatches(s, f.at, c.where, binds))) return false;
      return true;
    }
    case 'exists': {
      // a region with an army is one of `units` (speed: the test runs over those only)
      if (c.where.army) {
        const ix = indexOf(s);
        if (ix) {
          // only the regions holding Army units of the side (per-state index) can hold the army
          const units = ix[c.where.army.side];
          for (let i = 0; i < units.length; i++)
            if (units[i] > 0 && regionMatches(s, REGION_IDS[i], c.where, binds)) return true;
          return false;
        }
        for (const r in s.units) if (regionMatches(s, r, c.where, binds)) return true;
        return false;
      }
      for (const r of D.regionIds) if (regionMatches(s, r, c.where, binds)) return true;
      return false;
    }
    case 'corruption-at-most':
      return s.fellowship.corruption <= c.value;
    case 'fp-nation-not-at-war-with-fellowship-or-companion':
      return notAtWarWithCompanion(s).length > 0;
    default:
      return false; // combat conditions: never outside a battle
  }
}

/** Whether every (`all`) or some (not `all`) condition of `cs` holds (speed: no closure made per call). */
function holdsAll(s: WotrState, cs: readonly Cond[], all: boolean, binds: Binds): boolean {
  for (const c of cs) if (holds(s, c, binds) !== all) return !all;
  return all;
}

/** One of the characters `ids` on the map in a region matching `where`. */
function characterAt(s: WotrState, ids: readonly string[], where: RegionFilter, binds: Binds): boolean {
  for (const id of ids) {
    const at = onMap(s, id);
    if (at !== null && regionMatches(s, at, where, binds)) return true;
  }
  return false;
}

/** FP nations not At War with the Fellowship (last known position) or a Companion inside their borders. */
export function notAtWarWithCompanion(s: WotrState): NationId[] {
  const regions = new Set<string>();
  if (s.fellowship.at) regions.add(s.fellowship.at);
  for (const id in s.chars) if (D.chars[id]?.companion && onMap(s, id)) regions.add(s.chars[id]);
  return FP_NATIONS.filter((n) => !atWar(s, n) && [...regions].some((r) => D.regions[r].nation === n));
}

export function nationOfRef(n: NationId | { readonly bound: string }, binds: Binds): NationId | null {
  return typeof n === 'string' ? n : ((binds[n.bound] as NationId | undefined) ?? null);
}

export function fixedRegions(s: WotrState, w: RegionChoice, binds: Binds): string[] {
  switch (w.kind) {
    case 'fixed':
      return [w.region];
    case 'each':
      return w.regions.slice();
    case 'bound':
      return binds[w.name] ? [binds[w.name]] : [];
    case 'character':
      return w.characters
        .map((c) => onMap(s, c))
        .filter((x): x is string => x !== null)
        .slice(0, 1);
    default:
      return [];
  }
}

/** How many dice a card rolls (§4.6): a number, or a count of figures in a bound region, capped. */
export function diceCount(s: WotrState, d: DiceCount, binds: Binds, region?: string): number | null {
  if (typeof d === 'number') return d;
  const at = d.name !== undefined && d.countOf !== 'bound' ? binds[d.name] : region;
  let n: number;
  switch (d.countOf) {
    case 'nazgul':
      n = at ? nazgulIn(s, at) : 0;
      break;
    case 'nazgul-except-witch-king':
      n = at ? (s.units[at]?.['sauron.nazgul'] ?? 0) : 0;
      break;
    case 'elven-units-in-region':
      n = at ? (s.units[at]?.['elves.regular'] ?? 0) + (s.units[at]?.['elves.elite'] ?? 0) : 0;
      break;
    case 'bound':
      n = Number(binds[d.name ?? ''] ?? 0);
      break;
    default:
      return null; // combat counts: only inside a battle
  }
  return Math.min(d.max, n);
}

/** The dice counts `diceCount` knows outside a battle. */
export function diceCountHandled(d: DiceCount): boolean {
  return (
    typeof d === 'number' ||
    ['nazgul', 'nazgul-except-witch-king', 'elven-units-in-region', 'bound'].includes(d.countOf)
  );
}
