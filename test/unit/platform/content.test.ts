// The game-neutral user-content helpers (core/platform/content.ts) and Edge of Darkness' content definition
// over its one validator (issue 16 Build 4, "Bad input"): items beside the bundled set, files with lines,
// export → import round trip, and the engine options carrying the user's content.
import { describe, expect, it } from 'vitest';
import { mergeContent, relativeTo, type ContentItem } from '../../../core/platform/content';
import {
  ORIGINAL_CONTENT,
  eodContentDefinition as eod,
  userContentFile,
  withUserContent,
  validateContent,
} from '../../../core/games/edge-of-darkness';

const location = {
  id: 'old-mill',
  name: { en: 'Old Mill', hu: 'Régi malom' },
  types: ['coins'],
  abilities: [{ cost: [{ kind: 'return-agents', n: 1 }], effects: [{ op: 'gain', res: 'coin', n: 2 }] }],
};
const advancement = {
  id: 'miller-guard',
  location: 'old-mill',
  name: { en: 'Miller guard' },
  variants: { top: 1, middle: 2 },
  contact: { cubes: 1, abilities: [{ effects: [{ op: 'battle', n: 2 }] }] },
  threat: { damage: 2, rewards: [{ op: 'gain', res: 'prestige' }] },
};
const loc: ContentItem = { kind: 'location', id: 'old-mill', value: location };

describe('platform helpers', () => {
  it('mergeContent: an incoming item replaces the saved one with its id, others are added after', () => {
    const a = { kind: 'x', id: 'a', value: 1 };
    const b = { kind: 'x', id: 'b', value: 2 };
    const b2 = { kind: 'x', id: 'b', value: 3 };
    const c = { kind: 'x', id: 'c', value: 4 };
    expect(mergeContent([a, b], [b2, c])).toEqual({ items: [a, b2, c], added: ['c'], replaced: ['b'] });
  });

  it('relativeTo: paths inside the item lose the prefix and the line; others keep their path', () => {
    expect(
      relativeTo('$.units[0]', [
        { code: 'a', path: '$.units[0]', line: 3, params: {} },
        { code: 'b', path: '$.units[0].name', line: 4, params: {} },
        { code: 'c', path: '$.units[0][1]', params: {} },
        { code: 'd', path: '$.units[01]', params: {} },
      ]),
    ).toEqual([
      { code: 'a', path: '$', params: {} },
      { code: 'b', path: '$.name', params: {} },
      { code: 'c', path: '$[1]', params: {} },
      { code: 'd', path: '$.units[01]', params: {} },
    ]);
  });
});

describe('Edge of Darkness user content (issue 16 Build 4)', () => {
  it('kinds are location, advancement and starter (digest §2.1, §2.6)', () => {
    expect(eod.kinds).toEqual(['location', 'advancement', 'starter']);
  });

  it('an advancement may stand at a bundled location or at the user’s own (§2.6 stacks)', () => {
    expect(eod.validateItem('advancement', { ...advancement, location: 'lantern-quay' }, [])).toMatchObject({
      ok: true,
    });
    expect(eod.validateItem('advancement', advancement, [loc])).toMatchObject({ ok: true });
    expect(eod.validateItem('advancement', advancement, [])).toEqual({
      ok: false,
      problems: [{ code: 'unknown_location', path: '$.location', params: { id: 'old-mill' } }],
    });
  });

  it('Bad input: unknown effects, impossible slot rules and ids of the bundled set are refused with paths', () => {
    const bad = {
      ...advancement,
      id: 'lantern-quay',
      variants: { top: 0 },
      contact: { cubes: 1, abilities: [{ effects: [{ op: 'teleport' }] }] },
    };
    const result = eod.validateItem('advancement', bad, [loc]);
    expect(result.ok).toBe(false);
    const codes = !result.ok ? result.problems.map((p) => `${p.code} ${p.path}`) : [];
    expect(codes).toEqual(['unknown_effect $.contact.abilities[0].effects[0].op']);
    // the shape is fine but the meaning is not: the taken id and the slot rule (§2.1) are both named
    const meaning = eod.validateItem('advancement', { ...advancement, id: 'lantern-quay', variants: { top: 0 } }, [
      loc,
    ]);
    expect(!meaning.ok && meaning.problems.map((p) => `${p.code} ${p.path}`)).toEqual([
      'id_taken $.id',
      'no_slot_variant $.variants',
    ]);
  });

  it('a file’s problems carry their lines; nothing of a refused file is returned', () => {
    const text = JSON.stringify(
      userContentFile([loc, { kind: 'advancement', id: 'x', value: { ...advancement, variants: { side: 1 } } }]),
      null,
      2,
    );
    const result = eod.validateFile(text, []);
    expect(result.ok).toBe(false);
    const problem = !result.ok ? result.problems[0] : null;
    expect(problem).toMatchObject({ code: 'unknown_slot', path: '$.advancements[0].variants.side' });
    const lines = text.split('\n');
    expect(lines[problem!.line! - 1]).toContain('"side"');
  });

  it('a file re-imported over the saved items replaces them (same id and kind); another kind’s id is taken', () => {
    const text = eod.exportFile([loc, { kind: 'advancement', id: 'miller-guard', value: advancement }]);
    expect(eod.validateFile(text, [loc])).toMatchObject({ ok: true });
    const clash: ContentItem = { kind: 'starter', id: 'old-mill', value: {} };
    const refused = eod.validateFile(text, [clash]);
    expect(!refused.ok && refused.problems.map((p) => p.code)).toEqual(['id_taken']);
  });

  it('export is a content file of the bundled set’s format that the validator accepts beside it', () => {
    const items: ContentItem[] = [loc, { kind: 'advancement', id: 'miller-guard', value: advancement }];
    const text = eod.exportFile(items);
    const back = eod.validateFile(text, []);
    expect(back).toEqual({ ok: true, items });
    expect(
      validateContent(JSON.parse(text), {
        knownLocations: (ORIGINAL_CONTENT.locations ?? []).map((l) => l.id),
      }).ok,
    ).toBe(true);
    expect(eod.nameOf(loc)).toEqual({ en: 'Old Mill', hu: 'Régi malom' });
  });

  it('the engine options gain the user’s content as one more file (the record keeps it); none → unchanged', () => {
    const deps = { deck: () => ({ slots: {}, problems: [] }), catalog: () => null, userContent: () => [loc] };
    const options = { players: 2 };
    expect(withUserContent(options, deps)).toEqual({ players: 2, content: [userContentFile([loc])] });
    const given = { players: 3, content: [ORIGINAL_CONTENT] };
    expect(withUserContent(given, deps)).toEqual({ players: 3, content: [ORIGINAL_CONTENT, userContentFile([loc])] });
    expect(withUserContent(options, { ...deps, userContent: () => [] })).toBe(options);
    expect(withUserContent(null, deps)).toBe(null);
    // the setup may leave the user's content out; the flag never reaches the engine
    expect(withUserContent({ players: 2, userContent: false }, deps)).toEqual({ players: 2 });
    expect(withUserContent({ players: 2, userContent: true }, deps)).toEqual({
      players: 2,
      content: [userContentFile([loc])],
    });
  });
});
