import { ref, type Ref } from 'vue';

export interface BusyAction {
  /** True while the action runs. */
  busy: Ref<boolean>;
  /** The last failure as a sentence (null after a success or `clear`). */
  error: Ref<string | null>;
  /**
   * Run `work` once at a time: a call while one runs is ignored (undefined). A failure is kept in
   * `error` (through `describe`) and gives undefined; nothing is thrown.
   */
  run<T>(work: () => Promise<T>): Promise<T | undefined>;
  clear(): void;
}

/** The busy flag and failure text every dialog and row button keeps around one call to the backend. */
export function useBusyAction(describe: (error: unknown) => string): BusyAction {
  const busy = ref(false);
  const error = ref<string | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (busy.value) return undefined;
    busy.value = true;
    error.value = null;
    try {
      return await work();
    } catch (e) {
      error.value = describe(e);
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  return {
    busy,
    error,
    run,
    clear: () => {
      error.value = null;
    },
  };
}
