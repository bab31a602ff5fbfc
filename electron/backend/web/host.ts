import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo, Socket } from 'node:net';
import type { Backend } from '../backend';
import { contentTypeFor, resolveStaticPath } from './static-files';

/** The same policy the Electron window applies (electron/main/security.ts keeps them equal). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const MAX_BODY = 16 * 1024 * 1024;

export interface WebHostOptions {
  backend: Backend;
  rendererDir: string;
  port?: number;
  token?: string;
}

export interface WebHost {
  port: number;
  token: string;
  url: string;
  close(): Promise<void>;
}

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

function send(res: http.ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
}

/** A body over MAX_BODY: read to its end (so the client gets the answer, not a reset) but not kept. */
const TOO_LARGE = Symbol('too large');
/** Past this much, a body is not drained any further: the connection is cut after the answer. */
const MAX_DRAIN = 4 * MAX_BODY;

function readBody(req: http.IncomingMessage): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_DRAIN) {
        req.pause();
        resolve(TOO_LARGE);
      } else if (size <= MAX_BODY) chunks.push(c);
      else chunks.length = 0;
    });
    req.on('end', () => resolve(size > MAX_BODY ? TOO_LARGE : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** 413, then the connection closes (an unread rest of the body is not waited for). */
function tooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  res.setHeader('Connection', 'close');
  send(res, 413, 'too large');
  res.on('finish', () => req.socket.destroySoon?.());
}

/**
 * The loopback web host: the built renderer and the API on one origin, 127.0.0.1 only.
 * API: `POST /api/<method>` with JSON args and `Authorization: Bearer <token>`, answered with the
 * dispatch envelope; pushed events on `GET /api/events?token=` as Server-Sent Events.
 * No CORS headers are ever sent; a foreign Host or Origin is refused (DNS rebinding, CSRF).
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? crypto.randomBytes(24).toString('base64url');
  const rendererDir = path.resolve(opts.rendererDir);
  let port = 0;
  const sockets = new Set<Socket>();
  const streams = new Set<http.ServerResponse>();

  const allowedHosts = () => [`127.0.0.1:${port}`, `localhost:${port}`];
  const allowedOrigins = () => allowedHosts().map((h) => `http://${h}`);

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/api/events') {
      if (req.method !== 'GET' || !safeEqual(url.searchParams.get('token') ?? '', token))
        return send(res, 401, 'unauthorized');
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Content-Type-Options': 'nosniff',
      });
      res.write(': connected\n\n');
      streams.add(res);
      const unsubscribe = opts.backend.events.subscribe((e) => res.write(`data: ${JSON.stringify(e)}\n\n`));
      const beat = setInterval(() => res.write(': ping\n\n'), 25_000);
      req.on('close', () => {
        clearInterval(beat);
        unsubscribe();
        streams.delete(res);
      });
      return;
    }
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !safeEqual(auth.slice(7), token)) return send(res, 401, 'unauthorized');
    if (req.method !== 'POST') return send(res, 405, 'method not allowed');
    let method: string;
    try {
      method = decodeURIComponent(url.pathname.slice('/api/'.length));
    } catch {
      return send(res, 400, 'bad method name');
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_DRAIN) return tooLarge(req, res);
    const raw = await readBody(req);
    if (raw === TOO_LARGE) return tooLarge(req, res);
    let args: unknown = {};
    if (raw.trim() !== '') {
      try {
        args = JSON.parse(raw);
      } catch {
        const env = { ok: false, error: { code: 'invalid_args', params: { method, issues: ['(body):invalid_json'] } } };
        return send(res, 200, JSON.stringify(env), 'application/json; charset=utf-8');
      }
    }
    const envelope = await opts.backend.dispatch(method, args);
    send(res, 200, JSON.stringify(envelope), 'application/json; charset=utf-8');
  }

  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    const found = resolveStaticPath(rendererDir, url.pathname, (f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (found.kind === 'forbidden') return send(res, 403, 'forbidden');
    if (found.kind === 'not-found') return send(res, 404, 'not found');
    const file = found.file;
    if (found.fallback && !fs.existsSync(file)) return send(res, 503, 'renderer not built: run npm run build:renderer');
    const type = contentTypeFor(file);
    const body = fs.readFileSync(file);
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': file.endsWith('index.html') ? 'no-store' : 'max-age=3600',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = http.createServer((req, res) => {
    const host = req.headers.host ?? '';
    if (!allowedHosts().includes(host)) return send(res, 403, 'forbidden host');
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins().includes(origin)) return send(res, 403, 'forbidden origin');
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `http://${host}`);
    } catch {
      return send(res, 400, 'bad request');
    }
    const work = url.pathname.startsWith('/api/')
      ? handleApi(req, res, url)
      : Promise.resolve(serveStatic(req, res, url));
    work.catch(() => {
      if (!res.headersSent) send(res, 500, 'internal error');
      else res.end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?token=${token}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of streams) s.end();
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}
