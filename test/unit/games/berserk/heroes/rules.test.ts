// One test per rule of Berserk Heroes play (rules digest §2.3, §4.4, §5.5 Heroes, §6), named by it.
import { describe, expect, it } from 'vitest';
import { berserkHeroesModule as m } from '../../../../../core/games/berserk/heroes';
import { A, act, hcard, hero, legal, refused, roundTrip, table, wounds } from './helpers';

describe('§4.4 Heroes setup', () => {
  const s = m.setup(m.optionsSchema.parse({}), 'setup');
  it('heroes face up in play, 4 cards in hand, no coins, no prayer tokens', () => {
    expect(s.units[0].z).toBe('play');
    expect(s.units[1].z).toBe('play');
    expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(s.coins).toEqual([0, 0]);
    expect(s.prayers).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
  it('a player drawn at random chooses who goes first', () => {
    const choosers = new Set(Array.from({ length: 20 }, (_, k) => m.setup(m.optionsSchema.parse({}), `c${k}`).chooser));
    expect(choosers).toEqual(new Set([0, 1]));
    const seat = m.pending(s)!.seats[0];
    expect(seat).toBe(s.chooser === 0 ? 'p1' : 'p2');
    const t = act(s, { type: 'chooseFirst', first: 'p2' }, seat).state;
    expect(t.first).toBe(1);
    expect(m.pending(t)!.seats).toEqual(['p2']); // the first player mulligans first
  });
  it('mulligan once: chosen cards go to the bottom and as many are drawn', () => {
    let t = act(s, { type: 'chooseFirst', first: 'p1' }, m.pending(s)!.seats[0]).state;
    const [a, b] = t.hands[0];
    const top = t.decks[0].slice(0, 2);
    t = act(t, { type: 'toBottom', card: a }).state;
    t = act(t, { type: 'toBottom', card: b }).state;
    t = act(t, { type: 'keep' }).state;
    expect(t.hands[0]).toHaveLength(4);
    expect(t.hands[0]).toEqual(expect.arrayContaining(top));
    expect(t.decks[0].slice(-2)).toEqual([a, b]);
    expect(m.pending(t)!.seats).toEqual(['p2']);
    t = act(t, { type: 'keep' }, 'p2').state;
    expect(t.stage).toBe('main');
    expect(t.active).toBe(0);
  });
});

describe('§6 coins', () => {
  it('one coin at the start of each of your turns, the first included; at most 10', () => {
    const s = m.setup(m.optionsSchema.parse({}), 'coins');
    let t = act(s, { type: 'chooseFirst', first: 'p1' }, m.pending(s)!.seats[0]).state;
    t = act(act(t, { type: 'keep' }).state, { type: 'keep' }, 'p2').state;
    expect(t.coins).toEqual([1, 0]);
    const ten = table({}, {}, { coins: [10, 9] });
    const next = act(ten, { type: 'endTurn' }).state;
    expect(next.coins).toEqual([10, 10]);
    expect(act(next, { type: 'endTurn' }, 'p2').state.coins).toEqual([10, 10]);
  });
  it('paying closes that many coins; closed coins cannot pay; they reopen at the start of your turn', () => {
    const s = table(
      {
        cards: [
          [hcard('a', { cost: 3 }), 'hand'],
          [hcard('b', { cost: 3 }), 'hand'],
        ],
      },
      {},
    );
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(t.closedCoins[0]).toBe(3);
    expect(refused(t, { type: 'play', card: 3 })).toBe(true);
    expect(roundTrip(t).closedCoins[0]).toBe(0);
  });
});

describe('§6 drawing', () => {
  it('draw one card at the start of the turn', () => {
    const s = table({}, { cards: [[hcard('x'), 'deck']] });
    const t = act(s, { type: 'endTurn' }).state;
    expect(t.hands[1]).toEqual([3]);
  });
  it("no draw on the first player's first turn", () => {
    const s = m.setup(m.optionsSchema.parse({}), 'first-turn');
    let t = act(s, { type: 'chooseFirst', first: 'p2' }, m.pending(s)!.seats[0]).state;
    t = act(act(t, { type: 'keep' }, 'p2').state, { type: 'keep' }).state;
    expect(t.hands[1]).toHaveLength(4);
    expect(act(t, { type: 'endTurn' }, 'p2').state.hands[0]).toHaveLength(5);
  });
  it('an empty deck draws nothing; the third failed draw loses the game', () => {
    let s = table({}, { cards: [[hcard('x'), 'hand']] });
    s = { ...s, failed: [0, 1] };
    let t = act(s, { type: 'endTurn' }).state;
    expect(t.failed[1]).toBe(2);
    expect(t.result).toBeNull();
    t = act(act(t, { type: 'endTurn' }, 'p2').state, { type: 'endTurn' }).state;
    expect(t.result).toEqual(['win', 'loss']);
    expect(m.outcome(t)!.reason.key).toBe('berserkHeroes.end.failedDraws');
  });
});

describe('§6 turn structure', () => {
  it('Start Phase recovery opens every closed card of yours, hero included', () => {
    const s = table({ cards: [[hcard('a'), 'play', { closed: true }]] }, {});
    const closedHero = { ...s, units: s.units.map((u, i) => (i === 0 ? { ...u, closed: true } : u)) };
    const t = roundTrip(closedHero);
    expect(t.units[0].closed).toBe(false);
    expect(t.units[2].closed).toBe(false);
  });
  it("the other player's closed cards stay closed on your turn", () => {
    const s = table({}, { cards: [[hcard('b'), 'play', { closed: true }]] });
    const t = act(act(s, { type: 'endTurn' }).state, { type: 'endTurn' }, 'p2').state;
    expect(t.units[3].closed).toBe(false); // opened on p2's own turn
    const mid = act(s, { type: 'endTurn' }).state;
    expect(mid.active).toBe(1);
  });
  it('End Phase: "until end of turn" effects end and the turn passes', () => {
    const s = table(
      {
        cards: [
          [hcard('r', { kind: 'spell', abilities: [A('rally', { x: 2 })] }), 'hand'],
          [hcard('c'), 'play'],
        ],
      },
      {},
    );
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(t.rally[0]).toBe(2);
    const after = act(t, { type: 'endTurn' }).state;
    expect(after.rally[0]).toBe(0);
    expect(after.active).toBe(1);
  });
});

describe('§6 playing cards', () => {
  it('a creature, equipment or event goes into play, paid in coins', () => {
    const s = table({ cards: [[hcard('c', { cost: 2 }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(t.play[0]).toEqual([2]);
    expect(t.units[2].z).toBe('play');
  });
  it('a card costing more than the open coins cannot be played', () => {
    const s = table({ cards: [[hcard('c', { cost: 6 }), 'hand']] }, {});
    expect(legal(s).some((a) => a.type === 'play')).toBe(false);
    expect(refused(s, { type: 'play', card: 2 })).toBe(true);
  });
});

describe('§2.3 spells, equipment slots and the one active event', () => {
  it('a spell goes to the graveyard and its ability is used at once', () => {
    const s = table({ cards: [[hcard('bolt', { kind: 'spell', abilities: [A('bolt', { x: 3 })] }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2, target: 1 }).state;
    expect(t.graves[0]).toEqual([2]);
    expect(wounds(t, 1)).toBe(3);
  });
  it('a new equipment of a kind sends the old one of that kind to the graveyard; other kinds stay', () => {
    const s = table(
      {
        cards: [
          [hcard('sword', { kind: 'equipment', slot: 'weapon' }), 'play'],
          [hcard('mail', { kind: 'equipment', slot: 'armour' }), 'play'],
          [hcard('axe', { kind: 'equipment', slot: 'weapon' }), 'hand'],
        ],
      },
      {},
    );
    const t = act(s, { type: 'play', card: 4 }).state;
    expect(t.play[0]).toEqual([3, 4]);
    expect(t.graves[0]).toEqual([2]);
  });
  it("a new event sends the player's other event to the graveyard", () => {
    const s = table(
      {
        cards: [
          [hcard('e1', { kind: 'event' }), 'play'],
          [hcard('e2', { kind: 'event' }), 'hand'],
        ],
      },
      { cards: [[hcard('e3', { kind: 'event' }), 'play']] },
    );
    const t = act(s, { type: 'play', card: 3 }).state;
    expect(t.play[0]).toEqual([3]);
    expect(t.graves[0]).toEqual([2]);
    expect(t.play[1]).toEqual([4]); // the other player's event stays
  });
});

describe('§6 attacks and strike resolution', () => {
  const fight = (targetClosed: boolean) =>
    table(
      { cards: [[hcard('a', { strike: 2, life: 5 }), 'play']] },
      { cards: [[hcard('b', { strike: 1, life: 5 }), 'play', { closed: targetClosed }]] },
    );
  it('attacking an open creature nobody defends: both deal their strike', () => {
    const t = act(fight(false), { type: 'attack', card: 2, target: 3 }).state;
    expect([wounds(t, 2), wounds(t, 3)]).toEqual([1, 2]);
  });
  it('attacking a closed creature: only the attacker deals damage', () => {
    const t = act(fight(true), { type: 'attack', card: 2, target: 3 }).state;
    expect([wounds(t, 2), wounds(t, 3)]).toEqual([0, 2]);
  });
  it('attacking the hero with no defender: damage equal to the strike', () => {
    const t = act(fight(true), { type: 'attack', card: 2, target: 1 }).state;
    expect(wounds(t, 1)).toBe(2);
  });
  it('a card that strikes and survives closes; the attacked creature that struck back closes too', () => {
    const t = act(fight(false), { type: 'attack', card: 2, target: 3 }).state;
    expect(t.units[2].closed).toBe(true);
    expect(t.units[3].closed).toBe(true);
  });
  it('each creature attacks at most once per turn', () => {
    const t = act(fight(true), { type: 'attack', card: 2, target: 1 }).state;
    expect(
      refused(
        { ...t, units: t.units.map((u, i) => (i === 2 ? { ...u, closed: false } : u)) },
        { type: 'attack', card: 2, target: 1 },
      ),
    ).toBe(true);
  });
  it('the hero does not attack (ruling H1)', () => {
    const t = fight(true);
    expect(legal(t).some((a) => a.type === 'attack' && a.card === 0)).toBe(false);
  });
});

describe('§5.5 Heroes defenders', () => {
  const s = table(
    { cards: [[hcard('a', { strike: 3, life: 5 }), 'play']] },
    {
      cards: [
        [hcard('d', { strike: 1, life: 5 }), 'play'],
        [hcard('c', { strike: 1, life: 4 }), 'play', { closed: true }],
      ],
    },
  );
  it('any open creature may defend the hero or a creature; closed ones may not', () => {
    const t = act(s, { type: 'attack', card: 2, target: 1 }).state;
    expect(m.pending(t)).toMatchObject({ seats: ['p2'], mode: 'window' });
    expect(legal(t, 'p2')).toEqual([{ type: 'defend', card: 3 }, { type: 'noDefence' }]);
  });
  it('attacker and defender fight; the surviving defender closes; the hero is not hit', () => {
    let t = act(s, { type: 'attack', card: 2, target: 1 }).state;
    t = act(t, { type: 'defend', card: 3 }, 'p2').state;
    expect([wounds(t, 1), wounds(t, 2), wounds(t, 3)]).toEqual([0, 1, 3]);
    expect(t.units[3].closed).toBe(true);
    expect(t.units[3].defended).toBe(true);
  });
  it('each creature defends at most once per turn', () => {
    const twice = table(
      {
        cards: [
          [hcard('a', { strike: 1, life: 5 }), 'play'],
          [hcard('b', { strike: 1, life: 5 }), 'play'],
        ],
      },
      { cards: [[hcard('d', { strike: 0, life: 9 }), 'play']] },
    );
    let t = act(twice, { type: 'attack', card: 2, target: 1 }).state;
    t = act(t, { type: 'defend', card: 4 }, 'p2').state;
    t = { ...t, units: t.units.map((u, i) => (i === 4 ? { ...u, closed: false } : u)) };
    t = act(t, { type: 'attack', card: 3, target: 1 }).state;
    expect(m.pending(t)!.seats).toEqual(['p1']); // no window: the defender already defended
    expect(wounds(t, 1)).toBe(1);
  });
});

describe('§6 summoning sickness and dash', () => {
  it('a creature played this turn cannot attack nor use a tap ability', () => {
    const s = table({ cards: [[hcard('c', { abilities: [A('heal', { x: 1, tap: true })] }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(legal(t).filter((a) => 'card' in a && a.card === 2)).toEqual([]);
    expect(refused(t, { type: 'attack', card: 2, target: 1 })).toBe(true);
  });
  it('golden rule: dash (card text) beats summoning sickness', () => {
    const s = table({ cards: [[hcard('c', { abilities: [A('dash')] }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(act(t, { type: 'attack', card: 2, target: 1 }).state.units[1].wounds).toBe(2);
  });
  it("it may attack on its controller's next turn", () => {
    const s = table({ cards: [[hcard('c'), 'hand']] }, {});
    const t = roundTrip(act(s, { type: 'play', card: 2 }).state);
    expect(legal(t)).toContainEqual({ type: 'attack', card: 2, target: 1 });
  });
});

describe('§6 abilities once per turn', () => {
  it("each ability once per turn unless stated; a card's abilities of heroes, equipment and events work the turn they come", () => {
    const s = table(
      { cards: [[hcard('idol', { kind: 'equipment', slot: 'amulet', abilities: [A('pray', { x: 1 })] }), 'hand']] },
      {},
    );
    let t = act(s, { type: 'play', card: 2 }).state;
    t = act(t, { type: 'ability', card: 2, index: 0 }).state;
    expect(t.prayers[0]).toEqual([1, 0]);
    expect(refused(t, { type: 'ability', card: 2, index: 0 })).toBe(true);
    expect(legal(roundTrip(t))).toContainEqual({ type: 'ability', card: 2, index: 0 });
  });
  it('"X times per turn": times 2 allows two uses', () => {
    const s = table({ hero: hero('h', { abilities: [A('pray', { x: 1, times: 2 })] }) }, {});
    let t = act(s, { type: 'ability', card: 0, index: 0 }).state;
    t = act(t, { type: 'ability', card: 0, index: 0 }).state;
    expect(t.prayers[0][0]).toBe(2);
    expect(refused(t, { type: 'ability', card: 0, index: 0 })).toBe(true);
  });
  it('a tap ability closes the card, which cannot then use tap abilities', () => {
    const s = table(
      { hero: hero('h', { abilities: [A('pray', { x: 1, tap: true }), A('draw', { x: 1, tap: true })] }) },
      {},
    );
    const t = act(s, { type: 'ability', card: 0, index: 0 }).state;
    expect(t.units[0].closed).toBe(true);
    expect(refused(t, { type: 'ability', card: 0, index: 1 })).toBe(true);
  });
});

describe('§6 wounds and death', () => {
  it('wounds accumulate; a creature with wounds ≥ life goes to the graveyard', () => {
    const s = table(
      {
        cards: [
          [hcard('a', { strike: 2 }), 'play'],
          [hcard('b', { strike: 2 }), 'play'],
        ],
      },
      { cards: [[hcard('v', { strike: 0, life: 4 }), 'play', { closed: true }]] },
    );
    let t = act(s, { type: 'attack', card: 2, target: 4 }).state;
    expect(wounds(t, 4)).toBe(2);
    t = act(t, { type: 'attack', card: 3, target: 4 }).state;
    expect(t.graves[1]).toEqual([4]);
    expect(t.units[4]).toMatchObject({ z: 'grave', wounds: 0 });
  });
  it('a hero with wounds ≥ its life loses the game', () => {
    const s = table({ cards: [[hcard('a', { strike: 5 }), 'play']] }, { hero: hero('h2', { life: 5 }) });
    const t = act(s, { type: 'attack', card: 2, target: 1 }).state;
    expect(t.result).toEqual(['win', 'loss']);
    expect(m.outcome(t)!.reason.key).toBe('berserkHeroes.end.heroSlain');
  });
  it('both heroes falling at once is a draw (ruling H4)', () => {
    // a hand-resolved ability wounds both heroes; deaths are checked when it is done
    const withHand = table(
      { hero: hero('h1', { life: 1 }), cards: [[hcard('odd', { abilities: [A('meteor')] }), 'play']] },
      { hero: hero('h2', { life: 1 }) },
    );
    let t = act(withHand, { type: 'byHand', card: 2, index: 0 }).state;
    t = act(t, { type: 'handWound', target: 0 }).state;
    t = act(t, { type: 'handWound', target: 1 }).state;
    t = act(t, { type: 'handDone' }).state;
    expect(t.result).toEqual(['draw', 'draw']);
    expect(m.outcome(t)!.reason.key).toBe('berserkHeroes.end.bothHeroesSlain');
  });
});

describe('§6 prayer tokens', () => {
  it('gained on the hero or on the totem pole, spent from them (hero first, ruling H7)', () => {
    const s = table(
      {
        hero: hero('h', {
          abilities: [A('pray', { x: 1, totem: true }), A('pray', { x: 2 }), A('draw', { x: 1, prayers: 2 })],
        }),
        cards: [[hcard('d'), 'deck']],
      },
      {},
    );
    let t = act(s, { type: 'ability', card: 0, index: 0 }).state;
    t = act(t, { type: 'ability', card: 0, index: 1 }).state;
    expect(t.prayers[0]).toEqual([2, 1]);
    t = act(t, { type: 'ability', card: 0, index: 2 }).state;
    expect(t.prayers[0]).toEqual([0, 1]);
    expect(t.hands[0]).toEqual([2]);
  });
  it('an ability costing more tokens than the player has cannot be used', () => {
    const s = table({ hero: hero('h', { abilities: [A('draw', { x: 1, prayers: 1 })] }) }, {});
    expect(refused(s, { type: 'ability', card: 0, index: 0 })).toBe(true);
  });
});

describe("§6 simultaneous triggers: the inactive player's first, each player ordering their own", () => {
  const s = table(
    {
      cards: [
        [
          hcard('fader', { life: 5, abilities: [A('fading', { x: 1 }), A('regeneration', { x: 1 })] }),
          'play',
          { wounds: 1 },
        ],
      ],
    },
    { cards: [[hcard('fog', { kind: 'event', abilities: [A('regrowth', { x: 1 })] }), 'play']] },
  );
  it("the inactive player's trigger resolves before the active player's, who then chooses the order", () => {
    // p2 ends a turn: p1's turn starts; p2's event (inactive) heals first, then p1 orders its own two.
    const before = { ...s, active: 1 as const, turn: 4 };
    const r = m.apply(before, { type: 'endTurn' }, 'p2');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const heals = r.events.filter((e) => e.type === 'heal');
    expect(heals).toEqual([{ type: 'heal', seat: 'p1', card: 'fader', amount: 1, cause: 'regrowth' }]);
    const t = r.state;
    expect(t.stage).toBe('triggers');
    expect(m.pending(t)!.seats).toEqual(['p1']);
    expect(legal(t)).toEqual([
      { type: 'trigger', card: 2, index: 0 },
      { type: 'trigger', card: 2, index: 1 },
    ]);
    // fading first (1 wound), then the last one resolves by itself: regeneration heals it
    const fadingFirst = act(t, { type: 'trigger', card: 2, index: 0 }).state;
    expect(wounds(fadingFirst, 2)).toBe(0);
    expect(fadingFirst.stage).toBe('main');
    // regeneration first has nothing to heal, then fading wounds: the order chosen matters
    const regenFirst = act(t, { type: 'trigger', card: 2, index: 1 }).state;
    expect(wounds(regenFirst, 2)).toBe(1);
  });
});

describe('§5.11 Heroes Stealth', () => {
  const s = table(
    {
      cards: [
        [hcard('a'), 'play'],
        [hcard('bolt', { kind: 'spell', abilities: [A('bolt', { x: 1 })] }), 'hand'],
      ],
    },
    { cards: [[hcard('shade', { abilities: [A('stealth')] }), 'play', { hidden: true }]] },
  );
  it('a hidden creature cannot be attacked nor targeted by spells', () => {
    expect(legal(s).some((a) => 'target' in a && a.target === 4)).toBe(false);
    expect(refused(s, { type: 'attack', card: 2, target: 4 })).toBe(true);
  });
  it('a Stealth creature comes into play hidden; its owner reveals the ones they choose in the accumulation step', () => {
    const p = table({ cards: [[hcard('shade', { abilities: [A('stealth')] }), 'hand']] }, {});
    let t = act(p, { type: 'play', card: 2 }).state;
    expect(t.units[2].hidden).toBe(true);
    t = act(t, { type: 'endTurn' }).state;
    t = act(t, { type: 'endTurn' }, 'p2').state;
    expect(t.stage).toBe('reveal');
    expect(legal(t)).toEqual([{ type: 'reveal', card: 2 }, { type: 'revealDone' }]);
    t = act(t, { type: 'reveal', card: 2 }).state;
    expect(t.units[2].hidden).toBe(false);
    expect(t.stage).toBe('main');
    expect(legal(t)).toContainEqual({ type: 'attack', card: 2, target: 1 }); // it may act that turn
  });
});

describe('bad input: an ability the engine cannot run is played by hand', () => {
  it('the card is playable; the ability is offered once per turn and resolved by hand (wounds, heals, done)', () => {
    const s = table(
      { cards: [[hcard('odd', { abilities: [A('timeWarp', { x: 2 })] }), 'hand']] },
      { cards: [[hcard('v', { life: 4 }), 'play']] },
    );
    let t = act(s, { type: 'play', card: 2 }).state;
    const r = m.apply(t, { type: 'byHand', card: 2, index: 0 }, 'p1');
    expect(r.ok && r.events[0]).toMatchObject({ type: 'byHand', ability: 'timeWarp', detail: 'x 2' });
    t = act(t, { type: 'byHand', card: 2, index: 0 }).state;
    expect(m.pending(t)!.prompt.key).toBe('berserkHeroes.prompt.byHand');
    t = act(t, { type: 'handWound', target: 3 }).state;
    t = act(t, { type: 'handWound', target: 3 }).state;
    t = act(t, { type: 'handDone' }).state;
    expect(wounds(t, 3)).toBe(2);
    expect(refused(t, { type: 'byHand', card: 2, index: 0 })).toBe(true);
  });
  it('a spell with an unknown ability is cast and resolved by hand', () => {
    const s = table({ cards: [[hcard('odd', { kind: 'spell', abilities: [A('timeWarp')] }), 'hand']] }, {});
    const t = act(s, { type: 'play', card: 2 }).state;
    expect(t.manual).toMatchObject({ card: 2, ability: 0 });
    expect(t.graves[0]).toEqual([2]);
  });
});
