import { eodModule as m } from '../../../../../core/games/edge-of-darkness/engine/module';
import { draft } from '../../../../../core/games/edge-of-darkness/engine/state';
import { Rng, seedRng } from '../../../../../core/kernel';
const ch = new Rng(seedRng(`s`));
let s = m.setup(m.optionsSchema.parse({ players: 4 }), `x`);
for (let i = 0; i < 200; i++) {
  const d = m.pending(s)!;
  if (s.phase === 'gather' && !s.ask) break;
  const seat = d.seats[0];
  const r = m.apply(s, ch.pick(m.legalActions(s, seat)), seat);
  if (!r.ok) throw new Error();
  s = r.state;
}
console.log(s.phase, JSON.stringify(s).length);
const seat = m.pending(s)!.seats[0];
const legal = m.legalActions(s, seat);
let t = performance.now();
for (let i = 0; i < 50000; i++) m.apply(s, legal[0], seat);
console.log('apply take us', ((performance.now() - t) / 5).toFixed(2));
t = performance.now();
for (let i = 0; i < 5000; i++) draft(s);
console.log('draft us', ((performance.now() - t) / 5).toFixed(2));
t = performance.now();
for (let i = 0; i < 5000; i++) JSON.stringify(s);
console.log('stringify us', ((performance.now() - t) / 5).toFixed(2));
