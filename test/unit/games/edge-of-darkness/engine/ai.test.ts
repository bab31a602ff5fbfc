// The computer player (kernel Policy, engine/ai.ts): legal, deterministic for a game seed, only what its seat
// may know (§7.3: the deck below its top card is hidden), and better than chance at §5's scoring.
import { describe, expect, it } from 'vitest';
import { playGame, randomPolicy, decide } from '../../../../../core/kernel';
import {
  eodEngine,
  eodModule,
  eodPolicy,
  type EodAction,
  type EodState,
} from '../../../../../core/games/edge-of-darkness/engine';
import { start, playUntil, legal, seatNow } from './helpers';

describe('computer player (EngineDefinition.computer)', () => {
  it('is offered for every seat, and plays whole games legally: the same seed, the same game', () => {
    expect(eodEngine.computer?.difficulties).toEqual(['easy']);
    const policies = { p1: eodPolicy(), p2: eodPolicy(), p3: eodPolicy() };
    const a = playGame(eodModule, { seed: 'ai-1', options: { players: 3 }, policies });
    const b = playGame(eodModule, { seed: 'ai-1', options: { players: 3 }, policies: { ...policies } });
    expect(a.outcome).not.toBeNull();
    expect(a.state.phase).toBe('over');
    expect(a.log).toEqual(b.log);
  });

  it('§7.3: its choice does not depend on the hidden deck order below the top card', () => {
    const s = playUntil(
      start({ players: 2 }, 'ai-hidden'),
      (x) => x.phase === 'action' && !x.ask && x.zones.deck.length > 3,
    );
    const seat = seatNow(s);
    const reordered: EodState = {
      ...s,
      zones: { ...s.zones, deck: [s.zones.deck[0], ...s.zones.deck.slice(1).reverse()] },
    };
    const ask = (x: EodState) => decide(eodModule, eodPolicy(), x, seat, { seed: 'ai-hidden', index: 7 }).action;
    expect(ask(reordered)).toEqual(ask(s));
    expect(legal(s).map((x: EodAction) => JSON.stringify(x))).toContain(JSON.stringify(ask(s)));
  });

  it('§5: against random players it wins most 2-player games', () => {
    let wins = 0;
    const games = 6;
    for (let g = 0; g < games; g++) {
      const r = playGame(eodModule, {
        seed: `ai-vs-random-${g}`,
        options: { players: 2 },
        policies: { p1: eodPolicy(), p2: randomPolicy() },
      });
      if (r.outcome?.result.p1 === 'win') wins++;
    }
    expect(wins).toBeGreaterThan(games / 2);
  });
});
