/**
 * Reading a JSON text while remembering where each value starts, so that a refusal can name the line of the
 * value it is about (a user's file refused "with the line and the reason"). Paths are written like
 * `$.items[3].name`, the form {@link jsonPath} gives for a validator's (e.g. zod's) issue path. Game-neutral;
 * pure: no I/O.
 */

import { parseTree, type Node, type ParseError } from 'jsonc-parser';

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

// Strict JSON only: no comments, no trailing commas (jsonc-parser reads JSON with comments by default).
const STRICT = { disallowComments: true, allowTrailingComma: false } as const;

/**
 * Parses `text` (strict JSON) and records the 1-based line where every value starts, by path. The value
 * is `JSON.parse`'s (its exact semantics, `__proto__` keys included); jsonc-parser's syntax tree gives the
 * positions, and the offset of the first syntax error when the text is not JSON.
 */
export function parseJsonSource(text: string): JsonSourceResult {
  const starts = lineStarts(text);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, STRICT);
    return { ok: false, ...position(starts, errors[0]?.offset ?? 0) };
  }
  const lines = new Map<string, number>();
  const walk = (node: Node, path: readonly JsonPathPart[]): void => {
    lines.set(jsonPath(path), position(starts, node.offset).line);
    if (node.type === 'object') {
      for (const prop of node.children ?? []) {
        const [key, val] = prop.children ?? [];
        if (key && val) walk(val, [...path, key.value as string]);
      }
    } else if (node.type === 'array') {
      (node.children ?? []).forEach((item, i) => walk(item, [...path, i]));
    }
  };
  const tree = parseTree(text, [], STRICT);
  if (tree) walk(tree, []);
  return { ok: true, value, lines };
}

/** Offsets where each line starts (line 1 at 0). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 1-based line and column of `offset`. */
function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo]! + 1 };
}

/** The line of the value at `path`, or of its nearest enclosing value that has one. */
export function lineOf(lines: ReadonlyMap<string, number>, parts: readonly PropertyKey[]): number | undefined {
  for (let n = parts.length; n >= 0; n--) {
    const found = lines.get(jsonPath(parts.slice(0, n)));
    if (found !== undefined) return found;
  }
  return undefined;
}
