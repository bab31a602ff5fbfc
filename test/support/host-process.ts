import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface HostProcess {
  child: ChildProcess;
  url: string;
  base: string;
  token: string;
  port: number;
  exited: Promise<number | null>;
}

/** Start the real web host (`electron/backend/web/cli.ts`) in its own process and read its address line. */
export function startHostProcess(
  dataDir: string,
  extraArgs: string[] = [],
  script = 'electron/backend/web/cli.ts',
): Promise<HostProcess> {
  // `node --import tsx` keeps the host in ONE process (the tsx CLI would fork a child that
  // survives a SIGKILL of its parent and keeps the save file locked).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, script), '--data-dir', dataDir, ...extraArgs],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`web host did not start: ${out}${err}`)), 30_000);
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /Deckhand is running at (http:\/\/127\.0\.0\.1:(\d+))\/\?token=([A-Za-z0-9_-]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[0].slice('Deckhand is running at '.length),
          base: m[1],
          port: Number(m[2]),
          token: m[3],
          exited,
        });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited (${code}): ${out}${err}`));
    });
  });
}
