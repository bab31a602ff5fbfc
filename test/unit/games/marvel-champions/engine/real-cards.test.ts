// Real (imported MarvelCDB) Core Set cards that the engine runs (engine/real-cards.ts): one scenario
// per scripted code, driven through the kernel with the card data adapted from the reference data.
import { describe, expect, it } from 'vitest';
import { automationReport } from '../../../../../core/games/marvel-champions/engine/adapter';
import { allyLimit, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { REAL_CARDS, REAL_CARD_COUNT } from '../../../../../core/games/marvel-champions/engine/real-cards';
import type { CardDef } from '../../../../../core/games/marvel-champions/engine/types';
import { Game } from './helpers';
import { cards, core, dir, dmgOf, enemies, filler, me, play, scenario, villain } from './real-cards-kit';

describe.skipIf(!dir)('real Core Set cards run by the engine (§5.1, §2.6)', () => {
  it('every scripted code is a Core Set card of the reference data, adapted as automated (not "resolve by hand")', () => {
    const codes = new Set(core.map((c) => c.code));
    const missing = Object.keys(REAL_CARDS).filter((c) => !codes.has(c));
    expect(missing).toEqual([]);
    const report = automationReport(cards);
    expect(report.automated.sort()).toEqual(Object.keys(REAL_CARDS).sort());
    expect(report.automated).toHaveLength(REAL_CARD_COUNT);
    expect(report.manual).toEqual([]); // issue 12 §2: every Core Set record is scripted, none left by hand
    for (const code of Object.keys(REAL_CARDS)) expect((cards[code] as CardDef).manual).toBe(false);
  });

  describe('resource cards pay with their printed icons (§2.6 Resources)', () => {
    it.each([
      ['01088', 'energy'],
      ['01089', 'mental'],
      ['01090', 'physical'],
      ['01044', 'wild'],
    ] as const)('%s alone pays a 2-cost event (2 %s resources)', (code, res) => {
      expect(cards[code].res).toEqual([res, res]);
      const g = scenario(['01087', code]);
      const v = villain(g);
      const before = dmgOf(g, v);
      const ev = play(g, '01087', [code]);
      expect(g.s.ask?.k).toBe('main');
      expect(g.codes('discard.P1')).toEqual(expect.arrayContaining(['01087', code]));
      expect(g.codes('hand.P1')).toEqual([]);
      expect(g.s.zones['discard.P1']).toContain(ev);
      expect(dmgOf(g, v)).toBe(before + 3);
    });

    it('01014 alone pays a 3-cost event (3 energy resources)', () => {
      expect(cards['01014'].res).toEqual(['energy', 'energy', 'energy']);
      const g = scenario(['01054', '01014']);
      const v = villain(g);
      const before = dmgOf(g, v);
      play(g, '01054', ['01014']);
      expect(g.codes('hand.P1')).toEqual([]);
      expect(dmgOf(g, v)).toBe(before + 5);
    });
  });

  describe('attack events deal their damage to an enemy (§2.5 Attack)', () => {
    it.each([
      ['01005', 8],
      ['01054', 5],
      ['01087', 3],
    ] as const)('%s deals %i damage to the villain in hero form and is discarded', (code, n) => {
      const g = scenario([code, filler, filler]);
      const v = villain(g);
      const before = dmgOf(g, v);
      const id = play(g, code);
      if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: v });
      expect(dmgOf(g, v)).toBe(before + n);
      expect(g.s.zones['discard.P1']).toContain(id);
    });

    it('01005 is a hero action: refused in alter-ego form (§1.4 Hero Action)', () => {
      const g = scenario(['01005', filler, filler], 'alter_ego');
      expect(g.refused('P1', { type: 'play', card: g.find('01005', 'hand.P1') })).toBe('mc.needHeroForm');
    });
  });

  it('01022 deals 1 damage to each enemy (§2.4 Each)', () => {
    const g = scenario(['01022', filler]);
    const before = enemies(g).map((e) => dmgOf(g, e));
    play(g, '01022');
    expect(enemies(g).map((e) => dmgOf(g, e))).toEqual(before.map((n) => n + 1));
  });

  it('01076 ally enters play with a tough status (Toughness, §2.13)', () => {
    const g = scenario(['01076', filler, filler]);
    const id = play(g, '01076');
    expect(g.s.zones['play.P1']).toContain(id);
    expect(g.card(id).tough).toBe(1);
    expect(g.def(id)).toMatchObject({ hp: 5, atk: 2, thw: 1, manual: false });
  });

  it('01006 support: alter-ego action, exhaust → heal 4 from your identity (§1.4)', () => {
    const g = scenario(['01006', filler], 'alter_ego');
    const id = play(g, '01006');
    g.edit((d) => void (d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], dmg: 6 }));
    g.do('P1', { type: 'use', card: id, ability: 0 });
    expect(dmgOf(g, me(g))).toBe(2);
    expect(g.card(id).exhausted).toBe(true);
    expect(g.refused('P1', { type: 'use', card: id, ability: 0 })).toBe('mc.exhausted');
  });

  it('01045 support: alter-ego action, exhaust → draw 2 cards; not in hero form (§1.4)', () => {
    const g = scenario(['01045', filler, filler], 'alter_ego');
    const id = play(g, '01045');
    const hand = g.s.zones['hand.P1'].length;
    g.do('P1', { type: 'use', card: id, ability: 0 });
    expect(g.s.zones['hand.P1'].length).toBe(hand + 2);
    const h = scenario(['01045', filler, filler], 'hero');
    const id2 = play(h, '01045');
    expect(h.refused('P1', { type: 'use', card: id2, ability: 0 })).toBe('mc.needAlterEgoForm');
  });

  it('01056 support: Uses 3; exhaust and spend a counter → 2 damage to an enemy (§2.13 Uses)', () => {
    const g = scenario(['01056', filler, filler]);
    const id = play(g, '01056');
    expect(g.card(id).uses).toBe(3);
    const v = villain(g);
    const before = dmgOf(g, v);
    g.do('P1', { type: 'use', card: id, ability: 0 });
    if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: v });
    expect(dmgOf(g, v)).toBe(before + 2);
    expect(g.card(id)).toMatchObject({ uses: 2, exhausted: true });
  });

  it('01064 support: Uses 3; exhaust and spend a counter → remove 1 threat from a scheme (§2.11)', () => {
    const g = scenario(['01064', filler]);
    const id = play(g, '01064');
    expect(g.card(id).uses).toBe(3);
    const main = g.s.zones.main[0];
    g.edit((d) => void (d.cards[main] = { ...d.cards[main], threat: 5 }));
    g.do('P1', { type: 'use', card: id, ability: 0 });
    if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: main });
    expect(g.card(main).threat).toBe(4);
    expect(g.card(id)).toMatchObject({ uses: 2, exhausted: true });
  });

  it('01080 support: Uses 3; exhaust and spend a counter → heal 2 from a friendly character (§2.13 Uses)', () => {
    const g = scenario(['01080', filler, filler]);
    const id = play(g, '01080');
    g.edit((d) => void (d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], dmg: 3 }));
    g.do('P1', { type: 'use', card: id, ability: 0 });
    if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: me(g) });
    expect(dmgOf(g, me(g))).toBe(1);
    expect(g.card(id)).toMatchObject({ uses: 2, exhausted: true });
  });

  it('01073 support: your ally limit is 4 while it is in play (§2.6 Ally limit)', () => {
    const g = scenario(['01073', filler]);
    expect(allyLimit(g.s, 'P1')).toBe(3);
    play(g, '01073');
    expect(allyLimit(g.s, 'P1')).toBe(4);
  });

  it('01035 upgrade: hero action, exhaust → ready your hero (§1.4)', () => {
    const g = scenario(['01035', filler]);
    const id = play(g, '01035');
    g.edit((d) => void (d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], exhausted: true }));
    g.do('P1', { type: 'use', card: id, ability: 0 });
    expect(g.card(me(g)).exhausted).toBeFalsy();
    expect(g.card(id).exhausted).toBe(true);
  });

  it('01036 upgrade: your identity gets +6 hit points while it is in play (§2.7 Modifiers)', () => {
    const g = scenario(['01036', filler, filler]);
    const hp = stat(g.s, me(g), 'hp')!;
    play(g, '01036');
    expect(stat(g.s, me(g), 'hp')).toBe(hp + 6);
  });

  it('01040a hero: Retaliate 1 from the data, the attacking villain takes 1 damage (§2.13 Retaliate)', () => {
    expect(cards['01040a'].kw).toEqual({ retaliate: 1 });
    const g = new Game({ heroes: [{ identity: '01040a', deck: { [filler]: 40 } }], cards }).skipMulligans();
    g.edit((d) => void (d.players.P1.form = 'hero'));
    const v = villain(g);
    expect(dmgOf(g, v)).toBe(0);
    g.do('P1', { type: 'endTurn' });
    g.until((x) => x.events.some((e) => e.type === 'log' && e.key === 'mc.log.enemyAttacks'));
    g.until((x) => dmgOf(x, v) > 0 || x.s.phase !== 'villain');
    expect(dmgOf(g, v)).toBe(1);
  });
});
