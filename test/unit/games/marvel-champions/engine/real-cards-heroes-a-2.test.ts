// Captain Marvel's two Core cards that waited for engine rules (real-cards/core-heroes-a.ts): 01017, whose interrupt
// answers damage the identity would take from any source (the "would take damage" window, rules.ts damage), and
// 01018, whose cost is X resources of one type (a payment `only` that type, wild counting). Cards named by code only.
import { describe, expect, it } from 'vitest';
import { codeOf, defByCode, stat, traitsOf } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import type { Draft, Effect, McEvent } from '../../../../../core/games/marvel-champions/engine/types';
import { Game, clearHand, logKeys, place } from './helpers';
import { cards, dir, dmgOf, filler, me, villain } from './real-cards-kit';

const MARVEL = '01010a';
const COSMIC_FLIGHT = '01017';
const ENERGY_CHANNEL = '01018';

/** Captain Marvel alone against Null (with extra encounter cards), exactly `hand` in hand, `play` in play. */
function game(
  hand: readonly string[],
  play: readonly string[] = [],
  form: 'hero' | 'alter_ego' = 'hero',
  encounter: Record<string, number> = {},
): Game {
  const deck: Record<string, number> = { [filler]: 20 };
  for (const c of [...hand, ...play]) deck[c] = (deck[c] ?? 0) + 1;
  const g = new Game({ heroes: [{ identity: MARVEL, deck }], cards, encounter }).skipMulligans();
  return g.edit((d) => {
    clearHand(d, 'P1');
    for (const c of hand) place(d, c, 'hand.P1', 'deck.P1');
    for (const c of play) place(d, c, 'play.P1', 'deck.P1');
    d.players.P1.form = form;
  });
}

/** Edits the state (`fn` may push a task), then lets the engine run on, keeping its events. */
function exec(g: Game, fn: (d: Draft) => void): Game {
  const ev: McEvent[] = [];
  g.edit((d) => {
    fn(d);
    d.ask = null;
    run(d, ev);
  });
  g.events.push(...ev);
  return g;
}

/** Resolves effects now for P1, as some card would. */
const effect = (g: Game, ...fx: Effect[]) =>
  exec(g, (d) => d.stack.push({ t: 'effects', fx, i: 0, ctx: { src: null, seat: 'P1' } } as Draft['stack'][number]));

/** Reveals the encounter card `code` (from the encounter deck) for P1 now (§2.12 Reveal). */
const reveal = (g: Game, code: string) =>
  exec(g, (d) => {
    const id = place(d, code, 'reveal', 'encDeck');
    d.stack.push({ t: 'reveal', card: id, seat: 'P1' });
  });

const flight = (g: Game) => g.find(COSMIC_FLIGHT, 'play.P1');
const useFlight = (g: Game) => g.do('P1', { type: 'use', card: flight(g), ability: 1 });
/** Only encounter cards without a ★ boost ability stay in the encounter deck (a boost adds its icons only). */
const plainBoosts = (d: Draft) => {
  const plain = d.zones.encDeck.filter((id) => !defByCode(d, codeOf(id)).boostFx);
  d.zones.removed = [...(d.zones.removed ?? []), ...d.zones.encDeck.filter((id) => !plain.includes(id))];
  d.zones.encDeck = plain;
};
/** Boost icons flipped so far (log). */
const boosted = (g: Game) =>
  g.events.reduce((n, e) => n + (e.type === 'log' && e.key === 'mc.log.boostFlipped' ? Number(e.params?.n) : 0), 0);

describe.skipIf(!dir)('01017: a hero interrupt when your identity would take damage, from any source', () => {
  it('an effect dealing damage (not an attack) opens the window; prevent 3 of it and the card is discarded (digest "Prevent", §2.7 Interrupt)', () => {
    const g = game([], [COSMIC_FLIGHT]);
    effect(g, { op: 'damage', to: 'you', n: 5 });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    expect(dmgOf(g, me(g))).toBe(0); // the damage waits for the interrupt
    useFlight(g);
    expect(dmgOf(g, me(g))).toBe(2);
    expect(g.codes('discard.P1')).toContain(COSMIC_FLIGHT);
    expect(g.s.ask?.k).toBe('main');
  });

  it('passing lets the whole damage through, and the card stays', () => {
    const g = game([], [COSMIC_FLIGHT]);
    effect(g, { op: 'damage', to: 'you', n: 2 });
    g.do('P1', { type: 'pass' });
    expect(dmgOf(g, me(g))).toBe(2);
    expect(g.codes('play.P1')).toContain(COSMIC_FLIGHT);
  });

  it('a treachery dealing damage to each friendly character: the identity\'s share is interruptible (digest "Damage")', () => {
    const g = game([], [COSMIC_FLIGHT], 'hero', { '01154': 1 });
    reveal(g, '01154');
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    useFlight(g);
    g.until((x) => x.s.ask?.k === 'main');
    expect(dmgOf(g, me(g))).toBe(0);
  });

  it('an enemy attack: the window opens as the damage is dealt (after the boost), the hero becomes the defender (§2.8 Defense-labelled abilities)', () => {
    // 01082 answers "after your hero defends": its window shows the hero became the defender
    const g = game([], [COSMIC_FLIGHT, '01082']).edit(plainBoosts);
    g.do('P1', { type: 'endTurn' });
    g.until((x) => x.s.ask?.k === 'defend');
    g.do('P1', { type: 'defend', card: null }); // undefended
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    const top = g.s.stack[g.s.stack.length - 1];
    expect(top.t === 'window' && top.w.on).toBe('youWouldTakeDamage');
    const atk = stat(g.s, villain(g), 'atk')!;
    useFlight(g);
    expect(dmgOf(g, me(g))).toBe(Math.max(0, atk + boosted(g) - 3));
    expect(g.card(me(g)).exhausted).toBeFalsy(); // not basic defense: no DEF, no exhaustion
    const after = g.s.stack[g.s.stack.length - 1];
    expect(after.t === 'window' && after.w.on).toBe('youDefended');
    expect(g.legal('P1')).toContainEqual({ type: 'use', card: g.find('01082', 'play.P1'), ability: 0 });
  });

  it('no window when nothing can answer: a tough card comes first, alter-ego form, or the card is not in play (digest "Damage", "Tough")', () => {
    const tough = game([], [COSMIC_FLIGHT]).edit((d) => {
      d.cards[d.players.P1.identity] = { tough: 1 };
    });
    effect(tough, { op: 'damage', to: 'you', n: 3 });
    expect(tough.s.ask?.k).toBe('main');
    expect(dmgOf(tough, me(tough))).toBe(0);
    expect(tough.card(me(tough)).tough).toBeUndefined();

    const alter = game([], [COSMIC_FLIGHT], 'alter_ego');
    effect(alter, { op: 'damage', to: 'you', n: 3 });
    expect(alter.s.ask?.k).toBe('main');
    expect(dmgOf(alter, me(alter))).toBe(3);

    const none = game([COSMIC_FLIGHT]);
    effect(none, { op: 'damage', to: 'you', n: 3 });
    expect(none.s.ask?.k).toBe('main');
    expect(dmgOf(none, me(none))).toBe(3);
  });

  it('"X. Then Y": damage the window reduces counts as not fully taken (digest "Then")', () => {
    const g = game([], [COSMIC_FLIGHT]);
    const hand = g.s.zones['hand.P1'].length;
    effect(g, { op: 'then', first: [{ op: 'damage', to: 'you', n: 2 }], then: [{ op: 'draw', n: 1 }] });
    useFlight(g);
    expect(dmgOf(g, me(g))).toBe(0);
    expect(g.s.zones['hand.P1'].length).toBe(hand); // nothing drawn
    const taken = game([], [COSMIC_FLIGHT]);
    effect(taken, { op: 'then', first: [{ op: 'damage', to: 'you', n: 2 }], then: [{ op: 'draw', n: 1 }] });
    taken.do('P1', { type: 'pass' });
    expect(taken.s.zones['hand.P1'].length).toBe(hand + 1);
  });

  it('the identity gains the Aerial trait while it is in play (digest "Gains"): the Helmet gives +2 DEF', () => {
    const g = game([], [COSMIC_FLIGHT, '01016']);
    expect(traitsOf(g.s, me(g))).toContain('Aerial');
    expect(stat(g.s, me(g), 'def')).toBe((cards[MARVEL].def ?? 0) + 2);
  });
});

describe.skipIf(!dir)(
  '01018: spend X energy resources (X chosen) → X counters; discard it → 2 damage per counter',
  () => {
    it('X is chosen among what energy (and wild) resources can pay; other types cannot pay (§2.6 Cost "X", Resource types)', () => {
      const g = game(['01088', '01089', '01044'], [ENERGY_CHANNEL]);
      const ec = g.find(ENERGY_CHANNEL, 'play.P1');
      g.do('P1', { type: 'use', card: ec, ability: 0 });
      // 2 energy + 2 wild: X up to 4; the mental card adds nothing
      expect(g.s.ask?.k).toBe('option');
      expect(g.legal('P1').map((a) => (a.type === 'option' ? a.index : -1))).toEqual([0, 1, 2, 3]);
      g.do('P1', { type: 'option', index: 2 }); // X = 3
      const payable = g.legal('P1').flatMap((a) => (a.type === 'pay' ? [codeOf(a.card)] : []));
      expect(payable.sort()).toEqual(['01044', '01088']);
      expect(g.legal('P1').some((a) => a.type === 'cancelPay')).toBe(false);
      g.do('P1', { type: 'pay', card: g.find('01088', 'hand.P1') });
      expect(g.s.ask?.k).toBe('pay'); // 2 of 3
      g.do('P1', { type: 'pay', card: g.find('01044', 'hand.P1') });
      expect(g.card(ec).uses).toBe(3);
      expect(g.codes('hand.P1')).toEqual(['01089']);
      expect(logKeys(g)).toContain('mc.log.counters');
    });

    it('not usable with no energy or wild resource at hand', () => {
      const g = game(['01089', '01090'], [ENERGY_CHANNEL]);
      const ec = g.find(ENERGY_CHANNEL, 'play.P1');
      expect(g.legal('P1').some((a) => a.type === 'use' && a.card === ec && a.ability === 0)).toBe(false);
    });

    it('the hero attack: discard it → 2 damage per counter to an enemy, at most 10 (§2.5 Attack)', () => {
      const g = game([], [ENERGY_CHANNEL]).edit((d) => {
        d.cards[d.zones['play.P1'][0]] = { uses: 2 };
      });
      const ec = g.find(ENERGY_CHANNEL, 'play.P1');
      const before = dmgOf(g, villain(g));
      g.do('P1', { type: 'use', card: ec, ability: 1 });
      if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: villain(g) });
      g.until((x) => x.s.ask?.k === 'main');
      expect(dmgOf(g, villain(g)) - before).toBe(4);
      expect(g.codes('discard.P1')).toContain(ENERGY_CHANNEL);

      const max = game([], [ENERGY_CHANNEL]).edit((d) => {
        d.cards[d.zones['play.P1'][0]] = { uses: 7 };
      });
      const v = villain(max);
      max.do('P1', { type: 'use', card: max.find(ENERGY_CHANNEL, 'play.P1'), ability: 1 });
      if (max.s.ask?.k === 'target') max.do('P1', { type: 'choose', target: v });
      const dealt = max.events.flatMap((e) =>
        e.type === 'log' && e.key === 'mc.log.damage' && e.params?.card === codeOf(v) ? [e.params.n] : [],
      );
      expect(dealt).toEqual([10]);
    });

    it('stunned: the attack is replaced, and the discard cost is still paid (§2.13 Stunned, §2.6 Cost)', () => {
      const g = game([], [ENERGY_CHANNEL]).edit((d) => {
        d.cards[d.zones['play.P1'][0]] = { uses: 2 };
        d.cards[d.players.P1.identity] = { stunned: 1 };
      });
      g.do('P1', { type: 'use', card: g.find(ENERGY_CHANNEL, 'play.P1'), ability: 1 });
      expect(dmgOf(g, villain(g))).toBe(0);
      expect(g.card(me(g)).stunned).toBeUndefined();
      expect(g.codes('discard.P1')).toContain(ENERGY_CHANNEL);
    });

    it('Max 1 per player: a second copy cannot be played while one is in play (digest "Max")', () => {
      const g = game([ENERGY_CHANNEL], [ENERGY_CHANNEL]);
      expect(g.refused('P1', { type: 'play', card: g.find(ENERGY_CHANNEL, 'hand.P1') })).toBe('mc.limitReached');
    });
  },
);

describe.skipIf(!dir)('01017 with two players: one effect damaging each hero', () => {
  it('the identities\' "would take damage" windows open in player order, first player first (§1.3 player order, §2.7 Interrupt)', () => {
    const deck = { [filler]: 20, [COSMIC_FLIGHT]: 1 };
    const g = new Game({
      heroes: [
        { identity: MARVEL, deck },
        { identity: '01001a', deck },
      ],
      cards,
    })
      .skipMulligans()
      .edit((d) => {
        for (const seat of ['P1', 'P2']) {
          place(d, COSMIC_FLIGHT, `play.${seat}`, `deck.${seat}`);
          d.players[seat].form = 'hero';
        }
      });
    effect(g, { op: 'damage', to: 'eachHero', n: 2 });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'pass' });
    expect(dmgOf(g, g.s.players.P1.identity)).toBe(2); // P1's share is dealt before P2 is asked
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P2' });
    expect(dmgOf(g, g.s.players.P2.identity)).toBe(0);
    g.do('P2', { type: 'pass' });
    expect(dmgOf(g, g.s.players.P2.identity)).toBe(2);
  });
});
