import { it } from 'vitest';
import { Rng, seedRng } from '../../../../../core/kernel';
import { berserkModule as m } from '../../../../../core/games/berserk/engine';

it('smoke', () => {
  let games = 0,
    actions = 0,
    finished = 0;
  const t0 = performance.now();
  for (let g = 0; g < 50; g++) {
    const chooser = new Rng(seedRng(`s/${g}`));
    let s = m.setup(m.optionsSchema.parse({}), `g/${g}`);
    for (let i = 0; i < 20000; i++) {
      const d = m.pending(s);
      if (!d) {
        finished++;
        break;
      }
      const seat = chooser.pick(d.seats);
      const legal = m.legalActions(s, seat);
      const r = m.apply(s, chooser.pick(legal), seat);
      if (!r.ok) throw new Error(JSON.stringify(r.rejection));
      const inv = process.env.INV ? m.invariants!(r.state) : [];
      if (inv.length) throw new Error(inv.join('\n'));
      s = r.state;
      actions++;
    }
    games++;
  }
  console.log({ games, finished, actions: actions / games, perSec: games / ((performance.now() - t0) / 1000) });
});
