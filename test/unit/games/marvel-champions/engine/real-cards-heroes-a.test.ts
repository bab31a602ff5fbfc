// Real Core Set cards of the Spider-Man, Captain Marvel and She-Hulk hero sets (01001a–01028), each played
// through the engine with its identity (real-cards/core-heroes-a.ts). Cards are named by code only.
import { describe, expect, it } from 'vitest';
import { codeOf, defByCode, stat } from '../../../../../core/games/marvel-champions/engine/core';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, Game, place, redefine } from './helpers';
import { cards, dir, dmgOf, filler, me, play, scenario, villain } from './real-cards-kit';

const SPIDER = '01001a';
const MARVEL = '01010a';
const SHE_HULK = '01019a';

/** Only side schemes stay in the encounter deck: what is dealt or boosted afterwards changes nothing checked. */
function quietEncounter(d: Draft): void {
  const keep = d.zones.encDeck.filter((id) => defByCode(d, codeOf(id)).type === 'side_scheme');
  d.zones.removed = [...(d.zones.removed ?? []), ...d.zones.encDeck.filter((id) => !keep.includes(id))];
  d.zones.encDeck = keep;
}

const threatOn = (g: Game, id: string) => g.card(id).threat ?? 0;
const main = (g: Game) => g.s.zones.main[0];
const hand = (g: Game) => g.s.zones['hand.P1'];
/** A solo game with `identity` in `form`, exactly `hand` in hand, and `deck` cards (besides fillers) in the deck. */
function game(
  identity: string,
  form: 'hero' | 'alter_ego',
  hand: readonly string[],
  deck: readonly string[] = [],
): Game {
  const list: Record<string, number> = { [filler]: 20 };
  for (const c of [...hand, ...deck]) list[c] = (list[c] ?? 0) + 1;
  const g = new Game({ heroes: [{ identity, deck: list }], cards }).skipMulligans();
  return g.edit((d) => {
    clearHand(d, 'P1');
    for (const c of hand) place(d, c, 'hand.P1', 'deck.P1');
    d.players.P1.form = form;
  });
}
/** Puts a card from the deck straight into play (a scenario fixture), its Uses counters set. */
function inPlay(d: Draft, code: string, uses?: number): string {
  const id = place(d, code, 'play.P1', 'deck.P1');
  if (uses !== undefined) d.cards[id] = { uses };
  return id;
}
/** The top of the player deck, in this order. */
function deckTop(d: Draft, codes: string[]): void {
  const top = codes.map((c) => {
    const id = d.zones['deck.P1'].find((x) => codeOf(x) === c)!;
    d.zones['deck.P1'].splice(d.zones['deck.P1'].indexOf(id), 1);
    return id;
  });
  d.zones['deck.P1'].unshift(...top);
}
/** Ends the turn; with an empty hand the villain phase starts at once (nothing to discard). */
function endTurn(g: Game): Game {
  g.do('P1', { type: 'endTurn' });
  while (g.s.ask?.k === 'discard') g.do('P1', { type: 'done' });
  return g;
}

describe.skipIf(!dir)('real Core Set cards: Spider-Man, Captain Marvel, She-Hulk (01001a–01028)', () => {
  it('01001a hero: draws 1 when the villain attacks you, not when a minion does (§2.7 Interrupt)', () => {
    const g = scenario([], 'hero', SPIDER).edit(quietEncounter);
    endTurn(g);
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    const before = hand(g).length;
    g.do('P1', { type: 'use', card: me(g), ability: 0 });
    expect(hand(g).length).toBe(before + 1);

    const m = scenario([], 'hero', SPIDER).edit((d) => {
      quietEncounter(d);
      place(d, 'std-04', 'engaged.P1');
      d.cards[d.zones.villain.find((id) => codeOf(id) === 'nul-v1')!] = { stunned: 1 };
    });
    endTurn(m);
    expect(m.s.ask?.k).toBe('defend'); // the minion attacks: no window was offered
    expect(m.legal('P1').some((a) => a.type === 'use')).toBe(false);
  });

  it('01001b alter-ego: a mental resource once per round, without exhausting the identity (§2.6 Resource abilities)', () => {
    const g = scenario(['01026', '01026', filler], 'alter_ego', SPIDER);
    g.do('P1', { type: 'play', card: hand(g)[0] });
    expect(g.legal('P1')).toContainEqual({ type: 'pay', card: me(g) });
    g.do('P1', { type: 'pay', card: me(g) });
    expect(g.codes('play.P1')).toContain('01026');
    expect(g.card(me(g)).exhausted).toBeFalsy();
    g.do('P1', { type: 'play', card: g.find('01026', 'hand.P1') });
    expect(g.s.ask?.k).toBe('pay');
    expect(g.legal('P1')).not.toContainEqual({ type: 'pay', card: me(g) }); // once per round
    expect(g.refused('P1', { type: 'pay', card: me(g) })).toBe('mc.noResources');
  });

  it('01002 ally: after it is played, the top 2 deck cards are discarded and the mental one goes to hand (§2.7 Forced Response)', () => {
    const g = game(SPIDER, 'hero', ['01002', filler], ['01004']).edit((d) => deckTop(d, ['01004', filler]));
    play(g, '01002');
    expect(g.codes('play.P1')).toContain('01002');
    expect(g.codes('hand.P1')).toEqual(['01004']);
    expect(g.codes('discard.P1')[0]).toBe(filler); // the energy card stays discarded
    // put into play without being played (campaign set-up): nothing is discarded
    const put = new Game({
      heroes: [{ identity: SPIDER, deck: { [filler]: 20 }, campaign: { inPlay: ['01002'] } }],
      cards,
    }).skipMulligans();
    expect(put.codes('play.P1')).toContain('01002');
    expect(put.s.zones['discard.P1'] ?? []).toEqual([]);
  });

  it('01003 event: in the "attacks you" window, prevents all the attack damage to you (§2.9 Prevent, defense)', () => {
    const g = scenario(['01003'], 'hero', SPIDER).edit(quietEncounter);
    expect(g.refused('P1', { type: 'play', card: hand(g)[0] })).toBe('mc.wrongTiming'); // not on your turn
    endTurn(g);
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'play', card: g.find('01003', 'hand.P1') });
    g.until((x) => x.s.ask?.k === 'main' || x.s.phase !== 'villain');
    expect(g.events.some((e) => e.type === 'log' && e.key === 'mc.log.enemyAttacks')).toBe(true);
    expect(dmgOf(g, me(g))).toBe(0);
  });

  describe('01004 event: cancels a revealed treachery (§2.7 Cancel)', () => {
    const revealGagOrder = (form: 'hero' | 'alter_ego') =>
      scenario(['01004', filler], form, SPIDER).edit((d) => {
        const id = place(d, 'nul-05', 'dealt.P1');
        d.stack.push({ t: 'reveal', card: id, seat: 'P1' });
      }, true);

    it('01004 event: its When Revealed threat is not placed in hero form (§2.7 Cancel)', () => {
      const g = revealGagOrder('hero');
      const before = threatOn(g, main(g));
      expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
      play(g, '01004');
      expect(threatOn(g, main(g))).toBe(before);
      expect(g.codes('encDiscard')).toContain('nul-05');
    });

    it('01004 event: a hero interrupt, not offered in alter-ego form (§2.4 Form)', () => {
      const g = revealGagOrder('alter_ego');
      expect(g.s.ask?.k).toBe('main');
      expect(g.codes('encDiscard')).toContain('nul-05');
    });
  });

  it('01007 upgrade: attaches to a minion; when it is defeated, 3 threat leave a scheme (§2.12 Attach to, Forced Interrupt)', () => {
    const none = scenario(['01007', filler], 'hero', SPIDER);
    expect(none.refused('P1', { type: 'play', card: none.find('01007', 'hand.P1') })).toBe('mc.noTarget');
    let minion = '';
    const g = scenario(['01007', filler], 'hero', SPIDER).edit((d) => {
      minion = place(d, 'std-04', 'engaged.P1');
      d.cards[d.zones.main[0]] = { ...d.cards[d.zones.main[0]], threat: 6 };
    });
    const tracer = play(g, '01007');
    expect(g.card(tracer).on).toBe(minion);
    g.edit((d) => (d.cards[minion] = { ...d.cards[minion], dmg: (stat(d, minion, 'hp') ?? 1) - 1 }));
    g.do('P1', { type: 'basic', power: 'attack', target: minion });
    g.until((x) => x.s.ask?.k === 'main');
    expect(g.s.zones['engaged.P1'] ?? []).not.toContain(minion);
    expect(g.s.zones['discard.P1']).toContain(tracer);
    expect(threatOn(g, main(g))).toBe(3);
  });

  it('01008 upgrade: a wild resource in hero form, exhausting it and spending a counter; gone after the last (§2.13 Uses)', () => {
    let ws = '';
    const g = game(SPIDER, 'hero', ['01026', '01026'], ['01008']).edit((d) => (ws = inPlay(d, '01008', 2)));
    g.do('P1', { type: 'play', card: hand(g)[0] }).do('P1', { type: 'pay', card: ws });
    expect(g.card(ws)).toMatchObject({ exhausted: true, uses: 1 });
    g.edit((d) => (d.cards[ws].exhausted = false));
    g.do('P1', { type: 'play', card: hand(g)[0] }).do('P1', { type: 'pay', card: ws });
    expect(g.s.zones['discard.P1']).toContain(ws);
    const ae = game(SPIDER, 'alter_ego', ['01026'], ['01008']).edit((d) => (ws = inPlay(d, '01008', 3)));
    ae.do('P1', { type: 'play', card: hand(ae)[0] });
    expect(ae.legal('P1')).not.toContainEqual({ type: 'pay', card: ws }); // hero resource only
  });

  it('01009 upgrade: on an enemy, its next attack is replaced: discarded, then the enemy is stunned (§2.7 Replacement, Then)', () => {
    const ae = scenario(['01009', filler, filler], 'alter_ego', SPIDER);
    expect(ae.refused('P1', { type: 'play', card: ae.find('01009', 'hand.P1') })).toBe('mc.needHeroForm');
    const g = scenario(['01009', '01009', filler, filler, filler, filler], 'hero', SPIDER).edit(quietEncounter);
    const web = play(g, '01009');
    const v = villain(g);
    expect(g.card(web).on).toBe(v);
    // max 1 per enemy: the second copy has no enemy left to attach to
    expect(g.refused('P1', { type: 'play', card: g.find('01009', 'hand.P1') })).toBe('mc.noTarget');
    g.edit((d) => {
      d.zones['deck.P1'].push(...d.zones['hand.P1']);
      d.zones['hand.P1'] = [];
    });
    endTurn(g);
    expect(g.s.zones['discard.P1']).toContain(web);
    expect(g.card(v).stunned).toBe(1);
    expect(dmgOf(g, me(g))).toBe(0);
    expect(g.events.some((e) => e.type === 'log' && e.key === 'mc.log.enemyAttacks')).toBe(false);
  });

  describe('01010a hero: spend an energy resource and heal 1 → draw 1, once per round (§2.6 Cost)', () => {
    it('01010a hero: heals 1, draws 1, then refused for the round (§2.6 Max / Limit)', () => {
      const g = scenario([filler], 'hero', MARVEL).edit((d) => (d.cards[d.players.P1.identity] = { dmg: 2 }));
      g.do('P1', { type: 'use', card: me(g), ability: 0 }).do('P1', { type: 'pay', card: hand(g)[0] });
      expect(dmgOf(g, me(g))).toBe(1);
      expect(hand(g)).toHaveLength(1);
      expect(g.refused('P1', { type: 'use', card: me(g), ability: 0 })).toBe('mc.limitReached');
    });

    it('01010a hero: refused with no damage to heal, or with no energy resource to spend (§2.6 Cost)', () => {
      const healthy = scenario([filler], 'hero', MARVEL);
      expect(healthy.refused('P1', { type: 'use', card: me(healthy), ability: 0 })).toBe('mc.nothingToHeal');
      const mental = scenario(['01089'], 'hero', MARVEL).edit((d) => (d.cards[d.players.P1.identity] = { dmg: 2 }));
      expect(mental.refused('P1', { type: 'use', card: me(mental), ability: 0 })).toBe('mc.cannotPay');
    });
  });

  it('01010b alter-ego: a player draws 1, once per round, apart from the hero face limit (§2.7 Max / Limit)', () => {
    const g = scenario([filler], 'hero', MARVEL).edit((d) => (d.cards[d.players.P1.identity] = { dmg: 2 }));
    g.do('P1', { type: 'use', card: me(g), ability: 0 }).do('P1', { type: 'pay', card: hand(g)[0] });
    g.do('P1', { type: 'flip' });
    const before = hand(g).length;
    g.do('P1', { type: 'use', card: me(g), ability: 0 });
    expect(hand(g).length).toBe(before + 1);
    expect(g.refused('P1', { type: 'use', card: me(g), ability: 0 })).toBe('mc.limitReached');
  });

  it('01011 ally: after it enters play, its response confuses the villain (§2.7 Response)', () => {
    const g = scenario(['01011', filler, filler], 'hero', MARVEL);
    const sw = play(g, '01011');
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'use', card: sw, ability: 0 });
    expect(g.card(villain(g)).confused).toBe(1);
  });

  it('01011 ally: put into play at set-up (campaign), its response is not offered (§2.7 no ability during setup)', () => {
    const g = new Game({
      heroes: [{ identity: MARVEL, deck: { [filler]: 20 }, campaign: { inPlay: ['01011'] } }],
      cards,
    }).skipMulligans();
    expect(g.codes('play.P1')).toContain('01011');
    expect(g.s.ask?.k).toBe('main');
    expect(g.card(villain(g)).confused).toBeFalsy();
  });

  describe('01012 event: 2 threat from a scheme, then with Aerial 2 from another (§2.7 Then, Traits)', () => {
    const setUp = (mainThreat: number, aerial: boolean) => {
      let side = '';
      const g = scenario(['01012', filler], 'hero', MARVEL).edit((d) => {
        d.cards[d.zones.main[0]] = { ...d.cards[d.zones.main[0]], threat: mainThreat };
        side = place(d, 'nul-07', 'side');
        d.cards[side] = { threat: 3 };
        if (aerial) redefine(d, MARVEL, { traits: [...(cards[MARVEL].traits ?? []), 'Aerial'] });
      });
      play(g, '01012');
      g.do('P1', { type: 'choose', target: main(g) });
      return { g, side };
    };

    it('01012 event: without the Aerial trait only the chosen scheme loses threat (§2.7 Traits)', () => {
      const { g, side } = setUp(5, false);
      expect(threatOn(g, main(g))).toBe(3);
      expect(threatOn(g, side)).toBe(3);
    });

    it('01012 event: with the Aerial trait a different scheme loses 2 more (§2.7 Then)', () => {
      const { g, side } = setUp(5, true);
      expect(threatOn(g, main(g))).toBe(3);
      expect(threatOn(g, side)).toBe(1);
    });

    it('01012 event: the first part not resolved fully (1 threat) stops the rest (§2.7 Then)', () => {
      const { g, side } = setUp(1, true);
      expect(threatOn(g, main(g))).toBe(0);
      expect(threatOn(g, side)).toBe(3);
    });
  });

  it('01013 event: 5 damage; draws 1 only when paid with an energy resource (§2.6 Resource types)', () => {
    const energy = scenario(['01013', '01014'], 'hero', MARVEL);
    const v = villain(energy);
    play(energy, '01013', ['01014']);
    expect(dmgOf(energy, v)).toBe(5);
    expect(hand(energy)).toHaveLength(1);
    const other = scenario(['01013', '01089', '01090'], 'hero', MARVEL);
    play(other, '01013', ['01089', '01090']);
    expect(dmgOf(other, villain(other))).toBe(5);
    expect(hand(other)).toHaveLength(0);
  });

  it('01015 support: exhaust and discard a hand card → draw 1, or 2 as the 01010b face (§2.6 Cost)', () => {
    let afs = '';
    const g = game(MARVEL, 'hero', ['01089'], ['01015']).edit((d) => (afs = inPlay(d, '01015')));
    g.do('P1', { type: 'use', card: afs, ability: 0 });
    expect(g.codes('discard.P1')).toContain('01089');
    expect(hand(g)).toHaveLength(1);
    expect(g.card(afs).exhausted).toBe(true);
    const ae = game(MARVEL, 'alter_ego', ['01089'], ['01015']).edit((d) => (afs = inPlay(d, '01015')));
    ae.do('P1', { type: 'use', card: afs, ability: 0 });
    expect(hand(ae)).toHaveLength(2);
    const empty = game(MARVEL, 'hero', [], ['01015']).edit((d) => (afs = inPlay(d, '01015')));
    expect(empty.refused('P1', { type: 'use', card: afs, ability: 0 })).toBe('mc.noTarget');
  });

  it('01016 upgrade: +1 DEF, +2 while the identity has the Aerial trait (§2.7 Gets, Traits)', () => {
    const g = game(MARVEL, 'hero', [], ['01016']).edit((d) => inPlay(d, '01016'));
    expect(stat(g.s, me(g), 'def')).toBe((cards[MARVEL].def ?? 0) + 1);
    g.edit((d) => redefine(d, MARVEL, { traits: [...(cards[MARVEL].traits ?? []), 'Aerial'] }));
    expect(stat(g.s, me(g), 'def')).toBe((cards[MARVEL].def ?? 0) + 2);
  });

  it('01019a hero: after changing to this form, 2 damage to an enemy; not after changing away (§2.4 Form, Response)', () => {
    const g = scenario([], 'alter_ego', SHE_HULK);
    g.do('P1', { type: 'flip' });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'use', card: me(g), ability: 0 });
    expect(dmgOf(g, villain(g))).toBe(2);
    const back = scenario([], 'hero', SHE_HULK);
    back.do('P1', { type: 'flip' });
    expect(back.s.ask?.k).toBe('main');
  });

  it('01019b alter-ego: when threat would be placed, prevents 1 of it, once per round (§2.9 Prevent threat, Interrupt)', () => {
    // a revealed treachery places 1 threat, then 1 more in alter-ego form: two placements, two chances
    const reveal = () =>
      scenario([], 'alter_ego', SHE_HULK).edit((d) => {
        const id = place(d, 'nul-05', 'dealt.P1');
        d.stack.push({ t: 'reveal', card: id, seat: 'P1' });
      }, true);
    const g = reveal();
    const before = threatOn(g, main(g));
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'use', card: me(g), ability: 0 });
    expect(g.s.ask?.k).toBe('main'); // the second placement offers nothing: used this round
    expect(threatOn(g, main(g))).toBe(before + 1);
    const passed = reveal();
    passed.do('P1', { type: 'pass' });
    expect(passed.s.ask).toEqual({ k: 'window', seat: 'P1' });
    passed.do('P1', { type: 'pass' });
    expect(threatOn(passed, main(passed))).toBe(before + 2);
  });

  it('01020 ally: its action returns it to your hand, forgetting its damage (§2.3 Leaves play)', () => {
    let hc = '';
    const g = game(SHE_HULK, 'hero', [], ['01020']).edit((d) => {
      hc = inPlay(d, '01020');
      d.cards[hc] = { dmg: 2 };
    });
    g.do('P1', { type: 'use', card: hc, ability: 0 });
    expect(hand(g)).toEqual([hc]);
    expect(g.s.cards[hc]).toBeUndefined();
  });

  it('01021 event: damage equal to the damage on your hero, at most 15 (§2.7 Non-numeric variables)', () => {
    const g = scenario(['01021', filler, filler], 'hero', SHE_HULK).edit(
      (d) => (d.cards[d.players.P1.identity] = { dmg: 6 }),
    );
    play(g, '01021');
    expect(dmgOf(g, villain(g))).toBe(6);
    const big = scenario(['01021', filler, filler], 'hero', SHE_HULK).edit((d) => {
      redefine(d, SHE_HULK, { hp: 40 });
      d.cards[d.players.P1.identity] = { dmg: 20 };
      redefine(d, 'nul-v1', { hp: 60 });
    });
    play(big, '01021');
    expect(dmgOf(big, villain(big))).toBe(15);
  });

  describe('01023 event: discard 1 to 5 chosen hand cards → that much threat off a scheme (§2.6 Cost "up to", §2.7 Choose)', () => {
    const legal = (hand: string[], threat: number) =>
      game(SHE_HULK, 'alter_ego', ['01023', ...hand]).edit((d) => {
        d.cards[d.zones.main[0]] = { ...d.cards[d.zones.main[0]], threat };
      });

    it('01023 event: 3 of 4 hand cards discarded remove 3 threat; only counts up to the hand are offered (§2.7 Choose)', () => {
      const g = legal(['01089', '01089', '01090', '01090'], 6);
      play(g, '01023');
      expect(g.s.ask?.k).toBe('option');
      expect(g.legal('P1')).toEqual([0, 1, 2, 3].map((index) => ({ type: 'option', index })));
      g.do('P1', { type: 'option', index: 2 });
      for (let k = 0; k < 3; k++) g.do('P1', { type: 'choose', target: hand(g)[0] });
      expect(hand(g)).toHaveLength(1);
      expect(g.codes('discard.P1')).toEqual(expect.arrayContaining(['01023', '01089', '01089', '01090']));
      expect(threatOn(g, main(g))).toBe(3);
    });

    it('01023 event: refused with no other card in hand, with no threat to remove, or in hero form (§2.6 Cost, §2.7 Target)', () => {
      const alone = legal([], 6);
      expect(alone.refused('P1', { type: 'play', card: alone.find('01023', 'hand.P1') })).toBe('mc.noTarget');
      const calm = legal([filler], 0);
      expect(calm.refused('P1', { type: 'play', card: calm.find('01023', 'hand.P1') })).toBe('mc.noTarget');
      const hero = legal([filler], 6).edit((d) => (d.players.P1.form = 'hero'));
      expect(hero.refused('P1', { type: 'play', card: hero.find('01023', 'hand.P1') })).toBe('mc.needAlterEgoForm');
    });
  });

  it('01024 event: after your basic attack, readies your hero; not after an attack event (§2.7 Response)', () => {
    const g = scenario(['01024', filler], 'hero', SHE_HULK);
    g.do('P1', { type: 'basic', power: 'attack', target: villain(g) });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    play(g, '01024');
    expect(g.card(me(g)).exhausted).toBeFalsy();
    const ev = scenario(['01024', '01005', filler, filler], 'hero', SHE_HULK);
    play(ev, '01005');
    expect(ev.s.ask?.k).toBe('main'); // no window: the attack was not a basic attack
  });

  it('01025 event: change form, then draw up to the new face printed hand size (§2.4 Form, Then)', () => {
    const g = scenario(['01025', filler, filler], 'hero', SHE_HULK);
    play(g, '01025');
    expect(g.s.players.P1.form).toBe('alter_ego');
    expect(g.s.players.P1.flipped).toBe(false); // not the voluntary change
    expect(hand(g)).toHaveLength(cards['01019b'].hand!);
  });

  it('01026 support: alter-ego, exhaust and a mental resource → 2 threat off a scheme (§2.6 Resource requirement)', () => {
    let sld = '';
    const g = game(SHE_HULK, 'alter_ego', ['01089'], ['01026']).edit((d) => {
      sld = inPlay(d, '01026');
      d.cards[d.zones.main[0]] = { ...d.cards[d.zones.main[0]], threat: 5 };
    });
    g.do('P1', { type: 'use', card: sld, ability: 0 }).do('P1', { type: 'pay', card: hand(g)[0] });
    expect(threatOn(g, main(g))).toBe(3);
    expect(g.card(sld).exhausted).toBe(true);
    const energy = game(SHE_HULK, 'alter_ego', [filler], ['01026']).edit((d) => {
      sld = inPlay(d, '01026');
      d.cards[d.zones.main[0]] = { ...d.cards[d.zones.main[0]], threat: 5 };
    });
    expect(energy.refused('P1', { type: 'use', card: sld, ability: 0 })).toBe('mc.cannotPay');
    const hero = game(SHE_HULK, 'hero', ['01089'], ['01026']).edit((d) => (sld = inPlay(d, '01026')));
    expect(hero.refused('P1', { type: 'use', card: sld, ability: 0 })).toBe('mc.needAlterEgoForm');
  });

  it('01027 upgrade: exhaust and take 1 damage → draw 1; damage prevented by tough leaves the cost unpaid (§2.9 Prevent)', () => {
    let fr = '';
    const g = game(SHE_HULK, 'hero', [], ['01027']).edit((d) => (fr = inPlay(d, '01027')));
    g.do('P1', { type: 'use', card: fr, ability: 0 });
    expect(dmgOf(g, me(g))).toBe(1);
    expect(hand(g)).toHaveLength(1);
    const tough = game(SHE_HULK, 'hero', [], ['01027']).edit((d) => {
      fr = inPlay(d, '01027');
      d.cards[d.players.P1.identity] = { tough: 1 };
    });
    tough.do('P1', { type: 'use', card: fr, ability: 0 });
    expect(tough.card(me(tough)).tough).toBeFalsy();
    expect(dmgOf(tough, me(tough))).toBe(0);
    expect(hand(tough)).toHaveLength(0);
  });

  it('01028 upgrade: +2 ATK; after your hero attacks it is discarded and the attacked enemy stunned (§2.7 Forced Response)', () => {
    let ss = '';
    const g = game(SHE_HULK, 'hero', [], ['01028']).edit((d) => (ss = inPlay(d, '01028')));
    expect(stat(g.s, me(g), 'atk')).toBe((cards[SHE_HULK].atk ?? 0) + 2);
    const v = villain(g);
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    expect(dmgOf(g, v)).toBe((cards[SHE_HULK].atk ?? 0) + 2);
    expect(g.s.zones['discard.P1']).toContain(ss);
    expect(g.card(v).stunned).toBe(1);
    // an attack event names its target for the response too
    const e = game(SHE_HULK, 'hero', ['01005', filler, filler], ['01028']).edit((d) => (ss = inPlay(d, '01028')));
    play(e, '01005');
    expect(e.card(villain(e)).stunned).toBe(1);
  });
});
