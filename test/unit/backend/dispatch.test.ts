import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { METHOD_NAMES, methods } from '../../../core/api/methods';
import { ERROR_CODES } from '../../../core/api/errors';
import { createDispatch } from '../../../electron/backend/dispatch';
import { combineHandlers } from '../../../electron/backend/handlers';
import type { Backend } from '../../../electron/backend/backend';
import { callError, inProcess, makeBackend, removeDir, tempDir } from '../../support/backend';

let dir: string;
let backend: Backend;

beforeEach(() => {
  dir = tempDir();
  backend = makeBackend(dir);
});
afterEach(() => {
  backend.close();
  removeDir(dir);
});

describe('dispatch', () => {
  it('rejects an unknown method with unknown_method', async () => {
    const err = await callError(inProcess(backend), 'nope.nothing', {});
    expect(err).toEqual({ code: 'unknown_method', params: { method: 'nope.nothing' } });
    expect((await callError(inProcess(backend), '__proto__', {})).code).toBe('unknown_method');
    expect((await callError(inProcess(backend), 'toString', {})).code).toBe('unknown_method');
  });

  it('rejects malformed arguments with invalid_args and the failing paths', async () => {
    const err = await callError(inProcess(backend), 'settings.set', { key: 'locale', value: 'xx' });
    expect(err.code).toBe('invalid_args');
    expect(err.params.method).toBe('settings.set');
    expect(JSON.stringify(err.params.issues)).toContain('value');
    expect((await callError(inProcess(backend), 'app.info', { extra: 1 })).code).toBe('invalid_args');
    expect((await callError(inProcess(backend), 'saves.new', { name: '../evil' })).code).toBe('invalid_args');
    expect((await callError(inProcess(backend), 'saves.new', { name: 'con' })).code).toBe('invalid_args');
  });

  it('issue 13 §1: a circular value (IPC carries cycles) or 10,000 levels of nesting is invalid_args, never a throw', async () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    for (const value of [cyclic, deep]) {
      for (const [method, args] of [
        ['settings.set', { key: 'locale', value }],
        ['games.create', { game: 'marvel-champions', name: 'x', setup: value }],
        ['decks.validate', { game: 'marvel-champions', deck: value }],
      ] as const) {
        const answer = await backend.dispatch(method, args);
        expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_args' } });
      }
    }
  });

  it('rejects relative paths and paths without the .deckhand extension', async () => {
    expect((await callError(inProcess(backend), 'saves.new', { path: 'relative.deckhand' })).code).toBe('invalid_args');
    expect((await callError(inProcess(backend), 'saves.new', { path: '/tmp/x.sqlite' })).code).toBe('invalid_args');
  });

  it('turns an unexpected handler failure into internal without crashing', async () => {
    const logged: string[] = [];
    const handlers = combineHandlers(
      Object.fromEntries(
        METHOD_NAMES.map((m) => [
          m,
          () => {
            throw new TypeError('boom');
          },
        ]),
      ),
    );
    const d = createDispatch(handlers, backend.context, (msg) => logged.push(msg));
    const env = await d('app.info', {});
    expect(env).toEqual({ ok: false, error: { code: 'internal', params: { method: 'app.info' } } });
    expect(logged).toEqual(['internal error in app.info']);
  });

  it('runs mutations one at a time in arrival order', async () => {
    const order: string[] = [];
    let active = 0;
    let maxActive = 0;
    const slow = (name: string) => async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      order.push(`start ${name}`);
      await new Promise((r) => setTimeout(r, 5));
      order.push(`end ${name}`);
      active--;
      return null;
    };
    const table = Object.fromEntries(METHOD_NAMES.map((m) => [m, slow(m)]));
    const d = createDispatch(combineHandlers(table), backend.context);
    await Promise.all([
      d('settings.set', { key: 'theme', value: 'dark' }),
      d('backups.create', {}),
      d('saves.new', { name: 'x' }),
    ]);
    expect(maxActive).toBe(1);
    expect(order).toEqual([
      'start settings.set',
      'end settings.set',
      'start backups.create',
      'end backups.create',
      'start saves.new',
      'end saves.new',
    ]);
  });

  it('refuses a handler table that misses or duplicates a method', () => {
    expect(() => combineHandlers({ 'app.info': () => null as never })).toThrow(/without a handler/);
    const full = Object.fromEntries(METHOD_NAMES.map((m) => [m, () => null]));
    expect(() => combineHandlers(full, { 'app.info': () => null as never })).toThrow(/twice/);
  });

  it('fuzz: random payloads to every method always get a well-formed envelope', async () => {
    const names = [...METHOD_NAMES, 'x.y', '', 'constructor'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.anything({ withNullPrototype: true, withBigInt: true }),
        async (m, payload) => {
          const env = await backend.dispatch(m, payload);
          expect(typeof env.ok).toBe('boolean');
          if (!env.ok) {
            expect(ERROR_CODES).toContain(env.error.code);
            // Envelopes must survive JSON (they cross IPC and HTTP).
            expect(JSON.parse(JSON.stringify(env))).toEqual(env);
          } else {
            expect(Object.keys(methods)).toContain(m);
          }
        },
      ),
      { numRuns: 1500, seed: 20261121 },
    );
    // The backend still works after the storm.
    const info = await backend.dispatch('app.info', {});
    expect(info.ok).toBe(true);
  });

  it('fuzz: arbitrary objects shaped like each schema never reach handlers unparsed', async () => {
    const keys = ['name', 'path', 'key', 'value', 'id'];
    const arb = fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean()),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHOD_NAMES), arb, async (m, payload) => {
        const env = await backend.dispatch(m, payload);
        if (!env.ok) expect(ERROR_CODES).toContain(env.error.code);
      }),
      { numRuns: 1500, seed: 7 },
    );
  });
});
