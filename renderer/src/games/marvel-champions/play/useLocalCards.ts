import { computed, watch, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { useCatalogStore } from '../stores';
import type { Cards } from './board-model';
import { withLocalNames } from './local-names';

/**
 * `withLocalNames` over a game's content, following the UI language (the catalog store asks for the
 * card language's summaries once per language and caches them; without a catalog names stay English).
 */
export function useLocalCards(source: Ref<Cards | null>): ComputedRef<Cards | null> {
  const catalog = useCatalogStore();
  const { locale } = useI18n();
  watch(
    [source, locale],
    ([cards]) => {
      if (cards) void catalog.cards(Object.keys(cards)).catch(() => undefined);
    },
    // after the catalog store has dropped the old language's summaries
    { immediate: true, flush: 'post' },
  );
  return computed(() => (source.value ? withLocalNames(source.value, (code) => catalog.summaryOf(code)) : null));
}
