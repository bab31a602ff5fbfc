import { describe, expect, it } from 'vitest';
import { fuzz, fuzzGame, type FuzzConfig } from '../../../core/kernel';
import { fixtureGame, randomFixtureOptions, type FixtureState } from '../../fixtures/fixture-game';
import { propertyRun } from '../../support/property';
import type { Fixture } from './helpers';

const config: FuzzConfig = { games: 1000, seed: 'ci-1k', maxActions: 400, options: randomFixtureOptions };

describe('fuzz: 1,000 random fixture games', () => {
  it(
    'plays them with invariants, probes, leak checks and exact replay, without a failure',
    { timeout: 600_000 },
    () => {
      // the same 1,000 games in every run (minGames); the volume run is fuzz-10k.test.ts
      const report = propertyRun(fixtureGame, { ...config, fullGames: 1000, minGames: 1000, label: 'fuzz 1k' });
      expect(report.manualActions).toBeGreaterThan(0);
      expect(report.probes).toBeGreaterThan(0);
    },
  );

  it('is itself deterministic: the same seed gives the same games', () => {
    const a = fuzzGame(fixtureGame, config, 7);
    const b = fuzzGame(fixtureGame, config, 7);
    expect(a.record).toEqual(b.record);
  });
});

describe('fuzz finds broken modules', () => {
  const small: FuzzConfig = { ...config, games: 40, seed: 'broken' };
  const checksOf = (module: Fixture) => new Set(fuzz(module, small).failures.map((f) => f.check));

  it('non-determinism outside the PRNG breaks replay', () => {
    let clock = 0;
    const impure: Fixture = { ...fixtureGame, apply: (s, a, seat) => { const r = fixtureGame.apply(s, a, seat); return r.ok && a.type === 'pass' ? { ...r, state: { ...r.state, lastRoll: clock++ } } : r; } }; // prettier-ignore
    expect(checksOf(impure)).toContain('replay');
  });

  it('a broken invariant is reported with the game seed and action index', () => {
    const negative: Fixture = { ...fixtureGame, apply: (s, a, seat) => { const r = fixtureGame.apply(s, a, seat); return r.ok && a.type === 'gather' ? { ...r, state: { ...r.state, gold: { ...r.state.gold, [seat]: -1 } } } : r; } }; // prettier-ignore
    const failure = fuzz(negative, small).failures.find((f) => f.check === 'invariant')!;
    expect(failure.detail).toEqual([expect.stringMatching(/^gold of P\d is -1$/)]);
    expect(failure.seed).toBe(`broken/${failure.game}`);
    expect(failure.index).toBeGreaterThan(0);
  });

  it('a view that leaks hidden hands', () => {
    const leaky: Fixture = {
      ...fixtureGame,
      view: (s, v) => ({ ...(fixtureGame.view(s, v) as object), all: s.zones }),
    };
    expect(checksOf(leaky)).toContain('leak');
  });

  it('a deadlock (nobody asked, no outcome) and a window offered to a seat that can only pass', () => {
    const stuck: Fixture = { ...fixtureGame, pending: (s) => (s.phase === 'showdown' ? null : fixtureGame.pending(s)) };
    expect(checksOf(stuck)).toContain('flow');
    const passOnly: Fixture = {
      ...fixtureGame,
      legalActions: (s, seat) => (s.phase === 'window' ? [{ type: 'decline' }] : fixtureGame.legalActions(s, seat)),
    };
    expect(checksOf(passOnly)).toContain('flow');
  });

  it('state that is not plain JSON', () => {
    const withMap: Fixture = { ...fixtureGame, apply: (s, a, seat) => { const r = fixtureGame.apply(s, a, seat); return r.ok ? { ...r, state: { ...r.state, extra: new Map() } as FixtureState } : r; } }; // prettier-ignore
    expect(checksOf(withMap)).toContain('json');
  });

  it('a module that mutates its input or refuses its own legal actions', () => {
    const mutating: Fixture = { ...fixtureGame, apply: (s, a, seat) => { (s as { lastRoll: number | null }).lastRoll = 0; return fixtureGame.apply(s, a, seat); } }; // prettier-ignore
    expect(checksOf(mutating)).toContain('legalRejected');
    const refusing: Fixture = {
      ...fixtureGame,
      apply: (s, a, seat) =>
        a.type === 'gather' ? { ok: false, rejection: { code: 'nope' } } : fixtureGame.apply(s, a, seat),
    };
    expect(checksOf(refusing)).toContain('legalRejected');
  });

  it('a module that changes a part its input shares with its output (stale digest text, digest.ts)', () => {
    // The next state shares `notes` with the previous one, changed in place: the digest would keep
    // its old text. Frozen states make the change throw; unfrozen ones are compared with digest().
    type Noted = FixtureState & { notes: { text: string; n: number } };
    const noting: Fixture = {
      ...fixtureGame,
      setup: (o, seed) => ({ ...fixtureGame.setup(o, seed), notes: { text: 'a note making the state large enough for the reuse '.repeat(100), n: 0 } }) as Noted, // prettier-ignore
      apply: (s, a, seat) => { const r = fixtureGame.apply(s, a, seat); if (!r.ok) return r; const notes = (s as Noted).notes; notes.n++; return { ...r, state: { ...r.state, notes } as Noted }; }, // prettier-ignore
    };
    expect(checksOf(noting)).toContain('legalRejected');
    const unfrozen = new Set(fuzz(noting, { ...small, freeze: false }).failures.map((f) => f.check));
    expect(unfrozen).toContain('staleDigest');
  });
});
