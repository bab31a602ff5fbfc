import type { z } from 'zod';

/** One API method: its argument schema, whether it changes state, and (type-only) its result. */
export interface MethodDef<A extends z.ZodType, R> {
  args: A;
  /** Mutations run through the backend's single sequential queue. */
  mutates: boolean;
  /** Phantom field carrying the result type; never set at run time. */
  readonly __result?: R;
}

/** `method<Result>()(schema, { mutates })`: the curried form lets TypeScript infer the schema type. */
export function method<R>() {
  return <A extends z.ZodType>(args: A, opts: { mutates: boolean }): MethodDef<A, R> => ({
    args,
    mutates: opts.mutates,
  });
}
