// Event-card Ops of armies, Nazgûl and battles (digest §4.6, §7, §8): handlers by Op kind (event-ops.ts).
// - `upgrade` / `eliminate`: one figure at a time, picked by the chooser (`<region>|<key>`).
// - `strike`: a roll against one army (no battle, no combat card); the owner of the hit army takes the
//   casualties as in §8.7 (`remove:<key>` / `reduce:<key>`), then the army may have to retreat (§8.9).
// - `move-army`: the card's own army move (source, destination, then the figures to leave behind),
//   checked with the §7 rules the card does not lift (stacking, nations not At War, enemy armies on the way).
// - `attack`: a battle of combat.ts's normal flow (`startBattle`); `move-nazgul`: the engine's own
//   Nazgûl movement. Both leave a resume marker under the engine's sub-decision: the rest of the card
//   runs when it ends (event-ops.ts `resumes`).
// Internal progress of an Op (the picked region, hits left…) is kept on the Op itself in `_`-fields, so the
// ask stack stays plain JSON.

import type { ArmyFilter, Op, RegionChoice } from '../data/event-types';
import { armyUnits, atWar, charsIn, freeForArmy, isFpNation, isFree, other } from './board';
import { afterArmyLeaves, attackOptions, settleSiege, startBattle } from './combat';
import { onFpNationAdvanced } from './events-table';
import { D } from './content';
import {
  armyMatches,
  diceCount,
  diceCountHandled,
  fixedRegions,
  holds,
  regionMatches,
  regionsMatching,
} from './event-conds';
import { cardPlay, type OpHandlers, type OpRun } from './event-ops';
import { eventCard } from '../data/events';
import { Rng } from '../../../kernel/rng';
import { activate, addTo, addUnits, advance, combatHooks, mayEnter, own, ownList, STACK_LIMIT, type M } from './rules';
import { kindOf, nationOf } from './static';
import { keyId, regionId } from './shapes';
import type { NationId, Side, WotrEvent, WotrState } from './types';
import { handOf, seatFor } from './multi'; // three and four players (§10.3)

type OpOf<K extends Op['op']> = Extract<Op, { op: K }>;
type Fig = { [key: string]: number };

const isUnit = (k: string) => k.endsWith('.regular') || k.endsWith('.elite');
const sideOfKey = (k: string): Side => D.nationSide[nationOf(k)];

// ---------------------------------------------------------------- shared helpers

/** The regions a RegionChoice names now (a `choose` or `anywhere`/`every` filter: every matching region). */
function regionsOf(r: OpRun, w: RegionChoice): string[] {
  switch (w.kind) {
    case 'choose':
    case 'every':
      return regionsMatching(r.s, w.filter, r.binds);
    case 'anywhere':
      return w.filter ? regionsMatching(r.s, w.filter, r.binds) : D.regionIds.slice();
    default:
      return fixedRegions(r.s, w, r.binds);
  }
}

/** Waits on a choice for `op` as it is now (with its `_`-fields), not as the card data has it. */
function waitWith(r: OpRun, op: Op, options: string[], optional = false, chooser?: Side): 'wait' {
  const side = chooser ?? (op.chooser === 'opponent' ? other(r.owner) : r.owner);
  r.m.asks.push({
    k: 'event',
    side,
    owner: r.owner,
    card: r.card,
    op,
    rest: r.queue,
    binds: r.binds,
    options,
    optional,
  });
  return 'wait';
}

function bindOf(w: RegionChoice): string | undefined {
  return w.kind === 'choose' ? w.bind : undefined;
}

/** §8.7 one unit eliminated: Free Peoples units to the casualties (out of the game), Shadow units to reinforcements. */
function loseUnit(m: M, region: string, key: string, ev: WotrEvent[]): void {
  addUnits(m, region, key, -1);
  addTo(sideOfKey(key) === 'fp' ? own(m, 'casualties') : own(m, 'reserve'), key, 1);
  ev.push({ type: 'unitLost', region, key, reduced: false });
}

/** §8.7 an Elite replaced by a Regular of its nation (casualties first, else reinforcements; none: removed). */
function reduceElite(m: M, region: string, key: string, ev: WotrEvent[]): void {
  const regular = `${nationOf(key)}.regular`;
  const fromCasualties = (m.casualties[regular] ?? 0) > 0;
  if (!fromCasualties && (m.reserve[regular] ?? 0) === 0) {
    loseUnit(m, region, key, ev);
    return;
  }
  addTo(fromCasualties ? own(m, 'casualties') : own(m, 'reserve'), regular, -1);
  addUnits(m, region, key, -1);
  addTo(sideOfKey(key) === 'fp' ? own(m, 'casualties') : own(m, 'reserve'), key, 1);
  addUnits(m, region, regular, 1);
  ev.push({ type: 'unitLost', region, key, reduced: true });
}

/** §7.2 / §8.8: Free Peoples Leaders never stand without Army units; a siege without units on a side ends. */
function afterLosses(m: M, region: string, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  if (armyUnits(D, s, region, 'fp') === 0) {
    const u = m.units[region] ?? {};
    for (const k of Object.keys(u))
      if (kindOf(k) === 'leader' && sideOfKey(k) === 'fp') {
        const n = u[k];
        addUnits(m, region, k, -n);
        addTo(own(m, 'casualties'), k, n);
        ev.push({ type: 'figureLost', region, id: k });
      }
  }
  settleSiege(m, region, ev);
}

/** Every figure of `side` in a region: unit keys, plus `char:<id>`. */
function figures(s: WotrState, region: string, side: Side): Fig {
  const out: Fig = {};
  const u = s.units[region];
  if (u) for (const k in u) if (sideOfKey(k) === side) out[k] = u[k];
  for (const id of charsIn(D, s, region, side)) out[`char:${id}`] = 1;
  return out;
}

function unitsIn(fig: Fig): number {
  let n = 0;
  for (const k in fig) if (isUnit(k)) n += fig[k];
  return n;
}

/** §6.2/§6.3 an attack on an army: its Free Peoples nations are activated, every nation of it advances. */
function attacked(m: M, region: string, side: Side, ev: WotrEvent[]): void {
  const nations = new Set<NationId>();
  for (const k in figures(m as unknown as WotrState, region, side)) if (isUnit(k)) nations.add(nationOf(k));
  for (const n of [...nations].sort()) {
    if (isFpNation(n)) activate(m, n, ev);
    const before = m.politics[n].step;
    advance(m, n, ev);
    onFpNationAdvanced(m, n, before, ev); // ---- table cards (events-table.ts): Threats and Promises
  }
}

// ---------------------------------------------------------------- upgrade (Regular → Elite)

type UpgradeOp = OpOf<'upgrade'>;

function upgradeOptions(r: OpRun, op: UpgradeOp): string[] {
  const out: string[] = [];
  for (const region of regionsOf(r, op.where))
    for (const k of Object.keys(r.s.units[region] ?? {}).sort()) {
      const n = nationOf(k);
      if (kindOf(k) !== 'regular' || D.nationSide[n] !== r.owner || (op.nation && n !== op.nation)) continue;
      if ((r.s.reserve[`${n}.elite`] ?? 0) > 0) out.push(`${region}|${k}`);
    }
  return out;
}

/** `region|key` (canonical strings: shapes.ts). */
function splitPick(pick: string): [string, string] {
  const sep = pick.indexOf('|');
  return [regionId(pick.slice(0, sep)), keyId(pick.slice(sep + 1))];
}

function upgradeOne(r: OpRun, op: UpgradeOp, pick: string): void {
  const [at, key] = splitPick(pick);
  const elite = `${nationOf(key)}.elite`;
  addUnits(r.m, at, key, -1);
  // the Regular goes back to reinforcements, or (a card that "eliminates" it) to the casualties
  addTo(op.eliminateRegular && sideOfKey(key) === 'fp' ? own(r.m, 'casualties') : own(r.m, 'reserve'), key, 1);
  addTo(own(r.m, 'reserve'), elite, -1);
  addUnits(r.m, at, elite, 1);
  r.ev.push({ type: 'upgraded', key: elite, at });
}

// ---------------------------------------------------------------- eliminate

type EliminateOp = OpOf<'eliminate'>;

function eliminateOptions(r: OpRun, op: EliminateOp): string[] {
  const nation = op.nation === undefined ? null : typeof op.nation === 'string' ? op.nation : r.binds[op.nation.bound];
  const out: string[] = [];
  for (const region of regionsOf(r, op.where))
    for (const k of Object.keys(r.s.units[region] ?? {}).sort()) {
      if (sideOfKey(k) !== op.side || (nation && nationOf(k) !== nation)) continue;
      if ((op.kinds as readonly string[]).includes(kindOf(k))) out.push(`${region}|${k}`);
    }
  return out;
}

function eliminateOne(r: OpRun, pick: string): void {
  const [at, key] = splitPick(pick);
  if (isUnit(key)) loseUnit(r.m, at, key, r.ev);
  else {
    // a Leader of the Free Peoples is lost for good, a Nazgûl goes back to the reinforcements
    addUnits(r.m, at, key, -1);
    addTo(sideOfKey(key) === 'fp' ? own(r.m, 'casualties') : own(r.m, 'reserve'), key, 1);
    r.ev.push({ type: 'figureLost', region: at, id: key });
  }
  afterLosses(r.m, at, r.ev);
}

// ---------------------------------------------------------------- strike

type StrikeOp = OpOf<'strike'> & { readonly _at?: string; readonly _hits?: number };

function strikeCasualtyOptions(s: WotrState, at: string, side: Side, hits: number): string[] {
  const out: string[] = [];
  const fig = figures(s, at, side);
  for (const k of Object.keys(fig).sort()) {
    if (k.endsWith('.regular')) out.push(`remove:${k}`);
    if (k.endsWith('.elite')) {
      out.push(`reduce:${k}`);
      if (hits >= 2) out.push(`remove:${k}`);
    }
  }
  return out;
}

function strikeRoll(r: OpRun, op: StrikeOp, at: string): number {
  const rng = new Rng(r.m.rng);
  const dice: number[] = [];
  let hits: number;
  let need = op.hitOn ?? 5;
  if (op.hitsFromDieResult) {
    dice.push(rng.die());
    hits = dice[0];
    need = 1;
  } else {
    const n = op.dice === undefined ? 0 : (diceCount(r.s, op.dice, r.binds, at) ?? 0);
    for (let i = 0; i < n; i++) dice.push(rng.die());
    hits = dice.filter((d) => d >= need).length;
  }
  r.m.rng = rng.state();
  r.ev.push({ type: 'combatRoll', side: r.owner, what: 'strike', need, dice, rerolls: [], hits });
  return hits;
}

/** After the strike: a destroyed army loses its Leaders (and with `destroysCharacters` its Nazgûl and Minions);
 * survivors that must retreat go to an adjacent free region of their owner's choice, or are destroyed. */
function strikeEnd(r: OpRun, op: StrikeOp, at: string): 'wait' | void {
  const side = op.target.army.side;
  const destroyed = armyUnits(D, r.s, at, side) === 0;
  if (destroyed && op.destroysCharacters) destroyFigures(r.m, at, side, r.ev);
  else if (!destroyed && op.thenRetreat) {
    const places = retreatPlaces(r.s, at, side);
    if (places.length === 0) {
      for (const k of Object.keys(figures(r.s, at, side)))
        if (isUnit(k)) while (r.s.units[at]?.[k]) loseUnit(r.m, at, k, r.ev);
      destroyFigures(r.m, at, side, r.ev);
    } else if (places.length === 1) retreatTo(r.m, at, side, places[0], r.ev);
    else
      return waitWith(
        r,
        { ...op, _hits: 0 } as Op,
        places.map((p) => `retreat:${p}`),
        false,
        side,
      );
  }
  afterLosses(r.m, at, r.ev);
}

function destroyFigures(m: M, at: string, side: Side, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  for (const k of Object.keys(figures(s, at, side))) {
    if (k.startsWith('char:')) {
      own(m, 'chars')[k.slice(5)] = 'dead';
      ev.push({ type: 'figureLost', region: at, id: k.slice(5) });
    } else if (!isUnit(k)) {
      const n = m.units[at][k];
      addUnits(m, at, k, -n);
      addTo(kindOf(k) === 'leader' ? own(m, 'casualties') : own(m, 'reserve'), k, n);
      ev.push({ type: 'figureLost', region: at, id: k });
    }
  }
}

/** §8.9: an adjacent free region, no siege there, room for the army. */
function retreatPlaces(s: WotrState, at: string, side: Side): string[] {
  const n = armyUnits(D, s, at, side);
  return D.regions[at].adj.filter(
    (x) => isFree(D, s, x, side) && s.sieges?.[x] === undefined && armyUnits(D, s, x, side) + n <= STACK_LIMIT,
  );
}

function retreatTo(m: M, at: string, side: Side, to: string, ev: WotrEvent[]): void {
  const fig = figures(m as unknown as WotrState, at, side);
  for (const k in fig) {
    if (k.startsWith('char:')) own(m, 'chars')[k.slice(5)] = to;
    else {
      addUnits(m, at, k, -fig[k]);
      addUnits(m, to, k, fig[k]);
    }
  }
  ev.push({ type: 'retreated', side, from: at, to });
  if (side === 'shadow' && D.regions[to].nation && isFpNation(D.regions[to].nation!))
    activate(m, D.regions[to].nation!, ev);
  settleSiege(m, at, ev);
}

function runStrike(r: OpRun, op: StrikeOp): 'wait' | void {
  const side = op.target.army.side;
  if (op._at === undefined) {
    const where = op.target.where;
    const targets = regionsOf(r, where).filter((x) => armyMatches(r.s, x, op.target.army));
    if (targets.length === 0) return;
    if (where.kind === 'every') {
      // one strike per region (each rolls its own dice)
      r.queue.unshift(...targets.map((x) => ({ ...op, _at: x }) as Op));
      return;
    }
    if (targets.length > 1) return waitWith(r, op, targets);
    return runStrike(r, { ...op, _at: targets[0] });
  }
  const at = op._at;
  if (op._hits === undefined) {
    if (op.countsAsAttack) attacked(r.m, at, side, r.ev);
    return runStrike(r, { ...op, _hits: strikeRoll(r, op, at) });
  }
  let hits = op._hits;
  // casualties (§8.7): all units lost when the hits cover them, one way only is taken, else the owner picks
  for (;;) {
    if (hits <= 0 || armyUnits(D, r.s, at, side) === 0) return strikeEnd(r, op, at);
    const fig = figures(r.s, at, side);
    let worth = 0;
    for (const k in fig) if (isUnit(k)) worth += fig[k] * (k.endsWith('.elite') ? 2 : 1);
    if (hits >= worth) {
      for (const k in fig) if (isUnit(k)) for (let i = 0; i < fig[k]; i++) loseUnit(r.m, at, k, r.ev);
      hits = 0;
      continue;
    }
    const options = strikeCasualtyOptions(r.s, at, side, hits);
    if (options.length === 1) {
      hits -= takeStrikeCasualty(r.m, at, options[0], r.ev);
      continue;
    }
    return waitWith(r, { ...op, _hits: hits } as Op, options, false, side);
  }
}

function takeStrikeCasualty(m: M, at: string, pick: string, ev: WotrEvent[]): number {
  const [how, key] = pick.split(':');
  if (how === 'reduce') {
    reduceElite(m, at, key, ev);
    return 1;
  }
  loseUnit(m, at, key, ev);
  return key.endsWith('.elite') ? 2 : 1;
}

// ---------------------------------------------------------------- move-army (by card)

type MoveOp = OpOf<'move-army'> & {
  readonly _from?: string;
  readonly _to?: string;
  readonly _moving?: Fig;
  readonly _touched?: readonly string[];
  readonly _moved?: number;
  readonly _go?: boolean;
  readonly _unitsMoved?: number;
};

/** The figures that go with the moving army (a card's `units` cap: only those units, no leaders). */
function movingFigures(s: WotrState, op: MoveOp, from: string, to: string): Fig {
  const out: Fig = {};
  const fig = figures(s, from, op.side);
  if (op.units) {
    let left = op.units.max - (op._unitsMoved ?? 0); // the cap counts every army the card moves
    for (const k of Object.keys(fig).sort())
      if (isUnit(k) && op.units.nations.includes(nationOf(k)) && left > 0 && mayEnter(s, k, to)) {
        out[k] = Math.min(left, fig[k]);
        left -= out[k];
      }
    return out;
  }
  for (const k in fig) {
    if (k.startsWith('char:') && (D.chars[k.slice(5)].level === 0 || k === 'char:saruman')) continue;
    if (mayEnter(s, k, to)) out[k] = fig[k];
  }
  return out;
}

function destinations(r: OpRun, op: MoveOp, from: string): string[] {
  const s = r.s;
  const side = op.side;
  let reach: string[];
  if (op.direct) reach = op.to ? regionsOf(r, op.to) : [];
  else {
    // §7.1: region by region up to `distance`; an army never passes through a region holding an enemy army
    const seen = new Set([from]);
    let frontier = [from];
    reach = [];
    for (let d = 0; d < op.distance; d++) {
      const next: string[] = [];
      for (const x of frontier)
        for (const y of D.regions[x].adj) {
          if (seen.has(y)) continue;
          seen.add(y);
          reach.push(y);
          if (freeForArmy(D, s, y, side) && (!op.freePath || isFree(D, s, y, side))) next.push(y);
        }
      frontier = next;
    }
    if (op.to) {
      const allowed = new Set(regionsOf(r, op.to));
      reach = reach.filter((x) => allowed.has(x));
    }
  }
  const out: string[] = [];
  for (const to of reach) if (destinationOk(r, op, from, to)) out.push(to);
  return out.sort();
}

/** Whether the card's army move from `from` may end in `to` (speed: a function, not a closure per call). */
function destinationOk(r: OpRun, op: MoveOp, from: string, to: string): boolean {
  const s = r.s;
  const side = op.side;
  if (to === from) return false;
  const enemy = armyUnits(D, s, to, other(side)) > 0 && s.sieges?.[to] !== other(side);
  if (enemy && !op.battleIfEnemy) return false;
  if (op.endWith && !regionMatches(s, to, op.endWith, r.binds)) return false;
  const moving = unitsIn(movingFigures(s, op, from, to));
  if (moving === 0) return false;
  return enemy || armyUnits(D, s, to, side) + 1 <= STACK_LIMIT;
}

function moveSources(r: OpRun, op: MoveOp): string[] {
  const touched = op._touched ?? [];
  return regionsOf(r, op.from)
    .filter(
      (x) =>
        !touched.includes(x) &&
        armyMatches(r.s, x, op.army ?? ({ side: op.side } as ArmyFilter)) &&
        // a besieged army does not march out (§8.12), unless the card picks it by its region
        (r.s.sieges?.[x] !== op.side || op.direct === true),
    )
    .filter((x) => destinations(r, op, x).length > 0)
    .sort();
}

function figureChoices(s: WotrState, op: MoveOp): string[] {
  const moving = op._moving!;
  const units = unitsIn(moving);
  const out: string[] = [];
  const room = STACK_LIMIT - armyUnits(D, s, op._to!, op.side);
  const enemy = armyUnits(D, s, op._to!, other(op.side)) > 0 && s.sieges?.[op._to!] !== other(op.side);
  if (enemy || units <= room) out.push('go');
  const staying = armyUnits(D, s, op._from!, op.side) - units;
  for (const k of Object.keys(moving).sort()) {
    if (moving[k] <= 0) continue;
    if (isUnit(k) && units <= 1) continue;
    // a Free Peoples Leader is never left alone (§7.2)
    if (!isUnit(k) && staying === 0 && k.endsWith('.leader')) continue;
    out.push(`leave:${k}`);
  }
  return out;
}

function runMove(r: OpRun, op: MoveOp): 'wait' | void {
  if ((op._moved ?? 0) >= op.count) return;
  if (op._from === undefined) {
    const sources = moveSources(r, op);
    if (sources.length === 0) return;
    // `upTo` and a capped number of units ("up to four"): the player may stop
    const mayStop = !!op.upTo || !!op.units;
    if (sources.length > 1 || mayStop) return waitWith(r, op, sources, mayStop);
    return runMove(r, { ...op, _from: sources[0] });
  }
  if (op._to === undefined) {
    const dests = destinations(r, op, op._from);
    if (dests.length === 0) return;
    if (dests.length > 1)
      return waitWith(
        r,
        op,
        dests.map((d) => `to:${d}`),
      );
    return runMove(r, { ...op, _to: dests[0] });
  }
  if (op._moving === undefined) return runMove(r, { ...op, _moving: movingFigures(r.s, op, op._from, op._to) });
  const battle = armyUnits(D, r.s, op._to, other(op.side)) > 0 && r.s.sieges?.[op._to] !== other(op.side);
  if (!op._go && !battle) {
    // (a battle at the destination: the attacker splits off a rearguard in the battle's own step, §8.2)
    const choices = figureChoices(r.s, op);
    if (choices.length > 1) return waitWith(r, op, choices);
    // one way only: too many to stack there, a unit stays behind (and the choice is asked again)
    if (choices[0] !== 'go') return runMove(r, leave(op, choices[0].slice(6)));
  }
  return moveGo(r, op);
}

/** One figure of `key` stays behind. */
function leave(op: MoveOp, key: string): MoveOp {
  const moving = { ...op._moving! };
  if (moving[key] > 1) moving[key] -= 1;
  else delete moving[key];
  return { ...op, _moving: moving };
}

function moveGo(r: OpRun, op: MoveOp): 'wait' | void {
  const from = op._from!;
  const to = op._to!;
  const side = op.side;
  // the next army of the card (plain JSON: the fields of this one are dropped, not set to undefined)
  const { _from, _to, _moving, _go, ...rest } = op;
  void [_from, _to, _moving, _go];
  const next = {
    ...rest,
    _touched: [...(op._touched ?? []), from, to],
    _moved: (op._moved ?? 0) + 1,
    _unitsMoved: (op._unitsMoved ?? 0) + unitsIn(op._moving ?? {}),
  } as Op;
  const enemy = armyUnits(D, r.s, to, other(side)) > 0 && r.s.sieges?.[to] !== other(side);
  if (enemy && op.battleIfEnemy && attackOptionsFrom(r.s, side, from)) {
    // the army attacks the region it sails to (§8.1 from afar): the rest of the card after the battle
    r.queue.unshift(next);
    r.wait([]);
    // the raiders may not cease (unless the defenders were already besieged there)
    const noCease = !!op.noCease && r.s.sieges?.[to] === undefined;
    startBattle(r.m, side, 'army', `${from}>${to}`, r.ev, noCease ? { noCease } : undefined);
    return 'wait';
  }
  if (enemy) return;
  const moved: Fig = {};
  for (const k in op._moving!) {
    const n = op._moving![k];
    if (n <= 0) continue;
    moved[k] = n;
    if (k.startsWith('char:')) own(r.m, 'chars')[k.slice(5)] = to;
    else {
      addUnits(r.m, from, k, -n);
      addUnits(r.m, to, k, n);
    }
  }
  r.ev.push({ type: 'armyMoved', side, from, to, figures: moved });
  afterLosses(r.m, from, r.ev); // a Leader left alone, a siege lifted (§8.12)
  afterArmyLeaves(r.m, from, r.ev);
  combatHooks.afterArmyEnters(r.m, side, to, r.ev);
  r.queue.unshift(next);
}

/** The attackers of `from` may fight (at least one Army unit of a nation At War, §6.4). */
function attackOptionsFrom(s: WotrState, side: Side, from: string): boolean {
  for (const k in s.units[from] ?? {}) if (isUnit(k) && sideOfKey(k) === side && atWar(s, nationOf(k))) return true;
  return false;
}

// ---------------------------------------------------------------- attack

type AttackOp = OpOf<'attack'> & { readonly _pair?: string };

/** `from>to` battles the card allows: combat.ts's attack options narrowed by the card's army, source and target. */
function attackPairs(r: OpRun, op: AttackOp): string[] {
  const froms = new Set(regionsOf(r, op.from).filter((x) => armyMatches(r.s, x, op.army)));
  const bind = bindOf(op.from);
  return attackOptions(r.s, op.side, 'army').filter((p) => {
    const [from, to] = p.split('>');
    if (!froms.has(from)) return false;
    // a card's besiegers assault the Stronghold they besiege (a siege battle, §8.12), not a neighbour
    if (op.army.besieging && !op.target) return from === to;
    if (!op.target) return true;
    const binds = bind ? { ...r.binds, [bind]: from } : r.binds;
    if (op.target.kind === 'choose') return regionMatches(r.s, to, op.target.filter, binds);
    return fixedRegions(r.s, op.target, binds).includes(to);
  });
}

function runAttack(r: OpRun, op: AttackOp): 'wait' | void {
  if (op._pair === undefined) {
    const pairs = attackPairs(r, op);
    if (pairs.length === 0) return;
    if (pairs.length > 1) return waitWith(r, op, pairs);
    return runAttack(r, { ...op, _pair: pairs[0] });
  }
  const bind = bindOf(op.from);
  if (bind) r.binds[bind] = op._pair.split('>')[0];
  r.wait([]); // resume marker under the battle
  // the card's own battle rules (combat.ts reads them from the battle)
  const rules = {
    ...(op.rounds ? { cardRounds: op.rounds } : {}),
    ...(op.fpCardFirstRoundNeedsCompanion ? { fpCardNeedsCompanion: true } : {}),
    ...(op.enemyFewerDicePerBesiegedUnit ? { fewerDicePerBesieged: true } : {}),
  };
  startBattle(r.m, op.side, 'army', op._pair, r.ev, rules);
  return 'wait';
}

// ---------------------------------------------------------------- Nazgûl

type NazgulToOp = OpOf<'move-nazgul-to'> & { readonly _dest?: string };

function runNazgulTo(r: OpRun, op: NazgulToOp): 'wait' | void {
  const from = regionsOf(r, op.from)[0];
  if (!from) return;
  const n = r.s.units[from]?.['sauron.nazgul'] ?? 0;
  const wk = !op.exceptWitchKing && r.s.chars['witch-king'] === from;
  if (n === 0 && !wk) return;
  if (op._dest === undefined) {
    const dests = regionsOf(r, op.to).filter((x) => x !== from);
    if (dests.length === 0) return;
    if (dests.length > 1) return waitWith(r, op, dests);
    return runNazgulTo(r, { ...op, _dest: dests[0] });
  }
  const to = op._dest;
  for (let i = 0; i < n; i++) {
    addUnits(r.m, from, 'sauron.nazgul', -1);
    addUnits(r.m, to, 'sauron.nazgul', 1);
    r.ev.push({ type: 'nazgulMoved', from, to });
  }
  if (wk) {
    own(r.m, 'chars')['witch-king'] = to;
    r.ev.push({ type: 'charMoved', id: 'witch-king', from, to });
  }
}

function anyNazgul(s: WotrState): boolean {
  if (D.regions[s.chars['witch-king'] ?? '']) return true;
  for (const r in s.units) if ((s.units[r]['sauron.nazgul'] ?? 0) > 0) return true;
  return false;
}

// ---------------------------------------------------------------- another card, free (§4.6)

/** Cards of the owner's hand from `deck` that could be played now (automated, precondition met). */
function freePlays(r: OpRun, deck: string): string[] {
  const hand = r.s.multi ? handOf(r.s, seatFor(r.s, r.owner)) : r.s.hands[r.owner]; // §10.3: own cards
  return [...new Set(hand)]
    .filter((id) => {
      const c = eventCard(id);
      return !!c && c.deck === deck && cardPlay.automated(id) && c.precondition.every((x) => holds(r.s, x));
    })
    .sort();
}

// ---------------------------------------------------------------- the table

export const ARMY_OPS: OpHandlers = {
  upgrade: {
    run(r, op) {
      if (op.count <= 0) return;
      const options = upgradeOptions(r, op);
      if (options.length === 0) return;
      if (options.length === 1) {
        upgradeOne(r, op, options[0]);
        if (op.count > 1) r.queue.unshift({ ...op, count: op.count - 1 });
        return;
      }
      return waitWith(r, op, options);
    },
    picked(r, op, pick) {
      upgradeOne(r, op, pick);
      return op.count > 1 ? [{ ...op, count: op.count - 1 }] : [];
    },
  },
  eliminate: {
    run(r, op) {
      if (op.count <= 0) return;
      const options = eliminateOptions(r, op);
      if (options.length === 0) return;
      if (options.length === 1) {
        eliminateOne(r, options[0]);
        if (op.count > 1) r.queue.unshift({ ...op, count: op.count - 1 });
        return;
      }
      return waitWith(r, op, options);
    },
    picked(r, op, pick) {
      eliminateOne(r, pick);
      return op.count > 1 ? [{ ...op, count: op.count - 1 }] : [];
    },
  },
  strike: {
    handled: (op) => op.hitsFromDieResult === true || (op.dice !== undefined && diceCountHandled(op.dice)),
    run: (r, op) => runStrike(r, op),
    picked(r, op: StrikeOp, pick) {
      if (op._at === undefined) return [{ ...op, _at: pick } as Op];
      const at = op._at;
      if (pick.startsWith('retreat:')) {
        retreatTo(r.m, at, op.target.army.side, regionId(pick.slice(8)), r.ev);
        afterLosses(r.m, at, r.ev);
        return [];
      }
      const left = (op._hits ?? 0) - takeStrikeCasualty(r.m, at, pick, r.ev);
      return [{ ...op, _hits: left } as Op];
    },
  },
  'move-army': {
    run: (r, op) => runMove(r, op),
    picked(r, op: MoveOp, pick) {
      if (op._from === undefined) return [{ ...op, _from: pick } as Op];
      if (op._to === undefined) return [{ ...op, _to: regionId(pick.slice(3)) } as Op];
      if (pick.startsWith('leave:')) return [leave(op, pick.slice(6))];
      return [{ ...op, _go: true } as Op]; // moved by `run` (a battle there must stop the card, §8.1)
    },
    resumes: true, // a battle at the destination (battleIfEnemy): the rest of the card after it
  },
  attack: {
    run: (r, op) => runAttack(r, op),
    picked: (_r, op, pick) => [{ ...op, _pair: pick } as Op],
    resumes: true,
  },
  'play-card-free': {
    run(r, op) {
      const options = freePlays(r, op.deck);
      if (options.length === 0) return;
      return waitWith(r, op, options, true);
    },
    picked(r, _op, pick) {
      // the card leaves the hand for the discard pile (public from now on) and its effect runs next
      const h = r.m.hands[r.owner];
      if (!h.includes(pick)) return [];
      ownList(r.m, 'hands', r.owner).splice(h.indexOf(pick), 1);
      ownList(r.m, 'discards', r.owner).push(pick);
      r.ev.push({ type: 'playedFree', side: r.owner, card: pick });
      return eventCard(pick)!.effect.slice();
    },
  },
  'move-nazgul': {
    run(r) {
      if (!anyNazgul(r.s)) return;
      r.wait([]); // resume marker under §7.4 Nazgûl movement (the Mouth of Sauron is no Nazgûl)
      r.m.asks.push({ k: 'minions', arrived: {}, moved: ['mouth-of-sauron'], sel: null });
      return 'wait';
    },
    resumes: true,
  },
  'move-nazgul-to': {
    run: (r, op) => runNazgulTo(r, op),
    picked: (_r, op, pick) => [{ ...op, _dest: pick } as Op],
  },
};
