import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardCounts, PullList } from '../../../core/api/collection';
import { createApiClient, setApiClient } from '../../../renderer/src/api/client';
import { useCollectionStore } from '../../../renderer/src/games/marvel-champions/stores';

const DECK = '11111111-2222-3333-4444-555555555555';
const OTHER = '99999999-2222-3333-4444-555555555555';

/** A fake backend for collection.* (and the catalog look-ups the store makes): records calls, pushes events. */
function fakeBackend() {
  const calls: string[] = [];
  const log: Array<{ method: string; args: Record<string, unknown> }> = [];
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  let counts: CardCounts[] = [{ code: '90010', owned: 2, inDecks: 0, free: 2, missing: 0, damaged: 0 }];
  let built = false;
  let products = [
    {
      id: 'p1',
      packCode: 'ember',
      packName: 'Ember Core',
      note: '',
      location: 'Box 1',
      addedAt: '2026-01-01',
      copies: 3,
      allocated: 0,
      atLocation: 3,
    },
  ];
  const line = {
    cardCode: '90010',
    code: '90010',
    name: 'Bolt',
    packCode: 'ember',
    packName: 'Ember Core',
    position: 10,
    location: 'Box 1',
    copyIds: [1, 2],
    quantity: 2,
  };
  const plan = (): PullList => ({ deckId: DECK, deckName: 'Fast', pull: built ? [] : [line], return: [], short: [] });
  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    'catalog.status': () => ({ game: 'marvel-champions', imported: true }),
    'catalog.cards': (a) => (a.codes as string[]).map((code) => ({ code, name: `card ${code}` })),
    'collection.summary': () => ({
      products: 1,
      copies: 2,
      owned: 2,
      inDecks: built ? 2 : 0,
      free: built ? 0 : 2,
      missing: 0,
      damaged: 0,
      locations: ['Box 1'],
      tags: [],
    }),
    'collection.products': () => products,
    'collection.updateProduct': (a) => {
      products = products.map((p) =>
        p.id === a.id ? { ...p, location: String(a.location), atLocation: a.moveCopies ? p.atLocation : 0 } : p,
      );
      emit('collection.changed', { game: 'marvel-champions' });
      return { product: products[0], moved: a.moveCopies ? 3 : 0 };
    },
    'collection.counts': () => counts,
    'collection.addProduct': () => {
      counts = [...counts, { code: '90011', owned: 1, inDecks: 0, free: 1, missing: 0, damaged: 0 }];
      emit('collection.changed', { game: 'marvel-champions' });
      return [];
    },
    'collection.pullList': () => plan(),
    'collection.copies': (a) => {
      const tagged = { ...line, id: 1, tags: ['trade'] };
      const plain = { ...line, id: 2, tags: [] };
      const list = Array.isArray(a.tags) ? [tagged] : [tagged, plain];
      return { total: list.length, copies: list };
    },
    'decks.get': (a) => ({ id: a.id, name: 'Fast', built }),
    'collection.build': () => {
      const list = plan();
      built = true;
      emit('collection.changed', { game: 'marvel-champions' });
      return { deckId: DECK, built: true, list };
    },
  };
  function emit(event: string, payload: unknown): void {
    for (const cb of listeners.get(event) ?? []) cb(payload);
  }
  const client = createApiClient({
    invoke: async (method: string, a: unknown) => {
      calls.push(method);
      log.push({ method, args: a as Record<string, unknown> });
      const h = handlers[method];
      if (!h) return { ok: false, error: { code: 'internal', params: { method } } } as never;
      return { ok: true, value: h(a as Record<string, unknown>) } as never;
    },
    on: (event: string, cb: (p: never) => void) => {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(cb as (p: unknown) => void);
      return () => set.delete(cb as (p: unknown) => void);
    },
  });
  return { client, calls, args: log, emit, count: (m: string) => calls.filter((c) => c === m).length };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('collection store', () => {
  let backend: ReturnType<typeof fakeBackend>;
  beforeEach(() => {
    setActivePinia(createPinia());
    backend = fakeBackend();
    setApiClient(backend.client);
  });

  it('loads summary, products and counts, and the names of the counted cards', async () => {
    const store = useCollectionStore();
    await store.load();
    expect(store.loaded).toBe(true);
    expect(store.summary?.owned).toBe(2);
    expect(store.counts.map((c) => c.code)).toEqual(['90010']);
    expect(backend.calls).toContain('catalog.cards');
  });

  it('reads the collection again after its own change, once (the pushed event is covered by that)', async () => {
    const store = useCollectionStore();
    await store.load();
    const before = backend.count('collection.counts');
    await store.addProduct('ember', 1);
    await settle();
    expect(store.counts.map((c) => c.code)).toEqual(['90010', '90011']);
    expect(backend.count('collection.counts') - before).toBe(1);
  });

  it('follows changes made elsewhere (pushed collection.changed)', async () => {
    const store = useCollectionStore();
    await store.load();
    const before = backend.count('collection.summary');
    const v = store.version;
    backend.emit('collection.changed', { game: 'marvel-champions' });
    await settle();
    expect(backend.count('collection.summary')).toBe(before + 1);
    expect(store.version).toBe(v + 1);
  });

  it('keeps showing what building just allocated, while the plan from the new state is empty', async () => {
    const store = useCollectionStore();
    await store.openPullList(DECK);
    expect(store.pull?.pull).toHaveLength(1);
    expect(store.pullDeck?.built).toBe(false);
    await store.build(DECK);
    await settle();
    expect(store.pull?.pull).toEqual([]); // nothing more to take once built
    expect(store.pullDeck?.built).toBe(true);
    expect(store.pullResult?.kind).toBe('build');
    expect(store.pullResult?.list.pull[0].quantity).toBe(2);
    store.dismissPullResult();
    expect(store.pullResult).toBeNull();
  });

  it('the copies of a card are asked for with the chosen tags (any of), and for every copy once the filter is cleared', async () => {
    const store = useCollectionStore();
    await store.openCopies('90010', ['trade']);
    const asked = () => backend.args.filter((a) => a.method === 'collection.copies').map((a) => a.args);
    expect(asked().at(-1)).toMatchObject({ cardCode: '90010', tags: ['trade'] });
    expect(store.copies.map((c) => c.id)).toEqual([1]);
    await store.filterCopies([]);
    expect(asked().at(-1)).not.toHaveProperty('tags');
    expect(store.copies.map((c) => c.id)).toEqual([1, 2]);
    expect(store.copiesTags).toEqual([]);
    // another card opened without tags forgets the filter
    await store.filterCopies(['trade']);
    await store.openCopies('90011');
    expect(asked().at(-1)).toMatchObject({ cardCode: '90011' });
    expect(asked().at(-1)).not.toHaveProperty('tags');
  });

  it('moves a product (trimmed location, the move asked for) and reads the products again', async () => {
    const store = useCollectionStore();
    await store.load();
    const before = backend.count('collection.products');
    const r = await store.updateProduct('p1', { location: '  Shelf 3 ', moveCopies: true });
    expect(r.moved).toBe(3);
    expect(backend.args.filter((a) => a.method === 'collection.updateProduct').at(-1)?.args).toEqual({
      game: 'marvel-champions',
      id: 'p1',
      location: 'Shelf 3',
      moveCopies: true,
    });
    await settle();
    expect(backend.count('collection.products')).toBe(before + 1);
    expect(store.products[0]).toMatchObject({ location: 'Shelf 3', atLocation: 3 });
  });

  it('forgets the last build result when another deck is shown', async () => {
    const store = useCollectionStore();
    await store.openPullList(DECK);
    await store.build(DECK);
    await store.openPullList(OTHER);
    expect(store.pullResult).toBeNull();
  });

  it('empties everything of the old file when another save file is opened', async () => {
    const store = useCollectionStore();
    await store.load();
    backend.emit('save.changed', { save: null });
    expect(store.counts).toEqual([]);
    expect(store.summary).toBeNull();
    await settle();
    expect(store.counts).toHaveLength(1); // read again from the new file
  });
});
