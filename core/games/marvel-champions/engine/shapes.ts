// The state's keyed records (`zones` by zone name, `cards` by card id, `players` by seat) are copied by one
// function, key by key in insertion order: the same keys in the same order as a spread, hence the same JSON.
// (Dictionary-mode records without a prototype, one hidden class for all, were tried in session 15: +3 % on
// the bench's first Core window but −2 % warm; see the README's "Speed (session 15, warm-up)".)

/** A keyed record of the state: a copy of `r` (same keys, same order), or an empty one. */
export function dictOf<T>(r?: { readonly [key: string]: T }): Record<string, T> {
  const out = {} as Record<string, T>;
  if (r !== undefined) for (const k in r) out[k] = r[k];
  return out;
}
