import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13, first-hour rough edges ("Node engines"): the Node versions package.json states must be
 * ones every locked package accepts, or a clean `npm ci` on a stated Node prints EBADENGINE (it did:
 * Electron 45 and its toolchain, vue-router 5.5's chokidar 6 and @babel 8 need Node 22.12+). A
 * package accepts the stated range when every version in it satisfies the package's own `engines.node`.
 */
const ROOT = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: unknown }>;
};

/** Locked packages whose `engines.node` refuses some Node version in `stated`, as "path@version needs range". */
function enginesDisagreements(stated: string, packages: typeof lock.packages): string[] {
  const out: string[] = [];
  for (const [where, entry] of Object.entries(packages)) {
    if (where === '') continue; // the project itself
    // Very old packages wrote engines as an array of strings; npm ignores those, and so do we.
    const engines = entry.engines;
    if (engines === null || typeof engines !== 'object' || Array.isArray(engines)) continue;
    const node = (engines as { node?: unknown }).node;
    if (typeof node !== 'string') continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (semver.validRange(node) === null || !semver.subset(stated, node))
      out.push(`${name}@${entry.version} (${where}) needs node ${node}`);
  }
  return out;
}

describe('issue 13 first hour: Node engines', () => {
  const stated = pkg.engines.node;

  it('package.json states a valid Node range that the lock file records too', () => {
    expect(semver.validRange(stated)).not.toBeNull();
    expect((lock.packages[''] as { engines?: unknown }).engines).toEqual(pkg.engines);
  });

  it('every locked package accepts every Node version package.json states', () => {
    expect(enginesDisagreements(stated, lock.packages)).toEqual([]);
  });

  it('the Node this test runs on is one package.json states (CI runs the stated Node)', () => {
    expect(semver.satisfies(process.version, stated)).toBe(true);
  });

  it('the README states the same range', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('`' + stated + '`');
  });

  it('the check can fail, naming the package', () => {
    const packages = {
      '': { version: '1.0.0', engines: { node: stated } },
      'node_modules/fine': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.4'] },
      'node_modules/a/node_modules/@scope/too-new': { version: '2.1.0', engines: { node: '>=22.12.0' } },
      'node_modules/skips-21': { version: '3.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
    };
    expect(enginesDisagreements(stated, packages)).toEqual([
      '@scope/too-new@2.1.0 (node_modules/a/node_modules/@scope/too-new) needs node >=22.12.0',
    ]);
    expect(enginesDisagreements('>=20.19', packages)).toEqual([
      '@scope/too-new@2.1.0 (node_modules/a/node_modules/@scope/too-new) needs node >=22.12.0',
      'skips-21@3.0.0 (node_modules/skips-21) needs node ^20.19.0 || >=22.12.0',
    ]);
  });

  it("electron-builder's native rebuild step loads the @electron/rebuild pinned for Node 20", async () => {
    // package.json overrides app-builder-lib's @electron/rebuild 4 (Node 22.12+) with 3.6.2, whose rebuild()
    // takes the same options; app-builder-lib's helpers/remote-rebuild.js imports it and calls rebuild().
    const fromRoot = createRequire(path.join(ROOT, 'package.json'));
    const fromBuilder = createRequire(fromRoot.resolve('electron-builder/package.json'));
    const fromLib = createRequire(fromBuilder.resolve('app-builder-lib/package.json'));
    const rebuildPkg = fromLib('@electron/rebuild/package.json') as { version: string; engines: { node: string } };
    expect(semver.subset(stated, rebuildPkg.engines.node)).toBe(true);
    const mod = (await import(fromLib.resolve('@electron/rebuild'))) as { rebuild?: unknown };
    expect(typeof mod.rebuild).toBe('function');
  });
});
