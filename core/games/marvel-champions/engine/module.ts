// The Marvel Champions GameModule: options, setup, pending decision, legal actions, apply (with a
// typed reason naming the rule when refused), views, log lines, outcome, invariants, table mode.

import { z } from 'zod';
import type { ApplyResult, GameModule } from '../../../kernel/types';
import { CONTENT_VERSION } from '../content';
import { doAction, legalActions, refusal, REJECTIONS, type RejectionCode } from './actions';
import { draftOf, reshareZones } from './clone';
import { run } from './flow';
import { optionsSchema, seatNames, seatsFor, setup, type McOptions } from './setup';
import { table } from './table';
import { applyTrack, trackerSetup, trackLegal, trackManual, trackPending, trackRefusal } from './tracker';
import type { McAction, McEvent, McState } from './types';
import { describe, invariants, outcome, pending, view } from './view';

const id = z.string().min(1).max(200);
export const actionSchema: z.ZodType<McAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('endTurn') }),
  z.strictObject({ type: z.literal('flip') }),
  z.strictObject({ type: z.literal('basic'), power: z.enum(['attack', 'thwart', 'recover']), target: id.optional() }),
  z.strictObject({ type: z.literal('ally'), card: id, power: z.enum(['attack', 'thwart']), target: id.optional() }),
  z.strictObject({ type: z.literal('play'), card: id }),
  z.strictObject({ type: z.literal('use'), card: id, ability: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal('pay'), card: id }),
  z.strictObject({ type: z.literal('cancelPay') }),
  z.strictObject({ type: z.literal('choose'), target: id }),
  z.strictObject({ type: z.literal('option'), index: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal('defend'), card: id.nullable() }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('discard'), card: id }),
  z.strictObject({ type: z.literal('done') }),
  z.strictObject({
    type: z.literal('track'),
    op: z.enum(['hp', 'threat', 'accel', 'status', 'put', 'facedown', 'remove', 'flip', 'next', 'end']),
    card: id.optional(),
    code: id.optional(),
    player: id.optional(),
    n: z.number().int().min(-99).max(99).optional(),
    status: z.enum(['stunned', 'confused', 'tough']).optional(),
    win: z.boolean().optional(),
    trait: z.string().min(1).max(40).optional(),
  }),
]) as z.ZodType<McAction>;

/** Events whose log reveals something a seat had not seen (draws, reveals, boosts, discards from hand). */
const REVEALING = new Set([
  'mc.log.revealed',
  'mc.log.boostFlipped',
  'mc.log.searched',
  'mc.log.encounterReshuffled',
  'mc.log.playerDeckReshuffled',
  'mc.log.plays',
]);

function apply(state: McState, action: McAction, seat: string): ApplyResult<McState, McEvent> {
  if (state.tracker || action.type === 'track') return applyTracked(state, action, seat);
  const reason = refusal(state, action, seat);
  if (reason)
    return { ok: false, rejection: { code: reason, params: { rule: REJECTIONS[reason as RejectionCode] ?? '§1.4' } } };
  const s = draftOf(state);
  const ev: McEvent[] = [];
  doAction(s, action, seat, ev);
  run(s, ev);
  reshareZones(state, s);
  const reveals = ev.some(
    (e) => e.type === 'drew' || e.type === 'discardedFromHand' || (e.type === 'log' && REVEALING.has(e.key)),
  );
  return { ok: true, state: s as unknown as McState, events: ev, reveals };
}

/** A track action in a rules game, or another action in a tracker game, is refused (tracker.ts). */
function applyTracked(state: McState, action: McAction, seat: string): ApplyResult<McState, McEvent> {
  if (state.tracker && action.type === 'track') return applyTrack(state, action, seat);
  const rejection = state.tracker
    ? trackRefusal(state, action, seat)!
    : { code: 'mc.notLegal', params: { rule: '§1.4' } };
  return { ok: false, rejection };
}

/** module 2: the campaign options (setup.ts, campaign.ts); a build before them refuses their records' options. */
export const MC_ENGINE_VERSIONS = { module: 2, rules: 1, content: CONTENT_VERSION } as const;

/**
 * Oldest records this build replays exactly: version 1 records (before the campaign cards and
 * options) set up and replay byte for byte (test/unit/games/marvel-champions/engine/v1-compat.test.ts).
 */
export const MC_REPLAYS_FROM = { module: 1, rules: 1, content: 1 } as const;

export const mcEngine: GameModule<McState, McAction, McOptions, McEvent> = {
  id: 'marvel-champions',
  versions: MC_ENGINE_VERSIONS,
  replaysFrom: MC_REPLAYS_FROM,
  optionsSchema: optionsSchema as unknown as z.ZodType<McOptions>,
  actionSchema,
  seatsFor,
  seatNames,
  setup: (o, seed) => (o.tracker ? trackerSetup(o, seed) : setup(o, seed)),
  pending: (s) => (s.tracker ? trackPending(s) : pending(s)),
  legalActions: (s, seat) => (s.tracker ? trackLegal(s, seat) : legalActions(s, seat)),
  // apply re-checks legality itself and answers with a rule code (mc.*), so the kernel lets it
  legalActionsExhaustive: false,
  apply,
  view,
  outcome,
  describe,
  invariants,
  windowsRevealEligibility: true,
  // imported card data: copied into the state at setup, never changed (the digest builds its text once)
  constantStateKeys: ['custom'],
  // a tracker game takes notes only; every other change is a checked `track` action (tracker.ts)
  table: {
    ...table,
    // a tracker game shows no zones or counters to the kernel's table tools: it takes notes only
    zones: (s) => (s.tracker ? [] : table.zones(s)),
    counters: (s) => (s.tracker ? [] : table.counters(s)),
    refuse: (s, seat, a) => (s.tracker ? trackManual(s, a) : (table.refuse?.(s, seat, a) ?? null)),
    settle: (s) => (s.tracker || !table.settle ? s : table.settle(s)),
  },
};
