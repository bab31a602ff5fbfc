import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createBackend, type Backend } from '../../electron/backend/backend';
import { inProcess, removeDir, tempDir, type Caller } from './backend';

/** A test's own backend: a fresh data folder, the backend on it and a caller (in-process dispatch). */
export interface TempBackend {
  dir: string;
  backend: Backend;
  c: Caller;
}

/**
 * Give every test of the file a fresh backend in a temporary folder (`<dir>/data`), closed and
 * removed after it; `take` receives it before each test.
 */
export function useTempBackend(take: (t: TempBackend) => void, options: { now?: () => Date } = {}): void {
  let current: TempBackend | null = null;
  beforeEach(() => {
    const dir = tempDir();
    const backend = createBackend({
      dataDir: path.join(dir, 'data'),
      appVersion: 't',
      log: () => undefined,
      ...(options.now ? { now: options.now } : {}),
    });
    current = { dir, backend, c: inProcess(backend) };
    take(current);
  });
  afterEach(() => {
    current?.backend.close();
    if (current) removeDir(current.dir);
    current = null;
  });
}
