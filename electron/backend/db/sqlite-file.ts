import fs from 'node:fs';
import Database from 'better-sqlite3';
import { DeckhandError } from '../../../core/api/errors';
import { removeQuietly, renameWithRetry, tempBeside } from '../fs-atomic';
import { mapErrors, toDeckhandError } from './errors';
import { assertMigrationList, latestVersion, MigrationFailure, runMigrations, type Migration } from './migrations';

/**
 * One kind of Deckhand SQLite file (the save file, the card catalog): its magic number in the
 * header's `application_id`, its migrations and its file extension.
 */
export interface FileKind {
  name: 'save' | 'catalog';
  applicationId: number;
  migrations: readonly Migration[];
  extension: string;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');

export interface OpenOptions {
  /**
   * Called with the file still unmigrated and untouched, before the migrations run on a copy of it
   * (take a backup here: it is the `migration` backup, the file exactly as it was).
   */
  beforeMigrate?: (db: Database.Database, from: number, to: number) => void;
  /** How long to wait for a lock held by another program before reporting `save_locked`. */
  lockWaitMs?: number;
}

function readHeader(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(100);
    const n = fs.readSync(fd, buf, 0, 100, 0);
    return buf.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

/** Cheap checks before SQLite sees the file: exists, is a file, looks like SQLite, writable. */
function precheck(file: string, kind: FileKind, needWrite: boolean): void {
  const params = { path: file };
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (e) {
    throw toDeckhandError(e, params);
  }
  if (!stat.isFile()) throw new DeckhandError('save_not_deckhand', params);
  const header = mapErrors(params, () => readHeader(file));
  if (header.length < 100 || !header.subarray(0, 16).equals(SQLITE_MAGIC)) {
    // Our own extension with a broken header is a damaged save; anything else is a foreign file.
    const ours = file.toLowerCase().endsWith(kind.extension);
    throw new DeckhandError(ours && stat.size > 0 ? 'save_damaged' : 'save_not_deckhand', params);
  }
  // Checked by mode bits, not access(): root may write anywhere, but a file the user marked
  // read-only must still be treated as read-only.
  if (needWrite && (stat.mode & 0o222) === 0) throw new DeckhandError('save_readonly', params);
  if (needWrite) {
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (e) {
      throw toDeckhandError(e, params);
    }
  }
}

/** Check the identity, version and integrity of an open connection. Returns the file's version. */
function checkIdentity(
  db: Database.Database,
  file: string,
  kind: FileKind,
  integrity: 'integrity_check' | 'quick_check',
): number {
  const params = { path: file };
  const appId = db.pragma('application_id', { simple: true }) as number;
  if (appId !== kind.applicationId) throw new DeckhandError('save_not_deckhand', params);
  const version = db.pragma('user_version', { simple: true }) as number;
  const latest = latestVersion(kind.migrations);
  if (version > latest)
    throw new DeckhandError('save_newer_version', { ...params, fileVersion: version, appVersion: latest });
  const rows = db.pragma(integrity) as Array<Record<string, string>>;
  const first = rows.length > 0 ? Object.values(rows[0])[0] : 'empty';
  if (rows.length !== 1 || first !== 'ok') throw new DeckhandError('save_damaged', params);
  // Our id with tables missing (version 0 never reaches a disk: creation migrates before the rename)
  // is a damaged file, refused before anything is written to it.
  const present = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
  if (version === 0 || expectedTables(kind, version).some((t) => !present.has(t)))
    throw new DeckhandError('save_damaged', params);
  return version;
}

const tablesByVersion = new WeakMap<readonly Migration[], Map<number, string[]>>();

/** The tables a file of this kind has at `version`: its migrations up to there, run in memory once. */
function expectedTables(kind: FileKind, version: number): string[] {
  let known = tablesByVersion.get(kind.migrations);
  if (!known) tablesByVersion.set(kind.migrations, (known = new Map()));
  let tables = known.get(version);
  if (!tables) {
    const mem = new Database(':memory:');
    try {
      runMigrations(
        mem,
        kind.migrations.filter((m) => m.version <= version),
        0,
      );
      tables = mem.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    } finally {
      mem.close();
    }
    known.set(version, tables);
  }
  return tables;
}

/**
 * Open a Deckhand file for reading and writing: header, identity, version and integrity checks,
 * an exclusive lock (a second program, or a second Deckhand, gets `save_locked`), pending
 * migrations (see `migrateOnCopy`), then WAL, foreign keys, FULL sync.
 */
export function openDatabaseFile(file: string, kind: FileKind, opts: OpenOptions = {}): Database.Database {
  assertMigrationList(kind.migrations);
  precheck(file, kind, true);
  const params = { path: file };
  let db: Database.Database | null = null;
  try {
    db = lockAndCheck(file, kind, opts);
    const latest = latestVersion(kind.migrations);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < latest) {
      opts.beforeMigrate?.(db, version, latest);
      const source = db;
      db = null;
      migrateOnCopy(source, file, kind, version, latest);
      db = lockAndCheck(file, kind, opts);
    }
    // Only now is the file changed (WAL is recorded in its header): a refused file stays as it was.
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new DeckhandError('save_readonly', params);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (e) {
    try {
      db?.close();
    } catch {
      /* already failing */
    }
    throw toDeckhandError(e, params);
  }
}

/** Open with the exclusive lock held for the whole session, check identity, version and integrity. */
function lockAndCheck(file: string, kind: FileKind, opts: OpenOptions): Database.Database {
  const db = new Database(file, { fileMustExist: true, timeout: opts.lockWaitMs ?? 300 });
  try {
    // EXCLUSIVE before WAL: no shared-memory file, and the lock is held for the whole session.
    db.pragma('locking_mode = EXCLUSIVE');
    checkIdentity(db, file, kind, 'integrity_check');
    // Take the write lock now, so a file another program holds is reported at once, not at the first save.
    db.exec('BEGIN IMMEDIATE; COMMIT;');
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/**
 * Upgrade a file without ever writing to it half-way: copy it (`VACUUM INTO`, from the open and
 * locked connection) to a temp file in the same folder, run every pending migration there in ONE
 * transaction, verify the copy (integrity_check, user_version), then close the original and put
 * the copy in its place with an atomic rename. Any failure removes the copy and leaves the
 * original byte for byte as it was; a failing migration is refused as `save_migration_failed`.
 * `source` is closed in every case.
 */
function migrateOnCopy(source: Database.Database, file: string, kind: FileKind, from: number, to: number): void {
  const params = { path: file, fileVersion: from, appVersion: to };
  const tmp = tempBeside(file, 'migrate');
  let copy: Database.Database | null = null;
  try {
    source.prepare('VACUUM INTO ?').run(tmp);
    copy = new Database(tmp, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    try {
      runMigrations(copy, kind.migrations, from);
    } catch (e) {
      if (!(e instanceof MigrationFailure)) throw e;
      const mapped = knownFailure(e.reason, params);
      throw mapped ?? new DeckhandError('save_migration_failed', { ...params, failedVersion: e.version });
    }
    const version = copy.pragma('user_version', { simple: true }) as number;
    const rows = copy.pragma('integrity_check') as Array<Record<string, string>>;
    const ok = rows.length === 1 && Object.values(rows[0])[0] === 'ok';
    if (version !== to || !ok)
      throw new DeckhandError('save_migration_failed', { ...params, failedVersion: version === to ? to : from + 1 });
    copy.close();
    copy = null;
    source.close();
    renameWithRetry(tmp, file);
  } catch (e) {
    try {
      copy?.close();
    } catch {
      /* already failing */
    }
    try {
      if (source.open) source.close();
    } catch {
      /* already failing */
    }
    removeQuietly(tmp);
    removeQuietly(`${tmp}-journal`);
    throw toDeckhandError(e, params);
  }
}

/** Disk full or read-only during a migration keep their own codes (the user can act on those). */
function knownFailure(e: unknown, params: Record<string, string | number>): DeckhandError | null {
  try {
    const mapped = toDeckhandError(e, params);
    return mapped.code === 'disk_full' || mapped.code === 'save_readonly' || mapped.code === 'io_error' ? mapped : null;
  } catch {
    return null;
  }
}

/** Open a file read-only just to check it (backups, copies, imports). Never migrates. */
export function verifyDatabaseFile(file: string, kind: FileKind): number {
  precheck(file, kind, false);
  const params = { path: file };
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return checkIdentity(db, file, kind, 'quick_check');
  } catch (e) {
    throw toDeckhandError(e, params);
  } finally {
    db?.close();
  }
}

/**
 * Create a new file atomically: build it under a temp name in the target's folder (migrations,
 * then `init`), close it, and rename it into place. Never overwrites unless `overwrite`.
 */
export function createDatabaseFile(
  target: string,
  kind: FileKind,
  opts: { overwrite?: boolean; init?: (db: Database.Database) => void } = {},
): void {
  assertMigrationList(kind.migrations);
  const params = { path: target };
  if (!opts.overwrite && fs.existsSync(target)) throw new DeckhandError('save_exists', params);
  const tmp = tempBeside(target, 'new');
  try {
    const db = new Database(tmp);
    try {
      db.pragma(`application_id = ${kind.applicationId}`);
      runMigrations(db, kind.migrations, 0);
      opts.init?.(db);
    } finally {
      db.close();
    }
    if (!opts.overwrite && fs.existsSync(target)) throw new DeckhandError('save_exists', params);
    renameWithRetry(tmp, target);
  } catch (e) {
    removeQuietly(tmp);
    removeQuietly(`${tmp}-journal`);
    throw toDeckhandError(e, params);
  }
}

/**
 * Copy the open database to `target` with `VACUUM INTO` a temp file beside it, verify the copy,
 * then rename: the target is either the old file or a complete new one, never half written.
 */
export function copyDatabaseTo(
  db: Database.Database,
  target: string,
  kind: FileKind,
  opts: { overwrite?: boolean; adjust?: (copy: Database.Database) => void } = {},
): number {
  const params = { path: target };
  if (!opts.overwrite && fs.existsSync(target)) throw new DeckhandError('save_exists', params);
  const tmp = tempBeside(target, 'copy');
  try {
    db.prepare('VACUUM INTO ?').run(tmp);
    if (opts.adjust) {
      const copy = new Database(tmp, { fileMustExist: true });
      try {
        opts.adjust(copy);
      } finally {
        copy.close();
      }
    }
    verifyDatabaseFile(tmp, kind);
    if (!opts.overwrite && fs.existsSync(target)) throw new DeckhandError('save_exists', params);
    renameWithRetry(tmp, target);
    return fs.statSync(target).size;
  } catch (e) {
    removeQuietly(tmp);
    throw toDeckhandError(e, params);
  }
}
