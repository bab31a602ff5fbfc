import { useI18n } from 'vue-i18n';
import { countedText } from '../../text';

/**
 * Messages of the Edge of Darkness play screen with a count: `{ n }` also chooses the plural form
 * (`"{n} coin | {n} coins"`), in the languages that have one (i18n.ts plural rules).
 */
export function useEodText() {
  const { t, locale } = useI18n();
  const tn = (key: string, params: Record<string, unknown> = {}): string => countedText(t, key, params);
  return { t, tn, locale };
}
