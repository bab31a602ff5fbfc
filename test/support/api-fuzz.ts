// The API fuzz (issue 13, "Tests and figures"): random calls of every method in core/api/methods.ts
// through either transport — dispatch called as the Electron IPC handler calls it (arguments
// through a structured clone), or HTTP through the loopback web host — against a backend seeded
// with real records (card data, products, decks, games, a campaign, a backup), whose ids, codes and
// exports feed later calls. Used by test/unit/backend/api-fuzz.test.ts and `npm run bench`.
//
// A call fails the fuzz when it answers HTTP 500, an `internal` (or unknown) error code, a reply
// that is not an envelope, or when anything is thrown out of dispatch. Nothing is ever written
// outside the fuzz's own folder: every `path` argument outside it is moved into it first, and
// card-data downloads go to a fake fetch.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import util from 'node:util';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { z } from 'zod';
import { ERROR_CODES } from '../../core/api/errors';
import { METHOD_NAMES, methods, type MethodName } from '../../core/api/methods';
import { createBackend, type Backend } from '../../electron/backend/backend';
import { startWebHost, type WebHost } from '../../electron/backend/web/host';
import { FIXTURE_DATA_DIR, gamesWithFixture } from '../fixtures/fixture-game/definition';
import { fixtureFiles } from '../fixtures/marvel-champions/data';
import { nightjarDeck } from '../fixtures/marvel-champions/decks';
import { writeFolder } from './backend';
import {
  cloneOnly,
  defineOwn,
  jsonHostile,
  mutated,
  NASTY_STRINGS,
  schemaArb,
  type Hints,
  type JsonSchema,
} from './fuzz-values';

export type FuzzTransport = 'ipc' | 'http';

export interface FuzzFailure {
  transport: FuzzTransport;
  /** The call's number in the run (its arguments are drawn from seed + index: the run replays). */
  index: number;
  method: string;
  problem: string;
  args: string;
}

export interface FuzzReport {
  transport: FuzzTransport;
  seed: number;
  /** Calls that reached the backend (or the web host). */
  calls: number;
  /** Calls per method name (every method of the table, plus `(wild)` for other names and raw requests). */
  byMethod: Record<string, number>;
  /** Answers by error code (`ok` for a success, `http <status>` for a refusal before dispatch). */
  answers: Record<string, number>;
  /** Successful calls per method: how deep the run reached. */
  succeeded: Record<string, number>;
  failures: FuzzFailure[];
  seconds: number;
  /** Milliseconds spent per method (drawing the arguments and the call), to see where a slow run goes. */
  ms: Record<string, number>;
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);
/** How the web host (or Node's HTTP parser before it) may refuse a request that is no API call. */
const REFUSALS = [400, 404, 405, 413, 414, 431];
const MC = 'marvel-champions';
const SK = 'fixture-skirmish';
const UUID = /^[0-9a-f-]{36}$/;
/** How many values a hint pool or an example pool keeps (newest replace random old ones). */
const POOL_MAX = 150;

/** A fuzz's folder, its backend (the test games included) and what it learnt about the records in it. */
export interface FuzzWorld {
  root: string;
  backend: Backend;
  /** Pools of meaningful values by name (`hintTable` says which property draws from which). */
  pools: Record<string, unknown[]>;
  /** Arguments that succeeded, per method: the start of many near-valid calls. */
  examples: Partial<Record<MethodName, unknown[]>>;
  /** Card-data downloads asked of the fake fetch. */
  downloads: number;
  /** What the backend logged with its last `internal` answer (the exception behind it). */
  lastLog: string;
  close(): void;
}

function push(pool: unknown[], v: unknown, rand: number): void {
  if (pool.some((p) => p === v)) return;
  if (pool.length < POOL_MAX) pool.push(v);
  else pool[rand % POOL_MAX] = v;
}

/** Which kind of record an `id` names in a method's arguments or answer, by its domain. */
function idKind(method: string): string {
  if (method === 'decks.saveGroup' || method === 'decks.deleteGroup' || method === 'decks.groups') return 'group';
  if (method.startsWith('backups.')) return 'backup';
  if (method.startsWith('collection.')) return 'product';
  const domain = method.slice(0, method.indexOf('.'));
  return ({ decks: 'deck', games: 'game_id', campaigns: 'campaign' } as Record<string, string>)[domain] ?? 'uuid';
}

/** Property names → the pool their hints come from, for one method. */
function hintTable(p: Record<string, unknown[]>, method: MethodName): Hints {
  return {
    game: p.game,
    id: p[idKind(method)],
    deckId: p.deck,
    deckIds: p.deck,
    gameId: p.game_id,
    productId: p.product,
    ids: p.copyId,
    code: p.code,
    codes: p.code,
    cardCode: p.code,
    identity: p.code,
    'slots[key]': p.code,
    packCode: p.pack,
    path: p.path,
    seat: p.seat,
    version: p.version,
    from: p.version,
    to: p.version,
    content: p.content,
    format: p.format,
    action: p.action,
    options: p.options,
    modes: p.modes,
    start: p.campaignInput,
    input: p.campaignInput,
    definition: p.definition,
    scenario: p.scenario,
    query: p.query,
  };
}

/** Keys whose uuid value names a record of a known kind, wherever they appear. */
const ID_KEYS: Record<string, string> = {
  deckId: 'deck',
  deckIds: 'deck',
  gameId: 'game_id',
  games: 'game_id',
  productId: 'product',
};

/** Learn ids, codes, seats, exports and legal actions from a successful call. */
function harvest(world: FuzzWorld, method: string, args: unknown, value: unknown, rand: number): void {
  const p = world.pools;
  if (isMethod(method) && isJsonSafe(args)) push((world.examples[method] ??= []), args, rand);
  const own = idKind(method);
  const seen = new Set<unknown>();
  /** `key`: the property holding `v` (array items keep their array's); `parent`: the one above it. */
  const walk = (v: unknown, key: string, parent: string, depth: number) => {
    if (depth > 7 || seen.size > 2000) return;
    if (typeof v === 'string') {
      if (UUID.test(v)) {
        const kind =
          ID_KEYS[key] ??
          (key === 'id' ? (parent === 'game' ? 'game_id' : parent === 'campaign' ? 'campaign' : own) : null);
        if (kind && p[kind]) push(p[kind], v, rand);
      } else if (['code', 'cardCode'].includes(key) && v.length <= 40) push(p.code, v, rand);
      else if (key === 'packCode') push(p.pack, v, rand);
      else if (['seat', 'seats'].includes(key)) push(p.seat, v, rand);
      else if (key === 'content' && v.length <= 200_000) push(p.content, v, rand);
      else if (key === 'id' && own === 'backup') push(p.backup, v, rand);
      return;
    }
    if (typeof v === 'number') {
      if (key === 'id' && Number.isInteger(v)) push(p.copyId, v, rand);
      else if (key === 'version' && Number.isInteger(v)) push(p.version, v, rand);
      return;
    }
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    for (const [k, x] of Object.entries(v))
      walk(x, Array.isArray(v) ? key : k, Array.isArray(v) ? parent : key, depth + 1);
  };
  walk(value, '', '', 0);
  // A game's legal actions, ready to send as `games.act` (as the renderer sends them).
  if (method === 'games.open' && typeof value === 'object' && value !== null) {
    const view = value as { seat: string | null; legal?: Array<Record<string, unknown>>; stateVersion?: number };
    const id = (args as { id?: unknown }).id;
    for (const l of (view.legal ?? []).slice(0, 8)) {
      const action = { ...l, seat: view.seat ?? 'P1', stateVersion: view.stateVersion ?? 0 };
      push(p.action, action, rand);
      push((world.examples['games.act'] ??= []), { id, action }, rand);
    }
  }
}

function isMethod(m: string): m is MethodName {
  return (METHOD_NAMES as readonly string[]).includes(m);
}

function isJsonSafe(v: unknown): boolean {
  try {
    const s = JSON.stringify(v);
    return s !== undefined && s.length < 100_000;
  } catch {
    return false;
  }
}

/** Short, safe text of any value (cycles, huge strings and deep values included) for a failure report. */
export function shown(v: unknown): string {
  try {
    return util.inspect(v, { depth: 3, maxStringLength: 120, maxArrayLength: 8, breakLength: Infinity }).slice(0, 600);
  } catch {
    return '(not inspectable)';
  }
}

/** The fake fetch of card-data downloads: offline, a server error, or bytes that are no zip, in turn. */
function fakeFetcher(world: { downloads: number }): typeof fetch {
  return (async () => {
    const n = world.downloads++;
    if (n % 3 === 0) throw new TypeError('fetch failed');
    if (n % 3 === 1) return new Response('unavailable', { status: 503 });
    return new Response(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 0xff]), { status: 200 });
  }) as typeof fetch;
}

/**
 * Make a fuzz folder: the backend on `<root>/data` with the shipped and the fixture games, card
 * data of both games imported, a product, decks, games of both engines, a campaign, a backup, and
 * files to point paths at (another save, a file that is no save, an empty file, the data sets).
 */
export async function createFuzzWorld(root: string): Promise<FuzzWorld> {
  const pools: Record<string, unknown[]> = {
    game: [MC, SK, 'marvel-champions', 'no-such-game'],
    uuid: [],
    deck: [],
    game_id: [],
    campaign: [],
    product: [],
    group: [],
    backup: [],
    copyId: [1, 2, 3],
    code: ['90001a', '90002', '90150', 'sk002', 'sk003', 'stw-h', 'bwk-h'],
    pack: ['ember', 'tide', 'core', 'tides'],
    seat: ['P1', 'P2'],
    version: [1, 2],
    content: [],
    format: ['no-such-format'],
    action: [],
    options: [{}, { rounds: 2, turns: 1 }, { heroes: [{ identity: 'stw-h' }] }],
    modes: [
      { expert: false, heroic: 1, skirmish: null },
      { expert: true, heroic: 0, skirmish: null },
    ],
    campaignInput: [
      {
        type: 'start',
        expert: false,
        heroes: [
          { key: 'h1', identity: 'stw-h', player: 'Ana' },
          { key: 'h2', identity: 'bwk-h', player: 'Ben' },
        ],
      },
    ],
    definition: ['deckhand-starter'],
    scenario: ['quiet-streets', 'pipeline'],
    query: ['', 'type:ally', 'cost:2', 'nightjar', 'aspect:justice cost>1', '"unclosed', 'x:'],
    path: [],
  };
  const mcData = writeFolder(path.join(root, 'mc-data'), fixtureFiles());
  const skData = path.join(root, 'skirmish-data');
  fs.cpSync(FIXTURE_DATA_DIR, skData, { recursive: true });
  fs.mkdirSync(path.join(root, 'copies'), { recursive: true });
  fs.writeFileSync(path.join(root, 'not-a-save.deckhand'), 'this is not a SQLite file');
  fs.writeFileSync(path.join(root, 'empty.deckhand'), '');
  pools.path.push(
    mcData,
    skData,
    root,
    path.join(root, 'not-a-save.deckhand'),
    path.join(root, 'empty.deckhand'),
    path.join(root, 'copies', 'copy.deckhand'),
    path.join(root, 'copies', 'nested', 'new.deckhand'),
    path.join(root, 'missing', 'nothing.deckhand'),
    path.join(root, 'data', 'saves', 'Deckhand.deckhand'),
    path.join(root, 'mc-data', 'cards'),
  );
  const world: FuzzWorld = {
    root,
    backend: null as unknown as Backend,
    pools,
    examples: {},
    downloads: 0,
    lastLog: '',
    close: () => world.backend.close(),
  };
  world.backend = createBackend({
    dataDir: path.join(root, 'data'),
    appVersion: 'fuzz',
    games: gamesWithFixture,
    log: (msg, e) =>
      (world.lastLog = `${msg}: ${e instanceof Error ? (e.stack ?? e.message) : shown(e)}`.slice(0, 1500)),
    fetcher: fakeFetcher(world),
    idleCheckpointMs: 50,
  });
  const formats = (game: string) => world.backend.context.gameDefs.get(game)?.decks?.formats ?? [];
  pools.format.push(...formats(MC), ...formats(SK));
  for (const [game, data] of [
    [MC, mcData],
    [SK, skData],
  ]) {
    const imported = await world.backend.dispatch('catalog.import', { game, source: { path: data } });
    if (!imported.ok) throw new Error(`fuzz seeding: catalog.import failed: ${JSON.stringify(imported.error)}`);
  }
  await seedSave(world, true);
  const copy = await world.backend.dispatch('saves.saveCopy', { path: path.join(root, 'copies', 'seeded.deckhand') });
  if (!copy.ok) throw new Error(`fuzz seeding: saves.saveCopy failed: ${JSON.stringify(copy.error)}`);
  return world;
}

/** Methods that may open another save file. */
const SWITCHES = ['saves.new', 'saves.open', 'backups.restore'];

/** Pools of records that live in the open save (emptied when another save is opened). */
const SAVE_POOLS = ['deck', 'game_id', 'campaign', 'product', 'group', 'backup', 'copyId', 'action', 'version'];

/**
 * Records in the open save for the fuzz to work on: a product of each game, decks (one built, in a
 * group, saved twice), games of both engines, a campaign with a game started from it, a backup;
 * their ids, exports and legal actions go to the pools. `strict`: a failing call throws (the
 * first seeding); otherwise it is skipped (a save opened by the fuzz may refuse some).
 */
async function seedSave(world: FuzzWorld, strict: boolean): Promise<void> {
  const formats = (game: string) => world.backend.context.gameDefs.get(game)?.decks?.formats ?? [];
  let n = 0;
  const seed = async (method: MethodName, args: unknown): Promise<Record<string, unknown>> => {
    const env = await world.backend.dispatch(method, args);
    if (!env.ok) {
      if (strict) throw new Error(`fuzz seeding: ${method} failed: ${JSON.stringify(env.error)}`);
      return {};
    }
    harvest(world, method, args, env.value, n++);
    return (env.value ?? {}) as Record<string, unknown>;
  };
  await seed('collection.addProduct', { game: MC, packCode: 'ember', location: 'Shelf A' });
  await seed('collection.addProduct', { game: SK, packCode: 'core' });
  await seed('collection.copies', { game: MC, limit: 50 });
  const deck = (await seed('decks.create', { game: MC, name: 'Night Watch', ...nightjarDeck() })).id;
  const skDeck = (await seed('decks.create', { game: SK, name: 'Brass', slots: { sk002: 2, sk003: 2 } })).id;
  await seed('decks.save', { game: MC, id: deck, notes: 'second version' });
  await seed('decks.saveGroup', { game: MC, name: 'Group', deckIds: [deck] });
  await seed('collection.build', { game: MC, deckId: deck });
  for (const format of formats(MC)) await seed('decks.export', { game: MC, id: deck, format });
  for (const format of formats(SK)) await seed('decks.export', { game: SK, id: skDeck, format });
  await seed('collection.exportCsv', { game: MC });
  await seed('catalog.search', { game: MC, query: '' });
  const sk = (await seed('games.create', { game: SK, seed: 'fuzz', name: 'Skirmish' })).id;
  const mc = (await seed('games.create', { game: MC, seed: 'fuzz', options: {} })).id;
  // A few actions of the fixture game, so undo, redo and replays have something to work on.
  for (let k = 0; k < 3; k++) {
    const seat = ((await seed('games.open', { id: sk, seat: null })).next as { seat: string } | null)?.seat;
    if (!seat) break;
    const view = (await seed('games.open', { id: sk, seat })) as {
      legal?: Array<{ type: string }>;
      stateVersion?: number;
    };
    // A pass reveals nothing (a card played from hand or a die roll would make it impossible to undo).
    const legal = view.legal?.find((l) => l.type === 'pass') ?? view.legal?.[0];
    if (legal) await seed('games.act', { id: sk, action: { ...legal, seat, stateVersion: view.stateVersion } });
  }
  for (const g of [sk, mc]) {
    await seed('games.open', { id: g, seat: 'P1' });
    await seed('games.export', { id: g });
  }
  const campaign = (
    (await seed('campaigns.create', {
      game: MC,
      definition: 'deckhand-starter',
      name: 'Tuesday group',
      start: world.pools.campaignInput[0],
    })) as { summary?: { id: string } }
  ).summary?.id;
  await seed('campaigns.startGame', { id: campaign, name: 'Quiet Streets' });
  await seed('campaigns.export', { id: campaign });
  await seed('backups.create', {});
}

/** After the fuzz opened another save: forget the old one's records and make some in this one. */
async function reseed(world: FuzzWorld): Promise<void> {
  for (const pool of SAVE_POOLS) world.pools[pool].length = 0;
  await seedSave(world, false);
}

/**
 * Move every `path` argument outside the fuzz's folder into it (`<root>/confined/…`): whatever the
 * generator or a mutation made of a path, the fuzz never reads or writes elsewhere. Walks nested
 * objects, arrays, Maps and cycles.
 */
export function confinePaths(args: unknown, root: string): unknown {
  const inside = (p: string) => {
    const r = path.resolve(root);
    const abs = path.resolve(r, p);
    return path.isAbsolute(p) && (abs === r || abs.startsWith(r + path.sep));
  };
  const seen = new Set<unknown>();
  const todo: unknown[] = [args];
  let n = 0;
  const moved = () => path.join(root, 'confined', `${n++}.deckhand`);
  // Iterative: the arguments may be nested far deeper than the call stack.
  while (todo.length) {
    const v = todo.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    if (v instanceof Map) {
      for (const [k, x] of v) {
        if (k === 'path' && typeof x === 'string' && !inside(x)) v.set(k, moved());
        else todo.push(x);
      }
      continue;
    }
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (k === 'path' && typeof x === 'string' && !inside(x)) defineOwn(v as Record<string, unknown>, k, moved());
      else todo.push(x);
    }
  }
  return args;
}

const schemas = new Map<MethodName, JsonSchema>(
  METHOD_NAMES.map((m) => [m, z.toJSONSchema(methods[m].args, { io: 'input', unrepresentable: 'any' }) as JsonSchema]),
);

/** Arguments for `method`: valid (from the schema or an earlier success), near-valid (1–3 fields broken) or garbage. */
function argsArb(world: FuzzWorld, method: MethodName, transport: FuzzTransport): fc.Arbitrary<unknown> {
  const hints = hintTable(world.pools, method);
  const examples = (world.examples[method] ??= []);
  // Two in five valid calls start from an earlier success (read when drawn: the pool grows).
  const valid = fc
    .tuple(schemaArb(schemas.get(method)!, hints), fc.nat(), fc.nat({ max: 4 }))
    .map(([v, i, pick]) => (pick < 2 && examples.length ? structuredClone(examples[i % examples.length]) : v));
  const hostile =
    transport === 'ipc'
      ? fc.oneof({ arbitrary: jsonHostile, weight: 3 }, { arbitrary: cloneOnly, weight: 1 })
      : jsonHostile;
  return fc.oneof(
    { arbitrary: valid, weight: 5 },
    { arbitrary: mutated(valid, hostile), weight: 4 },
    { arbitrary: hostile, weight: 1 },
  );
}

/** A method name that is not in the table (or, over IPC, not even a string). */
const wildMethod = (transport: FuzzTransport): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom(...METHOD_NAMES).map((m) => m.toUpperCase()),
    fc.constantFrom(...METHOD_NAMES).map((m) => `${m}\u0000`),
    fc.constantFrom('app', 'app.', '.info', 'app.info.x', 'saves.current ', 'Object.prototype', 'constructor.name'),
    fc.string({ unit: 'binary', maxLength: 40 }),
    transport === 'ipc' ? cloneOnly : fc.constant('x'.repeat(5000)),
  );

/** Raw HTTP requests no client of ours sends: bad escapes, odd paths, bodies that are no JSON object. */
const wildRequest: fc.Arbitrary<{ path: string; body: string | Buffer; type?: string }> = fc.record({
  path: fc.oneof(
    fc.constantFrom('%E0%A4%A', '%', '%zz', '%C0%AE%C0%AE', '..%2F..%2Fetc', 'app.info/x', 'app.info?x=1', '%00'),
    fc.constantFrom(...METHOD_NAMES).map((m) => `${m}`),
    fc.constantFrom(...NASTY_STRINGS).map((s) => percentEncoded(s)),
    fc.constant('a'.repeat(20_000)),
  ),
  body: fc.oneof(
    fc.constantFrom(
      '{not json',
      '',
      'null',
      '[]',
      '"str"',
      '1e999',
      '\uFEFF{}',
      '{"a":1,"a":2}',
      '{"__proto__":{"x":1}}',
    ),
    fc.constantFrom(1_000, 100_000).map((d) => '['.repeat(d) + ']'.repeat(d)),
    fc.constantFrom(1_000, 100_000).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
    fc.constant(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d])),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ),
  type: fc.constantFrom(undefined, 'application/json', 'text/plain', 'multipart/form-data; boundary=x'),
});

interface Answer {
  status: number;
  body: string;
}

function post(
  host: WebHost,
  agent: http.Agent,
  urlPath: string,
  body: string | Buffer,
  type?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      Host: `127.0.0.1:${host.port}`,
      Authorization: `Bearer ${host.token}`,
      'Content-Length': Buffer.byteLength(body),
    };
    if (type) headers['Content-Type'] = type;
    const req = http.request(
      { host: '127.0.0.1', port: host.port, method: 'POST', path: urlPath, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A method name in a URL path (a lone surrogate, which encodeURIComponent refuses, is sent as U+FFFD). */
function percentEncoded(name: string): string {
  return [...Buffer.from(name, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

/** What is wrong with a dispatch answer (null: nothing). */
function envelopeProblem(env: unknown): string | null {
  if (typeof env !== 'object' || env === null || typeof (env as { ok?: unknown }).ok !== 'boolean')
    return `not an envelope: ${shown(env)}`;
  const e = env as { ok: boolean; value?: unknown; error?: { code?: unknown; params?: unknown } };
  if (e.ok) return 'value' in e ? null : 'ok without a value';
  const code = e.error?.code;
  if (typeof code !== 'string' || !KNOWN_CODES.has(code)) return `unknown error code ${shown(code)}`;
  if (code === 'internal') return `internal: ${shown(e.error?.params)}`;
  return null;
}

/** A valid call must still be answered (after every stretch of calls and at the end). */
async function stillAnswers(send: (m: string, a: unknown) => Promise<unknown>): Promise<string | null> {
  for (const [m, a] of [
    ['app.info', {}],
    ['settings.get', {}],
  ] as const) {
    const env = (await send(m, a)) as { ok?: boolean };
    if (!env || env.ok !== true) return `a valid ${m} was refused afterwards: ${shown(env)}`;
  }
  return null;
}

export interface FuzzRunOptions {
  transport: FuzzTransport;
  /** Calls to make: the table's methods in turn, every 20th call a wild name or raw request. */
  calls: number;
  seed: number;
  /**
   * Calls sent at once (default 1): a renderer fires several requests without waiting, so reads
   * meet mutations in the queue, and a save switch meets calls still running on the old file.
   */
  concurrency?: number;
}

/**
 * Run `calls` random calls against `world` over `transport`. Never throws for a failing call:
 * each goes into the report's `failures`, which the caller asserts empty (or the bench counts).
 */
export async function runApiFuzz(world: FuzzWorld, opts: FuzzRunOptions): Promise<FuzzReport> {
  const { transport, calls, seed, concurrency = 1 } = opts;
  const started = performance.now();
  const report: FuzzReport = {
    transport,
    seed,
    calls: 0,
    byMethod: {},
    answers: {},
    succeeded: {},
    failures: [],
    seconds: 0,
    ms: {},
  };
  const host = transport === 'http' ? await startWebHost({ backend: world.backend, rendererDir: world.root }) : null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const count = (map: Record<string, number>, k: string) => (map[k] = (map[k] ?? 0) + 1);
  const fail = (index: number, method: unknown, problem: string, args: unknown) =>
    report.failures.push({ transport, index, method: shown(method), problem, args: shown(args) });

  /** One call as the transport makes it; returns the envelope, or a failure text. */
  const send = async (
    method: unknown,
    args: unknown,
  ): Promise<{ env?: unknown; problem?: string; refused?: number }> => {
    if (host) {
      let body: string;
      try {
        body = args === undefined ? '' : (JSON.stringify(args) ?? '');
      } catch {
        body = '['.repeat(20_000) + ']'.repeat(20_000); // too deep for the client's JSON.stringify: send it raw
      }
      const res = await post(host, agent, `/api/${percentEncoded(String(method))}`, body, 'application/json');
      // A name of the table must reach dispatch; another may be refused before (`..` is no API path at all).
      const known = typeof method === 'string' && isMethod(method);
      if (res.status !== 200 && (known || !REFUSALS.includes(res.status)))
        return { problem: `HTTP ${res.status} for a JSON call: ${res.body.slice(0, 200)}` };
      if (res.status !== 200) return { refused: res.status };
      return { env: JSON.parse(res.body) };
    }
    let cloned: unknown;
    try {
      // What Electron's IPC does to the renderer's arguments (a value it cannot clone never arrives).
      cloned = structuredClone(args);
    } catch {
      return {};
    }
    const env = await world.backend.dispatch(method as string, cloned);
    structuredClone(env); // and to the answer on its way back: must not throw
    return { env };
  };

  const arbs = new Map<MethodName, fc.Arbitrary<unknown>>();
  const argsFor = (m: MethodName) => arbs.get(m) ?? arbs.set(m, argsArb(world, m, transport)).get(m)!;
  const wildName = wildMethod(transport);
  const sendLogged = (method: unknown, args: unknown) => send(method, args).then((r) => r.env ?? r.problem);
  /** Call number `i`: its arguments are drawn before its first await, so a batch draws in order. */
  const one = async (i: number): Promise<void> => {
    const wild = i % 20 === 19;
    const method = METHOD_NAMES[i % METHOD_NAMES.length];
    const draw = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: seed + i * 7919, numRuns: 1 })[0];
    const t0 = performance.now();
    const key = wild ? '(wild)' : method;
    try {
      if (wild && host && i % 40 === 39) {
        const req = draw(wildRequest);
        report.calls++;
        count(report.byMethod, '(wild)');
        const res = await post(host, agent, `/api/${req.path}`, req.body, req.type);
        count(report.answers, res.status === 200 ? 'http 200' : `http ${res.status}`);
        if (res.status !== 200 && !REFUSALS.includes(res.status))
          fail(i, req.path, `HTTP ${res.status}: ${res.body.slice(0, 200)}`, req.body);
        else if (res.status === 200) {
          const env = JSON.parse(res.body) as { ok: boolean };
          const problem = envelopeProblem(env);
          if (problem) fail(i, req.path, problem, req.body);
        }
        return;
      }
      let name: unknown;
      let args: unknown;
      try {
        name = wild ? draw(wildName) : method;
        const known = typeof name === 'string' && isMethod(name) ? name : 'app.info';
        args = confinePaths(draw(argsFor(known)), world.root);
      } catch (err) {
        fail(i, method, `the fuzz's generator failed (a bug of the test): ${shown(err)}`, '');
        return;
      }
      const { env, problem, refused } = await send(name, args);
      if (env === undefined && problem === undefined && refused === undefined) return; // IPC could not carry these arguments
      report.calls++;
      count(report.byMethod, wild ? '(wild)' : method);
      if (refused !== undefined) {
        count(report.answers, `http ${refused}`);
        return;
      }
      if (problem) {
        fail(i, name, problem, args);
        return;
      }
      const bad = envelopeProblem(env);
      const e = env as { ok: boolean; value?: unknown; error?: { code: string } };
      count(report.answers, e.ok ? 'ok' : (e.error?.code ?? '?'));
      if (bad) fail(i, name, bad.startsWith('internal') ? `${bad} — ${world.lastLog}` : bad, args);
      else if (e.ok && typeof name === 'string') {
        count(report.succeeded, name);
        harvest(world, name, args, e.value, i);
        if (SWITCHES.includes(name)) await reseed(world);
      }
    } catch (err) {
      report.calls++;
      fail(i, key, `threw: ${shown(err)}`, '');
    } finally {
      report.ms[key] = (report.ms[key] ?? 0) + performance.now() - t0;
    }
  };
  for (let i = 0; i < calls; i += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, calls - i) }, (_, k) => i + k);
    await Promise.all(batch.map(one));
    if (Math.floor((i + batch.length) / 200) > Math.floor(i / 200)) {
      const problem = await stillAnswers(sendLogged);
      if (problem) fail(i, '(check)', problem, '');
    }
  }
  const problem = await stillAnswers(sendLogged);
  if (problem) fail(calls, '(check)', problem, '');
  agent.destroy();
  await host?.close();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** `PRAGMA integrity_check` of every SQLite file under `root` (saves, copies, backups, catalog): the ones not `ok`. */
export function damagedDatabases(root: string): Array<{ file: string; result: string }> {
  const out: Array<{ file: string; result: string }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile() && !/-(wal|shm|journal)$/.test(entry.name) && isSqlite(file)) {
        let result: string;
        try {
          const db = new Database(file, { readonly: true, fileMustExist: true });
          try {
            result = String(db.pragma('integrity_check', { simple: true }));
          } finally {
            db.close();
          }
        } catch (e) {
          result = `cannot open: ${(e as Error).message}`;
        }
        if (result !== 'ok') out.push({ file, result });
      }
    }
  };
  walk(root);
  return out;
}

function isSqlite(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return fs.readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === 'SQLite format 3\u0000';
  } finally {
    fs.closeSync(fd);
  }
}

/** Own property names of the built-in prototypes, to see that no call polluted them. */
export function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((p) => Object.getOwnPropertyNames(p).sort().join(','))
    .join('|');
}
