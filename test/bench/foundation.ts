import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend } from '../../electron/backend/backend';
import { SAVE_KIND } from '../../electron/backend/db/kinds';
import { createDatabaseFile, openDatabaseFile } from '../../electron/backend/db/sqlite-file';
import { startWebHost } from '../../electron/backend/web/host';
import { percentile, round, timeEach } from './stats';

/** A typical mix: a read (app.info) and a durable write (settings.set), alternating. */
function mixed(i: number): [string, unknown] {
  return i % 2 === 0 ? ['app.info', {}] : ['settings.set', { key: `ui.bench.${i % 50}`, value: { i } }];
}

export async function foundationBench(): Promise<Record<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-bench-'));
  try {
    const backend = createBackend({ dataDir: dir, appVersion: 'bench', log: () => undefined });
    for (let i = 0; i < 100; i++) await backend.dispatch(...mixed(i)); // warm up
    const inProc = await timeEach(2000, (i) => backend.dispatch(...mixed(i)));

    const host = await startWebHost({ backend, rendererDir: dir });
    const base = `http://127.0.0.1:${host.port}/api/`;
    const viaHttp = async (i: number) => {
      const [m, a] = mixed(i);
      const res = await fetch(base + m, {
        method: 'POST',
        headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(a),
      });
      await res.json();
    };
    for (let i = 0; i < 100; i++) await viaHttp(i);
    const http = await timeEach(1000, viaHttp);
    await host.close();
    backend.close();

    // Opening a save with ~2 MB of data: header checks, integrity_check, lock, WAL.
    const file = path.join(dir, 'big.deckhand');
    createDatabaseFile(file, SAVE_KIND, {
      init: (db) => {
        const ins = db.prepare("INSERT INTO settings(key, value, updated_at) VALUES (?, ?, '2026-01-01')");
        db.transaction(() => {
          for (let i = 0; i < 5000; i++) ins.run(`ui.k${i}`, JSON.stringify('v'.repeat(400)));
        })();
      },
    });
    const opens = await timeEach(20, () => openDatabaseFile(file, SAVE_KIND).close());

    return {
      'api.inProcessMs.p50': round(percentile(inProc, 50)),
      'api.inProcessMs.p95': round(percentile(inProc, 95)),
      'api.httpMs.p50': round(percentile(http, 50)),
      'api.httpMs.p95': round(percentile(http, 95)),
      'db.openMs': round(percentile(opens, 50)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
