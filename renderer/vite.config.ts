import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../out/renderer', import.meta.url));

/**
 * The renderer never reaches Electron or the Node backend: it talks to `window.deckhand` (or the
 * loopback host) through renderer/src/api only. This plugin turns an accidental import into a
 * build error instead of a runtime surprise.
 */
function forbidMainProcessImports(): Plugin {
  return {
    name: 'deckhand:forbid-main-process-imports',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'electron' || id.startsWith('electron/') || id.startsWith('node:')) {
        this.error(`renderer must not import "${id}" (from ${importer ?? '?'})`);
      }
      if (/(^|[\\/])electron[\\/](main|backend|preload)([\\/]|$)/.test(id)) {
        this.error(`renderer must not import main-process code "${id}" (from ${importer ?? '?'})`);
      }
      return null;
    },
  };
}

/** Exported so electron.vite.config.ts can reuse the same renderer settings. */
export const rendererConfig: UserConfig = {
  root: rendererRoot,
  base: './',
  publicDir: 'public',
  plugins: [vue(), forbidMainProcessImports()],
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __VUE_I18N_FULL_INSTALL__: 'false',
    __VUE_I18N_LEGACY_API__: 'false',
    __INTLIFY_PROD_DEVTOOLS__: 'false',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // No inline <script>, no eval: the CSP (script-src 'self') forbids both.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
  },
  server: {
    // The renderer imports types and constants from core/api (outside renderer/).
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
  },
};

export default defineConfig(rendererConfig);
