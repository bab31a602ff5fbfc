import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { CardSummary, SearchPage, SEARCH_SORTS } from '../../../core/api/catalog';
import type { BuildResult, ConflictReport } from '../../../core/api/collection';
import type {
  DeckData,
  DeckDiff,
  DeckExport,
  DeckFormat,
  DeckGroup,
  DeckImportResult,
  DeckRecord,
  DeckSummary,
  DeckValidationResult,
  DeckVersionInfo,
} from '../../../core/api/decks';
import type { MethodArgs } from '../../../core/api/methods';
import { ApiFailure, api, toApiFailure } from '../api/client';
import { cleanSlots } from '../lib/slots';
import { useSettingsStore } from './settings';
import { createBusyTracker } from './busy';

/** The API's limit on copies of one card in a slot. */
export const MAX_SLOT = 99;
/** catalog.cards takes at most this many codes per call. */
const CARDS_CHUNK = 2000;

/** A game id the decks API takes (every game with decks). */
export type DeckGame = MethodArgs<'decks.list'>['game'];

export type DeckConstraint = 'none' | 'owned' | 'free';
export type DecksBusy = 'list' | 'groups' | 'create' | 'import' | 'open' | 'save' | 'build' | 'versions' | 'diff';
export type DeckRowTask = 'copy' | 'delete' | 'export';
export type CardLang = 'en' | 'tr' | 'de' | 'hu';
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The editable part of a deck, as the builder holds it between saves. */
export type DeckDraft = DeckData;

function draftOf(r: DeckData): DeckDraft {
  return {
    name: r.name,
    identity: r.identity,
    aspects: [...r.aspects],
    slots: cleanSlots(r.slots),
    notes: r.notes,
    tags: [...r.tags],
  };
}

/** Which cards the builder's search offers: those the deck may hold, or every card. */
export type DeckSearchScope = 'deck' | 'all';

/** A problem or warning as the deck API reports it (message code and params). */
export interface DeckProblemLike {
  code: string;
  params?: Record<string, unknown>;
}

/**
 * What a game adds to the generic deck store (its folder keeps it): the cards its problems name,
 * the builder's search query for a draft, work when a deck is opened, and extra state and
 * actions of its own (e.g. identities and aspects) built on the generic store.
 */
export interface DeckAdapter<X extends object = object> {
  /** The card codes a game's deck problems and warnings name (their names are fetched). */
  codesIn(problems: DeckProblemLike[]): string[];
  /** The catalog.search query of the builder's card search for this draft. */
  searchQuery(
    text: string,
    draft: DeckDraft | null,
    validation: DeckValidationResult | null,
    scope: DeckSearchScope,
  ): string;
  /** Called when a deck is opened in the builder (load what the game's builder needs). */
  onOpen?(): void;
  /** The game's own state and actions (they override generic ones of the same name). */
  extend?(base: DeckStoreBase): X;
}

/** A stable text of a draft for "has anything changed" (slot order and zero counts do not matter). */
export function draftKey(d: DeckData): string {
  return JSON.stringify([d.name.trim(), d.identity, d.aspects, cleanSlots(d.slots), d.notes, d.tags]);
}

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

  const list = shallowRef<DeckSummary[]>([]);
  const listLoaded = ref(false);
  const groups = shallowRef<DeckGroup[]>([]);
  const groupsLoaded = ref(false);
  const { busy, rowBusy, run, runRow, mutate, mutating } = createBusyTracker<DecksBusy, DeckRowTask>([
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

  // ---- the deck in the builder
  const currentId = ref<string | null>(null);
  const record = shallowRef<DeckRecord | null>(null);
  const draft = ref<DeckDraft | null>(null);
  const openError = shallowRef<ApiFailure | null>(null);
  const validation = shallowRef<DeckValidationResult | null>(null);
  const validationError = shallowRef<ApiFailure | null>(null);
  const constraint = ref<DeckConstraint>('none');
  /** Card summaries by code, in `cardsLang`. */
  const cards = shallowRef<Record<string, CardSummary>>({});
  const cardsLang = ref<string>(lang.value);
  const versions = shallowRef<DeckVersionInfo[]>([]);
  const versionsLoaded = ref(false);
  const diff = shallowRef<DeckDiff | null>(null);
  /** Someone else (another window) saved the deck while it has unsaved changes here. */
  const changedElsewhere = ref(false);
  const lastBuild = shallowRef<BuildResult | null>(null);

  const dirty = computed(() => !!draft.value && !!record.value && draftKey(draft.value) !== draftKey(record.value));
  /** Run `load` now, or once more after the running one (never two at a time). */
  function coalesced(load: () => Promise<void>): () => Promise<void> {
    let running: Promise<void> | null = null;
    let again = false;
    return () => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await load();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    };
  }

  // ---- lists -------------------------------------------------------------------------------

  const loadListNow = coalesced(() =>
    run('list', async () => {
      list.value = await api.call('decks.list', { game: GAME });
      listLoaded.value = true;
    }),
  );
  function loadList(): Promise<void> {
    subscribe();
    return loadListNow();
  }

  const loadGroupsNow = coalesced(() =>
    run('groups', async () => {
      groups.value = await api.call('decks.groups', { game: GAME });
      groupsLoaded.value = true;
    }),
  );
  function loadGroups(): Promise<void> {
    subscribe();
    return loadGroupsNow();
  }

  // ---- card names ----------------------------------------------------------------------------

  /** Make sure the summaries of these cards are cached (unknown codes are simply left out). */
  async function ensureCards(codes: Iterable<string>): Promise<void> {
    const l = cardsLang.value;
    const missing = [...new Set(codes)].filter((c) => c && !(c in cards.value));
    if (!missing.length) return;
    const found: CardSummary[] = [];
    for (let i = 0; i < missing.length; i += CARDS_CHUNK) {
      found.push(
        ...(await api.call('catalog.cards', {
          game: GAME,
          codes: missing.slice(i, i + CARDS_CHUNK),
          lang: l as CardLang,
        })),
      );
    }
    if (cardsLang.value !== l) return;
    rememberCards(found);
  }

  function rememberCards(found: CardSummary[]): void {
    if (!found.length) return;
    const next = { ...cards.value };
    for (const c of found) next[c.code] = c;
    cards.value = next;
  }

  /** Cards seen in search results (already in the card language) join the cache. */
  function rememberCard(card: CardSummary): void {
    if (cardsLang.value === lang.value && !cards.value[card.code]) rememberCards([card]);
  }

  /** A card's display name in the UI language (subtitle included), or the fallback / code. */
  function cardName(code: string, fallback?: string | null): string {
    const c = cards.value[code];
    if (c) return c.subname ? `${c.name} (${c.subname})` : c.name;
    return fallback || code;
  }

  // ---- the list's rows -----------------------------------------------------------------------

  function create(args: {
    name: string;
    identity: string | null;
    aspects: string[];
    slots?: Record<string, number>;
    tags?: string[];
  }): Promise<DeckRecord> {
    return run('create', () =>
      mutate(async () => {
        const rec = await api.call('decks.create', {
          game: GAME,
          name: args.name.trim(),
          identity: args.identity,
          aspects: args.aspects,
          slots: args.slots,
          notes: '',
          tags: args.tags ?? [],
        });
        if (listLoaded.value) void loadListNow().catch(() => undefined);
        return rec;
      }),
    );
  }

  function copy(id: string): Promise<DeckRecord> {
    return runRow(id, 'copy', () =>
      mutate(async () => {
        const rec = await api.call('decks.copy', { game: GAME, id });
        if (listLoaded.value) await loadListNow();
        return rec;
      }),
    );
  }

  function remove(id: string): Promise<{ released: number }> {
    return runRow(id, 'delete', () =>
      mutate(async () => {
        const result = await api.call('decks.delete', { game: GAME, id });
        list.value = list.value.filter((d) => d.id !== id);
        if (groupsLoaded.value) void loadGroupsNow().catch(() => undefined);
        if (currentId.value === id) close();
        return result;
      }),
    );
  }

  function importDeck(args: { content: string; format?: DeckFormat; name?: string }): Promise<DeckImportResult> {
    return run('import', () =>
      mutate(async () => {
        const name = args.name?.trim();
        const result = await api.call('decks.import', {
          game: GAME,
          content: args.content,
          format: args.format,
          name: name || undefined,
          lang: lang.value,
        });
        if (listLoaded.value) void loadListNow().catch(() => undefined);
        // Name the cards its messages talk about (those the catalog knows).
        await ensureCards(adapter.codesIn([...result.problems, ...result.warnings])).catch(() => undefined);
        return result;
      }),
    );
  }

  /** A deck as a file; the cards its warnings name (left out of the file) get their names first. */
  function exportDeck(id: string, format: DeckFormat, version?: number): Promise<DeckExport> {
    return runRow(id, 'export', async () => {
      const file = await api.call('decks.export', { game: GAME, id, format, version });
      await ensureCards(adapter.codesIn(file.warnings)).catch(() => undefined);
      return file;
    });
  }

  // ---- groups -------------------------------------------------------------------------------

  function saveGroup(args: { id?: string; name: string; deckIds: string[] }): Promise<DeckGroup> {
    return run('groups', () =>
      mutate(async () => {
        const group = await api.call('decks.saveGroup', {
          game: GAME,
          id: args.id,
          name: args.name.trim(),
          deckIds: args.deckIds,
        });
        const at = groups.value.findIndex((g) => g.id === group.id);
        groups.value = at >= 0 ? groups.value.map((g, i) => (i === at ? group : g)) : [...groups.value, group];
        if (listLoaded.value) void loadListNow().catch(() => undefined);
        return group;
      }),
    );
  }

  function deleteGroup(id: string): Promise<void> {
    return run('groups', () =>
      mutate(async () => {
        await api.call('decks.deleteGroup', { game: GAME, id });
        groups.value = groups.value.filter((g) => g.id !== id);
        if (listLoaded.value) void loadListNow().catch(() => undefined);
      }),
    );
  }

  /** Cards the decks need together beyond what is owned. */
  function conflicts(deckIds: string[]): Promise<ConflictReport> {
    return api.call('collection.conflicts', { game: GAME, deckIds });
  }

  // ---- the builder ---------------------------------------------------------------------------

  /** Open a deck in the builder (its saved state becomes the draft). */
  function open(id: string): Promise<DeckRecord | null> {
    subscribe();
    if (currentId.value !== id) {
      record.value = null;
      draft.value = null;
      validation.value = null;
      versions.value = [];
      versionsLoaded.value = false;
      diff.value = null;
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

  function close(): void {
    currentId.value = null;
    record.value = null;
    draft.value = null;
    validation.value = null;
    validationError.value = null;
    openError.value = null;
    versions.value = [];
    versionsLoaded.value = false;
    diff.value = null;
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

  let validating: Promise<void> | null = null;
  let validateAgain = false;

  /** Validate the draft now, or right after the check that is running (newest draft only). */
  function scheduleValidate(): Promise<void> {
    if (validating) {
      validateAgain = true;
      return validating;
    }
    validating = (async () => {
      try {
        do {
          validateAgain = false;
          const d = draft.value;
          const id = currentId.value;
          if (!d) break;
          const kind = constraint.value;
          const result = await api.call('decks.validate', {
            game: GAME,
            deck: { identity: d.identity, aspects: [...d.aspects], slots: cleanSlots(d.slots) },
            constraint: kind,
            deckId: kind === 'free' && id ? id : undefined,
          });
          if (validateAgain || currentId.value !== id) continue;
          validation.value = result;
          validationError.value = null;
          const unnamed = adapter
            .codesIn([...result.problems, ...result.warnings, ...(result.collection?.problems ?? [])])
            .filter((c) => !cards.value[c]);
          if (unnamed.length) void ensureCards(unnamed).catch(() => undefined);
        } while (validateAgain);
      } catch (e) {
        validationError.value = toApiFailure(e, 'decks.validate');
      } finally {
        validating = null;
      }
    })();
    return validating;
  }

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

  let unsubscribers: Array<() => void> = [];

  function refreshAll(): void {
    if (listLoaded.value) void loadListNow().catch(() => undefined);
    if (groupsLoaded.value) void loadGroupsNow().catch(() => undefined);
  }

  function subscribe(): void {
    if (unsubscribers.length) return;
    unsubscribers = [
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
          record.value = null;
          draft.value = null;
          validation.value = null;
          versions.value = [];
          versionsLoaded.value = false;
          diff.value = null;
          void open(id).catch(() => undefined);
        }
      }),
      api.onConnection((_state, reconnected) => {
        if (!reconnected) return;
        refreshAll();
        if (currentId.value && !dirty.value) void reload();
      }),
    ];
  }

  function unsubscribe(): void {
    for (const u of unsubscribers) u();
    unsubscribers = [];
  }

  return {
    lang,
    list,
    listLoaded,
    groups,
    groupsLoaded,
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
    loadList,
    loadGroups,
    ensureCards,
    rememberCard,
    cardName,
    create,
    copy,
    remove,
    importDeck,
    exportDeck,
    saveGroup,
    deleteGroup,
    conflicts,
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
const definitions = new Map<string, unknown>();

/**
 * The deck store of one game (one Pinia store per game, id `decks:<game>`): the generic store plus
 * what the game's adapter adds. The same game always gets the same store, whoever asks first (the
 * game's folder with its adapter, or a shared screen through the registry with the same adapter).
 */
export function defineDeckStore<X extends object>(
  game: DeckGame,
  adapter: DeckAdapter<X>,
): ReturnType<typeof makeDefinition<X>> {
  let def = definitions.get(game) as ReturnType<typeof makeDefinition<X>> | undefined;
  if (!def) {
    def = makeDefinition(game, adapter);
    definitions.set(game, def);
  }
  return def;
}

/** An adapter for a game that brings none: problems name cards by the usual params, plain text search. */
export const PLAIN_DECK_ADAPTER: DeckAdapter = {
  codesIn: (problems) => {
    const out = new Set<string>();
    for (const p of problems) {
      const code = p.params?.code;
      if (typeof code === 'string' && code) out.add(code);
    }
    return [...out];
  },
  searchQuery: (text) => text.trim(),
};
