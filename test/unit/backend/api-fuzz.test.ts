import { afterAll, describe, expect, it } from 'vitest';
import { METHOD_NAMES } from '../../../core/api/methods';
import {
  createFuzzWorld,
  damagedDatabases,
  prototypeKeys,
  runApiFuzz,
  type FuzzTransport,
} from '../../support/api-fuzz';
import { propertyGames } from '../../support/property';
import { removeDir, tempDir } from '../../support/backend';

/**
 * Issue 13, "Tests and figures": random calls of every API method over both transports never
 * answer HTTP 500 or `internal`, never throw out of dispatch, leave the backend answering and
 * every save file sound. Full count 15,000 calls per transport (30,000 in all); CI plays the property share.
 */
const FULL_CALLS = 15_000;
const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

describe.each<FuzzTransport>(['ipc', 'http'])('API fuzz over %s', (transport) => {
  it('issue 13: no 500, no internal, no throw; the backend still answers and the files pass integrity_check', async () => {
    const root = tempDir('deckhand-fuzz-');
    dirs.push(root);
    const protoBefore = prototypeKeys();
    const world = await createFuzzWorld(root);
    const calls = propertyGames(FULL_CALLS, METHOD_NAMES.length * 10);
    // Three calls in flight at a time, as a renderer sends them (reads meet queued mutations).
    const report = await runApiFuzz(world, {
      transport,
      calls,
      seed: transport === 'ipc' ? 1301 : 1302,
      concurrency: 3,
    });
    world.close();
    console.info(
      `api fuzz ${transport}: ${report.calls} calls in ${report.seconds.toFixed(1)} s, answers ${JSON.stringify(report.answers)}`,
    );
    expect(report.failures).toEqual([]);
    for (const m of METHOD_NAMES) expect(report.byMethod[m] ?? 0, m).toBeGreaterThan(0);
    // Deep enough to mean something: a good share of calls succeed, and most methods at least once.
    expect(report.answers.ok ?? 0).toBeGreaterThan(report.calls / 10);
    expect(METHOD_NAMES.filter((m) => report.succeeded[m]).length).toBeGreaterThan(METHOD_NAMES.length * 0.6);
    expect(prototypeKeys()).toBe(protoBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(damagedDatabases(root)).toEqual([]);
  }, 240_000); // about 10 s of one core at the CI share; the margin is for a busy machine
});

describe('the API fuzz itself', () => {
  it('counts a thrown error, an internal answer and an HTTP 500 as failures', async () => {
    const root = tempDir('deckhand-fuzz-');
    dirs.push(root);
    const world = await createFuzzWorld(root);
    const real = world.backend.dispatch;
    world.backend.dispatch = async (method, args) => {
      if (method === 'decks.list') throw new Error('boom');
      if (method === 'games.list') return { ok: false, error: { code: 'internal', params: {} } };
      return real(method, args);
    };
    const calls = METHOD_NAMES.length * 2;
    const ipc = await runApiFuzz(world, { transport: 'ipc', calls, seed: 1 });
    expect(new Set(ipc.failures.map((f) => `${f.method} ${f.problem.split(':')[0]}`))).toEqual(
      new Set(["'decks.list' threw", "'games.list' internal"]),
    );
    const http = await runApiFuzz(world, { transport: 'http', calls, seed: 1 });
    expect(new Set(http.failures.map((f) => `${f.method} ${f.problem.split(':')[0]}`))).toEqual(
      new Set(["'decks.list' HTTP 500 for a JSON call", "'games.list' internal"]),
    );
    world.close();
  }, 120_000);
});
