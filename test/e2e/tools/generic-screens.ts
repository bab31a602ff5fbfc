/**
 * Screenshots of the generic pages (renderer/src/games/generic.ts) with the fixture game, for a
 * human to look at (not a test): npx tsx test/e2e/tools/generic-screens.ts [outDir]
 * Builds nothing: run `npm run build:renderer` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { FIXTURE_DATA_DIR } from '../../fixtures/fixture-game/definition';
import { startHost } from '../host';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const GAME = 'fixture-skirmish';
const outDir = path.resolve(process.argv[2] ?? 'test-results/generic-screens');
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-generic-shots-'));
const host = await startHost(dataDir, { kind: 'fixture' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const call = async (method: string, args: unknown) => {
  const token = new URL(host.url).searchParams.get('token');
  const res = await fetch(`${host.origin}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(args),
  });
  return (await res.json()) as { ok: boolean; value: { id: string } };
};
try {
  await call('catalog.import', { game: GAME, source: { path: FIXTURE_DATA_DIR } });
  await call('collection.addProduct', { game: GAME, packCode: 'core', count: 1 });
  const deck = await call('decks.create', { game: GAME, name: 'Brass wall', slots: { sk002: 3, sk003: 2 } });
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
        ['deck', `/g/${GAME}/decks/${deck.value.id}`],
      ]) {
        await page.goto(`${host.url}#${route}`);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(outDir, `${name}-${locale}-${w}.png`) });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await host.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
