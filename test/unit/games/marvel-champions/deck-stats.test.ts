/** Deck-builder charts (issue 4 §4 "charts"): cost curve, printed resources, types, aspects. */
import { describe, expect, it } from 'vitest';
import { countedSize, deckStats, validateDeck, type McDeck } from '../../../../core/games/marvel-champions';
import { ALL_FIXTURE_DECKS, fixtureCatalog, nightjarDeck } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();
const sum = (rec: Record<string, number>): number => Object.values(rec).reduce((a, b) => a + b, 0);

describe('deckStats', () => {
  it('counts copies for the cost curve, printed resources (§5.1 items 5 and 7), types and aspects of the Nightjar deck', () => {
    const s = deckStats(nightjarDeck(), catalog);
    // cost 1: Hush Step 3, Feather Darts 3, Roost 1, Owl Eyes 2, Clean Sweep 3, Guild Vault 3, Gavel Strike 3, Verdict 3
    expect(s.costCurve).toEqual({ '1': 21, '2': 6, '3': 7 });
    expect(s.resources).toEqual({ energy: 15, mental: 11, physical: 9, wild: 6 });
    expect(s.types).toEqual({ upgrade: 6, event: 17, support: 4, ally: 7, resource: 6 });
    expect(s.aspects).toEqual({ hero: 15, justice: 21, basic: 4 });
  });

  it('§4.1 "the identity and Permanent cards do not count": the charts leave them out (and set-aside side decks), so they add up to the size', () => {
    const base = nightjarDeck();
    const withExtras: McDeck = { ...base, slots: { ...base.slots, '90001a': 1, '90014': 2 } };
    const s = deckStats(withExtras, catalog);
    expect(sum(s.types)).toBe(40);
    expect(sum(s.aspects)).toBe(40);
    // the Permanent Dark Mantle (cost 0) is not on the curve
    expect(s.costCurve['0']).toBeUndefined();
    expect(countedSize(withExtras, catalog)).toBe(validateDeck(withExtras, catalog).size);
  });

  it('puts X costs under "x", leaves cards without a cost off the curve, folds reprints, skips unknown codes and bad counts', () => {
    const s = deckStats({ slots: { '90159': 2, '92090': 3, '90150': 1, nope: 4, '90110': 0, '90111': -1 } }, catalog);
    expect(s.costCurve).toEqual({ x: 2 });
    expect(s.resources.energy).toBe(8); // Energy Surge: 3 reprint copies + 1 original, 2 icons each
    expect(s.types).toEqual({ event: 2, resource: 4 });
    expect(s.aspects).toEqual({ basic: 6 });
  });

  it('is empty for an empty deck', () => {
    expect(deckStats({ slots: {} }, catalog)).toEqual({
      costCurve: {},
      resources: { energy: 0, mental: 0, physical: 0, wild: 0 },
      types: {},
      aspects: {},
    });
  });

  it.each(ALL_FIXTURE_DECKS.map((f) => [f.name, f] as const))(
    'countedSize equals the validator size and the type total (%s)',
    (_name, make) => {
      const d = make();
      const size = validateDeck(d, catalog).size;
      expect(countedSize(d, catalog)).toBe(size);
      expect(sum(deckStats(d, catalog).types)).toBe(size);
    },
  );
});
