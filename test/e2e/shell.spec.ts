import { expect, test, type Page } from './fixtures';
import { expectTidy, screenShot } from './layout';
import { settle } from './pages/wotr-board';

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

test('reduced motion (WCAG 2.3.3): transitions end at once when the system asks for less motion', async ({
  app,
  page,
}) => {
  await expect(app.heading).toHaveText('Home');
  const button = page.locator('.n-button').first();
  const longest = () =>
    button.evaluate((el) =>
      Math.max(
        ...getComputedStyle(el)
          .transitionDuration.split(',')
          .map((d) => parseFloat(d) * (d.endsWith('ms') ? 1 : 1000)),
      ),
    );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longest()).toBeGreaterThan(50);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await longest()).toBeLessThan(1);
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

/** The main area's width in pixels. */
const mainWidth = (page: Page) => page.locator('main').evaluate((el) => el.getBoundingClientRect().width);

test('the navigation can be hidden for more room, is kept hidden in the save file, and comes back by keyboard', async ({
  app,
  page,
}) => {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // shown by default; the button says what it controls and what a click does
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAttribute('title', 'Hide menu (Ctrl+B)');
  expect(await nav.getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
  const shown = await mainWidth(page);

  // hidden: no link of the navigation is left, <main> takes its width, the brand stays in the bar
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/settings.set') && r.ok());
  await toggle.click();
  await saved;
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveAttribute('title', 'Show menu (Ctrl+B)');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  expect(await mainWidth(page)).toBeGreaterThanOrEqual(shown + 200);
  await expect(page.locator('header.topbar .brand')).toBeVisible();
  await expect(page.locator('header.topbar .brand')).toHaveText('Deckhand');
  // out of the tab order: the next stop after the button is not in the navigation
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#app-nav') ?? null)).toBeNull();

  // the choice is in the open save file: a reload keeps the menu hidden
  await app.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  // shown again by keyboard: Tab past the skip link to the button, Enter; focus stays on the button
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  expect(await mainWidth(page)).toBe(shown);
  // Space hides it as well
  await page.keyboard.press('Space');
  await expect(nav).toBeHidden();
  await page.keyboard.press('Space');
  await expect(nav).toBeVisible();

  // Ctrl+B from a link of the navigation: hidden, and the focus goes to the button instead of being lost
  await app.nav('settings').focus();
  await page.keyboard.press('Control+B');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  const shownAgain = page.waitForResponse((r) => r.url().endsWith('/api/settings.set') && r.ok());
  await page.keyboard.press('Control+B');
  await expect(nav).toBeVisible();
  await shownAgain;
  await app.reload();
  await expect(nav).toBeVisible();
});

/** What the toggle's name and tooltip say in each language these screenshots are taken in. */
const TOGGLE = {
  en: { name: 'Menu', show: 'Show menu (Ctrl+B)' },
  de: { name: 'Menü', show: 'Menü einblenden (Strg+B)' },
};

for (const locale of ['en', 'de'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`a play screen at 1024×700 with the menu hidden (${locale})`, async ({ app, page }) => {
      await app.expectLocale(locale);
      await page.setViewportSize({ width: 1024, height: 700 });
      // War of the Ring from its tile on Home: New game
      await page.getByTestId('home-game-war-of-the-ring').locator('a[href$="#/wotr"]').first().click();
      await expect(page.getByTestId('wotr-home')).toBeVisible();
      await page.getByTestId('wotr-new-game').click();
      const dialog = page.getByTestId('dialog-new-game');
      await dialog.getByTestId('new-game-name').locator('input').fill('Nav');
      await dialog.getByTestId('new-game-submit').click();
      await expect(page.getByTestId('game-page')).toBeVisible();
      await settle(page);
      const map = page.getByTestId('wotr-map');
      const frames = () =>
        page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await frames();
      const before = (await map.boundingBox())!.width;

      const toggle = page.getByRole('button', { name: TOGGLE[locale].name, exact: true });
      await toggle.click();
      await expect(page.locator('#app-nav')).toBeHidden();
      await expect(toggle).toHaveAttribute('title', TOGGLE[locale].show);
      await frames(); // the board measures its room again (ResizeObserver)
      const after = (await map.boundingBox())!.width;
      expect(after, `the map: ${before}px with the menu, ${after}px without`).toBeGreaterThan(before + 100);
      await expectTidy(page, 'main h1, main h2', `play ${locale} 1024×700, menu hidden`);
      await page.mouse.move(1, 1);
      await screenShot(page, `nav-hidden-${locale}-1024x700`);
    });
  });
}
