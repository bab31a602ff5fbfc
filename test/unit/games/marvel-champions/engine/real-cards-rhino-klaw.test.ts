// Real Core Set encounter cards of the Rhino, Bomb Scare, Klaw, Masters of Evil, Standard and Expert
// sets (real-cards/core-rhino-klaw.ts): each card revealed (or attached, flipped as a boost, attacked
// with) in a game driven through the kernel, with the digest rule it exercises.
import { describe, expect, it } from 'vitest';
import { codeOf, remainingHp, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import { activationTask } from '../../../../../core/games/marvel-champions/engine/rules';
import type { Draft, Effect, McEvent } from '../../../../../core/games/marvel-champions/engine/types';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { mcScenarioOptions } from '../../../../../core/games/marvel-champions/engine/scenario-data';
import type { Rng } from '../../../../../core/kernel';
import { propertyRun } from '../../../../support/property';
import { clearHand, Game, logKeys, place, stackTop } from './helpers';
import { cards, core, dir, dmgOf, filler, me, villain } from './real-cards-kit';

/** The engine options of a real scenario of the reference data (issue 12 §1), with every Core card. */
function scenarioOptions(scenario: string, modular: string[], expert: boolean) {
  const r = mcScenarioOptions(core, { scenario, modular, expert });
  if (!r.ok) throw new Error(`missing: ${r.missing.join(', ')}`);
  return { ...r.options, modular, expert, cards: { ...cards, ...r.options.cards } };
}

/** Stormwright alone against Null with these extra encounter cards, at the start of her turn. */
function game(
  enc: Record<string, number>,
  form: 'hero' | 'alter_ego' = 'hero',
  more: (d: Draft) => void = () => {},
  deck: Record<string, number> = { [filler]: 20 },
  identity = 'stw-h',
): Game {
  const g = new Game({ heroes: [{ identity, deck }], cards, encounter: enc }).skipMulligans();
  return g.edit((d) => {
    clearHand(d, 'P1');
    d.players.P1.form = form;
    more(d);
  });
}

/** Edits the state, then lets the engine run on, keeping its events (log lines) in the game's. */
function exec(g: Game, fn: (d: Draft) => void): Game {
  return g.edit((d) => {
    fn(d);
    d.ask = null;
    const ev: McEvent[] = [];
    run(d, ev);
    g.events.push(...ev);
  });
}

/** Resolves effects now for P1 (a scenario step: damage dealt by some card, an attack…). */
const effect = (g: Game, ...fx: Effect[]) =>
  exec(g, (d) => d.stack.push({ t: 'effects', fx, i: 0, ctx: { src: null, seat: 'P1' } } as Draft['stack'][number]));

/** Reveals the encounter card `code` (from the encounter deck) for P1 now (§2.12 Reveal). */
function reveal(g: Game, code: string, top: string[] = []): Game {
  return exec(g, (d) => {
    const id = d.zones.encDeck.find((x) => codeOf(x) === code);
    if (!id) throw new Error(`no ${code} in the encounter deck`);
    stackTop(d, [code, ...top]);
    d.zones.encDeck.shift();
    d.zones.reveal.push(id);
    d.stack.push({ t: 'reveal', card: id, seat: 'P1' });
  });
}

/** Answers with pass / done / no defender / first option until P1's turn asks again. */
const settle = (g: Game) => g.until((x) => x.s.ask?.k === 'main');
const surged = (g: Game) => logKeys(g).includes('mc.log.surge');
const main = (g: Game) => g.s.zones.main[0];
const threatOf = (g: Game, id: string) => g.card(id).threat ?? 0;
/** Puts a card (by code, from anywhere) attached to the villain. */
const attach = (d: Draft, code: string) => {
  const id = place(d, code, 'villain');
  d.cards[id] = { ...d.cards[id], on: d.zones.villain[0] };
  return id;
};

/** Replaces the villain in play by a new card of `code` (a stage of another scenario). */
function asVillain(d: Draft, code: string): string {
  for (const id of d.zones.villain) delete d.cards[id];
  d.zones.removed.push(...d.zones.villain);
  const id = `e:${code}:${d.count++}`;
  d.zones.villain = [id];
  return id;
}

/** Puts a new card of `code` on top of the villain deck (the next stage). */
function nextStage(d: Draft, code: string): void {
  d.zones.villainDeck.unshift(`e:${code}:${d.count++}`);
}

/** The villain attacks P1 now (undefended unless `defend` answers the defender request). */
function attackP1(g: Game, defend: string | null = null): Game {
  effect(g, { op: 'activate', how: 'attack' });
  if (g.s.ask?.k === 'defend') g.do('P1', { type: 'defend', card: defend });
  return settle(g);
}

/** The card revealed alone (its boost and a surge would find cards without effect). */
const revealAlone = (code: string, form: 'hero' | 'alter_ego' = 'hero') =>
  reveal(game({ [code]: 1, '01186': 3 }, form), code, ['01186']);

/** Two copies revealed: the first has its effect (`check`) without surge; the second finds it done and surges. */
function secondSurges(code: string, check: (g: Game) => void): void {
  const g = reveal(game({ [code]: 2, '01186': 3 }), code, ['01186']);
  check(g);
  expect(surged(g)).toBe(false);
  reveal(g, code, ['01186']);
  expect(surged(g)).toBe(true);
  check(g); // still one status card
}

const count = (g: Game, key: string) => logKeys(g).filter((k) => k === key).length;

describe.skipIf(!dir)('real Core Set encounter cards: Rhino, Klaw, modular, Standard and Expert sets', () => {
  describe('Standard set', () => {
    it('01186 treachery: the villain schemes against you (§2.8 Scheme)', () => {
      const g = reveal(game({ '01186': 3 }), '01186', ['01186']); // its boost card has no boost icon
      expect(logKeys(g)).toContain('mc.log.enemySchemes');
      const v = villain(g);
      expect(threatOf(g, main(g))).toBe(stat(g.s, v, 'sch')! + (cards['01186'].boost ?? 0));
    });

    it('01187 treachery: alter-ego → surge; hero → the villain attacks you (§2.12 Surge, §2.8 Attack)', () => {
      const ae = reveal(game({ '01187': 1, '01186': 3 }, 'alter_ego'), '01187', ['01186', '01186']);
      expect(surged(ae)).toBe(true);
      expect(logKeys(ae)).not.toContain('mc.log.enemyAttacks');
      const hero = game({ '01187': 1, '01186': 3 });
      const hp = remainingHp(hero.s, me(hero));
      reveal(hero, '01187', ['01186']);
      settle(hero);
      expect(surged(hero)).toBe(false);
      expect(logKeys(hero)).toContain('mc.log.enemyAttacks');
      expect(remainingHp(hero.s, me(hero))).toBe(hp - stat(hero.s, villain(hero), 'atk')!);
    });

    it('01188 treachery: discard an upgrade or support you control, else surge (§2.12 Surge)', () => {
      const withSupport = game(
        { '01188': 1, '01186': 3 },
        'hero',
        (d) => {
          place(d, '01045', 'play.P1'); // a support
        },
        { [filler]: 20, '01045': 1 },
      );
      reveal(withSupport, '01188', ['01186']);
      expect(withSupport.codes('play.P1')).toEqual([]);
      expect(withSupport.codes('discard.P1')).toContain('01045');
      expect(surged(withSupport)).toBe(false);
      const none = revealAlone('01188');
      expect(surged(none)).toBe(true);
    });

    it('01188 treachery: with two, the player chooses which one to discard (§2.7 Choose)', () => {
      const g = game(
        { '01188': 1, '01186': 3 },
        'hero',
        (d) => {
          place(d, '01045', 'play.P1');
          place(d, '01006', 'play.P1');
        },
        { [filler]: 20, '01045': 1, '01006': 1 },
      );
      reveal(g, '01188', ['01186']);
      expect(g.s.ask?.k).toBe('target');
      const keep = g.find('01045', 'play.P1');
      g.do('P1', { type: 'choose', target: g.find('01006', 'play.P1') });
      expect(g.s.zones['play.P1']).toEqual([keep]);
    });

    it('01189 treachery: hero → the villain and each engaged minion attack you; alter-ego → surge (§2.8)', () => {
      const g = game({ '01189': 1, '01101': 1, '01186': 4 }, 'hero', (d) => {
        place(d, '01101', 'engaged.P1');
      });
      const hp = remainingHp(g.s, me(g));
      reveal(g, '01189', ['01186']);
      settle(g);
      const attacks = logKeys(g).filter((k) => k === 'mc.log.enemyAttacks');
      expect(attacks).toHaveLength(2);
      const minion = g.find('01101', 'engaged.P1');
      expect(remainingHp(g.s, me(g))).toBe(hp - stat(g.s, villain(g), 'atk')! - stat(g.s, minion, 'atk')!);
      const ae = revealAlone('01189', 'alter_ego');
      expect(surged(ae)).toBe(true);
    });

    it('01190 treachery: your nemesis minion and side scheme come out, the rest is shuffled in; none → surge (§2.12 Nemesis)', () => {
      const g = revealAlone('01190');
      settle(g);
      const nemesis = cards['stw-h']?.nemesis ?? g.def(me(g)).nemesis ?? [];
      expect(g.s.zones.setAside.filter((id) => nemesis.includes(codeOf(id)))).toEqual([]);
      expect(g.s.zones['engaged.P1'].some((id) => g.def(id).type === 'minion' && nemesis.includes(codeOf(id)))).toBe(
        true,
      );
      expect(g.s.zones.side.some((id) => nemesis.includes(codeOf(id)))).toBe(true);
      expect(surged(g)).toBe(false);
      // a second one finds nothing set aside: surge
      const again = game({ '01190': 1, '01186': 3 }, 'hero', (d) => {
        for (const id of [...d.zones.setAside]) d.zones.encDiscard.push(id);
        d.zones.setAside = [];
      });
      reveal(again, '01190', ['01186']);
      expect(surged(again)).toBe(true);
    });
  });

  describe('Expert set', () => {
    it('01191 treachery: exhaust your identity, then Surge (§2.12 Surge)', () => {
      const g = revealAlone('01191');
      expect(g.card(me(g)).exhausted).toBe(true);
      expect(surged(g)).toBe(true);
    });

    it('01192 treachery: 4 threat on each side scheme (§2.11 Threat)', () => {
      const g = game({ '01192': 1, '01107': 1, '01108': 1, '01186': 3 }, 'hero', (d) => {
        for (const code of ['01107', '01108']) {
          const id = place(d, code, 'side');
          d.cards[id] = { threat: 1 };
        }
      });
      reveal(g, '01192', ['01186']);
      expect(g.s.zones.side.map((id) => threatOf(g, id))).toEqual([5, 5]);
    });

    it('01192 treachery: no side scheme → discard from the encounter deck until one, and reveal it (§2.12)', () => {
      const g = game({ '01192': 1, '01108': 1, '01186': 3 });
      reveal(g, '01192', ['01186', '01186', '01108']);
      expect(g.codes('side')).toEqual(['01108']);
      expect(g.codes('encDiscard').filter((c) => c === '01186')).toHaveLength(2);
      expect(threatOf(g, g.find('01108', 'side'))).toBe(cards['01108'].threat);
    });

    it('01193 treachery: reveal the top card, then Surge reveals another (§2.12 Surge)', () => {
      const g = reveal(game({ '01193': 1, '01191': 1, '01186': 3 }), '01193', ['01186', '01186']);
      settle(g);
      expect(logKeys(g).filter((k) => k === 'mc.log.revealed')).toHaveLength(3);
    });
  });

  describe('Bomb Scare', () => {
    it('01109 side scheme: enters with its threat plus 1 per player; acceleration icon adds threat (§2.11)', () => {
      const g = revealAlone('01109');
      const id = g.find('01109', 'side');
      expect(threatOf(g, id)).toBe(cards['01109'].threat! + 1);
      expect(cards['01109'].icons?.acceleration).toBe(1);
    });

    it('01110 minion: the revealer chooses 2 damage to their identity or 1 threat on the main scheme (§2.7 Choose)', () => {
      const a = revealAlone('01110');
      expect(a.s.ask?.k).toBe('option');
      a.do('P1', { type: 'option', index: 0 });
      expect(dmgOf(a, me(a))).toBe(2);
      expect(a.codes('engaged.P1')).toEqual(['01110']);
      const b = revealAlone('01110');
      const before = threatOf(b, main(b));
      b.do('P1', { type: 'option', index: 1 });
      expect(threatOf(b, main(b))).toBe(before + 1);
      expect(dmgOf(b, me(b))).toBe(0);
    });

    it('01111 treachery: the bomb scheme\'s threat in damage assigned among heroes and allies, at most what defeats one; no bomb → surge (digest "Indirect damage")', () => {
      const g = game(
        { '01111': 1, '01109': 1, '01186': 3 },
        'hero',
        (d) => {
          const id = place(d, '01109', 'side');
          d.cards[id] = { threat: 4 };
          place(d, 'stw-5', 'play.P1');
        },
        { [filler]: 20, 'stw-5': 1 },
      );
      const ally = g.find('stw-5', 'play.P1');
      const allyHp = remainingHp(g.s, ally);
      reveal(g, '01111', ['01186']);
      // every point goes to the ally until it has what defeats it; the rest can only go to the hero
      for (let k = 0; k < allyHp; k++) {
        expect(g.s.ask).toMatchObject({ k: 'target', options: [me(g), ally] });
        g.do('P1', { type: 'choose', target: ally });
      }
      expect(dmgOf(g, me(g))).toBe(4 - allyHp); // the hero is the only one left: assigned without asking
      expect(g.codes('discard.P1')).toContain('stw-5');
      expect(surged(g)).toBe(false);
      const none = revealAlone('01111');
      expect(surged(none)).toBe(true);
    });

    it('01112 treachery: you are confused; already confused → surge (§2.13 Confused)', () => {
      secondSurges('01112', (g) => expect(g.card(me(g)).confused).toBe(1));
    });
  });

  describe('Rhino', () => {
    it('01094 villain: stage I attacks with its printed ATK, HP per player (§2.1 Villain, §2.8 Attack)', () => {
      const g = game({ '01186': 3 }, 'hero', (d) => {
        asVillain(d, '01094');
        stackTop(d, ['01186']); // a boost card with no icon
      });
      expect(stat(g.s, villain0(g), 'hp')).toBe(14);
      attackP1(g);
      expect(dmgOf(g, me(g))).toBe(2);
    });

    it('01096 villain: When Revealed stuns each hero, Toughness gives it a tough card (§2.10, §2.13 Toughness)', () => {
      const g = game({ '01186': 3 }, 'hero', (d) => {
        const id = `e:01096:${d.count++}`;
        d.zones.villainDeck.unshift(id);
      });
      g.edit((d) => {
        d.cards[d.zones.villain[0]] = { dmg: 99 };
      });
      effect(g, { op: 'damage', to: 'villain', n: 1 });
      expect(g.codes('villain')).toEqual(['01096']);
      expect(g.card(villain3(g)).tough).toBe(1);
      expect(g.card(me(g)).stunned).toBe(1);
    });

    it('01095 villain: When Revealed searches the deck and discard for its side scheme and reveals it (§2.10, §2.12 Reveal)', () => {
      const g = game({ '01107': 1, '01186': 3 }, 'hero', (d) => {
        nextStage(d, '01095');
        place(d, '01107', 'encDiscard');
        d.cards[d.zones.villain[0]] = { dmg: 99 };
      });
      effect(g, { op: 'damage', to: 'villain', n: 1 });
      expect(g.codes('villain')).toEqual(['01095']);
      expect(g.codes('side')).toEqual(['01107']);
      expect(threatOf(g, g.find('01107', 'side'))).toBe(cards['01107'].threat! + 1);
    });

    it('01101 minion: Guard — engaged, the villain cannot be attacked (§2.12 Guard)', () => {
      const g = revealAlone('01101');
      const m = g.find('01101', 'engaged.P1');
      expect(g.refused('P1', { type: 'basic', power: 'attack', target: villain(g) })).toBe('mc.guard');
      g.do('P1', { type: 'basic', power: 'attack', target: m });
      expect(dmgOf(g, m)).toBe(stat(g.s, me(g), 'atk'));
    });

    it('01102 minion: Toughness — enters play engaged with a tough card that prevents the first damage (§2.13 Toughness)', () => {
      const g = revealAlone('01102');
      const m = g.find('01102', 'engaged.P1');
      expect(g.card(m).tough).toBe(1);
      g.do('P1', { type: 'basic', power: 'attack', target: m });
      expect(dmgOf(g, m)).toBe(0);
      expect(g.card(m).tough).toBeUndefined();
    });

    it('01103 minion: When Revealed deals 1 damage to each hero — not to an alter-ego (§2.4 Each, §2.12 Reveal)', () => {
      const hero = revealAlone('01103');
      expect(dmgOf(hero, me(hero))).toBe(1);
      expect(hero.codes('engaged.P1')).toEqual(['01103']);
      const ae = revealAlone('01103', 'alter_ego');
      expect(dmgOf(ae, me(ae))).toBe(0);
    });

    it('01104 treachery: the villain heals 4; with no damage to heal, surge (§2.9 Heal, §2.12 Surge)', () => {
      const g = game({ '01104': 2, '01186': 3 }, 'hero', (d) => {
        d.cards[d.zones.villain[0]] = { dmg: 5 };
      });
      reveal(g, '01104', ['01186']);
      expect(dmgOf(g, villain(g))).toBe(1);
      expect(surged(g)).toBe(false);
      const none = revealAlone('01104');
      expect(surged(none)).toBe(true);
    });

    it('01105 treachery: the villain gets a tough card; already tough → surge (§2.13 Tough)', () => {
      secondSurges('01105', (g) => expect(g.card(villain(g)).tough).toBe(1));
    });

    it('01106 treachery: hero → the villain attacks you and stuns the character it damages; alter-ego → surge (§2.8, §2.13 Stunned)', () => {
      const g = revealAlone('01106');
      settle(g);
      expect(dmgOf(g, me(g))).toBe(stat(g.s, villain(g), 'atk'));
      expect(g.card(me(g)).stunned).toBe(1);
      // a tough identity takes no damage: not stunned
      const tough = game({ '01106': 1, '01186': 3 }, 'hero', (d) => {
        d.cards[d.players.P1.identity] = { tough: 1 };
      });
      reveal(tough, '01106', ['01186']);
      settle(tough);
      expect(dmgOf(tough, me(tough))).toBe(0);
      expect(tough.card(me(tough)).stunned).toBeUndefined();
      const ae = revealAlone('01106', 'alter_ego');
      expect(surged(ae)).toBe(true);
    });

    it('01107 side scheme: enters with 1 more threat per player; its hazard icon deals one more encounter card (§2.11 Hazard)', () => {
      const g = revealAlone('01107');
      expect(threatOf(g, g.find('01107', 'side'))).toBe(cards['01107'].threat! + 1);
      g.do('P1', { type: 'endTurn' });
      g.until((x) => x.s.round > 1 || x.s.result !== null);
      expect(count(g, 'mc.log.dealt')).toBe(2); // one player: one card, plus one for the hazard icon
    });

    it('01108 side scheme: its crisis icon forbids removing threat from the main scheme (§2.11 Crisis)', () => {
      const g = game({ '01108': 1, '01186': 3 }, 'hero', (d) => {
        d.cards[d.zones.main[0]] = { threat: 3 };
      });
      reveal(g, '01108', ['01186']);
      const side = g.find('01108', 'side');
      expect(g.refused('P1', { type: 'basic', power: 'thwart', target: main(g) })).not.toBe('');
      g.do('P1', { type: 'basic', power: 'thwart', target: side });
      expect(threatOf(g, side)).toBe(cards['01108'].threat! - stat(g.s, me(g), 'thw')!);
    });

    it('01098 attachment: damage to the villain is placed on it instead; discarded at 5 (§2.9 Damage, "Attachment")', () => {
      const g = game({ '01098': 1, '01186': 3 }, 'hero', (d) => void attach(d, '01098'));
      const v = villain(g);
      const suit = g.find('01098', 'villain');
      g.do('P1', { type: 'basic', power: 'attack', target: v });
      settle(g);
      const atk = stat(g.s, me(g), 'atk')!;
      expect(dmgOf(g, v)).toBe(0);
      expect(dmgOf(g, suit)).toBe(atk);
      effect(g, { op: 'damage', to: 'villain', n: 5 - atk });
      expect(dmgOf(g, v)).toBe(0);
      expect(g.codes('encDiscard')).toContain('01098');
      effect(g, { op: 'damage', to: 'villain', n: 2 });
      expect(dmgOf(g, v)).toBe(2);
    });

    it('01099 attachment: +3 ATK; the attack gains overkill and it is discarded at the end of the attack (§2.9 Overkill)', () => {
      const g = game(
        { '01099': 1, '01186': 4 },
        'hero',
        (d) => {
          attach(d, '01099');
          stackTop(d, ['01186']); // the villain's boost card: no icon
          place(d, 'stw-5', 'play.P1'); // an ally to defend
        },
        { [filler]: 20, 'stw-5': 1 },
      );
      const v = villain(g);
      const atk = stat(g.s, v, 'atk')!;
      expect(atk).toBe(g.def(v).atk! + 3);
      const ally = g.find('stw-5', 'play.P1');
      const allyHp = remainingHp(g.s, ally);
      const hp = remainingHp(g.s, me(g));
      effect(g, { op: 'activate', how: 'attack' });
      g.do('P1', { type: 'defend', card: ally });
      settle(g);
      expect(g.codes('discard.P1')).toContain('stw-5');
      expect(remainingHp(g.s, me(g))).toBe(hp - (atk - allyHp)); // the excess reaches the identity
      expect(g.codes('encDiscard')).toContain('01099');
      expect(g.s.zones.villain.map(codeOf)).not.toContain('01099');
    });
  });

  describe('Klaw', () => {
    it('01113 villain: ★ when it attacks it gets one more boost card (§2.8 Boost)', () => {
      const g = game({ '01186': 4 }, 'hero', (d) => void asVillain(d, '01113'));
      attackP1(g);
      expect(count(g, 'mc.log.boostDealt')).toBe(2);
      expect(count(g, 'mc.log.boostFlipped')).toBe(2);
    });

    it('01114 villain: When Revealed searches for its side scheme (+10 HP) and reveals it; ★ extra boost card (§2.10, §2.8)', () => {
      const g = game({ '01127': 1, '01186': 4 }, 'hero', (d) => {
        asVillain(d, '01113');
        nextStage(d, '01114');
        d.cards[d.zones.villain[0]] = { dmg: 99 };
      });
      effect(g, { op: 'damage', to: 'villain', n: 1 });
      expect(g.codes('villain')).toEqual(['01114']);
      expect(g.codes('side')).toEqual(['01127']);
      expect(stat(g.s, g.find('01114', 'villain'), 'hp')).toBe(18 + 10);
      attackP1(g);
      expect(count(g, 'mc.log.boostDealt')).toBe(2);
    });

    it('01115 villain: Toughness and ★ one more boost card when it attacks (§2.13 Toughness, §2.8)', () => {
      expect(cards['01115'].kw?.toughness).toBe(true);
      const g = game({ '01186': 4 }, 'hero', (d) => void asVillain(d, '01115'));
      attackP1(g);
      expect(count(g, 'mc.log.boostDealt')).toBe(2);
    });

    it('01118 attachment: ★ the character the villain attack damages is stunned; hero action: spend energy, mental and physical → discard it (§2.7 Forced Response, §2.6)', () => {
      const g = game(
        { '01118': 1, '01186': 4 },
        'hero',
        (d) => {
          attach(d, '01118');
          stackTop(d, ['01186']);
        },
        { [filler]: 20, '01088': 2, '01089': 1, '01090': 1 },
      );
      expect(stat(g.s, villain(g), 'atk')).toBe(g.def(villain(g)).atk! + 1);
      attackP1(g);
      expect(g.card(me(g)).stunned).toBe(1);
      // two energy cards are not energy + mental + physical
      g.edit((d) => {
        place(d, '01088', 'hand.P1');
        place(d, '01088', 'hand.P1');
      });
      const conv = g.find('01118', 'villain');
      expect(g.refused('P1', { type: 'use', card: conv, ability: 2 })).toBe('mc.cannotPay');
      g.edit((d) => {
        place(d, '01089', 'hand.P1');
        place(d, '01090', 'hand.P1');
      });
      g.do('P1', { type: 'use', card: conv, ability: 2 });
      for (const code of ['01088', '01089', '01090']) g.do('P1', { type: 'pay', card: g.find(code, 'hand.P1') });
      expect(g.codes('encDiscard')).toContain('01118');
      expect(g.codes('discard.P1')).toEqual(expect.arrayContaining(['01088', '01089', '01090']));
    });

    it('01119 attachment: the villain gains Retaliate 1; hero action: spend energy, mental and physical → discard it (§2.9 Retaliate, §2.6)', () => {
      const g = game({ '01119': 1, '01186': 3 }, 'hero', (d) => void attach(d, '01119'), {
        [filler]: 20,
        '01088': 1,
        '01089': 1,
        '01090': 1,
      });
      g.do('P1', { type: 'basic', power: 'attack', target: villain(g) });
      settle(g);
      expect(dmgOf(g, me(g))).toBe(1);
      const body = g.find('01119', 'villain');
      g.edit((d) => {
        for (const c of ['01088', '01089', '01090']) place(d, c, 'hand.P1');
      });
      g.do('P1', { type: 'use', card: body, ability: 1 });
      for (const code of ['01088', '01089', '01090']) g.do('P1', { type: 'pay', card: g.find(code, 'hand.P1') });
      expect(g.codes('encDiscard')).toContain('01119');
      expect(dmgOf(g, me(g))).toBe(1); // discarded with no retaliation
    });

    it('01100 attachment: +1 ATK; hero action: spend three physical → discard it; not in alter-ego form (§2.6, §1.4 Hero Action)', () => {
      const g = game({ '01100': 1, '01186': 3 }, 'hero', (d) => void attach(d, '01100'), { [filler]: 20, '01090': 2 });
      const horn = g.find('01100', 'villain');
      expect(stat(g.s, villain(g), 'atk')).toBe(g.def(villain(g)).atk! + 1);
      g.edit((d) => {
        place(d, '01090', 'hand.P1');
      });
      expect(g.refused('P1', { type: 'use', card: horn, ability: 1 })).toBe('mc.cannotPay'); // 2 physical only
      g.edit((d) => {
        place(d, '01090', 'hand.P1');
        d.players.P1.form = 'alter_ego';
      });
      expect(g.refused('P1', { type: 'use', card: horn, ability: 1 })).toBe('mc.needHeroForm');
      g.edit((d) => {
        d.players.P1.form = 'hero';
      });
      g.do('P1', { type: 'use', card: horn, ability: 1 });
      for (const c of g.s.zones['hand.P1'].filter((x) => codeOf(x) === '01090'))
        if (g.s.ask?.k === 'pay') g.do('P1', { type: 'pay', card: c });
      expect(g.codes('encDiscard')).toContain('01100');
      expect(stat(g.s, villain(g), 'atk')).toBe(g.def(villain(g)).atk);
    });

    it('01120 minion: Guard and Toughness (§2.12 Guard, §2.13 Toughness)', () => {
      const g = revealAlone('01120');
      const m = g.find('01120', 'engaged.P1');
      expect(g.card(m).tough).toBe(1);
      expect(g.refused('P1', { type: 'basic', power: 'attack', target: villain(g) })).toBe('mc.guard');
    });

    it('01121 minion: Surge on reveal; ★ as a boost card it enters play engaged with the attacked player (§2.8 Boost)', () => {
      const r = revealAlone('01121');
      expect(r.codes('engaged.P1')).toEqual(['01121']);
      expect(surged(r)).toBe(true);
      const g = game({ '01121': 1, '01186': 3 }, 'hero', (d) => stackTop(d, ['01121']));
      attackP1(g);
      expect(g.codes('engaged.P1')).toEqual(['01121']);
      expect(dmgOf(g, me(g))).toBe(stat(g.s, villain(g), 'atk')); // no boost icon
    });

    it('01122 treachery: alter-ego → discard 1 card at random; hero → the villain attacks, 1 threat on the main scheme if it damaged (§2.8)', () => {
      const ae = game({ '01122': 1, '01186': 3 }, 'alter_ego', (d) => {
        place(d, filler, 'hand.P1');
        place(d, filler, 'hand.P1');
      });
      reveal(ae, '01122', ['01186']);
      expect(ae.s.zones['hand.P1']).toHaveLength(1);
      const g = game({ '01122': 1, '01186': 3 });
      const t0 = threatOf(g, main(g));
      reveal(g, '01122', ['01186']);
      settle(g);
      expect(dmgOf(g, me(g))).toBe(stat(g.s, villain(g), 'atk'));
      expect(threatOf(g, main(g))).toBe(t0 + 1);
      const tough = game({ '01122': 1, '01186': 3 }, 'hero', (d) => {
        d.cards[d.players.P1.identity] = { tough: 1 };
      });
      reveal(tough, '01122', ['01186']);
      settle(tough);
      expect(threatOf(tough, main(tough))).toBe(t0);
      // the attack deals damage to an ally that defends and is defeated by it: the threat is still placed
      const ally = game({ '01122': 1, '01186': 3 }, 'hero', (d) => void place(d, 'stw-5', 'play.P1'), {
        [filler]: 20,
        'stw-5': 1,
      });
      const a = ally.find('stw-5', 'play.P1');
      ally.edit((d) => void (d.cards[a] = { dmg: remainingHp(d, a) - 1 }));
      reveal(ally, '01122', ['01186']);
      expect(ally.s.ask?.k).toBe('defend');
      ally.do('P1', { type: 'defend', card: a });
      settle(ally);
      expect(ally.codes('discard.P1')).toContain('stw-5');
      expect(threatOf(ally, main(ally))).toBe(t0 + 1);
    });

    it('01123 treachery: spend energy, mental and physical, or exhaust each character you control (§2.7 Choose, §2.6)', () => {
      const deck = { [filler]: 20, '01088': 1, '01089': 1, '01090': 1, 'stw-5': 1 };
      const pay = game(
        { '01123': 1, '01186': 3 },
        'hero',
        (d) => {
          for (const c of ['01088', '01089', '01090']) place(d, c, 'hand.P1');
          place(d, 'stw-5', 'play.P1');
        },
        deck,
      );
      reveal(pay, '01123', ['01186']);
      expect(pay.legal('P1')).toEqual([
        { type: 'option', index: 0 },
        { type: 'option', index: 1 },
      ]);
      pay.do('P1', { type: 'option', index: 0 });
      expect(pay.s.ask?.k).toBe('pay');
      expect(pay.legal('P1')).not.toContainEqual({ type: 'cancelPay' });
      for (const c of ['01088', '01089', '01090']) pay.do('P1', { type: 'pay', card: pay.find(c, 'hand.P1') });
      expect(pay.s.ask?.k).toBe('main');
      expect(pay.s.zones['hand.P1']).toEqual([]);
      expect(pay.card(me(pay)).exhausted).toBeUndefined();
      const ex = game({ '01123': 1, '01186': 3 }, 'hero', (d) => void place(d, 'stw-5', 'play.P1'), deck);
      reveal(ex, '01123', ['01186']);
      // nothing to pay with: only the exhaust option
      expect(ex.legal('P1')).toEqual([{ type: 'option', index: 1 }]);
      ex.do('P1', { type: 'option', index: 1 });
      expect(ex.card(me(ex)).exhausted).toBe(true);
      expect(ex.card(ex.find('stw-5', 'play.P1')).exhausted).toBe(true);
    });

    it('01123 boost: ★ if the attack it boosts damages your identity, your hero is exhausted (§2.8 Boost)', () => {
      const g = game({ '01123': 1, '01186': 3 }, 'hero', (d) => stackTop(d, ['01123']));
      attackP1(g);
      expect(dmgOf(g, me(g))).toBe(stat(g.s, villain(g), 'atk'));
      expect(g.card(me(g)).exhausted).toBe(true);
      const tough = game({ '01123': 1, '01186': 3 }, 'hero', (d) => {
        stackTop(d, ['01123']);
        d.cards[d.players.P1.identity] = { tough: 1 };
      });
      attackP1(tough);
      expect(tough.card(me(tough)).exhausted).toBeUndefined();
      // the attack damages a defending ally, not your identity: your hero stays ready
      const ally = game(
        { '01123': 1, '01186': 3 },
        'hero',
        (d) => {
          stackTop(d, ['01123']);
          place(d, 'stw-5', 'play.P1');
        },
        { [filler]: 20, 'stw-5': 1 },
      );
      const a = ally.find('stw-5', 'play.P1');
      attackP1(ally, a);
      expect(dmgOf(ally, a) > 0 || ally.codes('discard.P1').includes('stw-5')).toBe(true);
      expect(ally.card(me(ally)).exhausted).toBeUndefined();
    });

    it('01124 treachery: alter-ego → the villain heals 4 or surge; hero → you take 2, the villain heals 2 (§2.9)', () => {
      const ae = game({ '01124': 2, '01186': 3 }, 'alter_ego', (d) => {
        d.cards[d.zones.villain[0]] = { dmg: 6 };
      });
      reveal(ae, '01124', ['01186']);
      expect(dmgOf(ae, villain(ae))).toBe(2);
      expect(surged(ae)).toBe(false);
      const none = revealAlone('01124', 'alter_ego');
      expect(surged(none)).toBe(true);
      const hero = game({ '01124': 1, '01186': 3 }, 'hero', (d) => {
        d.cards[d.zones.villain[0]] = { dmg: 6 };
      });
      reveal(hero, '01124', ['01186']);
      expect(dmgOf(hero, me(hero))).toBe(2);
      expect(dmgOf(hero, villain(hero))).toBe(4);
    });

    it.each(['01125', '01126'])('%s side scheme: enters with 1 more threat per player (§2.11 Side scheme)', (code) => {
      const g = reveal(game({ [code]: 1, '01186': 3 }), code, ['01186']);
      expect(threatOf(g, g.find(code, 'side'))).toBe(cards[code].threat! + 1);
    });

    it('01127 side scheme: the villain gets +10 HP; defeating the scheme takes them away and may defeat the villain (§2.9 Defeated)', () => {
      const g = game({ '01127': 1, '01186': 3 }, 'hero', (d) => {
        asVillain(d, '01113');
        nextStage(d, '01114');
      });
      reveal(g, '01127', ['01186']);
      const v = villain1(g);
      expect(stat(g.s, v, 'hp')).toBe(12 + 10);
      effect(g, { op: 'damage', to: 'villain', n: 15 });
      expect(g.codes('villain')).toEqual(['01113']);
      effect(g, { op: 'thwart', from: 'side', n: 99 });
      // 15 damage ≥ 12 HP: stage I is defeated; stage II's When Revealed finds the scheme in the discard again
      expect(g.codes('villain')).toEqual(['01114']);
      expect(g.codes('side')).toEqual(['01127']);
      expect(dmgOf(g, g.find('01114', 'villain'))).toBe(0);
    });
  });

  describe('Masters of Evil', () => {
    it('01128 side scheme: discards encounter cards until a trait minion, engaged with the first player (§2.12)', () => {
      const g = game({ '01128': 1, '01131': 1, '01101': 1, '01186': 3 });
      reveal(g, '01128', ['01186', '01101', '01131']);
      expect(g.codes('engaged.P1')).toEqual(['01131']);
      expect(g.codes('encDiscard')).toEqual(expect.arrayContaining(['01186', '01101']));
      expect(threatOf(g, g.find('01128', 'side'))).toBe(cards['01128'].threat);
    });

    it('01129 minion: ★ after it attacks you, discard 1 card at random; ★ boost: the same (§2.7 Forced Response, §2.8 Boost)', () => {
      const g = game({ '01129': 1, '01186': 3 }, 'hero', (d) => {
        place(d, '01129', 'engaged.P1');
        place(d, filler, 'hand.P1');
        place(d, filler, 'hand.P1');
      });
      effect(g, { op: 'script', name: '01189' }); // each enemy attacks (villain, then the minion)
      settle(g);
      expect(g.s.zones['hand.P1']).toHaveLength(1);
      const b = game({ '01129': 1, '01186': 3 }, 'hero', (d) => {
        stackTop(d, ['01129']);
        place(d, filler, 'hand.P1');
      });
      attackP1(b);
      expect(b.s.zones['hand.P1']).toHaveLength(0);
    });

    it('01130 minion: ★ its attack on you is also made against each other hero; ★ boost: 1 damage to each hero (§2.7 Forced Interrupt)', () => {
      const g = new Game({
        heroes: [
          { identity: 'stw-h', deck: { [filler]: 20 } },
          { identity: 'bwk-h', deck: { [filler]: 20 } },
        ],
        cards,
        encounter: { '01130': 1, '01186': 3 },
      }).skipMulligans();
      g.edit((d) => {
        d.players.P1.form = 'hero';
        d.players.P2.form = 'hero';
        place(d, '01130', 'engaged.P1');
      });
      const w = g.find('01130', 'engaged.P1');
      exec(g, (d) => d.stack.push(activation(w, 'P1')));
      settle(g);
      const atk = stat(g.s, w, 'atk')!;
      expect(count(g, 'mc.log.enemyAttacks')).toBe(2);
      expect(dmgOf(g, g.s.players.P1.identity)).toBe(atk);
      expect(dmgOf(g, g.s.players.P2.identity)).toBe(atk);
      const b = game({ '01130': 1, '01186': 3 }, 'hero', (d) => stackTop(d, ['01130']));
      attackP1(b);
      expect(dmgOf(b, me(b))).toBe(stat(b.s, villain(b), 'atk')! + 1);
    });

    it('01131 minion: ★ after it attacks it gets a tough card; ★ boost: the villain gets one (§2.13 Tough)', () => {
      const g = game({ '01131': 1, '01186': 3 }, 'hero', (d) => void place(d, '01131', 'engaged.P1'));
      const m = g.find('01131', 'engaged.P1');
      exec(g, (d) => d.stack.push(activation(m, 'P1')));
      settle(g);
      expect(g.card(m).tough).toBe(1);
      const b = game({ '01131': 1, '01186': 3 }, 'hero', (d) => stackTop(d, ['01131']));
      attackP1(b);
      expect(b.card(villain(b)).tough).toBe(1);
    });

    it('01132 minion: ★ the engaged player must defend against it with a ready ally; ★ boost: exhaust each ally you control (§2.8 Defend)', () => {
      const g = game(
        { '01132': 1, '01186': 3 },
        'hero',
        (d) => {
          place(d, '01132', 'engaged.P1');
          place(d, 'stw-5', 'play.P1');
        },
        { [filler]: 20, 'stw-5': 1 },
      );
      const m = g.find('01132', 'engaged.P1');
      const ally = g.find('stw-5', 'play.P1');
      exec(g, (d) => d.stack.push(activation(m, 'P1')));
      expect(g.s.ask?.k).toBe('defend');
      expect(g.legal('P1')).toEqual([{ type: 'defend', card: ally }]);
      expect(g.refused('P1', { type: 'defend', card: null })).not.toBe('');
      g.do('P1', { type: 'defend', card: ally });
      settle(g);
      expect(dmgOf(g, me(g))).toBe(0);
      // no ready ally: the player may decline
      const none = game({ '01132': 1, '01186': 3 }, 'hero', (d) => void place(d, '01132', 'engaged.P1'));
      exec(none, (d) => d.stack.push(activation(none.find('01132', 'engaged.P1'), 'P1')));
      expect(none.legal('P1')).toContainEqual({ type: 'defend', card: null });
      const b = game(
        { '01132': 1, '01186': 3 },
        'hero',
        (d) => {
          stackTop(d, ['01132']);
          place(d, 'stw-5', 'play.P1');
        },
        { [filler]: 20, 'stw-5': 1 },
      );
      attackP1(b);
      expect(b.card(b.find('stw-5', 'play.P1')).exhausted).toBe(true);
    });

    it('01133 treachery: each trait minion attacks its hero; with no attack, one is searched out and engaged with you (§2.8)', () => {
      const g = game({ '01133': 1, '01131': 1, '01186': 3 }, 'hero', (d) => void place(d, '01131', 'engaged.P1'));
      reveal(g, '01133', ['01186']);
      settle(g);
      expect(count(g, 'mc.log.enemyAttacks')).toBe(1);
      expect(dmgOf(g, me(g))).toBe(stat(g.s, g.find('01131', 'engaged.P1'), 'atk'));
      const none = game({ '01133': 1, '01131': 1, '01130': 1, '01186': 3 }, 'hero', (d) => {
        place(d, '01131', 'encDiscard');
      });
      reveal(none, '01133', ['01186']);
      expect(none.s.ask?.k).toBe('option'); // two to pick from
      none.do('P1', { type: 'option', index: 1 });
      expect(none.codes('engaged.P1')).toEqual(['01131']);
      expect(count(none, 'mc.log.enemyAttacks')).toBe(0);
    });
  });

  describe('the Rhino and Klaw scenarios from the imported data', () => {
    it('01097a/01097b main scheme: set-up puts 1B in play at 0 threat; completing it loses the game (§2.11, §3.1 step 12)', () => {
      const g = new Game({ heroes: [{ identity: 'stw-h' }], ...scenarioOptions('rhino', ['bomb_scare'], false) });
      expect(g.codes('main')).toEqual(['01097b']);
      expect(g.codes('villain')).toEqual(['01094']);
      expect(threatOf(g, main(g))).toBe(0);
      g.skipMulligans();
      effect(g, { op: 'threat', on: 'main', n: 7 });
      expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
    });

    it('01095 in expert set-up: stage II is the first villain, its When Revealed brings out its side scheme (§2.16, §3.1 step 12)', () => {
      const g = new Game({ heroes: [{ identity: 'stw-h' }], ...scenarioOptions('rhino', ['bomb_scare'], true) });
      expect(g.codes('villain')).toEqual(['01095']);
      expect(g.codes('side')).toEqual(['01107']);
    });

    it('01116a/01116b main scheme: set-up reveals its side scheme, then 1B engages a minion from the encounter deck with the first player (§3.1 step 12)', () => {
      const g = new Game({
        heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }],
        ...scenarioOptions('klaw', ['masters_of_evil'], false),
        firstPlayer: 1,
      });
      expect(g.codes('main')).toEqual(['01116b']);
      expect(g.codes('side')).toContain('01125');
      expect(threatOf(g, g.find('01125', 'side'))).toBe(
        cards['01125'].threat! * (cards['01125'].threatPer ? 2 : 1) + 2,
      );
      const engaged = g.s.zones['engaged.P2'].filter((id) => g.def(id).type === 'minion');
      expect(engaged.length).toBeGreaterThanOrEqual(1);
      expect(g.s.zones['engaged.P1'].filter((id) => g.def(id).type === 'minion')).toEqual([]);
      // everything discarded on the way is in the encounter discard pile, the minion last
      const discarded = g.s.zones.encDiscard;
      expect(discarded.every((id) => g.def(id).type !== 'minion')).toBe(true);
      expect(g.replays()).toBe(true);
    });

    it('01117a/01117b main scheme: stage 2 engages a minion from the encounter deck with the first player; 2B completed loses (§2.11)', () => {
      const g = new Game({ heroes: [{ identity: 'stw-h' }], ...scenarioOptions('klaw', ['masters_of_evil'], false) });
      g.skipMulligans();
      const minions = () => g.s.zones['engaged.P1'].filter((id) => g.def(id).type === 'minion').length;
      const before = minions();
      g.edit((d) => {
        stackTop(d, ['01120']);
      });
      effect(g, { op: 'threat', on: 'main', n: 99 });
      expect(g.codes('main')).toEqual(['01117b']);
      expect(minions()).toBe(before + 1);
      expect(g.codes('engaged.P1')).toContain('01120');
      effect(g, { op: 'threat', on: 'main', n: 99 });
      expect(g.s.result).toEqual({ win: false, reason: 'schemeCompleted' });
    });

    it.each([
      ['rhino', ['bomb_scare'], false],
      ['rhino', ['bomb_scare'], true],
      ['klaw', ['masters_of_evil'], false],
      ['klaw', ['masters_of_evil'], true],
    ] as const)(
      'random legal games of %s with %j (expert %s) end with a result, every kernel check holding (§1.3, §2.10)',
      { timeout: 600_000 },
      (scenario, modular, expert) => {
        const o = scenarioOptions(scenario, [...modular], expert);
        const heroes = ['stw-h', 'bwk-h', 'qlf-h', 'tdc-h'];
        const report = propertyRun(mcEngine, {
          seed: `rk-${scenario}-${expert}`,
          maxActions: 4000,
          manualRate: 0,
          fullGames: 4,
          minGames: 4,
          options: (rng: Rng) => {
            const n = rng.int(1, 2);
            const first = rng.int(0, heroes.length - 1);
            return {
              ...o,
              heroes: Array.from({ length: n }, (_, i) => ({ identity: heroes[(first + i) % heroes.length] })),
            };
          },
        });
        expect(report.finished).toBe(report.games);
      },
    );
  });
});

const villain3 = (g: Game) => g.find('01096', 'villain');
const villain0 = (g: Game) => g.find('01094', 'villain');
const villain1 = (g: Game) => g.find('01113', 'villain');
const activation = (enemy: string, seat: string) => activationTask(enemy, seat, 'attack') as Draft['stack'][number];
