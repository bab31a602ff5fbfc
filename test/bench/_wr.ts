import { wotrEngine as E } from '../../core/games/war-of-the-ring/engine';
import { fuzzGame } from '../../core/kernel';
const r = fuzzGame(E, { seed: 'wotr-events', games: 2, maxActions: 6000, leakRate: 0.3 }, 1);
console.log(JSON.stringify(r.failures.slice(0, 3)));
const rec = r.record!;
const i = r.failures[0]?.index ?? 0;
console.log(JSON.stringify(rec.actions.slice(Math.max(0, i - 6), i + 1).map((a) => a.action)));
import { replay } from '../../core/kernel';
const rp = replay(E, rec, { to: i - 1 });
if (rp.ok) { const st: any = rp.snapshot.state; console.log(JSON.stringify(st.battle), JSON.stringify(st.units['south-anduin-vale']), JSON.stringify(st.sieges ?? null)); }
const rp2 = replay(E, rec, { to: i });
if (rp2.ok) { const st: any = rp2.snapshot.state; console.log('after', JSON.stringify(st.battle), JSON.stringify(st.units['south-anduin-vale'])); } else console.log(JSON.stringify(rp2.failure));
