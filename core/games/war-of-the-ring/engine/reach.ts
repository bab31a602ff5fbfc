// Character and Minion destination lists from the static region numbers of index-cache.ts (speed, README
// "Speed"): a breadth-first search over number arrays instead of a Map of region ids, the answer read in
// region-number order (= sorted ids) instead of sorted, and the `moveTo` actions of every region made once.

import { controller } from './board';
import { D } from './content';
import { ADJ, REGION_IDS, REGION_NO } from './index-cache';
import type { Side, WotrAction, WotrState } from './types';

const N = REGION_IDS.length;
const STRONGHOLD: readonly boolean[] = REGION_IDS.map((r) => D.regions[r].settlement === 'stronghold');
/** The Strongholds' numbers (the only regions whose control can bar a move). */
const STRONGHOLD_NOS: readonly number[] = REGION_IDS.flatMap((r, i) => (STRONGHOLD[i] ? [i] : []));

/** `{ type: 'moveTo', to }` for each region number, shared and frozen (an action is never changed). */
export const MOVE_TO: readonly WotrAction[] = REGION_IDS.map((to) => Object.freeze({ type: 'moveTo', to }));

const dist = new Int8Array(N);
const queue = new Int16Array(N);
/** Per Stronghold number: 1 held by the side asked about, 0 not (filled per call). */
const held = new Uint8Array(N);

function markHeld(s: WotrState, side: Side): void {
  for (const i of STRONGHOLD_NOS) held[i] = controller(D, s, REGION_IDS[i]) === side ? 1 : 0;
}

/** Fills `dist` (-1: not reached) by a breadth-first search from `from`: the regions within `steps` (§7.4). */
function walk(s: WotrState, from: string, steps: number, side: Side): number {
  const start = REGION_NO.get(from)!;
  // an FP character stops in a Shadow Stronghold; a Shadow one never enters an FP Stronghold
  markHeld(s, side === 'fp' ? 'shadow' : 'fp');
  dist.fill(-1);
  dist[start] = 0;
  queue[0] = start;
  let tail = 1;
  for (let i = 0; i < tail; i++) {
    const r = queue[i];
    const d = dist[r];
    if (d >= steps) continue;
    if (r !== start && side === 'fp' && STRONGHOLD[r] && held[r] === 1) continue;
    for (const n of ADJ[r]) {
      if (dist[n] >= 0) continue;
      if (side === 'shadow' && STRONGHOLD[n] && held[n] === 1) continue;
      dist[n] = d + 1;
      queue[tail++] = n;
    }
  }
  return start;
}

/** Regions a character can reach from `from` in up to `steps` (§7.4): an FP one stops on entering a Shadow-held
 * Stronghold, a Shadow one never enters an FP-held one; `from` left out; sorted (region-number order). */
export function characterReach(s: WotrState, from: string, steps: number, side: Side): string[] {
  const start = walk(s, from, steps, side);
  const out: string[] = [];
  for (let i = 0; i < N; i++) if (dist[i] >= 0 && i !== start) out.push(REGION_IDS[i]);
  return out;
}

/** `characterReach(...).length > 0`. */
export function anyReach(s: WotrState, from: string, steps: number, side: Side): boolean {
  const start = walk(s, from, steps, side);
  for (let i = 0; i < N; i++) if (dist[i] >= 0 && i !== start) return true;
  return false;
}

/** The shared `moveTo` actions of `characterReach(...)`, appended to `out`. */
export function pushReachMoves(out: WotrAction[], s: WotrState, from: string, steps: number, side: Side): void {
  const start = walk(s, from, steps, side);
  for (let i = 0; i < N; i++) if (dist[i] >= 0 && i !== start) out.push(MOVE_TO[i]);
}

/** §7.4: a flying Nazgûl's `moveTo` actions: every region but `from` and the FP-held Strongholds, in order. */
export function flyingMoves(s: WotrState, from: string): WotrAction[] {
  markHeld(s, 'fp');
  const out: WotrAction[] = [];
  for (let i = 0; i < N; i++) {
    if (STRONGHOLD[i] && held[i] === 1) continue;
    if (REGION_IDS[i] !== from) out.push(MOVE_TO[i]);
  }
  return out;
}
