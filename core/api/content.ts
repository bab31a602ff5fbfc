import { z } from 'zod';
import { gameId, storedJson } from './schemas';

/**
 * Types of the user-content API (`content.*`): what a user who owns a game enters themselves (a game's
 * locations, advancements, starter cards…), kept in the save file, for games whose definition has
 * `content` (core/platform/content.ts). The game's one validator checks every save and import; what it
 * refuses travels as problems (code, JSON path, line, params) the game's screens translate, and nothing is
 * written. The stored content is always a valid file as a whole (a delete that would break another item is
 * refused too).
 */

export interface ContentProblemInfo {
  code: string;
  /** JSON path: in a file `$.advancements[2].name`, for one item `$.name`. */
  path: string;
  /** 1-based line in the file's text (imports). */
  line?: number;
  params: Record<string, string | number>;
}

export interface ContentEntry {
  kind: string;
  id: string;
  /** The item's name per language, for lists. */
  name: Record<string, string>;
  /** The item as the game's content file holds it. */
  value: unknown;
  createdAt: string;
  updatedAt: string;
}

export type ContentCheckResult = { ok: true } | { ok: false; problems: ContentProblemInfo[] };

export type ContentSaveResult = { ok: true; entry: ContentEntry } | { ok: false; problems: ContentProblemInfo[] };

export type ContentDeleteResult = { ok: true } | { ok: false; problems: ContentProblemInfo[] };

export type ContentImportResult =
  { ok: true; added: string[]; replaced: string[] } | { ok: false; problems: ContentProblemInfo[] };

export interface ContentExport {
  fileName: string;
  mime: string;
  content: string;
  items: number;
}

export interface ContentInfo {
  /** The kinds of item the game's content has, in the order the game lists them. */
  kinds: string[];
  /** What the game ships that items may refer to, by kind (ids are taken). */
  bundled: Record<string, Array<{ id: string; name: Record<string, string> }>>;
}

/** Largest content file an import reads. */
export const MAX_CONTENT_FILE_CHARS = 4 * 1024 * 1024;

const game = gameId;
const kind = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);
const itemId = z.string().min(1).max(64);
const item = z.object({ game, kind, value: storedJson }).strict();

export const contentArgs = {
  info: z.object({ game }).strict(),
  list: z.object({ game }).strict(),
  get: z.object({ game, id: itemId }).strict(),
  /** Check an item as the editor holds it (`replaces`: the id of the saved item being edited). */
  validate: item.extend({ replaces: itemId.optional() }).strict(),
  /** Save a new item, or the edited one `replaces` names (its id may change). */
  save: item.extend({ replaces: itemId.optional() }).strict(),
  delete: z.object({ game, id: itemId }).strict(),
  export: z.object({ game }).strict(),
  import: z.object({ game, content: z.string().min(1).max(MAX_CONTENT_FILE_CHARS) }).strict(),
};
