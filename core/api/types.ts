/** Result types of the API methods (plain JSON). */

export const LOCALES = ['en', 'tr', 'de', 'hu'] as const;
export type Locale = (typeof LOCALES)[number];

export interface GameInfo {
  /** Stable game id (core/games/registry.ts). */
  id: string;
  /** i18n key of the game's name in the renderer. */
  nameKey: string;
  /** The game's published name per UI language, where the game gives it (the native menu uses it). */
  names?: Record<string, string>;
  /** What the module offers today. */
  features: Array<'catalog' | 'collection' | 'decks' | 'engine' | 'table' | 'campaigns'>;
  /** Deck file formats the game imports and exports (empty without decks). */
  deckFormats: string[];
  /**
   * Engines that offer computer players: their difficulties (easiest first), the seats of a game
   * with default options (`allSeats`) and those the computer can take (`seats`, with any options: a
   * setup form's other player counts too). Absent: none.
   */
  computer?: Array<{ engine: string; difficulties: string[]; seats: string[]; allSeats: string[] }>;
  /**
   * The game's engines (module ids, the saved games' `game`), first the main one; `nameKey` names an
   * engine when the game has several (absent for a game without an engine).
   */
  engines?: Array<{ id: string; nameKey?: string }>;
}

export interface SaveInfo {
  path: string;
  /** File name without folder and extension. */
  name: string;
  /** Random id written into the file at creation; backups are kept per id. */
  fileId: string;
  schemaVersion: number;
  sizeBytes: number;
}

export interface AppInfo {
  version: string;
  platform: string;
  dataDir: string;
  savesDir: string;
  catalogPath: string;
  schemaVersion: number;
  games: GameInfo[];
  save: SaveInfo | null;
  /** Why no save is open, when none is (e.g. the last file was damaged). */
  saveProblem: { code: string; params: Record<string, unknown> } | null;
}

export interface SaveFileEntry {
  path: string;
  name: string;
  sizeBytes: number;
  modifiedAt: string;
  current: boolean;
}

export interface SavesList {
  savesDir: string;
  files: SaveFileEntry[];
  recent: string[];
}

export interface BackupEntry {
  id: string;
  createdAt: string;
  reason: BackupReason;
  sizeBytes: number;
}

export type BackupReason = 'auto' | 'manual' | 'migration' | 'restore';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface Settings {
  /** null = follow the system language. */
  locale: Locale | null;
  theme: 'system' | 'light' | 'dark';
  /**
   * Whether damaged copies count as available for decks (free to build with, in the deck builder's
   * owned/free checks and the catalog's owned/free filters). Default false (core/api/collection.ts).
   */
  damagedCopiesAvailable: boolean;
  /** Free-form UI preferences (view modes, sort orders), namespaced `ui.*`. */
  ui: Record<string, JsonValue>;
}
