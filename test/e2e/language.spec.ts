import { expect, test } from './fixtures';
import { WORDS } from './pages/app';

test.describe('language', () => {
  test('switching to Turkish applies at once and is remembered in the save file', async ({
    app,
    page,
    restartHost,
  }) => {
    await app.expectLocale('en');
    await app.gotoSettings();

    await app.chooseLanguage('tr');
    await expect(app.heading).toHaveText('Ayarlar');
    await expect(page.getByText('Hemen uygulanır ve açık kayıt dosyasında saklanır.')).toBeVisible();
    await expect(page).toHaveTitle('Ayarlar – Deckhand');
    // Dates in the backups list follow the UI language too (Turkish month names).
    await expect(app.backupRows.first()).toContainText(/Oca|Şub|Mar|Nis|May|Haz|Tem|Ağu|Eyl|Eki|Kas|Ara/);
    await expect(app.backupRows.first()).toContainText('Otomatik');

    // A reload keeps it (settings come from the save file, the token from sessionStorage).
    await app.reload();
    await app.expectLocale('tr');
    await expect(app.heading).toHaveText('Ayarlar');

    // Quit and reopen the app: still Turkish.
    await restartHost();
    await app.open();
    await app.expectLocale('tr');
    await app.gotoHome();
    await expect(app.heading).toHaveText(WORDS.tr.home);
    const mc = page.getByTestId('home-game-marvel-champions');
    await expect(mc.getByText(WORDS.tr.rulesEngine, { exact: true })).toBeVisible();
  });

  test('the system language is used until one is chosen', async ({ browser, host }) => {
    const context = await browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(host.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main h1')).toHaveText(WORDS.de.home);
    await page.getByTestId('nav-settings').click();
    await expect(page.getByTestId('language-select')).toContainText('Systemsprache (Deutsch)');
    await context.close();
    expect(errors).toEqual([]);
  });

  test('the token leaves the address bar and the language menu names each language in itself', async ({
    app,
    page,
  }) => {
    expect(page.url()).not.toContain('token=');
    await app.gotoSettings();
    await app.languageSelect.click();
    const options = page.locator('.n-base-select-option');
    await expect(options).toHaveText(['System language (English)', 'English', 'Türkçe', 'Deutsch', 'Magyar']);
    await expect(options.locator('span[lang="tr"]')).toHaveText('Türkçe');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  });
});
