// The shape of an event-card Op handler kept outside events.ts (digest §4.6): each events-*.ts file
// exports a table of handlers by Op kind, and events.ts runs them like its own. A handler file imports
// event-conds.ts (conditions, region filters) and the rules, never events.ts, so there is no cycle.

import type { Op } from '../data/event-types';
import type { M } from './rules';
import type { Side, WotrEvent, WotrState } from './types';

/** One Op being run: the mutable game, the card's owner and bindings, and the Ops after it. */
export interface OpRun {
  readonly m: M;
  /** the same object as `m`, read as the state (filters and conditions take a state) */
  readonly s: WotrState;
  readonly owner: Side;
  readonly card: string;
  readonly binds: Record<string, string>;
  /** the Ops still to run after this one: a handler may put follow-up Ops in front */
  readonly queue: Op[];
  readonly ev: WotrEvent[];
  /** puts a sub-decision on the ask stack: the owner (or the opponent when `op.chooser` says so, or
   * `chooser`) picks one of `options` (ids the handler understands), or "done" when `optional` */
  wait(options: string[], optional?: boolean, chooser?: Side): void;
}

export interface OpHandler<O extends Op = Op> {
  /** every field of this Op is interpreted (default: yes); a card is playable only if all its Ops are */
  handled?(op: O): boolean;
  /** runs the Op; returns 'wait' after calling `r.wait(…)` (or pushing an engine sub-decision) */
  run(r: OpRun, op: O): 'wait' | void;
  /** the Ops to run next after the chooser picked `pick` (the ask is already off the stack) */
  picked?(r: OpRun, op: O, pick: string): Op[] | void;
  /** the Op handed over to one of the engine's own sub-decisions (it pushed an ask of another kind on
   * top of its own marker `r.wait([])`): the rest of the card resumes when that sub-decision ends */
  resumes?: boolean;
}

export type OpHandlers = { readonly [K in Op['op']]?: OpHandler<Extract<Op, { op: K }>> };

/** Which cards the interpreter plays (set by events.ts once its table is built): a handler that plays another
 * card (`play-card-free`) asks here, since it may not import events.ts. */
export const cardPlay = { automated: (id: string): boolean => id === '' };
