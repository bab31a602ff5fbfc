/**
 * Keyboard and focus rules of the dialog shell, kept apart from the component so they can be
 * tested without a browser.
 */

import { computed, type InjectionKey, type Ref, type WritableComputedRef } from 'vue';

/** The shell gives its fields whether the dialog is working (they wait, disabled, meanwhile). */
export const DIALOG_BUSY: InjectionKey<Readonly<Ref<boolean>>> = Symbol('dialog-busy');

/**
 * The `v-model:show` of a dialog opened with an item (a copy, a product, a scenario): shown while
 * `open()` is true; closing it (Cancel, Escape, the work done) calls `close`, which drops the item.
 */
export function shownWhile(open: () => boolean, close: () => void): WritableComputedRef<boolean> {
  return computed({
    get: open,
    set: (v: boolean) => {
      if (!v) close();
    },
  });
}

/** The part of a DOM element these rules look at. */
export interface ElementLike {
  tagName: string;
  type?: string;
  closest?: (selector: string) => unknown;
  getAttribute?: (name: string) => string | null;
}

/** The part of a keyboard event these rules look at. */
export interface EnterEventLike {
  key: string;
  defaultPrevented: boolean;
  isComposing?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target: unknown;
}

/**
 * Input types where Enter means "done with this dialog", as a browser's form does it (text fields,
 * and check boxes and radio buttons: Space ticks them, Enter sends); buttons and files keep their own Enter.
 */
const SUBMIT_TYPES = new Set([
  '',
  'text',
  'search',
  'number',
  'email',
  'url',
  'tel',
  'password',
  'date',
  'time',
  'checkbox',
  'radio',
]);

/**
 * Fields whose Enter picks an option (selects, auto-completes, tag inputs): Enter there must not
 * close the dialog.
 */
export const OWN_ENTER = '.n-base-selection, .n-auto-complete, .n-dynamic-tags, [aria-expanded="true"]';

/** Does this Enter key press submit the dialog? Only plain Enter in a one-line field, a check box or a radio button. */
export function submitsOnEnter(event: EnterEventLike): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return false;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  const el = event.target as ElementLike | null;
  if (!el || typeof el.tagName !== 'string' || el.tagName.toUpperCase() !== 'INPUT') return false;
  if (!SUBMIT_TYPES.has((el.type ?? '').toLowerCase())) return false;
  if (el.closest?.(OWN_ENTER)) return false;
  return true;
}

/** What the shell focuses when it opens: the first field of the body, else its first button. */
export const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled]), select:not([disabled]), [data-autofocus]';

/** Focus the first field inside `root`; false when there is none. */
export function focusFirstField(root: { querySelector(selector: string): unknown } | null | undefined): boolean {
  const el = root?.querySelector(FIRST_FIELD) as { focus?: () => void } | null | undefined;
  if (!el || typeof el.focus !== 'function') return false;
  el.focus();
  return true;
}

/** The attributes a naive-ui field hands to its own <input>, as `input-props` takes them. */
export interface InputAttrs {
  'data-testid': string;
  'aria-label'?: string;
  maxlength?: number;
  'aria-invalid'?: 'true';
}

/**
 * A field's inner <input> attributes: its test id, a name for screen readers (when no label
 * names it), a length limit, and "invalid" while a problem is shown.
 */
export function inputAttrs(testid: string, label?: string, maxlength?: number, invalid?: boolean): InputAttrs {
  return {
    'data-testid': testid,
    ...(label === undefined ? {} : { 'aria-label': label }),
    ...(maxlength === undefined ? {} : { maxlength }),
    ...(invalid ? { 'aria-invalid': 'true' as const } : {}),
  };
}
