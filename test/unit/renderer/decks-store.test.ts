import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CardSummary, IdentityInfo } from '../../../core/api/catalog';
import type { DeckRecord, DeckSummary, DeckValidationResult } from '../../../core/api/decks';
import { createApiClient, setApiClient } from '../../../renderer/src/api/client';
import { draftKey } from '../../../renderer/src/stores/decks';
import { useDecksStore } from '../../../renderer/src/games/marvel-champions/stores';
import { NIGHTJAR_INFO } from '../../fixtures/marvel-champions/decks';

const ID = '11111111-2222-3333-4444-555555555555';
const GAME = 'marvel-champions';

const summary = (code: string, name: string): CardSummary => ({
  code,
  name,
  subname: null,
  typeCode: 'event',
  typeName: 'Event',
  factionCode: 'justice',
  factionName: 'Justice',
  packCode: 'ember',
  packName: 'Ember Core',
  position: 1,
  cost: 1,
  traits: [],
  unique: false,
  printings: 1,
});

const NIGHTJAR: IdentityInfo = {
  code: '90001a',
  ...NIGHTJAR_INFO,
  requiredCards: [
    { code: '90003', name: 'Hush Step', quantity: 3 },
    { code: '90002', name: 'Glide Wings', quantity: 1 },
  ],
};
const VIPER: IdentityInfo = {
  code: '91001a',
  name: 'Twin Viper',
  subname: 'Lena Sorel',
  packCode: 'tide',
  packName: 'Tidewater',
  setCode: 'twin_viper',
  requiredCards: [{ code: '91002', name: 'Venom Coil', quantity: 2 }],
  rules: { aspects: 2, deckOptions: false },
};

/**
 * A fake decks backend: one deck with versions, a validator that counts copies (40 needed), the
 * catalog look-ups the builder uses, and pushed events.
 */
function fakeDecks() {
  const versions: DeckRecord[] = [];
  let current: DeckRecord = {
    id: ID,
    name: 'Night Justice',
    identity: '90001a',
    aspects: ['justice'],
    slots: { '90003': 3, '90002': 1, '90110': 3 },
    notes: '',
    tags: [],
    built: false,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    groupIds: [],
  };
  versions.push(structuredClone(current));
  const calls: Array<[string, Record<string, unknown>]> = [];
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  /** Validation calls wait for `release()` when held (to test coalescing). */
  let hold = false;
  let waiting: Array<() => void> = [];

  const validate = (a: Record<string, unknown>): DeckValidationResult => {
    const deck = a.deck as { identity: string | null; aspects: string[]; slots: Record<string, number> };
    const size = Object.values(deck.slots).reduce((s, n) => s + n, 0);
    const problems = size < 40 ? [{ code: 'deck.tooFewCards', params: { count: size, min: 40 } }] : [];
    if ((deck.slots['90110'] ?? 0) > 3)
      problems.push({
        code: 'deck.tooManyCopies',
        params: { name: 'Clean Sweep', subname: null, codes: ['90110'], count: deck.slots['90110'], max: 3 },
      } as never);
    return {
      valid: problems.length === 0,
      problems,
      warnings: [],
      identity: deck.identity,
      aspects: deck.aspects,
      size,
      stats: { costCurve: {}, resources: { energy: 0, mental: 0, physical: 0, wild: 0 }, types: {}, aspects: {} },
      collection:
        a.constraint === 'none'
          ? null
          : { kind: a.constraint as 'owned' | 'free', ok: true, problems: [], missing: {} },
    };
  };

  const row = (): DeckSummary => ({
    id: ID,
    name: current.name,
    identity: current.identity,
    identityName: 'Nightjar',
    aspects: current.aspects,
    size: 7,
    valid: false,
    problems: 1,
    built: current.built,
    version: current.version,
    tags: current.tags,
    groupIds: current.groupIds,
    createdAt: current.createdAt,
    updatedAt: current.updatedAt,
  });

  const handlers: Record<string, (args: Record<string, unknown>) => unknown> = {
    'decks.list': () => [row()],
    'decks.groups': () => [],
    'decks.get': (a) => {
      if (a.id !== ID) throw { code: 'deck_not_found', params: {} };
      if (a.version !== undefined) return structuredClone(versions[(a.version as number) - 1]);
      return structuredClone(current);
    },
    'decks.save': (a) => {
      const { game: _g, id: _i, ...patch } = a;
      const next = { ...current, ...patch } as DeckRecord;
      if (draftKey(next) !== draftKey(current)) {
        next.version = current.version + 1;
        current = next;
        versions.push(structuredClone(current));
      }
      return structuredClone(current);
    },
    'decks.validate': (a) => {
      if (!hold) return validate(a);
      return new Promise((resolve) => waiting.push(() => resolve(validate(a))));
    },
    'decks.versions': () => versions.map((v) => ({ version: v.version, savedAt: v.updatedAt, name: v.name, size: 7 })),
    'decks.delete': () => ({ released: 0 }),
    'decks.export': (a) => ({
      fileName: 'Night Justice.o8d',
      mime: 'application/xml',
      content: '<deck/>',
      warnings: a.format === 'octgn' ? [{ code: 'format.noOctgnId', params: { code: '90777', quantity: 2 } }] : [],
    }),
    'collection.build': () => {
      current = { ...current, built: true };
      return { deckId: ID, built: true, list: { deckId: ID, deckName: current.name, pull: [], return: [], short: [] } };
    },
    'catalog.cards': (a) => (a.codes as string[]).map((c) => summary(c, `Card ${c}`)),
    'catalog.identities': () => [NIGHTJAR, VIPER],
    'catalog.facets': () => ({ packs: [], lists: {} }),
    'catalog.search': (a) => ({
      total: 1,
      offset: 0,
      cards: [summary('90120', 'Rally Cry')],
      problems: [],
      query: a.query,
    }),
  };

  const bridge = {
    async invoke(method: string, args: unknown) {
      calls.push([method, args as Record<string, unknown>]);
      const h = handlers[method];
      if (!h) return { ok: false, error: { code: 'unknown_method', params: { method } } };
      try {
        return { ok: true, value: await h(args as Record<string, unknown>) };
      } catch (e) {
        return { ok: false, error: e };
      }
    },
    on(event: string, listener: (p: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };

  return {
    bridge,
    calls,
    callsOf: (m: string) => calls.filter(([name]) => name === m).map(([, a]) => a),
    emit: (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload)),
    /** Someone else saves the deck (another window). */
    saveElsewhere: (patch: Partial<DeckRecord>) => {
      current = { ...current, ...patch, version: current.version + 1 };
      versions.push(structuredClone(current));
    },
    holdValidation: () => (hold = true),
    release: () => {
      hold = false;
      const w = waiting;
      waiting = [];
      w.forEach((f) => f());
    },
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('decks store: the builder', () => {
  let backend: ReturnType<typeof fakeDecks>;

  beforeEach(() => {
    backend = fakeDecks();
    setApiClient(createApiClient(backend.bridge as never));
    setActivePinia(createPinia());
  });

  it('opens a deck as a clean draft, names its cards and validates it', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    await flush();
    expect(decks.draft?.slots).toEqual({ '90003': 3, '90002': 1, '90110': 3 });
    expect(decks.dirty).toBe(false);
    expect(decks.cardName('90110')).toBe('Card 90110');
    expect(decks.validation?.problems.map((p) => p.code)).toEqual(['deck.tooFewCards']);
    expect(backend.callsOf('decks.validate')[0]).toMatchObject({
      game: GAME,
      constraint: 'none',
      deck: { identity: '90001a', aspects: ['justice'] },
    });
  });

  it('re-validates on every edit; a fourth copy shows a problem that goes away again (§4.1 "3 copies")', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    await flush();
    decks.addCard('90110');
    await decks.scheduleValidate();
    expect(decks.dirty).toBe(true);
    expect(decks.validation?.problems.map((p) => p.code)).toContain('deck.tooManyCopies');
    decks.removeCard('90110');
    await decks.scheduleValidate();
    expect(decks.validation?.problems.map((p) => p.code)).not.toContain('deck.tooManyCopies');
    // back to the saved state: nothing to save
    expect(decks.dirty).toBe(false);
  });

  it('coalesces validation: while one check runs, only the newest draft is checked next', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    await flush();
    const before = backend.callsOf('decks.validate').length;
    backend.holdValidation();
    decks.addCard('90120');
    decks.addCard('90120');
    decks.addCard('90120');
    decks.setCount('90121', 2);
    await flush();
    expect(backend.callsOf('decks.validate').length - before).toBe(1);
    backend.release();
    await flush();
    await decks.scheduleValidate();
    const sent = backend.callsOf('decks.validate').slice(before);
    expect(sent.length).toBeLessThanOrEqual(3);
    expect((sent[sent.length - 1].deck as { slots: Record<string, number> }).slots).toMatchObject({
      '90120': 3,
      '90121': 2,
    });
    expect(decks.validation?.size).toBe(7 + 5);
  });

  it('keeps counts between 0 and 99 and drops a card at 0', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    decks.removeCard('90002');
    decks.removeCard('90002');
    expect('90002' in decks.draft!.slots).toBe(false);
    decks.setCount('90110', 500);
    expect(decks.count('90110')).toBe(99);
  });

  it('saves explicitly as a new version; edits made during the save stay unsaved', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    decks.setName('Night Justice 2');
    decks.addCard('90120');
    const saving = decks.save();
    decks.addCard('90121');
    const rec = await saving;
    expect(rec.version).toBe(2);
    expect(backend.callsOf('decks.save')[0]).toMatchObject({
      name: 'Night Justice 2',
      slots: { '90003': 3, '90002': 1, '90110': 3, '90120': 1 },
    });
    expect(decks.record?.version).toBe(2);
    expect(decks.draft?.slots['90121']).toBe(1);
    expect(decks.dirty).toBe(true);
    await decks.save();
    expect(decks.dirty).toBe(false);
    expect(decks.record?.version).toBe(3);
  });

  it('reverts to the saved deck and loads an old version into the editor (unsaved)', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    decks.addCard('90120');
    await decks.save();
    decks.revert();
    expect(decks.dirty).toBe(false);
    await decks.restoreVersion(1);
    expect(decks.draft?.slots['90120']).toBeUndefined();
    expect(decks.dirty).toBe(true);
    expect(decks.record?.version).toBe(2);
  });

  it("changing the identity swaps the identity's own cards and trims the aspects", async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    await decks.loadIdentities();
    decks.setIdentity(VIPER);
    expect(decks.draft?.identity).toBe('91001a');
    expect(decks.draft?.slots).toEqual({ '90110': 3, '91002': 2 });
    decks.setAspects(['aggression', 'justice', 'aggression']);
    expect(decks.draft?.aspects).toEqual(['aggression', 'justice']);
    decks.setIdentity(NIGHTJAR);
    expect(decks.draft?.aspects).toEqual(['aggression']);
    expect(decks.draft?.slots).toEqual({ '90110': 3, '90003': 3, '90002': 1 });
  });

  it('the "only cards I own / that are free" switch reaches both the search and the validation', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    decks.setConstraint('free');
    await decks.scheduleValidate();
    expect(backend.callsOf('decks.validate').pop()).toMatchObject({ constraint: 'free', deckId: ID });
    expect(decks.validation?.collection?.kind).toBe('free');
    await decks.searchCards({ text: 'rally', scope: 'deck', sort: 'name' });
    expect(backend.callsOf('catalog.search').pop()).toMatchObject({
      only: 'free',
      query: 'rally is:player -is:hero -is:heroset a:justice|basic',
      sort: 'name',
    });
    // found cards are named without another call
    expect(decks.cardName('90120')).toBe('Rally Cry');
    decks.setConstraint('owned');
    await decks.scheduleValidate();
    expect(backend.callsOf('decks.validate').pop()).toMatchObject({ constraint: 'owned' });
    expect(backend.callsOf('decks.validate').pop()?.deckId).toBeUndefined();
  });

  it('takes a save made elsewhere when clean, and flags it when there are unsaved edits', async () => {
    const decks = useDecksStore();
    await decks.open(ID);
    backend.saveElsewhere({ name: 'Renamed elsewhere' });
    backend.emit('decks.changed', { game: GAME, id: ID });
    await flush();
    await flush();
    expect(decks.draft?.name).toBe('Renamed elsewhere');
    expect(decks.changedElsewhere).toBe(false);

    decks.addCard('90120');
    backend.saveElsewhere({ notes: 'theirs' });
    backend.emit('decks.changed', { game: GAME, id: ID });
    await flush();
    await flush();
    expect(decks.changedElsewhere).toBe(true);
    expect(decks.draft?.slots['90120']).toBe(1);
    await decks.reload();
    expect(decks.changedElsewhere).toBe(false);
    expect(decks.draft?.notes).toBe('theirs');
  });

  it('building marks the deck built without touching the draft', async () => {
    const decks = useDecksStore();
    await decks.loadList();
    await decks.open(ID);
    decks.setNotes('mine');
    await decks.save();
    await decks.build();
    expect(decks.record?.built).toBe(true);
    expect(decks.list[0].built).toBe(true);
    expect(decks.dirty).toBe(false);
  });

  it('an export hands back the exporter’s warnings with the cards they name already looked up', async () => {
    const decks = useDecksStore();
    const file = await decks.exportDeck(ID, 'octgn');
    expect(file.warnings).toEqual([{ code: 'format.noOctgnId', params: { code: '90777', quantity: 2 } }]);
    expect(backend.callsOf('catalog.cards').flatMap((a) => a.codes as string[])).toContain('90777');
    expect(decks.cardName('90777')).toBe('Card 90777');
  });

  it('a missing deck is an open error, and deleting the open deck closes it', async () => {
    const decks = useDecksStore();
    await expect(decks.open('99999999-2222-3333-4444-555555555555')).rejects.toMatchObject({ code: 'deck_not_found' });
    expect(decks.openError?.code).toBe('deck_not_found');
    await decks.loadList();
    await decks.open(ID);
    await decks.remove(ID);
    expect(decks.list).toEqual([]);
    expect(decks.currentId).toBeNull();
    expect(decks.draft).toBeNull();
  });
});

describe('decks store: another save file', () => {
  it('drops the draft of a deck the new file does not have and says so', async () => {
    const backend = fakeDecks();
    setApiClient(createApiClient(backend.bridge as never));
    setActivePinia(createPinia());
    const decks = useDecksStore();
    await decks.open(ID);
    decks.addCard('90120');
    const bridge = backend.bridge as { invoke: (m: string, a: unknown) => Promise<unknown> };
    const invoke = bridge.invoke.bind(bridge);
    bridge.invoke = async (m, a) =>
      m === 'decks.get' ? { ok: false, error: { code: 'deck_not_found', params: {} } } : invoke(m, a);
    backend.emit('save.changed', { save: null });
    await flush();
    await flush();
    expect(decks.draft).toBeNull();
    expect(decks.openError?.code).toBe('deck_not_found');
  });
});
