import type { BarAction } from './action-bar';

/**
 * One `ActionBar` command in one line: its icon, text, test id and work, then what else it needs
 * (`disabled`, `loading`, `type`, `hidden`, `iconOnly`).
 */
export function barAction(
  icon: BarAction['icon'],
  label: string,
  testid: string,
  onClick: () => void,
  more: Omit<Partial<BarAction>, 'icon' | 'label' | 'testid' | 'onClick'> = {},
): BarAction {
  return { icon, label, testid, onClick, ...more };
}
