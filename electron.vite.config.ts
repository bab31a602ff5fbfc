import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'electron-vite';
import type { ConfigEnv, UserConfig as ViteUserConfig, UserConfigExport } from 'vite';
import rendererConfigExport from './renderer/vite.config';

/**
 * `npx electron-vite build` (= `npm run build`) → out/main/index.cjs, out/preload/index.cjs,
 * out/renderer/. Needs no Electron binary: electron-vite only reads electron/package.json for the
 * Node/Chrome targets. `electron-vite dev/preview` do need the binary (see scripts/start.mjs).
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const r = (...p: string[]) => path.resolve(root, ...p);

/** renderer/vite.config.ts may export an object, a promise or a function of the env. */
async function rendererConfig(env: ConfigEnv): Promise<ViteUserConfig> {
  const exported = rendererConfigExport as UserConfigExport;
  return typeof exported === 'function' ? await exported(env) : await exported;
}

export default defineConfig(async (env): Promise<UserConfig> => {
  const renderer = await rendererConfig(env);
  return {
    main: {
      build: {
        outDir: r('out/main'),
        // Production dependencies stay `require`d from node_modules (electron-vite's default);
        // better-sqlite3 in particular is a native addon and must never be bundled.
        externalizeDeps: true,
        rolldownOptions: {
          input: { index: r('electron/main/index.ts') },
          external: ['better-sqlite3'],
          output: {
            format: 'cjs',
            entryFileNames: '[name].cjs',
            chunkFileNames: 'chunks/[name]-[hash].cjs',
          },
        },
      },
    },
    preload: {
      build: {
        outDir: r('out/preload'),
        // A sandboxed preload can only require('electron') and a few polyfills: bundle everything
        // else into this one CommonJS file.
        externalizeDeps: false,
        rolldownOptions: {
          input: { index: r('electron/preload/index.ts') },
          output: {
            format: 'cjs',
            entryFileNames: '[name].cjs',
            codeSplitting: false,
          },
        },
      },
    },
    renderer: {
      // The renderer's own config (plugins, aliases, base './'), with paths pinned for this build.
      ...renderer,
      root: r('renderer'),
      build: {
        ...renderer.build,
        outDir: r('out/renderer'),
        emptyOutDir: true,
        rolldownOptions: {
          ...(renderer.build?.rolldownOptions ?? renderer.build?.rollupOptions),
          input: r('renderer/index.html'),
        },
      },
    },
  };
});
