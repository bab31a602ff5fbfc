/**
 * core/platform/json-source.ts: reading JSON text with the line of every value, so that a validator's
 * refusal names the line (issue 16 "Bad input"; the Edge of Darkness content validator uses it).
 */
import { describe, expect, it } from 'vitest';
import { jsonPath, lineOf, parseJsonSource } from '../../../core/platform/json-source';

const sample = {
  format: 'x',
  items: [
    { id: 'a', n: [1, 2.5, -3e2] },
    { id: 'b', ok: true, none: null },
  ],
  s: 'é\n"',
};

describe('parseJsonSource', () => {
  it('reads what JSON.parse reads and gives every value its line', () => {
    const text = JSON.stringify(sample, null, 2);
    const r = parseJsonSource(text);
    if (!r.ok) throw new Error('parse');
    expect(r.value).toEqual(JSON.parse(text));
    const lines = text.split('\n');
    expect(r.lines.get('$')).toBe(1);
    expect(lines[(r.lines.get('$.items[1].ok') ?? 0) - 1]).toContain('"ok": true');
    expect(lines[(r.lines.get('$.items[0].n[2]') ?? 0) - 1].trim()).toBe('-300');
    expect(r.lines.size).toBe(14);
  });

  it('keeps "__proto__" as an own key, as JSON.parse does', () => {
    const r = parseJsonSource('{"a":[1,2,{"b":"\\u00e9"}],"c":null,"__proto__":1}');
    if (!r.ok) throw new Error('parse');
    expect(r.value).toEqual(JSON.parse('{"a":[1,2,{"b":"\\u00e9"}],"c":null,"__proto__":1}'));
    expect(Object.prototype.hasOwnProperty.call(r.value, '__proto__')).toBe(true);
  });

  it('refuses what JSON.parse refuses, with the line and column', () => {
    for (const bad of ['', '{"a":}', '[1,]', '{"a":1}x', '"\u0001"', "{'a':1}", '01', '{"a" 1}', '[1 2]', 'nul']) {
      expect(() => JSON.parse(bad), bad).toThrow();
      expect(parseJsonSource(bad).ok, bad).toBe(false);
    }
    expect(parseJsonSource('{\n  "a": 1,\n  "b" 2\n}')).toEqual({ ok: false, line: 3, column: 7 });
  });
});

describe('jsonPath and lineOf', () => {
  it('writes paths as $.key[index], quoting keys that are not identifiers', () => {
    expect(jsonPath([])).toBe('$');
    expect(jsonPath(['items', 0, 'id'])).toBe('$.items[0].id');
    expect(jsonPath(['a b', 0, 'c'])).toBe('$["a b"][0].c');
  });

  it('finds the line of the nearest enclosing value when the path itself is missing', () => {
    const r = parseJsonSource('{\n  "items": [\n    {\n      "id": "a"\n    }\n  ]\n}');
    if (!r.ok) throw new Error('parse');
    expect(lineOf(r.lines, ['items', 0, 'id'])).toBe(4);
    expect(lineOf(r.lines, ['items', 0, 'missing'])).toBe(3);
    expect(lineOf(r.lines, ['nothing', 5])).toBe(1);
  });
});
