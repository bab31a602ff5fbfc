import type { SelectOption } from 'naive-ui';
import type { Ref } from 'vue';
import type { IconName } from '../icons';

/**
 * The table tools are rows of small controls (a zone to pick, a value, a button), given as data so
 * that TablePanel lists what each row holds instead of writing every control out.
 */
export type ToolControl =
  | { kind: 'select'; key: string; model: Ref<string | null>; options: SelectOption[]; label: string; testid?: string }
  | FieldControl
  | ButtonControl;

/** A counter's value or a one-line text. */
export type FieldControl =
  | {
      kind: 'number';
      key: string;
      model: Ref<number | null>;
      label: string;
      min?: number;
      max?: number;
      disabled: boolean;
    }
  | {
      kind: 'text';
      key: string;
      model: Ref<string>;
      label: string;
      placeholder: string;
      maxlength: number;
      testid: string;
    };

export interface ButtonControl {
  kind: 'button';
  key: string;
  label: string;
  disabled: boolean;
  testid?: string;
  icon?: IconName;
  /** A quiet button (deselect). */
  quaternary?: boolean;
  /** The row is a form and this button submits it (no `onClick` then). */
  submit?: boolean;
  onClick?: () => void;
}

export interface ToolRow {
  id: string;
  controls: ToolControl[];
  /** The first control takes a line of its own (the zone to move to). */
  wrapFirst?: boolean;
  /** The row is a form; Enter in its text field or its submit button runs this. */
  onSubmit?: () => void;
}
