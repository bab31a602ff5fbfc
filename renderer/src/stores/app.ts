import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { AppInfo } from '../../../core/api/types';
import { api, toApiFailure, type ApiFailure } from '../api/client';
import type { ConnectionState } from '../api/http-bridge';
import { useSavesStore } from './saves';
import { useSettingsStore } from './settings';
import { createSubscriptions } from './events';

export interface StartupProblem {
  code: string;
  params: Record<string, unknown>;
}

export interface TaskProgress {
  done: number;
  total: number | null;
}

export interface StartOptions {
  /** Called for `ui.navigate` (the native menu asking for a page). */
  navigate?: (route: string) => void;
}

/**
 * The application as a whole: `app.info`, the start-up problem (no save open and why), the
 * connection to the backend, long-running tasks. `start()` loads everything once and subscribes
 * to every pushed event exactly once; the domain stores refresh from there.
 */
export const useAppStore = defineStore('app', () => {
  const info = shallowRef<AppInfo | null>(null);
  const saveProblem = shallowRef<StartupProblem | null>(null);
  /** app.info itself failed: nothing can be shown but the error and a retry. */
  const loadError = shallowRef<ApiFailure | null>(null);
  const ready = ref(false);
  const loading = ref(false);
  const connection = ref<ConnectionState>('online');
  const tasks = ref<Record<string, TaskProgress>>({});

  const games = computed(() => info.value?.games ?? []);
  const busyTasks = computed(() => Object.entries(tasks.value).map(([task, p]) => ({ task, ...p })));

  async function refresh(): Promise<void> {
    loading.value = true;
    try {
      const next = await api.call('app.info', {});
      info.value = next;
      saveProblem.value = next.save ? null : next.saveProblem;
      loadError.value = null;
      useSavesStore().setCurrent(next.save);
    } catch (e) {
      loadError.value = toApiFailure(e, 'app.info');
      throw loadError.value;
    } finally {
      loading.value = false;
    }
  }

  /** A file is open again (created, opened or restored): the start-up problem is over. */
  function clearProblem(save: AppInfo['save']): void {
    saveProblem.value = null;
    if (info.value) info.value = { ...info.value, save, saveProblem: null };
  }

  const events = createSubscriptions();

  function subscribe(opts: StartOptions): void {
    events.start(() => {
      const saves = useSavesStore();
      const settings = useSettingsStore();
      return [
        api.on('save.changed', ({ save }) => {
          saves.setCurrent(save);
          if (save) clearProblem(save);
          // A file was switched: its settings and backups are different ones.
          void settings.load().catch(() => undefined);
          void saves.refreshLoaded();
          if (!save) void refresh().catch(() => undefined);
        }),
        api.on('settings.changed', ({ settings: next }) => settings.receive(next)),
        api.on('backups.changed', () => void saves.loadBackups().catch(() => undefined)),
        api.on('task.progress', ({ task, done, total }) => {
          const next = { ...tasks.value };
          if (total !== null && done >= total) delete next[task];
          else next[task] = { done, total };
          tasks.value = next;
        }),
        api.on('ui.navigate', ({ route }) => opts.navigate?.(route)),
        api.onConnection((state, reconnected) => {
          connection.value = state;
          // Events may have been missed while the host was away: reload what we show.
          if (reconnected) void reloadAll().catch(() => undefined);
        }),
      ];
    });
  }

  async function reloadAll(): Promise<void> {
    await refresh();
    await Promise.all([useSettingsStore().load(), useSavesStore().refreshLoaded()]);
  }

  /** Load app.info and settings, subscribe to pushed events. Safe to call again after a failure. */
  async function start(opts: StartOptions = {}): Promise<void> {
    subscribe(opts);
    await reloadAll();
    ready.value = true;
  }

  const stop = events.stop;

  return {
    info,
    saveProblem,
    loadError,
    ready,
    loading,
    connection,
    tasks,
    games,
    busyTasks,
    refresh,
    clearProblem,
    start,
    stop,
  };
});
