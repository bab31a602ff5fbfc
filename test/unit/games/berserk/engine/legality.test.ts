// The module does not list concession and draw offers, so it tells the kernel its legal actions are
// not exhaustive (legalActionsExhaustive: false) and the kernel leaves every check to `apply`. The
// fuzzer's "an action legal earlier is refused now" probe is then skipped; this test makes it here:
// along random games (the starters, and with the abilities of choices sprinkled), apply accepts exactly the listed actions (plus those two) and refuses every
// earlier action that is no longer listed.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { berserkModule as m, type BerserkAction } from '../../../../../core/games/berserk/engine';
import { sprinkledOptions } from './helpers';

const key = (a: BerserkAction) => JSON.stringify(a, Object.keys(a).sort());

describe('apply checks legality itself (legalActionsExhaustive: false)', () => {
  it('refuses every earlier action that is not listed now, for either seat', () => {
    let refusedChecks = 0;
    for (let g = 0; g < 4; g++) {
      const rng = new Rng(seedRng(`legality/${g}`));
      let s = m.setup(m.optionsSchema.parse(g % 2 ? sprinkledOptions(g) : {}), `legality/${g}`);
      const seen: { seat: string; action: BerserkAction }[] = [];
      for (let step = 0; step < 3000 && m.pending(s); step++) {
        const d = m.pending(s)!;
        for (const seat of ['p1', 'p2']) {
          const listed = new Set(m.legalActions(s, seat).map(key));
          for (const old of seen.slice(-40)) {
            if (listed.has(key(old.action))) continue;
            const r = m.apply(s, old.action, seat);
            expect(r.ok, `${seat} ${key(old.action)} at step ${step}`).toBe(false);
            refusedChecks++;
          }
        }
        const seat = rng.pick(d.seats);
        const action = rng.pick(m.legalActions(s, seat));
        const r = m.apply(s, action, seat);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        seen.push({ seat, action });
        s = r.state;
      }
    }
    expect(refusedChecks).toBeGreaterThan(1000);
  });

  it('concession and a draw offer are accepted from the addressed seat only, never listed', () => {
    const s = m.setup(m.optionsSchema.parse({}), 'legality');
    const seat = m.pending(s)!.seats[0];
    const otherSeat = seat === 'p1' ? 'p2' : 'p1';
    for (const type of ['concede', 'offerDraw'] as const) {
      expect(m.legalActions(s, seat).some((a) => a.type === type)).toBe(false);
      expect(m.apply(s, { type }, seat).ok).toBe(true);
      expect(m.apply(s, { type }, otherSeat).ok).toBe(false);
    }
  });
});
