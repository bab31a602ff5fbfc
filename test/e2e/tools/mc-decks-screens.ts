/**
 * Screenshots of the Marvel Champions decks pages in every UI language, for a human to look at
 * (not a test; German and Hungarian are the long ones):
 *   npx tsx test/e2e/tools/mc-decks-screens.ts [outDir]
 * Imports the invented fixture data set, adds a Core Set and a few decks through the API.
 * Builds nothing: run `npm run build:renderer` first.
 */
import { openShotSession } from './session';
import { nightjarDeck, twinViperDeck } from '../../fixtures/marvel-champions/decks';
import { apiCall, importCoreSetAndTwoDecks } from '../mc-data';

const GAME = 'marvel-champions';
const session = await openShotSession('test-results/screens-mc-decks', 'deckhand-decks-shots-');
const { dataDir, browser, shot } = session;
const running = session.host;
const host = {
  url: running.url,
  origin: running.origin,
  token: new URL(running.url).searchParams.get('token') ?? '',
  dataDir,
};

try {
  const { night, rook } = await importCoreSetAndTwoDecks(host, ['casual', 'solo']);
  const viper = twinViperDeck();
  viper.slots['90100'] = 4;
  await apiCall(host, 'decks.create', { game: GAME, name: 'Viper (too many copies)', ...viper });
  await apiCall(host, 'decks.saveGroup', { game: GAME, name: 'Friday table', deckIds: [night.id, rook.id] });
  await apiCall(host, 'decks.save', {
    game: GAME,
    id: night.id,
    notes: 'Thwart early.',
    slots: { ...nightjarDeck().slots, '90151': 0, '90153': 1 },
  });
  await apiCall(host, 'collection.build', { game: GAME, deckId: rook.id });

  for (const locale of ['en', 'de', 'hu', 'tr'] as const) {
    await apiCall(host, 'settings.set', { key: 'locale', value: locale });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale, colorScheme: 'light' });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.error(`[${locale}] console: ${m.text()}`));
    page.on('pageerror', (e) => console.error(`[${locale}] pageerror: ${e.message}`));
    await page.goto(host.url);
    await page.getByTestId('nav-mc-decks').click();
    await page.getByTestId('deck-row').first().waitFor();
    await page.getByTestId('group-check').first().click();
    await page.getByTestId('group-conflicts').first().waitFor();
    await shot(page, `${locale}-01-decks`, true);

    await page.getByTestId('decks-new').click();
    await page.getByTestId('identity-option').first().waitFor();
    await page.locator('[data-testid="identity-option"][data-code="91001a"]').click();
    await shot(page, `${locale}-02-new-deck`);
    await page.keyboard.press('Escape');

    await page.getByTestId('decks-import').click();
    await page.getByTestId('import-source-paste').click();
    await shot(page, `${locale}-03-import`);
    await page.keyboard.press('Escape');

    await page.locator(`[data-testid="deck-row"][data-id="${night.id}"]`).getByTestId('deck-name').click();
    await page.getByTestId('deck-line').first().waitFor();
    await page.getByTestId('validation-state').waitFor();
    await page.getByTestId('search-result').first().waitFor();
    await shot(page, `${locale}-04-builder`);
    await shot(page, `${locale}-05-builder-full`, true);
    await page.getByTestId('scope-deck').uncheck();
    await page.getByTestId('deck-search').fill('brick');
    await page.locator('[data-testid="search-result"][data-code="90100"]').getByTestId('card-add').click();
    await page.getByTestId('only-free').click();
    await page.getByTestId('collection-check').waitFor();
    await page.waitForTimeout(300);
    await shot(page, `${locale}-06-builder-problems`, true);
    await page.getByTestId('keys-help').click();
    await page.getByTestId('keys-help-panel').waitFor();
    await shot(page, `${locale}-07-keys`);
    await page.getByTestId('keys-help').click();
    await page.getByRole('tab').nth(2).click();
    await page.getByTestId('versions-compare').click();
    await page.getByTestId('diff').waitFor();
    await shot(page, `${locale}-08-versions`, true);
    await page.getByRole('tab').nth(1).click();
    await shot(page, `${locale}-09-notes`);
    await context.close();
  }

  const dark = await browser.newContext({ viewport: { width: 1100, height: 800 }, locale: 'en', colorScheme: 'dark' });
  await apiCall(host, 'settings.set', { key: 'theme', value: 'dark' });
  await apiCall(host, 'settings.set', { key: 'locale', value: 'de' });
  const p2 = await dark.newPage();
  await p2.goto(host.url);
  await p2.getByTestId('nav-mc-decks').click();
  await p2.locator(`[data-testid="deck-row"][data-id="${rook.id}"]`).getByTestId('deck-name').click();
  await p2.getByTestId('deck-line').first().waitFor();
  await p2.getByTestId('validation-state').waitFor();
  await shot(p2, 'dark-de-builder-1100', true);
  await dark.close();
} finally {
  await session.close();
}
