import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { clearHand, Game, logKeys, place } from './helpers';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';

/** One hero in hero form on their turn, with a scenario edit. */
/** Nemesis cards are set aside at setup: a test may take them from there. */
function hero(
  identity: string,
  deck: Record<string, number>,
  edit: (d: Draft) => void = () => {},
  extra: object = {},
): Game {
  const g = new Game({ heroes: [{ identity, deck }], ...extra }).skipMulligans();
  g.edit((d) => {
    clearHand(d, 'P1');
    d.players.P1.form = 'hero';
    d.players.P1.flipped = true;
    edit(d);
  });
  return g;
}

const BASIC = { 'bas-01': 8, 'bas-02': 8, 'bas-03': 8 };

describe('Marvel Champions keywords and statuses (§2.9–§2.13)', () => {
  it('§2.12 Guard: while a Guard minion is engaged, the villain cannot be attacked (mc.guard)', () => {
    const g = hero('stw-h', BASIC, (d) => place(d, 'nul-01', 'engaged.P1'));
    const v = g.find('nul-v1');
    expect(g.refused('P1', { type: 'basic', power: 'attack', target: v })).toBe('mc.guard');
    g.do('P1', { type: 'basic', power: 'attack', target: g.find('nul-01', 'engaged.P1') });
  });

  it('issue 12 §4, §2.12 Guard: an attack on each enemy leaves out a villain without Guard while a Guard minion is engaged', () => {
    const volley = (minion: string) => {
      let card = '';
      const g = hero('qlf-h', { 'qlf-2': 1, ...BASIC }, (d) => {
        place(d, minion, 'engaged.P1');
        card = place(d, 'qlf-2', 'hand.P1');
        place(d, 'bas-02', 'hand.P1');
        place(d, 'bas-02', 'hand.P1');
      });
      g.do('P1', { type: 'play', card });
      while (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
      return { g, villain: g.find('nul-v1'), engaged: g.find(minion, 'engaged.P1') };
    };
    const guarded = volley('nul-01'); // Guard
    expect(guarded.g.card(guarded.engaged).dmg).toBe(1);
    expect(guarded.g.card(guarded.villain).dmg).toBeUndefined();
    const open = volley('nul-02'); // no Guard
    expect(open.g.card(open.villain).dmg).toBe(1);
  });

  it('§2.11 Patrol: while a Patrol minion is engaged, the main scheme cannot be thwarted', () => {
    const g = hero('stw-h', BASIC, (d) => {
      place(d, 'nul-02', 'engaged.P1');
      d.cards[d.zones.main[0]] = { threat: 3 };
    });
    expect(g.refused('P1', { type: 'basic', power: 'thwart', target: g.find('nul-m1') })).toBe('mc.crisisOrPatrol');
  });

  it('§2.12 Quickstrike: a minion engaging a hero-form player attacks at once', () => {
    const g = hero('stw-h', BASIC, (d) => {
      const m = place(d, 'chr-02', 'dealt.P1');
      void m;
    });
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(logKeys(g).filter((k) => k === 'mc.log.enemyAttacks').length).toBeGreaterThanOrEqual(2); // villain + quickstrike
  });

  it('§2.9 Retaliate: attacking a Retaliate enemy deals X damage back; a Ranged ally ignores it', () => {
    const g = hero('stw-h', { 'agg-03': 1, ...BASIC }, (d) => {
      place(d, 'chr-03', 'engaged.P1');
      place(d, 'agg-03', 'play.P1');
    });
    const lt = g.find('chr-03');
    g.do('P1', { type: 'basic', power: 'attack', target: lt });
    expect(g.card(g.s.players.P1.identity).dmg).toBe(1);
    const brawler = g.find('agg-03', 'play.P1');
    g.do('P1', { type: 'ally', card: brawler, power: 'attack', target: lt });
    expect(g.card(brawler).dmg).toBe(1); // only consequential damage, no retaliation
  });

  it('§2.13 Tough prevents all the damage of one instance; §2.9 Piercing discards it first', () => {
    const g = hero('qlf-h', { 'qlf-1': 2, ...BASIC }, (d) => {
      const v = d.zones.villain[0];
      d.cards[v] = { tough: 1 };
      place(d, 'qlf-1', 'hand.P1');
      place(d, 'bas-03', 'hand.P1');
      place(d, 'bas-03', 'hand.P1');
    });
    const v = g.find('nul-v1');
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    expect(g.card(v)).toEqual({}); // tough used, no damage
    g.edit((d) => (d.cards[v] = { tough: 1 }));
    const shot = g.find('qlf-1', 'hand.P1');
    g.do('P1', { type: 'play', card: shot }).do('P1', { type: 'pay', card: g.s.zones['hand.P1'][0] });
    expect(g.card(v)).toEqual({ dmg: 4 });
  });

  it('§2.9 Overkill: excess damage on a minion goes to the villain', () => {
    const g = hero('stw-h', { 'agg-01': 1, ...BASIC }, (d) => {
      place(d, 'std-04', 'engaged.P1');
      place(d, 'agg-01', 'hand.P1');
      place(d, 'bas-03', 'hand.P1');
    });
    const m = g.find('std-04', 'engaged.P1');
    g.do('P1', { type: 'play', card: g.find('agg-01') }).do('P1', { type: 'pay', card: g.find('bas-03', 'hand.P1') });
    if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: m });
    expect(g.codes('victory')).toContain('std-04'); // Victory 1 (§2.14)
    expect(g.card(g.find('nul-v1')).dmg).toBe(2); // 5 − 3 HP
  });

  it('§2.13 Toughness: a minion entering play gets a tough status card', () => {
    const g = hero('stw-h', BASIC, (d) => place(d, 'chr-01', 'dealt.P1'));
    g.do('P1', { type: 'endTurn' }).until((x) => x.codes('engaged.P1').includes('chr-01'));
    expect(g.card(g.find('chr-01', 'engaged.P1')).tough).toBe(1);
  });

  it('§2.13 Stunned: the next attack is replaced (the stun is discarded, no damage)', () => {
    const g = hero('stw-h', BASIC, (d) => (d.cards[d.players.P1.identity] = { stunned: 1 }));
    expect(g.legal('P1')).toContainEqual({ type: 'basic', power: 'attack' });
    g.do('P1', { type: 'basic', power: 'attack' });
    expect(g.card(g.s.players.P1.identity)).toEqual({ exhausted: true });
    expect(g.card(g.find('nul-v1')).dmg).toBeUndefined();
  });

  it('§2.13 Confused enemies do not scheme; Steady needs two stuns and loses both', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: BASIC }] }).skipMulligans();
    const v = g.find('nul-v1');
    const main = g.find('nul-m1');
    g.edit((d) => (d.cards[v] = { confused: 1 }));
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2);
    expect(logKeys(g)).toContain('mc.log.confuseReplaced');
    expect(g.card(v).confused).toBeUndefined();
    void main;
    const b = hero('bwk-h', BASIC, (d) => (d.cards[d.players.P1.identity] = { stunned: 1 }));
    // Bulwark is Steady: one stun card does not stun him
    const bv = b.find('nul-v1');
    b.do('P1', { type: 'basic', power: 'attack', target: bv });
    expect(b.card(bv).dmg).toBe(2);
  });

  it('§2.13 Stalwart: a Stalwart character cannot be stunned (Shield Bash on an imported Stalwart minion)', () => {
    const g = hero(
      'bwk-h',
      { 'bwk-3': 1, ...BASIC },
      (d) => {
        place(d, 'x-golem', 'engaged.P1');
        place(d, 'nul-01', 'engaged.P1');
        place(d, 'bwk-3', 'hand.P1');
        place(d, 'bas-03', 'hand.P1');
      },
      {
        cards: {
          'x-golem': {
            code: 'x-golem',
            name: 'Test Golem',
            type: 'minion',
            set: 'test',
            hp: 6,
            atk: 1,
            sch: 1,
            kw: { stalwart: true },
          },
        },
        encounter: { 'x-golem': 1 },
      },
    );
    const m = g.find('x-golem', 'engaged.P1');
    const enforcer = g.find('nul-01', 'engaged.P1');
    g.do('P1', { type: 'play', card: g.find('bwk-3') }).do('P1', { type: 'pay', card: g.find('bas-03', 'hand.P1') });
    g.do('P1', { type: 'choose', target: m });
    expect(g.card(m)).toEqual({ dmg: 3 });
    void enforcer;
  });

  it('§2.8 Villainous: the minion gets a boost card when it activates', () => {
    const g = new Game({ heroes: [{ identity: 'qlf-h', deck: BASIC }] }).skipMulligans();
    g.edit((d) => place(d, 'qlf-n1', 'engaged.P1'));
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(logKeys(g).filter((k) => k === 'mc.log.boostDealt')).toHaveLength(2); // villain + Hexfang
  });

  it('§2.12 Teamwork (Syndicate): a Bruiser entering with another Syndicate minion in play activates them', () => {
    const g = hero('stw-h', BASIC, (d) => {
      place(d, 'chr-02', 'engaged.P1');
      place(d, 'chr-01', 'dealt.P1');
    });
    g.do('P1', { type: 'endTurn' }).until((x) => x.codes('engaged.P1').includes('chr-01'));
    g.until((x) => x.s.round === 2 || x.s.result !== null);
    const attackers = g.events
      .filter((e) => e.type === 'log' && e.key === 'mc.log.enemyAttacks')
      .map((e) => (e as unknown as { params: { enemy: string } }).params.enemy);
    expect(attackers).toContain('chr-01'); // the Bruiser (Teamwork) activates on entering
    expect(attackers.filter((a) => a === 'chr-02')).toHaveLength(1); // the Marksman has no Teamwork
  });
});

describe('Marvel Champions defeat, winning and losing (§2.9, §2.10, §2.11)', () => {
  it('§2.10 defeating a villain stage reveals the next (damage does not carry over); the last stage wins', () => {
    const g = hero('stw-h', BASIC, (d) => (d.cards[d.zones.villain[0]] = { dmg: 11, stunned: 1 }));
    g.do('P1', { type: 'basic', power: 'attack', target: g.find('nul-v1') });
    const v2 = g.find('nul-v2', 'villain');
    expect(g.card(v2).dmg).toBeUndefined();
    expect(g.card(v2).stunned).toBe(1); // status cards carry over to a same-named stage
    expect(g.card(v2).tough).toBe(1); // its When Revealed
    g.edit((d) => (d.cards[v2] = { dmg: 13 }));
    g.edit((d) => (d.cards[d.players.P1.identity] = {}));
    g.do('P1', { type: 'basic', power: 'attack', target: v2 });
    expect(g.s.result).toEqual({ win: true, reason: 'villainDefeated' });
    expect(mcEngine.outcome(g.s)?.result).toEqual({ P1: 'win' });
    expect(mcEngine.pending(g.s)).toBeNull();
  });

  it('§2.11 main scheme completed: it advances (starting threat of the next stage); the last stage loses', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: BASIC }] }).skipMulligans();
    g.edit((d) => (d.cards[d.zones.main[0]] = { threat: 6 }));
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.codes('main')).toEqual(['nul-m2']);
    expect(g.codes('removed')).toContain('nul-m1');
    g.edit((d) => (d.cards[d.zones.main[0]] = { threat: 10 }));
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.result !== null);
    expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
  });

  it('§2.10 elimination: minions engage the next player; all players eliminated lose', () => {
    const g = new Game({
      heroes: [
        { identity: 'stw-h', deck: BASIC },
        { identity: 'bwk-h', deck: BASIC },
      ],
    }).skipMulligans();
    g.edit((d) => {
      d.cards[d.players.P1.identity] = { dmg: 9 };
      d.players.P1.form = 'hero';
      place(d, 'std-04', 'engaged.P1');
    });
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.players.P1.eliminated || x.s.round === 2);
    expect(g.s.players.P1.eliminated).toBe(true);
    expect(g.codes('engaged.P2')).toContain('std-04');
    expect(g.s.zones['hand.P1']).toEqual([]);
    const solo = new Game({ heroes: [{ identity: 'stw-h', deck: BASIC }] }).skipMulligans();
    solo.edit((d) => {
      d.cards[d.players.P1.identity] = { dmg: 9 };
      d.players.P1.form = 'hero';
    });
    solo.do('P1', { type: 'endTurn' }).until((x) => x.s.result !== null);
    expect(solo.s.result?.reason).toBe('allEliminated');
  });
});
