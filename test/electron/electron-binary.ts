import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The Electron executable for the smoke tests: this checkout's (scripts/electron-binary.mjs, found
 * without loading the package), or a packaged build named by DECKHAND_ELECTRON_EXECUTABLE.
 */
export function electronForTests(
  env: NodeJS.ProcessEnv = process.env,
): { executable: string; packaged: boolean } | null {
  if (env.DECKHAND_ELECTRON_EXECUTABLE) {
    return fs.existsSync(env.DECKHAND_ELECTRON_EXECUTABLE)
      ? { executable: env.DECKHAND_ELECTRON_EXECUTABLE, packaged: true }
      : null;
  }
  const exe = findElectronBinary(env);
  return exe ? { executable: exe, packaged: false } : null;
}

export const SKIP_REASON =
  'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): these tests run on release machines, ' +
  'see test/electron/playwright.electron.config.ts';
