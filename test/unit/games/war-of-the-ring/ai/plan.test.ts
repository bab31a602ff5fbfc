// The War of the Ring computer player's Ring-bearer plan (core/games/war-of-the-ring/ai): resting to
// heal before Mordor (§5.8), the Mordor Track's fatal-tile risk (§5.16, §5.14), the event cards that
// help the Ring (§4.6, §5.10).

import { describe, expect, it } from 'vitest';
import type { WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { healSite, mordorRisk, ringCard, wotrPolicy } from '../../../../../core/games/war-of-the-ring/ai';
import { D } from '../../../../../core/games/war-of-the-ring/engine/content';
import { decide } from '../../../../../core/kernel';
import { E, inHand, newGame, patch, play, toActions, withDice } from '../engine/helpers';

const normal = wotrPolicy({ difficulty: 'normal' });
const fpDecides = (s: WotrState, index = 0) => decide(E, normal, s, 'fp', { seed: 'plan', index }).action;

/** The companions out of the Fellowship (dead), Gollum guiding. */
function alone(s: WotrState): WotrState {
  const chars = { ...s.chars };
  for (const id in chars) if (chars[id] === 'fellowship' && D.chars[id]?.companion) chars[id] = 'dead';
  return patch(s, { chars, fellowship: { ...s.fellowship, guide: 'gollum' } });
}

/** Phase 5 with the Ring-bearers on Mordor step `step`, hidden, with `corruption`. */
function onMordor(step: number, corruption: number, mordorActed: boolean): WotrState {
  let s = toActions(newGame('plan-mordor'));
  s = alone(s);
  return patch(s, {
    fellowship: { ...s.fellowship, at: null, trueAt: null, path: [], mordor: step, corruption, mordorActed },
  });
}

describe('§5.16 the Mordor Track: the next tile by the chance that it ends the game', () => {
  it('an Eye counts the dice in the Hunt Box; Gollum takes one point off (§5.14)', () => {
    const s = patch(onMordor(3, 10, false), { hunt: { ...onMordor(3, 10, false).hunt, pool: ['eye-1'] } });
    expect(mordorRisk(s, 10, 3, 0)).toEqual({ expected: 3, fatal: 1 }); // 10 + 3 − 1 = 12
    expect(mordorRisk(s, 10, 2, 0)).toEqual({ expected: 2, fatal: 0 }); // 10 + 2 − 1 = 11
    expect(mordorRisk(s, 10, 2, 1).fatal).toBe(1); // the FP die of a first move counts for the next
  });

  it('a die tile counts each face; a Companion in the Fellowship takes up to his Level', () => {
    let s = onMordor(2, 8, false);
    s = patch(s, { hunt: { ...s.hunt, pool: ['shadow.die-stop', 'std-11'] } });
    // 8 + d − 1 ≥ 12 for d = 5, 6: two faces of six, half the pool
    expect(mordorRisk(s, 8, 1, 0).fatal).toBeCloseTo(1 / 6);
    const strider = patch(s, { chars: { ...s.chars, strider: 'fellowship' } });
    expect(mordorRisk(strider, 8, 1, 0).fatal).toBe(0); // 8 + 6 − 3 = 11
  });

  it('no second step in a turn with a fatal tile in the pool; a safe first step is taken', () => {
    let s = onMordor(3, 10, true);
    s = withDice(
      patch(s, { hunt: { ...s.hunt, pool: ['eye-1', 'std-11', 'std-12'] }, huntBox: { shadow: 2, fp: 1 } }),
      ['character', 'muster'],
      [],
    );
    expect(E.legalActions(s, 'fp')).toContainEqual({ type: 'use', face: 'character', act: 'mordor' });
    expect(fpDecides(s)).not.toMatchObject({ act: 'mordor' });
    let safe = onMordor(3, 2, false);
    safe = withDice(
      patch(safe, { hunt: { ...safe.hunt, pool: ['eye-1', 'std-11', 'std-12'] }, huntBox: { shadow: 1, fp: 0 } }),
      ['character', 'muster'],
      [],
    );
    expect(fpDecides(safe)).toEqual({ type: 'use', face: 'character', act: 'mordor' });
  });
});

describe('§5.8 healing: the Ring-bearers rest in a City or Stronghold next to Mordor first', () => {
  it('healSite: Minas Tirith or Pelargir while FP-held, only with Corruption, never on the Mordor Track', () => {
    const s = newGame('plan-heal');
    const hurt = patch(s, { fellowship: { ...s.fellowship, corruption: 2 } });
    expect(healSite(s)).toBeNull();
    expect(healSite(hurt)).toBe('minas-tirith');
    expect(healSite(patch(hurt, { control: { ...hurt.control, 'minas-tirith': 'shadow' } }))).toBe('pelargir');
    expect(healSite(patch(hurt, { fellowship: { ...hurt.fellowship, at: null, trueAt: null, mordor: 0 } }))).toBeNull();
  });

  it('declared in Minas Tirith with Corruption it heals, and stays there in Phase 5', () => {
    let s = newGame('plan-rest');
    s = patch(s, {
      fellowship: {
        ...s.fellowship,
        at: 'osgiliath',
        trueAt: 'minas-tirith',
        path: ['minas-tirith'],
        progress: 1,
        corruption: 3,
      },
    });
    expect(s.phase).toBe('fellowship');
    expect(fpDecides(s)).toEqual({ type: 'declare' });
    const declared = play(s, { type: 'declare' }).s;
    expect(declared.fellowship.corruption).toBe(2);
    let rest = toActions(patch(declared, { asks: [] }));
    rest = withDice(rest, ['character', 'muster', 'army', 'event'], []);
    for (let i = 0; i < 3; i++) expect(fpDecides(rest, i)).not.toMatchObject({ act: 'moveFellowship' });
  });
});

describe('§4.6 / §5.10 event cards for the Ring, read from the card data', () => {
  it('blue tiles, healing and Hunt table cards are known; others are not', () => {
    expect(ringCard('fp.phial-of-galadriel')?.tile).toBe(-2);
    expect(ringCard('fp.smeagol-helps-nice-master')?.tile).toBe(-1);
    expect(ringCard('fp.elven-cloaks')?.tile).toBe(0);
    expect(ringCard('fp.bilbos-song')?.heal).toBe(2);
    expect(ringCard('fp.i-will-go-alone')).toMatchObject({ heal: 1, separates: true });
    expect(ringCard('fp.mithril-coat-and-sting')?.huntTable).toBe(true);
    expect(ringCard('fp.the-grey-company')).toBeUndefined();
  });

  it('a blue tile card is played at once with an Event die; a healing card waits for Corruption', () => {
    let s = withDice(toActions(newGame('plan-cards')), ['event'], []);
    s = inHand(s, 'fp.phial-of-galadriel', 'fp.bilbos-song');
    expect(fpDecides(s)).toEqual({ type: 'use', face: 'event', act: 'play', arg: 'fp.phial-of-galadriel' });
    const noTile = patch(s, { hands: { ...s.hands, fp: s.hands.fp.filter((c) => c !== 'fp.phial-of-galadriel') } });
    expect(E.legalActions(noTile, 'fp')).toContainEqual({
      type: 'use',
      face: 'event',
      act: 'play',
      arg: 'fp.bilbos-song',
    });
    expect(fpDecides(noTile)).not.toMatchObject({ arg: 'fp.bilbos-song' });
  });
});
