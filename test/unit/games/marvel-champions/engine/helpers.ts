// Test helpers: drive the Marvel Champions engine through the kernel like the backend does, and
// build scenario states (a real game state edited on a private copy).

import {
  act,
  appendEntry,
  envelope,
  newGame,
  replay,
  type ActResult,
  type GameRecord,
  type Snapshot,
} from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { draftOf } from '../../../../../core/games/marvel-champions/engine/clone';
import { codeOf, cs, defByCode, defOf } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import type {
  CardDef,
  Draft,
  McAction,
  McEvent,
  McState,
} from '../../../../../core/games/marvel-champions/engine/types';
import type { McView } from '../../../../../core/games/marvel-champions/engine/view';

export class Game {
  record: GameRecord;
  snapshot: Snapshot<McState>;
  events: McEvent[] = [];

  constructor(options: unknown = {}, seed = 'test') {
    const parsed = mcEngine.optionsSchema.parse(options);
    const seats = mcEngine.seatsFor(parsed);
    const started = newGame(mcEngine, { options, seed, players: [{ id: 'me', seats }] });
    if (!started.ok) throw new Error(`setup failed: ${JSON.stringify(started.rejection)}`);
    this.record = started.record;
    this.snapshot = started.snapshot;
  }

  get s(): McState {
    return this.snapshot.state;
  }

  send(seat: string, action: McAction): ActResult<McState, McEvent> {
    const r = act(mcEngine, this.snapshot, envelope(action, seat, this.snapshot.index));
    if (r.ok) {
      this.record = appendEntry(this.record, this.snapshot.index, r.entry);
      this.snapshot = r.snapshot;
      this.events.push(...(r.events as McEvent[]));
    }
    return r;
  }

  /** The action must be accepted. */
  do(seat: string, action: McAction): this {
    const r = this.send(seat, action);
    if (!r.ok)
      throw new Error(
        `rejected ${JSON.stringify(action)} for ${seat}: ${JSON.stringify(r.rejection)} (ask ${JSON.stringify(this.s.ask)})`,
      );
    return this;
  }

  /** The reason code of a refused action. */
  refused(seat: string, action: McAction): string {
    const r = this.send(seat, action);
    if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
    return String(r.rejection.params.reason ?? r.rejection.code);
  }

  /** Every seat keeps its hand (mulligan done). */
  skipMulligans(): this {
    while (this.s.ask?.k === 'mulligan') this.do(this.s.ask.seat, { type: 'done' });
    return this;
  }

  /** Edits the current state on a private copy (a scenario fixture), then lets the engine run on. */
  edit(fn: (d: Draft) => void, rerun = false): this {
    const d = draftOf(this.s);
    fn(d);
    if (rerun) {
      d.ask = null;
      run(d, []);
    }
    this.snapshot = { index: this.snapshot.index, state: d as unknown as McState };
    this.record = { ...this.record, actions: [] }; // the edited state no longer replays from setup
    return this;
  }

  view(seat: string | null): McView {
    return mcEngine.view(this.s, seat) as McView;
  }

  legal(seat: string): McAction[] {
    return [...mcEngine.legalActions(this.s, seat)];
  }

  /** Cards of a zone by code. */
  codes(zone: string): string[] {
    return (this.s.zones[zone] ?? []).map(codeOf);
  }

  find(code: string, zone?: string): string {
    for (const [z, ids] of Object.entries(this.s.zones)) {
      if (zone && z !== zone) continue;
      const id = ids.find((i) => codeOf(i) === code);
      if (id) return id;
    }
    throw new Error(`no ${code}${zone ? ` in ${zone}` : ''}`);
  }

  card(id: string) {
    return cs(this.s, id);
  }

  def(id: string) {
    return defOf(this.s, id);
  }

  replays(): boolean {
    const r = replay(mcEngine, this.record);
    return r.ok && r.snapshot.index === this.snapshot.index;
  }

  /** Answers until `pred` holds, using `choose` for each decision (default: pass/done/first). */
  until(pred: (g: Game) => boolean, choose: (g: Game, legal: McAction[]) => McAction = defaultChoice, max = 500): this {
    for (let i = 0; i < max && !pred(this); i++) {
      const d = mcEngine.pending(this.s);
      if (!d) break;
      const seat = d.seats[0];
      this.do(seat, choose(this, this.legal(seat)));
    }
    return this;
  }
}

export function defaultChoice(_g: Game, legal: McAction[]): McAction {
  return (
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'done') ??
    legal.find((a) => a.type === 'defend' && a.card === null) ??
    legal.find((a) => a.type === 'endTurn') ??
    legal[0]
  );
}

/** Moves a card (by code, from anywhere) to a zone in a draft; returns its id. */
export function place(d: Draft, code: string, zone: string, fromZone?: string): string {
  for (const [z, ids] of Object.entries(d.zones)) {
    if (fromZone && z !== fromZone) continue;
    if (z === zone) continue;
    const i = ids.findIndex((id) => codeOf(id) === code);
    if (i >= 0) {
      const [id] = ids.splice(i, 1);
      (d.zones[zone] ??= []).push(id);
      return id;
    }
  }
  throw new Error(`no ${code} to move`);
}

/** Puts encounter cards (by code, from the encounter deck) on its top, in this order. */
export function stackTop(d: Draft, top: string[]): void {
  const chosen: string[] = [];
  for (const code of top) {
    const id = d.zones.encDeck.find((x) => codeOf(x) === code && !chosen.includes(x));
    if (!id) throw new Error(`no ${code} in the encounter deck`);
    chosen.push(id);
  }
  d.zones.encDeck = [...chosen, ...d.zones.encDeck.filter((x) => !chosen.includes(x))];
}

/** Empties a player's hand into the bottom of the deck (a clean hand for a scenario). */
export function clearHand(d: Draft, seat: string): void {
  d.zones[`deck.${seat}`].push(...d.zones[`hand.${seat}`]);
  d.zones[`hand.${seat}`] = [];
}

export function logKeys(g: Game): string[] {
  return g.events.filter((e) => e.type === 'log').map((e) => (e as { key: string }).key);
}

/** Changes a card's definition for this game only (a scenario fixture: a renamed stage, an ally with another name). */
export function redefine(d: Draft, code: string, changes: Partial<CardDef>): void {
  // a new record, as a game's `custom` is never changed once set (the engine keeps tables per `custom` object)
  d.custom = { ...d.custom, [code]: { ...defByCode(d, code), ...changes } as Draft['custom'][string] };
}
