// The War of the Ring GameModule (two seats, `fp` and `shadow`, hot-seat): options, setup, pending
// decision, legal actions, apply (refusals name the digest section), views, log lines, outcome,
// invariants and the hidden-information perturbation for the leak checks.

import { z } from 'zod';
import type { ApplyResult, GameModule } from '../../../kernel/types';
import { doAction, legalActions, refusal } from './rules';
import { optionsSchema, SEATS, setup, type WotrOptions } from './setup';
import type { Side, WotrAction, WotrEvent, WotrState } from './types';
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
let lastLegal: { fp?: Legal; shadow?: Legal } = {};

function legal(state: WotrState, seat: string): Legal {
  if (state !== lastState) {
    lastState = state;
    lastLegal = {};
  }
  const side = seat === 'fp' ? 'fp' : 'shadow';
  return (lastLegal[side] ??= { list: seat === side ? legalActions(state, seat) : [] });
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
  return legal(state, seat).list.some((a) => same(a, action));
}

function apply(state: WotrState, action: WotrAction, seat: string): ApplyResult<WotrState, WotrEvent> {
  if (!isLegal(state, seat, action)) {
    const r = refusal(state, action, seat as Side);
    return { ok: false, rejection: { code: r.code, params: { rule: r.rule } } };
  }
  const events: WotrEvent[] = [];
  const next = doAction(state, action, seat as Side, events);
  return { ok: true, state: next, events, reveals: events.some((e) => REVEALING.has(e.type)) };
}

export const WOTR_ENGINE_VERSIONS = { module: 1, rules: 1, content: 1 } as const;

export const wotrEngine: GameModule<WotrState, WotrAction, WotrOptions, WotrEvent> = {
  id: 'war-of-the-ring',
  versions: WOTR_ENGINE_VERSIONS,
  optionsSchema,
  actionSchema,
  seatsFor: () => [...SEATS],
  setup,
  pending,
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
