import { useI18n } from 'vue-i18n';

/**
 * Messages of the Edge of Darkness play screen with a count: `{ n }` also chooses the plural form
 * (`"{n} coin | {n} coins"`), in the languages that have one (i18n.ts plural rules).
 */
export function useEodText() {
  const { t, locale } = useI18n();
  function tn(key: string, params: Record<string, unknown> = {}): string {
    return typeof params.n === 'number' ? t(key, params, params.n) : t(key, params);
  }
  return { t, tn, locale };
}
