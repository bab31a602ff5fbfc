import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { GameExport, GameSummary, GameView, VerifyResult } from '../../../core/api/games';
import { ApiFailure, api, toApiFailure } from '../api/client';
import type { GameAction } from '../games/boards';
import { createBusyTracker } from './busy';
import { createListLoader, listChanges } from './list-loader';
import { createOpenItem, listAndItemEvents } from './open-item';

export type GamesBusy = 'list' | 'open' | 'act' | 'undo' | 'redo' | 'import' | 'create' | 'computer';
export type GameRowTask = 'rename' | 'export' | 'verify' | 'delete';

/** Who holds the shared device for a game: a person, and the seat of theirs being shown. */
export interface Holder {
  person: string;
  seat: string;
}

/** The device must change hands before anything of the game is shown again. */
export interface Handover {
  person: string;
  seat: string;
  seats: string[];
  /** Nobody holds the device yet (the game was just opened): ask who is there. */
  first: boolean;
}

export interface CreateGameArgs {
  game: string;
  name?: string;
  options?: unknown;
  players?: Array<{ id: string; seats: string[]; name?: string; computer?: { difficulty: string } }>;
  seed?: string;
}

/**
 * Pause before each move of the computer, milliseconds: long enough to see it arrive in the log,
 * short enough not to keep the person waiting.
 */
export const COMPUTER_PACE_MS = 350;

/** The saved games' order, as the backend lists them (games/repo.ts: `updated_at DESC, id`; ISO stamps and ids compare as text). */
function byLastPlayed(a: GameSummary, b: GameSummary): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Saved games: the list, and the game open in the game frame as its current holder may see it.
 *
 * Hot seat: one device is passed around the table. The store remembers who holds it per game
 * (for this session only) and always asks the backend for that person's view. When the backend
 * says the next decision belongs to someone else (`next.handover`), or nobody holds the device
 * yet, `handover` is set: the frame then shows nothing of the game but the hand-over screen until
 * that person says they are there (`takeOver`).
 *
 * Computer players: while the open game's pending decision addresses a seat the computer plays
 * (`view.computer`), the store asks `games.computerMove` for one move at a time, pausing
 * COMPUTER_PACE_MS before each, and shows every answer as it comes (the log grows move by move).
 * The person may pause it (`pauseComputer`) and undo meanwhile: each move is sent on the state the
 * store saw, so a move raced by an undo is refused as stale and the game is shown as it is now.
 */
export const useGamesStore = defineStore('games', () => {
  /**
   * The game open in the frame (`current`: null while loading or after close) and why opening it
   * failed (`openError`: not found, no save file…).
   */
  const {
    current,
    currentId,
    openError,
    openItem,
    refresh,
    takeSummary,
    closeItem: close,
  } = createOpenItem<GameView>('games.open', async (id) =>
    receive(await fetchView(id, holders.value[id]?.seat ?? null)),
  );
  const holders = ref<Record<string, Holder>>({});
  /** Flags per kind of work, the row task per saved game (list spinners), our own mutations in flight. */
  const { busy, rowBusy, run, runRow, mutate, mutating } = createBusyTracker<GamesBusy, GameRowTask>([
    'list',
    'open',
    'act',
    'undo',
    'redo',
    'import',
    'create',
    'computer',
  ]);
  /** Games whose computer players the person has paused (this session only). */
  const computerPaused = ref<Record<string, boolean>>({});
  /** Why the computer stopped on its own (a refused move), per game; cleared when it is resumed. */
  const computerFailure = ref<Record<string, ApiFailure>>({});
  /** The open game waits for a computer player's move (not paused): the board says it is thinking. */
  const thinking = computed(() => {
    const view = current.value;
    return !!view?.computer && !computerPaused.value[view.summary.id] && !computerFailure.value[view.summary.id];
  });
  let computerRunning: string | null = null;

  const holder = computed<Holder | null>(() => (currentId.value ? (holders.value[currentId.value] ?? null) : null));
  const handover = computed<Handover | null>(() => {
    const view = current.value;
    const next = view?.next;
    if (!view || !next) return null;
    if (holder.value === null) return { person: next.person, seat: next.seat, seats: [...next.seats], first: true };
    if (next.handover && next.person !== holder.value.person)
      return { person: next.person, seat: next.seat, seats: [...next.seats], first: false };
    return null;
  });

  // ---- the list -------------------------------------------------------------------------------

  const saved = createListLoader<GameSummary>(
    () => api.call('games.list', {}),
    (work) => run('list', work),
    byLastPlayed,
  );
  const { list, listLoaded, patchList, dropFromList, reloadIfLoaded } = saved;

  /** Load the list (and follow its changes); a call while one is running makes it run once more afterwards. */
  function loadList(): Promise<void> {
    subscribe();
    return saved.loadList();
  }

  // ---- the open game --------------------------------------------------------------------------

  async function fetchView(id: string, seat: string | null): Promise<GameView> {
    return api.call('games.open', { id, seat });
  }

  /**
   * Take a view from the backend. The holder keeps the device while the next decision is theirs
   * (maybe for another of their seats: then that seat's view is fetched).
   */
  async function receive(view: GameView): Promise<void> {
    if (view.summary.id !== currentId.value) return;
    current.value = view;
    patchList(view.summary);
    const h = holders.value[view.summary.id];
    const next = view.next;
    // One person plays every seat they do not leave to the computer: there is nobody to hand the
    // device to, nothing to hide (even while the computer moves first).
    const people = view.summary.players.filter((p) => p.seats.length > 0 && !p.computer);
    if (!h && people.length === 1 && (next || view.computer)) {
      const person = people[0];
      await claim(view.summary.id, person.id, next?.person === person.id ? next.seat : person.seats[0]);
      return;
    }
    if (view.computer) startComputer(view.summary.id);
    if (h && next && next.person === h.person && next.seat !== view.seat) {
      holders.value = { ...holders.value, [view.summary.id]: { person: h.person, seat: next.seat } };
      const other = await fetchView(view.summary.id, next.seat);
      if (other.summary.id === currentId.value) current.value = other;
    }
  }

  /**
   * A saved game's view as a spectator sees it, without opening it in the frame (a game page's own summary of
   * its saved games, e.g. a log of what was played).
   */
  function peek(id: string): Promise<GameView> {
    return fetchView(id, null);
  }

  /** Open a saved game in the frame, as whoever holds the device for it (nobody at first). */
  function open(id: string): Promise<GameView | null> {
    subscribe();
    return run('open', () => openItem(id));
  }

  async function claim(id: string, person: string, seat: string): Promise<void> {
    holders.value = { ...holders.value, [id]: { person, seat } };
    await receive(await fetchView(id, seat));
  }

  /** The person the hand-over screen asked for says they are at the device now. */
  async function takeOver(): Promise<void> {
    const id = currentId.value;
    const h = handover.value;
    if (!id || !h) return;
    await run('open', () => claim(id, h.person, h.seat));
  }

  function requireView(): GameView & { seat: string } {
    const view = current.value;
    if (!view) throw new ApiFailure('game_not_found', {});
    // A spectator view (nobody holds the device) cannot act: the frame shows the hand-over screen.
    if (view.seat === null) throw new ApiFailure('game_rejected', { code: 'unknown_seat' });
    return view as GameView & { seat: string };
  }

  /** Send a rules or manual action as the seat on the device, on the state it sees. */
  function act(action: GameAction): Promise<void> {
    const view = requireView();
    const id = view.summary.id;
    return run('act', () =>
      mutate(async () => {
        try {
          const {
            seat: _s,
            stateVersion: _v,
            ...fields
          } = action as GameAction & { seat?: unknown; stateVersion?: unknown };
          await receive(
            await api.call('games.act', {
              id,
              action: { ...fields, seat: view.seat, stateVersion: view.stateVersion },
            }),
          );
        } catch (e) {
          const f = toApiFailure(e, 'games.act');
          // Someone else moved first (another window): show the game as it is now.
          if (f.code === 'game_rejected' && f.params.code === 'stale_version') await refresh();
          throw f;
        }
      }),
    );
  }

  function undo(): Promise<void> {
    const view = requireView();
    return run('undo', () =>
      mutate(async () => receive(await api.call('games.undo', { id: view.summary.id, seat: view.seat }))),
    );
  }

  function redo(): Promise<void> {
    const view = requireView();
    return run('redo', () =>
      mutate(async () => receive(await api.call('games.redo', { id: view.summary.id, seat: view.seat }))),
    );
  }

  // ---- computer players -----------------------------------------------------------------------

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Play the computer's moves of game `id` one by one while it is open, addressed and not paused. */
  function startComputer(id: string): void {
    if (computerRunning === id) return;
    computerRunning = id;
    void (async () => {
      try {
        for (;;) {
          if (computerPaused.value[id] || computerFailure.value[id]) return;
          await pause(COMPUTER_PACE_MS);
          const view = current.value;
          if (currentId.value !== id || !view || view.summary.id !== id || !view.computer) return;
          if (computerPaused.value[id] || computerFailure.value[id]) return;
          try {
            await run('computer', () =>
              mutate(async () =>
                receive(await api.call('games.computerMove', { id, seat: view.seat, stateVersion: view.stateVersion })),
              ),
            );
          } catch (e) {
            const f = toApiFailure(e, 'games.computerMove');
            const code = f.code === 'game_rejected' ? String(f.params.code ?? '') : '';
            // Someone moved first (an undo, another window): show the game as it is now and go on.
            if (code === 'stale_version' || code === 'not_computer_turn') await refresh();
            else {
              computerFailure.value = { ...computerFailure.value, [id]: f };
              return;
            }
          }
        }
      } finally {
        if (computerRunning === id) computerRunning = null;
      }
    })();
  }

  /** Stop the computer after the move it is making (the person wants to look, or to undo). */
  function pauseComputer(): void {
    const id = currentId.value;
    if (id) computerPaused.value = { ...computerPaused.value, [id]: true };
  }

  /** Let the computer play on (also after it stopped on a refused move). */
  function resumeComputer(): void {
    const id = currentId.value;
    if (!id) return;
    const paused = { ...computerPaused.value };
    delete paused[id];
    computerPaused.value = paused;
    const failed = { ...computerFailure.value };
    delete failed[id];
    computerFailure.value = failed;
    if (current.value?.computer) startComputer(id);
  }

  // ---- saved-game files and rows ------------------------------------------------------------

  const { added, changed, removed } = listChanges<GameSummary, GamesBusy, GameRowTask>(
    { run, runRow, mutate },
    patchList,
  );
  const same = (summary: GameSummary) => summary;

  function create(args: CreateGameArgs): Promise<GameSummary> {
    return added('create', () => api.call('games.create', args as never), same);
  }

  function rename(id: string, name: string): Promise<GameSummary> {
    return changed(id, 'rename', async () => {
      const summary = await api.call('games.rename', { id, name: name.trim() });
      takeSummary(summary);
      return summary;
    });
  }

  function remove(id: string): Promise<void> {
    return removed(
      id,
      'delete',
      () => api.call('games.delete', { id }),
      () => {
        dropFromList(id);
        const next = { ...holders.value };
        delete next[id];
        holders.value = next;
        if (currentId.value === id) close();
      },
    );
  }

  function exportGame(id: string): Promise<GameExport> {
    return runRow(id, 'export', () => api.call('games.export', { id }));
  }

  function verify(id: string): Promise<VerifyResult> {
    return runRow(id, 'verify', () => api.call('games.verify', { id }));
  }

  function importGame(content: string): Promise<GameSummary> {
    return added('import', () => api.call('games.import', { content }), same);
  }

  // ---- pushed events --------------------------------------------------------------------------

  function onGameChanged(id: string, actions: number): void {
    const ours = id === currentId.value;
    // Our own action (in flight, or its result already shown) put its summary into the list: no reload after every
    // move (a whole list from the backend each time, tens of milliseconds of the host's work a move).
    if (ours && mutating()) return;
    // Our own action's event arrives after its result: nothing new then.
    if (ours && current.value && current.value.stateVersion === actions && current.value.summary.id === id) return;
    reloadIfLoaded();
    if (ours) void refresh();
  }

  /** Subscribe once to what changes saved games: a game, another save file, a reconnection. */
  const { subscribe, unsubscribe } = listAndItemEvents({
    reloadList: reloadIfLoaded,
    refresh,
    own: () => [api.on('game.changed', ({ id, actions }) => onGameChanged(id, actions))],
    // Another file: other games, and nobody holds the device for them yet.
    onSaveChanged: () => (holders.value = {}),
  });

  return {
    list,
    listLoaded,
    current,
    currentId,
    openError,
    holders,
    holder,
    handover,
    thinking,
    computerPaused,
    computerFailure,
    pauseComputer,
    resumeComputer,
    busy,
    rowBusy,
    loadList,
    open,
    peek,
    refresh,
    close,
    takeOver,
    act,
    undo,
    redo,
    create,
    rename,
    remove,
    exportGame,
    verify,
    importGame,
    subscribe,
    unsubscribe,
  };
});
