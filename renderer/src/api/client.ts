import type { DeckhandBridge } from '../../../core/api/bridge';
import { CodedError, type ErrorCode } from '../../../core/api/errors';
import type { EventMap, EventName } from '../../../core/api/events';
import type { MethodArgs, MethodName, MethodResult } from '../../../core/api/methods';
import { createHttpBridge, TransportError, type ConnectionState, type TransportCode } from './http-bridge';
import { takeToken } from './token';

/** Every code a failed call can carry: the backend's, plus the renderer's transport codes. */
export type FailureCode = ErrorCode | TransportCode;

/** A failed API call. Components translate it with `errors.<code>` and its params. */
export class ApiFailure extends CodedError<FailureCode> {
  override name = 'ApiFailure';
}

export function isApiFailure(e: unknown): e is ApiFailure {
  return e instanceof ApiFailure;
}

/** Anything thrown anywhere → an ApiFailure the UI can translate. */
export function toApiFailure(e: unknown, method?: string): ApiFailure {
  if (e instanceof ApiFailure) return e;
  if (e instanceof TransportError) return new ApiFailure(e.code, method ? { method } : {});
  return new ApiFailure('internal', method ? { method } : {});
}

export interface ApiClient {
  call<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<MethodResult<M>>;
  on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void;
  /** Connection changes of the browser transport (Electron's IPC is always 'online'). */
  onConnection(listener: (state: ConnectionState, reconnected: boolean) => void): () => void;
  readonly transport: 'electron' | 'http' | 'custom';
}

type ConnectionAware = DeckhandBridge & {
  onConnection?: (listener: (state: ConnectionState, reconnected: boolean) => void) => () => void;
};

export function createApiClient(bridge: ConnectionAware, transport: ApiClient['transport'] = 'custom'): ApiClient {
  return {
    transport,
    async call(method, args) {
      let envelope;
      try {
        envelope = await bridge.invoke(method, args);
      } catch (e) {
        throw toApiFailure(e, method);
      }
      if (!envelope || typeof envelope !== 'object') throw new ApiFailure('internal', { method });
      if (envelope.ok) return envelope.value;
      throw new ApiFailure(envelope.error?.code ?? 'internal', envelope.error?.params ?? {});
    },
    on(event, listener) {
      return bridge.on(event, listener);
    },
    onConnection(listener) {
      return bridge.onConnection ? bridge.onConnection(listener) : () => undefined;
    },
  };
}

let client: ApiClient | null = null;

/**
 * The one place that touches `window.deckhand`: Electron's preload provides it; in a browser the
 * loopback host's HTTP bridge stands in for it.
 */
function defaultClient(): ApiClient {
  const electronBridge = (globalThis as { deckhand?: DeckhandBridge }).deckhand;
  if (electronBridge && typeof electronBridge.invoke === 'function') return createApiClient(electronBridge, 'electron');
  return createApiClient(createHttpBridge({ token: takeToken() }), 'http');
}

/** Call once at start-up, before the router reads the URL (it strips `?token=`). */
export function initApi(): ApiClient {
  client ??= defaultClient();
  return client;
}

/** Tests install a fake bridge here. */
export function setApiClient(next: ApiClient | null): void {
  client = next;
}

/** The typed client every store uses. */
export const api: ApiClient = {
  get transport() {
    return initApi().transport;
  },
  call: (method, args) => initApi().call(method, args),
  on: (event, listener) => initApi().on(event, listener),
  onConnection: (listener) => initApi().onConnection(listener),
};
