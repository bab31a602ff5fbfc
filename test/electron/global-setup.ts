import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { electronForTests, ROOT } from './electron-binary';

/** Build out/ (main, preload, renderer) before the smoke tests run the app from this checkout. */
export default function globalSetup(): void {
  const binary = electronForTests();
  if (!binary || binary.packaged) return; // skipped, or testing a packaged build
  const manifest = createRequire(path.join(ROOT, 'package.json')).resolve('electron-vite/package.json');
  const { bin } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  const cli = path.join(path.dirname(manifest), bin['electron-vite']);
  const r = spawnSync(process.execPath, [cli, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`electron-vite build failed (exit code ${r.status})`);
}
