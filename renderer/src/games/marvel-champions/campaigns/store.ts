import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { SearchPage } from '../../../../../core/api/catalog';
import type { CampaignExport, CampaignGameLink, CampaignSummary } from '../../../../../core/api/campaigns';
import type {
  CampaignDefinition,
  McCampaignDetail as CampaignDetail,
  McCampaignGameStarted as CampaignGameStarted,
  CampaignInputArg,
  Modes,
} from '../../../../../core/games/marvel-champions/campaign';
import type { GameSummary } from '../../../../../core/api/games';
import type { MethodArgs } from '../../../../../core/api/methods';
import { ApiFailure, api } from '../../../api/client';
import { MC_GAME } from '../stores';
import { useSettingsStore } from '../../../stores/settings';
import { createBusyTracker } from '../../../stores/busy';
import { createListLoader, listChanges } from '../../../stores/list-loader';
import { createOpenItem, listAndItemEvents } from '../../../stores/open-item';

/** The game whose campaigns these are. */
const GAME: MethodArgs<'campaigns.list'>['game'] = MC_GAME;

export type CampaignsBusy =
  'definitions' | 'list' | 'open' | 'create' | 'import' | 'input' | 'undo' | 'modes' | 'games';
export type CampaignRowTask = 'rename' | 'export' | 'delete';

export interface CreateCampaignArgs {
  definition: string;
  name: string;
  start?: Extract<CampaignInputArg, { type: 'start' }>;
}

export interface RecordFromGameArgs {
  gameId: string;
  records?: Record<string, number>;
  choices?: Record<string, string>;
  heroes?: Record<string, 'ok' | 'eliminated'>;
  note?: string;
}

/**
 * A game's campaigns: the definitions, the list, and the campaign open on the campaign page.
 *
 * A campaign is a definition + the players' inputs; the backend derives the log. Every change is
 * one `campaigns.input` (or undo, link, record from a game) whose answer is the whole new detail,
 * so the page never patches the log itself. A rejected input throws `campaign_input_rejected` and
 * `current` stays as it was (nothing changed on the backend either).
 *
 * `modes` are the modes the players are looking at for the next scenario before it starts: they
 * only change the guided set-up shown (`campaigns.get` with `modes`). Once an attempt is open its
 * modes are part of the log (`scenario.modes` input).
 *
 * Pushed `campaign.changed` (another window, an import), `save.changed` (another file) and
 * `decks.changed` (a hero's deck got a new version) refresh what is shown.
 */
export const useCampaignsStore = defineStore('campaigns', () => {
  const settings = useSettingsStore();
  const definitions = shallowRef<CampaignDefinition[]>([]);
  const definitionsLoaded = ref(false);
  /** The campaign open on the campaign page (`current`: null while loading or after close) and why opening it failed. */
  const { current, currentId, openError, openItem, refresh, takeSummary, closeItem } = createOpenItem<CampaignDetail>(
    'campaigns.get',
    async (id) => receive((await api.call('campaigns.get', { id, ...modesArg() })) as CampaignDetail),
  );
  /** Modes chosen for the next scenario's set-up while no attempt is open (null: standard / the open attempt's). */
  const modes = shallowRef<Modes | null>(null);
  /** Saved games of this game, for linking (loaded on demand). */
  const games = shallowRef<GameSummary[]>([]);
  /** Flags per kind of work, the row task per campaign, our own mutations in flight (their pushed `campaign.changed` is answered by their result). */
  const { busy, rowBusy, run, runRow, mutate, mutating } = createBusyTracker<CampaignsBusy, CampaignRowTask>([
    'definitions',
    'list',
    'open',
    'create',
    'import',
    'input',
    'undo',
    'modes',
    'games',
  ]);

  // ---- definitions and the list ----------------------------------------------------------------

  async function loadDefinitions(): Promise<CampaignDefinition[]> {
    if (definitionsLoaded.value) return definitions.value;
    return run('definitions', async () => {
      definitions.value = (await api.call('campaigns.definitions', { game: GAME })) as CampaignDefinition[];
      definitionsLoaded.value = true;
      return definitions.value;
    });
  }

  const {
    list,
    listLoaded,
    loadList: loadListOnce,
    patchList,
    dropFromList,
    reloadIfLoaded,
  } = createListLoader<CampaignSummary>(
    () => api.call('campaigns.list', { game: GAME }),
    (work) => run('list', work),
  );

  /** Load the list (and follow its changes); a call while one is running makes it run once more afterwards. */
  function loadList(): Promise<void> {
    subscribe();
    return loadListOnce();
  }

  // ---- the open campaign -----------------------------------------------------------------------

  /** Modes to ask the set-up for: the chosen ones while no attempt is open. */
  function modesArg(): { modes: Modes } | Record<string, never> {
    return modesOf(modes.value);
  }

  /** The `modes` argument of a call, when there are modes to give. */
  function modesOf(m: Modes | null | undefined): { modes: Modes } | Record<string, never> {
    return m ? { modes: m } : {};
  }

  function receive(detail: CampaignDetail): void {
    if (detail.summary.id !== currentId.value) {
      patchList(detail.summary);
      return;
    }
    current.value = detail;
    patchList(detail.summary);
  }

  function open(id: string): Promise<CampaignDetail | null> {
    subscribe();
    if (currentId.value !== id) modes.value = null;
    return run('open', () => openItem(id));
  }

  function close(): void {
    closeItem();
    modes.value = null;
  }

  function requireId(): string {
    const id = currentId.value;
    if (!id || !current.value) throw new ApiFailure('campaign_not_found', { id: id ?? '' });
    return id;
  }

  /** Look at the next scenario's set-up in other modes (nothing is recorded). */
  function setModes(next: Modes | null): Promise<void> {
    const id = requireId();
    modes.value = next;
    return run('modes', async () =>
      receive((await api.call('campaigns.get', { id, ...modesArg() })) as CampaignDetail),
    );
  }

  /**
   * Change the open campaign through the API (`call` gets its id): one change at a time, the
   * answer becomes `current`. `before` runs first on success (the chosen modes it used up).
   */
  function change(
    task: 'input' | 'undo',
    call: (id: string) => Promise<unknown>,
    before?: () => void,
  ): Promise<CampaignDetail> {
    const id = requireId();
    return run(task, () =>
      mutate(async () => {
        const detail = (await call(id)) as CampaignDetail;
        before?.();
        receive(detail);
        return detail;
      }),
    );
  }

  /** Append one input to the open campaign; a rejection throws and leaves `current` as it was. */
  function input(entry: CampaignInputArg): Promise<CampaignDetail> {
    // A scenario started or resolved: the chosen modes belong to it now.
    const usesModes = ['scenario.start', 'scenario.result', 'scenario.advance'].includes(entry.type);
    return change(
      'input',
      (id) => api.call('campaigns.input', { id, input: entry }),
      () => usesModes && (modes.value = null),
    );
  }

  function undo(): Promise<CampaignDetail> {
    return change('undo', (id) => api.call('campaigns.undo', { id }));
  }

  function linkGame(scenario: string, gameId: string, withModes?: Modes): Promise<CampaignDetail> {
    return change(
      'input',
      (id) => api.call('campaigns.linkGame', { id, scenario, gameId, ...modesOf(withModes) }),
      () => (modes.value = null),
    );
  }

  function recordFromGame(args: RecordFromGameArgs): Promise<CampaignDetail> {
    return change('input', (id) => api.call('campaigns.recordFromGame', { id, ...args }));
  }

  /** The campaign scenarios a saved game is linked to (the game frame's outcome offers to record). */
  function forGame(gameId: string): Promise<CampaignGameLink[]> {
    return api.call('campaigns.forGame', { gameId });
  }

  /** Saved games of this game (to link one to a scenario). */
  function loadGames(): Promise<GameSummary[]> {
    return run('games', async () => {
      const all = await api.call('games.list', {});
      games.value = all.filter((g) => g.game === GAME);
      return games.value;
    });
  }

  /**
   * Start the next scenario as a saved game of the rules engine (only when the engine is installed):
   * the backend builds the game from the guided set-up for `withModes` and links it to the scenario.
   * `tracker`: played with the players' own cards and kept by the tracker ("Track at my table").
   */
  function startGame(name: string, withModes?: Modes, tracker = false): Promise<GameSummary> {
    const id = requireId();
    return run('input', () =>
      mutate(async () => {
        const started = (await api.call('campaigns.startGame', {
          id,
          name,
          ...modesOf(withModes),
          ...(tracker ? { tracker: true } : {}),
        })) as CampaignGameStarted;
        modes.value = null;
        receive(started.detail);
        return started.game;
      }),
    );
  }

  // ---- campaigns as rows and files ----------------------------------------------------------

  const { added, changed, removed } = listChanges<CampaignSummary, CampaignsBusy, CampaignRowTask>(
    { run, runRow, mutate },
    patchList,
  );

  function create(args: CreateCampaignArgs): Promise<CampaignDetail> {
    const start = args.start ? { start: args.start } : {};
    const call = { game: GAME, definition: args.definition, name: args.name.trim(), ...start };
    return added(
      'create',
      async () => (await api.call('campaigns.create', call)) as CampaignDetail,
      (detail) => detail.summary,
    );
  }

  function rename(id: string, name: string): Promise<CampaignSummary> {
    return changed(id, 'rename', async () => {
      const summary = await api.call('campaigns.rename', { id, name: name.trim() });
      takeSummary(summary);
      return summary;
    });
  }

  function remove(id: string): Promise<void> {
    const drop = () => {
      dropFromList(id);
      if (currentId.value === id) close();
    };
    return removed(id, 'delete', () => api.call('campaigns.delete', { id }), drop);
  }

  function exportCampaign(id: string): Promise<CampaignExport> {
    return runRow(id, 'export', () => api.call('campaigns.export', { id }));
  }

  function importCampaign(content: string): Promise<CampaignSummary> {
    return added(
      'import',
      () => api.call('campaigns.import', { content }),
      (summary) => summary,
    );
  }

  /** Cards by name for free-form card lists (the catalog's search, in the UI language). */
  function searchCards(text: string, limit = 20): Promise<SearchPage> {
    return api.call('catalog.search', {
      game: GAME,
      query: text,
      lang: settings.locale,
      sort: 'name',
      only: 'all',
      offset: 0,
      limit,
    });
  }

  // ---- pushed events ---------------------------------------------------------------------------

  function onCampaignChanged(id: string): void {
    if (listLoaded.value && !mutating()) void loadList().catch(() => undefined);
    if (id !== currentId.value || mutating()) return;
    // Changed, renamed or deleted elsewhere: read it again (a rename keeps the input count, so
    // the count cannot tell an echo of our own change from someone else's).
    void refresh();
  }

  /** Subscribe once to what changes campaigns: a campaign, decks, another save file, a reconnection. */
  const { subscribe, unsubscribe } = listAndItemEvents({
    reloadList: reloadIfLoaded,
    refresh,
    own: () => [
      api.on('campaign.changed', ({ id }) => onCampaignChanged(id)),
      // A hero's deck got a new version: the page says so (used vs current).
      api.on('decks.changed', () => {
        if (currentId.value && current.value?.decks.length) void refresh();
      }),
    ],
  });

  return {
    definitions,
    definitionsLoaded,
    list,
    listLoaded,
    current,
    currentId,
    openError,
    modes,
    games,
    busy,
    rowBusy,
    loadDefinitions,
    loadList,
    open,
    refresh,
    close,
    setModes,
    input,
    undo,
    linkGame,
    recordFromGame,
    forGame,
    loadGames,
    startGame,
    create,
    rename,
    remove,
    exportCampaign,
    importCampaign,
    searchCards,
    subscribe,
    unsubscribe,
  };
});
