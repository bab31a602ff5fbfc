import type { Envelope } from './errors';
import type { EventMap, EventName } from './events';
import type { MethodArgs, MethodName, MethodResult } from './methods';

/**
 * What the renderer sees as `window.deckhand`: the Electron preload and the browser shim both
 * implement it, so the renderer cannot tell the transports apart.
 */
export interface DeckhandBridge {
  invoke<M extends MethodName>(method: M, args: MethodArgs<M>): Promise<Envelope<MethodResult<M>>>;
  on<E extends EventName>(event: E, listener: (payload: EventMap[E]) => void): () => void;
}

/** Channel names shared by electron/main and electron/preload. */
export const IPC_INVOKE = 'deckhand:invoke';
export const IPC_EVENT = 'deckhand:event';
