/**
 * Client-side check of a save file name. It mirrors the backend's `saveName` schema
 * (core/api/schemas.ts) so the user hears about a bad name before anything is sent; the backend
 * checks again and stays the authority.
 */
export const SAVE_NAME_MAX = 80;
export const FORBIDDEN_CHARS = ['\\', '/', ':', '*', '?', '"', '<', '>', '|'] as const;

export type SaveNameProblem =
  | { key: 'validation.nameRequired' }
  | { key: 'validation.nameTooLong'; params: { max: number } }
  | { key: 'validation.nameForbidden'; params: { chars: string } }
  | { key: 'validation.nameReserved' };

// eslint-disable-next-line no-control-regex
const FORBIDDEN_RE = /[\\/:*?"<>|\u0000-\u001f]/;
const RESERVED_RE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

export function checkSaveName(raw: string): SaveNameProblem | null {
  const name = raw.trim();
  if (name.length === 0) return { key: 'validation.nameRequired' };
  if (name.length > SAVE_NAME_MAX) return { key: 'validation.nameTooLong', params: { max: SAVE_NAME_MAX } };
  if (FORBIDDEN_RE.test(name)) return { key: 'validation.nameForbidden', params: { chars: FORBIDDEN_CHARS.join(' ') } };
  if (/^\.+$/.test(name) || RESERVED_RE.test(name)) return { key: 'validation.nameReserved' };
  return null;
}

/** A path typed by hand in the browser (Electron uses native dialogs): absolute, `.deckhand`. */
export function looksLikeSavePath(raw: string): boolean {
  const p = raw.trim();
  const absolute = p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
  return absolute && p.toLowerCase().endsWith('.deckhand') && !p.includes('\u0000');
}
