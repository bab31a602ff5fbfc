/**
 * Listener registry behind `window.deckhand.on`. Pure (no 'electron' import) so it is unit-tested;
 * the preload feeds it from one `ipcRenderer.on(IPC_EVENT)` listener.
 */
export type Listener = (payload: unknown) => void;

export interface EventHub {
  /** Add a listener; throws on an unknown event name or a non-function. Returns an unsubscribe. */
  on(event: unknown, listener: unknown): () => void;
  /** Deliver a pushed message `{ event, payload }`; anything malformed or unknown is dropped. */
  deliver(message: unknown): void;
  listenerCount(event?: string): number;
}

export function createEventHub(eventNames: readonly string[], report: (e: unknown) => void = console.error): EventHub {
  const known = new Set(eventNames);
  const listeners = new Map<string, Set<Listener>>();

  return {
    on(event, listener) {
      if (typeof event !== 'string' || !known.has(event))
        throw new TypeError(`deckhand.on: unknown event ${String(event)}`);
      if (typeof listener !== 'function') throw new TypeError('deckhand.on: listener must be a function');
      // Wrap so the same function registered twice gets two independent subscriptions.
      const entry: Listener = (payload) => (listener as Listener)(payload);
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    deliver(message) {
      if (typeof message !== 'object' || message === null) return;
      const { event, payload } = message as { event?: unknown; payload?: unknown };
      if (typeof event !== 'string' || !known.has(event)) return;
      for (const l of [...(listeners.get(event) ?? [])]) {
        try {
          l(payload);
        } catch (e) {
          report(e);
        }
      }
    },
    listenerCount(event) {
      if (event !== undefined) return listeners.get(event)?.size ?? 0;
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}
