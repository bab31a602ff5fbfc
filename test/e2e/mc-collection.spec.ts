import fs from 'node:fs';
import path from 'node:path';
import { nightjarDeck } from '../fixtures/marvel-champions/decks';
import { expect, test, type Page } from './fixtures';
import { apiCall, importFixtureCatalog } from './mc-data';

/**
 * The Marvel Champions physical collection (issue 4 §3, ARCHITECTURE §5) in the real app: products,
 * copies and their attributes, owned / in decks / free, CSV export and import with an edited
 * column map and its report, and a deck's printable pull list.
 */
const GAME = 'marvel-champions';
const SHOTS = path.resolve('test-results/mc-collection-shots');

/** A picture of the whole page for a human to look at (the page scrolls inside <main>: grow the window). */
async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const height = await page.evaluate(() => (document.querySelector('main')?.scrollHeight ?? 0) + 60);
  if (height > size.height) await page.setViewportSize({ width: size.width, height: Math.min(height, 4000) });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
  await page.setViewportSize(size);
}

/** Pick an option of a naive-ui select by its visible text. */
async function choose(
  page: Page,
  select: ReturnType<Page['getByTestId']>,
  option: string | RegExp,
  type?: string,
): Promise<void> {
  await select.click();
  if (type) await page.keyboard.type(type);
  await page.locator('.n-base-select-option').filter({ hasText: option }).first().click();
}

interface Summary {
  owned: number;
  copies: number;
}

test('collection: two Core Sets, a copy moved and one missing, a loose copy, CSV round trip with a changed column map, a built deck’s pull list', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(240_000);
  await importFixtureCatalog(host);
  await page.getByTestId('nav-mc-collection').click();
  await expect(page.getByTestId('collection-summary')).toBeVisible();
  await expect(page.getByTestId('collection-empty')).toBeVisible();

  // ---- two Core Sets as one product added twice
  await page.getByTestId('collection-tab-products').click();
  await choose(page, page.getByTestId('product-pack'), /^Ember Core/, 'Ember');
  await page.getByTestId('product-count').locator('input').fill('2');
  await page.getByTestId('product-location').locator('input').fill('Box 1');
  await page.getByTestId('product-add').click();
  await expect(page.getByTestId('product-row')).toHaveCount(2);
  const afterProducts = await apiCall<Summary>(host, 'collection.summary', { game: GAME });
  expect(afterProducts.owned).toBeGreaterThan(100);
  await expect(page.getByTestId('summary-owned').locator('dd')).toHaveText(afterProducts.owned.toLocaleString('en-US'));
  await expect(page.getByTestId('summary-products').locator('dd')).toHaveText('2');
  await shot(page, 'products');

  // ---- per-card counts: Hush Step is 3 per Core Set
  await page.getByTestId('collection-tab-cards').click();
  await page.getByTestId('counts-search').locator('input').fill('hush');
  const hush = page.locator('[data-testid="count-row"][data-code="90003"]');
  await expect(hush.getByTestId('count-owned')).toHaveText('6');
  await expect(hush.getByTestId('count-free')).toHaveText('6');
  await expect(page.getByTestId('count-row')).toHaveCount(1);
  await shot(page, 'cards');

  // ---- the copies of one card: move one to a binder, mark one missing
  await hush.getByTestId('count-card').click();
  const drawer = page.getByTestId('copies-drawer');
  await expect(drawer.getByTestId('copy-row')).toHaveCount(6);
  await drawer.getByTestId('copy-row').nth(0).getByTestId('copy-edit').click();
  const edit = page.getByTestId('dialog-copy-edit');
  await edit.getByTestId('copy-location').locator('input').fill('Binder A');
  await edit.getByTestId('copy-edit-save').click();
  await expect(edit).toBeHidden();
  await expect(drawer.getByTestId('copy-location-cell').filter({ hasText: 'Binder A' })).toHaveCount(1);

  await drawer.getByTestId('copy-row').nth(1).locator('.n-checkbox').click();
  await expect(drawer.getByTestId('copies-selected')).toHaveText('1 selected');
  await drawer.getByTestId('copies-mark-missing').click();
  await expect(drawer.locator('[data-testid="copy-row"][data-status="missing"]')).toHaveCount(1);
  await expect(drawer.getByTestId('copies-counts')).toContainText('Missing: 1');

  // ---- a loose copy (a promo) of the same card
  await drawer.getByTestId('copies-add').click();
  const add = page.getByTestId('dialog-add-copies');
  await expect(add.getByTestId('add-copies-card')).toContainText('Hush Step');
  await add.getByTestId('copy-variant').locator('input').fill('promo');
  await add.getByTestId('add-copies-submit').click();
  await expect(add).toBeHidden();
  await expect(drawer.getByTestId('copy-row')).toHaveCount(7);
  await shot(page, 'copies');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hush.getByTestId('count-owned')).toHaveText('6');
  await expect(hush.getByTestId('count-missing')).toHaveText('1');

  // ---- the tag filter (any of the chosen tags, selected by the backend) counts and opens only tagged copies
  const hushOk = await apiCall<{ copies: Array<{ id: number }> }>(host, 'collection.copies', {
    game: GAME,
    cardCode: '90003',
    status: 'ok',
    limit: 100,
  });
  await apiCall(host, 'collection.updateCopies', {
    game: GAME,
    ids: hushOk.copies.slice(0, 2).map((x) => x.id),
    patch: { tags: ['trade'] },
  });
  await choose(page, page.getByTestId('counts-tag'), 'trade');
  await page.keyboard.press('Escape'); // a multiple select stays open after a pick
  await expect(page.getByTestId('count-row')).toHaveCount(1);
  await expect(hush.getByTestId('count-owned')).toHaveText('2');
  await hush.getByTestId('count-card').click();
  await expect(drawer.getByTestId('copy-row')).toHaveCount(2);
  await expect(drawer.getByTestId('copies-filtered')).toContainText('trade');
  await expect(drawer.getByTestId('copies-counts')).toContainText('Owned: 2');
  // the drawer's own filter: cleared, every copy of the card is back
  await drawer.getByTestId('copies-tags').locator('.n-tag__close').click();
  await expect(drawer.getByTestId('copy-row')).toHaveCount(7);
  await expect(drawer.getByTestId('copies-filtered')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByTestId('counts-tag').locator('.n-tag__close').click();
  await expect(hush.getByTestId('count-owned')).toHaveText('6');

  // ---- the location filter counts only the copies stored there
  await page.getByTestId('counts-search').locator('input').fill('');
  await choose(page, page.getByTestId('counts-location'), 'Binder A');
  await expect(page.getByTestId('count-row')).toHaveCount(1);
  await expect(hush.getByTestId('count-owned')).toHaveText('1');

  // ---- CSV export, then import it back with a renamed column mapped by hand
  await page.getByTestId('collection-tab-csv').click();
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const exported = fs.readFileSync(await file.path(), 'utf8');
  const lines = exported
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  expect(lines[0]).toContain('Location');
  // Only the Binder A row comes back; its location column is renamed so the guess cannot find it.
  const binder = lines.find((l) => l.includes('Binder A'))!;
  const csv = [
    lines[0].replace('Location', 'Shelf'),
    binder.replace('Binder A', 'Binder B'),
    '1,Nonexistent Card,,,,,,,,,,',
    'lots,Hush Step,,,,,,,,,,',
  ].join('\n');
  await page.getByTestId('csv-paste').locator('textarea').fill(csv);
  await page.getByTestId('csv-check').click();
  const shelf = page.locator('[data-testid="csv-column"][data-header="Shelf"]');
  await expect(shelf).toHaveAttribute('data-field', 'ignore');
  const report = page.getByTestId('csv-report');
  await expect(report.getByTestId('csv-report-rows')).toHaveText('3 rows read');
  await expect(report.locator('[data-testid="csv-problem"][data-code="csv.unknownCard"]')).toContainText(
    'No card matches the name “Nonexistent Card”.',
  );
  await expect(report.locator('[data-testid="csv-problem"][data-code="csv.unknownCard"]')).toHaveAttribute(
    'data-row',
    '3',
  );
  await expect(report.locator('[data-testid="csv-problem"][data-code="csv.badQuantity"]')).toHaveAttribute(
    'data-row',
    '4',
  );
  await expect(page.locator('[data-testid="csv-warning"][data-code="csv.unknownColumn"]')).toContainText('“Shelf”');
  await shot(page, 'csv-preview');

  await choose(page, shelf.getByTestId('csv-column-field'), 'Storage location', 'Stor');
  await expect(shelf).toHaveAttribute('data-field', 'location');
  await expect(page.getByTestId('csv-stale')).toBeVisible();
  await expect(page.getByTestId('csv-import')).toBeDisabled();
  await page.getByTestId('csv-recheck').click();
  await expect(page.getByTestId('csv-stale')).toBeHidden();
  await expect(page.locator('[data-testid="csv-warning"][data-code="csv.unknownColumn"]')).toHaveCount(0);
  await page.getByTestId('csv-import').click();
  const done = page.locator('[data-testid="csv-report"][data-dry-run="false"]');
  await expect(done.getByTestId('csv-report-imported')).toHaveText('1 copy imported');
  await expect(done.getByTestId('csv-report-skipped')).toHaveText('2 copies not carried');
  await shot(page, 'csv-done');
  const imported = await apiCall<{ total: number; copies: Array<{ location: string }> }>(host, 'collection.copies', {
    game: GAME,
    location: 'Binder B',
  });
  expect(imported.total).toBe(1);

  // ---- two columns with the same header: shown with their numbers, mapped apart
  await page.getByTestId('csv-paste').locator('textarea').fill(['Count,Name,Name', '2,Hush Step,Binder C'].join('\n'));
  await page.getByTestId('csv-check').click();
  const second = page.locator('[data-testid="csv-column"][data-column="3"]');
  await expect(page.locator('[data-testid="csv-column"][data-column="2"]').getByTestId('csv-column-name')).toHaveText(
    'Name (column 2)',
  );
  await expect(second.getByTestId('csv-column-name')).toHaveText('Name (column 3)');
  await expect(page.getByTestId('csv-duplicate-fields')).toBeVisible();
  await choose(page, second.getByTestId('csv-column-field'), 'Storage location', 'Stor');
  await expect(second).toHaveAttribute('data-field', 'location');
  await expect(page.locator('[data-testid="csv-column"][data-column="2"]')).toHaveAttribute('data-field', 'name');
  await page.getByTestId('csv-recheck').click();
  await page.getByTestId('csv-import').click();
  await expect(
    page.locator('[data-testid="csv-report"][data-dry-run="false"]').getByTestId('csv-report-imported'),
  ).toHaveText('2 copies imported');
  expect(
    (await apiCall<{ total: number }>(host, 'collection.copies', { game: GAME, location: 'Binder C' })).total,
  ).toBe(2);

  // ---- a deck (made through the API: the deck builder is not under test here), built from the pull list
  const deck = await apiCall<{ id: string }>(host, 'decks.create', {
    game: GAME,
    name: 'Night patrol',
    ...nightjarDeck(),
  });
  await page.goto(`${host.url}#/mc/decks/${deck.id}/pull`);
  await app.ready();
  await expect(page.locator('main h1')).toHaveText('Pull list: Night patrol');
  await expect(page.getByTestId('pull-built')).toHaveAttribute('data-built', 'false');
  await expect(page.getByTestId('pull-line').first()).toBeVisible();
  // Box 1 first, then Binder A: sorted by location as the backend sorts it
  const groups = await page
    .getByTestId('pull-group')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-location')));
  expect(groups.length).toBeGreaterThan(0);
  await page.getByTestId('pull-build').click();
  await expect(page.getByTestId('pull-result')).toHaveAttribute('data-kind', 'build');
  await expect(page.getByTestId('pull-built')).toHaveAttribute('data-built', 'true');
  const pulled = await page
    .getByTestId('pull-line')
    .evaluateAll((els) => els.reduce((n, e) => n + Number(e.getAttribute('data-quantity')), 0));
  const short = await page.getByTestId('short-line').evaluateAll((els) => els.length);
  const shortCopies = (
    await apiCall<{ short: Array<{ quantity: number }> }>(host, 'collection.pullList', { game: GAME, deckId: deck.id })
  ).short.reduce((n, s) => n + s.quantity, 0);
  // every card of the deck (its slots and the identity) is either taken from storage or short
  const needed = Object.values(nightjarDeck().slots).reduce((n, q) => n + q, 0) + 1;
  expect(pulled + shortCopies).toBe(needed);
  expect(short > 0).toBe(shortCopies > 0);
  const summary = await apiCall<{ inDecks: number }>(host, 'collection.summary', { game: GAME });
  expect(summary.inDecks).toBe(pulled);
  await page.getByTestId('pull-line').first().locator('input[type="checkbox"]').check();
  await shot(page, 'pull');

  // the print layout: only the list, no navigation, no buttons
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.sidebar')).toBeHidden();
  await expect(page.getByTestId('pull-build')).toBeHidden();
  await expect(page.getByTestId('pull-line').first()).toBeVisible();
  await shot(page, 'pull-print');
  await page.emulateMedia({ media: 'screen' });

  // ---- a Core Set moves to another shelf: the dialog says what moves (sleeved copies too), its copies follow
  await page.getByTestId('nav-mc-collection').click();
  await page.getByTestId('collection-tab-products').click();
  type Product = { id: string; location: string; copies: number; allocated: number; atLocation: number };
  const boxes = await apiCall<Product[]>(host, 'collection.products', { game: GAME });
  const moving = boxes.find((p) => p.allocated > 0)!;
  expect(moving).toMatchObject({ location: 'Box 1' });
  const movingRow = page.locator(`[data-testid="product-row"][data-id="${moving.id}"]`);
  await expect(movingRow.getByTestId('product-location-cell')).toHaveText('Box 1');
  await movingRow.getByTestId('product-edit').click();
  const editProduct = page.getByTestId('dialog-product-edit');
  await editProduct.getByTestId('product-edit-location').locator('input').fill('Shelf 9');
  const effect = editProduct.getByTestId('product-edit-effect');
  await expect(effect).toContainText(`${moving.atLocation} copies still at “Box 1” will move to “Shelf 9”.`);
  await shot(page, 'product-move');
  await editProduct.getByTestId('product-edit-move').click(); // unticked: only the product moves
  await expect(effect).toHaveText("Its copies keep their storage locations; only the product's location changes.");
  await editProduct.getByTestId('product-edit-move').click();
  await editProduct.getByTestId('product-edit-save').click();
  await expect(page.getByText(`Ember Core saved. ${moving.atLocation} copies moved with it.`)).toBeVisible();
  await expect(editProduct).toBeHidden();
  await expect(movingRow.getByTestId('product-location-cell')).toHaveText('Shelf 9');
  const moved = await apiCall<{ total: number }>(host, 'collection.copies', {
    game: GAME,
    productId: moving.id,
    location: 'Shelf 9',
  });
  expect(moved.total).toBe(moving.atLocation);
  // copies sleeved in the deck moved too: Shelf 9 is where they go back to
  const sleeved = await apiCall<{ copies: Array<{ productId: string; location: string }> }>(host, 'collection.copies', {
    game: GAME,
    deckId: deck.id,
    productId: moving.id,
    limit: 100,
  });
  expect(sleeved.copies.length).toBeGreaterThan(0);
  expect(sleeved.copies.filter((x) => x.location !== 'Binder A').every((x) => x.location === 'Shelf 9')).toBe(true);

  // removing a Core Set whose copies are in the deck says how many are released
  const before = await apiCall<Array<{ id: string; allocated: number }>>(host, 'collection.products', { game: GAME });
  const used = before.find((p) => p.allocated > 0)!;
  await page.locator(`[data-testid="product-row"][data-id="${used.id}"]`).getByTestId('product-remove').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Remove this product?' });
  await expect(confirm).toContainText(`${used.allocated} of them are in built decks and will be released from them.`);
  await confirm.getByRole('button', { name: 'Remove the product' }).click();
  await expect(page.getByText(`${used.allocated} copies were released from decks.`)).toBeVisible();
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.goto(`${host.url}#/mc/decks/${deck.id}/pull`);
  await app.ready();

  // take it apart: the return list says where each copy goes
  await page.getByTestId('pull-unbuild').click();
  await page.getByRole('button', { name: 'Take apart', exact: true }).last().click();
  await expect(page.getByTestId('pull-result')).toHaveAttribute('data-kind', 'unbuild');
  await expect(page.getByTestId('return-line').first()).toBeVisible();
  await expect(page.getByTestId('pull-built')).toHaveAttribute('data-built', 'false');
  await shot(page, 'return');
});

/** Nothing on the page is cut off: no sideways scrolling of the page, no button or heading wider than its box. */
async function expectFits(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const bad: string[] = [];
    const main = document.querySelector('main');
    if (main && main.scrollWidth > main.clientWidth + 1)
      bad.push(`main scrolls sideways (${main.scrollWidth} > ${main.clientWidth})`);
    for (const el of document.querySelectorAll<HTMLElement>('.n-button, .n-tabs-tab, .n-tag, dt, h1, h2, h3, th')) {
      if (el.offsetParent === null || el.closest('.visually-hidden')) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        bad.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: “${el.textContent?.trim()}”`);
    }
    return bad;
  });
  expect(overflow, where).toEqual([]);
}

for (const locale of ['de', 'hu', 'tr'] as const) {
  test(`collection and pull list in ${locale}: translated, nothing cut off`, async ({ app, page, host }) => {
    test.setTimeout(90_000);
    await importFixtureCatalog(host);
    await apiCall(host, 'collection.addProduct', { game: GAME, packCode: 'ember', count: 1, location: 'Box 1' });
    await apiCall(host, 'collection.addProduct', { game: GAME, packCode: 'gale', count: 1, location: 'Regal 2' });
    const deck = await apiCall<{ id: string }>(host, 'decks.create', {
      game: GAME,
      name: 'Nachtwache',
      ...nightjarDeck(),
    });
    await apiCall(host, 'settings.set', { key: 'locale', value: locale });
    await app.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    await page.getByTestId('nav-mc-collection').click();
    await expect(page.getByTestId('count-row').first()).toBeVisible();
    await expectFits(page, 'cards');
    await shot(page, `${locale}-cards`);

    await page.locator('[data-testid="count-row"][data-code="90003"]').getByTestId('count-card').click();
    await page.getByTestId('copy-row').nth(0).locator('.n-checkbox').click();
    await page.getByTestId('copy-row').nth(1).locator('.n-checkbox').click();
    await page.getByTestId('copies-edit-selected').click();
    await expect(page.getByTestId('dialog-copy-edit')).toBeVisible();
    await shot(page, `${locale}-copies-edit`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('copies-drawer')).toBeHidden();

    await page.getByTestId('collection-tab-products').click();
    await expect(page.getByTestId('product-row')).toHaveCount(2);
    await expectFits(page, 'products');
    // the rows' buttons are inside the table, not cut off at its edge
    const table = (await page.getByTestId('products-table').boundingBox())!;
    for (const button of await page.getByTestId('product-remove').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, 'product-remove inside the table').toBeLessThanOrEqual(table.x + table.width + 1);
    }
    await shot(page, `${locale}-products`);

    await page.getByTestId('collection-tab-csv').click();
    await page
      .getByTestId('csv-paste')
      .locator('textarea')
      .fill('Anzahl,Kartenname,Regal,Zustand\n2,Hush Step,A,Mint\n1,Unbekannt,B,gut\nx,Roost,C,');
    await page.getByTestId('csv-check').click();
    await expect(page.getByTestId('csv-report')).toBeVisible();
    await expectFits(page, 'csv');
    await shot(page, `${locale}-csv`);

    await page.goto(`${host.url}#/mc/decks/${deck.id}/pull`);
    await app.ready();
    await page.getByTestId('pull-build').click();
    await expect(page.getByTestId('pull-result')).toBeVisible();
    await expectFits(page, 'pull list');
    await shot(page, `${locale}-pull`);
    await page.emulateMedia({ media: 'print' });
    await shot(page, `${locale}-pull-print`);
  });
}

test('issue 13 first hour: a damaged copy stays owned, shown as damaged; the Settings switch makes it free for decks', async ({
  app,
  page,
  host,
}) => {
  await importFixtureCatalog(host);
  const [bent] = await apiCall<Array<{ id: number }>>(host, 'collection.addCopies', {
    game: GAME,
    code: '90003',
    quantity: 2,
    attributes: {},
  });
  await apiCall(host, 'collection.updateCopies', { game: GAME, ids: [bent.id], patch: { status: 'damaged' } });

  await page.getByTestId('nav-mc-collection').click();
  const hush = page.locator('[data-testid="count-row"][data-code="90003"]');
  await expect(hush.getByTestId('count-owned')).toHaveText('2');
  await expect(hush.getByTestId('count-damaged')).toHaveText('1');
  await expect(hush.getByTestId('count-free')).toHaveText('1');
  await expect(page.getByTestId('summary-owned').locator('dd')).toHaveText('2');

  await app.gotoSettings();
  const option = page.getByTestId('damaged-available');
  await expect(option).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Damaged copies count as available for decks')).toBeVisible();
  await option.click();
  await expect(option).toHaveAttribute('aria-checked', 'true');
  expect((await apiCall<{ damagedCopiesAvailable: boolean }>(host, 'settings.get', {})).damagedCopiesAvailable).toBe(
    true,
  );

  await page.getByTestId('nav-mc-collection').click();
  await expect(hush.getByTestId('count-owned')).toHaveText('2');
  await expect(hush.getByTestId('count-free')).toHaveText('2');
});
