/**
 * Two kit dialogs in German at 1024×700 for a human to look at (not a test):
 *   npx tsx test/e2e/tools/kit-dialogs.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import { openShotSession } from './session';

const { outDir, host, browser, shot, close } = await openShotSession('test-results/screens', 'deckhand-shots-');
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
  await shot(page, 'kit-new-save-de');
  await page.keyboard.press('Escape');
  // The new-campaign dialog.
  await page.getByTestId('nav-campaigns').click();
  await page.getByTestId('campaigns-new').click();
  await page.getByTestId('dialog-new-campaign').getByTestId('definition-option').first().waitFor();
  await shot(page, 'kit-new-campaign-de');
  await page.keyboard.press('Escape');
  await page.getByTestId('dialog-new-campaign').waitFor({ state: 'hidden' });
  await shot(page, 'kit-campaigns-list-de');
  await context.close();
} finally {
  await close();
}
console.log(`screenshots in ${outDir}`);
