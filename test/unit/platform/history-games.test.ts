/**
 * Each game's history definition (core/games/<game>/history.ts): what a finished game of each of its
 * engines says about the play, and that a play read from a real outcome passes the game's own
 * result rules (issue 19 §1 "each game's definition says which fields its plays have and how a
 * result is read").
 */
import { describe, expect, it } from 'vitest';
import { gameDefinitions } from '../../../core/games/registry';
import { checkPlay, seatResults, type FinishedGame } from '../../../core/platform/history';

const def = (id: string) => gameDefinitions.find((g) => g.id === id)!;

/** The play a finished game becomes, checked against its game's rules. */
function read(game: string, f: FinishedGame) {
  const history = def(game).history!;
  const draft = history.read![f.engine](f);
  const results = seatResults(history.result, f);
  const seats = f.seats.map((seat) => ({ seat, values: { ...(draft.seats?.[seat]?.values ?? {}) }, ...results[seat] }));
  const values = { ...(draft.values ?? {}) };
  return { draft, seats, values, problem: checkPlay(history, { values, seats }) };
}

describe('history definitions of the shipped games', () => {
  it('the engines of this release have readers, every reader is one of its game’s engines, every dimension has a label', () => {
    // an engine added later without a reader still gets plays (results only) until it has one
    const shipped: Record<string, string[]> = {
      'marvel-champions': ['marvel-champions'],
      'war-of-the-ring': ['war-of-the-ring', 'war-of-the-ring-tracker'],
      'edge-of-darkness': ['edge-of-darkness', 'edge-of-darkness-tracker'],
      berserk: ['berserk-classic', 'berserk-heroes'],
    };
    for (const g of gameDefinitions) {
      expect(g.history, g.id).toBeDefined();
      const engines = (g.engines ?? []).map((e) => e.module.id as string);
      for (const e of shipped[g.id] ?? []) expect(g.history!.read?.[e], `${g.id} ${e}`).toBeTypeOf('function');
      for (const e of Object.keys(g.history!.read ?? {})) expect(engines, g.id).toContain(e);
      for (const d of g.history!.dimensions) expect(d.labelKey).toMatch(/^history\.dimension\./);
    }
  });

  it('War of the Ring, four players: sides and roles; the engine’s military victory', () => {
    const seats = ['fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'];
    const r = read('war-of-the-ring', {
      engine: 'war-of-the-ring',
      options: { players: 4 },
      seats,
      seatNames: {},
      outcome: {
        result: { 'fp-gondor': 'loss', 'fp-rohan': 'loss', 'sh-witchking': 'win', 'sh-saruman': 'win' },
        reason: { key: 'wotr.victory.military', params: { side: 'shadow' } },
        scores: { 'fp-gondor': 0, 'fp-rohan': 0, 'sh-witchking': 10, 'sh-saruman': 10 },
      },
    });
    expect(r.problem).toBeNull();
    expect(r.values).toEqual({ victory: 'military' });
    expect(r.draft.tracker).toBe(false);
    expect(r.seats.map((s) => [s.values.side, s.values.role, s.result, s.score])).toEqual([
      ['fp', 'fp-gondor', 'loss', 0],
      ['fp', 'fp-rohan', 'loss', 0],
      ['shadow', 'sh-witchking', 'win', 10],
      ['shadow', 'sh-saruman', 'win', 10],
    ]);
  });

  it('Edge of Darkness: guilds by seat, a shared victory ranked first together (engine and tracker)', () => {
    const engine = read('edge-of-darkness', {
      engine: 'edge-of-darkness',
      options: { players: 3, guilds: ['fede', 'gilded', 'anointed'] },
      seats: ['p1', 'p2', 'p3'],
      seatNames: {},
      outcome: {
        result: { p1: 'win', p2: 'win', p3: 'loss' },
        reason: { key: 'x' },
        scores: { p1: 30, p2: 30, p3: 12 },
      },
    });
    expect(engine.problem).toBeNull();
    expect(engine.seats.map((s) => [s.values.guild, s.result, s.rank])).toEqual([
      ['fede', 'win', 1],
      ['gilded', 'win', 1],
      ['anointed', 'loss', 3],
    ]);
    const tracker = read('edge-of-darkness', {
      engine: 'edge-of-darkness-tracker',
      options: { guilds: ['carnival', 'fede'], tale: 'The bell tower', chapter: 2 },
      seats: ['carnival', 'fede'],
      seatNames: {},
      outcome: { result: { carnival: 'loss', fede: 'win' }, reason: { key: 'x' }, scores: { carnival: 8, fede: 21 } },
    });
    expect(tracker.problem).toBeNull();
    expect(tracker.draft).toMatchObject({ tracker: true, values: { tale: 'The bell tower' }, options: { chapter: 2 } });
    expect(tracker.seats.map((s) => s.values.guild)).toEqual(['carnival', 'fede']);
  });

  it('Berserk: each seat’s squad; a draw is both seats’', () => {
    const r = read('berserk', {
      engine: 'berserk-classic',
      options: { squads: [{ starter: 'wardens' }, { name: 'My mire deck', cards: [] }] },
      seats: ['p1', 'p2'],
      seatNames: {},
      outcome: { result: { p1: 'draw', p2: 'draw' }, reason: { key: 'x' } },
    });
    expect(r.problem).toBeNull();
    expect(r.seats.map((s) => [s.values.squad, s.result])).toEqual([
      ['wardens', 'draw'],
      ['My mire deck', 'draw'],
    ]);
  });

  it('Berserk: Heroes: each seat’s hero deck and its hero’s element; the play’s format', () => {
    const r = read('berserk', {
      engine: 'berserk-heroes',
      options: {
        decks: [
          { starter: 'thornwatch' },
          { name: 'Dawnriders', hero: { name: 'Vessa', elements: ['steppes'] }, cards: [] },
        ],
      },
      seats: ['p1', 'p2'],
      seatNames: {},
      outcome: { result: { p1: 'loss', p2: 'win' }, reason: { key: 'x' } },
    });
    expect(r.problem).toBeNull();
    expect(r.values).toMatchObject({ format: 'heroes' });
    expect(r.seats.map((s) => [s.values.heroDeck, s.values.element ?? null, s.result])).toEqual([
      ['thornwatch', null, 'loss'],
      ['Dawnriders', 'steppes', 'win'],
    ]);
  });

  it('Marvel Champions: the villain of the scenario at its difficulty, heroes by seat name, an aspect from the deck', () => {
    const r = read('marvel-champions', {
      engine: 'marvel-champions',
      options: {
        heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
        scenario: 'null',
        modular: ['chrome'],
        expert: true,
        heroic: 0,
        cards: {},
      },
      seats: ['P1', 'P2'],
      seatNames: { P1: 'Hero One', P2: 'Hero Two' },
      outcome: { result: { P1: 'loss', P2: 'loss' }, reason: { key: 'mc.result.threat' } },
    });
    expect(r.problem).toBeNull();
    expect(r.values).toEqual({ difficulty: 'expert', scenario: 'null', villain: 'Magistrate Null', modular: 'chrome' });
    expect(r.seats.map((s) => [s.values.hero, s.result])).toEqual([
      ['Hero One', 'loss'],
      ['Hero Two', 'loss'],
    ]);
  });

  // Issue 19 "most-played decks": a seat that came from a saved deck keeps which deck, at which
  // version (the resolvers keep `savedDeck` in the options), and its name is the seat's `deck` value.
  const ref = { id: '6f1c2b9e-0d3a-4c55-9a7e-2b8f1e4d7a10', version: 3, name: 'Web of Lies' };

  it('Marvel Champions: a hero from a saved deck records the deck (id, version, name) and its name as the deck value', () => {
    const r = read('marvel-champions', {
      engine: 'marvel-champions',
      options: {
        heroes: [{ identity: 'stw-h', deck: {}, savedDeck: ref }, { identity: 'bwk-h' }],
        scenario: 'null',
        modular: ['chrome'],
        expert: false,
        heroic: 0,
        cards: {},
      },
      seats: ['P1', 'P2'],
      seatNames: {},
      outcome: { result: { P1: 'win', P2: 'win' }, reason: { key: 'x' } },
    });
    expect(r.problem).toBeNull();
    expect(r.draft.seats?.P1?.deck).toEqual(ref);
    expect(r.draft.seats?.P2?.deck).toBeUndefined();
    expect(r.seats.map((s) => s.values.deck ?? null)).toEqual(['Web of Lies', null]);
    // a reference the play input would refuse (no deck id, no version) records no deck
    const odd = read('marvel-champions', {
      engine: 'marvel-champions',
      options: {
        heroes: [{ identity: 'stw-h', savedDeck: { id: 'x', version: 0, name: 'n' } }],
        scenario: 'null',
        modular: [],
        cards: {},
      },
      seats: ['P1'],
      seatNames: {},
      outcome: { result: { P1: 'win' }, reason: { key: 'x' } },
    });
    expect(odd.draft.seats?.P1?.deck).toBeUndefined();
  });

  it('Berserk classic and Heroes: a squad or hero deck from a saved deck records the deck and its name', () => {
    const classic = read('berserk', {
      engine: 'berserk-classic',
      options: { squads: [{ starter: 'wardens' }, { name: 'Web of Lies', cards: [], savedDeck: ref }] },
      seats: ['p1', 'p2'],
      seatNames: {},
      outcome: { result: { p1: 'loss', p2: 'win' }, reason: { key: 'x' } },
    });
    expect(classic.problem).toBeNull();
    expect([classic.draft.seats?.p1?.deck ?? null, classic.draft.seats?.p2?.deck]).toEqual([null, ref]);
    expect(classic.seats[1].values).toEqual({ squad: 'Web of Lies', deck: 'Web of Lies' });
    const heroes = read('berserk', {
      engine: 'berserk-heroes',
      options: {
        decks: [
          { starter: 'thornwatch' },
          { name: 'Web of Lies', hero: { name: 'Vessa', elements: ['steppes'] }, cards: [], savedDeck: ref },
        ],
      },
      seats: ['p1', 'p2'],
      seatNames: {},
      outcome: { result: { p1: 'loss', p2: 'win' }, reason: { key: 'x' } },
    });
    expect(heroes.problem).toBeNull();
    expect(heroes.draft.seats?.p2?.deck).toEqual(ref);
    expect(heroes.seats[1].values.deck).toBe('Web of Lies');
  });
});
