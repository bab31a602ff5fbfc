// Three and four players list a role's actions by asking the two-player code for the role's attacks and card
// plays only (role-scope.ts) instead of filtering the side's whole list: the lists must be the same, in the same
// order, as the side's list filtered by `allowed` (the check it replaced).

import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { allowed, multiLegal, seatFor, sideOfSeat } from '../../../../../core/games/war-of-the-ring/engine/multi';
import { roleScope } from '../../../../../core/games/war-of-the-ring/engine/role-scope';
import { legalActions } from '../../../../../core/games/war-of-the-ring/engine/rules';
import type { RoleSeat, WotrAction, WotrState } from '../../../../../core/games/war-of-the-ring/engine/types';
import { E } from './helpers';

/** What the scope narrows: the attack and card-play acts. */
function scoped(a: WotrAction): boolean {
  return a.type === 'use' && (a.act === 'attack' || a.act === 'play');
}

/** Plays a random game, comparing every seat's list with the side's list filtered by `allowed`. */
function compareGame(players: 3 | 4, seed: string): { states: number; narrowed: number } {
  const chooser = new Rng(seedRng(seed));
  let s: WotrState = E.setup(E.optionsSchema.parse({ players }), seed);
  const seats = E.seatsFor(E.optionsSchema.parse({ players })) as RoleSeat[];
  let states = 0;
  let narrowed = 0;
  for (let i = 0; i < 50_000; i++) {
    const d = E.pending(s);
    if (!d) break;
    const p1 = s.asks.length ? null : s.multi!.p1;
    if (!p1 || (p1.step === 'draw' && p1.left.length === 0))
      for (const seat of seats) {
        const side = sideOfSeat(seat);
        if (seatFor(s, side) !== seat) continue;
        const sideList = legalActions(s, side);
        const expected = sideList.filter((a) => allowed(s, seat, a));
        expect(multiLegal(s, seat)).toEqual(expected);
        expect(roleScope).toBeNull();
        states++;
        if (sideList.some((a) => scoped(a) && !allowed(s, seat, a))) narrowed++;
      }
    const seat = chooser.pick(d.seats);
    const r = E.apply(s, chooser.pick(E.legalActions(s, seat)), seat);
    if (!r.ok) throw new Error(r.rejection.code);
    s = r.state;
  }
  return { states, narrowed };
}

describe("a role's legal actions listed within its scope (role-scope.ts)", () => {
  it('four players: the same list, in the same order, as the side list filtered by `allowed`', () => {
    const r = compareGame(4, 'wotr-multi-scope-4');
    expect(r.states).toBeGreaterThan(500);
    expect(r.narrowed).toBeGreaterThan(100); // the teammate's attacks and cards were left out
  });

  it('three players (§10.7 blocks the Free Peoples player): the same list, in the same order', () => {
    const r = compareGame(3, 'wotr-multi-scope-3');
    expect(r.states).toBeGreaterThan(500);
    expect(r.narrowed).toBeGreaterThan(50);
  });

  it('two players: the scope is never set, the lists are those of each side', () => {
    const s = E.setup(E.optionsSchema.parse({}), 'wotr-multi-scope-2');
    expect(roleScope).toBeNull();
    expect(E.legalActions(s, 'fp')).toEqual(legalActions(s, 'fp'));
  });
});
