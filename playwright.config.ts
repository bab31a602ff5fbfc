import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/chromium';

/**
 * End-to-end tests of the real renderer against the real backend through the loopback web host,
 * in Debian's Chromium. Each test starts its own host on a fresh data folder (test/e2e/fixtures.ts).
 * The renderer must be built first: `npm run test:e2e` runs scripts/ensure-renderer.mjs.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: 'list',
  // sized for a slow shared 2-core machine: on 28 Nov 2026 the suite took 32–38 minutes here with two workers (load
  // ~10, each test keeps both cores busy), and tests that pass in 25 s alone ran past 60 s
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // the app ends its transitions at once for people who ask for less motion; the suite asks too, so each click
    // paints a few frames instead of a transition's worth (measured: the suite took 25 % less time)
    reducedMotion: 'reduce',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
});
