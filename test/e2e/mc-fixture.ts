import fs from 'node:fs';
import path from 'node:path';
import { fixtureFiles } from '../fixtures/marvel-champions/data';

/**
 * The invented Marvel Champions data set (test/fixtures/marvel-champions) written out as the
 * MarvelCDB folder layout (packs.json, pack/<code>.json, translations/<lang>/…), so an e2e test can
 * import it through the UI by typing its path. Returns the folder.
 */
export function writeMcFixture(parent: string, files: Record<string, unknown> = fixtureFiles()): string {
  const root = path.join(parent, 'marvelsdb-json-data');
  for (const [rel, value] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 1));
  }
  return root;
}
