/**
 * Messages live in `locales/<lang>.json` (the shell) plus one folder per domain,
 * `locales/<domain>/<lang>.json` (catalog, collection, decks, …), so each part of the app owns its
 * own files. The parts are merged into one tree per language; a key defined twice is a bug and
 * stops the app (and the i18n test) instead of silently shadowing a message.
 */
export type MessageTree = { [key: string]: string | MessageTree };

export function mergeMessages(base: MessageTree, parts: Array<{ name: string; tree: MessageTree }>): MessageTree {
  const out: MessageTree = structuredClone(base);
  for (const { name, tree } of parts) mergeInto(out, tree, name, '');
  return out;
}

function mergeInto(target: MessageTree, source: MessageTree, name: string, prefix: string): void {
  for (const [k, v] of Object.entries(source)) {
    const key = prefix ? `${prefix}.${k}` : k;
    const existing = target[k];
    if (existing === undefined) {
      target[k] = typeof v === 'string' ? v : structuredClone(v);
    } else if (typeof existing === 'string' || typeof v === 'string') {
      throw new Error(`message "${key}" is defined twice (again in ${name})`);
    } else {
      mergeInto(existing, v, name, key);
    }
  }
}

/** `./decks/en.json` → { domain: 'decks', locale: 'en' }. */
export function partOf(path: string): { domain: string; locale: string } | null {
  const m = /\/([a-z0-9-]+)\/([a-z]{2})\.json$/.exec(path);
  return m ? { domain: m[1], locale: m[2] } : null;
}
