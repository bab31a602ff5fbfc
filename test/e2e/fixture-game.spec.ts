import { FIXTURE_DATA_DIR } from '../fixtures/fixture-game/definition';
import { expect, test } from './fixtures';

/**
 * Issue 11's proof that a game needs no edit outside its folder: the test-only fixture game
 * "Skirmish" (test/fixtures/fixture-game: catalog, collection, deck rules, engine), injected into
 * the web host's list of games, appears in the app and works on the generic pages
 * (renderer/src/games/generic.ts): import its card data, browse it, add a product to the
 * collection, build a deck that the game's own rules check, and export it in the game's format.
 */
test.use({ hostKind: 'fixture' });

const GAME = 'fixture-skirmish';

test('a game without screens of its own: card data, collection and decks on the generic pages', async ({
  app,
  page,
}) => {
  await expect(app.heading).toHaveText('Home');
  // Home: the game's tile links to its generic pages, one per feature it has.
  const tile = page.getByTestId(`home-game-${GAME}`);
  await expect(tile).toBeVisible();
  await tile.getByTestId(`home-link-g-cards@${GAME}`).click();
  await expect(page).toHaveURL(new RegExp(`#/g/${GAME}/cards$`));
  await expect(page.getByTestId('generic-cards-empty')).toBeVisible();

  // A path that is not a data set: a translated failure, nothing imported.
  await page.getByTestId('catalog-import-path').fill(`${FIXTURE_DATA_DIR}/nowhere`);
  await page.getByTestId('catalog-import-run').click();
  await expect(page.getByTestId('catalog-import-error')).toBeVisible();
  await expect(page.getByTestId('generic-cards-empty')).toBeVisible();

  // The game's own data set.
  await page.getByTestId('catalog-import-path').fill(FIXTURE_DATA_DIR);
  await page.getByTestId('catalog-import-run').click();
  await expect(page.getByTestId('catalog-import-done')).toContainText('Imported 12 cards');
  const table = page.getByTestId('generic-cards-table');
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await page.getByTestId('generic-cards-search').fill('lantern');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await table.getByTestId('card-sk006').click();
  const detail = page.getByTestId('generic-card-detail');
  await expect(detail).toContainText('Lantern Bearer');
  await expect(detail).toContainText('Skirmish Core Box 6');
  await page.keyboard.press('Escape');

  // Collection: the sidebar has the game's entries; add two core boxes.
  await page.locator('nav').getByRole('link', { name: 'Collection' }).last().click();
  await expect(page).toHaveURL(new RegExp(`#/g/${GAME}/collection$`));
  await page.getByTestId('generic-product-pick').click();
  await page.locator('.n-base-select-option', { hasText: 'Skirmish Core Box' }).click();
  await page.getByLabel('How many').fill('2');
  await page.getByTestId('generic-product-add').click();
  await expect(page.getByTestId('generic-products').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('generic-collection-summary')).toContainText('2 products · 22 copies owned');
  await expect(page.getByTestId('generic-count-sk002')).toHaveText('Brass Sentry');
  await expect(page.getByTestId('generic-counts').locator('tbody tr')).toHaveCount(6);

  // Decks: a new deck breaks the game's size rule until it has ten cards.
  await page.goto(page.url().replace(/#.*$/, `#/g/${GAME}/decks`));
  await expect(page.getByTestId('generic-decks-empty')).toBeVisible();
  await page.getByTestId('generic-deck-name').fill('Brass wall');
  await page.getByTestId('generic-deck-create').click();
  await expect(page).toHaveURL(new RegExp(`#/g/${GAME}/decks/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('generic-deck-validity')).toContainText('Breaks the rules');
  for (const code of ['sk002', 'sk003', 'sk004', 'sk005', 'sk006']) {
    await page.getByTestId(`generic-add-${code}`).click();
    await page.getByTestId(`generic-add-${code}`).click();
  }
  await expect(page.getByTestId('generic-deck-slots').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('generic-deck-validity')).toContainText('Follows the rules');
  // A third copy breaks the two-copies rule; taking it out again makes the deck legal.
  await page.getByTestId('generic-add-sk002').click();
  await expect(page.getByTestId('generic-deck-problem')).toHaveCount(1);
  await page.getByTestId('generic-remove-sk002').click();
  await expect(page.getByTestId('generic-deck-problem')).toHaveCount(0);
  await page.getByTestId('generic-deck-save').click();
  await expect(page.getByTestId('generic-deck-save')).toBeDisabled();

  // Export in the game's own format.
  const download = page.waitForEvent('download');
  await page.getByTestId('generic-deck-export').click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('2x Brass Sentry');

  // Back on the list: the deck, valid, with its ten cards.
  await page.getByRole('link', { name: '← All decks' }).click();
  const rows = page.getByTestId('generic-decks').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Brass wall');
  await expect(rows.first()).toContainText('Follows the rules');
  await expect(rows.first()).toContainText('10');
});
