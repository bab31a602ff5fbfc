import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type HostHandle, type Page } from './fixtures';
import { defeatVillainByHand, GamesPage } from './pages/games';
import { apiCall } from './mc-data';
import { Board } from './pages/mc-board';
import { referenceDataDir } from '../unit/games/marvel-champions/reference-data';
import { coreData } from '../unit/games/marvel-champions/engine/core-games';

/**
 * The real Core Set on screen (issue 12 "Tests"): the Core Set of the MarvelCDB reference data
 * imported, Spider-Man's boxed deck saved, a game against Rhino (Bomb Scare) started from the New
 * game dialog, two rounds played, undo, and the game finished by victory (the villain defeated by
 * hand) and, in a second game, by defeat (the main scheme's threat set by hand to its target).
 * Skipped when the reference data is absent. Screenshots go to test-results/mc-core/.
 */
const ref = referenceDataDir();
const SHOTS = path.resolve('test-results', 'mc-core');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Import the Core Set files of the reference data and save Spider-Man's boxed deck. */
async function coreSetUp(host: HostHandle): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-mc-core-'));
  try {
    for (const f of ['packs.json', 'sets.json', 'pack/core.json', 'pack/core_encounter.json']) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.copyFileSync(path.join(ref!, f), path.join(dir, f));
    }
    await apiCall(host, 'catalog.import', { game: 'marvel-champions', source: { path: dir } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const seat = coreData()!.seats.get('01001a')!;
  await apiCall(host, 'decks.create', {
    game: 'marvel-champions',
    name: 'Boxed Spidey',
    identity: '01001a',
    aspects: ['justice'],
    slots: seat.deck,
    notes: '',
    tags: [],
  });
}

/** New game: the saved Spider-Man deck against Rhino with its recommended modular set. */
async function startAgainstRhino(page: Page, games: GamesPage, name: string, seed: string): Promise<Board> {
  await games.nav.click();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('mc-setup')).toBeVisible();
  await dialog.getByTestId('mc-setup-hero-select-0').click();
  await page.locator('.n-base-select-option').filter({ hasText: 'Boxed Spidey' }).click();
  await dialog.getByTestId('mc-setup-scenario').click();
  await page
    .locator('.n-base-select-option:visible')
    .filter({ hasText: /^Rhino — / })
    .click();
  // the scenario brings its recommended modular set
  await expect(dialog.getByTestId('mc-setup-modular').filter({ hasText: 'Bomb Scare' })).toHaveClass(
    /n-checkbox--checked/,
  );
  await dialog.getByTestId('new-game-name').locator('input').fill(name);
  await dialog.getByTestId('mc-setup-seed').locator('input').fill(seed);
  await shot(page, `${seed}-setup`);
  await dialog.getByTestId('new-game-submit').click();
  const board = new Board(page);
  await expect(board.root).toBeVisible();
  await expect(page.getByTestId('game-title')).toHaveText(name);
  await expect(board.villain).toHaveAttribute('data-code', '01094');
  await board.advance(/your turn/);
  return board;
}

/** Set the main scheme's threat by hand in its zoom ("resolve by hand"). */
async function setMainThreat(page: Page, n: number): Promise<void> {
  await page.getByTestId('mc-main-scheme').getByTestId('play-card-zoom').click();
  const zoom = page.getByTestId('mc-zoom');
  await expect(zoom).toBeVisible();
  const counter = zoom.getByTestId('mc-zoom-counter-threat');
  await counter.getByTestId('mc-zoom-value').locator('input').fill(String(n));
  // "Set" is enabled only for a new value
  if (await counter.getByTestId('mc-zoom-set').isEnabled()) await counter.getByTestId('mc-zoom-set').click();
}

test.skip(!ref, 'MarvelCDB reference data absent');
test.setTimeout(240_000);

test('Spider-Man against Rhino from the imported Core Set: two rounds, undo, victory; a second game lost to the scheme', async ({
  app,
  page,
  host,
}) => {
  await coreSetUp(host);
  const games = new GamesPage(page, host);
  await page.setViewportSize({ width: 1400, height: 1400 });
  await games.gotoList();
  const board = await startAgainstRhino(page, games, 'Rhino night', 'core-1');
  await expect(board.status).toHaveText(/^Round 1 · Player phase/);
  await shot(page, 'core-1-round-1');

  // two rounds: end the turn, answer the villain phase, twice (the scheme's threat cleared by hand
  // first, so that Rhino does not win before the test is done, whatever the cards)
  for (const round of [2, 3]) {
    await setMainThreat(page, 0);
    await page.getByTestId('mc-zoom').locator('.n-base-close').click();
    await expect(page.getByTestId('mc-zoom')).toBeHidden();
    await page.keyboard.press('e');
    await board.advance(/your turn/, 40);
    await expect(board.status).toHaveText(new RegExp(`^Round ${round} · Player phase`));
  }
  await shot(page, 'core-1-round-3');

  // undo the last decision (solo play confirms an undo over revealed cards), then redo it
  const actions = Number(await board.root.getAttribute('data-actions'));
  await games.undo.click();
  if (await page.locator('.n-dialog').count())
    await page.locator('.n-dialog .n-button--warning-type, .n-dialog .n-button--primary-type').last().click();
  await expect(board.root).toHaveAttribute('data-actions', String(actions - 1));
  await games.redo.click();
  await expect(board.root).toHaveAttribute('data-actions', String(actions));

  // victory: Rhino's stages defeated by hand
  await defeatVillainByHand(page);
  await expect(page.getByTestId('outcome-reason')).toHaveText(/the heroes win/);
  await shot(page, 'core-1-won');
  await page.getByTestId('outcome-back').click();

  // defeat: the main scheme's threat set by hand to its target (1B: completing it loses the game)
  await startAgainstRhino(page, games, 'Rhino rematch', 'core-2');
  await setMainThreat(page, 7);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).toHaveText(/completed the main scheme/);
  await shot(page, 'core-2-lost');
  void app;
});
