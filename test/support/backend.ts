import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../../electron/backend/backend';
import type { Envelope } from '../../core/api/errors';
import type { MethodArgs, MethodName, MethodResult } from '../../core/api/methods';

export function tempDir(prefix = 'deckhand-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Write `files` (path → JSON value, or a string written as it is) under `root`; returns `root`. */
export function writeFolder(root: string, files: Record<string, unknown>): string {
  for (const [rel, value] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return root;
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A controllable clock for backup time stamps. */
export function fakeClock(start = Date.parse('2026-11-21T10:00:00.000Z')) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

export function makeBackend(dataDir: string, now?: () => Date): Backend {
  return createBackend({ dataDir, appVersion: '0.0.0-test', now, log: () => undefined });
}

/** A way to call the API: in-process dispatch or HTTP through the web host. */
export interface Caller {
  raw(method: string, args: unknown): Promise<Envelope<unknown>>;
}

export async function call<M extends MethodName>(c: Caller, method: M, args: MethodArgs<M>): Promise<MethodResult<M>> {
  const env = await c.raw(method, args);
  if (!env.ok) throw new Error(`${method} failed: ${JSON.stringify(env.error)}`);
  return env.value as MethodResult<M>;
}

export async function callError(
  c: Caller,
  method: string,
  args: unknown,
): Promise<{ code: string; params: Record<string, unknown> }> {
  const env = await c.raw(method, args);
  if (env.ok) throw new Error(`${method} unexpectedly succeeded: ${JSON.stringify(env.value)}`);
  return env.error;
}

export function inProcess(b: Backend): Caller {
  return { raw: (m, a) => b.dispatch(m, a) };
}

export function overHttp(baseUrl: string, token: string): Caller {
  return {
    async raw(method, args) {
      const res = await fetch(`${baseUrl}/api/${encodeURIComponent(method)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(args ?? {}),
      });
      if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${method}`);
      return (await res.json()) as Envelope<unknown>;
    },
  };
}
