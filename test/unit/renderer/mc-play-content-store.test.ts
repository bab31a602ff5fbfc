import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, setApiClient } from '../../../renderer/src/api/client';
import { useGameContentStore } from '../../../renderer/src/stores/gameContent';

/**
 * The content store behind the play screen and the new-game form (`games.content`): one request
 * per module (and per saved game, whose options may add imported cards), shared by concurrent
 * callers; a failure is kept for the screen to show and a later load tries again.
 */
function fake() {
  const calls: Array<Record<string, unknown>> = [];
  let fail = false;
  const client = createApiClient({
    invoke: async (method: string, args: unknown) => {
      calls.push({ method, ...(args as Record<string, unknown>) });
      await Promise.resolve();
      if (fail) return { ok: false, error: { code: 'game_unknown_module', params: { game: 'x' } } } as never;
      const a = args as { game: string; id?: string };
      return { ok: true, value: { game: a.game, content: { for: a.id ?? null } } } as never;
    },
    on: () => () => undefined,
  });
  return {
    client,
    calls,
    failNext(v: boolean) {
      fail = v;
    },
  };
}

describe('gameContent store', () => {
  let backend: ReturnType<typeof fake>;
  beforeEach(() => {
    setActivePinia(createPinia());
    backend = fake();
    setApiClient(backend.client);
  });

  it('loads once per module and per saved game; concurrent loads share the request', async () => {
    const store = useGameContentStore();
    const [a, b] = await Promise.all([store.load('marvel-champions'), store.load('marvel-champions')]);
    expect(a).toEqual({ for: null });
    expect(b).toBe(a);
    await store.load('marvel-champions');
    expect(backend.calls).toEqual([{ method: 'games.content', game: 'marvel-champions' }]);
    const id = '11111111-2222-3333-4444-555555555555';
    expect(await store.load('marvel-champions', id)).toEqual({ for: id });
    expect(store.get('marvel-champions', id)).toEqual({ for: id });
    expect(backend.calls).toHaveLength(2);
  });

  it('keeps a failure for the screen, and a later load tries again', async () => {
    const store = useGameContentStore();
    backend.failNext(true);
    await expect(store.load('nope')).rejects.toMatchObject({ code: 'game_unknown_module' });
    expect(store.failure('nope')?.code).toBe('game_unknown_module');
    expect(store.get('nope')).toBeUndefined();
    backend.failNext(false);
    await store.load('nope');
    expect(store.failure('nope')).toBeNull();
    expect(store.get('nope')).toEqual({ for: null });
  });
});
