#!/usr/bin/env node
// Builds the renderer (`vite build --config renderer/vite.config.ts` → out/renderer) when
// out/renderer/index.html is missing or older than any source it is built from (renderer/, core/api/,
// package.json). Used by `npm run web` and `npm run test:e2e`; prints what it does.
// The helpers are shared with scripts/start.mjs and scripts/web.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));

const SKIP_DIRS = new Set(['node_modules', '.git', 'out', 'dist', 'release', 'test-results', 'playwright-report']);

/** Newest modification time (ms) of the files under `paths` (files or folders); 0 when none exist. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (SKIP_DIRS.has(path.basename(p))) return;
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) visit(path.resolve(ROOT, p));
  return newest;
}

/** Modification time of `file`, or null when it does not exist. */
export function mtimeOf(file) {
  try {
    return fs.statSync(path.resolve(ROOT, file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Absolute path of a package's CLI script (from its package.json "bin"), run with `process.execPath`. */
export function binScript(pkg, name = pkg) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const rel = typeof bin === 'string' ? bin : bin?.[name];
  if (!rel) throw new Error(`${pkg} has no "${name}" command`);
  return path.join(path.dirname(manifest), rel);
}

/**
 * Run a Node CLI script as a child (no shell, so it works the same on Windows) and resolve with
 * its exit code. While it runs, this process stays alive on signals and passes them on:
 * SIGTERM/SIGHUP always; Ctrl+C (SIGINT) only when it did not come from a terminal, which already
 * delivers it to the whole process group (and on Windows to the whole console).
 */
export function runNode(script, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: 'inherit', ...opts });
    const fromTerminal = process.platform === 'win32' || process.stdin.isTTY === true;
    const handlers = {
      SIGINT: () => {
        if (!fromTerminal) forward('SIGINT');
      },
      SIGTERM: () => forward('SIGTERM'),
      ...(process.platform === 'win32' ? {} : { SIGHUP: () => forward('SIGHUP') }),
    };
    function forward(sig) {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    }
    for (const [sig, h] of Object.entries(handlers)) process.on(sig, h);
    const done = (code) => {
      for (const [sig, h] of Object.entries(handlers)) process.off(sig, h);
      resolve(code);
    };
    child.on('error', (e) => {
      console.error(`could not start ${path.basename(script)}: ${e.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      if (code !== null) done(code);
      else done(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : signal === 'SIGHUP' ? 129 : 1);
    });
  });
}

// The renderer may import only core/api at run time (lint-enforced), so engine work elsewhere in core/
// does not force a rebuild.
export const RENDERER_SOURCES = ['renderer', 'core/api', 'package.json'];
export const RENDERER_OUTPUT = 'out/renderer/index.html';

/** Build out/renderer if needed. Resolves with 0 when it is up to date (or was built). */
export async function ensureRenderer({ force = false } = {}) {
  const built = mtimeOf(RENDERER_OUTPUT);
  const newest = newestMtime(RENDERER_SOURCES);
  if (!force && built !== null && built >= newest) {
    console.log(`renderer is up to date (${RENDERER_OUTPUT})`);
    return 0;
  }
  console.log(
    built === null
      ? `renderer not built yet: building ${RENDERER_OUTPUT} …`
      : `renderer sources changed since the last build: rebuilding ${RENDERER_OUTPUT} …`,
  );
  const code = await runNode(binScript('vite'), ['build', '--config', 'renderer/vite.config.ts']);
  if (code !== 0) console.error(`renderer build failed (exit code ${code})`);
  return code;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const force = process.argv.includes('--force');
  process.exitCode = await ensureRenderer({ force });
}
