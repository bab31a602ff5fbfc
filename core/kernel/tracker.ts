// Helpers for a table tracker: a game played with the real box, where the module is a thin record of what
// the table does (a round marker or checklist, counters set by hand, operations by hand) and every change
// is one logged, undoable entry. The parts every tracker writes the same way live here: its log event, its
// refusals naming a digest section, the counter reads and writes of a counter-only state, the result of a
// manual operation, and the module fields that do not depend on the game. No game is named here.

import type { ManualOpResult } from './table';
import type { GameModule, KernelState, LogEntry, ModuleRejection, ActionBase } from './types';

export type TrackerLogParams = Record<string, string | number | boolean>;

/** A tracker's only event: a log line, its message key and parameters. */
export interface TrackerEvent {
  readonly type: string;
  readonly key?: string;
  readonly params?: Readonly<TrackerLogParams>;
}

/** A state whose numbers are named counters (absent = 0). */
export interface CounterState {
  readonly counters: Readonly<Record<string, number>>;
}

/** A counter's value; a counter never set reads 0. */
export const counterValue = (s: CounterState, id: string): number => s.counters[id] ?? 0;

/** The state with one counter set (the kernel has checked the bounds, the tracker the rules). */
export const withCounter = <S extends CounterState>(s: S, id: string, v: number): S => ({
  ...s,
  counters: { ...s.counters, [id]: v },
});

/** The log-event maker of a tracker whose messages live under `<domain>.log.`. */
export function trackerLog(domain: string) {
  return (key: string, params: TrackerLogParams = {}) => ({ type: 'log', key: `${domain}.log.${key}`, params });
}

/**
 * The refusal maker of a tracker: each code is a message under `<domain>.refuse.` and names the digest
 * section it rests on (`rule`), so the screen can say why.
 */
export function trackerRefusal<C extends string>(domain: string, rules: Readonly<Record<C, string>>) {
  return (code: C, params: Record<string, string | number> = {}): ModuleRejection => ({
    code: `${domain}.refuse.${code}`,
    params: { ...params, rule: rules[code] },
  });
}

/** A manual operation done: the new state and its one log line; a tracker reveals nothing. */
export function opDone<S>(state: S, event: TrackerEvent): ManualOpResult<S> {
  return { ok: true, state, events: [event], reveals: false };
}

/** A tracker event as a log line: its key and parameters, the same for every viewer (nothing is hidden). */
export function describeTrackerEvent(e: TrackerEvent): LogEntry | null {
  return e.key ? { key: e.key, params: { ...(e.params ?? {}) } } : null;
}

/**
 * A tracker's GameModule: the game gives what is its own; the module's actions are never exhaustive (the
 * manual changes are open-ended, the kernel samples them) and its events are described as log lines.
 */
export function trackerModule<S extends KernelState, A extends ActionBase, O>(
  m: Omit<GameModule<S, A, O, TrackerEvent>, 'legalActionsExhaustive' | 'describe'>,
): GameModule<S, A, O, TrackerEvent> {
  return { ...m, legalActionsExhaustive: false, describe: describeTrackerEvent };
}
