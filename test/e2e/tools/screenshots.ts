/**
 * Screenshots of the real app for a human to look at (not a test):
 *   npx tsx test/e2e/tools/screenshots.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import { openShotSession } from './session';
import fs from 'node:fs';
import path from 'node:path';
import { startHost } from '../host';

const { outDir, dataDir, host, browser, shot, close } = await openShotSession(
  'test-results/screens',
  'deckhand-shots-',
);
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
      await shot(page, `home-${suffix}`);
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('backup-row').first().waitFor();
      // The page scrolls inside <main>, so a taller window shows all of it.
      await page.setViewportSize({ width: 1280, height: 1000 });
      await shot(page, `settings-${suffix}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (locale === 'en' && scheme === 'light') {
        await page.getByTestId('save-open').click();
        await page.getByTestId('dialog-open').getByRole('button', { name: 'Open' }).first().waitFor();
        await shot(page, `open-dialog-${suffix}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('save-new').click();
        await page.getByTestId('name-input').fill('bad/name');
        await page.getByTestId('name-submit').click();
        await page.getByText('A name cannot contain').waitFor();
        await shot(page, `new-dialog-${suffix}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('backup-restore').first().click();
        await page.getByRole('button', { name: 'Restore', exact: true }).waitFor();
        await shot(page, `restore-confirm-${suffix}`);
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
    await shot(page, `problem-${locale}`);
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('backup-row').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 1100 });
    await shot(page, `problem-settings-${locale}`);
    await context.close();
  }
  await damaged.stop();
} finally {
  await close();
}
console.log(`screenshots in ${outDir}`);
