import { expect, test } from './fixtures';
import { WORDS, type UiLocale } from './pages/app';

const LOCALES: UiLocale[] = ['en', 'tr', 'de', 'hu'];

// Missing translations are reported with console.error (renderer/src/i18n.ts), which the fixture
// turns into a failure: so every page and dialog visited here is checked in every language.
test('every language renders home, settings and the file dialogs without missing messages', async ({ app, page }) => {
  for (const locale of LOCALES) {
    await app.gotoSettings();
    await app.chooseLanguage(locale);
    await expect(page.getByTestId('settings-backups')).toContainText(WORDS[locale].backups);
    await expect(page.getByTestId('backup-now')).toHaveText(WORDS[locale].backupNow);

    for (const [button, dialog] of [
      ['save-new', 'dialog-new'],
      ['save-copy', 'dialog-copy'],
      ['save-open', 'dialog-open'],
    ] as const) {
      await page.getByTestId(button).click();
      await expect(page.getByTestId(dialog)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(dialog)).toBeHidden();
    }

    await app.gotoHome();
    await expect(app.heading).toHaveText(WORDS[locale].home);
    // The games that ship (core/games/registry.ts), each with its features named in the language.
    await expect(page.getByTestId('games-empty')).toHaveCount(0);
    const mc = page.getByTestId('home-game-marvel-champions');
    await expect(mc.getByText('Marvel Champions: The Card Game')).toBeVisible();
    await expect(mc.getByText(WORDS[locale].rulesEngine, { exact: true })).toBeVisible();
    const wotr = page.getByTestId('home-game-war-of-the-ring');
    await expect(wotr.getByText(WORDS[locale].rulesEngine, { exact: true })).toBeVisible();
    await expect(page.getByTestId('home-save-name')).toHaveText('Deckhand');
  }
});
