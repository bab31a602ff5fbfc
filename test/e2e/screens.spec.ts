import { expect, test } from './fixtures';
import { expectReachable, expectTidy, overlap, SCREEN_SIZES, screenShot } from './layout';
import type { UiLocale } from './pages/app';
import { defeatVillainByHand, GamesPage } from './pages/games';
import { apiCall, importFixtureCatalog } from './mc-data';
import { coreSetUp, playRound, ref, startCoreGame } from './mc-core-setup';

/**
 * Issue 13, "First-hour rough edges": the Marvel Champions play screen (a started game, two heroes)
 * and the collection from a 1024×700 laptop to a 1920×1080 screen, in German and Hungarian (long
 * words). Layout facts asserted at each size: no horizontal page overflow; the hand's box never
 * overlaps the board's table nor the decision; no title wider than its box and no word of a title
 * split across two lines (other than at a hyphen or soft hyphen); every main control within the
 * window or reachable by scrolling, and not covered by anything. The collection's type column
 * speaks the UI language (it showed the card data's English in Turkish and Hungarian), and the table
 * tools name the board's zones (they showed ids such as villainDeck).
 * Screenshots go to test-results/screens/ for a person to look at.
 */
const GAME = 'marvel-champions';

/** Headings, card names, zone and pile titles, prompts, command buttons, table headers, tabs. */
const TITLES = [
  'main h1',
  'main h2',
  'main h3',
  'main h4',
  '[data-testid="mc-prompt"]',
  '[data-testid="mc-status"]',
  '[data-testid="play-card"] .name',
  '[data-testid="play-card"] .typeline',
  '.pile-label',
  '[data-testid="mc-command"]',
  '[data-testid="play-card-command"]',
  '[data-testid="mc-form"]',
  '.n-data-table-th',
  '.n-tabs-tab',
  '[data-testid="collection-summary"] dt',
].join(', ');

const WORDS: Record<
  'de' | 'hu',
  { keep: RegExp; yourTurn: RegExp; types: Record<string, string>; zones: string[]; identity: string }
> = {
  de: {
    identity: 'Nachtschwalbe',
    keep: /Diese Hand behalten/,
    yourTurn: /Ihr Zug/,
    types: { '90001a': 'Held', '90003': 'Ereignis' },
    zones: ['Schurke', 'Schurkendeck', 'Begegnungs-Ablagestapel'],
  },
  hu: {
    identity: 'Nightjar', // the fixture data has no Hungarian card names
    keep: /Ezt a kezet megtartom/,
    yourTurn: /az Ön köre/,
    types: { '90002': 'Fejlesztés', '90003': 'Esemény' },
    zones: ['főgonosz', 'főgonoszpakli', 'találkozás-dobópakli'],
  },
};

for (const locale of ['de', 'hu'] as const) {
  test.describe(`${locale}`, () => {
    test.use({ locale });

    test(`play screen and collection at 1024×700 and 1920×1080 (${locale})`, async ({ app, page, host }) => {
      await app.expectLocale(locale as UiLocale);
      const words = WORDS[locale];
      await importFixtureCatalog(host);
      await apiCall(host, 'collection.addProduct', { game: GAME, packCode: 'ember', count: 1 });
      const games = new GamesPage(page, host);
      const game = await games.createGame({
        game: GAME,
        seed: 'screens',
        name: 'Donnerstagabend: Sturmwächterin und Bollwerk gegen Magistratsverschwörung',
        options: { heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] },
        players: [{ id: 'p1', seats: ['P1', 'P2'] }],
      });

      // ---- the play screen: both hands kept, the first hero's turn (cards offer "play" in the hand)
      await page.setViewportSize(SCREEN_SIZES[0]);
      await page.goto(`${host.url}#/games/${game.id}`);
      const board = page.getByTestId('mc-board');
      const hand = page.getByTestId('mc-hand');
      const table = page.getByTestId('mc-table');
      const decision = page.getByTestId('mc-decision');
      const prompt = page.getByTestId('mc-prompt');
      for (let i = 0; i < 2; i++) {
        await expect(prompt).toHaveText(/Mulligan|mulligan/);
        const before = await board.getAttribute('data-actions');
        await page.locator('[data-testid="mc-command"][data-kind="done"]').filter({ hasText: words.keep }).click();
        await expect(board).not.toHaveAttribute('data-actions', before ?? '');
      }
      await expect(prompt).toHaveText(words.yourTurn);
      await expect(hand.getByTestId('play-card-command').first()).toBeVisible();
      // the table tools name the zones as the board does (they showed ids: villainDeck, encDiscard)
      await page.getByTestId('table-shuffle-zone').click();
      const options = page.locator('.n-base-select-option:visible');
      for (const zone of words.zones) await expect(options.filter({ hasText: new RegExp(`^${zone}$`) })).toHaveCount(1);
      await expect(options.filter({ hasText: /^(villain|villainDeck|encDiscard)$/ })).toHaveCount(0);
      await page.keyboard.press('Escape');

      for (const size of SCREEN_SIZES) {
        const where = `play ${locale} ${size.width}×${size.height}`;
        await page.setViewportSize(size);
        await expect(hand).toBeVisible();
        await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
        await screenShot(page, `play-${locale}-${size.width}x${size.height}`);
        await expect(decision).toBeInViewport();
        expect(await overlap(hand, table), `${where}: hand over the table`).toBe(0);
        expect(await overlap(hand, decision), `${where}: hand over the decision`).toBe(0);
        await expectTidy(page, TITLES, where);
        if (size.width >= 1920) {
          // room for everything: decision, table and hand all in view at once, no scrolling
          await expect(hand).toBeInViewport({ ratio: 1 });
          await expect(decision).toBeInViewport({ ratio: 1 });
          await expect(table).toBeInViewport();
        }
        // scrolled to the end (the page or the board's table): the hand still beside, not over, the table
        await page.evaluate(() => {
          for (const el of [document.querySelector('main'), document.querySelector('[data-testid="mc-table"]')])
            el?.scrollTo(0, el.scrollHeight);
        });
        expect(await overlap(hand, table), `${where}: hand over the table (scrolled)`).toBe(0);
        if (size.width < 1920) {
          await hand.scrollIntoViewIfNeeded();
          await screenShot(page, `play-${locale}-${size.width}x${size.height}-hand`);
        }
        await expectReachable(
          page,
          [
            '[data-testid="game-undo"]',
            '[data-testid="game-export"]',
            '[data-testid="mc-keys-help"]',
            '[data-testid="mc-command"]',
            '[data-testid="mc-all-toggle"]',
            '[data-testid="mc-villain"] [data-testid="play-card-face"]',
            '[data-testid="mc-hand"] h3',
            '[data-testid="mc-hand"] [data-testid="play-card-face"]',
            '[data-testid="mc-hand"] [data-testid="play-card-command"]',
            '[data-testid="mc-hand"] [data-testid="play-card-zoom"]',
            '[data-testid="mc-seat-P2"] [data-testid="play-card-face"]',
            '[data-testid="game-log"]',
          ],
          where,
        );
      }

      // ---- the collection's cards: the type column in the UI language
      for (const size of SCREEN_SIZES) {
        const where = `collection ${locale} ${size.width}×${size.height}`;
        await page.setViewportSize(size);
        await page.getByTestId('nav-mc-collection').click();
        await page.getByTestId('collection-tab-cards').click();
        if (size === SCREEN_SIZES[0])
          for (const [code, type] of Object.entries(words.types))
            await expect(
              page.locator(`[data-testid="count-row"][data-code="${code}"] td[data-col-key="type"]`),
            ).toHaveText(type);
        else await expect(page.getByTestId('count-row').first()).toBeVisible();
        await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
        await screenShot(page, `collection-${locale}-${size.width}x${size.height}`);
        await expectTidy(page, TITLES, where);
        await expectReachable(
          page,
          [
            '[data-testid^="collection-tab-"]',
            '[data-testid="counts-search"] input',
            '[data-testid="counts-location"]',
            '[data-testid="count-card"]',
          ],
          where,
        );
      }

      // ---- the decks list: the identity column in the card language of the UI (data set's names)
      await apiCall(host, 'decks.create', { game: GAME, name: 'Nachtwache', identity: '90001a', aspects: ['justice'] });
      await page.getByTestId('nav-mc-decks').click();
      await expect(page.locator('[data-testid="deck-row"] td[data-col-key="identity"]')).toHaveText(words.identity);
    });
  });
}

/**
 * The real Core Set (issue 12) in the long languages: Spider-Man's boxed deck against Rhino played
 * three rounds (cards played from the hand, the villain's attachment, the encounter cards), its
 * decision with every option open, the game-over screen, the real-table tracker with a minion, an
 * attachment and a side scheme in play, and the saved-games list, at 1024×700 and 1920×1080 in German
 * (the data set's German card names, long words) and Hungarian (English card names): the same layout
 * facts as above, no internal id shown. Skipped when the reference data is absent.
 */
test('the Core Set game and its tracker at 1024×700 and 1920×1080 (de, hu)', async ({ app, page, host }) => {
  test.skip(!ref, 'MarvelCDB reference data absent');
  test.setTimeout(180_000);
  const deck = await coreSetUp(host, ['de']);
  const games = new GamesPage(page, host);
  await app.gotoSettings();
  await app.chooseLanguage('de');
  await page.setViewportSize(SCREEN_SIZES[0]);
  const turn = /Ihr Zug/;
  // the recommended modular set by its German name (the data set's translation)
  const board = await startCoreGame(page, games, {
    name: 'Donnerstagabend gegen Rhino',
    seed: 'scr-1',
    modular: 'Bombendrohung',
    yourTurn: turn,
  });
  const gameId = /#\/games\/([^/?]+)/.exec(page.url())![1];
  // three rounds, each with the first card the hand can play (paid with the first resources offered)
  for (let round = 0; round < 3; round++) {
    const playable = page.locator('[data-testid="mc-hand"] [data-testid="play-card-command"]:enabled');
    if (await playable.count()) {
      const before = await board.root.getAttribute('data-actions');
      await playable.first().click();
      await expect(board.root).not.toHaveAttribute('data-actions', before ?? '');
      await board.advance(turn);
    }
    await playRound(page, board, turn);
  }
  // the imported German names on the board, the villain's attachment beside it
  await expect(page.getByTestId('mc-main-scheme').getByTestId('play-card')).toContainText('Der Einbruch!');
  await expect(page.getByTestId('mc-table')).toContainText('Verstärktes Elfenbeinhorn');

  const tracked = await games.createGame({
    game: GAME,
    name: 'Küchentisch: Spider-Man gegen Rhino',
    options: { heroes: [{ deckId: deck.id }], scenario: 'rhino', modular: ['bomb_scare'], tracker: true },
    players: [{ id: 'p1', seats: ['P1'] }],
  });
  let trackerReady = false;
  const internal = /\b(P1|nul-v1|encDeck|hand\.P1|villainDeck|mc\.play\.\S+)\b/;

  for (const locale of ['de', 'hu'] as const) {
    await app.gotoSettings();
    await app.chooseLanguage(locale);
    // ---- the board, then its decision with every option shown
    await games.nav.click();
    await games.resume(gameId);
    const hand = page.getByTestId('mc-hand');
    for (const size of SCREEN_SIZES) {
      const where = `core ${locale} ${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await expect(hand).toBeVisible();
      await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
      await screenShot(page, `core-${locale}-${size.width}x${size.height}`);
      await expect(page.locator('main')).not.toContainText(internal);
      await expectTidy(page, TITLES, where);
      expect(await overlap(hand, page.getByTestId('mc-table')), `${where}: hand over the table`).toBe(0);
      expect(await overlap(hand, page.getByTestId('mc-decision')), `${where}: hand over the decision`).toBe(0);
      await expectReachable(
        page,
        [
          '[data-testid="mc-command"]',
          '[data-testid="mc-all-toggle"]',
          '[data-testid="mc-villain"] [data-testid="play-card-face"]',
          '[data-testid="mc-main-scheme"] [data-testid="play-card-face"]',
          '[data-testid="mc-seat-P1"] [data-testid="play-card-face"]',
          '[data-testid="mc-hand"] [data-testid="play-card-face"]',
          '[data-testid="mc-hand"] [data-testid="play-card-zoom"]',
          '[data-testid="game-log"]',
        ],
        where,
      );
      await page.getByTestId('mc-all-toggle').click();
      await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
      await screenShot(page, `core-${locale}-${size.width}x${size.height}-all`);
      await expectTidy(page, TITLES, `${where}, every option`);
      await expectReachable(page, ['[data-testid="mc-command"]'], `${where}, every option`);
      await page.getByTestId('mc-all-toggle').click();
    }

    // ---- the tracker: a minion, the villain's attachment and a side scheme put into play once
    await games.nav.click();
    await games.resume(tracked.id);
    await expect(page.getByTestId('mc-tracker')).toBeVisible();
    if (!trackerReady) {
      for (const code of ['01101', '01098', '01107']) {
        await page.getByTestId(`tracker-pick-encounter-${code}`).click();
        await expect(page.getByTestId(`tracked-${code}`)).toBeVisible();
      }
      for (let step = 0; step < 7; step++) await page.getByTestId('tracker-next').click();
      trackerReady = true;
    }
    for (const size of SCREEN_SIZES) {
      const where = `tracker ${locale} ${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await page.evaluate(() => document.querySelector('main')?.scrollTo(0, 0));
      await screenShot(page, `core-tracker-${locale}-${size.width}x${size.height}`);
      await expect(page.getByTestId('mc-tracker')).not.toContainText(internal);
      await expectTidy(page, TITLES, where);
      await expectReachable(
        page,
        [
          '[data-testid="tracker-next"]',
          '[data-testid="tracker-won"]',
          '[data-testid="tracked-01101"] button',
          '[data-testid="tracked-01107"] button',
          '[data-testid^="tracker-pick-encounter-"]',
          '[data-testid^="tracker-pick-P1-"]',
          '[data-testid="game-log"]',
        ],
        where,
      );
    }

    // ---- the saved games: heroes by name
    await games.nav.click();
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await expect(games.row(gameId)).toContainText('Spider-Man');
      await expect(page.getByTestId('games-table')).not.toContainText(internal);
      await screenShot(page, `core-games-${locale}-${size.width}x${size.height}`);
      await expectTidy(page, TITLES, `saved games ${locale} ${size.width}×${size.height}`);
    }
  }

  // ---- the game over (in Hungarian, the language chosen last)
  await games.resume(gameId);
  await defeatVillainByHand(page);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await screenShot(page, `core-over-hu-${size.width}x${size.height}`);
    await expectTidy(page, TITLES, `game over hu ${size.width}×${size.height}`);
    await expectReachable(page, ['[data-testid="outcome-back"]'], `game over hu ${size.width}×${size.height}`);
  }
});
