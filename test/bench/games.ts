import fs from 'node:fs';
import { gamesWithFixture } from '../fixtures/fixture-game/definition';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../../electron/backend/backend';
import { Rng, seedRng } from '../../core/kernel';
import type { GameView } from '../../core/api/games';
import { fixtureGame } from '../fixtures/fixture-game';
import { percentile, round } from './stats';

/** games.autosaveMs.p95: one accepted action through dispatch, durably in SQLite (FULL sync), fixture game. */
export async function gamesBench(): Promise<Record<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-bench-games-'));
  const backend = createBackend({
    dataDir: dir,
    appVersion: 'bench',
    games: gamesWithFixture,
    log: () => undefined,
  });
  const times: number[] = [];
  const rng = new Rng(seedRng('bench'));
  try {
    for (let g = 0; g < 20; g++) {
      const created = await backend.dispatch('games.create', {
        game: fixtureGame.id,
        seed: `b${g}`,
        options: { rounds: 6, turns: 3 },
      });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const id = (created.value as { id: string }).id;
      const openView = async (seat: string | null): Promise<GameView> => {
        const env = await backend.dispatch('games.open', { id, seat });
        if (!env.ok) throw new Error(JSON.stringify(env.error));
        return env.value as GameView;
      };
      let view = await openView(null);
      while (view.next) {
        view = await openView(view.next.seat);
        const pick = view.legal[rng.int(0, view.legal.length - 1)];
        const t0 = performance.now();
        const env = await backend.dispatch('games.act', {
          id,
          action: { ...pick, seat: view.seat, stateVersion: view.stateVersion },
        });
        times.push(performance.now() - t0);
        if (!env.ok) throw new Error(JSON.stringify(env.error));
        view = env.value as GameView;
      }
    }
    return {
      'games.autosaveMs.p50': round(percentile(times, 50)),
      'games.autosaveMs.p95': round(percentile(times, 95)),
    };
  } finally {
    backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
