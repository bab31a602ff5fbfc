import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { DeckhandError, type ApiError } from '../../core/api/errors';
import type { BackupEntry, SaveFileEntry, SaveInfo, SavesList } from '../../core/api/types';
import type { AppStateStore } from './app-state';
import { BackupStore } from './db/backups';
import { toDeckhandError } from './db/errors';
import { SAVE_KIND } from './db/kinds';
import { latestVersion } from './db/migrations';
import {
  copyDatabaseTo,
  createDatabaseFile,
  openDatabaseFile,
  verifyDatabaseFile,
  type FileKind,
} from './db/sqlite-file';
import { removeQuietly, renameWithRetry, sweepLeftoverTemps, tempBeside } from './fs-atomic';
import type { EventBus } from './events';
import { SAVE_EXT, saveNameOf, samePath, type DataLayout } from './paths';

export interface OpenSave {
  db: Database.Database;
  path: string;
  fileId: string;
}

export type SaveTarget = { name: string } | { path: string };

export const DEFAULT_SAVE_NAME = 'Deckhand';

/**
 * The open save file and everything that switches it: new, open, save a copy, backups and
 * restore. Handlers stay synchronous so a read never sees the file half switched.
 */
export class SaveService {
  private current: OpenSave | null = null;
  private problem: ApiError | null = null;
  readonly backups: BackupStore;
  private readonly listeners = new Set<(save: OpenSave | null) => void>();

  constructor(
    private readonly layout: DataLayout,
    private readonly appState: AppStateStore,
    private readonly events: EventBus,
    private readonly now: () => Date = () => new Date(),
    /** The save file's kind and migrations (tests pass a list with a migration that fails). */
    private readonly kind: FileKind = SAVE_KIND,
  ) {
    this.backups = new BackupStore(layout.backupsDir, kind, now);
  }

  /** Temp files an interrupted write left in the data, saves and backup folders (issue 13 §5). */
  private sweepLeftovers(): void {
    const { dataDir, savesDir, backupsDir } = this.layout;
    const backupDirs = fs.existsSync(backupsDir)
      ? fs.readdirSync(backupsDir).map((id) => path.join(backupsDir, id))
      : [];
    // file times are the machine's clock, not the backend's (tests fake that one)
    sweepLeftoverTemps([dataDir, savesDir, backupsDir, ...backupDirs]);
  }

  /** Reopen the last file; on a first run create the default one. A failure is kept as `problem`. */
  startup(): void {
    fs.mkdirSync(this.layout.savesDir, { recursive: true });
    this.sweepLeftovers();
    const last = this.appState.get().lastSave;
    try {
      if (last) {
        this.openFile(last);
      } else {
        const target = path.join(this.layout.savesDir, DEFAULT_SAVE_NAME + SAVE_EXT);
        if (!fs.existsSync(target)) createDatabaseFile(target, this.kind, { init: initSave });
        this.openFile(target);
      }
    } catch (e) {
      const err = toDeckhandError(e, { path: last ?? '' });
      this.problem = { code: err.code, params: { ...err.params, path: last ?? '' } };
    }
  }

  /** React to the open file changing (repositories re-prepare their statements). */
  onChange(listener: (save: OpenSave | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get open(): OpenSave | null {
    return this.current;
  }

  get startupProblem(): ApiError | null {
    return this.problem;
  }

  /** The open save, or `no_save_open`. */
  require(): OpenSave {
    if (!this.current) throw new DeckhandError('no_save_open');
    return this.current;
  }

  info(): SaveInfo | null {
    const s = this.current;
    if (!s) return null;
    return {
      path: s.path,
      name: saveNameOf(s.path),
      fileId: s.fileId,
      schemaVersion: s.db.pragma('user_version', { simple: true }) as number,
      sizeBytes: fs.statSync(s.path).size,
    };
  }

  resolveTarget(target: SaveTarget): string {
    if ('name' in target) return path.join(this.layout.savesDir, target.name + SAVE_EXT);
    const p = target.path;
    if (!path.isAbsolute(p) || !p.toLowerCase().endsWith(SAVE_EXT))
      throw new DeckhandError('invalid_args', { issues: [`path:must_be_absolute_${SAVE_EXT.slice(1)}`] });
    return path.normalize(p);
  }

  createNew(target: SaveTarget): SaveInfo {
    const file = this.resolveTarget(target);
    // A path target comes from a native "save" dialog, which has already asked before replacing.
    const overwrite = 'path' in target;
    if (this.current && samePath(file, this.current.path)) throw new DeckhandError('save_exists', { path: file });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    createDatabaseFile(file, this.kind, { init: initSave, overwrite });
    return this.switchTo(file);
  }

  openPath(file: string): SaveInfo {
    const resolved = this.resolveTarget({ path: file });
    if (this.current && samePath(resolved, this.current.path)) return this.info()!;
    return this.switchTo(resolved);
  }

  saveCopy(target: SaveTarget): { path: string; sizeBytes: number } {
    const s = this.require();
    const file = this.resolveTarget(target);
    if (samePath(file, s.path)) throw new DeckhandError('save_exists', { path: file });
    // The copy is a new save file with its own identity, so its backups are kept apart.
    const sizeBytes = copyDatabaseTo(s.db, file, this.kind, {
      overwrite: 'path' in target,
      adjust: (copy) => copy.prepare("UPDATE meta SET value = ? WHERE key = 'file_id'").run(crypto.randomUUID()),
    });
    return { path: file, sizeBytes };
  }

  list(): SavesList {
    const dir = this.layout.savesDir;
    const files: SaveFileEntry[] = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.toLowerCase().endsWith(SAVE_EXT) && !f.startsWith('.'))
          .map((f) => {
            const p = path.join(dir, f);
            const st = fs.statSync(p);
            return {
              path: p,
              name: saveNameOf(p),
              sizeBytes: st.size,
              modifiedAt: st.mtime.toISOString(),
              current: !!this.current && samePath(p, this.current.path),
            };
          })
      : [];
    const recent = this.appState.get().recent.filter((f) => fs.existsSync(f));
    return { savesDir: dir, files, recent };
  }

  listBackups(): BackupEntry[] {
    if (this.current) return this.backups.list(this.current.fileId);
    const failed = this.problemPath();
    if (!failed) return [];
    return this.backups.fileIdsForPath(failed).flatMap((id) => this.backups.list(id));
  }

  createBackup(): BackupEntry {
    const s = this.require();
    const entry = this.backups.create(s.db, s.fileId, s.path, 'manual');
    this.events.emit('backups.changed', {});
    return entry;
  }

  /**
   * Put a backup in place of the open file (or of the file that failed to open). The current
   * state is backed up first ('restore'), so a restore can itself be undone; a file that could
   * not be opened is kept aside as `<name>.damaged-<time>` rather than overwritten.
   */
  restore(id: string): SaveInfo {
    const s = this.current;
    const fileId = s ? s.fileId : this.backupOwner(id);
    const source = this.backups.verified(fileId, id);
    const target = s ? s.path : this.problemPath()!;
    if (s) this.backups.create(s.db, s.fileId, s.path, 'restore');
    this.closeCurrent();
    const tmp = tempBeside(target, 'restore');
    try {
      fs.copyFileSync(source, tmp);
      verifyDatabaseFile(tmp, this.kind);
      for (const side of ['-wal', '-shm', '-journal']) {
        // After a clean close SQLite removed these; stale ones would be replayed onto the new file.
        if (fs.existsSync(target + side)) fs.renameSync(target + side, `${target}${side}.old-${Date.now()}`);
      }
      if (!s && fs.existsSync(target))
        fs.renameSync(target, `${target}.damaged-${this.now().toISOString().replace(/[:.]/g, '-')}`);
      renameWithRetry(tmp, target);
    } catch (e) {
      removeQuietly(tmp);
      if (s) this.tryReopen(s.path);
      throw toDeckhandError(e, { path: target });
    }
    this.problem = null;
    const info = this.switchTo(target);
    this.events.emit('backups.changed', {});
    return info;
  }

  close(): void {
    this.closeCurrent();
  }

  /** Write what the WAL holds into the save file itself (a copy made by hand is then current). */
  checkpoint(): void {
    try {
      this.current?.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      /* busy or closed: the next checkpoint, or the close, writes it */
    }
  }

  private backupOwner(id: string): string {
    const failed = this.problemPath();
    if (!failed) throw new DeckhandError('no_save_open');
    const owner = this.backups.fileIdsForPath(failed).find((fid) => this.backups.list(fid).some((b) => b.id === id));
    if (!owner) throw new DeckhandError('backup_not_found', { id });
    return owner;
  }

  private problemPath(): string | null {
    const p = this.problem?.params.path;
    return typeof p === 'string' && p ? p : null;
  }

  /** Open `file` first, and only then close the current one: a failed open changes nothing. */
  private switchTo(file: string): SaveInfo {
    const next = this.openFile(file, { keepCurrent: true });
    const previous = this.current;
    this.current = next;
    if (previous && previous !== next) closeQuietly(previous.db);
    this.problem = null;
    this.notify();
    return this.info()!;
  }

  private openFile(file: string, opts: { keepCurrent?: boolean } = {}): OpenSave {
    let fileIdForBackup: string | null = null;
    const db = openDatabaseFile(file, this.kind, {
      beforeMigrate: (raw, from) => {
        // A pre-migration backup of the file exactly as it was (only files that already had meta).
        // The migrations then run in one transaction on a copy beside the file, which replaces it
        // only when complete and verified (db/sqlite-file.ts): a failure leaves the file untouched.
        if (from >= 1) {
          fileIdForBackup = readFileId(raw);
          if (fileIdForBackup) this.backups.create(raw, fileIdForBackup, file, 'migration');
        }
      },
    });
    let fileId = readFileId(db);
    if (!fileId) {
      fileId = crypto.randomUUID();
      db.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES ('file_id', ?)").run(fileId);
    }
    const opened: OpenSave = { db, path: path.resolve(file), fileId };
    try {
      this.backups.createAutoIfDue(db, fileId, opened.path);
    } catch {
      /* a full backup folder must not stop the user from opening their file */
    }
    this.appState.rememberSave(opened.path);
    if (!opts.keepCurrent) {
      this.current = opened;
      this.notify();
    }
    return opened;
  }

  private tryReopen(file: string): void {
    try {
      this.openFile(file);
    } catch (e) {
      const err = toDeckhandError(e, { path: file });
      this.problem = { code: err.code, params: { ...err.params, path: file } };
    }
  }

  private closeCurrent(): void {
    if (!this.current) return;
    closeQuietly(this.current.db);
    this.current = null;
    this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l(this.current);
    this.events.emit('save.changed', { save: this.info() });
  }
}

function initSave(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO meta(key, value) VALUES (?, ?)');
  insert.run('file_id', crypto.randomUUID());
  insert.run('created_schema', String(latestVersion(SAVE_KIND.migrations)));
}

function readFileId(db: Database.Database): string | null {
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'file_id'").get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    return null;
  }
}

function closeQuietly(db: Database.Database): void {
  try {
    db.close();
  } catch {
    /* closing twice or after an I/O error */
  }
}
