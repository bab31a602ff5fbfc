import path from 'node:path';

/**
 * The renderer's origin and the rules that hang on it. Pure (no 'electron' import) so unit tests
 * can check every decision the protocol handler, the IPC channel and the navigation guards make.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'deckhand';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True for any URL on our own `app://deckhand` origin (no user, no password, no port). */
export function isAppUrl(url: string): boolean {
  const u = parse(url);
  return (
    u !== null &&
    u.protocol === `${APP_SCHEME}:` &&
    u.hostname.toLowerCase() === APP_HOST &&
    u.port === '' &&
    u.username === '' &&
    u.password === ''
  );
}

export interface SenderFrame {
  url: string;
  /** The frame is the top-level frame of its page (`frame.parent === null`). */
  isMainFrame: boolean;
}

/**
 * May this frame call the API? Only the main frame of a page on our origin: never an iframe, a
 * page that navigated away, or a frame that is already gone (`null`).
 */
export function isTrustedSender(frame: SenderFrame | null | undefined): boolean {
  return !!frame && frame.isMainFrame === true && typeof frame.url === 'string' && isAppUrl(frame.url);
}

/**
 * May a frame navigate to `url`? Our origin always; an iframe also to the inert about:blank /
 * about:srcdoc documents some UI libraries create. Everything else is refused.
 */
export function isAllowedNavigation(url: string, isMainFrame: boolean): boolean {
  if (isAppUrl(url)) return true;
  return !isMainFrame && (url === 'about:blank' || url === 'about:srcdoc');
}

/** The URL to hand to the OS browser, or null: only plain http(s) links leave the app. */
export function externalUrl(url: string): string | null {
  const u = parse(url);
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:')) return null;
  if (u.username !== '' || u.password !== '') return null;
  return u.href;
}

export type RendererResolution =
  | { kind: 'file'; file: string; fallback: boolean }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/**
 * Map an `app://deckhand/...` request to a file under `rendererDir`.
 * - anything that would leave the folder (`..`, encoded or not, absolute or drive paths) → forbidden
 * - a missing path without an extension is a client-side route → `index.html` (SPA fallback)
 * - a missing asset (has an extension) → not-found
 * `isFile` is injected so the rule can be tested without touching the disk.
 */
export function resolveRendererRequest(
  rendererDir: string,
  requestUrl: string,
  isFile: (file: string) => boolean,
): RendererResolution {
  if (!isAppUrl(requestUrl)) return { kind: 'forbidden' };
  const url = new URL(requestUrl);
  let rel: string;
  try {
    rel = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (rel.includes('\0') || rel.includes('\\')) return { kind: 'forbidden' };
  const root = path.resolve(rendererDir);
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

/**
 * Permissions granted to the renderer: none, except writing plain text to the clipboard from our
 * own origin ("copy deck list"). Camera, microphone, notifications, geolocation, HID/USB/serial,
 * fullscreen requests from the page, … are all refused.
 */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

export function isPermissionAllowed(permission: string, requestingUrlOrOrigin: string | null | undefined): boolean {
  if (!ALLOWED_PERMISSIONS.has(permission) || !requestingUrlOrOrigin) return false;
  return isAppUrl(requestingUrlOrOrigin);
}
