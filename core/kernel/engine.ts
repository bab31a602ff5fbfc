// The kernel wrapper around any module: validates an action envelope, runs the module (or a manual
// table action), never throws, and marks what the record needs (digest, reveals, random).

import { z } from 'zod';
import { stateDigest } from './digest';
import { canonicalJson, type Json } from './json';
import { sameRngState } from './rng';
import { applyManual, describeManual, isManualType, manualActionSchema, type ManualEvent } from './table';
import type {
  ActionBase,
  ActionEnvelope,
  GameEvent,
  GameModule,
  KernelState,
  LogEntry,
  Rejection,
  SeatId,
  Snapshot,
} from './types';

/** One accepted action as the record keeps it. */
export interface RecordEntry {
  /** The normalised envelope (parsed action + seat + stateVersion). */
  readonly action: ActionEnvelope;
  /** digest() of the state after the action. */
  readonly digest: string;
  /** The module (or the manual action) revealed information some seat had not seen. */
  readonly reveals: boolean;
  /** The PRNG state changed during the action (detected by the kernel, not declared). */
  readonly random: boolean;
}

export type KernelEvent<E> = E | ManualEvent;

export type ActResult<S, E> =
  | {
      readonly ok: true;
      readonly snapshot: Snapshot<S>;
      readonly entry: RecordEntry;
      readonly events: readonly KernelEvent<E>[];
    }
  | { readonly ok: false; readonly rejection: Rejection };

const envelopeSchema = z.looseObject({
  seat: z.string().min(1),
  stateVersion: z.number().int().min(0),
  type: z.string().min(1),
});

/** The envelope a client sends for `action`, taken by `seat` on the state after `stateVersion` actions. */
export function envelope<A extends ActionBase>(action: A, seat: SeatId, stateVersion: number): ActionEnvelope {
  // Key order seat, stateVersion, type, payload: the order the record schema parses back to, so an
  // exported record re-serialises byte for byte.
  return { seat, stateVersion, ...(action as unknown as Record<string, unknown>), type: action.type };
}

function rejection(code: Rejection['code'], params: Rejection['params'] = {}): { ok: false; rejection: Rejection } {
  return { ok: false, rejection: { code, params } };
}

/** Zod issues as data (path + code), never as English messages. */
function issuesOf(error: z.ZodError): Json {
  return error.issues
    .slice(0, 5)
    .map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), code: i.code }));
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

// The legal actions last asked for through `legalActionsOf`: the caller that chose an action from
// them (bench, fuzzer, a host showing buttons) then sends it to `act`, which checks it against the
// same list instead of enumerating again (measured: the second enumeration was up to a sixth of an
// act() call). States never change, so the same state object has the same legal actions.
let lastLegal: { module: object; state: object; seat: SeatId; actions: readonly ActionBase[] } | null = null;

/** module.legalActions(state, seat), kept for the last state and seat asked about (see `act`). */
export function legalActionsOf<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  state: S,
  seat: SeatId,
): readonly A[] {
  const last = lastLegal;
  if (last !== null && last.state === state && last.seat === seat && last.module === module)
    return last.actions as readonly A[];
  const actions = module.legalActions(state, seat);
  lastLegal = { module, state, seat, actions };
  return actions;
}

/** Is `action` (parsed by the module's schema) among `legal`? Canonical text only for the same type. */
function isAmong(action: ActionBase, legal: readonly ActionBase[]): boolean {
  let wanted: string | undefined;
  for (const a of legal) {
    if (a.type !== action.type) continue;
    wanted ??= canonicalJson(action);
    if (canonicalJson(a) === wanted) return true;
  }
  return false;
}

/**
 * Applies one action envelope `{ seat, stateVersion, type, ...payload }` to a snapshot.
 * Checks in order: envelope shape, seat exists, stateVersion = snapshot.index, action schema,
 * then for rules actions: the seat is addressed by pending(), the action is among legalActions()
 * (when the module enumerates them all), and the module's apply accepts it. Manual actions
 * (`manual.*`) may come from any seat at any time. On rejection the snapshot is untouched; an
 * exception from the module becomes `internal`.
 */
export function act<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  snapshot: Snapshot<S>,
  input: unknown,
): ActResult<S, E> {
  const parsed = envelopeSchema.safeParse(input);
  if (!parsed.success) return rejection('malformed', { issues: issuesOf(parsed.error) });
  const { seat, stateVersion, ...rest } = parsed.data;
  const state = snapshot.state;
  try {
    if (!state.seats.includes(seat)) return rejection('unknown_seat', { seat });
    if (stateVersion !== snapshot.index)
      return rejection('stale_version', { expected: snapshot.index, got: stateVersion });
    if (isManualType(rest.type)) {
      if (!module.table) return rejection('no_table');
      const manual = manualActionSchema.safeParse(rest);
      if (!manual.success) return rejection('malformed', { issues: issuesOf(manual.error) });
      const result = applyManual(module.table, state, seat, manual.data);
      if (!result.ok) return result;
      // a module's own events (from `manual.op`) are its E
      const events = result.events as readonly KernelEvent<E>[];
      return accept(module, snapshot, result.state, envelope(manual.data, seat, stateVersion), events, result.reveals);
    }

    const action = module.actionSchema.safeParse(rest);
    if (!action.success) return rejection('malformed', { issues: issuesOf(action.error) });
    const decision = module.pending(state);
    if (decision === null) return rejection('game_over');
    if (!decision.seats.includes(seat)) return rejection('wrong_seat', { seat, expected: [...decision.seats] });
    if (module.legalActionsExhaustive !== false && !isAmong(action.data, legalActionsOf(module, state, seat)))
      return rejection('illegal', { reason: 'kernel.notLegal' });
    const result = module.apply(state, action.data, seat);
    if (!result.ok) return rejection('illegal', { ...(result.rejection.params ?? {}), reason: result.rejection.code });
    return accept(
      module,
      snapshot,
      result.state,
      envelope(action.data, seat, stateVersion),
      result.events,
      result.reveals,
    );
  } catch (e) {
    return rejection('internal', { error: errorText(e) });
  }
}

function accept<S extends KernelState, E>(
  module: { readonly constantStateKeys?: readonly string[] },
  snapshot: Snapshot<S>,
  next: S,
  action: ActionEnvelope,
  events: readonly KernelEvent<E>[],
  reveals: boolean,
): ActResult<S, E> {
  const random = !sameRngState(snapshot.state.rng, next.rng);
  const entry: RecordEntry = {
    action,
    digest: stateDigest(next, module.constantStateKeys),
    reveals: reveals === true,
    random,
  };
  return { ok: true, snapshot: { index: snapshot.index + 1, state: next }, entry, events };
}

/** Log line of any event (module or manual) for `viewer`; null = not shown to that viewer. */
export function describeEvent<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  event: KernelEvent<E>,
  viewer: SeatId | null,
): LogEntry | null {
  return isManualType(event.type) ? describeManual(event as ManualEvent, viewer) : module.describe(event as E, viewer);
}
