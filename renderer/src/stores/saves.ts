import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { BackupEntry, SaveInfo, SavesList } from '../../../core/api/types';
import { api } from '../api/client';
import { useAppStore } from './app';
import { useSettingsStore } from './settings';
import { createBusyTracker } from './busy';

export type SavesBusy = 'list' | 'backups' | 'new' | 'open' | 'copy' | 'backup' | 'restore';

/** The open save file, the files around it (saves folder, recent files) and its backups. */
export const useSavesStore = defineStore('saves', () => {
  const current = shallowRef<SaveInfo | null>(null);
  const list = shallowRef<SavesList | null>(null);
  const backups = shallowRef<BackupEntry[]>([]);
  const backupsLoaded = ref(false);
  /** Which calls are running, for spinners and disabled buttons. */
  const { busy, run } = createBusyTracker<SavesBusy, never>([
    'list',
    'backups',
    'new',
    'open',
    'copy',
    'backup',
    'restore',
  ]);
  /** The id being restored, so only that row shows a spinner. */
  const restoringId = ref<string | null>(null);

  function setCurrent(save: SaveInfo | null): void {
    current.value = save;
  }

  /**
   * Another file is open now: its settings are different ones. The pushed `save.changed` does the
   * same, but the caller should not have to wait for it.
   */
  async function switched(save: SaveInfo): Promise<void> {
    current.value = save;
    useAppStore().clearProblem(save);
    await useSettingsStore()
      .load()
      .catch(() => undefined);
  }

  function loadList(): Promise<void> {
    return run('list', async () => {
      list.value = await api.call('saves.list', {});
    });
  }

  function loadBackups(): Promise<void> {
    return run('backups', async () => {
      backups.value = await api.call('backups.list', {});
      backupsLoaded.value = true;
    });
  }

  /** After a pushed change, reload what has been loaded before (and only that). */
  async function refreshLoaded(): Promise<void> {
    const work: Promise<void>[] = [];
    if (list.value) work.push(loadList());
    if (backupsLoaded.value) work.push(loadBackups());
    await Promise.all(work);
  }

  function createNew(name: string): Promise<SaveInfo> {
    return run('new', async () => {
      const save = await api.call('saves.new', { name: name.trim() });
      await switched(save);
      return save;
    });
  }

  function openFile(path: string): Promise<SaveInfo> {
    return run('open', async () => {
      const save = await api.call('saves.open', { path: path.trim() });
      await switched(save);
      return save;
    });
  }

  function saveCopy(name: string): Promise<{ path: string; sizeBytes: number }> {
    return run('copy', async () => {
      const result = await api.call('saves.saveCopy', { name: name.trim() });
      if (list.value) void loadList().catch(() => undefined);
      return result;
    });
  }

  function backupNow(): Promise<BackupEntry> {
    return run('backup', async () => {
      const entry = await api.call('backups.create', {});
      await loadBackups();
      return entry;
    });
  }

  function restore(id: string): Promise<SaveInfo> {
    restoringId.value = id;
    return run('restore', async () => {
      try {
        const save = await api.call('backups.restore', { id });
        await switched(save);
        await loadBackups();
        return save;
      } finally {
        restoringId.value = null;
      }
    });
  }

  return {
    current,
    list,
    backups,
    backupsLoaded,
    busy,
    restoringId,
    setCurrent,
    loadList,
    loadBackups,
    refreshLoaded,
    createNew,
    openFile,
    saveCopy,
    backupNow,
    restore,
  };
});
