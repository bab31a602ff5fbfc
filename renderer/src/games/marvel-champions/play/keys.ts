import type { Command, CommandKind } from './board-model';

/**
 * Keyboard shortcuts of the Marvel Champions board, for the frequent actions. They must not clash
 * with the game frame's own keys (views/GameView.vue): U and Ctrl+Z undo, R and Ctrl+Y /
 * Ctrl+Shift+Z redo, 1–9 the n-th legal action. So: letters other than U and R, without Ctrl, Alt
 * or Meta; Escape; "?" for the help.
 */
export interface Shortcut {
  key: string;
  /** Message key (mc.play.ui.keys.*) of what it does. */
  what: string;
  kind?: CommandKind;
  power?: Command['power'];
  /** defend: null = do not defend. */
  noDefender?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 'E', what: 'endTurn', kind: 'endTurn' },
  { key: 'F', what: 'flip', kind: 'flip' },
  { key: 'A', what: 'attack', kind: 'basic', power: 'attack' },
  { key: 'T', what: 'thwart', kind: 'basic', power: 'thwart' },
  { key: 'C', what: 'recover', kind: 'basic', power: 'recover' },
  { key: 'P', what: 'pass', kind: 'pass' },
  { key: 'D', what: 'done', kind: 'done' },
  { key: 'N', what: 'noDefense', kind: 'defend', noDefender: true },
  { key: 'I', what: 'zoom' },
  { key: '− / +', what: 'cardSize' },
  { key: 'Esc', what: 'cancel' },
  { key: '?', what: 'help' },
];

/** Keys the game frame keeps for itself (lower case). */
export const FRAME_KEYS: readonly string[] = ['u', 'r', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

export type KeyIntent =
  | { kind: 'command'; command: Command }
  | { kind: 'cancel' }
  | { kind: 'help' }
  | { kind: 'zoom' }
  /** smaller (−1) or larger (+1) cards (card-size.ts) */
  | { kind: 'cardSize'; step: -1 | 1 }
  | null;

/**
 * What a key press means on the board now. `commands` are the legal actions grouped
 * (board-model.ts); `aiming` says a command waits for its target (Escape cancels it first).
 */
export function keyIntent(
  e: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  commands: readonly Command[],
  aiming: boolean,
): KeyIntent {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  if (e.key === 'Escape') {
    if (aiming) return { kind: 'cancel' };
    const cancel = commands.find((c) => c.kind === 'cancelPay');
    return cancel ? { kind: 'command', command: cancel } : null;
  }
  if (e.key === '?') return { kind: 'help' };
  // "=" is "+" without Shift on US and other layouts
  if (e.key === '+' || e.key === '=') return { kind: 'cardSize', step: 1 };
  if (e.key === '-') return { kind: 'cardSize', step: -1 };
  const key = e.key.toLowerCase();
  if (FRAME_KEYS.includes(key)) return null;
  if (key === 'i') return { kind: 'zoom' };
  const shortcut = SHORTCUTS.find((s) => s.key.toLowerCase() === key && s.kind);
  if (!shortcut) return null;
  const command = commands.find(
    (c) =>
      c.kind === shortcut.kind &&
      (shortcut.power === undefined || c.power === shortcut.power) &&
      (shortcut.noDefender === undefined || (c.card === null) === shortcut.noDefender),
  );
  return command ? { kind: 'command', command } : null;
}
