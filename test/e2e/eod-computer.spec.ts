import fs from 'node:fs';
import path from 'node:path';
import { expect, QUICK_POLL, test, type Page } from './fixtures';

/**
 * Edge of Darkness against the computer (issue 16 leftover: a computer player for the rules engine): the New
 * game dialog offers the computer for a seat; one person plays seat 1, the computer (easy) seat 2. The person
 * makes the Prologue's picks (§3.3) with the board's buttons and never hands the device over; the computer's
 * picks and its seeding choices arrive in the log on their own, up to the Guild Hall step. Screenshots go to
 * SHOTS.
 */
const SHOTS = process.env.EOD_SHOTS ?? path.resolve('test-results', 'eod-computer');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('Edge of Darkness against the computer: the dialog gives seat 2 to the computer, which makes its own Prologue picks', async ({
  page,
  app: _app,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByTestId('nav-eod-home').click();
  await page.getByTestId('eod-play-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('eod-setup')).toBeVisible();
  await dialog.getByTestId('eod-setup-players-2').click();
  await dialog.getByTestId('new-game-name').locator('input').fill('Against the computer');
  await dialog.getByTestId('new-game-controller-p2').getByTestId('controller-easy').click();
  await shot(page, 'en-1024-dialog');
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();

  const status = page.getByTestId('eod-status');
  const log = page.getByTestId('game-log');
  // The step and the person's decision are read in one look at the page: read one after the other, the computer's
  // answer could come in between, and the person's Guild Hall decision, taken for an earlier step's, was played past.
  const look = () =>
    page.evaluate(() => {
      const step = document.querySelector('[data-testid="eod-status"]')?.textContent ?? '';
      const decision = document.querySelector<HTMLElement>('[data-testid="legal-action"]');
      return { step, hall: step.includes('Guild Hall'), mine: !!decision && decision.checkVisibility() };
    });
  // the person plays until the Guild Hall step; the computer answers its own decisions in between
  await expect(status).toContainText('Prologue');
  for (let i = 0; i < 120; i++) {
    const now = await look();
    if (now.hall) break;
    expect(now.step, 'still in the Prologue').toContain('Prologue');
    await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
    const mine = page.getByTestId('legal-action').first();
    // the computer's turn: wait for its answer (the decision panel comes back to the person)
    if (!now.mine) {
      await expect(mine.or(status.filter({ hasText: 'Guild Hall' })).first()).toBeVisible({ timeout: 20_000 });
      continue;
    }
    // a choice made part by part (advancement → slot → card): only the last part sends the action
    const final = (await mine.getAttribute('class'))?.includes('final');
    const before = await page.getByTestId('log-line').count();
    await mine.click();
    if (final)
      await expect
        .poll(async () => page.getByTestId('log-line').count(), { ...QUICK_POLL, timeout: 40_000 })
        .not.toBe(before);
  }
  await expect(status).toContainText('Guild Hall');
  // the computer's seat made picks of its own (two in the 1-2-2-1 draft are seat 2's turn at least)
  await expect(log).toContainText(/Prologue: .*2.* sleeves/);
  await shot(page, 'en-1024-guild-hall');
});
