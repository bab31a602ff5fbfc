import { DeckhandError, type ErrorParams } from '../../../core/api/errors';

/**
 * Map SQLite and file-system failures to API error codes the renderer can translate.
 * Anything unrecognised is re-thrown so dispatch reports it as `internal`.
 */
export function toDeckhandError(e: unknown, params: ErrorParams = {}): DeckhandError {
  if (e instanceof DeckhandError) return e;
  const code = (e as { code?: unknown })?.code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return new DeckhandError('disk_full', params);
    if (code.startsWith('SQLITE_READONLY') || code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      return new DeckhandError('save_readonly', params);
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || code === 'EBUSY')
      return new DeckhandError('save_locked', params);
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return new DeckhandError('save_damaged', params);
    if (code === 'SQLITE_CANTOPEN' || code === 'ENOENT') return new DeckhandError('save_not_found', params);
    if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return new DeckhandError('io_error', params);
  }
  throw e;
}

/** Run `fn`, converting known failures to DeckhandError. */
export function mapErrors<T>(params: ErrorParams, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw toDeckhandError(e, params);
  }
}
