// Preliminary stage (rules digest §4.3, rule 301): Deal, crystals, turn order, mulligans,
// recruitment with its limits, placement zones, reveal, hosts, Vanguard.
import { describe, expect, it } from 'vitest';
import { berserkModule as m, deployment, type BerserkState } from '../../../../../core/games/berserk/engine';
import { canRecruit, elementAdjust, placementCells } from '../../../../../core/games/berserk/engine/rules';
import { MIRE, WARDENS } from '../../../../../core/games/berserk/content';
import { act, card, legal } from './helpers';

const start = (seed = 'p') => m.setup(m.optionsSchema.parse({}), seed);

/** Drives the preliminary stage to its recruitment step with p1 first and both keeping. */
function toRecruit(s: BerserkState): BerserkState {
  s = act(s, { type: 'chooseFirst', first: 'p1' }).s;
  s = act(s, { type: 'keep' }).s;
  return act(s, { type: 'keep' }).s;
}

describe('Deal step (§4.3 step 1)', () => {
  it('deals up to 15 cards, gives 23 gold + 22 silver, and the second player 1 more silver (rule 101.3)', () => {
    const s = start();
    expect(s.deals[0].length).toBe(
      Math.min(
        15,
        WARDENS.cards.reduce((n, c) => n + (c.count ?? 1), 0),
      ),
    );
    expect([s.gold, s.silver]).toEqual([
      [23, 23],
      [22, 22],
    ]);
    const after = act(s, { type: 'chooseFirst', first: 'p2' }).s;
    expect(after.first).toBe(1);
    expect(after.silver).toEqual([23, 22]);
  });

  it('re-rolls the turn-order roll on a tie and lets the higher roller choose (ruling R1)', () => {
    for (let k = 0; k < 40; k++) {
      const s = start(`order-${k}`);
      const last = s.orderRolls[s.orderRolls.length - 1];
      expect(last[0]).not.toBe(last[1]);
      for (const r of s.orderRolls.slice(0, -1)) expect(r[0]).toBe(r[1]);
      expect(m.pending(s)!.seats).toEqual([last[0] > last[1] ? 'p1' : 'p2']);
    }
  });

  it('a mulligan costs 1 gold and deals the same number again; the first player mulligans first', () => {
    let s = act(start(), { type: 'chooseFirst', first: 'p2' }).s;
    expect(m.pending(s)!.seats).toEqual(['p2']);
    const n = s.deals[1].length;
    s = act(s, { type: 'mulligan' }).s;
    expect(s.gold[1]).toBe(22);
    expect(s.deals[1].length).toBe(n);
    s = act(s, { type: 'keep' }).s;
    expect(m.pending(s)!.seats).toEqual(['p1']);
    s = act(s, { type: 'keep' }).s;
    expect(s.stage).toBe('recruit');
  });
});

describe('Recruitment step (§4.3 step 3)', () => {
  const squad = (cards: ReturnType<typeof card>[]) =>
    m.setup(m.optionsSchema.parse({ squads: [{ cards }, { starter: 'mire' }] }), 'r');

  it('elite cards are paid only with gold, ordinary cards with gold or silver', () => {
    const s = toRecruit(squad([card('e', { elite: true, price: 3 }), card('o', { price: 3 })]));
    const e = s.deals[0].find((i) => s.cards[i].key === 'e')!;
    const o = s.deals[0].find((i) => s.cards[i].key === 'o')!;
    expect(canRecruit(s, 0, e, 'silver')).toBe(false);
    expect(canRecruit(s, 0, e, 'gold')).toBe(true);
    expect(canRecruit(s, 0, o, 'silver')).toBe(true);
    const after = act(s, { type: 'recruit', card: o, pay: 'silver' }).s;
    // a single-element Set gains the mono-element gold (ruling R2)
    expect([after.gold[0], after.silver[0]]).toEqual([24, 19]);
  });

  it('each element beyond two costs 1 gold before the card is paid', () => {
    const cards = [
      card('a', { elements: ['steppes'] }),
      card('b', { elements: ['forests'] }),
      card('c', { elements: ['swamps'], elite: true, price: 23 }),
      card('d', { elements: ['swamps'], elite: true, price: 22 }),
    ];
    let s = toRecruit(squad(cards));
    const id = (k: string) => s.deals[0].find((i) => s.cards[i].key === k)!;
    s = act(s, { type: 'recruit', card: id('a'), pay: 'silver' }).s; // +1 gold: one element
    s = act(s, { type: 'recruit', card: id('b'), pay: 'silver' }).s; // −1: the bonus taken back
    expect(s.gold[0]).toBe(23);
    expect(elementAdjust(s, 0, id('c'))).toBe(-1);
    expect(canRecruit(s, 0, id('c'), 'gold')).toBe(false); // 23 gold, 1 lost first
    expect(canRecruit(s, 0, id('d'), 'gold')).toBe(true);
    s = act(s, { type: 'recruit', card: id('d'), pay: 'gold' }).s;
    expect(s.gold[0]).toBe(0);
  });

  it('at most 15 cards, one terrain, 15 crystals of flyers, one card of a unique name', () => {
    const many = Array.from({ length: 16 }, (_, k) => card(`c${k}`, { price: 0 }));
    let s = toRecruit(squad(many));
    for (const i of s.deals[0].slice(0, 15)) s = act(s, { type: 'recruit', card: i, pay: 'silver' }).s;
    expect(legal(s).filter((a) => a.type === 'recruit')).toEqual([]);

    s = toRecruit(
      squad([
        card('t1', { type: 'terrain' }),
        card('t2', { type: 'terrain' }),
        card('f1', { type: 'flyer', price: 8, elite: true }),
        card('f2', { type: 'flyer', price: 8, elite: true }),
        card('u', { unique: true }),
        card('u', { unique: true }),
      ]),
    );
    const ids = (k: string) => s.deals[0].filter((i) => s.cards[i].key === k);
    s = act(s, { type: 'recruit', card: ids('t1')[0], pay: 'silver' }).s;
    expect(canRecruit(s, 0, ids('t2')[0], 'silver')).toBe(false);
    s = act(s, { type: 'recruit', card: ids('f1')[0], pay: 'gold' }).s;
    expect(canRecruit(s, 0, ids('f2')[0], 'gold')).toBe(false);
    s = act(s, { type: 'recruit', card: ids('u')[0], pay: 'silver' }).s;
    expect(canRecruit(s, 0, ids('u')[1], 'silver')).toBe(false);
  });

  it('both starter squads are legal Sets for the first player: every card can be recruited', () => {
    for (const starter of [WARDENS, MIRE]) {
      const cards = starter.cards.map(({ names, ...c }) => ({ ...c, name: names.en }));
      let s = toRecruit(m.setup(m.optionsSchema.parse({ squads: [{ cards }, { starter: 'mire' }] }), 'legal'));
      expect(s.deals[0].length).toBeLessThanOrEqual(15);
      // elite first (gold only), then ordinary on silver while it lasts, then gold
      const order = s.deals[0].slice().sort((a, b) => Number(s.cards[b].elite) - Number(s.cards[a].elite));
      for (const i of order) {
        const pay = s.cards[i].elite || s.silver[0] < s.cards[i].price ? 'gold' : 'silver';
        s = act(s, { type: 'recruit', card: i, pay }).s;
      }
      expect(s.sets[0].length).toBe(s.cards.filter((c) => c.owner === 0).length);
    }
  });
});

describe('Placement step (§4.3 step 4)', () => {
  it('first player: B–D of its three rows, then the 2nd/3rd-row edges, then the 1st-row edges', () => {
    expect(deployment(0, true, 0).sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 7, 8, 11, 12, 13]);
    expect(deployment(0, true, 1).length).toBe(13);
    expect(deployment(0, true, 2).length).toBe(15);
    expect(deployment(0, true, 1)).not.toContain(10); // A1 only at the second expansion
  });

  it('second player: B1–D1 plus rows 2 and 3, then the 1st-row edges', () => {
    const z = deployment(1, false, 0).sort((a, b) => a - b);
    expect(z).toEqual([16, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect(deployment(1, false, 1).length).toBe(15);
  });

  it('offers the expanded zone only once the zone is full', () => {
    const s0 = m.setup(m.optionsSchema.parse({}), 'z');
    const grid = s0.grid.slice();
    for (const c of deployment(0, true, 0)) grid[c] = 0;
    const s = { ...s0, first: 0 as const, grid };
    expect(placementCells(s, 0).sort((a, b) => a - b)).toEqual([5, 9, 0, 4].sort((a, b) => a - b));
  });
});

describe('Reveal, hosts and Vanguard (§4.3 steps 5–7)', () => {
  /** Plays the starter squads' preliminary stage with fixed choices up to the first turn. */
  function throughPreliminary(seed: string, hideThird: boolean): { s: BerserkState; log: string[] } {
    let s = toRecruit(m.setup(m.optionsSchema.parse({}), seed));
    const log: string[] = [];
    for (let guard = 0; guard < 500 && s.stage !== 'main'; guard++) {
      const seat = m.pending(s)!.seats[0];
      const acts = legal(s, seat);
      let a = acts[0];
      if (s.stage === 'recruit') a = acts.find((x) => x.type === 'recruit') ?? acts[acts.length - 1];
      if (s.stage === 'hide')
        a = (hideThird && seat === 'p2' && acts.find((x) => x.type === 'keepHidden')) || acts[acts.length - 1];
      if (s.stage === 'vanguard') a = acts[acts.length - 1];
      const r = act(s, a, seat);
      for (const e of r.events) log.push(e.type);
      s = r.s;
    }
    return { s, log };
  }

  it('reveals every card but the kept ones, moves flyers and terrains to the Extra Zone, attaches', () => {
    const { s } = throughPreliminary('reveal', false);
    expect(s.stage).toBe('main');
    for (let i = 0; i < s.units.length; i++) {
      const u = s.units[i];
      if (u.z !== 'field' && u.z !== 'extra') continue;
      expect(u.hidden && !s.keptHidden.includes(i)).toBe(false);
      if (['flyer', 'terrain'].includes(s.cards[i].type) && !u.hidden && u.host < 0) expect(u.z).toBe('extra');
      if (['equipment', 'parasite', 'companion'].includes(s.cards[i].type)) expect(u.host).toBeGreaterThanOrEqual(0);
    }
  });

  it('the second player’s kept 3rd-row cards are revealed at the end of the first player’s first turn (rule 306)', () => {
    for (let k = 0; k < 20; k++) {
      const { s } = throughPreliminary(`keep-${k}`, true);
      if (s.keptHidden.length === 0 || s.stage !== 'main') continue;
      const kept = s.keptHidden[0];
      expect(s.cards[kept].owner).toBe(1);
      expect(m.view(s, 'p1')).toMatchObject({ stage: 'main' });
      const after = act(s, { type: 'endTurn' }).s;
      expect(after.units[kept].hidden).toBe(false);
      return;
    }
    throw new Error('no game kept a card hidden');
  });
});
