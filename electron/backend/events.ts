import type { EventMap, EventName, PushedEvent } from '../../core/api/events';

type Listener = (e: PushedEvent) => void;

/** Backend → every connected window. Transports (IPC, SSE) subscribe with `subscribe`. */
export class EventBus {
  private listeners = new Set<Listener>();

  emit<E extends EventName>(event: E, payload: EventMap[E]): void {
    for (const l of [...this.listeners]) {
      try {
        l({ event, payload } as PushedEvent);
      } catch {
        /* one broken transport must not stop the others */
      }
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
