// The legal-action lists' speed devices (README "Speed", session 14 second wave) must give the same lists in
// the same order: reach.ts's destination lists against the plain breadth-first search it replaced, and the Phase 5 act
// order against the order of the acts' JSON keys it replaced.

import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { controller, isStrongholdOf } from '../../../../../core/games/war-of-the-ring/engine/board';
import { D } from '../../../../../core/games/war-of-the-ring/engine/content';
import { anyReach, characterReach, flyingMoves } from '../../../../../core/games/war-of-the-ring/engine/reach';
import { actKey, byNameThenArg } from '../../../../../core/games/war-of-the-ring/engine/rules';
import type { DieAct, Side, WotrState } from '../../../../../core/games/war-of-the-ring/engine/types';
import type { WotrStatic } from '../../../../../core/games/war-of-the-ring/engine/static';
import { newGame, patch, randomStates } from './helpers';

/**
 * The plain breadth-first search reach.ts replaced (the reference it is checked against): regions a character can reach from `from` moving up to `steps` (§7.4): over passable borders, and
 * it must stop on entering a region with a Shadow-controlled Stronghold (Companions) or may not
 * enter a region with an FP-controlled Stronghold (Minions, §7.4). `from` itself is not included.
 */
function boardReach(D: WotrStatic, s: WotrState, from: string, steps: number, side: Side): string[] {
  const seen = new Map<string, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i];
    const d = seen.get(r)!;
    if (d >= steps) continue;
    if (r !== from && side === 'fp' && isStrongholdOf(D, s, r, 'shadow')) continue;
    for (const n of D.regions[r].adj) {
      if (seen.has(n)) continue;
      if (side === 'shadow' && isStrongholdOf(D, s, n, 'fp')) continue;
      seen.set(n, d + 1);
      queue.push(n);
    }
  }
  seen.delete(from);
  return [...seen.keys()].sort();
}

/** States of a random game, every `every` actions (control and armies change as it goes). */
function states(seed: string, every: number): WotrState[] {
  return [...randomStates(seed, 2, 3000)].filter((_, i) => i === 0 || (i - 1) % every === 0);
}

describe('legal-action list devices change nothing (README "Speed")', () => {
  it('§7.4 character reach: the same regions in the same order as the breadth-first search, from every region', () => {
    const all = states('wotr-speed-lists', 150);
    // a captured Stronghold of each side (an FP character stops in a Shadow-held one, a Shadow one never enters
    // an FP-held one)
    const captured = patch(all[0], { control: { ...all[0].control, 'helms-deep': 'shadow', 'dol-guldur': 'fp' } });
    expect(controller(D, captured, 'helms-deep')).toBe('shadow');
    expect(controller(D, captured, 'dol-guldur')).toBe('fp');
    for (const s of [captured, ...all])
      for (const from of D.regionIds)
        for (const side of ['fp', 'shadow'] as Side[])
          for (const steps of [1, 2, 3, 4]) {
            const want = boardReach(D, s, from, steps, side);
            expect(characterReach(s, from, steps, side), `${from} ${side} ${steps}`).toEqual(want);
            expect(anyReach(s, from, steps, side)).toBe(want.length > 0);
          }
  });

  it('§7.4 a flying Nazgûl: every region but its own and the FP-held Strongholds, in region order', () => {
    const s = newGame('wotr-speed-fly');
    const captured = patch(s, { control: { ...s.control, 'minas-tirith': 'shadow', 'dol-guldur': 'fp' } });
    for (const st of [s, captured])
      for (const from of ['mordor', 'dol-guldur', 'minas-tirith']) {
        const want = D.regionIds.filter(
          (r) => r !== from && !(D.regions[r].settlement === 'stronghold' && controller(D, st, r) === 'fp'),
        );
        expect(flyingMoves(st, from)).toEqual(want.map((to) => ({ type: 'moveTo', to })));
      }
    expect(flyingMoves(captured, 'mordor').map((a) => (a as { to: string }).to)).toContain('minas-tirith');
    expect(flyingMoves(captured, 'mordor').map((a) => (a as { to: string }).to)).not.toContain('dol-guldur');
  });

  it('Phase 5 acts sort as their JSON keys: names that prefix others, with and without an argument', () => {
    const acts: DieAct[] = ['move' as DieAct, 'moveArmies', 'moveCompanions', 'play', 'politics', 'attack', 'hide'];
    const args = [
      undefined,
      'a',
      'a-b',
      'ab',
      'a.b',
      'gondor',
      'fp.the-red-arrow',
      'osgiliath>minas-tirith',
      'osgiliath',
    ];
    const choices = acts.flatMap((act) => args.map((arg) => (arg === undefined ? { act } : { act, arg })));
    const rng = new Rng(seedRng('wotr-speed-order'));
    for (let i = 0; i < 50; i++) {
      const shuffled = choices.filter(() => rng.int(0, 1) === 0);
      const byKey = [...shuffled].sort((a, b) => (actKey(a) < actKey(b) ? -1 : actKey(a) > actKey(b) ? 1 : 0));
      expect([...shuffled].sort(byNameThenArg).map(actKey)).toEqual(byKey.map(actKey));
    }
  });
});
