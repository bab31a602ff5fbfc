/**
 * Reading a JSON text while remembering where each value starts, so that a refusal can name the line of the
 * value it is about (a user's file refused "with the line and the reason"). Paths are written like
 * `$.items[3].name`, the form {@link jsonPath} gives for a validator's (e.g. zod's) issue path. Game-neutral;
 * pure: no I/O.
 */

export type JsonPathPart = string | number;

/** `['advancements', 3, 'name']` → `$.advancements[3].name` (keys that are not identifiers in quotes). */
export function jsonPath(parts: readonly PropertyKey[]): string {
  let out = '$';
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`;
    else if (typeof p === 'string' && /^[A-Za-z_$][\w$]*$/.test(p)) out += `.${p}`;
    else out += `[${JSON.stringify(String(p))}]`;
  }
  return out;
}

export type JsonSourceResult =
  { ok: true; value: unknown; lines: ReadonlyMap<string, number> } | { ok: false; line: number; column: number };

/** Parses `text` (strict JSON) and records the 1-based line where every value starts, by path. */
export function parseJsonSource(text: string): JsonSourceResult {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  class Stop extends Error {}
  const fail = (): never => {
    throw new Stop();
  };
  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        line++;
        i++;
        lineStart = i;
      } else if (c === 32 || c === 9 || c === 13) i++;
      else return;
    }
  };
  const str = (): string => {
    const start = i;
    i++;
    for (;;) {
      if (i >= text.length) fail();
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c < 32) fail();
      i += c === 92 ? 2 : 1;
    }
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return fail();
    }
  };
  const value = (path: readonly JsonPathPart[]): unknown => {
    ws();
    lines.set(jsonPath(path), line);
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      ws();
      if (text[i] === '}') {
        i++;
        return obj;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        const key = str();
        ws();
        if (text[i] !== ':') fail();
        i++;
        // Own data property even for "__proto__" (JSON.parse semantics).
        Object.defineProperty(obj, key, {
          value: value([...path, key]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return obj;
        }
        fail();
      }
    }
    if (c === '[') {
      i++;
      const arr: unknown[] = [];
      ws();
      if (text[i] === ']') {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(value([...path, arr.length]));
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return arr;
        }
        fail();
      }
    }
    if (c === '"') return str();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 64));
    if (!m) return fail();
    i += m[0].length;
    return JSON.parse(m[0]) as unknown;
  };
  try {
    const v = value([]);
    ws();
    if (i < text.length) fail();
    return { ok: true, value: v, lines };
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    return { ok: false, line, column: i - lineStart + 1 };
  }
}

/** The line of the value at `path`, or of its nearest enclosing value that has one. */
export function lineOf(lines: ReadonlyMap<string, number>, parts: readonly PropertyKey[]): number | undefined {
  for (let n = parts.length; n >= 0; n--) {
    const found = lines.get(jsonPath(parts.slice(0, n)));
    if (found !== undefined) return found;
  }
  return undefined;
}
