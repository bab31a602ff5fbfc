/** The optional "only cards I own / that are free" constraint: reprint-aware counts per card. */
import { describe, expect, it } from 'vitest';
import { checkCollection, validateDeck } from '../../../../core/games/marvel-champions';
import { fixtureCatalog, nightjarDeck } from '../../../fixtures/marvel-champions/decks';

const catalog = fixtureCatalog();

/** Everything the deck needs, per printing, as a collection would count it. */
function exactly(): Record<string, number> {
  return { ...nightjarDeck().slots, '90001a': 1 };
}

describe('collection constraint (separate from deck legality)', () => {
  it('passes when every card of the deck is owned, identity included', () => {
    const r = checkCollection(nightjarDeck(), catalog, exactly());
    expect(r).toMatchObject({ ok: true, problems: [], missing: {} });
    expect(r.needed['90001a']).toBe(1);
    expect(r.needed['90110']).toBe(3);
  });

  it('fails naming each short card by code, with need and have', () => {
    const owned = { ...exactly(), '90110': 1, '90001a': 0 };
    const r = checkCollection(nightjarDeck(), catalog, owned);
    expect(r.ok).toBe(false);
    expect(r.problems).toEqual([
      { code: 'deck.notOwned', params: { code: '90001a', name: 'Nightjar', need: 1, have: 0 } },
      { code: 'deck.notOwned', params: { code: '90110', name: 'Clean Sweep', need: 3, have: 1 } },
    ]);
    expect(r.missing).toEqual({ '90001a': 1, '90110': 2 });
    expect(validateDeck(nightjarDeck(), catalog).valid).toBe(true); // legality is unaffected
  });

  it('counts reprints as the card (owning the reprint covers the original in the deck, and back)', () => {
    const owned = { ...exactly(), '90150': 0, '92090': 3, '90003': 1, '92091': 2 };
    expect(checkCollection(nightjarDeck(), catalog, owned).ok).toBe(true);
    const deck = { ...nightjarDeck(), slots: { ...nightjarDeck().slots, '90150': 0, '92090': 3 } };
    expect(checkCollection(deck, catalog, exactly()).ok).toBe(true);
    expect(checkCollection(deck, catalog, { ...exactly(), '90150': 2 }).problems).toEqual([
      { code: 'deck.notOwned', params: { code: '90150', name: 'Energy Surge', need: 3, have: 2 } },
    ]);
  });

  it('counts both faces of a double-sided card as one card', () => {
    const owned = { ...exactly(), '90010a': 0, '90010b': 1, '90001a': 0, '90001b': 1 };
    expect(checkCollection(nightjarDeck(), catalog, owned).ok).toBe(true);
  });

  it('reports free copies with its own code', () => {
    const r = checkCollection(nightjarDeck(), catalog, { ...exactly(), '90116': 2 }, 'free');
    expect(r.problems).toEqual([
      { code: 'deck.notFree', params: { code: '90116', name: 'Verdict', need: 3, have: 2 } },
    ]);
  });

  it('ignores unknown codes and nonsense counts', () => {
    expect(checkCollection(nightjarDeck(), catalog, { ...exactly(), '99999': 3, '90110': Number.NaN }).missing).toEqual(
      { '90110': 3 },
    );
  });
});
