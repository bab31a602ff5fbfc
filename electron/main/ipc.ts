import { BrowserWindow, ipcMain, type WebContents } from 'electron';
import { IPC_EVENT, IPC_INVOKE } from '../../core/api/bridge';
import type { PushedEvent } from '../../core/api/events';
import type { Backend } from '../backend/backend';
import { isAppUrl, isTrustedSender } from './app-url';

/**
 * The Electron transport of the API: one invoke channel into `dispatch`, one event channel out.
 * The backend validates the method and its arguments; this layer checks who is asking.
 */
export function wireIpc(backend: Backend, log: (msg: string) => void = console.warn): () => void {
  ipcMain.handle(IPC_INVOKE, (event, method: unknown, args: unknown) => {
    const frame = event.senderFrame;
    if (!isTrustedSender(frame ? { url: frame.url, isMainFrame: frame.parent === null } : null)) {
      log(`deckhand: refused an API call from an untrusted frame (${frame?.url ?? 'gone'})`);
      // A rejection, not an envelope: an untrusted frame gets no API answer at all.
      throw new Error('forbidden');
    }
    // dispatch never throws; it answers unknown methods and bad arguments with error codes.
    return backend.dispatch(method as string, args);
  });
  const unsubscribe = backend.events.subscribe((e) => broadcast(e));
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_INVOKE);
  };
}

/** Push one event to one window, if it still shows our app. */
export function sendEvent(contents: WebContents, e: PushedEvent): void {
  if (contents.isDestroyed() || !isAppUrl(contents.getURL())) return;
  contents.send(IPC_EVENT, e);
}

/** Push one backend event to every window. */
export function broadcast(e: PushedEvent): void {
  for (const win of BrowserWindow.getAllWindows()) {
    if (!win.isDestroyed()) sendEvent(win.webContents, e);
  }
}
