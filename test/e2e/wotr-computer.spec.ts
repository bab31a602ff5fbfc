import fs from 'node:fs';
import path from 'node:path';
import type { GameView } from '../../core/api/games';
import { expect, test, type Page } from './fixtures';
import { GamesPage } from './pages/games';

/**
 * A game against the computer to its end (issue 15 §3, Tests): the War of the Ring page's New game
 * dialog starts a game with the Free Peoples played by a person and the Shadow by the computer
 * (easy). On screen: the computer is paused ahead of its turn (key S), the person's first move is
 * made by a click, the computer waits, is let go, and its answer arrives in the log; undo takes the
 * person back to their own decision (the computer's answer with it). The rest of the game — several
 * hundred decisions of the person — is driven through the host's API as the renderer sends them
 * (`games.act` for the person, `games.computerMove` for the computer), with the board closed so the
 * page does not play the computer at the same time; the game page then shows the outcome.
 */
const SHOTS = process.env.WOTR_SHOTS ?? path.resolve('test-results', 'wotr-computer');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test('War of the Ring against the computer Shadow: start from the dialog, watch, pause, undo, play to the end', async ({
  page,
  host,
  app: _app, // opens the app on the host
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const games = new GamesPage(page, host);

  // the game page: New game → the Shadow is played by the computer (easy)
  await page.getByTestId('nav-wotr-home').click();
  await expect(page.getByTestId('wotr-home')).toBeVisible();
  await page.getByTestId('wotr-new-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('new-game-name').locator('input').fill('Against the computer');
  const players = dialog.getByTestId('new-game-players');
  await expect(players).toContainText('Free Peoples');
  await expect(players).toContainText('Shadow');
  // both sides to the computer: refused before sending (someone must play)
  await dialog.getByTestId('new-game-controller-fp').getByTestId('controller-easy').click();
  await dialog.getByTestId('new-game-controller-shadow').getByTestId('controller-easy').click();
  await expect(dialog.getByTestId('new-game-no-person')).toBeVisible();
  await expect(dialog.getByTestId('new-game-submit')).toBeDisabled();
  await dialog.getByTestId('new-game-controller-fp').getByTestId('controller-person').click();
  await expect(dialog.getByTestId('new-game-no-person')).toHaveCount(0);
  await dialog.getByTestId('new-game-controller-shadow').getByTestId('controller-easy').click();
  await shot(page, 'new-game-dialog');
  await dialog.getByTestId('new-game-submit').click();

  // one person against the computer: no hand-over screen, the Free Peoples' view at once
  await expect(page.getByTestId('game-page')).toBeVisible();
  const status = page.getByTestId('wotr-status');
  await expect(status).toContainText('Turn 1 · Fellowship phase · Free Peoples to act');
  await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
  const computer = page.getByTestId('computer-status');
  await expect(computer).toHaveAttribute('data-state', 'waiting');
  await expect(computer).toContainText('Shadow · easy');

  // pause the computer ahead of its turn (keyboard), then make the person's move with a click
  await page.locator('main h1').click();
  await page.keyboard.press('s');
  await expect(computer).toHaveAttribute('data-state', 'paused');
  const log = page.getByTestId('log-line');
  await page.getByTestId('legal-action').filter({ hasText: 'End the Fellowship phase' }).first().click();
  await expect(status).toContainText('Hunt allocation');
  await expect(page.getByTestId('computer-paused')).toContainText('The computer is paused (Shadow · easy)');
  await shot(page, 'computer-paused');
  const before = await log.count();
  await page.waitForTimeout(800); // several of the computer's paces: it does not move while paused
  await expect(log).toHaveCount(before);

  // let it play: its move arrives in the log, and the decision is the Free Peoples' again
  await page.getByTestId('computer-resume').click();
  await expect(page.getByTestId('game-log')).toContainText('The Shadow puts');
  await expect(status).toContainText('Action resolution · Free Peoples to act');
  await expect(computer).toHaveAttribute('data-state', 'waiting');

  // undo: back to the person's decision, the computer's answer taken back with the person's move
  const list = await games.call<Array<{ id: string; name: string }>>('games.list', {});
  const id = list.find((g) => g.name === 'Against the computer')!.id;
  const played = (await games.call<GameView>('games.open', { id, seat: 'fp' })).stateVersion;
  expect(played).toBeGreaterThanOrEqual(2);
  await page.getByTestId('game-undo').click();
  const confirm = page.locator('.n-dialog').getByRole('button', { name: 'Undo' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(status).toContainText('Turn 1 · Fellowship phase · Free Peoples to act');
  await expect(log.filter({ hasText: 'The Shadow puts' })).toHaveCount(0);
  const undone = await games.call<GameView>('games.open', { id, seat: 'fp' });
  expect(undone.stateVersion).toBe(0);
  expect(undone.summary.redoable).toBe(played);

  // the rest of the game through the API, the board closed (the page plays no computer moves then)
  // (a fresh load of the settings page: nothing of the page follows the game's changes meanwhile)
  await page.goto(`${host.origin}/#/settings`);
  await expect(page.locator('main h1')).toBeVisible();
  const started = Date.now();
  // In the page (one round trip for the whole game): the person picks with a seeded generator.
  const rest = await page.evaluate(
    async ({ id, token }) => {
      const call = async (method: string, args: unknown) => {
        const res = await fetch(`/api/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(args),
        });
        const env = (await res.json()) as { ok: boolean; value?: unknown; error?: unknown };
        if (!env.ok) throw new Error(`${method}: ${JSON.stringify(env.error)}`);
        return env.value as {
          stateVersion: number;
          computer: unknown;
          legal: Array<Record<string, unknown>>;
          summary: { finished: boolean; actions: number };
        };
      };
      let seed = 0x2545f491;
      const next = () => {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 0) / 2 ** 32;
      };
      let view = await call('games.open', { id, seat: 'fp' });
      let person = 0;
      let computer = 0;
      for (let i = 0; i < 6000 && !view.summary.finished; i++) {
        if (view.computer) {
          view = await call('games.computerMove', { id, seat: 'fp', stateVersion: view.stateVersion });
          computer++;
        } else {
          if (view.legal.length === 0) throw new Error(`no legal action for the person at ${view.stateVersion}`);
          const pick = view.legal[Math.floor(next() * view.legal.length)];
          view = await call('games.act', { id, action: { ...pick, seat: 'fp', stateVersion: view.stateVersion } });
          person++;
        }
      }
      return { person, computer, finished: view.summary.finished, actions: view.summary.actions };
    },
    { id, token: host.token },
  );
  console.log(
    `the rest of the game: ${rest.actions} actions (${rest.person} of the person) in ${Date.now() - started} ms`,
  );
  expect(rest.finished).toBe(true);
  expect(rest.person).toBeGreaterThan(20);
  expect(rest.computer).toBeGreaterThan(20);
  expect(await games.call('games.verify', { id })).toEqual({ ok: true, actions: rest.actions });

  // the end screen
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-saved-game').filter({ hasText: 'Against the computer' }).click();
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).not.toBeEmpty();
  await expect(page.getByTestId('computer-status')).toHaveCount(0);
});
