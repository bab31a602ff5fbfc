import { contextBridge, ipcRenderer } from 'electron';
import { IPC_EVENT, IPC_INVOKE, type DeckhandBridge } from '../../core/api/bridge';
import { EVENT_NAMES } from '../../core/api/events';
import { createEventHub } from './hub';

/**
 * Sandboxed preload (bundled to one CommonJS file, out/preload/index.cjs): exposes exactly
 * `window.deckhand = { invoke, on }`. ipcRenderer itself never reaches the page, listeners get
 * the payload only (never the IpcRendererEvent), and event names are checked against the contract.
 */
const hub = createEventHub(EVENT_NAMES);
ipcRenderer.on(IPC_EVENT, (_event, message: unknown) => hub.deliver(message));

const bridge: DeckhandBridge = {
  invoke(method, args) {
    if (typeof method !== 'string') return Promise.reject(new TypeError('deckhand.invoke: method must be a string'));
    return ipcRenderer.invoke(IPC_INVOKE, method, args);
  },
  on(event, listener) {
    return hub.on(event, listener);
  },
};

contextBridge.exposeInMainWorld('deckhand', Object.freeze(bridge));
