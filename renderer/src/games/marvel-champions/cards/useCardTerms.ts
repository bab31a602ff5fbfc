import { useI18n } from 'vue-i18n';
import type { StatKey } from './card-stats';

/**
 * The shared Marvel Champions card vocabulary (`mc.terms.*`) in the UI language: type, aspect and
 * resource names, stat labels. The card data names types and aspects only in English (and in the
 * data set's own translations); our messages cover every UI language, the data's name is the
 * fallback for codes we do not know (and for 'Pool, a proper name).
 */
export function useCardTerms() {
  const { t, te } = useI18n();

  const typeName = (code: string, fallback?: string): string =>
    te(`mc.terms.types.${code}`) ? t(`mc.terms.types.${code}`) : (fallback ?? code);
  const aspectName = (code: string, fallback?: string): string =>
    te(`mc.terms.aspects.${code}`) ? t(`mc.terms.aspects.${code}`) : code === 'pool' ? "'Pool" : (fallback ?? code);
  const resourceName = (kind: string): string =>
    te(`mc.terms.resources.${kind}`) ? t(`mc.terms.resources.${kind}`) : kind;
  const statLabel = (key: StatKey | 'cost', form: 'short' | 'long' = 'short'): string =>
    t(`mc.terms.stats.${form}.${key}`);
  const iconName = (icon: string): string =>
    te(`mc.terms.icons.${icon}`) ? t(`mc.terms.icons.${icon}`) : icon.replace(/_/g, ' ');
  /** Cost as printed: X for −1, nothing for null. */
  const costText = (cost: number | null | undefined): string =>
    cost === null || cost === undefined ? '' : cost === -1 ? 'X' : String(cost);

  return { typeName, aspectName, resourceName, statLabel, iconName, costText };
}
