import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackend, type Backend } from '../../electron/backend/backend';
import { referenceDataDir } from '../unit/games/marvel-champions/reference-data';

/**
 * Run `bench` on a fresh backend in a temporary folder, given the MarvelCDB reference data set's
 * folder; without the data set, say so on stderr and give no figures. The backend is closed and
 * its folder removed afterwards.
 */
export async function withReferenceBackend(
  name: string,
  bench: (backend: Backend, ref: string) => Promise<Record<string, number>>,
): Promise<Record<string, number>> {
  const ref = referenceDataDir();
  if (!ref) {
    console.error(`${name} bench: MarvelCDB reference data absent, figures skipped`);
    return {};
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `deckhand-bench-${name}-`));
  const backend = createBackend({ dataDir: dir, appVersion: 'bench', log: () => undefined });
  try {
    return await bench(backend, ref);
  } finally {
    backend.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
