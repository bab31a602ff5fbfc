/**
 * berserk.cardImportMs: the 400-card 2023 reference list (../shared/data/berserk/cards-2023.json)
 * imported through dispatch (file read, parse and checks, SQLite write); without the reference, a
 * list of 400 invented cards made from the fixture (reported as berserk.cardImportSyntheticMs).
 * berserk.collectionQueryMs.p95: `collection.completion` (set completion per rarity, wants and
 * trades, counted in SQL) over 10,000 copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createBackend } from '../../electron/backend/backend';
import { removeDir, tempDir } from '../support/backend';
import { BERSERK_REFERENCE_JSON, HAS_BERSERK_REFERENCE, fixtureJson } from '../fixtures/berserk/files';
import { percentile, round, timeEach } from './stats';

const COPIES = 10_000;

/** 400 invented cards: the fixture's 20, twenty times over, with new ids and numbers. */
function syntheticList(): string {
  const base = JSON.parse(fixtureJson()) as Array<Record<string, unknown>>;
  const out: Array<Record<string, unknown>> = [];
  for (let i = 0; i < 400; i++)
    out.push({ ...base[i % base.length], id: 10_000 + i, number: i + 1, set: i < 200 ? 'A' : 'B' });
  return JSON.stringify(out, null, 1);
}

export async function berserkCatalogBench(): Promise<Record<string, number>> {
  const dir = tempDir('deckhand-bench-berserk-');
  const backend = createBackend({ dataDir: dir, appVersion: 'bench', log: () => undefined });
  try {
    let file = BERSERK_REFERENCE_JSON;
    if (!HAS_BERSERK_REFERENCE) {
      file = path.join(dir, 'cards.json');
      fs.writeFileSync(file, syntheticList());
    }
    const t0 = performance.now();
    const env = await backend.dispatch('catalog.import', { game: 'berserk', source: { path: file } });
    const importMs = performance.now() - t0;
    if (!env.ok) throw new Error(JSON.stringify(env.error));

    const codes = (backend.context.catalogs.berserk.requireCatalog() as { cards: Array<{ code: string }> }).cards.map(
      (c) => c.code,
    );
    const { db } = backend.context.saves.require();
    const insert = db.prepare(
      "INSERT INTO copies(game, code, variant, location, added_at) VALUES ('berserk', ?, ?, ?, '2026-11-27T00:00:00.000Z')",
    );
    db.transaction(() => {
      // a collector's spread: common cards many times, some never (deterministic)
      for (let i = 0; i < COPIES; i++) {
        const code = codes[(i * 7919) % Math.floor(codes.length * 0.9)];
        insert.run(code, i % 17 === 0 ? 'foil' : '', `Box ${1 + (i % 12)}`);
      }
    })();
    const args = { game: 'berserk', keep: 3 };
    const warm = await backend.dispatch('collection.completion', args);
    if (!warm.ok) throw new Error(JSON.stringify(warm.error));
    const times = await timeEach(100, async () => {
      const res = await backend.dispatch('collection.completion', args);
      if (!res.ok) throw new Error(JSON.stringify(res.error));
    });
    return {
      [HAS_BERSERK_REFERENCE ? 'berserk.cardImportMs' : 'berserk.cardImportSyntheticMs']: round(importMs, 1),
      'berserk.collectionQueryMs.p50': round(percentile(times, 50)),
      'berserk.collectionQueryMs.p95': round(percentile(times, 95)),
    };
  } finally {
    backend.close();
    removeDir(dir);
  }
}
