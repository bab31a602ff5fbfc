// Test helpers: drive the fixture game through the kernel like a backend would.

import {
  act,
  appendEntry,
  digest,
  envelope,
  newGame,
  type ActResult,
  type GameRecord,
  type Player,
  type RecordEntry,
  type Snapshot,
} from '../../../core/kernel';
import {
  fixtureGame,
  type FixtureAction,
  type FixtureEvent,
  type FixtureOptions,
  type FixtureState,
} from '../../fixtures/fixture-game';
import type { ActionBase, GameModule } from '../../../core/kernel';

/** The fixture game's module type, as the kernel tests name it. */
export type Fixture = GameModule<FixtureState, FixtureAction, FixtureOptions, FixtureEvent>;

export const soloPlayers = (seats: readonly string[]): Player[] => [{ id: 'me', seats: [...seats] }];
export const onePersonPerSeat = (seats: readonly string[]): Player[] =>
  seats.map((s) => ({ id: `person-${s}`, seats: [s] }));

/** A game in progress: the record and the current snapshot, as the backend keeps them. */
export class Table {
  record: GameRecord;
  snapshot: Snapshot<FixtureState>;
  events: FixtureEvent[] = [];

  constructor(
    readonly module: Fixture = fixtureGame,
    options: unknown = {},
    seed = 'test-seed',
    players?: Player[],
  ) {
    const seats = module.seatsFor(module.optionsSchema.parse(options));
    const started = newGame(module, { options, seed, players: players ?? onePersonPerSeat(seats) });
    if (!started.ok) throw new Error(`setup failed: ${started.rejection.code}`);
    this.record = started.record;
    this.snapshot = started.snapshot;
  }

  get state(): FixtureState {
    return this.snapshot.state;
  }

  /** Sends an action as `seat` on the current version; keeps it if accepted. */
  send(seat: string, action: ActionBase | Record<string, unknown>): ActResult<FixtureState, FixtureEvent> {
    const result = act(this.module, this.snapshot, envelope(action as ActionBase, seat, this.snapshot.index));
    if (result.ok) this.keep(result.entry, result.snapshot, result.events as FixtureEvent[]);
    return result;
  }

  /** Like send, but the action must be accepted. */
  must(seat: string, action: ActionBase | Record<string, unknown>): RecordEntry {
    const result = this.send(seat, action);
    if (!result.ok)
      throw new Error(`rejected ${JSON.stringify(action)} for ${seat}: ${JSON.stringify(result.rejection)}`);
    return result.entry;
  }

  keep(entry: RecordEntry, snapshot: Snapshot<FixtureState>, events: FixtureEvent[] = []): void {
    this.record = appendEntry(this.record, this.snapshot.index, entry);
    this.snapshot = snapshot;
    this.events.push(...events);
  }

  /** The seat the pending decision addresses first. */
  get turn(): string {
    const d = this.module.pending(this.state);
    if (!d) throw new Error('game over');
    return d.seats[0];
  }

  hand(seat: string): readonly string[] {
    return this.state.zones[`hand.${seat}`];
  }

  digest(): string {
    return digest(this.state);
  }
}

/** Deep-freezes a value so that any mutation throws (ESM code is strict). */
export function freeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) freeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
