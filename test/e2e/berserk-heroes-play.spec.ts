import fs from 'node:fs';
import path from 'node:path';
import { expect, QUICK_POLL, test, type Page } from './fixtures';
import { GamesPage } from './pages/games';
import type { UiLocale } from './pages/app';

/**
 * Berserk Heroes on screen (issue 18 Build 7, Tests): our two hero decks played to the end on one
 * device — the Saved games page's New game dialog starts the Heroes engine, every decision is a
 * click on the board's buttons (attacks first, then cards, then the end of the turn), with the
 * hand-over between the seats, until a hero falls and the outcome shows; undo on the way. Then a
 * game against the computer (started from the New game dialog with the second seat the computer's)
 * played to its end by clicks while the page plays the computer.
 * Screenshots at 1024×700 and 1920×1080 in English, German, Hungarian and Turkish go to SHOTS.
 */
const SHOTS = process.env.HEROES_SHOTS ?? path.resolve('test-results', 'berserk-heroes-play');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const ORDER = ['chooseFirst', 'keep', 'reveal', 'trigger', 'handDone', 'attack', 'play', 'noDefence', 'endTurn'];

/**
 * One step of the game by a click: the hand-over confirmed, or the preferred button clicked and the
 * state's version awaited. Returns false once the outcome shows.
 */
async function step(page: Page): Promise<boolean> {
  const outcome = page.getByTestId('outcome');
  const confirm = page.getByTestId('handover-confirm');
  const board = page.getByTestId('heroes-board');
  await expect(board.or(confirm).or(outcome).first()).toBeVisible();
  if (await outcome.isVisible()) return false;
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect(confirm).toBeHidden();
    return true;
  }
  const buttons = page.locator('[data-testid="heroes-decision"] [data-testid="legal-action"]:enabled');
  if ((await buttons.count()) === 0) {
    await page.waitForTimeout(100); // the computer's turn, or a request on its way
    return true;
  }
  const types = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute('data-type') ?? ''));
  const pick = ORDER.map((t) => types.indexOf(t)).find((i) => i >= 0) ?? 0;
  const version = await board.getAttribute('data-version');
  await buttons.nth(pick).click();
  await expect
    .poll(
      async () =>
        (await outcome.isVisible()) || (await confirm.isVisible())
          ? 'moved'
          : ((await board.getAttribute('data-version', { timeout: 300 }).catch(() => version)) ?? version),
      QUICK_POLL,
    )
    .not.toBe(version);
  return true;
}

test('Berserk Heroes: our two decks played to the end on one device, undo, every language', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const games = new GamesPage(page, host);

  await games.gotoList();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog).toBeVisible();
  await games.chooseOption(dialog.locator('.n-base-selection').first(), 'Berserk — Berserk: Heroes');
  // the setup form: our two decks, one per seat (the defaults)
  await expect(dialog.getByTestId('heroes-setup-deck-p1')).toContainText('The Thornwatch — Ilvena Thornkeeper');
  await expect(dialog.getByTestId('heroes-setup-deck-p2')).toContainText('The Ashmarsh Court — Vesk the Quiet Blade');
  await shot(page, 'en-1024-new-game');
  await dialog.getByTestId('new-game-name').locator('input').fill('Thornwatch against Ashmarsh');
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();

  // the random chooser picks who goes first; the hand-over names the seat
  for (let i = 0; i < 4 && !(await page.getByTestId('heroes-status').isVisible()); i++) await step(page);
  await expect(page.getByTestId('heroes-status')).toBeVisible();
  await expect(page.getByTestId('heroes-hero-p1')).toContainText('Ilvena Thornkeeper');
  await expect(page.getByTestId('heroes-hero-p2')).toContainText('Vesk the Quiet Blade');
  await shot(page, 'en-1024-start');

  // a few turns, then undo one action and play on
  let steps = 0;
  while (steps < 40 && (await step(page))) steps++;
  const confirm = page.getByTestId('handover-confirm');
  if (await confirm.isVisible()) await confirm.click();
  await expect(page.getByTestId('heroes-coins').first()).toContainText(/open/);
  await shot(page, 'en-1024-midgame');
  // undo is refused across a draw with two people at the device: play on until the last action revealed nothing
  const undo = page.getByTestId('game-undo');
  const undoable = () => undo.isEnabled({ timeout: 300 }).catch(() => false);
  for (let i = 0; i < 60 && !(await undoable()); i++) {
    await step(page);
    steps++;
    if (await confirm.isVisible()) await confirm.click();
  }
  await expect(undo).toBeEnabled();
  const before = await page.getByTestId('heroes-board').getAttribute('data-version');
  await page.getByTestId('game-undo').click();
  const confirmUndo = page.locator('.n-dialog').getByRole('button', { name: 'Undo' });
  if (await confirmUndo.isVisible().catch(() => false)) await confirmUndo.click();
  await expect
    .poll(async () => {
      if (await page.getByTestId('handover-confirm').isVisible()) await page.getByTestId('handover-confirm').click();
      return page
        .getByTestId('heroes-board')
        .getAttribute('data-version', { timeout: 300 })
        .catch(() => before);
    })
    .not.toBe(before);

  while (steps < 1500 && (await step(page))) steps++;
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome')).toContainText(/A hero has fallen|could not draw/);
  await shot(page, 'en-1024-outcome');

  // the finished game in every language, at both sizes
  const id = /#\/games\/([0-9a-f-]+)/.exec(page.url())![1];
  const words: Record<UiLocale, RegExp> = {
    en: /The game is over/,
    de: /Das Spiel ist vorbei/,
    hu: /A játék véget ért/,
    tr: /Oyun bitti/,
  };
  for (const locale of ['de', 'hu', 'tr', 'en'] as const) {
    await app.gotoSettings();
    await app.chooseLanguage(locale);
    await page.goto(`${host.origin}/#/games/${id}`);
    const outcome = page.getByTestId('outcome');
    await expect(page.getByTestId('heroes-board').or(outcome).first()).toBeVisible();
    // "show the table": the finished game's board behind the outcome
    await expect(outcome).toBeVisible();
    await page.getByTestId('outcome-close').click();
    await expect(page.getByTestId('heroes-status')).toContainText(words[locale]);
    for (const [w, h] of [
      [1024, 700],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await shot(page, `${locale}-${w}x${h}`);
    }
    await page.setViewportSize({ width: 1024, height: 700 });
  }
});

test('Berserk Heroes against the computer: played to the end by clicks', async ({ page, host, app: _app }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const games = new GamesPage(page, host);
  // the New game dialog offers the Heroes engine's computer for the second seat
  await games.gotoList();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog).toBeVisible();
  await games.chooseOption(dialog.locator('.n-base-selection').first(), 'Berserk — Berserk: Heroes');
  await expect(dialog.getByTestId('new-game-players')).toBeVisible();
  await dialog.getByTestId('new-game-name').locator('input').fill('Against the computer');
  const cpu = dialog.getByTestId('new-game-controller-p2').getByTestId('controller-normal');
  await cpu.click();
  await expect(cpu).toHaveClass(/n-radio-button--checked/);
  await shot(page, 'computer-new-game');
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
  let steps = 0;
  while (steps < 3000 && (await step(page))) {
    steps++;
    if (steps === 30) await shot(page, 'computer-midgame');
  }
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('game-log')).toContainText('Computer');
  await shot(page, 'computer-outcome');
});
