/**
 * Edge of Darkness engine: the content a game runs on — the bundled set (code) followed by the extra files
 * its options carry (a user's own content, kept in the record so a replay never reads the save file). The
 * index is built once per `extra` array (states share it) and cached.
 */
import { ORIGINAL_CONTENT } from '../content/original';
import type { ContentFile } from '../data/effects';
import { indexContent, type ContentIndex } from '../model/content-index';

const NONE: readonly ContentFile[] = [];
const bundled = indexContent(ORIGINAL_CONTENT);
const cache = new WeakMap<readonly ContentFile[], ContentIndex>();

/** The bundled content file. */
export const BUNDLED_CONTENT: ContentFile = ORIGINAL_CONTENT;

/** The index of the bundled content plus `extra` (later files replace earlier ids). */
export function contentIndex(extra: readonly ContentFile[] = NONE): ContentIndex {
  if (extra.length === 0) return bundled;
  let ix = cache.get(extra);
  if (!ix) {
    ix = indexContent(ORIGINAL_CONTENT, ...extra);
    cache.set(extra, ix);
  }
  return ix;
}

/** Every content file of a game, bundled first (what the screen needs to show names and strips). */
export function contentFiles(extra: readonly ContentFile[] = NONE): ContentFile[] {
  return [ORIGINAL_CONTENT, ...extra];
}
