import type { DeckhandBridge } from '../../../core/api/bridge';
import type { Envelope } from '../../../core/api/errors';
import type { EventMap, EventName, PushedEvent } from '../../../core/api/events';
import type { MethodArgs, MethodName, MethodResult } from '../../../core/api/methods';

/** Codes the renderer adds for failures that never reached the backend. */
export type TransportCode = 'offline' | 'unauthorized';

/** Thrown (as a rejection of `invoke`) when the request never got an answer from the backend. */
export class TransportError extends Error {
  readonly code: TransportCode;
  constructor(code: TransportCode) {
    super(code);
    this.name = 'TransportError';
    this.code = code;
  }
}

export type ConnectionState = 'connecting' | 'online' | 'offline';

export interface HttpBridgeOptions {
  token: string | null;
  /** Same-origin base; the host refuses foreign origins anyway. */
  base?: string;
  fetch?: typeof fetch;
  EventSource?: typeof EventSource;
  /** Delay before reconnecting the event stream after the n-th failure (ms). */
  retryDelay?: (attempt: number) => number;
}

type Listener = (payload: unknown) => void;

/**
 * `DeckhandBridge` over the loopback web host: `POST /api/<method>` for calls and one
 * Server-Sent Events stream for pushes, reconnected whenever it drops.
 */
export function createHttpBridge(opts: HttpBridgeOptions) {
  const base = opts.base ?? '';
  const doFetch = opts.fetch ?? window.fetch.bind(window);
  const ES = opts.EventSource ?? window.EventSource;
  const retryDelay = opts.retryDelay ?? ((n: number) => Math.min(500 * 2 ** n, 10_000));
  const listeners = new Map<string, Set<Listener>>();
  const stateListeners = new Set<(state: ConnectionState, reconnected: boolean) => void>();
  let source: EventSource | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let state: ConnectionState = 'connecting';
  let wasOnline = false;

  function setState(next: ConnectionState): void {
    if (next === state) return;
    const reconnected = next === 'online' && wasOnline;
    state = next;
    if (next === 'online') wasOnline = true;
    for (const l of stateListeners) l(next, reconnected);
  }

  function connect(): void {
    if (source || !opts.token) return;
    const es = new ES(`${base}/api/events?token=${encodeURIComponent(opts.token)}`);
    source = es;
    es.onopen = () => {
      attempt = 0;
      setState('online');
    };
    es.onmessage = (msg: MessageEvent<string>) => {
      let parsed: PushedEvent;
      try {
        parsed = JSON.parse(msg.data) as PushedEvent;
      } catch {
        return;
      }
      const set = listeners.get(parsed.event);
      if (set) for (const l of [...set]) l(parsed.payload);
    };
    es.onerror = () => {
      setState('offline');
      // The browser retries on its own while CONNECTING; once CLOSED we start over ourselves.
      if (es.readyState === ES.CLOSED) {
        es.close();
        source = null;
        scheduleReconnect();
      }
    };
  }

  function scheduleReconnect(): void {
    if (timer || listenerCount() === 0) return;
    const delay = retryDelay(attempt++);
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  }

  function listenerCount(): number {
    let n = 0;
    for (const s of listeners.values()) n += s.size;
    return n;
  }

  function disconnectIfIdle(): void {
    if (listenerCount() > 0) return;
    source?.close();
    source = null;
    if (timer) clearTimeout(timer);
    timer = null;
  }

  const bridge = {
    async invoke<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<Envelope<MethodResult<M>>> {
      if (!opts.token) throw new TransportError('unauthorized');
      let res: Response;
      try {
        res = await doFetch(`${base}/api/${encodeURIComponent(method)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opts.token}` },
          body: JSON.stringify(args ?? {}),
          cache: 'no-store',
        });
      } catch {
        throw new TransportError('offline');
      }
      if (res.status === 401) throw new TransportError('unauthorized');
      if (!res.ok) return { ok: false, error: { code: 'internal', params: { method, status: res.status } } };
      try {
        return (await res.json()) as Envelope<MethodResult<M>>;
      } catch {
        return { ok: false, error: { code: 'internal', params: { method } } };
      }
    },

    on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const l = listener as Listener;
      set.add(l);
      connect();
      return () => {
        set.delete(l);
        disconnectIfIdle();
      };
    },
  } satisfies DeckhandBridge;

  return {
    ...bridge,
    /** Not part of DeckhandBridge: the browser transport can lose its host, Electron cannot. */
    onConnection(listener: (state: ConnectionState, reconnected: boolean) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },

    close(): void {
      listeners.clear();
      disconnectIfIdle();
    },
  };
}

export type HttpBridge = ReturnType<typeof createHttpBridge>;
