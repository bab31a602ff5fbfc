// A game's own parts of the file schemas (electron/backend/db: the save file's steps in
// migrations.ts, the catalog file's in catalog-migrations.ts). The shared tables belong to those
// files; what only one game ever stored — its tables from before the shared ones, and the move of
// their rows into them — belongs to the game, so shared code names no game. A part runs in its step
// right after the step's shared SQL, in the same transaction. Parts, like steps, are append only:
// one that has shipped is never edited.

export interface StoragePart {
  /** The step (the file's `user_version` after it) the part belongs to; the step must exist. */
  readonly version: number;
  /** What the part does, for the step's name in errors ('' = the step's shared name says it). */
  readonly name: string;
  readonly sql: string;
}

export interface GameStorage {
  /** Parts of the save file's steps. */
  readonly save?: readonly StoragePart[];
  /** Parts of the catalog file's steps. */
  readonly catalog?: readonly StoragePart[];
}
