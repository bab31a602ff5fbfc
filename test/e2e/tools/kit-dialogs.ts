/**
 * Two kit dialogs in German at 1024×700 for a human to look at (not a test):
 *   npx tsx test/e2e/tools/kit-dialogs.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { startHost } from '../host';

const outDir = path.resolve(process.argv[2] ?? 'test-results/screens');
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-shots-'));
const host = await startHost(dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 700 }, locale: 'de' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
  await page.goto(host.url);
  await page.getByTestId('home-save-name').waitFor();
  // The name dialog, with a refused name.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('save-new').click();
  await page.getByTestId('name-input').fill('bad/name');
  await page.getByTestId('name-submit').click();
  await page.getByTestId('dialog-new').locator('.n-form-item-feedback').first().waitFor();
  await page.screenshot({ path: path.join(outDir, 'kit-new-save-de.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  // The new-campaign dialog.
  await page.getByTestId('nav-campaigns').click();
  await page.getByTestId('campaigns-new').click();
  await page.getByTestId('dialog-new-campaign').getByTestId('definition-option').first().waitFor();
  await page.screenshot({ path: path.join(outDir, 'kit-new-campaign-de.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await page.getByTestId('dialog-new-campaign').waitFor({ state: 'hidden' });
  await page.screenshot({ path: path.join(outDir, 'kit-campaigns-list-de.png'), animations: 'disabled' });
  await context.close();
} finally {
  await browser.close();
  await host.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`screenshots in ${outDir}`);
