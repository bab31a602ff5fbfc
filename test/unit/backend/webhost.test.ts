import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../electron/backend/backend';
import { startWebHost, type WebHost } from '../../../electron/backend/web/host';
import { makeBackend, removeDir, tempDir } from '../../support/backend';

/** Raw HTTP so the Host and Origin headers can be set freely (fetch forbids that). */
function request(
  port: number,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (opts.body) req.write(opts.body);
    req.end();
  });
}

let dir: string;
let backend: Backend;
let host: WebHost;
let renderer: string;

beforeAll(async () => {
  dir = tempDir();
  renderer = path.join(dir, 'renderer');
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Deckhand</title>');
  fs.writeFileSync(path.join(renderer, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'do not serve');
  backend = makeBackend(path.join(dir, 'data'));
  host = await startWebHost({ backend, rendererDir: renderer });
});
afterAll(async () => {
  await host.close();
  backend.close();
  removeDir(dir);
});

const api = (extra: Record<string, string> = {}) => ({
  method: 'POST',
  path: '/api/app.info',
  headers: {
    Host: `127.0.0.1:${host.port}`,
    Authorization: `Bearer ${host.token}`,
    'Content-Type': 'application/json',
    ...extra,
  },
  body: '{}',
});

describe('web host', () => {
  it('listens on 127.0.0.1 only and prints a tokenised address', () => {
    expect(host.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${host.port}/\\?token=[A-Za-z0-9_-]{32}$`));
  });

  it('answers an authorised API call with the dispatch envelope', async () => {
    const res = await request(host.port, api());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).ok).toBe(true);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses API calls without the token or with a wrong one', async () => {
    const noAuth = api();
    delete (noAuth.headers as Record<string, string>).Authorization;
    expect((await request(host.port, noAuth)).status).toBe(401);
    expect((await request(host.port, api({ Authorization: 'Bearer wrong' }))).status).toBe(401);
    expect((await request(host.port, api({ Authorization: `Bearer ${host.token}x` }))).status).toBe(401);
  });

  it('refuses a foreign Host header (DNS rebinding) and a foreign Origin (CSRF)', async () => {
    expect((await request(host.port, api({ Host: `evil.example:${host.port}` }))).status).toBe(403);
    expect((await request(host.port, api({ Host: `127.0.0.1:1` }))).status).toBe(403);
    expect((await request(host.port, api({ Origin: 'http://evil.example' }))).status).toBe(403);
    expect((await request(host.port, api({ Origin: `http://127.0.0.1:${host.port}` }))).status).toBe(200);
    const page = await request(host.port, { path: '/', headers: { Host: `attacker.test` } });
    expect(page.status).toBe(403);
  });

  it('sends no CORS headers, even to a preflight', async () => {
    const res = await request(host.port, {
      method: 'OPTIONS',
      path: '/api/app.info',
      headers: { Host: `127.0.0.1:${host.port}`, 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).not.toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers malformed JSON with invalid_args, and an unknown method with unknown_method', async () => {
    const bad = await request(host.port, { ...api(), body: '{not json' });
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'invalid_args' } });
    const unknown = await request(host.port, { ...api(), path: '/api/nope' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it('issue 13 §1-2, §4: deep JSON is invalid_args, a bad escape in the method name is 400, an oversized body 413', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const [m, body] of [
      ['settings.set', `{"key":"locale","value":${deep}}`],
      ['games.create', `{"game":"marvel-champions","name":"x","setup":${deep}}`],
    ]) {
      const res = await request(host.port, { ...api(), path: `/api/${m}`, body });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: { code: 'invalid_args' } });
    }
    const escape = await request(host.port, { ...api(), path: '/api/%E0%A4%A' });
    expect(escape.status).toBe(400);
    const big = await request(host.port, { ...api(), body: `{"x":"${'a'.repeat(17 * 1024 * 1024)}"}` });
    expect(big.status).toBe(413);
    // the host still answers afterwards
    const ok = await request(host.port, api());
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true });
  });

  it('serves the renderer with a CSP, falls back to index.html for routes, and never leaves its folder', async () => {
    const h = { Host: `localhost:${host.port}` };
    const index = await request(host.port, { path: '/', headers: h });
    expect(index.status).toBe(200);
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await request(host.port, { path: '/settings/backups', headers: h })).body).toContain(
      '<title>Deckhand</title>',
    );
    expect((await request(host.port, { path: '/assets/app.js', headers: h })).headers['content-type']).toContain(
      'javascript',
    );
    expect((await request(host.port, { path: '/assets/missing.js', headers: h })).status).toBe(404);
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await request(host.port, { path: p, headers: h });
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('pushes events over Server-Sent Events to a client holding the token', async () => {
    expect(
      (await request(host.port, { path: '/api/events?token=nope', headers: { Host: `127.0.0.1:${host.port}` } }))
        .status,
    ).toBe(401);
    const received = await new Promise<string>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: host.port,
          path: `/api/events?token=${host.token}`,
          headers: { Host: `127.0.0.1:${host.port}` },
        },
        (res) => {
          res.on('error', () => undefined); // destroying the stream below resets it
          let buf = '';
          res.on('data', (d) => {
            buf += d;
            if (buf.includes(': connected'))
              request(host.port, { ...api(), path: '/api/settings.set', body: '{"key":"theme","value":"dark"}' }).catch(
                reject,
              );
            const m = /data: (.*)\n\n/.exec(buf);
            if (m) {
              req.destroy();
              resolve(m[1]);
            }
          });
        },
      );
      req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
    });
    expect(JSON.parse(received)).toMatchObject({ event: 'settings.changed', payload: { settings: { theme: 'dark' } } });
  });
});
