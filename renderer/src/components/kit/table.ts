/** From how many rows on a kit table scrolls virtually when left to decide ('auto'). */
export const VIRTUAL_FROM = 200;

/** Does a table of `rows` rows scroll virtually? */
export function isVirtual(setting: boolean | 'auto', rows: number): boolean {
  return setting === 'auto' ? rows >= VIRTUAL_FROM : setting;
}

/** The height a virtual table scrolls in unless told otherwise. */
export const VIRTUAL_HEIGHT = 'max(320px, calc(100vh - 300px))';
