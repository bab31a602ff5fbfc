import { LOCALES, type Locale } from '../../core/api/types';

/**
 * The language of the native menus and dialogs: the user's choice in Settings, otherwise the
 * first system language we support (`app.getLocale()`, then the OS's preferred languages),
 * otherwise English. Matches the renderer, which follows `navigator.language` (= app.getLocale()).
 */
export function systemLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    const base = c.trim().toLowerCase().split(/[-_]/)[0];
    if ((LOCALES as readonly string[]).includes(base)) return base as Locale;
  }
  return 'en';
}

export function menuLocale(
  setting: Locale | null | undefined,
  systemCandidates: readonly (string | null | undefined)[],
): Locale {
  if (setting && (LOCALES as readonly string[]).includes(setting)) return setting;
  return systemLocale(systemCandidates);
}
