/**
 * What a board's keyboard shortcuts check before they act: a key pressed while typing in a field
 * (or choosing in a select), or while a dialog or modal is open, is not a shortcut.
 */
export function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return !!el.closest(
    'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], .n-base-selection',
  );
}

export function dialogShown(): boolean {
  return document.querySelector('.n-modal-container .n-modal, .n-dialog') !== null;
}
