import { expect, test } from './fixtures';

test('keyboard: skip link, navigation and visible focus', async ({ app, page }) => {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The navigation is reachable and works with the keyboard.
  await app.nav('settings').focus();
  const outline = await app.nav('settings').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(app.heading).toHaveText('Settings');
  await expect(app.nav('settings')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the home page shows the open save file and the games that ship, with what they offer', async ({ app, page }) => {
  await expect(app.heading).toHaveText('Home');
  const save = page.getByTestId('home-save');
  await expect(save).toContainText('Deckhand');
  await expect(save).toContainText(/Deckhand\.deckhand/);
  await expect(save).toContainText(/\d+(\.\d)? kB/);
  // Only what really ships (core/games/registry.ts): Marvel Champions and its features, War of the
  // Ring with its rules engine (issue 14 §9), its table tracker and its boxes (issue 15), leading to
  // its game page (new game, saved games).
  await expect(page.getByTestId('games-empty')).toHaveCount(0);
  const games = page.locator('section[aria-labelledby="home-games-heading"]');
  const mc = page.getByTestId('home-game-marvel-champions');
  await expect(games.getByText('Marvel Champions: The Card Game')).toBeVisible();
  for (const feature of ['Card catalog', 'Collection', 'Decks', 'Rules engine', 'Table tracker', 'Campaigns']) {
    await expect(mc.getByText(feature, { exact: true })).toBeVisible();
  }
  const wotr = page.getByTestId('home-game-war-of-the-ring');
  await expect(wotr.getByRole('link', { name: 'War of the Ring' }).first()).toHaveAttribute('href', /#\/wotr$/);
  for (const feature of ['Rules engine', 'Table tracker', 'Collection'])
    await expect(wotr.getByText(feature, { exact: true })).toBeVisible();
  for (const feature of ['Card catalog', 'Decks', 'Campaigns'])
    await expect(wotr.getByText(feature, { exact: true })).toHaveCount(0);
  // Edge of Darkness (issue 16): its rules engine, its table tracker with the scoring pad and its box, leading to its game page.
  const eod = page.getByTestId('home-game-edge-of-darkness');
  await expect(eod.getByRole('link', { name: 'Edge of Darkness' }).first()).toHaveAttribute('href', /#\/eod$/);
  for (const feature of ['Rules engine', 'Table tracker', 'Collection'])
    await expect(eod.getByText(feature, { exact: true })).toBeVisible();
  for (const feature of ['Card catalog', 'Decks', 'Campaigns'])
    await expect(eod.getByText(feature, { exact: true })).toHaveCount(0);
  // Berserk (issue 17): the card lists the user imports, the singles collection, decks and the classic rules engine.
  const berserk = page.getByTestId('home-game-berserk');
  for (const feature of ['Card catalog', 'Collection', 'Decks', 'Rules engine'])
    await expect(berserk.getByText(feature, { exact: true })).toBeVisible();
  for (const feature of ['Table tracker', 'Campaigns'])
    await expect(berserk.getByText(feature, { exact: true })).toHaveCount(0);
});

test('issue 13 first hour: the whole game tile opens the game, from the keyboard too, with a visible focus ring', async ({
  app,
  page,
}) => {
  const tile = page.getByTestId('home-game-marvel-champions');
  const link = tile.getByRole('link', { name: 'Marvel Champions: The Card Game' });
  await expect(link).toHaveAttribute('href', /#\/mc\/cards$/);

  // Reached with Tab; the ring is drawn around the whole tile (the link's ::after covers it).
  for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    const tile = el.closest('[data-testid="home-game-marvel-champions"]')!;
    return { outline: after.outlineStyle, width: after.width, tileWidth: `${tile.clientWidth}px` }; // inside its border
  });
  expect(ring.outline).not.toBe('none');
  expect(ring.width).toBe(ring.tileWidth);
  await page.keyboard.press('Enter');
  await expect(app.heading).toHaveText('Cards');

  // A click anywhere on the tile, away from its inner links, opens the game's main page too.
  await app.gotoHome();
  const box = (await tile.boundingBox())!;
  await tile.click({ position: { x: box.width - 6, y: box.height - 6 } });
  await expect(app.heading).toHaveText('Cards');

  // The links inside the tile still go where they say.
  await app.gotoHome();
  await tile.getByTestId('home-link-mc-collection').click();
  await expect(app.heading).toHaveText('My collection');
  // the page's own requests answered before the host stops (a refused one would be logged as an error)
  await page.waitForLoadState('networkidle');
});
