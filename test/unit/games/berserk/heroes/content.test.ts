// Our two hero decks (§3.2 deck rules), the views per seat and the log lines per viewer.
import { describe, expect, it } from 'vitest';
import {
  berserkHeroesEngine,
  berserkHeroesModule as m,
  HEROES_STARTERS,
  parseHeroesAbility,
} from '../../../../../core/games/berserk/heroes';
import { A, act, hcard, table } from './helpers';

describe('§3.2 our hero decks', () => {
  for (const d of HEROES_STARTERS)
    describe(d.names.en, () => {
      it('one hero and at least 40 other cards; at most 3 of a name', () => {
        expect(d.hero.kind).toBe('hero');
        expect(d.cards.reduce((n, c) => n + (c.count ?? 1), 0)).toBeGreaterThanOrEqual(40);
        for (const c of d.cards) expect(c.count ?? 1).toBeLessThanOrEqual(3);
        expect(new Set(d.cards.map((c) => c.names.en)).size).toBe(d.cards.length);
      });
      it("element lock: every card is of the hero's element or neutral", () => {
        for (const c of d.cards)
          expect(c.elements!.length === 0 || c.elements!.some((e) => d.hero.elements!.includes(e))).toBe(true);
      });
      it('every ability is one the engine plays; names in four languages', () => {
        for (const c of [d.hero, ...d.cards]) {
          for (const a of c.abilities ?? []) expect(parseHeroesAbility(a).known, `${c.id} ${a.name}`).toBe(true);
          expect(Object.keys(c.names).sort()).toEqual(['de', 'en', 'hu', 'tr']);
        }
      });
    });
  it('the engine definition offers them, names the hero per seat and has a computer player', () => {
    const content = berserkHeroesEngine.content!({}, {} as never) as { starters: { id: string }[] };
    expect(content.starters.map((s) => s.id)).toEqual(['thornwatch', 'ashmarsh']);
    expect(m.seatNames!(m.optionsSchema.parse({}))).toEqual({ p1: 'Ilvena Thornkeeper', p2: 'Vesk the Quiet Blade' });
    expect(berserkHeroesEngine.computer!.difficulties).toEqual(['normal']);
  });
});

describe('views and log per seat', () => {
  const s = table(
    {
      cards: [
        [hcard('mine'), 'hand'],
        [hcard('shade', { abilities: [A('stealth')] }), 'play', { hidden: true }],
      ],
    },
    {
      cards: [
        [hcard('theirs'), 'hand'],
        [hcard('top'), 'deck'],
      ],
    },
  );
  it("the other player's hand is a count and their hidden creature has no identity", () => {
    const v = m.view(s, 'p2') as { players: { hand: unknown; creatures: { id?: number; hidden: boolean }[] }[] };
    expect(v.players[0].hand).toBe(1);
    expect(v.players[0].creatures).toEqual([{ hidden: true, closed: false, wounds: 0, sick: false, stunned: false }]);
    expect(v.players[1].hand).toEqual([
      { id: 4, card: 'theirs', name: 'theirs', kind: 'creature', cost: 1, strike: 2, life: 3, abilities: [] },
    ]);
    const own = m.view(s, 'p1') as { players: { creatures: { id?: number }[] }[] };
    expect(own.players[0].creatures[0].id).toBe(3);
  });
  it('a drawn card is named only for its owner; a hidden play only shows its cost', () => {
    const t = act(s, { type: 'endTurn' });
    const draw = t.events.find((e) => e.type === 'draw')!;
    expect(m.describe(draw, 'p2')).toEqual({ key: 'berserkHeroes.log.draw', params: { seat: 'p2', card: 'top' } });
    expect(m.describe(draw, 'p1')).toEqual({ key: 'berserkHeroes.log.drawHidden', params: { seat: 'p2' } });
    const p = table({ cards: [[hcard('shade', { cost: 2, abilities: [A('stealth')] }), 'hand']] }, {});
    const play = act(p, { type: 'play', card: 2 }).events[0];
    expect(m.describe(play, 'p2')).toEqual({ key: 'berserkHeroes.log.playHidden', params: { seat: 'p1', cost: 2 } });
  });
});
