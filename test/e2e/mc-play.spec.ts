import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type HostHandle, type Page } from './fixtures';
import { STARTER_DECKS } from '../../core/games/marvel-champions/content';
import { defeatVillainByHand, GamesPage } from './pages/games';
import { nightjarDeck } from '../fixtures/marvel-champions/decks';
import { apiCall, importFixtureCatalog } from './mc-data';
import { Board } from './pages/mc-board';

/**
 * Marvel Champions on screen (issue 5, "Play screen"): a starter game started from the Saved games
 * page's New game dialog (one hero, one person), a round played — a basic power, a card paid for
 * with resources from the hand, the end of the turn, the villain phase —, undo and redo, and a
 * finished game (the villain's stages defeated by setting their damage by hand, "resolve by
 * hand"), in English and in German; the board and the setup form in Hungarian and Turkish; a game
 * started with a saved deck (imported fixture catalog) chosen in the setup form.
 * Screenshots go to test-results/mc-play/ for a person to look at.
 *
 * Seeds fix the shuffles; the steps that depend on the cards (which decisions the villain phase
 * asks) are answered by `advance`, so a change in the starter content does not break the test.
 */
const SHOTS = path.resolve('test-results', 'mc-play');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The Saved games page object, on a window tall enough for the whole board (1400 × 1400). */
async function gamesOnTallWindow(page: Page, host: HostHandle): Promise<GamesPage> {
  const games = new GamesPage(page, host);
  await page.setViewportSize({ width: 1400, height: 1400 });
  return games;
}

interface Words {
  mulligan: RegExp;
  yourTurn: RegExp;
  pay: RegExp;
  endOfPhase: RegExp;
  heroForm: string;
  round1: RegExp;
  round2: RegExp;
  attackLog: RegExp;
  playsLog: RegExp;
  villainPhaseLog: RegExp;
  won: RegExp;
  finished: string;
  /** With a minion engaged in round 2 (seed e2e-39): the attack's target is picked on the board. */
  aimLog?: RegExp;
}

const EN: Words = {
  mulligan: /mulligan/,
  yourTurn: /your turn/,
  pay: /pay the cost/,
  endOfPhase: /end of the player phase/,
  heroForm: 'hero form',
  round1: /^Round 1 · Player phase/,
  round2: /^Round 2 · Player phase/,
  attackLog: /^Stormwright attacks Magistrate Null\.$/,
  playsLog: /^Stormwright plays Beat Cop\.$/,
  villainPhaseLog: /^The villain phase begins\.$/,
  won: /the heroes win/,
  finished: 'Finished',
  aimLog: /^Stormwright attacks Chrome Lieutenant\.$/,
};

const DE: Words = {
  mulligan: /Mulligan/,
  yourTurn: /Ihr Zug/,
  pay: /Kosten bezahlen/,
  endOfPhase: /Ende der Spielerphase/,
  heroForm: 'Heldengestalt',
  round1: /^Runde 1 · Spielerphase/,
  round2: /^Runde 2 · Spielerphase/,
  attackLog: /^Stormwright greift Magistrate Null an\.$/,
  playsLog: /^Stormwright spielt Beat Cop\.$/,
  villainPhaseLog: /^Die Schurkenphase beginnt\.$/,
  won: /Die Helden gewinnen/,
  finished: 'Beendet',
};

async function newGame(page: Page, games: GamesPage, opts: { name: string; seed: string }): Promise<void> {
  await games.nav.click();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('mc-setup')).toBeVisible();
  await dialog.getByTestId('new-game-name').locator('input').fill(opts.name);
  await dialog.getByTestId('mc-setup-seed').locator('input').fill(opts.seed);
  await dialog.getByTestId('new-game-submit').click();
  await expect(page.getByTestId('mc-board')).toBeVisible();
  await expect(page.getByTestId('game-title')).toHaveText(opts.name);
}

async function playRoundUndoAndFinish(page: Page, games: GamesPage, w: Words, lang: string): Promise<void> {
  const board = new Board(page);
  await expect(board.prompt).toHaveText(w.mulligan);
  await shot(page, `${lang}-01-mulligan`);
  await board.command('done').click();
  await expect(board.prompt).toHaveText(w.yourTurn);
  await expect(board.status).toHaveText(w.round1);

  // keyboard shortcuts: F changes form, A attacks (the villain is the only enemy: no target to pick)
  await page.keyboard.press('f');
  await expect(page.getByTestId('mc-form')).toHaveText(w.heroForm);
  await page.keyboard.press('a');
  await expect(board.villain.getByTestId('play-card-hp')).toContainText('10 / 12');
  await expect(board.logLines.filter({ hasText: w.attackLog })).toHaveCount(1);

  // play a card and pay its cost with cards from the hand (clicking the highlighted ones)
  await board.handCard('bas-05').getByTestId('play-card-command').click();
  await expect(board.prompt).toHaveText(w.pay);
  await expect(page.getByTestId('mc-in-progress')).toBeVisible();
  await shot(page, `${lang}-02-paying`);
  for (let i = 0; i < 4 && w.pay.test((await board.prompt.textContent()) ?? ''); i++) {
    const before = await page.getByTestId('mc-board').getAttribute('data-actions');
    await page.locator('[data-testid="mc-hand"] .pick-pay [data-testid="play-card-face"]').first().click();
    await expect(page.getByTestId('mc-board')).not.toHaveAttribute('data-actions', before ?? '');
  }
  await expect(board.prompt).toHaveText(w.yourTurn);
  await expect(page.getByTestId('mc-allies').locator('[data-code="bas-05"]')).toBeVisible();
  await expect(board.logLines.filter({ hasText: w.playsLog })).toHaveCount(1);
  await shot(page, `${lang}-03-ally-in-play`);

  // E ends the turn; the end of the player phase, then the villain phase until round 2
  await page.keyboard.press('e');
  await expect(board.prompt).toHaveText(w.endOfPhase);
  await board.advance(w.yourTurn);
  await expect(board.status).toHaveText(w.round2);
  await expect(board.logLines.filter({ hasText: w.villainPhaseLog })).toHaveCount(1);
  await shot(page, `${lang}-04-round-2`);

  // undo the last decision (it revealed cards: solo play asks to confirm), then redo it
  const actions = Number(await page.getByTestId('mc-board').getAttribute('data-actions'));
  await games.undo.click();
  const confirm = page.locator('.n-dialog .n-button--warning-type, .n-dialog .n-button--primary-type').last();
  if (await page.locator('.n-dialog').count()) await confirm.click();
  await expect(page.getByTestId('mc-board')).toHaveAttribute('data-actions', String(actions - 1));
  await expect(board.status).not.toHaveText(w.round2);
  await games.redo.click();
  await expect(page.getByTestId('mc-board')).toHaveAttribute('data-actions', String(actions));
  await expect(board.status).toHaveText(w.round2);

  if (w.aimLog) {
    // two enemies: A asks for the target; the highlighted minion is picked by clicking it
    await page.keyboard.press('a');
    await expect(page.getByTestId('mc-aim')).toBeVisible();
    await expect(page.getByTestId('mc-aim-target')).toHaveCount(2);
    const minion = page.getByTestId('mc-engaged').getByTestId('play-card').first();
    await expect(minion).toHaveClass(/pick-target/);
    await expect(board.villain).toHaveClass(/pick-target/);
    await shot(page, `${lang}-04b-aiming`);
    // Escape cancels the aim, A aims again
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mc-aim')).toBeHidden();
    await page.keyboard.press('a');
    await minion.getByTestId('play-card-face').click();
    await expect(board.logLines.filter({ hasText: w.aimLog })).toHaveCount(1);
    await board.advance(w.yourTurn);
  }

  // finish: the villain's damage set by hand to its hit points, stage after stage
  await defeatVillainByHand(page, async (stage) => {
    if (stage === 0) await shot(page, `${lang}-05-by-hand`);
  });
  await expect(page.getByTestId('outcome-reason')).toHaveText(w.won);
  await shot(page, `${lang}-06-won`);
  await page.getByTestId('outcome-back').click();
  await expect(games.rows.first()).toContainText(w.finished);
}

/**
 * The card size (card-size.ts): + and − (keys or buttons) zoom every card, within four sizes; the choice is
 * kept in the save file's settings, so a reload shows the same size. Leaves the default size.
 */
async function cardSizes(page: Page): Promise<void> {
  const card = page.getByTestId('mc-hand').getByTestId('play-card').first();
  const value = page.getByTestId('mc-card-size-value');
  const width = async () => (await card.boundingBox())!.width;
  await expect(value).toHaveText('100 %');
  const normal = await width();
  await page.keyboard.press('+');
  await expect(value).toHaveText('120 %');
  expect(await width()).toBeGreaterThan(normal * 1.15);
  await page.getByTestId('mc-card-larger').click();
  await expect(value).toHaveText('145 %');
  await expect(page.getByTestId('mc-card-larger')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId('mc-card-size-value')).toHaveText('145 %');
  await shot(page, 'de-00-large-cards');
  for (const _ of [1, 2, 3]) await page.keyboard.press('-');
  await expect(value).toHaveText('85 %');
  await expect(page.getByTestId('mc-card-smaller')).toBeDisabled();
  expect(await width()).toBeLessThan(normal * 0.9);
  await page.getByTestId('mc-card-larger').click();
  await expect(value).toHaveText('100 %');
}

test('a starter game from the New game dialog: a round, undo, and a finished game (English)', async ({
  app,
  page,
  host,
}) => {
  const games = await gamesOnTallWindow(page, host);
  await games.gotoList();
  await page.getByTestId('games-new').click();
  await shot(page, 'en-00-new-game');
  await page.keyboard.press('Escape');
  await newGame(page, games, { name: 'Friday night', seed: 'e2e-39' });
  await playRoundUndoAndFinish(page, games, EN, 'en');
  void app;
});

test('the same in German, with the keyboard help and card zoom', async ({ app, page, host }) => {
  const games = await gamesOnTallWindow(page, host);
  await app.gotoSettings();
  await app.chooseLanguage('de');
  await newGame(page, games, { name: 'Freitagabend', seed: 'e2e-5' });
  // "?" opens the shortcut help, Escape closes it
  await page.keyboard.press('?');
  await expect(page.getByTestId('mc-keys-popover')).toContainText('Tastenkürzel');
  await shot(page, 'de-00-keys');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mc-keys-popover')).toBeHidden();
  await cardSizes(page);
  await playRoundUndoAndFinish(page, games, DE, 'de');
});

test('Hungarian and Turkish: two heroes hot-seat from the form, the board fits', async ({ app, page, host }) => {
  const games = new GamesPage(page, host);
  await page.setViewportSize({ width: 1280, height: 1300 });
  for (const [locale, keep, turn] of [
    ['hu', /Ezt a kezet megtartom/, /az Ön köre/],
    ['tr', /Bu eli tut/, /sıra sizde/],
  ] as const) {
    await app.gotoSettings();
    await app.chooseLanguage(locale);
    await games.nav.click();
    await page.getByTestId('games-new').click();
    const dialog = page.getByTestId('dialog-new-game');
    await dialog.getByTestId('mc-setup-add-hero').click();
    await dialog.getByTestId('mc-setup-hotseat').click();
    await dialog.getByTestId('mc-setup-name').nth(0).locator('input').fill('Anna');
    await dialog.getByTestId('mc-setup-name').nth(1).locator('input').fill('Bence');
    await dialog.getByTestId('mc-setup-seed').locator('input').fill('fit');
    await shot(page, `${locale}-00-new-game`);
    await dialog.getByTestId('new-game-submit').click();
    // hot-seat: the device is handed to the first player before anything is shown
    await expect(page.getByTestId('handover')).toBeVisible();
    await page.getByTestId('handover-confirm').click();
    const board = new Board(page);
    await expect(board.root).toBeVisible();
    await expect(page.getByTestId('mc-seat-P1')).toBeVisible();
    await expect(page.getByTestId('mc-seat-P2')).toBeVisible();
    await board.command('done').filter({ hasText: keep }).click();
    // the second hero's mulligan belongs to the other person: hand over
    await expect(page.getByTestId('handover')).toBeVisible();
    await page.getByTestId('handover-confirm').click();
    await board.command('done').click();
    await expect(page.getByTestId('handover')).toBeVisible();
    await page.getByTestId('handover-confirm').click();
    await expect(board.prompt).toHaveText(turn);
    await shot(page, `${locale}-01-board`);
    // the default window size: the decision on top and the hand at the bottom stay in view
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('mc-hand')).toBeInViewport();
    await expect(page.getByTestId('mc-decision')).toBeInViewport();
    await page.screenshot({ path: path.join(SHOTS, `${locale}-01b-board-1280x800.png`) });
    await page.setViewportSize({ width: 1280, height: 1300 });
    // the card zoom shows the card's text written from the engine's definition
    await page.getByTestId('mc-hand').getByTestId('play-card-zoom').first().click();
    await expect(page.getByTestId('mc-zoom').getByTestId('card-tile')).toBeVisible();
    await shot(page, `${locale}-02-zoom`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mc-zoom')).toBeHidden();
  }
});

test('an imported card the engine does not automate: played, marked "by hand" and resolved by hand', async ({
  app,
  page,
  host,
}) => {
  const games = await gamesOnTallWindow(page, host);
  // imported card data (engine shape, as engine/adapter.ts makes it from MarvelCDB cards), in the deck
  const cards = {
    'imp-01': {
      code: 'imp-01',
      name: 'Imported Scout',
      type: 'ally',
      set: 'imported',
      cost: 0,
      res: ['wild'],
      hp: 2,
      atk: 1,
      thw: 1,
      manual: true,
    },
    'imp-02': {
      code: 'imp-02',
      name: 'Imported Trick',
      type: 'event',
      set: 'imported',
      cost: 0,
      res: ['mental'],
      manual: true,
    },
  };
  const deck = { ...STARTER_DECKS.find((d) => d.identity === 'stw-h')!.cards, 'imp-01': 3, 'imp-02': 3 };
  const game = await games.createGame({
    game: 'marvel-champions',
    seed: 'imp-4',
    name: 'Imported cards',
    options: { heroes: [{ identity: 'stw-h', deck }], cards },
    players: [{ id: 'p1', seats: ['P1'] }],
  });
  await games.gotoList();
  await games.resume(game.id);
  const board = new Board(page);
  await board.command('done').click();
  await expect(board.prompt).toHaveText(EN.yourTurn);

  // the game's "not automated" report names the imported cards
  const report = page.getByTestId('mc-manual-report');
  await expect(report).toContainText('Not automated: 2 cards of this game are resolved by hand');
  await report.locator('summary').click();
  await expect(report.locator('li')).toHaveText(['Imported Scout', 'Imported Trick']);

  const scout = board.handCard('imp-01');
  await expect(scout.getByText('by hand', { exact: true })).toBeVisible();
  await scout.getByTestId('play-card-command').click();
  const inPlay = page.getByTestId('mc-allies').locator('[data-code="imp-01"]');
  await expect(inPlay).toBeVisible();
  await board.handCard('imp-02').getByTestId('play-card-command').click();
  await expect(
    board.logLines.filter({ hasText: /^Imported Trick is not automated: resolve it by hand\.$/ }),
  ).toHaveCount(1);

  await inPlay.getByTestId('play-card-zoom').click();
  const zoom = page.getByTestId('mc-zoom');
  await expect(zoom.getByTestId('mc-zoom-manual')).toBeVisible();
  await expect(zoom.getByTestId('card-tile')).toContainText('Imported card: its abilities are resolved by hand.');
  await zoom.getByTestId('mc-zoom-exhaust').click();
  await expect(inPlay).toHaveClass(/exhausted/);
  await zoom.getByTestId('mc-zoom-counter-dmg').getByTestId('mc-zoom-inc').click();
  await expect(zoom.getByTestId('mc-zoom-hp')).toHaveText('1 / 2 HP');
  await shot(page, 'en-07-imported-by-hand');
  // its printed text comes from the user's card data (none imported here: the catalog says so)
  await zoom.getByTestId('mc-zoom-catalog').click();
  await expect(zoom.getByTestId('mc-zoom-catalog-card').getByTestId('card-detail-error')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    board.logLines.filter({ hasText: /^Stormwright exhausted Imported Scout in play area \(Stormwright\)\.$/ }),
  ).toHaveCount(1);
  await expect(
    board.logLines.filter({ hasText: /^Stormwright set Damage on Imported Scout from 0 to 1\.$/ }),
  ).toHaveCount(1);
  void app;
});

test('a saved deck as a hero: chosen in the New game dialog (not legal: said so), its identity and cards on the board', async ({
  app,
  page,
  host,
}) => {
  const games = await gamesOnTallWindow(page, host);
  await importFixtureCatalog(host);
  // Nightjar's deck one card short of 40: not legal, still playable
  const d = nightjarDeck();
  const slots = { ...d.slots, '90151': 0 };
  await apiCall(host, 'decks.create', {
    game: 'marvel-champions',
    name: 'Short Night',
    ...d,
    slots,
    notes: '',
    tags: [],
  });
  await games.nav.click();
  await page.getByTestId('games-new').click();
  const dialog = page.getByTestId('dialog-new-game');
  await expect(dialog.getByTestId('mc-setup')).toBeVisible();
  await dialog.getByTestId('mc-setup-hero-select-0').click();
  await page.locator('.n-base-select-option').filter({ hasText: 'Short Night — Nightjar · not legal' }).click();
  await expect(dialog.getByTestId('mc-setup-illegal-deck')).toHaveText(
    '“Short Night” is not a legal deck. You can still play with it.',
  );
  await dialog.getByTestId('mc-setup-seed').locator('input').fill('deck-1');
  // issue 12 "Bad input": a deck that breaks the rules plays only once the player confirms
  await expect(dialog.getByTestId('new-game-submit')).toBeDisabled();
  await dialog.getByTestId('mc-setup-confirm-illegal').click();
  await shot(page, 'en-08-saved-deck-setup');
  await dialog.getByTestId('new-game-submit').click();
  const board = new Board(page);
  await expect(board.root).toBeVisible();
  await expect(page.getByTestId('game-title')).toHaveText('Nightjar vs Magistrate Null');
  await expect(board.prompt).toHaveText(EN.mulligan);
  // the hand is the deck's cards (alter-ego hand size 6)
  const hand = page.getByTestId('mc-hand').getByTestId('play-card');
  await expect(hand).toHaveCount(6);
  for (const code of await hand.evaluateAll((els) => els.map((e) => e.getAttribute('data-code') ?? '')))
    expect(Object.keys(slots)).toContain(code);
  await board.command('done').click();
  await expect(board.prompt).toHaveText(EN.yourTurn);
  await shot(page, 'en-09-saved-deck-board');
  void app;
});
