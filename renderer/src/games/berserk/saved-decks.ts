// The saved Berserk decks a New game form offers, for one game line: Heroes decks are those of a
// Heroes format (the deck's aspect, `heroes` or `heroes-casual`), classic decks all others.
import type { SelectOption } from 'naive-ui';
import { computed } from 'vue';
import { useI18n } from 'vue-i18n';
import { deckStoreFor } from '../screens';

const isHeroes = (aspects: readonly string[]) => aspects.some((a) => a.startsWith('heroes'));

export function useSavedDecks(line: 'classic' | 'heroes') {
  const { t } = useI18n();
  const store = deckStoreFor('berserk')();
  // saved decks are optional in the form: without them (no catalog, an error) our decks remain
  void store.loadList().catch(() => undefined);
  const decks = computed(() => store.list.filter((d) => isHeroes(d.aspects) === (line === 'heroes')));
  /** The option group of these decks (values `deck:<id>`), or none when there are none. */
  const group = computed<SelectOption[]>(() =>
    decks.value.length
      ? [
          {
            type: 'group',
            label: t('berserkPlay.setup.saved'),
            key: 'decks',
            children: decks.value.map((d) => ({
              value: `deck:${d.id}`,
              label: d.valid ? d.name : `${d.name} (${t('berserkPlay.setup.invalid')})`,
              disabled: !!d.unchecked,
            })),
          },
        ]
      : [],
  );
  const noCatalog = computed(() => decks.value.some((d) => d.unchecked));
  const nameOf = (id: string) => decks.value.find((d) => d.id === id)?.name ?? id;
  return { group, noCatalog, nameOf };
}
