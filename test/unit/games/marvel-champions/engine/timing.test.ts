import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { codeOf, defByCode, stat } from '../../../../../core/games/marvel-champions/engine/core';
import type { Draft } from '../../../../../core/games/marvel-champions/engine/types';
import { clearHand, Game, logKeys, place, redefine } from './helpers';

function stackTop(d: Draft, top: string[]): void {
  const chosen: string[] = [];
  for (const code of top) chosen.push(d.zones.encDeck.find((x) => codeOf(x) === code && !chosen.includes(x))!);
  d.zones.encDeck = [...chosen, ...d.zones.encDeck.filter((x) => !chosen.includes(x))];
}

/**
 * Bulwark in hero form with Hold the Line (bwk-2) and one resource in hand, the encounter deck
 * stacked with `top`: the villain attacks and Hold the Line is played in its "attacks you" window.
 */
function holdTheLine(top: string[], edit: (d: Draft) => void = () => {}): Game {
  const g = new Game({ heroes: [{ identity: 'bwk-h', deck: { 'bwk-2': 2, 'bas-03': 12 } }] }).skipMulligans();
  g.edit((d) => {
    clearHand(d, 'P1');
    place(d, 'bwk-2', 'hand.P1');
    place(d, 'bas-03', 'hand.P1');
    d.players.P1.form = 'hero';
    stackTop(d, top);
    edit(d);
  });
  g.do('P1', { type: 'endTurn' }).do('P1', { type: 'done' });
  expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
  return g.do('P1', { type: 'play', card: g.find('bwk-2', 'hand.P1') }).do('P1', {
    type: 'pay',
    card: g.find('bas-03', 'hand.P1'),
  });
}

describe('Marvel Champions timing windows (§2.7, §8.2)', () => {
  it('§2.7 Response: Lightning Rod is offered after an enemy attacked you, only to a player who can play it', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'stw-4': 2, 'bas-01': 10 } }] }).skipMulligans();
    g.edit((d) => {
      clearHand(d, 'P1');
      place(d, 'stw-4', 'hand.P1');
      place(d, 'bas-01', 'hand.P1');
      d.players.P1.form = 'hero';
      stackTop(d, ['std-04', 'std-04']);
    });
    g.do('P1', { type: 'endTurn' }).do('P1', { type: 'done' }).do('P1', { type: 'defend', card: null });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    expect(mcEngine.pending(g.s)?.mode).toBe('window');
    const rod = g.find('stw-4', 'hand.P1');
    g.do('P1', { type: 'play', card: rod }).do('P1', { type: 'pay', card: g.find('bas-01', 'hand.P1') });
    expect(g.card(g.find('nul-v1')).dmg).toBe(2);
    // without the card in hand no window opens
    const h = new Game({ heroes: [{ identity: 'stw-h', deck: { 'bas-01': 12 } }] }).skipMulligans();
    h.edit((d) => {
      d.players.P1.form = 'hero';
      clearHand(d, 'P1');
    });
    h.do('P1', { type: 'endTurn' }).do('P1', { type: 'defend', card: null });
    expect(h.s.ask?.k).not.toBe('window');
  });

  it('§2.7 Cancel: Tip-Off cancels a revealed treachery, which is still discarded', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'jus-05': 1, 'bas-02': 12 } }] }).skipMulligans();
    g.edit((d) => {
      clearHand(d, 'P1');
      place(d, 'jus-05', 'hand.P1');
      place(d, 'bas-02', 'hand.P1');
      stackTop(d, ['std-04', 'nul-05']);
    });
    const main = g.find('nul-m1');
    g.do('P1', { type: 'endTurn' }).do('P1', { type: 'done' });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'play', card: g.find('jus-05', 'hand.P1') }).do('P1', {
      type: 'pay',
      card: g.find('bas-02', 'hand.P1'),
    });
    expect(logKeys(g)).toContain('mc.log.cancelled');
    expect(g.codes('encDiscard')).toContain('nul-05');
    expect(g.card(main).threat).toBe(1 + 2); // acceleration + the villain's scheme; Gag Order did nothing
  });

  it('§2.8 defense-labelled event: Hold the Line makes the hero the defender (no DEF) and prevents 3', () => {
    const g = holdTheLine(['std-01']);
    // attack 1 + 2 boost − 3 prevented; no defender decision since the hero already defends
    const me = g.s.players.P1.identity;
    expect(g.card(me).dmg).toBeUndefined();
    expect(g.card(me).exhausted).toBeUndefined();
  });

  it('issue 12 §4, glossary "Tough"/"Prevent": the tough card acts before an interrupt that prevents the damage', () => {
    let me = '';
    const g = holdTheLine(['std-01'], (d) => {
      me = d.players.P1.identity;
      d.cards[me] = { ...d.cards[me], tough: 1 };
    });
    // attack 1 + 2 boost: the tough card takes all of it and is discarded; Hold the Line prevents nothing more
    expect(g.card(me).tough).toBeUndefined();
    expect(g.card(me).dmg).toBeUndefined();
    expect(logKeys(g)).toContain('mc.log.toughUsed');
  });

  it('issue 12 §3, digest "Cancel": an attack cancelled as it is initiated deals no damage; its boost is discarded', () => {
    // Hold the Line, in this game only: "cancel that attack". Boost: Sudden Onslaught; dealt: Hired Muscle.
    const g = holdTheLine(['std-01', 'std-04'], (d) =>
      redefine(d, 'bwk-2', { label: undefined, play: [{ op: 'cancel' }] }),
    );
    const me = g.s.players.P1.identity;
    g.until((x) => x.s.phase === 'player' || x.s.result !== null);
    expect(g.card(me).dmg).toBeUndefined();
    expect(logKeys(g)).toContain('mc.log.cancelled');
    expect(logKeys(g)).not.toContain('mc.log.boostFlipped');
    expect(g.codes('encDiscard')).toContain('std-01');
  });

  describe('issue 12 §3, §2.7 "Forced": forced interrupts and responses fire on their own', () => {
    const surge = [{ op: 'threat', on: 'main', n: 2 }] as const;

    it("the villain's forced interrupt when it attacks you fires before the attack, not when it schemes", () => {
      const villainTurn = (form: 'hero' | 'alter_ego') => {
        const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'bas-01': 12 } }] }).skipMulligans();
        g.edit((d) => {
          redefine(d, 'nul-v1', {
            ab: [{ kind: 'forcedInterrupt', on: 'villainAttacksYou', effects: surge }],
          });
          d.players.P1.form = form;
          stackTop(d, ['std-04', 'std-04']); // boost: Hired Muscle; dealt: Hired Muscle (a minion, no threat)
        });
        const main = g.find('nul-m1');
        const before = g.card(main).threat ?? 0;
        g.do('P1', { type: 'endTurn' }).until((x) => x.s.ask?.k === 'defend' || x.s.round === 2);
        return { g, added: (g.card(main).threat ?? 0) - before };
      };
      const attacked = villainTurn('hero');
      expect(attacked.g.s.ask).toEqual({ k: 'defend', seat: 'P1' }); // the attack goes on after it
      expect(attacked.added).toBe(1 + 2); // acceleration 1 + the forced interrupt's 2
      const schemed = villainTurn('alter_ego');
      const v = schemed.g.find('nul-v1');
      const boost = defByCode(schemed.g.s, 'std-04').boost ?? 0;
      expect(schemed.added).toBe(1 + stat(schemed.g.s, v, 'sch')! + boost); // no forced 2
    });

    it("a player's forced response after they thwart fires for them", () => {
      const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'bas-01': 12 } }] }).skipMulligans();
      g.edit((d) => {
        redefine(d, 'stw-h', {
          ab: [{ kind: 'forcedResponse', on: 'youThwarted', effects: [{ op: 'damage', to: 'you', n: 1 }] }],
        });
        d.players.P1.form = 'hero';
        d.cards[d.zones.main[0]] = { threat: 4 };
      });
      g.do('P1', { type: 'basic', power: 'thwart', target: g.find('nul-m1') });
      expect(g.card(g.s.players.P1.identity).dmg).toBe(1);
    });
  });

  it('§2.7 hero ability Response (once per round): Stormwright deals 1 damage after she thwarts', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h', deck: { 'bas-02': 12 } }] }).skipMulligans();
    g.edit((d) => {
      d.players.P1.form = 'hero';
      d.cards[d.zones.main[0]] = { threat: 4 };
    });
    g.do('P1', { type: 'basic', power: 'thwart', target: g.find('nul-m1') });
    expect(g.s.ask).toEqual({ k: 'window', seat: 'P1' });
    g.do('P1', { type: 'use', card: g.s.players.P1.identity, ability: 0 });
    expect(g.card(g.find('nul-v1')).dmg).toBe(1);
  });

  it('§2.12 Peril: while a Peril card resolves, other players may not answer its window', () => {
    const setup = (top: string) => {
      const g = new Game({
        heroes: [
          { identity: 'stw-h', deck: { 'bas-02': 12 } },
          { identity: 'bwk-h', deck: { 'jus-05': 1, 'bas-02': 12 } },
        ],
      }).skipMulligans();
      g.edit((d) => {
        for (const seat of ['P1', 'P2']) clearHand(d, seat);
        place(d, 'jus-05', 'hand.P2');
        place(d, 'bas-02', 'hand.P2');
        stackTop(d, ['std-04', 'std-04', top, 'nul-01']);
      });
      return g.do('P1', { type: 'endTurn' }).do('P2', { type: 'endTurn' });
    };
    const plain = setup('nul-05'); // Gag Order, revealed by P1: P2 may cancel it
    plain.until((x) => x.s.ask?.k === 'window' || x.s.round === 2);
    expect(plain.s.ask).toEqual({ k: 'window', seat: 'P2' });
    const peril = setup('chr-04'); // Protection Racket (Peril)
    peril.until((x) => x.s.ask?.k === 'window' || x.s.round === 2);
    expect(peril.s.ask?.k).not.toBe('window');
  });

  it('§2.7 a window is never offered to a seat that can only pass (the fuzzer checks it too)', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }] }).skipMulligans();
    g.until(
      (x) => x.s.round === 3 || x.s.result !== null,
      (x, legal) =>
        x.s.ask?.k === 'window'
          ? legal[0]
          : (legal.find((a) => a.type === 'endTurn' || a.type === 'done' || a.type === 'pass') ?? legal[0]),
    );
    for (const seat of g.s.seats)
      if (g.s.ask?.k === 'window' && g.s.ask.seat === seat) expect(g.legal(seat).length).toBeGreaterThan(1);
  });
});

describe('Marvel Champions views, refusals and replay (§2.3, §8.2)', () => {
  it('§2.3 hands, decks, dealt and boost cards are hidden; the owner sees their own hand', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    const mine = g.view('P1');
    expect(mine.players.P1.hand?.length).toBe(6);
    expect(mine.players.P2.hand).toBeNull();
    expect(mine.players.P2.handCount).toBe(6);
    const spectator = JSON.stringify(g.view(null));
    for (const id of [...g.s.zones['hand.P1'], ...g.s.zones['deck.P2'], ...g.s.zones.encDeck])
      expect(spectator).not.toContain(id);
    expect(g.legal('P2')).toEqual([]);
  });

  it('illegal actions are refused with a rule code (mc.*) and a digest section; the state is unchanged', () => {
    const g = new Game().skipMulligans();
    const before = JSON.stringify(g.s);
    const r = g.send('P1', { type: 'basic', power: 'attack', target: g.find('nul-v1') });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.params).toEqual({ reason: 'mc.needHeroForm', rule: '§2.4' });
    expect(g.refused('P1', { type: 'defend', card: null })).toBe('mc.notNow');
    expect(g.refused('P1', { type: 'play', card: g.s.zones['deck.P1'][0] })).toBe('mc.notInHand');
    expect(JSON.stringify(g.s)).toBe(before);
  });

  it('a played game replays exactly from its record', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }, 'replay').skipMulligans();
    g.until(
      (x) => x.s.round === 3 || x.s.result !== null,
      (_x, legal) => legal[legal.length - 1],
    );
    expect(g.record.actions.length).toBeGreaterThan(5);
    expect(g.replays()).toBe(true);
  });
});
