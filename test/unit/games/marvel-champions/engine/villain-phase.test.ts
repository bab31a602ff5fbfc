import { describe, expect, it } from 'vitest';
import { clearHand, Game, logKeys, place, redefine, stackTop } from './helpers';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { codeOf, defByCode, stat } from '../../../../../core/games/marvel-champions/engine/core';
import { damage, mainTarget } from '../../../../../core/games/marvel-champions/engine/rules';

/** Stormwright alone, at the start of her turn, with the encounter deck stacked as given (top first). */
function stacked(
  top: string[],
  deck: Record<string, number> = { 'bas-01': 10, 'bas-02': 10 },
  more: (d: Draft) => void = () => {},
): Game {
  const g = new Game({ heroes: [{ identity: 'stw-h', deck }] }).skipMulligans();
  g.edit((d) => {
    clearHand(d, 'P1');
    stackTop(d, top);
    more(d);
  });
  return g;
}

/** Ends P1's turn and answers every later decision with pass/done/no defender until `pred`. */
const endTurn = (g: Game) => g.do('P1', { type: 'endTurn' });

describe('Marvel Champions villain phase (§1.6, §2.8, §2.12)', () => {
  it('§1.6 step 1: threat = acceleration per player + acceleration icons + acceleration tokens', () => {
    const g = stacked(['std-04', 'std-04'], undefined, (d) => {
      place(d, 'nul-07', 'side'); // acceleration icon
      d.cards[d.zones.side[0]] = { threat: 3 };
      d.accel = 2;
    });
    const main = g.find('nul-m1');
    endTurn(g);
    expect(g.card(main).threat).toBe(1 + 1 + 2 + (1 + 1)); // then the villain schemes: SCH 1 + 1 boost icon
  });

  it('§2.8 alter-ego: the villain schemes (SCH + boost icons) on the main scheme', () => {
    const g = stacked(['nul-05', 'std-04']); // boost: Gag Order (1 icon); dealt: Hired Muscle
    const main = g.find('nul-m1');
    endTurn(g);
    expect(logKeys(g)).toContain('mc.log.enemySchemes');
    expect(g.card(main).threat).toBe(1 + 1 + 1); // acceleration 1 + SCH 1 + 1 boost icon
    expect(g.codes('engaged.P1')).toEqual(['std-04']); // §2.12 Reveal: a minion engages the revealer
  });

  it('§2.8 hero form: the villain attacks; basic defense reduces the damage by DEF', () => {
    const g = stacked(['std-01', 'std-04']); // boost: Sudden Onslaught (2 icons)
    g.do('P1', { type: 'flip' });
    endTurn(g);
    expect(g.s.ask).toEqual({ k: 'defend', seat: 'P1' });
    const me = g.s.players.P1.identity;
    g.do('P1', { type: 'defend', card: me });
    expect(g.card(me).dmg).toBe(1 + 2 - 1); // ATK 1 + 2 boost − DEF 1
    expect(g.card(me).exhausted).toBe(true);
  });

  it('issue 12 §4, §2.7 lasting effects: "until the end of the phase" made in the villain phase ends with it', () => {
    const g = stacked(['std-01', 'std-04']);
    g.do('P1', { type: 'flip' });
    endTurn(g);
    expect(g.s.phase).toBe('villain');
    const hero = g.s.players.P1.identity;
    const atk = stat(g.s, hero, 'atk')!;
    g.edit((d) => d.lasting.push({ card: hero, stat: 'atk', n: 2, until: 'phase' }));
    expect(stat(g.s, hero, 'atk')).toBe(atk + 2);
    g.until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.s.result).toBeNull();
    expect(g.s.phase).toBe('player');
    expect(g.s.lasting).toEqual([]);
    expect(stat(g.s, hero, 'atk')).toBe(atk);
  });

  describe('issue 12 §4, digest "Defeating a villain stage": the villain defeated during its own attack', () => {
    /** P1 in hero form, the villain attacking with one boost card dealt; `rename` gives stage 2 another name. */
    function defeatedMidAttack(rename: boolean): { g: Game; hero: string; stage2: string } {
      const g = stacked(['std-04', 'std-04']); // boost: Hired Muscle (no icons)
      g.do('P1', { type: 'flip' });
      endTurn(g);
      expect(g.s.ask).toEqual({ k: 'defend', seat: 'P1' });
      const stage1 = g.s.zones.villain[0];
      const stage2 = g.s.zones.villainDeck[0];
      g.edit((d) => {
        if (rename) redefine(d, codeOf(stage2), { name: 'Magistrate Other' });
        damage(d, stage1, 99, []);
      }, true);
      expect(g.s.zones.villain).toEqual([stage2]);
      return { g, hero: g.s.players.P1.identity, stage2 };
    }

    it('a stage of the same name goes on with the attack (its ATK, the boost dealt to the old stage)', () => {
      const { g, hero, stage2 } = defeatedMidAttack(false);
      expect(g.s.ask).toEqual({ k: 'defend', seat: 'P1' });
      g.do('P1', { type: 'defend', card: null });
      g.until((x) => x.s.phase === 'player' || x.s.result !== null);
      expect(g.card(hero).dmg).toBe(stat(g.s, stage2, 'atk')! + (defByCode(g.s, 'std-04').boost ?? 0));
    });

    it('a stage with another name ends the attack', () => {
      const { g, hero } = defeatedMidAttack(true);
      g.until((x) => x.s.phase === 'player' || x.s.result !== null);
      expect(g.card(hero).dmg).toBeUndefined();
    });
  });

  it('issue 12 §3, digest "When Completed": a completed main scheme resolves it, then the deck advances', () => {
    const complete = (whenCompleted: boolean) => {
      const g = stacked(['std-04', 'std-04'], undefined, (d) => {
        if (whenCompleted) redefine(d, 'nul-m1', { ab: [{ kind: 'whenCompleted', effects: [{ op: 'accel', n: 2 }] }] });
        d.cards[d.zones.main[0]] = { threat: mainTarget(d, d.zones.main[0]) - 1 }; // one short of its target
      });
      endTurn(g); // the villain step places at least 1: completed
      expect(g.codes('main')).toEqual(['nul-m2']);
      return g.s.accel;
    };
    expect(complete(true)).toBe(complete(false) + 2);
  });

  it('issue 12 §3, digest "Temporary": a temporary card is discarded from play at the end of the round', () => {
    const g = stacked(['std-04', 'std-04'], { 'bas-05': 1, 'bas-01': 10 }, (d) => {
      redefine(d, 'bas-05', { kw: { temporary: true } });
      place(d, 'bas-05', 'play.P1');
    });
    const ally = g.find('bas-05', 'play.P1');
    endTurn(g).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.s.result).toBeNull();
    expect(g.s.zones['play.P1']).not.toContain(ally);
    expect(g.s.zones['discard.P1']).toContain(ally);
  });

  it('§2.8 undefended: all the damage goes to the identity; an ally defending takes all of it', () => {
    const g = stacked(['std-01', 'std-04'], { 'bas-05': 1, 'bas-01': 10 }, (d) => place(d, 'bas-05', 'play.P1'));
    g.do('P1', { type: 'flip' });
    endTurn(g);
    const cop = g.find('bas-05', 'play.P1');
    expect(g.legal('P1')).toContainEqual({ type: 'defend', card: cop });
    g.do('P1', { type: 'defend', card: cop });
    expect(g.s.zones['discard.P1']).toContain(cop); // 3 damage ≥ 2 HP
    expect(g.card(g.s.players.P1.identity).dmg).toBeUndefined();
  });

  it('§2.8 defending for another player: that player becomes the target', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    g.edit((d) => {
      d.players.P1.form = 'hero';
      d.players.P2.form = 'hero';
    });
    g.do('P1', { type: 'endTurn' });
    g.until((x) => x.s.ask?.k === 'defend' && x.s.ask.seat === 'P2');
    const bulwark = g.s.players.P2.identity;
    g.do('P2', { type: 'defend', card: bulwark });
    expect(g.card(g.s.players.P1.identity).dmg).toBeUndefined();
    expect(g.card(bulwark).exhausted).toBe(true);
  });

  it('§1.6 step 3: one encounter card per player plus one per hazard icon; Heroic X adds X each', () => {
    const g = stacked(['std-04', 'std-04', 'nul-01'], undefined, (d) => {
      place(d, 'chr-05', 'side'); // hazard icon
      d.cards[d.zones.side[0]] = { threat: 3 };
    });
    endTurn(g);
    expect(logKeys(g).filter((k) => k === 'mc.log.dealt')).toHaveLength(2);
    const h = new Game({ heroic: 2 }).skipMulligans();
    h.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2);
    expect(logKeys(h).filter((k) => k === 'mc.log.dealt').length).toBeGreaterThanOrEqual(3);
  });

  it('§2.12 empty encounter deck: the discard is reshuffled and an acceleration token is placed', () => {
    const g = stacked([], undefined, (d) => {
      d.zones.encDiscard = d.zones.encDeck.slice(1);
      d.zones.encDeck = d.zones.encDeck.slice(0, 1);
    });
    endTurn(g);
    expect(logKeys(g)).toContain('mc.log.encounterReshuffled');
    expect(g.s.accel).toBe(1);
  });

  it('§2.12 deck and discard both empty: infinite acceleration, the players lose', () => {
    const g = stacked([], undefined, (d) => {
      d.zones.removed.push(...d.zones.encDeck);
      d.zones.encDeck = [];
    });
    endTurn(g);
    expect(g.s.result).toEqual({ win: false, reason: 'infiniteAcceleration' });
  });

  it('§2.12 Reveal: a side scheme enters with its starting threat (+ Hinder X), a treachery resolves and is discarded', () => {
    const g = stacked(['std-04', 'nul-08']); // boost, then Detention Center (threat 4, Hinder 1)
    endTurn(g);
    const dc = g.find('nul-08', 'side');
    expect(g.card(dc).threat).toBe(5);
    const t = stacked(['std-04', 'nul-05']); // Gag Order: 1 per player + 1 in alter-ego
    const main = t.find('nul-m1');
    endTurn(t);
    expect(t.card(main).threat).toBe(1 + 2 + 2);
    expect(t.codes('encDiscard')).toContain('nul-05');
  });

  it('§2.1 Attachment: attaches to the villain and modifies its ATK', () => {
    const g = stacked(['std-04', 'nul-03']);
    endTurn(g);
    const v = g.find('nul-v1');
    expect(g.card(g.find('nul-03', 'villain')).on).toBe(v);
    expect(g.view(null).villain.find((c) => c.id === v)?.atk).toBe(2);
  });

  it("§2.1 Obligation: given to its identity's player, who resolves it", () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    g.edit((d) => stackTop(d, ['std-04', 'std-04', 'bwk-o'])); // two boosts, then dealt to P1
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'option' || x.s.round === 2);
    expect(g.s.ask).toEqual({ k: 'option', seat: 'P2', count: 2 });
  });

  it('issue 12 §4, digest "Choose": only options that can resolve are offered, a partial one only when none is full', () => {
    /** Tenure Review (exhaust your identity, or discard 2 at random) revealed to P1 with this table. */
    const at = (exhausted: boolean, hand: number, rerun = false) => {
      const g = stacked(['std-04', 'stw-o']);
      endTurn(g).until((x) => x.s.ask?.k === 'option' || x.s.round === 2);
      expect(g.s.ask).toMatchObject({ k: 'option', seat: 'P1' });
      g.edit((d) => {
        d.cards[d.players.P1.identity] = { ...d.cards[d.players.P1.identity], exhausted };
        d.zones['deck.P1'].push(...d.zones['hand.P1'].splice(hand));
      }, rerun);
      return g;
    };
    const offered = (g: Game) => g.legal('P1').map((a) => (a as { index: number }).index);
    expect(offered(at(false, 3))).toEqual([0, 1]);
    expect(offered(at(true, 3))).toEqual([1]);
    expect(offered(at(false, 0))).toEqual([0]);
    expect(offered(at(true, 1))).toEqual([1]); // discards only one of two: a part, but the only part possible
    const none = at(true, 0, true);
    expect(none.s.ask?.k).not.toBe('option');
    expect(none.codes('encDiscard')).toContain('stw-o');
  });

  it('§2.1 Obligation of an eliminated identity: removed from the game and another card revealed', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    g.edit((d) => {
      const id = place(d, 'bwk-o', 'dealt.P1', 'encDeck');
      void id;
      d.players.P2.eliminated = true;
      for (const z of ['hand', 'deck', 'identity']) {
        d.zones.removed.push(...d.zones[`${z}.P2`]);
        d.zones[`${z}.P2`] = [];
      }
    });
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2 || x.s.result !== null);
    expect(g.codes('removed')).toContain('bwk-o');
  });

  it('§1.6 step 5: the first player token passes clockwise at the end of the round', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    g.do('P1', { type: 'endTurn' }).until((x) => x.s.round === 2);
    expect(g.s.seats[g.s.first]).toBe('P2');
    expect(g.s.ask?.seat).toBe('P2');
  });

  it('§2.12 Surge and §2.11 Incite: Whispered Threat places 1 threat and reveals another card', () => {
    const g = stacked(['std-04', 'nul-09', 'nul-07']);
    const main = g.find('nul-m1');
    endTurn(g);
    expect(logKeys(g)).toContain('mc.log.surge');
    expect(g.codes('side')).toContain('nul-07');
    expect(g.card(main).threat).toBe(1 + 2 + 1); // accel + scheme (SCH 1 + 1 boost) + incite
  });

  it('§2.11 Crisis: no threat can be removed from the main scheme (mc.crisisOrPatrol)', () => {
    const g = stacked([], undefined, (d) => {
      place(d, 'nul-08', 'side');
      d.cards[d.zones.side[0]] = { threat: 4 };
      d.cards[d.zones.main[0]] = { threat: 3 };
      d.players.P1.form = 'hero';
    });
    expect(g.refused('P1', { type: 'basic', power: 'thwart', target: g.find('nul-m1') })).toBe('mc.crisisOrPatrol');
    g.do('P1', { type: 'basic', power: 'thwart', target: g.find('nul-08') });
    expect(g.card(g.find('nul-08')).threat).toBe(2);
  });

  it('§2.9 a side scheme at 0 threat is defeated; §2.14 Victory X sends it to the victory display', () => {
    const g = stacked([], undefined, (d) => {
      place(d, 'chr-05', 'side');
      d.cards[d.zones.side[0]] = { threat: 2 };
      d.players.P1.form = 'hero';
    });
    g.do('P1', { type: 'basic', power: 'thwart', target: g.find('chr-05') });
    expect(g.codes('victory')).toEqual(['chr-05']);
  });
});
