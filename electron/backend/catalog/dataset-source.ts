import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { DeckhandError } from '../../../core/api/errors';

/** Files of a data set as the parsers take them: relative path → text (JSON is parsed by the parser). */
export type DataSetFiles = Record<string, string>;

const MAX_FILES = 20_000;
const MAX_BYTES = 512 * 1024 * 1024;

/** Yield to the event loop so progress events reach the window while a long import runs. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stop here when the user cancelled (`catalog.cancelImport`): nothing has been stored yet. */
function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DeckhandError('catalog_import_cancelled');
}

/**
 * Read every .json file of a folder (recursively) or of a .zip archive. Texts are returned raw so
 * broken JSON is reported per file by the parser instead of failing the whole import here.
 */
export async function readDataSet(
  source: string,
  onProgress: (done: number, total: number | null) => void,
  signal?: AbortSignal,
  extensions: readonly string[] = ['.json'],
): Promise<DataSetFiles> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(source);
  } catch {
    throw new DeckhandError('catalog_source_not_found', { path: source });
  }
  if (stat.isDirectory()) return readFolder(source, onProgress, signal, extensions);
  if (stat.isFile() && source.toLowerCase().endsWith('.zip'))
    return readZip(await fs.promises.readFile(source), source, onProgress, signal, extensions);
  // one file of the data set's kind (a game reading single card lists lists its endings)
  if (stat.isFile() && extensions.some((e) => source.toLowerCase().endsWith(e)) && stat.size <= MAX_BYTES) {
    const text = await fs.promises.readFile(source, 'utf8');
    onProgress(1, 1);
    return { [path.basename(source)]: text };
  }
  throw new DeckhandError('catalog_source_invalid', { path: source, reason: 'not_folder_or_zip' });
}

/**
 * The folder's .json files, found without blocking (a large folder keeps the window responsive):
 * the walk reports how many it has found so far (total unknown), then the reading counts up.
 */
async function readFolder(
  root: string,
  onProgress: (done: number, total: number | null) => void,
  signal?: AbortSignal,
  extensions: readonly string[] = ['.json'],
): Promise<DataSetFiles> {
  const list: string[] = [];
  const pending = [''];
  let seen = 0;
  while (pending.length) {
    checkCancelled(signal);
    const rel = pending.shift()!;
    for (const entry of await fs.promises.readdir(path.join(root, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) pending.push(r);
      else if (extensions.some((e) => entry.name.toLowerCase().endsWith(e))) list.push(r);
      if (list.length > MAX_FILES)
        throw new DeckhandError('catalog_source_invalid', { path: root, reason: 'too_many_files' });
      if (++seen % 500 === 0) onProgress(list.length, null);
    }
  }
  return readEach(list, (name) => fs.promises.readFile(path.join(root, name), 'utf8'), 50, onProgress, signal);
}

/** Every named file's text, read one by one; progress reported (and the event loop given a turn) every `every` files. */
async function readEach(
  names: readonly string[],
  read: (name: string) => string | Promise<string>,
  every: number,
  onProgress: (done: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<DataSetFiles> {
  const out: DataSetFiles = {};
  for (let i = 0; i < names.length; i++) {
    out[names[i]] = await read(names[i]);
    if (i % every === 0) {
      onProgress(i, names.length);
      await breathe();
      checkCancelled(signal);
    }
  }
  // A Cancel clicked while the last files were read still wins: nothing has been stored yet.
  checkCancelled(signal);
  onProgress(names.length, names.length);
  return out;
}

export async function readZip(
  bytes: Uint8Array,
  label: string,
  onProgress: (done: number, total: number | null) => void,
  signal?: AbortSignal,
  extensions: readonly string[] = ['.json'],
): Promise<DataSetFiles> {
  let entries: Record<string, Uint8Array>;
  let total = 0;
  try {
    entries = unzipSync(bytes, {
      filter: (f) => {
        const keep =
          extensions.some((e) => f.name.toLowerCase().endsWith(e)) &&
          !f.name.split('/').some((p) => p.startsWith('.') || p === '__MACOSX');
        if (keep) total += f.originalSize;
        if (total > MAX_BYTES) throw new DeckhandError('catalog_source_invalid', { path: label, reason: 'too_large' });
        return keep;
      },
    });
  } catch (e) {
    if (e instanceof DeckhandError) throw e;
    throw new DeckhandError('catalog_source_invalid', { path: label, reason: 'zip' });
  }
  const decoder = new TextDecoder('utf-8');
  return readEach(Object.keys(entries), (name) => decoder.decode(entries[name]), 100, onProgress, signal);
}

/** Download a zip of the data set (GitHub's archive of the data repository, or any mirror). */
export async function downloadDataSet(
  url: string,
  onProgress: (done: number, total: number | null) => void,
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
  extensions: readonly string[] = ['.json'],
): Promise<DataSetFiles> {
  let res: Response;
  try {
    res = await fetcher(url, { redirect: 'follow', signal });
  } catch {
    checkCancelled(signal);
    throw new DeckhandError('catalog_download_failed', { url, status: 0 });
  }
  if (!res.ok) throw new DeckhandError('catalog_download_failed', { url, status: res.status });
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch {
    checkCancelled(signal);
    throw new DeckhandError('catalog_download_failed', { url, status: res.status });
  }
  return readZip(bytes, url, onProgress, signal, extensions);
}
