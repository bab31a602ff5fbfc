import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT, IPC_INVOKE } from '../../../core/api/bridge';
import type { Envelope } from '../../../core/api/errors';
import type { AppInfo, SaveInfo, Settings } from '../../../core/api/types';
import { AppStateStore } from '../../../electron/backend/app-state';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { CONTENT_SECURITY_POLICY } from '../../../electron/backend/web/host';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import {
  app,
  contextBridge,
  dialog,
  FakeBrowserWindow,
  FakeWebContents,
  fakeSession,
  ipcMain,
  ipcRenderer,
  Menu,
  protocol,
  resetFakes,
  screen,
  shell,
} from './fake-electron';

/**
 * The Electron glue (electron/main, electron/preload) exercised in plain Node against a fake
 * 'electron' module and the real backend (real better-sqlite3 on temp files). The real Electron
 * run is covered by test/electron/smoke.spec.ts where the binary exists.
 */
vi.mock('electron', async () => (await import('./fake-electron')).electron);

const tick = () => new Promise((r) => setTimeout(r, 0));
async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await tick();
}

let dir: string;
let backend: Backend | null;

function newBackend(): Backend {
  backend = createBackend({ dataDir: path.join(dir, 'data'), appVersion: '0.1.0-test', log: () => {} });
  return backend;
}

/** What Electron passes to an ipcMain.handle listener. */
function invokeEvent(url: string | null, isMainFrame = true) {
  return { senderFrame: url === null ? null : { url, parent: isMainFrame ? null : {} }, sender: new FakeWebContents() };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-main-'));
  backend = null;
  resetFakes();
});

afterEach(() => {
  vi.restoreAllMocks();
  backend?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('ipc.ts', () => {
  it('forwards calls from our main frame to dispatch', async () => {
    const { wireIpc } = await import('../../../electron/main/ipc');
    const b = newBackend();
    wireIpc(b);
    const handler = ipcMain.handlers.get(IPC_INVOKE)!;
    const info = (await handler(invokeEvent('app://deckhand/'), 'app.info', {})) as Envelope<AppInfo>;
    expect(info.ok).toBe(true);
    expect(info.ok && info.value.version).toBe('0.1.0-test');
    const bad = (await handler(invokeEvent('app://deckhand/#/x'), 'nope.nothing', {})) as Envelope<unknown>;
    expect(bad).toEqual({ ok: false, error: { code: 'unknown_method', params: { method: 'nope.nothing' } } });
    const badArgs = (await handler(invokeEvent('app://deckhand/'), 'settings.set', {
      key: 'locale',
      value: 'xx',
    })) as Envelope<unknown>;
    expect(!badArgs.ok && badArgs.error.code).toBe('invalid_args');
  });

  it.each([
    ['an iframe', 'app://deckhand/', false],
    ['a foreign page', 'https://example.com/', true],
    ['a file: page', 'file:///tmp/x.html', true],
    ['a destroyed frame', null, true],
  ])('refuses %s', async (_name, url, main) => {
    const { wireIpc } = await import('../../../electron/main/ipc');
    const b = newBackend();
    const spy = vi.spyOn(b, 'dispatch');
    wireIpc(b, () => {});
    const handler = ipcMain.handlers.get(IPC_INVOKE)!;
    expect(() => handler(invokeEvent(url, main), 'app.info', {})).toThrow('forbidden');
    expect(spy).not.toHaveBeenCalled();
  });

  it('pushes backend events to windows showing our app, and stops when unwired', async () => {
    const { wireIpc } = await import('../../../electron/main/ipc');
    const b = newBackend();
    const ours = new FakeBrowserWindow({});
    ours.webContents.url = 'app://deckhand/';
    const foreign = new FakeBrowserWindow({});
    foreign.webContents.url = 'https://example.com/';
    const unwire = wireIpc(b);
    b.events.emit('backups.changed', {});
    expect(ours.webContents.sent).toEqual([[IPC_EVENT, { event: 'backups.changed', payload: {} }]]);
    expect(foreign.webContents.sent).toEqual([]);
    unwire();
    b.events.emit('backups.changed', {});
    expect(ours.webContents.sent).toHaveLength(1);
    expect(ipcMain.handlers.has(IPC_INVOKE)).toBe(false);
  });
});

describe('protocol.ts', () => {
  function rendererDir(): string {
    const root = path.join(dir, 'renderer');
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Deckhand</title>');
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), 'export {}');
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    return root;
  }

  it('registers app:// as a standard, secure scheme', async () => {
    const { registerAppScheme } = await import('../../../electron/main/protocol');
    registerAppScheme();
    expect(protocol.privileged).toContainEqual({
      scheme: 'app',
      privileges: expect.objectContaining({ standard: true, secure: true }),
    });
  });

  it('serves the renderer with the CSP, falls back to index.html, refuses traversal', async () => {
    const { serveRenderer } = await import('../../../electron/main/protocol');
    serveRenderer(rendererDir());
    const handle = protocol.handlers.get('app')!;
    const get = (url: string, method = 'GET') => Promise.resolve(handle(new Request(url, { method })));

    const index = await get('app://deckhand/');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await index.text()).toContain('<title>Deckhand</title>');

    const js = await get('app://deckhand/assets/app.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('export {}');

    expect(await (await get('app://deckhand/settings/backups')).text()).toContain('Deckhand');
    expect((await get('app://deckhand/assets/missing.js')).status).toBe(404);
    expect((await get('app://deckhand/%2E%2E%2Fsecret.txt')).status).toBe(403);
    expect((await get('app://deckhand/..%5Csecret.txt')).status).toBe(403);
    const traversal = await get('app://deckhand/%2e%2e/secret.txt');
    expect(await traversal.text()).not.toContain('secret');
    expect((await get('app://deckhand/', 'POST')).status).toBe(405);
    const head = await get('app://deckhand/assets/app.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('explains a missing build instead of a blank window', async () => {
    const { serveRenderer } = await import('../../../electron/main/protocol');
    serveRenderer(path.join(dir, 'not-built'));
    const res = await protocol.handlers.get('app')!(new Request('app://deckhand/'));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('security.ts', () => {
  it('keeps navigation on app://deckhand and sends http(s) window.open to the browser', async () => {
    const { allowLinkHosts, guardWebContents } = await import('../../../electron/main/security');
    const wc = new FakeWebContents();
    guardWebContents(wc as never);
    const navigate = (event: string, url: string, isMainFrame = true) => {
      const e = { url, isMainFrame, preventDefault: vi.fn() };
      wc.emit(event, e);
      return e.preventDefault.mock.calls.length > 0;
    };
    expect(navigate('will-navigate', 'app://deckhand/#/decks')).toBe(false);
    expect(navigate('will-navigate', 'https://example.com/')).toBe(true);
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-frame-navigate', 'https://example.com/')).toBe(true);
    expect(navigate('will-frame-navigate', 'https://example.com/', false)).toBe(true);
    expect(navigate('will-frame-navigate', 'about:blank', false)).toBe(false);
    expect(navigate('will-redirect', 'http://127.0.0.1:1/')).toBe(true);
    expect(shell.opened).toEqual([]);

    // issue 13 §9: only https links to the hosts the games declare leave the app
    expect(wc.windowOpenHandler!({ url: 'https://marvelcdb.com/' })).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual([]);
    allowLinkHosts(['marvelcdb.com']);
    expect(wc.windowOpenHandler!({ url: 'https://marvelcdb.com/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'http://marvelcdb.com/' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(wc.windowOpenHandler!({ url: 'app://deckhand/' })).toEqual({ action: 'deny' });
    expect(shell.opened).toEqual(['https://marvelcdb.com/']);

    const attach = { preventDefault: vi.fn() };
    wc.emit('will-attach-webview', attach, {}, {});
    expect(attach.preventDefault).toHaveBeenCalled();
  });

  it('guards every webContents the app creates', async () => {
    const { installSecurityGuards } = await import('../../../electron/main/security');
    installSecurityGuards();
    const wc = new FakeWebContents();
    app.emit('web-contents-created', {}, wc);
    expect(wc.windowOpenHandler).not.toBeNull();
    expect(wc.listenerCount('will-navigate')).toBe(1);
  });

  it('refuses permissions except clipboard writes from our origin', async () => {
    const { lockDownSession } = await import('../../../electron/main/security');
    lockDownSession(fakeSession as never);
    const wc = new FakeWebContents();
    wc.url = 'app://deckhand/';
    const ask = (permission: string, requestingUrl?: string) => {
      let granted: boolean | undefined;
      fakeSession.permissionRequestHandler!(wc, permission, (g: boolean) => (granted = g), { requestingUrl });
      return granted;
    };
    expect(ask('media', 'app://deckhand/')).toBe(false);
    expect(ask('notifications')).toBe(false);
    expect(ask('geolocation', 'app://deckhand/')).toBe(false);
    expect(ask('clipboard-sanitized-write', 'app://deckhand/')).toBe(true);
    expect(ask('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
    expect(fakeSession.permissionCheckHandler!(wc, 'media', 'app://deckhand')).toBe(false);
    expect(fakeSession.permissionCheckHandler!(wc, 'clipboard-sanitized-write', 'app://deckhand')).toBe(true);
    expect(fakeSession.devicePermissionHandler!({})).toBe(false);
  });
});

describe('window.ts', () => {
  async function open(saved: AppStateStore) {
    const { createMainWindow } = await import('../../../electron/main/window');
    return createMainWindow({
      appState: saved,
      preloadPath: '/app/out/preload/index.cjs',
      isDev: false,
    }) as unknown as FakeBrowserWindow;
  }

  it('writes out hardened webPreferences and loads app://deckhand/', async () => {
    const win = await open(new AppStateStore(path.join(dir, 'state.json')));
    expect(win.options.webPreferences).toEqual({
      preload: '/app/out/preload/index.cjs',
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
      devTools: false,
    });
    expect(win.options.show).toBe(false);
    expect(win.options.title).toBe('Deckhand');
    expect(win.webContents.url).toBe('app://deckhand/');
    expect(win.visible).toBe(false);
    win.emit('ready-to-show');
    expect(win.visible).toBe(true);
  });

  it('restores remembered bounds on a visible display, and maximized', async () => {
    const state = new AppStateStore(path.join(dir, 'state.json'));
    state.update({ window: { x: 50, y: 40, width: 1100, height: 700, maximized: true } });
    const win = await open(state);
    expect(win.options).toMatchObject({ x: 50, y: 40, width: 1100, height: 700 });
    win.emit('ready-to-show');
    expect(win.maximized).toBe(true);
  });

  it('centres a window remembered on a display that is gone', async () => {
    const state = new AppStateStore(path.join(dir, 'state.json'));
    state.update({ window: { x: 3000, y: 100, width: 1100, height: 700, maximized: false } });
    screen.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
    const win = await open(state);
    expect(win.options.x).toBeUndefined();
    expect(win.options.center).toBe(true);
  });

  it('remembers bounds when the window closes', async () => {
    const file = path.join(dir, 'state.json');
    const win = await open(new AppStateStore(file));
    win.emit('ready-to-show');
    win.bounds = { x: 200, y: 120, width: 1300, height: 900 };
    win.close();
    expect(new AppStateStore(file).get().window).toEqual({
      x: 200,
      y: 120,
      width: 1300,
      height: 900,
      maximized: false,
    });
  });
});

describe('menu.ts', () => {
  async function controller(locale = 'en-US') {
    app.locale = locale;
    app.preferredLanguages = [locale];
    const { createMenuController } = await import('../../../electron/main/menu');
    const b = newBackend();
    const win = new FakeBrowserWindow({});
    win.webContents.url = 'app://deckhand/';
    const menu = createMenuController({
      backend: b,
      isDev: false,
      currentWindow: () => win as never,
      ensureWindow: () => win as never,
      log: () => {},
    });
    await menu.refresh();
    return { menu, b, win };
  }

  const top = () => Menu.application!.template.map((m: { label: string }) => m.label);
  function click(id: string): void {
    const find = (items: any[]): any => {
      for (const i of items) {
        if (i.id === id) return i;
        const sub = i.submenu && find(i.submenu);
        if (sub) return sub;
      }
      return null;
    };
    find(Menu.application!.template).click();
  }

  it('follows the system language while the setting is empty, then the setting', async () => {
    const { b, menu } = await controller('tr-TR');
    expect(menu.locale()).toBe('tr');
    expect(top()).toContain('Dosya');
    const r = (await b.dispatch('settings.set', { key: 'locale', value: 'hu' })) as Envelope<Settings>;
    expect(r.ok).toBe(true);
    await settle();
    expect(menu.locale()).toBe('hu');
    expect(top()).toContain('Fájl');
    await b.dispatch('settings.set', { key: 'locale', value: null });
    await settle();
    expect(top()).toContain('Dosya');
  });

  it('File → New… creates the file chosen in the dialog (adding .deckhand) and opens it', async () => {
    const { b } = await controller();
    const target = path.join(dir, 'elsewhere', 'Second');
    fs.mkdirSync(path.dirname(target));
    dialog.saveAnswers.push({ canceled: false, filePath: target });
    click('file.new');
    await settle(20);
    expect(dialog.saveCalls[0]).toMatchObject({
      title: 'New save file',
      filters: [{ name: 'Deckhand save files', extensions: ['deckhand'] }],
    });
    expect(path.basename(dialog.saveCalls[0].defaultPath)).toBe('Deckhand 2.deckhand');
    const current = (await b.dispatch('saves.current', {})) as Envelope<SaveInfo>;
    expect(current.ok && current.value.path).toBe(`${target}.deckhand`);
    expect(dialog.messageBoxes).toEqual([]);
  });

  it('File → Open… explains a failure in the menu language', async () => {
    const { b } = await controller('de-DE');
    const bogus = path.join(dir, 'not-ours.deckhand');
    fs.writeFileSync(bogus, 'this is not a database, just text that is long enough '.repeat(20));
    dialog.openAnswers.push({ canceled: false, filePaths: [bogus] });
    click('file.open');
    await settle(20);
    expect(dialog.openCalls[0]).toMatchObject({ title: 'Speicherdatei öffnen', properties: ['openFile'] });
    expect(dialog.messageBoxes).toHaveLength(1);
    const box = dialog.messageBoxes[0];
    expect(box.type).toBe('error');
    expect(box.message).toBe('Die Speicherdatei konnte nicht geöffnet werden.');
    expect(box.detail).toContain(bogus);
    expect(box.detail).toMatch(/Deckhand-Speicherdatei|beschädigt/);
    expect(box.buttons).toEqual(['OK']);
    const current = (await b.dispatch('saves.current', {})) as Envelope<SaveInfo>;
    expect(current.ok && path.basename(current.value.path)).toBe('Deckhand.deckhand');
  });

  it('File → Save a copy… writes the copy beside the open file', async () => {
    await controller('hu-HU');
    const target = path.join(dir, 'copy.deckhand');
    dialog.saveAnswers.push({ canceled: false, filePath: target });
    click('file.saveCopy');
    await settle(20);
    expect(path.basename(dialog.saveCalls[0].defaultPath)).toBe('Deckhand (másolat).deckhand');
    expect(fs.existsSync(target)).toBe(true);
    expect(dialog.messageBoxes).toEqual([]);
  });

  it('refuses to replace a file the dialog did not confirm', async () => {
    await controller();
    const typed = path.join(dir, 'taken');
    fs.writeFileSync(`${typed}.deckhand`, 'precious');
    dialog.saveAnswers.push({ canceled: false, filePath: typed });
    click('file.new');
    await settle(20);
    expect(fs.readFileSync(`${typed}.deckhand`, 'utf8')).toBe('precious');
    expect(dialog.messageBoxes[0].detail).toContain('already exists');
  });

  it('does nothing when a dialog is cancelled', async () => {
    const { b } = await controller();
    const before = await b.dispatch('saves.current', {});
    click('file.new');
    click('file.open');
    click('file.saveCopy');
    await settle(20);
    expect(await b.dispatch('saves.current', {})).toEqual(before);
    expect(dialog.messageBoxes).toEqual([]);
  });

  it('File → Backups… asks the window to show the backups page', async () => {
    const { win } = await controller();
    click('file.backups');
    await settle();
    expect(win.webContents.sent).toContainEqual([
      IPC_EVENT,
      { event: 'ui.navigate', payload: { route: '/settings/backups' } },
    ]);
    expect(win.visible).toBe(true);
  });

  it('File → Import card data → Marvel Champions → From a folder… imports the picked data set and shows the Cards page', async () => {
    const { b, win } = await controller();
    const data = path.join(dir, 'marvelsdb-json-data');
    for (const [rel, value] of Object.entries(fixtureFiles())) {
      fs.mkdirSync(path.dirname(path.join(data, rel)), { recursive: true });
      fs.writeFileSync(path.join(data, rel), JSON.stringify(value));
    }
    dialog.openAnswers.push({ canceled: false, filePaths: [data] });
    click('file.importCards.marvel-champions.folder');
    await vi.waitFor(
      async () => {
        const s = (await b.dispatch('catalog.status', { game: 'marvel-champions' })) as Envelope<{ imported: boolean }>;
        expect(s.ok && s.value.imported).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(dialog.openCalls[0].properties).toEqual(['openDirectory']);
    // The picker names the game (from its definition); the window goes to the game's card page.
    expect(dialog.openCalls[0].title).toBe('Choose the card data of Marvel Champions');
    expect(win.webContents.sent).toContainEqual([
      IPC_EVENT,
      { event: 'ui.navigate', payload: { route: '/g/marvel-champions/cards' } },
    ]);
    const status = (await b.dispatch('catalog.status', { game: 'marvel-champions' })) as Envelope<{
      imported: boolean;
      source: string;
    }>;
    expect(status.ok && status.value.imported).toBe(true);
    expect(dialog.messageBoxes).toEqual([]);
  });

  it('File → Import card data → Marvel Champions → From a zip file… explains a file that is not a data set, translated', async () => {
    await controller('de-DE');
    const bogus = path.join(dir, 'not-cards.zip');
    fs.writeFileSync(bogus, 'no zip at all');
    dialog.openAnswers.push({ canceled: false, filePaths: [bogus] });
    click('file.importCards.marvel-champions.zip');
    await vi.waitFor(() => expect(dialog.messageBoxes.length).toBe(1), { timeout: 10_000, interval: 20 });
    expect(dialog.openCalls[0].filters).toEqual([{ name: 'ZIP-Dateien', extensions: ['zip'] }]);
    expect(dialog.messageBoxes[0].message).toBe('Die Kartendaten konnten nicht importiert werden.');
    expect(dialog.messageBoxes[0].detail).toContain(bogus);
  });

  it('Help → About shows the version, translated', async () => {
    await controller('tr-TR');
    click('help.about');
    await settle();
    expect(dialog.messageBoxes[0]).toMatchObject({ type: 'info', title: 'Deckhand Hakkında', message: 'Deckhand' });
    expect(dialog.messageBoxes[0].detail).toContain('Sürüm 0.1.0');
  });

  it('asks, translated, before a page with unsaved work is closed, and leaves only when told to', async () => {
    const { menu } = await controller('hu-HU');
    const wc = new FakeWebContents();
    const win = new FakeBrowserWindow({});
    win.webContents = wc;
    menu.attachUnloadGuard(wc as never);
    dialog.syncAnswers.push(1, 0);
    const stay = { preventDefault: vi.fn() };
    wc.emit('will-prevent-unload', stay);
    expect(dialog.messageBoxes[0]).toMatchObject({
      message: 'Elhagyja ezt az oldalt?',
      buttons: ['Kilépés', 'Maradok'],
      cancelId: 1,
    });
    expect(stay.preventDefault).not.toHaveBeenCalled();
    const leave = { preventDefault: vi.fn() };
    wc.emit('will-prevent-unload', leave);
    expect(leave.preventDefault).toHaveBeenCalled();
  });

  it('offers a translated text context menu in inputs', async () => {
    const { menu } = await controller('de-DE');
    const wc = new FakeWebContents();
    const win = new FakeBrowserWindow({});
    win.webContents = wc;
    menu.attachContextMenu(wc as never);
    const popups: any[] = [];
    const build = Menu.buildFromTemplate.bind(Menu);
    vi.spyOn(Menu, 'buildFromTemplate').mockImplementation((t: any[]) => {
      const m = build(t);
      popups.push(m);
      return m;
    });
    wc.emit(
      'context-menu',
      {},
      {
        isEditable: true,
        selectionText: '',
        editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true },
      },
    );
    expect(popups[0].template.map((i: any) => i.label).filter(Boolean)).toEqual([
      'Ausschneiden',
      'Kopieren',
      'Einfügen',
      'Alles auswählen',
    ]);
    expect(popups[0].popups).toHaveLength(1);
  });
});

describe('preload', () => {
  it('exposes exactly { invoke, on } and never the IPC event object', async () => {
    vi.resetModules();
    await import('../../../electron/preload/index');
    const api = contextBridge.exposed.deckhand as Record<string, (...a: any[]) => any>;
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on']);

    await api.invoke('app.info', {});
    expect(ipcRenderer.invocations.at(-1)).toEqual([IPC_INVOKE, 'app.info', {}]);
    await expect(api.invoke(42 as never, {})).rejects.toThrow(TypeError);

    const listener = vi.fn();
    const off = api.on('save.changed', listener);
    ipcRenderer.emit(IPC_EVENT, { event: 'save.changed', payload: { save: null } });
    expect(listener.mock.calls).toEqual([[{ save: null }]]);
    off();
    ipcRenderer.emit(IPC_EVENT, { event: 'save.changed', payload: { save: null } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => api.on('not.an.event', () => {})).toThrow(TypeError);
  });
});

describe('index.ts (lifecycle)', () => {
  it('starts the backend in userData, wires everything, opens the window, closes cleanly', async () => {
    vi.resetModules();
    const userData = path.join(dir, 'userData');
    vi.stubEnv('DECKHAND_USER_DATA_DIR', userData);
    app.locale = 'hu-HU';
    app.preferredLanguages = ['hu-HU'];
    const exitListeners = process.listenerCount('exit');
    try {
      await import('../../../electron/main/index');
      expect(app.getPath('userData')).toBe(userData);
      expect(app.sandboxEnabled).toBe(true);
      expect(protocol.privileged).toContainEqual(expect.objectContaining({ scheme: 'app' }));
      expect(app.listenerCount('web-contents-created')).toBe(1);
      expect(ipcMain.handlers.size).toBe(0); // nothing before ready

      app.fireReady();
      await settle(20);
      expect(fs.existsSync(path.join(userData, 'saves', 'Deckhand.deckhand'))).toBe(true);
      expect(protocol.handlers.has('app')).toBe(true);
      expect(fakeSession.permissionRequestHandler).not.toBeNull();
      expect(Menu.application!.template.map((m: { label: string }) => m.label)).toContain('Fájl');
      const [win] = FakeBrowserWindow.getAllWindows();
      expect(win.options.webPreferences.preload).toMatch(/preload[\\/]index\.cjs$/);
      expect(win.webContents.url).toBe('app://deckhand/');

      const handler = ipcMain.handlers.get(IPC_INVOKE)!;
      const info = (await handler(invokeEvent('app://deckhand/'), 'app.info', {})) as Envelope<AppInfo>;
      expect(info.ok && info.value.dataDir).toBe(path.resolve(userData));

      // A second launch focuses this window.
      win.minimized = true;
      app.emit('second-instance', {}, [], '');
      expect(win.minimized).toBe(false);
      expect(win.focusedCount).toBe(1);

      win.emit('ready-to-show');
      expect(win.visible).toBe(true);
      // Closing the last window quits (except on macOS); will-quit closes SQLite cleanly.
      win.close();
      app.emit('window-all-closed');
      expect(app.quitCalls).toBe(process.platform === 'darwin' ? 0 : 1);
      expect(fs.existsSync(path.join(userData, 'saves', 'Deckhand.deckhand-wal'))).toBe(true);
      app.emit('will-quit');
      expect(fs.existsSync(path.join(userData, 'saves', 'Deckhand.deckhand-wal'))).toBe(false);
      expect(ipcMain.handlers.has(IPC_INVOKE)).toBe(false);
      expect(new AppStateStore(path.join(userData, 'app-state.json')).get().window).not.toBeNull();
    } finally {
      vi.unstubAllEnvs();
      for (const l of process.listeners('exit').slice(exitListeners)) process.off('exit', l);
    }
  });

  it('quits at once when another instance holds the lock', async () => {
    vi.resetModules();
    vi.stubEnv('DECKHAND_USER_DATA_DIR', path.join(dir, 'second'));
    app.gotLock = false;
    try {
      await import('../../../electron/main/index');
      expect(app.quitCalls).toBeGreaterThan(0);
      expect(app.listenerCount('second-instance')).toBe(0);
    } finally {
      app.gotLock = true;
      vi.unstubAllEnvs();
    }
  });
});
