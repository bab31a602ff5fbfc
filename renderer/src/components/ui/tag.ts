import { NTag } from 'naive-ui';
import { h } from 'vue';

/**
 * A small borderless tag for a table cell or a list (naive-ui's NTag with `text` in it). `props`
 * adds or overrides the rest: type, round, bordered, key, title, data-testid…
 */
export function smallTag(text: string, props: Record<string, unknown> = {}) {
  return h(NTag, { size: 'small', bordered: false, ...props }, { default: () => text });
}
