import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The Electron executable for the smoke tests, found WITHOUT loading the 'electron' package
 * (electron ≥ 42 downloads its binary on the first require from plain Node, which our offline
 * build machines cannot do). Same rules as electron/index.js and scripts/start.mjs:
 * node_modules/electron/path.txt names the binary under dist/, ELECTRON_OVERRIDE_DIST_PATH may
 * replace dist/. DECKHAND_ELECTRON_EXECUTABLE runs a packaged build instead.
 */
export function findElectronBinary(env: NodeJS.ProcessEnv = process.env): { executable: string; packaged: boolean } | null {
  if (env.DECKHAND_ELECTRON_EXECUTABLE) {
    return fs.existsSync(env.DECKHAND_ELECTRON_EXECUTABLE) ? { executable: env.DECKHAND_ELECTRON_EXECUTABLE, packaged: true } : null;
  }
  let pkgDir: string;
  try {
    pkgDir = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(pkgDir, 'path.txt');
  const rel = fs.existsSync(pathFile) ? fs.readFileSync(pathFile, 'utf8').trim() : '';
  const exe = env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron')
    : rel
      ? path.join(pkgDir, 'dist', rel)
      : null;
  return exe && fs.existsSync(exe) ? { executable: exe, packaged: false } : null;
}

export const SKIP_REASON =
  'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): these tests run on release machines, ' +
  'see test/electron/playwright.electron.config.ts';
