import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, SaveInfo, Settings } from '../../../core/api/types';
import { setApiClient } from '../../../renderer/src/api/client';
import { createAppRouter, resolveExternalRoute } from '../../../renderer/src/router';
import { useAppStore } from '../../../renderer/src/stores/app';
import { useSavesStore } from '../../../renderer/src/stores/saves';
import { useSettingsStore } from '../../../renderer/src/stores/settings';
import { createMemoryHistory } from 'vue-router';
import { fakeApiClient } from '../../support/fake-api';

const SAVE: SaveInfo = {
  path: '/data/saves/Deckhand.deckhand',
  name: 'Deckhand',
  fileId: 'f1',
  schemaVersion: 2,
  sizeBytes: 4096,
};

/** A fake backend: answers from a table, records calls, pushes events on demand. */
function fakeBackend(opts: { save?: SaveInfo | null; failSet?: boolean } = {}) {
  let settings: Settings = { locale: 'tr', theme: 'dark', damagedCopiesAvailable: false, ui: {} };
  const save = opts.save === undefined ? SAVE : opts.save;
  const calls: Array<[string, unknown]> = [];
  const info: AppInfo = {
    version: '0.1.0',
    platform: 'linux',
    dataDir: '/data',
    savesDir: '/data/saves',
    catalogPath: '/data/catalog.sqlite',
    schemaVersion: 2,
    games: [],
    save,
    saveProblem: save ? null : { code: 'save_damaged', params: { path: SAVE.path } },
  };
  const handlers: Record<string, (args: never) => unknown> = {
    'app.info': () => info,
    'settings.get': () => (save ? settings : { locale: null, theme: 'system', damagedCopiesAvailable: false, ui: {} }),
    'settings.set': (args: { key: string; value: never }) => {
      if (opts.failSet) throw { code: 'save_readonly', params: { path: SAVE.path } };
      settings = args.key.startsWith('ui.')
        ? { ...settings, ui: { ...settings.ui, [args.key]: args.value } }
        : { ...settings, [args.key]: args.value };
      return settings;
    },
    'saves.new': (args: { name: string }) => ({ ...SAVE, name: args.name, path: `/data/saves/${args.name}.deckhand` }),
    'backups.list': () => [],
  };
  const api = fakeApiClient((method, args) => {
    calls.push([method, args]);
    return handlers[method](args as never);
  });
  return { ...api, calls };
}

/** The settings store of a newly started app (a new Pinia) over `backend`. */
async function settingsOn(backend: ReturnType<typeof fakeBackend>) {
  setActivePinia(createPinia());
  setApiClient(backend.client);
  await useAppStore().start();
  return useSettingsStore();
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('stores', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('start() loads app.info and the settings and subscribes once', async () => {
    const backend = fakeBackend();
    setApiClient(backend.client);
    const app = useAppStore();
    await app.start();
    await app.start();
    expect(app.ready).toBe(true);
    expect(useSavesStore().current).toEqual(SAVE);
    expect(useSettingsStore().locale).toBe('tr');
    expect(useSettingsStore().theme).toBe('dark');
    expect(backend.listenerCount()).toBe(5);
  });

  it('keeps the start-up problem while no save is open and clears it when one opens', async () => {
    const backend = fakeBackend({ save: null });
    setApiClient(backend.client);
    const app = useAppStore();
    await app.start();
    expect(app.saveProblem).toMatchObject({ code: 'save_damaged' });
    expect(useSettingsStore().persistent).toBe(false);
    backend.push('save.changed', { save: SAVE });
    await flush();
    expect(app.saveProblem).toBeNull();
    expect(useSavesStore().current).toEqual(SAVE);
  });

  it('applies a language at once, saves it, and takes it back when saving fails', async () => {
    const ok = fakeBackend();
    const settings = await settingsOn(ok);
    const pending = settings.setLocale('de');
    expect(settings.locale).toBe('de');
    await pending;
    expect(ok.calls).toContainEqual(['settings.set', { key: 'locale', value: 'de' }]);

    const s2 = await settingsOn(fakeBackend({ failSet: true }));
    await expect(s2.setLocale('hu')).rejects.toMatchObject({ code: 'save_readonly' });
    expect(s2.locale).toBe('tr');
  });

  it('issue 13 first hour: "damaged copies count as available for decks" is saved with the other settings, and taken back when saving fails', async () => {
    const ok = fakeBackend();
    const settings = await settingsOn(ok);
    expect(settings.settings.damagedCopiesAvailable).toBe(false);
    await settings.setDamagedCopiesAvailable(true);
    expect(settings.settings.damagedCopiesAvailable).toBe(true);
    expect(ok.calls).toContainEqual(['settings.set', { key: 'damagedCopiesAvailable', value: true }]);

    const s2 = await settingsOn(fakeBackend({ failSet: true }));
    await expect(s2.setDamagedCopiesAvailable(true)).rejects.toMatchObject({ code: 'save_readonly' });
    expect(s2.settings.damagedCopiesAvailable).toBe(false);
  });

  it('issue 11 (one write path for every setting): a ui.* preference applies at once, is saved under its key, and is taken back when saving fails', async () => {
    const ok = fakeBackend();
    const settings = await settingsOn(ok);
    const pending = settings.setUi('ui.cards.view', 'grid');
    expect(settings.ui('ui.cards.view', 'list')).toBe('grid');
    expect(settings.saving).toBe('ui.cards.view');
    await pending;
    expect(settings.saving).toBeNull();
    expect(settings.ui('ui.cards.view', 'list')).toBe('grid');
    expect(settings.locale).toBe('tr');
    expect(ok.calls).toContainEqual(['settings.set', { key: 'ui.cards.view', value: 'grid' }]);

    const s2 = await settingsOn(fakeBackend({ failSet: true }));
    await expect(s2.setUi('ui.cards.view', 'grid')).rejects.toMatchObject({ code: 'save_readonly' });
    expect(s2.ui('ui.cards.view', 'list')).toBe('list');
    expect(s2.saving).toBeNull();
  });

  it('without an open file a language applies for the session only', async () => {
    const backend = fakeBackend({ save: null });
    setApiClient(backend.client);
    await useAppStore().start();
    await useSettingsStore().setLocale('hu');
    expect(useSettingsStore().locale).toBe('hu');
    expect(backend.calls.map(([m]) => m)).not.toContain('settings.set');
  });

  it('creating a file makes it current and reloads its settings', async () => {
    const backend = fakeBackend();
    setApiClient(backend.client);
    await useAppStore().start();
    const saves = useSavesStore();
    const pending = saves.createNew('  Campaign  ');
    expect(saves.busy.new).toBe(true);
    await pending;
    expect(saves.busy.new).toBe(false);
    expect(saves.current?.name).toBe('Campaign');
    expect(backend.calls).toContainEqual(['saves.new', { name: 'Campaign' }]);
    expect(backend.calls.filter(([m]) => m === 'settings.get')).toHaveLength(2);
  });

  it('routes ui.navigate only to pages that exist', async () => {
    const router = createAppRouter(createMemoryHistory());
    expect(resolveExternalRoute(router, '/settings/backups')).toBe('/settings/backups');
    expect(resolveExternalRoute(router, '/')).toBe('/');
    expect(resolveExternalRoute(router, '/nowhere')).toBeNull();
    expect(resolveExternalRoute(router, 'https://example.com/')).toBeNull();

    const backend = fakeBackend();
    setApiClient(backend.client);
    const asked: string[] = [];
    await useAppStore().start({ navigate: (r) => asked.push(r) });
    backend.push('ui.navigate', { route: '/settings/backups' });
    expect(asked).toEqual(['/settings/backups']);
  });
});
