// The state's keyed records keep one hidden class (speed: V8 optimises a function for the hidden classes
// it has seen and gives up or deoptimises when many come).
//
// `cards` (by card id), `zones` (by zone name) and `players` (by seat) had a new hidden class for every key set and insertion
// order: hundreds over the bench's first games. Built here they are dictionary-mode objects without a
// prototype, all of one hidden class, with the same keys in the same order as before (insertion order),
// hence the same JSON text. Rule: build or copy these three records only with `dictOf` (a spread or a literal
// brings the classes back; `shapes.test.ts` walks random games and fails on such a record).

/** A keyed record of the state: a copy of `r` (same keys, same order), or an empty one. */
export function dictOf<T>(r?: { readonly [key: string]: T }): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (r !== undefined) for (const k in r) out[k] = r[k];
  return out;
}
