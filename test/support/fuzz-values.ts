// Arbitraries for the API fuzz (test/support/api-fuzz.ts): valid arguments built from each method's
// schema (through zod's own JSON Schema export), and the hostile values a renderer, a script or a
// broken client could send instead — wrong types, huge strings, deep nesting, unicode, prototype
// keys, and what only the IPC structured clone can carry (cycles, Map, Date, typed arrays, NaN, -0).

import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for the API's argument schemas. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/**
 * Values the fuzz already knows to be meaningful for a property name (ids of records that exist,
 * card codes, game ids, paths inside the fuzz's folder), read when a value is drawn, so records
 * created during the run are used by later calls.
 */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/** Longest string drawn for a schema string without its own bound (keeps a call cheap). */
const FREE_STRING = 40;
/** A bound at most this long is also probed at bound + 1 (longer bounds are probed by the huge strings). */
const PROBED_BOUND = 70_000;

function fromHints(hints: Hints, key: string | undefined): fc.Arbitrary<unknown> | null {
  if (key === undefined || !Object.hasOwn(hints, key)) return null;
  const pool = hints[key];
  // Read the pool at draw time: it grows while the fuzz runs.
  return fc.nat().map((i) => (pool.length ? structuredClone(pool[i % pool.length]) : undefined));
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uri') return fc.webUrl({ validSchemes: ['https', 'http'] });
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? FREE_STRING, min + FREE_STRING));
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  if (s.maxLength === undefined || s.maxLength > PROBED_BOUND) return plain;
  const bound = s.maxLength;
  return fc.oneof(
    { arbitrary: plain, weight: 8 },
    { arbitrary: fc.constantFrom(bound, bound + 1).map((n) => 'é'.repeat(n)), weight: 1 },
  );
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
  const lo = Math.max(min, -1e6);
  const hi = Math.min(max, Math.max(lo, 1e6));
  const inRange = integer ? fc.integer({ min: lo, max: hi }) : fc.double({ min: lo, max: hi, noNaN: true });
  // The bounds themselves and one step outside them.
  return fc.oneof({ arbitrary: inRange, weight: 6 }, fc.constantFrom(min, max, min - 1, max + 1));
}

/**
 * A value the schema accepts (mostly: string and number bounds are probed one step outside).
 * `key` is the property the value is for: its hints are drawn half of the time.
 */
export function schemaArb(
  schema: JsonSchema,
  hints: Hints,
  root: JsonSchema = schema,
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const hinted = fromHints(hints, key);
  const own = schemaOwnArb(schema, hints, root, key, depth);
  return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: own, weight: 2 }) : own;
}

function schemaOwnArb(s: JsonSchema, hints: Hints, root: JsonSchema, key: string | undefined, depth: number) {
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target || depth > 4) return fc.jsonValue({ maxDepth: 2 });
    return schemaArb(target, hints, root, key, depth + 1);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => schemaArb(a, hints, root, key, depth + 1)));
  if (s.allOf?.length) return schemaArb(s.allOf[0], hints, root, key, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 8, min + 8);
      const items = s.items ? schemaArb(s.items, hints, root, key, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      return fc.array(items, { minLength: min, maxLength: max });
    }
    case 'object': {
      const props = s.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, p]) => [k, schemaArb(p, hints, root, k, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((k) => Object.hasOwn(props, k)) },
      );
      if (typeof s.additionalProperties !== 'object') return record;
      // A map (z.record): keys and values from their schemas, hinted by the map's own name.
      const keys = s.propertyNames ? schemaArb(s.propertyNames, hints, root, `${key}[key]`, depth + 1) : fc.string();
      const values = schemaArb(s.additionalProperties, hints, root, `${key}[value]`, depth + 1);
      return fc.tuple(record, fc.array(fc.tuple(keys, values), { maxLength: 6 })).map(([base, entries]) => {
        const out: Record<string, unknown> = { ...base };
        for (const [k, v] of entries) if (typeof k === 'string') defineOwn(out, k, v);
        return out;
      });
    }
    default:
      // z.unknown() / z.json(): anything JSON.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Set an own property, even `__proto__` (plain assignment would change the prototype instead). */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `depth` levels of arrays or objects around a leaf, built without recursion. */
export function nested(depth: number, kind: 'array' | 'object', leaf: unknown = 'leaf'): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

/** Strings that break naive code: controls, lone surrogates, direction marks, case-folding traps, escapes. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  '👩‍👩‍👧‍👦',
  'İıŞşĞğ',
  'ŐőŰű',
  'ßẞ',
  '\r\n\t',
  '../../../../etc/passwd',
  '..',
  '%00',
  '%E0%A4%A',
  '${x}',
  '{{x}}',
  '<script>alert(1)</script>',
  "'; DROP TABLE settings; --",
  '=cmd|"/c calc"!A1',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '-'.repeat(36),
  'NaN',
  '1e309',
];

/** Keys that poke at prototypes and inherited methods. */
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then'];

/** An object carrying a prototype key as its OWN property (what JSON.parse makes of `{"__proto__":…}`). */
const protoObject = fc
  .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([k, v]) => JSON.parse(`{${JSON.stringify(k)}:${JSON.stringify({ polluted: v ?? 1 })}}`) as unknown);

/** Hostile values that survive JSON (both transports). */
export const jsonHostile: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  {
    arbitrary: fresh(
      () => null,
      () => true,
      () => 0,
      () => -1,
      () => 1.5,
      () => 2 ** 53,
      () => -1e308,
      () => [],
      () => ({}),
    ),
    weight: 4,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.constantFrom(1_000, 70_000, 300_000).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom(1_000, 70_000).map((n) => '\u{1F600}'.repeat(n)), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(50, 1_000, 5_000, 12_000), fc.constantFrom('array' as const, 'object' as const))
      .map(([d, k]) => nested(d, k)),
    weight: 2,
  },
  { arbitrary: protoObject, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
);

/** A new value from one of `makers` for each draw (mutations change drawn values in place). */
function fresh(...makers: Array<() => unknown>): fc.Arbitrary<unknown> {
  return fc.constantFrom(...makers).map((make) => make());
}

/** A circular object or array (only IPC can carry it). */
const cyclic = fc.constantFrom('object', 'array', 'deep').map((kind) => {
  if (kind === 'array') {
    const a: unknown[] = [1];
    a.push(a);
    return a;
  }
  const o: Record<string, unknown> = { game: 'marvel-champions' };
  o.self = kind === 'deep' ? { inner: [o] } : o;
  return o;
});

/** Values only the IPC structured clone carries: cycles, Map, Set, Date, typed arrays, BigInt, NaN, -0, undefined. */
export const cloneOnly: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(undefined, NaN, -0, Infinity, -Infinity, 10n),
  fresh(
    () => new Date(0),
    () => new Date(NaN),
    () => /x/g,
    () => new Map([['game', 'marvel-champions']]),
    () => new Set([1, 2]),
    () => new Uint8Array([1, 2, 3]),
    () => new ArrayBuffer(8),
    () => new Float64Array([NaN, -0]),
    () => Object.assign(Object.create(null) as object, { game: 'marvel-champions' }),
    () => new Error('x'),
    () => [1, , 3], // eslint-disable-line no-sparse-arrays
    () => new String('boxed'),
  ),
  cyclic,
  fc.anything({
    maxDepth: 2,
    withMap: true,
    withSet: true,
    withDate: true,
    withTypedArray: true,
    withSparseArray: true,
    withBigInt: true,
    withNullPrototype: true,
    withBoxedValues: true,
  }),
);

interface Mutation {
  /** Which place in the value (taken modulo the number of places). */
  at: number;
  kind: 'replace' | 'delete' | 'addKey' | 'wrap' | 'retype';
  key: string;
  value: unknown;
}

/** Every object or array in `v` with the path to it (cycles and very deep values are not walked). */
function places(v: unknown): Array<{ parent: Record<string, unknown> | unknown[] | null; key: string }> {
  const out: Array<{ parent: Record<string, unknown> | unknown[] | null; key: string }> = [{ parent: null, key: '' }];
  const seen = new Set<unknown>();
  const walk = (x: unknown, depth: number) => {
    if (typeof x !== 'object' || x === null || seen.has(x) || depth > 8 || out.length > 200) return;
    seen.add(x);
    for (const k of Object.keys(x)) {
      out.push({ parent: x as Record<string, unknown>, key: k });
      walk((x as Record<string, unknown>)[k], depth + 1);
    }
  };
  walk(v, 0);
  return out;
}

function retype(v: unknown): unknown {
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v === '' ? 0 : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : [v];
  if (typeof v === 'boolean') return v ? 1 : 'false';
  if (Array.isArray(v)) return v.length ? v[0] : {};
  if (v === null) return 'null';
  try {
    return JSON.stringify(v) ?? null;
  } catch {
    return String(Object.prototype.toString.call(v));
  }
}

/** Apply mutations to a copy of `value` (a fresh value from the generator, so it is changed in place). */
function mutate(value: unknown, mutations: readonly Mutation[]): unknown {
  let root = value;
  for (const m of mutations) {
    try {
      root = mutateOnce(root, m);
    } catch {
      // a frozen or exotic place (a boxed string's index, a typed array): leave it as it is
    }
  }
  return root;
}

/** One mutation of `value` (changed in place where it is an object); returns the new root. */
function mutateOnce(value: unknown, m: Mutation): unknown {
  let root = value;
  const all = places(root);
  const { parent, key } = all[m.at % all.length];
  const current = parent === null ? root : (parent as Record<string, unknown>)[key];
  const set = (v: unknown) => {
    if (parent === null) root = v;
    else defineOwn(parent as Record<string, unknown>, key, v);
  };
  switch (m.kind) {
    case 'replace':
      set(m.value);
      break;
    case 'delete':
      if (parent === null) root = undefined;
      else if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Record<string, unknown>)[key];
      break;
    case 'addKey':
      if (typeof current === 'object' && current !== null && !Array.isArray(current))
        defineOwn(current as Record<string, unknown>, m.key, m.value);
      else set({ [m.key]: current });
      break;
    case 'wrap':
      set(m.key.length % 2 ? [current] : { value: current });
      break;
    case 'retype':
      set(retype(current));
      break;
  }
  return root;
}

/** One to three mutations drawing their values from `values`. */
export function mutations(values: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation[]> {
  const mutation = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'delete', 'addKey', 'wrap', 'retype'),
    key: fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 })),
    value: values,
  });
  return fc.array(mutation, { minLength: 1, maxLength: 3 });
}

/** `valid` with one to three of its fields broken by `values`. */
export function mutated(valid: fc.Arbitrary<unknown>, values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, mutations(values)).map(([v, ms]) => mutate(v, ms));
}
