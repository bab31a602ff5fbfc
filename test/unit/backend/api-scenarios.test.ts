import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import { startWebHost, type WebHost } from '../../../electron/backend/web/host';
import type { PushedEvent } from '../../../core/api/events';
import {
  call,
  callError,
  inProcess,
  makeBackend,
  overHttp,
  removeDir,
  tempDir,
  type Caller,
} from '../../support/backend';

/**
 * The same API scenarios through both transports: dispatch called in-process, and HTTP through
 * the loopback web host. If a transport added or lost anything, one of the two runs would differ.
 */
type Transport = { name: string; setup(b: Backend): Promise<{ caller: Caller; close(): Promise<void> }> };

const transports: Transport[] = [
  { name: 'in-process', setup: async (b) => ({ caller: inProcess(b), close: async () => undefined }) },
  {
    name: 'web host',
    setup: async (b) => {
      const host: WebHost = await startWebHost({ backend: b, rendererDir: path.join(__dirname, 'no-renderer') });
      return { caller: overHttp(`http://127.0.0.1:${host.port}`, host.token), close: () => host.close() };
    },
  },
];

describe.each(transports)('API scenarios over $name', (transport) => {
  let dir: string;
  let backend: Backend;
  let caller: Caller;
  let close: () => Promise<void>;
  const events: PushedEvent[] = [];

  beforeEach(async () => {
    dir = tempDir();
    backend = makeBackend(dir);
    events.length = 0;
    backend.events.subscribe((e) => events.push(e));
    ({ caller, close } = await transport.setup(backend));
  });
  afterEach(async () => {
    await close();
    backend.close();
    removeDir(dir);
  });

  it('app.info describes the app, its folders and the open save file', async () => {
    const info = await call(caller, 'app.info', {});
    expect(info.version).toBe('0.0.0-test');
    expect(info.dataDir).toBe(path.resolve(dir));
    expect(info.savesDir).toBe(path.join(path.resolve(dir), 'saves'));
    expect(info.save?.name).toBe('Deckhand');
    expect(info.saveProblem).toBeNull();
    expect(Array.isArray(info.games)).toBe(true);
  });

  it('settings: language remembered in the save file, null follows the system', async () => {
    expect((await call(caller, 'settings.get', {})).locale).toBeNull();
    const s = await call(caller, 'settings.set', { key: 'locale', value: 'tr' });
    expect(s.locale).toBe('tr');
    expect(events.at(-1)).toEqual({ event: 'settings.changed', payload: { settings: s } });
    await call(caller, 'settings.set', { key: 'ui.deck.sort', value: ['cost', 'name'] });
    expect((await call(caller, 'settings.get', {})).ui).toEqual({ 'ui.deck.sort': ['cost', 'name'] });
    expect((await callError(caller, 'settings.set', { key: 'locale', value: 'fr' })).code).toBe('invalid_args');
    expect((await callError(caller, 'settings.set', { key: 'secret', value: 1 })).code).toBe('invalid_args');
  });

  it('save files: new, switch, settings follow the file, save a copy, open it, list', async () => {
    await call(caller, 'settings.set', { key: 'locale', value: 'de' });
    const first = (await call(caller, 'saves.current', {}))!;
    const second = await call(caller, 'saves.new', { name: 'Zweite' });
    expect(
      events.some(
        (e) => e.event === 'save.changed' && (e.payload as { save: { name: string } }).save.name === 'Zweite',
      ),
    ).toBe(true);
    expect((await call(caller, 'settings.get', {})).locale).toBeNull();
    expect((await callError(caller, 'saves.new', { name: 'Zweite' })).code).toBe('save_exists');
    await call(caller, 'saves.open', { path: first.path });
    expect((await call(caller, 'settings.get', {})).locale).toBe('de');
    const copy = await call(caller, 'saves.saveCopy', { name: 'Kopie' });
    const opened = await call(caller, 'saves.open', { path: copy.path });
    expect(opened.name).toBe('Kopie');
    expect((await call(caller, 'settings.get', {})).locale).toBe('de');
    const list = await call(caller, 'saves.list', {});
    expect(list.files.map((f) => f.name).sort()).toEqual(['Deckhand', 'Kopie', 'Zweite']);
    expect(list.files.find((f) => f.current)?.name).toBe('Kopie');
    expect(list.recent.slice(0, 3)).toEqual([copy.path, first.path, second.path]);
    expect((await callError(caller, 'saves.open', { path: path.join(dir, 'missing.deckhand') })).code).toBe(
      'save_not_found',
    );
  });

  it('backups: list, create, restore', async () => {
    const before = await call(caller, 'backups.list', {});
    expect(before.map((b) => b.reason)).toEqual(['auto']);
    await call(caller, 'settings.set', { key: 'theme', value: 'dark' });
    const made = await call(caller, 'backups.create', {});
    await call(caller, 'settings.set', { key: 'theme', value: 'light' });
    await call(caller, 'backups.restore', { id: made.id });
    expect((await call(caller, 'settings.get', {})).theme).toBe('dark');
    expect(events.filter((e) => e.event === 'backups.changed').length).toBeGreaterThanOrEqual(2);
  });

  it('errors come back as codes with parameters, never as sentences', async () => {
    const e1 = await callError(caller, 'saves.open', { path: '/definitely/not/here.deckhand' });
    expect(e1).toEqual({ code: 'save_not_found', params: { path: '/definitely/not/here.deckhand' } });
    const e2 = await callError(caller, 'no.such', {});
    expect(e2.code).toBe('unknown_method');
  });
});
