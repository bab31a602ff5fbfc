import { app, shell, type Session, type WebContents } from 'electron';
import { externalUrl, isAllowedNavigation, isAppUrl, isPermissionAllowed, PLATFORM_LINK_HOSTS } from './app-url';

/** The hosts links may open in the browser: the platform's until the games' are known (`allowLinkHosts`). */
let linkHosts: ReadonlySet<string> = new Set(PLATFORM_LINK_HOSTS);

/** Add the hosts the registered games link to (their definitions' `linkHosts`). */
export function allowLinkHosts(hosts: Iterable<string>): void {
  linkHosts = new Set([...PLATFORM_LINK_HOSTS, ...hosts]);
}

/**
 * Guards for every webContents (Electron security checklist): no navigation away from
 * app://deckhand, no new windows (http(s) links open in the OS browser instead), no <webview>,
 * no permissions. The decisions themselves live in app-url.ts and are unit-tested.
 */
function openExternally(url: string): void {
  const target = externalUrl(url, linkHosts);
  if (target) void shell.openExternal(target).catch(() => undefined);
}

export function guardWebContents(contents: WebContents): void {
  // Navigation is refused outright (not forwarded to the browser): external links in the
  // renderer use target="_blank", which goes through the window-open handler below.
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!isAllowedNavigation(event.url, event.isMainFrame)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function lockDownSession(session: Session): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl ?? contents.getURL()));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin),
  );
  session.setDevicePermissionHandler(() => false);
}

/** Install the guards before any window exists, so no webContents escapes them. */
export function installSecurityGuards(): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
}
