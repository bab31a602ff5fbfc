import type { EventMap, EventName } from '../../core/api/events';
import type { Backend } from '../../electron/backend/backend';
import { createApiClient } from '../../renderer/src/api/client';

/** The pushed events of a fake backend: listeners by event name, pushed by hand. */
export function fakeEvents() {
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  return {
    on(event: string, cb: (p: never) => void): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(cb as (p: unknown) => void);
      return () => set.delete(cb as (p: unknown) => void);
    },
    /** Push an event to its listeners. */
    push<E extends EventName>(event: E, payload: EventMap[E]): void {
      for (const l of listeners.get(event) ?? []) l(payload);
    },
    /** How many listeners are subscribed, over all events. */
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

/**
 * The renderer's API client over a fake backend: `answer` gives a method's result, or throws the
 * error to answer with (an `{ code, params }` object); events are pushed by hand.
 */
export function fakeApiClient(answer: (method: string, args: unknown) => unknown) {
  const events = fakeEvents();
  const client = createApiClient({
    invoke: async (method: string, args: unknown) => {
      try {
        return { ok: true, value: await answer(method, args) } as never;
      } catch (e) {
        return { ok: false, error: e } as never;
      }
    },
    on: events.on,
  });
  return { client, ...events };
}

/**
 * The renderer's API client on a real backend in this process (`backend()` at each call, so a test
 * may swap it): every method called is appended to `calls`, and its answer waits
 * `delay(method, args)` ms when that is above 0; the backend's pushed events reach the client's
 * listeners.
 */
export function backendApiClient(
  backend: () => Backend,
  calls: string[],
  delay: (method: string, args: unknown) => number = () => 0,
) {
  return createApiClient({
    invoke: async (method, args) => {
      calls.push(method);
      const answer = await backend().dispatch(method, args);
      const ms = delay(method, args);
      if (ms) await new Promise((r) => setTimeout(r, ms));
      return answer as never;
    },
    on: (event, cb) =>
      backend().events.subscribe((e) => e.event === (event as EventName) && (cb as (p: unknown) => void)(e.payload)),
  });
}
