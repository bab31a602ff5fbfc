/**
 * Locating and reading the MarvelCDB reference data set for tests and the bench (Node side: fs is
 * fine here). Tests that need it skip with a message when it is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * $MARVELCDB_DATA when set (only there), else ../shared/data/marvelsdb-json-data relative to the
 * project root; null when the data set is absent.
 */
export function referenceDataDir(): string | null {
  const dir = process.env.MARVELCDB_DATA || path.resolve(PROJECT_ROOT, '../shared/data/marvelsdb-json-data');
  return fs.existsSync(path.join(dir, 'packs.json')) ? dir : null;
}

export const SKIP_MESSAGE =
  'MarvelCDB reference data not found (set MARVELCDB_DATA or place it at ../shared/data/marvelsdb-json-data): reference-data tests skipped';

/** Every .json file under `dir`, parsed, keyed by its forward-slash relative path. */
export function loadDataSetFiles(dir: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === 'schema' || entry.name.startsWith('.')) continue;
        walk(r);
      } else if (entry.name.endsWith('.json')) out[r] = JSON.parse(fs.readFileSync(path.join(dir, r), 'utf8'));
    }
  };
  walk('');
  return out;
}
