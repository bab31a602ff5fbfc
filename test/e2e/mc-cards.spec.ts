import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { fixtureFiles } from '../fixtures/marvel-champions/data';
import { expect, test, type Page } from './fixtures';
import type { DeckhandApp, UiLocale } from './pages/app';
import { importFixtureCatalog } from './mc-data';
import { writeMcFixture } from './mc-fixture';

/**
 * The Marvel Champions card browser (issue 4 §1–2) on the invented fixture data set: importing it
 * through the page (a wrong path first, then a data set with one broken record and its translated
 * report), search with the documented syntax and its problems, filters written as search terms,
 * sorting, grid and list, card details with both faces and every printing, the keyboard (/, arrows,
 * Enter, Escape), in English, German and Turkish.
 */

let tmp: string;
test.beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-mc-cards-'));
});
test.afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const results = (page: Page) => page.getByTestId('card-results');
const options = (page: Page) => page.getByTestId('card-option');
const search = (page: Page) => page.getByTestId('card-search');
const count = (page: Page) => page.getByTestId('card-count');

/** Escape closes the card drawer; wait until it is gone (while it closes it keeps the focus, so typing would be lost). */
async function closeDetail(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('card-drawer')).toBeHidden();
}

async function gotoCards(page: Page): Promise<void> {
  await page.getByTestId('nav-mc-cards').click();
  await expect(page.getByTestId('cards-page')).toBeVisible();
}

/** The card browser in another UI language (set on the Settings page), titled in it. */
async function cardsInLanguage(app: DeckhandApp, page: Page, lang: UiLocale, title: string): Promise<void> {
  await app.gotoSettings();
  await app.chooseLanguage(lang);
  await gotoCards(page);
  await expect(page.locator('main h1')).toHaveText(title);
}

async function chooseOption(page: Page, select: string, label: string): Promise<void> {
  await page.getByTestId(select).click();
  await page
    .locator('.n-base-select-option')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

test('card data import, search syntax, filters, sorting, list and grid, details and the keyboard (English)', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  void app;
  await gotoCards(page);
  await expect(page.getByTestId('catalog-empty')).toBeVisible();
  await expect(page.getByTestId('import-download-url')).toContainText('https://');

  // A wrong path: a translated message, nothing imported.
  const missing = path.join(tmp, 'no-such-folder');
  await page.getByTestId('import-path').fill(missing);
  await page.getByTestId('import-path-submit').click();
  await expect(page.getByTestId('import-error')).toContainText(`The card data was not found at ${missing}`);
  await expect(page.getByTestId('import-error')).toContainText('The previous card data is unchanged.');
  await expect(page.getByTestId('catalog-empty')).toBeVisible();

  // A data set with one card of an unknown pack: imported, and the report says which and why.
  const files = fixtureFiles();
  (files['pack/ember.json'] as unknown[]).push({
    code: '90999',
    pack_code: 'nowhere',
    position: 999,
    quantity: 1,
    name: 'Lost Card',
    type_code: 'event',
    faction_code: 'basic',
  });
  await page.getByTestId('import-path').fill(writeMcFixture(tmp, files));
  await page.getByTestId('import-path-submit').click();
  await expect(results(page)).toBeVisible({ timeout: 30_000 });
  await expect(count(page)).toHaveText('100 cards');
  await expect(page.getByTestId('import-done')).toContainText('1 skipped, 0 warnings');
  await page.getByTestId('import-done-report').click();
  const issue = page
    .getByTestId('card-data-dialog')
    .locator('[data-testid="import-issue"][data-reason="card.unknownPack"]');
  await expect(issue).toContainText('The pack “nowhere” is not in packs.json.');
  await expect(issue).toContainText('90999');
  await expect(page.getByTestId('card-data-counts')).toContainText('5 packs');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('card-data-dialog')).toBeHidden();

  // Search syntax: type and aspect.
  await search(page).fill('t:ally a:justice');
  await expect(count(page)).toHaveText('2 cards');
  await expect(options(page)).toHaveCount(2);
  await expect(options(page).nth(0)).toHaveAttribute('aria-label', /^Beat Cop, Ally, Justice/);
  await expect(options(page).nth(1)).toHaveAttribute('aria-label', /^Thorn Warden, Ally, Justice/);

  // A faulty term is named and left out; the rest still runs.
  await search(page).fill('c:zz moth');
  await expect(page.getByTestId('search-problems')).toContainText('“zz” is not a number (in “c”).');
  await expect(count(page)).toHaveText('1 card');

  // The syntax is documented in the app; an example goes into the search box.
  await page.getByTestId('search-help-open').click();
  const help = page.getByTestId('search-help');
  for (const term of [
    'word',
    'name',
    'type',
    'aspect',
    'cost',
    'resource',
    'trait',
    'pack',
    'set',
    'text',
    'stats',
    'is',
    'code',
    'or',
    'not',
  ]) {
    await expect(help.locator(`tr[data-term="${term}"]`)).toBeVisible();
  }
  await help.getByRole('button', { name: 'c:x' }).click();
  await expect(search(page)).toHaveValue('c:x');
  await expect(count(page)).toHaveText('1 card');
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Second Wind/);

  // Filters write search terms next to the query.
  await search(page).fill('');
  await page.getByTestId('filters-toggle').click();
  await page.getByTestId('filter-resource-mental').click();
  await chooseOption(page, 'filter-type', 'Event');
  await expect(page.getByTestId('filter-terms')).toHaveText('t=event r:mental');
  await expect(page.getByTestId('filters-toggle')).toHaveText('2 filters');
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Hush Step/);
  const filtered = await count(page).textContent();
  await expect(options(page).filter({ has: page.locator('[data-code="90100"]') })).toHaveCount(0);

  // Sorting by name.
  await chooseOption(page, 'card-sort', 'Name');
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Clean Sweep/);

  // The filters move into the search box as text; same results.
  await page.getByTestId('filters-to-search').click();
  await expect(search(page)).toHaveValue('t=event r:mental');
  await expect(page.getByTestId('filter-terms')).toHaveCount(0);
  await expect(count(page)).toHaveText(filtered!);
  await chooseOption(page, 'card-sort', 'Release order');

  // The keyboard: `/` focuses the search, ↓ goes to the results, arrows move, Enter opens, Escape closes.
  await page.getByTestId('card-view-list').click();
  await expect(results(page)).toHaveAttribute('data-mode', 'list');
  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await search(page).fill('nightjar');
  await expect(count(page)).toHaveText('3 cards');
  await page.keyboard.press('ArrowDown');
  await expect(results(page)).toBeFocused();
  await expect(results(page)).toHaveAttribute('aria-activedescendant', 'mc-card-opt-0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(results(page)).toHaveAttribute('aria-activedescendant', 'mc-card-opt-2');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(results(page)).toHaveAttribute('aria-activedescendant', 'mc-card-opt-0');
  await page.keyboard.press('Enter');

  // Both faces with their fields.
  const detail = page.getByTestId('card-detail');
  await expect(detail).toHaveAttribute('data-code', '90001a');
  await expect(page.getByTestId('card-detail-name')).toHaveText('★Nightjar');
  const faces = detail.getByTestId('card-face');
  await expect(faces).toHaveCount(2);
  await expect(faces.nth(0)).toContainText('Front: Nightjar');
  await expect(faces.nth(0)).toContainText('Invented: Nightjar reads the dark.');
  await expect(faces.nth(0).getByTestId('stat-health')).toContainText('10');
  await expect(faces.nth(1)).toContainText('Back: Ada Quill');
  await expect(faces.nth(1).getByTestId('stat-recover')).toContainText('3');
  await expect(detail).toContainText('Ember Core, No. 1');
  await expect(detail).toContainText('Nightjar'); // the set
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('card-drawer')).toBeHidden();
  await expect(results(page)).toBeFocused();

  // Grid: → moves to the next card, Enter opens it.
  await page.getByTestId('card-view-grid').click();
  await expect(results(page)).toHaveAttribute('data-mode', 'grid');
  await results(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect(results(page)).toHaveAttribute('aria-activedescendant', 'mc-card-opt-1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-detail-name')).toHaveText('★Nightjar');
  await expect(page.getByTestId('card-detail')).toHaveAttribute('data-code', '90170');
  await closeDetail(page);

  // A reprinted card lists every printing; a double-sided Permanent upgrade shows both faces.
  await search(page).fill('n="energy surge"');
  await expect(count(page)).toHaveText('1 card');
  await options(page).first().click();
  await expect(page.getByTestId('card-printings').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('card-printings')).toContainText('Gale Front, no. 90');
  await expect(page.getByTestId('card-detail-resources')).toContainText('Energy × 2');
  await closeDetail(page);
  await search(page).fill('dark mantle');
  // Wait for this search's results: the previous list stays until they arrive.
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Dark Mantle/);
  await options(page).first().click();
  await expect(page.getByTestId('card-face')).toHaveCount(2);
  await expect(page.getByTestId('card-face').nth(1)).toContainText('Back: Light Mantle');
  await expect(page.getByTestId('card-detail')).toContainText('Permanent');
  await closeDetail(page);
});

test('the card browser in German and Turkish: card names, types and the help in the UI language', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(120_000);
  await importFixtureCatalog(host);
  await cardsInLanguage(app, page, 'de', 'Karten');

  // German card data: found by a folded German name (ß → ss, ä → a).
  await search(page).fill('strassenkampfer');
  await expect(count(page)).toHaveText('1 Karte');
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Straßenkämpfer, Verbündeter, Basis/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-detail-name')).toHaveText('Straßenkämpfer');
  await expect(page.getByTestId('card-detail')).toContainText('Verbündeter · Basis');
  await expect(page.getByTestId('card-detail')).toContainText('Zivilist.');
  await expect(page.getByTestId('card-detail')).toContainText('Glut-Grundspiel, Nr. 175');
  await closeDetail(page);

  await search(page).fill('t:hero nachtschwalbe');
  await expect(count(page)).toHaveText('1 Karte');
  await expect(options(page).first()).toHaveAttribute('aria-label', /^Nachtschwalbe/);
  await options(page).first().click();
  await expect(page.getByTestId('card-face').nth(0)).toContainText('Vorderseite: Nachtschwalbe');
  await expect(page.getByTestId('card-face').nth(1)).toContainText('Rückseite: Ada Quill');
  await expect(page.getByTestId('card-face').nth(0).getByTestId('stat-health')).toContainText('10');
  await expect(page.getByTestId('card-face').nth(0)).toContainText('Lebenspunkte');
  await closeDetail(page);

  await search(page).fill('x: c:zz');
  await expect(page.getByTestId('search-problems')).toContainText('Nach „x:“ fehlt ein Wert.');
  await expect(page.getByTestId('search-problems')).toContainText('„zz“ ist keine Zahl (in „c“).');

  await page.getByTestId('search-help-open').click();
  await expect(page.getByTestId('search-help-dialog')).toContainText('Suchsyntax');
  await expect(page.getByTestId('search-help')).toContainText('Merkmal, ohne Punkt');
  await page.keyboard.press('Escape');

  // Turkish UI: English card data, Turkish terms; the dotted capital İ finds Nightjar.
  await cardsInLanguage(app, page, 'tr', 'Kartlar');
  await search(page).fill('NİGHTJAR');
  await expect(count(page)).toHaveText('3 kart');
  await expect(options(page).nth(1)).toHaveAttribute('aria-label', /^Nightjar, Ada Quill, Müttefik, Basit/);
  await page.getByTestId('card-view-list').click();
  await expect(results(page)).toContainText('Müttefik');
  await expect(results(page).locator('.list-head')).toContainText('Bedel');
  await options(page).first().click();
  await expect(page.getByTestId('card-face').nth(1)).toContainText('Arka yüz: Ada Quill');
  await expect(page.getByTestId('card-detail')).toContainText('Can puanı');
});

test('"Download the latest card data" from another address (a server on loopback), with a translated failure first', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  void app;
  const entries: Record<string, Uint8Array> = {};
  for (const [rel, value] of Object.entries(fixtureFiles()))
    entries[`marvelsdb-json-data-master/${rel}`] = strToU8(JSON.stringify(value));
  const zip = zipSync(entries);
  const server = http.createServer((req, res) => {
    if (req.url === '/data.zip') {
      res.writeHead(200, { 'Content-Type': 'application/zip', 'Content-Length': zip.length });
      res.end(Buffer.from(zip));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await gotoCards(page);
    await page.getByRole('button', { name: 'Use another address' }).click();
    await page.getByTestId('import-url').fill(`${base}/missing.zip`);
    await page.getByTestId('import-download').click();
    await expect(page.getByTestId('import-error')).toContainText(
      `Downloading the card data from ${base}/missing.zip failed.`,
    );

    await page.getByTestId('import-url').fill(`${base}/data.zip`);
    await page.getByTestId('import-download').click();
    await expect(results(page)).toBeVisible({ timeout: 30_000 });
    await expect(count(page)).toHaveText('100 cards');
    await page.getByTestId('card-data-open').click();
    await expect(page.getByTestId('card-data-status')).toContainText(`${base}/data.zip`);
    await expect(page.getByTestId('card-data-status')).toContainText('English, German, Korean');
  } finally {
    server.close();
  }
});
