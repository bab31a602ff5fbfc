import { onMounted, watch, type Ref } from 'vue';

/**
 * Naive UI's NSelect focuses a plain <div> without a role or a name. Give that element what a
 * screen reader needs (combobox role, the visible label, expanded state) until the library does.
 */
export function useSelectA11y(root: Ref<{ $el?: Element } | null>, labelId: string, open: Ref<boolean>) {
  const focusable = () => root.value?.$el?.querySelector<HTMLElement>('[tabindex="0"]') ?? null;
  function apply(): void {
    const el = focusable();
    if (!el) return;
    el.setAttribute('role', 'combobox');
    el.setAttribute('aria-haspopup', 'listbox');
    el.setAttribute('aria-labelledby', labelId);
    el.setAttribute('aria-expanded', String(open.value));
  }
  onMounted(apply);
  watch(open, apply, { flush: 'post' });
  return { apply };
}
