// A fast deep copy of plain JSON data: apply works on a private copy it may mutate freely
// (the kernel never lets a module mutate its input; the fuzzer deep-freezes states to check).

import type { Draft, McState } from './types';

/** A private mutable copy of a state; the parts apply never mutates (imported card data, seats, the
 * PRNG words, which are replaced whole) are shared. */
export function draftOf(state: McState): Draft {
  const { custom, rng, seats, ...rest } = state;
  return { ...clone(rest), custom, rng, seats } as unknown as Draft;
}

export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = clone((value as Record<string, unknown>)[k]);
  return out as T;
}
