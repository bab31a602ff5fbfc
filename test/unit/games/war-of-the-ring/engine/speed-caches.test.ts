// The engine's speed devices (README "Speed") must not change a single legal action or state: the draft's
// fixed-shape copy keeps every field, and the per-state memos (card preconditions §4.6, a role's recruit /
// army-move permission §10.4) hold for one state object only, never for the next one nor for the draft.

import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../../../core/kernel';
import { armyUnits } from '../../../../../core/games/war-of-the-ring/engine/board';
import { D } from '../../../../../core/games/war-of-the-ring/engine/content';
import { armyUnitsOf, indexOf } from '../../../../../core/games/war-of-the-ring/engine/index-cache';
import {
  addUnits,
  armyMoves,
  draftOf,
  finishDraft,
  workingState,
} from '../../../../../core/games/war-of-the-ring/engine/rules';
import type { WotrAction, WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import type { Side } from '../../../../../core/games/war-of-the-ring/engine/types';
import { E, inHand, newGame, patch, randomStates, toActions, withDice } from './helpers';

/** A draft of `s`, made a state at once (nothing is changed on it). */
function copied(s: WotrState): WotrState {
  return finishDraft(draftOf(s), s);
}

const playOf = (id: string, face = 'event'): WotrAction => ({ type: 'use', face, act: 'play', arg: id }) as WotrAction;

function fpReady(id: string): WotrState {
  return inHand(patch(withDice(toActions(newGame('wotr-speed')), ['event'], ['character']), { active: 'fp' }), id);
}

describe('speed devices change nothing (README "Speed")', () => {
  it('the draft keeps every field of a state: battle, sieges, table cards and the players of §10 included', () => {
    const four = E.setup(E.optionsSchema.parse({ players: 4 }), 'wotr-speed-4');
    const full = patch(four, {
      battle: null,
      sieges: { 'minas-tirith': 'fp' },
      table: { fp: ['fp.the-red-arrow'], shadow: [] },
    });
    expect(full.multi).toBeDefined();
    const d = copied(full);
    expect(Object.keys(d).sort()).toEqual(Object.keys(full).sort());
    expect(canonicalJson(d)).toBe(canonicalJson(full));
  });

  it('a draft made a state keeps the key order of the JSON text: the fields the state had, then those added', () => {
    const four = E.setup(E.optionsSchema.parse({ players: 4 }), 'wotr-speed-4');
    expect(Object.keys(four).slice(-2)).toEqual(['table', 'multi']);
    const d = draftOf(four);
    (d as unknown as { battle: null }).battle = null; // a battle's first start adds the field
    const s = finishDraft(d, four);
    expect(Object.keys(s).slice(-3)).toEqual(['table', 'multi', 'battle']);
    expect(Object.values(s)).not.toContain(undefined);
    expect(Object.keys(finishDraft(draftOf(s), s)).slice(-3)).toEqual(['table', 'battle', 'multi']);
  });

  it('the working copy of a state: its fields in one shape, made again for a state asked after another', () => {
    const states = [...randomStates('wotr-speed-working', 2, 400)];
    const [a, b] = [states[0], states[states.length - 1]];
    expect(b.battle).toBeDefined(); // a state with an optional field more than the setup's
    const wa = workingState(a);
    const wb = workingState(b);
    expect(canonicalJson(wa)).toBe(canonicalJson(a));
    expect(canonicalJson(wb)).toBe(canonicalJson(b));
    expect(Object.keys(wa)).toEqual(Object.keys(wb));
    expect(workingState(a)).not.toBe(wa); // asked again after b: a new copy, the same fields
    expect(canonicalJson(workingState(a))).toBe(canonicalJson(a));
    const seat = E.pending(b)!.seats[0];
    const listed = E.legalActions(b, seat);
    E.legalActions(a, E.pending(a)!.seats[0]);
    expect(E.legalActions(b, seat)).toEqual(listed);
  });

  it('a state saved before the optional fields existed gets none of them in its draft (JSON has no undefined)', () => {
    const { table: _table, ...old } = newGame('wotr-speed-old');
    const d = copied(old as WotrState);
    for (const k of ['table', 'battle', 'sieges', 'multi']) expect(k in d, k).toBe(false);
    expect(canonicalJson(d)).toBe(canonicalJson(old));
  });

  it('§4.6 a card precondition is answered per state: playable, then not in the next state, then again', () => {
    // The Red Arrow needs Gondor active
    const a = atGondor(fpReady('fp.the-red-arrow'), true);
    const b = atGondor(a, false);
    expect(E.legalActions(a, 'fp')).toContainEqual(playOf('fp.the-red-arrow'));
    expect(E.legalActions(b, 'fp')).not.toContainEqual(playOf('fp.the-red-arrow'));
    expect(E.legalActions(a, 'fp')).toContainEqual(playOf('fp.the-red-arrow'));
  });

  it('§4.6 an "exists" precondition over armies sees a Companion join and leave an army (Through a Day and a Night)', () => {
    const id = 'fp.through-a-day-and-a-night'; // an FP army with a Companion somewhere
    const s = fpReady(id);
    const withArmy = patch(s, { chars: { ...s.chars, legolas: 'woodland-realm' } });
    const alone = patch(s, { chars: { ...s.chars, legolas: 'fangorn' } });
    expect(E.legalActions(withArmy, 'fp')).toContainEqual(playOf(id));
    expect(E.legalActions(alone, 'fp')).not.toContainEqual(playOf(id));
    expect(E.legalActions(s, 'fp')).not.toContainEqual(playOf(id)); // every Companion in the Fellowship
    expect(E.legalActions(withArmy, 'fp')).toContainEqual(playOf(id));
  });

  it('§7.3 on the draft, army counts and army moves read from the base index equal those of the state it becomes', () => {
    // the draft's queries read the index of the state it was made from, the regions addUnits changed counted again
    const sides: Side[] = ['fp', 'shadow'];
    let checked = 0;
    let i = 0;
    for (const s of randomStates('wotr-speed-draft', 2, 2500)) {
      if (i++ % 25 !== 0) continue;
      const w = workingState(s);
      for (const side of sides) {
        const from = D.regionIds.find((r) => armyUnitsOf(w.units[r], side) > 0);
        if (!from) continue;
        const key = Object.keys(w.units[from]).find((k) => armyUnitsOf({ [k]: 1 }, side) === 1)!;
        const to = D.regions[from].adj[0];
        const m = draftOf(w);
        // the base index at hand, or (the first side of every other state) not: each region counted from its record
        if (side === 'shadow' || i % 2 === 0) indexOf(w);
        addUnits(m, from, key, -1);
        addUnits(m, to, key, 1);
        const counts = D.regionIds.map((r) => armyUnits(D, m, r, side));
        const moves = armyMoves(m, side, 'army', []);
        const movesTouched = armyMoves(m, side, 'army', [to]);
        const next = workingState(finishDraft(m, w));
        expect(counts).toEqual(D.regionIds.map((r) => armyUnitsOf(next.units[r], side)));
        expect(moves).toEqual(armyMoves(next, side, 'army', []));
        expect(movesTouched).toEqual(armyMoves(next, side, 'army', [to]));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('§10.4 a role may recruit only for its own nations, answered per state and seat', () => {
    let s = E.setup(E.optionsSchema.parse({ players: 4 }), 'wotr-speed-4');
    // play on to Phase 5, then give the Shadow a Muster result
    for (let i = 0; i < 400 && !(s.phase === 'actions' && s.asks.length === 0); i++) {
      const d = E.pending(s)!;
      const seat = d.seats[0];
      const legal = E.legalActions(s, seat);
      const pick =
        legal.find((a) => a.type === 'endFellowshipPhase') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
      const r = E.apply(s, pick, seat);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    expect(s.phase).toBe('actions');
    s = patch(withDice(s, ['character'], ['muster']), { active: 'shadow' });
    const war = { step: 0, active: true };
    const politics = { ...s.politics, sauron: war, isengard: war, southrons: war };
    const bothAtWar = patch(s, { politics });
    const notAtWar = { step: 3, active: true };
    const onlySauron = patch(bothAtWar, { politics: { ...politics, isengard: notAtWar, southrons: notAtWar } });
    const recruits = (st: WotrState, seat: string) =>
      E.legalActions(st, seat).filter((a) => a.type === 'use' && a.act === 'recruit').length;
    const sarumanSeat = 'sh-saruman';
    // Isengard and the Southrons are the Saruman player's (§10.1): he recruits while they are At War, not when not
    const asSaruman = (st: WotrState) =>
      patch(st, { multi: { ...st.multi!, next: { ...st.multi!.next, shadow: sarumanSeat } } });
    expect(recruits(asSaruman(bothAtWar), sarumanSeat)).toBeGreaterThan(0);
    expect(recruits(asSaruman(onlySauron), sarumanSeat)).toBe(0);
    expect(recruits(asSaruman(bothAtWar), sarumanSeat)).toBeGreaterThan(0);
  });
});

function atGondor(s: WotrState, active: boolean): WotrState {
  return patch(s, { politics: { ...s.politics, gondor: { step: s.politics.gondor.step, active } } });
}
