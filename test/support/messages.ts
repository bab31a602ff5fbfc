import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeMessages } from '../../renderer/src/locales/merge';

/** A message file as JSON: nested objects of strings. */
export type Tree = { [key: string]: string | Tree };

/** Every message of `tree` under its dotted key (`a.b.c`), after `prefix` when given. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/** The renderer's message files. */
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../renderer/src/locales');

const readTree = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;

/** The domain folders (`locales/<domain>/<lang>.json`), sorted. */
export function localeDomains(): string[] {
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** Every message of `locale`: the shell's file with each domain folder's merged over it, as the app does. */
export function localeMessages(locale: string): Tree {
  return mergeMessages(
    readTree(path.join(LOCALES_DIR, `${locale}.json`)),
    localeDomains().map((d) => ({
      name: `${d}/${locale}.json`,
      tree: readTree(path.join(LOCALES_DIR, d, `${locale}.json`)),
    })),
  ) as Tree;
}
