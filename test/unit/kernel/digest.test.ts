import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, deepFreeze, digest, stateDigest, fnv1a64, jsonProblem } from '../../../core/kernel';

/** The same object with its keys inserted in reverse order, recursively. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).reverse())
      Object.defineProperty(out, key, {
        value: reversedKeys((value as Record<string, unknown>)[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}

const jsonValue = fc.jsonValue({ maxDepth: 4 });

describe('canonical JSON and digest', () => {
  it('writes sorted keys without whitespace (RFC 8785 form)', () => {
    expect(canonicalJson({ b: 2, a: [1, 'x', null, true], c: { z: 0.5, y: -0 } })).toBe(
      '{"a":[1,"x",null,true],"b":2,"c":{"y":0,"z":0.5}}',
    );
    expect(canonicalJson({ '\u00e9': 1, e: 2, E: 3 })).toBe('{"E":3,"e":2,"é":1}');
    expect(canonicalJson('quote " and \\ and \n')).toBe(JSON.stringify('quote " and \\ and \n'));
  });

  it('digest is FNV-1a 64 of the canonical text', () => {
    const value = { seats: ['P1', 'P2'], rng: [1, 2, 3, 4], text: 'Ünïcødé 🎲' };
    expect(digest(value)).toBe(fnv1a64(canonicalJson(value)));
    expect(digest(value)).toMatch(/^[0-9a-f]{16}$/);
    // Pinned: changing the algorithm would invalidate every saved game's digests.
    expect(digest({ a: 1, b: [true, null, 'x'] })).toBe(fnv1a64('{"a":1,"b":[true,null,"x"]}'));
    expect(fnv1a64('{"a":1,"b":[true,null,"x"]}')).toBe('dfbb1f98a6d14526');
  });

  it('does not depend on key insertion order (property)', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(digest(reversedKeys(value))).toBe(digest(value));
        expect(canonicalJson(reversedKeys(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it('survives a JSON round trip and matches JSON.parse of the canonical text (property)', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(digest(JSON.parse(JSON.stringify(value)))).toBe(digest(value));
        expect(canonicalJson(JSON.parse(canonicalJson(value)))).toBe(canonicalJson(value));
      }),
    );
  });

  it('changes when any value changes (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), fc.string(), fc.integer(), (obj, key, delta) => {
        fc.pre(delta !== 0);
        const changed = { ...obj, [key]: (obj[key] ?? 0) + delta };
        expect(digest(changed)).not.toBe(digest(obj));
      }),
    );
  });

  it('ignores undefined properties, like JSON.stringify', () => {
    expect(digest({ a: 1, b: undefined })).toBe(digest({ a: 1 }));
  });
});

describe('jsonProblem (plain-JSON check used by the fuzzer)', () => {
  it('accepts plain JSON', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        expect(jsonProblem(value)).toBeNull();
      }),
    );
    expect(jsonProblem(Object.create(null))).toBeNull();
  });

  it('names the first non-JSON value', () => {
    class Card {
      id = 1;
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonProblem({ a: [1, undefined] })).toContain('$.a[1]');
    expect(jsonProblem({ a: NaN })).toContain('non-finite');
    expect(jsonProblem({ a: Infinity })).toContain('non-finite');
    expect(jsonProblem({ m: new Map() })).toContain('not a plain object');
    expect(jsonProblem({ c: new Card() })).toContain('not a plain object');
    expect(jsonProblem({ f: () => 1 })).toContain('function');
    expect(jsonProblem({ b: 1n })).toContain('bigint');
    expect(jsonProblem([1, , 3])).toContain('hole'); // eslint-disable-line no-sparse-arrays
    expect(jsonProblem(cyclic)).toContain('too deep');
    expect(jsonProblem({ [Symbol('s')]: 1 })).toContain('symbol');
  });
});

describe('jsonProblem with a set of clean frozen objects (the fuzzer, one set per game)', () => {
  it('skips deep-frozen parts found clean before, and only those', () => {
    const clean = new WeakSet<object>();
    const shared = deepFreeze({ deck: ['a', 'b'], n: 1 });
    expect(jsonProblem(deepFreeze({ shared, turn: 1 }), '$', 0, clean)).toBeNull();
    expect(clean.has(shared)).toBe(true);
    // the same answer as without the set, for states sharing the clean part
    expect(jsonProblem(deepFreeze({ shared, turn: NaN }), '$', 0, clean)).toContain('$.turn');
    // a frozen object holding an unfrozen one is not remembered: what it holds may still change
    const loose = { hp: 3 };
    const shallow = Object.freeze({ loose });
    expect(jsonProblem({ shallow }, '$', 0, clean)).toBeNull();
    expect(clean.has(shallow)).toBe(false);
    loose.hp = NaN;
    expect(jsonProblem({ shallow }, '$', 0, clean)).toContain('$.shallow.loose.hp');
    // an unfrozen object is checked every time
    const open: Record<string, unknown> = { a: 1 };
    expect(jsonProblem(open, '$', 0, clean)).toBeNull();
    open.a = undefined;
    expect(jsonProblem(open, '$', 0, clean)).toContain('$.a');
  });
});

describe('stateDigest (constant state fields, types.ts constantStateKeys)', () => {
  const cards = { b: { name: 'Card "B"', cost: 2 }, a: { name: 'Ä', traits: ['x', 'y'] } };
  const state = { zones: { deck: ['a', 'b'] }, custom: cards, n: 3, skip: undefined, seats: ['P1'] };

  it('gives exactly digest() of the same state, with or without constant keys', () => {
    expect(stateDigest(state, ['custom'])).toBe(digest(state));
    expect(stateDigest(state, undefined)).toBe(digest(state));
    expect(stateDigest(state, ['custom', 'missing', 'n'])).toBe(digest(state));
    // a second call reads the cached text of `custom` and still agrees
    expect(stateDigest({ ...state, n: 4 }, ['custom'])).toBe(digest({ ...state, n: 4 }));
  });

  it('a replaced constant object is digested anew', () => {
    const before = stateDigest(state, ['custom']);
    const other = { ...state, custom: { ...cards, c: { name: 'C' } } };
    expect(stateDigest(other, ['custom'])).toBe(digest(other));
    expect(stateDigest(other, ['custom'])).not.toBe(before);
  });

  it('handles non-object states like digest()', () => {
    for (const v of [null, 1, 'x', [1, 2]]) expect(stateDigest(v, ['custom'])).toBe(digest(v));
  });
});

it('stateDigest equals digest for any JSON object and any constant keys (property)', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.string()), (state, keys) => {
      expect(stateDigest(state, keys)).toBe(digest(state));
      expect(stateDigest(state, [...keys, ...Object.keys(state)])).toBe(digest(state));
    }),
  );
});

describe('stateDigest reuses the text of objects an earlier state had (copy on write)', () => {
  /** A copy-on-write edit: a new path from the root to one changed leaf, everything else shared. */
  function edit(value: unknown, path: readonly string[], leaf: unknown): unknown {
    if (path.length === 0) return leaf;
    const [head, ...rest] = path;
    const base = value !== null && typeof value === 'object' ? value : {};
    const child = (base as Record<string, unknown>)[head];
    return Array.isArray(base)
      ? base.map((v, i) => (String(i) === head ? edit(v, rest, leaf) : v))
      : { ...base, [head]: edit(child, rest, leaf) };
  }
  const pathOf = (value: unknown, picks: readonly number[]): string[] => {
    const out: string[] = [];
    let v = value;
    for (const p of picks) {
      if (v === null || typeof v !== 'object') break;
      const keys = Object.keys(v);
      if (keys.length === 0) break;
      const key = keys[p % keys.length];
      out.push(key);
      v = (v as Record<string, unknown>)[key];
    }
    return out.length ? out : ['k'];
  };

  it('gives digest() of every state of a chain of shared edits (property)', () => {
    const big = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1 });
    const step = fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }));
    fc.assert(
      fc.property(big, fc.array(step, { maxLength: 8 }), (start, steps) => {
        // a state large enough for the reuse (smaller ones are written whole, SMALL_STATE)
        let state: unknown = { ...start, ['\u0000pad']: { text: 'p'.repeat(5000) } };
        expect(stateDigest(state, undefined)).toBe(digest(state));
        for (const [picks, leaf] of steps) {
          state = edit(state, pathOf(state, picks), leaf);
          expect(stateDigest(state, undefined)).toBe(digest(state));
        }
      }),
    );
  });

  it('writes small states whole: no kept text (SMALL_STATE)', () => {
    const zone = { deck: ['card-1', 'card-2', 'card-3', 'card-4', 'card-5', 'card-6', 'card-7'] };
    const first = { zones: zone, n: 1 };
    stateDigest(first, undefined);
    stateDigest(first, undefined);
    zone.deck.push('card-8');
    expect(stateDigest({ zones: zone, n: 1 }, undefined)).toBe(digest({ zones: zone, n: 1 }));
  });

  it('a text is kept per object: an object changed in place after its digest keeps its old text', () => {
    // This is why states must never be changed (the fuzzer deep-freezes them, and compares with
    // digest() at every step when it does not): the contract the cache relies on, shown.
    const zone = { deck: ['card-1', 'card-2', 'card-3', 'card-4', 'card-5', 'card-6', 'card-7'] };
    const pad = 'p'.repeat(5000); // large enough for the reuse (SMALL_STATE)
    const first = { zones: zone, n: 1, pad };
    stateDigest(first, undefined);
    const before = stateDigest(first, undefined);
    expect(before).toBe(digest(first));
    zone.deck.push('card-8');
    const second = { zones: zone, n: 1, pad };
    expect(stateDigest(second, undefined)).toBe(before);
    expect(digest(second)).not.toBe(before);
  });
});
