// Table mode (kernel manual actions on the MC state): what a real table may do, and what stays
// fixed even there.
import { describe, expect, it } from 'vitest';
import { Game } from './helpers';

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
