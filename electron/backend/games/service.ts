import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DeckhandError } from '../../../core/api/errors';
import type {
  GameContent,
  GameExport,
  GameSummary,
  GameView,
  LogLine,
  TableView,
  VerifyResult,
} from '../../../core/api/games';
import {
  act,
  canRedo,
  canSee,
  canonicalJson,
  decide,
  describeEvent,
  envelope,
  gameRecordSchema,
  isComputerSeat,
  newGame,
  nextTurn,
  openMode,
  personOf,
  replay,
  setupFromRecord,
  snapshotDue,
  undo,
  undoPolicy,
  type GameModule,
  type UndoPolicy,
  type GameRecord,
  type Json,
  type KernelState,
  type Player,
  type Policy,
  type RecordEntry,
  type Snapshot,
} from '../../../core/kernel';
import type { EngineComputer } from '../../../core/platform/definition';
import type { EventBus } from '../events';
import type { SaveService } from '../saves';
import { SavedRecords } from '../saved-records';
import { GamesRepo, type GameRow } from './repo';
import { exportFileName } from './export-file';
import type { EndedGame } from '../history/service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- modules differ in state/action types; the kernel checks them at run time
export type AnyModule = GameModule<any, any, any, any>;

/**
 * A rules engine as the service runs it: the kernel module, and from its game definition the option
 * resolver (a saved deck id into its cards, before validation; the record stores the result) and
 * the content its screens need, both already bound to the open save file and catalog.
 */
export interface EngineEntry {
  module: AnyModule;
  resolve?(options: unknown): unknown;
  content?(options: unknown): unknown;
  /** Computer players the engine offers (its definition's `computer`). */
  computer?: EngineComputer;
}

/** Why `games.create` refuses the computer players it is given (`game_rejected` malformed, field players). */
export type ComputerRefusal = 'computer.unavailable' | 'computer.difficulty' | 'computer.seat' | 'computer.noPerson';

/** Per-decision safety budget of a computer seat (the policy's work is fixed; this only stops a runaway). */
export const COMPUTER_BUDGET_MS = 1000;

/** A snapshot is stored every this many actions, so opening replays at most that many. */
export const SNAPSHOT_EVERY = 50;
const CACHE_SIZE = 8;
const EXPORT_KIND = 'deckhand.saved-game';
/** A message code a module puts in an options issue, `<prefix>.<reason>`. */
const MODULE_CODE = /^[a-z][a-z0-9-]*\.[A-Za-z0-9.]+$/;

interface Loaded {
  row: GameRow;
  module: AnyModule | null;
  /** State at `row.cursor`; null when it could not be rebuilt (read-only game). */
  snapshot: Snapshot<KernelState> | null;
  readOnly: { code: string; params: Record<string, unknown> } | null;
  /**
   * The stored actions' events (for the log), by action index, redo tail included; read once and
   * then kept in step with every append, so a view does not parse the whole game's events again.
   */
  events?: Json[][];
}

function rejected(code: string, params: Record<string, unknown> = {}): DeckhandError {
  return new DeckhandError('game_rejected', { code, ...(params as Record<string, string>) });
}

/**
 * Saved games on the kernel: every accepted action is appended to the open save file before the
 * call returns (autosave), with a snapshot every SNAPSHOT_EVERY actions; undo/redo move a cursor
 * over the stored actions; export/import carry the record and are verified digest by digest.
 */
export class GameService {
  private readonly records: SavedRecords<GamesRepo, Loaded>;

  constructor(
    saves: SaveService,
    private readonly engines: ReadonlyMap<string, EngineEntry>,
    private readonly events: EventBus,
    private readonly now: () => Date,
  ) {
    this.modules = new Map([...engines].map(([id, e]) => [id, e.module] as const));
    this.clock = () => performance.now();
    this.records = new SavedRecords(saves, (db) => new GamesRepo(db), CACHE_SIZE, 'game_not_found');
  }

  private readonly modules: ReadonlyMap<string, AnyModule>;
  /** Told, inside the storing transaction, whenever a game reaches an end (the play history). */
  private endHook: ((game: EndedGame) => void) | null = null;

  /** Call `hook` in the transaction that stores a game's end (again after an undo and a new end). */
  onEnd(hook: (game: EndedGame) => void): void {
    this.endHook = hook;
  }

  /** A stored game at its end, for the end hook. */
  private ended(row: GameRow): void {
    if (!this.endHook || row.outcome === null) return;
    this.endHook({
      id: row.id,
      engine: row.game,
      options: row.record.options,
      seats: row.record.seats,
      seatNames: this.seatNames(row),
      players: row.record.players,
      outcome: row.outcome as unknown as EndedGame['outcome'],
      createdAt: row.createdAt,
      endedAt: row.updatedAt,
    });
  }

  /** Milliseconds for the computer's safety stop (never for its choices). */
  private readonly clock: () => number;
  private readonly policies = new Map<string, Policy>();

  private get repo(): GamesRepo {
    return this.records.repo;
  }

  private tx<T>(fn: () => T): T {
    return this.records.tx(fn);
  }

  list(): GameSummary[] {
    return this.repo.listHeads().map((row) => this.summary(row, row.actionCount, this.readOnlyOf(row)));
  }

  create(args: { game: string; options?: unknown; players?: Player[]; seed?: string; name?: string }): GameSummary {
    const module = this.modules.get(args.game);
    if (!module) throw new DeckhandError('game_unknown_module', { game: args.game });
    const resolve = this.engines.get(module.id)?.resolve;
    const given = resolve ? resolve(args.options ?? {}) : (args.options ?? {});
    const options = module.optionsSchema.safeParse(given);
    if (!options.success) {
      // A module names its own refusals as message codes (`<prefix>.<reason>`); pass the first on.
      const issue = options.error.issues.find((i) => MODULE_CODE.test(i.message));
      throw rejected('malformed', {
        field: 'options',
        ...(issue ? { reason: issue.message, path: issue.path.join('.') } : {}),
      });
    }
    // Default: one person per seat, the safe choice for hidden information and undo.
    const players =
      args.players ??
      module.seatsFor(options.data).map((seat: string, i: number) => ({ id: `p${i + 1}`, seats: [seat] }));
    const refusal = this.computerRefusal(module, options.data, players);
    if (refusal) throw rejected('malformed', { field: 'players', reason: refusal });
    const seed = args.seed ?? crypto.randomBytes(16).toString('hex');
    const started = newGame(module, { options: given, seed, players });
    if (!started.ok) throw rejected(started.rejection.code, started.rejection.params);
    const stamp = this.now().toISOString();
    const row: GameRow = {
      id: crypto.randomUUID(),
      game: module.id,
      name: args.name ?? `${module.id} ${stamp.slice(0, 16).replace('T', ' ')}`,
      record: started.record,
      cursor: 0,
      outcome: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    this.tx(() => {
      this.repo.insertGame(row);
      this.repo.upsertSnapshot(row.id, started.snapshot);
    });
    const loaded: Loaded = { row, module, snapshot: started.snapshot as Snapshot<KernelState>, readOnly: null };
    this.records.remember(loaded);
    this.events.emit('game.changed', { id: row.id, actions: 0 });
    return this.summaryOf(loaded);
  }

  open(id: string, seat: string | null): GameView {
    return this.viewOf(this.load(id), seat);
  }

  act(id: string, action: Record<string, unknown> & { seat: string }): GameView {
    const g = this.load(id);
    // The computer answers for its own seats (computerMove): a person cannot act in its place.
    if (isComputerSeat(g.row.record.players, action.seat)) throw rejected('computer_seat', { seat: action.seat });
    this.accept(g, action);
    return this.viewOf(g, action.seat);
  }

  /**
   * One decision of the computer: when the pending decision addresses a seat the computer plays,
   * its policy (kernel `decide`: the game's seed, the seat, the number of accepted actions) picks
   * one legal action, which is accepted exactly like a person's (recorded, undoable, replayed).
   * `stateVersion` is the state the caller saw (another window may have moved first: stale_version);
   * the answer is the view for `seat` (the person watching), with `computer` set while the computer
   * is still to play.
   */
  computerMove(id: string, seat: string | null, stateVersion: number): GameView {
    const g = this.load(id);
    const { module, snapshot } = this.playable(g);
    if (stateVersion !== g.row.cursor)
      throw rejected('stale_version', { expected: g.row.cursor, got: stateVersion } as Record<string, unknown>);
    const turn = this.computerTurn(g);
    if (!turn) throw rejected('not_computer_turn');
    const computer = this.engines.get(module.id)?.computer;
    if (!computer || !computer.difficulties.includes(turn.difficulty))
      throw rejected('malformed', { field: 'players', reason: 'computer.difficulty' });
    const decided = decide(module, this.policy(module.id, computer, turn.difficulty), snapshot.state, turn.seat, {
      seed: g.row.record.seed,
      index: g.row.cursor,
      now: this.clock,
      budgetMs: COMPUTER_BUDGET_MS,
    });
    this.accept(g, envelope(decided.action, turn.seat, g.row.cursor) as Record<string, unknown> & { seat: string });
    return this.viewOf(g, seat);
  }

  /** Accept `envelope` on the game's current state: stored before this returns, `game.changed` sent. */
  private accept(g: Loaded, envelope: Record<string, unknown> & { seat: string }): void {
    const id = g.row.id;
    const { module, snapshot } = this.playable(g);
    const result = act(module, snapshot, envelope);
    if (!result.ok) throw rejected(result.rejection.code, result.rejection.params as Record<string, unknown>);
    const cursor = g.row.cursor;
    const outcome = (module.outcome(result.snapshot.state) ?? null) as Json | null;
    const updatedAt = this.now().toISOString();
    this.tx(() => {
      this.repo.truncate(id, cursor);
      this.repo.insertAction(id, cursor, result.entry, result.events);
      if (snapshotDue(cursor + 1, SNAPSHOT_EVERY)) this.repo.upsertSnapshot(id, result.snapshot);
      this.repo.updateProgress(id, { cursor: cursor + 1, flaggedUndos: g.row.record.flaggedUndos, outcome, updatedAt });
      if (outcome !== null) this.ended({ ...g.row, outcome, updatedAt });
    });
    g.row = {
      ...g.row,
      cursor: cursor + 1,
      outcome,
      updatedAt,
      record: { ...g.row.record, actions: [...g.row.record.actions.slice(0, cursor), result.entry] },
    };
    g.snapshot = result.snapshot as Snapshot<KernelState>;
    if (g.events) g.events = [...g.events.slice(0, cursor), result.events as Json[]];
    this.events.emit('game.changed', { id, actions: cursor + 1 });
  }

  /** The events of the game's stored actions (index = action), read from the file once. */
  private eventsOf(g: Loaded): Json[][] {
    if (!g.events) {
      const all: Json[][] = [];
      for (const { idx, events } of this.repo.eventsUpTo(g.row.id, Number.MAX_SAFE_INTEGER)) all[idx] = events;
      g.events = all;
    }
    return g.events;
  }

  /**
   * Undo the last action; in a game against the computer, back to the last decision a person took
   * (the computer's answers since then and that person's action), each step under the kernel's undo
   * policy (a person alone against the computer plays solo: flagged, never refused).
   */
  undo(id: string, seat: string | null): GameView {
    const g = this.load(id);
    const { module } = this.playable(g);
    const result = undoToPerson(g.row.record, g.row.cursor);
    if (!result.ok) {
      if (result.policy.kind === 'refused')
        throw new DeckhandError('game_undo_refused', { reason: result.policy.reason });
      throw new DeckhandError('game_nothing_to_undo', {});
    }
    const snapshot = this.rebuild(module, g.row, result.cursor);
    const updatedAt = this.now().toISOString();
    const outcome = (module.outcome(snapshot.state) ?? null) as Json | null;
    this.repo.updateProgress(id, {
      cursor: result.cursor,
      flaggedUndos: result.record.flaggedUndos,
      outcome,
      updatedAt,
    });
    g.row = { ...g.row, cursor: result.cursor, record: result.record, outcome, updatedAt };
    g.snapshot = snapshot;
    this.events.emit('game.changed', { id, actions: result.cursor });
    return this.viewOf(g, seat);
  }

  /** Redo one action, and the computer's answers that followed it (what undo took back together). */
  redo(id: string, seat: string | null): GameView {
    const g = this.load(id);
    const { module } = this.playable(g);
    const record = g.row.record;
    if (!canRedo(record, g.row.cursor)) throw new DeckhandError('game_nothing_to_redo', {});
    let snapshot = g.snapshot!;
    const due: Snapshot<KernelState>[] = [];
    do {
      const entry = record.actions[snapshot.index];
      const result = act(module, snapshot, entry.action);
      if (!result.ok || result.entry.digest !== entry.digest) {
        throw new DeckhandError('game_read_only', { code: 'record.replayMismatch', index: snapshot.index });
      }
      snapshot = result.snapshot as Snapshot<KernelState>;
      if (snapshotDue(snapshot.index, SNAPSHOT_EVERY)) due.push(snapshot);
    } while (
      canRedo(record, snapshot.index) &&
      isComputerSeat(record.players, record.actions[snapshot.index].action.seat)
    );
    const cursor = snapshot.index;
    const outcome = (module.outcome(snapshot.state) ?? null) as Json | null;
    const updatedAt = this.now().toISOString();
    this.tx(() => {
      for (const s of due) this.repo.upsertSnapshot(id, s);
      this.repo.updateProgress(id, { cursor, flaggedUndos: record.flaggedUndos, outcome, updatedAt });
      if (outcome !== null) this.ended({ ...g.row, outcome, updatedAt });
    });
    g.row = { ...g.row, cursor, outcome, updatedAt };
    g.snapshot = snapshot;
    this.events.emit('game.changed', { id, actions: cursor });
    return this.viewOf(g, seat);
  }

  rename(id: string, name: string): GameSummary {
    this.records.rename(id, name, this.now());
    this.events.emit('game.changed', { id, actions: this.load(id).row.cursor });
    return this.summaryOf(this.load(id));
  }

  delete(id: string): null {
    this.records.delete(id);
    this.events.emit('game.changed', { id, actions: 0 });
    return null;
  }

  /** One self-contained JSON file; canonical, so exporting an imported game gives the same bytes. */
  export(id: string): GameExport {
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('game_not_found', { id });
    const content = canonicalJson({
      kind: EXPORT_KIND,
      name: row.name,
      createdAt: row.createdAt,
      cursor: row.cursor,
      record: row.record as unknown as Json,
    });
    // Characters no file system accepts, control characters included.
    return { fileName: exportFileName(row.name, 'game', '.deckhand-game.json'), content };
  }

  /**
   * Import an exported game. The whole record is replayed and every digest checked; an altered
   * file is refused naming the first action that does not match. A game from a newer rules
   * version is kept read-only (this build cannot replay rules it does not know).
   */
  import(content: string): GameSummary {
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      throw new DeckhandError('game_import_invalid', { reason: 'json' });
    }
    const file = parsed as { kind?: unknown; name?: unknown; createdAt?: unknown; cursor?: unknown; record?: unknown };
    if (!file || typeof file !== 'object' || file.kind !== EXPORT_KIND)
      throw new DeckhandError('game_import_invalid', { reason: 'kind' });
    const rec = gameRecordSchema.safeParse(file.record);
    if (
      !rec.success ||
      typeof file.name !== 'string' ||
      typeof file.createdAt !== 'string' ||
      !Number.isInteger(file.cursor)
    )
      throw new DeckhandError('game_import_invalid', { reason: 'schema' });
    const record = rec.data as GameRecord;
    const cursor = file.cursor as number;
    if (cursor < 0 || cursor > record.actions.length)
      throw new DeckhandError('game_import_invalid', { reason: 'cursor' });
    const module = this.modules.get(record.game);
    if (!module) throw new DeckhandError('game_unknown_module', { game: record.game });
    const mode = openMode(module, record);
    if (mode.mode === 'refuse')
      throw new DeckhandError('game_import_refused', { ...(mode.reason as Record<string, string>) });

    const row: GameRow = {
      id: crypto.randomUUID(),
      game: record.game,
      name: file.name,
      record,
      cursor,
      outcome: null,
      createdAt: file.createdAt,
      updatedAt: this.now().toISOString(),
    };
    if (mode.mode === 'readOnly') {
      this.tx(() => {
        this.repo.insertGame(row);
        record.actions.forEach((e, i) => this.repo.insertAction(row.id, i, e, []));
      });
    } else {
      const checked = this.replayAll(module, record);
      if (!checked.ok) throw new DeckhandError('game_import_altered', { index: checked.index, kind: checked.kind });
      const atCursor = checked.snapshots.filter((s) => s.index <= cursor).pop()!;
      row.outcome = (module.outcome(this.rebuildFrom(module, record, atCursor, cursor).state) ?? null) as Json | null;
      this.tx(() => {
        this.repo.insertGame(row);
        record.actions.forEach((e, i) => this.repo.insertAction(row.id, i, e, checked.events[i]));
        for (const s of checked.snapshots) this.repo.upsertSnapshot(row.id, s);
        this.ended(row);
      });
    }
    this.events.emit('game.changed', { id: row.id, actions: cursor });
    return this.summaryOf(this.load(row.id));
  }

  /** A module's content for its own screens; with a saved game's id, what its options add. */
  content(game: string, id: string | null): GameContent {
    if (!this.modules.has(game)) throw new DeckhandError('game_unknown_module', { game });
    let options: unknown = null;
    if (id !== null) {
      const row = this.repo.get(id);
      if (!row || row.game !== game) throw new DeckhandError('game_not_found', { id });
      options = row.record.options;
    }
    const content = this.engines.get(game)?.content;
    return { game, content: content ? (content(options) ?? null) : null };
  }

  /** Replay the stored record from setup and compare every digest. */
  verify(id: string): VerifyResult {
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('game_not_found', { id });
    const module = this.modules.get(row.game);
    if (!module) throw new DeckhandError('game_unknown_module', { game: row.game });
    const checked = this.replayAll(module, row.record);
    return checked.ok
      ? { ok: true, actions: row.record.actions.length }
      : { ok: false, index: checked.index, kind: checked.kind };
  }

  // ---- internals ----

  /** Why these computer players cannot play this game (null: they can, or there are none). */
  private computerRefusal(module: AnyModule, options: unknown, players: readonly Player[]): ComputerRefusal | null {
    const computers = players.filter((p) => p.computer !== undefined);
    if (computers.length === 0) return null;
    const computer = this.engines.get(module.id)?.computer;
    if (!computer) return 'computer.unavailable';
    if (computers.some((p) => !computer.difficulties.includes(p.computer!.difficulty))) return 'computer.difficulty';
    const seats: readonly string[] = module.seatsFor(options as never);
    const allowed = computer.seats ?? seats;
    if (computers.some((p) => p.seats.some((s) => !allowed.includes(s)))) return 'computer.seat';
    if (!players.some((p) => p.computer === undefined && p.seats.length > 0)) return 'computer.noPerson';
    return null;
  }

  /** The computer seat the pending decision addresses now, if any (null in a read-only or finished game). */
  private computerTurn(g: Loaded): { seat: string; difficulty: string } | null {
    if (g.readOnly || !g.module || !g.snapshot) return null;
    const players = g.row.record.players;
    if (!players.some((p) => p.computer)) return null;
    const pending = g.module.pending(g.snapshot.state);
    if (!pending) return null;
    for (const seat of pending.seats as readonly string[]) {
      const p = players.find((q) => q.computer && q.seats.includes(seat));
      if (p) return { seat, difficulty: p.computer!.difficulty };
    }
    return null;
  }

  private policy(game: string, computer: EngineComputer, difficulty: string): Policy {
    const key = `${game}\u0000${difficulty}`;
    let p = this.policies.get(key);
    if (!p) {
      p = computer.policy(difficulty) as Policy;
      this.policies.set(key, p);
    }
    return p;
  }

  private replayAll(
    module: AnyModule,
    record: GameRecord,
  ): { ok: true; events: Json[][]; snapshots: Snapshot<KernelState>[] } | { ok: false; index: number; kind: string } {
    const start = setupFromRecord(module, record);
    if (!start.ok)
      return { ok: false, index: -1, kind: `setup.${(start.failure as { reason?: string }).reason ?? 'failed'}` };
    let snapshot = start.snapshot as Snapshot<KernelState>;
    const snapshots = [snapshot];
    const events: Json[][] = [];
    for (let i = 0; i < record.actions.length; i++) {
      const entry = record.actions[i];
      const result = act(module, snapshot, entry.action);
      if (!result.ok) return { ok: false, index: i, kind: 'rejected' };
      if (result.entry.digest !== entry.digest) return { ok: false, index: i, kind: 'digest' };
      if (result.entry.reveals !== entry.reveals || result.entry.random !== entry.random)
        return { ok: false, index: i, kind: 'marks' };
      snapshot = result.snapshot as Snapshot<KernelState>;
      events.push(result.events as Json[]);
      if (snapshotDue(snapshot.index, SNAPSHOT_EVERY)) snapshots.push(snapshot);
    }
    return { ok: true, events, snapshots };
  }

  private rebuildFrom(
    module: AnyModule,
    record: GameRecord,
    from: Snapshot<KernelState>,
    to: number,
  ): Snapshot<KernelState> {
    const res = replay(module, record, { from, to });
    if (!res.ok)
      throw new DeckhandError('game_read_only', { code: 'record.replayMismatch', index: failureIndex(res.failure) });
    return res.snapshot as Snapshot<KernelState>;
  }

  /** State at `cursor` from the nearest stored snapshot. */
  private rebuild(module: AnyModule, row: GameRow, cursor: number): Snapshot<KernelState> {
    const snap = this.repo.latestSnapshot<KernelState>(row.id, cursor);
    const res = replay(module, row.record, { from: snap ?? undefined, to: cursor });
    if (!res.ok)
      throw new DeckhandError('game_read_only', { code: 'record.replayMismatch', index: failureIndex(res.failure) });
    return res.snapshot as Snapshot<KernelState>;
  }

  private readOnlyOf(row: GameRow): Loaded['readOnly'] {
    const module = this.modules.get(row.game);
    if (!module) return { code: 'record.unknownModule', params: { game: row.game } };
    const mode = openMode(module, row.record);
    if (mode.mode === 'play') return null;
    const { code, ...params } = mode.reason;
    return { code, params };
  }

  private load(id: string): Loaded {
    const hit = this.records.cached(id);
    if (hit) return hit;
    const row = this.repo.get(id);
    if (!row) throw new DeckhandError('game_not_found', { id });
    const module = this.modules.get(row.game) ?? null;
    let readOnly = this.readOnlyOf(row);
    let snapshot: Snapshot<KernelState> | null = null;
    if (module) {
      const snap = this.repo.latestSnapshot<KernelState>(id, row.cursor);
      const res = replay(module, row.record, { from: snap ?? undefined, to: row.cursor });
      if (res.ok) snapshot = res.snapshot as Snapshot<KernelState>;
      else {
        snapshot = (res.lastGood as Snapshot<KernelState> | null) ?? null;
        readOnly ??= { code: 'record.replayMismatch', params: { index: failureIndex(res.failure) } };
      }
    }
    const loaded: Loaded = { row, module, snapshot, readOnly };
    this.records.remember(loaded);
    return loaded;
  }

  private playable(g: Loaded): { module: AnyModule; snapshot: Snapshot<KernelState> } {
    if (g.readOnly || !g.module || !g.snapshot)
      throw new DeckhandError('game_read_only', { ...(g.readOnly ?? { code: 'record.unavailable' }) } as never);
    return { module: g.module, snapshot: g.snapshot };
  }

  private summary(row: GameRow, total: number, readOnly: Loaded['readOnly']): GameSummary {
    return {
      id: row.id,
      game: row.game,
      name: row.name,
      seats: [...row.record.seats],
      seatNames: this.seatNames(row),
      players: row.record.players.map((p) => ({ ...p, seats: [...p.seats] })),
      actions: row.cursor,
      redoable: Math.max(0, total - row.cursor),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      finished: row.outcome !== null,
      outcome: row.outcome as GameSummary['outcome'],
      readOnly,
      flaggedUndos: row.record.flaggedUndos,
    };
  }

  /** The module's names for the seats; none when the module gives none or cannot read these options. */
  private seatNames(row: GameRow): Record<string, string> {
    const module = this.modules.get(row.game);
    if (!module?.seatNames) return {};
    try {
      return { ...module.seatNames(row.record.options as never) };
    } catch {
      return {}; // options of another rules version: the seat ids are shown
    }
  }

  private summaryOf(g: Loaded): GameSummary {
    return this.summary(g.row, g.row.record.actions.length, g.readOnly);
  }

  private viewOf(g: Loaded, seat: string | null): GameView {
    const { row, module, snapshot } = g;
    if (seat !== null && !row.record.seats.includes(seat)) throw rejected('unknown_seat', { seat });
    const state = snapshot?.state ?? null;
    const log: LogLine[] = [];
    if (module) {
      const stored = this.eventsOf(g);
      for (let idx = 0; idx < Math.min(row.cursor, stored.length); idx++) {
        for (const ev of stored[idx] ?? []) {
          const line = describeEvent(module, ev as never, seat);
          if (line) log.push({ action: idx, key: line.key, params: (line.params ?? {}) as Record<string, unknown> });
        }
      }
    }
    const pending = module && state ? module.pending(state) : null;
    const person = seat === null ? null : personOf(row.record.players, seat);
    const playable = !g.readOnly && module !== null && state !== null;
    const mine = seat !== null && !isComputerSeat(row.record.players, seat);
    return {
      summary: this.summaryOf(g),
      seat,
      view: module && state ? module.view(state, seat) : null,
      pending: pending
        ? {
            seats: [...pending.seats],
            mode: pending.mode,
            prompt: { key: pending.prompt.key, params: pending.prompt.params as Record<string, unknown> },
          }
        : null,
      legal: playable && mine ? ([...module.legalActions(state, seat)] as GameView['legal']) : [],
      next: playable ? (nextTurn(module, state, row.record.players, person) as GameView['next']) : null,
      log,
      undo: playable ? (undoToPerson(row.record, row.cursor).policy as GameView['undo']) : { kind: 'none' },
      canRedo: playable && canRedo(row.record, row.cursor),
      stateVersion: row.cursor,
      table: module && state ? tableView(module, state, seat) : null,
      computer: this.computerTurn(g),
    };
  }
}

/** What `seat` may see of the table: hidden pieces are counted, never named (their ids may say what they are). */
function tableView(module: AnyModule, state: KernelState, seat: string | null): TableView | null {
  const table = module.table;
  if (!table) return null;
  const zones = table
    .zones(state)
    .map((zone: { id: string; owner: string | null; visibility: 'public' | 'owner' | 'hidden' }) => {
      const ids: readonly string[] = table.contents(state, zone.id);
      const visibleZone =
        zone.visibility === 'public' || (zone.visibility === 'owner' && seat !== null && seat === zone.owner);
      const pieces = visibleZone
        ? ids.map((id) => {
            const info = table.piece(state, id) ?? {};
            const seen = canSee(zone, info, seat);
            return {
              id: seen ? id : `${zone.id}#${ids.indexOf(id)}`,
              face: seen ? (table.face?.(state, id) ?? id) : null,
              ...(info.faceUp !== undefined ? { faceUp: info.faceUp } : {}),
              ...(info.exhausted !== undefined ? { exhausted: info.exhausted } : {}),
            };
          })
        : null;
      return { id: zone.id, owner: zone.owner, visibility: zone.visibility, count: ids.length, pieces };
    });
  const counters = table
    .counters(state)
    .map((c: { id: string; owner: string | null; value: number; min: number; max: number }) => ({ ...c }));
  return { zones, counters };
}

/**
 * Undo back to the last action a person took (in a game without computer players: the last action),
 * every step allowed by the kernel's undo policy, or nothing. `policy` is what the view shows: the
 * first refusal, else the first flag, else allowed (none: no action of a person to take back).
 */
export function undoToPerson(
  record: GameRecord,
  cursor: number,
): { ok: true; cursor: number; record: GameRecord; policy: UndoPolicy } | { ok: false; policy: UndoPolicy } {
  if (cursor > record.actions.length) return { ok: false, policy: { kind: 'none' } };
  let target = cursor - 1;
  while (target >= 0 && isComputerSeat(record.players, record.actions[target].action.seat)) target--;
  if (target < 0) return { ok: false, policy: { kind: 'none' } };
  let at = cursor;
  let rec = record;
  let policy: UndoPolicy = { kind: 'allowed' };
  while (at > target) {
    const step = undoPolicy(rec, at);
    if (step.kind === 'flagged' && policy.kind === 'allowed') policy = step;
    const r = undo(rec, at);
    if (!r.ok) return { ok: false, policy: r.policy };
    rec = r.record;
    at = r.cursor;
  }
  return { ok: true, cursor: at, record: rec, policy };
}

function failureIndex(f: { kind: string; index?: number }): number {
  return typeof f.index === 'number' ? f.index : -1;
}

export type { RecordEntry };
