import { describe, expect, it } from 'vitest';
import { digest, fuzzGame, newGame, openMode, replay } from '../../../../../core/kernel';
import { fnv1a64 } from '../../../../../core/kernel/hash';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { randomV1McOptions } from './random-options';

// Records written before the campaign options (engine module 1, content 1) must set up and replay
// byte for byte. The expectations were taken from the engine BEFORE the campaign options were added
// (commit "MC engine: v1 setup/replay snapshot"); a change here breaks every saved game.

const SETUPS: ReadonlyArray<readonly [unknown, string, string]> = [
  [{}, 'a', '9bd796afafb10685'],
  [{}, 'b', '093e4e0ef036bf69'],
  [{ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }], expert: true, firstPlayer: 1 }, 'c', '62d8432f5465af9d'],
  [
    { heroes: [{ identity: 'tdc-h' }, { identity: 'qlf-h' }, { identity: 'bwk-h' }], skirmish: 2, heroic: 2 },
    'd',
    'b54a59bdf09cdabf',
  ],
  [
    {
      heroes: [{ identity: 'qlf-h' }, { identity: 'tdc-h' }, { identity: 'stw-h' }, { identity: 'bwk-h' }],
      firstPlayer: 3,
      table: true,
    },
    'e',
    '66df1aa5582a5520',
  ],
  [
    {
      heroes: [{ identity: 'bwk-h', deck: { 'bas-01': 10, 'bwk-3': 3, 'tdc-5': 1, 'pro-03': 2 } }],
      encounter: { 'std-04': 2 },
      modular: [],
    },
    'f',
    '61c7540760bcbbb7',
  ],
];

/** Hash of each played game's options, setup digest and actions with the digest after every action. */
const GAMES = [
  '646307a43c56a157',
  '9ddfe3f5a756b973',
  'a2dd90af3b2daa23',
  '9b89603f425b405d',
  '4f95a54c1c6bad07',
  'bfb62dfd7ea53046',
  '8a04639672442612',
  '8903b252467c4c25',
];

describe('records of engine v1 (before the campaign options)', () => {
  it('an options object without campaign fields sets up byte-identically to v1', () => {
    const got = SETUPS.map(([o, seed]) =>
      fnv1a64(JSON.stringify(mcEngine.setup(mcEngine.optionsSchema.parse(o), seed))),
    );
    expect(got).toEqual(SETUPS.map(([, , hash]) => hash));
  });

  it('random v1 games play to the same actions and the same state digest after every action', () => {
    const config = {
      games: GAMES.length,
      seed: 'mc-v1-compat',
      maxActions: 3000,
      options: randomV1McOptions,
      leakRate: 0,
      probeRate: 0,
      manualRate: 0,
    };
    const got = GAMES.map((_, g) => {
      const r = fuzzGame(mcEngine, config, g);
      expect(r.failures).toEqual([]);
      const rec = r.record!;
      return fnv1a64(JSON.stringify({ options: rec.options, setupDigest: rec.setupDigest, actions: rec.actions }));
    });
    expect(got).toEqual(GAMES);
  });

  it('a record written with versions module 1 / rules 1 / content 1 opens for play and replays', () => {
    const started = newGame(mcEngine, {
      options: { heroes: [{ identity: 'stw-h' }, { identity: 'tdc-h' }] },
      seed: 'old',
      players: [{ id: 'me', seats: ['P1', 'P2'] }],
    });
    if (!started.ok) throw new Error('setup failed');
    const v1 = { ...started.record, versions: { module: 1, rules: 1, content: 1 } };
    expect(openMode(mcEngine, v1)).toEqual({ mode: 'play' });
    const r = replay(mcEngine, v1);
    expect(r.ok).toBe(true);
    if (r.ok) expect(digest(r.snapshot.state)).toBe(v1.setupDigest);
  });
});
