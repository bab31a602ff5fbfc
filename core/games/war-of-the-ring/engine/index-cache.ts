// Indexes for the read-only queries (speed, README "Speed"). Static: regions numbered in the order of
// their sorted ids (so ascending numbers = sorted ids) with adjacency as number arrays, and what each
// unit key is. Per state: army units per region and side, the characters standing in each region, the
// figures of a side in a region. A state the engine has handed out is never changed again, so what is
// computed once for a state object holds for it; the draft `apply` mutates (rules.ts `draftOf`) is
// marked and never indexed: queries on it compute from the state directly. Nothing here is part of
// the state (saved games and replays do not see it).

import { D } from './content';
import { kindOf, nationOf } from './static';
import type { CharId, NationId, Side, WotrState } from './types';

// ---------------------------------------------------------------- static tables

/** Region ids sorted (the default string order); a region's number is its place here. */
export const REGION_IDS: readonly string[] = [...D.regionIds].sort();
export const REGION_NO = new Map<string, number>(REGION_IDS.map((r, i) => [r, i]));
/** Adjacent region numbers, ascending (= the sorted ids of `D.regions[r].adj`). */
export const ADJ: readonly (readonly number[])[] = REGION_IDS.map((r) =>
  D.regions[r].adj.map((a) => REGION_NO.get(a)!).sort((a, b) => a - b),
);
/** The nation of each region (null: none). */
export const REGION_NATION: readonly (NationId | null)[] = REGION_IDS.map((r) => D.regions[r].nation);

/** What a unit key is: its nation, its side, whether it is an army unit (regular or elite). */
export interface KeyInfo {
  readonly nation: NationId;
  readonly side: Side;
  readonly unit: boolean;
  readonly kind: string;
}
const KEYS = new Map<string, KeyInfo>();
export function keyInfo(key: string): KeyInfo {
  let v = KEYS.get(key);
  if (v === undefined) {
    const kind = kindOf(key);
    const nation = nationOf(key);
    v = { nation, side: D.nationSide[nation], unit: kind === 'regular' || kind === 'elite', kind };
    KEYS.set(key, v);
  }
  return v;
}

/** The side whose army unit a key is, or null for leaders and Nazgûl. */
export function armySideOf(key: string): Side | null {
  const k = keyInfo(key);
  return k.unit ? k.side : null;
}

/** The side of any unit key (leaders and Nazgûl included). */
export function keySideOf(key: string): Side {
  return keyInfo(key).side;
}

/** Army units of `side` in a unit record (regulars + elites, §7.1). */
export function armyUnitsOf(u: { readonly [key: string]: number } | undefined, side: Side): number {
  if (!u) return 0;
  let n = 0;
  for (const key in u) if (armySideOf(key) === side) n += u[key];
  return n;
}

export type Figures = { readonly [key: string]: number };

// ---------------------------------------------------------------- drafts

/** The draft being mutated now (inside apply or setup; one at a time): never indexed. */
let draft: object | null = null;
let draftBase: WotrState | null = null;
/** Regions whose units the draft changed (rules.ts `addUnits`, the only writer of `units`). */
let draftDirty: string[] = [];
/** The last draft done: the state it became, the state it was made from, the regions changed. */
let derived: { child: object; parent: WotrState; dirty: readonly string[] } | null = null;

export function markDraft(m: object, base: WotrState): void {
  draft = m;
  draftBase = base;
  draftDirty = [];
}

/** `s` is the draft being changed now (per-state memos must not hold for it). */
export function isDraft(s: object): boolean {
  return s === draft;
}

/** `addUnits` changed the units of a region of `m`. */
export function unitsChanged(m: object, region: string): void {
  if (m === draft) draftDirty.push(region);
}

/** The draft is done (it becomes the working copy of a state that never changes again). */
export function unmarkDraft(m: object): void {
  if (draft !== m) return;
  // a state nobody asked about (no index) in between: derive from the last indexed one
  if (derived && derived.child === draftBase && lastState !== draftBase)
    derived = { child: m, parent: derived.parent, dirty: [...derived.dirty, ...draftDirty] };
  else derived = draftBase ? { child: m, parent: draftBase, dirty: draftDirty } : null;
  draft = null;
  draftBase = null;
}

// ---------------------------------------------------------------- per state

const N = REGION_IDS.length;
type Memo = { fp: (Figures | undefined)[]; shadow: (Figures | undefined)[] };
type CharsAt = Map<string, { fp: CharId[]; shadow: CharId[] }>;

function sameRecord(a: { readonly [k: string]: string }, b: { readonly [k: string]: string }): boolean {
  if (a === b) return true;
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _k in b) n--;
  return n === 0;
}

export class StateIndex {
  /**
   * Army units per region number, per side (shared with a parent index when equal: never written after
   * construction). Plain arrays of small integers: a typed array's copy allocates a buffer, several times
   * dearer than an array's (one copy per state, speed).
   */
  readonly fp: number[];
  readonly shadow: number[];
  private charsAt: CharsAt | null = null;
  /** Memo slots of the query modules per region number (a slot depends on the region's units and the characters). */
  readonly movable: Memo;
  readonly figures: Memo;

  /**
   * Built from the state, or from the index of the state it was made from (`parent`) when only the
   * units of the `dirty` regions changed (the other regions' figures are the same).
   */
  constructor(
    readonly s: WotrState,
    parent: StateIndex | null = null,
    dirty: readonly string[] = [],
  ) {
    const sameUnits = parent !== null && parent.s.units === s.units;
    if (parent && (sameUnits || dirty.length > 0)) {
      const sameChars = sameRecord(parent.s.chars, s.chars);
      if (sameChars) this.charsAt = parent.charsAt;
      if (sameUnits) {
        this.fp = parent.fp;
        this.shadow = parent.shadow;
        this.movable = sameChars ? parent.movable : { fp: [], shadow: [] };
        this.figures = sameChars ? parent.figures : { fp: [], shadow: [] };
        return;
      }
      this.fp = parent.fp.slice();
      this.shadow = parent.shadow.slice();
      if (sameChars) {
        this.movable = { fp: parent.movable.fp.slice(), shadow: parent.movable.shadow.slice() };
        this.figures = { fp: parent.figures.fp.slice(), shadow: parent.figures.shadow.slice() };
      } else {
        this.movable = { fp: [], shadow: [] };
        this.figures = { fp: [], shadow: [] };
      }
      for (const r of dirty) {
        const i = REGION_NO.get(r);
        if (i === undefined) continue;
        this.count(i, s.units[r]);
        this.movable.fp[i] = this.movable.shadow[i] = this.figures.fp[i] = this.figures.shadow[i] = undefined;
      }
      return;
    }
    this.fp = zeros(N);
    this.shadow = zeros(N);
    this.movable = { fp: [], shadow: [] };
    this.figures = { fp: [], shadow: [] };
    const units = s.units;
    for (const r in units) {
      const i = REGION_NO.get(r);
      if (i !== undefined) this.count(i, units[r]);
    }
  }

  private count(i: number, u: Figures | undefined): void {
    let fp = 0;
    let shadow = 0;
    for (const key in u) {
      const k = keyInfo(key);
      if (!k.unit) continue;
      if (k.side === 'fp') fp += u[key];
      else shadow += u[key];
    }
    this.fp[i] = fp;
    this.shadow[i] = shadow;
  }

  armyUnits(r: string, side: Side): number {
    const i = REGION_NO.get(r);
    if (i === undefined) return armyUnitsOf(this.s.units[r], side);
    return this[side][i];
  }

  /** Characters of `side` standing in region `r`, sorted by id (shared: do not change). */
  chars(r: string, side: Side): readonly CharId[] {
    if (!this.charsAt) {
      const at: CharsAt = new Map();
      const chars = this.s.chars;
      for (const id in chars) {
        const place = chars[id];
        const c = D.chars[id];
        if (!c) continue;
        let e = at.get(place);
        if (!e) at.set(place, (e = { fp: [], shadow: [] }));
        e[c.side].push(id);
      }
      for (const e of at.values()) {
        e.fp.sort();
        e.shadow.sort();
      }
      this.charsAt = at;
    }
    return this.charsAt.get(r)?.[side] ?? NONE;
  }
}

const NONE: readonly CharId[] = [];

/** `n` zeros in a packed array of small integers. */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

// One index: that of the state queried last (a random game, a client and apply's own legality check
// all ask about one state after the other), rebuilt when another state is asked about, from the
// previous one when the state was made from it.
let lastState: WotrState | null = null;
let lastIndex: StateIndex | null = null;

/** A state handed out and the engine's working copy of it (rules.ts `workingState`): one index for both. */
let cleanState: WotrState | null = null;
let workState: WotrState | null = null;
export function setWorkingCopy(clean: WotrState, work: WotrState): void {
  cleanState = clean;
  workState = work;
}

/**
 * Army units of `side` in `region` of a state without an index (the draft being changed): the count of the state
 * it was made from while `addUnits` has not changed the region (the draft shares that region's record) and that
 * state's index is the one at hand, else counted (speed: combat and army steps ask per region inside apply).
 */
export function draftArmyUnits(m: WotrState, region: string, side: Side): number {
  const base = draftBaseIndex(m);
  if (base !== null && !draftDirty.includes(region)) {
    const i = REGION_NO.get(region);
    if (i !== undefined) return base[side][i];
  }
  return armyUnitsOf(m.units[region], side);
}

/**
 * The index of the state the draft `m` was made from while it is the one at hand (as `draftArmyUnits` reads it), else
 * null; with `draftChanged`, the regions whose units the draft changed since (their counts there are stale).
 */
export function draftBaseIndex(m: WotrState): StateIndex | null {
  return m === draft && lastIndex !== null && lastState === draftBase ? lastIndex : null;
}
export function draftChanged(): readonly string[] {
  return draftDirty;
}

/** The index of a state, or null for the draft being changed (then compute from the state directly). */
export function indexOf(state: WotrState): StateIndex | null {
  // a query on the state itself (board.ts from outside the module: the AI) reads the working copy's index
  const s = state === cleanState ? workState! : state;
  if (s === lastState) return lastIndex;
  if (s === draft) return null;
  const parent = derived && derived.child === s && lastIndex && lastIndex.s === derived.parent ? lastIndex : null;
  lastIndex = parent ? new StateIndex(s, parent, derived!.dirty) : new StateIndex(s);
  lastState = s;
  return lastIndex;
}
