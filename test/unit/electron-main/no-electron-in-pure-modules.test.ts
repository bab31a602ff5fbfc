import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decisions of the main process live in modules that never load 'electron' at run time, so
 * Vitest checks them in plain Node (electron ≥ 42 downloads its binary on the first require).
 * Type-only imports are erased and allowed.
 */
const ROOT = path.resolve(__dirname, '../../..');
const PURE = [
  'electron/main/app-url.ts',
  'electron/main/bounds.ts',
  'electron/main/file-names.ts',
  'electron/main/locale.ts',
  'electron/main/menu-i18n.ts',
  'electron/main/menu-template.ts',
  'electron/preload/hub.ts',
];

/** Every `import … from 'x'` / `export … from 'x'` / `require('x')` / `import('x')` with its kind. */
function imports(source: string): Array<{ spec: string; typeOnly: boolean }> {
  const out: Array<{ spec: string; typeOnly: boolean }> = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    out.push({ spec: m[4], typeOnly: !!m[2] });
  }
  for (const m of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push({ spec: m[1], typeOnly: false });
  for (const m of source.matchAll(/\b(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/g))
    out.push({ spec: m[1], typeOnly: false });
  return out;
}

describe('pure main-process modules', () => {
  it.each(PURE)('%s does not load electron (or main-process modules that do)', (file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const { spec, typeOnly } of imports(source)) {
      if (typeOnly) continue;
      expect(spec, `${file} imports ${spec}`).not.toMatch(/^electron(\/|$)/);
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec));
        if (target.startsWith(`electron${path.sep}main`) || target.startsWith(`electron${path.sep}preload`)) {
          expect(
            PURE.map((p) => p.replace(/\.ts$/, '').split('/').join(path.sep)),
            `${file} imports ${spec}`,
          ).toContain(target);
        }
      }
    }
  });

  it('the import scanner sees value imports of electron', () => {
    expect(imports("import { app } from 'electron';").map((i) => i.typeOnly)).toEqual([false]);
    expect(imports("import type { App } from 'electron';").map((i) => i.typeOnly)).toEqual([true]);
    expect(imports("const e = require('electron');").map((i) => i.spec)).toEqual(['electron']);
  });
});
