// What the table-tracker tests of every game share: a game driven through the kernel like the screen
// drives it (one envelope per change, appended to the record, its log lines described), and the check
// that every message key a tracker's sources name exists in every language.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../core/api/types';
import {
  act,
  appendEntry,
  describeEvent,
  envelope,
  newGame,
  type GameModule,
  type GameRecord,
  type KernelState,
  type Player,
  type Snapshot,
} from '../../core/kernel';
import { createAppI18n } from '../../renderer/src/i18n';

/** A tracker game on one device: the first seat acts unless a test says otherwise. */
export class TrackerGame<S extends KernelState, V> {
  record: GameRecord;
  snap: Snapshot<S>;
  /** The log lines of the last accepted change. */
  lines: unknown[] = [];
  constructor(
    readonly engine: GameModule<S>,
    init: { options: unknown; seed: string; players: readonly Player[] },
  ) {
    const g = newGame(engine, init);
    if (!g.ok) throw new Error(JSON.stringify(g.rejection));
    this.record = g.record;
    this.snap = g.snapshot;
  }
  get s(): S {
    return this.snap.state;
  }
  get view(): V {
    return this.engine.view(this.s, this.s.seats[0]) as V;
  }
  /** Sends an action; returns the refusal (code + params) or null when accepted. */
  send(action: Record<string, unknown>, seat = this.s.seats[0]) {
    const r = act(this.engine, this.snap, envelope(action as { type: string }, seat, this.snap.index));
    if (!r.ok) return r.rejection;
    this.record = appendEntry(this.record, this.snap.index, r.entry);
    this.snap = r.snapshot as Snapshot<S>;
    this.lines = r.events.map((e) => describeEvent(this.engine, e, null));
    return null;
  }
  set(counter: string, value: number) {
    return this.send({ type: 'manual.setCounter', counter, value });
  }
}

/** The `.ts` sources of a folder (a tracker's), joined, for the keys they name. */
export function sourcesOf(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

const i18n = createAppI18n('en');
/** The app's messages in English (`t`, `te` with a locale for the others). */
export const messages = i18n.global;

/** `<locale>: <key>` for each key without a message in one of the four languages. */
export const missingMessages = (keys: readonly string[]) =>
  keys.flatMap((k) => LOCALES.filter((l) => !messages.te(k, l)).map((l) => `${l}: ${k}`));
