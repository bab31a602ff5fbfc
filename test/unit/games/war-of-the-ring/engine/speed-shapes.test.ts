// shapes.ts (README "Speed", session 15 warm-up): the region- and key-indexed records and the politics
// entries are built by one constructor each, whatever rule wrote them, with the same keys in the
// same order (the same JSON text) as the plain objects they replace; region ids cut out of action
// arguments are the engine's own strings. A write path that builds such a record another way (a spread,
// a literal) fails here.

import { describe, expect, it } from 'vitest';
import { dictOf, keyId, regionId } from '../../../../../core/games/war-of-the-ring/engine/shapes';
import type { WotrState } from '../../../../../core/games/war-of-the-ring/engine';
import { randomStates } from './helpers';

/** The records of `s` that must be built by shapes.ts (dictionary-mode, no prototype). */
function dictRecords(s: WotrState): [string, object][] {
  const out: [string, object][] = [
    ['units', s.units],
    ['reserve', s.reserve],
    ['casualties', s.casualties],
    ['control', s.control],
  ];
  for (const r in s.units) out.push([`units.${r}`, s.units[r]]);
  if (s.sieges) out.push(['sieges', s.sieges]);
  return out;
}

describe('one constructor per record kind (shapes.ts)', () => {
  it('a copy keeps the keys, their order and the JSON text; the patch goes where a spread puts it', () => {
    const r = { b: 1, a: 2, 'c.d': 3 };
    const d = dictOf(r);
    expect(Object.getPrototypeOf(d)).toBeNull();
    expect(Object.keys(d)).toEqual(['b', 'a', 'c.d']);
    expect(JSON.stringify(d)).toBe(JSON.stringify(r));
    expect(JSON.stringify(dictOf())).toBe('{}');
    expect(regionId('minas-' + 'tirith')).toBe('minas-tirith');
    expect(regionId('nowhere')).toBe('nowhere');
    expect(keyId('gondor.' + 'elite')).toBe('gondor.elite');
  });

  it('every state of random games holds its keyed records and politics entries as built there', () => {
    let battles = 0;
    let sieges = 0;
    for (const [players, seed] of [
      [2, 'shapes-a'],
      [4, 'shapes-b'],
    ] as const) {
      let i = 0;
      for (const s of randomStates(seed, players, 3000)) {
        for (const [name, rec] of dictRecords(s))
          if (Object.getPrototypeOf(rec) !== null) throw new Error(`${name} at ${i}`);
        const entry = Object.getPrototypeOf(s.politics.gondor);
        for (const n in s.politics) expect(Object.getPrototypeOf(s.politics[n])).toBe(entry);
        if (s.battle) battles++;
        if (s.sieges && Object.keys(s.sieges).length > 0) sieges++;
        // the JSON text is that of plain objects: a parse and copy gives the same text back
        if (i++ % 50 === 0) expect(JSON.stringify(JSON.parse(JSON.stringify(s)))).toBe(JSON.stringify(s));
      }
    }
    expect(battles).toBeGreaterThan(0); // the battle and siege write paths were walked
    expect(sieges).toBeGreaterThan(0);
  });
});
