import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { createBackend, type Backend, type BackendOptions } from '../../electron/backend/backend';
import type { PushedEvent } from '../../core/api/events';
import { fakeClock, inProcess, removeDir, tempDir, type Caller } from './backend';

/** A test's own backend: a fresh data folder, the backend on it and a caller (in-process dispatch). */
export interface TempBackend {
  dir: string;
  /** The backend's data folder, `<dir>/data`. */
  dataDir: string;
  backend: Backend;
  c: Caller;
  /** Every event the backend pushed since the test began. */
  events: PushedEvent[];
  /** The test's clock when `tick` was given (advances `tick` ms each time the backend reads it). */
  clock: ReturnType<typeof fakeClock>;
  /** What the backend was made with (restart reuses it). */
  options: TempBackendOptions;
}

export interface TempBackendOptions {
  now?: () => Date;
  /** A fresh fake clock for each test, advancing this many ms each time it is read (unless `now` is given). */
  tick?: number;
  /** The games the backend serves (default: core/games/registry.ts). */
  games?: BackendOptions['games'];
}

/** A backend on `dataDir` as the tests make it: test app version, no log. */
export function testBackend(dataDir: string, options: TempBackendOptions = {}): Backend {
  return createBackend({
    dataDir,
    appVersion: 't',
    log: () => undefined,
    ...(options.now ? { now: options.now } : {}),
    ...(options.games ? { games: options.games } : {}),
  });
}

/**
 * Close `t.backend` and start another on the same data folder (a restart of the app), with the
 * same options unless others are given; `t` is updated and returned.
 */
export function restart(t: TempBackend, options: TempBackendOptions = t.options): TempBackend {
  t.backend.close();
  t.backend = testBackend(t.dataDir, options);
  t.c = inProcess(t.backend);
  return t;
}

/**
 * Give every test of the file a fresh backend in a temporary folder (`<dir>/data`), closed and
 * removed after it; `take` receives it before each test.
 */
export function useTempBackend(take: (t: TempBackend) => void, options: TempBackendOptions = {}): void {
  let current: TempBackend | null = null;
  beforeEach(() => {
    const dir = tempDir();
    const dataDir = path.join(dir, 'data');
    const clock = fakeClock();
    const tick = options.tick;
    const made =
      tick !== undefined && !options.now ? { ...options, now: () => (clock.advance(tick), clock.now()) } : options;
    const backend = testBackend(dataDir, made);
    const events: PushedEvent[] = [];
    backend.events.subscribe((e) => events.push(e));
    current = { dir, dataDir, backend, c: inProcess(backend), events, clock, options: made };
    take(current);
  });
  afterEach(() => {
    current?.backend.close();
    if (current) removeDir(current.dir);
    current = null;
  });
}
