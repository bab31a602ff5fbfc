import fs from 'node:fs';
import { protocol } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../backend/web/host';
import { APP_SCHEME, contentTypeFor, resolveRendererRequest } from './app-url';

/**
 * The renderer is served from `app://deckhand/`, a standard secure origin of our own (not
 * file://, where every page shares one opaque origin), with the same CSP as the web host.
 */

/** Must run before `app` is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Serve files from `rendererDir` (out/renderer) on the default session. Call after `app` is ready. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method not allowed');
    const target = resolveRendererRequest(rendererDir, request.url, isFile);
    if (target.kind === 'forbidden') return plain(403, 'forbidden');
    if (target.kind === 'not-found') return plain(404, 'not found');
    let body: Buffer;
    try {
      body = await fs.promises.readFile(target.file);
    } catch {
      return target.fallback
        ? plain(503, 'Deckhand: the renderer is not built (out/renderer/index.html is missing). Run `npm run build`.')
        : plain(404, 'not found');
    }
    const isHtml = target.file.endsWith('.html');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': contentTypeFor(target.file),
        'Content-Length': String(body.length),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cache-Control': isHtml ? 'no-store' : 'max-age=3600',
      },
    });
  });
}
