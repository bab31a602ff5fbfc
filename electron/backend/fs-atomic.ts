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
