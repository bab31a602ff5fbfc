// Issue 18: a saved Heroes deck starts a game of the Heroes engine — the deck page's deck becomes the
// engine's inline deck (hero and cards in the shared shape), refused with a reason when it cannot.
import { describe, expect, it } from 'vitest';
import { DeckhandError } from '../../../../../core/api/errors';
import {
  berserkDeckRules,
  importLists,
  validateHeroesDeck,
  type BerserkCatalog,
} from '../../../../../core/games/berserk';
import { berserkHeroesModule, resolveHeroesOptions } from '../../../../../core/games/berserk/heroes';
import type { EngineDeps } from '../../../../../core/platform/definition';
import { newGame } from '../../../../../core/kernel';
import { fixtureJson, heroesDeck, heroesJson, HEROES_LEGAL_DECK } from '../../../../fixtures/berserk/files';

const catalog: BerserkCatalog = importLists(
  { 'heroes.json': heroesJson() },
  importLists({ 'cards.json': fixtureJson() }, null).catalog,
).catalog;
const legal = () => ({ ...berserkDeckRules.parse(catalog, heroesDeck(HEROES_LEGAL_DECK), 'text').deck!.slots });

function deps(decks: Record<string, Record<string, number>>, cat: BerserkCatalog | null = catalog): EngineDeps {
  return {
    deck: (id) => ({
      name: `deck ${id}`,
      slots: decks[id],
      problems: validateHeroesDeck(catalog, decks[id]).problems.map((p) => p.code),
    }),
    catalog: () => cat,
  };
}

const reasonOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof DeckhandError ? (e.params as { reason?: string; path?: string }) : null;
  }
  return null;
};

describe('Heroes engine options from saved decks', () => {
  it('a legal saved deck plays against one of our decks: its hero and its 43 cards', () => {
    const options = resolveHeroesOptions({ decks: [{ deck: 'a' }, { starter: 'ashmarsh' }] }, deps({ a: legal() }));
    const started = newGame(berserkHeroesModule, {
      options,
      seed: 'saved-deck',
      players: [
        { id: 'p1', seats: ['p1'] },
        { id: 'p2', seats: ['p2'] },
      ],
    });
    expect(started.ok).toBe(true);
    const deck = (options as { decks: [{ name: string; hero: { name: string }; cards: { count: number }[] }] })
      .decks[0];
    expect(deck.name).toBe('deck a');
    expect(deck.hero.name).toBe('Vessa Dawnrider');
    expect(deck.cards.reduce((n, c) => n + c.count, 0)).toBe(43);
  });

  it('issue 19: the deck keeps which saved deck it came from, at which version (the play history)', () => {
    const options = resolveHeroesOptions({ decks: [{ deck: 'a' }, { starter: 'ashmarsh' }] }, deps({ a: legal() }));
    // these decks carry no version: 0 stands for it
    expect((options as { decks: [{ savedDeck?: unknown }] }).decks[0].savedDeck).toEqual({
      id: 'a',
      version: 0,
      name: 'deck a',
    });
  });

  it('options without saved decks pass unchanged', () => {
    const options = { decks: [{ starter: 'thornwatch' }, { starter: 'ashmarsh' }] };
    expect(resolveHeroesOptions(options, deps({}))).toBe(options);
  });

  it('a deck that breaks §3.2 is refused for its seat with the problems counted', () => {
    const short = legal();
    // drop other cards until fewer than 40 are left
    for (const c of Object.keys(short).filter((c) => catalog.heroes.find((h) => h.code === c)?.kind !== 'hero'))
      if (!validateHeroesDeck(catalog, short).problems.length) delete short[c];
    expect(validateHeroesDeck(catalog, short).problems.map((p) => p.code)).toContain('deck.tooFewCards');
    const r = reasonOf(() =>
      resolveHeroesOptions({ decks: [{ starter: 'thornwatch' }, { deck: 'b' }] }, deps({ b: short })),
    );
    expect(r).toMatchObject({ reason: 'berserkPlay.refused.deckProblems', path: 'decks.1' });
  });

  it('no imported catalog: refused as catalog_not_imported', () => {
    expect(() => resolveHeroesOptions({ decks: [{ deck: 'a' }, { deck: 'a' }] }, deps({ a: legal() }, null))).toThrow(
      expect.objectContaining({ code: 'catalog_not_imported' }),
    );
  });
});
