// Options and setup (digest §2): figures from the static data, Fellowship in Rivendell, Gandalf the
// Grey as guide, 3 Elven Rings with the FP, shuffled event decks, the 16 standard tiles in the pool,
// 4 FP and 7 Shadow dice; then Phase 1 of turn 1 runs at once.

import { z } from 'zod';
import { Rng, seedRng } from '../../../kernel/rng';
import { D } from './content';
import { dictOf, politicsEntry } from './shapes';
import { draftOf, finishDraft, run } from './rules';
import type { WotrEvent, WotrState } from './types';
import { initialMulti, MULTI_SEATS } from './multi';

/** `players`: 2 (default; options `{}` of older records), or 3 / 4 (§10, multi.ts). */
export interface WotrOptions {
  readonly players?: 2 | 3 | 4;
}
export const optionsSchema = z.strictObject({
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
}) as unknown as z.ZodType<WotrOptions>;

export const SEATS = ['fp', 'shadow'] as const;

/** The seats of a game: `fp`/`shadow`, or the roles of §10.1 (three players: one FP seat, RULINGS M1). */
export function seatsFor(options: WotrOptions): readonly string[] {
  const n = options.players ?? 2;
  return n === 2 ? SEATS : MULTI_SEATS[n];
}

export function setup(options: WotrOptions, seed: string): WotrState {
  const players = options.players ?? 2;
  const rng = new Rng(seedRng(seed));
  const units = dictOf<Record<string, number>>();
  for (const r in D.start) units[r] = dictOf(D.start[r]);
  const chars: Record<string, string> = {};
  for (const id in D.chars) chars[id] = D.chars[id].companion ? 'fellowship' : 'out';
  const politics: Record<string, { step: number; active: boolean }> = {};
  for (const n in D.politics) politics[n] = politicsEntry(D.politics[n].step, D.politics[n].active);
  const decks: Record<string, string[]> = {};
  for (const side of ['fp', 'shadow'])
    for (const deck of ['character', 'strategy']) {
      const ids = Object.keys(D.cards)
        .filter((c) => D.cards[c].side === side && D.cards[c].deck === deck)
        .sort();
      decks[`${side}.${deck}`] = rng.shuffle(ids);
    }
  const state: WotrState = {
    rng: rng.state(),
    seats: [...seatsFor(options)],
    rulesVersion: 1,
    turn: 1,
    phase: 'recover',
    active: 'fp',
    units,
    reserve: dictOf(D.reserve),
    casualties: dictOf(),
    chars,
    minionEverInPlay: false,
    control: dictOf(),
    politics,
    fellowship: {
      at: 'rivendell',
      mordor: null,
      progress: 0,
      revealed: false,
      corruption: 0,
      guide: 'gandalf-grey',
      trueAt: 'rivendell',
      path: [],
      mordorActed: false,
    },
    dice: { fp: { pool: 4, rolled: [], used: 0 }, shadow: { pool: 7, rolled: [], used: 0 } },
    huntBox: { shadow: 0, fp: 0 },
    fpHuntLastTurn: false,
    rings: { fp: 3, shadow: 0, fpUsed: 0, shadowUsed: 0 },
    messengerUsed: 0,
    hunt: {
      pool: Object.keys(D.tiles)
        .filter((t) => D.tiles[t].kind === 'standard')
        .sort(),
      drawn: [],
      waiting: [],
      removed: [],
    },
    tiles: [],
    revealPending: false,
    decks,
    hands: { fp: [], shadow: [] },
    discards: { fp: [], shadow: [] },
    fsp: { declared: false },
    asks: [],
    winner: null,
    table: { fp: [], shadow: [] }, // "play on the table" event cards (§4.6)
    ...(players === 2 ? {} : { multi: initialMulti(players) }), // three and four players (§10, multi.ts)
  };
  const m = draftOf(state);
  const ev: WotrEvent[] = [];
  run(m as never, ev);
  return finishDraft(m, state);
}
