#!/usr/bin/env node
// `npm run web [-- --port N --data-dir DIR]`: Deckhand in any browser, no Electron needed.
// Builds the renderer if it is missing or stale (scripts/ensure-renderer.mjs), then runs the
// loopback web host (electron/backend/web/cli.ts) with tsx, passing every argument through and
// returning its exit code. Spawns `node --import tsx <cli> …` directly (no shell, so it works on
// Windows; one process, unlike the tsx CLI, whose forked child would outlive a killed parent).
import path from 'node:path';
import { ensureRenderer, ROOT, runNode } from './ensure-renderer.mjs';

const built = await ensureRenderer();
if (built !== 0) process.exit(built);

const code = await runNode('--import', [
  'tsx',
  path.join(ROOT, 'electron', 'backend', 'web', 'cli.ts'),
  ...process.argv.slice(2),
]);
process.exit(code);
