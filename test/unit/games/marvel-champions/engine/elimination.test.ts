import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../../../../core/kernel';
import { mcEngine } from '../../../../../core/games/marvel-champions/engine';
import { randomV1McOptions } from './random-options';

// Found by the 10,000-game volume run: P4 started paying for an event, P1 set P4's hero damage to
// its hit points by hand (a "resolve by hand" counter), P4 was eliminated — and could still cancel
// the payment, which put the event back into an eliminated player's hand.
describe('§2.10 elimination', () => {
  it('a card the eliminated player was paying for leaves with them; the payment cannot be cancelled afterwards (volume run game mc-10k/2320)', () => {
    const config = {
      games: 5000,
      seed: 'mc-10k',
      maxActions: 3000,
      options: randomV1McOptions,
      leakRate: 0.05,
      probeRate: 0.03,
      manualRate: 0.01,
    };
    const report = fuzzGame(mcEngine, config, 2320);
    expect(report.failures).toEqual([]);
    const actions = (report.record?.actions ?? []).map(
      (e) => e.action as { type: string; seat: string; counter?: string },
    );
    // the case is really reached: P4's hero takes lethal damage by hand while P4 is paying
    expect(actions[147]).toMatchObject({ type: 'manual.setCounter', counter: 'dmg.P4:qlf-h:133' });
    expect(actions[146]).toMatchObject({ type: 'pay', seat: 'P4' });
    // and the game goes on without P4 taking a rules action again (manual table actions stay open to everyone)
    expect(actions.length).toBeGreaterThan(149);
    expect(actions.slice(148).some((a) => a.seat === 'P4' && !a.type.startsWith('manual.'))).toBe(false);
  });
});
