import { LOCALES, type JsonValue, type Locale, type Settings } from '../../core/api/types';
import type { OpenSave } from './saves';

export const DEFAULT_SETTINGS: Settings = { locale: null, theme: 'system', damagedCopiesAvailable: false, ui: {} };

/** Settings live in the save file (table `settings`, JSON values), so they travel with it. */
export function readSettings(save: OpenSave | null): Settings {
  if (!save) return structuredClone(DEFAULT_SETTINGS);
  const rows = save.db.prepare('SELECT key, value FROM settings').all() as Array<{ key: string; value: string }>;
  const out: Settings = structuredClone(DEFAULT_SETTINGS);
  for (const { key, value } of rows) {
    const v = JSON.parse(value) as JsonValue;
    if (key === 'locale')
      out.locale = typeof v === 'string' && (LOCALES as readonly string[]).includes(v) ? (v as Locale) : null;
    else if (key === 'theme') out.theme = v === 'light' || v === 'dark' ? v : 'system';
    else if (key === 'damagedCopiesAvailable') out.damagedCopiesAvailable = v === true;
    else if (key.startsWith('ui.')) out.ui[key] = v;
  }
  return out;
}

export function writeSetting(save: OpenSave, key: string, value: JsonValue, now: Date): void {
  save.db
    .prepare(
      `INSERT INTO settings(key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    )
    .run(key, JSON.stringify(value), now.toISOString());
}

/** Whether damaged copies count as available for decks in the open file (false without one). */
export function damagedCopiesAvailable(save: OpenSave | null): boolean {
  if (!save) return false;
  const value = save.db.prepare("SELECT value FROM settings WHERE key = 'damagedCopiesAvailable'").pluck().get();
  return typeof value === 'string' && JSON.parse(value) === true;
}
