import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFuzzWorld, runApiFuzz, type FuzzTransport } from '../support/api-fuzz';

/** Calls per transport: a fixed-seed run of a few thousand calls in all. */
const CALLS = 1_500;

/**
 * The API fuzz (test/support/api-fuzz.ts) with fixed seeds over both transports: `api.fuzzCalls`
 * calls made, `api.fuzz500s` the ones answered with HTTP 500 or `internal`, or that threw (must be 0).
 */
export async function apiFuzzBench(): Promise<Record<string, number>> {
  let calls = 0;
  let failures = 0;
  for (const [transport, seed] of [
    ['ipc', 2601],
    ['http', 2602],
  ] as Array<[FuzzTransport, number]>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-bench-fuzz-'));
    try {
      const world = await createFuzzWorld(root);
      const report = await runApiFuzz(world, { transport, calls: CALLS, seed });
      world.close();
      calls += report.calls;
      failures += report.failures.length;
      for (const f of report.failures.slice(0, 5)) console.error(`api fuzz failure: ${JSON.stringify(f)}`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  return { 'api.fuzzCalls': calls, 'api.fuzz500s': failures };
}
