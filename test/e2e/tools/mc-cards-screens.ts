/**
 * Screenshots of the Marvel Champions card browser for a human to look at (not a test):
 *   npx tsx test/e2e/tools/mc-cards-screens.ts [outDir] [dataSetFolder]
 * Imports the invented fixture data set (or the given MarvelCDB folder) through the UI.
 * Builds nothing: run `npm run build:renderer` first.
 */
import { openShotSession } from './session';
import { writeMcFixture } from '../mc-fixture';

const { outDir, dataDir, host, browser, shot, close } = await openShotSession(
  'test-results/screens-mc',
  'deckhand-mc-shots-',
);
const dataSet = process.argv[3] ?? writeMcFixture(dataDir);
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en',
    colorScheme: 'light',
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.error(`console: ${m.text()}`));
  page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
  await page.goto(host.url);
  await page.getByTestId('nav-mc-cards').click();
  await page.getByTestId('catalog-empty').waitFor();
  await shot(page, '01-empty');
  await page.getByTestId('import-path').fill(dataSet);
  await page.getByTestId('import-path-submit').click();
  await page.getByTestId('card-results').waitFor({ timeout: 60_000 });
  await page.getByTestId('card-option').first().waitFor();
  await shot(page, '02-grid');
  await page.getByTestId('card-view-list').click();
  await page.getByTestId('card-option').first().waitFor();
  await shot(page, '03-list');
  await page.getByTestId('card-view-grid').click();
  await page.getByTestId('filters-toggle').click();
  await shot(page, '04-filters');
  await page.getByTestId('card-search').fill('t:hero');
  await page.waitForTimeout(600);
  await page.getByTestId('card-option').first().click();
  await page.getByTestId('card-detail-name').waitFor();
  await page.waitForTimeout(400);
  await shot(page, '05-detail');
  await page.keyboard.press('Escape');
  await page.getByTestId('search-help-open').click();
  await page.getByTestId('search-help').waitFor();
  await shot(page, '06-help');
  await page.keyboard.press('Escape');
  await page.getByTestId('card-search').fill('c:zz foo:bar');
  await page.waitForTimeout(600);
  await shot(page, '07-problems');
  await page.getByTestId('card-data-open').click();
  await page.getByTestId('card-data').waitFor();
  await page.getByTestId('card-data-report-toggle').click();
  await page.waitForTimeout(400);
  await shot(page, '08-card-data');
  await context.close();

  const dark = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de', colorScheme: 'dark' });
  const p2 = await dark.newPage();
  await p2.goto(host.url);
  await p2.getByTestId('nav-mc-cards').click();
  await p2.getByTestId('card-option').first().waitFor();
  await shot(p2, '09-grid-dark-de');
  await p2.getByTestId('card-search').fill('');
  await p2.getByTestId('card-search').fill('nachtschwalbe');
  await p2.waitForTimeout(600);
  await p2.getByTestId('card-option').first().click();
  await p2.getByTestId('card-detail-name').waitFor();
  await p2.waitForTimeout(400);
  await shot(p2, '10-detail-dark-de');
  await dark.close();
} finally {
  await close();
}
console.log(`screenshots in ${outDir}`);
