import type { DeckhandError, Envelope, ErrorCode, ErrorParams } from '../../core/api/errors';
import { isMethodName, methods } from '../../core/api/methods';
import type { BackendContext, HandlerTable } from './context';
import { toDeckhandError } from './db/errors';
import { createQueue } from './queue';

export type Dispatch = (method: string, rawArgs: unknown) => Promise<Envelope<unknown>>;

function fail(code: ErrorCode, params: ErrorParams = {}): Envelope<never> {
  return { ok: false, error: { code, params } };
}

/** Convert anything a handler threw into a code; unknown failures are logged and become `internal`. */
function errorEnvelope(e: unknown, method: string, log: (msg: string, e: unknown) => void): Envelope<never> {
  let err: DeckhandError;
  try {
    err = toDeckhandError(e);
  } catch {
    log(`internal error in ${method}`, e);
    return fail('internal', { method });
  }
  return fail(err.code, err.params);
}

/**
 * The one entry point of every transport: reject unknown methods and malformed arguments with
 * codes, run mutations one at a time, never throw.
 */
export function createDispatch(
  handlers: HandlerTable,
  ctx: BackendContext,
  log: (msg: string, e: unknown) => void = (msg, e) => console.error(msg, e),
): Dispatch {
  const enqueue = createQueue();
  return async (method, rawArgs) => {
    if (typeof method !== 'string' || !isMethodName(method)) {
      return fail('unknown_method', { method: String(method).slice(0, 100) });
    }
    const def = methods[method];
    const parsed = def.args.safeParse(rawArgs === undefined ? {} : rawArgs);
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(args)'}:${i.code}`);
      return fail('invalid_args', { method, issues });
    }
    const handler = handlers[method] as (a: unknown, c: BackendContext) => unknown;
    const run = async () => handler(parsed.data, ctx);
    try {
      const value = def.mutates ? await enqueue(run) : await run();
      return { ok: true, value: value === undefined ? null : value };
    } catch (e) {
      return errorEnvelope(e, method, log);
    }
  };
}
