import { computed, ref, useId } from 'vue';
import { deckKeyAction, moveIndex, type DeckKeyAction } from './keys';

/** What the keys other than the moves do; a handler returning `false` leaves the key to the browser. */
export type CardListKeys = Record<'add' | 'remove' | 'detail' | 'search' | 'help', () => boolean | void>;

export interface CardListboxOptions {
  /** The list's accessible name. */
  label: () => string;
  count: () => number;
  /** The active option's index (−1: none), and making another one active. */
  index: () => number;
  moveTo: (index: number) => void;
  /** What names the active option's element (`optionId`); the index unless told. */
  activeKey?: () => string | number | null;
  keys: CardListKeys;
}

/**
 * A list of cards the deck builder's keyboard works in (keys.ts), as a listbox: the arrows, Home
 * and End move the active option and keep it in view, the other keys go to `keys`, focusing the
 * list activates its first option. `listAttrs` go on the list element (role, focus, ARIA, key and
 * focus listeners), `optionAttrs` on each option (`optionId` names it), `keydown(where)` reads a key in the list or in a
 * search field.
 */
export function useCardListbox(o: CardListboxOptions) {
  const uid = useId();
  const listEl = ref<HTMLElement | null>(null);
  const optionId = (key: string | number) => `${uid}-opt-${key}`;
  const activeKey = () => (o.activeKey ? o.activeKey() : o.index() >= 0 ? o.index() : null);

  function scrollActive(): void {
    requestAnimationFrame(() => {
      const key = activeKey();
      if (key !== null)
        listEl.value?.querySelector(`#${CSS.escape(optionId(key))}`)?.scrollIntoView({ block: 'nearest' });
    });
  }

  function act(action: DeckKeyAction | null, e: KeyboardEvent): void {
    if (!action) return;
    if (action === 'next' || action === 'prev' || action === 'first' || action === 'last') {
      o.moveTo(moveIndex(o.index(), action, o.count()));
      scrollActive();
    } else if (o.keys[action === 'toSearch' ? 'search' : action]() === false) return;
    e.preventDefault();
  }

  const keydown = (where: 'list' | 'search') => (e: KeyboardEvent) => act(deckKeyAction(e, where), e);

  const listAttrs = computed(() => {
    const key = activeKey();
    return {
      role: 'listbox',
      tabindex: 0,
      'aria-label': o.label(),
      'aria-activedescendant': key !== null ? optionId(key) : undefined,
      onKeydown: keydown('list'),
      onFocus: () => {
        if (o.index() < 0 && o.count()) o.moveTo(0);
      },
    };
  });

  /** An option's id, role and selection (the active one is selected). */
  const optionAttrs = (key: string | number) => ({
    id: optionId(key),
    role: 'option',
    'aria-selected': key === activeKey(),
  });

  return { uid, listEl, optionId, listAttrs, optionAttrs, keydown, scrollActive };
}
