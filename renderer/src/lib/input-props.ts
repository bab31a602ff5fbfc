import type { InputHTMLAttributes } from 'vue';

/** naive-ui's `input-props` for a field named for screen readers and tests (its types lack data-*). */
export function inputProps(label: string, testid?: string): InputHTMLAttributes {
  return { 'aria-label': label, ...(testid ? { 'data-testid': testid } : {}) } as InputHTMLAttributes;
}
