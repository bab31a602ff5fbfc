#!/usr/bin/env node
// Where V8's optimising compiler spends in the engine benches' loops: runs `npm run bench` areas with compiles on the
// main thread (--single-threaded) and V8's --trace-opt / --trace-deopt-verbose, then prints per timed loop the games
// per second, TurboFan compiles, their milliseconds and deopts, and for the loops asked for the functions by compile
// time and the deopt sites. A first window of an engine bench (a fresh process's first games) is mostly this work;
// see core/games/marvel-champions/engine/README.md "Speed (session 20)".
//
//   node scripts/jit-report.mjs mc-engine                     every loop of that bench area
//   node scripts/jit-report.mjs wotr-engine --loop bench      and the detail of the loops whose seed contains "bench"
//
// The figures of a traced run are slower than the bench's (compiles block the loop): compare traced runs only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const area = args.find((a) => !a.startsWith('--'));
const loopAt = args.indexOf('--loop');
const detail = loopAt >= 0 ? args[loopAt + 1] : null;
if (!area) {
  console.error('usage: node scripts/jit-report.mjs <bench area> [--loop <seed text>]');
  process.exit(2);
}

// V8 writes its trace through C's stdio, block-buffered into a pipe, and the loop marks through Node's own writes: without
// line buffering (coreutils' stdbuf) a mark lands thousands of lines late or in the middle of a trace line.
const nodeArgs = [
  '--single-threaded',
  '--trace-opt',
  '--trace-deopt-verbose',
  '--import',
  'tsx',
  'test/bench/index.ts',
];
const lineBuffered = spawnSync('stdbuf', ['--version']).status === 0;
if (!lineBuffered) console.error('stdbuf not found: loop boundaries are approximate');
const run = spawnSync(
  lineBuffered ? 'stdbuf' : process.execPath,
  lineBuffered ? ['-oL', process.execPath, ...nodeArgs] : nodeArgs,
  {
    cwd: root,
    env: { ...process.env, DECKHAND_BENCH_ONLY: area, DECKHAND_BENCH_MARKS: '1' },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  },
);
if (run.status !== 0) {
  console.error(run.stderr.slice(-2000));
  process.exit(run.status ?? 1);
}

/** An anonymous function is traced as `<JSFunction (sfi = …)>`. */
const fnName = (name) => (!name || name.startsWith('(') ? '(anonymous)' : name);

// tsx runs each file as esbuild's whitespace-minified transform: V8's positions (line:column) are in that text,
// so the same transform gives the code at a deopt site.
let esbuild = null;
try {
  esbuild = await import('esbuild');
} catch {
  // positions are then printed as they are
}
const transformed = new Map();
async function where(pos) {
  const m = pos.match(/^(.*):(\d+):(\d+)$/);
  if (!m) return pos;
  const file = m[1].replace(/^\/+/, '/');
  const rel = path.relative(root, file);
  if (!esbuild || !fs.existsSync(file)) return `${rel}:${m[2]}:${m[3]}`;
  if (!transformed.has(file)) {
    const { code } = esbuild.transformSync(fs.readFileSync(file, 'utf8'), {
      loader: file.endsWith('.ts') ? 'ts' : 'js',
      format: 'esm',
      keepNames: true,
      minifyWhitespace: true,
      target: `node${process.versions.node.split('.')[0]}`,
    });
    transformed.set(file, code.split('\n'));
  }
  const line = transformed.get(file)[+m[2] - 1] ?? '';
  const col = +m[3];
  return `${rel}: …${line.slice(Math.max(0, col - 50), col + 40)}…`;
}

const loops = [];
let loop = null;
let deopt = null;
// a mark glued to the end of a trace line (no stdbuf) starts a line of its own
for (const line of run.stdout.replace(/(?<!\n)@@(loop|done) /g, '\n@@$1 ').split('\n')) {
  let m;
  if ((m = line.match(/^@@loop (\S+) (\S+) (\d+)/))) {
    loop = {
      name: `${m[1]} ${m[2]}`,
      games: +m[3],
      perSec: 0,
      compiles: 0,
      ms: 0,
      deopts: 0,
      fns: new Map(),
      sites: new Map(),
    };
    loops.push(loop);
  } else if ((m = line.match(/^@@done \S+ \S+ ([\d.]+)/))) {
    if (loop) loop.perSec = +m[1];
    loop = null;
  } else if (!loop) continue;
  else if (
    (m = line.match(
      /completed (?:optimizing|compiling) .*?<JSFunction ([^ >]*).*?took ([\d.]+), ([\d.]+), ([\d.]+) ms/,
    ))
  ) {
    const ms = +m[2] + +m[3] + +m[4];
    const fn = fnName(m[1]);
    loop.compiles++;
    loop.ms += ms;
    const f = loop.fns.get(fn) ?? { n: 0, ms: 0 };
    f.n++;
    f.ms += ms;
    loop.fns.set(fn, f);
  } else if (
    (m = line.match(/bailout \(kind: deopt-\w+, reason: ([^)]*)\): begin\. deoptimizing \S+ <JSFunction ([^ >]*)/))
  ) {
    loop.deopts++;
    deopt = `${fnName(m[2])} · ${m[1]}`;
  } else if (deopt && (m = line.match(/deoptimize at <(?:file:\/\/)?([^>]*)>/))) {
    const site = `${deopt} · ${await where(m[1])}`;
    loop.sites.set(site, (loop.sites.get(site) ?? 0) + 1);
    deopt = null;
  }
}

const pad = (v, n) => String(v).padStart(n);
console.log('loop (engine, seed)'.padEnd(44), 'games/s', 'compiles', 'compile ms', 'deopts');
for (const l of loops)
  console.log(
    l.name.padEnd(44),
    pad(l.perSec.toFixed(1), 7),
    pad(l.compiles, 8),
    pad(Math.round(l.ms), 10),
    pad(l.deopts, 6),
  );
for (const l of loops.filter((x) => detail && x.name.includes(detail))) {
  console.log(`\n${l.name}: functions by compile time`);
  for (const [fn, f] of [...l.fns].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
    console.log(pad(f.ms.toFixed(1), 8), 'ms', pad(f.n, 3), 'x', fn);
  console.log(`${l.name}: deopt sites (function · reason · where, in the code tsx runs)`);
  for (const [site, n] of [...l.sites].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(pad(n, 4), site);
}
