import { describe, expect, it } from 'vitest';
import { clearHand, Game, place, redefine } from './helpers';

/** One Stormwright with a chosen deck, past the mulligan, on P1's turn. */
function solo(
  deck: Record<string, number> = {
    'stw-1': 3,
    'stw-5': 1,
    'bas-01': 3,
    'bas-02': 3,
    'bas-03': 3,
    'jus-03': 1,
    'bas-05': 3,
    'stw-3': 1,
  },
): Game {
  return new Game({ heroes: [{ identity: 'stw-h', deck }] }).skipMulligans();
}

describe('Marvel Champions player phase (§1.4, §1.5, §2.5, §2.6, §2.13)', () => {
  it('§1.4 change form: once per round on your turn; a second flip is refused (mc.alreadyFlipped)', () => {
    const g = solo();
    g.do('P1', { type: 'flip' });
    expect(g.s.players.P1.form).toBe('hero');
    expect(g.refused('P1', { type: 'flip' })).toBe('mc.alreadyFlipped');
  });

  it('§2.5 basic attack: exhausts the hero and deals ATK damage; a second attack is refused (mc.exhausted)', () => {
    const g = solo().do('P1', { type: 'flip' });
    const v = g.find('nul-v1');
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    expect(g.card(v).dmg).toBe(2);
    expect(g.card(g.s.players.P1.identity).exhausted).toBe(true);
    expect(g.refused('P1', { type: 'basic', power: 'attack', target: v })).toBe('mc.exhausted');
  });

  it('§2.5 basic thwart removes THW threat; alter-ego form cannot attack (mc.needHeroForm)', () => {
    const g = solo();
    const main = g.find('nul-m1');
    g.edit((d) => (d.cards[main] = { threat: 5 }));
    expect(g.refused('P1', { type: 'basic', power: 'thwart', target: main })).toBe('mc.needHeroForm');
    g.do('P1', { type: 'flip' }).do('P1', { type: 'basic', power: 'thwart', target: main });
    expect(g.card(main).threat).toBe(3);
  });

  it('§2.5 recover heals REC in alter-ego form; nothing to heal is refused (mc.nothingToHeal)', () => {
    const g = solo();
    expect(g.refused('P1', { type: 'basic', power: 'recover' })).toBe('mc.nothingToHeal');
    const me = g.s.players.P1.identity;
    g.edit((d) => (d.cards[me] = { dmg: 6 }));
    g.do('P1', { type: 'basic', power: 'recover' });
    expect(g.card(me).dmg).toBe(2);
  });

  it('§2.6 paying a cost: discard hand cards for their printed resources, then the event resolves', () => {
    const g = solo().do('P1', { type: 'flip' });
    let burst = '';
    let energy = '';
    g.edit((d) => {
      clearHand(d, 'P1');
      burst = place(d, 'stw-1', 'hand.P1');
      energy = place(d, 'bas-01', 'hand.P1');
    });
    const v = g.find('nul-v1');
    g.do('P1', { type: 'play', card: burst });
    expect(g.s.ask?.k).toBe('pay');
    g.do('P1', { type: 'pay', card: energy });
    expect(g.card(v).dmg).toBe(4);
    expect(g.s.zones['discard.P1']).toEqual(expect.arrayContaining([burst, energy]));
    expect(g.s.zones['hand.P1']).toEqual([]);
  });

  it('§2.6 a card that cannot be paid for is refused (mc.cannotPay); cancelling a payment returns the card', () => {
    const g = solo().do('P1', { type: 'flip' });
    let burst = '';
    let other = '';
    g.edit((d) => {
      clearHand(d, 'P1');
      burst = place(d, 'stw-1', 'hand.P1');
    });
    expect(g.refused('P1', { type: 'play', card: burst })).toBe('mc.cannotPay');
    g.edit((d) => {
      other = place(d, 'bas-02', 'hand.P1');
      place(d, 'bas-03', 'hand.P1');
    });
    g.do('P1', { type: 'play', card: burst }).do('P1', { type: 'cancelPay' });
    expect(g.s.zones['hand.P1']).toContain(burst);
    expect(g.s.zones['hand.P1']).toContain(other);
    expect(g.s.ask?.k).toBe('main');
  });

  it('§2.6 resource abilities: Weather Station pays only for Storm cards', () => {
    const g = solo().do('P1', { type: 'flip' });
    let burst = '';
    let station = '';
    let ally = '';
    g.edit((d) => {
      clearHand(d, 'P1');
      station = place(d, 'stw-3', 'play.P1');
      burst = place(d, 'stw-1', 'hand.P1');
      ally = place(d, 'bas-05', 'hand.P1');
      place(d, 'bas-02', 'hand.P1');
    });
    g.do('P1', { type: 'play', card: burst });
    expect(g.legal('P1')).toContainEqual({ type: 'pay', card: station });
    g.do('P1', { type: 'cancelPay' }).do('P1', { type: 'play', card: ally });
    expect(g.legal('P1')).not.toContainEqual({ type: 'pay', card: station });
  });

  it('§2.13 ally limit 3: a fourth ally makes you discard one at once', () => {
    const g = solo({ 'bas-05': 6, 'bas-01': 10 });
    g.edit((d) => {
      clearHand(d, 'P1');
      for (let i = 0; i < 3; i++) place(d, 'bas-05', 'play.P1');
      place(d, 'bas-05', 'hand.P1');
      place(d, 'bas-01', 'hand.P1');
    });
    const cop = g.s.zones['hand.P1'][0];
    g.do('P1', { type: 'play', card: cop }).do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
    expect(g.s.ask).toEqual({ k: 'overLimit', seat: 'P1', what: 'ally' });
    g.do('P1', { type: 'discard', card: cop });
    expect(g.s.zones['play.P1']).toHaveLength(3);
    expect(g.s.ask?.k).toBe('main');
  });

  it('§2.13 Restricted: a third Restricted card makes you discard down to two', () => {
    const g = new Game({
      heroes: [{ identity: 'bwk-h', deck: { 'pro-02': 3, 'bwk-1': 1, 'bas-03': 10 } }],
    }).skipMulligans();
    g.edit((d) => {
      clearHand(d, 'P1');
      place(d, 'pro-02', 'play.P1');
      place(d, 'bwk-1', 'play.P1');
      place(d, 'pro-02', 'hand.P1');
      place(d, 'bas-03', 'hand.P1');
    });
    const stance = g.s.zones['hand.P1'][0];
    g.do('P1', { type: 'play', card: stance }).do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
    expect(g.s.ask).toEqual({ k: 'overLimit', seat: 'P1', what: 'restricted' });
  });

  it('§2.13 Unique: a unique card already in play cannot be played again (mc.unique)', () => {
    const g = new Game({
      heroes: [
        { identity: 'stw-h', deck: { 'jus-03': 1, 'bas-02': 10 } },
        { identity: 'bwk-h', deck: { 'jus-03': 1, 'bas-02': 10 } },
      ],
    }).skipMulligans();
    let mine = '';
    g.edit((d) => {
      place(d, 'jus-03', 'play.P2');
      clearHand(d, 'P1');
      mine = place(d, 'jus-03', 'hand.P1');
      place(d, 'bas-02', 'hand.P1');
      place(d, 'bas-02', 'hand.P1');
    });
    expect(g.refused('P1', { type: 'play', card: mine })).toBe('mc.unique');
  });

  it('issue 12 §4, §2.13 Unique: an ally named like a hero coexists when its subtitle differs from the alter-ego', () => {
    // Officer Dana Shore (jus-03) renamed, in this game only, to share the hero's name.
    const playAlly = (sub: string | undefined) => {
      const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'jus-03': 1, 'bas-02': 10 } }] }).skipMulligans();
      let ally = '';
      g.edit((d) => {
        redefine(d, 'jus-03', { name: 'Stormwright', sub });
        clearHand(d, 'P1');
        ally = place(d, 'jus-03', 'hand.P1');
        for (let i = 0; i < 3; i++) place(d, 'bas-02', 'hand.P1');
      });
      return g.send('P1', { type: 'play', card: ally });
    };
    expect(playAlly('Storm Chaser').ok).toBe(true); // another person with the same hero name
    expect(playAlly('Ada Kell')).toMatchObject({ ok: false, rejection: { params: { reason: 'mc.unique' } } });
    expect(playAlly(undefined)).toMatchObject({ ok: false, rejection: { params: { reason: 'mc.unique' } } });
  });

  it('issue 12 §4: a card resolved by hand still pays its cost and respects §2.13 Unique', () => {
    const game = (hand: number) => {
      const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'jus-03': 2, 'bas-02': 10 } }] }).skipMulligans();
      let card = '';
      g.edit((d) => {
        redefine(d, 'jus-03', { manual: true });
        clearHand(d, 'P1');
        card = place(d, 'jus-03', 'hand.P1');
        for (let i = 0; i < hand; i++) place(d, 'bas-02', 'hand.P1');
      });
      return { g, card };
    };
    const poor = game(1); // Officer Dana Shore costs 3
    expect(poor.g.refused('P1', { type: 'play', card: poor.card })).toBe('mc.cannotPay');
    const rich = game(3);
    rich.g.edit((d) => void place(d, 'jus-03', 'play.P1', 'deck.P1'));
    expect(rich.g.refused('P1', { type: 'play', card: rich.card })).toBe('mc.unique');
    const ok = game(3);
    ok.g.do('P1', { type: 'play', card: ok.card });
    expect(ok.g.s.ask?.k).toBe('pay');
  });

  it('issue 12 §3, digest "Then": the part after "then" is attempted only when the part before resolved fully', () => {
    // Eye of the Storm (stw-6), in this game only: "discard 2 cards at random, then draw 3".
    const play = (others: number) => {
      const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'stw-6': 1, 'bas-01': 20 } }] }).skipMulligans();
      let card = '';
      g.edit((d) => {
        redefine(d, 'stw-6', {
          play: [{ op: 'then', first: [{ op: 'discardRandom', n: 2 }], then: [{ op: 'draw', n: 3 }] }],
        });
        clearHand(d, 'P1');
        card = place(d, 'stw-6', 'hand.P1');
        for (let i = 0; i < 1 + others; i++) place(d, 'bas-01', 'hand.P1');
      });
      g.do('P1', { type: 'play', card });
      while (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
      return g.s.zones['hand.P1'].length;
    };
    expect(play(2)).toBe(3); // both discarded, then 3 drawn
    expect(play(1)).toBe(0); // only 1 of 2 discarded: no draw
  });

  it('issue 12 §3, digest "Max": "Max 1 per round" counts plays by name for everyone and comes back next round', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'stw-6': 3, 'bas-01': 20 } }] }).skipMulligans();
    g.edit((d) => {
      redefine(d, 'stw-6', { play: [{ op: 'draw', n: 1 }], max: { n: 1, per: 'round' } });
      clearHand(d, 'P1');
      for (let i = 0; i < 2; i++) place(d, 'stw-6', 'hand.P1');
      for (let i = 0; i < 4; i++) place(d, 'bas-01', 'hand.P1');
    });
    const copies = () => g.s.zones['hand.P1'].filter((id) => id.includes(':stw-6:'));
    const [first, second] = copies();
    g.do('P1', { type: 'play', card: first });
    while (g.s.ask?.k === 'pay')
      g.do('P1', { type: 'pay', card: g.s.zones['hand.P1'].find((id) => id.includes(':bas-01:'))! });
    expect(g.refused('P1', { type: 'play', card: second })).toBe('mc.limitReached');
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.s.result).toBeNull();
    expect(g.legal('P1')).toContainEqual({ type: 'play', card: second });
  });

  it('§2.13 Team-Up: Thunder and Steel needs both Stormwright and Bulwark in play (mc.teamUp)', () => {
    const g = new Game({
      heroes: [{ identity: 'stw-h', deck: { 'bas-07': 1, 'bas-01': 10 } }, { identity: 'bwk-h' }],
    }).skipMulligans();
    let tu = '';
    g.edit((d) => {
      clearHand(d, 'P1');
      tu = place(d, 'bas-07', 'hand.P1');
      place(d, 'bas-01', 'hand.P1');
    });
    g.do('P1', { type: 'flip' });
    expect(g.refused('P1', { type: 'play', card: tu })).toBe('mc.teamUp'); // Bulwark is Tomas Reyes now
    g.edit((d) => (d.players.P2.form = 'hero'));
    expect(g.legal('P1')).toContainEqual({ type: 'play', card: tu });
  });

  it('§1.5 end of the player phase: discard down to hand size, draw up, ready everything', () => {
    const g = solo({ 'bas-01': 20, 'bas-02': 20 });
    g.do('P1', { type: 'flip' });
    const me = g.s.players.P1.identity;
    g.edit((d) => {
      d.cards[me] = { exhausted: true };
      for (let i = 0; i < 3; i++) d.zones['hand.P1'].push(d.zones['deck.P1'].shift()!);
    });
    g.do('P1', { type: 'endTurn' });
    expect(g.s.ask).toEqual({ k: 'discard', seat: 'P1' });
    expect(g.refused('P1', { type: 'done' })).toBe('mc.overHandSize'); // 9 cards, hero hand size 5
    for (let i = 0; i < 4; i++) g.do('P1', { type: 'discard', card: g.s.zones['hand.P1'][0] });
    g.do('P1', { type: 'done' });
    expect(g.card(me).exhausted).toBeUndefined();
    expect(g.s.zones['hand.P1']).toHaveLength(5);
  });

  it('§2.12 empty player deck: the discard is shuffled in and the player is dealt an encounter card', () => {
    const g = solo({ 'bas-01': 8 });
    g.edit((d) => {
      d.zones['discard.P1'] = [...d.zones['deck.P1'].slice(1), d.zones['hand.P1'].pop()!];
      d.zones['deck.P1'] = d.zones['deck.P1'].slice(0, 1);
    });
    g.do('P1', { type: 'endTurn' }).do('P1', { type: 'done' });
    const keys = g.events.filter((e) => e.type === 'log').map((e) => (e as { key: string }).key);
    expect(keys).toContain('mc.log.playerDeckReshuffled');
    // one card for the empty deck, one in villain step 3
    expect(keys.filter((k) => k === 'mc.log.dealt')).toHaveLength(2);
    expect(g.s.zones['deck.P1']).toHaveLength(2);
  });

  it('§2.13 Uses: a support with Uses is discarded after its last counter', () => {
    const g = solo({ 'bas-04': 1, 'bas-01': 10 });
    let kit = '';
    const me = g.s.players.P1.identity;
    g.edit((d) => {
      kit = place(d, 'bas-04', 'play.P1');
      d.cards[kit] = { uses: 1 };
      d.cards[me] = { dmg: 3 };
    });
    g.do('P1', { type: 'use', card: kit, ability: 0 });
    expect(g.card(me).dmg).toBe(1);
    expect(g.s.zones['discard.P1']).toContain(kit);
  });

  it('§2.5 ally attack: exhausts the ally, then consequential damage', () => {
    const g = solo({ 'agg-03': 1, 'bas-01': 10 });
    let brawler = '';
    g.edit((d) => (brawler = place(d, 'agg-03', 'play.P1')));
    const v = g.find('nul-v1');
    g.do('P1', { type: 'ally', card: brawler, power: 'attack', target: v });
    expect(g.card(v).dmg).toBe(2);
    expect(g.card(brawler)).toEqual({ exhausted: true, dmg: 1 });
  });
});
