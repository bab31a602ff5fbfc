import { eodModule as m } from '../../../../../core/games/edge-of-darkness/engine/module';
import { Rng, seedRng } from '../../../../../core/kernel';
const counts: Record<string, number> = {};
for (let g = 0; g < 20; g++) {
  const ch = new Rng(seedRng(`s${g}`));
  let s = m.setup(m.optionsSchema.parse({ players: 4 }), `x${g}`);
  for (let i = 0; i < 20000; i++) {
    const d = m.pending(s);
    if (!d) break;
    const r = m.apply(s, ch.pick(m.legalActions(s, d.seats[0])), d.seats[0]);
    if (!r.ok) throw new Error();
    for (const e of r.events) {
      const k = e.type + (e.type === 'effect' ? ':' + (e as any).op : '');
      counts[k] = (counts[k] ?? 0) + 1;
    }
    s = r.state;
  }
  if (g === 0) console.log(JSON.stringify(m.outcome(s)), JSON.stringify(s.scores?.map((x) => x.quarters)));
}
console.log(counts);
