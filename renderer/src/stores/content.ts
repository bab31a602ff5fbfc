import { ref, shallowRef } from 'vue';
import { api } from '../api/client';
import type {
  ContentCheckResult,
  ContentDeleteResult,
  ContentEntry,
  ContentExport,
  ContentImportResult,
  ContentInfo,
  ContentSaveResult,
} from '../../../core/api/content';
import type { JsonValue } from '../../../core/api/types';
import { createSubscriptions, perGameStore } from './events';

/**
 * A game's user content (`content.*`: locations, advancements, card abilities a user who owns the game
 * enters), one store per game. A cache of what the save file holds: every check, save, delete and import is
 * the backend's, with the game's own validator; refusals come back as problems the game's screens translate.
 */
function contentStore(game: string) {
  const info = shallowRef<ContentInfo | null>(null);
  const entries = shallowRef<ContentEntry[]>([]);
  const loaded = ref(false);
  const loading = ref(false);

  async function load(): Promise<void> {
    subscribe();
    loading.value = true;
    try {
      const [i, list] = await Promise.all([
        info.value ? Promise.resolve(info.value) : api.call('content.info', { game }),
        api.call('content.list', { game }),
      ]);
      info.value = i;
      entries.value = list;
      loaded.value = true;
    } finally {
      loading.value = false;
    }
  }

  function validate(kind: string, value: unknown, replaces?: string): Promise<ContentCheckResult> {
    return api.call('content.validate', { game, kind, value: value as JsonValue, ...(replaces ? { replaces } : {}) });
  }

  async function save(kind: string, value: unknown, replaces?: string): Promise<ContentSaveResult> {
    const result = await api.call('content.save', {
      game,
      kind,
      value: value as JsonValue,
      ...(replaces ? { replaces } : {}),
    });
    if (result.ok) await load();
    return result;
  }

  async function remove(id: string): Promise<ContentDeleteResult> {
    const result = await api.call('content.delete', { game, id });
    if (result.ok) await load();
    return result;
  }

  function exportFile(): Promise<ContentExport> {
    return api.call('content.export', { game });
  }

  async function importFile(content: string): Promise<ContentImportResult> {
    const result = await api.call('content.import', { game, content });
    if (result.ok) await load();
    return result;
  }

  const events = createSubscriptions();
  function subscribe(): void {
    events.start(() => [
      api.on('content.changed', (p) => {
        if (p.game === game && loaded.value && !loading.value) void load().catch(() => undefined);
      }),
      api.on('save.changed', () => {
        entries.value = [];
        if (loaded.value) void load().catch(() => undefined);
      }),
    ]);
  }

  return { info, entries, loaded, loading, load, validate, save, remove, exportFile, importFile };
}

/** The content store of `game` (`contentStoreFor(game)()` inside a component). */
export const contentStoreFor = perGameStore('content', contentStore);
