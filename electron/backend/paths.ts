import os from 'node:os';
import path from 'node:path';

export const APP_NAME = 'Deckhand';
export const SAVE_EXT = '.deckhand';

/**
 * The folder Electron would use as `userData` for productName "Deckhand", so the web host and
 * the desktop app share data by default.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  const home = os.homedir();
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_NAME);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_NAME);
}

export interface DataLayout {
  dataDir: string;
  savesDir: string;
  backupsDir: string;
  catalogPath: string;
  stateFile: string;
}

export function dataLayout(dataDir: string): DataLayout {
  const dir = path.resolve(dataDir);
  return {
    dataDir: dir,
    savesDir: path.join(dir, 'saves'),
    backupsDir: path.join(dir, 'backups'),
    catalogPath: path.join(dir, 'catalog.sqlite'),
    stateFile: path.join(dir, 'app-state.json'),
  };
}

export function saveNameOf(filePath: string): string {
  const base = path.basename(filePath);
  return base.toLowerCase().endsWith(SAVE_EXT) ? base.slice(0, -SAVE_EXT.length) : base;
}

/** Same file? Case-insensitive on the platforms whose file systems usually are. */
export function samePath(a: string, b: string): boolean {
  const na = path.resolve(a);
  const nb = path.resolve(b);
  return process.platform === 'linux' ? na === nb : na.toLowerCase() === nb.toLowerCase();
}
