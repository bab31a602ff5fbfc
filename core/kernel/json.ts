// Plain-JSON helpers. Game states, actions, views and records are plain JSON so that they can be
// stored, diffed, hashed and sent over any transport without a serialisation layer.

export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/** A copy of `o` without its `undefined` fields: what a state may hold is plain JSON (jsonProblem). */
export function withoutUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Freezes `value` and everything reachable from it, stopping at objects already frozen (so with
 * structural sharing only the new parts of a state are walked). The fuzzer freezes every state so
 * that a module mutating its input fails at once (the engine itself does not, for speed).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) deepFreeze(obj[key]);
  }
  return value;
}

// Strings without quotes, backslashes, control characters or surrogates need no escaping: quoting
// them by hand is several times faster than JSON.stringify and gives the same text.
// eslint-disable-next-line no-control-regex -- control characters are exactly what JSON must escape
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** A string as canonical JSON writes it. */
export function quote(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : '"' + text + '"';
}

/**
 * Canonical JSON text: object keys sorted by UTF-16 code units, no whitespace, numbers and strings
 * as `JSON.stringify` writes them. For plain JSON data this is the RFC 8785 (JCS) form.
 * Lenient like `JSON.stringify`: `undefined` properties are dropped, `undefined` array items become
 * `null`. Use `jsonProblem` to reject such values; the digest must never throw in a hot loop.
 * No cache here: a value may be changed between calls. `stateDigest` (digest.ts) reuses texts of states.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  // For finite numbers String() and JSON.stringify() agree (shortest round-trip form, -0 → "0").
  if (typeof value === 'number') return Number.isFinite(value) ? '' + value : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') return 'null'; // undefined, function, symbol, bigint
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) return '[]';
    let out = '[' + canonicalJson(value[0]);
    for (let i = 1; i < n; i++) out += ',' + canonicalJson(value[i]);
    return out + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 1) keys.sort();
  let out = '{';
  let first = true;
  for (let k = 0; k < keys.length; k++) {
    const item = obj[keys[k]];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out += (first ? '' : ',') + quote(keys[k]) + ':' + canonicalJson(item);
    first = false;
  }
  return out + '}';
}

/**
 * The first reason `value` is not plain JSON (a path and a code), or null.
 * Plain JSON: null, booleans, finite numbers, strings, dense arrays and objects whose prototype is
 * Object.prototype or null, without `undefined`, symbol keys or cycles (reported as too deep).
 * A value without problems survives JSON.stringify/JSON.parse with the same canonical text.
 * `clean`, when given, remembers deep-frozen objects found clean (frozen, and every object inside them
 * remembered too) and skips them when met again: they cannot change, and with structural sharing most of
 * a state is the previous state's (the fuzzer checks every state).
 */
export function jsonProblem(value: unknown, path = '$', depth = 0, clean?: WeakSet<object>): string | null {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path}: non-finite number`;
  if (typeof value !== 'object') return `${path}: ${typeof value}`;
  if (depth > 256) return `${path}: too deep (cycle?)`;
  if (clean?.has(value)) return null;
  return objectProblem(value, path, depth, clean);
}

function objectProblem(value: object, path: string, depth: number, clean?: WeakSet<object>): string | null {
  let deep = clean !== undefined && Object.isFrozen(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `${path}[${i}]: hole`;
      const item: unknown = value[i];
      if (typeof item === 'string' || typeof item === 'boolean' || item === null) continue;
      const p = jsonProblem(item, `${path}[${i}]`, depth + 1, clean);
      if (p) return p;
      if (deep && typeof item === 'object') deep = clean!.has(item!);
    }
    if (deep) clean!.add(value);
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `${path}: not a plain object`;
  if (Object.getOwnPropertySymbols(value).length > 0) return `${path}: symbol key`;
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    const item = obj[key];
    if (typeof item === 'string' || typeof item === 'boolean' || item === null) continue;
    const p = jsonProblem(item, `${path}.${key}`, depth + 1, clean);
    if (p) return p;
    if (deep && typeof item === 'object') deep = clean!.has(item!);
  }
  if (deep) clean!.add(value);
  return null;
}

/** Deep equality of two JSON values through their canonical text. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
