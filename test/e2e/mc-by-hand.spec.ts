import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { STARTER_DECKS } from '../../core/games/marvel-champions/content';
import { GamesPage } from './pages/games';

/**
 * Issue 12 §5, "resolve by hand, complete": in a rules-enforced game a card the engine does not
 * automate (an imported ally, `manual`) is marked "by hand" on the board; from its zoom the player
 * deals it damage and gives it a status card (each logged, through the engine's rules), is refused a
 * change the rules forbid (stunning a Stalwart character), does it anyway with "Against the rules"
 * (the log marks the override), and undoes it. The decks panel draws a card and searches the deck by hand. Screenshots in
 * German at 1024×700 go to test-results/mc-by-hand/ for a person to look at.
 */
const SHOTS = path.resolve('test-results', 'mc-by-hand');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

// imported card data (engine shape, as engine/adapter.ts makes it from MarvelCDB cards): an ally the
// engine does not automate, with the Stalwart keyword
const CARDS = {
  'imp-01': {
    code: 'imp-01',
    name: 'Imported Scout',
    type: 'ally',
    set: 'imported',
    cost: 0,
    res: ['wild'],
    hp: 3,
    atk: 1,
    thw: 1,
    kw: { stalwart: true },
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

test('an unscripted card resolved by hand: damage, a status card, an override marked in the log, undo', async ({
  app,
  page,
  host,
}) => {
  test.setTimeout(180_000);
  const games = new GamesPage(page, host);
  await page.setViewportSize({ width: 1400, height: 1300 });
  const deck = { ...STARTER_DECKS.find((d) => d.identity === 'stw-h')!.cards, 'imp-01': 3, 'imp-02': 3 };
  const game = await games.createGame({
    game: 'marvel-champions',
    seed: 'imp-4',
    name: 'By hand',
    options: { heroes: [{ identity: 'stw-h', deck }], cards: CARDS },
    players: [{ id: 'p1', seats: ['P1'] }],
  });
  await games.gotoList();
  await games.resume(game.id);
  const board = page.getByTestId('mc-board');
  const logLines = page.getByTestId('log-line').locator('.text');
  const actions = async () => Number(await board.getAttribute('data-actions'));
  await page.locator('[data-testid="mc-command"][data-kind="done"]').click();
  await expect(page.getByTestId('mc-prompt')).toHaveText(/your turn/);

  // the unscripted ally, played (cost 0) and marked "by hand" in play
  const scout = page.getByTestId('mc-hand').locator('[data-testid="play-card"][data-code="imp-01"]').first();
  await scout.getByTestId('play-card-command').click();
  const inPlay = page.getByTestId('mc-allies').locator('[data-code="imp-01"]');
  await expect(inPlay.getByTestId('play-card-manual')).toHaveText('by hand');

  // its zoom, reached from the keyboard: the zoom button, Enter
  await inPlay.getByTestId('play-card-zoom').focus();
  await page.keyboard.press('Enter');
  const zoom = page.getByTestId('mc-zoom');
  const tools = zoom.getByTestId('mc-by-hand');
  await expect(tools).toBeVisible();

  // 2 damage through the engine's damage rule (no tough card: all of it is taken)
  await tools.getByTestId('mc-by-hand-amount').locator('input').fill('2');
  await tools.getByTestId('mc-by-hand-damage').click();
  await expect(zoom.getByTestId('mc-zoom-hp')).toHaveText('1 / 3 HP');
  await expect(logLines.filter({ hasText: /^By hand \(Stormwright\): 2 damage to Imported Scout\.$/ })).toHaveCount(1);

  // a tough status card; then stunning it: refused (Stalwart), nothing changes
  await tools.getByTestId('mc-by-hand-status-tough').click();
  await expect(inPlay.getByTestId('play-card-status')).toHaveText(['tough']);
  const before = await actions();
  await tools.getByTestId('mc-by-hand-status-stunned').click();
  await expect(page.getByText(/That character is Stalwart: it cannot be stunned or confused/)).toBeVisible();
  expect(await actions()).toBe(before);

  // "Against the rules": done anyway, and the log says so before the change
  await tools.getByTestId('mc-by-hand-override').click();
  await tools.getByTestId('mc-by-hand-status-stunned').click();
  await expect(board).toHaveAttribute('data-actions', String(before + 1));
  await expect(inPlay.getByTestId('play-card-status')).toHaveText(['stunned', 'tough']);
  await expect(
    logLines.filter({
      hasText: /^Stormwright overrode the rules for the next change \(done by hand against them\)\.$/,
    }),
  ).toHaveCount(1);
  await expect(
    logLines.filter({ hasText: /^By hand \(Stormwright\): Imported Scout gets a stunned card\.$/ }),
  ).toHaveCount(1);

  // undo takes the override back (a by-hand change is undone like any action)
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await games.undo.click();
  await expect(board).toHaveAttribute('data-actions', String(before));
  await expect(inPlay.getByTestId('play-card-status')).toHaveText(['tough']);
  await expect(logLines.filter({ hasText: /overrode the rules/ })).toHaveCount(0);

  // the decks by hand: draw one card
  const hand = page.getByTestId('mc-hand').getByTestId('play-card');
  const handCount = await hand.count();
  const decks = page.getByTestId('mc-by-hand-decks');
  await decks.locator('summary').click();
  await decks.getByTestId('mc-by-hand-draw').click();
  await expect(hand).toHaveCount(handCount + 1);
  await expect(logLines.filter({ hasText: /^By hand \(Stormwright\): Stormwright draws 1\.$/ })).toHaveCount(1);
  // search the deck for a card: it comes into the hand and the deck is shuffled
  await decks.getByTestId('mc-by-hand-search-card').click();
  await page.locator('.n-base-select-option').first().click();
  await decks.getByTestId('mc-by-hand-search').click();
  await expect(hand).toHaveCount(handCount + 2);
  await expect(
    logLines.filter({
      hasText:
        /^By hand \(Stormwright\): deck \(Stormwright\) searched for a card of Stormwright; the deck is shuffled\.$/,
    }),
  ).toHaveCount(1);
  // the encounter deck is offered too: the card found there is revealed, the deck shuffled
  await decks.getByTestId('mc-by-hand-deck').click();
  await page.locator('.n-base-select-option').filter({ hasText: 'encounter deck' }).click();
  await decks.getByTestId('mc-by-hand-search-card').click();
  await page.locator('.n-base-select-option').first().click();
  await decks.getByTestId('mc-by-hand-search').click();
  await expect(
    logLines.filter({
      hasText:
        /^By hand \(Stormwright\): the encounter deck searched for .+, which is revealed; the deck is shuffled\.$/,
    }),
  ).toHaveCount(1);
  await expect(logLines.filter({ hasText: /is revealed for Stormwright\.$/ }).first()).toBeVisible();

  // German, on a 1024×700 laptop: the zoom's tools and the decks panel
  await app.gotoSettings();
  await app.chooseLanguage('de');
  await page.setViewportSize({ width: 1024, height: 700 });
  await games.nav.click();
  await games.resume(game.id);
  const decksDe = page.getByTestId('mc-by-hand-decks');
  await expect(decksDe.locator('summary')).toHaveText('Decks von Hand');
  await decksDe.locator('summary').click();
  await decksDe.scrollIntoViewIfNeeded();
  await shot(page, 'de-1024-decks');
  await page.getByTestId('mc-allies').locator('[data-code="imp-01"]').getByTestId('play-card-zoom').click();
  await expect(page.getByTestId('mc-by-hand').getByTestId('mc-by-hand-damage')).toHaveText('Schaden zufügen');
  await shot(page, 'de-1024-zoom');
  await expect(page.getByTestId('mc-by-hand').getByTestId('mc-by-hand-override')).toContainText(
    'Gegen die Regeln (protokolliert)',
  );
});
