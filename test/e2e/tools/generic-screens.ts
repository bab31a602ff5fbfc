/**
 * Screenshots of the generic pages (renderer/src/games/generic.ts) with the fixture game, for a
 * human to look at (not a test): npx tsx test/e2e/tools/generic-screens.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import { FIXTURE_DATA_DIR } from '../../fixtures/fixture-game/definition';
import type { HostHandle } from '../fixtures';
import { apiCall } from '../mc-data';
import { openShotSession } from './session';

const GAME = 'fixture-skirmish';
const session = await openShotSession('test-results/generic-screens', 'deckhand-generic-shots-', 'fixture');
const { host, browser, shot } = session;
const api: HostHandle = {
  url: host.url,
  origin: host.origin,
  token: new URL(host.url).searchParams.get('token') ?? '',
  dataDir: session.dataDir,
};
try {
  await apiCall(api, 'catalog.import', { game: GAME, source: { path: FIXTURE_DATA_DIR } });
  await apiCall(api, 'collection.addProduct', { game: GAME, packCode: 'core', count: 1 });
  const deck = await apiCall<{ id: string }>(api, 'decks.create', {
    game: GAME,
    name: 'Brass wall',
    slots: { sk002: 3, sk003: 2 },
  });
  for (const [w, h] of [
    [1024, 700],
    [1920, 1080],
  ]) {
    for (const locale of ['en', 'de', 'hu']) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, locale });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`[${locale}] pageerror: ${e.message}`));
      for (const [name, route] of [
        ['cards', `/g/${GAME}/cards`],
        ['collection', `/g/${GAME}/collection`],
        ['decks', `/g/${GAME}/decks`],
        ['deck', `/g/${GAME}/decks/${deck.id}`],
      ]) {
        await page.goto(`${host.url}#${route}`);
        await page.waitForTimeout(1500);
        await shot(page, `${name}-${locale}-${w}`);
      }
      await context.close();
    }
  }
} finally {
  await session.close();
}
