import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startHost, type HostKind } from '../host';

/**
 * What a screenshot tool runs on: the output folder (first command-line argument, else
 * `defaultOut`), a fresh data folder with the web host on it (`kind` 'fixture': with the test-only
 * fixture game) and a headless Chromium. `close` closes the browser, stops the host and removes
 * the data folder.
 */
export async function openShotSession(defaultOut: string, tmpPrefix: string, kind: HostKind = 'app') {
  const outDir = path.resolve(process.argv[2] ?? defaultOut);
  fs.mkdirSync(outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const host = await startHost(dataDir, { kind });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return {
    outDir,
    dataDir,
    host,
    browser,
    /** `<outDir>/<name>.png` of the page, animations off. */
    shot: (page: Page, name: string, fullPage = false) =>
      page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled', fullPage }),
    async close(): Promise<void> {
      await browser.close();
      await host.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
