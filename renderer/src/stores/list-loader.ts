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
}

/**
 * The list a store keeps of its saved things (games, campaigns): loaded on demand, reloaded once
 * more when asked again while loading (a change arrived meanwhile), patched by the store's own
 * changes. `run` wraps each load (the store's busy flag).
 */
export function createListLoader<T extends { id: string }>(
  fetch: () => Promise<T[]>,
  run: (work: () => Promise<void>) => Promise<void> = (work) => work(),
): ListLoader<T> {
  const list = shallowRef<T[]>([]);
  const listLoaded = ref(false);
  let loading: Promise<void> | null = null;
  let again = false;

  function loadList(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = run(async () => {
      try {
        do {
          again = false;
          list.value = await fetch();
          listLoaded.value = true;
        } while (again);
      } finally {
        loading = null;
      }
    });
    return loading;
  }

  function patchList(item: T): void {
    if (!listLoaded.value) return;
    const at = list.value.findIndex((x) => x.id === item.id);
    list.value = at >= 0 ? list.value.map((x, i) => (i === at ? item : x)) : [item, ...list.value];
  }

  function dropFromList(id: string): void {
    list.value = list.value.filter((x) => x.id !== id);
  }

  return { list, listLoaded, loadList, patchList, dropFromList };
}
