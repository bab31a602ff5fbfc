// Table mode: manual actions every module offers beside its rules actions, to track a physical table
// and resolve by hand what the engine does not automate. A module implements a small adapter
// (zones of pieces, piece faces/exhaustion, counters); the kernel implements the actions once, and
// they go through the same envelope, validation, record and log path as rules actions.

import { z } from 'zod';
import type { Json } from './json';
import { Rng } from './rng';
import type { GameEvent, KernelState, LogEntry, ModuleRejection, Rejection, SeatId } from './types';

/**
 * Who sees a zone's contents:
 * - `public`: everyone sees the pieces and their order (a face-down piece only its owner, see PieceInfo);
 * - `owner`: only `owner` (a hand, a secretly committed card); others see how many;
 * - `hidden`: nobody (a deck: even its owner does not know the order); everyone sees how many.
 */
export type ZoneVisibility = 'public' | 'owner' | 'hidden';

export interface ZoneSpec {
  readonly id: string;
  readonly owner: SeatId | null;
  readonly visibility: ZoneVisibility;
}

/**
 * What the table knows about a piece. A missing `faceUp`/`exhausted` means the piece cannot be
 * flipped/exhausted. `back` is what anyone sees of it when hidden (the card back: player deck vs
 * encounter deck); pieces with different backs are never confused, even face down. `owner` is who
 * may look at it while it lies face down in a public zone (default: the zone's owner), e.g. a
 * card its player placed face down on a battlefield both players share.
 */
export interface PieceInfo {
  readonly back?: string;
  readonly owner?: SeatId;
  readonly faceUp?: boolean;
  readonly exhausted?: boolean;
}

export interface CounterSpec {
  readonly id: string;
  readonly owner: SeatId | null;
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

/** What a module implements so the kernel can run manual actions on its state. */
export interface TableAdapter<S> {
  /** Every zone holding pieces, including every hidden one (the leak check relies on it). */
  zones(state: S): readonly ZoneSpec[];
  /** Piece ids in a zone, index 0 = top / first position. */
  contents(state: S, zone: string): readonly string[];
  /** Replace a zone's contents (same pieces moved around; the kernel keeps every piece in one zone). */
  setContents(state: S, zone: string, pieces: readonly string[]): S;
  /** Null for an unknown piece. */
  piece(state: S, piece: string): PieceInfo | null;
  /** Set the flags the piece supports (only keys present in its PieceInfo are passed). */
  setPiece(state: S, piece: string, flags: { faceUp?: boolean; exhausted?: boolean }): S;
  /** Public identity of a piece for the log and UI (e.g. its card code); shown only to viewers who may see it. */
  face?(state: S, piece: string): Json;
  counters(state: S): readonly CounterSpec[];
  setCounter(state: S, counter: string, value: number): S;
  /**
   * Refuse a manual action (e.g. rules mode forbids touching hidden zones); null = allowed. A
   * rejection with `params.overridable === true` is one the player may override (`override: true`
   * on the action): the action is then done and logged as an override. `action` never carries
   * `override` here.
   */
  refuse?(state: S, seat: SeatId, action: ManualAction): ModuleRejection | null;
  /**
   * Module operations by hand (`manual.op`), after `refuse` let them through: the module applies
   * them with its own rules (damage through its damage rules…) and describes them with its events.
   * Without it every `manual.op` is `unsupported`.
   */
  op?(state: S, seat: SeatId, action: ManualOp): ManualOpResult<S>;
  /** A few operations `op` accepts now (one of each kind per piece), for the property tests. */
  sampleOps?(state: S): readonly ManualOp[];
  /**
   * Called after every manual action so the module can restore its flow (close a response window
   * nobody can answer any more, end the game when a counter says so). Must be deterministic.
   */
  settle?(state: S): S;
}

const id = z.string().min(1).max(200);
/**
 * `override`: do it even though the module's rules refuse it (a refusal the module marks
 * `overridable`); the log then says so (a `manual.override` line before the action's own).
 */
const override = { override: z.boolean().optional() };
export const manualActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('manual.move'),
    piece: id,
    to: id,
    position: z.number().int().min(0).optional(),
    ...override,
  }),
  z.strictObject({ type: z.literal('manual.flip'), piece: id, ...override }),
  z.strictObject({ type: z.literal('manual.exhaust'), piece: id, ...override }),
  z.strictObject({ type: z.literal('manual.ready'), piece: id, ...override }),
  z.strictObject({ type: z.literal('manual.setCounter'), counter: id, value: z.number().int(), ...override }),
  z.strictObject({ type: z.literal('manual.shuffle'), zone: id, ...override }),
  z.strictObject({ type: z.literal('manual.reveal'), piece: id, ...override }),
  z.strictObject({ type: z.literal('manual.note'), text: z.string().max(2000), ...override }),
  // A module operation done by hand (deal damage, draw, make an enemy attack…): `op` names it, the
  // other fields are its arguments, read by the adapter's `op` (a piece, a zone, an amount, a value).
  z.strictObject({
    type: z.literal('manual.op'),
    op: id,
    piece: id.optional(),
    zone: id.optional(),
    amount: z.number().int().min(0).max(999).optional(),
    value: id.optional(),
    ...override,
  }),
]);
export type ManualAction = z.infer<typeof manualActionSchema>;
export type ManualOp = Extract<ManualAction, { type: 'manual.op' }>;

/** What a module operation done by hand gives: the new state and the module's own events (its log lines). */
export type ManualOpResult<S> =
  | { readonly ok: true; readonly state: S; readonly events: readonly GameEvent[]; readonly reveals: boolean }
  | { readonly ok: false; readonly rejection: ModuleRejection };

export const MANUAL_PREFIX = 'manual.';
export function isManualType(type: string): boolean {
  return type.startsWith(MANUAL_PREFIX);
}

/** Who saw a piece: the seats, and whether spectators did. */
export interface Audience {
  readonly seats: readonly SeatId[];
  readonly spectators: boolean;
}

export type ManualEvent =
  | {
      readonly type: 'manual.move';
      readonly seat: SeatId;
      readonly piece: string;
      readonly face: Json;
      readonly from: string;
      readonly to: string;
      readonly position: number;
      readonly audience: Audience;
    }
  | {
      readonly type: 'manual.flip';
      readonly seat: SeatId;
      readonly piece: string;
      readonly face: Json;
      readonly zone: string;
      readonly faceUp: boolean;
      readonly audience: Audience;
    }
  | {
      readonly type: 'manual.exhaust' | 'manual.ready';
      readonly seat: SeatId;
      readonly piece: string;
      readonly face: Json;
      readonly zone: string;
      readonly audience: Audience;
    }
  | {
      readonly type: 'manual.setCounter';
      readonly seat: SeatId;
      readonly counter: string;
      readonly from: number;
      readonly value: number;
    }
  | { readonly type: 'manual.shuffle'; readonly seat: SeatId; readonly zone: string }
  | {
      readonly type: 'manual.reveal';
      readonly seat: SeatId;
      readonly piece: string;
      readonly face: Json;
      readonly zone: string;
    }
  | { readonly type: 'manual.note'; readonly seat: SeatId; readonly text: string }
  | {
      /** The next events are an action the rules refused, done anyway (`reason`: the refusal's code). */
      readonly type: 'manual.override';
      readonly seat: SeatId;
      readonly action: ManualAction['type'];
      readonly reason: string;
      readonly params: { readonly [name: string]: Json };
    };

/** Whether `viewer` (null: spectator) sees the identity of a piece with `info` in `zone`. */
export function canSee(zone: ZoneSpec, info: PieceInfo, viewer: SeatId | null): boolean {
  switch (zone.visibility) {
    case 'hidden':
      return false;
    case 'owner':
      return viewer !== null && viewer === zone.owner;
    case 'public':
      return info.faceUp === false ? viewer !== null && viewer === (info.owner ?? zone.owner) : true;
  }
}

function audienceOf(seats: readonly SeatId[], zone: ZoneSpec, info: PieceInfo): Audience {
  return { seats: seats.filter((s) => canSee(zone, info, s)), spectators: canSee(zone, info, null) };
}

function widens(before: Audience, after: Audience): boolean {
  return (after.spectators && !before.spectators) || after.seats.some((s) => !before.seats.includes(s));
}

function union(a: Audience, b: Audience): Audience {
  return {
    seats: [...a.seats, ...b.seats.filter((s) => !a.seats.includes(s))],
    spectators: a.spectators || b.spectators,
  };
}

/** Finds the zone that holds `piece`. */
export function locate<S>(table: TableAdapter<S>, state: S, piece: string): { zone: ZoneSpec; index: number } | null {
  for (const zone of table.zones(state)) {
    const index = table.contents(state, zone.id).indexOf(piece);
    if (index >= 0) return { zone, index };
  }
  return null;
}

export type ManualResult<S> =
  | {
      readonly ok: true;
      readonly state: S;
      /** The kernel's manual events, and for `manual.op` the module's own events. */
      readonly events: readonly (ManualEvent | GameEvent)[];
      readonly reveals: boolean;
    }
  | { readonly ok: false; readonly rejection: Rejection };

const reject = (code: Rejection['code'], params: Rejection['params'] = {}): { ok: false; rejection: Rejection } => ({
  ok: false,
  rejection: { code, params },
});

/** Applies a parsed manual action for `seat`. Random draws (shuffle) use and advance `state.rng`. */
export function applyManual<S extends KernelState>(
  table: TableAdapter<S>,
  state: S,
  seat: SeatId,
  action: ManualAction,
): ManualResult<S> {
  const { override: overriding, ...plain } = action;
  action = plain as ManualAction;
  const refused = table.refuse?.(state, seat, action);
  const overridden = refused && overriding === true && refused.params?.overridable === true;
  if (refused && !overridden) return reject('illegal', { ...(refused.params ?? {}), reason: refused.code });
  const seats = state.seats;
  const done = (next: S, events: (ManualEvent | GameEvent)[], reveals: boolean): ManualResult<S> => ({
    ok: true,
    state: table.settle ? table.settle(next) : next,
    events: overridden
      ? [
          {
            type: 'manual.override',
            seat,
            action: action.type,
            reason: refused.code,
            params: { ...(refused.params ?? {}) },
          },
          ...events,
        ]
      : events,
    reveals,
  });
  const face = (piece: string): Json => (table.face ? table.face(state, piece) : null);

  switch (action.type) {
    case 'manual.note':
      return done(state, [{ type: 'manual.note', seat, text: action.text }], false);

    case 'manual.setCounter': {
      const counter = table.counters(state).find((c) => c.id === action.counter);
      if (!counter) return reject('unknown_counter', { counter: action.counter });
      if (action.value < counter.min || action.value > counter.max)
        return reject('out_of_range', { counter: counter.id, min: counter.min, max: counter.max, value: action.value });
      const next = table.setCounter(state, counter.id, action.value);
      return done(
        next,
        [{ type: 'manual.setCounter', seat, counter: counter.id, from: counter.value, value: action.value }],
        false,
      );
    }

    case 'manual.shuffle': {
      const zone = table.zones(state).find((z) => z.id === action.zone);
      if (!zone) return reject('unknown_zone', { zone: action.zone });
      const rng = new Rng(state.rng);
      const shuffled = rng.shuffle(table.contents(state, zone.id));
      const next = { ...table.setContents(state, zone.id, shuffled), rng: rng.state() };
      return done(next, [{ type: 'manual.shuffle', seat, zone: zone.id }], false);
    }

    case 'manual.move': {
      const info = table.piece(state, action.piece);
      const from = info && locate(table, state, action.piece);
      if (!info || !from) return reject('unknown_piece', { piece: action.piece });
      const to = table.zones(state).find((z) => z.id === action.to);
      if (!to) return reject('unknown_zone', { zone: action.to });
      const source = table.contents(state, from.zone.id).filter((p) => p !== action.piece);
      const target = to.id === from.zone.id ? source : table.contents(state, to.id).slice();
      const position = action.position ?? target.length;
      if (position > target.length) return reject('bad_position', { zone: to.id, position, size: target.length });
      const placed = target.slice();
      placed.splice(position, 0, action.piece);
      let next = table.setContents(state, from.zone.id, source);
      next = table.setContents(next, to.id, placed);
      const before = audienceOf(seats, from.zone, info);
      const after = audienceOf(seats, to, table.piece(next, action.piece) ?? info);
      const event: ManualEvent = {
        type: 'manual.move',
        seat,
        piece: action.piece,
        face: face(action.piece),
        from: from.zone.id,
        to: to.id,
        position,
        audience: union(before, after),
      };
      return done(next, [event], widens(before, after));
    }

    case 'manual.flip':
    case 'manual.exhaust':
    case 'manual.ready': {
      const info = table.piece(state, action.piece);
      const at = info && locate(table, state, action.piece);
      if (!info || !at) return reject('unknown_piece', { piece: action.piece });
      const flag = action.type === 'manual.flip' ? 'faceUp' : 'exhausted';
      if (info[flag] === undefined) return reject('unsupported', { piece: action.piece, action: action.type });
      const value = action.type === 'manual.flip' ? !info.faceUp : action.type === 'manual.exhaust';
      const next = table.setPiece(state, action.piece, { [flag]: value });
      const before = audienceOf(seats, at.zone, info);
      const after = audienceOf(seats, at.zone, table.piece(next, action.piece) ?? info);
      const audience = union(before, after);
      const event: ManualEvent =
        action.type === 'manual.flip'
          ? {
              type: 'manual.flip',
              seat,
              piece: action.piece,
              face: face(action.piece),
              zone: at.zone.id,
              faceUp: value,
              audience,
            }
          : { type: action.type, seat, piece: action.piece, face: face(action.piece), zone: at.zone.id, audience };
      return done(next, [event], widens(before, after));
    }

    case 'manual.op': {
      if (!table.op) return reject('unsupported', { action: action.type, op: action.op });
      const r = table.op(state, seat, action);
      if (!r.ok) return reject('illegal', { ...(r.rejection.params ?? {}), reason: r.rejection.code });
      return done(r.state, [...r.events], r.reveals);
    }

    case 'manual.reveal': {
      // Shown to everyone for a moment, as at a real table; where the piece lies does not change.
      const info = table.piece(state, action.piece);
      const at = info && locate(table, state, action.piece);
      if (!info || !at) return reject('unknown_piece', { piece: action.piece });
      const before = audienceOf(seats, at.zone, info);
      const everyone: Audience = { seats, spectators: true };
      return done(
        state,
        [{ type: 'manual.reveal', seat, piece: action.piece, face: face(action.piece), zone: at.zone.id }],
        widens(before, everyone),
      );
    }
  }
}

function sees(audience: Audience, viewer: SeatId | null): boolean {
  return viewer === null ? audience.spectators : audience.seats.includes(viewer);
}

/** Log line of a manual event for `viewer`; a piece's identity only for those who saw it. */
export function describeManual(event: ManualEvent, viewer: SeatId | null): LogEntry {
  switch (event.type) {
    case 'manual.note':
    case 'manual.setCounter':
    case 'manual.shuffle':
    case 'manual.reveal':
    case 'manual.override': {
      // seen by everyone in full: the line's parameters are the event's own fields
      const { type, ...params } = event;
      return { key: `kernel.${type}`, params };
    }
    case 'manual.move': {
      const base = { seat: event.seat, from: event.from, to: event.to, position: event.position };
      return sees(event.audience, viewer)
        ? { key: 'kernel.manual.move', params: { ...base, piece: event.piece, face: event.face } }
        : { key: 'kernel.manual.moveHidden', params: base };
    }
    case 'manual.flip':
    case 'manual.exhaust':
    case 'manual.ready': {
      const key =
        event.type === 'manual.flip'
          ? event.faceUp
            ? 'kernel.manual.flipUp'
            : 'kernel.manual.flipDown'
          : `kernel.${event.type}`;
      return sees(event.audience, viewer)
        ? { key, params: { seat: event.seat, zone: event.zone, piece: event.piece, face: event.face } }
        : { key: key + 'Hidden', params: { seat: event.seat, zone: event.zone } };
    }
  }
}
