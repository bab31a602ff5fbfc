// The state's records keep few hidden classes (engine README "Speed (session 15, warm-up)"): the keyed
// records are built only by `dictOf`, the state and player records by one literal each, with the same JSON.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { draftOf } from '../../../../../core/games/marvel-champions/engine/clone';
import { dictOf } from '../../../../../core/games/marvel-champions/engine/shapes';
import type { McState } from '../../../../../core/games/marvel-champions/engine/types';

const KEYED = ['zones', 'cards', 'players'] as const;

/** The keyed records of `s` that were not built by `dictOf` (a spread or a literal has Object's prototype). */
function notDicts(s: McState): string[] {
  return KEYED.filter((k) => Object.getPrototypeOf(s[k]) !== null);
}

function randomStates(games: number, seed: string): McState[] {
  const out: McState[] = [];
  for (let g = 0; g < games; g++) {
    const chooser = new Rng(seedRng(`${seed}/${g}`));
    let s: McState = mcEngine.setup(mcEngine.optionsSchema.parse({}), `${seed}/${g}`);
    for (let i = 0; i < 400; i++) {
      out.push(s);
      const d = mcEngine.pending(s);
      if (!d) break;
      const seat = chooser.pick(d.seats);
      const r = mcEngine.apply(s, chooser.pick(mcEngine.legalActions(s, seat)), seat);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
  }
  return out;
}

describe('state records built by one constructor each (speed: few hidden classes)', () => {
  it('zones, cards and players are dictOf records in every state of random games', () => {
    const states = randomStates(10, 'shapes');
    expect(states.length).toBeGreaterThan(300);
    for (const s of states) expect(notDicts(s)).toEqual([]);
  });

  it('the check fails on a keyed record built another way', () => {
    const s = mcEngine.setup(mcEngine.optionsSchema.parse({}), 'shapes-spread');
    expect(notDicts({ ...s, cards: { ...s.cards } })).toEqual(['cards']);
    expect(notDicts({ ...s, zones: dictOf(s.zones) })).toEqual([]);
  });

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
