import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { BackupEntry, BackupReason } from '../../../core/api/types';
import { DeckhandError } from '../../../core/api/errors';
import { writeFileAtomic } from '../fs-atomic';
import { copyDatabaseTo, verifyDatabaseFile, type FileKind } from './sqlite-file';

/** Automatic backups kept per save file (and per other reason): the newest N survive. */
export const KEEP_PER_REASON = 14;
/** An automatic backup is taken on open when the newest one is older than this. */
export const AUTO_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Newest first: by time stamp, then by the counter that separates copies made in the same millisecond. */
function sortKey(id: string): string {
  const m = NAME_RE.exec(id);
  return m ? `${m[1]}#${(m[2] ?? '0').padStart(6, '0')}` : id;
}

const NAME_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-(\d+))?-(auto|manual|migration|restore)\.deckhand$/;

/**
 * Rolling backups of save files, in `<backupsDir>/<fileId>/`: self-contained copies made with
 * `VACUUM INTO`, verified before they count. `origin.json` remembers where the file lived, so
 * the backups of a file too damaged to open can still be found by its path.
 */
export class BackupStore {
  constructor(
    private readonly backupsDir: string,
    private readonly kind: FileKind,
    private readonly now: () => Date = () => new Date(),
  ) {}

  dirFor(fileId: string): string {
    if (!/^[0-9a-f-]{8,64}$/i.test(fileId)) throw new DeckhandError('save_damaged', { reason: 'file_id' });
    return path.join(this.backupsDir, fileId);
  }

  create(db: Database.Database, fileId: string, savePath: string, reason: BackupReason): BackupEntry {
    const dir = this.dirFor(fileId);
    fs.mkdirSync(dir, { recursive: true });
    writeFileAtomic(path.join(dir, 'origin.json'), JSON.stringify({ path: savePath }));
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    let name = `${stamp}-${reason}.deckhand`;
    for (let i = 1; fs.existsSync(path.join(dir, name)); i++) name = `${stamp}-${i}-${reason}.deckhand`;
    copyDatabaseTo(db, path.join(dir, name), this.kind);
    this.prune(fileId, reason);
    return this.entry(dir, name)!;
  }

  list(fileId: string): BackupEntry[] {
    const dir = this.dirFor(fileId);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .map((name) => this.entry(dir, name))
      .filter((e): e is BackupEntry => e !== null)
      .sort((a, b) => sortKey(b.id).localeCompare(sortKey(a.id)));
  }

  /** Path of a backup after checking that it exists and is a sound Deckhand file. */
  verified(fileId: string, id: string): string {
    const file = path.join(this.dirFor(fileId), id);
    if (!NAME_RE.test(id) || !fs.existsSync(file)) throw new DeckhandError('backup_not_found', { id });
    verifyDatabaseFile(file, this.kind);
    return file;
  }

  createAutoIfDue(db: Database.Database, fileId: string, savePath: string): BackupEntry | null {
    const newest = this.list(fileId).find((b) => b.reason === 'auto');
    if (newest && this.now().getTime() - Date.parse(newest.createdAt) < AUTO_INTERVAL_MS) return null;
    return this.create(db, fileId, savePath, 'auto');
  }

  /** File ids whose backups came from `savePath` (for a file that can no longer be opened). */
  fileIdsForPath(savePath: string): string[] {
    if (!fs.existsSync(this.backupsDir)) return [];
    return fs.readdirSync(this.backupsDir).filter((id) => {
      try {
        const origin = JSON.parse(fs.readFileSync(path.join(this.backupsDir, id, 'origin.json'), 'utf8'));
        return path.resolve(origin.path) === path.resolve(savePath);
      } catch {
        return false;
      }
    });
  }

  private prune(fileId: string, reason: BackupReason): void {
    const dir = this.dirFor(fileId);
    const same = this.list(fileId).filter((b) => b.reason === reason);
    for (const old of same.slice(KEEP_PER_REASON)) fs.rmSync(path.join(dir, old.id), { force: true });
  }

  private entry(dir: string, name: string): BackupEntry | null {
    const m = NAME_RE.exec(name);
    if (!m) return null;
    const iso = m[1].replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, '$1:$2:$3.$4Z');
    return {
      id: name,
      createdAt: iso,
      reason: m[3] as BackupReason,
      sizeBytes: fs.statSync(path.join(dir, name)).size,
    };
  }
}
