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
  if (a.character && !charMatches(charsIn(D, s, region, a.side), a.character)) return false;
  return true;
}

/**
 * One of `chars` is a Companion, a Minion or one of the characters named (speed: a loop; the closures this was
 * made of, built per call, made every call of the functions around them allocate their variables' context).
 */
function charMatches(chars: readonly string[], which: readonly string[] | 'companion' | 'minion'): boolean {
  for (const c of chars)
    if (
      which === 'companion'
        ? D.chars[c].companion
        : which === 'minion'
          ? D.chars[c].side === 'shadow'
          : which.includes(c)
    )
      return true;
  return false;
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

export function regionMatches(s: WotrState, r: string, f: RegionFilter, binds: Binds = NO_BINDS): boolean {
  // an army needs figures there (the cheapest test first: most regions hold none)
  if (f.army && s.units[r] === undefined) return false;
  // the filter's own keys, each by its test (all of them pure, so their order does not change the answer)
  for (const key in f) {
    const test = REGION_TESTS[key];
    if (test !== undefined && !test(s, r, f, binds)) return false;
  }
  return true;
}

const NO_BINDS: Binds = {};

/**
 * What each key of a region filter asks of region `r` (true when the key does not restrict it). One call site
 * for all of them (speed): a filter key met for the first time in a game used to throw away the optimised code
 * of one large function (a call or a property read never run before), which was then compiled again whole.
 */
type RegionTest = (s: WotrState, r: string, f: RegionFilter, binds: Binds) => boolean;
const REGION_TESTS: { readonly [key: string]: RegionTest | undefined } = Object.assign(Object.create(null), {
  in: (s: WotrState, r: string, f: RegionFilter) => !f.in || (f.in as readonly string[]).includes(r),
  notIn: (s: WotrState, r: string, f: RegionFilter) => !f.notIn || !(f.notIn as readonly string[]).includes(r),
  nation: (s: WotrState, r: string, f: RegionFilter) => {
    const n = D.regions[r].nation;
    return !f.nation || !!(n && fpSide(f.nation).includes(n));
  },
  notNation: (s: WotrState, r: string, f: RegionFilter) => {
    const n = D.regions[r].nation;
    return !(f.notNation && n && fpSide(f.notNation).includes(n));
  },
  settlement: (s: WotrState, r: string, f: RegionFilter) => {
    if (!f.settlement) return true;
    if (!isSettlement(r)) return false;
    return f.settlement === true || (f.settlement as readonly string[]).includes(D.regions[r].settlement!);
  },
  settlementOf: (s: WotrState, r: string, f: RegionFilter) => {
    const n = D.regions[r].nation;
    return !f.settlementOf || !!(isSettlement(r) && n && fpSide(f.settlementOf).includes(n));
  },
  unconquered: (s: WotrState, r: string, f: RegionFilter) =>
    !f.unconquered || (isSettlement(r) && unconquered(D, s, r)),
  coastal: (s: WotrState, r: string, f: RegionFilter) =>
    f.coastal === undefined || !!D.regions[r].coastal === f.coastal,
  besiegedStronghold: (s: WotrState, r: string, f: RegionFilter) =>
    f.besiegedStronghold === undefined || (s.sieges?.[r] !== undefined) === f.besiegedStronghold,
  freeFor: (s: WotrState, r: string, f: RegionFilter) => !f.freeFor || freeForArmy(D, s, r, f.freeFor),
  controlledBy: (s: WotrState, r: string, f: RegionFilter) => !f.controlledBy || controller(D, s, r) === f.controlledBy,
  army: (s: WotrState, r: string, f: RegionFilter) => !f.army || armyMatches(s, r, f.army),
  noArmy: (s: WotrState, r: string, f: RegionFilter) => !f.noArmy || !armyMatches(s, r, f.noArmy),
  characters: (s: WotrState, r: string, f: RegionFilter) =>
    !f.characters ||
    charMatches(charsIn(D, s, r, 'fp'), f.characters) ||
    charMatches(charsIn(D, s, r, 'shadow'), f.characters),
  fellowship: (s: WotrState, r: string, f: RegionFilter) => !f.fellowship || s.fellowship.at === r,
  nazgul: (s: WotrState, r: string, f: RegionFilter) => !f.nazgul || nazgulIn(s, r) !== 0,
  adjacentTo: (s: WotrState, r: string, f: RegionFilter, binds: Binds) =>
    !f.adjacentTo || adjacentToRef(s, r, f.adjacentTo, binds),
  within: (s: WotrState, r: string, f: RegionFilter, binds: Binds) =>
    !f.within || withinRef(s, r, f.within.of, f.within.distance, binds),
  armyWithin: (s: WotrState, r: string, f: RegionFilter) => !f.armyWithin || armyWithin(s, r, f.armyWithin),
  armyAdjacent: (s: WotrState, r: string, f: RegionFilter) =>
    !f.armyAdjacent || armyIn(s, D.regions[r].adj, f.armyAdjacent),
  anyOf: (s: WotrState, r: string, f: RegionFilter, binds: Binds) => !f.anyOf || anyFilterMatches(s, r, f.anyOf, binds),
} satisfies { readonly [K in keyof Required<RegionFilter>]: RegionTest });

/** An army matching `army` within `distance` of `r`. */
function armyWithin(s: WotrState, r: string, w: NonNullable<RegionFilter['armyWithin']>): boolean {
  const { army, distance } = w;
  // an army stands only where there are figures (a region of `units`)
  const d = distancesFrom(D, r);
  const ix = indexOf(s);
  if (ix) {
    // only the regions holding Army units of the side (per-state index) can hold the army
    const units = ix[army.side];
    for (let i = 0; i < units.length; i++)
      if (units[i] > 0 && (d.get(REGION_IDS[i]) ?? Infinity) <= distance && armyMatches(s, REGION_IDS[i], army))
        return true;
    return false;
  }
  for (const x in s.units) if ((d.get(x) ?? Infinity) <= distance && armyMatches(s, x, army)) return true;
  return false;
}

// regionMatches' rarer tests, without a closure made per call (speed)
function armyIn(s: WotrState, regions: readonly string[], a: ArmyFilter): boolean {
  for (const x of regions) if (armyMatches(s, x, a)) return true;
  return false;
}
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
      return allAtWar(s, c.nations === 'shadow' ? SHADOW_NATIONS : c.nations);
    case 'active':
      return s.politics[c.nation].active;
    case 'character-in-play':
      return anyInPlay(s, c.characters, true);
    case 'character-on-map':
      return anyInPlay(s, c.characters, false);
    case 'in-fellowship': {
      // the Companions in the Fellowship, counted without a list (speed: card preconditions, every state)
      let inF = 0;
      for (const id in s.chars) if (inFellowship(s, id) && D.chars[id].companion) inF++;
      if (c.characters && !companionInFellowship(s, c.characters)) return false;
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

// holds' loops (speed: no closure made per call, so no context allocated per call of holds either)
function allAtWar(s: WotrState, nations: readonly NationId[]): boolean {
  for (const n of nations) if (!atWar(s, n)) return false;
  return true;
}
/** One of `ids` on the map (or, with `fellowship`, in the Fellowship). */
function anyInPlay(s: WotrState, ids: readonly string[], fellowship: boolean): boolean {
  for (const id of ids) if (onMap(s, id) !== null || (fellowship && inFellowship(s, id))) return true;
  return false;
}
function companionInFellowship(s: WotrState, ids: readonly string[]): boolean {
  for (const id of ids) if (inFellowship(s, id) && D.chars[id].companion) return true;
  return false;
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
