import type { ComputedRef } from 'vue';
import type { ConflictReport } from '../../../core/api/collection';
import type { DeckExport, DeckFormat, DeckGroup, DeckImportResult, DeckRecord } from '../../../core/api/decks';
import { api } from '../api/client';
import type { createBusyTracker } from './busy';
import { createListLoader } from './list-loader';
import type { CardLang, DeckAdapter, DeckGame, DeckRowTask, DecksBusy } from './deck-model';

type Busy = ReturnType<typeof createBusyTracker<DecksBusy, DeckRowTask>>;

export interface DeckListDeps {
  busy: Busy;
  lang: ComputedRef<CardLang>;
  adapter: DeckAdapter;
  /** Subscribe the store to pushed events (on first load). */
  subscribe: () => void;
  ensureCards: (codes: Iterable<string>) => Promise<void>;
  /** A deck was deleted (the builder closes it when it is open). */
  onRemoved: (id: string) => void;
}

/**
 * The deck store's lists: the decks and groups of the decks page, and what is done to a row
 * (create, copy, delete, import, export) or a group.
 */
export function createDeckList(GAME: DeckGame, deps: DeckListDeps) {
  const { busy: tracker, lang, adapter, subscribe, ensureCards } = deps;
  const { run, runRow, mutate } = tracker;
  const {
    list,
    listLoaded,
    loadList: loadListNow,
  } = createListLoader(
    () => api.call('decks.list', { game: GAME }),
    (work) => run('list', work),
  );
  const {
    list: groups,
    listLoaded: groupsLoaded,
    loadList: loadGroupsNow,
  } = createListLoader(
    () => api.call('decks.groups', { game: GAME }),
    (work) => run('groups', work),
  );

  // ---- lists -------------------------------------------------------------------------------

  function loadList(): Promise<void> {
    subscribe();
    return loadListNow();
  }

  function loadGroups(): Promise<void> {
    subscribe();
    return loadGroupsNow();
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
        deps.onRemoved(id);
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

  return {
    list,
    listLoaded,
    groups,
    groupsLoaded,
    loadListNow,
    loadGroupsNow,
    loadList,
    loadGroups,
    create,
    copy,
    remove,
    importDeck,
    exportDeck,
    saveGroup,
    deleteGroup,
    conflicts,
  };
}
