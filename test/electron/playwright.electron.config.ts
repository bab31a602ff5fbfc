import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Electron smoke tests (Playwright `_electron`). Not part of `npm test`: the main config's testDir
 * is test/e2e. They skip themselves when the Electron binary is absent (our offline build machines),
 * and run on release machines after `npm ci` with the binary:
 *
 *   npx @electron/rebuild -f -w better-sqlite3        # native module for Electron's ABI
 *   xvfb-run --auto-servernum --server-args="-screen 0 1280x960x24" \
 *     npx playwright test -c test/electron/playwright.electron.config.ts   # Linux (needs a display)
 *   npx playwright test -c test/electron/playwright.electron.config.ts     # Windows, macOS
 *   npm rebuild better-sqlite3                         # back to the Node ABI for Vitest
 *
 * To smoke-test a packaged build instead of this checkout, set DECKHAND_ELECTRON_EXECUTABLE to the
 * installed executable (e.g. release/0.1.0/linux-unpacked/deckhand).
 */
export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  globalSetup: path.join(here, 'global-setup.ts'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(here, '../../test-results/electron'),
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
