// Glossary rules of issue 12 §3 that no Core card needed yet, each played through the engine with our starter
// content (definitions changed for one game where a rule needs a card that has it): Alliance, Permanent, and attacks
// against allies (an effect that makes an enemy attack an ally or any character; allies defending).
import { describe, expect, it } from 'vitest';
import { codeOf, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import type { CardDef, Draft, Effect, McEvent } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, Game, logKeys, place, redefine } from './helpers';

const FILLER = 'bas-01'; // 2 energy

/** Starter heroes (P1 Stormwright, P2 Bulwark when `two`), exact hands, cards in play, Null's ATK fixed. */
function game(
  hands: readonly (readonly string[])[],
  play: readonly (readonly string[])[] = [],
  changes: Record<string, Partial<CardDef>> = {},
): Game {
  const ids = ['stw-h', 'bwk-h', 'qlf-h'].slice(0, hands.length);
  const heroes = ids.map((identity, i) => {
    const deck: Record<string, number> = { [FILLER]: 20, 'bas-03': 5 };
    for (const c of [...hands[i], ...(play[i] ?? [])]) deck[c] = (deck[c] ?? 0) + 1;
    return { identity, deck };
  });
  const g = new Game({ heroes }).skipMulligans();
  return g.edit((d) => {
    for (const [code, ch] of Object.entries(changes)) redefine(d, code, ch);
    hands.forEach((hand, i) => {
      const seat = `P${i + 1}`;
      clearHand(d, seat);
      d.players[seat].form = 'hero';
      for (const c of hand) place(d, c, `hand.${seat}`, `deck.${seat}`);
      for (const c of play[i] ?? []) place(d, c, `play.${seat}`, `deck.${seat}`);
    });
    // boost cards add nothing in these games: no boost icons, no boost abilities
    for (const id of d.zones.encDeck) redefine(d, codeOf(id), { boost: 0, boostFx: undefined });
  });
}

/** Resolves effects now (a scenario step), then lets the engine run on, keeping its events. */
function effect(g: Game, fx: Effect[], src: string | null = null, seat = 'P1'): Game {
  const ev: McEvent[] = [];
  g.edit((d) => {
    d.stack.push({ t: 'effects', fx, i: 0, ctx: { src, seat } } as Draft['stack'][number]);
    d.ask = null;
    run(d, ev);
  });
  g.events.push(...ev);
  return g;
}

const dmg = (g: Game, id: string) => g.card(id).dmg ?? 0;
const me = (g: Game, seat = 'P1') => g.s.players[seat].identity;

describe('Alliance (digest §2.6 "Alliance"): any player may help pay the card\'s cost', () => {
  const ALLIANCE = { cost: 3, kw: { alliance: true } };

  it("another player's hand cards pay for it; each goes to its owner's discard pile", () => {
    const g = game([['bas-06', FILLER], ['bas-03']], [], { 'bas-06': ALLIANCE });
    const card = g.find('bas-06', 'hand.P1');
    g.do('P1', { type: 'play', card });
    const helper = g.find('bas-03', 'hand.P2');
    expect(g.legal('P1')).toContainEqual({ type: 'pay', card: helper });
    g.do('P1', { type: 'pay', card: helper });
    g.do('P1', { type: 'pay', card: g.find(FILLER, 'hand.P1') });
    expect(g.codes('discard.P2')).toEqual(['bas-03']);
    expect(g.codes('discard.P1')).toEqual(expect.arrayContaining(['bas-06', FILLER]));
    expect(g.events).toContainEqual({ type: 'discardedFromHand', seat: 'P2', cards: [helper] });
    expect(g.codes('hand.P1').length).toBe(2); // the event drew 2
  });

  it('playable when only the group can pay; a card without Alliance is paid by its player alone', () => {
    const alliance = game([['bas-06', FILLER], ['bas-03']], [], { 'bas-06': ALLIANCE });
    expect(alliance.legal('P1')).toContainEqual({ type: 'play', card: alliance.find('bas-06', 'hand.P1') });
    const alone = game([['bas-06', FILLER], ['bas-03']], [], { 'bas-06': { cost: 3 } });
    expect(alone.refused('P1', { type: 'play', card: alone.find('bas-06', 'hand.P1') })).toBe('mc.cannotPay');
    const cheap = game([['bas-06', FILLER], ['bas-03']]);
    cheap.do('P1', { type: 'play', card: cheap.find('bas-06', 'hand.P1') });
    expect(cheap.legal('P1').some((a) => a.type === 'pay' && a.card === cheap.find('bas-03', 'hand.P2'))).toBe(false);
  });
});

describe('Permanent (digest §2.13 "Permanent"): it cannot leave play', () => {
  const PERMANENT = { kw: { permanent: true } };

  it('an effect that discards an upgrade must pick a non-Permanent one; with none, nothing leaves', () => {
    const g = game([[]], [['stw-2', 'bwk-5']], { 'stw-2': PERMANENT });
    effect(g, [{ op: 'discardCard', to: 'upgrade' }]);
    expect(g.codes('play.P1')).toEqual(['stw-2']); // bwk-5 was the only valid choice
    effect(g, [{ op: 'discardCard', to: 'upgrade' }]);
    expect(g.codes('play.P1')).toEqual(['stw-2']);
  });

  it('a card of its own set may make it leave play (its own discard effect)', () => {
    const g = game([[]], [['stw-2']], { 'stw-2': PERMANENT });
    const id = g.find('stw-2', 'play.P1');
    effect(g, [{ op: 'discardSelf' }], id);
    expect(g.codes('discard.P1')).toContain('stw-2');
  });

  it('a Permanent attachment stays in play when its host leaves; a Permanent side scheme is not defeated at 0 threat', () => {
    const g = game([[]], [['bas-05', 'bwk-5']], { 'bwk-5': PERMANENT });
    const ally = g.find('bas-05', 'play.P1');
    g.edit((d) => {
      d.cards[d.zones['play.P1'].find((x) => codeOf(x) === 'bwk-5')!] = { on: ally };
    });
    effect(g, [{ op: 'damage', to: 'ally', n: 5 }]);
    expect(g.codes('play.P1')).toEqual(['bwk-5']);
    expect(g.card(g.find('bwk-5', 'play.P1')).on).toBeUndefined();

    const s = game([[]], [], { 'std-01': { type: 'side_scheme', threat: 2, kw: { permanent: true } } });
    s.edit((d) => {
      const id = place(d, 'std-01', 'side');
      d.cards[id] = { threat: 2 };
    });
    effect(s, [{ op: 'thwart', from: 'side', n: 5 }]);
    expect(s.codes('side')).toEqual(['std-01']);
    expect(logKeys(s)).not.toContain('mc.log.schemeDefeated');
  });

  it('over the restricted limit, a Permanent card is not offered for discard (digest "Restricted")', () => {
    const restricted = { kw: { restricted: true } };
    const g = game([['pro-02']], [['stw-2', 'bwk-5']], {
      'stw-2': { kw: { restricted: true, permanent: true } },
      'bwk-5': restricted,
      'pro-02': { ...restricted, cost: 0 },
    });
    g.do('P1', { type: 'play', card: g.find('pro-02', 'hand.P1') });
    expect(g.s.ask).toEqual({ k: 'overLimit', seat: 'P1', what: 'restricted' });
    const offered = g.legal('P1').map((a) => (a.type === 'discard' ? codeOf(a.card) : a.type));
    expect(offered.sort()).toEqual(['bwk-5', 'pro-02']);
  });
});

describe('Attacks against allies (digest §2.8 "Attacks against allies", "Defend")', () => {
  const STRONG = { 'nul-v1': { atk: 3 } };

  it('an enemy attacking an ally: undefended damage on the ally; no "attacks you" windows; the ally cannot defend itself', () => {
    const g = game([['pro-01', FILLER]], [['jus-03']], STRONG); // pro-01 answers "when the villain attacks you"
    const ally = g.find('jus-03', 'play.P1');
    effect(g, [{ op: 'activate', how: 'attack', at: 'ally' }]);
    expect(logKeys(g)).toContain('mc.log.enemyAttacksAlly');
    expect(g.s.ask).toEqual({ k: 'defend', seat: 'P1' }); // no window for pro-01: the attack is not on "you"
    expect(g.legal('P1')).toEqual([
      { type: 'defend', card: me(g) },
      { type: 'defend', card: null },
    ]);
    expect(g.legal('P1')).not.toContainEqual({ type: 'defend', card: ally });
    g.do('P1', { type: 'defend', card: null });
    g.until((x) => x.s.ask?.k === 'main');
    expect(g.codes('discard.P1')).toContain('jus-03'); // 3 damage on 3 hit points
    expect(dmg(g, me(g))).toBe(0); // no Overkill: nothing more
  });

  it('with Overkill the excess goes to the ally\'s controller\'s identity (digest "Excess damage")', () => {
    const g = game([[]], [['bas-05']], { 'nul-v1': { atk: 5, kw: { overkill: true } } });
    effect(g, [{ op: 'activate', how: 'attack', at: 'ally' }]);
    g.do('P1', { type: 'defend', card: null });
    g.until((x) => x.s.ask?.k === 'main');
    expect(g.codes('discard.P1')).toContain('bas-05');
    expect(dmg(g, me(g))).toBe(3); // 5 damage, 2 of them on the ally's 2 hit points
  });

  it('the attack may be defended normally: the hero with basic defense takes it, less DEF (§2.8 Defend)', () => {
    const g = game([[]], [['jus-03']], STRONG);
    const ally = g.find('jus-03', 'play.P1');
    effect(g, [{ op: 'activate', how: 'attack', at: 'ally' }]);
    g.do('P1', { type: 'defend', card: me(g) });
    g.until((x) => x.s.ask?.k === 'main');
    expect(dmg(g, ally)).toBe(0);
    expect(dmg(g, me(g))).toBe(Math.max(0, 3 - stat(g.s, me(g), 'def')!));
    expect(g.card(me(g)).exhausted).toBe(true);
  });

  it("another player's ally may defend it and becomes the target (§2.8 Defending for another player)", () => {
    const g = game([[], []], [['jus-03'], ['bas-05']], STRONG);
    const ally = g.find('jus-03', 'play.P1');
    const other = g.find('bas-05', 'play.P2');
    effect(g, [{ op: 'activate', how: 'attack', at: 'ally' }]);
    g.do('P1', { type: 'defend', card: null });
    expect(g.s.ask).toEqual({ k: 'defend', seat: 'P2' });
    g.do('P2', { type: 'defend', card: other });
    g.until((x) => x.s.ask?.k === 'main');
    expect(dmg(g, ally)).toBe(0);
    expect(g.codes('discard.P2')).toContain('bas-05');
  });

  it('an effect making an enemy attack a chosen character: a minion (its source) attacks an ally, or an identity (its player)', () => {
    const g = game([[]], [['bas-05', 'jus-03']], STRONG);
    const minion = g.edit((d) => void place(d, 'std-04', 'engaged.P1')).find('std-04', 'engaged.P1');
    const ally = g.find('jus-03', 'play.P1');
    effect(g, [{ op: 'activate', how: 'attack', at: 'friendly', by: 'self' }], minion);
    expect(g.s.ask?.k).toBe('target');
    g.do('P1', { type: 'choose', target: ally });
    expect(g.events).toContainEqual({
      type: 'log',
      key: 'mc.log.enemyAttacksAlly',
      params: { enemy: 'std-04', card: 'jus-03', seat: 'P1' },
    });
    g.do('P1', { type: 'defend', card: null });
    g.until((x) => x.s.ask?.k === 'main');
    expect(dmg(g, ally)).toBe(stat(g.s, minion, 'atk'));

    const h = game([[]], [['bas-05']], STRONG);
    effect(h, [{ op: 'activate', how: 'attack', at: 'friendly' }]);
    h.do('P1', { type: 'choose', target: me(h) });
    expect(logKeys(h)).toContain('mc.log.enemyAttacks');
    h.until(
      (x) => x.s.ask?.k === 'main',
      (x, legal) =>
        legal.find((a) => a.type === 'defend' && a.card === null) ?? legal.find((a) => a.type === 'pass') ?? legal[0],
    );
    expect(dmg(h, me(h))).toBe(3);
  });

  it('an ally may defend when an enemy attacks a hero: it takes all the damage (§2.8 Defend, "Ally")', () => {
    const g = game([['pro-01', FILLER]], [['jus-03']], STRONG);
    const ally = g.find('jus-03', 'play.P1');
    effect(g, [{ op: 'activate', how: 'attack' }]);
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' }); // an attack on you: pro-01 may answer it
    g.do('P1', { type: 'pass' });
    g.do('P1', { type: 'defend', card: ally });
    g.until((x) => x.s.ask?.k === 'main');
    expect(g.codes('discard.P1')).toContain('jus-03');
    expect(dmg(g, me(g))).toBe(0);
  });
});

describe('a cost paid only with one resource type (§2.6 Cost, "Resource types"; wild counts as any type)', () => {
  const MENTAL_ONLY = {
    ab: [
      { kind: 'action' as const, cost: { pay: 1, only: 'mental' as const }, effects: [{ op: 'draw' as const, n: 1 }] },
    ],
  };

  it('only cards of that type (or wild) are offered to pay it; without one the ability cannot be used', () => {
    const g = game([[FILLER, 'bas-02']], [['bas-04']], { 'bas-04': MENTAL_ONLY });
    const src = g.find('bas-04', 'play.P1');
    g.do('P1', { type: 'use', card: src, ability: 0 });
    const offered = g.legal('P1').flatMap((a) => (a.type === 'pay' ? [codeOf(a.card)] : []));
    expect(offered).toEqual(['bas-02']);
    g.do('P1', { type: 'pay', card: g.find('bas-02', 'hand.P1') });
    expect(g.codes('discard.P1')).toEqual(['bas-02']);
    expect(g.codes('hand.P1')).toHaveLength(2); // the filler and the card drawn

    const none = game([[FILLER, 'bas-03']], [['bas-04']], { 'bas-04': MENTAL_ONLY });
    expect(none.refused('P1', { type: 'use', card: none.find('bas-04', 'play.P1'), ability: 0 })).toBe('mc.cannotPay');
  });
});
