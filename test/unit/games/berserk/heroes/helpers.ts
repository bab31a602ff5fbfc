// Test helpers: a Heroes game already in seat p1's Main Phase with given cards in given zones.
import { expect } from 'vitest';
import {
  berserkHeroesModule as m,
  type HeroesAction,
  type HeroesCardInput,
  type HeroesEvent,
  type HeroesState,
  type HUnit,
  type HZone,
} from '../../../../../core/games/berserk/heroes';

/** A creature (strike 2, life 3, cost 1) unless told otherwise. */
export function hcard(id: string, over: Partial<HeroesCardInput> = {}): HeroesCardInput {
  return { id, name: id, kind: 'creature', elements: ['forests'], cost: 1, strike: 2, life: 3, abilities: [], ...over };
}

export function hero(id: string, over: Partial<HeroesCardInput> = {}): HeroesCardInput {
  return { id, name: id, kind: 'hero', elements: ['forests'], cost: 0, life: 20, abilities: [], ...over };
}

const A = (name: string, params: Record<string, number | boolean> = {}) => ({ name, params });
export { A };

export interface Side {
  readonly hero?: HeroesCardInput;
  readonly cards?: readonly [HeroesCardInput, HZone, Partial<HUnit>?][];
}

/**
 * p1's Main Phase of turn `turn` (default 3, p1 went first): heroes are instances 0 (p1) and 1 (p2),
 * then p1's cards, then p2's, in the order given; decks keep the given order (first = top).
 */
export function table(p1: Side, p2: Side, o: { turn?: number; coins?: [number, number] } = {}): HeroesState {
  const filler = hcard('filler', { kind: 'spell', abilities: [A('draw', { x: 1 })] });
  const list = (s: Side) => (s.cards?.length ? s.cards.map(([c]) => ({ ...c, count: 1 })) : [filler]);
  const options = m.optionsSchema.parse({
    decks: [
      { hero: p1.hero ?? hero('h1'), cards: list(p1) },
      { hero: p2.hero ?? hero('h2'), cards: list(p2) },
    ],
  });
  const s0 = m.setup(options, 'table');
  const fresh: HUnit = { ...s0.units[0], z: 'deck' };
  const units: HUnit[] = s0.units.map((u, i) => (i < 2 ? u : fresh));
  const zones = {
    decks: [[], []] as number[][],
    hands: [[], []] as number[][],
    graves: [[], []] as number[][],
    play: [[], []] as number[][],
  };
  let id = 2;
  ([p1, p2] as const).forEach((side, p) => {
    if (!side.cards?.length) {
      zones.decks[p].push(id++);
      return;
    }
    for (const [, z, extra] of side.cards) {
      const key = z === 'deck' ? 'decks' : z === 'hand' ? 'hands' : z === 'grave' ? 'graves' : 'play';
      zones[key][p].push(id);
      units[id] = { ...fresh, z, ...(extra ?? {}) };
      id++;
    }
  });
  const coins = o.coins ?? [5, 5];
  return {
    ...s0,
    units,
    decks: [zones.decks[0], zones.decks[1]],
    hands: [zones.hands[0], zones.hands[1]],
    graves: [zones.graves[0], zones.graves[1]],
    play: [zones.play[0], zones.play[1]],
    coins,
    closedCoins: [0, 0],
    first: 0,
    stage: 'main',
    turn: o.turn ?? 3,
    active: 0,
  };
}

export function act(s: HeroesState, action: HeroesAction, seat = 'p1'): { state: HeroesState; events: HeroesEvent[] } {
  const r = m.apply(s, action, seat);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.rejection.code}`);
  const inv = m.invariants!(r.state);
  expect(inv).toEqual([]);
  return { state: r.state, events: [...r.events] };
}

export function refused(s: HeroesState, action: HeroesAction, seat = 'p1'): boolean {
  return !m.apply(s, action, seat).ok;
}

export function legal(s: HeroesState, seat = 'p1'): HeroesAction[] {
  return [...m.legalActions(s, seat)];
}

export const wounds = (s: HeroesState, i: number) => s.units[i].wounds;

/** Ends p1's turn and p2's (p2 doing nothing), back to p1's Main Phase. */
export function roundTrip(s: HeroesState): HeroesState {
  let t = act(s, { type: 'endTurn' }).state;
  while (t.stage !== 'main' || t.active !== 1)
    t = act(t, m.legalActions(t, m.pending(t)!.seats[0])[0], m.pending(t)!.seats[0]).state;
  return act(t, { type: 'endTurn' }, 'p2').state;
}
