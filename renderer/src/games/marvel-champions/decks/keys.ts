/**
 * The deck builder's keyboard: one table, used by the search results and the deck list (both
 * listboxes) and by the search field, and shown in the help popover (`KEY_HELP`).
 *
 * In the search field the characters `+`, `-`, `=` are text (`-` negates a search term), so there
 * only the arrows, Enter and Escape act; in a list every key of the table does.
 */

export type DeckKeyAction =
  'next' | 'prev' | 'first' | 'last' | 'add' | 'remove' | 'detail' | 'search' | 'toSearch' | 'help';

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** What a key press means in a list (`where: 'list'`) or in the search field (`'search'`). */
export function deckKeyAction(e: KeyLike, where: 'list' | 'search'): DeckKeyAction | null {
  // Shortcuts of the browser and the system stay theirs.
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  switch (e.key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'prev';
    case 'Enter':
      return 'add';
    case 'Escape':
      return where === 'search' ? null : 'toSearch';
  }
  if (where === 'search') return null;
  switch (e.key) {
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'add';
    case '-':
    case '_':
    case 'Delete':
    case 'Backspace':
      return 'remove';
    case ' ':
    case 'i':
      return 'detail';
    case '/':
      return 'search';
    case '?':
      return 'help';
  }
  return null;
}

/** Is the page-wide `/` (focus the search) to be taken? Not while typing somewhere. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable === true;
}

/** The next active index for a move in a list of `length` items (−1 = none). */
export function moveIndex(current: number, action: 'next' | 'prev' | 'first' | 'last', length: number): number {
  if (length <= 0) return -1;
  switch (action) {
    case 'first':
      return 0;
    case 'last':
      return length - 1;
    case 'next':
      return current < 0 ? 0 : Math.min(length - 1, current + 1);
    case 'prev':
      return current < 0 ? 0 : Math.max(0, current - 1);
  }
}

/** The keys the help popover lists: message key under `mc.decks.keys.` → key caps. */
export const KEY_HELP: Array<{ what: string; keys: string[] }> = [
  { what: 'search', keys: ['/'] },
  { what: 'move', keys: ['↑', '↓', 'Home', 'End'] },
  { what: 'add', keys: ['+', '=', 'Enter'] },
  { what: 'remove', keys: ['-', 'Delete', '⌫'] },
  { what: 'detail', keys: ['Space', 'i'] },
  { what: 'back', keys: ['Esc'] },
  { what: 'save', keys: ['Ctrl+S'] },
  { what: 'help', keys: ['?'] },
];
