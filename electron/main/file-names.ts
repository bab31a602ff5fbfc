import path from 'node:path';
import { SAVE_EXT } from '../backend/paths';

/**
 * File names proposed by the File menu's dialogs. Pure apart from the injected `exists`, so the
 * rules are unit-tested.
 */

/** Some file choosers (GTK) return the typed name without the filter's extension: add it. */
export function withSaveExt(file: string): string {
  return file.toLowerCase().endsWith(SAVE_EXT) ? file : file + SAVE_EXT;
}

/** `<dir>/<base>.deckhand`, or `<base> 2`, `<base> 3`… when taken, so the dialog never proposes replacing a file. */
export function uniqueSavePath(dir: string, base: string, exists: (file: string) => boolean): string {
  for (let n = 1; n < 1000; n++) {
    const candidate = path.join(dir, (n === 1 ? base : `${base} ${n}`) + SAVE_EXT);
    if (!exists(candidate)) return candidate;
  }
  return path.join(dir, `${base} ${Date.now()}${SAVE_EXT}`);
}

/** Proposed name for "Save a copy": beside the open file, `<name> (copy).deckhand` in the UI language. */
export function copySavePath(currentFile: string, suffix: string, exists: (file: string) => boolean): string {
  const dir = path.dirname(currentFile);
  const name = path.basename(currentFile, path.extname(currentFile));
  return uniqueSavePath(dir, `${name} ${suffix}`, exists);
}
