// The named abilities the Heroes engine plays, one test each: classic ones with their §5.15 meaning
// (imported from the classic vocabulary), the Heroes-only ones (core/games/berserk/heroes/abilities.ts).
import { describe, expect, it } from 'vitest';
import {
  berserkHeroesModule as m,
  HEROES_ENGINE_ABILITIES,
  parseHeroesAbility,
  REUSED_CLASSIC,
  strikeOf,
} from '../../../../../core/games/berserk/heroes';
import { isAbilityName } from '../../../../../core/games/berserk/abilities';
import { A, act, hcard, hero, legal, table, wounds } from './helpers';

const attackOpen = (atk: ReturnType<typeof hcard>, def: ReturnType<typeof hcard>, closed = false) =>
  table({ cards: [[atk, 'play']] }, { cards: [[def, 'play', { closed }]] });

describe('vocabulary', () => {
  it('classic names are parsed by the classic vocabulary; cost params are split off', () => {
    for (const n of REUSED_CLASSIC) expect(isAbilityName(n)).toBe(true);
    expect(parseHeroesAbility({ name: 'heal', params: { x: 2, other: true, tap: true, coins: 1 } })).toEqual({
      name: 'heal',
      params: { x: 2, other: true },
      known: true,
      cost: { coins: 1, prayers: 0, tap: true, times: 1 },
    });
  });
  it('unknown names, bad params and classic abilities Heroes does not play are left for resolution by hand', () => {
    expect(parseHeroesAbility({ name: 'timeWarp', params: {} }).known).toBe(false);
    expect(parseHeroesAbility({ name: 'bolt', params: { x: 0 } }).known).toBe(false);
    expect(parseHeroesAbility({ name: 'shot', params: { weak: 1, medium: 1, strong: 1 } }).known).toBe(false);
    expect(HEROES_ENGINE_ABILITIES).toHaveLength(23);
  });
});

describe('§5.15 abilities shared with classic', () => {
  it('armor X: prevents the first X wounds from attacks each turn, not from bolts', () => {
    const s = attackOpen(
      hcard('a', { strike: 3, life: 9 }),
      hcard('d', { strike: 0, life: 9, abilities: [A('armor', { x: 2 })] }),
      true,
    );
    const t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(wounds(t, 3)).toBe(1);
    expect(t.units[3].armorUsed).toBe(2);
    const bolt = table(
      { hero: hero('h', { abilities: [A('bolt', { x: 2 })] }) },
      { cards: [[hcard('d', { life: 9, abilities: [A('armor', { x: 2 })] }), 'play']] },
    );
    // p1's deck holds the helper's filler card (id 2): the creature is id 3
    expect(wounds(act(bolt, { type: 'ability', card: 0, index: 0, target: 3 }).state, 3)).toBe(2);
  });
  it('armor on equipment protects its hero (ruling H8)', () => {
    const s = table(
      { cards: [[hcard('a', { strike: 3 }), 'play']] },
      { cards: [[hcard('mail', { kind: 'equipment', slot: 'armour', abilities: [A('armor', { x: 1 })] }), 'play']] },
    );
    expect(wounds(act(s, { type: 'attack', card: 2, target: 1 }).state, 1)).toBe(2);
  });
  it('heal X: itself, or with "other" a wounded card of its player', () => {
    const s = table(
      {
        cards: [
          [hcard('healer', { abilities: [A('heal', { x: 2, other: true })] }), 'play'],
          [hcard('w', { life: 5 }), 'play', { wounds: 3 }],
        ],
      },
      {},
    );
    expect(legal(s)).toContainEqual({ type: 'ability', card: 2, index: 0, target: 3 });
    expect(wounds(act(s, { type: 'ability', card: 2, index: 0, target: 3 }).state, 3)).toBe(1);
    const self = table(
      { cards: [[hcard('troll', { life: 5, abilities: [A('heal', { x: 9 })] }), 'play', { wounds: 2 }]] },
      {},
    );
    expect(wounds(act(self, { type: 'ability', card: 2, index: 0 }).state, 2)).toBe(0);
    const unhurt = table({ cards: [[hcard('troll', { abilities: [A('heal', { x: 1 })] }), 'play']] }, {});
    expect(legal(unhurt).some((a) => a.type === 'ability')).toBe(false);
  });
  it("regeneration X: an open creature heals X at the start of its controller's turn", () => {
    const s = table(
      { cards: [[hcard('r', { life: 5, abilities: [A('regeneration', { x: 1 })] }), 'play', { wounds: 2 }]] },
      {},
    );
    const mid = act(s, { type: 'endTurn' }).state;
    expect(wounds(mid, 2)).toBe(2); // not on the other player's turn
    expect(wounds(act(mid, { type: 'endTurn' }, 'p2').state, 2)).toBe(1);
  });
  it("fading X: an open creature takes X wounds at the start of its controller's turn", () => {
    const s = table(
      { cards: [[hcard('f', { life: 2, abilities: [A('fading', { x: 1 })] }), 'play', { wounds: 1 }]] },
      {},
    );
    const t = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }, 'p2').state;
    expect(t.graves[0]).toEqual([2]);
  });
  it('fear X: the attacker takes X wounds first, unless it has Fear itself', () => {
    const s = attackOpen(hcard('a', { strike: 1, life: 1 }), hcard('d', { abilities: [A('fear', { x: 1 })] }));
    const t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(t.graves[0]).toEqual([2]);
    expect(wounds(t, 3)).toBe(0); // died before striking
    const brave = attackOpen(
      hcard('a', { strike: 1, life: 5, abilities: [A('fear', { x: 1 })] }),
      hcard('d', { strike: 0, abilities: [A('fear', { x: 1 })] }),
    );
    expect(wounds(act(brave, { type: 'attack', card: 2, target: 3 }).state, 2)).toBe(0);
  });
  it('unanswered: the attacked creature does not strike back and nobody may defend', () => {
    const s = table(
      { cards: [[hcard('a', { abilities: [A('unanswered')] }), 'play']] },
      {
        cards: [
          [hcard('d', { life: 9 }), 'play'],
          [hcard('e'), 'play'],
        ],
      },
    );
    const t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(m.pending(t)!.seats).toEqual(['p1']);
    expect([wounds(t, 2), wounds(t, 3)]).toEqual([0, 2]);
  });
  it('directed strike: no defender may be assigned; the target still strikes back', () => {
    const s = table(
      { cards: [[hcard('a', { life: 9, abilities: [A('directedStrike')] }), 'play']] },
      {
        cards: [
          [hcard('d', { life: 9 }), 'play'],
          [hcard('e'), 'play'],
        ],
      },
    );
    const t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(m.pending(t)!.seats).toEqual(['p1']);
    expect([wounds(t, 2), wounds(t, 3)]).toEqual([2, 2]);
  });
  it('lifesteal: heals the wounds it dealt when it lives through the fight (ruling H10)', () => {
    const s = table(
      { cards: [[hcard('v', { strike: 2, life: 5, abilities: [A('lifesteal')] }), 'play', { wounds: 3 }]] },
      {},
    );
    expect(wounds(act(s, { type: 'attack', card: 2, target: 1 }).state, 2)).toBe(1);
  });
  it('wrath: +1 strike against a card wounded by an attack this turn', () => {
    const s = table(
      {
        cards: [
          [hcard('a', { strike: 1 }), 'play'],
          [hcard('w', { strike: 1, abilities: [A('wrath')] }), 'play'],
        ],
      },
      { cards: [[hcard('d', { strike: 0, life: 9 }), 'play', { closed: true }]] },
    );
    expect(strikeOf(s, 3, 4)).toBe(1);
    const t = act(s, { type: 'attack', card: 2, target: 4 }).state;
    expect(strikeOf(t, 3, 4)).toBe(2);
    expect(wounds(act(t, { type: 'attack', card: 3, target: 4 }).state, 4)).toBe(3);
  });
  it('vulnerability: attacks on this card are 1 stronger', () => {
    const s = attackOpen(
      hcard('a', { strike: 2 }),
      hcard('d', { strike: 0, life: 9, abilities: [A('vulnerability')] }),
      true,
    );
    expect(wounds(act(s, { type: 'attack', card: 2, target: 3 }).state, 3)).toBe(3);
  });
  it('stealth: enters hidden and cannot be attacked while hidden (§5.11 Heroes)', () => {
    const s = table({ cards: [[hcard('s', { abilities: [A('stealth')] }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(t.units[2].hidden).toBe(true);
    expect(m.legalActions(act(t, { type: 'endTurn' }).state, 'p2').some((a) => 'target' in a && a.target === 2)).toBe(
      false,
    );
  });
  it('horde: a deck-building ability (§3.2), known to the engine and without effect in play', () => {
    expect(parseHeroesAbility({ name: 'horde', params: {} }).known).toBe(true);
    const s = table({ cards: [[hcard('h', { abilities: [A('horde')] }), 'play']] }, {});
    expect(legal(s).filter((a) => a.type === 'byHand')).toEqual([]);
  });
});

describe('Heroes-only abilities', () => {
  it('dash: no summoning sickness', () => {
    const s = table({ cards: [[hcard('d', { abilities: [A('dash')] }), 'hand']] }, {});
    expect(legal(act(s, { type: 'play', card: 2 }).state)).toContainEqual({ type: 'attack', card: 2, target: 1 });
  });
  it('bolt X: X wounds to an enemy creature or the enemy hero', () => {
    const s = table(
      { hero: hero('h', { abilities: [A('bolt', { x: 1, coins: 1, tap: true })] }) },
      { cards: [[hcard('d'), 'play']] },
    );
    expect(legal(s).filter((a) => a.type === 'ability')).toEqual([
      { type: 'ability', card: 0, index: 0, target: 1 },
      { type: 'ability', card: 0, index: 0, target: 3 },
    ]);
    const t = act(s, { type: 'ability', card: 0, index: 0, target: 3 }).state; // id 2: p1's filler deck card
    expect(wounds(t, 3)).toBe(1);
    expect(t.closedCoins[0]).toBe(1);
    expect(t.units[0].closed).toBe(true);
  });
  it('draw X: draws X cards', () => {
    const s = table(
      {
        cards: [
          [hcard('s', { kind: 'spell', abilities: [A('draw', { x: 2 })] }), 'hand'],
          [hcard('a'), 'deck'],
          [hcard('b'), 'deck'],
        ],
      },
      {},
    );
    expect(act(s, { type: 'play', card: 2 }).state.hands[0]).toEqual([3, 4]);
  });
  it('pray X: gains X prayer tokens', () => {
    const s = table({ hero: hero('h', { abilities: [A('pray', { x: 2 })] }) }, {});
    expect(act(s, { type: 'ability', card: 0, index: 0 }).state.prayers[0]).toEqual([2, 0]);
  });
  it("devotion X: gains X prayer tokens at the start of its controller's turn", () => {
    const s = table(
      {
        cards: [
          [
            hcard('c', { kind: 'equipment', slot: 'amulet', abilities: [A('devotion', { x: 1, totem: true })] }),
            'play',
          ],
        ],
      },
      {},
    );
    const mid = act(s, { type: 'endTurn' }).state;
    expect(mid.prayers[0]).toEqual([0, 0]);
    expect(act(mid, { type: 'endTurn' }, 'p2').state.prayers[0]).toEqual([0, 1]);
  });
  it("might X: equipment makes its player's creatures strike X harder", () => {
    const s = table(
      {
        cards: [
          [hcard('a', { strike: 2 }), 'play'],
          [hcard('w', { kind: 'equipment', slot: 'weapon', abilities: [A('might', { x: 1 })] }), 'play'],
        ],
      },
      { cards: [[hcard('b', { strike: 2 }), 'play']] },
    );
    expect([strikeOf(s, 2), strikeOf(s, 4)]).toEqual([3, 2]);
  });
  it('warcry X: an event makes every creature in play strike X harder', () => {
    const s = table(
      {
        cards: [
          [hcard('a', { strike: 2 }), 'play'],
          [hcard('e', { kind: 'event', abilities: [A('warcry', { x: 1 })] }), 'play'],
        ],
      },
      { cards: [[hcard('b', { strike: 2 }), 'play']] },
    );
    expect([strikeOf(s, 2), strikeOf(s, 4)]).toEqual([3, 3]);
  });
  it("rally X: the player's creatures strike X harder until the end of the turn", () => {
    const s = table(
      {
        cards: [
          [hcard('r', { kind: 'spell', abilities: [A('rally', { x: 2 })] }), 'hand'],
          [hcard('a', { strike: 1 }), 'play'],
        ],
      },
      {},
    );
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(strikeOf(t, 3)).toBe(3);
    expect(strikeOf(act(t, { type: 'endTurn' }).state, 3)).toBe(1);
  });
  it('regrowth X: at the start of every turn the creatures of the player whose turn it is heal X', () => {
    const s = table(
      { cards: [[hcard('e', { kind: 'event', abilities: [A('regrowth', { x: 1 })] }), 'play']] },
      { cards: [[hcard('b', { life: 5 }), 'play', { wounds: 2 }]] },
    );
    expect(wounds(act(s, { type: 'endTurn' }).state, 3)).toBe(1);
  });
  it('stun: a creature wounded by its attack skips its next opening (ruling H5)', () => {
    const s = attackOpen(
      hcard('nib', { strike: 1, life: 5, abilities: [A('stun')] }),
      hcard('d', { strike: 0, life: 5 }),
    );
    let t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(t.units[3]).toMatchObject({ closed: true, stunned: true });
    t = act(t, { type: 'endTurn' }).state;
    expect(t.units[3]).toMatchObject({ closed: true, stunned: false });
    t = act(act(t, { type: 'endTurn' }, 'p2').state, { type: 'endTurn' }).state;
    expect(t.units[3].closed).toBe(false);
  });
  it("returnToDeck: on death it goes to the bottom of its owner's deck (ruling H6)", () => {
    const s = attackOpen(
      hcard('a', { strike: 3 }),
      hcard('nib', { strike: 0, life: 2, abilities: [A('returnToDeck')] }),
      true,
    );
    const t = act(s, { type: 'attack', card: 2, target: 3 }).state;
    expect(t.graves[1]).toEqual([]);
    expect(t.decks[1].at(-1)).toBe(3);
    expect(t.units[3].z).toBe('deck');
  });
});
