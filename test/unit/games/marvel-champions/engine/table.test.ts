// Table mode (kernel manual actions on the MC state): what a real table may do, and what stays
// fixed even there.
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { codeOf, isInPlay, stat, villainId } from '../../../../../core/games/marvel-champions/engine/core';
import { Game, logKeys, place, redefine } from './helpers';

describe('table mode', () => {
  it('§2.1 Identity: the identity card stays in front of its player, even at a tracked table', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], table: true });
    const me = g.s.players.P1.identity;
    for (const to of ['encDeck', 'deck.P1', 'hand.P1', 'discard.P1', 'removed']) {
      const r = g.send('P1', { type: 'manual.move', piece: me, to } as never);
      expect(r.ok, to).toBe(false);
      if (!r.ok)
        expect(r.rejection).toMatchObject({ code: 'illegal', params: { reason: 'mc.identityStays', rule: '§2.1' } });
    }
    expect(g.s.zones['identity.P1']).toEqual([me]);
    // Other cards still move freely at a table: the top encounter card to the encounter discard pile.
    const top = g.s.zones.encDeck[0];
    expect(g.send('P1', { type: 'manual.move', piece: top, to: 'encDiscard' } as never).ok).toBe(true);
    expect(g.s.zones.encDiscard).toContain(top);
  });
});

// Issue 12 §5 "resolve by hand, complete": in a rules-enforced game (table: false) every move of a
// real table is a logged manual action that goes through the engine's rules (the "normal checks");
// what the rules refuse may be done as an override, marked in the log. After each one the flow is
// settled: defeats at 0 hit points, a completed scheme, the pending decision asked again.
describe('resolve by hand (issue 12 §5) in a rules-enforced game', () => {
  type Op = { op: string; piece?: string; zone?: string; amount?: number; value?: string; override?: boolean };
  const byHand = (g: Game, seat: string, op: Op) => g.send(seat, { type: 'manual.op', ...op } as never);
  const must = (g: Game, seat: string, op: Op) => {
    const r = byHand(g, seat, op);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(op)}: ${JSON.stringify(r.rejection)}`);
    return r;
  };
  const reason = (r: ReturnType<typeof byHand>) => (r.ok ? null : r.rejection.params);
  const solo = () => new Game({ heroes: [{ identity: 'stw-h' }] }).skipMulligans();
  const withMinion = (code = 'chr-01') => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], modular: ['chrome'] }).skipMulligans();
    let id = '';
    g.edit((d) => {
      id = place(d, code, 'encDiscard');
    });
    must(g, 'P1', { op: 'putIntoPlay', piece: id });
    return { g, id };
  };

  it('§2.9 Damage, §2.13 Tough: dealt damage first discards a tough card, then defeats the minion at 0 hit points', () => {
    const { g, id } = withMinion('chr-01'); // Toughness: it entered play with a tough card
    expect(g.card(id).tough).toBe(1);
    const pending = mcEngine.pending(g.s);
    must(g, 'P1', { op: 'damage', piece: id, amount: 2 });
    expect(g.card(id).tough).toBeUndefined();
    expect(g.card(id).dmg).toBeUndefined(); // the tough card prevented all of it
    must(g, 'P1', { op: 'damage', piece: id, amount: 9 });
    expect(g.s.zones.encDiscard).toContain(id); // defeated (§2.9) and discarded
    expect(logKeys(g)).toEqual(expect.arrayContaining(['mc.log.byHandDamage', 'mc.log.toughUsed', 'mc.log.defeated']));
    expect(mcEngine.pending(g.s)).toEqual(pending); // the same decision is asked again
  });

  it('§2.9 Damage: a card out of play takes no damage, not even as an override', () => {
    const g = solo();
    const inHand = g.s.zones['hand.P1'][0];
    const r = byHand(g, 'P1', { op: 'damage', piece: inHand, amount: 1, override: true });
    expect(reason(r)).toMatchObject({ reason: 'mc.manualImpossible', rule: '§2.9' });
  });

  it('§2.9 Heal: removes damage, never more than the card has', () => {
    const g = solo();
    const me = g.s.players.P1.identity;
    must(g, 'P1', { op: 'damage', piece: me, amount: 3 });
    must(g, 'P1', { op: 'heal', piece: me, amount: 5 });
    expect(g.card(me).dmg).toBeUndefined();
    expect(reason(byHand(g, 'P1', { op: 'heal', piece: me, amount: 1 }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('§2.10 Defeat: damage by hand to the villain at its last stage wins the game', () => {
    const g = solo();
    const v = villainId(g.s)!;
    g.edit((d) => {
      d.zones.villainDeck = [];
    });
    must(g, 'P1', { op: 'damage', piece: v, amount: 99 });
    expect(g.s.result).toMatchObject({ win: true });
    expect(mcEngine.pending(g.s)).toBeNull();
  });

  it('§2.13 Status cards: add and remove stunned, confused and tough; a stunned villain does not attack', () => {
    const g = solo();
    const v = villainId(g.s)!;
    must(g, 'P1', { op: 'status', piece: v, value: 'stunned' });
    expect(g.card(v).stunned).toBe(1);
    must(g, 'P1', { op: 'status', piece: v, value: 'confused' });
    must(g, 'P1', { op: 'unstatus', piece: v, value: 'confused' });
    expect(g.card(v).confused).toBeUndefined();
    // the status card replaces the next attack (§2.13 Stunned)
    must(g, 'P1', { op: 'activate', piece: v, value: 'attack' });
    expect(g.card(v).stunned).toBeUndefined();
    expect(logKeys(g)).toContain('mc.log.stunReplaced');
    // only one tough card at a time (§2.13 Tough)
    must(g, 'P1', { op: 'status', piece: v, value: 'tough' });
    expect(reason(byHand(g, 'P1', { op: 'status', piece: v, value: 'tough', override: true }))).toMatchObject({
      reason: 'mc.manualImpossible',
      rule: '§2.13',
    });
    expect(reason(byHand(g, 'P1', { op: 'unstatus', piece: v, value: 'stunned' }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('§2.13 Stalwart: stunning a Stalwart villain is refused, and an override is done and marked in the log', () => {
    const g = solo();
    const v = villainId(g.s)!;
    g.edit((d) => redefine(d, codeOf(v), { kw: { stalwart: true } }));
    const r = byHand(g, 'P1', { op: 'status', piece: v, value: 'stunned' });
    expect(reason(r)).toMatchObject({ reason: 'mc.stalwart', rule: '§2.13', overridable: true });
    expect(g.card(v).stunned).toBeUndefined();
    const ok = must(g, 'P1', { op: 'status', piece: v, value: 'stunned', override: true });
    expect(g.card(v).stunned).toBe(1);
    const first = ok.ok ? ok.events[0] : null;
    expect(first).toMatchObject({ type: 'manual.override', seat: 'P1', action: 'manual.op', reason: 'mc.stalwart' });
    expect(describeEvent(mcEngine, first as never, 'P1')).toMatchObject({ key: 'kernel.manual.override' });
  });

  it('§2.11 Threat: threat added by hand completes the main scheme at its target; removed from a side scheme defeats it', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], modular: ['chrome'] }).skipMulligans();
    const main = g.s.zones.main[0];
    const target = g.view('P1').main?.target ?? 0;
    must(g, 'P1', { op: 'threat', piece: main, amount: target });
    expect(g.s.zones.main[0]).not.toBe(main); // advanced to the next stage
    let side = '';
    g.edit((d) => {
      side = place(d, 'chr-05', 'encDiscard');
    });
    must(g, 'P1', { op: 'putIntoPlay', piece: side });
    expect(g.s.zones.side).toContain(side);
    const threat = g.card(side).threat ?? 0;
    expect(threat).toBeGreaterThan(0); // entered with its starting threat
    must(g, 'P1', { op: 'thwart', piece: side, amount: threat });
    expect(g.s.zones.side ?? []).not.toContain(side); // §2.9 Defeated: no threat left
    expect(reason(byHand(g, 'P1', { op: 'threat', piece: g.s.players.P1.identity, amount: 1 }))).toMatchObject({
      reason: 'mc.manualImpossible',
      rule: '§2.11',
    });
  });

  it('§2.7 Draw: a player draws from their deck; the cards are named only to them', () => {
    const g = solo();
    const hand = g.s.zones['hand.P1'].length;
    const top = g.s.zones['deck.P1'][0];
    const r = must(g, 'P1', { op: 'draw', zone: 'deck.P1', amount: 2 });
    expect(g.s.zones['hand.P1'].length).toBe(hand + 2);
    expect(g.s.zones['hand.P1']).toContain(top);
    const drew = r.ok ? r.events.find((e) => e.type === 'drew') : undefined;
    expect(describeEvent(mcEngine, drew as never, 'P2' as never)).toMatchObject({ key: 'mc.log.drew' });
    expect(describeEvent(mcEngine, drew as never, 'P1')).toMatchObject({ key: 'mc.log.drewOwn' });
    expect(r.ok && r.entry.reveals).toBe(true); // undo is flagged: the player saw new cards
  });

  it('Search (glossary §2.7): take a card of your deck into your hand, then the deck is shuffled', () => {
    const g = solo();
    const deck = g.s.zones['deck.P1'];
    const wanted = deck[deck.length - 1];
    const rng = g.s.rng;
    must(g, 'P1', { op: 'search', zone: 'deck.P1', value: codeOf(wanted) });
    expect(g.s.zones['hand.P1'].some((id) => codeOf(id) === codeOf(wanted))).toBe(true);
    expect(g.s.rng).not.toEqual(rng); // shuffled afterwards
    // a card that is not in that deck cannot be found there
    expect(reason(byHand(g, 'P1', { op: 'search', zone: 'deck.P1', value: 'nul-05' }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('Search (glossary §2.7, §2.12): the encounter deck is searched for a card, which is revealed; every seat of a rules game sees the codes it holds (never their order)', () => {
    const g = solo();
    const hidden = [...g.s.zones.encDeck, ...(g.s.zones['dealt.P1'] ?? [])];
    expect(g.view('P1').encDeckCodes).toEqual([...new Set(hidden.map(codeOf))].sort());
    expect(g.view(null).encDeckCodes).toBeUndefined();
    const wanted = g.s.zones.encDeck.find((id) => g.def(id).type === 'minion')!;
    const r = must(g, 'P1', { op: 'search', zone: 'encDeck', value: codeOf(wanted) });
    expect(r.ok && r.entry.reveals).toBe(true);
    // revealed: a minion engages the player (§2.12), no longer in the deck
    expect(g.s.zones.encDeck).not.toContain(wanted);
    expect(g.s.zones['engaged.P1']).toContain(wanted);
    expect(logKeys(g)).toContain('mc.log.byHandSearchReveal');
    expect(reason(byHand(g, 'P1', { op: 'search', zone: 'encDeck', value: 'stw-01' }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('Search (glossary §2.7): the owner sees which cards their deck holds (sorted, never its order); nobody else does', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    const codes = [...new Set(g.s.zones['deck.P1'].map(codeOf))].sort();
    expect(g.view('P1').players.P1.deckCodes).toEqual(codes);
    expect(g.view('P2').players.P1.deckCodes).toBeUndefined();
    expect(g.view(null).players.P1.deckCodes).toBeUndefined();
    // a card of a discard pile is searched back into its owner's hand (no shuffle: the pile is public)
    must(g, 'P1', { op: 'discardTop', zone: 'deck.P1', amount: 1 });
    const gone = g.s.zones['discard.P1'][0];
    must(g, 'P1', { op: 'search', zone: 'discard.P1', piece: gone });
    expect(g.s.zones['hand.P1']).toContain(gone);
    expect(reason(byHand(g, 'P2', { op: 'search', zone: 'discard.P2', piece: gone }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('§2.3 Discard: the top cards of a player deck or of the encounter deck go to their discard pile', () => {
    const g = solo();
    const top = g.s.zones['deck.P1'].slice(0, 2);
    must(g, 'P1', { op: 'discardTop', zone: 'deck.P1', amount: 2 });
    expect(g.s.zones['discard.P1'].slice(0, 2).sort()).toEqual([...top].sort());
    const enc = g.s.zones.encDeck[0];
    must(g, 'P1', { op: 'discardTop', zone: 'encDeck', amount: 1 });
    expect(g.s.zones.encDiscard[0]).toBe(enc);
  });

  it('§2.3 In play, §2.13 Uses/limits: a card put into play from any zone enters as the rules say', () => {
    const g = solo();
    const ally = g.find('stw-5');
    must(g, 'P1', { op: 'putIntoPlay', zone: zoneOfCard(g, ally), value: 'stw-5' });
    expect(g.s.zones['play.P1']).toContain(ally);
    // §2.13 Unique: a card with the title of a unique card in play is refused, but may be put in play as an override
    redefine2(g, 'stw-5', { unique: true });
    redefine2(g, 'stw-3', { unique: true, name: g.def(ally).name });
    const other = g.find('stw-3');
    expect(reason(byHand(g, 'P1', { op: 'putIntoPlay', piece: other! }))).toMatchObject({
      reason: 'mc.unique',
      overridable: true,
    });
    must(g, 'P1', { op: 'putIntoPlay', piece: other!, override: true });
    expect(g.s.zones['play.P1']).toContain(other);
    // never the villain, an identity or an event
    expect(reason(byHand(g, 'P1', { op: 'putIntoPlay', piece: villainId(g.s)!, override: true }))).toMatchObject({
      reason: 'mc.manualImpossible',
    });
  });

  it('§2.12 Reveal: the top encounter card is revealed and resolved by type (a minion engages the player)', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }], modular: ['chrome'] }).skipMulligans();
    let m = '';
    g.edit((d) => {
      m = d.zones.encDeck.find((x) => codeOf(x) === 'chr-01')!;
      d.zones.encDeck = [m, ...d.zones.encDeck.filter((x) => x !== m)];
    });
    must(g, 'P1', { op: 'reveal', zone: 'encDeck' });
    expect(g.s.zones['engaged.P1']).toContain(m);
    expect(g.card(m).tough).toBe(1); // Toughness (§2.13) as on any reveal
    expect(logKeys(g)).toContain('mc.log.revealed');
  });

  it('§2.8 Enemy activation: a minion made to scheme places its scheme value on the main scheme', () => {
    const { g, id } = withMinion('chr-02');
    const main = g.s.zones.main[0];
    const before = g.card(main).threat ?? 0;
    must(g, 'P1', { op: 'activate', piece: id, value: 'scheme' });
    expect(g.card(main).threat ?? 0).toBe(before + (g.def(id).sch ?? 0));
    // the villain made to attack: the defender is asked as in the villain phase
    must(g, 'P1', { op: 'activate', piece: villainId(g.s)!, value: 'attack' });
    expect(mcEngine.pending(g.s)?.seats).toEqual(['P1']);
  });

  it('digest "Attacks against allies": an enemy made by hand to attack an ally; undefended, the ally takes the damage', () => {
    const g = solo();
    let ally = '';
    g.edit((d) => {
      ally = place(d, 'stw-5', 'play.P1', 'deck.P1');
      d.cards[ally] = { dmg: 1 }; // 1 hit point left: any attack defeats it
      d.players.P1.form = 'alter_ego';
    });
    const v = villainId(g.s)!;
    expect(stat(g.s, v, 'atk')).toBeGreaterThanOrEqual(1);
    must(g, 'P1', { op: 'attackAlly', piece: ally, value: v });
    expect(logKeys(g)).toContain('mc.log.byHandAttackAlly');
    // the player is in alter-ego form and has no other ally: nobody can defend, the attack resolves at once
    expect(logKeys(g)).toContain('mc.log.enemyAttacksAlly');
    // the villain's ATK (and boost) went to the ally: it is defeated; the identity took none
    expect(isInPlay(g.s, ally)).toBe(false);
    expect(g.card(g.s.players.P1.identity).dmg ?? 0).toBe(0);
  });

  it('digest "Attacks against allies" by hand: only an ally in play, and only by an enemy in play', () => {
    const g = solo();
    const v = villainId(g.s)!;
    const me = g.s.players.P1.identity;
    expect(reason(byHand(g, 'P1', { op: 'attackAlly', piece: me, value: v }))).toMatchObject({ rule: '§2.10' });
    let ally = '';
    g.edit((d) => (ally = place(d, 'stw-5', 'play.P1', 'deck.P1')));
    expect(reason(byHand(g, 'P1', { op: 'attackAlly', piece: ally, value: me }))).toMatchObject({ rule: '§2.10' });
  });

  it('§2.13 Uses: counters given to and taken from a card in play', () => {
    const g = solo();
    const me = g.s.players.P1.identity;
    must(g, 'P1', { op: 'giveCounter', piece: me, amount: 2 });
    expect(g.card(me).uses).toBe(2);
    must(g, 'P1', { op: 'takeCounter', piece: me, amount: 1 });
    expect(g.card(me).uses).toBe(1);
    expect(mcEngine.table!.counters(g.s).find((c) => c.id === `uses.${me}`)?.value).toBe(1);
  });

  it('§2.13 Exhausted, §1.1: exhausting the villain is refused by the rules; an override is done and logged', () => {
    const g = solo();
    const v = villainId(g.s)!;
    const r = g.send('P1', { type: 'manual.exhaust', piece: v } as never);
    expect(reason(r)).toMatchObject({ reason: 'mc.manualRefused', overridable: true });
    const ok = g.send('P1', { type: 'manual.exhaust', piece: v, override: true } as never);
    expect(ok.ok && ok.events.map((e) => e.type)).toEqual(['manual.override', 'manual.exhaust']);
    expect(g.card(v).exhausted).toBe(true);
    g.send('P1', { type: 'manual.ready', piece: g.s.players.P1.identity } as never);
    expect(g.replays()).toBe(true);
  });

  it('§2.3 Zones: moving a card from a hidden deck is refused by the rules, allowed as an override; the identity never moves', () => {
    const g = solo();
    const top = g.s.zones['deck.P1'][0];
    expect(reason(g.send('P1', { type: 'manual.move', piece: top, to: 'hand.P1' } as never))).toMatchObject({
      reason: 'mc.manualRefused',
    });
    expect(g.send('P1', { type: 'manual.move', piece: top, to: 'hand.P1', override: true } as never).ok).toBe(true);
    expect(g.s.zones['hand.P1']).toContain(top);
    const me = g.s.players.P1.identity;
    expect(
      reason(g.send('P1', { type: 'manual.move', piece: me, to: 'removed', override: true } as never)),
    ).toMatchObject({ reason: 'mc.identityStays' });
  });

  it('§2.10, §2.11: the villain and the main scheme in play never move by hand, not even as an override', () => {
    for (const table of [false, true]) {
      const g = new Game({ heroes: [{ identity: 'stw-h' }], table }).skipMulligans();
      const v = villainId(g.s)!;
      const main = g.s.zones.main[0];
      expect(
        reason(g.send('P1', { type: 'manual.move', piece: v, to: 'play.P1', override: true } as never)),
      ).toMatchObject({ reason: 'mc.villainStays', rule: '§2.10' });
      expect(
        reason(g.send('P1', { type: 'manual.move', piece: main, to: 'encDiscard', override: true } as never)),
      ).toMatchObject({ reason: 'mc.villainStays', rule: '§2.11' });
      expect(g.s.zones.villain).toContain(v);
      expect(g.s.zones.main).toContain(main);
    }
  });

  it('§2.10 an eliminated player’s cards are out of the game: even an override moves nothing to their hand or area', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] }).skipMulligans();
    g.edit((d) => {
      d.players.P2.eliminated = true;
      for (const z of ['hand.P2', 'deck.P2', 'identity.P2'])
        d.zones.removed = [...(d.zones.removed ?? []), ...d.zones[z].splice(0)];
    });
    const card = g.s.zones.removed.find((id) => id.startsWith('P2:'))!;
    for (const to of ['hand.P2', 'play.P2', 'deck.P2'])
      expect(reason(g.send('P1', { type: 'manual.move', piece: card, to, override: true } as never))).toMatchObject({
        reason: 'mc.eliminatedZone',
        rule: '§2.10',
      });
    expect(mcEngine.invariants!(g.s)).toEqual([]);
  });
});

function zoneOfCard(g: Game, id: string): string {
  return Object.entries(g.s.zones).find(([, ids]) => ids.includes(id))![0];
}

function redefine2(g: Game, code: string, changes: Parameters<typeof redefine>[2]): void {
  g.edit((d) => redefine(d, code, changes));
}
