import { describe, expect, it } from 'vitest';
import { menuLocale, systemLocale } from '../../../electron/main/locale';

describe('menu language', () => {
  it('follows the setting when there is one', () => {
    expect(menuLocale('hu', ['de-DE'])).toBe('hu');
    expect(menuLocale('tr', [])).toBe('tr');
  });

  it('follows the system when the setting is null', () => {
    expect(menuLocale(null, ['tr-TR'])).toBe('tr');
    expect(menuLocale(null, ['de'])).toBe('de');
    expect(menuLocale(null, ['hu_HU'])).toBe('hu');
    expect(menuLocale(undefined, ['en-GB'])).toBe('en');
  });

  it('takes the first supported system language, else English', () => {
    expect(systemLocale(['fr-FR', 'de-AT', 'en-US'])).toBe('de');
    expect(systemLocale(['pt-BR', 'ja'])).toBe('en');
    expect(systemLocale([])).toBe('en');
    expect(systemLocale([null, undefined, '', ' TR-tr '])).toBe('tr');
  });

  it('ignores an unknown stored value', () => {
    expect(menuLocale('xx' as never, ['de-DE'])).toBe('de');
  });
});
