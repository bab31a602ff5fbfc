import fs from 'node:fs';
import type { GameDefinition } from '../../../core/platform/definition';
import { gameDefinitions } from '../../../core/games/registry';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../../electron/backend/backend';
import { CatalogService } from '../../../electron/backend/catalog/service';
import { catalogMigrations } from '../../../electron/backend/db/catalog-migrations';
import { CATALOG_KIND } from '../../../electron/backend/db/kinds';
import { createDatabaseFile } from '../../../electron/backend/db/sqlite-file';
import { parseMarvelCdb } from '../../../core/games/marvel-champions';
import type { CardSummary } from '../../../core/api/catalog';
import { FIXTURE_GAME_ID, fixtureCatalogDefinition, type FixtureCatalog } from '../../fixtures/fixture-game/catalog';
import { fixtureFiles } from '../../fixtures/marvel-champions/data';
import { referenceDataDir, SKIP_MESSAGE } from '../games/marvel-champions/reference-data';
import { call, callError, inProcess, removeDir, tempDir, writeFolder, type Caller } from '../../support/backend';
import { importMcFixture } from '../../fixtures/marvel-champions/import';

/**
 * The catalog file's shared tables (catalog migration 3): a catalog imported by a version-2 app
 * (Marvel Champions in mc_parts / mc_cards / mc_translations) opens after the upgrade with the
 * same answers and nothing to re-import, and two games' catalogs in one file never mix.
 */
const G = 'marvel-champions' as const;
let dir: string;
const open: Backend[] = [];

beforeEach(() => {
  dir = tempDir();
});
afterEach(() => {
  for (const b of open.splice(0)) b.close();
  removeDir(dir);
});

function backendAt(dataDir: string, now?: () => Date): { backend: Backend; c: Caller } {
  const backend = createBackend({ dataDir, appVersion: 't', now, log: () => undefined });
  open.push(backend);
  return { backend, c: inProcess(backend) };
}

/**
 * Write a catalog file exactly as a version-2 app left it: the schema of catalog migrations 1–2
 * and the rows its Marvel Champions import wrote (the parsed catalog minus cards and translations
 * as the part `meta`, one row per card in file order, one per language, and the source row whose
 * report held only the two counts).
 */
function writeV2Catalog(file: string, files: Record<string, unknown>, source: string, importedAt: string): void {
  const catalog = parseMarvelCdb(files);
  const { cards, translations, ...meta } = catalog;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  createDatabaseFile(
    file,
    { ...CATALOG_KIND, migrations: catalogMigrations.filter((m) => m.version <= 2) },
    {
      init(db) {
        db.transaction(() => {
          db.prepare('INSERT INTO mc_parts(part, data) VALUES (?, ?)').run('meta', JSON.stringify(meta));
          const insCard = db.prepare('INSERT INTO mc_cards(ord, code, pack_code, data) VALUES (?, ?, ?, ?)');
          cards.forEach((card, i) => insCard.run(i, card.code, card.packCode, JSON.stringify(card)));
          const insLang = db.prepare('INSERT INTO mc_translations(lang, data) VALUES (?, ?)');
          for (const [lang, t] of Object.entries(translations)) insLang.run(lang, JSON.stringify(t));
          db.prepare('INSERT INTO catalog_source(game, source, imported_at, report) VALUES (?, ?, ?, ?)').run(
            G,
            source,
            importedAt,
            JSON.stringify({ skipped: meta.report.skipped.length, warnings: meta.report.warnings.length }),
          );
        })();
      },
    },
  );
}

/** The fixture data set plus a broken file and a translation of no card, so the import report is not empty. */
function filesWithReport(): Record<string, unknown> {
  return {
    ...fixtureFiles(),
    'pack/broken.json': '[{ this is not json',
    'translations/ko/pack/tide.json': [{ code: '99999', name: 'nobody' }],
  };
}

type Row = Record<string, unknown>;
const rows = (db: Database.Database, sql: string): Row[] => db.prepare(sql).all() as Row[];

/** Everything the API answers about a catalog, for comparing two backends. */
async function answers(c: Caller) {
  const queries = [
    { query: '', sort: 'release', lang: 'en' },
    { query: 't:ally', sort: 'name', lang: 'hu' },
    { query: 'strassenkampfer', sort: 'release', lang: 'de' },
    { query: 'NİGHTJAR', sort: 'name', lang: 'tr' },
    { query: 'c<=2', sort: 'cost', lang: 'de' },
    { query: 'a:justice', sort: 'type', lang: 'en' },
    { query: '', sort: 'aspect', lang: 'de' },
    { query: 'zz:1', sort: 'release', lang: 'en' },
  ] as const;
  const searches = [];
  for (const q of queries) searches.push(await call(c, 'catalog.search', { game: G, ...q, limit: 500 }));
  const codes = searches[0].cards.map((x: CardSummary) => x.code);
  return {
    status: await call(c, 'catalog.status', { game: G }),
    report: await call(c, 'catalog.report', { game: G }),
    searches,
    cards: await call(c, 'catalog.cards', { game: G, codes, lang: 'de' }),
    details: await Promise.all(codes.map((code) => call(c, 'catalog.card', { game: G, code, lang: 'de' }))),
    facets: [
      await call(c, 'catalog.facets', { game: G, lang: 'en' }),
      await call(c, 'catalog.facets', { game: G, lang: 'de' }),
    ],
    identities: await call(c, 'catalog.identities', { game: G, lang: 'de' }),
  };
}

describe('catalog migration 2 → 3 (shared tables)', () => {
  it('moves every Marvel Champions part, card and translation row unchanged and drops the old tables', () => {
    const file = path.join(dir, 'data', 'catalog.sqlite');
    const files = filesWithReport();
    writeV2Catalog(file, files, '/somewhere/marvelsdb', '2026-01-02T03:04:05.000Z');
    const v2 = new Database(file, { readonly: true });
    const parts = rows(v2, 'SELECT part, data FROM mc_parts ORDER BY part');
    const cards = rows(v2, 'SELECT ord, code, pack_code, data FROM mc_cards ORDER BY ord');
    const langs = rows(v2, 'SELECT lang, data FROM mc_translations ORDER BY lang');
    v2.close();
    expect(cards.length).toBeGreaterThan(100);
    expect(langs.map((l) => l.lang)).toEqual(['de', 'ko']);

    const { backend } = backendAt(path.join(dir, 'data'));
    const db = backend.context.catalog.db!;
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(rows(db, 'SELECT game, part, data FROM catalog_parts ORDER BY part')).toEqual(
      parts.map((p) => ({ game: G, ...p })),
    );
    expect(rows(db, 'SELECT game, ord, code, product_code, data FROM catalog_records ORDER BY ord')).toEqual(
      cards.map(({ pack_code, ...r }) => ({ game: G, ...r, product_code: pack_code })),
    );
    expect(rows(db, 'SELECT game, lang, data FROM catalog_translations ORDER BY lang')).toEqual(
      langs.map((l) => ({ game: G, ...l })),
    );
    const left = rows(db, "SELECT name FROM sqlite_master WHERE name LIKE 'mc\\_%' ESCAPE '\\'");
    expect(left).toEqual([]);
    // The import report moves from the catalog's meta part into catalog_source, issues and all.
    const meta = JSON.parse(parts[0].data as string) as { report: { skipped: unknown[]; warnings: unknown[] } };
    expect(meta.report.skipped.length).toBeGreaterThan(0);
    expect(meta.report.warnings.length).toBeGreaterThan(0);
    const source = db.prepare('SELECT source, imported_at, report FROM catalog_source').get() as Row;
    expect(source).toMatchObject({ source: '/somewhere/marvelsdb', imported_at: '2026-01-02T03:04:05.000Z' });
    expect(JSON.parse(source.report as string)).toEqual({
      skipped: meta.report.skipped,
      warnings: meta.report.warnings,
    });
  });

  it('a version-2 catalog with data opens with the same answers as a fresh import of the same data set', async () => {
    const files = filesWithReport();
    const fresh = backendAt(path.join(dir, 'fresh'));
    const folder = writeFolder(path.join(dir, 'set'), files);
    const imported = await call(fresh.c, 'catalog.import', { game: G, source: { path: folder } });
    expect(imported.skipped.length + imported.warnings.length).toBeGreaterThan(0);
    const expected = await answers(fresh.c);

    const oldDir = path.join(dir, 'old');
    writeV2Catalog(path.join(oldDir, 'catalog.sqlite'), files, folder, imported.status.importedAt!);
    const upgraded = backendAt(oldDir);
    expect((await call(upgraded.c, 'catalog.status', { game: G })).imported).toBe(true);
    expect(await answers(upgraded.c)).toEqual(expected);
    expect(expected.searches[0].total).toBeGreaterThan(20);
    expect(expected.identities.length).toBeGreaterThan(0);
  });

  const ref = referenceDataDir();
  it.skipIf(!ref)('the full MarvelCDB reference data set survives the upgrade too (skipped when absent)', async () => {
    const fresh = backendAt(path.join(dir, 'fresh'));
    const imported = await call(fresh.c, 'catalog.import', { game: G, source: { path: ref! } });
    const queries = ['t:ally a:justice c<=2', 'spider', 'k:avenger t:ally', 'pack:core'];
    const search = (c: Caller) =>
      Promise.all(queries.map((query) => call(c, 'catalog.search', { game: G, query, lang: 'de', sort: 'name' })));
    const expected = { status: imported.status, searches: await search(fresh.c) };
    // The reference folder as a version-2 app stored it (read the same way the backend reads it).
    const files: Record<string, string> = {};
    const walk = (rel: string): void => {
      for (const e of fs.readdirSync(path.join(ref!, rel), { withFileTypes: true })) {
        if (e.name.startsWith('.')) continue;
        const r = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) walk(r);
        else if (e.name.endsWith('.json')) files[r] = fs.readFileSync(path.join(ref!, r), 'utf8');
      }
    };
    walk('');
    const oldDir = path.join(dir, 'old');
    writeV2Catalog(path.join(oldDir, 'catalog.sqlite'), files, ref!, imported.status.importedAt!);
    const upgraded = backendAt(oldDir);
    expect({
      status: await call(upgraded.c, 'catalog.status', { game: G }),
      searches: await search(upgraded.c),
    }).toEqual(expected);
  });
  if (!ref) console.warn(SKIP_MESSAGE);
});

/** A second game in the same file: the fixture game's catalog (test/fixtures/fixture-game/catalog.ts). */
const tinyDefinition = fixtureCatalogDefinition;
const TINY = FIXTURE_GAME_ID;
/** A fixture-game card (its data set format); the type and cost do not matter here. */
const card = (code: string, name: string, product: string) => ({ code, name, type: 'unit', cost: 1, product });

describe('two games in one catalog file', () => {
  it('import, search and re-import each game without touching the other', async () => {
    const dataDir = path.join(dir, 'data');
    const clock = () => new Date('2026-03-04T05:06:07.000Z');
    const { backend, c } = backendAt(dataDir, clock);
    const tiny = () =>
      new CatalogService(
        TINY,
        tinyDefinition,
        () => backend.context.catalog.db,
        backend.events,
        () => new Date(0),
      );
    const service = tiny();
    // Invented cards; one shares its code with a Marvel Champions fixture card (codes are per game).
    const set1 = writeFolder(path.join(dir, 'tiny1'), {
      'cards.json': [
        card('90001a', 'Copper Lantern', 'alpha'),
        card('t2', 'Moss Golem', 'alpha'),
        card('t3', 'Lantern Bearer', 'beta'),
      ],
    });
    await importMcFixture(c, dir, 'mc');
    const mcBefore = await answers(c);
    expect((await service.import({ path: set1 })).status).toMatchObject({
      game: TINY,
      imported: true,
      counts: { cards: 3, products: 2 },
    });

    // each game searches only its own cards
    const page = (s: CatalogService<FixtureCatalog>, query: string) =>
      s.search({ query, lang: 'en', sort: 'release', offset: 0, limit: 100 }).cards.map((x) => [x.code, x.name]);
    expect(page(service, 'lantern')).toEqual([
      ['90001a', 'Copper Lantern'],
      ['t3', 'Lantern Bearer'],
    ]);
    expect(page(service, 'nightjar')).toEqual([]);
    expect((await call(c, 'catalog.search', { game: G, query: 'lantern' })).total).toBe(0);
    expect((await call(c, 'catalog.card', { game: G, code: '90001a' })).faces.map((f) => f.typeCode)).toEqual([
      'hero',
      'alter_ego',
    ]);
    expect(await answers(c)).toEqual(mcBefore);

    // re-import the tiny game: Marvel Champions untouched, in memory and on disk (a fresh service reads it)
    const set2 = writeFolder(path.join(dir, 'tiny2'), {
      'cards.json': [card('t9', 'Lantern Moth', 'gamma')],
    });
    await service.import({ path: set2 });
    expect(page(service, 'lantern')).toEqual([['t9', 'Lantern Moth']]);
    expect(await answers(c)).toEqual(mcBefore);
    expect(page(tiny(), 'lantern')).toEqual([['t9', 'Lantern Moth']]);

    // re-import Marvel Champions: the tiny game untouched
    await call(c, 'catalog.import', { game: G, source: { path: path.join(dir, 'mc') } });
    expect(page(service, '')).toEqual([['t9', 'Lantern Moth']]);
    expect(page(tiny(), '')).toEqual([['t9', 'Lantern Moth']]);

    // a refused (empty) import of one game leaves both as they were
    const empty = writeFolder(path.join(dir, 'tiny3'), { 'cards.json': [] });
    expect(await service.import({ path: empty }).catch((e: { code: string }) => e.code)).toBe('catalog_import_empty');
    expect(page(tiny(), '')).toEqual([['t9', 'Lantern Moth']]);

    // both survive a restart, each with its own rows
    backend.close();
    open.splice(open.indexOf(backend), 1);
    const again = backendAt(dataDir, clock);
    const db = again.backend.context.catalog.db!;
    expect(db.prepare('SELECT game, COUNT(*) AS n FROM catalog_records GROUP BY game ORDER BY game').all()).toEqual([
      { game: TINY, n: 1 },
      { game: G, n: parseMarvelCdb(fixtureFiles()).cards.length },
    ]);
    expect(await answers(again.c)).toEqual(mcBefore);
    const reopened = new CatalogService(
      TINY,
      tinyDefinition,
      () => db,
      again.backend.events,
      () => new Date(0),
    );
    expect(page(reopened, '')).toEqual([['t9', 'Lantern Moth']]);
    expect(reopened.identities('en')).toEqual([]);
    expect(reopened.status().source).toBe(set2);
  });

  it('a game with nothing imported says so while another game has its catalog', async () => {
    const { backend, c } = backendAt(path.join(dir, 'data'));
    await importMcFixture(c, dir, 'mc');
    const service = new CatalogService(
      TINY,
      tinyDefinition,
      () => backend.context.catalog.db,
      backend.events,
      () => new Date(0),
    );
    expect(service.status()).toMatchObject({ game: TINY, imported: false, counts: { cards: 0 } });
    let code: string | null = null;
    try {
      service.facets('en');
    } catch (e) {
      code = (e as { code: string }).code;
    }
    expect(code).toBe('catalog_not_imported');
    // a definition is only ever used for its own game
    expect(
      () =>
        new CatalogService(
          G,
          tinyDefinition,
          () => backend.context.catalog.db,
          backend.events,
          () => new Date(0),
        ),
    ).toThrow(new RegExp(TINY));
    // Not registered in this backend: refused by name. Registered (a game definition with this
    // catalog), the same game answers through the API beside Marvel Champions.
    expect((await callError(c, 'catalog.search', { game: TINY, query: '' })).code).toBe('unknown_game');
    const tinyGame: GameDefinition = {
      id: TINY,
      defVersion: 1,
      nameKey: `games.${TINY}`,
      features: ['catalog'],
      catalog: tinyDefinition,
    };
    backend.close(); // one program at a time holds the files
    const withTiny = createBackend({
      dataDir: path.join(dir, 'data'),
      appVersion: 't',
      log: () => undefined,
      games: [...gameDefinitions, tinyGame],
    });
    open.push(withTiny);
    const t = inProcess(withTiny);
    expect(await call(t, 'catalog.status', { game: TINY })).toMatchObject({
      game: TINY,
      imported: false,
    });
    expect((await call(t, 'catalog.status', { game: G })).imported).toBe(true);
  });
});
