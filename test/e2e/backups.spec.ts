import { expect, test } from './fixtures';

test.describe('backups', () => {
  test('restoring a backup brings back the earlier state', async ({ app, page }) => {
    await app.gotoSettings();
    await expect(app.backupRows).toHaveCount(1);
    await expect(app.backupRows.first()).toContainText('Automatic');

    // The state to come back to: German and the dark theme.
    await app.chooseLanguage('de');
    await app.chooseTheme('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await app.backupNow();
    await expect(page.getByText('Sicherung erstellt.')).toBeVisible();
    await expect(page.locator('[data-testid="backup-row"][data-reason="manual"]')).toContainText('Manuell');

    // Change both again.
    await app.chooseLanguage('en');
    await app.chooseTheme('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await app.restoreBackup('manual', 'Restore');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(app.heading).toHaveText('Einstellungen');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByText('Sicherung wiederhergestellt. Die Datei ist wieder geöffnet.')).toBeVisible();
    // The state before the restore was kept as a backup of its own.
    await expect(page.locator('[data-testid="backup-row"][data-reason="restore"]')).toContainText(
      'Vor einer Wiederherstellung',
    );
  });

  test('the restore confirmation says the current state is backed up first, and can be cancelled', async ({
    app,
    page,
  }) => {
    await app.gotoSettings();
    await app.backupRows.first().getByTestId('backup-restore').click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Restore this backup?' });
    await expect(dialog).toContainText('Your current state is backed up first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(app.backupRows).toHaveCount(1);
  });

  test('/settings/backups opens the Backups section', async ({ app, page, host }) => {
    await page.goto(new URL('/#/settings/backups', host.url).toString());
    await app.ready();
    await expect(page.locator('h2#settings-backups')).toBeFocused();
    await expect(page.getByTestId('settings-backups')).toBeInViewport();
  });
});
