import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../backend';
import { defaultDataDir } from '../paths';
import { startWebHost } from './host';
import type { GameDefinition } from '../../../core/platform/definition';

/**
 * `npm run web`: Deckhand in any browser. Flags: --port N (default: a random free port),
 * --data-dir DIR (default: the desktop app's data folder), --renderer DIR (default: out/renderer).
 */
function parseArgs(argv: string[]): { port?: number; dataDir?: string; renderer?: string } {
  const out: { port?: number; dataDir?: string; renderer?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--port') {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error('--port must be 0–65535');
      out.port = n;
    } else if (a === '--data-dir') out.dataDir = value();
    else if (a === '--renderer') out.renderer = value();
    else throw new Error(`unknown option ${a}`);
  }
  return out;
}

/** Start the host from command-line flags and print its address line; stops on SIGINT/SIGTERM. */
export async function serveFromArgs(
  argv: string[],
  opts: { games?: readonly GameDefinition[]; appVersion?: string } = {},
): Promise<void> {
  const args = parseArgs(argv);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const backend = createBackend({
    dataDir: args.dataDir ?? defaultDataDir(),
    appVersion: opts.appVersion ?? pkg.version,
    games: opts.games,
  });
  const host = await startWebHost({
    backend,
    rendererDir: args.renderer ?? path.join(root, 'out', 'renderer'),
    port: args.port,
  });
  console.log(`Deckhand is running at ${host.url}`);
  const stop = async () => {
    await host.close();
    backend.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// Run only when started as a program, not when imported (test/support/fixture-host.ts reuses it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  serveFromArgs(process.argv.slice(2)).catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
