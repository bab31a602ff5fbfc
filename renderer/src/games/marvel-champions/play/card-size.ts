import { computed } from 'vue';
import { useSettingsStore } from '../../../stores/settings';

/**
 * The board's card size, a zoom of every card on the table and in the hand (PlayCard.vue reads
 * `--mc-card-zoom`): a 1920×1080 window has room for larger cards, a 1024×700 one for more of them.
 * Kept with the save file's UI settings, like the other view choices.
 */
export const CARD_SIZES = [0.85, 1, 1.2, 1.45] as const;
const KEY = 'ui.mc.cardSize';
const DEFAULT = 1;

/** The size `step` steps from `index` (−1 smaller, +1 larger), kept within the sizes. */
export function stepSize(index: number, step: number): number {
  return Math.max(0, Math.min(CARD_SIZES.length - 1, index + step));
}

/** The stored size index, or the default for anything else (an older or hand-edited setting). */
export function sizeIndex(stored: unknown): number {
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored < CARD_SIZES.length
    ? stored
    : DEFAULT;
}

export function useCardSize() {
  const settings = useSettingsStore();
  const index = computed(() => sizeIndex(settings.ui(KEY, DEFAULT)));
  const zoom = computed(() => CARD_SIZES[index.value]);
  /** Changes the size by `step`; false when it is already the smallest or largest. */
  function step(by: number): boolean {
    const next = stepSize(index.value, by);
    if (next === index.value) return false;
    void settings.setUi(KEY, next).catch(() => undefined);
    return true;
  }
  return {
    zoom,
    step,
    smallest: computed(() => index.value === 0),
    largest: computed(() => index.value === CARD_SIZES.length - 1),
  };
}
