// What the engine's hot code sees stays of few kinds (speed: V8 optimises a function for the hidden
// classes and string kinds it has seen, and throws the optimised code away when others come).
//
// The records keyed by region or unit key (`units` and each region's unit counts, `reserve`, `casualties`,
// `control`, `sieges`) had a new hidden class for every key set and insertion order (hundreds in a few
// games): built here they are dictionary-mode objects without a prototype, all of one hidden class, with
// the same keys in the same order as before (insertion order), hence the same JSON text. Politics entries
// are made by one literal. Region ids cut out of action arguments (`from>to`, `nazgul@region`) are new
// strings, not the internalized ids every other place holds: `regionId` gives the canonical one.

import { D } from './content';

/** A region- or key-indexed record of the state: a copy of `r` (same keys, same order), or an empty one. */
export function dictOf<T>(r?: { readonly [key: string]: T }): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (r !== undefined) for (const k in r) out[k] = r[k];
  return out;
}

/** A nation's political position (the one constructor of these entries). */
export function politicsEntry(step: number, active: boolean): { step: number; active: boolean } {
  return { step, active };
}

const REGION_ID = dictOf<string>();
for (const r of Object.keys(D.regions)) REGION_ID[r] = r;

/** The region id equal to `r` as the engine's tables hold it (the same text). */
export function regionId(r: string): string {
  return REGION_ID[r] ?? r;
}

const KEY_ID = dictOf<string>();
for (const k of Object.keys(D.totals)) KEY_ID[k] = k;

/** The unit key equal to `k` as the engine's tables hold it (the same text). */
export function keyId(k: string): string {
  return KEY_ID[k] ?? k;
}
