// The state's records keep few hidden classes (engine README "Speed (session 15, warm-up)"): the keyed
// records are copied by `dictOf`, the state and player records by one literal each, with the same JSON.
import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { draftOf } from '../../../../../core/games/marvel-champions/engine/clone';
import { dictOf } from '../../../../../core/games/marvel-champions/engine/shapes';
import type { McState } from '../../../../../core/games/marvel-champions/engine/types';

describe('state records copied by one constructor each (speed: few hidden classes)', () => {
  it('dictOf and draftOf keep the keys, their order and the JSON text', () => {
    const s = mcEngine.setup(mcEngine.optionsSchema.parse({}), 'shapes-json');
    const zones = dictOf(s.zones);
    expect(Object.keys(zones)).toEqual(Object.keys(s.zones));
    expect(JSON.stringify(zones)).toBe(JSON.stringify({ ...s.zones }));
    // optional keys after the base ones keep their order; a record in another order is copied as it is
    const extra = { ...s, discount: { p1: 1 }, maxed: { 'game:x': 1 } } as McState;
    expect(JSON.stringify(draftOf(extra))).toBe(JSON.stringify(extra));
    const { rng, ...rest } = s;
    const reordered = { ...rest, rng } as McState;
    expect(JSON.stringify(draftOf(reordered))).toBe(JSON.stringify(reordered));
    const seat = Object.keys(s.players)[0];
    const player = { ...s.players, [seat]: { hpMod: 2, ...s.players[seat], mulliganed: true } };
    const withPlayer = { ...s, players: player } as McState;
    expect(JSON.stringify(draftOf(withPlayer))).toBe(JSON.stringify(withPlayer));
  });
});
