/**
 * The physical collection's pure parts (issue 4 §3, digest §6.3): what a product holds, which card
 * a description means, what a deck needs, which copies a deck takes, and pull/return list order.
 */
import { describe, expect, it } from 'vitest';
import {
  cardNumberOf,
  catalogIndex,
  deckNeeds,
  planAllocation,
  productContents,
  productSize,
  pullLines,
  resolveCardRef,
  storageOrder,
  type CopyRef,
} from '../../../../core/games/marvel-champions';
import { fixtureCatalog, nightjarDeck } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();

describe('product contents (§6.3: a product holds its printings × quantities; a double-sided card is one card)', () => {
  it('lists every card of the pack by collector number with its printed quantity', () => {
    expect(productContents(catalog, 'tide')).toEqual([
      { code: '91001a', quantity: 1 },
      { code: '91002', quantity: 2 },
      { code: '91003', quantity: 2 },
      { code: '91004', quantity: 1 },
      { code: '91020a', quantity: 1 },
      { code: '91021a', quantity: 1 },
      { code: '91021b', quantity: 1 },
      { code: '91022', quantity: 1 },
    ]);
    expect(productSize(catalog, 'tide')).toBe(10);
  });

  it('counts front faces only: the hero/alter-ego card and a double-sided Permanent are one physical card each', () => {
    const ember = productContents(catalog, 'ember')!;
    const codes = ember.map((l) => l.code);
    expect(codes).toContain('90001a');
    expect(codes).not.toContain('90001b');
    expect(codes).toContain('90010a');
    expect(codes).not.toContain('90010b');
    // a third face with no back link (a giant form) is its own card
    expect(codes).toContain('90020c');
  });

  it('includes encounter cards and the quantities printed for them', () => {
    const ember = new Map(productContents(catalog, 'ember')!.map((l) => [l.code, l.quantity]));
    expect(ember.get('90202')).toBe(3); // 3 Cog Soldiers
    expect(ember.get('90011')).toBe(1); // an obligation
    expect(productContents(catalog, 'vault')).toEqual([
      { code: '93001', quantity: 1 },
      { code: '93002', quantity: 2 },
    ]);
  });

  it('includes reprint stubs under their own codes (they count for the original elsewhere)', () => {
    const gale = new Map(productContents(catalog, 'gale')!.map((l) => [l.code, l.quantity]));
    expect([gale.get('92090'), gale.get('92091'), gale.get('92092')]).toEqual([3, 3, 1]);
    expect(productSize(catalog, 'gale')).toBe(24);
  });

  it('knows no unknown pack', () => {
    expect(productContents(catalog, 'nope')).toBeNull();
    expect(productSize(catalog, 'nope')).toBe(0);
  });
});

describe('card resolution (code; else pack + number; else name with the pack as tie-breaker)', () => {
  it('by code: any case, a back face resolves to its front', () => {
    expect(resolveCardRef(catalog, { code: '90110' })).toEqual({ code: '90110', by: 'code', alternatives: [] });
    expect(resolveCardRef(catalog, { code: '90001B' })?.code).toBe('90001a');
    expect(resolveCardRef(catalog, { code: '92090' })?.code).toBe('92090');
  });

  it('by pack (code or name, any language) and collector number, with the face letter when given', () => {
    expect(resolveCardRef(catalog, { pack: 'ember', cardNumber: '3' })?.code).toBe('90003');
    expect(resolveCardRef(catalog, { pack: 'Glut-Grundspiel', cardNumber: '003' })?.code).toBe('90003');
    expect(resolveCardRef(catalog, { pack: 'Ember Core', cardNumber: '1' })?.code).toBe('90001a');
    expect(resolveCardRef(catalog, { pack: 'ember', cardNumber: '1b' })?.code).toBe('90001a');
    expect(resolveCardRef(catalog, { pack: 'gale', cardNumber: '90' })?.code).toBe('92090');
    expect(resolveCardRef(catalog, { pack: 'tide', cardNumber: '21b' })?.code).toBe('91021b');
  });

  it('two cards under one number: the name settles it, else a guess with the alternatives', () => {
    expect(resolveCardRef(catalog, { pack: 'tide', cardNumber: '21' })).toEqual({
      code: '91021a',
      by: 'number',
      alternatives: ['91021b'],
    });
    // same name too: still a guess
    expect(resolveCardRef(catalog, { pack: 'tide', cardNumber: '21', name: 'Refraction' })?.alternatives).toEqual([
      '91021b',
    ]);
  });

  it('a code or number that finds nothing falls back to the name', () => {
    expect(resolveCardRef(catalog, { code: '99999', name: 'Jolt' })).toEqual({
      code: '90153',
      by: 'name',
      alternatives: [],
    });
    expect(resolveCardRef(catalog, { pack: 'ember', cardNumber: '999', name: 'Jolt' })?.code).toBe('90153');
    expect(resolveCardRef(catalog, { name: 'Nothing Like It' })).toBeNull();
    expect(resolveCardRef(catalog, {})).toBeNull();
  });

  it('prints collector numbers with the face letter', () => {
    const idx = catalogIndex(catalog);
    expect(['90003', '90001a', '91021b', '92090'].map((c) => cardNumberOf(idx.byCode.get(c)!))).toEqual([
      '3',
      '1a',
      '21b',
      '90',
    ]);
  });
});

describe('what a deck needs (§4.1: the identity card and every slot, reprints and faces folded)', () => {
  it('counts the identity card and the slots per card', () => {
    const { needed, unknown } = deckNeeds(nightjarDeck(), catalog);
    expect(needed['90001a']).toBe(1);
    expect(needed['90003']).toBe(3);
    expect(needed['90010a']).toBe(1);
    expect(Object.values(needed).reduce((a, b) => a + b, 0)).toBe(1 + 16 + 21 + 4);
    expect(unknown).toEqual([]);
  });

  it('folds reprint slots and back faces onto the card, and lists unknown codes', () => {
    const { needed, unknown } = deckNeeds(
      { identity: '90001b', slots: { '90150': 1, '92090': 2, '90010b': 1, '99999': 2, '90110': 0 } },
      catalog,
    );
    expect(needed).toEqual({ '90001a': 1, '90150': 3, '90010a': 1 });
    expect(unknown).toEqual(['99999']);
  });
});

const copy = (
  id: number,
  code: string,
  location = '',
  status: CopyRef['status'] = 'ok',
  deckId: string | null = null,
): CopyRef => ({ id, code, location, status, deckId });
const D = 'deck-a';

describe('allocation (which physical copies a built deck holds)', () => {
  it('keeps copies the deck already holds, then takes free ok copies in storage order; never another deck’s or a missing/damaged one', () => {
    const copies = [
      copy(1, '90150', 'Box 2'),
      copy(2, '92090', 'Box 1'), // the reprint counts for 90150
      copy(3, '90150', 'Box 1', 'damaged'),
      copy(4, '90150', 'Box 1', 'ok', 'deck-b'),
      copy(5, '90150', 'Box 10', 'ok', D),
      copy(6, '90150', ''),
    ];
    const plan = planAllocation(catalog, D, { '90150': 3 }, copies);
    expect(plan.chosen.map((c) => c.id)).toEqual([5, 2, 1]);
    expect(plan.pull.map((c) => c.id)).toEqual([2, 1]);
    expect(plan.release).toEqual([]);
    expect(plan.short).toEqual({});
  });

  it('reports a shortfall per card when no free copy is left', () => {
    const plan = planAllocation(catalog, D, { '90150': 3, '90153': 1 }, [
      copy(1, '90150'),
      copy(2, '90150', '', 'missing'),
      copy(3, '90150', '', 'ok', 'deck-b'),
    ]);
    expect(plan.short).toEqual({ '90150': 2, '90153': 1 });
    expect(plan.pull.map((c) => c.id)).toEqual([1]);
  });

  it('after an edit: pulls what the deck now needs more of and releases what it no longer uses (and copies gone bad)', () => {
    const copies = [
      copy(1, '90150', 'A', 'ok', D),
      copy(2, '90150', 'A', 'ok', D),
      copy(3, '90150', 'A', 'ok', D),
      copy(4, '90153', 'A', 'ok', D),
      copy(5, '90154', 'A', 'damaged', D),
      copy(6, '90154', 'B'),
      copy(7, '90155', 'A'),
    ];
    const plan = planAllocation(catalog, D, { '90150': 2, '90154': 1, '90155': 1 }, copies);
    expect(plan.chosen.map((c) => c.id).sort()).toEqual([1, 2, 6, 7]);
    expect(plan.pull.map((c) => c.id)).toEqual([7, 6]);
    expect(plan.release.map((c) => c.id)).toEqual([3, 4, 5]);
  });

  it('issue 13 first hour: damaged copies are used only when they count as available for decks (both ways)', () => {
    const copies = [
      copy(1, '90150', 'Box 1', 'damaged'), // free, sorts first
      copy(2, '90150', 'Box 2'),
      copy(3, '90154', 'A', 'damaged', D), // already in the deck
      copy(4, '90154', 'B'),
      copy(5, '90155', 'A', 'missing'),
    ];
    const needed = { '90150': 2, '90154': 1, '90155': 1 };
    const off = planAllocation(catalog, D, needed, copies, false);
    expect(off.pull.map((c) => c.id)).toEqual([4, 2]); // storage order: B before Box 2
    expect(off.release.map((c) => c.id)).toEqual([3]);
    expect(off.short).toEqual({ '90150': 1, '90155': 1 });
    expect(planAllocation(catalog, D, needed, copies)).toEqual(off); // off unless said
    const on = planAllocation(catalog, D, needed, copies, true);
    expect(on.chosen.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    expect(on.pull.map((c) => c.id)).toEqual([1, 2]);
    expect(on.release).toEqual([]); // the deck keeps its damaged copy: no needless re-sleeving
    expect(on.short).toEqual({ '90155': 1 }); // a missing copy is never used
  });
});

describe('pull and return list order (storage location, pack, card number)', () => {
  it('sorts by location (numbers as numbers, no location last), then pack release order, collector number, code, id', () => {
    const copies = [
      copy(1, '92090', 'Box 10'),
      copy(2, '90003', ''),
      copy(3, '91002', 'Box 2'),
      copy(4, '90150', 'Box 2'),
      copy(5, '90003', 'Box 2'),
      copy(6, '90003', 'box 2'),
      copy(7, '92091', 'Box 2'),
    ];
    expect([...copies].sort(storageOrder(catalog)).map((c) => c.id)).toEqual([5, 4, 3, 7, 6, 1, 2]);
  });

  it('groups copies into one line per location and printing, with names, packs and copy ids', () => {
    const lines = pullLines(catalog, [
      copy(9, '90003', 'Box 2'),
      copy(3, '92091', 'Box 2'),
      copy(4, '90003', 'Box 2'),
      copy(5, '90003', ''),
      copy(6, '91002', 'Box 1'),
    ]);
    /** Hush Step's line in its first pack at a location, with its copies. */
    const hushStep = (location: string, copyIds: number[]) => ({
      cardCode: '90003',
      code: '90003',
      name: 'Hush Step',
      packCode: 'ember',
      packName: 'Ember Core',
      position: 3,
      location,
      copyIds,
      quantity: copyIds.length,
    });
    expect(lines).toEqual([
      {
        cardCode: '91002',
        code: '91002',
        name: 'Venom Coil',
        packCode: 'tide',
        packName: 'Tidewater',
        position: 2,
        location: 'Box 1',
        copyIds: [6],
        quantity: 1,
      },
      hushStep('Box 2', [4, 9]),
      {
        cardCode: '90003',
        code: '92091',
        name: 'Hush Step',
        packCode: 'gale',
        packName: 'Gale Front',
        position: 91,
        location: 'Box 2',
        copyIds: [3],
        quantity: 1,
      },
      hushStep('', [5]),
    ]);
  });
});
