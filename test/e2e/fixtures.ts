import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { startHost, type HostKind, type RunningHost } from './host';
import { DeckhandApp } from './pages/app';

/**
 * `expect.poll`'s intervals for "the app has answered a click": the default (100, 250, 500, 1000 ms) waits ~0.85 s
 * for an answer that takes ~0.3 s, and a game test waits so after every move.
 */
export const QUICK_POLL = { intervals: [50, 100, 200] };

export interface HostHandle {
  /** The current host's URL with its token (changes on restart). */
  readonly url: string;
  /** The origin without the token, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** The API secret of the current host (for calls from the test itself). */
  readonly token: string;
  readonly dataDir: string;
}

interface Options {
  /**
   * Which host to start: the app as shipped (default) or the same host with the test-only fixture
   * game (`test.use({ hostKind: 'fixture' })`, for saved-game tests).
   */
  hostKind: HostKind;
}

interface Fixtures {
  host: HostHandle;
  /**
   * Stop the host and start a new one on the same data folder ("quit and reopen the app").
   * The page is sent to about:blank first so nothing talks to the dead host; open `host.url` after.
   */
  restartHost: (opts?: { whileStopped?: () => Promise<void> | void }) => Promise<void>;
  /** Page object of the app, already opened on the host's URL. */
  app: DeckhandApp;
  /** Console errors and page errors seen so far (the fixture fails the test if any remain). */
  consoleErrors: string[];
}

export const test = base.extend<Options & Fixtures & { _running: { current: RunningHost } }>({
  hostKind: ['app', { option: true }],

  _running: async ({ hostKind }, use, testInfo) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `deckhand-e2e-${testInfo.workerIndex}-`));
    const running = { current: await startHost(dataDir, { kind: hostKind }) };
    try {
      await use(running);
    } finally {
      await running.current.stop();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('host-output', { body: running.current.output(), contentType: 'text/plain' });
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },

  host: async ({ _running }, use) => {
    await use({
      get url() {
        return _running.current.url;
      },
      get origin() {
        return _running.current.origin;
      },
      get token() {
        return new URL(_running.current.url).searchParams.get('token') ?? '';
      },
      get dataDir() {
        return _running.current.dataDir;
      },
    });
  },

  restartHost: async ({ _running, page }, use) => {
    await use(async (opts = {}) => {
      await page.goto('about:blank');
      await _running.current.stop();
      await opts.whileStopped?.();
      _running.current = await startHost(_running.current.dataDir, { kind: _running.current.kind });
    });
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (m.type() === 'error') errors.push(`console.error: ${m.text()} (${m.location().url})`);
    };
    const onPageError = (e: Error) => errors.push(`pageerror: ${e.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(errors);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(errors, 'the page logged errors').toEqual([]);
  },

  app: async ({ page, host, consoleErrors }, use) => {
    void consoleErrors; // listen from the very first navigation
    const app = new DeckhandApp(page, () => host.url);
    await app.open();
    await use(app);
  },
});

/** Every test gets the console-error rule, even one that does not use `app`. */
test.beforeEach(async ({ consoleErrors }) => {
  void consoleErrors;
});

export { expect };
export type { Page };
