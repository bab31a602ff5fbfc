// Property harness for any module: plays random legal games (rules actions chosen among
// legalActions of the addressed seats, manual table actions now and then), checks the module's and
// the kernel's invariants after every action, probes rejections, checks views for leaks, and
// finally replays every game from its record, digest by digest. Pure: no clock, no I/O.

import { digest, stateDigest } from './digest';
import {
  act,
  describeEvent,
  legalActionsOf,
  envelope as toEnvelope,
  type KernelEvent,
  type RecordEntry,
} from './engine';
import { canonicalJson, deepFreeze, jsonProblem, type Json } from './json';
import { checkLeak } from './leak';
import { newGame, replay, type GameRecord } from './record';
import { isRngState, Rng, seedRng } from './rng';
import type { ManualAction, TableAdapter } from './table';
import type {
  ActionBase,
  ActionEnvelope,
  Decision,
  GameEvent,
  GameModule,
  KernelState,
  RejectionCode,
  SeatId,
  Snapshot,
} from './types';

export interface FuzzConfig {
  readonly games: number;
  /** Base seed; game g uses the game seed `${seed}/${g}`. */
  readonly seed: string;
  /** Actions per game before it is cut off (cut-off games are still replayed). */
  readonly maxActions: number;
  /** Raw options for game g (parsed by the module's schema); default `{}`. */
  readonly options?: (rng: Rng, game: number) => unknown;
  /** Share of steps that take a random manual table action instead (default 0.05). */
  readonly manualRate?: number;
  /**
   * Also draw the adapter's module operations (`manual.op`, from `sampleOps`) and overrides among
   * the manual actions (default false, which keeps the random games of earlier runs as they were).
   */
  readonly manualOps?: boolean;
  /** Share of steps that first send an action that must be rejected (default 0.1). */
  readonly probeRate?: number;
  /** Share of steps with a leak check for one random viewer (default 0.5). */
  readonly leakRate?: number;
  /** Stop after this many failures (default 20). */
  readonly maxFailures?: number;
  /** Deep-freeze every state so that a module mutating its input fails loudly (default true). */
  readonly freeze?: boolean;
}

export interface FuzzFailure {
  readonly game: number;
  /** The game's seed: `fuzzGame(module, config, game)` reproduces it. */
  readonly seed: string;
  /** Action index (number of accepted actions before the failure); -1 for setup. */
  readonly index: number;
  readonly check: string;
  readonly detail: Json;
}

export interface FuzzGameReport {
  readonly actions: number;
  readonly manualActions: number;
  readonly probes: number;
  readonly finished: boolean;
  readonly failures: readonly FuzzFailure[];
  readonly record: GameRecord | null;
}

export interface FuzzReport {
  readonly games: number;
  readonly actions: number;
  readonly manualActions: number;
  readonly probes: number;
  /** Games that reached an outcome (the rest hit maxActions). */
  readonly finished: number;
  readonly failures: readonly FuzzFailure[];
}

const MANUAL_KINDS = [
  'move',
  'move',
  'move',
  'flip',
  'exhaust',
  'ready',
  'setCounter',
  'shuffle',
  'reveal',
  'note',
] as const;

/**
 * A random, usually valid manual action. With `ops` and an adapter that has module operations
 * (`op`, `sampleOps`), also those, and now and then an action asking to override a refusal.
 */
export function randomManualAction<S>(table: TableAdapter<S>, state: S, rng: Rng, ops = false): ManualAction | null {
  if (!ops || !table.op || !table.sampleOps) return randomPlainManual(table, state, rng);
  const overriding = rng.float() < 0.2;
  const action = rng.float() < 0.4 ? rng.pick([null, ...table.sampleOps(state)]) : randomPlainManual(table, state, rng);
  return action && overriding ? { ...action, override: true } : action;
}

function randomPlainManual<S>(table: TableAdapter<S>, state: S, rng: Rng): ManualAction | null {
  const zones = table.zones(state);
  const pieces = zones.flatMap((z) => table.contents(state, z.id));
  const kind = rng.pick(MANUAL_KINDS);
  if (kind === 'note') return { type: 'manual.note', text: 'fuzz' };
  if (kind === 'setCounter') {
    const counters = table.counters(state);
    if (counters.length === 0) return null;
    const c = rng.pick(counters);
    return {
      type: 'manual.setCounter',
      counter: c.id,
      value: Math.max(c.min, Math.min(c.max, c.value + rng.int(-3, 3))),
    };
  }
  if (kind === 'shuffle') return zones.length ? { type: 'manual.shuffle', zone: rng.pick(zones).id } : null;
  if (pieces.length === 0) return null;
  const piece = rng.pick(pieces);
  if (kind === 'move') {
    const to = rng.pick(zones);
    const size = table.contents(state, to.id).filter((p) => p !== piece).length;
    return { type: 'manual.move', piece, to: to.id, position: rng.int(0, size) };
  }
  return { type: `manual.${kind}`, piece };
}

function flowProblem<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  state: S,
  decision: Decision | null,
): string | null {
  const over = module.outcome(state) !== null;
  if (decision === null) return over ? null : 'no pending decision but no outcome (deadlock)';
  if (over) return 'outcome reached but a decision is still pending';
  if (decision.seats.length === 0) return 'decision addresses no seat';
  if (new Set(decision.seats).size !== decision.seats.length) return 'decision addresses a seat twice';
  if (decision.seats.some((s) => !state.seats.includes(s))) return 'decision addresses an unknown seat';
  if (decision.mode === 'turn' && decision.seats.length !== 1) return 'turn decision addresses several seats';
  for (const seat of decision.seats) {
    const legal = module.legalActions(state, seat);
    if (legal.length === 0) return `addressed seat ${seat} has no legal action`;
    if (decision.mode === 'window' && legal.length < 2) return `window offered to ${seat}, who can only pass`;
  }
  return null;
}

/** Plays and checks one fuzz game. */
export function fuzzGame<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: FuzzConfig,
  game: number,
): FuzzGameReport {
  const seed = `${config.seed}/${game}`;
  const chooser = new Rng(seedRng(`fuzz:${seed}`));
  const manualRate = config.manualRate ?? 0.05;
  const probeRate = config.probeRate ?? 0.1;
  const leakRate = config.leakRate ?? 0.5;
  const freeze = config.freeze ?? true;
  const failures: FuzzFailure[] = [];
  let actions = 0;
  let manualActions = 0;
  let probes = 0;
  const fail = (index: number, check: string, detail: Json = null) =>
    failures.push({ game, seed, index, check, detail });

  const options = config.options ? config.options(chooser, game) : {};
  const parsed = module.optionsSchema.safeParse(options);
  const seats = parsed.success ? module.seatsFor(parsed.data) : [];
  const players = seats.map((s) => ({ id: `person-${s}`, seats: [s] }));
  const started = newGame(module, { options, seed, players });
  if (!started.ok) {
    fail(-1, 'setup', started.rejection as unknown as Json);
    return { actions, manualActions, probes, finished: false, failures, record: null };
  }
  const entries: RecordEntry[] = [];
  let snapshot: Snapshot<S> = started.snapshot;
  let currentDigest = started.record.setupDigest;
  const viewers: (SeatId | null)[] = [...snapshot.state.seats, null];
  const seen: { seat: SeatId; action: A }[] = [];
  // deep-frozen parts of states already found to be plain JSON (shared by the states that follow)
  const clean = freeze ? new WeakSet<object>() : undefined;

  const checkState = (state: S, stateDigest: string, index: number, allViews: boolean): boolean => {
    const before = failures.length;
    if (freeze) deepFreeze(state);
    // A clean jsonProblem implies an exact JSON round trip; the explicit one runs on a sample.
    const problem = jsonProblem(state, '$', 0, clean);
    if (problem) fail(index, 'json', problem);
    else if ((allViews || chooser.float() < 0.125) && digest(JSON.parse(JSON.stringify(state))) !== stateDigest)
      fail(index, 'roundTrip');
    // Unfrozen states may be changed in place by a faulty module, which the digest's text cache
    // (digest.ts stateDigest) would not see: compare with a digest built afresh at every step.
    if (!freeze && !problem && digest(state) !== stateDigest) fail(index, 'staleDigest');
    if (!isRngState(state.rng)) fail(index, 'rng');
    if (state.seats.length !== seats.length || state.seats.some((s, i) => s !== seats[i])) fail(index, 'seatsChanged');
    const violations = module.invariants?.(state) ?? [];
    if (violations.length) fail(index, 'invariant', [...violations]);
    const flow = flowProblem(module, state, module.pending(state));
    if (flow) fail(index, 'flow', flow);
    for (const viewer of allViews ? viewers : [chooser.pick(viewers)]) {
      const p = jsonProblem(module.view(state, viewer));
      if (p) fail(index, 'viewJson', { viewer, problem: p });
    }
    if (chooser.float() < leakRate) {
      const viewer = chooser.pick(viewers);
      const leak = checkLeak(module, state, viewer, chooser);
      if (leak) fail(index, 'leak', { what: leak.what, viewer });
    }
    return failures.length === before;
  };

  const checkEvents = (events: readonly KernelEvent<E>[], index: number) => {
    for (const event of events) {
      if (jsonProblem(event)) fail(index, 'eventJson', event.type);
      for (const viewer of viewers) {
        const line = describeEvent(module, event, viewer);
        if (line !== null && (typeof line.key !== 'string' || line.key.length === 0 || jsonProblem(line)))
          fail(index, 'describe', { event: event.type, viewer });
      }
    }
  };

  const probe = (envelope: unknown, expected: readonly RejectionCode[]) => {
    probes++;
    const result = act(module, snapshot, envelope);
    if (result.ok) fail(snapshot.index, 'probeAccepted', { envelope: envelope as Json, expected: [...expected] });
    else if (!expected.includes(result.rejection.code))
      fail(snapshot.index, 'probeCode', {
        got: result.rejection.code,
        expected: [...expected],
        params: result.rejection.params,
      });
    // digest(), not stateDigest(): a state changed in place would keep its cached text
    if (digest(snapshot.state) !== currentDigest) fail(snapshot.index, 'rejectionChangedState');
  };

  if (!checkState(snapshot.state, currentDigest, 0, true))
    return { actions, manualActions, probes, finished: false, failures, record: started.record };

  // Rejected manual actions take no action slot; the step bound keeps a refusing adapter finite.
  for (let step = 0; actions < config.maxActions && step < 4 * config.maxActions && failures.length === 0; step++) {
    const state = snapshot.state;
    const decision = module.pending(state);
    if (decision === null) break;
    let envelope: ActionEnvelope;
    let manual = false;
    const manualAction =
      module.table && chooser.float() < manualRate
        ? randomManualAction(module.table, state, chooser, config.manualOps === true)
        : null;
    if (manualAction) {
      manual = true;
      envelope = toEnvelope(manualAction, chooser.pick(state.seats), snapshot.index);
    } else {
      const seat = chooser.pick(decision.seats);
      const action = chooser.pick(legalActionsOf(module, state, seat));
      envelope = toEnvelope(action, seat, snapshot.index);
      if (seen.length < 64) seen.push({ seat, action });
      else seen[chooser.int(0, seen.length - 1)] = { seat, action };
    }

    if (chooser.float() < probeRate) {
      const kind = chooser.int(0, 6);
      if (kind === 0) probe({ ...envelope, seat: '\u0000nobody' }, ['unknown_seat']);
      else if (kind === 1)
        probe({ ...envelope, stateVersion: snapshot.index + 1 + chooser.int(0, 3) }, ['stale_version']);
      else if (kind === 2 && snapshot.index > 0)
        probe({ ...envelope, stateVersion: chooser.int(0, snapshot.index - 1) }, ['stale_version']);
      else if (kind === 3)
        probe(
          chooser.pick([
            { seat: envelope.seat, type: envelope.type },
            { ...envelope, type: 7 },
            { ...envelope, seat: 3 },
            'junk',
            null,
          ]),
          ['malformed'],
        );
      else if (kind === 4) {
        const others = state.seats.filter((s) => !decision.seats.includes(s));
        if (!manual && others.length) probe({ ...envelope, seat: chooser.pick(others) }, ['wrong_seat']);
      } else if (kind === 5 && seen.length) {
        // An action that was legal earlier is usually illegal now: apply must refuse it cleanly.
        const old = chooser.pick(seen);
        const seat = chooser.pick(decision.seats);
        const wanted = canonicalJson(old.action);
        const legalNow = module.legalActions(state, seat).some((a) => canonicalJson(a) === wanted);
        if (!legalNow && module.legalActionsExhaustive !== false)
          probe({ ...old.action, seat, stateVersion: snapshot.index }, ['illegal']);
      } else if (kind === 6)
        probe(
          { type: 'manual.flip', piece: '\u0000none', seat: envelope.seat, stateVersion: snapshot.index },
          module.table ? ['unknown_piece'] : ['no_table'],
        );
    }

    const result = act(module, snapshot, envelope);
    if (!result.ok) {
      const expectedManual: RejectionCode[] = [
        'unknown_piece',
        'unknown_zone',
        'unknown_counter',
        'bad_position',
        'out_of_range',
        'unsupported',
        'illegal',
      ];
      if (!manual || !expectedManual.includes(result.rejection.code))
        fail(snapshot.index, manual ? 'manualRejected' : 'legalRejected', {
          envelope: envelope as Json,
          rejection: result.rejection as unknown as Json,
        });
      if (digest(snapshot.state) !== currentDigest) fail(snapshot.index, 'rejectionChangedState');
      if (!manual) break;
      continue;
    }
    actions++;
    if (manual) manualActions++;
    entries.push(result.entry);
    checkEvents(result.events, snapshot.index);
    snapshot = result.snapshot;
    currentDigest = result.entry.digest;
    checkState(snapshot.state, currentDigest, snapshot.index, false);
  }

  const finished = module.outcome(snapshot.state) !== null;
  const record: GameRecord = { ...started.record, actions: entries };
  if (failures.length === 0) {
    checkState(snapshot.state, currentDigest, snapshot.index, true);
    const replayed = replay(module, record);
    if (!replayed.ok) fail(snapshot.index, 'replay', replayed.failure as unknown as Json);
    else if (
      replayed.snapshot.index !== snapshot.index ||
      stateDigest(replayed.snapshot.state, module.constantStateKeys) !== currentDigest
    )
      fail(snapshot.index, 'replayFinal');
  }
  return { actions, manualActions, probes, finished, failures, record };
}

/** Plays `config.games` random games; see the file header for what is checked. */
export function fuzz<S extends KernelState, A extends ActionBase, O, E extends GameEvent>(
  module: GameModule<S, A, O, E>,
  config: FuzzConfig,
): FuzzReport {
  const maxFailures = config.maxFailures ?? 20;
  let actions = 0;
  let manualActions = 0;
  let probes = 0;
  let finished = 0;
  const failures: FuzzFailure[] = [];
  let games = 0;
  for (let g = 0; g < config.games && failures.length < maxFailures; g++) {
    const report = fuzzGame(module, config, g);
    games++;
    actions += report.actions;
    manualActions += report.manualActions;
    probes += report.probes;
    if (report.finished) finished++;
    failures.push(...report.failures.slice(0, maxFailures - failures.length));
  }
  return { games, actions, manualActions, probes, finished, failures };
}
