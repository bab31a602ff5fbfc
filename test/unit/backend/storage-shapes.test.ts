/**
 * The shared save-file tables (schema v6) hold every game's collection (issue 11, "Storage"): one
 * product of each shape — a pack with fixed contents counted copy by copy, a box counted by
 * component with missing and damaged counts, a collectible single with its set, number, rarity and
 * foil in per-game JSON — stored through the repo layer under two different game ids and read back
 * unchanged, with no row of one game visible to the other.
 */
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { createDatabaseFile, openDatabaseFile } from '../../../electron/backend/db/sqlite-file';
import { CopiesRepo, type NewCopy } from '../../../electron/backend/collection/copies-repo';
import { ProductsRepo, type StoredProduct } from '../../../electron/backend/collection/products-repo';
import { DecksRepo } from '../../../electron/backend/decks/repo';
import type { DeckData } from '../../../core/api/decks';
import { COPY_DEFAULTS } from '../../../core/api/collection';
import { removeDir, tempDir } from '../../support/backend';

const GAMES = ['shape-game-one', 'shape-game-two'] as const;
const AT = '2026-11-25T12:00:00.000Z';

let dir: string;
let db: Database.Database;
beforeEach(() => {
  dir = tempDir();
  const file = path.join(dir, 'shapes.deckhand');
  createDatabaseFile(file, SAVE_KIND);
  db = openDatabaseFile(file, SAVE_KIND);
});
afterEach(() => {
  db.close();
  removeDir(dir);
});

const copy = (code: string, productId: string | null, extra: Partial<NewCopy> = {}): NewCopy => ({
  ...COPY_DEFAULTS,
  tags: [],
  code,
  productId,
  ...extra,
});

/** One product of each shape, ids made distinct per game. */
function shapes(game: string): StoredProduct[] {
  return [
    {
      id: `${game}-pack`,
      kind: 'fixed',
      code: 'core',
      location: 'Shelf A',
      note: 'bought twice',
      addedAt: AT,
      data: {},
      contents: [],
    },
    {
      id: `${game}-box`,
      kind: 'components',
      code: 'base-box',
      location: 'Attic',
      note: 'second printing',
      addedAt: AT,
      data: { edition: 2, language: 'de' },
      contents: [
        { component: 'card-sleeve', quantity: 120, missing: 0, damaged: 3, data: { size: '63.5x88' } },
        { component: 'die-action', quantity: 10, missing: 1, damaged: 0, data: {} },
        { component: 'figure-rider', quantity: 36, missing: 2, damaged: 1, data: { colour: 'black' } },
        { component: 'token-threat', quantity: 24, missing: 0, damaged: 0, data: {} },
      ],
    },
    {
      id: `${game}-single`,
      kind: 'singles',
      code: 'S1-045',
      location: 'Binder 3',
      note: '',
      addedAt: AT,
      data: { set: 'S1', number: '045', rarity: 'ultra-rare', foil: true },
      contents: [],
    },
  ];
}

describe('one product of each shape, for two games, through the repo layer', () => {
  it('stores and reads back every shape unchanged, each game seeing only its own', () => {
    const stored = new Map<string, StoredProduct[]>();
    for (const game of GAMES) {
      const products = new ProductsRepo(db, game);
      const list = shapes(game);
      for (const p of list) products.insert(p);
      stored.set(game, list);
      // the pack's copies one by one, the single's copy with its collectible fields
      const copies = new CopiesRepo(db, game);
      copies.insertCopies(
        [copy('c-001', `${game}-pack`), copy('c-001', `${game}-pack`), copy('c-002', `${game}-pack`)],
        AT,
      );
      copies.insertCopies(
        [
          copy('S1-045', `${game}-single`, {
            condition: 'mint',
            language: 'ru',
            data: { set: 'S1', number: '045', rarity: 'ultra-rare', foil: true },
          }),
        ],
        AT,
      );
    }
    for (const game of GAMES) {
      const products = new ProductsRepo(db, game);
      const list = stored.get(game)!;
      expect(products.list()).toEqual(list);
      for (const p of list) expect(products.get(p.id)).toEqual(p);
      const other = GAMES.find((g) => g !== game)!;
      for (const p of stored.get(other)!) expect(products.get(p.id)).toBeNull();
      expect(products.byCode('S1-045')).toEqual([list[2]]);

      const copies = new CopiesRepo(db, game);
      // a 'fixed' product is counted by its copies
      expect(copies.products().map((p) => [p.id, p.packCode, p.copies])).toEqual([
        [`${game}-pack`, 'core', 3],
        [`${game}-box`, 'base-box', 0],
        [`${game}-single`, 'S1-045', 1],
      ]);
      const single = copies.list({ productId: `${game}-single` }, 0, 10).rows;
      expect(single).toHaveLength(1);
      expect(single[0]).toMatchObject({
        code: 'S1-045',
        condition: 'mint',
        language: 'ru',
        data: { set: 'S1', number: '045', rarity: 'ultra-rare', foil: true },
      });
      expect(copies.list({}, 0, 10).total).toBe(4);
      expect(copies.counts()).toEqual(
        expect.arrayContaining([
          { code: 'c-001', status: 'ok', allocated: 0, n: 2 },
          { code: 'S1-045', status: 'ok', allocated: 0, n: 1 },
        ]),
      );
      expect(copies.counts().reduce((n, r) => n + r.n, 0)).toBe(4);
      // ids of the other game's copies are not this game's
      const otherIds = new CopiesRepo(db, other).list({}, 0, 10).rows.map((r) => r.id);
      expect(copies.copiesByIds(otherIds)).toEqual([]);
      expect(copies.existingIds(otherIds).size).toBe(0);
    }
  });

  it('a component box records missing and damaged components; removing a product takes its contents and copies', () => {
    const [one, two] = GAMES.map((g) => new ProductsRepo(db, g));
    for (const [repo, game] of [
      [one, GAMES[0]],
      [two, GAMES[1]],
    ] as const)
      for (const p of shapes(game)) repo.insert(p);
    expect(one.setContentState(`${GAMES[0]}-box`, 'die-action', 3, 1)).toBe(true);
    // the other game cannot touch it
    expect(two.setContentState(`${GAMES[0]}-box`, 'die-action', 9, 9)).toBe(false);
    expect(one.get(`${GAMES[0]}-box`)!.contents.find((c) => c.component === 'die-action')).toEqual({
      component: 'die-action',
      quantity: 10,
      missing: 3,
      damaged: 1,
      data: {},
    });
    new CopiesRepo(db, GAMES[0]).insertCopies([copy('c-001', `${GAMES[0]}-pack`)], AT);
    expect(two.remove(`${GAMES[0]}-box`)).toBe(false);
    expect(one.remove(`${GAMES[0]}-box`)).toBe(true);
    expect(one.remove(`${GAMES[0]}-pack`)).toBe(true);
    expect(
      db.prepare('SELECT COUNT(*) FROM product_contents WHERE product_id = ?').pluck().get(`${GAMES[0]}-box`),
    ).toBe(0);
    expect(new CopiesRepo(db, GAMES[0]).list({}, 0, 10).total).toBe(0);
    expect(two.list()).toEqual(shapes(GAMES[1]));
  });

  it('decks and groups of two games stay apart; a game’s own deck fields travel in data', () => {
    const deck = (name: string, own: Record<string, unknown>) =>
      ({ name, slots: { a: 2, b: 1 }, notes: 'n', tags: ['t'], ...own }) as unknown as DeckData;
    const one = new DecksRepo(db, GAMES[0]);
    const two = new DecksRepo(db, GAMES[1]);
    one.insert('d1', deck('Heroes', { identity: 'h-01', aspects: ['x'] }), AT);
    two.insert('d2', deck('Shadow army', { faction: 'shadow', points: 30 }), AT);
    expect(one.all().map((d) => d.id)).toEqual(['d1']);
    expect(two.all().map((d) => d.id)).toEqual(['d2']);
    expect(one.get('d2')).toBeNull();
    expect(two.get('d2')).toMatchObject({ name: 'Shadow army', faction: 'shadow', points: 30, slots: { a: 2, b: 1 } });
    expect(one.get('d1')).toMatchObject({ identity: 'h-01', aspects: ['x'], version: 1, built: false });
    two.update('d2', deck('Shadow army', { faction: 'shadow', points: 40 }), 2, AT);
    expect(two.versions('d2').map((v) => v.version)).toEqual([2, 1]);
    expect(one.versions('d2')).toEqual([]);
    one.saveGroup('g1', 'Table', ['d1'], AT, true);
    expect(two.groups()).toEqual([]);
    expect(two.group('g1')).toBeNull();
    expect(two.removeGroup('g1')).toBe(false);
    expect(one.groups().map((g) => g.id)).toEqual(['g1']);
  });
});
