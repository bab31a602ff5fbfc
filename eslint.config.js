// Lint: TypeScript + Vue rules, and the layering of ARCHITECTURE.md §1 as import restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import vueParser from 'vue-eslint-parser';
import prettierConfig from 'eslint-config-prettier';

/** The shared modules in renderer/src/games/ (every other name there is a game folder). */
const RENDERER_GAMES_SHARED = 'registry|screens|types|generic|boards|setups|text|errors|files|stick';

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'worker_threads',
  'stream',
  'zlib',
  'util',
];

const GAME_FOLDER_MESSAGE =
  'Shared code names no game: read the game definitions (core/games/registry.ts lists them; ARCHITECTURE.md §1.1).';

/** electron/backend: no Electron, no main/preload/renderer; no game folder (only the registry). */
const backendPatterns = [
  {
    group: ['electron', 'electron/*'],
    message: "electron/backend never imports 'electron' (tests load it without a binary).",
  },
  {
    group: ['**/electron/main/**', '**/electron/preload/**', '**/renderer/**'],
    message: 'electron/backend depends only on core/.',
  },
  { group: ['**/core/games/*/**', '**/core/games/*', '!**/core/games/registry'], message: GAME_FOLDER_MESSAGE },
];

/** The renderer: no Electron, Node or SQLite; core only as types (a later block repeats them with more). */
const rendererPatterns = [
  {
    group: ['electron', 'electron/*', '**/electron/**'],
    message: 'The renderer talks to the backend only through renderer/src/api.',
  },
  { group: nodeBuiltins, message: 'The renderer runs in a browser: no Node built-ins.' },
  { group: ['better-sqlite3'], message: 'The renderer never touches SQLite.' },
  {
    group: ['**/core/kernel/**', '**/core/games/**'],
    message: 'renderer → core/api (types) only; engines run in the backend.',
    allowTypeImports: true,
  },
];

/** core/: pure TypeScript — no I/O, no Electron, no UI, no clock, no Math.random. */
const coreRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: nodeBuiltins, message: 'core/ is pure: no Node built-ins (ARCHITECTURE.md §1).' },
        { group: ['electron', 'electron/*'], message: 'core/ never imports Electron.' },
        {
          group: ['vue', 'vue/*', 'pinia', 'vue-router', 'vue-i18n', 'naive-ui'],
          message: 'core/ never imports UI code.',
        },
        { group: ['better-sqlite3'], message: 'core/ does no I/O: storage lives in electron/backend.' },
        {
          group: ['**/electron/**', '**/renderer/**'],
          message: 'Dependencies point one way: core imports neither electron/ nor renderer/.',
        },
      ],
    },
  ],
  'no-restricted-properties': [
    'error',
    {
      object: 'Math',
      property: 'random',
      message: 'Engines are deterministic: use the seeded PRNG in core/kernel/rng.ts.',
    },
    { object: 'Date', property: 'now', message: 'core/ reads no clock: take time as an argument.' },
    { object: 'performance', property: 'now', message: 'core/ reads no clock: take time as an argument.' },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'core/ reads no clock: take time as an argument.',
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'core/ runs anywhere: no DOM.' },
    { name: 'document', message: 'core/ runs anywhere: no DOM.' },
    { name: 'localStorage', message: 'core/ does no I/O.' },
    { name: 'fetch', message: 'core/ does no I/O.' },
    { name: 'process', message: 'core/ runs anywhere: no process.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.scratch-*/**',
      'out/**',
      'dist/**',
      'release/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parser: vueParser,
      parserOptions: { parser: tseslint.parser, sourceType: 'module', extraFileExtensions: ['.vue'] },
    },
  },
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        performance: 'readonly',
        __dirname: 'readonly',
        structuredClone: 'readonly',
        EventSource: 'readonly',
        sessionStorage: 'readonly',
        localStorage: 'readonly',
        history: 'readonly',
        location: 'readonly',
        matchMedia: 'readonly',
        HTMLElement: 'readonly',
        KeyboardEvent: 'readonly',
        Event: 'readonly',
        queueMicrotask: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        AbortController: 'readonly',
        Intl: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // TypeScript already checks names; ESLint's own check does not know DOM or Node types.
      'no-undef': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
      'vue/multiline-html-element-content-newline': 'off',
    },
  },
  { files: ['core/**/*.ts'], ignores: ['**/*.test.ts'], rules: coreRules },
  {
    // Shared core names no game: the contract, the kernel and the platform read game definitions
    // only through what the registry (core/games/registry.ts) hands the backend.
    files: ['core/api/**/*.ts', 'core/kernel/**/*.ts', 'core/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...coreRules['no-restricted-imports'][1].patterns,
            { group: ['../games', '../games/**', '**/core/games', '**/core/games/**'], message: GAME_FOLDER_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // The backend is loaded by tests and the web host, where no Electron binary exists.
    files: ['electron/backend/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: backendPatterns }] },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...rendererPatterns],
        },
      ],
    },
  },
  {
    // Shared renderer code names no game: it imports no game folder (renderer/src/games/<game>/);
    // only the registry (renderer/src/games/registry.ts) does. The renderer rules above are
    // repeated because a later block's no-restricted-imports replaces an earlier one's.
    files: ['renderer/src/**/*.ts', 'renderer/src/**/*.vue'],
    ignores: ['renderer/src/games/*/**', 'renderer/src/games/registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              // `../games/<game>/…` from anywhere, `./<game>/…` or `./<game>` from renderer/src/games/*.ts
              // (the shared files there are named: a new one joins this list).
              regex: String.raw`^(\.\.?/)+games/[^/]+/|^(\.\.?/)+games/(?!(${RENDERER_GAMES_SHARED})$)[^/]+$`,
              message: 'Shared renderer code imports no game folder; ask the registry (renderer/src/games/screens.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/src/games/*.ts'],
    ignores: ['renderer/src/games/registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              regex: String.raw`^\./[^/]+/|^\./(?!(${RENDERER_GAMES_SHARED})$)[^/]+$`,
              message: 'Shared renderer code imports no game folder; only renderer/src/games/registry.ts does.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.mjs', '*.config.ts', '*.config.js'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Formatting is Prettier's (npm run format; `npm run lint` checks it): no style rules that fight it.
  prettierConfig,
);
