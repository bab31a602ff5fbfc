import type { IconName } from '../icons';

/** One command of an `ActionBar`. */
export interface BarAction {
  icon: IconName;
  /** The button's text, or its accessible name when `iconOnly`. */
  label: string;
  testid: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  hidden?: boolean;
  iconOnly?: boolean;
  type?: 'default' | 'primary' | 'error' | 'warning' | 'info' | 'success';
}

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
