import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering lint (ARCHITECTURE.md §1) must be able to fail: feed it code that breaks each rule,
 * as if it lived in each folder, and check it is caught; and check clean code passes.
 */
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

async function messages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(__dirname, '../..', file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('layering lint', () => {
  it.each([
    ["import fs from 'node:fs';\nexport const x = fs;", 'no-restricted-imports'],
    ["import path from 'path';\nexport const x = path;", 'no-restricted-imports'],
    ["import { app } from 'electron';\nexport const x = app;", 'no-restricted-imports'],
    ["import { ref } from 'vue';\nexport const x = ref;", 'no-restricted-imports'],
    ["import Database from 'better-sqlite3';\nexport const x = Database;", 'no-restricted-imports'],
    ['export const x = Math.random();', 'no-restricted-properties'],
    ['export const x = Date.now();', 'no-restricted-properties'],
    ['export const x = new Date();', 'no-restricted-syntax'],
  ])('core/ rejects %s', async (code, rule) => {
    expect(await messages('core/kernel/probe.ts', code)).toContain(rule);
  });

  it('core/ accepts pure code', async () => {
    expect(
      await messages(
        'core/kernel/probe.ts',
        "import { z } from 'zod';\nexport const s = z.string();\nexport const d = new Date(0);",
      ),
    ).toEqual([]);
  });

  it.each(['core/api/probe.ts', 'core/kernel/probe.ts', 'core/platform/probe.ts'])(
    'shared core (%s) imports no game folder, but may import the saved-games API',
    async (file) => {
      expect(
        await messages(
          file,
          `import { marvelChampions } from '../games/marvel-champions';\nexport const x = marvelChampions;`,
        ),
      ).toContain('no-restricted-imports');
      expect(
        await messages(file, `import { gameDefinitions } from '../games/registry';\nexport const x = gameDefinitions;`),
      ).toContain('no-restricted-imports');
      expect(
        await messages(file, "import type { GameSummary } from '../api/games';\nexport type X = GameSummary;"),
      ).toEqual([]);
    },
  );

  it('electron/backend imports no game folder, only the registry', async () => {
    const game =
      "import { marvelChampions } from '../../../core/games/marvel-champions';\nexport const x = marvelChampions;";
    const registry =
      "import { gameDefinitions } from '../../../core/games/registry';\nexport const x = gameDefinitions;";
    expect(await messages('electron/backend/catalog/probe.ts', game)).toContain('no-restricted-imports');
    expect(await messages('electron/backend/catalog/probe.ts', registry)).toEqual([]);
    // no exception: the collection and deck services are generic too
    expect(await messages('electron/backend/decks/service.ts', game)).toContain('no-restricted-imports');
    expect(await messages('electron/backend/collection/service.ts', game)).toContain('no-restricted-imports');
    expect(
      await messages('electron/backend/decks/service.ts', "import { app } from 'electron';\nexport const x = app;"),
    ).toContain('no-restricted-imports');
  });

  it("electron/backend rejects 'electron' but may use Node", async () => {
    expect(
      await messages('electron/backend/probe.ts', "import { app } from 'electron';\nexport const x = app;"),
    ).toContain('no-restricted-imports');
    expect(await messages('electron/backend/probe.ts', "import fs from 'node:fs';\nexport const x = fs;")).toEqual([]);
  });

  it('the renderer may not reach Electron, Node or SQLite', async () => {
    expect(
      await messages('renderer/src/probe.ts', "import { ipcRenderer } from 'electron';\nexport const x = ipcRenderer;"),
    ).toContain('no-restricted-imports');
    expect(await messages('renderer/src/probe.ts', "import fs from 'node:fs';\nexport const x = fs;")).toContain(
      'no-restricted-imports',
    );
    expect(
      await messages(
        'renderer/src/probe.ts',
        "import type { Envelope } from '../../core/api/errors';\nexport type X = Envelope<1>;",
      ),
    ).toEqual([]);
  });

  it.each([
    ['renderer/src/views/probe.ts', "import { useDecksStore } from '../games/marvel-champions/stores';"],
    ['renderer/src/components/kit/probe.ts', "import { x } from '../../games/some-game/parts';"],
    ['renderer/src/components/kit/probe.ts', "import { x } from '../../games/some-game';"],
    ['renderer/src/probe.ts', "import { x } from './games/some-game/index';"],
    ['renderer/src/games/probe.ts', "import { x } from './marvel-champions';"],
    ['renderer/src/games/probe.ts', "import { x } from './some-game/stores';"],
    [
      'renderer/src/views/Probe.vue',
      '<script setup lang="ts">\nimport X from \'../games/some-game/views/X.vue\';\n</script>',
    ],
  ])('shared renderer code may not import a game folder: %s %s', async (file, code) => {
    const text = file.endsWith('.vue') ? code : `${code}\nexport const y = x;`;
    expect(await messages(file, text)).toContain('no-restricted-imports');
  });

  it('the registry and game folders may import game folders; shared code may import the registry', async () => {
    const use = '\nexport const y = x;';
    expect(await messages('renderer/src/games/registry.ts', `import { x } from './some-game';${use}`)).toEqual([]);
    expect(
      await messages('renderer/src/games/some-game/probe.ts', `import { x } from '../other-game/parts';${use}`),
    ).toEqual([]);
    expect(
      await messages('renderer/src/games/some-game/views/Probe.ts', `import { x } from '../../../stores/decks';${use}`),
    ).toEqual([]);
    expect(await messages('renderer/src/views/probe.ts', `import { x } from '../games/screens';${use}`)).toEqual([]);
    expect(await messages('renderer/src/games/probe.ts', `import { x } from './registry';${use}`)).toEqual([]);
    expect(await messages('renderer/src/router.ts', `import { x } from './games/registry';${use}`)).toEqual([]);
    // A type from core/api stays allowed next to the new rule.
    expect(
      await messages(
        'renderer/src/games/probe.ts',
        "import type { GameInfo } from '../../../core/api/types';\nexport type Y = GameInfo;",
      ),
    ).toEqual([]);
  });
});
