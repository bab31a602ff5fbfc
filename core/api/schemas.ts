import { z } from 'zod';
import { LOCALES } from './types';

/**
 * A game id as the API takes it. Which games exist is the registry's business (core/games/
 * registry.ts): dispatch refuses an id that is not registered with `unknown_game`.
 */
export const gameId = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

/** A save file's name as the user types it: no folders, no control characters, no reserved names. */
export const saveName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  // Control characters are exactly what this rejects.
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\\/:*?"<>|\u0000-\u001f]/.test(s), { message: 'forbidden_character' })
  .refine((s) => s !== '.' && s !== '..' && !/^\.+$/.test(s), { message: 'reserved_name' })
  .refine((s) => !/^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(s), { message: 'reserved_name' });

/** An absolute path chosen in a native dialog (Electron) or typed by a tool. */
export const filePath = z
  .string()
  .min(1)
  .max(4096)
  .refine((s) => !s.includes('\u0000'));

export const locale = z.enum(LOCALES);

/** Where a new file or a copy goes: a name in the saves folder, or a full path. */
export const saveTarget = z.union([z.object({ name: saveName }).strict(), z.object({ path: filePath }).strict()]);

export const uiKey = z.string().regex(/^ui\.[a-zA-Z0-9_.-]{1,100}$/);

export const theme = z.enum(['system', 'light', 'dark']);

const MAX_SETTING_CHARS = 64 * 1024;

/**
 * Deepest nesting of a JSON value the API stores as it is (a setting, game options, a campaign
 * input): SQLite's JSON functions, which check every JSON column, refuse more than 1000 levels,
 * and no real value comes near this.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * Levels of arrays and objects in `v` (0 for a scalar), counted without recursion and up to
 * `MAX_JSON_DEPTH + 1` at most (a deeper or circular value stops the count there).
 */
export function jsonDepth(v: unknown): number {
  let deepest = 0;
  const todo: Array<[unknown, number]> = [[v, 0]];
  while (todo.length) {
    const [x, depth] = todo.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(x)) todo.push([child, depth + 1]);
  }
  return deepest;
}

/** Any JSON value at most MAX_JSON_DEPTH deep. */
export const storedJson = z.json().refine((v) => jsonDepth(v) <= MAX_JSON_DEPTH, { message: 'too_deep' });

/** One setting: `locale`, `theme`, `damagedCopiesAvailable`, or a free-form `ui.*` preference (bounded JSON). */
export const settingsPatch = z
  .object({
    key: z.union([z.literal('locale'), z.literal('theme'), z.literal('damagedCopiesAvailable'), uiKey]),
    value: storedJson,
  })
  .strict()
  .superRefine((v, ctx) => {
    const check =
      v.key === 'locale'
        ? locale.nullable()
        : v.key === 'theme'
          ? theme
          : v.key === 'damagedCopiesAvailable'
            ? z.boolean()
            : null;
    if (check && !check.safeParse(v.value).success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalid_value' });
    if (JSON.stringify(v.value ?? null).length > MAX_SETTING_CHARS)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'too_big' });
  });

export const empty = z.object({}).strict();
