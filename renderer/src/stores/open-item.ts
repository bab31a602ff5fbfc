import { ref, shallowRef } from 'vue';
import { toApiFailure, type ApiFailure } from '../api/client';

/**
 * The one thing a store has open (a saved game, a campaign…): its id, what was last read of it,
 * and why reading it failed. `reread` reads it again through `read`; a failure while it is still
 * the open one drops what was shown and keeps the failure (named after `method`).
 */
export function createOpenItem<T extends { summary: { id: string } }>(method: string) {
  const currentId = ref<string | null>(null);
  const current = shallowRef<T | null>(null);
  const openError = shallowRef<ApiFailure | null>(null);

  async function reread(read: (id: string) => Promise<void>): Promise<void> {
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

  return { currentId, current, openError, reread, takeSummary, closeItem };
}
