import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, createApiClient, toApiFailure } from '../../../renderer/src/api/client';
import { createHttpBridge, TransportError } from '../../../renderer/src/api/http-bridge';
import { takeToken } from '../../../renderer/src/api/token';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A controllable EventSource stand-in. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(event: string, payload: unknown) {
    this.onmessage?.({ data: JSON.stringify({ event, payload }) });
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

describe('http bridge', () => {
  it('posts to /api/<method> with the bearer token and returns the envelope', async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: true, value: { locale: 'tr', theme: 'system', ui: {} } }));
    const bridge = createHttpBridge({ token: 'secret', fetch, EventSource: FakeEventSource as never });
    const env = await bridge.invoke('settings.set', { key: 'locale', value: 'tr' });
    expect(env).toEqual({ ok: true, value: { locale: 'tr', theme: 'system', ui: {} } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/settings.set');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
    expect(JSON.parse(init.body as string)).toEqual({ key: 'locale', value: 'tr' });
  });

  it('turns network failures and a refused token into transport errors', async () => {
    const down = createHttpBridge({
      token: 't',
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
      EventSource: FakeEventSource as never,
    });
    await expect(down.invoke('app.info', {})).rejects.toMatchObject({ code: 'offline' });
    const refused = createHttpBridge({
      token: 't',
      fetch: async () => new Response('unauthorized', { status: 401 }),
      EventSource: FakeEventSource as never,
    });
    await expect(refused.invoke('app.info', {})).rejects.toMatchObject({ code: 'unauthorized' });
    const broken = createHttpBridge({
      token: 't',
      fetch: async () => new Response('oops', { status: 500 }),
      EventSource: FakeEventSource as never,
    });
    expect(await broken.invoke('app.info', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('delivers pushed events and reconnects the stream when it closes', async ({ onTestFinished }) => {
    vi.useFakeTimers();
    // test files share a worker's modules and globals (vitest.config.ts): the clock is given back even on a failure
    onTestFinished(() => {
      vi.useRealTimers();
    });
    FakeEventSource.instances = [];
    const bridge = createHttpBridge({
      token: 'tok',
      fetch: vi.fn(),
      EventSource: FakeEventSource as never,
      retryDelay: () => 100,
    });
    const states: Array<[string, boolean]> = [];
    bridge.onConnection((s, reconnected) => states.push([s, reconnected]));
    const seen: unknown[] = [];
    const off = bridge.on('settings.changed', (p) => seen.push(p));
    expect(FakeEventSource.instances).toHaveLength(1);
    const first = FakeEventSource.instances[0];
    expect(first.url).toBe('/api/events?token=tok');
    first.open();
    first.emit('settings.changed', { settings: { locale: 'de' } });
    first.emit('backups.changed', {});
    expect(seen).toEqual([{ settings: { locale: 'de' } }]);

    first.fail();
    expect(states.at(-1)).toEqual(['offline', false]);
    vi.advanceTimersByTime(100);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1].open();
    expect(states.at(-1)).toEqual(['online', true]);

    off();
    expect(FakeEventSource.instances[1].readyState).toBe(FakeEventSource.CLOSED);
  });
});

describe('api client', () => {
  it('returns values and throws ApiFailure with the code and params', async () => {
    const client = createApiClient({
      invoke: async (method: string) =>
        method === 'saves.current'
          ? ({ ok: true, value: null } as never)
          : ({ ok: false, error: { code: 'save_exists', params: { path: '/x.deckhand' } } } as never),
      on: () => () => undefined,
    });
    expect(await client.call('saves.current', {})).toBeNull();
    const err = await client.call('saves.new', { name: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ code: 'save_exists', params: { path: '/x.deckhand' } });
  });

  it('maps transport errors and anything else to codes', async () => {
    expect(toApiFailure(new TransportError('offline'), 'app.info')).toMatchObject({
      code: 'offline',
      params: { method: 'app.info' },
    });
    expect(toApiFailure(new Error('boom'))).toMatchObject({ code: 'internal' });
    const client = createApiClient({
      invoke: async () => Promise.reject(new TransportError('offline')),
      on: () => () => undefined,
    });
    await expect(client.call('app.info', {})).rejects.toMatchObject({ code: 'offline' });
  });
});

describe('token', () => {
  it('takes ?token= from the first URL, keeps it for the tab and cleans the address bar', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)),
    };
    expect(takeToken({ search: '?token=abc&x=1', pathname: '/', hash: '#/settings' }, storage, history)).toBe('abc');
    expect(replaced).toEqual(['/?x=1#/settings']);
    // After a reload the URL has no token; the tab still has it.
    expect(takeToken({ search: '', pathname: '/', hash: '' }, storage, history)).toBe('abc');
    expect(replaced).toHaveLength(1);
  });
});
