// A working copy of the state for one `apply`: arrays copied once (a few dozen numbers), unit
// objects replaced only when they change, the generator taken out as an `Rng`.

import { Rng } from '../../../kernel';
import { pairOf, type MPair } from '../shared/engine';
import type { BerserkEvent, BerserkState, CardDef, Choice, Fight, Pair, Stage, Unit } from './types';

// Moved to the Berserk-level shared module; kept here for the engine's own imports.
export { removeFrom } from '../shared/engine';

type Mut<T> = { -readonly [K in keyof T]: T[K] };

export interface Draft {
  readonly cards: readonly CardDef[];
  seats: readonly string[];
  units: Unit[];
  decks: MPair<number[]>;
  deals: MPair<number[]>;
  sets: MPair<number[]>;
  graves: MPair<number[]>;
  grid: number[];
  extra: number[];
  gold: MPair<number>;
  silver: MPair<number>;
  orderRolls: (readonly [number, number])[];
  first: -1 | 0 | 1;
  stage: Stage;
  current: 0 | 1;
  zoneStage: MPair<number>;
  dealt: MPair<number>;
  turn: number;
  active: 0 | 1;
  keptHidden: number[];
  vanguards: number[];
  toAttach: number[];
  fight: Fight | null;
  ending: boolean;
  drawOffer: -1 | 0 | 1;
  drawOffered: MPair<number>;
  /** Replaced, never changed in place. */
  choices: readonly Choice[];
  manual: { readonly card: number; readonly ability: number; readonly steps: number } | null;
  result: Pair<'win' | 'loss' | 'draw'> | null;
  reason: string;
  rng: Rng;
  rolled: boolean;
  events: BerserkEvent[];
  /** Bit mask of the arrays already copied for this apply (the rest are still the input state's). */
  owned: number;
}

export function draftOf(s: BerserkState): Draft {
  return {
    cards: s.cards,
    seats: s.seats,
    units: s.units.slice(),
    decks: pairOf(s.decks),
    deals: pairOf(s.deals),
    sets: pairOf(s.sets),
    graves: pairOf(s.graves),
    grid: s.grid as Draft['grid'],
    extra: s.extra as Draft['extra'],
    gold: [s.gold[0], s.gold[1]],
    silver: [s.silver[0], s.silver[1]],
    orderRolls: s.orderRolls as Draft['orderRolls'],
    first: s.first,
    stage: s.stage,
    current: s.current,
    zoneStage: [s.zoneStage[0], s.zoneStage[1]],
    dealt: [s.dealt[0], s.dealt[1]],
    turn: s.turn,
    active: s.active,
    keptHidden: s.keptHidden as Draft['keptHidden'],
    vanguards: s.vanguards as Draft['vanguards'],
    toAttach: s.toAttach as Draft['toAttach'],
    fight: s.fight,
    ending: s.ending,
    drawOffer: s.drawOffer,
    drawOffered: [s.drawOffered[0], s.drawOffered[1]],
    choices: s.choices,
    manual: s.manual,
    result: s.result,
    reason: s.reason,
    rng: new Rng(s.rng),
    rolled: false,
    events: [],
    owned: 0,
  };
}

export function stateOf(d: Draft): BerserkState {
  return {
    rng: d.rng.state(),
    seats: d.seats,
    cards: d.cards,
    units: d.units,
    decks: d.decks,
    deals: d.deals,
    sets: d.sets,
    graves: d.graves,
    grid: d.grid,
    extra: d.extra,
    gold: d.gold,
    silver: d.silver,
    orderRolls: d.orderRolls,
    first: d.first,
    stage: d.stage,
    current: d.current,
    zoneStage: d.zoneStage,
    dealt: d.dealt,
    turn: d.turn,
    active: d.active,
    keptHidden: d.keptHidden,
    vanguards: d.vanguards,
    toAttach: d.toAttach,
    fight: d.fight,
    ending: d.ending,
    drawOffer: d.drawOffer,
    drawOffered: d.drawOffered,
    choices: d.choices,
    manual: d.manual,
    result: d.result,
    reason: d.reason,
  };
}

/** A card's unit as it is in a deck: nothing on it (setup, and a card going to the graveyard). */
export const FRESH: Unit = {
  z: 'deck',
  cell: -1,
  host: -1,
  closed: false,
  hidden: false,
  wounds: 0,
  moved: 0,
  acted: false,
  hurt: false,
  armorUsed: 0,
  masked: false,
  plague: false,
  chips: 0,
  extra: 0,
  attacked: false,
  scathed: false,
  dodged: false,
  closeIn: 0,
  incarnated: false,
};

/** Replaces unit `i` by a changed copy. */
export function patch(d: Draft, i: number, change: Partial<Mut<Unit>>): Unit {
  const u = { ...d.units[i], ...change };
  d.units[i] = u;
  return u;
}

type ListKey = 'grid' | 'extra' | 'keptHidden' | 'vanguards' | 'toAttach';
const LIST_BIT: Readonly<Record<ListKey, number>> = { grid: 1, extra: 2, keptHidden: 4, vanguards: 8, toAttach: 16 };
const PAIR_BIT: Readonly<Record<'decks' | 'deals' | 'sets' | 'graves', number>> = {
  decks: 32,
  deals: 128,
  sets: 512,
  graves: 2048,
};

/** A list of the draft that may be changed (copied on first write). */
export function w(d: Draft, k: ListKey): number[] {
  const bit = LIST_BIT[k];
  if (!(d.owned & bit)) {
    d[k] = d[k].slice();
    d.owned |= bit;
  }
  return d[k];
}

/** One player's list of a pair (deck, Deal, Set, graveyard), copied on first write. */
export function wp(d: Draft, k: 'decks' | 'deals' | 'sets' | 'graves', p: 0 | 1): number[] {
  const bit = PAIR_BIT[k] << p;
  if (!(d.owned & bit)) {
    d[k][p] = d[k][p].slice();
    d.owned |= bit;
  }
  return d[k][p];
}
