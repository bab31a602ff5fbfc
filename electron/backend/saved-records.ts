import type Database from 'better-sqlite3';
import { DeckhandError, type ErrorCode } from '../../core/api/errors';
import type { SaveService } from './saves';

/** A repo on the open save file, made again (by `make`) when another file is opened. */
export function repoOnOpenFile<Repo>(saves: SaveService, make: (db: Database.Database) => Repo): () => Repo {
  let current: { db: Database.Database; repo: Repo } | null = null;
  return () => {
    const db = saves.require().db;
    if (current?.db !== db) current = { db, repo: make(db) };
    return current.repo;
  };
}

/** What a repo of records kept in the save file (saved games, campaigns) offers for renaming and deleting. */
export interface RecordsRepo {
  rename(id: string, name: string, updatedAt: string): boolean;
  delete(id: string): boolean;
}

/**
 * What the saved-games and campaigns services share: their repo on the open save file (made again
 * when another file is opened), transactions on that file, and a small cache of loaded records
 * (least recently used first out) that is emptied whenever the open file changes.
 */
export class SavedRecords<Repo extends RecordsRepo, Loaded extends { row: { id: string } }> {
  private readonly cache = new Map<string, Loaded>();
  private readonly repoOf: () => Repo;

  constructor(
    private readonly saves: SaveService,
    makeRepo: (db: Database.Database) => Repo,
    private readonly cacheSize: number,
    /** The error code for an id that is not in the open file, e.g. `game_not_found`. */
    private readonly notFound: ErrorCode,
  ) {
    this.repoOf = repoOnOpenFile(saves, makeRepo);
    saves.onChange(() => this.cache.clear());
  }

  get repo(): Repo {
    return this.repoOf();
  }

  tx<T>(fn: () => T): T {
    return this.saves.require().db.transaction(fn)();
  }

  /** The loaded record of `id` if it is cached (it becomes the most recently used). */
  cached(id: string): Loaded | undefined {
    const hit = this.cache.get(id);
    if (hit) {
      this.cache.delete(id);
      this.cache.set(id, hit);
    }
    return hit;
  }

  remember(loaded: Loaded): void {
    this.cache.set(loaded.row.id, loaded);
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Renames `id` (stamped `at`) and drops it from the cache; throws `notFound` when there is no such record. */
  rename(id: string, name: string, at: Date): void {
    if (!this.repo.rename(id, name, at.toISOString())) throw new DeckhandError(this.notFound, { id });
    this.cache.delete(id);
  }

  /** Deletes `id` and drops it from the cache; throws `notFound` when there is no such record. */
  delete(id: string): void {
    if (!this.repo.delete(id)) throw new DeckhandError(this.notFound, { id });
    this.cache.delete(id);
  }
}
