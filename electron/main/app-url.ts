import { contentTypeFor, resolveStaticPath, type StaticResolution } from '../backend/web/static-files';

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

/** Hosts every game may link to (the card-data repositories); the games add theirs (`linkHosts`). */
export const PLATFORM_LINK_HOSTS: readonly string[] = ['github.com'];

/**
 * The URL to hand to the OS browser, or null: only https links to a host the app knows (exactly
 * that host, no user name or password) leave the app.
 */
export function externalUrl(url: string, hosts: ReadonlySet<string>): string | null {
  const u = parse(url);
  if (!u || u.protocol !== 'https:' || u.port !== '') return null;
  if (u.username !== '' || u.password !== '') return null;
  return hosts.has(u.hostname) ? u.href : null;
}

export type RendererResolution = StaticResolution;

/** Map an `app://deckhand/...` request to a file under `rendererDir` (rules: resolveStaticPath). */
export function resolveRendererRequest(
  rendererDir: string,
  requestUrl: string,
  isFile: (file: string) => boolean,
): RendererResolution {
  if (!isAppUrl(requestUrl)) return { kind: 'forbidden' };
  return resolveStaticPath(rendererDir, new URL(requestUrl).pathname, isFile);
}

export { contentTypeFor };

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
