import path from 'node:path';
import type { GameView } from '../../core/api/games';
import { expect, QUICK_POLL, test, type Page } from './fixtures';
import { GamesPage } from './pages/games';
import type { UiLocale } from './pages/app';
import { playThroughApi, sendAndSettle, settleBoard, shooter, shotsInEveryLanguage } from './tools/play';

/**
 * Edge of Darkness on screen (issue 16 Build 5, Tests: "a 2-player game through the Prologue and one round,
 * crafting a card, undo"): the New game dialog's setup form starts a 2-player game; the Prologue's 1-2-2-1
 * draft (§3.3) is played with the board's buttons, each pick chosen part by part (advancement → slot → card)
 * with the hand-over between the seats; an advancement's strip then shows on the composite card; a pick is
 * undone and made again; the Guild Hall cards, the Gather phase (§4.1) and both action turns of round 1
 * (§4.4: sleeving is crafting a card) follow until round 2 begins. Screenshots at 1024×700 and 1920×1080 in
 * English, German, Hungarian and Turkish go to SHOTS.
 */
const SHOTS = process.env.EOD_SHOTS ?? path.resolve('test-results', 'eod-play');

const shot = shooter(SHOTS);

/** The seat at the device changes: the next person confirms the hand-over; then the board shows. */
async function settle(page: Page): Promise<void> {
  await settleBoard(page, 'eod-board', 'eod-decision');
}

/** Sends one action of `type`: clicks the first choice of its group until the action is sent. */
async function actFirst(page: Page, type: string, prefer?: RegExp): Promise<void> {
  const group = page.getByTestId(`eod-group-${type}`);
  await expect(group).toBeVisible();
  for (let i = 0; i < 5; i++) {
    const choices = group.getByTestId('legal-action');
    const preferred = prefer ? choices.filter({ hasText: prefer }) : null;
    const button = preferred && (await preferred.count()) ? preferred.first() : choices.first();
    const final = (await button.getAttribute('class'))?.includes('final');
    if (final) {
      await sendAndSettle(page, () => button.click(), settle);
      return;
    }
    await button.click();
  }
  throw new Error(`no ${type} action was sent`);
}

const status = (page: Page) => page.getByTestId('eod-status');

test('an Edge of Darkness game: setup form, the Prologue draft, crafting a card, undo, Guild Hall, Gather and round 1', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1024, height: 700 });

  // the game page (Home tile / menu entry) → Play on screen: the New game dialog with the rules engine's form
  await page.getByTestId('nav-eod-home').click();
  await expect(page.getByTestId('eod-home')).toBeVisible();
  await page.getByTestId('eod-play-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('eod-setup')).toBeVisible();
  await dialog.getByTestId('eod-setup-players-2').click();
  await dialog.getByTestId('eod-setup-chosen').click();
  await expect(dialog.getByTestId('eod-setup-count')).toContainText('0 of 10 chosen');
  await expect(dialog.getByTestId('new-game-submit')).toBeDisabled();
  // ten locations ticked (§3.2 step 9): the first five lie above the board, the rest below, in this order
  const boxes = dialog.locator('[data-testid^="eod-setup-loc-"]');
  expect(await boxes.count()).toBeGreaterThan(10);
  const chosen: string[] = [];
  for (let i = 0; i < 10; i++) {
    await boxes.nth(i).click();
    chosen.push(((await boxes.nth(i).getAttribute('data-testid')) ?? '').replace('eod-setup-loc-', ''));
  }
  await expect(dialog.getByTestId('eod-setup-count')).toContainText('10 of 10 chosen');
  await expect(boxes.nth(10)).toHaveClass(/n-checkbox--disabled/);
  await expect(dialog.getByTestId('new-game-submit')).toBeEnabled();
  await shot(page, 'en-1024-setup');
  await dialog.getByTestId('new-game-name').locator('input').fill('Two guilds');
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await settle(page);

  // the board: the Prologue, ten locations, three tower spaces, the Street empty until the deck is formed
  await expect(status(page)).toContainText('Prologue');
  await expect(page.getByTestId('eod-location')).toHaveCount(10);
  expect(
    await page.getByTestId('eod-location').evaluateAll((els) => els.map((e) => e.getAttribute('data-loc'))),
  ).toEqual(chosen);
  await expect(page.getByTestId('eod-tower-space')).toHaveCount(3);
  await expect(page.getByTestId('eod-player')).toHaveCount(2);
  // the hand of the first player: their four guild starter cards, each one strip (a Citizen or Patrician)
  const hand = page.getByTestId('eod-hand');
  await expect(hand.getByTestId('eod-card')).toHaveCount(4);
  await expect(hand.getByTestId('eod-strip-name')).toHaveCount(4);
  await shot(page, 'en-1024-prologue');

  // the first pick, part by part: an advancement, then its slot, then the card (clicked in the hand)
  const pick = page.getByTestId('eod-group-pick');
  await expect(pick).toBeVisible();
  const adv = pick.getByTestId('legal-action').first();
  const advName = ((await adv.textContent()) ?? '')
    .replace(/\s*\(.*$/, '')
    .replace('…', '')
    .trim();
  await adv.click();
  await expect(pick.getByTestId('eod-crumb')).toHaveCount(1);
  // a bottom variant: it adds a strip below the Citizen or Patrician
  const bottom = pick.getByTestId('legal-action').filter({ hasText: /^Bottom/ });
  if (await bottom.count()) await bottom.first().click();
  else
    await pick
      .getByTestId('legal-action')
      .filter({ hasText: /^(Middle|Top)/ })
      .first()
      .click();
  const target = hand.locator('[data-testid="eod-card"][role="button"]').first();
  await expect(target).toBeVisible();
  const targetId = await target.getAttribute('data-card');
  const logBefore = await page.getByTestId('log-line').count();
  await target.click();
  await expect.poll(async () => page.getByTestId('log-line').count(), QUICK_POLL).toBeGreaterThan(logBefore);
  await settle(page);
  // the crafted card shows the advancement's strip
  const crafted = page.locator(`[data-testid="eod-card"][data-card="${targetId}"]`).first();
  await expect(crafted.getByTestId('eod-strip-name')).toHaveCount(2);
  await expect(crafted).toContainText(advName);
  await expect(page.getByTestId('game-log')).toContainText(advName);
  await shot(page, 'en-1024-crafted');

  // undo the pick: the card is bare again and the pick is offered again
  await expect(page.getByTestId('game-undo')).toBeEnabled();
  await page.getByTestId('game-undo').click();
  await settle(page);
  await expect(
    page.locator(`[data-testid="eod-card"][data-card="${targetId}"]`).first().getByTestId('eod-strip-name'),
  ).toHaveCount(1);
  await expect(page.getByTestId('eod-group-pick')).toBeVisible();

  // the draft: 1-2-2-1 for two players (§3.3), each pick's allowed effects resolved or declined
  for (let i = 0; i < 40 && (await status(page).textContent())?.includes('Prologue draft'); i++) {
    await expect(page.getByTestId('legal-action').first()).toBeVisible();
    if (await page.getByTestId('eod-group-pick').isVisible()) await actFirst(page, 'pick', /^Bottom|^Middle/);
    else if (await page.getByTestId('eod-group-choose').isVisible()) await actFirst(page, 'choose');
    else if (await page.getByTestId('eod-group-use').isVisible()) await actFirst(page, 'use');
    else if (await page.getByTestId('eod-group-done').isVisible()) await actFirst(page, 'done');
    else throw new Error('no Prologue decision');
  }
  // each player puts a starter card without an advancement into the Guild Hall (§3.3 step 5)
  await expect(status(page)).toContainText('Guild Hall cards');
  for (let i = 0; i < 4 && (await status(page).textContent())?.includes('Guild Hall cards'); i++)
    await actFirst(page, 'hall');
  await expect(status(page)).toContainText('Round 1 of 8');
  await expect(page.getByTestId('eod-street-pos')).toHaveCount(6);
  await shot(page, 'en-1024-gather');

  // Gather (§4.1): each player takes Street cards until their hand holds 3
  for (let i = 0; i < 12 && (await status(page).textContent())?.includes('Gather phase'); i++)
    await actFirst(page, 'take', /^Position 1/);
  await expect(status(page)).toContainText('Action phase');

  // round 1's action turns: sleeve one advancement into a card in hand (crafting, §4.4.3), then end the turn
  for (let turn = 0; turn < 2; turn++) {
    await expect(status(page)).toContainText('Action phase');
    for (let i = 0; i < 10; i++) {
      await expect(page.getByTestId('legal-action').first()).toBeVisible();
      if (await page.getByTestId('eod-group-choose').isVisible()) await actFirst(page, 'choose');
      else if (await page.getByTestId('eod-group-sleeve').isVisible()) {
        await actFirst(page, 'sleeve', /^Bottom|^Middle/);
        if (turn === 0) await shot(page, 'en-1024-action');
      } else break;
    }
    await expect(page.getByTestId('eod-group-end')).toBeVisible();
    await actFirst(page, 'end');
  }
  await expect(status(page)).toContainText(/Round 2 of 8|Gather/);
  await expect(page.getByTestId('game-log')).toContainText(/Round 2/);

  // screenshots in every language at 1024×700 and 1920×1080
  const words: Record<UiLocale, RegExp> = { en: /Round 2/, de: /Runde 2/, hu: /2\. kör/, tr: /Tur 2/ };
  const id = /#\/games\/([0-9a-f-]+)/.exec(page.url())![1];
  await shotsInEveryLanguage(page, {
    app,
    url: `${host.origin}/#/games/${id}`,
    settle,
    status: status(page),
    words,
    shot,
  });
});

test('a finished Edge of Darkness game: the final scoring (§5) on the board and the outcome', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const games = new GamesPage(page, host);
  const game = await games.createGame({
    game: 'edge-of-darkness',
    options: { players: 2 },
    seed: 'e2e-end',
    name: 'To the end',
  });
  // the whole game through the host's API, as another window would play it: a sleeving when there is one, the
  // end of the turn when allowed, otherwise the first legal action (the Prologue's picks, the Gather's takes, asks)
  type View = GameView & { legal: Array<{ type: string }> };
  const view = await playThroughApi<View>(
    games,
    game.id,
    (v) => {
      const pick = (type: string) => v.legal.find((a) => a.type === type);
      return pick('choose') ?? pick('sleeve') ?? pick('end') ?? pick('done') ?? v.legal[0];
    },
    1500,
  );
  expect(view.summary.finished).toBe(true);

  await page.goto(`${host.origin}/#/games/${game.id}`);
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('outcome-reason')).not.toBeEmpty();
  await shot(page, 'en-1024-outcome');
  await page.getByTestId('outcome-close').click();
  const scores = page.getByTestId('eod-scores');
  await expect(scores).toBeVisible();
  await expect(scores.getByTestId('eod-score-total')).toHaveCount(2);
  await expect(status(page)).toContainText('Game over');
  await shot(page, 'en-1024-scores');
  await app.gotoSettings();
  await app.chooseLanguage('hu');
  await page.goto(`${host.origin}/#/games/${game.id}`);
  await page.getByTestId('outcome-close').click();
  await expect(page.getByTestId('eod-scores')).toContainText('Végső pontozás');
  await shot(page, 'hu-1024-scores');
});
