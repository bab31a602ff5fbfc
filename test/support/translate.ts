import type { LOCALES } from '../../core/api/types';
import { countedText } from '../../renderer/src/games/text';

type Locale = (typeof LOCALES)[number];
/** vue-i18n's global `t` with a locale (and plural choice) in its options. */
type GlobalT = (key: string, named: Record<string, unknown>, options: { locale: Locale; plural?: number }) => string;

/** `t` in `locale`, counting on a numeric `n` as the app's translators do (countedText, games/text.ts). */
export function countingIn(t: GlobalT, locale: Locale): (key: string, params?: Record<string, unknown>) => string {
  const inLocale = (key: string, params: Record<string, unknown>, plural?: number) =>
    t(key, params, plural === undefined ? { locale } : { locale, plural });
  return (key, params = {}) => countedText(inLocale, key, params);
}
