import path from 'node:path';
import { app, BrowserWindow, dialog, session } from 'electron';
import { createBackend, type Backend } from '../backend/backend';
import { wireIpc } from './ipc';
import { menuLocale } from './locale';
import { createMenuController, systemLocaleCandidates, type MenuController } from './menu';
import { mainStrings } from './menu-i18n';
import { registerAppScheme, serveRenderer } from './protocol';
import { allowLinkHosts, installSecurityGuards, lockDownSession } from './security';
import { createMainWindow } from './window';

/**
 * Deckhand's main process: lifecycle only. Built by electron-vite to out/main/index.cjs
 * (CommonJS), beside out/preload/index.cjs and out/renderer/. Everything behind the API is the
 * Electron-free backend (electron/backend), shared with the web host and the tests.
 */
// This file runs as out/main/index.cjs; the app folder (or app.asar) holds out/ in any case.
const OUT_DIR = typeof __dirname === 'string' ? path.resolve(__dirname, '..') : path.join(app.getAppPath(), 'out');
const PRELOAD_PATH = path.join(OUT_DIR, 'preload', 'index.cjs');
const RENDERER_DIR = path.join(OUT_DIR, 'renderer');
const isDev = !app.isPackaged;

// A different data folder (smoke tests, a second profile). It also keys the single-instance lock.
const dataDirOverride = process.env.DECKHAND_USER_DATA_DIR;
if (dataDirOverride) app.setPath('userData', path.resolve(dataDirOverride));

// Before `ready`: the privileged scheme, sandbox for every renderer, guards for every webContents.
registerAppScheme();
app.enableSandbox();
installSecurityGuards();
if (process.platform === 'win32') app.setAppUserModelId('app.deckhand.desktop');

if (!app.requestSingleInstanceLock()) {
  // Another Deckhand owns this data folder (and its SQLite files): it gets focused instead.
  app.quit();
} else {
  start();
}

function start(): void {
  let backend: Backend | null = null;
  let menu: MenuController | null = null;
  let unwireIpc: (() => void) | null = null;
  let mainWindow: BrowserWindow | null = null;

  const openWindow = (): BrowserWindow => {
    if (mainWindow && !mainWindow.isDestroyed()) return mainWindow;
    if (!backend) throw new Error('backend not started');
    const win = createMainWindow({ appState: backend.context.appState, preloadPath: PRELOAD_PATH, isDev });
    menu?.attachContextMenu(win.webContents);
    menu?.attachUnloadGuard(win.webContents);
    win.webContents.on('render-process-gone', (_e, details) =>
      console.error(`deckhand: renderer gone (${details.reason})`),
    );
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    mainWindow = win;
    return win;
  };

  app.on('second-instance', () => {
    if (!backend) return;
    const win = openWindow();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  });

  app
    .whenReady()
    .then(async () => {
      try {
        backend = createBackend({ dataDir: app.getPath('userData'), appVersion: app.getVersion() });
        allowLinkHosts([...backend.context.gameDefs.values()].flatMap((g) => g.linkHosts ?? []));
      } catch (e) {
        const t = mainStrings(menuLocale(null, systemLocaleCandidates()));
        dialog.showErrorBox(
          t.startupFailed,
          `${e instanceof Error ? e.message : String(e)}\n\n${app.getPath('userData')}`,
        );
        app.exit(1);
        return;
      }
      lockDownSession(session.defaultSession);
      serveRenderer(RENDERER_DIR);
      unwireIpc = wireIpc(backend);
      menu = createMenuController({
        backend,
        isDev,
        currentWindow: () => BrowserWindow.getFocusedWindow() ?? mainWindow,
        ensureWindow: openWindow,
      });
      await menu.refresh().catch((e) => console.error('deckhand: could not build the menu', e));
      openWindow();
      app.on('activate', () => {
        // macOS: clicking the Dock icon with no window open.
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
      });
    })
    .catch((e) => {
      console.error('deckhand: start-up failed', e);
      app.exit(1);
    });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // Close SQLite cleanly (checkpoints the WAL, removes -wal/-shm). Not in before-quit: a window
  // may still cancel quitting there, and the app would keep running on a closed backend.
  let closed = false;
  const shutdown = () => {
    if (closed) return;
    closed = true;
    menu?.dispose();
    unwireIpc?.();
    try {
      backend?.close();
    } catch (e) {
      console.error('deckhand: closing the backend failed', e);
    }
  };
  app.on('will-quit', shutdown);
  // app.exit() skips will-quit; better-sqlite3 closes synchronously, so 'exit' still works.
  process.on('exit', shutdown);
}
