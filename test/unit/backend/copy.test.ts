import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SAVE_KIND } from '../../../electron/backend/db/kinds';
import { verifyDatabaseFile } from '../../../electron/backend/db/sqlite-file';
import { call, callError, inProcess, makeBackend, removeDir, tempDir } from '../../support/backend';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

/** A tiny tmpfs to fill the disk for real; needs root (CI and these machines have it). */
function smallDisk(sizeKb: number): string | null {
  const mnt = path.join(dir, `disk-${sizeKb}k`);
  fs.mkdirSync(mnt);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', mnt], { stdio: 'ignore' });
    return mnt;
  } catch {
    return null;
  }
}
function unmount(mnt: string | null): void {
  if (mnt) execFileSync('umount', ['-l', mnt], { stdio: 'ignore' });
}
const canMount = (() => {
  const probe = tempDir('deckhand-mount-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    removeDir(probe);
  }
})();

async function fill(c: ReturnType<typeof inProcess>, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await call(c, 'settings.set', { key: `ui.filler.${i}`, value: 'x'.repeat(4000) });
}

describe('Save a copy', () => {
  it('writes a complete, verified copy with its own identity and leaves no temp files', async () => {
    const b = makeBackend(dir);
    const c = inProcess(b);
    await call(c, 'settings.set', { key: 'locale', value: 'hu' });
    const out = await call(c, 'saves.saveCopy', { name: 'Copy of mine' });
    expect(verifyDatabaseFile(out.path, SAVE_KIND)).toBe(SAVE_KIND.migrations.length);
    const copy = new Database(out.path, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.prepare("SELECT value FROM settings WHERE key = 'locale'").get()).toEqual({ value: '"hu"' });
    const copyId = (copy.prepare("SELECT value FROM meta WHERE key = 'file_id'").get() as { value: string }).value;
    copy.close();
    expect(copyId).not.toBe((await call(c, 'saves.current', {}))!.fileId);
    expect(fs.readdirSync(path.dirname(out.path)).filter((f) => f.startsWith('.'))).toEqual([]);
    // The open file is still the original.
    expect((await call(c, 'saves.current', {}))!.name).toBe('Deckhand');
    b.close();
  });

  it('never overwrites an existing file chosen by name, nor the open file', async () => {
    const b = makeBackend(dir);
    const c = inProcess(b);
    const other = path.join(dir, 'saves', 'Taken.deckhand');
    fs.writeFileSync(other, 'precious');
    expect((await callError(c, 'saves.saveCopy', { name: 'Taken' })).code).toBe('save_exists');
    expect(fs.readFileSync(other, 'utf8')).toBe('precious');
    const current = (await call(c, 'saves.current', {}))!.path;
    expect((await callError(c, 'saves.saveCopy', { path: current })).code).toBe('save_exists');
    b.close();
  });

  it('replaces a file chosen in a native dialog atomically (old or new, never half)', async () => {
    const b = makeBackend(dir);
    const c = inProcess(b);
    const target = path.join(dir, 'chosen.deckhand');
    fs.writeFileSync(target, 'old content');
    await call(c, 'saves.saveCopy', { path: target });
    expect(verifyDatabaseFile(target, SAVE_KIND)).toBe(SAVE_KIND.migrations.length);
    b.close();
  });

  it.skipIf(!canMount)(
    'on a full disk: disk_full, no partial file, the open file untouched and still writable',
    async () => {
      const b = makeBackend(dir);
      const c = inProcess(b);
      await fill(c, 60); // ~250 KB of settings
      const disk = smallDisk(64);
      try {
        const target = path.join(disk!, 'copy.deckhand');
        const err = await callError(c, 'saves.saveCopy', { path: target });
        expect(err.code).toBe('disk_full');
        expect(fs.readdirSync(disk!)).toEqual([]);
        await call(c, 'settings.set', { key: 'theme', value: 'light' });
        expect((await call(c, 'settings.get', {})).ui['ui.filler.59']).toBe('x'.repeat(4000));
      } finally {
        unmount(disk);
        b.close();
      }
    },
  );

  it.skipIf(!canMount)(
    'a write to a save file on a full disk fails with disk_full and loses nothing already saved',
    async () => {
      const disk = smallDisk(512);
      const b = makeBackend(dir);
      const c = inProcess(b);
      try {
        const save = await call(c, 'saves.new', { path: path.join(disk!, 'small.deckhand') });
        await call(c, 'settings.set', { key: 'locale', value: 'tr' });
        // Fill the rest of the disk with another file.
        const filler = path.join(disk!, 'filler.bin');
        try {
          fs.writeFileSync(filler, Buffer.alloc(1024 * 1024));
        } catch {
          /* ENOSPC expected: the disk is now full */
        }
        let failed: { code: string } | null = null;
        for (let i = 0; i < 40 && !failed; i++) {
          const env = await c.raw('settings.set', { key: `ui.big.${i}`, value: 'y'.repeat(30000) });
          if (!env.ok) failed = env.error;
        }
        expect(failed?.code).toBe('disk_full');
        fs.rmSync(filler, { force: true });
        await call(c, 'settings.set', { key: 'theme', value: 'dark' });
        const s = await call(c, 'settings.get', {});
        expect(s.locale).toBe('tr');
        expect(s.theme).toBe('dark');
        await call(c, 'saves.new', { name: 'Elsewhere' });
        expect(verifyDatabaseFile(save.path, SAVE_KIND)).toBe(SAVE_KIND.migrations.length);
      } finally {
        b.close();
        unmount(disk);
      }
    },
  );
});
