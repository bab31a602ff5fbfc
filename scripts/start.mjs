#!/usr/bin/env node
// `npm start`: run the desktop app from this checkout.
//
// Never `require('electron')` here: electron ≥ 42 downloads its binary on the first require from
// plain Node, and our build machines have no Electron binary and no internet. We look for the
// binary the way electron/index.js does (node_modules/electron/path.txt names it under dist/,
// ELECTRON_OVERRIDE_DIST_PATH may point elsewhere) and, when it is missing, say what to do instead.
//
// Native module ABI: better-sqlite3 is compiled for Node's ABI by `npm ci` (Vitest and the web host
// need that). To run it inside Electron, rebuild it for Electron's ABI first:
//     npx @electron/rebuild -f -w better-sqlite3
// and go back to the Node ABI before running tests again:
//     npm rebuild better-sqlite3
import { spawn } from 'node:child_process';
import { binScript, mtimeOf, newestMtime, ROOT, runNode } from './ensure-renderer.mjs';
import { findElectronBinary } from './electron-binary.mjs';

const BUILD_OUTPUTS = ['out/main/index.cjs', 'out/preload/index.cjs', 'out/renderer/index.html'];
const BUILD_SOURCES = ['electron', 'core', 'renderer', 'electron.vite.config.ts', 'package.json'];

function missingBinaryMessage() {
  return [
    '',
    'The Electron binary is not installed on this machine, so the desktop app cannot start here.',
    '',
    '  Use Deckhand in a browser instead:   npm run web',
    '  (same app and data, served on 127.0.0.1; add -- --port N or -- --data-dir DIR if needed)',
    '',
    'To run the desktop app on a machine with internet access:',
    '  1. npm install                       (without ELECTRON_SKIP_BINARY_DOWNLOAD set, so the',
    '                                        Electron binary is downloaded)',
    "  2. npx @electron/rebuild -f -w better-sqlite3   (native module for Electron's ABI)",
    '  3. npm start',
    '  Run `npm rebuild better-sqlite3` before the tests to return to the Node ABI.',
    '',
  ].join('\n');
}

async function main() {
  const exe = findElectronBinary();
  if (!exe) {
    console.error(missingBinaryMessage());
    return 1;
  }

  const outputs = BUILD_OUTPUTS.map(mtimeOf);
  const oldestOutput = outputs.includes(null) ? null : Math.min(...outputs);
  if (oldestOutput === null || oldestOutput < newestMtime(BUILD_SOURCES)) {
    console.log(oldestOutput === null ? 'out/ is missing: building …' : 'sources changed: rebuilding out/ …');
    const code = await runNode(binScript('electron-vite'), ['build']);
    if (code !== 0) {
      console.error(`build failed (exit code ${code})`);
      return code;
    }
  }

  const env = { ...process.env };
  // Set by some tools; it would make the binary behave as plain Node.
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(exe, ['.', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit', env });
  const forward = (sig) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
  };
  process.on('SIGTERM', forward('SIGTERM'));
  if (process.platform !== 'win32') process.on('SIGHUP', forward('SIGHUP'));
  // Ctrl+C in a terminal reaches Electron directly (same process group / console): just wait for
  // it to quit. From a non-terminal parent, pass it on.
  const fromTerminal = process.platform === 'win32' || process.stdin.isTTY === true;
  process.on('SIGINT', fromTerminal ? () => {} : forward('SIGINT'));
  return await new Promise((resolve) => {
    child.on('error', (e) => {
      console.error(`could not start Electron: ${e.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      if (code !== null && code !== 0) {
        console.error(
          `Electron exited with code ${code}. If the log mentions NODE_MODULE_VERSION, run ` +
            '`npx @electron/rebuild -f -w better-sqlite3` (and `npm rebuild better-sqlite3` before tests).',
        );
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

process.exitCode = await main();
