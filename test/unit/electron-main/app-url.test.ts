import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { marvelChampions } from '../../../core/games/marvel-champions/definition';
import {
  APP_ORIGIN,
  isAllowedNavigation,
  APP_START_URL,
  contentTypeFor,
  externalUrl,
  PLATFORM_LINK_HOSTS,
  isAppUrl,
  isPermissionAllowed,
  isTrustedSender,
  resolveRendererRequest,
} from '../../../electron/main/app-url';

describe('app origin', () => {
  it('is app://deckhand', () => {
    expect(APP_ORIGIN).toBe('app://deckhand');
    expect(APP_START_URL).toBe('app://deckhand/');
  });

  it.each([
    ['app://deckhand/', true],
    ['app://deckhand/index.html', true],
    ['app://deckhand/#/settings/backups', true],
    ['APP://DECKHAND/', true],
    ['app://deckhand.evil.com/', false],
    ['app://evil/', false],
    ['app://deckhand:8080/', false],
    ['app://user:pw@deckhand/', false],
    ['https://deckhand/', false],
    ['file:///etc/passwd', false],
    ['http://127.0.0.1:5173/', false],
    ['about:blank', false],
    ['devtools://devtools/bundled/index.html', false],
    ['', false],
    ['not a url', false],
  ])('isAppUrl(%j) = %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });
});

describe('IPC sender check', () => {
  it('accepts only the main frame of a page on our origin', () => {
    expect(isTrustedSender({ url: 'app://deckhand/', isMainFrame: true })).toBe(true);
    expect(isTrustedSender({ url: 'app://deckhand/#/decks', isMainFrame: true })).toBe(true);
  });

  it.each([
    ['an iframe on our origin', { url: 'app://deckhand/', isMainFrame: false }],
    ['a foreign page', { url: 'https://example.com/', isMainFrame: true }],
    ['a file: page', { url: 'file:///tmp/x.html', isMainFrame: true }],
    ['a blank page', { url: 'about:blank', isMainFrame: true }],
    ['a frame that is gone', null],
    ['nothing', undefined],
  ])('refuses %s', (_name, frame) => {
    expect(isTrustedSender(frame)).toBe(false);
  });
});

describe('navigation', () => {
  it('stays on our origin; iframes may also hold an inert blank document', () => {
    expect(isAllowedNavigation('app://deckhand/#/decks', true)).toBe(true);
    expect(isAllowedNavigation('app://deckhand/', false)).toBe(true);
    expect(isAllowedNavigation('about:blank', false)).toBe(true);
    expect(isAllowedNavigation('about:srcdoc', false)).toBe(true);
    expect(isAllowedNavigation('about:blank', true)).toBe(false);
    expect(isAllowedNavigation('https://example.com/', false)).toBe(false);
    expect(isAllowedNavigation('data:text/html,<script>1</script>', false)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', true)).toBe(false);
  });
});

describe('external links (issue 13 §9: https to the hosts the app knows only)', () => {
  const hosts = new Set([...PLATFORM_LINK_HOSTS, ...marvelChampions.linkHosts!]);

  it('passes https links to known hosts on, normalised', () => {
    expect(externalUrl('https://marvelcdb.com/decklist/view/1', hosts)).toBe('https://marvelcdb.com/decklist/view/1');
    expect(externalUrl('https://github.com/zzorba', hosts)).toBe('https://github.com/zzorba');
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://deckhand/',
    'smb://host/share',
    'mailto:a@b.c',
    'https://user:pw@marvelcdb.com/',
    'http://marvelcdb.com/',
    'https://marvelcdb.com:8443/',
    'https://example.com/',
    'https://marvelcdb.com.evil.example/',
    'https://evil.example/?https://marvelcdb.com',
    'nonsense',
  ])('keeps %s inside', (url) => {
    expect(externalUrl(url, hosts)).toBeNull();
  });
});

describe('permissions', () => {
  it('grants only clipboard writes, and only to our origin', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://deckhand/')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://deckhand')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', null)).toBe(false);
    for (const p of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'fullscreen',
      'openExternal',
      'hid',
      'usb',
      'serial',
      'unknown',
    ]) {
      expect(isPermissionAllowed(p, 'app://deckhand/')).toBe(false);
    }
  });
});

describe('renderer files behind app://', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckhand-renderer-'));
  const root = path.join(dir, 'renderer');
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'assets', 'a b.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
  fs.mkdirSync(path.join(dir, 'renderer-evil'));
  fs.writeFileSync(path.join(dir, 'renderer-evil', 'x.js'), 'evil');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();
  const resolve = (url: string) => resolveRendererRequest(root, url, isFile);

  it('serves existing files', () => {
    expect(resolve('app://deckhand/assets/index-abc.js')).toEqual({
      kind: 'file',
      file: path.join(root, 'assets', 'index-abc.js'),
      fallback: false,
    });
    expect(resolve('app://deckhand/assets/a%20b.css')).toEqual({
      kind: 'file',
      file: path.join(root, 'assets', 'a b.css'),
      fallback: false,
    });
    expect(resolve('app://deckhand/index.html?x=1#/home')).toMatchObject({
      kind: 'file',
      file: path.join(root, 'index.html'),
    });
  });

  it('falls back to index.html for the root and for client-side routes', () => {
    const index = { kind: 'file', file: path.join(root, 'index.html'), fallback: true };
    expect(resolve('app://deckhand/')).toEqual(index);
    expect(resolve('app://deckhand/settings/backups')).toEqual(index);
    expect(resolve('app://deckhand/assets')).toEqual(index);
  });

  it('answers 404 for a missing asset instead of serving the app', () => {
    expect(resolve('app://deckhand/assets/missing.js')).toEqual({ kind: 'not-found' });
    expect(resolve('app://deckhand/favicon.ico')).toEqual({ kind: 'not-found' });
  });

  it.each([
    'app://deckhand/%2E%2E%2Fsecret.txt',
    'app://deckhand/assets/..%2F..%2Fsecret.txt',
    'app://deckhand/..%5Csecret.txt',
    'app://deckhand/%5C..%5C..%5Csecret.txt',
    'app://deckhand/index.html%00.js',
    'app://deckhand/%E0%A4%A',
    'app://evil/index.html',
    'https://deckhand/index.html',
  ])('refuses %s', (url) => {
    expect(resolve(url)).toEqual({ kind: 'forbidden' });
  });

  it('never resolves outside the folder, whatever the URL', () => {
    // The URL parser folds '..' and '%2e%2e' segments before we see them: such a request lands
    // inside the folder (and 404s) rather than escaping it.
    const tricky = [
      '/%2e%2e/secret.txt',
      '/%2e%2e/renderer-evil/x.js',
      '/../secret.txt',
      '/./../../secret.txt',
      '//secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
    ];
    for (const p of tricky) {
      const r = resolve(`app://deckhand${p}`);
      expect(r.kind).not.toBe('file');
    }
  });

  it('knows the content types the renderer ships', () => {
    expect(contentTypeFor('x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('x/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('x/a.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeFor('x/a.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('x/a.woff2')).toBe('font/woff2');
    expect(contentTypeFor('x/a.unknown')).toBe('application/octet-stream');
  });
});
