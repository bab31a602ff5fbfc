import { reactive, ref, type Ref } from 'vue';

/**
 * What a store shows while work is under way: a flag per kind of work (`busy.save`), the task
 * running on a row of a list (`rowBusy[id]`), and a count of the store's own mutations in flight
 * (so a pushed change event caused by them does not trigger a second reload).
 */
export interface BusyTracker<Flag extends string, RowTask extends string> {
  busy: Record<Flag, boolean>;
  rowBusy: Ref<Record<string, RowTask>>;
  /** Run `work` with `busy[flag]` set. */
  run<T>(flag: Flag, work: () => Promise<T>): Promise<T>;
  /** Run `work` with `rowBusy[id] = task`. */
  runRow<T>(id: string, task: RowTask, work: () => Promise<T>): Promise<T>;
  /** Run one of the store's own mutations. */
  mutate<T>(work: () => Promise<T>): Promise<T>;
  /** True while one of the store's own mutations runs. */
  mutating(): boolean;
}

export function createBusyTracker<Flag extends string, RowTask extends string>(
  flags: readonly Flag[],
): BusyTracker<Flag, RowTask> {
  const busy = reactive(Object.fromEntries(flags.map((f) => [f, false]))) as Record<Flag, boolean>;
  const rowBusy = ref({}) as Ref<Record<string, RowTask>>;
  let inFlight = 0;

  async function run<T>(flag: Flag, work: () => Promise<T>): Promise<T> {
    busy[flag] = true;
    try {
      return await work();
    } finally {
      busy[flag] = false;
    }
  }

  async function runRow<T>(id: string, task: RowTask, work: () => Promise<T>): Promise<T> {
    rowBusy.value = { ...rowBusy.value, [id]: task };
    try {
      return await work();
    } finally {
      const next = { ...rowBusy.value };
      delete next[id];
      rowBusy.value = next;
    }
  }

  async function mutate<T>(work: () => Promise<T>): Promise<T> {
    inFlight++;
    try {
      return await work();
    } finally {
      inFlight--;
    }
  }

  return { busy, rowBusy, run, runRow, mutate, mutating: () => inFlight > 0 };
}
