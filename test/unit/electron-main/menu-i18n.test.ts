import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../core/api/errors';
import { LOCALES } from '../../../core/api/types';
import {
  DIALOG_ERROR_CODES,
  ERROR_MESSAGES,
  MAIN_STRINGS,
  errorMessage,
  format,
  mainStrings,
} from '../../../electron/main/menu-i18n';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('native menu and dialog strings', () => {
  const keys = Object.keys(MAIN_STRINGS.en).sort();

  it.each(LOCALES)('%s has every key, none empty, with the same placeholders as English', (locale) => {
    const table = MAIN_STRINGS[locale];
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys) {
      const value = table[key as keyof typeof table];
      expect(value.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(value), `${locale}.${key}`).toEqual(placeholders(MAIN_STRINGS.en[key as keyof typeof table]));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is actually translated', (locale) => {
    // Words that are the same in several languages (OK, Version, the product name) are fine;
    // most of the menu must differ from English.
    const same = keys.filter(
      (k) =>
        MAIN_STRINGS[locale][k as keyof typeof MAIN_STRINGS.en] === MAIN_STRINGS.en[k as keyof typeof MAIN_STRINGS.en],
    );
    expect(same.length, same.join(', ')).toBeLessThanOrEqual(4);
  });

  it.each(LOCALES)('%s explains every error a File action can produce', (locale) => {
    expect(Object.keys(ERROR_MESSAGES[locale]).sort()).toEqual([...DIALOG_ERROR_CODES].sort());
    for (const code of DIALOG_ERROR_CODES) expect(ERROR_MESSAGES[locale][code].trim()).not.toBe('');
  });

  it('only lists codes the API really has', () => {
    for (const code of DIALOG_ERROR_CODES) expect(ERROR_CODES).toContain(code);
  });

  it('falls back to a generic sentence with the code', () => {
    expect(errorMessage('de', 'save_locked')).toBe(ERROR_MESSAGES.de.save_locked);
    expect(errorMessage('hu', 'backup_not_found')).toBe('Váratlan hiba történt (backup_not_found).');
    expect(errorMessage('en', 'something_new')).toContain('something_new');
  });

  it('formats placeholders and leaves unknown ones', () => {
    expect(format(mainStrings('tr').aboutVersion, { version: '1.2.3' })).toBe('Sürüm 1.2.3');
    expect(format('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});
