// Real Core Set cards of the aspects and basic pools (01050–01093, real-cards/core-aspects.ts): each
// card played, revealed against or activated through the engine's actions, with the rule it names.
import { describe, expect, it } from 'vitest';
import { stat } from '../../../../../core/games/marvel-champions/engine/core';
import { cards, dir, dmgOf, filler, me, play, scenario, villain } from './real-cards-kit';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { Game, clearHand, place } from './helpers';

/** Puts a card (by code, from anywhere) on top of P1's deck. */
function onTop(g: Game, code: string): string {
  let id = '';
  g.edit((d) => {
    id = place(d, code, 'deck.P1');
    d.zones['deck.P1'] = [id, ...d.zones['deck.P1'].filter((x) => x !== id)];
  });
  return id;
}

/** An encounter card (our Null scenario's) engaged with P1, with `dmg` damage. */
function engage(g: Game, code = 'std-04', dmg = 0): string {
  let id = '';
  g.edit((d) => {
    id = place(d, code, 'engaged.P1');
    if (dmg) d.cards[id] = { dmg };
  });
  return id;
}

/** Puts an encounter card on top of the encounter deck and reveals it for P1 (§2.12 Reveal). */
function revealTop(g: Game, code: string): string {
  const id = g.find(code);
  g.edit((d) => {
    for (const z of Object.keys(d.zones)) d.zones[z] = d.zones[z].filter((x) => x !== id);
    d.zones.encDeck = [id, ...d.zones.encDeck];
    d.stack.push({ t: 'reveal', card: null, seat: 'P1' });
  }, true);
  return id;
}

/** Two players (our Stormwright and Bulwark in hero form) with a copy of `code` moved from P1's deck to `zone`. */
function twoPlayers(code: string, zone: string, more: (d: Draft) => void, rerun = false): Game {
  return new Game({ heroes: [{ identity: 'stw-h', deck: { [filler]: 20, [code]: 2 } }, { identity: 'bwk-h' }], cards })
    .skipMulligans()
    .edit((d) => {
      clearHand(d, 'P1');
      place(d, code, zone, 'deck.P1');
      d.players.P2.form = 'hero';
      more(d);
    }, rerun);
}

const mainScheme = (g: Game) => g.s.zones.main[0];
const setThreat = (g: Game, id: string, threat: number) =>
  g.edit((d) => void (d.cards[id] = { ...d.cards[id], threat }));
const setDmg = (g: Game, id: string, dmg: number) => g.edit((d) => void (d.cards[id] = { ...d.cards[id], dmg }));
const exhaustCard = (g: Game, id: string) => g.edit((d) => void (d.cards[id] = { ...d.cards[id], exhausted: true }));
const hpOf = (g: Game, id: string) => stat(g.s, id, 'hp')!;
const choose = (g: Game, target: string) => {
  if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target });
};
/** Ends P1's turn and answers until P1 is asked to defend (the villain attacks in hero form). */
const untilDefend = (g: Game) =>
  g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'defend' || x.s.ask?.k === 'window');

describe.skipIf(!dir)('real Core Set aspect and basic cards (01050–01093)', () => {
  describe('01050 ally: forced response after it attacks — discard your top card, by its printed resource', () => {
    const hulkAttack = (top: string) => {
      const g = scenario(['01050', filler, top]);
      const hulk = play(g, '01050');
      onTop(g, top);
      const v = villain(g);
      const before = dmgOf(g, v);
      g.do('P1', { type: 'ally', card: hulk, power: 'attack', target: v });
      return { g, hulk, v, before };
    };
    it('01050 ally: a physical card → 2 damage to an enemy (§2.7 Forced response)', () => {
      const { g, v, before } = hulkAttack('01090');
      choose(g, v);
      expect(dmgOf(g, v)).toBe(before + 3 + 2);
      expect(g.codes('discard.P1')).toContain('01090');
    });
    it('01050 ally: an energy card → 1 damage to each character, Hulk included (§2.4 Each)', () => {
      const { g, hulk, v, before } = hulkAttack('01088');
      expect(dmgOf(g, v)).toBe(before + 3 + 1);
      expect(dmgOf(g, me(g))).toBe(1);
      expect(dmgOf(g, hulk)).toBe(1 + 1); // consequential damage, then the energy effect
    });
    it('01050 ally: a mental card → Hulk is discarded (§2.3 Discard)', () => {
      const { g, hulk } = hulkAttack('01089');
      expect(g.s.zones['discard.P1']).toContain(hulk);
    });
    it('01050 ally: a wild card → all of the above (digest FAQ: all printed resources at once)', () => {
      const { g, hulk, v, before } = hulkAttack('01055');
      choose(g, v);
      expect(dmgOf(g, v)).toBe(before + 3 + 2 + 1);
      expect(g.s.zones['discard.P1']).toContain(hulk);
    });
  });

  it('01051 ally: after it attacks and defeats a minion, heal 1 from it — not after attacking the villain (§2.7 Response)', () => {
    const g = scenario(['01051', filler, filler]);
    const tigra = play(g, '01051');
    const m = engage(g, 'std-04', 2);
    g.do('P1', { type: 'ally', card: tigra, power: 'attack', target: m });
    expect(g.s.zones['engaged.P1'] ?? []).not.toContain(m); // defeated
    expect(dmgOf(g, tigra)).toBe(1); // consequential damage
    expect(g.s.ask?.k).toBe('window');
    g.do('P1', { type: 'use', card: tigra, ability: 0 });
    expect(dmgOf(g, tigra)).toBe(0);
    g.edit((d) => void (d.cards[tigra] = {}));
    g.do('P1', { type: 'ally', card: tigra, power: 'attack', target: villain(g) });
    expect(g.s.ask?.k).toBe('main'); // no window: nothing defeated
    expect(dmgOf(g, tigra)).toBe(1);
  });

  it('01052 event: after your hero attacks and defeats an enemy, remove 2 threat — not when it survives (§2.7 Triggering condition)', () => {
    const g = scenario(['01052', filler]);
    const main = mainScheme(g);
    setThreat(g, main, 5);
    const m = engage(g, 'std-04', 1);
    g.do('P1', { type: 'basic', power: 'attack', target: m });
    expect(g.s.ask?.k).toBe('window');
    play(g, '01052');
    choose(g, main);
    expect(g.card(main).threat).toBe(3);
    const h = scenario(['01052', filler]);
    h.do('P1', { type: 'basic', power: 'attack', target: villain(h) });
    expect(h.s.ask?.k).toBe('main');
    expect(h.refused('P1', { type: 'play', card: h.find('01052', 'hand.P1') })).toBe('mc.wrongTiming');
  });

  describe('01053 event: hero attack, 5 damage to a minion; overkill when paid with a physical resource', () => {
    it('01053 event: paid with physical → the excess goes to the villain (§2.9 Overkill)', () => {
      const g = scenario(['01053', '01090']);
      const m = engage(g, 'std-04');
      const v = villain(g);
      const before = dmgOf(g, v);
      const hp = hpOf(g, m);
      play(g, '01053', ['01090']);
      expect(g.s.zones['engaged.P1'] ?? []).not.toContain(m);
      expect(dmgOf(g, v)).toBe(before + 5 - hp);
    });
    it('01053 event: paid with energy → no overkill; refused without a minion (§2.7 Target)', () => {
      const g = scenario(['01053', filler]);
      expect(g.refused('P1', { type: 'play', card: g.find('01053', 'hand.P1') })).toBe('mc.noTarget');
      const m = engage(g, 'std-04');
      const v = villain(g);
      const before = dmgOf(g, v);
      play(g, '01053');
      expect(g.s.zones['engaged.P1'] ?? []).not.toContain(m);
      expect(dmgOf(g, v)).toBe(before);
    });
  });

  it.each([
    ['01055', '01057', 'aggression'],
    ['01062', '01065', 'justice'],
    ['01072', '01070', 'leadership'],
    ['01079', '01080', 'protection'],
  ] as const)(
    '%s resource: doubles its wild resource paying for a card of its aspect, not for another (§2.6 Generating resources)',
    (power, aspectCard, aspect) => {
      expect(cards[power]).toMatchObject({ res: ['wild'], double: aspect });
      expect(cards[aspectCard].aspect).toBe(aspect);
      const got = (g: Game) => {
        const t = g.s.stack[g.s.stack.length - 1];
        return t.t === 'pay' ? t.p.got : null;
      };
      const g = scenario([aspectCard, power, filler, filler]);
      g.do('P1', { type: 'play', card: g.find(aspectCard, 'hand.P1') });
      g.do('P1', { type: 'pay', card: g.find(power, 'hand.P1') });
      if (cards[aspectCard].cost! > 2) expect(got(g)).toEqual({ wild: 2 });
      else expect(g.s.ask?.k).not.toBe('pay'); // a 2-cost card paid by this one card
      const h = scenario(['01087', power, filler]); // basic, cost 2
      h.do('P1', { type: 'play', card: h.find('01087', 'hand.P1') });
      h.do('P1', { type: 'pay', card: h.find(power, 'hand.P1') });
      expect(got(h)).toEqual({ wild: 1 });
    },
  );

  describe("upgrades played under any player's control, max 1 per player, +1 to that hero", () => {
    it.each([
      ['01057', 'atk'],
      ['01065', 'thw'],
      ['01081', 'def'],
    ] as const)(
      '%s upgrade: your hero gets +1 %s; a second copy is refused (digest "Max 1 per player")',
      (code, st) => {
        expect(cards[code].maxIn).toEqual({ n: 1, per: 'player' });
        const g = scenario([code, code, filler, filler]);
        const base = stat(g.s, me(g), st)!;
        const id = play(g, code);
        expect(g.s.zones['play.P1']).toContain(id);
        expect(stat(g.s, me(g), st)).toBe(base + 1);
        expect(g.refused('P1', { type: 'play', card: g.find(code, 'hand.P1') })).toBe('mc.limitReached');
      },
    );
    it('01057 upgrade: the player who plays it chooses another player to control it (§2.3 Control)', () => {
      const g = twoPlayers('01057', 'hand.P1', (d) => {
        place(d, filler, 'hand.P1', 'deck.P1');
        d.players.P1.form = 'hero';
      });
      const p2 = g.s.players.P2.identity;
      const base = stat(g.s, p2, 'atk')!;
      const mine = stat(g.s, me(g), 'atk')!;
      const id = play(g, '01057');
      expect(g.s.ask).toMatchObject({ k: 'target', options: [me(g), p2] });
      g.do('P1', { type: 'choose', target: p2 });
      expect(g.s.zones['play.P2']).toContain(id);
      expect(stat(g.s, p2, 'atk')).toBe(base + 1);
      expect(stat(g.s, me(g), 'atk')).toBe(mine);
    });
  });

  it('01058 ally: after it thwarts, 1 damage to an enemy (§2.7 Response)', () => {
    const g = scenario(['01058', filler, filler]);
    const dd = play(g, '01058');
    const main = mainScheme(g);
    setThreat(g, main, 5);
    const v = villain(g);
    const before = dmgOf(g, v);
    g.do('P1', { type: 'ally', card: dd, power: 'thwart', target: main });
    expect(g.card(main).threat).toBe(3);
    expect(g.s.ask?.k).toBe('window');
    g.do('P1', { type: 'use', card: dd, ability: 0 });
    choose(g, v);
    expect(dmgOf(g, v)).toBe(before + 1);
  });

  it('01059 ally: +1 THW for each side scheme in play (§2.7 Constant ability)', () => {
    const g = scenario(['01059', filler, filler]);
    const jj = play(g, '01059');
    expect(stat(g.s, jj, 'thw')).toBe(1);
    g.edit((d) => {
      const a = place(d, 'nul-07', 'side');
      const b = place(d, 'chr-05', 'side');
      d.cards[a] = { threat: 2 };
      d.cards[b] = { threat: 2 };
    });
    expect(stat(g.s, jj, 'thw')).toBe(3);
  });

  it('01060 event: remove 3 threat, 4 when paid with a mental resource (§2.6 Resources; §2.5 Thwart)', () => {
    for (const [payWith, n] of [
      ['01089', 4],
      [filler, 3],
    ] as const) {
      const g = scenario(['01060', payWith]);
      const main = mainScheme(g);
      setThreat(g, main, 6);
      play(g, '01060', [payWith]);
      choose(g, main);
      expect(g.card(main).threat).toBe(6 - n);
    }
  });

  it('01061 event: threat that would be placed on a scheme is dealt to you as damage instead (digest "Replacement effects"; §2.11)', () => {
    const g = scenario(['01061', filler]);
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'window' || x.s.phase !== 'player');
    expect(g.s.ask?.k).toBe('window'); // villain phase step 1: threat would be placed on the main scheme
    const below = g.s.stack[g.s.stack.length - 2];
    expect(below.t).toBe('placeThreat');
    const n = below.t === 'placeThreat' ? below.n : 0;
    expect(n).toBeGreaterThan(0);
    const main = mainScheme(g);
    const before = g.card(main).threat ?? 0;
    const hp = dmgOf(g, me(g));
    play(g, '01061');
    expect(g.card(main).threat ?? 0).toBe(before);
    expect(dmgOf(g, me(g))).toBe(hp + n);
    // Incite goes through the same window, before the rest of the reveal (here: its Surge), logged once
    const k = scenario(['01061', filler]);
    const kMain = mainScheme(k);
    const kBefore = k.card(kMain).threat ?? 0;
    const inciter = revealTop(k, 'nul-09');
    expect(k.s.ask?.k).toBe('window');
    expect(k.s.stack[k.s.stack.length - 2]).toEqual({ t: 'placeThreat', card: kMain, n: 1 });
    k.do('P1', { type: 'pass' }).until((x) => x.s.ask?.k === 'main' || x.s.ask?.k === 'window');
    expect(k.card(kMain).threat ?? 0).toBeGreaterThanOrEqual(kBefore + 1);
    expect(k.s.zones.encDiscard).toContain(inciter);
    const keys = k.events.flatMap((e) => (e.type === 'log' ? [e] : []));
    // logged when revealed (before the window, inside the fixture's edit), not again when the reveal goes on
    expect(keys.filter((e) => e.key === 'mc.log.revealed' && e.params?.card === 'nul-09')).toHaveLength(0);
    expect(keys.some((e) => e.key === 'mc.log.surge')).toBe(true);
    const h = scenario(['01061', filler], 'alter_ego'); // a hero interrupt: not in alter-ego form
    h.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'window' || x.s.phase !== 'player');
    expect(h.s.ask?.k).not.toBe('window');
    expect(h.events.some((e) => e.type === 'log' && e.key === 'mc.log.threatPlaced')).toBe(true); // placed: nobody could replace it
  });

  it('01063 support: after you defeat a minion, exhaust → remove 1 threat; not when another player defeats it (§2.7 Response; "You/Your")', () => {
    const g = scenario(['01063', filler]);
    const room = play(g, '01063');
    const main = mainScheme(g);
    setThreat(g, main, 4);
    const m = engage(g, 'std-04', 2);
    g.do('P1', { type: 'basic', power: 'attack', target: m });
    expect(g.s.ask?.k).toBe('window');
    g.do('P1', { type: 'use', card: room, ability: 0 });
    choose(g, main);
    expect(g.card(main).threat).toBe(3);
    expect(g.card(room).exhausted).toBe(true);
    // two players: P2's hero defeats a minion engaged with P1 — P1's copy does not answer
    const h = twoPlayers('01063', 'play.P1', (d) => d.stack.push({ t: 'turn', seat: 'P2' }), true);
    const m2 = engage(h, 'std-04', 2);
    h.do('P2', { type: 'basic', power: 'attack', target: m2 });
    expect(h.s.zones['engaged.P1'] ?? []).not.toContain(m2);
    expect(h.s.ask).toMatchObject({ k: 'main', seat: 'P2' });
  });

  it('01066 ally: enters with 4 counters; after a minion enters play, spend one → 2 damage to it; stays when none are left (glossary "All-purpose counters")', () => {
    const g = scenario(['01066', filler, filler]);
    const hk = play(g, '01066');
    expect(g.card(hk).uses).toBe(4);
    g.edit((d) => void (d.cards[hk] = { ...d.cards[hk], uses: 1 }));
    const m = revealTop(g, 'std-04');
    expect(g.s.zones['engaged.P1']).toContain(m);
    expect(g.s.ask?.k).toBe('window');
    g.do('P1', { type: 'use', card: hk, ability: 1 });
    expect(dmgOf(g, m)).toBe(2);
    expect(g.card(hk).uses).toBe(0);
    expect(g.s.zones['play.P1']).toContain(hk);
    const m2 = revealTop(g, 'nul-02');
    expect(g.s.zones['engaged.P1']).toContain(m2);
    expect(g.s.ask?.k).toBe('main'); // no counter left: nobody is asked
  });

  it('01067 ally: after it enters play, each player draws 1 card (§2.7 Response; "Each player")', () => {
    const g = scenario(['01067', filler]);
    const id = play(g, '01067');
    expect(g.s.ask?.k).toBe('window');
    const hand = g.s.zones['hand.P1'].length;
    g.do('P1', { type: 'use', card: id, ability: 0 });
    expect(g.s.zones['hand.P1'].length).toBe(hand + 1);
  });

  it('01068 ally: spend an energy resource, once per round → +2 to the chosen power this phase (§2.6 Resource requirement; "Limit once per round")', () => {
    const g = scenario(['01068', filler, filler, filler, filler]);
    const vis = play(g, '01068');
    g.do('P1', { type: 'use', card: vis, ability: 0 });
    g.do('P1', { type: 'pay', card: g.find(filler, 'hand.P1') });
    expect(g.s.ask?.k).toBe('option');
    g.do('P1', { type: 'option', index: 1 });
    expect(stat(g.s, vis, 'atk')).toBe(4);
    expect(g.refused('P1', { type: 'use', card: vis, ability: 0 })).toBe('mc.limitReached');
    const h = scenario(['01068', filler, filler, '01089']);
    const v2 = play(h, '01068');
    expect(h.refused('P1', { type: 'use', card: v2, ability: 0 })).toBe('mc.cannotPay'); // mental only
  });

  it('01069 event: ready an ally; refused with no exhausted ally (§2.15 Ready; §2.7 Target)', () => {
    const g = scenario(['01069', '01076', filler, filler]);
    const cage = play(g, '01076');
    expect(g.refused('P1', { type: 'play', card: g.find('01069', 'hand.P1') })).toBe('mc.noTarget');
    exhaustCard(g, cage);
    play(g, '01069');
    expect(g.card(cage).exhausted).toBeUndefined();
  });

  it("01070 event: a chosen player's characters get +1 THW and +1 ATK until the end of the phase (§2.7 Lasting effects)", () => {
    const g = scenario(['01070', '01076', filler, filler, filler]);
    const cage = play(g, '01076');
    const atk = stat(g.s, me(g), 'atk')!;
    const thw = stat(g.s, me(g), 'thw')!;
    const villainAtk = stat(g.s, villain(g), 'atk');
    play(g, '01070');
    expect([stat(g.s, me(g), 'atk'), stat(g.s, me(g), 'thw')]).toEqual([atk + 1, thw + 1]);
    expect([stat(g.s, cage, 'atk'), stat(g.s, cage, 'thw')]).toEqual([3, 2]);
    expect(stat(g.s, villain(g), 'atk')).toBe(villainAtk); // only that player's characters
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.phase === 'villain');
    expect(stat(g.s, me(g), 'atk')).toBe(atk);
  });

  it('01071 event: pay the printed cost of an ally in a discard pile → it enters play under your control; refused when none can be paid for (§2.6 Cost; "Play / put into play")', () => {
    const g = scenario(['01071', '01076', filler, filler, filler]);
    expect(g.refused('P1', { type: 'play', card: g.find('01071', 'hand.P1') })).toBe('mc.noTarget');
    const cage = g.find('01076', 'hand.P1');
    g.edit((d) => place(d, '01076', 'discard.P1', 'hand.P1'));
    g.do('P1', { type: 'play', card: g.find('01071', 'hand.P1') }); // costs 0; then the ally's cost
    expect(g.s.ask).toMatchObject({ k: 'pay' });
    const t = g.s.stack[g.s.stack.length - 1];
    expect(t.t === 'pay' && t.p.need).toBe(4);
    for (const f of g.s.zones['hand.P1'].slice(0, 2)) g.do('P1', { type: 'pay', card: f });
    expect(g.s.zones['play.P1']).toContain(cage);
    expect(g.card(cage).tough).toBe(1); // it entered play (Toughness)
    const h = scenario(['01071', '01076', filler]);
    h.edit((d) => place(d, '01076', 'discard.P1', 'hand.P1'));
    expect(h.refused('P1', { type: 'play', card: h.find('01071', 'hand.P1') })).toBe('mc.noTarget'); // 2 resources, cost 4
  });

  it('01074 upgrade: attached to an ally, +1 THW and +1 ATK; max 1 per ally; refused without an ally (digest "Attach to"; "Max")', () => {
    const g = scenario(['01074', '01074', '01076', filler, filler, filler]);
    expect(g.refused('P1', { type: 'play', card: g.find('01074', 'hand.P1') })).toBe('mc.noTarget');
    const cage = play(g, '01076');
    const ins = play(g, '01074');
    expect(g.card(ins).on).toBe(cage);
    expect([stat(g.s, cage, 'atk'), stat(g.s, cage, 'thw')]).toEqual([3, 2]);
    expect(g.refused('P1', { type: 'play', card: g.find('01074', 'hand.P1') })).toBe('mc.noTarget');
  });

  it('01075 ally: when an encounter card is revealed, exhaust and spend a mental resource → cancel and discard it, then reveal another (digest "Cancel"; §2.12 Reveal)', () => {
    const g = scenario(['01075', filler, filler, filler, '01089']);
    const bw = play(g, '01075');
    const main = mainScheme(g);
    const before = g.card(main).threat ?? 0;
    const next = g.find('std-04');
    g.edit((d) => {
      for (const z of Object.keys(d.zones)) d.zones[z] = d.zones[z].filter((x) => x !== next);
      d.zones.encDeck = [next, ...d.zones.encDeck];
    });
    const tr = revealTop(g, 'nul-05');
    expect(g.s.ask?.k).toBe('window');
    expect(g.s.zones.reveal).toEqual([tr]);
    g.do('P1', { type: 'use', card: bw, ability: 0 });
    expect(g.s.ask?.k).toBe('pay');
    g.do('P1', { type: 'pay', card: g.find(filler, 'hand.P1') });
    expect(g.s.ask?.k).toBe('pay'); // 2 energy are not the mental resource it needs
    g.do('P1', { type: 'pay', card: g.find('01089', 'hand.P1') });
    expect(g.card(main).threat ?? 0).toBe(before); // the treachery's threat was never placed
    expect(g.s.zones.encDiscard).toContain(tr);
    expect(g.s.zones['engaged.P1']).toContain(next); // the next card was revealed instead
    expect(g.card(bw).exhausted).toBe(true);
  });

  it('01077 event: after your hero defends, damage equal to its ATK to the attacker (§2.8 Defend; §2.7 Response)', () => {
    const g = scenario(['01077', filler]);
    untilDefend(g);
    while (g.s.ask?.k === 'window') g.do('P1', { type: 'pass' });
    g.do('P1', { type: 'defend', card: me(g) });
    expect(g.s.ask?.k).toBe('window');
    const v = villain(g);
    const before = dmgOf(g, v);
    play(g, '01077');
    expect(dmgOf(g, v)).toBe(before + stat(g.s, me(g), 'atk')!);
  });

  it('01078 event: cancels a revealed treachery\'s When Revealed effects; the villain attacks you instead (digest "Cancel")', () => {
    const g = scenario(['01078', filler]);
    const main = mainScheme(g);
    const before = g.card(main).threat ?? 0;
    const tr = onTop(g, 'nul-05');
    g.edit((d) => {
      d.zones['deck.P1'] = d.zones['deck.P1'].filter((x) => x !== tr);
      d.zones.encDeck = [tr, ...d.zones.encDeck.filter((x) => x !== tr)];
      d.stack.push({ t: 'reveal', card: null, seat: 'P1' });
    }, true);
    expect(g.s.ask?.k).toBe('window');
    play(g, '01078');
    g.until((x) => x.s.ask?.k === 'defend');
    expect(g.s.ask?.k).toBe('defend'); // the villain's attack against you
    g.do('P1', { type: 'defend', card: null }).until((x) => x.s.ask?.k === 'main' || x.s.phase === 'villain');
    expect(g.card(main).threat ?? 0).toBe(before);
    expect(g.s.zones.encDiscard).toContain(tr);
  });

  it('01082 upgrade: after your hero defends, discard it → ready your hero (§2.8 Defend; §2.15 Ready)', () => {
    const g = scenario(['01082', filler]);
    const ind = play(g, '01082');
    untilDefend(g);
    while (g.s.ask?.k === 'window') g.do('P1', { type: 'pass' });
    g.do('P1', { type: 'defend', card: me(g) });
    expect(g.card(me(g)).exhausted).toBe(true);
    g.do('P1', { type: 'use', card: ind, ability: 0 });
    expect(g.card(me(g)).exhausted).toBeUndefined();
    expect(g.s.zones['discard.P1']).toContain(ind);
  });

  it('01083 ally: after it enters play, stun an enemy (§2.13 Stunned)', () => {
    const g = scenario(['01083', filler, filler]);
    const id = play(g, '01083');
    g.do('P1', { type: 'use', card: id, ability: 0 });
    choose(g, villain(g));
    expect(g.card(villain(g)).stunned).toBe(1);
  });

  it('01084 ally: forced on entering play, choose one (draw 3 here); discarded at the end of the round (§2.7 Forced; Delayed effects)', () => {
    const g = scenario(['01084', filler, filler]);
    const hand = g.s.zones['hand.P1'].length;
    const nick = play(g, '01084');
    expect(g.s.ask?.k).toBe('option');
    g.do('P1', { type: 'option', index: 1 });
    expect(g.s.zones['hand.P1'].length).toBe(hand - 3 + 3); // the card and its 2 payers left, 3 drawn
    expect(g.s.zones['play.P1']).toContain(nick);
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2);
    expect(g.s.zones['discard.P1']).toContain(nick);
  });

  it('01085 event: when the villain schemes, it places 1 threat less (§2.8 Enemy scheme procedure; §2.7 Interrupt)', () => {
    const g = scenario(['01085', filler], 'alter_ego');
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'window' || x.s.round > 1);
    expect(g.s.ask?.k).toBe('window');
    const main = mainScheme(g);
    const before = g.card(main).threat ?? 0;
    const boost = g.events
      .filter((e) => e.type === 'log' && e.key === 'mc.log.boostFlipped')
      .reduce((n, e) => n + Number((e as { params?: { n?: number } }).params?.n ?? 0), 0);
    play(g, '01085');
    expect(g.card(main).threat).toBe(before + stat(g.s, villain(g), 'sch')! + boost - 1);
  });

  it('01086 event: heal 2 damage from any character, an enemy included (§2.9 Heal; glossary "Character")', () => {
    const g = scenario(['01086', filler]);
    const v = villain(g);
    setDmg(g, v, 5);
    play(g, '01086');
    expect(dmgOf(g, v)).toBe(3);
  });

  it('01091 support: exhaust → a chosen player draws 1; max 1 per player (§2.7 Draw; "Max 1 per player")', () => {
    const g = scenario(['01091', '01091', filler, filler, filler]);
    const id = play(g, '01091');
    const hand = g.s.zones['hand.P1'].length;
    g.do('P1', { type: 'use', card: id, ability: 0 });
    expect(g.s.zones['hand.P1'].length).toBe(hand + 1);
    expect(g.card(id).exhausted).toBe(true);
    expect(g.refused('P1', { type: 'play', card: g.find('01091', 'hand.P1') })).toBe('mc.limitReached');
  });

  it('01092 support: exhaust → the next card the chosen player plays this phase costs 1 less; given back if that payment is cancelled; gone at the end of the phase (§2.6 Cost; §2.7 Lasting effects)', () => {
    const g = scenario(['01092', '01087', '01087', filler, filler, filler, filler]);
    const heli = play(g, '01092');
    g.do('P1', { type: 'use', card: heli, ability: 0 });
    expect(g.s.discount).toEqual({ P1: 1 });
    const [a, b] = g.s.zones['hand.P1'].filter((x) => x.includes(':01087:'));
    g.do('P1', { type: 'play', card: a });
    expect(g.s.discount).toBeUndefined();
    g.do('P1', { type: 'cancelPay' });
    expect(g.s.discount).toEqual({ P1: 1 });
    g.do('P1', { type: 'play', card: a });
    g.do('P1', { type: 'pay', card: g.find(filler, 'hand.P1') });
    choose(g, villain(g));
    expect(g.s.zones['discard.P1']).toContain(a); // cost 2 paid with one 2-energy card (1 needed)
    g.do('P1', { type: 'play', card: b });
    expect(g.s.ask?.k).toBe('pay'); // the reduction was for one card only
    g.do('P1', { type: 'cancelPay' });
    const h = scenario(['01092', filler, filler]);
    h.do('P1', { type: 'use', card: play(h, '01092'), ability: 0 });
    expect(h.s.discount).toEqual({ P1: 1 });
    h.do('P1', { type: 'endTurn' }).until((x) => x.s.phase === 'villain');
    expect(h.s.discount).toBeUndefined();
    expect(h.refused('P1', { type: 'use', card: h.find('01092'), ability: 0 })).toBe('mc.notNow');
  });

  it('01093 upgrade: hero action, spend a physical resource and discard it → ready your hero (§2.6 Resource requirement)', () => {
    const g = scenario(['01093', '01090', filler]);
    const ten = play(g, '01093');
    exhaustCard(g, me(g));
    g.do('P1', { type: 'use', card: ten, ability: 0 });
    g.do('P1', { type: 'pay', card: g.find('01090', 'hand.P1') });
    expect(g.card(me(g)).exhausted).toBeUndefined();
    expect(g.s.zones['discard.P1']).toContain(ten);
    const h = scenario(['01093', filler, filler]);
    const t2 = play(h, '01093');
    expect(h.refused('P1', { type: 'use', card: t2, ability: 0 })).toBe('mc.cannotPay');
  });
});
