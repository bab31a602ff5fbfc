import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { CardSummary, SearchPage } from '../../../core/api/catalog';
import type { BuildResult } from '../../../core/api/collection';
import type { DeckDiff, DeckRecord, DeckValidationResult, DeckVersionInfo } from '../../../core/api/decks';
import { ApiFailure, api, toApiFailure } from '../api/client';
import { cleanSlots } from '../lib/slots';
import { useSettingsStore } from './settings';
import { createBusyTracker } from './busy';
import { createDeckCards } from './deck-cards';
import { createDeckList } from './deck-list';
import { coalesced } from './list-loader';
import {
  draftKey,
  draftOf,
  MAX_SLOT,
  type CardLang,
  type DeckAdapter,
  type DeckConstraint,
  type DeckDraft,
  type DeckGame,
  type DeckRowTask,
  type DecksBusy,
  type DeckSearchScope,
  type SearchSort,
} from './deck-model';
import { createSubscriptions, perGame } from './events';

export * from './deck-model';

/**
 * A game's decks: the list and groups (decks page), and the deck open in the builder. The game's
 * adapter (DeckAdapter) adds what only that game has.
 *
 * Saving is EXPLICIT (the Save button or Ctrl+S), not an autosave: every `decks.save` that changes
 * something is kept as a version for good, so versions should be steps the player chose to keep,
 * not every keystroke. The builder shows unsaved changes and asks before leaving them; "Revert"
 * drops them. Validation is live: every edit re-validates the draft through `decks.validate`
 * (calls are coalesced: while one runs, the next waits and only the newest draft is checked).
 *
 * Card names come from `catalog.cards` in the UI language and are cached per language (search
 * results join the cache); problem messages name cards through it (the adapter's `codesIn`).
 */
function deckStoreBase(game: DeckGame, adapter: DeckAdapter) {
  const GAME = game;
  const settings = useSettingsStore();
  /** Card texts follow the UI language (English where the data has no translation). */
  const lang = computed<CardLang>(() => settings.locale);

  const tracker = createBusyTracker<DecksBusy, DeckRowTask>([
    'list',
    'groups',
    'create',
    'import',
    'open',
    'save',
    'build',
    'versions',
    'diff',
  ]);
  const { busy, rowBusy, run, mutate, mutating } = tracker;
  const { cards, cardsLang, ensureCards, rememberCards, rememberCard, cardName } = createDeckCards(game, lang);
  const deckList = createDeckList(game, {
    busy: tracker,
    lang,
    adapter,
    subscribe: () => subscribe(),
    ensureCards,
    onRemoved: (id) => {
      if (currentId.value === id) close();
    },
  });
  const { list, listLoaded, groupsLoaded, loadListNow, loadGroupsNow } = deckList;

  // ---- the deck in the builder
  const currentId = ref<string | null>(null);
  const record = shallowRef<DeckRecord | null>(null);
  const draft = ref<DeckDraft | null>(null);
  const openError = shallowRef<ApiFailure | null>(null);
  const validation = shallowRef<DeckValidationResult | null>(null);
  const validationError = shallowRef<ApiFailure | null>(null);
  const constraint = ref<DeckConstraint>('none');
  const versions = shallowRef<DeckVersionInfo[]>([]);
  const versionsLoaded = ref(false);
  const diff = shallowRef<DeckDiff | null>(null);
  /** Someone else (another window) saved the deck while it has unsaved changes here. */
  const changedElsewhere = ref(false);
  const lastBuild = shallowRef<BuildResult | null>(null);

  const dirty = computed(() => !!draft.value && !!record.value && draftKey(draft.value) !== draftKey(record.value));

  // ---- the builder ---------------------------------------------------------------------------

  /** Open a deck in the builder (its saved state becomes the draft). */
  function open(id: string): Promise<DeckRecord | null> {
    subscribe();
    if (currentId.value !== id) {
      clearDeck();
      lastBuild.value = null;
      changedElsewhere.value = false;
    }
    currentId.value = id;
    openError.value = null;
    return run('open', async () => {
      try {
        const rec = await api.call('decks.get', { game: GAME, id });
        if (currentId.value !== id) return null;
        receive(rec, true);
        adapter.onOpen?.();
        await ensureCards([...Object.keys(rec.slots), ...(rec.identity ? [rec.identity] : [])]).catch(() => undefined);
        return rec;
      } catch (e) {
        const f = toApiFailure(e, 'decks.get');
        if (currentId.value === id) openError.value = f;
        throw f;
      }
    });
  }

  /** Take a saved deck; the draft follows unless it holds edits made meanwhile (`keepDraftUnless`). */
  function receive(rec: DeckRecord, replaceDraft: boolean): void {
    record.value = rec;
    if (replaceDraft || !draft.value) {
      draft.value = draftOf(rec);
      changedElsewhere.value = false;
      scheduleValidate();
    }
    if (listLoaded.value) {
      const at = list.value.findIndex((d) => d.id === rec.id);
      if (at >= 0) {
        const row = list.value[at];
        list.value = list.value.map((d, i) =>
          i === at
            ? { ...row, name: rec.name, built: rec.built, version: rec.version, tags: rec.tags, groupIds: rec.groupIds }
            : d,
        );
      }
    }
  }

  /** Forget the deck shown in the builder (not which one is open). */
  function clearDeck(): void {
    record.value = null;
    draft.value = null;
    validation.value = null;
    versions.value = [];
    versionsLoaded.value = false;
    diff.value = null;
  }

  function close(): void {
    currentId.value = null;
    clearDeck();
    validationError.value = null;
    openError.value = null;
    lastBuild.value = null;
    changedElsewhere.value = false;
  }

  /** Read the saved deck again and drop unsaved changes. */
  async function reload(): Promise<void> {
    const id = currentId.value;
    if (!id) return;
    try {
      const rec = await api.call('decks.get', { game: GAME, id });
      if (currentId.value !== id) return;
      receive(rec, true);
      openError.value = null;
      await ensureCards(Object.keys(rec.slots)).catch(() => undefined);
      if (versionsLoaded.value) void loadVersions().catch(() => undefined);
    } catch (e) {
      if (currentId.value === id) openError.value = toApiFailure(e, 'decks.get');
    }
  }

  // ---- edits (each re-validates) -------------------------------------------------------------

  function edit(change: (d: DeckDraft) => void): void {
    if (!draft.value) return;
    change(draft.value);
    scheduleValidate();
  }

  function count(code: string): number {
    return draft.value?.slots[code] ?? 0;
  }

  function setCount(code: string, n: number): void {
    edit((d) => {
      const next = Math.max(0, Math.min(MAX_SLOT, Math.trunc(n)));
      if (next > 0) d.slots[code] = next;
      else delete d.slots[code];
    });
  }

  function addCard(code: string, card?: CardSummary): void {
    if (card) rememberCard(card);
    setCount(code, count(code) + 1);
  }

  function removeCard(code: string): void {
    if (count(code) > 0) setCount(code, count(code) - 1);
  }

  function setName(name: string): void {
    edit((d) => (d.name = name));
  }

  function setNotes(notes: string): void {
    edit((d) => (d.notes = notes));
  }

  function setTags(tags: string[]): void {
    const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
    edit((d) => (d.tags = clean));
  }

  function setConstraint(next: DeckConstraint): void {
    constraint.value = next;
    scheduleValidate();
  }

  function revert(): void {
    if (!record.value) return;
    draft.value = draftOf(record.value);
    changedElsewhere.value = false;
    scheduleValidate();
  }

  // ---- validation ----------------------------------------------------------------------------

  /** Validate the draft now, or right after the check that is running (newest draft only). */
  const scheduleValidate = coalesced(async (stale) => {
    const d = draft.value;
    const id = currentId.value;
    if (!d) return;
    const kind = constraint.value;
    try {
      const result = await api.call('decks.validate', {
        game: GAME,
        deck: { identity: d.identity, aspects: [...d.aspects], slots: cleanSlots(d.slots) },
        constraint: kind,
        deckId: kind === 'free' && id ? id : undefined,
      });
      if (stale() || currentId.value !== id) return;
      validation.value = result;
      validationError.value = null;
      const unnamed = adapter
        .codesIn([...result.problems, ...result.warnings, ...(result.collection?.problems ?? [])])
        .filter((c) => !cards.value[c]);
      if (unnamed.length) void ensureCards(unnamed).catch(() => undefined);
    } catch (e) {
      validationError.value = toApiFailure(e, 'decks.validate');
    }
  });

  // ---- the builder's card search -------------------------------------------------------------

  /**
   * Cards to add: catalog.search with the query made "legal-ish" for the draft (scope `deck`: its
   * aspects and basic) and the builder's "only cards I own / that are free" switch. Found cards
   * join the name cache.
   */
  async function searchCards(args: {
    text: string;
    scope: DeckSearchScope;
    sort: SearchSort;
    offset?: number;
    limit?: number;
  }): Promise<SearchPage> {
    const d = draft.value;
    const only = constraint.value === 'none' ? 'all' : constraint.value;
    const page = await api.call('catalog.search', {
      game: GAME,
      query: adapter.searchQuery(args.text, d, validation.value, args.scope),
      lang: lang.value,
      sort: args.sort,
      only,
      offset: args.offset ?? 0,
      limit: args.limit ?? 100,
    });
    if (cardsLang.value === lang.value) rememberCards(page.cards.filter((c) => !cards.value[c.code]));
    return page;
  }

  // ---- saving and versions -------------------------------------------------------------------

  /** Save the draft as a new version (a save that changes nothing adds none). */
  function save(): Promise<DeckRecord> {
    const id = currentId.value;
    const d = draft.value;
    if (!id || !d) return Promise.reject(new ApiFailure('deck_not_found', {}));
    const sent = draftKey(d);
    const args = {
      game: GAME,
      id,
      name: d.name.trim(),
      identity: d.identity,
      aspects: [...d.aspects],
      slots: cleanSlots(d.slots),
      notes: d.notes,
      tags: [...d.tags],
    };
    return run('save', () =>
      mutate(async () => {
        const rec = await api.call('decks.save', args);
        if (currentId.value === id) {
          // Edits made while saving stay in the draft (still unsaved).
          receive(rec, draft.value !== null && draftKey(draft.value) === sent);
          changedElsewhere.value = false;
          if (versionsLoaded.value) void loadVersions().catch(() => undefined);
        }
        if (listLoaded.value) void loadListNow().catch(() => undefined);
        return rec;
      }),
    );
  }

  function loadVersions(): Promise<DeckVersionInfo[]> {
    const id = currentId.value;
    if (!id) return Promise.resolve([]);
    return run('versions', async () => {
      const next = await api.call('decks.versions', { game: GAME, id });
      if (currentId.value === id) {
        versions.value = next;
        versionsLoaded.value = true;
      }
      return next;
    });
  }

  function loadDiff(from: number, to: number): Promise<DeckDiff | null> {
    const id = currentId.value;
    if (!id) return Promise.resolve(null);
    return run('diff', async () => {
      const next = await api.call('decks.diff', { game: GAME, id, from, to });
      if (currentId.value !== id) return null;
      diff.value = next;
      await ensureCards(next.cards.map((c) => c.code)).catch(() => undefined);
      return next;
    });
  }

  /** Put an old version into the editor (unsaved: saving it makes it the newest version). */
  async function restoreVersion(version: number): Promise<void> {
    const id = currentId.value;
    if (!id) return;
    const old = await api.call('decks.get', { game: GAME, id, version });
    if (currentId.value !== id || !draft.value) return;
    draft.value = draftOf(old);
    await ensureCards(Object.keys(old.slots)).catch(() => undefined);
    scheduleValidate();
  }

  // ---- the physical deck ---------------------------------------------------------------------

  function build(): Promise<BuildResult> {
    const id = currentId.value;
    if (!id) return Promise.reject(new ApiFailure('deck_not_found', {}));
    return run('build', () =>
      mutate(async () => afterBuild(id, await api.call('collection.build', { game: GAME, deckId: id }))),
    );
  }

  function unbuild(): Promise<BuildResult> {
    const id = currentId.value;
    if (!id) return Promise.reject(new ApiFailure('deck_not_found', {}));
    return run('build', () =>
      mutate(async () => afterBuild(id, await api.call('collection.unbuild', { game: GAME, deckId: id }))),
    );
  }

  function afterBuild(id: string, result: BuildResult): BuildResult {
    if (currentId.value === id) {
      lastBuild.value = result;
      if (record.value) record.value = { ...record.value, built: result.built };
      if (constraint.value !== 'none') scheduleValidate();
    }
    if (listLoaded.value) list.value = list.value.map((d) => (d.id === id ? { ...d, built: result.built } : d));
    return result;
  }

  // ---- the language and pushed events --------------------------------------------------------

  watch(lang, (l) => {
    // Names in the new language: drop what was cached in the old one and fetch what is shown.
    cardsLang.value = l;
    const shownCodes = new Set([
      ...Object.keys(draft.value?.slots ?? {}),
      ...(draft.value?.identity ? [draft.value.identity] : []),
    ]);
    for (const c of diff.value?.cards ?? []) shownCodes.add(c.code);
    cards.value = {};
    if (listLoaded.value) void loadListNow().catch(() => undefined);
    if (shownCodes.size) void ensureCards(shownCodes).catch(() => undefined);
    if (validation.value) {
      void ensureCards(adapter.codesIn([...validation.value.problems, ...validation.value.warnings])).catch(
        () => undefined,
      );
    }
  });

  /** A pushed `decks.changed` for the open deck: take it, unless we hold unsaved edits. */
  async function onCurrentChanged(id: string): Promise<void> {
    let rec: DeckRecord;
    try {
      rec = await api.call('decks.get', { game: GAME, id });
    } catch (e) {
      if (currentId.value === id) openError.value = toApiFailure(e, 'decks.get');
      return;
    }
    if (currentId.value !== id || !record.value) return;
    if (rec.version === record.value.version) {
      // Built / taken apart / regrouped: nothing of the draft changed.
      record.value = { ...record.value, built: rec.built, groupIds: rec.groupIds };
      return;
    }
    if (dirty.value) {
      record.value = { ...rec };
      changedElsewhere.value = true;
    } else {
      receive(rec, true);
      void ensureCards(Object.keys(rec.slots)).catch(() => undefined);
    }
    if (versionsLoaded.value) void loadVersions().catch(() => undefined);
  }

  const events = createSubscriptions();

  function refreshAll(): void {
    if (listLoaded.value) void loadListNow().catch(() => undefined);
    if (groupsLoaded.value) void loadGroupsNow().catch(() => undefined);
  }

  function subscribe(): void {
    events.start(() => [
      api.on('decks.changed', ({ game, id }) => {
        if (game !== GAME) return;
        if (!mutating()) refreshAll();
        else if (groupsLoaded.value) void loadGroupsNow().catch(() => undefined);
        if (id !== null && id === currentId.value && !mutating()) void onCurrentChanged(id);
      }),
      api.on('collection.changed', ({ game }) => {
        if (game === GAME && draft.value && constraint.value !== 'none') void scheduleValidate();
      }),
      api.on('save.changed', () => {
        // Another file: other decks, other collection. The open deck is read again from it (and
        // is gone when that file does not have it): nothing of the old file's draft stays.
        refreshAll();
        const id = currentId.value;
        if (id) {
          clearDeck();
          void open(id).catch(() => undefined);
        }
      }),
      api.onConnection((_state, reconnected) => {
        if (!reconnected) return;
        refreshAll();
        if (currentId.value && !dirty.value) void reload();
      }),
    ]);
  }

  const unsubscribe = events.stop;

  return {
    ...deckList,
    lang,
    busy,
    rowBusy,
    currentId,
    record,
    draft,
    openError,
    validation,
    validationError,
    constraint,
    cards,
    versions,
    versionsLoaded,
    diff,
    changedElsewhere,
    lastBuild,
    dirty,
    ensureCards,
    rememberCard,
    cardName,
    open,
    close,
    reload,
    count,
    setCount,
    addCard,
    removeCard,
    setName,
    setNotes,
    setTags,
    edit,
    setConstraint,
    searchCards,
    revert,
    scheduleValidate,
    save,
    loadVersions,
    loadDiff,
    restoreVersion,
    build,
    unbuild,
    subscribe,
    unsubscribe,
  };
}

export type DeckStoreBase = ReturnType<typeof deckStoreBase>;

function makeDefinition<X extends object>(game: DeckGame, adapter: DeckAdapter<X>) {
  return defineStore(`decks:${game}`, () => {
    const base = deckStoreBase(game, adapter);
    return { ...base, ...(adapter.extend?.(base) ?? ({} as X)) };
  });
}
const definitions = perGame((game: DeckGame, adapter: DeckAdapter<object>): unknown => makeDefinition(game, adapter));

/**
 * The deck store of one game (one Pinia store per game, id `decks:<game>`): the generic store plus
 * what the game's adapter adds. The same game always gets the same store, whoever asks first (the
 * game's folder with its adapter, or a shared screen through the registry with the same adapter).
 */
export function defineDeckStore<X extends object>(
  game: DeckGame,
  adapter: DeckAdapter<X>,
): ReturnType<typeof makeDefinition<X>> {
  return definitions(game, adapter) as ReturnType<typeof makeDefinition<X>>;
}
