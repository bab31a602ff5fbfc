import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** A temp name in the same folder as `target`, so the final rename never crosses file systems. */
export function tempBeside(target: string, tag = 'tmp'): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${tag}-${crypto.randomBytes(6).toString('hex')}`);
}

/** Rename, retrying briefly on Windows' transient EPERM/EBUSY (antivirus, indexers). */
export function renameWithRetry(from: string, to: string, attempts = 5): void {
  for (let i = 0; ; i++) {
    try {
      fs.renameSync(from, to);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (i >= attempts - 1 || (code !== 'EPERM' && code !== 'EBUSY' && code !== 'EACCES')) throw e;
      const until = Date.now() + 50 * (i + 1);
      while (Date.now() < until) {
        /* short synchronous back-off: handlers stay synchronous so reads never see half a switch */
      }
    }
  }
}

/** Write a small file atomically: temp in the same folder, fsync, rename. */
export function writeFileAtomic(target: string, data: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const tmp = tempBeside(target);
  try {
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    renameWithRetry(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

export function removeQuietly(file: string): void {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    /* best effort: a leftover temp file is harmless */
  }
}

/** A `tempBeside` name (with SQLite's side files): what an interrupted write leaves behind. */
const LEFTOVER_RE = /^\..+\.[a-z]+-[0-9a-f]{12}(?:-journal|-wal|-shm)?$/;
/** Younger temp files may belong to a write still running in another Deckhand (the web host shares the folder). */
export const LEFTOVER_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * Remove what interrupted writes left in `dirs` (not below them): temp copies, backups and
 * migrations that a crash or a kill stopped before their rename. Returns the names removed.
 */
export function sweepLeftoverTemps(dirs: readonly string[], now = Date.now()): string[] {
  const removed: string[] = [];
  for (const dir of dirs) {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!LEFTOVER_RE.test(name)) continue;
      const file = path.join(dir, name);
      try {
        const stat = fs.statSync(file);
        if (!stat.isFile() || now - stat.mtimeMs < LEFTOVER_MIN_AGE_MS) continue;
        fs.rmSync(file, { force: true });
        removed.push(file);
      } catch {
        /* best effort: gone already, or not ours to remove */
      }
    }
  }
  return removed;
}
