import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allPieces,
  drawInPlace,
  drawPieces,
  duplicatePieces,
  findZone,
  movePiece,
  movePieceInPlace,
  removePieceInPlace,
  Rng,
  seedRng,
  seenOrCounted,
  shuffleZone,
  shuffleZoneInPlace,
  zoneCount,
  zoneId,
  zoneKind,
  zoneSeat,
  type MutableZones,
  type Position,
  type Zones,
} from '../../../core/kernel';

const sorted = (xs: readonly string[]) => [...xs].sort();
const clone = (z: Zones): MutableZones => Object.fromEntries(Object.entries(z).map(([k, v]) => [k, [...v]]));

/** Random zones: up to 5 zones holding distinct pieces p0..pn. */
const zonesArb = fc
  .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 30 }), fc.array(fc.nat(), { maxLength: 30 }))
  .map(([nz, np, where]) => {
    const zones: Record<string, string[]> = {};
    for (let z = 0; z < nz; z++) zones[`z${z}`] = [];
    for (let p = 0; p < np; p++) zones[`z${(where[p] ?? p) % nz}`].push(`p${p}`);
    return zones as Zones;
  });
const positionArb: fc.Arbitrary<Position> = fc.oneof(
  fc.constant<Position>('top'),
  fc.constant<Position>('bottom'),
  fc.nat({ max: 40 }),
);

describe('zones: ids and lookups', () => {
  it('builds and splits zone ids', () => {
    expect(zoneId('hand', 'P1')).toBe('hand.P1');
    expect(zoneId('encDeck')).toBe('encDeck');
    expect(zoneKind('hand.P1')).toBe('hand');
    expect(zoneSeat('hand.P1')).toBe('P1');
    expect(zoneKind('encDeck')).toBe('encDeck');
    expect(zoneSeat('encDeck')).toBeNull();
  });

  it('finds, counts and lists pieces; reports duplicates', () => {
    const z: Zones = { deck: ['a', 'b'], hand: ['c'], discard: [] };
    expect(findZone(z, 'b')).toBe('deck');
    expect(findZone(z, 'x')).toBeNull();
    expect(zoneCount(z, 'deck')).toBe(2);
    expect(zoneCount(z, 'missing')).toBe(0);
    expect(sorted(allPieces(z))).toEqual(['a', 'b', 'c']);
    expect(duplicatePieces(z)).toEqual([]);
    expect(duplicatePieces({ a: ['x', 'y'], b: ['x'] })).toEqual(['x']);
    expect(seenOrCounted(z, 'deck', true)).toEqual(['a', 'b']);
    expect(seenOrCounted(z, 'deck', false)).toBe(2);
  });
});

describe('zones: moving pieces', () => {
  it('moves to top, bottom and an index, and leaves the input alone', () => {
    const z: Zones = { deck: ['a', 'b', 'c'], hand: ['x', 'y'] };
    expect(movePiece(z, 'b', 'hand', 'top')).toEqual({ deck: ['a', 'c'], hand: ['b', 'x', 'y'] });
    expect(movePiece(z, 'b', 'hand')).toEqual({ deck: ['a', 'c'], hand: ['x', 'y', 'b'] });
    expect(movePiece(z, 'b', 'hand', 1)).toEqual({ deck: ['a', 'c'], hand: ['x', 'b', 'y'] });
    expect(movePiece(z, 'b', 'hand', 99)).toEqual({ deck: ['a', 'c'], hand: ['x', 'y', 'b'] });
    expect(movePiece(z, 'a', 'deck', 'bottom')).toEqual({ deck: ['b', 'c', 'a'], hand: ['x', 'y'] });
    expect(movePiece(z, 'a', 'new')).toEqual({ deck: ['b', 'c'], hand: ['x', 'y'], new: ['a'] });
    expect(z).toEqual({ deck: ['a', 'b', 'c'], hand: ['x', 'y'] });
  });

  it('places a piece that is in no zone; refuses a wrong `from` and a bad index', () => {
    expect(movePiece({ hand: [] }, 'n', 'hand')).toEqual({ hand: ['n'] });
    expect(() => movePiece({ deck: ['a'], hand: [] }, 'a', 'deck', 'top', 'hand')).toThrow(RangeError);
    expect(() => movePiece({ deck: ['a'] }, 'a', 'hand', -1)).toThrow(RangeError);
    expect(() => movePiece({ deck: ['a'] }, 'a', 'hand', 1.5)).toThrow(RangeError);
  });

  it('in place: the same moves on a mutable record; removing an absent piece does nothing', () => {
    const z: MutableZones = { deck: ['a', 'b'], hand: [] };
    movePieceInPlace(z, 'a', 'hand', 'top');
    movePieceInPlace(z, 'b', 'hand', 0);
    movePieceInPlace(z, 'c', 'discard');
    expect(z).toEqual({ deck: [], hand: ['b', 'a'], discard: ['c'] });
    expect(removePieceInPlace(z, 'x')).toBeNull();
    expect(removePieceInPlace(z, 'a')).toBe('hand');
    expect(z.hand).toEqual(['b']);
  });

  it('property: a move conserves the pieces, keeps each in one zone and puts it where asked', () => {
    fc.assert(
      fc.property(zonesArb, fc.nat(), fc.nat(), positionArb, (zones, pi, zi, at) => {
        const pieces = allPieces(zones);
        fc.pre(pieces.length > 0);
        const piece = pieces[pi % pieces.length];
        const names = Object.keys(zones);
        const to = names[zi % names.length];
        const next = movePiece(zones, piece, to, at);
        expect(sorted(allPieces(next))).toEqual(sorted(pieces));
        expect(duplicatePieces(next)).toEqual([]);
        expect(findZone(next, piece)).toBe(to);
        const list = next[to];
        const want = at === 'top' ? 0 : at === 'bottom' ? list.length - 1 : Math.min(at, list.length - 1);
        expect(list.indexOf(piece)).toBe(want);
        // other pieces keep their relative order
        for (const z of names) {
          const before = zones[z].filter((p) => p !== piece);
          expect(next[z].filter((p) => p !== piece)).toEqual(before);
        }
        // the in-place form does exactly the same
        const m = clone(zones);
        movePieceInPlace(m, piece, to, at);
        expect(m).toEqual(next);
      }),
      { numRuns: 300 },
    );
  });
});

describe('zones: shuffles', () => {
  it('property: a shuffle is a permutation of the zone, touches no other zone and is deterministic per seed', () => {
    fc.assert(
      fc.property(zonesArb, fc.string(), (zones, seed) => {
        const z = Object.keys(zones)[0];
        const a = shuffleZone(zones, z, new Rng(seedRng(seed)));
        const b = shuffleZone(zones, z, new Rng(seedRng(seed)));
        expect(a).toEqual(b);
        expect(sorted(a[z])).toEqual(sorted(zones[z]));
        for (const other of Object.keys(zones)) if (other !== z) expect(a[other]).toBe(zones[other]);
        const m = clone(zones);
        shuffleZoneInPlace(m, z, new Rng(seedRng(seed)));
        expect(m).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it('different seeds give different orders of a large zone; the Rng advances', () => {
    const deck = Array.from({ length: 40 }, (_, i) => `c${i}`);
    const rng = new Rng(seedRng('a'));
    const before = rng.state();
    const a = shuffleZone({ deck }, 'deck', rng).deck;
    expect(rng.state()).not.toEqual(before);
    const b = shuffleZone({ deck }, 'deck', new Rng(seedRng('b'))).deck;
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(deck);
  });
});

describe('zones: drawing', () => {
  it('draws from the top in order and stops when the source runs out', () => {
    const r = drawPieces({ deck: ['a', 'b', 'c'], hand: ['h'] }, 'deck', 'hand', 2);
    expect(r).toEqual({ zones: { deck: ['c'], hand: ['h', 'a', 'b'] }, drawn: ['a', 'b'] });
    expect(drawPieces({ deck: ['a'], hand: [] }, 'deck', 'hand', 3).drawn).toEqual(['a']);
    expect(drawPieces({ deck: ['a', 'b'], hand: ['h'] }, 'deck', 'hand', 2, { at: 'top' }).zones.hand).toEqual([
      'b',
      'a',
      'h',
    ]);
  });

  it('refill "needed": the discard goes in when a draw finds the deck empty', () => {
    const calls: number[] = [];
    const refill = (z: Zones): Zones => {
      calls.push(1);
      return z.discard.length ? { ...z, deck: [...z.discard], discard: [] } : z;
    };
    const r = drawPieces({ deck: ['a'], hand: [], discard: ['x', 'y'] }, 'deck', 'hand', 3, { refill });
    expect(r.drawn).toEqual(['a', 'x', 'y']);
    expect(r.zones).toEqual({ deck: [], hand: ['a', 'x', 'y'], discard: [] });
    expect(calls.length).toBe(1); // not called after the last draw emptied the deck
    const none = drawPieces({ deck: [], hand: [], discard: [] }, 'deck', 'hand', 2, { refill });
    expect(none.drawn).toEqual([]);
  });

  it('refill "empty": the discard goes in as soon as the deck runs out, even after the last card', () => {
    const z: MutableZones = { deck: ['a'], hand: [], discard: ['x', 'y'] };
    let refills = 0;
    const refill = () => {
      refills++;
      if (z.deck.length === 0 && z.discard.length) {
        z.deck = z.discard; // a new array replaces the source
        z.discard = [];
      }
    };
    expect(drawInPlace(z, 'deck', 'hand', 1, { refill, when: 'empty' })).toEqual(['a']);
    expect(refills).toBe(1);
    expect(z).toEqual({ deck: ['x', 'y'], hand: ['a'], discard: [] });
    expect(drawInPlace(z, 'deck', 'hand', 5, { refill, when: 'empty' })).toEqual(['x', 'y']);
    expect(z).toEqual({ deck: [], hand: ['a', 'x', 'y'], discard: [] });
  });

  it('property: a draw conserves pieces, takes min(n, available) from the top, and both forms agree', () => {
    fc.assert(
      fc.property(zonesArb, fc.nat({ max: 40 }), fc.boolean(), (zones, n, withRefill) => {
        const names = Object.keys(zones);
        fc.pre(names.length >= 2);
        const [from, to] = names;
        const spare = names[2];
        const refillPure = (z: Zones): Zones => (spare ? { ...z, [from]: [...z[spare]], [spare]: [] } : z);
        const r = drawPieces(zones, from, to, n, withRefill ? { refill: refillPure } : {});
        expect(sorted(allPieces(r.zones))).toEqual(sorted(allPieces(zones)));
        expect(duplicatePieces(r.zones)).toEqual([]);
        const available = zones[from].length + (withRefill && spare ? zones[spare].length : 0);
        expect(r.drawn.length).toBe(Math.min(n, available));
        expect(r.drawn.slice(0, zones[from].length)).toEqual(zones[from].slice(0, r.drawn.length));
        expect(r.zones[to].slice(zones[to].length)).toEqual(r.drawn);
        const m = clone(zones);
        const refillInPlace = () => {
          if (spare) {
            m[from] = [...m[spare]];
            m[spare] = [];
          }
        };
        expect(drawInPlace(m, from, to, n, withRefill ? { refill: refillInPlace } : {})).toEqual(r.drawn);
        expect(m).toEqual(r.zones);
      }),
      { numRuns: 300 },
    );
  });
});
