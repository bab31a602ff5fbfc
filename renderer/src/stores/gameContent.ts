import { defineStore } from 'pinia';
import { shallowRef } from 'vue';
import { api, toApiFailure, type ApiFailure } from '../api/client';

/**
 * A game module's content for its own screens (`games.content`: card definitions, scenarios,
 * setup choices — module JSON the module's components read). Cached per module and per saved
 * game (a saved game's options may add imported cards); the content of a build never changes
 * while the app runs, so nothing is invalidated except on request.
 */
export const useGameContentStore = defineStore('gameContent', () => {
  /** `game` or `game/id` → content. */
  const content = shallowRef<Record<string, unknown>>({});
  const failures = shallowRef<Record<string, ApiFailure>>({});
  const loading = new Map<string, Promise<unknown>>();

  const keyOf = (game: string, id?: string | null) => (id ? `${game}/${id}` : game);

  /** The content when loaded, else undefined (reactive). */
  function get(game: string, id?: string | null): unknown {
    return content.value[keyOf(game, id)];
  }

  function failure(game: string, id?: string | null): ApiFailure | null {
    return failures.value[keyOf(game, id)] ?? null;
  }

  /** Load once (concurrent calls share the request); a failure is kept and thrown. */
  function load(game: string, id?: string | null): Promise<unknown> {
    const key = keyOf(game, id);
    if (key in content.value) return Promise.resolve(content.value[key]);
    const running = loading.get(key);
    if (running) return running;
    const work = (async () => {
      try {
        const result = await api.call('games.content', id ? { game, id } : { game });
        content.value = { ...content.value, [key]: result.content };
        if (failures.value[key]) {
          const next = { ...failures.value };
          delete next[key];
          failures.value = next;
        }
        return result.content;
      } catch (e) {
        const f = toApiFailure(e, 'games.content');
        failures.value = { ...failures.value, [key]: f };
        throw f;
      } finally {
        loading.delete(key);
      }
    })();
    loading.set(key, work);
    return work;
  }

  return { content, get, failure, load };
});
