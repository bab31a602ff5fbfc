/** A message file as JSON: nested objects of strings. */
export type Tree = { [key: string]: string | Tree };

/** Every message of `tree` under its dotted key (`a.b.c`), after `prefix` when given. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}
