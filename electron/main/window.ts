import { BrowserWindow, nativeTheme, screen } from 'electron';
import type { AppStateStore } from '../backend/app-state';
import { APP_START_URL } from './app-url';
import { MIN_SIZE, placementToSave, restorePlacement } from './bounds';

export interface MainWindowOptions {
  appState: AppStateStore;
  preloadPath: string;
  isDev: boolean;
}

const SAVE_DELAY_MS = 800;

/**
 * The main window: hardened webPreferences written out in full, shown when the first paint is
 * ready, size/position/maximized remembered in app state and restored only onto a visible display.
 */
export function createMainWindow(opts: MainWindowOptions): BrowserWindow {
  const placement = restorePlacement(
    opts.appState.get().window,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...(placement.x !== undefined && placement.y !== undefined ? { x: placement.x, y: placement.y } : { center: true }),
    width: placement.width,
    height: placement.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: 'Deckhand',
    show: false,
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#18181b' : '#ffffff',
    webPreferences: {
      preload: opts.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      devTools: opts.isDev,
    },
  });

  let shown = false;
  const show = () => {
    if (shown || win.isDestroyed()) return;
    shown = true;
    if (placement.maximized) win.maximize();
    win.show();
  };
  win.once('ready-to-show', show);
  // Safety net: a renderer that never paints (e.g. not built) must not leave an invisible app.
  setTimeout(show, 5000);

  let timer: NodeJS.Timeout | undefined;
  const remember = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (win.isDestroyed() || !shown) return;
    const saved = placementToSave(win.getNormalBounds(), win.isMaximized());
    if (saved) {
      try {
        opts.appState.update({ window: saved });
      } catch {
        /* only a convenience: never let it break closing */
      }
    }
  };
  const rememberSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(remember, SAVE_DELAY_MS);
  };
  win.on('resize', rememberSoon);
  win.on('move', rememberSoon);
  win.on('maximize', rememberSoon);
  win.on('unmaximize', rememberSoon);
  win.on('close', remember);

  void win.loadURL(APP_START_URL);
  return win;
}
