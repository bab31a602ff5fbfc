// The War of the Ring table tracker as a kernel GameModule (`war-of-the-ring-tracker`), the game's second
// engine beside the rules engine: a game played on the physical board. Its own actions are the turn
// checklist (`tick`: the next step of §3 done; after Phase 6 the next turn) and the result recorded by
// hand (`end`); every other change is a kernel manual action on the table adapter (table.ts). Each is
// one entry of the record: logged, saved, undoable and replayed like any game.

import { z } from 'zod';
import { decision } from '../../../kernel/decisions';
import { trackerLog, trackerModule, type TrackerEvent } from '../../../kernel/tracker';
import type { ApplyResult, Decision, GameModule, Outcome, SeatId } from '../../../kernel/types';
import { CARDS_PER_DECK, COMPANION_IDS, HUNT_TILES, MILITARY_VP_TO_WIN, NATION_BY_ID, type Side } from '../data';
import {
  CHECKLIST,
  counterBounds,
  facesOf,
  guideCandidates,
  optionsSchema,
  setup,
  SETTLEMENTS,
  TRACKER_SEATS,
  unitKinds,
  victoryPointsOf,
  ZONE_IDS,
  type TrackerOptions,
  type TrackerResult,
  type TrackerState,
} from './state';
import { counterProblem, trackerTable } from './table';

export const WOTR_TRACKER_ID = 'war-of-the-ring-tracker';

export type TrackerAction = { readonly type: 'tick' } | { readonly type: 'end'; readonly winner: Side };

export const actionSchema: z.ZodType<TrackerAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tick') }),
  z.strictObject({ type: z.literal('end'), winner: z.enum(['fp', 'shadow']) }),
]);

export type { TrackerEvent };

const STEP_PROMPT = 'wotrTracker.prompt.step';

function pending(s: TrackerState): Decision | null {
  if (s.result) return null;
  const at = CHECKLIST[s.step];
  // the checklist is ticked on the one device beside the board; manual changes come from any seat
  return decision('turn', ['fp'], STEP_PROMPT, { turn: s.turn, phase: at.phase, step: at.step });
}

function apply(s: TrackerState, a: TrackerAction, seat: SeatId): ApplyResult<TrackerState, TrackerEvent> {
  if (s.result) return { ok: false, rejection: { code: 'wotrTracker.refuse.over', params: { rule: '§9' } } };
  if (seat !== 'fp')
    return { ok: false, rejection: { code: 'wotrTracker.refuse.notAddressed', params: { rule: '§3' } } };
  if (a.type === 'end') {
    const result: TrackerResult = { winner: a.winner, reason: 'byHand' };
    return { ok: true, state: { ...s, result }, events: [logEvent('ended', { winner: a.winner })], reveals: false };
  }
  return tick(s);
}

/** The next step of the checklist done (§3); Phase 1's recovery empties the dice, Phase 6 checks military victory. */
function tick(s: TrackerState): ApplyResult<TrackerState, TrackerEvent> {
  const at = CHECKLIST[s.step];
  const events: TrackerEvent[] = [logEvent('ticked', { turn: s.turn, phase: at.phase, step: at.step })];
  let next: TrackerState = { ...s, step: s.step + 1 };
  if (at.step === 'recover') {
    // §3 Phase 1: every die comes back, those in the Hunt Box too; what the Free Peoples had there sets
    // this turn's Hunt allocation minimum (§3 Phase 3)
    const counters: Record<string, number> = { ...s.counters, 'hunt.fp': 0, 'hunt.shadow': 0 };
    for (const side of ['fp', 'shadow'] as const)
      for (const f of facesOf(side)) {
        counters[`rolled.${side}.${f}`] = 0;
        counters[`used.${side}.${f}`] = 0;
      }
    next = { ...next, counters, fpHuntLastTurn: s.counters['hunt.fp'] ?? 0 };
  }
  if (at.step === 'victory') {
    // §9: the military conditions at the end of the turn, Shadow first (lower number wins a tie)
    const vp = victoryPointsOf(s);
    const result: TrackerResult | null =
      vp.shadow >= MILITARY_VP_TO_WIN.shadow
        ? { winner: 'shadow', reason: 'shadowMilitary' }
        : vp.fp >= MILITARY_VP_TO_WIN.fp
          ? { winner: 'fp', reason: 'fpMilitary' }
          : null;
    if (result) {
      events.push(logEvent('won', { winner: result.winner, reason: result.reason }));
      return { ok: true, state: { ...next, step: s.step, result }, events, reveals: false };
    }
    next = { ...next, turn: s.turn + 1, step: 0 };
    events.push(logEvent('turn', { turn: s.turn + 1 }));
  }
  return { ok: true, state: next, events, reveals: false };
}

const logEvent = trackerLog('wotrTracker');

function outcome(s: TrackerState): Outcome | null {
  if (!s.result) return null;
  const loser: Side = s.result.winner === 'fp' ? 'shadow' : 'fp';
  return {
    result: { [s.result.winner]: 'win', [loser]: 'loss' },
    reason: { key: `wotrTracker.victory.${s.result.reason}` },
  };
}

/** What the tracker screen shows: everything (nothing is hidden) plus the derived figures. */
export interface TrackerView {
  readonly tracker: true;
  readonly expansions: readonly string[];
  readonly turn: number;
  readonly step: number;
  readonly checklist: typeof CHECKLIST;
  readonly zones: TrackerState['zones'];
  readonly counters: TrackerState['counters'];
  readonly bounds: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  readonly revealed: boolean;
  readonly onMordor: boolean;
  readonly guide: string;
  readonly guideCandidates: readonly string[];
  readonly active: TrackerState['active'];
  readonly vp: Readonly<Record<Side, number>>;
  readonly fpHuntLastTurn: number;
  readonly result: TrackerResult | null;
}

export function view(s: TrackerState): TrackerView {
  return {
    tracker: true,
    expansions: s.expansions,
    turn: s.turn,
    step: s.step,
    checklist: CHECKLIST,
    zones: s.zones,
    counters: s.counters,
    bounds: Object.fromEntries(counterBounds(s.onMordor).map((c) => [c.id, { min: c.min, max: c.max }])),
    revealed: s.revealed,
    onMordor: s.onMordor,
    guide: s.guide,
    guideCandidates: guideCandidates(s),
    active: s.active,
    vp: victoryPointsOf(s),
    fpHuntLastTurn: s.fpHuntLastTurn,
    result: s.result,
  };
}

/** The tracker's invariants: every piece once, every counter in its bounds and by the rules, a valid Guide. */
export function invariants(s: TrackerState): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const z of ZONE_IDS)
    for (const p of s.zones[z]) {
      if (seen.has(p)) out.push(`piece twice: ${p}`);
      seen.add(p);
    }
  if (seen.size !== HUNT_TILES.length + COMPANION_IDS.length + SETTLEMENTS.length) out.push(`pieces: ${seen.size}`);
  for (const c of counterBounds(s.onMordor)) {
    const v = s.counters[c.id];
    if (v === undefined || v < c.min || v > c.max) out.push(`counter ${c.id} = ${v}`);
    else if (counterProblem(s, c.id, v)) out.push(`counter ${c.id} breaks a rule`);
  }
  for (const n of Object.values(NATION_BY_ID))
    for (const k of unitKinds(n.id))
      if (
        (s.counters[`casualties.${n.id}.${k}`] ?? 0) + (s.counters[`reinforcements.${n.id}.${k}`] ?? 0) >
        n.figures[k]
      )
        out.push(`more ${n.id} ${k} than the box holds`);
  for (const side of ['fp', 'shadow'] as const)
    for (const d of ['character', 'strategy'])
      if ((s.counters[`deck.${side}.${d}`] ?? 0) + (s.counters[`discard.${side}.${d}`] ?? 0) > CARDS_PER_DECK)
        out.push(`deck ${side} ${d} over ${CARDS_PER_DECK}`);
  if (s.guide === 'gollum' ? s.zones.fellowship.length > 0 : !s.zones.fellowship.includes(`char.${s.guide}`))
    out.push(`guide ${s.guide}`);
  if (s.step < 0 || s.step >= CHECKLIST.length || s.turn < 1) out.push(`checklist ${s.turn}/${s.step}`);
  return out;
}

/** Module 1: the first tracker. */
export const WOTR_TRACKER_VERSIONS = { module: 1, rules: 1, content: 1 } as const;

export const wotrTrackerEngine: GameModule<TrackerState, TrackerAction, TrackerOptions, TrackerEvent> = trackerModule({
  id: WOTR_TRACKER_ID,
  versions: WOTR_TRACKER_VERSIONS,
  optionsSchema: optionsSchema as unknown as z.ZodType<TrackerOptions>,
  actionSchema,
  seatsFor: () => [...TRACKER_SEATS],
  setup,
  pending,
  // random games tick through the checklist; `end` (the result by hand) is left to people
  legalActions: (s, seat) => (s.result || seat !== 'fp' ? [] : [{ type: 'tick' }]),
  apply,
  view: (s) => view(s),
  outcome,
  invariants,
  table: trackerTable,
});
