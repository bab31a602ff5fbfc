import { expect, test } from './fixtures';

test.describe('save files', () => {
  test('a new save file becomes the open file and is reopened after a restart', async ({ app, page, restartHost }) => {
    await expect(app.headerSaveName).toHaveText('Deckhand');
    await app.gotoSettings();

    // Names the backend would refuse are caught in the dialog, and the text stays.
    const dialog = await app.submitNewSave('Campaign/2026');
    await expect(dialog.getByText('A name cannot contain these characters')).toBeVisible();
    await expect(dialog.getByTestId('name-input')).toHaveValue('Campaign/2026');
    await expect(dialog.getByTestId('name-input')).toHaveAttribute('aria-invalid', 'true');

    // An existing name: the backend says so, the dialog keeps what was typed.
    await app.submitNewSave('Deckhand');
    await expect(dialog.getByText('A file with this name already exists.')).toBeVisible();
    await expect(dialog.getByTestId('name-input')).toHaveValue('Deckhand');

    await app.createSave('Campaign 2026');
    await expect(page.getByText('“Campaign 2026” created and opened.')).toBeVisible();
    await expect(page.getByTestId('settings-save-name')).toHaveText('Campaign 2026');

    await app.gotoHome();
    await expect(page.getByTestId('home-save-name')).toHaveText('Campaign 2026');
    await expect(page.getByTestId('home-save-path')).toHaveText(/[\\/]saves[\\/]Campaign 2026\.deckhand$/);

    await restartHost();
    await app.open();
    await expect(app.headerSaveName).toHaveText('Campaign 2026');
    await expect(page.getByTestId('home-save-name')).toHaveText('Campaign 2026');
  });

  test('open another file from the saves folder, and save a copy', async ({ app, page }) => {
    await app.gotoSettings();
    await app.createSave('Second');

    await page.getByTestId('save-copy').click();
    const copy = page.getByTestId('dialog-copy');
    await copy.getByTestId('name-input').fill('Second backup copy');
    await copy.getByTestId('name-submit').click();
    await expect(copy).toBeHidden();
    await expect(page.getByText(/Copy saved: .*Second backup copy\.deckhand/)).toBeVisible();
    await expect(app.headerSaveName).toHaveText('Second');

    await page.getByTestId('save-open').click();
    const open = page.getByTestId('dialog-open');
    await expect(open.getByTestId('open-row-Second')).toContainText('Open now');
    await expect(open.getByTestId('open-row-Second backup copy')).toBeVisible();
    await open.getByTestId('open-row-Deckhand').getByRole('button', { name: 'Open' }).click();
    await expect(open).toBeHidden();
    await expect(app.headerSaveName).toHaveText('Deckhand');
  });

  test('a damaged save file shows the problem and a backup brings it back', async ({
    app,
    page,
    restartHost,
    host,
  }) => {
    await expect(app.headerSaveName).toHaveText('Deckhand');
    await app.gotoSettings();
    await expect(app.backupRows).toHaveCount(1);

    await restartHost({
      whileStopped: async () => {
        const fs = await import('node:fs');
        const path = await import('node:path');
        const file = path.join(host.dataDir, 'saves', 'Deckhand.deckhand');
        fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, 0x5a));
      },
    });
    await app.open();
    const problem = page.getByTestId('save-problem');
    await expect(problem).toContainText('Your save file could not be opened');
    await expect(problem).toContainText(
      /The save file .*Deckhand\.deckhand is damaged and cannot be read\. Restore a backup/,
    );
    await expect(page.getByTestId('header-save')).toContainText('No save file open');

    await problem.getByRole('button', { name: 'Restore a backup…' }).click();
    await expect(page.locator('h2#settings-backups')).toBeFocused();
    await expect(page.getByTestId('backup-now')).toBeDisabled();
    await app.restoreBackup('auto', 'Restore');
    await expect(problem).toBeHidden();
    await expect(app.headerSaveName).toHaveText('Deckhand');
  });
});
