import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * electron-builder cannot package on our offline machines (it downloads Electron and toolsets), so
 * this checks what can be checked here: electron-builder.yml passes electron-builder 26's own schema,
 * says what the release needs, and the resources it points at exist.
 */
const ROOT = path.resolve(__dirname, '../../..');
// Reach app-builder-lib through electron-builder (our declared devDependency).
const requireFromBuilder = createRequire(
  createRequire(path.join(ROOT, 'package.json')).resolve('electron-builder/package.json'),
);
const appBuilderDir = path.dirname(requireFromBuilder.resolve('app-builder-lib/package.json'));
const requireFromLib = createRequire(path.join(appBuilderDir, 'package.json'));

const yaml = requireFromLib('js-yaml') as { load(text: string): unknown };
const { validateConfiguration } = requireFromLib(path.join(appBuilderDir, 'out/util/config/config.js')) as {
  validateConfiguration(config: unknown, logger: unknown): Promise<void>;
};
const builderUtilDir = path.dirname(requireFromLib.resolve('builder-util/package.json'));
const { DebugLogger } = requireFromLib(path.join(builderUtilDir, 'out/DebugLogger.js')) as {
  DebugLogger: new (enabled: boolean) => unknown;
};

const config = yaml.load(fs.readFileSync(path.join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, any>;

describe('electron-builder.yml', () => {
  it('passes the electron-builder schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('issue 13 §9: turns on the Electron fuses that close the usual ways into a packaged app', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true); // the asar fuses need the app in an archive
  });

  it('the schema check can fail', async () => {
    await expect(validateConfiguration({ ...config, asarUnpackk: [] }, new DebugLogger(false))).rejects.toThrow(
      /asarUnpackk/,
    );
  });

  it('ships an allowlist and unpacks the native addon', () => {
    expect(config.appId).toBe('app.deckhand.desktop');
    expect(config.productName).toBe('Deckhand');
    expect(config.directories).toEqual({ buildResources: 'build', output: 'release/${version}' });
    expect(config.files.slice(0, 2)).toEqual(['out/**', 'package.json']);
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
    expect(config.npmRebuild).toBe(true);
  });

  it('targets nsis + portable, dmg x64/arm64, AppImage + deb', () => {
    expect(config.win.target.map((t: { target: string }) => t.target)).toEqual(['nsis', 'portable']);
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: false });
    expect(config.portable.artifactName).not.toBe(config.nsis.artifactName);
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['x64', 'arm64'] }]);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.linux.target.map((t: { target: string }) => t.target)).toEqual(['AppImage', 'deb']);
    expect(config.linux.category).toBe('Game');
    expect(config.linux.maintainer).toMatch(/<.+@.+>/);
  });

  it('names artifacts without spaces', () => {
    for (const key of ['nsis', 'portable', 'dmg', 'appImage', 'deb'])
      expect(config[key].artifactName).not.toMatch(/\s/);
  });

  it('points at resources that exist', () => {
    expect(fs.existsSync(path.join(ROOT, config.mac.entitlements))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, config.mac.entitlementsInherit))).toBe(true);
    const icon = fs.readFileSync(path.join(ROOT, 'build', 'icon.png'));
    expect(icon.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(icon.readUInt32BE(16)).toBeGreaterThanOrEqual(512);
    expect(icon.readUInt32BE(20)).toBeGreaterThanOrEqual(512);
  });

  it('has what fpm needs for the .deb (homepage and a maintainer e-mail)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.homepage).toBeTruthy();
    expect(pkg.main).toBe('out/main/index.cjs');
  });
});
