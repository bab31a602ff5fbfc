import { EventEmitter } from 'node:events';

/**
 * A stand-in for the 'electron' module, installed with `vi.mock('electron', …)` so the main-process
 * glue (ipc, protocol, security, window, menu, lifecycle) runs in plain Node: the real package is
 * never loaded (electron ≥ 42 would try to download its binary). It records what the code asks
 * Electron to do and lets tests play Electron's part (fire events, answer dialogs).
 */

type Listener = (...args: any[]) => any;

class FakeWebContentsImpl extends EventEmitter {
  static nextId = 1;
  id = FakeWebContentsImpl.nextId++;
  url = '';
  loading = false;
  destroyed = false;
  sent: Array<[string, ...unknown[]]> = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;

  getURL(): string {
    return this.url;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isLoading(): boolean {
    return this.loading;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args]);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

class FakeBrowserWindowImpl extends EventEmitter {
  static windows: FakeBrowserWindowImpl[] = [];
  static focused: FakeBrowserWindowImpl | null = null;
  static getAllWindows(): FakeBrowserWindowImpl[] {
    return FakeBrowserWindowImpl.windows.filter((w) => !w.destroyed);
  }
  static getFocusedWindow(): FakeBrowserWindowImpl | null {
    return FakeBrowserWindowImpl.focused;
  }
  static fromWebContents(wc: FakeWebContentsImpl): FakeBrowserWindowImpl | null {
    return FakeBrowserWindowImpl.windows.find((w) => w.webContents === wc) ?? null;
  }

  options: Record<string, any>;
  webContents = new FakeWebContentsImpl();
  destroyed = false;
  visible = false;
  maximized = false;
  minimized = false;
  focusedCount = 0;
  bounds: Rect;

  constructor(options: Record<string, any>) {
    super();
    this.options = options;
    this.bounds = {
      x: options.x ?? 100,
      y: options.y ?? 100,
      width: options.width ?? 800,
      height: options.height ?? 600,
    };
    FakeBrowserWindowImpl.windows.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.webContents.url = url;
    return Promise.resolve();
  }
  show(): void {
    this.visible = true;
  }
  isVisible(): boolean {
    return this.visible;
  }
  focus(): void {
    this.focusedCount++;
  }
  maximize(): void {
    this.maximized = true;
    this.emit('maximize');
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  getNormalBounds(): Rect {
    return { ...this.bounds };
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Test helper: what the OS does when the user closes the window. */
  close(): void {
    this.emit('close');
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  paths: Record<string, string> = { userData: '/nonexistent' };
  locale = 'en-US';
  preferredLanguages: string[] = ['en-US'];
  version = '0.1.0';
  gotLock = true;
  quitCalls = 0;
  exitCode: number | null = null;
  sandboxEnabled = false;
  appUserModelId: string | null = null;
  private readyResolve!: () => void;
  private readyPromise = new Promise<void>((r) => (this.readyResolve = r));
  ready = false;

  /** Test helper: back to a fresh, not-yet-ready app. */
  reset(): void {
    this.removeAllListeners();
    this.isPackaged = false;
    this.paths = { userData: '/nonexistent' };
    this.locale = 'en-US';
    this.preferredLanguages = ['en-US'];
    this.gotLock = true;
    this.quitCalls = 0;
    this.exitCode = null;
    this.sandboxEnabled = false;
    this.ready = false;
    this.readyPromise = new Promise<void>((r) => (this.readyResolve = r));
  }

  getPath(name: string): string {
    return this.paths[name] ?? `/fake/${name}`;
  }
  setPath(name: string, value: string): void {
    this.paths[name] = value;
  }
  getAppPath(): string {
    return '/fake/app';
  }
  getVersion(): string {
    return this.version;
  }
  getLocale(): string {
    return this.locale;
  }
  getPreferredSystemLanguages(): string[] {
    return this.preferredLanguages;
  }
  enableSandbox(): void {
    this.sandboxEnabled = true;
  }
  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }
  requestSingleInstanceLock(): boolean {
    return this.gotLock;
  }
  whenReady(): Promise<void> {
    return this.readyPromise;
  }
  isReady(): boolean {
    return this.ready;
  }
  /** Test helper: Electron finished starting. */
  fireReady(): void {
    this.ready = true;
    this.readyResolve();
  }
  quit(): void {
    this.quitCalls++;
  }
  exit(code = 0): void {
    this.exitCode = code;
  }
}

export interface BuiltMenu {
  template: any[];
  popups: unknown[];
  popup(opts?: unknown): void;
}

type DialogAnswer = { canceled: boolean; filePath?: string; filePaths?: string[] };

function createFakes() {
  const app = new FakeApp();

  const ipcMain = {
    handlers: new Map<string, Listener>(),
    handle(channel: string, listener: Listener): void {
      if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      this.handlers.set(channel, listener);
    },
    removeHandler(channel: string): void {
      this.handlers.delete(channel);
    },
  };

  const protocol = {
    privileged: [] as unknown[],
    handlers: new Map<string, (request: Request) => Response | Promise<Response>>(),
    registerSchemesAsPrivileged(schemes: unknown[]): void {
      this.privileged.push(...schemes);
    },
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
      this.handlers.set(scheme, handler);
    },
  };

  const fakeSession = {
    permissionRequestHandler: null as Listener | null,
    permissionCheckHandler: null as Listener | null,
    devicePermissionHandler: null as Listener | null,
    setPermissionRequestHandler(h: Listener) {
      this.permissionRequestHandler = h;
    },
    setPermissionCheckHandler(h: Listener) {
      this.permissionCheckHandler = h;
    },
    setDevicePermissionHandler(h: Listener) {
      this.devicePermissionHandler = h;
    },
  };

  const shell = {
    opened: [] as string[],
    openExternal(url: string): Promise<void> {
      this.opened.push(url);
      return Promise.resolve();
    },
  };

  const Menu = {
    application: null as BuiltMenu | null,
    buildFromTemplate(template: any[]): BuiltMenu {
      return {
        template,
        popups: [],
        popup(opts?: unknown) {
          this.popups.push(opts ?? {});
        },
      };
    },
    setApplicationMenu(menu: BuiltMenu | null): void {
      this.application = menu;
    },
  };

  const dialog = {
    saveAnswers: [] as DialogAnswer[],
    openAnswers: [] as DialogAnswer[],
    saveCalls: [] as any[],
    openCalls: [] as any[],
    messageBoxes: [] as any[],
    errorBoxes: [] as Array<[string, string]>,
    showSaveDialog(...args: any[]): Promise<DialogAnswer> {
      this.saveCalls.push(args[args.length - 1]);
      return Promise.resolve(this.saveAnswers.shift() ?? { canceled: true });
    },
    showOpenDialog(...args: any[]): Promise<DialogAnswer> {
      this.openCalls.push(args[args.length - 1]);
      const a = this.openAnswers.shift() ?? { canceled: true, filePaths: [] };
      return Promise.resolve({ filePaths: [], ...a });
    },
    showMessageBox(...args: any[]): Promise<{ response: number }> {
      this.messageBoxes.push(args[args.length - 1]);
      return Promise.resolve({ response: 0 });
    },
    syncAnswers: [] as number[],
    showMessageBoxSync(...args: any[]): number {
      this.messageBoxes.push(args[args.length - 1]);
      return this.syncAnswers.shift() ?? 0;
    },
    showErrorBox(title: string, content: string): void {
      this.errorBoxes.push([title, content]);
    },
  };

  const screen = {
    displays: [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }],
    getAllDisplays() {
      return this.displays;
    },
  };

  const contextBridge = {
    exposed: {} as Record<string, unknown>,
    exposeInMainWorld(key: string, api: unknown): void {
      this.exposed[key] = api;
    },
  };

  const ipcRenderer = {
    listeners: new Map<string, Listener[]>(),
    invocations: [] as unknown[][],
    on(channel: string, listener: Listener) {
      this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
      return this;
    },
    invoke(channel: string, ...args: unknown[]): Promise<unknown> {
      this.invocations.push([channel, ...args]);
      return Promise.resolve({ ok: true, value: null });
    },
    /** Test helper: main sends `args` on `channel` (listeners get an event object first, as in Electron). */
    emit(channel: string, ...args: unknown[]): void {
      for (const l of this.listeners.get(channel) ?? []) l({ sender: 'IpcRendererEvent' }, ...args);
    },
  };

  return {
    app,
    ipcMain,
    protocol,
    fakeSession,
    session: { defaultSession: fakeSession },
    shell,
    Menu,
    dialog,
    screen,
    nativeTheme: { shouldUseDarkColors: false },
    contextBridge,
    ipcRenderer,
    FakeBrowserWindow: FakeBrowserWindowImpl,
    FakeWebContents: FakeWebContentsImpl,
  };
}

/**
 * One instance per test process, kept on globalThis: `vi.resetModules()` (used to re-run
 * electron/main/index.ts) re-evaluates this file and the mock factory, and every copy must share
 * the state the tests look at.
 */
const fakes: ReturnType<typeof createFakes> = ((globalThis as any).__deckhandFakeElectron ??= createFakes());

export const {
  app,
  ipcMain,
  protocol,
  fakeSession,
  session,
  shell,
  Menu,
  dialog,
  screen,
  nativeTheme,
  contextBridge,
  ipcRenderer,
} = fakes;
export const FakeBrowserWindow = fakes.FakeBrowserWindow;
export type FakeBrowserWindow = FakeBrowserWindowImpl;
export const FakeWebContents = fakes.FakeWebContents;
export type FakeWebContents = FakeWebContentsImpl;

/** Everything `import … from 'electron'` can see in the code under test: the modules, not the test handles. */
const { fakeSession: _session, FakeBrowserWindow: _window, FakeWebContents: _contents, ...modules } = fakes;
export const electron = { ...modules, BrowserWindow: FakeBrowserWindow };

export function resetFakes(): void {
  FakeBrowserWindow.windows = [];
  FakeBrowserWindow.focused = null;
  app.reset();
  ipcMain.handlers.clear();
  protocol.handlers.clear();
  protocol.privileged = [];
  fakeSession.permissionRequestHandler = null;
  fakeSession.permissionCheckHandler = null;
  fakeSession.devicePermissionHandler = null;
  Menu.application = null;
  dialog.saveAnswers = [];
  dialog.openAnswers = [];
  dialog.saveCalls = [];
  dialog.openCalls = [];
  dialog.messageBoxes = [];
  dialog.errorBoxes = [];
  shell.opened = [];
  screen.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }];
  contextBridge.exposed = {};
  ipcRenderer.listeners.clear();
  ipcRenderer.invocations = [];
}
