const STORAGE_KEY = 'deckhand.token';

/**
 * The loopback host prints `http://127.0.0.1:<port>/?token=<secret>`. Take the secret from the
 * first URL, keep it for this tab only (sessionStorage survives reloads, not new tabs), and remove
 * it from the address bar so it does not end up in history, bookmarks or screenshots.
 */
export function takeToken(
  loc: Pick<Location, 'search' | 'pathname' | 'hash'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): string | null {
  const params = new URLSearchParams(loc.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    try {
      storage?.setItem(STORAGE_KEY, fromUrl);
    } catch {
      /* storage may be disabled; the token then lives in memory only */
    }
    params.delete('token');
    const query = params.toString();
    const clean = loc.pathname + (query ? `?${query}` : '') + loc.hash;
    try {
      history.replaceState(history.state, '', clean);
    } catch {
      /* not fatal */
    }
    return fromUrl;
  }
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
