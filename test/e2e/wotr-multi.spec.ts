import path from 'node:path';
import { expect, QUICK_POLL, test, type Page } from './fixtures';
import { GamesPage } from './pages/games';
import { settle } from './pages/wotr-board';

/**
 * War of the Ring for four players on one device (issue 15 §1, Tests: "a four-player game through one full
 * turn with hand-over"): the New game dialog's player count starts a four-player game (one person per role seat);
 * every decision of turn 1 — the Phase 1 exchange asked of all four players, the Fellowship phase of the
 * Free Peoples' Leading Player, the Shadow Leading Player's hunt allocation, the action dice in the order
 * FP non-leading → Shadow non-leading → FP leading → Shadow leading — is taken through the board's buttons,
 * the frame's hand-over screen between the people; each player sees only his own hand; turn 2 starts with
 * the Leading Player tokens passed to the teammates and the draw from a deck of each player's choice.
 */

async function act(page: Page, label: RegExp | string): Promise<void> {
  // texts read without waiting (allTextContents): the board may be gone behind the hand-over screen
  const text = async (id: string) => (await page.getByTestId(id).allTextContents()).join('|');
  const before = await page.getByTestId('log-line').count();
  const status = await text('wotr-status');
  const seat = await text('wotr-seat');
  await page.getByTestId('legal-action').filter({ hasText: label }).first().click();
  await expect
    .poll(
      async () =>
        (await page.getByTestId('handover-confirm').isVisible()) ||
        (await page.getByTestId('log-line').count()) > before ||
        (await text('wotr-status')) !== status ||
        (await text('wotr-seat')) !== seat,
      { ...QUICK_POLL, timeout: 20_000 },
    )
    .toBe(true);
  await settle(page);
}

/** The card names in the hand shown at the device. */
async function handNames(page: Page): Promise<string[]> {
  return page.getByTestId('wotr-card').locator('.card-name').allTextContents();
}

test('a four-player War of the Ring game: roles, hand-overs, own hands only, one full turn', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(app.page.getByTestId('nav-games')).toBeVisible();
  // the game page: New game → four players, each seat a person (the default) → the game starts
  await page.getByTestId('nav-wotr-home').click();
  await expect(page.getByTestId('wotr-home')).toBeVisible();
  await page.getByTestId('wotr-new-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await dialog.getByTestId('wotr-players-4').click();
  const players = dialog.getByTestId('new-game-players');
  for (const seat of ['fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'])
    await expect(players.getByTestId(`new-game-controller-${seat}`).getByTestId('controller-person')).toBeChecked();
  await expect(dialog.getByTestId('new-game-name').locator('input')).toHaveAttribute(
    'placeholder',
    'War of the Ring, 4 players',
  );
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await settle(page);
  await expect(page.getByTestId('wotr-leading')).toHaveText('Leading: Gondor (Free Peoples), Witch-king (Shadow)');
  await expect(page.getByTestId('wotr-prompt')).toContainText('exchange one card with your teammate');

  // a seeded four-player game for the turn
  const games = new GamesPage(page, host);
  const game = await games.createGame({
    game: 'war-of-the-ring',
    seed: 'e2e-multi-1',
    name: 'Four players',
    options: { players: 4 },
  });
  await page.goto(`${host.origin}/#/games/${game.id}`);
  await settle(page);
  const status = page.getByTestId('wotr-status');
  const seat = page.getByTestId('wotr-seat');
  await expect(status).toContainText('Turn 1');

  // Phase 1: every player is asked about the exchange, each behind the hand-over; each sees his own two cards
  const hands = new Map<string, string[]>();
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('wotr-prompt')).toContainText('exchange one card');
    const who = (await seat.textContent()) ?? '';
    expect(hands.has(who), who).toBe(false);
    const names = await handNames(page);
    expect(names).toHaveLength(2);
    hands.set(who, names);
    await act(page, 'No exchange');
  }
  const all = [...hands.values()].flat();
  expect(new Set(all).size).toBe(8); // nobody was shown another player's cards
  await expect(page.getByTestId('wotr-multi')).toContainText('Rohan (Free Peoples): 2 cards');

  // Phase 2 (the FP Leading Player: Gondor), Phase 3 (the Shadow Leading Player: the Witch-king)
  await expect(status).toContainText('Fellowship phase');
  await expect(seat).toContainText('Gondor');
  await act(page, 'End the Fellowship phase');
  await expect(seat).toContainText('Witch-king');
  await act(page, /dice to the Hunt/);
  await expect(status).toContainText('Action resolution');

  // Phase 5: FP non-leading (Rohan) → Shadow non-leading (Saruman) → FP leading (Gondor) → Shadow leading
  const order: string[] = [];
  for (let i = 0; i < 60 && !(await status.textContent())?.includes('Turn 2'); i++) {
    const who = (await seat.textContent()) ?? '';
    const prompt = (await page.getByTestId('wotr-prompt').textContent()) ?? '';
    if (prompt.startsWith('Action resolution') && order.length < 4) order.push(who);
    const legal = page.getByTestId('legal-action');
    if (await legal.filter({ hasText: /^Pass/ }).count()) await act(page, /^Pass/);
    else if (await legal.filter({ hasText: /^Set aside/ }).count()) await act(page, /^Set aside/);
    else if (await legal.filter({ hasText: /^Done/ }).count()) await act(page, /^Done/);
    else await act(page, /./);
  }
  expect(order.map((w) => w.replace(/^You play the /, ''))).toEqual([
    expect.stringContaining('Rohan'),
    expect.stringContaining('Saruman'),
    expect.stringContaining('Gondor'),
    expect.stringContaining('Witch-king'),
  ]);

  // turn 2: the tokens passed to the teammates; each player draws from a deck of his choice
  await expect(status).toContainText('Turn 2');
  await expect(page.getByTestId('wotr-leading')).toHaveText('Leading: Rohan (Free Peoples), Saruman & Allies (Shadow)');
  await expect(page.getByTestId('game-log')).toContainText(
    'Leading Players now: Rohan (Free Peoples) and Saruman & Allies (Shadow).',
  );
  await expect(page.getByTestId('wotr-prompt')).toContainText('draw one event card from a deck of your choice');
  await expect(seat).toContainText('Gondor');
  await expect(page.getByTestId('legal-action').filter({ hasText: /Draw from the/ })).toHaveCount(2);
});

test('three players with the computer as both Shadow players (§10.7): the person plays the Free Peoples, the computer answers', async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(app.page.getByTestId('nav-games')).toBeVisible();
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-new-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await dialog.getByTestId('wotr-players-3').click();
  await dialog.getByTestId('new-game-name').locator('input').fill('Three with the computer');
  // the two Shadow players to the computer; the single Free Peoples player stays a person
  await dialog.getByTestId('new-game-controller-sh-witchking').getByTestId('controller-normal').click();
  await dialog.getByTestId('new-game-controller-sh-saruman').getByTestId('controller-easy').click();
  await expect(dialog.getByTestId('new-game-no-person')).toHaveCount(0);
  await expect(
    dialog.getByTestId('new-game-controller-sh-saruman').getByTestId('controller-easy').locator('input'),
  ).toBeChecked();
  await page.screenshot({ path: path.resolve('test-results', 'wotr-computer', 'new-game-three.png') });
  await dialog.getByTestId('new-game-submit').click();

  // one person left: no hand-over; the computer players are listed, and they answer the exchange of Phase 1
  await expect(page.getByTestId('game-page')).toBeVisible();
  await settle(page);
  await expect(page.getByTestId('handover-confirm')).toHaveCount(0);
  const computer = page.getByTestId('computer-status');
  await expect(computer).toContainText('Witch-king (Shadow) · normal');
  await expect(computer).toContainText('Saruman & Allies (Shadow) · easy');
  const status = page.getByTestId('wotr-status');
  // the person's decisions until the Shadow's dice are allocated (Phase 3, the computer's): it is the person's
  // turn again in Phase 5, after the computer's moves arrived in the log
  for (let i = 0; i < 20 && !(await status.textContent())?.includes('Action resolution'); i++) {
    const legal = page.getByTestId('legal-action');
    await expect(legal.first()).toBeVisible({ timeout: 20_000 });
    if (await legal.filter({ hasText: 'No exchange' }).count()) await act(page, 'No exchange');
    else if (await legal.filter({ hasText: 'End the Fellowship phase' }).count())
      await act(page, 'End the Fellowship phase');
    else await act(page, /./);
  }
  await expect(status).toContainText('Action resolution', { timeout: 30_000 });
  await expect(page.getByTestId('game-log')).toContainText('puts', { timeout: 30_000 }); // the Hunt allocation
  await expect(page.getByTestId('wotr-seat')).toContainText('Free Peoples');
});
