/**
 * Screenshots of the real app for a human to look at (not a test):
 *   npx tsx test/e2e/tools/screenshots.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startHost } from '../host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const outDir = path.resolve(process.argv[2] ?? 'test-results/screens');
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-shots-'));
const host = await startHost(dataDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const locale of ['en', 'tr', 'de', 'hu']) {
      if (scheme === 'dark' && locale !== 'en') continue;
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale,
        colorScheme: scheme,
      });
      const page = await context.newPage();
      page.on('console', (m) => m.type() === 'error' && console.error(`[${locale}] console: ${m.text()}`));
      page.on('pageerror', (e) => console.error(`[${locale}] pageerror: ${e.message}`));
      await page.goto(host.url);
      await page.getByTestId('home-save-name').waitFor();
      const suffix = scheme === 'dark' ? `${locale}-dark` : locale;
      await page.screenshot({ path: path.join(outDir, `home-${suffix}.png`), animations: 'disabled' });
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('backup-row').first().waitFor();
      // The page scrolls inside <main>, so a taller window shows all of it.
      await page.setViewportSize({ width: 1280, height: 1000 });
      await page.screenshot({ path: path.join(outDir, `settings-${suffix}.png`), animations: 'disabled' });
      await page.setViewportSize({ width: 1280, height: 800 });
      if (locale === 'en' && scheme === 'light') {
        await page.getByTestId('save-open').click();
        await page.getByTestId('dialog-open').getByRole('button', { name: 'Open' }).first().waitFor();
        await page.screenshot({ path: path.join(outDir, `open-dialog-${suffix}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await page.getByTestId('save-new').click();
        await page.getByTestId('name-input').fill('bad/name');
        await page.getByTestId('name-submit').click();
        await page.getByText('A name cannot contain').waitFor();
        await page.screenshot({ path: path.join(outDir, `new-dialog-${suffix}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await page.getByTestId('backup-restore').first().click();
        await page.getByRole('button', { name: 'Restore', exact: true }).waitFor();
        await page.screenshot({ path: path.join(outDir, `restore-confirm-${suffix}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
      }
      await context.close();
    }
  }
  // The start-up problem: the save file is damaged.
  await host.stop();
  const file = path.join(dataDir, 'saves', 'Deckhand.deckhand');
  fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, 0x5a));
  const damaged = await startHost(dataDir);
  for (const locale of ['en', 'tr']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.goto(damaged.url);
    await page.getByTestId('save-problem').waitFor();
    await page.screenshot({ path: path.join(outDir, `problem-${locale}.png`), animations: 'disabled' });
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('backup-row').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.screenshot({ path: path.join(outDir, `problem-settings-${locale}.png`), animations: 'disabled' });
    await context.close();
  }
  await damaged.stop();
} finally {
  await browser.close();
  await host.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`screenshots in ${outDir}`);
