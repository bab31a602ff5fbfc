// Test helpers: a battle already in its first turn with given cards on given cells.
import { seedRng } from '../../../../../core/kernel';
import {
  berserkModule as m,
  type BerserkAction,
  type BerserkEvent,
  type BerserkState,
  type CardFactsInput,
  type Unit,
} from '../../../../../core/games/berserk/engine';
import { MIRE, WARDENS } from '../../../../../core/games/berserk/content';

export function card(id: string, over: Partial<CardFactsInput> = {}): CardFactsInput {
  return {
    id,
    name: id,
    price: 1,
    elite: false,
    elements: ['forests'],
    type: 'creature',
    health: 6,
    moves: 1,
    hit: { weak: 1, normal: 2, hard: 3 },
    abilities: [],
    ...over,
  };
}

/** Where a card starts: a cell 0..29 or the Extra Zone. */
export type Spot = number | 'extra';

/**
 * A state in seat p1's first Main Phase (p1 first player): the p1 cards, then the p2 cards, as
 * instances 0, 1, … in that order. Cells: rows 0–2 are p1's half (row 2 its 1st row), rows 3–5 p2's.
 */
export function battle(p1: [CardFactsInput, Spot][], p2: [CardFactsInput, Spot][], seed = 'test'): BerserkState {
  const options = m.optionsSchema.parse({
    squads: [{ cards: p1.map(([c]) => c) }, { cards: p2.map(([c]) => c) }],
  });
  const s0 = m.setup(options, seed);
  const spots = [...p1, ...p2].map(([, spot]) => spot);
  const grid = Array.from({ length: 30 }, () => -1);
  const extra: number[] = [];
  const units: Unit[] = s0.units.map((u, i) => {
    const spot = spots[i];
    if (spot === 'extra') {
      extra.push(i);
      return { ...u, z: 'extra', cell: -1 };
    }
    grid[spot] = i;
    return { ...u, z: 'field', cell: spot };
  });
  return {
    ...s0,
    rng: seedRng(seed),
    units,
    grid,
    extra,
    decks: [[], []],
    deals: [[], []],
    first: 0,
    stage: 'main',
    current: 0,
    turn: 1,
    active: 0,
    gold: [0, 0],
    silver: [0, 1],
  };
}

export function patchUnit(s: BerserkState, i: number, change: Partial<Unit>): BerserkState {
  const units = s.units.slice();
  units[i] = { ...units[i], ...change };
  return { ...s, units };
}

/** Applies an action that must be accepted; returns the state and its events. */
export function act(
  s: BerserkState,
  action: BerserkAction,
  seat?: string,
): { s: BerserkState; events: BerserkEvent[] } {
  const who = seat ?? m.pending(s)!.seats[0];
  const r = m.apply(s, action, who);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.rejection.code}`);
  return { s: r.state, events: [...r.events] };
}

export function refused(s: BerserkState, action: BerserkAction, seat = 'p1'): boolean {
  return !m.apply(s, action, seat).ok;
}

export const legal = (s: BerserkState, seat = 'p1') => m.legalActions(s, seat);

/** Plays a strike, passing every window, for each of `seeds` until `pred` holds on the events. */
export function findSeed(
  build: (seed: string) => BerserkState,
  action: BerserkAction,
  pred: (events: BerserkEvent[], s: BerserkState) => boolean,
): { s: BerserkState; events: BerserkEvent[] } {
  for (let k = 0; k < 400; k++) {
    let { s, events } = act(build(`seed-${k}`), action);
    while (s.fight) {
      const next = act(s, { type: 'pass' });
      s = next.s;
      events = events.concat(next.events);
    }
    if (pred(events, s)) return { s, events };
  }
  throw new Error('no seed gives the wanted rolls');
}

export function rolls(events: BerserkEvent[]): Extract<BerserkEvent, { type: 'rolls' }> {
  const e = events.find((x) => x.type === 'rolls');
  if (!e || e.type !== 'rolls') throw new Error('no roll');
  return e;
}

export function wounds(events: BerserkEvent[], cardKey: string): number {
  return events.reduce((n, e) => n + (e.type === 'wounds' && e.card === cardKey ? e.amount : 0), 0);
}

/** One more ability on every card: triggers that wait for a choice, chips, cards coming back into play. */
const SPRINKLE = [
  { name: 'giftOfLife', params: { x: 2 } },
  { name: 'dexterity', params: {} },
  { name: 'thirst', params: { x: 1 } },
  { name: 'rage', params: { x: 2 } },
  { name: 'meditation', params: {} },
  { name: 'concentration', params: {} },
  { name: 'soulCatcher', params: { x: 2 } },
  { name: 'shieldOfArchaal', params: { x: 1 } },
  { name: 'precision', params: {} },
  { name: 'resurrection', params: {} },
  { name: 'summon', params: {} },
  { name: 'incarnation', params: { x: 2 } },
  { name: 'redistribution', params: { x: 1 } },
];

function sprinkled(s: typeof WARDENS, k: number) {
  return {
    cards: s.cards.map(({ names, ...c }, i) => ({
      ...c,
      name: names.en,
      abilities: [...(c.abilities ?? []), SPRINKLE[(i + k) % SPRINKLE.length]],
    })),
  };
}

/** Options of game `g` with the starter squads, every card given one ability of SPRINKLE. */
export function sprinkledOptions(g: number) {
  return { squads: [sprinkled(WARDENS, g), sprinkled(MIRE, g + 5)], dealSize: 15 };
}
