import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveName } from '../../../core/api/schemas';
import { createAppI18n, matchLocale } from '../../../renderer/src/i18n';
import { baseName, formatBytes } from '../../../renderer/src/lib/format';
import { checkSaveName, looksLikeSavePath } from '../../../renderer/src/lib/save-name';

describe('checkSaveName mirrors the backend schema', () => {
  it('agrees with core/api saveName on examples', () => {
    for (const s of [
      'Deckhand',
      ' My campaign ',
      'a'.repeat(80),
      'a'.repeat(81),
      '',
      '   ',
      'a/b',
      'a\\b',
      'x:y',
      'q?',
      'star*',
      '"q"',
      '<>',
      'p|q',
      '.',
      '..',
      '...',
      'CON',
      'com1.txt',
      'lpt9',
      'Console',
      'tab\there',
    ]) {
      expect(checkSaveName(s) === null, JSON.stringify(s)).toBe(saveName.safeParse(s).success);
    }
  });

  it('agrees with core/api saveName on random strings', () => {
    const chars = fc.constantFrom(...'aZ0 .-_:/\\*?"<>|\tçİıöüğşéő'.split(''), 'con', 'lpt1', 'CoM3');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 90 }).map((a) => a.join('')),
        (s) => {
          expect(checkSaveName(s) === null).toBe(saveName.safeParse(s).success);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('names the problem so the dialog can say it', () => {
    expect(checkSaveName('')).toEqual({ key: 'validation.nameRequired' });
    expect(checkSaveName('a'.repeat(81))).toEqual({ key: 'validation.nameTooLong', params: { max: 80 } });
    expect(checkSaveName('a/b')?.key).toBe('validation.nameForbidden');
    expect(checkSaveName('nul')).toEqual({ key: 'validation.nameReserved' });
  });

  it('accepts only absolute .deckhand paths to open by hand', () => {
    expect(looksLikeSavePath('/home/me/My file.deckhand')).toBe(true);
    expect(looksLikeSavePath('C:\\Users\\me\\x.DECKHAND')).toBe(true);
    expect(looksLikeSavePath('relative.deckhand')).toBe(false);
    expect(looksLikeSavePath('/home/me/file.sqlite')).toBe(false);
  });
});

describe('locale detection', () => {
  it('matches the system languages by primary subtag, in order', () => {
    expect(matchLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(matchLocale(['TR_tr'])).toBe('tr');
    expect(matchLocale(['hu'])).toBe('hu');
    expect(matchLocale(['fr', 'es'])).toBeNull();
    expect(matchLocale(undefined)).toBeNull();
  });
});

describe('messages', () => {
  const i18n = createAppI18n('en');
  const t = i18n.global.t;

  it('uses each language’s plural forms (Turkish and Hungarian keep the noun singular)', () => {
    expect(t('settings.backups.count', 1)).toBe('1 backup');
    expect(t('settings.backups.count', 3)).toBe('3 backups');
    i18n.global.locale.value = 'de';
    expect(t('settings.backups.count', 1)).toBe('1 Sicherung');
    expect(t('settings.backups.count', 2)).toBe('2 Sicherungen');
    i18n.global.locale.value = 'tr';
    expect(t('settings.backups.count', 1)).toBe('1 yedek');
    expect(t('settings.backups.count', 5)).toBe('5 yedek');
    i18n.global.locale.value = 'hu';
    expect(t('dialogs.openSave.count', 7)).toBe('7 fájl');
    i18n.global.locale.value = 'en';
  });

  it('fills error params', () => {
    i18n.global.locale.value = 'de';
    expect(t('errors.save_newer_version', { path: '/x.deckhand', fileVersion: 9, appVersion: 2 })).toContain(
      'Format 9',
    );
    i18n.global.locale.value = 'en';
  });
});

describe('formatting', () => {
  it('formats sizes in the UI locale', () => {
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(41_000, 'en')).toBe('41 kB');
    expect(formatBytes(1_500_000, 'de')).toBe('1,5 MB');
    expect(baseName('C:\\a\\b.deckhand')).toBe('b.deckhand');
  });
});

describe('missing messages', () => {
  it('are reported with console.error so the e2e console rule catches them', () => {
    const i18n = createAppI18n('tr');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    try {
      (i18n.global.t as (key: string) => string)('no.such.key');
    } finally {
      console.error = original;
    }
    expect(errors.join('\n')).toContain('missing message "no.such.key" for locale "tr"');
  });
});
