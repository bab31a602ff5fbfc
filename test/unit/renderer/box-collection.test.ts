import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BoxLine } from '../../../core/api/collection';
import { LOCALES } from '../../../core/api/types';
import { WOTR_BOXES } from '../../../core/games/war-of-the-ring/collection/boxes';
import { compareBox } from '../../../core/platform/collection';
import { mergeMessages } from '../../../renderer/src/locales/merge';
import { groupLines } from '../../../renderer/src/components/collection/boxes';
import { flatten, type Tree } from '../../support/messages';

/**
 * The box checklist (renderer/src/components/collection): its lines under their headings in the
 * game's order, and every name the War of the Ring box list refers to — boxes, headings, pieces —
 * translated in every language, as are the reasons a count is refused (issue 15 §4, Bad input).
 */
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../renderer/src/locales');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree;
const domains = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const messages = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    flatten(
      mergeMessages(
        read(`${l}.json`),
        domains.map((d) => ({ name: d, tree: read(`${d}/${l}.json`) })),
      ) as Tree,
    ),
  ]),
);

describe('the checklist groups lines under their headings', () => {
  it("keeps the game's order: headings by first line, lines the list no longer names last under one heading", () => {
    const base = WOTR_BOXES[0];
    const lines = compareBox(base, [
      ...base.components.map((c) => ({
        component: c.key,
        quantity: c.count,
        missing: 0,
        damaged: 0,
        corrected: false,
        note: '',
      })),
      { component: 'old-token', quantity: 2, missing: 1, damaged: 0, corrected: false, note: '' },
    ]);
    const groups = groupLines(lines);
    expect(groups.map((g) => g.groupKey)).toEqual([
      'wotr.terms.nations.elves',
      'wotr.terms.nations.dwarves',
      'wotr.terms.nations.north',
      'wotr.terms.nations.rohan',
      'wotr.terms.nations.gondor',
      'wotr.terms.nations.sauron',
      'wotr.terms.nations.isengard',
      'wotr.terms.nations.southrons',
      'wotr.collection.groups.characters',
      'wotr.collection.groups.cards',
      'wotr.collection.groups.dice',
      'wotr.collection.groups.tiles',
      'wotr.collection.groups.counters',
      'wotr.collection.groups.paper',
      '',
    ]);
    expect(groups.at(-1)!.lines.map((l: BoxLine) => [l.component, l.agreement])).toEqual([['old-token', 'removed']]);
    expect(groups.flatMap((g) => g.lines)).toHaveLength(lines.length);
  });

  it('a line of an earlier list keeps its name (BoxDefinition.retired); an unknown one shows its key', () => {
    const lords = WOTR_BOXES.find((b) => b.code === 'lords')!;
    const stored = (component: string) => ({
      component,
      quantity: 3,
      missing: 0,
      damaged: 0,
      corrected: false,
      note: '',
    });
    const lines = compareBox(lords, [stored('cards-lords-characters'), stored('old-token')]);
    const removed = lines.filter((l) => l.agreement === 'removed');
    expect(removed.map((l) => [l.component, l.nameKey, l.listed])).toEqual([
      ['cards-lords-characters', 'wotr.collection.parts.cards-lords-characters', null],
      ['old-token', '', null],
    ]);
    expect(lines.filter((l) => l.agreement === 'added')).toHaveLength(lords.components.length);
  });
});

describe.each(LOCALES)('box messages in %s', (locale) => {
  const m = messages[locale];

  it('names every War of the Ring box, heading and piece', () => {
    const keys = WOTR_BOXES.flatMap((b) => [
      b.nameKey,
      ...b.components.flatMap((c) => [c.nameKey, c.groupKey]),
      ...(b.retired ?? []).map((r) => r.nameKey),
    ]);
    expect([...new Set(keys)].filter((k) => !m.has(k))).toEqual([]);
  });

  it('gives every reason a count is refused, with the values the refusal carries', () => {
    for (const reason of ['negative', 'aboveCount', 'overTotal', 'aboveMax']) {
      const text = m.get(`boxes.refused.${reason}`);
      expect(text, reason).toBeTruthy();
      for (const p of text!.matchAll(/\{(\w+)\}/g)) expect(['max', 'value']).toContain(p[1]);
    }
    expect(m.get('errors.components_missing')).toContain('{componentKeys}');
  });
});
