// Fast paths for the option records zod parses at every games.create, record replay and bench game
// (a Core game's ~56 imported card definitions, its decks and encounter sets: ~0.3 ms of zod a game).
// Plain JSON input is checked and copied directly into exactly what the schema gives; anything else
// (a failed check, a symbol or `__proto__` key, another prototype) goes to zod's own run in the same
// parse context, so results, issues and the refinements after them are zod's (fast-parse.test.ts).

import type { z } from 'zod';

/** The own keys of a plain JSON object (Object prototype, no symbol keys, no own `__proto__`); else null. */
export function jsonKeys(v: unknown): string[] | null {
  if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return null;
  if (Object.getOwnPropertySymbols(v).length > 0 || Object.prototype.hasOwnProperty.call(v, '__proto__')) return null;
  return Object.keys(v);
}

/**
 * `schema` (a record, no checks of its own) whose run gives plain JSON input to `fast` first: `fast`
 * returns the schema's output, or null to let zod parse and report.
 */
export function withJsonFastPath<T extends z.ZodType>(schema: T, fast: (input: unknown) => z.output<T> | null): T {
  const internals = schema._zod;
  const zodRun = internals.run;
  internals.run = internals.parse = (payload, ctx) => {
    const out = fast(payload.value);
    if (out === null) return zodRun(payload, ctx);
    payload.value = out;
    return payload;
  };
  return schema;
}
