import path from 'node:path';

/**
 * Serving the built renderer, shared by the web host and Electron's `app://` protocol so both
 * transports apply the same path check and content types.
 */
export type StaticResolution =
  { kind: 'file'; file: string; fallback: boolean } | { kind: 'forbidden' } | { kind: 'not-found' };

/**
 * Map a URL path (still percent-encoded) to a file under `rootDir`.
 * - anything that would leave the folder (`..`, encoded or not, backslashes, NUL) → forbidden
 * - a missing path without an extension is a client-side route → `index.html` (SPA fallback)
 * - a missing asset (has an extension) → not-found
 * `isFile` is injected so the rule can be tested without touching the disk.
 */
export function resolveStaticPath(
  rootDir: string,
  urlPathname: string,
  isFile: (file: string) => boolean,
): StaticResolution {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (rel.includes('\0') || rel.includes('\\')) return { kind: 'forbidden' };
  const root = path.resolve(rootDir);
  const file = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (file !== root && !file.startsWith(root + path.sep)) return { kind: 'forbidden' };
  // Check the raw segments too: a '..' that normalisation folded back inside the folder is still refused.
  if (rel.split('/').some((seg) => seg === '..')) return { kind: 'forbidden' };
  if (file !== root && isFile(file)) return { kind: 'file', file, fallback: false };
  if (path.posix.extname(rel) !== '') return { kind: 'not-found' };
  return { kind: 'file', file: path.join(root, 'index.html'), fallback: true };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}
