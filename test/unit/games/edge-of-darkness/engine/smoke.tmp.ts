import { eodModule as m } from '../../../../../core/games/edge-of-darkness/engine/module';
import { Rng, seedRng } from '../../../../../core/kernel';
const players = 4;
let tl = 0,
  ta = 0,
  tp = 0,
  n = 0,
  sizes = 0;
const G = 60;
const byType: Record<string, [number, number]> = {};
const t0 = performance.now();
for (let g = 0; g < G; g++) {
  const ch = new Rng(seedRng(`s${g}`));
  let s = m.setup(m.optionsSchema.parse({ players }), `x${g}`);
  for (let i = 0; i < 20000; i++) {
    let a = performance.now();
    const d = m.pending(s);
    tp += performance.now() - a;
    if (!d) break;
    const seat = d.seats[0];
    a = performance.now();
    const legal = m.legalActions(s, seat);
    const key = s.ask ? 'ask' : s.phase;
    const dt = performance.now() - a;
    tl += dt;
    (byType[key] ??= [0, 0])[0] += dt;
    byType[key][1]++;
    sizes += legal.length;
    n++;
    const act = ch.pick(legal);
    a = performance.now();
    const r = m.apply(s, act, seat);
    const dta = performance.now() - a;
    ta += dta;
    (byType['apply ' + act.type] ??= [0, 0])[0] += dta;
    byType['apply ' + act.type][1]++;
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    s = r.state;
  }
}
const sec = (performance.now() - t0) / 1000;
console.log(
  'games/s',
  (G / sec).toFixed(1),
  'actions',
  n / G,
  'legal ms',
  tl.toFixed(0),
  'apply ms',
  ta.toFixed(0),
  'pending',
  tp.toFixed(0),
  'avg legal size',
  (sizes / n).toFixed(1),
);
for (const [k, [t, c]] of Object.entries(byType)) console.log(k, c, ((t / c) * 1000).toFixed(1) + 'us');
