// Real Core Set encounter cards of the Rhino, Bomb Scare, Klaw, Masters of Evil, Standard and Expert
// sets (real-cards/core-rhino-klaw.ts): each card revealed (or attached, flipped as a boost, attacked
// with) in a game driven through the kernel, with the digest rule it exercises.
import { describe, expect, it } from 'vitest';
import { codeOf, remainingHp, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { run } from '../../../../../core/games/marvel-champions/engine/flow';
import type { Draft, Effect, McEvent } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, Game, logKeys, place } from './helpers';
import { cards, dir, dmgOf, filler, me, villain } from './real-cards-kit';

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

/** Puts encounter cards (by code, from the encounter deck) on its top, in this order. */
function stackTop(d: Draft, top: string[]): void {
  const chosen: string[] = [];
  for (const code of top) {
    const id = d.zones.encDeck.find((x) => codeOf(x) === code && !chosen.includes(x));
    if (!id) throw new Error(`no ${code} in the encounter deck`);
    chosen.push(id);
  }
  d.zones.encDeck = [...chosen, ...d.zones.encDeck.filter((x) => !chosen.includes(x))];
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
  exec(g, (d) => d.stack.push({ t: 'effects', fx, i: 0, ctx: { src: null, seat: 'P1' } }));

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
      const none = reveal(game({ '01188': 1, '01186': 3 }), '01188', ['01186']);
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
      const ae = reveal(game({ '01189': 1, '01186': 3 }, 'alter_ego'), '01189', ['01186']);
      expect(surged(ae)).toBe(true);
    });

    it('01190 treachery: your nemesis minion and side scheme come out, the rest is shuffled in; none → surge (§2.12 Nemesis)', () => {
      const g = reveal(game({ '01190': 1, '01186': 3 }), '01190', ['01186']);
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
      const g = reveal(game({ '01191': 1, '01186': 3 }), '01191', ['01186']);
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
      const g = reveal(game({ '01109': 1, '01186': 3 }), '01109', ['01186']);
      const id = g.find('01109', 'side');
      expect(threatOf(g, id)).toBe(cards['01109'].threat! + 1);
      expect(cards['01109'].icons?.acceleration).toBe(1);
    });

    it('01110 minion: the revealer chooses 2 damage to their identity or 1 threat on the main scheme (§2.7 Choose)', () => {
      const a = reveal(game({ '01110': 1, '01186': 3 }), '01110', ['01186']);
      expect(a.s.ask?.k).toBe('option');
      a.do('P1', { type: 'option', index: 0 });
      expect(dmgOf(a, me(a))).toBe(2);
      expect(a.codes('engaged.P1')).toEqual(['01110']);
      const b = reveal(game({ '01110': 1, '01186': 3 }), '01110', ['01186']);
      const before = threatOf(b, main(b));
      b.do('P1', { type: 'option', index: 1 });
      expect(threatOf(b, main(b))).toBe(before + 1);
      expect(dmgOf(b, me(b))).toBe(0);
    });

    it('01112 treachery: you are confused; already confused → surge (§2.13 Confused)', () => {
      const g = reveal(game({ '01112': 2, '01186': 3 }), '01112', ['01186']);
      expect(g.card(me(g)).confused).toBe(1);
      expect(surged(g)).toBe(false);
      reveal(g, '01112', ['01186']);
      expect(surged(g)).toBe(true);
      expect(g.card(me(g)).confused).toBe(1);
    });
  });

  describe('Rhino', () => {
    it('01094 villain: stage I has its stats only (§2.1 Villain)', () => {
      expect(cards['01094'].manual).toBe(false);
      expect([cards['01094'].hp, cards['01094'].atk, cards['01094'].sch]).toEqual([14, 2, 1]);
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
});

const villain3 = (g: Game) => g.find('01096', 'villain');
