import { describe, expect, it } from 'vitest';
import type { CopyInfo, PullLine } from '../../../core/api/collection';
import {
  byRelease,
  copiesQuery,
  countCopies,
  countRows,
  fold,
  isFiltered,
  matchesText,
} from '../../../renderer/src/games/marvel-champions/collection/copy-counts';
import {
  buildPatch,
  cleanTags,
  commonForm,
  newCopyAttributes,
  DEFAULT_FORM,
} from '../../../renderer/src/games/marvel-champions/collection/copy-edit';
import {
  groupByLocation,
  lineKey,
  totalCopies,
} from '../../../renderer/src/games/marvel-champions/collection/pull-groups';
import { productMove } from '../../../renderer/src/games/marvel-champions/collection/product-edit';

/** Copy editing, per-card counts and pull-list grouping on the collection pages (ARCHITECTURE §5). */
let nextId = 1;
function copy(over: Partial<CopyInfo> = {}): CopyInfo {
  return {
    id: nextId++,
    code: '90010',
    cardCode: '90010',
    name: 'Bolt',
    packCode: 'ember',
    packName: 'Ember Core',
    position: 10,
    productId: null,
    language: 'en',
    condition: 'near_mint',
    variant: '',
    location: 'Box 1',
    tags: [],
    status: 'ok',
    note: '',
    deckId: null,
    deckName: null,
    ...over,
  };
}

describe('editing one or many copies', () => {
  it('shows shared values and marks the fields the copies disagree on as mixed', () => {
    const { form, mixed } = commonForm([
      copy({ location: 'Box 1', tags: ['a'] }),
      copy({ location: 'Box 2', tags: ['a'] }),
    ]);
    expect(mixed).toEqual(['location']);
    expect(form.location).toBe('');
    expect(form.tags).toEqual(['a']);
    expect(form.condition).toBe('near_mint');
  });

  it('sends only the touched fields, trimmed (a bulk location change keeps each copy’s tags and notes)', () => {
    const form = { ...DEFAULT_FORM, location: '  Binder A ', tags: ['x'], note: 'keep' };
    expect(buildPatch(form, ['location'])).toEqual({ location: 'Binder A' });
    expect(buildPatch(form, [])).toEqual({});
    expect(buildPatch({ ...form, status: 'missing' }, ['status', 'status'])).toEqual({ status: 'missing' });
  });

  it('leaves a mixed language alone when it was cleared rather than chosen', () => {
    expect(buildPatch({ ...DEFAULT_FORM, language: '' }, ['language'])).toEqual({});
    expect(buildPatch({ ...DEFAULT_FORM, language: 'DE' }, ['language'])).toEqual({ language: 'de' });
  });

  it('cleans tags: trimmed, no empties, no duplicates ignoring case', () => {
    expect(cleanTags([' sleeved', 'Sleeved', '', 'promo '])).toEqual(['sleeved', 'promo']);
    expect(buildPatch({ ...DEFAULT_FORM, tags: ['a', 'A', ' '] }, ['tags'])).toEqual({ tags: ['a'] });
  });

  it('describes new loose copies without empty strings', () => {
    expect(newCopyAttributes({ ...DEFAULT_FORM, location: ' ', variant: 'promo', tags: [] })).toEqual({
      condition: 'near_mint',
      status: 'ok',
      language: 'en',
      variant: 'promo',
    });
  });
});

describe('per-card counts from copies (filtered view)', () => {
  it('issue 13 first hour: damaged copies are owned and counted as damaged, missing ones are not; allocated owned copies are in decks; damaged ones are free only when they count as available', () => {
    const copies = [
      copy(),
      copy({ deckId: 'd1' }),
      copy({ status: 'missing' }),
      copy({ status: 'damaged' }),
      copy({ status: 'damaged', deckId: 'd1' }),
      copy({ code: '92010', cardCode: '90010' }), // a reprint counts for its original
      copy({ code: '90011', cardCode: '90011' }),
    ];
    expect(countCopies(copies, false)).toEqual([
      { code: '90010', owned: 5, inDecks: 2, free: 2, missing: 1, damaged: 2 },
      { code: '90011', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 },
    ]);
    expect(countCopies(copies, true)).toEqual([
      { code: '90010', owned: 5, inDecks: 2, free: 3, missing: 1, damaged: 2 },
      { code: '90011', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 },
    ]);
  });

  it('asks the backend for the copies of a location, any of some tags and a status together (nothing filtered here)', () => {
    expect(copiesQuery({ location: 'Box 1', tags: ['promo', 'trade'], status: null })).toEqual({
      location: 'Box 1',
      tags: ['promo', 'trade'],
    });
    expect(copiesQuery({ location: null, tags: [], status: 'missing' })).toEqual({ status: 'missing' });
    // the empty location is a real filter (copies stored nowhere); no tags means any
    expect(copiesQuery({ location: '', tags: [], status: null })).toEqual({ location: '' });
    expect(isFiltered({ location: null, tags: [], status: null })).toBe(false);
    expect(isFiltered({ location: null, tags: ['promo'], status: null })).toBe(true);
  });

  it('names rows from the catalog, else from the copies, else by code; quick filter folds case and accents', () => {
    const rows = countRows(
      [
        { code: 'a', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 },
        { code: 'b', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 },
        { code: 'c', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 },
      ],
      (code) =>
        code === 'a'
          ? ({ code: 'a', name: 'Édith Çelik', subname: null, packCode: 'p', packName: 'P', position: 3 } as never)
          : undefined,
      new Map([['b', 'Bolt']]),
    );
    expect(rows.map((r) => r.name)).toEqual(['Édith Çelik', 'Bolt', 'c']);
    expect(matchesText(rows[0], 'edith CEL')).toBe(true);
    expect(matchesText(rows[0], 'bolt')).toBe(false);
    expect(fold('İLKİ')).toBe('ilki');
  });

  it('sorts in release order: pack position, then card number', () => {
    const order = byRelease(
      new Map([
        ['ember', 1],
        ['gale', 3],
      ]),
    );
    const rows = [
      { packCode: 'gale', position: 1, code: 'g1' },
      { packCode: 'ember', position: 12, code: 'e12' },
      { packCode: 'ember', position: 2, code: 'e2' },
    ];
    expect(rows.sort(order).map((r) => r.code)).toEqual(['e2', 'e12', 'g1']);
  });
});

describe('pull and return lists by storage location', () => {
  const line = (location: string, code: string, quantity: number): PullLine => ({
    cardCode: code,
    code,
    name: code,
    packCode: 'ember',
    packName: 'Ember Core',
    position: 1,
    location,
    copyIds: [],
    quantity,
  });

  it('groups in the backend order and totals copies per location', () => {
    const groups = groupByLocation([
      line('', 'x', 1),
      line('Box 1', 'a', 2),
      line('Box 1', 'b', 1),
      line('Box 2', 'c', 3),
    ]);
    expect(groups.map((g) => [g.location, g.lines.map((l) => l.code), g.copies])).toEqual([
      ['', ['x'], 1],
      ['Box 1', ['a', 'b'], 3],
      ['Box 2', ['c'], 3],
    ]);
    expect(totalCopies(groups.flatMap((g) => g.lines))).toBe(7);
  });

  it('keeps tick boxes apart between the pull and the return list', () => {
    expect(lineKey('pull', line('Box 1', 'a', 1))).not.toBe(lineKey('return', line('Box 1', 'a', 1)));
  });
});

describe('moving a product (what the edit dialog says will move)', () => {
  const box = { location: 'Box 1', copies: 92, atLocation: 90 };

  it('with "move its copies": the copies still at the old location move, the ones kept elsewhere stay', () => {
    expect(productMove(box, ' Shelf 3 ', true)).toEqual({
      changed: true,
      moving: 90,
      staying: 2,
      message: { key: 'mc.collection.products.willMove', params: { n: 90, from: 'Box 1', to: 'Shelf 3' } },
    });
  });

  it('without it, or with the same location, nothing moves and nothing is said to', () => {
    expect(productMove(box, 'Shelf 3', false)).toEqual({ changed: true, moving: 0, staying: 92, message: null });
    expect(productMove(box, ' Box 1', true)).toEqual({ changed: false, moving: 0, staying: 0, message: null });
  });

  it('says "without a location" and "no location" instead of quoting an empty one', () => {
    expect(productMove({ location: '', copies: 5, atLocation: 5 }, 'Box 2', true).message?.key).toBe(
      'mc.collection.products.willMoveUnplaced',
    );
    expect(productMove(box, '', true).message).toEqual({
      key: 'mc.collection.products.willMoveNowhere',
      params: { n: 90, from: 'Box 1', to: '' },
    });
  });
});
