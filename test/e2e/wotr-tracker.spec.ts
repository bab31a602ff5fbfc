import fs from 'node:fs';
import path from 'node:path';
import { expect, QUICK_POLL, test, type Page } from './fixtures';

/**
 * The War of the Ring table tracker (issue 15 §2, Tests: "the tracker through two turns of a real game"):
 * started from the game page's "Track a real game" with an expansion on the table, it keeps two turns of
 * a game on the physical board — the checklist ticked through all six phases twice (the turn counter
 * moves), dice allocated, rolled and used, Hunt tiles tapped to draw and to return, the Fellowship moved,
 * revealed and hidden, corruption, a political step and an activation, a casualty, a Companion
 * separated, a Settlement captured — refuses bad input with the reason (corruption over 12, a step
 * beyond At War, more figures than the box holds), undoes once and is reloaded. Screenshots at
 * 1024×700 and 1920×1080 (English and German) go to test-results/wotr-tracker/.
 */
const SHOTS = path.resolve('test-results', 'wotr-tracker');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The number of actions the game has taken (the frame's header says it; the log is a virtual list). */
async function count(page: Page): Promise<number> {
  const text = (await page.locator('.game-head .meta').textContent()) ?? '';
  return Number(/(\d+) actions?/.exec(text)?.[1] ?? -1);
}

/** Waits until the game has taken one more action. */
async function sent(page: Page, before: number): Promise<void> {
  await expect.poll(() => count(page), QUICK_POLL).toBeGreaterThan(before);
}

async function click(page: Page, testid: string): Promise<void> {
  const before = await count(page);
  await page.getByTestId(testid).click();
  await sent(page, before);
}

/** A counter's typed value. */
const valueOf = (page: Page, counter: string) => page.getByTestId(`wt-${counter}-input`);

/** Types a value into a counter (Enter sends it). */
async function type(page: Page, counter: string, value: number): Promise<void> {
  const input = valueOf(page, counter);
  await input.fill(String(value));
  await input.press('Enter');
}

async function typeAccepted(page: Page, counter: string, value: number): Promise<void> {
  const before = await count(page);
  await type(page, counter, value);
  await sent(page, before);
  await expect(valueOf(page, counter)).toHaveValue(String(value));
}

/** Typed out of bounds: refused with the reason, the value stays. */
async function typeRefused(page: Page, counter: string, value: number, reason: string | RegExp): Promise<void> {
  const was = await valueOf(page, counter).inputValue();
  await type(page, counter, value);
  await expect(page.locator('.n-notification').last()).toContainText(reason);
  await page.locator('.n-notification .n-base-close').last().click();
  await expect(valueOf(page, counter)).toHaveValue(was);
}

/** Ticks the checklist's current step; the current step moves on. */
async function tick(page: Page): Promise<void> {
  await click(page, 'wt-tick');
}

test('the War of the Ring tracker keeps two turns of a real game, refuses bad input, undoes and reloads', async ({
  page,
  app,
}) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1024, height: 700 });

  // the game page: "Track a real game" opens the New game dialog on the tracker, with its options
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-track-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('wt-setup')).toBeVisible();
  await expect(dialog).toContainText('War of the Ring — Table tracker');
  await dialog.getByTestId('new-game-name').locator('input').fill('Saturday at the table');
  await dialog.getByTestId('wt-setup-lords').click();
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('wotr-tracker')).toBeVisible();
  await expect(page.getByTestId('game-title')).toHaveText('Saturday at the table');
  await expect(page.getByTestId('wt-expansions')).toHaveText('Expansions: Lords of Middle-earth');
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 1');
  // no generic table tools and no hand-over: one device beside the board
  await expect(page.getByTestId('table-panel')).toHaveCount(0);
  await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
  const log = page.getByTestId('game-log');

  // ---- turn 1 ----
  // Phase 1: recover, draw (each side draws one card of each deck)
  await tick(page);
  for (const deck of ['deck-fp-character', 'deck-shadow-strategy']) {
    await click(page, `wt-${deck}-less`);
    await expect(valueOf(page, deck)).toHaveValue('23');
  }
  await tick(page);
  // Phase 2: declare, guide (Strider takes over), Mordor
  await expect(page.getByTestId('wt-step-declare')).toHaveAttribute('aria-current', 'step');
  await tick(page);
  await page.getByTestId('wt-char-strider').getByRole('button', { name: 'Make Strider the Guide' }).click();
  await expect(page.getByTestId('wt-guide')).toHaveText('Guide: Strider');
  await tick(page);
  await tick(page);
  // Phase 3: the Shadow puts 2 dice in the Hunt Box
  await click(page, 'wt-hunt-shadow-more');
  await click(page, 'wt-hunt-shadow-more');
  await expect(valueOf(page, 'hunt-shadow')).toHaveValue('2');
  await tick(page);
  // Phase 4: both roll; the faces as rolled at the table
  await typeAccepted(page, 'rolled-fp-character', 2);
  await typeAccepted(page, 'rolled-fp-event', 2);
  await typeAccepted(page, 'rolled-shadow-army', 3);
  await typeAccepted(page, 'rolled-shadow-muster', 2);
  await tick(page);
  // Phase 5: the Fellowship moves with a Character die (it goes to the Hunt Box), the Hunt draws a tile
  await click(page, 'wt-used-fp-character-more');
  await click(page, 'wt-progress-more');
  await click(page, 'wt-hunt-fp-more');
  await click(page, 'wt-tile-std-4');
  await expect(page.getByTestId('wt-zone-hunt-drawn').getByTestId('wt-tile-std-4')).toBeVisible();
  await expect(log).toContainText('tile 2');
  await typeAccepted(page, 'corruption', 2);
  await expect(log).toContainText('set Corruption from 0 to 2');
  // the Shadow attacks Rohan: a political step and a casualty
  await click(page, 'wt-used-shadow-army-more');
  await click(page, 'wt-politics-rohan-less');
  await expect(page.getByTestId('wt-nation-rohan')).toContainText('2 steps from war');
  await page.getByTestId('wt-figures-rohan').locator('summary').click();
  await click(page, 'wt-casualties-rohan-regular-more');
  await click(page, 'wt-activate-rohan');
  await expect(page.getByTestId('wt-nation-rohan')).toContainText('Active');
  await tick(page);
  // Phase 6: no military victory; turn 2 begins
  await tick(page);
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 2');
  await expect(log).toContainText('Turn 2 begins.');
  await shot(page, 'en-1024x700-turn-2');

  // ---- bad input: refused with the reason, nothing changes ----
  await typeRefused(page, 'corruption', 13, 'Corruption runs from 0 to 12 (§5.2)');
  await typeRefused(page, 'politics-sauron', -1, 'Sauron: there is no step beyond At War (§6.1)');
  await typeRefused(page, 'casualties-rohan-regular', 11, 'the box holds 10 of these figures');
  await typeRefused(page, 'politics-gondor', 0, 'Gondor is passive');

  // ---- turn 2 ----
  // Phase 1 recovers the dice (those in the Hunt Box too)
  await tick(page);
  await expect(valueOf(page, 'rolled-fp-character')).toHaveValue('0');
  await expect(valueOf(page, 'hunt-fp')).toHaveValue('0');
  await tick(page);
  // Phase 2: the Fellowship is declared in Lórien: Progress back to 0, heal 1
  await click(page, 'wt-progress-less');
  await click(page, 'wt-corruption-less');
  await tick(page);
  await tick(page);
  await tick(page);
  // Phase 3: at least 1 die (a Free Peoples die was in the Hunt Box)
  await click(page, 'wt-hunt-shadow-more');
  await tick(page);
  await typeAccepted(page, 'rolled-fp-character', 3);
  await tick(page);
  // Phase 5: two moves, an Eye drawn and returned by mistake, then drawn again; the Fellowship revealed, hidden
  await click(page, 'wt-progress-more');
  await click(page, 'wt-tile-eye-1');
  await click(page, 'wt-tile-eye-1');
  await expect(page.getByTestId('wt-zone-hunt-pool').getByTestId('wt-tile-eye-1')).toBeVisible();
  await click(page, 'wt-tile-eye-1');
  await click(page, 'wt-reveal');
  await expect(log).toContainText('The Fellowship is revealed.');
  await expect(page.getByTestId('wt-progress-more')).toBeEnabled();
  const taken = await count(page);
  await page.getByTestId('wt-progress-more').click();
  await expect(page.locator('.n-notification').last()).toContainText('must be hidden before it moves');
  await page.locator('.n-notification .n-base-close').last().click();
  expect(await count(page)).toBe(taken);
  await click(page, 'wt-reveal');
  await click(page, 'wt-separate-merry');
  await expect(page.getByTestId('wt-char-merry')).toContainText('separated');
  // a Settlement captured: Shadow VP
  await page.getByTestId('wt-capture-select').selectOption('bree');
  await click(page, 'wt-capture');
  await page.getByTestId('wt-capture-select').selectOption('minas-tirith');
  await click(page, 'wt-capture');
  await expect(page.getByTestId('wt-vp-shadow')).toContainText('Shadow: 2 of 10 VP');
  await tick(page);
  await tick(page);
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 3');

  // ---- undo once: the last tick (Phase 6 of turn 2) is taken back ----
  await page.getByTestId('game-undo').click();
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 2');
  await expect(page.getByTestId('wt-step-victory')).toHaveAttribute('aria-current', 'step');
  await tick(page);
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 3');

  // ---- reload: the saved game opens where it was, from the game page ----
  await app.reload();
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-saved-game').filter({ hasText: 'Saturday at the table' }).click();
  await expect(page.getByTestId('wotr-tracker')).toBeVisible();
  await expect(page.getByTestId('wt-turn')).toHaveText('Turn 3');
  await expect(valueOf(page, 'corruption')).toHaveValue('1');
  await expect(page.getByTestId('wt-guide')).toHaveText('Guide: Strider');
  await expect(page.getByTestId('wt-vp-shadow')).toContainText('2 of 10');
  await expect(page.getByTestId('wt-zone-hunt-drawn').getByTestId('wt-tile-eye-1')).toBeVisible();
  await expect(page.getByTestId('wt-char-merry')).toContainText('separated');
  await shot(page, 'en-1024x700-reloaded');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'en-1920x1080');

  // ---- German ----
  await app.gotoSettings();
  await app.chooseLanguage('de');
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-saved-game').filter({ hasText: 'Saturday at the table' }).click();
  await expect(page.getByTestId('wt-turn')).toHaveText('Runde 3');
  await shot(page, 'de-1920x1080');
  await page.setViewportSize({ width: 1024, height: 700 });
  await shot(page, 'de-1024x700');
});
