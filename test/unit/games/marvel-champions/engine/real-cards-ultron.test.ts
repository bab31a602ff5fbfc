// Real Core Set encounter cards of the Ultron scenario and the Under Attack, Legions of Hydra and The
// Doomsday Chair modular sets (real-cards/core-ultron.ts), and the rules they need: environments,
// facedown Drone minions made from player cards, "each player", Hero Actions on encounter cards,
// "cannot take damage", discarding from the top of a deck. Each test plays or reveals the card.
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../../../core/games/marvel-champions/engine/clone';
import { codeOf, defByCode, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import { activationTask } from '../../../../../core/games/marvel-champions/engine/rules';
import type { Draft, McAction, McEvent, McState, Task } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, defaultChoice, Game, logKeys, place } from './helpers';
import { cards, core, dir, dmgOf, filler, me } from './real-cards-kit';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { mcScenarioOptions } from '../../../../../core/games/marvel-champions/engine/scenario-data';
import type { Rng } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';
import { LOCALES } from '../../../../../core/api/types';
import { CARDS as ULTRON_CARDS } from '../../../../../core/games/marvel-champions/engine/real-cards/core-ultron';
import { cardLines, type Translate } from '../../../../../renderer/src/games/marvel-champions/play/card-text';
import { createAppI18n } from '../../../../../renderer/src/i18n';

const ENCOUNTER = [
  '01134',
  '01135',
  '01136',
  '01140',
  '01141',
  '01142',
  '01143',
  '01144a',
  '01144b',
  '01144c',
  '01145',
  '01146',
  '01147',
  '01148',
  '01149',
  '01150',
  '01151',
  '01152',
  '01153',
  '01154',
  '01180',
  '01181',
  '01182',
  '01183',
  '01184',
  '01185',
];

/** A starter game (Null) with the Ultron and modular cards in the encounter deck; P1 (and P2) in hero form, empty hands. */
function game(edit: (d: Draft) => void = () => {}, players = 1): Game {
  const deck: Record<string, number> = { [filler]: 20, '01088': 3, '01089': 3, '01090': 3 };
  const heroes = Array.from({ length: players }, (_, i) => ({ identity: i === 0 ? 'stw-h' : 'qlf-h', deck }));
  const g = new Game({ heroes, cards, encounter: Object.fromEntries(ENCOUNTER.map((c) => [c, 1])) }).skipMulligans();
  return g.edit((d) => {
    for (const seat of d.seats) {
      clearHand(d, seat);
      d.players[seat].form = 'hero';
    }
    edit(d);
  });
}

/** Ultron (stage `code`) replaces the starter villain. */
function ultron(d: Draft, code = '01134'): string {
  d.zones.removed = [...(d.zones.removed ?? []), ...d.zones.villain];
  d.zones.villain = [];
  d.zones.villainDeck = [];
  return place(d, code, 'villain', 'encDeck');
}

/** The Drones environment in play. */
const environment = (d: Draft) => place(d, '01140', 'side', 'encDeck');

/** Resolves a task now (on top of the stack), then lets the engine run on (its events recorded). */
function now(g: Game, task: Task | ((d: Draft) => Task)): Game {
  const d = draftOf(g.s);
  d.stack.push((typeof task === 'function' ? task(d) : task) as Draft['stack'][number]);
  d.ask = null;
  const ev: McEvent[] = [];
  run(d, ev);
  g.snapshot = { index: g.snapshot.index, state: d as unknown as McState };
  g.record = { ...g.record, actions: [] };
  g.events.push(...ev);
  return g;
}

/** Encounter cards with boost icons or a boost ability leave the deck (an attack then has no boost), but `keep`. */
function noBoosts(d: Draft, keep: string[] = []): void {
  const boosting = (x: string) => {
    const def = defByCode(d, codeOf(x));
    return !keep.includes(codeOf(x)) && ((def.boost ?? 0) > 0 || !!def.boostFx);
  };
  d.zones.removed = [...(d.zones.removed ?? []), ...d.zones.encDeck.filter(boosting)];
  d.zones.encDeck = d.zones.encDeck.filter((x) => !boosting(x));
}

/** Puts an encounter card (by code) on top of the encounter deck. */
function onTop(d: Draft, code: string): void {
  const id = [...d.zones.encDeck, ...d.zones.encDiscard].find((x) => codeOf(x) === code)!;
  d.zones.encDeck = [id, ...d.zones.encDeck.filter((x) => x !== id)];
  d.zones.encDiscard = d.zones.encDiscard.filter((x) => x !== id);
}

/** Reveals an encounter card (from the encounter deck) for P1 now. */
function reveal(g: Game, code: string, seat = 'P1'): Game {
  return now(g, (d) => ({ t: 'reveal', card: d.zones.encDeck.find((x) => codeOf(x) === code)!, seat }));
}

/** Answers decisions (no defenders, passes) until P1 is asked for a turn action again. */
const settle = (g: Game, choose = defaultChoice) =>
  g.until((x) => x.s.ask?.k === 'main' || x.s.result !== null, choose);

const drones = (g: Game, seat = 'P1') => (g.s.zones[`engaged.${seat}`] ?? []).filter((id) => g.card(id).facedown);
const threatOf = (g: Game, id: string) => g.card(id).threat ?? 0;
const option = (i: number) => (_g: Game, legal: McAction[]) =>
  legal.find((a) => a.type === 'option' && a.index === i) ?? defaultChoice(_g, legal);

describe.skipIf(!dir)('Ultron and its modular sets: real Core Set encounter cards (§2.1, §2.12)', () => {
  // ---- rules ----

  it("Ultron drone rule (§5.5, §2.3): the top card of a deck enters play facedown as a Drone minion with the environment's base values, unknown to the view, and goes to its owner's discard when defeated", () => {
    const g = game(environment);
    const top = g.s.zones['deck.P1'][0];
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 1, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(g.s.zones['engaged.P1']).toContain(top);
    const d = g.def(top);
    expect([d.type, d.traits, d.name]).toEqual(['minion', ['Drone'], '']);
    expect(['atk', 'sch', 'hp'].map((st) => stat(g.s, top, st as 'atk'))).toEqual([1, 1, 1]);
    const shown = g.view('P1').players.P1.engaged.find((c) => c.id === top)!;
    expect(shown.code).toBe('facedown.Drone');
    expect(
      g.events.some((e) => e.type === 'log' && e.key === 'mc.log.engaged' && e.params?.card === 'facedown.Drone'),
    ).toBe(true);
    // a basic attack of Stormwright defeats it; the player card goes to its owner's discard, facedown state forgotten
    g.do('P1', { type: 'basic', power: 'attack', target: top });
    settle(g);
    // the log names it as a facedown Drone, never by the player card it is made of
    const named = g.events.flatMap((e) => (e.type === 'log' && e.params ? Object.values(e.params) : []));
    expect(named).toContain('facedown.Drone');
    expect(named).not.toContain(top.split(':')[1]);
    expect(g.s.zones['discard.P1']).toContain(top);
    expect(g.card(top).facedown).toBeUndefined();
  });

  it('§2.1 Environment: a revealed environment enters the villain area, is no scheme to thwart, and stays in play after the round', () => {
    const g = game();
    reveal(g, '01140');
    const env = g.find('01140', 'side');
    expect(g.legal('P1').some((a) => a.type === 'basic' && a.target === env)).toBe(false);
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.s.zones.side).toContain(env);
  });

  it('Ultron drone rule without the environment: a facedown Drone has no printed values (ATK, SCH and HP "–")', () => {
    const g = game();
    const top = g.s.zones['deck.P1'][0];
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 1, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(stat(g.s, top, 'atk')).toBeNull();
  });

  it('§2.12 Empty player deck: a Drone taken from the last card shuffles the discard in as a new deck and deals an encounter card', () => {
    const g = game((d) => {
      environment(d);
      d.zones['discard.P1'] = d.zones['deck.P1'].slice(1);
      d.zones['deck.P1'] = d.zones['deck.P1'].slice(0, 1);
    });
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 1, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(drones(g)).toHaveLength(1);
    expect(g.s.zones['discard.P1']).toEqual([]);
    expect(g.s.zones['deck.P1'].length).toBeGreaterThan(0);
    expect(logKeys(g)).toContain('mc.log.playerDeckReshuffled');
  });

  it('§2.12 Empty player deck: discarding from the top stops when the deck runs out, then the discard becomes the deck', () => {
    const g = game((d) => {
      d.zones['discard.P1'] = d.zones['deck.P1'].slice(2);
      d.zones['deck.P1'] = d.zones['deck.P1'].slice(0, 2);
    });
    const before = g.s.zones['discard.P1'].length;
    now(g, { t: 'effects', fx: [{ op: 'mill', n: 3 }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(g.s.zones['deck.P1']).toHaveLength(before + 2); // 2 discarded, none more; all shuffled back
    expect(g.s.zones['discard.P1']).toEqual([]);
  });

  it('§2.6 Resource requirement: two resources of one type need two (one of them and a wild, not one of another type)', () => {
    const g = game((d) => {
      ultron(d);
      place(d, '01089', 'hand.P1', 'deck.P1');
      place(d, '01088', 'hand.P1', 'deck.P1');
    });
    reveal(g, '01141');
    const pt = g.find('01141', 'villain');
    // one mental card gives 2 mental: enough; an energy card alone is not
    g.do('P1', { type: 'use', card: pt, ability: 2 });
    expect(g.s.ask?.k).toBe('pay');
    g.do('P1', { type: 'pay', card: g.find('01088', 'hand.P1') });
    expect(g.s.ask?.k).toBe('pay'); // 2 energy: the total is met, the mental requirement is not
    g.do('P1', { type: 'pay', card: g.find('01089', 'hand.P1') });
    expect(g.s.zones.villain).not.toContain(pt);
  });

  // ---- Ultron scenario set ----

  it('01134 villain: after Ultron I attacks you, you choose 1 threat on the main scheme or a Drone (§2.7 Forced, Choose)', () => {
    const g = game((d) => {
      ultron(d);
      environment(d);
    });
    const main = g.s.zones.main[0];
    const t0 = threatOf(g, main);
    now(g, (d) => activationTask(d.zones.villain[0], 'P1', 'attack'));
    settle(g, option(0));
    expect(threatOf(g, main)).toBe(t0 + 1);
    expect(drones(g)).toHaveLength(0);
    now(g, (d) => activationTask(d.zones.villain[0], 'P1', 'attack'));
    settle(g, option(1));
    expect(drones(g)).toHaveLength(1);
    expect(threatOf(g, main)).toBe(t0 + 1);
  });

  it('01135 villain: as Ultron II attacks you, a Drone enters and the attack gets +1 ATK per Drone engaged with you, counted at damage (FAQ Ultron II)', () => {
    const g = game((d) => {
      ultron(d, '01135');
      environment(d);
      place(d, '01143', 'engaged.P1', 'encDeck'); // a printed Drone counts too
      noBoosts(d);
    });
    const hp = dmgOf(g, me(g));
    now(g, (d) => activationTask(d.zones.villain[0], 'P1', 'attack'));
    settle(g);
    expect(drones(g)).toHaveLength(1);
    expect(dmgOf(g, me(g)) - hp).toBe(2 + 2); // ATK 2 + 2 Drones (no boost icons)
  });

  it('01136 villain: Drones get +1 ATK/+1 HP, Ultron III takes no damage while a Drone is in play; revealed, it fetches and reveals 01150', () => {
    const g = game((d) => {
      environment(d);
      ultron(d, '01135');
      place(d, '01136', 'villainDeck', 'encDeck');
      d.cards[d.zones.villain[0]] = { dmg: 21 }; // one more and stage II is defeated
      place(d, '01150', 'encDiscard', 'encDeck');
    });
    g.do('P1', { type: 'basic', power: 'attack', target: g.s.zones.villain[0] });
    settle(g);
    const v = g.find('01136', 'villain');
    expect(g.codes('side')).toContain('01150'); // revealed from the discard pile: 2 Drones for the first player
    const ds = drones(g);
    expect(ds).toHaveLength(2);
    expect([stat(g.s, ds[0], 'atk'), stat(g.s, ds[0], 'hp')]).toEqual([2, 2]);
    const before = dmgOf(g, v);
    g.edit((d) => (d.cards[d.players.P1.identity] = {}));
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    settle(g);
    expect(dmgOf(g, v)).toBe(before); // no damage while a Drone is in play
    g.edit((d) => {
      for (const id of ds) d.zones['engaged.P1'] = d.zones['engaged.P1'].filter((x) => x !== id);
      d.zones.removed.push(...ds);
      d.cards[d.players.P1.identity] = {};
    });
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    expect(dmgOf(g, v)).toBeGreaterThan(before);
  });

  it('01140 environment: facedown Drones have base ATK, SCH and HP 1; printed Drones keep their own values', () => {
    const g = game((d) => {
      place(d, '01143', 'engaged.P1', 'encDeck');
    });
    reveal(g, '01140');
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 1, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    const [d1] = drones(g);
    expect(['atk', 'sch', 'hp'].map((st) => stat(g.s, d1, st as 'atk'))).toEqual([1, 1, 1]);
    const adv = g.find('01143', 'engaged.P1');
    expect(stat(g.s, adv, 'hp')).toBe(4);
  });

  it('01141 attachment: attached to Ultron (+1 SCH); after he schemes, 1 threat on each side scheme; a hero action with 2 mental discards it', () => {
    const g = game((d) => {
      ultron(d);
      d.players.P1.form = 'alter_ego';
      place(d, '01149', 'side', 'encDeck');
      d.cards[d.zones.side[0]] = { threat: 3 };
      place(d, '01089', 'hand.P1', 'deck.P1');
    });
    reveal(g, '01141');
    const pt = g.find('01141', 'villain');
    const v = g.s.zones.villain[0];
    expect(g.card(pt).on).toBe(v);
    expect(stat(g.s, v, 'sch')).toBe(2);
    const side = g.s.zones.side[0];
    now(g, activationTask(v, 'P1', 'scheme'));
    settle(g);
    expect(threatOf(g, side)).toBe(4);
    expect(g.refused('P1', { type: 'use', card: pt, ability: 2 })).toBe('mc.needHeroForm');
    g.edit((d) => (d.players.P1.form = 'hero'));
    g.do('P1', { type: 'use', card: pt, ability: 2 }).do('P1', { type: 'pay', card: g.find('01089', 'hand.P1') });
    expect(g.s.zones.villain).not.toContain(pt);
    expect(g.card(me(g)).exhausted).toBe(true);
  });

  it('01142 attachment: attached to the environment, facedown Drones +1 ATK/+1 HP (printed Drones not); spending energy, mental and physical discards it', () => {
    const g = game((d) => {
      environment(d);
      place(d, '01143', 'engaged.P1', 'encDeck');
      for (const r of ['01088', '01089', '01090']) place(d, r, 'hand.P1', 'deck.P1');
    });
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 1, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    reveal(g, '01142');
    const up = g.find('01142', 'side');
    expect(g.card(up).on).toBe(g.find('01140', 'side'));
    const [d1] = drones(g);
    expect([stat(g.s, d1, 'atk'), stat(g.s, d1, 'hp')]).toEqual([2, 2]);
    expect(stat(g.s, g.find('01143', 'engaged.P1'), 'atk')).toBe(1);
    g.do('P1', { type: 'use', card: up, ability: 3 });
    for (const r of ['01088', '01089']) g.do('P1', { type: 'pay', card: g.find(r, 'hand.P1') });
    expect(g.s.ask?.k).toBe('pay'); // 4 resources, but no physical yet
    g.do('P1', { type: 'pay', card: g.find('01090', 'hand.P1') });
    expect(g.s.zones.side).not.toContain(up);
    expect(g.card(me(g)).exhausted).toBeUndefined(); // this one does not exhaust the hero
  });

  it('01142 attachment: with no environment in play it cannot attach and is discarded (§2.12 Attach to)', () => {
    const g = game();
    reveal(g, '01142');
    expect(g.codes('encDiscard')).toContain('01142');
  });

  it('01143 minion: defeated, it puts a Drone into play for the engaged player (forced interrupt as it is defeated)', () => {
    const g = game((d) => {
      environment(d);
      const m = place(d, '01143', 'engaged.P1', 'encDeck');
      d.cards[m] = { dmg: 3 };
    });
    expect(g.refused('P1', { type: 'basic', power: 'attack', target: g.s.zones.villain[0] })).toBe('mc.guard');
    g.do('P1', { type: 'basic', power: 'attack', target: g.find('01143', 'engaged.P1') });
    settle(g);
    expect(g.codes('encDiscard')).toContain('01143');
    expect(drones(g)).toHaveLength(1);
  });

  it.each(['01144a', '01144b', '01144c'])(
    '%s treachery: each player puts a Drone into play (digest "Each player")',
    (code) => {
      const g = game(environment, 2);
      reveal(g, code);
      settle(g);
      expect([drones(g, 'P1').length, drones(g, 'P2').length]).toEqual([1, 1]);
    },
  );

  it.each([
    ['01144a', '01088'],
    ['01144b', '01089'],
    ['01144c', '01090'],
  ])(
    '%s boost: spend a resource of its type (%s pays) or take a Drone; without it only the Drone is offered',
    (code, res) => {
      const g = game((d) => {
        environment(d);
        ultron(d);
        onTop(d, code);
        place(d, res, 'hand.P1', 'deck.P1');
      });
      now(g, (d) => activationTask(d.zones.villain[0], 'P1', 'attack'));
      g.until((x) => x.s.ask?.k === 'option');
      expect(g.legal('P1')).toEqual([
        { type: 'option', index: 0 },
        { type: 'option', index: 1 },
      ]);
      g.do('P1', { type: 'option', index: 0 });
      expect(g.legal('P1')).not.toContainEqual({ type: 'cancelPay' });
      g.do('P1', { type: 'pay', card: g.find(res, 'hand.P1') });
      settle(g, option(0));
      expect(g.s.zones['hand.P1']).toEqual([]);
      // again, with nothing to spend: only the Drone remains
      g.edit((d) => onTop(d, code));
      const before = drones(g).length;
      now(g, (d) => activationTask(d.zones.villain[0], 'P1', 'attack'));
      g.until((x) => x.s.ask?.k === 'option' || x.s.ask?.k === 'main');
      if (g.s.ask?.k === 'option') expect(g.legal('P1')).toEqual([{ type: 'option', index: 1 }]);
      settle(g, option(1));
      expect(drones(g).length).toBeGreaterThan(before);
    },
  );

  it('01145 treachery: in hero form Ultron attacks you and you discard a card from your deck per damage dealt; in alter-ego form he schemes and you discard per threat placed', () => {
    const g = game((d) => {
      ultron(d);
      noBoosts(d, ['01145']);
    });
    const deck = g.s.zones['deck.P1'].length;
    reveal(g, '01145');
    settle(g);
    expect(dmgOf(g, me(g))).toBe(2);
    expect(g.s.zones['deck.P1'].length).toBe(deck - 2);
    g.edit((d) => (d.players.P1.form = 'alter_ego'));
    const main = g.s.zones.main[0];
    const t0 = threatOf(g, main);
    g.edit((d) => onTop(d, '01145'));
    reveal(g, '01145');
    settle(g);
    expect(threatOf(g, main)).toBe(t0 + 1);
    expect(g.s.zones['deck.P1'].length).toBe(deck - 3);
  });

  it("01145 treachery: when another player defends the attack, the discards still come from the revealing player's deck", () => {
    const g = game((d) => {
      ultron(d);
      noBoosts(d, ['01145']);
    }, 2);
    const [p1, p2] = [g.s.zones['deck.P1'].length, g.s.zones['deck.P2'].length];
    reveal(g, '01145');
    const p2Defends = (x: Game, legal: McAction[]) =>
      legal.find((a) => a.type === 'defend' && a.card === x.s.players.P2.identity) ?? defaultChoice(x, legal);
    settle(g, p2Defends);
    expect(logKeys(g)).toContain('mc.log.defends');
    expect(g.s.zones['deck.P2'].length).toBe(p2);
    expect(g.s.zones['deck.P1'].length).toBeLessThan(p1);
  });

  it('01146 treachery: Ultron heals 2 per Drone engaged with you; nothing healed, it surges; boost: heals 1 per Drone', () => {
    const g = game((d) => {
      environment(d);
      const v = ultron(d);
      d.cards[v] = { dmg: 10 };
    });
    const v = g.s.zones.villain[0];
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 2, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    reveal(g, '01146');
    settle(g);
    expect(dmgOf(g, v)).toBe(6);
    expect(logKeys(g)).not.toContain('mc.log.surge');
    // no Drone: no healing, so it surges
    const g2 = game((d) => {
      ultron(d);
      d.cards[d.zones.villain[0]] = { dmg: 10 };
    });
    reveal(g2, '01146');
    expect(logKeys(g2)).toContain('mc.log.surge');
    // boost
    const g3 = game((d) => {
      environment(d);
      const u = ultron(d);
      d.cards[u] = { dmg: 10 };
      onTop(d, '01146');
    });
    now(g3, { t: 'effects', fx: [{ op: 'facedown', n: 2, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    now(g3, (d) => activationTask(d.zones.villain[0], 'P1', 'scheme'));
    settle(g3);
    expect(dmgOf(g3, g3.s.zones.villain[0])).toBe(8);
  });

  it('01147 treachery: each Drone engaged with you attacks; when none attacks, you take a Drone instead', () => {
    const g = game(environment);
    now(g, { t: 'effects', fx: [{ op: 'facedown', n: 2, trait: 'Drone' }], i: 0, ctx: { src: null, seat: 'P1' } });
    reveal(g, '01147');
    settle(g);
    expect(dmgOf(g, me(g))).toBe(2);
    expect(drones(g)).toHaveLength(2);
    const g2 = game(environment);
    reveal(g2, '01147');
    settle(g2);
    expect(dmgOf(g2, me(g2))).toBe(0);
    expect(drones(g2)).toHaveLength(1);
  });

  it('01148 side scheme (acceleration icon): each player takes a Drone, then 1 threat here per Drone minion in play', () => {
    const g = game((d) => {
      environment(d);
      place(d, '01143', 'engaged.P1', 'encDeck');
    }, 2);
    reveal(g, '01148');
    settle(g);
    const f = g.find('01148', 'side');
    expect(threatOf(g, f)).toBe(4 + 3);
    expect(g.def(f).icons).toEqual({ acceleration: 1 });
  });

  it('01149 side scheme (hazard icon): each player discards the top 3 cards of their deck', () => {
    const g = game(undefined, 2);
    const [a, b] = [g.s.zones['deck.P1'].slice(0, 3), g.s.zones['deck.P2'].slice(0, 3)];
    reveal(g, '01149');
    settle(g);
    expect(g.s.zones['discard.P1']).toEqual(expect.arrayContaining(a));
    expect(g.s.zones['discard.P2']).toEqual(expect.arrayContaining(b));
    expect(threatOf(g, g.find('01149', 'side'))).toBe(3 * 2); // 3 per player
  });

  it('01150 side scheme: the first player puts the top 2 cards of their deck into play as Drones (not the revealing player)', () => {
    const g = game((d) => {
      environment(d);
      d.first = 1;
    }, 2);
    reveal(g, '01150', 'P1');
    settle(g);
    expect([drones(g, 'P1').length, drones(g, 'P2').length]).toEqual([0, 2]);
  });

  // ---- Under Attack ----

  it('01151 side scheme (crisis icon): each player chooses 2 threat here or 3 damage to their identity', () => {
    const g = game(undefined, 2);
    reveal(g, '01151');
    g.until((x) => x.s.ask?.k === 'option');
    expect(g.s.ask?.seat).toBe('P1');
    g.do('P1', { type: 'option', index: 0 });
    g.until((x) => x.s.ask?.k === 'option');
    expect(g.s.ask?.seat).toBe('P2');
    g.do('P2', { type: 'option', index: 1 });
    settle(g);
    const ua = g.find('01151', 'side');
    expect(threatOf(g, ua)).toBe(3 + 2);
    expect(dmgOf(g, g.s.players.P2.identity)).toBe(3);
    expect(dmgOf(g, me(g))).toBe(0);
    expect(
      g.legal('P1').some((a) => a.type === 'basic' && a.power === 'thwart' && a.target === g.s.zones.main[0]),
    ).toBe(false); // crisis
  });

  it('01152 attachment: after the villain takes damage it gets a tough status; a hero action with 2 physical discards it', () => {
    const g = game((d) => {
      place(d, '01090', 'hand.P1', 'deck.P1');
    });
    reveal(g, '01152');
    const va = g.find('01152', 'villain');
    const v = g.s.zones.villain.find((x) => x !== va)!;
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    settle(g);
    expect(g.card(v).tough).toBe(1);
    g.edit((d) => (d.cards[d.players.P1.identity] = {}));
    g.do('P1', { type: 'use', card: va, ability: 1 }).do('P1', { type: 'pay', card: g.find('01090', 'hand.P1') });
    expect(g.codes('encDiscard')).toContain('01152');
    expect(g.refused('P1', { type: 'use', card: va, ability: 1 })).not.toBeNull();
  });

  it('01153 attachment: the villain gains Retaliate 1; the hero action needs the hero ready and 2 energy', () => {
    const g = game((d) => place(d, '01088', 'hand.P1', 'deck.P1'));
    reveal(g, '01153');
    const cb = g.find('01153', 'villain');
    const v = g.s.zones.villain.find((x) => x !== cb)!;
    g.do('P1', { type: 'basic', power: 'attack', target: v });
    settle(g);
    expect(dmgOf(g, me(g))).toBe(1);
    expect(g.refused('P1', { type: 'use', card: cb, ability: 1 })).toBe('mc.exhausted');
    g.edit((d) => (d.cards[d.players.P1.identity] = {}));
    g.do('P1', { type: 'use', card: cb, ability: 1 }).do('P1', { type: 'pay', card: g.find('01088', 'hand.P1') });
    expect(g.codes('encDiscard')).toContain('01153');
  });

  it('01154 treachery: 1 damage to each friendly character (every player); boost: 1 damage to each character you control', () => {
    const g = game(undefined, 2);
    reveal(g, '01154');
    settle(g);
    expect([dmgOf(g, me(g)), dmgOf(g, g.s.players.P2.identity)]).toEqual([1, 1]);
    const g2 = game((d) => {
      onTop(d, '01154');
    }, 2);
    now(g2, (d) => activationTask(d.zones.villain[0], 'P1', 'scheme'));
    settle(g2);
    expect([dmgOf(g2, me(g2)), dmgOf(g2, g2.s.players.P2.identity)]).toEqual([1, 0]);
  });

  // ---- Legions of Hydra ----

  it('01180 side scheme (hazard icon): fetches the unique minion 01181 from the discard pile, then 2 more threat per Hydra enemy in play', () => {
    const g = game((d) => {
      place(d, '01182', 'engaged.P1', 'encDeck');
      place(d, '01181', 'encDiscard', 'encDeck');
    });
    reveal(g, '01180');
    settle(g);
    expect(g.codes('engaged.P1')).toContain('01181');
    expect(threatOf(g, g.find('01180', 'side'))).toBe(3 + 4);
  });

  it('01180 side scheme: with 01181 already in play there is no search (the deck is not shuffled)', () => {
    const g = game((d) => place(d, '01181', 'engaged.P1', 'encDeck'));
    reveal(g, '01180');
    settle(g);
    expect(logKeys(g)).not.toContain('mc.log.searchedEncounter');
    expect(threatOf(g, g.find('01180', 'side'))).toBe(3 + 2);
  });

  it('01181 minion: takes no damage while 01180 is in play; after it attacks or schemes, 2 threat on 01180', () => {
    const g = game((d) => {
      place(d, '01180', 'side', 'encDeck');
      d.cards[d.zones.side[0]] = { threat: 3 };
      place(d, '01181', 'engaged.P1', 'encDeck');
    });
    const mh = g.find('01181', 'engaged.P1');
    const legions = g.find('01180', 'side');
    g.do('P1', { type: 'basic', power: 'attack', target: mh });
    settle(g);
    expect(dmgOf(g, mh)).toBe(0);
    now(g, activationTask(mh, 'P1', 'attack'));
    settle(g);
    expect(threatOf(g, legions)).toBe(5);
    now(g, activationTask(mh, 'P1', 'scheme'));
    settle(g);
    expect(threatOf(g, legions)).toBe(7);
    g.edit((d) => {
      d.zones.side = d.zones.side.filter((x) => x !== legions);
      d.zones.removed.push(legions);
      d.cards[d.players.P1.identity] = {};
    });
    g.do('P1', { type: 'basic', power: 'attack', target: mh });
    expect(dmgOf(g, mh)).toBeGreaterThan(0);
  });

  it('01182 minion (Guard): defeated, the engaged player is dealt an encounter card', () => {
    const g = game((d) => {
      const m = place(d, '01182', 'engaged.P1', 'encDeck');
      d.cards[m] = { dmg: 3 };
    });
    expect(g.def(g.find('01182')).kw?.guard).toBe(true);
    g.do('P1', { type: 'basic', power: 'attack', target: g.find('01182', 'engaged.P1') });
    settle(g);
    expect(g.s.zones['dealt.P1']).toHaveLength(1);
  });

  // ---- The Doomsday Chair ----

  it('01183 side scheme (acceleration icon): fetches the unique minion 01184 engaged with you unless it is in play', () => {
    const g = game();
    reveal(g, '01183');
    settle(g);
    expect(g.codes('engaged.P1')).toContain('01184');
    expect(threatOf(g, g.find('01183', 'side'))).toBe(8);
    expect(logKeys(g)).toContain('mc.log.searchedEncounter');
  });

  it('01184 minion: Retaliate 2 answers an attack on it', () => {
    const g = game((d) => place(d, '01184', 'engaged.P1', 'encDeck'));
    g.do('P1', { type: 'basic', power: 'attack', target: g.find('01184', 'engaged.P1') });
    expect(dmgOf(g, me(g))).toBe(2);
  });

  it('01185 attachment (Surge): attaches to the minion with the highest printed HP without a copy; saves it from defeat once by healing it', () => {
    const g = game((d) => {
      place(d, '01182', 'engaged.P1', 'encDeck'); // 4 HP
      place(d, '01184', 'engaged.P1', 'encDeck'); // 8 HP
    });
    reveal(g, '01185');
    settle(g);
    const bio = g.find('01185', 'engaged.P1');
    const modok = g.find('01184', 'engaged.P1');
    expect(g.card(bio).on).toBe(modok);
    expect(logKeys(g)).toContain('mc.log.surge');
    g.edit((d) => (d.cards[modok] = { ...d.cards[modok], dmg: 6 }));
    g.do('P1', { type: 'basic', power: 'attack', target: modok });
    settle(g);
    expect(g.s.zones['engaged.P1']).toContain(modok);
    expect(dmgOf(g, modok)).toBe(0);
    expect(g.codes('encDiscard')).toContain('01185');
  });

  it('01185 attachment: with no minion in play it is discarded, and still surges', () => {
    const g = game();
    reveal(g, '01185');
    expect(g.codes('encDiscard')).toContain('01185');
    expect(logKeys(g)).toContain('mc.log.surge');
  });
});

/** The options of a real Ultron game (the imported scenario with its modular sets). */
function ultronOptions(modular: string[], expert: boolean) {
  const r = mcScenarioOptions(core, { scenario: 'ultron', modular, expert });
  if (!r.ok) throw new Error(`missing ${r.missing.join(', ')}`);
  return { ...r.options, modular, expert, cards: { ...cards, ...r.options.cards } };
}

describe.skipIf(!dir)('a real Ultron game (issue 12 §1, §2; main scheme stages §2.11)', () => {
  it('01137a/01137b main scheme: set-up puts the environment 01140 into play, then 1B gives each player a Drone', () => {
    const g = new Game({
      heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
      ...ultronOptions(['under_attack'], false),
    }).skipMulligans();
    expect(g.codes('side')).toEqual(['01140']);
    expect(g.codes('main')).toEqual(['01137b']);
    expect([drones(g, 'P1').length, drones(g, 'P2').length]).toEqual([1, 1]);
    expect(stat(g.s, drones(g)[0], 'hp')).toBe(1);
    expect(g.codes('encDeck')).not.toContain('01140');
  });

  it('01138a/01138b main scheme: stage 2 gives each player a Drone; after villain step 1 each player places 2 more threat or takes a Drone', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], ...ultronOptions(['under_attack'], false) }).skipMulligans();
    g.edit((d) => {
      d.cards[d.zones.main[0]] = { threat: 2 };
      d.players.P1.form = 'alter_ego';
    });
    // threat placed on 1B reaches its target (3): stage 2 is revealed
    now(g, { t: 'effects', fx: [{ op: 'threat', on: 'main', n: 1 }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(g.codes('main')).toEqual(['01138b']);
    expect(drones(g)).toHaveLength(2);
    const main = g.s.zones.main[0];
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'option' || x.s.round === 2);
    expect(g.s.ask?.k).toBe('option');
    const mark = g.events.length;
    g.do('P1', { type: 'option', index: 0 });
    const placed = g.events.slice(mark).find((e) => e.type === 'log' && e.key === 'mc.log.threatPlaced');
    expect(placed).toMatchObject({ params: { card: codeOf(main), n: 2 } }); // before any enemy activates
  });

  it('01139a/01139b main scheme: stage 3 gives each player a Drone; threat cannot be removed from it; completed, the players lose', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], ...ultronOptions(['under_attack'], false) }).skipMulligans();
    g.edit((d) => {
      d.zones.removed.push(...d.zones.main.splice(0), d.zones.mainDeck.shift()!);
      d.cards[d.zones.mainDeck[0]] = {};
      d.players.P1.form = 'hero';
    });
    const three = g.s.zones.mainDeck[0];
    g.edit((d) => {
      d.zones.main = [three];
      d.zones.mainDeck = [];
      d.cards[three] = { threat: 4 };
    });
    expect(g.legal('P1').some((a) => a.type === 'basic' && a.power === 'thwart' && a.target === three)).toBe(false);
    now(g, { t: 'effects', fx: [{ op: 'thwart', from: 'main', n: 2 }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(threatOf(g, three)).toBe(4);
    now(g, { t: 'effects', fx: [{ op: 'threat', on: 'main', n: 1 }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
    // and its A side, when revealed from stage 2: a Drone for each player
    const g2 = new Game({ heroes: [{ identity: 'stw-h' }], ...ultronOptions(['under_attack'], false) }).skipMulligans();
    g2.edit((d) => {
      d.zones.removed.push(...d.zones.main.splice(0));
      d.zones.main = [d.zones.mainDeck.shift()!];
      d.cards[d.zones.main[0]] = { threat: 9 };
    });
    const had = drones(g2).length;
    now(g2, { t: 'effects', fx: [{ op: 'threat', on: 'main', n: 1 }], i: 0, ctx: { src: null, seat: 'P1' } });
    expect(g2.codes('main')).toEqual(['01139b']);
    expect(drones(g2).length).toBe(had + 1);
  });

  it.each([
    [false, ['under_attack']],
    [true, ['legions_of_hydra', 'the_doomsday_chair']],
  ] as const)(
    'random legal games to the end (expert %s, modular %j): every kernel check, exact replay, each ends with a result',
    { timeout: 600_000 },
    (expert, modular) => {
      const heroes = [[{ identity: 'stw-h' }], [{ identity: 'stw-h' }, { identity: 'bwk-h' }]];
      const report = propertyRun(mcEngine, {
        fullGames: 4,
        minGames: 4,
        seed: `ultron-${expert ? 'expert' : 'standard'}`,
        maxActions: 4000,
        options: (rng: Rng) => ({ heroes: heroes[rng.int(0, 1)], ...ultronOptions([...modular], expert) }),
      });
      expect(report.finished).toBe(4);
    },
  );
});

describe.skipIf(!dir)('the Ultron group cards are described in every language (card zoom)', () => {
  const { te, t } = createAppI18n('en').global;
  it.each(LOCALES)('%s: every effect, cost, constant and trigger of these cards has its words', (locale) => {
    const missing = new Set<string>();
    const tr: Translate = (key, params) => {
      if (!te(key, locale)) missing.add(key);
      return t(key, (params ?? {}) as Record<string, unknown>, { locale });
    };
    const codes = Object.keys(ULTRON_CARDS);
    const texts = codes.map((code) => ({ code, lines: cardLines(tr, cards[code]) }));
    expect([...missing]).toEqual([]);
    expect(texts.filter((x) => x.lines.some((l) => /\{\w+\}/.test(l))).map((x) => x.code)).toEqual([]);
    for (const x of texts) if (x.code !== '01184') expect(x.lines.length, x.code).toBeGreaterThan(0);
  });
});
