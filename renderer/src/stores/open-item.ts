import { ref, shallowRef } from 'vue';
import { api, toApiFailure, type ApiFailure } from '../api/client';
import { createSubscriptions } from './events';

/**
 * The one thing a store has open (a saved game, a campaign…): its id, what was last read of it,
 * and why reading it failed. `read(id)` asks the backend for it and puts the answer in `current`
 * (through the store's own `receive`); failures are named after `method`.
 */
export function createOpenItem<T extends { summary: { id: string } }>(
  method: string,
  read: (id: string) => Promise<void>,
) {
  const currentId = ref<string | null>(null);
  const current = shallowRef<T | null>(null);
  const openError = shallowRef<ApiFailure | null>(null);

  /**
   * Open `id`: what was shown of another item goes at once, then it is read. A failure is thrown
   * and, while `id` is still the open one, kept in `openError`.
   */
  async function openItem(id: string): Promise<T | null> {
    if (currentId.value !== id) current.value = null;
    currentId.value = id;
    openError.value = null;
    try {
      await read(id);
      return current.value;
    } catch (e) {
      const failure = toApiFailure(e, method);
      if (currentId.value === id) openError.value = failure;
      throw failure;
    }
  }

  /** Read the open item again (pushed change, another file, reconnection); a failure while it is still the open one drops what was shown and keeps the failure. */
  async function refresh(): Promise<void> {
    const id = currentId.value;
    if (!id) return;
    try {
      await read(id);
      openError.value = null;
    } catch (e) {
      if (currentId.value === id) {
        openError.value = toApiFailure(e, method);
        current.value = null;
      }
    }
  }

  /** A renamed item's new summary, when it is the one open. */
  function takeSummary(summary: T['summary']): void {
    const open = current.value;
    if (open?.summary.id === summary.id) current.value = { ...open, summary };
  }

  /** Nothing open any more. */
  function closeItem(): void {
    currentId.value = null;
    current.value = null;
    openError.value = null;
  }

  return { currentId, current, openError, openItem, refresh, takeSummary, closeItem };
}

/**
 * The pushed events of a store with a list and one open item (saved games, campaigns): the
 * store's own (`own`), and another save file or a reconnection, after which the list
 * (`reloadList`) and the open item (`refresh`) are read again (`onSaveChanged` runs first on
 * another save file). `subscribe` starts them once, `unsubscribe` drops them.
 */
export function listAndItemEvents(o: {
  reloadList: () => void;
  refresh: () => Promise<void>;
  own: () => Array<() => void>;
  onSaveChanged?: () => void;
}) {
  const events = createSubscriptions();

  /** The list and the open item again. */
  function reloadAll(): void {
    o.reloadList();
    void o.refresh();
  }

  function subscribe(): void {
    events.start(() => [
      ...o.own(),
      api.on('save.changed', () => {
        o.onSaveChanged?.();
        reloadAll();
      }),
      api.onConnection((_state, reconnected) => reconnected && reloadAll()),
    ]);
  }

  return { subscribe, unsubscribe: events.stop };
}
