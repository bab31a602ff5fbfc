import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';

/**
 * War of the Ring's boxes in the collection (issue 15 §4): from the menu, add the base box, open it
 * as a checklist, mark 2 Gondor regulars missing and 1 damaged (typed and with the + button), see the
 * totals, have a count above the box's refused with its reason, reload and find it all kept.
 * Screenshots at 1024×700 in English and Hungarian go to SHOTS.
 */
const SHOTS = process.env.WOTR_SHOTS ?? path.resolve('test-results', 'wotr-collection');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

test('the War of the Ring base box checked piece by piece: 2 Gondor regulars missing, 1 damaged, kept after a reload', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });

  await page.getByTestId('nav-wotr-collection').click();
  await expect(page.getByTestId('wotr-collection')).toBeVisible();
  await expect(page.getByTestId('box-empty')).toBeVisible();

  // add the base box (the select lists the base game and the three expansions)
  await page.getByTestId('box-add-kind').click();
  const options = page.locator('.n-base-select-option');
  await expect(options).toHaveCount(4);
  await options.filter({ hasText: 'War of the Ring (second edition)' }).click();
  await page.getByTestId('box-add').click();
  const box = page.getByTestId('box-base');
  await expect(box).toBeVisible();
  // 205 figures, 110 cards, 21 dice, 24 tiles, 52 counters, board, rulebook, 2 player aids
  await expect(box.getByTestId('box-totals')).toHaveText('416 pieces · complete');

  // a single new box opens as a checklist at once; Gondor's figures sit under Gondor
  const gondor = box.getByTestId('box-line-gondor-regular');
  await expect(gondor).toContainText('Gondor – regular units');
  await expect(gondor.getByTestId('box-line-count')).toHaveText('15');
  await expect(box.locator('caption').filter({ hasText: /^\s*Gondor\s*$/ })).toBeVisible();

  // 2 missing, typed; 1 damaged with the + button
  const missing = page.getByLabel('Missing: Gondor – regular units', { exact: true });
  await missing.fill('2');
  await missing.press('Enter');
  await expect(box.getByTestId('box-totals')).toHaveText('416 pieces · 2 pieces missing');
  await page.getByRole('button', { name: 'More – Damaged: Gondor – regular units' }).click();
  await expect(box.getByTestId('box-totals')).toHaveText('416 pieces · 2 pieces missing · 1 damaged');

  // more than the box holds is refused with the reason, nothing changes
  const damaged = page.getByLabel('Damaged: Gondor – regular units', { exact: true });
  await damaged.fill('20');
  await damaged.press('Enter');
  await expect(gondor.getByTestId('box-line-refusal')).toHaveText('The box holds only 15: 20 is too many.');
  await expect(box.getByTestId('box-totals')).toHaveText('416 pieces · 2 pieces missing · 1 damaged');
  await expect(page.getByLabel('Damaged: Gondor – regular units', { exact: true })).toHaveValue('1');
  await gondor.evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shot(page, 'en-1024x700');

  // reload: the marks are in the save file
  await app.reload();
  await expect(page.getByTestId('wotr-collection')).toBeVisible();
  const again = page.getByTestId('box-base');
  await expect(again.getByTestId('box-totals')).toHaveText('416 pieces · 2 pieces missing · 1 damaged');
  await again.getByTestId('box-toggle').click();
  await expect(page.getByLabel('Missing: Gondor – regular units', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Damaged: Gondor – regular units', { exact: true })).toHaveValue('1');

  // in Hungarian
  await app.gotoSettings();
  await expect(app.languageSelect).toContainText('English');
  await app.chooseLanguage('hu');
  await page.getByTestId('nav-wotr-collection').click();
  const hu = page.getByTestId('box-base');
  await expect(hu.getByTestId('box-totals')).toHaveText('416 darab · 2 darab hiányzik · 1 sérült');
  await hu.getByTestId('box-toggle').click();
  await expect(page.getByLabel('Hiányzik: Gondor – reguláris egységek', { exact: true })).toHaveValue('2');
  await shot(page, 'hu-1024x700');
});
