import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COPY_CONDITIONS, COPY_STATUSES, CSV_FIELDS, CSV_PROBLEM_CODES } from '../../../core/api/collection';
import { LOCALES } from '../../../core/api/types';
import { problemKey, problemParams } from '../../../renderer/src/games/marvel-champions/collection/csv-problems';
import { flatten, type Tree } from '../../support/messages';

/**
 * The collection pages' messages (locales/collection/*.json): every CSV problem code, condition,
 * status and CSV field is translated in every language, and each problem message only uses
 * placeholders the page fills in.
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../renderer/src/locales/collection');

const flat = Object.fromEntries(
  LOCALES.map((l) => [l, flatten(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8')) as Tree)]),
);
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]))];

describe.each(LOCALES)('collection messages in %s', (locale) => {
  const m = flat[locale];

  it('translates every CSV problem code', () => {
    expect(CSV_PROBLEM_CODES.filter((c) => !m.has(problemKey(c)))).toEqual([]);
  });

  it('translates every copy condition and status', () => {
    expect(COPY_CONDITIONS.filter((c) => !m.has(`mc.collection.condition.${c}`))).toEqual([]);
    expect(COPY_STATUSES.filter((s) => !m.has(`mc.collection.status.${s}`))).toEqual([]);
  });

  it('names every CSV field a column can be read as', () => {
    expect(CSV_FIELDS.filter((f) => !m.has(`mc.csv.field.${f}`))).toEqual([]);
  });

  it('uses only placeholders the report fills in', () => {
    const filled = Object.keys(
      problemParams({ row: 1, params: {} }, { name: (s) => s, code: (s) => s, packAndNumber: () => '' }),
    );
    const bad = CSV_PROBLEM_CODES.flatMap((c) =>
      placeholders(m.get(problemKey(c)) ?? '')
        .filter((p) => !filled.includes(p))
        .map((p) => `${c}:{${p}}`),
    );
    expect(bad).toEqual([]);
  });

  it('keeps messages in its own namespaces (mc.collection, mc.csv, mc.pull)', () => {
    expect([...m.keys()].filter((k) => !/^mc\.(collection|csv|pull)\./.test(k))).toEqual([]);
  });
});
