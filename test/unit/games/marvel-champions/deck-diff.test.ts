/** Deck version diffs (issue 4 §4 "every saved version kept with a diff between versions"). */
import { describe, expect, it } from 'vitest';
import { diffDecks, type DeckState } from '../../../../core/games/marvel-champions';
import { fixtureCatalog, nightjarDeck } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();
const state = (over: Partial<DeckState> = {}): DeckState => ({
  name: 'Night Watch',
  notes: '',
  ...nightjarDeck(),
  ...over,
});

describe('diffDecks', () => {
  it('reports nothing for the same state', () => {
    const a = state();
    expect(diffDecks(a, state(), catalog, 1, 2)).toEqual({
      from: 1,
      to: 2,
      cards: [],
      identity: null,
      aspects: null,
      name: null,
      notesChanged: false,
    });
  });

  it('lists every card whose copies changed, added and removed, with its English name, in code order', () => {
    const a = state();
    const slots = { ...a.slots, '90110': 1, '90153': 2 } as Record<string, number>;
    delete slots['90116'];
    const d = diffDecks(a, state({ slots }), catalog, 3, 4);
    expect(d.cards).toEqual([
      { code: '90110', name: 'Clean Sweep', from: 3, to: 1 },
      { code: '90116', name: 'Verdict', from: 3, to: 0 },
      { code: '90153', name: 'Jolt', from: 0, to: 2 },
    ]);
  });

  it('compares by canonical code: swapping a printing for its reprint is no change (reprint awareness)', () => {
    const a = state();
    const slots = { ...a.slots, '90003': 0, '92091': 3, '90150': 1, '92090': 2 };
    expect(diffDecks(a, state({ slots }), catalog, 1, 2).cards).toEqual([]);
    // a count change across printings still shows, under the original's code
    expect(diffDecks(a, state({ slots: { ...slots, '92090': 3 } }), catalog, 1, 2).cards).toEqual([
      { code: '90150', name: 'Energy Surge', from: 3, to: 4 },
    ]);
  });

  it('treats another face of the same identity as the same identity, another hero as a change', () => {
    expect(diffDecks(state(), state({ identity: '90001b' }), catalog, 1, 2).identity).toBeNull();
    expect(diffDecks(state(), state({ identity: '91001a' }), catalog, 1, 2).identity).toEqual({
      from: '90001a',
      to: '91001a',
    });
    expect(diffDecks(state({ identity: null }), state(), catalog, 1, 2).identity).toEqual({ from: null, to: '90001a' });
  });

  it('reports aspects (order ignored), name and notes changes', () => {
    const a = state({ aspects: ['aggression', 'justice'] });
    expect(diffDecks(a, state({ aspects: ['justice', 'aggression'] }), catalog, 1, 2).aspects).toBeNull();
    expect(diffDecks(a, state({ aspects: ['justice'] }), catalog, 1, 2).aspects).toEqual({
      from: ['aggression', 'justice'],
      to: ['justice'],
    });
    const d = diffDecks(
      a,
      state({ aspects: ['aggression', 'justice'], name: 'Dusk Patrol', notes: 'new plan' }),
      catalog,
      1,
      2,
    );
    expect(d.name).toEqual({ from: 'Night Watch', to: 'Dusk Patrol' });
    expect(d.notesChanged).toBe(true);
  });

  it('works without a catalog: codes compared as written, named by code', () => {
    const a = state();
    const d = diffDecks(a, state({ slots: { ...a.slots, '90003': 0, '92091': 3 } }), null, 1, 2);
    expect(d.cards).toEqual([
      { code: '90003', name: '90003', from: 3, to: 0 },
      { code: '92091', name: '92091', from: 0, to: 3 },
    ]);
  });
});
