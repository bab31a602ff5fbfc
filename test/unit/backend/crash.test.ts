import path from 'node:path';
import { gamesWithFixture } from '../../fixtures/fixture-game/definition';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, inProcess, makeBackend, overHttp, removeDir, tempDir } from '../../support/backend';
import { startHostProcess } from '../../support/host-process';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

describe('crash safety', () => {
  it('SIGKILL during a stream of writes: the file reopens intact with every acknowledged write', async () => {
    const host = await startHostProcess(dir);
    const caller = overHttp(host.base, host.token);
    const acked = new Set<number>();
    let next = 0;
    let killed = false;
    // Four writers keep requests in flight, so the kill lands mid-write.
    const writer = async () => {
      while (!killed) {
        const i = next++;
        try {
          const env = await caller.raw('settings.set', { key: `ui.crash.${i}`, value: { i, pad: 'z'.repeat(200) } });
          if (env.ok && !killed) acked.add(i);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acked.size < 300) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    host.child.kill('SIGKILL');
    await host.exited;
    await Promise.all(writers);

    const save = path.join(dir, 'saves', 'Deckhand.deckhand');
    expect(fs.existsSync(save + '-wal')).toBe(true); // it really died without a clean close

    const b = makeBackend(dir);
    const info = await call(inProcess(b), 'app.info', {});
    expect(info.saveProblem).toBeNull();
    const db = b.context.saves.require().db;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const ui = (await call(inProcess(b), 'settings.get', {})).ui;
    const missing = [...acked].filter((i) => (ui[`ui.crash.${i}`] as { i: number } | undefined)?.i !== i);
    expect(missing).toEqual([]);
    expect(acked.size).toBeGreaterThanOrEqual(300);
    b.close();
    // And after a clean close the file is a plain, sound SQLite file.
    const check = new Database(save, { readonly: true });
    expect(check.pragma('quick_check', { simple: true })).toBe('ok');
    check.close();
  });
});

describe('crash safety of saved games', () => {
  it('SIGKILL mid-play: the game reopens at its last accepted action, with every accepted action present', async () => {
    const { Rng, seedRng } = await import('../../../core/kernel');
    const host = await startHostProcess(dir, [], 'test/support/fixture-host.ts');
    const caller = overHttp(host.base, host.token);
    const created = await caller.raw('games.create', {
      game: 'fixture-skirmish',
      seed: 'crash',
      options: { rounds: 6, turns: 3 },
    });
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = (created.value as { id: string }).id;
    const rng = new Rng(seedRng('crash-play'));
    let accepted = 0;
    let lastView: { stateVersion: number } | null = null;
    // Play until the game is well under way, then kill the host while an action is in flight.
    for (;;) {
      const next = (await call(caller, 'games.open', { id, seat: null })).next;
      if (!next) break;
      const mine = await call(caller, 'games.open', { id, seat: next.seat });
      const pick = mine.legal[rng.int(0, mine.legal.length - 1)];
      const inFlight = caller.raw('games.act', {
        id,
        action: { ...pick, seat: next.seat, stateVersion: mine.stateVersion },
      });
      if (accepted >= 30) {
        host.child.kill('SIGKILL');
        await inFlight.catch(() => undefined);
        break;
      }
      const env = await inFlight;
      if (env.ok) {
        accepted++;
        lastView = env.value as { stateVersion: number };
      }
    }
    await host.exited;
    expect(accepted).toBe(30);
    expect(lastView?.stateVersion).toBe(30);

    const b = (await import('../../../electron/backend/backend')).createBackend({
      dataDir: dir,
      appVersion: 't',
      games: gamesWithFixture,
      log: () => undefined,
    });
    const c = inProcess(b);
    const view = await call(c, 'games.open', { id, seat: null });
    // 30 acknowledged; the one in flight at the kill may or may not have committed.
    expect([30, 31]).toContain(view.summary.actions);
    expect(await call(c, 'games.verify', { id })).toEqual({ ok: true, actions: view.summary.actions });
    expect(b.context.saves.require().db.pragma('integrity_check', { simple: true })).toBe('ok');
    b.close();
  });
});
