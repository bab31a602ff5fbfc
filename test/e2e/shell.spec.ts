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

test('the home page shows the open save file and an honest empty games list', async ({ app, page }) => {
  await expect(app.heading).toHaveText('Home');
  const save = page.getByTestId('home-save');
  await expect(save).toContainText('Deckhand');
  await expect(save).toContainText(/Deckhand\.deckhand/);
  await expect(save).toContainText(/\d+(\.\d)? kB/);
  await expect(page.getByTestId('games-empty')).toContainText('No game is installed yet');
});
