// The War of the Ring GameModule (two seats, `fp` and `shadow`, or the roles of three and four players, §10,
// multi.ts; hot-seat): options, setup, pending
// decision, legal actions, apply (refusals name the digest section), views, log lines, outcome,
// invariants and the hidden-information perturbation for the leak checks.

import { z } from 'zod';
import type { ApplyResult, GameModule } from '../../../kernel/types';
import { doAction, legalActions, refusal, workingState } from './rules';
import { optionsSchema, seatsFor, setup, type WotrOptions } from './setup';
import { applyPhase1, multiLegal, sideOfSeat } from './multi';
import type { RoleSeat, Side, WotrAction, WotrEvent, WotrState } from './types';
import { describe, invariants, outcome, pending, perturbHidden, view } from './view';

const id = z.string().min(1).max(80);
const face = z.enum(['character', 'army', 'muster', 'event', 'muster-army', 'will-of-the-west', 'eye']);
const act = z.enum([
  'moveFellowship',
  'hide',
  'separate',
  'moveCompanions',
  'moveMinions',
  'leaderArmy',
  'moveArmies',
  'attack',
  'politics',
  'recruit',
  'enter',
  'voice',
  'draw',
  'mordor',
  'play', // event cards (events.ts, §4.6)
  'discardTable', // table cards (events-fellowship.ts, §4.6)
]);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('discard'), card: id }),
  z.strictObject({ type: z.literal('declare') }),
  z.strictObject({ type: z.literal('enterMordor') }),
  z.strictObject({ type: z.literal('guide'), companion: id }),
  z.strictObject({ type: z.literal('endFellowshipPhase') }),
  z.strictObject({ type: z.literal('huntDice'), count: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('skip'), face }),
  z.strictObject({ type: z.literal('ring'), face, to: face }),
  z.strictObject({ type: z.literal('use'), face, act, arg: id.optional() }),
  z.strictObject({ type: z.literal('moveTo'), to: id }),
  z.strictObject({ type: z.literal('pick'), id }),
  z.strictObject({ type: z.literal('move'), id, to: id }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({ type: z.literal('casualty'), take: z.enum(['guide', 'random', 'none', 'guideAbility']) }),
  z.strictObject({ type: z.literal('place'), key: id, at: id }),
  z.strictObject({ type: z.literal('army'), from: id, to: id }),
  z.strictObject({ type: z.literal('leave'), key: id }),
  z.strictObject({ type: z.literal('combatCard'), card: id }), // combat (§8.5)
  // three and four players (§10.3, multi.ts)
  z.strictObject({ type: z.literal('drawFrom'), deck: z.enum(['character', 'strategy']) }),
  z.strictObject({ type: z.literal('exchange'), agree: z.boolean() }),
  z.strictObject({ type: z.literal('give'), card: id }),
]) as unknown as z.ZodType<WotrAction>;

/** Events whose log shows a seat something it had not seen (cards drawn, tiles, rolls are public). */
const REVEALING = new Set(['drew', 'tile', 'revealed', 'declared', 'huntRoll', 'rolled', 'casualty']);
REVEALING.add('combatCards').add('combatRoll'); // combat (§8.5, §8.6)

// States are immutable: the legal actions of a state (asked by a client, then checked by apply) are
// computed once per state and seat. One entry (the state asked about last) is enough for that, and
// cheaper than a WeakMap entry per state (every state of a random game would make one).
interface Legal {
  readonly list: readonly WotrAction[];
}
let lastState: WotrState | null = null;
let lastLegal: { [seat: string]: Legal | undefined } = {};

function legal(state: WotrState, seat: string): Legal {
  if (state !== lastState) {
    lastState = state;
    lastLegal = {};
  }
  const w = workingState(state); // one object shape for every state (rules.ts)
  if (w.multi) return (lastLegal[seat] ??= { list: multiLegal(w, seat) }); // three and four players
  const side = seat === 'fp' ? 'fp' : 'shadow';
  return (lastLegal[side] ??= { list: seat === side ? legalActions(w, seat) : [] });
}

/** Same action: the same fields with the same (primitive) values. */
function same(a: WotrAction, b: WotrAction): boolean {
  if (a.type !== b.type) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    if (ra[k] !== rb[k]) return false;
    n++;
  }
  for (const k in rb) if (rb[k] !== undefined) n--;
  return n === 0;
}

function isLegal(state: WotrState, seat: string, action: WotrAction): boolean {
  // an action taken from the list itself (a random or AI player in this process) is in it
  for (const a of legal(state, seat).list) if (a === action || same(a, action)) return true;
  return false;
}

function apply(state: WotrState, action: WotrAction, seat: string): ApplyResult<WotrState, WotrEvent> {
  if (!isLegal(state, seat, action)) {
    const r = multiRefusal(state, action, seat) ?? refusal(state, action, seat as Side);
    return { ok: false, rejection: { code: r.code, params: { rule: r.rule } } };
  }
  const events: WotrEvent[] = [];
  const w = workingState(state);
  const next = !w.multi
    ? doAction(w, action, seat as Side, events)
    : action.type === 'drawFrom' || action.type === 'exchange' || action.type === 'give'
      ? applyPhase1(w, action, seat as RoleSeat, events)
      : doAction(w, action, sideOfSeat(seat), events, seat);
  return { ok: true, state: next, events, reveals: events.some((e) => REVEALING.has(e.type)) };
}

// module 2: the `players` option and the three- and four-player actions (§10); two-player records of module 1
// replay exactly (the two-player game is unchanged)
// rules 2: a pending guide choice (§5.3) offers the highest-level companions still in the Fellowship when it is
// made (rules 1 offered those of the moment the guide left, which an event's further separation could take away),
// and a newer choice replaces a pending one. Records of rules 1 replay unchanged unless they made such a choice.
// rules 3: the hand limit (§4.6) asks for the discard at once, over a pending decision (rules 2 waited for the
// decision, so a battle's draw could leave 7 cards in hand). Records of rules 2 replay unchanged unless a hand went
// over the limit while a decision was pending.
export const WOTR_ENGINE_VERSIONS = { module: 2, rules: 3, content: 1 } as const;
export const WOTR_REPLAYS_FROM = { module: 1, rules: 1, content: 1 } as const;

/** Three and four players: an action the side may take but this player may not (§10.3, §10.4, §10.7). */
function multiRefusal(state: WotrState, action: WotrAction, seat: string): { code: string; rule: string } | null {
  if (!state.multi) return null;
  const side = sideOfSeat(seat);
  const sideLegal = legalActions(state, side).some((a) => same(a, action));
  if (action.type === 'drawFrom' || action.type === 'exchange' || action.type === 'give')
    return { code: 'wotr.multi.notNow', rule: '§10.3' };
  if (!sideLegal) return null;
  if (!state.multi.p1 && pending(state)?.seats.includes(seat) !== true)
    return { code: 'wotr.multi.notYourTurn', rule: '§10.4' };
  return { code: 'wotr.multi.notYours', rule: state.multi.players === 3 && seat === 'fp' ? '§10.7' : '§10.4' };
}

export const wotrEngine: GameModule<WotrState, WotrAction, WotrOptions, WotrEvent> = {
  id: 'war-of-the-ring',
  versions: WOTR_ENGINE_VERSIONS,
  replaysFrom: WOTR_REPLAYS_FROM,
  optionsSchema,
  actionSchema,
  seatsFor: (options) => [...seatsFor(options)],
  setup,
  pending: (s) => pending(workingState(s)),
  legalActions: (s, seat) => legal(s, seat).list,
  // apply checks legality itself and refuses with a reason naming the rule (e.g. combat: §8, not built yet)
  legalActionsExhaustive: false,
  apply,
  view,
  outcome,
  describe,
  invariants,
  perturbHidden,
};
