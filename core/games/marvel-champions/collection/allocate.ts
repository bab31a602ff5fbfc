/**
 * Which physical copies a built deck holds, and the pull and return lists: the platform's
 * allocation (core/platform/collection.ts) read with this game's rules — storage order walks
 * location, pack release order, collector number.
 */
import type { PullLine } from '../../../api/collection';
import {
  planAllocation as planWith,
  pullLines as linesWith,
  storageOrder as orderWith,
  type AllocationPlan,
  type CopyRef,
} from '../../../platform/collection';
import type { McCatalog } from '../catalog/model';
import { mcCollectionRules } from './rules';

export type { AllocationPlan, CopyRef };

/** Storage order: location (empty last; "Box 2" before "Box 10"), pack release order, collector number, code, copy id. */
export function storageOrder(catalog: McCatalog): ReturnType<typeof orderWith> {
  return orderWith(mcCollectionRules, catalog);
}

/** The deck's own usable copies first, then free copies in storage order (see the platform's planAllocation). */
export function planAllocation(
  catalog: McCatalog,
  deckId: string,
  needed: Readonly<Record<string, number>>,
  copies: readonly CopyRef[],
  damagedAvailable = false,
): AllocationPlan {
  return planWith(mcCollectionRules, catalog, deckId, needed, copies, damagedAvailable);
}

/** Printable lines, one per location and printing, in storage order (names in English; the renderer localizes). */
export function pullLines(catalog: McCatalog, copies: readonly CopyRef[]): PullLine[] {
  return linesWith(mcCollectionRules, catalog, copies);
}
