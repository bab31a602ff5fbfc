import { bench, digest, fuzz, newGame } from '../../core/kernel';
import { fixtureGame, randomFixtureOptions } from '../fixtures/fixture-game';

/**
 * Kernel figures on the fixture game:
 * - kernel.fixtureActionsPerSec / GamesPerSec: random legal games through act() (validation,
 *   legality check, module apply, digest), choosing actions included;
 * - kernel.fixtureApplyP50Us / P99Us: one act() call;
 * - kernel.fuzzActionsPerSec: the fuzzer with every check (invariants, leaks, probes, replay);
 * - kernel.digestUs: digest of a 3-seat fixture state.
 */
export async function kernelBench(): Promise<Record<string, number>> {
  const now = () => performance.now();
  bench(fixtureGame, { games: 200, seed: 'warm-up', now, options: randomFixtureOptions });
  const b = bench(fixtureGame, { games: 3000, seed: 'bench', now, options: randomFixtureOptions });

  const t0 = now();
  const f = fuzz(fixtureGame, { games: 300, seed: 'bench-fuzz', maxActions: 400, options: randomFixtureOptions });
  const fuzzSeconds = (now() - t0) / 1000;
  if (f.failures.length) throw new Error(`kernel bench: fuzz failures ${JSON.stringify(f.failures.slice(0, 3))}`);

  const g = newGame(fixtureGame, {
    options: { seats: 3 },
    seed: 'digest',
    players: [{ id: 'p', seats: ['P1', 'P2', 'P3'] }],
  });
  if (!g.ok) throw new Error('kernel bench: setup failed');
  const n = 20_000;
  const t1 = now();
  for (let i = 0; i < n; i++) digest(g.snapshot.state);
  const digestUs = ((now() - t1) / n) * 1000;

  const r = (x: number, d = 1) => Number(x.toFixed(d));
  return {
    'kernel.fixtureActionsPerSec': r(b.actionsPerSec, 0),
    'kernel.fixtureGamesPerSec': r(b.gamesPerSec),
    'kernel.fixtureApplyP50Us': r(b.p50ApplyUs),
    'kernel.fixtureApplyP99Us': r(b.p99ApplyUs),
    'kernel.fuzzActionsPerSec': r(f.actions / fuzzSeconds, 0),
    'kernel.digestUs': r(digestUs, 2),
  };
}
