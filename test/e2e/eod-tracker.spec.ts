import fs from 'node:fs';
import path from 'node:path';
import { expect, QUICK_POLL, test, type Page } from './fixtures';

/**
 * The Edge of Darkness table tracker and scoring pad (issue 16 §6–§7): from the game page a tracked
 * 3-player game (guilds, tale and chapter in the New game dialog), resources changed with − / + and typed,
 * one change undone, a refusal with its reason, the round marker moved (the first-player marker passes to
 * the right), a Threat Zone's cubes by colour, a tray's card attacking, the scoring pad filled with the ranking live and the game scored, its tale in the campaign log; the
 * box in the collection with a missing sleeve. Screenshots at 1024×700 and 1920×1080 in English, German and
 * Hungarian go to test-results/eod-tracker/.
 */
const SHOTS = process.env.EOD_SHOTS ?? path.resolve('test-results', 'eod-tracker');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The number of actions the game has taken (the frame's header says it). */
async function count(page: Page): Promise<number> {
  const text = (await page.locator('.game-head .meta').textContent()) ?? '';
  return Number(/(\d+) (actions?|Aktionen?|lépés|hamle)/.exec(text)?.[1] ?? -1);
}

async function click(page: Page, testid: string): Promise<void> {
  const before = await count(page);
  await page.getByTestId(testid).click();
  await expect.poll(() => count(page), QUICK_POLL).toBeGreaterThan(before);
}

const input = (page: Page, counter: string) => page.getByTestId(`et-${counter}-input`);

async function type(page: Page, counter: string, value: number): Promise<void> {
  const field = input(page, counter);
  await field.fill(String(value));
  await field.press('Enter');
}

async function typeAccepted(page: Page, counter: string, value: number): Promise<void> {
  const before = await count(page);
  await type(page, counter, value);
  await expect.poll(() => count(page), QUICK_POLL).toBeGreaterThan(before);
  await expect(input(page, counter)).toHaveValue(String(value));
}

test('Edge of Darkness: a tracked 3-player game, resources and undo, the tower, the scoring pad and its ranking; the box', async ({
  page,
  app,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1024, height: 700 });

  // ---- the game page: "Track a game on the table" opens the New game dialog on the tracker ----
  await page.getByTestId('nav-eod-home').click();
  await expect(page.getByTestId('eod-home')).toBeVisible();
  await page.getByTestId('eod-track-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('et-setup')).toBeVisible();
  await expect(dialog).toContainText('Edge of Darkness — Table tracker');
  await dialog.getByTestId('new-game-name').locator('input').fill('Friday in Aegis');
  await dialog.getByTestId('et-setup-tale').locator('input').fill('The first tale');
  await dialog.getByTestId('et-setup-chapter').locator('input').fill('2');
  await dialog.getByTestId('new-game-submit').click();

  await expect(page.getByTestId('eod-tracker')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('game-title')).toHaveText('Friday in Aegis');
  await expect(page.getByTestId('et-round')).toHaveText('Prologue');
  await expect(page.getByTestId('et-first')).toHaveText('First player: The Anointed');
  await expect(page.getByTestId('et-tale-input').locator('input')).toHaveValue('The first tale');
  // one device beside the table: no generic table tools, no hand-over
  await expect(page.getByTestId('table-panel')).toHaveCount(0);
  await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
  for (const g of ['anointed', 'carnival', 'fede']) await expect(page.getByTestId(`et-player-${g}`)).toBeVisible();
  await expect(page.getByTestId('et-player-gilded')).toHaveCount(0);
  const log = page.getByTestId('game-log');

  // ---- resources: − / + and typed, each change one action in the log; undo takes one back ----
  await expect(input(page, 'coins-carnival')).toHaveValue('5');
  await click(page, 'et-coins-carnival-more');
  await expect(input(page, 'coins-carnival')).toHaveValue('6');
  await typeAccepted(page, 'influence-fede', 7);
  await expect(log).toContainText('Table (The Anointed) set The Fede Cartel: Influence from 4 to 7.');
  await page.getByTestId('game-undo').click();
  await expect(input(page, 'influence-fede')).toHaveValue('4');
  await expect(input(page, 'coins-carnival')).toHaveValue('6');
  // bad input: refused with the reason (§2.5), nothing changes
  await type(page, 'out-anointed', 5);
  await expect(page.locator('.n-notification').last()).toContainText('Only trained agents go out to locations');
  await page.locator('.n-notification .n-base-close').last().click();
  await expect(input(page, 'out-anointed')).toHaveValue('0');
  await typeAccepted(page, 'out-anointed', 3);

  // ---- rounds: the Prologue, round 1, round 2 — the first-player marker passes to the right ----
  await click(page, 'et-next-round');
  await expect(page.getByTestId('et-round')).toHaveText('Round 1 of 8');
  await click(page, 'et-next-round');
  await expect(page.getByTestId('et-round')).toHaveText('Round 2 of 8');
  await expect(page.getByTestId('et-first')).toHaveText('First player: The Fede Cartel');
  await expect(log).toContainText('Round 2 begins; The Fede Cartel holds the first-player marker.');

  // ---- the Threat Zones by colour (§4.1 B2): the cubes drawn at the table, entered colour by colour ----
  await typeAccepted(page, 'threats-fede-black', 1);
  await typeAccepted(page, 'threats-fede-anointed', 1);
  await expect(page.getByTestId('et-zone-fede-total')).toHaveText('2');
  await expect(page.getByTestId('et-bag')).toContainText('58');

  // ---- the tower: 7 cubes in tray 1 (3 players) — its card attacks Carnival (most cubes) ----
  await typeAccepted(page, 'tray-1-carnival', 4);
  await typeAccepted(page, 'tray-1-black', 3);
  await expect(page.getByTestId('et-tray-1-total')).toHaveText('7 / 7');
  await expect(page.getByTestId('et-tray-1-attacks')).toHaveText('Its card attacks: Carnival of Shadows');
  await shot(page, 'en-1024x700-attack');
  await click(page, 'et-attack-1');
  await expect(page.getByTestId('et-tray-1-total')).toHaveText('0 / 7');
  // set aside by colour (§4.5 step 1)
  await expect(input(page, 'setAside-carnival')).toHaveValue('4');
  await expect(input(page, 'setAside-black')).toHaveValue('3');
  await expect(page.getByTestId('et-set-aside-total')).toHaveText('7');
  await click(page, 'et-hit-carnival');
  await expect(log).toContainText('An attack got through to Carnival of Shadows');
  await click(page, 'et-defended-fede');
  await expect(input(page, 'prestige-fede')).toHaveValue('1');

  // ---- the scoring pad: the end-of-game figures, totals and ranking live ----
  const pad = page.getByTestId('et-pad');
  await pad.scrollIntoViewIfNeeded();
  await typeAccepted(page, 'prestige-anointed', 9);
  await typeAccepted(page, 'trained-fede', 7);
  for (const [g, cards, slots] of [
    ['anointed', 5, 11],
    ['carnival', 6, 16],
    ['fede', 5, 12],
  ] as const) {
    await typeAccepted(page, `guildCards-${g}`, cards);
    await typeAccepted(page, `filledSlots-${g}`, slots);
  }
  await typeAccepted(page, 'hallSlots-fede', 2);
  // anointed: 4 trained, 9 + 2 (most prestige) + 1 (highest defense, tied with fede) prestige, 11 slots,
  // 18 on the Defense track, (5 + 4) tokens / 4 → 47¼; fede 43¾, carnival 40½
  await expect(page.getByTestId('et-total-anointed')).toHaveText('47¼');
  await expect(page.getByTestId('et-total-fede')).toHaveText('43¾');
  await expect(page.getByTestId('et-total-carnival')).toHaveText('40½');
  await expect(page.getByTestId('et-ranking').locator('li').first()).toContainText('The Anointed');
  await shot(page, 'en-1024x700-pad');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'en-1920x1080');
  await page.setViewportSize({ width: 1024, height: 700 });

  // ---- scored: the outcome names the winner; nothing changes any more ----
  await page.getByTestId('et-finish').click();
  await page.locator('.n-dialog').getByRole('button', { name: 'Score the game' }).click();
  await expect(page.getByTestId('outcome-reason')).toContainText('Most points on the scoring pad: The Anointed.');
  await page.getByTestId('outcome-close').click();
  await expect(page.getByTestId('et-over')).toBeVisible();
  await expect(page.getByTestId('et-ranking')).toContainText('1.');
  await expect(page.getByTestId('et-coins-carnival-more')).toBeDisabled();

  // ---- the campaign log of tales on the game page: the tale and chapter this game noted, and its winner ----
  await page.getByTestId('nav-eod-home').click();
  const tales = page.getByTestId('eod-tales');
  await expect(tales.getByTestId('eod-tale-name')).toHaveText(['The first tale']);
  await expect(tales.getByTestId('eod-tale-count')).toContainText('Games: 1, scored: 1');
  await expect(tales.getByTestId('eod-tale-chapter')).toContainText('Chapter 2');
  await expect(tales.getByTestId('eod-tale-game')).toHaveText('Friday in Aegis');
  await expect(tales.getByTestId('eod-tale-progress')).toContainText('won by The Anointed');
  await tales.scrollIntoViewIfNeeded();
  await shot(page, 'en-1024x700-tales');

  // ---- the box in the collection: a missing sleeve ----
  await page.getByTestId('nav-eod-collection').click();
  await expect(page.getByTestId('eod-collection')).toBeVisible();
  await page.getByTestId('box-add-kind').click();
  await page.locator('.n-base-select-option').filter({ hasText: 'Edge of Darkness (base game)' }).click();
  await page.getByTestId('box-add').click();
  const box = page.getByTestId('box-base');
  await expect(box.getByTestId('box-totals')).toHaveText('746 pieces · complete');
  await expect(box.getByTestId('box-line-card-sleeve')).toContainText('Card sleeves');
  const missing = page.getByLabel('Missing: Card sleeves', { exact: true });
  await missing.fill('2');
  await missing.press('Enter');
  await expect(box.getByTestId('box-totals')).toHaveText('746 pieces · 2 pieces missing');
  await box.getByTestId('box-line-card-sleeve').evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await shot(page, 'en-1024x700-box');

  // ---- German and Hungarian ----
  for (const [lang, round] of [
    ['de', 'Runde 2 von 8'],
    ['hu', '2. kör / 8'],
  ] as const) {
    await app.gotoSettings();
    await app.chooseLanguage(lang);
    await page.getByTestId('nav-eod-home').click();
    // the campaign log of tales in this language
    await expect(page.getByTestId('eod-tale-name')).toHaveText(['The first tale']);
    await page.getByTestId('eod-tales').scrollIntoViewIfNeeded();
    await shot(page, `${lang}-1024x700-tales`);
    await page.getByTestId('eod-saved-game').filter({ hasText: 'Friday in Aegis' }).click();
    await expect(page.getByTestId('et-round')).toHaveText(round);
    await page.getByTestId('outcome-close').click();
    await shot(page, `${lang}-1024x700`);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shot(page, `${lang}-1920x1080`);
    await page.getByTestId('nav-eod-collection').click();
    await page.getByTestId('box-base').getByTestId('box-toggle').click();
    await expect(page.getByTestId('box-line-agent.fede')).toBeVisible();
    await shot(page, `${lang}-1920x1080-box`);
    await page.setViewportSize({ width: 1024, height: 700 });
    await shot(page, `${lang}-1024x700-box`);
  }
});
