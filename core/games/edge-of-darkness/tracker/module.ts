// The Edge of Darkness table tracker as a kernel GameModule (`edge-of-darkness-tracker`), the game's second
// engine beside the rules engine: a game played with the real box. Its own actions are the round marker
// (`nextRound`: the round ends, the first-player marker passes to the right, A29) and the end of the game
// scored from the pad (`finish`, §5); every other change is a kernel manual action on the table adapter
// (table.ts). Each is one entry of the record: logged, saved, undoable and replayed like any game.

import { z } from 'zod';
import { decision } from '../../../kernel/decisions';
import { trackerModule, type TrackerEvent } from '../../../kernel/tracker';
import type { ApplyResult, Decision, GameModule, Outcome, SeatId } from '../../../kernel/types';
import { GUILD_IDS, type GuildId, type PlayerScore, type ScoringInput } from '../data';
import {
  attackingTrays,
  attackTargets,
  attackThreshold,
  bagCount,
  bagOf,
  counterBounds,
  cubeColours,
  cubesInGame,
  LAST_ROUND,
  liveScores,
  optionsSchema,
  setAsideCounter,
  setAsideTotal,
  setup,
  threatCounter,
  threatTotal,
  TRAYS,
  trayTotal,
  type TrackerOptions,
  type TrackerState,
} from './state';
import { counterProblem, log, refusal, trackerTable } from './table';

export const EOD_TRACKER_ID = 'edge-of-darkness-tracker';

export type TrackerAction = { readonly type: 'nextRound' } | { readonly type: 'finish' };

export const actionSchema: z.ZodType<TrackerAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('nextRound') }),
  z.strictObject({ type: z.literal('finish') }),
]);

export type { TrackerEvent };

/** The one device beside the table is addressed through the first seat; manual changes come from any seat. */
function pending(s: TrackerState): Decision | null {
  if (s.result) return null;
  return decision('turn', [s.seats[0]], 'eodTracker.prompt.round', { round: s.round });
}

function apply(s: TrackerState, a: TrackerAction, seat: SeatId): ApplyResult<TrackerState, TrackerEvent> {
  if (s.result) return { ok: false, rejection: refusal('over') };
  if (seat !== s.seats[0])
    return { ok: false, rejection: { code: 'eodTracker.refuse.notAddressed', params: { rule: '§4' } } };
  if (a.type === 'nextRound') {
    if (s.round >= LAST_ROUND)
      return { ok: false, rejection: { code: 'eodTracker.refuse.lastRound', params: { rule: '§4' } } };
    // §4.4 end of round: the marker passes to the right (counter-clockwise, A29); the Prologue is not a
    // round, so round 1 starts with the first player chosen at setup (RULINGS.md T1)
    const n = s.seats.length;
    const firstPlayer = s.round === 0 ? s.firstPlayer : (s.firstPlayer - 1 + n) % n;
    const next = { ...s, round: s.round + 1, firstPlayer };
    return {
      ok: true,
      state: next,
      events: [log('round', { round: next.round, first: s.seats[firstPlayer] })],
      reveals: false,
    };
  }
  // §5: the scores from the tracker and the pad, ranked with the tie-breakers; a shared first place is a
  // shared victory ("temporary alliance")
  const { inputs, scores } = liveScores(s);
  const winners = s.seats.filter((_, i) => scores[i].rank === 1);
  return {
    ok: true,
    state: { ...s, result: { inputs, scores } },
    events: [log(winners.length > 1 ? 'sharedVictory' : 'won', { guilds: winners.join(','), round: s.round })],
    reveals: false,
  };
}

function outcome(s: TrackerState): Outcome | null {
  if (!s.result) return null;
  const { scores } = s.result;
  const winners = s.seats.filter((_, i) => scores[i].rank === 1);
  return {
    result: Object.fromEntries(s.seats.map((g, i) => [g, scores[i].rank === 1 ? 'win' : 'loss'])),
    reason: {
      key: winners.length > 1 ? 'eodTracker.victory.shared' : 'eodTracker.victory.points',
      params: { guilds: winners.join(',') },
    },
    scores: Object.fromEntries(s.seats.map((g, i) => [g, scores[i].totalQuarters / 4])),
  };
}

/** One tray as the screen shows it: its cubes per colour, the total, whether its card attacks and whom. */
export interface TrayView {
  readonly tray: number;
  readonly cubes: Readonly<Record<string, number>>;
  readonly total: number;
  readonly attacks: boolean;
  readonly targets: readonly GuildId[];
}

/** What the tracker screen shows: everything (nothing is hidden) plus the derived figures and the live pad. */
export interface TrackerView {
  readonly tracker: true;
  readonly seats: readonly GuildId[];
  readonly tale: string;
  readonly chapter: number | null;
  readonly round: number;
  readonly lastRound: number;
  readonly firstPlayer: GuildId;
  readonly counters: TrackerState['counters'];
  readonly bounds: Readonly<Record<string, { readonly min: number; readonly max: number }>>;
  readonly trays: readonly TrayView[];
  readonly threshold: number;
  readonly bag: number;
  readonly cubes: number;
  /** The cube colours of this game: the guilds at the table, then black (§2.4). */
  readonly colours: readonly string[];
  /** Cubes per colour in each guild's Threat Zone (§4.1 B2), and in all. */
  readonly threats: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly threatTotals: Readonly<Record<string, number>>;
  /** Cubes per colour in the set-aside pool and in the bag (§2.4). */
  readonly setAside: Readonly<Record<string, number>>;
  readonly setAsideTotal: number;
  readonly bagByColour: Readonly<Record<string, number>>;
  /** The scoring pad now (§5): per seat, in seat order. */
  readonly inputs: readonly ScoringInput[];
  readonly scores: readonly PlayerScore[];
  readonly finished: boolean;
}

export function view(s: TrackerState): TrackerView {
  const live = s.result ?? liveScores(s);
  const attacking = attackingTrays(s);
  const colours = cubeColours(s.seats);
  return {
    tracker: true,
    seats: s.seats,
    tale: s.tale,
    chapter: s.chapter,
    round: s.round,
    lastRound: LAST_ROUND,
    firstPlayer: s.seats[s.firstPlayer],
    counters: s.counters,
    bounds: Object.fromEntries(counterBounds(s).map((c) => [c.id, { min: c.min, max: c.max }])),
    trays: TRAYS.map((t) => ({
      tray: t,
      cubes: Object.fromEntries([...s.seats, 'black'].map((c) => [c, s.counters[`tray.${t}.${c}`] ?? 0])),
      total: trayTotal(s, t),
      attacks: attacking.includes(t),
      targets: attackTargets(s, t),
    })),
    threshold: attackThreshold(s),
    bag: bagCount(s),
    cubes: cubesInGame(s),
    colours,
    threats: Object.fromEntries(
      s.seats.map((g) => [g, Object.fromEntries(colours.map((c) => [c, s.counters[threatCounter(g, c)] ?? 0]))]),
    ),
    threatTotals: Object.fromEntries(s.seats.map((g) => [g, threatTotal(s, g)])),
    setAside: Object.fromEntries(colours.map((c) => [c, s.counters[setAsideCounter(c)] ?? 0])),
    setAsideTotal: setAsideTotal(s),
    bagByColour: Object.fromEntries(colours.map((c) => [c, bagOf(s, c)])),
    inputs: live.inputs,
    scores: live.scores,
    finished: s.result !== null,
  };
}

/** The tracker's invariants: every counter in its bounds and by the rules, every cube in one place, a valid marker. */
export function invariants(s: TrackerState): string[] {
  const out: string[] = [];
  for (const c of counterBounds(s)) {
    const v = s.counters[c.id];
    if (v === undefined || v < c.min || v > c.max) out.push(`counter ${c.id} = ${v}`);
    else if (counterProblem(s, c.id, v)?.code === 'eodTracker.refuse.outOverTrained') out.push(`${c.id} over trained`);
    else if (c.id.startsWith('filledSlots.') && counterProblem(s, c.id, v)) out.push(`${c.id} breaks a rule`);
  }
  if (bagCount(s) < 0) out.push(`bag ${bagCount(s)}`);
  if (new Set(s.seats).size !== s.seats.length || s.seats.some((g) => !GUILD_IDS.includes(g))) out.push('seats');
  if (s.firstPlayer < 0 || s.firstPlayer >= s.seats.length) out.push(`first player ${s.firstPlayer}`);
  if (s.round < 0 || s.round > LAST_ROUND) out.push(`round ${s.round}`);
  if (s.result && s.result.scores.length !== s.seats.length) out.push('result');
  return out;
}

/**
 * Module 1: the first tracker. Rules 2: the Threat Zones and the set-aside pool by colour (counters
 * `threats.<guild>.<colour>`, `setAside.<colour>`), so a record of rules 1 opens read-only.
 */
export const EOD_TRACKER_VERSIONS = { module: 1, rules: 2, content: 1 } as const;

export const eodTrackerEngine: GameModule<TrackerState, TrackerAction, TrackerOptions, TrackerEvent> = trackerModule({
  id: EOD_TRACKER_ID,
  versions: EOD_TRACKER_VERSIONS,
  optionsSchema: optionsSchema as unknown as z.ZodType<TrackerOptions>,
  actionSchema,
  seatsFor: (o) => [...o.guilds],
  setup,
  pending,
  // random games move the round marker and finish after round 8; the manual changes are sampled by the kernel
  legalActions: (s, seat) =>
    s.result || seat !== s.seats[0] ? [] : [s.round < LAST_ROUND ? { type: 'nextRound' } : { type: 'finish' }],
  apply,
  view: (s) => view(s),
  outcome,
  invariants,
  table: trackerTable,
});
