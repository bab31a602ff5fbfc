// Pieces both Berserk engines (classic, ../engine, and Heroes, ../heroes/engine) use alike: action
// comparison, the "who goes first" choice, rejections and the zone bookkeeping the invariants check.
// Berserk-level, not platform: the zone and owner checks assume this family's card layout.

import type { ApplyResult } from '../../../kernel';

/** Whether two actions are the same: the same keys with the same plain values. */
export function sameAction<A extends object>(a: A, b: A): boolean {
  const ka = Object.keys(a) as (keyof A)[];
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}

/** The chooser's two actions at the start (classic §4.3, Heroes §4.4): who goes first. */
export function chooseFirstActions(): { type: 'chooseFirst'; first: 'p1' | 'p2' }[] {
  return [
    { type: 'chooseFirst', first: 'p1' },
    { type: 'chooseFirst', first: 'p2' },
  ];
}

/** An apply result that refuses the action with `code`. */
export function rejected<S, E>(code: string): ApplyResult<S, E> {
  return { ok: false, rejection: { code } };
}

/** What the zone checks read of a state: each card's owner and each unit's zone. */
interface Zoned {
  cards: readonly { owner: number }[];
  units: readonly { z: string }[];
}

/**
 * Zone bookkeeping for the invariants: `note` records where a card is and reports a card found in
 * two places; `lists` checks a player's zone lists against the units' zones and the cards' owners.
 */
export function zoneChecker(s: Zoned, out: string[]) {
  const seen = new Map<number, string>();
  const note = (i: number, where: string) => {
    if (seen.has(i)) out.push(`card ${i} in ${seen.get(i)} and ${where}`);
    else seen.set(i, where);
  };
  const lists = <Z extends string>(
    p: 0 | 1,
    zones: readonly (readonly [Z, readonly number[]])[],
    each?: (zone: Z, i: number) => void,
  ) => {
    for (const [zone, list] of zones)
      for (const i of list) {
        note(i, `${zone}${p}`);
        if (s.units[i].z !== zone) out.push(`card ${i} listed in ${zone} but its zone is ${s.units[i].z}`);
        if (s.cards[i].owner !== p) out.push(`card ${i} in the other player's ${zone}`);
        each?.(zone, i);
      }
  };
  return { seen, note, lists };
}

/** A mutable pair (the drafts' per-player values and lists). */
export type MPair<T> = [T, T];

/** The pair itself is new; its two lists are the input's until the draft copies one to write it. */
export const pairOf = <T>(p: readonly [readonly T[], readonly T[]]): MPair<T[]> => [p[0] as T[], p[1] as T[]];

/** Removes the first `i` from `list`, if there. */
export function removeFrom(list: number[], i: number): void {
  const k = list.indexOf(i);
  if (k >= 0) list.splice(k, 1);
}
