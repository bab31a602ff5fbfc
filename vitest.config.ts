import { defineConfig } from 'vitest/config';

/** Test files that replace a module with `vi.mock`: they need a module registry of their own. */
const MOCKING = ['test/unit/renderer/saved-list.test.ts', 'test/unit/electron-main/main-process.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: MOCKING,
          // the files of a worker share its modules: each file no longer imports and evaluates the engines, zod
          // schemas and stores afresh (measured on 28 Nov 2026: half the unit phase's CPU time, 551 → 296 s)
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-mocking', include: MOCKING } },
    ],
  },
});
