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
