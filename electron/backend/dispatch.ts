import type { DeckhandError, Envelope, ErrorCode, ErrorParams } from '../../core/api/errors';
import { isMethodName, methods } from '../../core/api/methods';
import type { BackendContext, HandlerTable } from './context';
import type { GameFeature } from '../../core/platform/definition';
import { toDeckhandError } from './db/errors';
import { createQueue } from './queue';
import { shownValue } from '../../core/platform/text';

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

/** Which feature a domain's methods need of the game they name (`games.*` name engines, checked there). */
const DOMAIN_FEATURE: Readonly<Record<string, GameFeature>> = {
  catalog: 'catalog',
  collection: 'collection',
  decks: 'decks',
  campaigns: 'campaigns',
};

/** A method naming a game that is not registered, lacks the domain's feature, or a deck format it lacks. */
function gameRefusal(method: string, args: unknown, ctx: BackendContext): Envelope<never> | null {
  const domain = method.slice(0, method.indexOf('.'));
  if (domain === 'content' && typeof args === 'object' && args !== null && 'game' in args) {
    // User content is no feature of its own: a game offers it by having `content` in its definition.
    const game = (args as { game: string }).game;
    const def = ctx.gameDefs.get(game);
    if (!def) return fail('unknown_game', { game });
    if (!def.content) return fail('game_feature_missing', { game, feature: 'content' });
    return null;
  }
  const feature = DOMAIN_FEATURE[domain];
  if (!feature || typeof args !== 'object' || args === null || !('game' in args)) return null;
  const { game, format } = args as { game: string; format?: unknown };
  const def = ctx.gameDefs.get(game);
  if (!def) return fail('unknown_game', { game });
  if (!def.features.includes(feature)) return fail('game_feature_missing', { game, feature });
  if (feature === 'decks' && typeof format === 'string' && !(def.decks?.formats ?? []).includes(format)) {
    return fail('deck_format_unknown', { game, format });
  }
  return null;
}

/**
 * The one entry point of every transport: reject unknown methods and malformed arguments with
 * codes, run mutations one at a time, never throw.
 */
export function createDispatch(
  handlers: HandlerTable,
  ctx: BackendContext,
  log: (msg: string, e: unknown) => void = (msg, e) => console.error(msg, e),
  /** Called after each mutation that succeeded (the backend folds the save's WAL in once things are quiet). */
  afterMutation: () => void = () => undefined,
): Dispatch {
  const enqueue = createQueue();
  return async (method, rawArgs) => {
    if (typeof method !== 'string' || !isMethodName(method)) {
      return fail('unknown_method', { method: shownValue(method).slice(0, 100) });
    }
    const def = methods[method];
    let parsed: ReturnType<typeof def.args.safeParse>;
    try {
      parsed = def.args.safeParse(rawArgs === undefined ? {} : rawArgs);
    } catch {
      // a value nested too deep for the validator's recursion, or a circular one (IPC can carry cycles)
      return fail('invalid_args', { method, issues: ['(args):too_deep'] });
    }
    if (!parsed.success) {
      const issues = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(args)'}:${i.code}`);
      return fail('invalid_args', { method, issues });
    }
    const refused = gameRefusal(method, parsed.data, ctx);
    if (refused) return refused;
    const handler = handlers[method] as (a: unknown, c: BackendContext) => unknown;
    const run = async () => handler(parsed.data, ctx);
    try {
      const value = def.mutates ? await enqueue(run) : await run();
      if (def.mutates) afterMutation();
      return { ok: true, value: value === undefined ? null : value };
    } catch (e) {
      return errorEnvelope(e, method, log);
    }
  };
}
