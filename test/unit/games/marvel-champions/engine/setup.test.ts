import { describe, expect, it } from 'vitest';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { STARTER_DECKS } from '../../../../../core/games/marvel-champions/content';
import { Game } from './helpers';

const deckSize = (identity: string) =>
  Object.entries(STARTER_DECKS.find((d) => d.identity === identity)!.cards).reduce(
    (n, [code, k]) => n + (code === 'tdc-5' ? 0 : k),
    0,
  );

describe('Marvel Champions setup (§3.1, v1.5)', () => {
  it('issue 12 §7: each seat is named by its hero (our content or the imported card)', () => {
    const options = mcEngine.optionsSchema.parse({ heroes: [{ identity: 'stw-h' }, { identity: 'tdc-h' }] });
    expect(mcEngine.seatNames!(options)).toEqual({ P1: 'Stormwright', P2: 'Tidecaller' });
    const imported = {
      ...options,
      cards: { 'stw-h': { code: 'stw-h', name: 'Imported Name', type: 'hero', set: 'x' } },
    };
    expect(mcEngine.seatNames!(imported as typeof options).P1).toBe('Imported Name');
  });

  it('§3.1 steps 1, 2, 14: identities start alter-ego side up at full HP and draw the alter-ego hand size', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] });
    for (const seat of ['P1', 'P2']) {
      expect(g.s.players[seat].form).toBe('alter_ego');
      expect(g.card(g.s.players[seat].identity).dmg).toBeUndefined();
      expect(g.s.zones[`hand.${seat}`]).toHaveLength(6);
    }
    expect(g.s.zones['deck.P1'].length + 6).toBe(deckSize('stw-h'));
  });

  it('§3.1 step 3: the chosen first player starts; mulligans and turns go in player order', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }], firstPlayer: 1 });
    expect(g.s.ask).toEqual({ k: 'mulligan', seat: 'P2' });
    g.do('P2', { type: 'done' });
    expect(g.s.ask).toEqual({ k: 'mulligan', seat: 'P1' });
    g.do('P1', { type: 'done' });
    expect(g.s.ask).toEqual({ k: 'main', seat: 'P2' });
    expect(g.s.round).toBe(1);
  });

  it('§3.1 steps 4, 5, 10: obligations go into the encounter deck, nemesis sets are set aside', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }] });
    expect(g.codes('encDeck')).toEqual(expect.arrayContaining(['stw-o', 'bwk-o']));
    expect(g.codes('setAside').sort()).toEqual(['bwk-n1', 'bwk-n2', 'stw-n1', 'stw-n2']);
    // scenario (13) + Chrome Syndicate (6) + standard (6) + 2 obligations
    expect(g.s.zones.encDeck).toHaveLength(13 + 6 + 6 + 2);
  });

  it('§2.16 Expert: villain stages II and III, the expert set is added', () => {
    const g = new Game({ expert: true });
    expect(g.codes('villain')).toEqual(['nul-v2']);
    expect(g.codes('villainDeck')).toEqual(['nul-v3']);
    expect(g.codes('encDeck')).toEqual(expect.arrayContaining(['exp-01', 'exp-02']));
    expect(g.s.zones.encDeck).toHaveLength(13 + 6 + 6 + 2 + 1);
    // §3.1 step 12c: the villain's When Revealed resolves during setup (stage II: a tough card)
    expect(g.card(g.find('nul-v2')).tough).toBe(1);
  });

  it('§2.16 Skirmish: only the chosen villain stage is in the game', () => {
    const g = new Game({ skirmish: 3 });
    expect(g.codes('villain')).toEqual(['nul-v3']);
    expect(g.codes('villainDeck')).toEqual([]);
    expect(g.card(g.find('nul-v3')).tough).toBe(1); // Toughness (§2.13)
  });

  it('§2.6 per-player icon: villain HP and the main scheme target use the number of starting players', () => {
    const g = new Game({ heroes: [{ identity: 'stw-h' }, { identity: 'bwk-h' }, { identity: 'qlf-h' }] });
    const v = g.view(null);
    expect(v.villain[0].hp).toBe(36);
    expect(v.main?.target).toBe(21);
  });

  it('§3.1 step 11, §2.13 Permanent/Setup: Tidal Charm starts in play and is not part of the deck', () => {
    const g = new Game({ heroes: [{ identity: 'tdc-h' }] });
    expect(g.codes('play.P1')).toEqual(['tdc-5']);
    expect(g.s.zones['deck.P1'].length + 6).toBe(deckSize('tdc-h'));
    expect(g.view('P1').players.P1.identity?.rec).toBe(5); // 4 + 1 from the charm
  });

  it('§3.1 step 15: a mulligan discards, then draws back up to hand size; discards are not reshuffled', () => {
    const g = new Game();
    const hand = [...g.s.zones['hand.P1']];
    g.do('P1', { type: 'discard', card: hand[0] }).do('P1', { type: 'discard', card: hand[1] });
    expect(g.s.zones['hand.P1']).toHaveLength(4);
    g.do('P1', { type: 'done' });
    expect(g.s.zones['hand.P1']).toHaveLength(6);
    expect(g.s.zones['discard.P1']).toEqual(expect.arrayContaining([hand[0], hand[1]]));
    expect(g.s.zones['hand.P1']).not.toContain(hand[0]);
  });

  it('options: unknown identities, a repeated identity and a first player out of range are refused', () => {
    expect(mcEngine.optionsSchema.safeParse({ heroes: [{ identity: 'nope' }] }).success).toBe(false);
    expect(mcEngine.optionsSchema.safeParse({ heroes: [{ identity: 'stw-h' }, { identity: 'stw-h' }] }).success).toBe(
      false,
    );
    expect(mcEngine.optionsSchema.safeParse({ firstPlayer: 2 }).success).toBe(false);
    expect(mcEngine.optionsSchema.safeParse({ heroes: [{ identity: 'stw-h' }], modular: ['standard'] }).success).toBe(
      false,
    );
  });

  it('setup is deterministic for a seed', () => {
    expect(new Game({}, 'a').s).toEqual(new Game({}, 'a').s);
    expect(new Game({}, 'a').s.zones['deck.P1']).not.toEqual(new Game({}, 'b').s.zones['deck.P1']);
  });
});
