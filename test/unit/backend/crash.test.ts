import path from 'node:path';
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
