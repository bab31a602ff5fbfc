import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { GamesPage } from './pages/games';
import { settle } from './pages/wotr-board';
import type { UiLocale } from './pages/app';
import { sendAndSettle, shooter, shotsInEveryLanguage } from './tools/play';
import { BATTLE_SEED, openingToBattle } from './wotr-battle';

/**
 * War of the Ring on screen (issue 14 §9, Tests: "start a game, play a full turn for both sides, move
 * the Fellowship, fight a battle, undo, reload the save"): the game page's New game dialog starts a
 * game; on a seeded game every phase of turn 1 is played through the board's buttons with the
 * hand-over between the two seats, the Fellowship is moved by clicking its destination on the map,
 * that move is undone and made again, the game is reloaded and resumed from the saved games. A
 * battle needs two armies side by side, which no opening of turn 1 gives: the random-battle and
 * fixture tests of the engine cover combat; here the board's battle decisions are labelled by the
 * same code as every other action (test/unit/renderer/wotr-play.test.ts labels random games).
 * Screenshots at 1024×700 and 1920×1080 in the four languages go to SHOTS.
 */
const SHOTS = process.env.WOTR_SHOTS ?? path.resolve('test-results', 'wotr');

const shot = shooter(SHOTS, false);

async function act(page: Page, label: RegExp | string): Promise<void> {
  await sendAndSettle(page, () => page.getByTestId('legal-action').filter({ hasText: label }).first().click(), settle);
}

test('a War of the Ring game: start, a whole turn for both sides, the Fellowship moved on the map, undo, reload', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 700 });

  // the game page: Home tile / menu entry → New game
  await page.getByTestId('nav-wotr-home').click();
  await expect(page.getByTestId('wotr-home')).toBeVisible();
  await expect(page.locator('main h1')).toHaveText('War of the Ring');
  await page.getByTestId('wotr-new-game').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('new-game-name').locator('input').fill('From the game page');
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await settle(page);
  await expect(page.getByTestId('wotr-map')).toBeVisible();
  await expect(page.getByTestId('wotr-status')).toContainText('Turn 1 · Fellowship phase · Free Peoples to act');
  await expect(page.getByTestId('wotr-card')).toHaveCount(2);

  // a seeded game (the dice of seed e2e-2 give the Free Peoples a Character die in turn 1)
  const games = new GamesPage(page, host);
  const game = await games.createGame({ game: 'war-of-the-ring', seed: 'e2e-2', name: 'Seeded' });
  await page.goto(`${host.origin}/#/games/${game.id}`);
  await settle(page);
  const status = page.getByTestId('wotr-status');
  await expect(status).toContainText('Turn 1 · Fellowship phase');
  await shot(page, 'en-1024-fellowship-phase');

  // Phase 2 (Free Peoples) → Phase 3 (Shadow) → Phases 4–5
  await act(page, 'End the Fellowship phase');
  await expect(status).toContainText('Hunt allocation');
  await expect(page.getByTestId('wotr-seat')).toContainText('Shadow');
  await act(page, '1 dice to the Hunt');
  await expect(status).toContainText('Action resolution · Free Peoples to act');

  // move the Fellowship: the map marks where the dice can take it; click Fords of Bruinen
  const fords = page.locator('[data-region="fords-of-bruinen"]');
  await expect(fords).toHaveClass(/marked/);
  await sendAndSettle(
    page,
    async () => {
      await fords.click();
      const filtered = page.getByTestId('legal-action');
      if (await page.getByTestId('wotr-clear-region').isVisible()) await filtered.first().click();
    },
    settle,
  );
  await expect(page.getByTestId('game-log')).toContainText('The Fellowship moves (Progress 1)');
  await shot(page, 'en-1024-after-fellowship-move');

  // the Shadow's turn: the Fellowship's destination is hidden from it
  await expect(page.getByTestId('wotr-seat')).toContainText('Shadow');
  await expect(page.getByTestId('game-log')).not.toContainText('Fords of Bruinen');
  await expect(page.getByTestId('wotr-true-position')).toHaveCount(0);

  // undo: the Shadow starts an army move with its Muster/Army die, takes it back, and sets the die aside later
  await act(page, /Muster\/Army: move armies/);
  await expect(page.getByTestId('wotr-prompt')).toHaveText('Move an army: choose where from and where to, then Done.');
  await expect(page.getByTestId('game-undo')).toBeEnabled();
  await page.getByTestId('game-undo').click();
  await expect(page.getByTestId('wotr-prompt')).toHaveText('Action resolution: use an action die, or pass.');
  await expect(page.getByTestId('legal-action').filter({ hasText: /Muster\/Army: move armies/ })).toHaveCount(1);

  // the rest of the turn: each side sets its dice aside or passes until turn 2 begins
  for (let i = 0; i < 30 && !(await status.textContent())?.includes('Turn 2'); i++) {
    const legal = page.getByTestId('legal-action');
    const pass = legal.filter({ hasText: /^Pass/ });
    if (await pass.count()) await act(page, /^Pass/);
    else if (await legal.filter({ hasText: /^Set aside/ }).count()) await act(page, /^Set aside/);
    else if (await legal.filter({ hasText: /^Done/ }).count()) await act(page, /^Done/);
    else await act(page, /./);
  }
  await expect(status).toContainText('Turn 2 · Fellowship phase');
  await expect(page.getByTestId('game-log')).toContainText('Turn 2 begins.');

  // reload the app: the saved game is resumed where it was
  await app.reload();
  await page.getByTestId('nav-wotr-home').click();
  await page.getByTestId('wotr-saved-game').filter({ hasText: 'Seeded' }).click();
  await settle(page);
  await expect(status).toContainText('Turn 2 · Fellowship phase');
  await expect(page.getByTestId('game-log')).toContainText('The Fellowship moves (Progress 1)');

  // screenshots in every language, at 1024×700 and 1920×1080
  const words: Record<UiLocale, RegExp> = {
    en: /Turn 2/,
    de: /Runde 2/,
    hu: /2\. kör/,
    tr: /2\. tur/,
  };
  await shotsInEveryLanguage(page, { app, url: `${host.origin}/#/games/${game.id}`, settle, status, words, shot });
});

test('a War of the Ring battle: attack, combat cards, rolls, casualties, undo, continue, retreat or stay, cease', async ({
  page,
  host,
  app,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const games = new GamesPage(page, host);
  const game = await games.createGame({ game: 'war-of-the-ring', seed: BATTLE_SEED, name: 'Battle' });
  // the opening through the host's API: Isengard goes to war, the Free Peoples pass
  for (const action of openingToBattle()) await games.call('games.act', { id: game.id, action });
  await expect(app.page.getByTestId('nav-games')).toBeVisible();
  await page.goto(`${host.origin}/#/games/${game.id}`);
  await settle(page);

  const status = page.getByTestId('wotr-status');
  const prompt = page.getByTestId('wotr-prompt');
  const log = page.getByTestId('game-log');
  const fords = page.locator('[data-region="fords-of-isen"]');
  const orthanc = page.locator('[data-region="orthanc"]');
  await expect(status).toContainText('Turn 1 · Action resolution · Shadow to act');
  await expect(page.getByTestId('wotr-seat')).toContainText('Shadow');
  await expect(fords).toHaveAttribute('aria-label', /Rohan: Regular: 2, Leader: 1/);
  await expect(orthanc).toHaveAttribute('aria-label', /Isengard: Regular: 4, Elite: 1/);
  // at 1024×700 the decision, the map, the dice, the tracks and the hand are in view without scrolling the page
  for (const id of ['wotr-prompt', 'wotr-map', 'wotr-dice-fp', 'wotr-tracks', 'wotr-hand']) {
    const box = (await page.getByTestId(id).first().boundingBox())!;
    expect(box.y, id).toBeGreaterThanOrEqual(0);
    expect(box.y + Math.min(box.height, 40), id).toBeLessThanOrEqual(700);
  }
  const board = (await page.getByTestId('wotr-board').boundingBox())!;
  expect(board.y + board.height).toBeLessThanOrEqual(700);
  // the map zooms and pans in its box: the keys of the map (M goes to it)
  const svg = page.getByTestId('wotr-map').locator('svg').first();
  const whole = await svg.getAttribute('viewBox');
  await page.keyboard.press('m');
  await expect(page.getByTestId('wotr-map')).toBeFocused();
  await page.keyboard.press('+');
  await expect(svg).not.toHaveAttribute('viewBox', whole!);
  const zoomed = await svg.getAttribute('viewBox');
  await page.keyboard.press('ArrowLeft');
  await expect(svg).not.toHaveAttribute('viewBox', zoomed!);
  await page.keyboard.press('0');
  await expect(svg).toHaveAttribute('viewBox', whole!);

  // the Hunt Pool by kind: 12 numbered, no special, 4 Eye tiles
  await expect(page.getByTestId('wotr-pool-standard')).toContainText(/Numbered tiles\s*12/);
  await expect(page.getByTestId('wotr-pool-special')).toContainText(/Special tiles\s*0/);
  await expect(page.getByTestId('wotr-pool-eye')).toContainText(/Eye tiles\s*4/);
  await expect(page.getByTestId('wotr-pool-waiting')).toHaveCount(0);

  // the keys are listed in the board's help (? opens it, Esc closes it)
  await page.keyboard.press('?');
  await expect(page.getByTestId('wotr-help')).toContainText('Keyboard shortcuts');
  await expect(page.getByTestId('wotr-help')).toContainText('go to the choices');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wotr-help')).toHaveCount(0);
  // the attack names both regions: they are marked on the map
  await expect(fords).toHaveClass(/marked/);
  await expect(orthanc).toHaveClass(/marked/);

  // the attack; the attacker may leave a rearguard (none here)
  await act(page, /attack: Orthanc → Fords of Isen/);
  await expect(log).toContainText('Shadow (Muster die): advance on the Political Track: Isengard.');
  await expect(log).toContainText('Shadow (Muster/Army die): attack: Orthanc → Fords of Isen.');
  await expect(log).toContainText('Shadow attacks Fords of Isen from Orthanc (field battle).');
  await expect(prompt).toHaveText('Battle: leave figures behind as a rearguard, then Done.');
  await expect(page.getByTestId('legal-action').filter({ hasText: 'Leave behind: Isengard Elite' })).toHaveCount(1);
  // the battle beside the map (§8): where, which kind, both armies; the map shows its regions up close
  const battle = page.getByTestId('wotr-battle');
  await expect(battle).toContainText('Battle at Fords of Isen');
  await expect(battle).toContainText('field battle · attacking from Orthanc');
  await expect(page.getByTestId('wotr-battle-attacker')).toContainText('Attacker: Shadow');
  await expect(page.getByTestId('wotr-battle-attacker')).toContainText(/4\s*Isengard Regular\s*1\s*Isengard Elite/);
  await expect(page.getByTestId('wotr-battle-defender')).toContainText(
    /Defender: Free Peoples\s*2\s*Rohan Regular\s*1\s*Rohan Leader/,
  );
  await expect(svg).not.toHaveAttribute('viewBox', whole!);
  await act(page, 'Done');
  await expect(log).toContainText('Combat round 1.');
  await expect(battle).toContainText('field battle · round 1 · attacking from Orthanc');

  /** Both sides choose their combat card in secret; the device is handed over between them. */
  async function noCards(): Promise<void> {
    for (let i = 0; i < 2; i++) {
      await expect(prompt).toHaveText('Choose a combat card, or none.');
      await expect(page.getByTestId('legal-action').filter({ hasText: 'No combat card' })).toHaveCount(1);
      await act(page, 'No combat card');
    }
  }
  await noCards();
  await expect(page.getByTestId('wotr-battle-card')).toHaveText(['Combat card: none', 'Combat card: none']);
  // the cards are revealed together, both sides roll; the Free Peoples hit once
  await expect(log).toContainText('Combat cards — Free Peoples: No combat card; Shadow: No combat card.');
  await expect(log).toContainText(/Shadow combat roll: .*; hits: 0\./);
  await expect(log).toContainText(/Free Peoples combat roll: .*; hits: 1\./);

  // the Shadow takes the hit: reduce its Elite (or remove a Regular)
  await expect(page.getByTestId('wotr-seat')).toContainText('Shadow');
  await expect(prompt).toHaveText('Battle: choose the casualties.');
  await expect(page.getByTestId('legal-action').filter({ hasText: 'Remove Isengard Regular' })).toHaveCount(1);
  await act(page, 'Reduce Isengard Elite');
  await expect(log).toContainText('Isengard Elite in Orthanc: reduced.');
  await expect(orthanc).toHaveAttribute('aria-label', /Isengard: Regular: 5(,|$)/);

  // undo inside the battle: the casualty is back, the choice is asked again
  await expect(page.getByTestId('game-undo')).toBeEnabled();
  await page.getByTestId('game-undo').click();
  await expect(prompt).toHaveText('Battle: choose the casualties.');
  await expect(log).not.toContainText('Isengard Elite in Orthanc: reduced.');
  await expect(orthanc).toHaveAttribute('aria-label', /Isengard: Regular: 4, Elite: 1/);
  await act(page, 'Reduce Isengard Elite');
  await expect(log).toContainText('Isengard Elite in Orthanc: reduced.');

  // the attacker continues; the defender may retreat and stays
  // by keyboard: C goes to the choices, the arrow keys move between them, Enter chooses
  await expect(prompt).toHaveText('Battle: cease the attack or continue?');
  await sendAndSettle(
    page,
    async () => {
      await page.keyboard.press('c');
      await expect(page.getByTestId('legal-action').filter({ hasText: 'Cease the attack' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('legal-action').filter({ hasText: 'Continue the battle' })).toBeFocused();
      await page.keyboard.press('Enter');
    },
    settle,
  );
  await expect(page.getByTestId('wotr-seat')).toContainText('Free Peoples');
  await expect(prompt).toHaveText('Battle: retreat or stay?');
  await expect(page.getByTestId('legal-action').filter({ hasText: /To / }).first()).toBeVisible();
  await act(page, 'Stay');
  await expect(log).toContainText('Combat round 2.');

  // round 2: one hit each, taken at once (one kind of unit left to lose on each side)
  await noCards();
  await expect(log).toContainText('Isengard Regular in Orthanc: removed.');
  await expect(log).toContainText('Rohan Regular in Fords of Isen: removed.');
  await expect(prompt).toHaveText('Battle: cease the attack or continue?');
  await shot(page, 'en-1024-battle');
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'en-1366-battle');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'en-1920-battle');
  await page.setViewportSize({ width: 1024, height: 700 });
  await act(page, 'Cease the attack');
  await expect(log).toContainText('The battle in Fords of Isen ends; winner: none.');

  // the map after the battle
  await expect(fords).toHaveAttribute('aria-label', /Rohan: Regular: 1, Leader: 1/);
  await expect(orthanc).toHaveAttribute('aria-label', /Isengard: Regular: 4(,|$)/);
  await expect(orthanc).not.toHaveAttribute('aria-label', /Elite/);
  await expect(status).toContainText('Action resolution');
});
