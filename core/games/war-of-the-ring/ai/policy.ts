// The War of the Ring computer player, for either side (kernel `Policy`).
//
// - `easy`: a heuristic score per legal action (prior), read from a sampled world (world.ts).
// - `normal`: the same prior plus a one-ply look-ahead: the best-scored actions are applied with the
//   engine's own `apply` on a fixed number of sampled worlds (the state's generator replaced, so the
//   look-ahead never sees the real dice or tiles), and the resulting positions are evaluated
//   (evaluate.ts). The work is fixed, so the answer depends only on the position and the generator;
//   the clock only stops a search that runs over its budget (reported as cut short).
// Anything the heuristics do not know (a new sub-decision, an event card's choice) scores 0 and is
// decided by the look-ahead or, failing that, by the generator: any decision gets a legal answer.

import type { Policy, PolicyContext } from '../../../kernel/ai';
import { sameRngState } from '../../../kernel/rng';
import { companionsInFellowship, controller, isStrongholdOf } from '../engine/board';
import { D } from '../engine/content';
import { wotrEngine } from '../engine/module';
import type { Ask, Face, Side, WotrAction, WotrState } from '../engine/types';
import { distanceTo, evaluate, healSite, targets, toMordor, WIN } from './evaluate';
import { ringCard } from './cards';
import { sideOfSeat } from '../engine/multi';
import { sampleSeatWorld } from './world';

export type Difficulty = 'easy' | 'normal';

export interface WotrPolicyOptions {
  readonly difficulty?: Difficulty;
  /** Look-ahead: actions tried (best priors first) and sampled worlds per action (normal only). */
  readonly width?: number;
  readonly samples?: number;
  /** Look-ahead only for actions whose prior is within this of the best one (default 30). */
  readonly margin?: number;
}

const other = (side: Side): Side => (side === 'fp' ? 'shadow' : 'fp');

/** Chance that one Hunt roll succeeds now (§5.12): Hunt level dice (at most 5), +1 per FP die in the box. */
export function huntChance(s: WotrState): number {
  const dice = Math.min(5, s.huntBox.shadow);
  if (dice === 0) return 0;
  const p = Math.min(5, 1 + s.huntBox.fp) / 6; // a natural 1 always fails
  return 1 - (1 - p) ** dice;
}

/** What using a die of this face for something else costs the FP (a Character result moves the Ring). */
function faceCost(side: Side, face: Face, ringAct: boolean): number {
  if (side !== 'fp') return face === 'muster-army' ? 1 : 0;
  if (face === 'will-of-the-west') return ringAct ? 3 : 6;
  if (face === 'character') return ringAct ? 0 : 8;
  if (face === 'muster-army') return 1;
  return 0;
}

function ringCanMove(s: WotrState): boolean {
  const f = s.fellowship;
  return f.mordor !== null || (f.trueAt !== null && !f.revealed) || f.revealed;
}

/** Heuristic value of one legal action for `side` (higher is better). */
export function prior(s: WotrState, side: Side, a: WotrAction): number {
  const f = s.fellowship;
  const ask: Ask | undefined = s.asks[s.asks.length - 1];
  if (ask) return askPrior(s, side, ask, a);
  switch (a.type) {
    // Phase 2
    case 'enterMordor':
      return 100;
    case 'declare': {
      const at = f.trueAt ?? f.at;
      if (!at) return -5;
      const r = D.regions[at];
      const heals =
        !!r.nation &&
        D.nationSide[r.nation] === 'fp' &&
        (r.settlement === 'city' || r.settlement === 'stronghold') &&
        controller(D, s, at) === 'fp';
      // heal, or fix the position in Minas Morgul / Morannon to enter Mordor next
      return heals && f.corruption > 0 ? 30 : toMordor(at) === 0 ? 20 : -5;
    }
    case 'endFellowshipPhase':
      return 0;
    case 'guide':
      return -1;
    // Phase 3: the Shadow hunts as hard as it may
    case 'huntDice':
      return 6 * a.count;
    case 'pass':
      return -2;
    case 'skip':
      return -30;
    case 'ring': {
      if (side === 'fp') {
        const rolled = s.dice.fp.rolled;
        const canMoveDie = rolled.includes('character') || rolled.includes('will-of-the-west');
        if (a.to === 'character' && !canMoveDie && ringCanMove(s) && huntChance(s) < 0.6) return 35;
        return -10;
      }
      if (a.to === 'eye' && f.mordor === null) return 15;
      return -5;
    }
    case 'use':
      return usePrior(s, side, a);
    case 'combatCard':
      return a.card === 'none' ? 0 : 2;
    default:
      return 0;
  }
}

function usePrior(s: WotrState, side: Side, a: Extract<WotrAction, { type: 'use' }>): number {
  const f = s.fellowship;
  const ringAct = a.act === 'moveFellowship' || a.act === 'mordor' || a.act === 'hide';
  const cost = faceCost(side, a.face, ringAct);
  const risk = huntChance(s) * (1 + f.corruption / 6);
  switch (a.act) {
    case 'moveFellowship': {
      const from = f.trueAt ?? f.at!;
      if (a.arg === from) return -10 - cost;
      // toward Mordor, or first to the City / Stronghold where it heals (evaluate.ts healSite)
      const site = healSite(s);
      const dist = site ? (r: string) => distanceTo(r, [site]) : toMordor;
      const gain = dist(from) - dist(a.arg!);
      const stronghold =
        D.regions[a.arg!].settlement === 'stronghold' && controller(D, s, a.arg!) === 'shadow' ? 12 : 0;
      if (gain <= 0) return -20 - stronghold - cost;
      return 30 + 10 * gain - 60 * risk - stronghold - cost;
    }
    case 'mordor': {
      // one attempt a turn avoids the automatic +1 Corruption (§5.16); a second one only without any
      // risk of a fatal tile; the first one waits a turn if the tile could be fatal now and much less
      // so after a turn's +1 with an ordinary Hunt Box (§5.16: an Eye counts the dice in the Hunt Box)
      const now = mordorRisk(s, f.corruption, s.huntBox.shadow, s.huntBox.fp);
      if (f.mordorActed) return now.fatal > 0 ? -40 : 40 - 10 * now.expected * (1 + f.corruption / 6) - cost;
      const later = mordorRisk(s, f.corruption + 1, Math.min(s.huntBox.shadow, 2), 0);
      if (now.fatal > later.fatal + 0.05) return -40;
      return 65 - 10 * now.expected * (1 + f.corruption / 6) - 100 * now.fatal - cost;
    }
    case 'hide':
      return 70 - cost;
    case 'separate':
      return -15 - cost;
    case 'moveCompanions':
      return 1 - cost;
    case 'enter':
      return 25 - cost;
    case 'draw':
      return 10 - cost;
    case 'play':
      return (side === 'fp' ? fpPlayPrior(s, a.arg ?? '') : 14) - cost;
    case 'politics':
      return (side === 'fp' ? 12 : 16) - cost;
    case 'recruit':
      return (side === 'fp' ? 8 : 13) - (a.arg === 'elite' ? 0 : 1) - cost;
    case 'voice':
      return 12 - cost;
    case 'moveMinions':
      return 6 - cost;
    case 'leaderArmy':
    case 'moveArmies':
      return (side === 'fp' ? 2 : 9) - cost;
    case 'attack': {
      const [from, to] = (a.arg ?? '').split('>');
      const mine = unitsOf(s, from, side);
      const theirs = unitsOf(s, to, other(side));
      const siege = D.regions[to]?.settlement === 'stronghold' ? 2 : 0;
      return (side === 'fp' ? 0 : 8) + 3 * (mine - theirs - siege) - cost;
    }
    default:
      return 0;
  }
}

/**
 * An FP event card's value for the Ring-bearers (cards.ts): a blue tile for the Mordor pool is played
 * at once, a Hunt table card too; a healing card is kept for the Mordor Track (off it the Ring-bearers
 * heal by resting in a City or Stronghold) unless the Corruption is high; any other card 14.
 */
function fpPlayPrior(s: WotrState, card: string): number {
  const role = ringCard(card);
  if (!role) return 14;
  const f = s.fellowship;
  if (role.tile !== null) return 40 - 5 * role.tile;
  if (role.huntTable) return 30;
  if (role.separates && f.mordor !== null) return -20; // the Companion would be eliminated (§5.16)
  const healed = Math.min(f.corruption, role.heal);
  if (healed === 0) return role.separates ? 14 : -15;
  if (f.mordor === null && healSite(s) !== null && f.corruption < 6) return 2;
  return 20 + 8 * healed;
}

/** What keeping a card in hand is worth to `side` (a discard above the hand limit drops the least). */
function keepValue(side: Side, card: string): number {
  if (side !== 'fp') return 0;
  const role = ringCard(card);
  if (!role) return 0;
  if (role.tile !== null) return 40;
  if (role.huntTable) return 25;
  return role.heal > 0 && !role.separates ? 20 : 0;
}

const STANDARD_TILES = Object.keys(D.tiles)
  .filter((t) => D.tiles[t].kind === 'standard')
  .sort();

/**
 * The next Mordor Track tile (§5.16) with Corruption `corruption` and these Hunt Box dice: its expected
 * damage and the chance that it ends the game, one Companion (the highest Level) or Gollum's ability
 * and the Hunt table cards taking their part first (§5.14).
 */
export function mordorRisk(
  s: WotrState,
  corruption: number,
  shadowDice: number,
  fpDice: number,
): { expected: number; fatal: number } {
  const pool = s.hunt.pool.length ? s.hunt.pool : STANDARD_TILES; // an empty pool is refilled (§5.10)
  let absorb = s.fellowship.guide === 'gollum' ? 1 : 0;
  for (const c of companionsInFellowship(D, s)) absorb = Math.max(absorb, D.chars[c].level);
  for (const c of s.table?.fp ?? []) if (ringCard(c)?.huntTable) absorb++;
  let expected = 0;
  let fatal = 0;
  const add = (damage: number, p: number) => {
    expected += p * damage;
    if (corruption + Math.max(0, damage - absorb) >= 12) fatal += p;
  };
  for (const t of pool) {
    const v = D.tiles[t]?.value ?? 1;
    const p = 1 / pool.length;
    if (v === 'die') for (let d = 1; d <= 6; d++) add(d, p / 6);
    else add(v === 'eye' ? shadowDice + fpDice : v, p);
  }
  return { expected, fatal };
}

/**
 * What a Hunt damage costs the FP taken one way (§5.14): Corruption added (weighted more as it grows,
 * fatal at 12) and companion levels lost (a companion absorbs damage up to his Level once).
 */
function damageCost(s: WotrState, damage: number, take: 'guide' | 'random' | 'none'): number {
  const f = s.fellowship;
  // off the Mordor Track with a place to heal (evaluate.ts healSite) Corruption costs turns of rest;
  // companions are kept for the Mordor Track, where each takes up to his Level of damage for the Ring
  const healable = f.mordor === null && healSite(s) !== null;
  const perPoint = healable ? 0.5 + f.corruption / 12 : 1 + f.corruption / 6 + (f.mordor !== null ? 0.5 : 0);
  const perLevel = f.mordor !== null ? 0.35 : 1.1;
  const cost = (levelLost: number) => {
    const added = Math.max(0, damage - levelLost);
    return (f.corruption + added >= 12 ? 1000 : 0) + perPoint * added + perLevel * levelLost;
  };
  if (take === 'none') return cost(0);
  if (take === 'guide') return cost(D.chars[f.guide]?.level ?? 0);
  const comps = companionsInFellowship(D, s);
  if (comps.length === 0) return cost(0);
  let sum = 0;
  for (const c of comps) sum += cost(D.chars[c].level);
  return sum / comps.length;
}

function unitsOf(s: WotrState, region: string, side: Side): number {
  const u = s.units[region];
  if (!u) return 0;
  let n = 0;
  for (const k in u) {
    const [nation, kind] = k.split('.');
    if ((kind === 'regular' || kind === 'elite') && D.nationSide[nation] === side) n += u[k];
  }
  return n;
}

function askPrior(s: WotrState, side: Side, ask: Ask, a: WotrAction): number {
  const f = s.fellowship;
  switch (ask.k) {
    case 'damage': {
      if (a.type !== 'casualty') return 0;
      if (a.take === 'guideAbility') return 10;
      return -5 * damageCost(s, ask.damage, a.take);
    }
    case 'revealTo': {
      // revealed: as near the way (the place to heal first) as allowed, never into a Shadow Stronghold
      // (each one on the way costs a tile, §5.6) nor next to Shadow armies (Hunt re-rolls, §5.12)
      if (a.type !== 'moveTo') return 0;
      const site = side === 'fp' ? healSite(s) : null;
      const dist = site ? distanceTo(a.to, [site]) : toMordor(a.to);
      const stronghold = isStrongholdOf(D, s, a.to, 'shadow') ? 6 : 0;
      return -dist - stronghold - (unitsOf(s, a.to, 'shadow') > 0 ? 1 : 0);
    }
    case 'army': {
      if (a.type === 'army') {
        const goals = side === 'shadow' ? targets(s, 'shadow') : [];
        if (goals.length === 0) return -1;
        const gain = distanceTo(a.from, goals) - distanceTo(a.to, goals);
        return 3 * gain + (goals.includes(a.to) ? 4 : 0);
      }
      if (a.type === 'leave') return -2;
      return 0;
    }
    case 'recruit':
      return a.type === 'place' ? 2 + (a.key.endsWith('.elite') ? 1 : 0) : 0;
    case 'minions':
      if (a.type === 'move' && f.at) return -distanceTo(a.to, [f.at]);
      return 0;
    case 'companions':
      return a.type === 'done' ? 1 : 0;
    case 'separate':
      return a.type === 'moveTo' ? 1 : 0;
    case 'event':
      return a.type === 'done' ? -1 : 0;
    case 'discard':
      return a.type === 'discard' ? -keepValue(side, a.card) : 0;
    default:
      return 0;
  }
}

/** A world for the look-ahead: the sampled one with a fresh generator for each sample after the first. */
function reseed(w: WotrState, rng: PolicyContext['rng']): WotrState {
  return { ...w, rng: [(rng.nextUint32() | 1) >>> 0, rng.nextUint32(), rng.nextUint32(), rng.nextUint32()] };
}

export function wotrPolicy(options: WotrPolicyOptions = {}): Policy<WotrState, WotrAction> {
  const difficulty = options.difficulty ?? 'normal';
  const width = options.width ?? 8;
  const samples = options.samples ?? 6;
  return {
    name: `wotr-${difficulty}`,
    decide(state, seat, legal, ctx) {
      // a side's seat, or a player's role seat in a three- or four-player game (§10)
      const side = sideOfSeat(seat);
      const world = sampleSeatWorld(state, seat, ctx.rng);
      const score = legal.map((a) => prior(world, side, a));
      if (difficulty === 'normal' && legal.length > 1) {
        const order = legal.map((_, i) => i).sort((x, y) => score[y] - score[x] || x - y);
        const sign = side === 'fp' ? 1 : -1;
        const base = sign * evaluate(world, side);
        // only actions whose prior is near the best one are worth a look
        const floor = score[order[0]] - (options.margin ?? 30);
        search: for (const i of order.slice(0, width)) {
          if (score[i] < floor) break;
          let sum = 0;
          let n = 0;
          for (let k = 0; k < samples; k++) {
            if (ctx.timeUp()) {
              ctx.cutShort();
              break search;
            }
            const from = k === 0 ? world : reseed(world, ctx.rng);
            const r = wotrEngine.apply(from, legal[i], seat);
            if (!r.ok) break;
            sum += sign * evaluate(r.state, side);
            n++;
            if (sameRngState(r.state.rng, from.rng)) break; // nothing random happened: one sample says it all
          }
          if (n > 0) {
            const gain = sum / n - base;
            // a win found by the look-ahead wins; otherwise the position's gain adds to the prior
            score[i] += Math.abs(gain) >= WIN / 2 ? gain : 0.6 * gain;
          }
        }
      }
      let best = -Infinity;
      let ties: number[] = [];
      for (let i = 0; i < legal.length; i++) {
        if (score[i] > best + 1e-9) {
          best = score[i];
          ties = [i];
        } else if (Math.abs(score[i] - best) <= 1e-9) ties.push(i);
      }
      return legal[ctx.rng.pick(ties)];
    },
  };
}
