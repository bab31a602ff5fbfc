import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { electronForTests, ROOT, SKIP_REASON } from './electron-binary';

/**
 * Smoke tests of the real desktop app: window, preload bridge, IPC round trip, security settings.
 * Skipped where the Electron binary is absent (detected without requiring 'electron').
 * Run: npx playwright test -c test/electron/playwright.electron.config.ts (xvfb-run on Linux).
 */
const binary = electronForTests();
test.skip(!binary, SKIP_REASON);

let app: ElectronApplication;
let page: Page;
let dataDir: string;
const pageErrors: string[] = [];

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-electron-'));
  const env = { ...process.env, DECKHAND_USER_DATA_DIR: dataDir } as Record<string, string>;
  delete env.ELECTRON_RUN_AS_NODE;
  app = await electron.launch({
    // From this checkout Playwright finds the binary through the electron package (it exists,
    // so nothing is downloaded); a packaged build is launched directly.
    ...(binary!.packaged ? { executablePath: binary!.executable, args: [] } : { args: [ROOT] }),
    cwd: ROOT,
    env,
    locale: 'en-US',
  });
  page = await app.firstWindow();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.waitForLoadState('domcontentloaded');
});

test.afterAll(async () => {
  await app?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the window opens on app://deckhand with the title', async () => {
  await expect(page).toHaveTitle(/Deckhand/);
  expect(page.url()).toMatch(/^app:\/\/deckhand\//);
  await expect
    .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible() ?? false))
    .toBe(true);
  expect(await app.evaluate(({ app: a }) => a.getName())).toBe('Deckhand');
});

test('window.deckhand offers only invoke and on, and no Node reaches the page', async () => {
  const shape = await page.evaluate(() => {
    const w = window as any;
    return {
      keys: Object.keys(w.deckhand).sort(),
      invoke: typeof w.deckhand.invoke,
      on: typeof w.deckhand.on,
      require: typeof w.require,
      process: typeof w.process,
      ipcRenderer: typeof w.ipcRenderer,
      electron: typeof w.electron,
    };
  });
  expect(shape).toEqual({
    keys: ['invoke', 'on'],
    invoke: 'function',
    on: 'function',
    require: 'undefined',
    process: 'undefined',
    ipcRenderer: 'undefined',
    electron: 'undefined',
  });
});

test('app.info makes the round trip over IPC', async () => {
  const info = await page.evaluate(() => (window as any).deckhand.invoke('app.info', {}));
  expect(info.ok).toBe(true);
  expect(info.value.dataDir).toBe(path.resolve(dataDir));
  expect(info.value.save?.name).toBe('Deckhand');
  const bad = await page.evaluate(() => (window as any).deckhand.invoke('nope.nothing', {}));
  expect(bad).toEqual({ ok: false, error: { code: 'unknown_method', params: { method: 'nope.nothing' } } });
});

test('pushed events reach listeners with the payload only', async () => {
  const received = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve) => {
        const d = (window as any).deckhand;
        const off = d.on('settings.changed', (...args: unknown[]) => {
          off();
          resolve(args);
        });
        void d.invoke('settings.set', { key: 'theme', value: 'dark' });
      }),
  );
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ settings: { theme: 'dark' } });
  expect(
    await page.evaluate(() => {
      try {
        (window as any).deckhand.on('not.an.event', () => {});
        return 'accepted';
      } catch {
        return 'refused';
      }
    }),
  ).toBe('refused');
});

test('the window runs with the hardened web preferences', async () => {
  // getLastWebPreferences() is Electron's (undocumented, untyped) record of what the renderer got.
  const prefs = await app.evaluate(({ BrowserWindow }) => {
    const contents = BrowserWindow.getAllWindows()[0].webContents as unknown as {
      getLastWebPreferences?: () => Record<string, unknown> | null;
    };
    return contents.getLastWebPreferences?.() ?? null;
  });
  expect(prefs, 'webContents.getLastWebPreferences() is missing in this Electron').not.toBeNull();
  expect(prefs).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    spellcheck: false,
  });
  expect(String(prefs?.preload)).toMatch(/preload[\\/]index\.cjs$/);
});

test('the renderer is served with the CSP and nothing outside out/renderer', async () => {
  const r = await page.evaluate(async () => {
    const index = await fetch('/index.html');
    const outside = await fetch('/%2E%2E%2F%2E%2E%2Fpackage.json');
    return { csp: index.headers.get('content-security-policy'), outside: outside.status };
  });
  expect(r.csp).toContain("default-src 'self'");
  expect(r.csp).toContain("script-src 'self'");
  expect([403, 404]).toContain(r.outside);
});

test('navigation away from the app and new windows are refused', async () => {
  await page.evaluate(() => {
    window.location.href = 'https://example.com/';
  });
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/^app:\/\/deckhand\//);
  // file: is never handed to the OS (http(s) would open the user's browser, so not used here).
  expect(await page.evaluate(() => window.open('file:///etc/hosts') === null)).toBe(true);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});

test('no errors in the page', async () => {
  expect(pageErrors).toEqual([]);
});
