// The search every card browser runs the same way (the generic one and a game's own): the game's catalog
// store, the query sent 200 ms after the last keystroke, one first search once card data is there (now,
// after the status arrives, or after an import here; later imports re-run the store's search themselves),
// the cards loaded so far, whether more are there, and the count line under the page's own message key.
import { storeToRefs } from 'pinia';
import { computed, onMounted, watch, type WatchSource } from 'vue';
import { useI18n } from 'vue-i18n';
import type { CardSummary } from '../../../../core/api/catalog';
import { formatNumber } from '../../lib/format';
import { catalogStoreFor } from '../../stores/catalog';

export function useCardSearch(game: string, query: WatchSource<string>, countKey: string) {
  const { t, locale } = useI18n();
  const catalog = catalogStoreFor(game)();
  const refs = storeToRefs(catalog);
  const { imported, results, total, searchLoaded } = refs;

  const cards = computed(() => results.value.filter((c): c is CardSummary => c !== undefined));
  const more = computed(() => cards.value.length < total.value);
  const countText = computed(() =>
    searchLoaded.value ? t(countKey, { n: formatNumber(total.value, locale.value) }, total.value) : undefined,
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  watch(query, (q) => {
    clearTimeout(timer);
    timer = setTimeout(() => void catalog.setSearch({ query: q }), 200);
  });
  let searched = false;
  watch(
    imported,
    (now) => {
      if (!now || searched) return;
      searched = true;
      void catalog.runSearch();
    },
    { immediate: true },
  );
  onMounted(() => catalog.loadStatus().catch(() => undefined));

  return { catalog, ...refs, cards, more, countText };
}
