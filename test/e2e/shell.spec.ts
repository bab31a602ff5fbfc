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
  // Only what really ships (core/games/registry.ts): Marvel Champions and its features.
  await expect(page.getByTestId('games-empty')).toHaveCount(0);
  const games = page.locator('section[aria-labelledby="home-games-heading"]');
  await expect(games.getByText('Marvel Champions: The Card Game')).toBeVisible();
  for (const feature of ['Card catalog', 'Collection', 'Decks', 'Rules engine', 'Table tracker', 'Campaigns']) {
    await expect(games.getByText(feature, { exact: true })).toBeVisible();
  }
  await expect(games.getByText('War of the Ring')).toHaveCount(0);
});
