/**
 * The web host with the test-fixture game added (tests only; the app never lists it). Same
 * output line and flags as electron/backend/web/cli.ts: --data-dir DIR [--port N].
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../../electron/backend/backend';
import { startWebHost } from '../../electron/backend/web/host';
import { fixtureGame } from '../fixtures/fixture-game';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const dataDir = arg('--data-dir');
if (!dataDir) {
  console.error('--data-dir is required');
  process.exit(2);
}
const backend = createBackend({ dataDir, appVersion: 'test', gameModules: [fixtureGame] });
const host = await startWebHost({ backend, rendererDir: path.join(root, 'out', 'renderer'), port: Number(arg('--port') ?? 0) });
console.log(`Deckhand is running at ${host.url}`);
const stop = async () => {
  await host.close();
  backend.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
