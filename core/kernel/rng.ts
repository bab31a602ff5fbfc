// Deterministic randomness. Every random event in a game goes through this generator, whose state is
// part of the game state, so setup + actions replays bit for bit on any machine.
//
// Generator: xoshiro128** 1.1 (Blackman & Vigna 2018, https://prng.di.unimi.it/xoshiro128starstar.c),
// 128-bit state of four uint32 words, 32-bit output. Only 32-bit operations, so it is exact and fast
// in JavaScript.
//
// Seeding from a string (documented so other tools can reproduce a game):
//   x  = FNV-1a 64 of the UTF-8 seed string (hash.ts)
//   a  = SplitMix64 output 1 from x, b = SplitMix64 output 2   (Vigna's recommended seeder)
//   state = [low32(a), high32(a), low32(b), high32(b)]
// SplitMix64 runs on BigInt: it is used once per game, not per draw.

import { fnv1a64 } from './hash';

/** xoshiro128** state words s[0..3], each an unsigned 32-bit integer; never all zero. */
export type RngState = readonly [number, number, number, number];

const MASK64 = (1n << 64n) - 1n;

/** One SplitMix64 step: returns the output and the next state (both unsigned 64-bit). */
export function splitmix64(state: bigint): { value: bigint; state: bigint } {
  const next = (state + 0x9e3779b97f4a7c15n) & MASK64;
  let z = next;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return { value: z ^ (z >> 31n), state: next };
}

/** The generator state for a seed string (see the header comment). */
export function seedRng(seed: string): RngState {
  const first = splitmix64(BigInt('0x' + fnv1a64(seed)));
  const second = splitmix64(first.state);
  const w = (v: bigint, shift: bigint) => Number((v >> shift) & 0xffffffffn);
  const s: [number, number, number, number] = [
    w(first.value, 0n),
    w(first.value, 32n),
    w(second.value, 0n),
    w(second.value, 32n),
  ];
  if (s[0] === 0 && s[1] === 0 && s[2] === 0 && s[3] === 0) s[0] = 1; // the all-zero state is a fixed point
  return s;
}

/** True when `value` is a usable RngState (four uint32 words, not all zero). */
export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff) &&
    value.some((w) => w !== 0)
  );
}

export function sameRngState(a: RngState, b: RngState): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

const TWO32 = 0x100000000;

/**
 * A working copy of a generator. Not stored in state: take one with `new Rng(state.rng)`, draw,
 * and put `rng.state()` back into the next state.
 */
export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(state: RngState) {
    [this.s0, this.s1, this.s2, this.s3] = state;
  }

  /** Next raw output, an unsigned 32-bit integer. */
  nextUint32(): number {
    const s1 = this.s1;
    const r = Math.imul(s1, 5);
    const result = Math.imul((r << 7) | (r >>> 25), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result;
  }

  /**
   * Uniform integer in [min, max] (inclusive), without modulo bias: draws are rejected when they fall
   * in the incomplete top bucket (x >= 2^32 - 2^32 mod range), then reduced modulo range.
   */
  int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min)
      throw new RangeError('rng.int: bad range');
    const range = max - min + 1;
    if (range > TWO32) throw new RangeError('rng.int: range above 2^32');
    if (range === TWO32) return min + this.nextUint32();
    const limit = TWO32 - (TWO32 % range);
    let x = this.nextUint32();
    while (x >= limit) x = this.nextUint32();
    return min + (x % range);
  }

  /** One die with `sides` faces, 1..sides. */
  die(sides = 6): number {
    return this.int(1, sides);
  }

  /** `count` dice, in roll order. */
  dice(count: number, sides = 6): number[] {
    const out: number[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(sides));
    return out;
  }

  /** Uniform float in [0, 1) with 32 bits of precision. */
  float(): number {
    return this.nextUint32() / TWO32;
  }

  /** A uniformly chosen item (throws on an empty list: callers check first). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick: empty list');
    return items[this.int(0, items.length - 1)];
  }

  /** A shuffled copy (Fisher–Yates/Durstenfeld: for i from n-1 down to 1, swap i with int(0, i)). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  }

  /** The current generator state, to store back into the game state. */
  state(): RngState {
    return [this.s0 >>> 0, this.s1 >>> 0, this.s2 >>> 0, this.s3 >>> 0];
  }
}
