import type { ComputedRef, InjectionKey } from 'vue';
import type { Cards } from '../play/board-model';

/** What the tracker screen gives its parts (TrackerBoard.vue provides it): the card data, whether
 * changes may be sent now, and how to send one (a `track` action without its `type`). */
export interface TrackerContext {
  readonly cards: ComputedRef<Cards | null>;
  readonly disabled: ComputedRef<boolean>;
  track(change: Record<string, unknown>): void;
}

export const TRACKER: InjectionKey<TrackerContext> = Symbol('mc-tracker');
