// Where the Electron executable of this checkout is, found WITHOUT loading the 'electron' package
// (electron ≥ 42 downloads its binary on the first require from plain Node, which offline build
// machines cannot do). Same rules as electron/index.js: node_modules/electron/path.txt names the
// binary under dist/, and ELECTRON_OVERRIDE_DIST_PATH may replace dist/.
// Used by scripts/start.mjs and the Electron smoke tests.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The executable's path, or null when the binary is not installed. */
export function findElectronBinary(env = process.env) {
  let pkgDir;
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
  return exe && fs.existsSync(exe) ? exe : null;
}
