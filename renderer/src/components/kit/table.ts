import { formatDateTime } from '../../lib/format';
import { smallTag } from '../ui/tag';

/** From how many rows on a kit table scrolls virtually when left to decide ('auto'). */
export const VIRTUAL_FROM = 200;

/** Does a table of `rows` rows scroll virtually? */
export function isVirtual(setting: boolean | 'auto', rows: number): boolean {
  return setting === 'auto' ? rows >= VIRTUAL_FROM : setting;
}

/** The height a virtual table scrolls in unless told otherwise. */
export const VIRTUAL_HEIGHT = 'max(320px, calc(100vh - 300px))';

/** A small borderless tag in a table cell (a status, a mark); `attrs` adds e.g. its data-testid or title. */
export function cellTag(
  text: string,
  type?: 'default' | 'info' | 'success' | 'warning' | 'error',
  attrs: Record<string, unknown> = {},
) {
  return smallTag(text, { type, ...attrs });
}

/** A list's "last changed" column: date and time in the UI language, sortable. */
export function updatedColumn<T extends { updatedAt: string }>(title: string, locale: string) {
  return {
    key: 'updatedAt',
    title,
    sorter: (a: T, b: T) => a.updatedAt.localeCompare(b.updatedAt),
    render: (row: T) => formatDateTime(row.updatedAt, locale),
  };
}
