import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import type { PushedEvent } from '../../../core/api/events';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import { referenceDataDir, SKIP_MESSAGE } from '../games/marvel-champions/reference-data';
import { call, callError, type Caller, writeFolder } from '../../support/backend';
import { restart, useTempBackend, type TempBackend } from '../../support/temp-backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

let t: TempBackend;
let dir: string;
let backend: Backend;
let c: Caller;
let events: PushedEvent[];

function zipOf(files: Record<string, unknown>, top = 'marvelsdb-json-data-master/'): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [rel, value] of Object.entries(files))
    entries[top + rel] = strToU8(typeof value === 'string' ? value : JSON.stringify(value));
  return zipSync(entries);
}

useTempBackend((x) => {
  ({ dir, backend, c } = t = x);
  events = [];
  backend.events.subscribe((e) => events.push(e));
});

const G = 'marvel-champions' as const;

describe('Marvel Champions catalog import (issue 4 §1)', () => {
  it('imports a data-set folder: counts, report, progress, search and card details', async () => {
    const folder = writeFolder(path.join(dir, 'set'), fixtureFiles());
    expect((await call(c, 'catalog.status', { game: G })).imported).toBe(false);
    expect((await callError(c, 'catalog.search', { game: G, query: '' })).code).toBe('catalog_not_imported');
    const result = await call(c, 'catalog.import', { game: G, source: { path: folder } });
    expect(result.status).toMatchObject({ imported: true, source: folder, counts: { packs: 5 } });
    expect(result.status.counts.cards).toBeGreaterThan(20);
    expect(result.status.languages.sort()).toEqual(['de', 'ko']);
    expect(events.some((e) => e.event === 'task.progress')).toBe(true);

    const all = await call(c, 'catalog.search', { game: G, query: '', limit: 500 });
    // One result per card: reprints fold into their original, back faces into their front.
    expect(all.total).toBeGreaterThan(20);
    expect(all.total).toBeLessThanOrEqual(result.status.counts.cards);
    expect(new Set(all.cards.map((x) => x.code)).size).toBe(all.cards.length);
    const allies = await call(c, 'catalog.search', { game: G, query: 't:ally' });
    expect(allies.total).toBeGreaterThan(0);
    expect(allies.cards.every((x) => x.typeCode === 'ally')).toBe(true);

    const detail = await call(c, 'catalog.card', { game: G, code: '90001a' });
    expect(detail.faces.map((f) => f.typeCode)).toEqual(['hero', 'alter_ego']);
    const de = await call(c, 'catalog.card', { game: G, code: '90001a', lang: 'de' });
    expect(de.name).toBe('Nachtschwalbe');
    expect((await callError(c, 'catalog.card', { game: G, code: 'nope' })).code).toBe('card_not_found');
  });

  it('searches in the UI language and in English, case- and accent-insensitively, Turkish i included', async () => {
    await importMcFixture(c, dir);
    const de = await call(c, 'catalog.search', { game: G, query: 'strassenkampfer', lang: 'de' });
    expect(de.cards.map((x) => x.code)).toContain('90175');
    const en = await call(c, 'catalog.search', { game: G, query: 'NIGHTJAR', lang: 'tr' });
    expect(en.total).toBeGreaterThan(0);
    const dotted = await call(c, 'catalog.search', { game: G, query: 'NİGHTJAR', lang: 'tr' });
    expect(dotted.cards.map((x) => x.code)).toEqual(en.cards.map((x) => x.code));
    const sorted = await call(c, 'catalog.search', { game: G, query: 't:ally', sort: 'name', lang: 'hu' });
    const names = sorted.cards.map((x) => x.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('hu', { sensitivity: 'base', numeric: true }).compare));
    const bad = await call(c, 'catalog.search', { game: G, query: 'zz:1' });
    expect(bad.problems.length).toBeGreaterThan(0);
  });

  it('imports a zip, and a download from a configurable address (loopback server)', async () => {
    const zipFile = path.join(dir, 'data.zip');
    fs.writeFileSync(zipFile, zipOf(fixtureFiles()));
    expect((await call(c, 'catalog.import', { game: G, source: { path: zipFile } })).status.counts.packs).toBe(5);

    const zip = zipOf(fixtureFiles());
    const server = http.createServer((req, res) => {
      if (req.url === '/data.zip') {
        res.writeHead(200, { 'Content-Type': 'application/zip' });
        res.end(Buffer.from(zip));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    try {
      const got = await call(c, 'catalog.import', {
        game: G,
        source: { download: true, url: `http://127.0.0.1:${port}/data.zip` },
      });
      expect(got.status.source).toBe(`http://127.0.0.1:${port}/data.zip`);
      const missing = await callError(c, 'catalog.import', {
        game: G,
        source: { download: true, url: `http://127.0.0.1:${port}/nope.zip` },
      });
      expect(missing).toEqual({
        code: 'catalog_download_failed',
        params: { url: `http://127.0.0.1:${port}/nope.zip`, status: 404 },
      });
    } finally {
      server.close();
    }
  });

  it('bad input: missing path, wrong folder, not a zip, broken zip — clear codes, the previous catalog untouched', async () => {
    await importMcFixture(c, dir);
    const before = await call(c, 'catalog.status', { game: G });
    expect((await callError(c, 'catalog.import', { game: G, source: { path: path.join(dir, 'missing') } })).code).toBe(
      'catalog_source_not_found',
    );
    const wrong = writeFolder(path.join(dir, 'wrong'), { 'notes.json': { hello: 1 } });
    expect((await callError(c, 'catalog.import', { game: G, source: { path: wrong } })).code).toBe(
      'catalog_import_empty',
    );
    const txt = path.join(dir, 'x.txt');
    fs.writeFileSync(txt, 'hello');
    expect((await callError(c, 'catalog.import', { game: G, source: { path: txt } })).code).toBe(
      'catalog_source_invalid',
    );
    const brokenZip = path.join(dir, 'broken.zip');
    fs.writeFileSync(brokenZip, 'PK\u0003\u0004 this is not really a zip');
    expect((await callError(c, 'catalog.import', { game: G, source: { path: brokenZip } })).code).toBe(
      'catalog_source_invalid',
    );
    expect(await call(c, 'catalog.status', { game: G })).toEqual(before);
  });

  it('issue 13 §8: a large folder is read without blocking, with progress, and Cancel stops it with nothing stored', async () => {
    const G = 'marvel-champions';
    await importMcFixture(c, dir);
    const before = await call(c, 'catalog.status', { game: G });
    // a folder of the same data with 1,500 extra files in nested folders
    const big = writeFolder(path.join(dir, 'big'), fixtureFiles());
    for (let i = 0; i < 1500; i++) {
      const sub = path.join(big, 'extra', `d${i % 30}`);
      fs.mkdirSync(sub, { recursive: true });
      fs.writeFileSync(path.join(sub, `f${i}.json`), '[]');
    }
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    events.length = 0;
    const running = callError(c, 'catalog.import', { game: G, source: { path: big } });
    // cancel once the reading has started and reported progress
    while (!events.some((e) => e.event === 'task.progress' && (e.payload as { done: number }).done > 0))
      await new Promise((r) => setTimeout(r, 1));
    expect(await call(c, 'catalog.cancelImport', { game: G })).toBe(true);
    const err = await running;
    clearInterval(timer);
    expect(err.code).toBe('catalog_import_cancelled');
    expect(ticks).toBeGreaterThan(0); // timers ran while the folder was read: the process was not blocked
    expect(await call(c, 'catalog.status', { game: G })).toEqual(before);
    // nothing running any more; a new import of the whole folder completes
    expect(await call(c, 'catalog.cancelImport', { game: G })).toBe(false);
    const done = await call(c, 'catalog.import', { game: G, source: { path: big } });
    expect(done.status.counts).toEqual(before.counts);
  });

  it('a broken JSON file is reported by name and the rest is imported', async () => {
    const files = fixtureFiles() as Record<string, unknown>;
    files['pack/gale.json'] = '[{ this is not json';
    const result = await call(c, 'catalog.import', {
      game: G,
      source: { path: writeFolder(path.join(dir, 'set'), files) },
    });
    expect(result.skipped.some((s) => s.file === 'pack/gale.json' && s.reason === 'file.invalidJson')).toBe(true);
    expect(result.status.counts.packs).toBe(5);
  });

  it('re-import replaces the catalog in place and never touches the save file', async () => {
    await call(c, 'settings.set', { key: 'ui.deck.sort', value: 'cost' });
    const folder = writeFolder(path.join(dir, 'set'), fixtureFiles());
    await call(c, 'catalog.import', { game: G, source: { path: folder } });
    const second = await call(c, 'catalog.import', { game: G, source: { path: folder } });
    expect(second.status.counts.packs).toBe(5);
    expect((await call(c, 'settings.get', {})).ui).toEqual({ 'ui.deck.sort': 'cost' });
    // The catalog survives a restart (it is a file beside the saves, not memory).
    ({ backend, c } = restart(t));
    expect((await call(c, 'catalog.status', { game: G })).counts.packs).toBe(5);
  });

  const ref = referenceDataDir();
  it.skipIf(!ref)('imports the full MarvelCDB reference data set (skipped when absent)', async () => {
    const result = await call(c, 'catalog.import', { game: G, source: { path: ref! } });
    expect(result.status.counts.packs).toBeGreaterThan(50);
    expect(result.status.counts.cards).toBeGreaterThan(3000);
    expect(result.status.languages).toEqual(expect.arrayContaining(['de', 'es', 'fr', 'it', 'ko']));
    const justice = await call(c, 'catalog.search', { game: G, query: 't:ally a:justice c<=2', sort: 'cost' });
    expect(justice.total).toBeGreaterThan(5);
    expect(justice.cards.every((x) => x.factionCode === 'justice' && (x.cost ?? 0) <= 2)).toBe(true);
    const spider = await call(c, 'catalog.search', { game: G, query: 'spider', lang: 'de' });
    expect(spider.total).toBeGreaterThan(0);
  });
  if (!ref) console.warn(SKIP_MESSAGE);
});
