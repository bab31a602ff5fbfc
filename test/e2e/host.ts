import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'electron', 'backend', 'web', 'cli.ts');
/** The same web host with the test-only fixture game added (never listed in the app). */
const FIXTURE_CLI = path.join(ROOT, 'test', 'support', 'fixture-host.ts');
const URL_RE = /Deckhand is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]+)/;

/** `app`: the host as shipped; `fixture`: the same host with the fixture game for game tests. */
export type HostKind = 'app' | 'fixture';

export interface RunningHost {
  url: string;
  /** The origin, without the token. */
  origin: string;
  dataDir: string;
  kind: HostKind;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Start the real loopback web host (`electron/backend/web/cli.ts`, or with `kind: 'fixture'`
 * `test/support/fixture-host.ts`) on a data folder and wait for the line with its URL. Its own
 * process group, so stop() ends it and anything it started.
 */
export async function startHost(
  dataDir: string,
  opts: { timeoutMs?: number; kind?: HostKind } = {},
): Promise<RunningHost> {
  const kind = opts.kind ?? 'app';
  if (!fs.existsSync(path.join(ROOT, 'out', 'renderer', 'index.html'))) {
    throw new Error('out/renderer is not built: run `npm run build:renderer` (npm run test:e2e does it for you)');
  }
  // one process with tsx's loader, as `npm run web` runs it (scripts/web.mjs), not the tsx CLI and its forked child
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', kind === 'fixture' ? FIXTURE_CLI : CLI, '--data-dir', dataDir],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`web host did not start within ${opts.timeoutMs ?? 30_000} ms:\n${log}`));
    }, opts.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const m = URL_RE.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited with ${code}:\n${log}`));
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    origin: new URL(url).origin,
    dataDir,
    kind,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 5_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        killGroup(child, 'SIGKILL');
        await exited;
      }
    },
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}
