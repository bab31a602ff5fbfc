// The Berserk engine entry's option resolver (issue 17 play screen, Build 2): a saved deck per seat
// (`{ deck: <id> }`) becomes the module's inline squad (`{ name, cards }`) from the imported catalog;
// a deck with problems, with cards the catalog lacks, or without a catalog is refused. Also the
// content the play screen reads (`squads` of a saved game's options).
import { describe, expect, it } from 'vitest';
import { DeckhandError } from '../../../../../core/api/errors';
import type { BerserkCard, BerserkCatalog } from '../../../../../core/games/berserk/catalog/model';
import {
  berserkEngine,
  berserkModule,
  catalogFacts,
  optionsSchema,
  resolveBerserkOptions,
} from '../../../../../core/games/berserk/engine';
import type { EngineDeps } from '../../../../../core/platform/definition';

function card(code: string, over: Partial<BerserkCard> = {}): BerserkCard {
  return {
    code,
    id: code,
    name: `Card ${code}`,
    cost: 3,
    elite: false,
    unique: false,
    elements: ['forests'],
    type: 'creature',
    life: 6,
    moves: 1,
    strike: [1, 2, 3],
    rarity: 'common',
    painter: '',
    set: 'tst',
    number: Number(code.replace(/\D/g, '')) || 1,
    abilities: [],
    ...over,
  };
}

const catalog: BerserkCatalog = {
  cards: [
    card('t1'),
    card('t2', { elite: true, cost: 5, abilities: [{ name: 'armor', params: { x: 1 } }] }),
    card('t3', { type: 'symbiote', life: 2, moves: null, strike: null }),
    card('t4', {
      type: 'flyer',
      elements: ['neutral'],
      abilities: [{ name: 'notWith', params: { names: ['A', 'B'] } }],
    }),
  ],
  sets: [{ code: 'tst', name: 'Test', order: 0 }],
  products: [],
  heroes: [],
};

type Deck = { name: string; slots: Record<string, number>; problems: string[] };
function deps(decks: Record<string, Deck>, cat: BerserkCatalog | null = catalog): EngineDeps {
  return {
    deck: (id) => {
      const d = decks[id];
      if (!d) throw new DeckhandError('deck_not_found', { id });
      return { ...d };
    },
    catalog: () => cat,
  };
}

const good: Deck = { name: 'Forest test', slots: { t1: 7, t2: 2, t3: 1, t4: 1 }, problems: [] };

function refusal(f: () => unknown): { code: string; params: Record<string, unknown> } {
  try {
    f();
  } catch (e) {
    if (e instanceof DeckhandError) return { code: e.code, params: e.params as Record<string, unknown> };
    throw e;
  }
  throw new Error('not refused');
}

describe('Berserk play: resolveOptions turns a saved deck into a squad', () => {
  it('leaves starter squads and other options alone', () => {
    const opts = { squads: [{ starter: 'wardens' }, { starter: 'mire' }], dealSize: 15 };
    expect(resolveBerserkOptions(opts, deps({}))).toBe(opts);
    expect(resolveBerserkOptions(null, deps({}))).toBe(null);
  });

  it('a saved deck becomes inline card facts the module accepts and plays', () => {
    const resolved = resolveBerserkOptions({ squads: [{ deck: 'd1' }, { starter: 'mire' }] }, deps({ d1: good })) as {
      squads: [{ name: string; cards: { id: string; count: number; type: string }[] }, unknown];
    };
    expect(resolved.squads[1]).toEqual({ starter: 'mire' });
    expect(resolved.squads[0].name).toBe('Forest test');
    // 7 copies of t1 split into entries of at most 5 (the squad schema's count limit)
    expect(resolved.squads[0].cards.filter((c) => c.id === 't1').map((c) => c.count)).toEqual([5, 2]);
    // the catalog's symbiote is an attached companion for the engine
    expect(resolved.squads[0].cards.find((c) => c.id === 't3')?.type).toBe('companion');
    const options = optionsSchema.parse(resolved);
    const state = berserkModule.setup(options, 'resolve-1');
    expect(state.cards.filter((c) => c.owner === 0)).toHaveLength(11);
    expect(state.cards.find((c) => c.key === 't2')?.elite).toBe(true);
    expect(berserkModule.legalActions(state, berserkModule.pending(state)!.seats[0]).length).toBeGreaterThan(0);
  });

  it('issue 19: the squad keeps which saved deck it came from, at which version (the play history), and still plays', () => {
    const resolved = resolveBerserkOptions(
      { squads: [{ deck: 'd1' }, { starter: 'mire' }] },
      deps({ d1: { ...good, version: 4 } as Deck }),
    ) as { squads: [{ savedDeck?: unknown }, unknown] };
    expect(resolved.squads[0].savedDeck).toEqual({ id: 'd1', version: 4, name: 'Forest test' });
    expect(optionsSchema.parse(resolved).squads[0]).toMatchObject({ savedDeck: { id: 'd1', version: 4 } });
  });

  it('catalog facts: strike values, list params joined, neutral dropped', () => {
    const f = catalogFacts(catalog.cards[3], 1);
    expect(f.elements).toEqual([]);
    expect(f.abilities).toEqual([{ name: 'notWith', params: { names: 'A, B' } }]);
    expect(catalogFacts(catalog.cards[0], 2).hit).toEqual({ weak: 1, normal: 2, hard: 3 });
  });

  it('refuses a deck with deck-building problems (translated reason, the seat named)', () => {
    const r = refusal(() =>
      resolveBerserkOptions(
        { squads: [{ starter: 'wardens' }, { deck: 'bad' }] },
        deps({ bad: { ...good, name: 'Bad', problems: ['deck.tooFew', 'deck.tooFew'] } }),
      ),
    );
    expect(r.code).toBe('game_rejected');
    expect(r.params).toMatchObject({
      code: 'malformed',
      reason: 'berserkPlay.refused.deckProblems',
      seat: 2,
      deck: 'Bad',
      problems: 'deck.tooFew',
      count: 1,
    });
  });

  it('refuses a deck naming cards the catalog lacks', () => {
    const r = refusal(() =>
      resolveBerserkOptions(
        { squads: [{ deck: 'd' }, { starter: 'mire' }] },
        deps({ d: { ...good, slots: { t1: 3, gone: 1, lost: 2 } } }),
      ),
    );
    expect(r.params).toMatchObject({ reason: 'berserkPlay.refused.missingCards', seat: 1, missing: 'gone, lost' });
  });

  it('refuses an empty deck, a missing catalog and an unknown deck', () => {
    expect(
      refusal(() =>
        resolveBerserkOptions({ squads: [{ deck: 'e' }, { deck: 'e' }] }, deps({ e: { ...good, slots: {} } })),
      ).params.reason,
    ).toBe('berserkPlay.refused.emptyDeck');
    expect(
      refusal(() => resolveBerserkOptions({ squads: [{ deck: 'd' }, { deck: 'd' }] }, deps({ d: good }, null))).code,
    ).toBe('catalog_not_imported');
    expect(
      refusal(() => resolveBerserkOptions({ squads: [{ deck: 'x' }, { deck: 'd' }] }, deps({ d: good }))).code,
    ).toBe('deck_not_found');
  });
});

describe('Berserk play: the content of a saved game', () => {
  it('names both squads with their card facts (starters with names in four languages)', () => {
    const content = berserkEngine.content!(
      { squads: [{ starter: 'wardens' }, { name: 'Mine', cards: [catalogFacts(catalog.cards[0], 2)] }] },
      deps({}),
    ) as {
      squads: {
        starter: string | null;
        name: string | null;
        cards: { id: string; names?: Record<string, string> }[];
      }[];
    };
    expect(content.squads[0].starter).toBe('wardens');
    expect(content.squads[0].cards[0].names?.hu).toBeTruthy();
    expect(content.squads[1]).toMatchObject({ starter: null, name: 'Mine', cards: [{ id: 't1' }] });
  });

  it('without a game (the setup form) there are no squads', () => {
    expect((berserkEngine.content!(null, deps({})) as { squads: unknown }).squads).toBeNull();
  });
});
