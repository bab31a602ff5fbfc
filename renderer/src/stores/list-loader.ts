import { ref, shallowRef, type Ref, type ShallowRef } from 'vue';

export interface ListLoader<T extends { id: string }> {
  list: ShallowRef<T[]>;
  listLoaded: Ref<boolean>;
  /** Load the list; a call while one is running makes it run once more afterwards. */
  loadList(): Promise<void>;
  /** Put a changed or new item into the loaded list (new ones first); nothing before the first load. */
  patchList(item: T): void;
  /** Take an item out of the list. */
  dropFromList(id: string): void;
  /** Load the list again if it was loaded (something changed it); a failure keeps the old list. */
  reloadIfLoaded(): void;
}

/**
 * Run `load` now, or once more after the running one (never two at a time). `stale()` tells a
 * running load that it has been asked for again meanwhile (its result is already out of date).
 * `run` wraps the whole run, repeats included (a busy flag).
 */
export function coalesced(
  load: (stale: () => boolean) => Promise<void>,
  run: (work: () => Promise<void>) => Promise<void> = (work) => work(),
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const stale = () => again;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = run(async () => {
      try {
        do {
          again = false;
          await load(stale);
        } while (again);
      } finally {
        running = null;
      }
    });
    return running;
  };
}

/**
 * The list a store keeps of its saved things (games, campaigns): loaded on demand, reloaded once
 * more when asked again while loading (a change arrived meanwhile), patched by the store's own
 * changes. `run` wraps each load (the store's busy flag). `order`, when the backend sorts the list,
 * is that order: a patched item then takes the place a reload would give it.
 */
export function createListLoader<T extends { id: string }>(
  fetch: () => Promise<T[]>,
  run: (work: () => Promise<void>) => Promise<void> = (work) => work(),
  order?: (a: T, b: T) => number,
): ListLoader<T> {
  const list = shallowRef<T[]>([]);
  const listLoaded = ref(false);
  const loadList = coalesced(async () => {
    list.value = await fetch();
    listLoaded.value = true;
  }, run);

  function patchList(item: T): void {
    if (!listLoaded.value) return;
    const at = list.value.findIndex((x) => x.id === item.id);
    const next = at >= 0 ? list.value.map((x, i) => (i === at ? item : x)) : [item, ...list.value];
    list.value = order ? next.sort(order) : next;
  }

  function dropFromList(id: string): void {
    list.value = list.value.filter((x) => x.id !== id);
  }

  function reloadIfLoaded(): void {
    if (listLoaded.value) void loadList().catch(() => undefined);
  }

  return { list, listLoaded, loadList, patchList, dropFromList, reloadIfLoaded };
}

/** The parts of a store's busy tracker that changes to its list run through. */
export interface ChangeRunner<Flag extends string, RowTask extends string> {
  run<R>(flag: Flag, work: () => Promise<R>): Promise<R>;
  runRow<R>(id: string, task: RowTask, work: () => Promise<R>): Promise<R>;
  mutate<R>(work: () => Promise<R>): Promise<R>;
}

/**
 * The store's own changes to the things it lists: each runs as one of its mutations (under a busy
 * flag, or as a row's task) and the item it gives back goes into the list.
 */
export function listChanges<T extends { id: string }, Flag extends string, RowTask extends string>(
  tracker: ChangeRunner<Flag, RowTask>,
  patchList: (item: T) => void,
) {
  /** A new item (created, imported): `item` picks it out of the result. */
  function added<R>(flag: Flag, work: () => Promise<R>, item: (result: R) => T): Promise<R> {
    return tracker.run(flag, () =>
      tracker.mutate(async () => {
        const result = await work();
        patchList(item(result));
        return result;
      }),
    );
  }

  /** A changed item (renamed…), as the task of its row. */
  function changed(id: string, task: RowTask, work: () => Promise<T>): Promise<T> {
    return tracker.runRow(id, task, () =>
      tracker.mutate(async () => {
        const result = await work();
        patchList(result);
        return result;
      }),
    );
  }

  /** An item taken away, as the task of its row. */
  function removed(id: string, task: RowTask, work: () => Promise<unknown>, drop: (id: string) => void): Promise<void> {
    return tracker.runRow(id, task, () =>
      tracker.mutate(async () => {
        await work();
        drop(id);
      }),
    );
  }

  return { added, changed, removed };
}
