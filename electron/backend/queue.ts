/**
 * One sequential queue for every mutation: each runs after the previous one settles, whatever
 * transport it came from, so two windows (or a window and the native menu) never interleave writes.
 */
export function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => T | Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
