import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import {
  COPY_CONDITIONS,
  COPY_STATUSES,
  CSV_FIELDS,
  type CopyCondition,
  type CopyStatus,
  type CsvField,
  type CsvProblem,
} from '../../../../../core/api/collection';
import { formatNumber } from '../../../lib/format';
import { problemKey, problemParams } from './csv-problems';
import { useCatalogStore } from '../stores';

/** Card languages offered for copies (MarvelCDB's translations and the UI languages). */
export const COPY_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'pl',
  'hu',
  'tr',
  'nl',
  'ko',
  'ja',
  'zh',
  'ru',
] as const;

/** Words and numbers of the collection pages in the UI language. */
export function useCollectionText() {
  const { t, locale } = useI18n();
  const catalog = useCatalogStore();
  /** Pack names in the UI language (the collection API names packs in English). */
  const packNames = computed(() => new Map((catalog.facets?.packs ?? []).map((p) => [p.code, p.name])));
  const packName = (code: string, fallback: string) => packNames.value.get(code) ?? fallback;
  /** Ask for the pack names once per page (the catalog store caches them per language). */
  const loadPackNames = () => void catalog.loadFacets().catch(() => undefined);

  const number = (n: number) => formatNumber(n, locale.value);
  const conditionLabel = (c: CopyCondition | string) => t(`mc.collection.condition.${c}`);
  const statusLabel = (s: CopyStatus | string) => t(`mc.collection.status.${s}`);
  const fieldLabel = (f: CsvField | string) => t(`mc.csv.field.${f}`);

  function languageName(code: string): string {
    if (!code) return '';
    try {
      const name = new Intl.DisplayNames([locale.value], { type: 'language' }).of(code);
      return name && name !== code ? name : code.toUpperCase();
    } catch {
      return code.toUpperCase();
    }
  }

  /** "Core Set, card 12" in the UI language. */
  const packNumber = (pack: string, position: number | string) =>
    t('mc.collection.packNumber', { pack, number: position });

  const conditionOptions = () => COPY_CONDITIONS.map((c) => ({ value: c, label: conditionLabel(c) }));
  const statusOptions = () => COPY_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
  const fieldOptions = () => CSV_FIELDS.map((f) => ({ value: f, label: fieldLabel(f) }));
  const languageOptions = (extra: readonly string[] = []) =>
    [...new Set([...COPY_LANGUAGES, ...extra.filter(Boolean)])].map((l) => ({
      value: l,
      label: `${languageName(l)} (${l})`,
    }));

  /** "3 copies removed." and, when some were in decks, how many were taken out of them. */
  const removedText = (removed: string, released: number) =>
    released > 0 ? `${removed} ${t('mc.collection.products.released', { n: released }, released)}` : removed;

  function problemText(p: Pick<CsvProblem, 'code' | 'row' | 'params'>): string {
    return t(
      problemKey(p.code),
      problemParams(p, {
        name: (name) => t('mc.csv.ref.name', { name }),
        code: (code) => t('mc.csv.ref.code', { code }),
        packAndNumber: (pack, number) => t('mc.csv.ref.packNumber', { pack, number }),
      }),
    );
  }

  return {
    number,
    packName,
    loadPackNames,
    conditionLabel,
    statusLabel,
    fieldLabel,
    languageName,
    packNumber,
    conditionOptions,
    statusOptions,
    fieldOptions,
    languageOptions,
    problemText,
    removedText,
  };
}
