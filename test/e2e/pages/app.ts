import { expect, type Locator, type Page } from '@playwright/test';

export type UiLocale = 'en' | 'tr' | 'de' | 'hu';

/** Each language as the language menu shows it (in its own name). */
export const LANGUAGE_LABEL: Record<UiLocale, string> = { en: 'English', tr: 'Türkçe', de: 'Deutsch', hu: 'Magyar' };

/** A few words per language the tests look for (`rulesEngine`: a feature tag of the Marvel Champions card on the home page). */
export const WORDS: Record<
  UiLocale,
  { home: string; settings: string; backups: string; rulesEngine: string; backupNow: string }
> = {
  en: { home: 'Home', settings: 'Settings', backups: 'Backups', rulesEngine: 'Rules engine', backupNow: 'Back up now' },
  tr: {
    home: 'Ana sayfa',
    settings: 'Ayarlar',
    backups: 'Yedekler',
    rulesEngine: 'Kural motoru',
    backupNow: 'Şimdi yedekle',
  },
  de: {
    home: 'Start',
    settings: 'Einstellungen',
    backups: 'Sicherungen',
    rulesEngine: 'Regel-Engine',
    backupNow: 'Jetzt sichern',
  },
  hu: {
    home: 'Kezdőlap',
    settings: 'Beállítások',
    backups: 'Biztonsági mentések',
    rulesEngine: 'Szabálymotor',
    backupNow: 'Biztonsági mentés most',
  },
};

/** The Deckhand window: shell, home page, settings page and the file dialogs. */
export class DeckhandApp {
  constructor(
    readonly page: Page,
    private readonly url: () => string,
  ) {}

  // ---- shell ------------------------------------------------------------------------------

  /** Open the app at the host's URL (with its token) and wait until it has loaded. */
  async open(): Promise<void> {
    await this.page.goto(this.url());
    await this.ready();
  }

  /** Reload the tab (the token is kept in sessionStorage) and wait until it has loaded. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }

  async ready(): Promise<void> {
    await expect(this.page.getByTestId('app-loading')).toHaveCount(0);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.locator('main h1').first();
  }

  get headerSaveName(): Locator {
    return this.page.getByTestId('header-save-name');
  }

  nav(which: 'home' | 'settings'): Locator {
    return this.page.getByTestId(`nav-${which}`);
  }

  async gotoHome(): Promise<void> {
    await this.nav('home').click();
    await expect(this.page.getByTestId('home-save')).toBeVisible();
  }

  async gotoSettings(): Promise<void> {
    await this.nav('settings').click();
    await expect(this.page.getByTestId('settings-backups')).toBeVisible();
  }

  async expectLocale(locale: UiLocale): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', locale);
    await expect(this.nav('home')).toHaveText(WORDS[locale].home);
    await expect(this.nav('settings')).toHaveText(WORDS[locale].settings);
  }

  // ---- settings: language and theme ---------------------------------------------------------

  get languageSelect(): Locator {
    return this.page.getByTestId('language-select');
  }

  /** Pick a language in Settings and wait until the save file has it. */
  async chooseLanguage(locale: UiLocale | 'system'): Promise<void> {
    await this.languageSelect.click();
    const option =
      locale === 'system'
        ? this.page.locator('.n-base-select-option').first()
        : this.page.locator('.n-base-select-option').filter({ hasText: new RegExp(`^${LANGUAGE_LABEL[locale]}$`) });
    const saved = this.page.waitForResponse((r) => r.url().endsWith('/api/settings.set') && r.ok());
    await option.click();
    await saved;
    if (locale !== 'system') await this.expectLocale(locale);
  }

  /** Pick a theme (radio buttons) and wait until the save file has it. */
  async chooseTheme(value: 'system' | 'light' | 'dark'): Promise<void> {
    const group = this.page.getByTestId('theme-select');
    const saved = this.page.waitForResponse((r) => r.url().endsWith('/api/settings.set') && r.ok());
    await group
      .locator('label')
      .filter({ has: this.page.locator(`input[value="${value}"]`) })
      .click();
    await saved;
    await expect(group.locator(`input[value="${value}"]`)).toBeChecked();
  }

  // ---- save files ---------------------------------------------------------------------------

  get newSaveDialog(): Locator {
    return this.page.getByTestId('dialog-new');
  }

  /** Type a name into Settings → Save file → New… and submit; returns the dialog. */
  async submitNewSave(name: string): Promise<Locator> {
    if (!(await this.newSaveDialog.isVisible())) await this.page.getByTestId('save-new').click();
    const input = this.newSaveDialog.getByTestId('name-input');
    await input.fill(name);
    await this.newSaveDialog.getByTestId('name-submit').click();
    return this.newSaveDialog;
  }

  async createSave(name: string): Promise<void> {
    const dialog = await this.submitNewSave(name);
    await expect(dialog).toBeHidden();
    await expect(this.headerSaveName).toHaveText(name);
  }

  // ---- backups ------------------------------------------------------------------------------

  get backupRows(): Locator {
    return this.page.getByTestId('backup-row');
  }

  async backupNow(): Promise<void> {
    const before = await this.backupRows.count();
    await this.page.getByTestId('backup-now').click();
    await expect(this.backupRows).toHaveCount(before + 1);
  }

  /** Restore the newest backup made for `reason` and confirm; waits until the file is reopened. */
  async restoreBackup(reason: 'auto' | 'manual' | 'migration' | 'restore', confirmLabel: string): Promise<void> {
    const row = this.page.locator(`[data-testid="backup-row"][data-reason="${reason}"]`).first();
    await row.getByTestId('backup-restore').click();
    const confirm = this.page.getByRole('button', { name: confirmLabel, exact: true });
    const restored = this.page.waitForResponse((r) => r.url().endsWith('/api/backups.restore') && r.ok());
    await confirm.click();
    await restored;
    await expect(confirm).toBeHidden();
  }
}
