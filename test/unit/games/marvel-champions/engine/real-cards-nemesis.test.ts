// The five Core heroes' obligations and nemesis sets (01155–01179), played through the kernel with the
// card data adapted from the reference data: each identity linked to its own obligation and nemesis
// set (adapter and saved-deck seat), each card revealed (or flipped as a boost) and checked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarvelCdb } from '../../../../../core/games/marvel-champions';
import { mcDeckSeat } from '../../../../../core/games/marvel-champions/play-deck';
import { codeOf, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import type { CardDef, Draft, Effect, McEvent } from '../../../../../core/games/marvel-champions/engine/types';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { propertyRun } from '../../../../support/property';
import { Game, logKeys, place, redefine } from './helpers';
import { cards, dir, dmgOf, filler, me, play, scenario, villain } from './real-cards-kit';

const SPIDER = '01001a';
const CAPTAIN = '01010a';
const SHE_HULK = '01019a';
const IRON = '01029a';
const PANTHER = '01040a';

/** Edits the state (`fn` may push a task), then lets the engine run on, keeping its events. */
function runWith(g: Game, fn: (d: Draft) => void): void {
  const ev: McEvent[] = [];
  g.edit((d) => {
    fn(d);
    d.ask = null;
    run(d, ev);
  });
  g.events.push(...ev);
}

/** Reveals the encounter card `code` (from wherever it lies) for `seat`, as the villain phase would (§2.12 Reveal). */
function reveal(g: Game, code: string, seat = 'P1'): string {
  let id = '';
  runWith(g, (d) => {
    id = place(d, code, 'reveal');
    d.stack.push({ t: 'reveal', card: id, seat });
  });
  return id;
}

/** Spider-Man (P1) and Iron Man (P2) in alter-ego form, each with exactly `hands[i]` in hand. */
function twoPlayers(hands: [string[], string[]]): Game {
  const deck = (hand: string[]) => {
    const d: Record<string, number> = { '01090': 20 };
    for (const c of hand) d[c] = (d[c] ?? 0) + 1;
    return d;
  };
  const g = new Game({
    heroes: [
      { identity: SPIDER, deck: deck(hands[0]) },
      { identity: IRON, deck: deck(hands[1]) },
    ],
    cards,
  });
  return g.skipMulligans().edit((d) => {
    (['P1', 'P2'] as const).forEach((seat, i) => {
      d.zones[`deck.${seat}`].push(...d.zones[`hand.${seat}`].splice(0));
      for (const c of hands[i]) place(d, c, `hand.${seat}`, `deck.${seat}`);
    });
  });
}

/** Moves the card `code` (from wherever it lies) to the top of `zone` (default: the encounter deck, the next card revealed or dealt). */
function onTop(d: Draft, code: string, zone = 'encDeck'): void {
  const id = place(d, code, 'moving');
  delete d.zones.moving;
  d.zones[zone].unshift(id);
}

/** Moves `code` into play: an encounter card engaged with P1, or (from P1's hand) a card P1 controls. */
const inPlay = (d: Draft, code: string, zone = 'play.P1') => place(d, code, zone);

/** A solo game of `hero` in `form` with exactly `hand` in hand and the player cards `play` in play. */
function game(hero: string, form: 'hero' | 'alter_ego', hand: string[] = [], play: string[] = []): Game {
  const g = scenario([...hand, ...play], form, hero);
  return g.edit((d) => {
    for (const c of play) place(d, c, 'play.P1', 'hand.P1');
  });
}

/** `enemy` attacks P1 with `boost` as its one boost card, from the boost step on (§2.8), P1's hero defending or not. */
function attackWith(g: Game, enemy: string, boost: string, defended = false): void {
  runWith(g, (d) => {
    place(d, boost, `boost.${enemy}`);
    const hero = d.players.P1.identity;
    d.stack.push({
      t: 'activation',
      a: {
        enemy,
        seat: 'P1',
        kind: 'attack',
        target: 'P1',
        defender: defended ? hero : null,
        basic: defended,
        value: 0,
        step: 'flip',
        asked: ['P1'],
      },
    });
  });
}

const exhausted = (d: Draft, exhaust = true) =>
  void (d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], exhausted: exhaust });
const options = (g: Game) => g.legal('P1').map((a) => (a as { index: number }).index);
const threatOf = (g: Game, id: string) => g.card(id).threat ?? 0;
const mainThreat = (g: Game) => threatOf(g, g.s.zones.main[0]);

describe.skipIf(!dir)(
  'Core heroes: obligation and nemesis set linked to the identity (§2.1 Obligation, §2.2 Nemesis set)',
  () => {
    it.each([
      [SPIDER, '01001b', '01165', ['01166', '01167', '01168', '01168', '01169']],
      [CAPTAIN, '01010b', '01175', ['01176', '01177', '01178', '01178', '01179']],
      [SHE_HULK, '01019b', '01160', ['01161', '01162', '01163', '01164', '01164']],
      [IRON, '01029b', '01170', ['01171', '01172', '01173', '01173', '01174']],
      [PANTHER, '01040b', '01155', ['01156', '01157', '01158', '01159', '01159']],
    ])(
      'adaptCards links %s (and %s) to obligation %s and its nemesis set, one code per copy (§2.1 Obligation, §2.2 Nemesis set)',
      (hero, alter, obl, nem) => {
        for (const face of [hero, alter]) expect(cards[face]).toMatchObject({ obligation: obl, nemesis: nem });
        for (const code of [obl, ...nem]) expect(cards[code].owner).toBe(hero);
      },
    );

    it('§3.1 steps 4–5, 10: a game with an imported hero shuffles its obligation into the encounter deck and sets its nemesis set aside', () => {
      const g = scenario([], 'alter_ego', SPIDER);
      expect(g.codes('encDeck').filter((c) => c === '01165')).toHaveLength(1);
      expect(g.codes('setAside').sort()).toEqual(['01166', '01167', '01168', '01168', '01169']);
    });

    it('mcDeckSeat: a saved Core deck carries its identity, obligation and nemesis cards (given to that identity, §3.1 steps 4–5)', () => {
      const read = (f: string): unknown => JSON.parse(fs.readFileSync(path.join(dir!, f), 'utf8'));
      const catalog = parseMarvelCdb({
        'packs.json': read('packs.json'),
        'sets.json': read('sets.json'),
        'pack/core.json': read('pack/core.json'),
        'pack/core_encounter.json': read('pack/core_encounter.json'),
      });
      const r = mcDeckSeat(catalog, { identity: '01010b', slots: { '01089': 3 } });
      if (!r.ok) throw new Error(r.problem);
      expect(r.seat.identity).toBe(CAPTAIN);
      expect(r.seat.cards[CAPTAIN]).toMatchObject({
        obligation: '01175',
        nemesis: ['01176', '01177', '01178', '01178', '01179'],
      });
      for (const code of ['01175', '01176', '01177', '01178', '01179'])
        expect(r.seat.cards[code]).toMatchObject({ owner: CAPTAIN });
      const g = new Game({ heroes: [{ identity: CAPTAIN, deck: r.seat.deck }], cards: r.seat.cards });
      expect(g.codes('encDeck')).toContain('01175');
      expect(g.codes('setAside')).toHaveLength(5);
    });
  },
);

describe.skipIf(!dir)('Core obligations (§2.1 Obligation, digest "Choose")', () => {
  /** The hero's game in `form`, with the obligation revealed for P1 (given to P1: its identity). */
  const obligation = (hero: string, code: string, form: 'hero' | 'alter_ego', ups: string[] = [], tired = false) => {
    const g = game(hero, form, ['01088', '01089'], ups);
    g.edit((d) => {
      if (tired) exhausted(d);
      onTop(d, 'std-04'); // a card for a surge to reveal
    });
    reveal(g, code);
    return g;
  };

  it('01160 obligation: in alter-ego form, exhaust your identity → removed from the game (§2.1, glossary "Removed from game")', () => {
    const g = obligation(SHE_HULK, '01160', 'alter_ego');
    expect(g.s.ask).toMatchObject({ k: 'option', seat: 'P1', count: 2 });
    expect(options(g)).toEqual([0, 1]);
    g.do('P1', { type: 'option', index: 0 });
    expect(g.card(me(g)).exhausted).toBe(true);
    expect(g.codes('removed')).toContain('01160');
    expect(g.codes('encDiscard')).not.toContain('01160');
    expect(logKeys(g)).toContain('mc.log.removedFromGame');
  });

  it('01160 obligation: or the main scheme gets an acceleration token, and it is discarded; an exhausted identity leaves only that (§2.1, digest "Choose": no unpayable cost)', () => {
    const g = obligation(SHE_HULK, '01160', 'alter_ego');
    g.do('P1', { type: 'option', index: 1 });
    expect(g.s.accel).toBe(1);
    expect(g.codes('encDiscard')).toContain('01160');
    const tired = obligation(SHE_HULK, '01160', 'alter_ego', [], true);
    expect(options(tired)).toEqual([1]);
  });

  it('01160 obligation: in hero form the player may flip to alter-ego first (§1.4 forms; "You may")', () => {
    const g = obligation(SHE_HULK, '01160', 'hero');
    expect(g.s.ask).toMatchObject({ k: 'option', count: 2 });
    // the view says what is decided: yes (flip) or no
    expect(g.view('P1').ask).toMatchObject({ k: 'option', may: true, fx: [[{ op: 'flip' }], []] });
    g.do('P1', { type: 'option', index: 0 }); // flip
    expect(g.s.players.P1.form).toBe('alter_ego');
    expect(options(g)).toEqual([0, 1]); // now both choices
    const stay = obligation(SHE_HULK, '01160', 'hero');
    stay.do('P1', { type: 'option', index: 1 }); // keep hero form: the alter-ego is not there to exhaust
    expect(stay.s.players.P1.form).toBe('hero');
    expect(stay.s.accel).toBe(1);
    expect(stay.s.ask?.k).not.toBe('option');
  });

  it("01165 obligation: revealed by another player, it is given to its identity's player, who resolves it (§2.1 Obligation)", () => {
    const g = twoPlayers([['01088'], ['01089']]);
    reveal(g, '01165', 'P2');
    expect(g.s.ask).toMatchObject({ k: 'option', seat: 'P1' });
    g.do('P1', { type: 'option', index: 1 });
    expect(g.codes('discard.P1')).toEqual(['01088']); // the owner's hand, not the revealer's
    expect(g.codes('hand.P2')).toEqual(['01089']);
  });

  it('01165 obligation: discard 1 card at random, surge, discard it; or exhaust → removed (§2.12 Surge)', () => {
    const g = obligation(SPIDER, '01165', 'alter_ego');
    g.do('P1', { type: 'option', index: 1 });
    expect(g.s.zones['hand.P1']).toHaveLength(1);
    expect(g.s.zones['discard.P1']).toHaveLength(1);
    expect(logKeys(g)).toContain('mc.log.surge');
    expect(g.codes('encDiscard')).toContain('01165');
    const r = obligation(SPIDER, '01165', 'alter_ego');
    r.do('P1', { type: 'option', index: 0 });
    expect(r.codes('removed')).toContain('01165');
    expect(logKeys(r)).not.toContain('mc.log.surge');
  });

  it('01170 obligation: exhaust each upgrade you control; with no ready upgrade only the identity option is left (§2.1, digest "Choose")', () => {
    const g = obligation(IRON, '01170', 'alter_ego', ['01037', '01038']);
    g.do('P1', { type: 'option', index: 1 });
    const ups = g.s.zones['play.P1'];
    expect(ups).toHaveLength(2);
    for (const u of ups) expect(g.card(u).exhausted).toBe(true);
    expect(g.card(me(g)).exhausted).toBeFalsy();
    expect(options(obligation(IRON, '01170', 'alter_ego'))).toEqual([0]);
  });

  it('01175 obligation: you are stunned and it gains surge; or exhaust → removed (§2.13 Stun, §2.12 Surge)', () => {
    const g = obligation(CAPTAIN, '01175', 'hero');
    g.do('P1', { type: 'option', index: 1 }); // do not flip: only the second choice is possible
    expect(g.card(me(g)).stunned).toBe(1);
    expect(logKeys(g)).toContain('mc.log.surge');
    const r = obligation(CAPTAIN, '01175', 'alter_ego');
    r.do('P1', { type: 'option', index: 0 });
    expect(r.codes('removed')).toContain('01175');
    expect(r.card(me(r)).stunned).toBeUndefined();
  });

  it('01155 obligation: discard a chosen upgrade with the hero set trait; not another upgrade (§2.1, glossary "Traits")', () => {
    const g = obligation(PANTHER, '01155', 'alter_ego', ['01047', '01048', '01037']); // 01037: without the trait
    g.do('P1', { type: 'option', index: 1 });
    expect(g.s.ask).toMatchObject({ k: 'target' });
    const offered = (g.s.ask?.k === 'target' ? g.s.ask.options : []).map(codeOf).sort();
    expect(offered).toEqual(['01047', '01048']);
    g.do('P1', { type: 'choose', target: g.find('01048', 'play.P1') });
    expect(g.codes('discard.P1')).toEqual(['01048']);
    expect(g.codes('play.P1').sort()).toEqual(['01037', '01047']);
    expect(g.codes('encDiscard')).toContain('01155');
    // without such an upgrade, only the identity option can resolve
    const none = obligation(PANTHER, '01155', 'alter_ego', ['01037']);
    expect(options(none)).toEqual([0]);
  });
});

describe.skipIf(!dir)('Core nemesis sets: minions and side schemes (§2.2 Nemesis set, §2.11, §2.13)', () => {
  /** The nemesis set put into play by a card whose When Revealed is the nemesis effect with reveal. */
  const nemesis = (
    hero: string,
    form: 'hero' | 'alter_ego' = 'alter_ego',
    hand: string[] = [],
    inPlay: string[] = [],
  ) => {
    const g = game(hero, form, hand, inPlay);
    g.edit((d) => redefine(d, 'std-02', { play: [{ op: 'nemesis', reveal: true }] as Effect[] }));
    reveal(g, 'std-02');
    return g;
  };

  it('01156 side scheme and 01157 minion: the nemesis effect reveals the minion engaged with you and the side scheme; the rest is shuffled into the encounter deck (§2.2 Nemesis set, §2.12 Reveal)', () => {
    const g = nemesis(PANTHER);
    expect(g.codes('engaged.P1')).toEqual(['01157']);
    expect(g.codes('side')).toEqual(['01156']);
    expect(threatOf(g, g.find('01156'))).toBe(3);
    expect(g.codes('setAside')).toEqual([]);
    expect(
      g
        .codes('encDeck')
        .filter((c) => ['01158', '01159'].includes(c))
        .sort(),
    ).toEqual(['01158', '01159', '01159']);
    expect(cards['01156'].icons).toEqual({ hazard: 1 });
    expect(logKeys(g)).toContain('mc.log.nemesis');
  });

  it.each([
    ['01161', SHE_HULK, { crisis: 1 }],
    ['01171', IRON, { acceleration: 1 }],
    ['01176', CAPTAIN, { hazard: 1 }],
  ])('%s side scheme: when revealed, 1 more threat per player on it (§2.11, §2.6 per player)', (code, hero, icons) => {
    // She-Hulk's alter-ego (01019b) may interrupt threat that would be placed (§2.7 Interrupt): passed here
    const threatWindow = (x: Game): boolean => {
      const top = x.s.stack[x.s.stack.length - 1];
      return x.s.ask?.k === 'window' && top?.t === 'window' && top.w.on === 'threatWouldBePlaced';
    };
    const passThreatWindows = (x: Game): void => {
      while (threatWindow(x)) x.do('P1', { type: 'pass' });
    };
    const g = scenario([], 'alter_ego', hero);
    reveal(g, code);
    expect(threatWindow(g)).toBe(hero === SHE_HULK);
    passThreatWindows(g);
    expect(threatOf(g, g.find(code, 'side'))).toBe(3 + 1);
    expect(cards[code].icons).toEqual(icons);
    // put into play by the nemesis effect, it is revealed too
    const n = nemesis(hero);
    passThreatWindows(n);
    expect(threatOf(n, n.find(code, 'side'))).toBe(4);
  });

  it('01157 minion: takes no damage from an upgrade with the hero set trait, but does from another upgrade (§2.9 Damage, glossary "Traits")', () => {
    // test fixture: both upgrades given an action dealing 2 damage to an enemy
    const g = nemesis(PANTHER, 'hero', [], ['01047', '01037']);
    const ab = [{ kind: 'action', effects: [{ op: 'damage', to: 'enemy', n: 2 }] }] as CardDef['ab'];
    g.edit((d) => {
      redefine(d, '01047', { ab, manual: false });
      redefine(d, '01037', { ab, manual: false });
    });
    const km = g.find('01157', 'engaged.P1');
    const use = (code: string) => {
      g.do('P1', { type: 'use', card: g.find(code, 'play.P1'), ability: 0 });
      if (g.s.ask?.k === 'target') g.do('P1', { type: 'choose', target: km });
    };
    use('01047');
    expect(dmgOf(g, km)).toBe(0);
    use('01037');
    expect(dmgOf(g, km)).toBe(2);
  });

  it('01157 minion: the real Special abilities of the hero set upgrades (01043a with 01047, 01049) do not damage it; no damage moves onto it (§2.7 Special, digest "Move")', () => {
    /** Wakanda Forever! played with `up` as the only upgrade of the sequence, its final step aimed at `target`. */
    const special = (up: string, target: 'km' | 'villain') => {
      const g = nemesis(PANTHER, 'hero', ['01043a', filler, filler], [up]);
      g.edit((d) => void (d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], dmg: 3 }));
      const km = g.find('01157', 'engaged.P1');
      play(g, '01043a');
      const to = target === 'km' ? km : villain(g);
      while (g.s.ask?.k === 'target')
        g.do('P1', { type: 'choose', target: g.s.ask.options.includes(to) ? to : g.s.ask.options[0] });
      return { g, hit: dmgOf(g, to) };
    };
    expect(special('01047', 'km').hit).toBe(0);
    expect(special('01047', 'villain').hit).toBe(4);
    const moved = special('01049', 'km');
    expect(moved.hit).toBe(0);
    expect(dmgOf(moved.g, me(moved.g))).toBe(3); // nothing moved off the hero
    expect(special('01049', 'villain').hit).toBe(2);
  });

  it('01162 minion: its ATK is its remaining hit points (§2.5, "X")', () => {
    const g = scenario([], 'hero', SHE_HULK);
    reveal(g, '01162');
    const t = g.find('01162', 'engaged.P1');
    expect(stat(g.s, t, 'atk')).toBe(6);
    g.edit((d) => void (d.cards[t] = { ...d.cards[t], dmg: 2 }));
    expect(stat(g.s, t, 'atk')).toBe(4);
  });

  it('01167 minion: Quickstrike — revealed to a hero, it attacks at once (§2.12 Quickstrike)', () => {
    const g = scenario([], 'hero', SPIDER);
    reveal(g, '01167');
    g.until((x) => x.s.ask?.k === 'main');
    expect(g.codes('engaged.P1')).toEqual(['01167']);
    expect(dmgOf(g, me(g))).toBeGreaterThanOrEqual(3);
    expect(logKeys(g)).toContain('mc.log.enemyAttacks');
  });

  it('01172 minion: Retaliate 1 — attacking it costs the attacker 1 damage (§2.9 Retaliate)', () => {
    const g = scenario([], 'hero', IRON);
    reveal(g, '01172');
    const w = g.find('01172', 'engaged.P1');
    g.do('P1', { type: 'basic', power: 'attack', target: w });
    expect(dmgOf(g, w)).toBeGreaterThan(0);
    expect(dmgOf(g, me(g))).toBe(1);
  });

  it('01177 minion: forced response — after it attacks, 1 threat on its side scheme 01176 (§2.7 Forced)', () => {
    const g = scenario([], 'hero', CAPTAIN);
    reveal(g, '01176');
    g.edit((d) => inPlay(d, '01177', 'engaged.P1'));
    const ps = g.find('01176', 'side');
    const before = threatOf(g, ps);
    attackWith(g, g.find('01177', 'engaged.P1'), 'std-04');
    g.until((x) => x.s.ask?.k === 'main');
    expect(threatOf(g, ps)).toBe(before + 1);
  });

  it('01166 side scheme: a random hand card of each player goes face down under it and back to the hand when it is defeated (§2.11, When Defeated)', () => {
    const g = scenario(['01088', '01089'], 'hero', SPIDER);
    const s = reveal(g, '01166');
    const under = g.s.zones[`under.${s}`];
    expect(under).toHaveLength(1);
    expect(g.s.zones['hand.P1']).toHaveLength(1);
    g.edit((d) => void (d.cards[s] = { threat: 1 }));
    g.do('P1', { type: 'basic', power: 'thwart', target: s });
    expect(g.codes('hand.P1').sort()).toEqual(['01088', '01089']);
    expect(g.s.zones[`under.${s}`]).toBeUndefined();
    expect(g.codes('encDiscard')).toContain('01166');
  });

  it('01163 attachment: attaches to the minion with the highest printed HP, which gets +3 HP; no minion → surge (§2.12 Attach to)', () => {
    const g = scenario([], 'alter_ego', SHE_HULK);
    reveal(g, '01162'); // 6 HP
    reveal(g, 'std-04');
    const t = g.find('01162', 'engaged.P1');
    const a = reveal(g, '01163');
    expect(g.card(a).on).toBe(t);
    expect(stat(g.s, t, 'hp')).toBe(9);
    expect(logKeys(g)).not.toContain('mc.log.surge');
    // two minions share the highest printed HP: the player chooses
    const tie = scenario([], 'alter_ego', SHE_HULK);
    tie.edit((d) => redefine(d, 'std-04', { hp: 6 }));
    reveal(tie, '01162');
    reveal(tie, 'std-04');
    const hm = tie.find('std-04', 'engaged.P1');
    const b = reveal(tie, '01163');
    expect(tie.s.ask?.k === 'target' ? tie.s.ask.options.map(codeOf).sort() : []).toEqual(['01162', 'std-04']);
    tie.do('P1', { type: 'choose', target: hm });
    expect(tie.card(b).on).toBe(hm);
    expect(stat(tie.s, hm, 'hp')).toBe(9);
    const none = scenario([], 'alter_ego', SHE_HULK);
    none.edit((d) => onTop(d, 'std-04'));
    reveal(none, '01163');
    expect(logKeys(none)).toContain('mc.log.surge');
    expect(none.codes('encDiscard')).toContain('01163');
  });
});

describe.skipIf(!dir)('Core nemesis treacheries and their boosts (§2.12 Reveal, §2.8 Boost)', () => {
  it('01158 treachery: tough to the villain and each minion engaged with you; Surge; ★ boost: tough to the villain (§2.13 Tough, §2.8 Boost)', () => {
    const g = scenario([], 'alter_ego', PANTHER);
    reveal(g, '01157');
    g.edit((d) => onTop(d, 'std-04'));
    reveal(g, '01158');
    expect(g.card(villain(g)).tough).toBe(1);
    expect(g.card(g.find('01157')).tough).toBe(1);
    expect(logKeys(g)).toContain('mc.log.surge');
    const b = scenario([], 'hero', PANTHER);
    attackWith(b, villain(b), '01158');
    // the tough card given by the boost then takes the hero's Retaliate 1 (glossary "Tough")
    expect(b.events).toContainEqual({ type: 'log', key: 'mc.log.status', params: { card: 'nul-v1', status: 'tough' } });
    expect(logKeys(b)).toContain('mc.log.toughUsed');
    expect(dmgOf(b, villain(b))).toBe(0);
  });

  it('01159 treachery: discard the encounter top; then X = 1 + its boost icons damage to your hero or threat on the main scheme (§2.12, digest "Then", "Choose")', () => {
    const g = scenario([], 'hero', PANTHER);
    g.edit((d) => onTop(d, '01156')); // 3 boost icons
    reveal(g, '01159');
    expect(g.codes('encDiscard')[0]).toBe('01156');
    expect(options(g)).toEqual([0, 1]);
    expect(g.view('P1').ask).toMatchObject({
      fx: [[{ op: 'damage', to: 'you', n: 4 }], [{ op: 'threat', on: 'main', n: 4 }]],
    });
    g.do('P1', { type: 'option', index: 0 });
    expect(dmgOf(g, me(g))).toBe(4);
    const ae = scenario([], 'alter_ego', PANTHER);
    ae.edit((d) => onTop(d, '01156'));
    const before = mainThreat(ae);
    reveal(ae, '01159');
    expect(options(ae)).toEqual([1]); // no hero to damage
    ae.do('P1', { type: 'option', index: 1 });
    expect(mainThreat(ae)).toBe(before + 4);
  });

  it('01164 treachery: the nemesis minion attacks your hero; if it does not, it heals all its damage and this gains surge (§2.8 Enemy attacks, §2.12 Surge)', () => {
    const g = scenario([], 'hero', SHE_HULK);
    reveal(g, '01162');
    reveal(g, '01164');
    g.until((x) => x.s.ask?.k === 'main');
    expect(
      g.events.some((e) => e.type === 'log' && e.key === 'mc.log.enemyAttacks' && e.params?.enemy === '01162'),
    ).toBe(true);
    expect(logKeys(g)).not.toContain('mc.log.surge');
    const ae = scenario([], 'alter_ego', SHE_HULK);
    reveal(ae, '01162');
    const t = ae.find('01162', 'engaged.P1');
    ae.edit((d) => {
      d.cards[t] = { ...d.cards[t], dmg: 3 };
      onTop(d, 'std-04');
    });
    reveal(ae, '01164');
    expect(dmgOf(ae, t)).toBe(0);
    expect(logKeys(ae)).toContain('mc.log.surge');
    expect(logKeys(ae)).not.toContain('mc.log.enemyAttacks');
  });

  it('01164 ★ boost: the villain is dealt one more boost card for this activation (§2.8)', () => {
    const g = scenario([], 'hero', SHE_HULK);
    g.edit((d) => onTop(d, 'std-04'));
    attackWith(g, villain(g), '01164');
    const flips = g.events.filter((e) => e.type === 'log' && e.key === 'mc.log.boostFlipped');
    expect(flips.map((e) => (e.type === 'log' ? e.params?.card : null))).toEqual(['01164', 'std-04']);
  });

  it('01168 treachery: stun your hero; surge only while the nemesis minion 01167 is in play; none in alter-ego form (§2.13 Stun, §2.4 forms)', () => {
    const g = scenario([], 'hero', SPIDER);
    reveal(g, '01168');
    expect(g.card(me(g)).stunned).toBe(1);
    expect(logKeys(g)).not.toContain('mc.log.surge');
    const v = scenario([], 'alter_ego', SPIDER);
    v.edit((d) => {
      inPlay(d, '01167', 'engaged.P1');
      onTop(d, 'std-04');
    });
    reveal(v, '01168');
    expect(v.card(me(v)).stunned).toBeUndefined();
    expect(logKeys(v)).toContain('mc.log.surge');
  });

  it('01168 ★ boost: the character the attack damages is stunned; a defence that takes no damage is not (§2.8, §2.13 Stun)', () => {
    const g = scenario([], 'hero', SPIDER);
    attackWith(g, villain(g), '01168');
    g.until((x) => x.s.ask?.k === 'main');
    expect(dmgOf(g, me(g))).toBeGreaterThan(0);
    expect(g.card(me(g)).stunned).toBe(1);
    const d = scenario([], 'hero', SPIDER);
    d.edit((x) => redefine(x, SPIDER, { def: 20 }));
    attackWith(d, villain(d), '01168', true);
    d.until((x) => x.s.ask?.k === 'main');
    expect(dmgOf(d, me(d))).toBe(0);
    expect(d.card(me(d)).stunned).toBeUndefined();
  });

  it('01169 treachery: each player discards a random card; 1 threat per different resource type discarded (§2.6 Resources, §2.11 Threat)', () => {
    const g = scenario(['01014'], 'hero', SPIDER); // energy only
    const before = mainThreat(g);
    reveal(g, '01169');
    expect(g.codes('discard.P1')).toEqual(['01014']);
    expect(mainThreat(g)).toBe(before + 1);
    // two players: an energy card and a mental card → 2 threat
    const two = twoPlayers([['01088'], ['01089']]);
    const t0 = mainThreat(two);
    reveal(two, '01169');
    expect([...two.codes('discard.P1'), ...two.codes('discard.P2')]).toEqual(['01088', '01089']);
    expect(mainThreat(two)).toBe(t0 + 2);
  });

  it('01173 treachery: 1 damage to your hero per upgrade you control, or discard one of your upgrades (glossary "Choose")', () => {
    const ups = ['01037', '01038'];
    const g = game(IRON, 'hero', [], ups);
    reveal(g, '01173');
    expect(options(g)).toEqual([0, 1]);
    g.do('P1', { type: 'option', index: 0 });
    expect(dmgOf(g, me(g))).toBe(2);
    const h = game(IRON, 'hero', [], ups);
    reveal(h, '01173');
    h.do('P1', { type: 'option', index: 1 });
    h.do('P1', { type: 'choose', target: h.find('01038', 'play.P1') });
    expect(h.codes('discard.P1')).toEqual(['01038']);
    // no upgrade: neither option can resolve, nothing is asked
    const none = scenario([], 'hero', IRON);
    reveal(none, '01173');
    expect(none.s.ask?.k).toBe('main');
    expect(none.codes('encDiscard')).toContain('01173');
  });

  it('01173 ★ boost: an undefended villain attack makes you discard an upgrade; a defended one does not (§2.8 Undefended)', () => {
    const g = game(IRON, 'hero', [], ['01037']);
    attackWith(g, villain(g), '01173');
    expect(g.codes('discard.P1')).toEqual(['01037']);
    const d = game(IRON, 'hero', [], ['01037']);
    attackWith(d, villain(d), '01173', true);
    expect(d.codes('play.P1')).toEqual(['01037']);
  });

  it('01174 treachery: each player discards the top 5 cards of their deck and takes 1 damage per energy icon among them (§2.12 Empty player deck, §2.6)', () => {
    const five = ['01014', '01088', '01089', '01089', '01089'];
    const g = game(IRON, 'hero', five);
    g.edit((d) => d.zones['deck.P1'].unshift(...d.zones['hand.P1'].splice(0)));
    reveal(g, '01174');
    expect(g.codes('discard.P1').sort()).toEqual(['01014', '01088', '01089', '01089', '01089']);
    expect(dmgOf(g, me(g))).toBe(3 + 2);
  });

  it('01178 treachery: 1 threat on the main scheme, Surge; ★ boost: +1 threat when the villain attack is undefended (§2.11, §2.8 Undefended)', () => {
    const g = scenario([], 'alter_ego', CAPTAIN);
    g.edit((d) => onTop(d, 'std-04'));
    const before = mainThreat(g);
    reveal(g, '01178');
    expect(mainThreat(g)).toBe(before + 1);
    expect(logKeys(g)).toContain('mc.log.surge');
    const u = scenario([], 'hero', CAPTAIN);
    const m0 = mainThreat(u);
    attackWith(u, villain(u), '01178');
    expect(mainThreat(u)).toBe(m0 + 1);
    const d = scenario([], 'hero', CAPTAIN);
    const d0 = mainThreat(d);
    attackWith(d, villain(d), '01178', true);
    expect(mainThreat(d)).toBe(d0);
  });

  it('01179 treachery: discard each card with an energy icon from your hand; none discarded → surge (§2.6 Resources, §2.12 Surge)', () => {
    const g = scenario(['01014', '01089', '01088'], 'hero', CAPTAIN);
    reveal(g, '01179');
    expect(g.codes('discard.P1').sort()).toEqual(['01014', '01088']);
    expect(g.codes('hand.P1')).toEqual(['01089']);
    expect(logKeys(g)).not.toContain('mc.log.surge');
    const n = scenario(['01089'], 'hero', CAPTAIN);
    n.edit((d) => onTop(d, 'std-04'));
    reveal(n, '01179');
    expect(logKeys(n)).toContain('mc.log.surge');
  });
});

describe.skipIf(!dir)(
  'random games with the Core heroes and their nemesis cards in the encounter deck (every kernel check)',
  () => {
    /** Each hero with its set's upgrades (for the cards that discard or exhaust them) and basic cards. */
    const HEROES: readonly [string, readonly string[]][] = [
      [SPIDER, ['01007', '01008', '01009']],
      [CAPTAIN, ['01016', '01017', '01018']],
      [SHE_HULK, ['01027', '01028']],
      [IRON, ['01035', '01036', '01037', '01038', '01039']],
      [PANTHER, ['01046', '01047', '01048', '01049']],
    ];

    it(
      '§2.1, §2.2: no failure, invariants after every action, every game reaches an outcome, exact replay',
      { timeout: 600_000 },
      () => {
        propertyRun(mcEngine, {
          fullGames: 20,
          minGames: 20,
          seed: 'mc-nemesis',
          maxActions: 3000,
          options: (_rng, game) => {
            const seats = [HEROES[game % 5], HEROES[(game + 2) % 5]].slice(0, 1 + (game % 2));
            const encounter: Record<string, number> = {};
            for (const [hero] of seats)
              for (const code of [cards[hero].obligation!, ...cards[hero].nemesis!])
                encounter[code] = (encounter[code] ?? 0) + 1;
            return {
              heroes: seats.map(([identity, ups]) => ({
                identity,
                deck: Object.fromEntries([
                  ['01088', 6],
                  ['01089', 6],
                  ['01090', 6],
                  ['01087', 3],
                  ...ups.map((u) => [u, 1]),
                ]),
              })),
              cards,
              encounter,
              modular: [],
            };
          },
        });
      },
    );
  },
);
