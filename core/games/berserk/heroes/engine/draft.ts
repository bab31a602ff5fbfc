// A working copy of the state for one `apply`: the unit list copied once, each player list copied
// on its first write, the generator taken out as an `Rng`.

import { Rng } from '../../../../kernel';
import { pairOf, type MPair } from '../../shared/engine';
import type { HCard, HeroesEvent, HeroesState, HFight, HStage, HTrigger, HUnit, Pair } from './types';

// Moved to the Berserk-level shared module; kept here for the engine's own imports.
export { removeFrom } from '../../shared/engine';

type Mut<T> = { -readonly [K in keyof T]: T[K] };
export type ListKey = 'decks' | 'hands' | 'graves' | 'play';

export interface Draft {
  readonly cards: readonly HCard[];
  seats: readonly string[];
  units: HUnit[];
  heroes: Pair<number>;
  decks: MPair<number[]>;
  hands: MPair<number[]>;
  graves: MPair<number[]>;
  play: MPair<number[]>;
  coins: MPair<number>;
  closedCoins: MPair<number>;
  prayers: MPair<MPair<number>>;
  rally: MPair<number>;
  failed: MPair<number>;
  chooser: 0 | 1;
  first: -1 | 0 | 1;
  stage: HStage;
  current: 0 | 1;
  picks: number[];
  turn: number;
  active: 0 | 1;
  fight: HFight | null;
  triggers: HTrigger[];
  manual: HeroesState['manual'];
  result: Pair<'win' | 'loss' | 'draw'> | null;
  reason: string;
  rng: Rng;
  events: HeroesEvent[];
  /** Bits of the player lists already copied (4 keys × 2 players). */
  owned: number;
}

export function draftOf(s: HeroesState): Draft {
  return {
    cards: s.cards,
    seats: s.seats,
    units: s.units.slice(),
    heroes: s.heroes,
    decks: pairOf(s.decks),
    hands: pairOf(s.hands),
    graves: pairOf(s.graves),
    play: pairOf(s.play),
    coins: [s.coins[0], s.coins[1]],
    closedCoins: [s.closedCoins[0], s.closedCoins[1]],
    prayers: [
      [s.prayers[0][0], s.prayers[0][1]],
      [s.prayers[1][0], s.prayers[1][1]],
    ],
    rally: [s.rally[0], s.rally[1]],
    failed: [s.failed[0], s.failed[1]],
    chooser: s.chooser,
    first: s.first,
    stage: s.stage,
    current: s.current,
    picks: s.picks as number[],
    turn: s.turn,
    active: s.active,
    fight: s.fight,
    triggers: s.triggers as HTrigger[],
    manual: s.manual,
    result: s.result,
    reason: s.reason,
    rng: new Rng(s.rng),
    events: [],
    owned: 0,
  };
}

export function stateOf(d: Draft): HeroesState {
  return {
    rng: d.rng.state(),
    seats: d.seats,
    cards: d.cards,
    units: d.units,
    heroes: d.heroes,
    decks: d.decks,
    hands: d.hands,
    graves: d.graves,
    play: d.play,
    coins: d.coins,
    closedCoins: d.closedCoins,
    prayers: d.prayers,
    rally: d.rally,
    failed: d.failed,
    chooser: d.chooser,
    first: d.first,
    stage: d.stage,
    current: d.current,
    picks: d.picks,
    turn: d.turn,
    active: d.active,
    fight: d.fight,
    triggers: d.triggers,
    manual: d.manual,
    result: d.result,
    reason: d.reason,
  };
}

/** A card's unit in a deck, a hand or the graveyard: nothing on it. */
export const FRESH: HUnit = {
  z: 'deck',
  closed: false,
  hidden: false,
  wounds: 0,
  sick: false,
  attacked: false,
  defended: false,
  used: [],
  armorUsed: 0,
  hurt: false,
  stunned: false,
};

export function patch(d: Draft, i: number, change: Partial<Mut<HUnit>>): HUnit {
  const u = { ...d.units[i], ...change };
  d.units[i] = u;
  return u;
}

const BIT: Readonly<Record<ListKey, number>> = { decks: 1, hands: 4, graves: 16, play: 64 };

/** One player's list, copied on its first write in this apply. */
export function wp(d: Draft, k: ListKey, p: 0 | 1): number[] {
  const bit = BIT[k] << p;
  if (!(d.owned & bit)) {
    d[k][p] = d[k][p].slice();
    d.owned |= bit;
  }
  return d[k][p];
}
