import fs from 'node:fs';
import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  type MessageBoxOptions,
  type MessageBoxSyncOptions,
  type OpenDialogOptions,
  type SaveDialogOptions,
  type WebContents,
} from 'electron';
import type { Envelope } from '../../core/api/errors';
import type { AppInfo, Locale, SaveInfo, Settings } from '../../core/api/types';
import type { Backend } from '../backend/backend';
import { SAVE_EXT } from '../backend/paths';
import { DEFAULT_SAVE_NAME } from '../backend/saves';
import { copySavePath, uniqueSavePath, withSaveExt } from './file-names';
import { sendEvent } from './ipc';
import { menuLocale } from './locale';
import { errorMessage, format, mainStrings } from './menu-i18n';
import { buildMenuTemplate, buildTextContextMenu } from './menu-template';

export interface MenuControllerOptions {
  backend: Backend;
  isDev: boolean;
  /** The window menus and dialogs belong to, if one is open. */
  currentWindow(): BrowserWindow | null;
  /** The window to show a page in; created when none is open (macOS keeps running without one). */
  ensureWindow(): BrowserWindow;
  log?: (msg: string, e?: unknown) => void;
}

export interface MenuController {
  locale(): Locale;
  /** Rebuild the menu bar (language, whether a save is open). */
  refresh(settings?: Settings): Promise<void>;
  attachContextMenu(contents: WebContents): void;
  /** Ask (natively, translated) before a page with unsaved work is closed or reloaded. */
  attachUnloadGuard(contents: WebContents): void;
  dispose(): void;
}

/** The system languages main can see, best first; used when Settings says "follow the system". */
export function systemLocaleCandidates(): string[] {
  return [app.getLocale(), ...app.getPreferredSystemLanguages()];
}

const FILTER_EXT = SAVE_EXT.slice(1);

/**
 * Native menus: File (New…, Open…, Save a copy…, Backups…), Edit, View, Help, and the macOS app
 * menu, in the language of the open save's settings. File actions use native dialogs, call the
 * same dispatch as the renderer, and explain failures in a native box in that language.
 */
export function createMenuController(opts: MenuControllerOptions): MenuController {
  const { backend } = opts;
  const log = opts.log ?? ((msg: string, e?: unknown) => console.error(msg, e));
  let locale: Locale = menuLocale(null, systemLocaleCandidates());
  /** The games File → Import card data offers (from `app.info`, named in the menu's language). */
  let catalogGames: Array<{ id: string; name: string }> = [];
  let generation = 0;

  const strings = () => mainStrings(locale);

  async function call<T>(method: string, args: unknown): Promise<Envelope<T>> {
    return (await backend.dispatch(method, args)) as Envelope<T>;
  }

  async function messageBox(options: MessageBoxOptions): Promise<void> {
    const win = opts.currentWindow();
    await (win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
  }

  async function showFailure(message: string, code: string, file?: string): Promise<void> {
    const t = strings();
    await messageBox({
      type: 'error',
      title: 'Deckhand',
      message,
      detail: errorMessage(locale, code) + (file ? `\n\n${file}` : ''),
      buttons: [t.ok],
      defaultId: 0,
      noLink: true,
    });
  }

  /** Ask where to write a file; returns the path with `.deckhand`, or null when cancelled or unsafe. */
  async function askSavePath(title: string, defaultPath: string, failure: string): Promise<string | null> {
    const t = strings();
    const options: SaveDialogOptions = {
      title,
      defaultPath,
      filters: [{ name: t.fileFilter, extensions: [FILTER_EXT] }],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    };
    const win = opts.currentWindow();
    const r = await (win ? dialog.showSaveDialog(win, options) : dialog.showSaveDialog(options));
    if (r.canceled || !r.filePath) return null;
    const file = withSaveExt(r.filePath);
    // The dialog confirmed replacing the name that was typed, not the one with the extension added.
    if (file !== r.filePath && fs.existsSync(file)) {
      await showFailure(failure, 'save_exists', file);
      return null;
    }
    return file;
  }

  /** Show a page of the renderer (through `ui.navigate`, once the window has loaded). */
  function navigate(route: string): void {
    const win = showWindow();
    const send = () => sendEvent(win.webContents, { event: 'ui.navigate', payload: { route } });
    if (win.webContents.isLoading()) win.webContents.once('did-finish-load', send);
    else send();
  }

  /** Bring the window forward (on macOS the app may have none open: create it). */
  function showWindow(): BrowserWindow {
    const win = opts.ensureWindow();
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
    return win;
  }

  const actions = {
    async newSave() {
      const t = strings();
      const proposed = uniqueSavePath(backend.context.layout.savesDir, DEFAULT_SAVE_NAME, fs.existsSync);
      const file = await askSavePath(t.newTitle, proposed, t.newFailed);
      if (!file) return;
      const r = await call<SaveInfo>('saves.new', { path: file });
      if (!r.ok) await showFailure(t.newFailed, r.error.code, file);
      else showWindow();
    },

    async openSave() {
      const t = strings();
      const options: OpenDialogOptions = {
        title: t.openTitle,
        defaultPath: backend.context.layout.savesDir,
        filters: [{ name: t.fileFilter, extensions: [FILTER_EXT] }],
        properties: ['openFile'],
      };
      const win = opts.currentWindow();
      const r = await (win ? dialog.showOpenDialog(win, options) : dialog.showOpenDialog(options));
      const file = r.filePaths[0];
      if (r.canceled || !file) return;
      const env = await call<SaveInfo>('saves.open', { path: file });
      if (!env.ok) await showFailure(t.openFailed, env.error.code, file);
      else showWindow();
    },

    async saveCopy() {
      const t = strings();
      const current = await call<SaveInfo | null>('saves.current', {});
      if (!current.ok || !current.value) {
        await showFailure(t.copyFailed, current.ok ? 'no_save_open' : current.error.code);
        return;
      }
      const proposed = copySavePath(current.value.path, t.copySuffix, fs.existsSync);
      const file = await askSavePath(t.copyTitle, proposed, t.copyFailed);
      if (!file) return;
      const r = await call<{ path: string }>('saves.saveCopy', { path: file });
      if (!r.ok) await showFailure(t.copyFailed, r.error.code, file);
    },

    backups() {
      navigate('/settings/backups');
    },

    /**
     * File → Import card data: a native picker (a dialog cannot pick a folder and a file at once on
     * Windows and Linux, hence two entries), then the same `catalog.import` the Cards page calls;
     * the Cards page shows the progress (`task.progress`) and the result.
     */
    async importCards(game: string, source: 'folder' | 'zip') {
      const t = strings();
      const options: OpenDialogOptions = {
        title: format(t.importCardsTitle, { game: catalogGames.find((g) => g.id === game)?.name ?? game }),
        properties: source === 'folder' ? ['openDirectory'] : ['openFile'],
        ...(source === 'zip' ? { filters: [{ name: t.zipFilter, extensions: ['zip'] }] } : {}),
      };
      const win = opts.currentWindow();
      const r = await (win ? dialog.showOpenDialog(win, options) : dialog.showOpenDialog(options));
      const picked = r.filePaths[0];
      if (r.canceled || !picked) return;
      // The generic card page's URL: the renderer sends it on to the game's own card page.
      navigate(`/g/${game}/cards`);
      const env = await call<unknown>('catalog.import', { game, source: { path: picked } });
      if (!env.ok) await showFailure(t.importCardsFailed, env.error.code, picked);
    },

    async about() {
      const t = strings();
      const v = process.versions;
      await messageBox({
        type: 'info',
        title: t.about,
        message: 'Deckhand',
        detail: `${format(t.aboutVersion, { version: app.getVersion() })}\n${t.tagline}\n\nElectron ${v.electron} · Chromium ${v.chrome} · Node.js ${v.node}`,
        buttons: [t.ok],
        defaultId: 0,
        noLink: true,
      });
    },
  };

  /** Menu clicks are fire-and-forget: report anything unexpected instead of an unhandled rejection. */
  const run = (name: string, fn: () => unknown) => () => {
    Promise.resolve()
      .then(fn)
      .catch((e) => log(`deckhand: menu action ${name} failed`, e));
  };

  async function refresh(settings?: Settings): Promise<void> {
    const gen = ++generation;
    let setting: Locale | null = null;
    if (settings) setting = settings.locale;
    else {
      const s = await call<Settings>('settings.get', {});
      if (s.ok) setting = s.value.locale;
    }
    const current = await call<SaveInfo | null>('saves.current', {});
    const info = await call<AppInfo>('app.info', {});
    if (gen !== generation) return; // a newer refresh is under way
    locale = menuLocale(setting, systemLocaleCandidates());
    catalogGames = (info.ok ? info.value.games : [])
      .filter((g) => g.features.includes('catalog'))
      .map((g) => ({ id: g.id, name: g.names?.[locale] ?? g.names?.en ?? g.id }));
    const template = buildMenuTemplate({
      locale,
      platform: process.platform,
      isDev: opts.isDev,
      hasSave: current.ok && current.value !== null,
      catalogGames,
      actions: {
        newSave: run('newSave', actions.newSave),
        openSave: run('openSave', actions.openSave),
        saveCopy: run('saveCopy', actions.saveCopy),
        backups: run('backups', actions.backups),
        importCards: (game, source) => run('importCards', () => actions.importCards(game, source))(),
        about: run('about', actions.about),
      },
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  const safeRefresh = (settings?: Settings) => {
    refresh(settings).catch((e) => log('deckhand: could not rebuild the menu', e));
  };

  const unsubscribe = backend.events.subscribe((e) => {
    if (e.event === 'settings.changed') safeRefresh((e.payload as { settings: Settings }).settings);
    // Settings live in the save file, so another file may bring another language.
    else if (e.event === 'save.changed') safeRefresh();
  });

  return {
    locale: () => locale,
    refresh,
    attachUnloadGuard(contents) {
      // The page's `beforeunload` asked to stay; Electron leaves the question to us (no built-in prompt).
      contents.on('will-prevent-unload', (event) => {
        const t = strings();
        const win = BrowserWindow.fromWebContents(contents);
        const options: MessageBoxSyncOptions = {
          type: 'question',
          title: 'Deckhand',
          message: t.unsavedMessage,
          detail: t.unsavedDetail,
          buttons: [t.leave, t.stay],
          defaultId: 1,
          cancelId: 1,
          noLink: true,
        };
        const choice = win ? dialog.showMessageBoxSync(win, options) : dialog.showMessageBoxSync(options);
        if (choice === 0) event.preventDefault(); // preventing the prevention lets the page go
      });
    },

    attachContextMenu(contents) {
      contents.on('context-menu', (_event, params) => {
        const items = buildTextContextMenu(locale, {
          isEditable: params.isEditable,
          hasSelection: params.selectionText.trim() !== '',
          canCut: params.editFlags.canCut,
          canCopy: params.editFlags.canCopy,
          canPaste: params.editFlags.canPaste,
          canSelectAll: params.editFlags.canSelectAll,
        });
        if (items.length === 0) return;
        const win = BrowserWindow.fromWebContents(contents);
        Menu.buildFromTemplate(items).popup(win ? { window: win } : {});
      });
    },
    dispose() {
      unsubscribe();
      generation++;
    },
  };
}
