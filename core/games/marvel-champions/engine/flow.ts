// The resolution machine: a stack of plain-data tasks (rounds, turns, villain steps, activations,
// reveals, effects, windows, payments). `run` executes tasks until one needs a decision (`s.ask`)
// or the game ends. A task that asks pushes itself back first, so re-running it (after a manual
// table action, say) asks again with fresh options.

import { nextResponder, topWhere } from '../../../kernel/decisions';
import { nextSeatIndex, rotateTo } from '../../../kernel/flow';
import { Rng } from '../../../kernel/rng';
import {
  alliesOf,
  areaOf,
  card,
  codeOf,
  cs,
  defByCode,
  defOf,
  firstSeat,
  handSize,
  hasStatus,
  hasTrait,
  inPlay,
  icons,
  identityOf,
  isInPlay,
  keywords,
  mainId,
  minionsOf,
  ownerOf,
  perPlayer,
  allyLimit,
  restrictedCount,
  seatOrder,
  stat,
  villainId,
  zoneOf,
  put,
  forget,
  zn,
} from './core';
import { campaignSetup } from './campaign';
import {
  assignable,
  attackableEnemies,
  candidates,
  choosableOptions,
  defenders,
  fixedTargets,
  forcedAbilities,
  gameAnswers,
  gameTracksDefeats,
  selectorOf,
  cannotLeavePlay,
  teamOf,
  thwartableSchemes,
  uniqueBlocked,
  windowOptions,
} from './options';
import {
  activationTask,
  advanceMain,
  clearStatus,
  damage,
  damageInterruptible,
  damageWindow,
  dealBoost,
  discardBoosts,
  dealEncounter,
  discard,
  discardFromDeck,
  discardEncounter,
  draw,
  encounterTop,
  engage,
  enterSideScheme,
  exhaust,
  facedownMinions,
  giveStatus,
  heal,
  log,
  placeThreat,
  threatInterruptible,
  push,
  ready,
  removeThreat,
  shownCode,
  shuffleZone,
  type Ev,
} from './rules';
import { SCRIPTS } from './scripts';
import type { Activation, Cond, Ctx, DeepMutable, Draft, Effect, Task, Window } from './types';

type D<T> = DeepMutable<T>;

export function run(s: Draft, ev: Ev): void {
  for (let guard = 0; !s.ask && !s.result; guard++) {
    if (guard > 20000) throw new Error('mc: runaway resolution');
    const task = s.stack.pop();
    if (!task) {
      s.stack.push({ t: 'round' });
      continue;
    }
    exec(s, task as Task, ev);
  }
}

function again(s: Draft, task: Task): void {
  s.stack.push(task as D<Task>);
}

/** The topmost task of a kind on the stack (mutable). */
export function topTask<K extends Task['t']>(s: Draft, kind: K): D<Extract<Task, { t: K }>> | null {
  return topWhere(s.stack, (t) => t.t === kind) as D<Extract<Task, { t: K }>> | null;
}

function exec(s: Draft, task: Task, ev: Ev): void {
  switch (task.t) {
    case 'round':
      return startRound(s, ev);
    case 'turn': {
      if (s.players[task.seat].eliminated) return;
      s.active = task.seat;
      again(s, task);
      s.ask = { k: 'main', seat: task.seat };
      return;
    }
    case 'mulligan':
    case 'endPhaseDiscard': {
      if (s.players[task.seat].eliminated || (s.zones[zn('hand', task.seat)] ?? []).length === 0) {
        if (task.t === 'mulligan')
          draw(s, task.seat, handSize(s, task.seat) + (task.extra ?? 0) - s.zones[zn('hand', task.seat)].length, ev);
        return;
      }
      again(s, task);
      s.ask = { k: task.t === 'mulligan' ? 'mulligan' : 'discard', seat: task.seat };
      return;
    }
    case 'endPlayerPhase':
      return endPlayerPhase(s, ev);
    case 'villainThreat':
      return villainThreat(s, ev);
    case 'activations': {
      if (s.players[task.seat].eliminated) return;
      const v = villainId(s);
      const tasks: Task[] = [];
      if (v) tasks.push(activationTask(v, task.seat, s.players[task.seat].form === 'hero' ? 'attack' : 'scheme'));
      tasks.push({ t: 'minionActivations', seat: task.seat, done: [] });
      push(s, ...tasks);
      return;
    }
    case 'minionActivations': {
      if (s.players[task.seat].eliminated) return;
      const m = minionsOf(s, task.seat).find((id) => !task.done.includes(id));
      if (!m) return;
      push(s, activationTask(m, task.seat, s.players[task.seat].form === 'hero' ? 'attack' : 'scheme'), {
        t: 'minionActivations',
        seat: task.seat,
        done: [...task.done, m],
      });
      return;
    }
    case 'activation':
      return activation(s, task.a, ev);
    case 'dealEncounter':
      return dealPhase(s, ev);
    case 'revealDealt': {
      const seat = seatOrder(s).find((p) => (s.zones[zn('dealt', p)] ?? []).length > 0);
      if (!seat) return;
      again(s, task);
      push(s, { t: 'reveal', card: s.zones[zn('dealt', seat)][0], seat });
      return;
    }
    case 'reveal':
      return reveal(s, task.card, task.seat, ev, task.incited);
    case 'placeThreat':
      placeThreat(s, task.card, task.n - (task.prevent ?? 0), ev, true);
      return;
    case 'afterReveal': {
      s.peril = null;
      if (zoneOf(s, task.card) === 'reveal') discardEncounter(s, task.card);
      if (
        (task.surge || keywords(s, task.card).surge || defByCode(s, codeOf(task.card)).kw?.surge) &&
        !s.players[task.seat].eliminated
      ) {
        log(ev, 'mc.log.surge', { seat: task.seat });
        push(s, { t: 'reveal', card: null, seat: task.seat });
      }
      return;
    }
    case 'endRound':
      return endRound(s, ev);
    case 'effects':
      return effects(s, task, ev);
    case 'then':
      if (task.full) push(s, { t: 'effects', fx: task.fx, i: 0, ctx: task.ctx });
      return;
    case 'advanceMain':
      if (mainId(s) === task.from) advanceMain(s, ev);
      return;
    case 'window':
      return windowTask(s, task.w, ev);
    case 'assign':
      return assignDamage(s, task, ev);
    case 'enterPlay':
      return enterPlay(s, task.card, task.seat, ev, task.played);
    case 'consequential':
      damage(s, task.card, task.n, ev);
      return;
    case 'damage': {
      // after its "would take damage" window: dealt less what was prevented (rules.ts damage)
      const taken = damage(s, task.card, task.n, ev, task.opts);
      if (task.opts.probe && taken < task.n) notFull(s);
      return;
    }
    case 'limits':
      return limits(s, task.seat);
    case 'pay':
      again(s, task);
      s.ask = { k: 'pay', seat: task.p.seat };
      return;
    case 'campaignSetup':
      return campaignSetup(s, task, ev);
    case 'setupEnd':
      s.phase = 'player';
      return;
  }
}

// ---- round structure (§1.3–§1.6) ----

function startRound(s: Draft, ev: Ev): void {
  s.round++;
  s.phase = 'player';
  for (const seat of s.seats) s.players[seat].flipped = false;
  for (const id of Object.keys(s.cards)) if (s.cards[id].used) delete s.cards[id].used;
  log(ev, 'mc.log.round', { round: s.round });
  const order = seatOrder(s);
  push(
    s,
    ...order.map((seat): Task => ({ t: 'turn', seat })),
    ...order.map((seat): Task => ({ t: 'endPhaseDiscard', seat })),
    { t: 'endPlayerPhase' },
    { t: 'villainThreat' },
    ...order.map((seat): Task => ({ t: 'activations', seat })),
    { t: 'dealEncounter' },
    { t: 'revealDealt' },
    { t: 'endRound' },
  );
}

function endPlayerPhase(s: Draft, ev: Ev): void {
  s.active = null;
  // §1.5: draw up to hand size (one at a time), ready everything, "until end of phase" expires.
  for (const seat of seatOrder(s)) {
    const missing = handSize(s, seat) - (s.zones[zn('hand', seat)] ?? []).length;
    if (missing > 0) draw(s, seat, missing, ev);
  }
  for (const seat of seatOrder(s))
    for (const id of [identityOf(s, seat), ...(s.zones[zn('play', seat)] ?? [])]) ready(s, id);
  s.lasting = s.lasting.filter((l) => l.until !== 'phase');
  delete s.discount; // "the next card played this phase": unused reductions expire with the phase
  log(ev, 'mc.log.playerPhaseEnded');
}

export function villainThreat(s: Draft, ev: Ev): void {
  s.phase = 'villain';
  log(ev, 'mc.log.villainPhase');
  const main = mainId(s);
  if (!main) return;
  const d = defOf(s, main);
  let n = perPlayer(s, d.accel, d.accelPer) + icons(s).acceleration + s.accel;
  for (const id of Object.keys(s.cards)) if (isInPlay(s, id)) n += s.cards[id].accel ?? 0;
  // forced "after threat is placed here during villain step 1" abilities (opened only when one answers it)
  const w: Window = { on: 'threatOnMain', seat: firstSeat(s), card: main, passed: [], used: [] };
  if (deferThreat(s, n)) {
    if (forcedAbilities(s, w).length > 0) push(s, { t: 'window', w });
    placeThreat(s, main, n, ev); // its "would be placed" window and the placement, on top: first
    return;
  }
  placeThreat(s, main, n, ev);
  if (!s.result && mainId(s) === main && forcedAbilities(s, w).length > 0) push(s, { t: 'window', w });
}

/** Threat placement goes through a "would be placed" window (rules.placeThreat): when a card could answer it. */
function deferThreat(s: Draft, n: number): boolean {
  return n > 0 && threatInterruptible(s);
}

function dealPhase(s: Draft, ev: Ev): void {
  // §1.6 step 3: one card each, then one per hazard icon in player order, then heroic extras.
  const order = seatOrder(s);
  for (const seat of order) dealEncounter(s, seat, ev);
  const hazards = icons(s).hazard;
  for (let i = 0; i < hazards && !s.result; i++) dealEncounter(s, order[i % order.length], ev);
  for (let h = 0; h < s.heroic && !s.result; h++) for (const seat of order) dealEncounter(s, seat, ev);
}

function endRound(s: Draft, ev: Ev): void {
  // §1.6 step 5: the first player token passes clockwise; the villain phase ends with the round, so
  // "until end of round" and the villain phase's "until end of phase" expire.
  const next = nextSeatIndex(s.seats, s.first, (seat) => !!s.players[seat].eliminated);
  if (next !== null) s.first = next;
  s.lasting = [];
  delete s.discount;
  // Digest "Temporary": such cards are discarded from play at the end of the round.
  for (const id of inPlay(s)) if (defOf(s, id).kw?.temporary && isInPlay(s, id)) discard(s, id); // printed, never gained
  // "At the end of the round" abilities of cards still in play (e.g. an ally that leaves then).
  for (const id of inPlay(s))
    for (const ab of defOf(s, id).ab ?? [])
      if (ab.on === 'roundEnds' && ab.kind === 'forcedResponse')
        push(s, { t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat: areaOf(s, id) } });
  if (s.maxed) s.maxed = Object.fromEntries(Object.entries(s.maxed).filter(([k]) => !k.startsWith('round:')));
  log(ev, 'mc.log.firstPlayer', { seat: firstSeat(s) });
}

// ---- enemy activation (§2.8) ----

function activation(s: Draft, a: Activation, ev: Ev): void {
  const e = a.enemy;
  if (!isInPlay(s, e) || s.players[a.target].eliminated) {
    discardBoosts(s, e);
    endAttack(s, a);
    return;
  }
  const d = defOf(s, e);
  const next = (changes: Partial<Activation>) => again(s, { t: 'activation', a: { ...a, ...changes } });
  switch (a.step) {
    case 'start': {
      const st = a.kind === 'scheme' ? 'confused' : 'stunned';
      if (hasStatus(s, e, st)) {
        clearStatus(s, e, st, ev); // §2.13: the activation is replaced
        return;
      }
      if (a.kind === 'attack') {
        // a forced interrupt of a card attached to the enemy replaces its attack ("instead")
        const replace = Object.keys(s.cards).flatMap((id) =>
          s.cards[id].on === e && isInPlay(s, id)
            ? (defOf(s, id).ab ?? [])
                .filter((ab) => ab.kind === 'forcedInterrupt' && ab.on === 'hostAttacks')
                .map((ab): Task => ({
                  t: 'effects',
                  fx: ab.effects,
                  i: 0,
                  ctx: { src: id, seat: ownerOf(id) ?? a.target, trig: e },
                }))
            : [],
        );
        if (replace.length > 0) {
          push(s, ...replace);
          return;
        }
      }
      if (a.ally)
        log(ev, 'mc.log.enemyAttacksAlly', { enemy: shownCode(s, e), card: shownCode(s, a.ally), seat: a.target });
      else
        log(ev, a.kind === 'attack' ? 'mc.log.enemyAttacks' : 'mc.log.enemySchemes', {
          enemy: shownCode(s, e),
          seat: a.target,
        });
      if (d.type === 'villain' || keywords(s, e).villainous) dealBoost(s, e, ev);
      if (a.kind === 'attack') {
        next({ step: 'defend' });
        // an attack on an ally is not one on "you" (digest "Attacks against allies")
        if (!a.ally)
          push(s, { t: 'window', w: { on: 'villainAttacksYou', seat: a.target, card: e, passed: [], used: [] } });
      } else next({ step: 'flip' });
      return;
    }
    case 'defend': {
      if (a.cancelled) {
        discardBoosts(s, e); // the cancelled attack deals no damage; its boost is not flipped
        endAttack(s, a);
        return;
      }
      if (a.defender) return next({ step: 'flip' });
      // from the attacked player on, in player order: each seat with a possible defender once
      const seat = nextResponder(
        rotateTo(seatOrder(s), a.target),
        a.asked,
        (p) => defenders(s, p, a.ally ?? null).length > 0,
      );
      if (seat === null) return next({ step: 'flip' });
      next({});
      s.ask = { k: 'defend', seat };
      return;
    }
    case 'flip': {
      const boosts = s.zones[zn('boost', e)] ?? [];
      if (boosts.length === 0) {
        delete s.zones[zn('boost', e)];
        next({ step: 'resolve' });
        // "When the villain schemes" interrupts, before its threat is placed
        if (a.kind === 'scheme' && d.type === 'villain')
          push(s, { t: 'window', w: { on: 'villainSchemes', seat: a.target, card: e, passed: [], used: [] } });
        return;
      }
      // §2.8, §8.3 #4: one boost card at a time, in the order dealt, its ★ ability before the next.
      const b = boosts[0];
      const bd = defOf(s, b);
      const n = (bd.boost ?? 0) + icons(s).amplify;
      log(ev, 'mc.log.boostFlipped', { card: codeOf(b), n });
      discardEncounter(s, b);
      if (s.zones[zn('boost', e)]?.length === 0) delete s.zones[zn('boost', e)];
      next({ value: a.value + n });
      if (bd.boostFx) push(s, { t: 'effects', fx: bd.boostFx, i: 0, ctx: { src: b, seat: a.target, trig: e } });
      return;
    }
    case 'resolve':
      return resolveActivation(s, a, ev);
    default:
      return;
  }
}

function resolveActivation(s: Draft, a: Activation, ev: Ev): void {
  const e = a.enemy;
  if (a.kind === 'scheme') {
    const main = mainId(s);
    const n = (stat(s, e, 'sch') ?? 0) + a.value - (a.prevent ?? 0); // reduced by "when the villain schemes" interrupts
    // forced "after [enemy] schemes" abilities (the window is opened only when one answers it)
    const w: Window = { on: 'enemySchemed', seat: a.target, card: e, passed: [], used: [] };
    if (main && deferThreat(s, n)) {
      if (a.mill) discardFromDeck(s, a.target, n, ev);
      if (isInPlay(s, e) && forcedAbilities(s, w).length > 0) push(s, { t: 'window', w });
      placeThreat(s, main, n, ev); // its "would be placed" window and the placement, on top: first
      return;
    }
    if (main) placeThreat(s, main, n, ev);
    if (a.mill && n > 0) discardFromDeck(s, a.target, n, ev);
    if (!s.result && isInPlay(s, e) && forcedAbilities(s, w).length > 0) push(s, { t: 'window', w });
    return;
  }
  if (a.cancelled) return endAttack(s, a);
  let defender = a.defender && isInPlay(s, a.defender) ? a.defender : null; // §8.3 #25: late undefended
  // a lasting +1 ATK per minion with a trait engaged with a player, counted now (digest FAQ Ultron II)
  const per = a.perMinion
    ? minionsOf(s, a.perMinion.seat).filter((m) => (defOf(s, m).traits ?? []).includes(a.perMinion!.trait)).length
    : 0;
  const atk = Math.max(0, (stat(s, e, 'atk') ?? 0) + a.value + per);
  const overkill = keywords(s, e).overkill === true || a.overkill === true;
  const prevent = a.prevent ?? 0;
  const ally = a.ally && !defender ? a.ally : null; // an undefended attack on an ally hits it
  if (a.ally && !defender && !isInPlay(s, a.ally)) return endAttack(s, a); // the attacked ally left play: no target
  if (!a.hitWindow && !ally) {
    // the identity that would take the damage: "when your hero would take damage" interrupts first (digest "Damage")
    const who = defender ?? identityOf(s, a.target);
    const n = defender && a.basic ? Math.max(0, atk - (stat(s, defender, 'def') ?? 0)) : atk;
    if (damageInterruptible(s, who, n, { prevent })) {
      again(s, { t: 'activation', a: { ...a, hitWindow: true } });
      push(s, { t: 'window', w: damageWindow(s, who, e) });
      return;
    }
  }
  const mark = s.stack.length; // damage waiting for its interrupt window (Overkill onto an identity) resolves first
  let hit: string;
  let dealt = atk;
  let taken: number;
  const windowed = a.hitWindow === true;
  if (ally) {
    hit = ally;
    taken = damage(s, hit, atk, ev, { overkill, source: e, prevent });
  } else if (defender && a.basic) {
    const def = stat(s, defender, 'def') ?? 0;
    hit = defender;
    dealt = Math.max(0, atk - def);
    taken = damage(s, defender, dealt, ev, { source: e, prevent, windowed });
  } else if (defender) {
    hit = defender;
    taken = damage(s, defender, atk, ev, { overkill, source: e, prevent, windowed });
  } else {
    hit = identityOf(s, a.target);
    defender = null;
    taken = damage(s, hit, atk, ev, { overkill, source: e, prevent, windowed });
  }
  endAttack(s, a);
  // §2.9 Retaliate: the attacked character survives → it deals X damage to the attacker.
  const r = isInPlay(s, hit) ? (keywords(s, hit).retaliate ?? 0) : 0;
  if (r > 0 && isInPlay(s, e)) damage(s, e, r, ev);
  // damage dealt (prevented or not), from the deck of the player the attack was against (another may have defended)
  if (a.mill && dealt > 0 && !s.players[a.seat].eliminated) discardFromDeck(s, a.seat, dealt, ev);
  const tasks: Task[] = [];
  if (!s.players[a.target].eliminated && !ally)
    tasks.push({ t: 'window', w: { on: 'enemyAttackedYou', seat: a.target, card: e, passed: [], used: [] } });
  if (defender && defender === identityOf(s, a.target))
    tasks.push({ t: 'window', w: { on: 'youDefended', seat: a.target, card: e, passed: [], used: [] } });
  // "if this attack deals damage" holds even when the damage defeated the character ('trigger' then selects nothing)
  if (a.onHit && taken > 0)
    tasks.unshift({ t: 'effects', fx: a.onHit, i: 0, ctx: { src: e, seat: a.target, trig: hit } });
  if (s.stack.length === mark) push(s, ...tasks);
  else s.stack.splice(mark, 0, ...([...tasks].reverse() as D<Task>[])); // under the damage still to be dealt
}

/** The attack is over: cards to discard "at the end of this attack" leave play. */
function endAttack(s: Draft, a: Activation): void {
  for (const id of a.discard ?? []) if (isInPlay(s, id)) discard(s, id);
}

/** Declares a defender (or none) for the activation on top of the stack. */
export function declareDefender(s: Draft, seat: string, id: string | null, ev: Ev): void {
  const t = s.stack[s.stack.length - 1] as D<Extract<Task, { t: 'activation' }>>;
  const a = t.a;
  a.asked = [...a.asked, seat];
  if (id === null) return;
  exhaust(s, id);
  a.defender = id;
  a.basic = id === identityOf(s, seat);
  a.target = seat;
  log(ev, 'mc.log.defends', { card: codeOf(id), seat });
}

// ---- encounter cards (§2.12 Reveal) ----

function reveal(s: Draft, given: string | null, seat: string, ev: Ev, incited = false): void {
  if (s.players[seat].eliminated) return;
  const id = given ?? encounterTop(s, ev);
  if (!id) return;
  if (!incited && zoneOf(s, id) !== 'reveal' && gameAnswers(s, 'encounterRevealed')) {
    // "When a card is revealed" interrupts first (a cancel drops this reveal); the card waits in 'reveal'
    put(s, id, 'reveal');
    forget(s, id);
    push(
      s,
      { t: 'window', w: { on: 'encounterRevealed', seat, card: id, passed: [], used: [], cancels: 1 } },
      { t: 'reveal', card: id, seat },
    );
    return;
  }
  put(s, id, 'reveal');
  forget(s, id);
  const d = defOf(s, id);
  const kw = keywords(s, id);
  if (!incited) log(ev, 'mc.log.revealed', { card: codeOf(id), seat });
  let resolver = seat;
  if (d.type === 'obligation' && d.owner) {
    const owner = s.seats.find((p) => codeOf(s.players[p].identity) === d.owner) ?? null;
    if (owner && s.players[owner].eliminated) {
      // §2.1 Obligation, §8.3 #21: its identity is eliminated → remove it, reveal another.
      put(s, id, 'removed');
      push(s, { t: 'reveal', card: null, seat });
      return;
    }
    if (owner) resolver = owner;
  }
  if (kw.peril) s.peril = resolver;
  const main = mainId(s);
  if (kw.incite && main && !incited) {
    if (deferThreat(s, kw.incite)) {
      // §2.11 Incite through its "would be placed" window; then this reveal goes on after the Incite
      push(s, { t: 'reveal', card: id, seat, incited: true });
      placeThreat(s, main, kw.incite, ev); // pushed on top: resolves first
      return;
    }
    placeThreat(s, main, kw.incite, ev); // §2.11 Incite
  }
  if (s.result) return;
  const whenRevealed: Task[] = (d.ab ?? [])
    .filter((ab) => ab.kind === 'whenRevealed')
    .map((ab) => ({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat: resolver } }));
  const after: Task = { t: 'afterReveal', card: id, seat: resolver };
  switch (d.type) {
    case 'treachery':
    case 'obligation': {
      const tasks: Task[] = [];
      if (d.type === 'treachery')
        tasks.push({
          t: 'window',
          w: { on: 'treacheryRevealed', seat: resolver, card: id, passed: [], used: [], cancels: 1 },
        });
      tasks.push({ t: 'effects', fx: d.play ?? [], i: 0, ctx: { src: id, seat: resolver } }, ...whenRevealed, after);
      // a cancel drops every When Revealed effect of the treachery (its play effects and abilities)
      const w = tasks[0];
      if (w.t === 'window' && whenRevealed.length) tasks[0] = { ...w, w: { ...w.w, cancels: 1 + whenRevealed.length } };
      push(s, ...tasks);
      return;
    }
    case 'minion': {
      if (uniqueBlocked(s, id)) {
        // §2.13 Unique minions, §8.3 #34: discard it and reveal a new card.
        discardEncounter(s, id);
        push(s, { t: 'reveal', card: null, seat: resolver });
        return;
      }
      push(s, ...whenRevealed, after);
      engage(s, id, resolver, ev);
      return;
    }
    case 'side_scheme':
    case 'environment': {
      put(s, id, 'side');
      if (d.type === 'side_scheme') enterSideScheme(s, id);
      push(s, ...whenRevealed, after);
      return;
    }
    case 'attachment': {
      if (d.attachTo === 'chosen') {
        push(s, ...whenRevealed, after); // its When Revealed `attach` places it; unattached, it is discarded
        return;
      }
      const host = d.attachTo === 'you' ? identityOf(s, resolver) : villainId(s);
      if (host) {
        put(s, id, d.attachTo === 'you' ? zn('play', resolver) : 'villain');
        card(s, id).on = host;
        log(ev, 'mc.log.attached', { card: codeOf(id), host: codeOf(host) });
      }
      push(s, ...whenRevealed, after);
      return;
    }
    default:
      push(s, ...whenRevealed, after);
  }
}

// ---- cards entering play ----

function enterPlay(s: Draft, id: string, seat: string, ev: Ev, played?: boolean): void {
  if (!isInPlay(s, id)) return;
  const kw = keywords(s, id);
  if (kw.uses) card(s, id).uses = kw.uses; // §2.13 Uses
  const counters = defOf(s, id).ab?.find((ab) => ab.constant?.counters)?.constant?.counters;
  if (counters) card(s, id).uses = counters; // "enters play with N counters" (not Uses: not discarded when gone)
  if (kw.toughness) giveStatus(s, id, 'tough', ev);
  // §2.13 Ally limit: discard down first, then "after this card enters play" / "after you play" abilities: only
  // the card's own abilities answer (options.ts), none during setup (§2.7: only Setup abilities resolve then)
  const enters = s.phase !== 'setup' && defOf(s, id).ab?.some((ab) => ab.on === 'enters');
  const w: Window = { on: 'enters', seat, card: id, passed: [], used: [], ...(played ? { played } : {}) };
  push(s, { t: 'limits', seat }, ...(enters ? [{ t: 'window', w } as Task] : []));
}

/** §2.4 Form: a response window after a player's identity changed form. */
export function formChanged(s: Draft, seat: string): void {
  push(s, { t: 'window', w: { on: 'youChangedForm', seat, card: identityOf(s, seat), passed: [], used: [] } });
}

function limits(s: Draft, seat: string): void {
  if (s.players[seat].eliminated) return;
  // §2.13 Ally limit and Restricted: choose and discard down at once (§8.3 #33).
  if (alliesOf(s, seat).length > allyLimit(s, seat)) {
    again(s, { t: 'limits', seat });
    s.ask = { k: 'overLimit', seat, what: 'ally' };
  } else if (
    restrictedCount(s, seat) > 2 &&
    (s.zones[zn('play', seat)] ?? []).some((id) => keywords(s, id).restricted && !cannotLeavePlay(s, id, null))
  ) {
    again(s, { t: 'limits', seat });
    s.ask = { k: 'overLimit', seat, what: 'restricted' };
  }
}

// ---- windows (§2.7 Interrupt/Response, §8.2) ----

function windowTask(s: Draft, w: Window, ev: Ev): void {
  if (w.cancelled) {
    for (let i = 0; i < (w.cancels ?? 0); i++) s.stack.pop();
    log(ev, 'mc.log.cancelled', { card: w.card ? codeOf(w.card) : null });
    return;
  }
  // §2.7 "Forced": forced interrupts and responses resolve before anybody may use an optional one.
  if (!w.forced) {
    const forced = forcedAbilities(s, w);
    if (forced.length > 0) {
      again(s, { t: 'window', w: { ...w, forced: true } });
      push(
        s,
        ...forced.map(({ src, seat, ability }): Task => ({
          t: 'effects',
          fx: ability.effects,
          i: 0,
          ctx: { src, seat, trig: w.card ?? w.attacked ?? null },
        })),
      );
      return;
    }
  }
  // In player order from the first player, until everybody passes in succession; a seat with
  // nothing usable is never asked (the kernel's windowsRevealEligibility).
  const seat = nextResponder(seatOrder(s), w.passed, (p) => {
    const o = windowOptions(s, p, w);
    return o.play.length > 0 || o.use.length > 0;
  });
  if (seat === null) return;
  again(s, { t: 'window', w });
  s.ask = { k: 'window', seat };
}

// ---- damage assigned among characters (digest "Indirect damage") ----

function assignDamage(s: Draft, task: Extract<Task, { t: 'assign' }>, ev: Ev): void {
  const options = task.left > 0 && !s.players[task.seat].eliminated ? assignable(s, task.allot) : [];
  if (options.length === 1) return again(s, allotTo(task, options[0]));
  if (options.length > 1) {
    again(s, task);
    s.ask = { k: 'target', seat: task.seat, options, why: 'assign' };
    return;
  }
  for (const [id, n] of Object.entries(task.allot)) damage(s, id, n, ev); // dealt at once
}

function allotTo(task: Extract<Task, { t: 'assign' }>, id: string): Task {
  return { ...task, left: task.left - 1, allot: { ...task.allot, [id]: (task.allot[id] ?? 0) + 1 } };
}

// ---- effects (the declarative language) ----

function effects(s: Draft, task: Extract<Task, { t: 'effects' }>, ev: Ev): void {
  const { fx, i, ctx } = task;
  if (i >= fx.length) return;
  if (ctx.seat && s.players[ctx.seat]?.eliminated) return;
  const e = fx[i];
  const sel = selectorOf(e);
  let target: string | null = null;
  if (sel) {
    const cands = candidates(s, sel, e, ctx);
    if (cands) {
      const picked = ctx.picks?.[String(i)];
      // a later pick of an "up to N" choice may also be declined ('done')
      const upTo = e.op === 'shuffleIn' && e.not !== undefined;
      if (picked && cands.includes(picked)) target = picked;
      else if (cands.length === 1 && !upTo) target = cands[0];
      else if (cands.length > 0) {
        again(s, task);
        s.ask = { k: 'target', seat: ctx.seat ?? firstSeat(s), options: cands, why: e.op, ...(upTo ? { upTo } : {}) };
        return;
      } else if (e.op !== 'search') {
        // (a search with nothing to find still shuffles the deck)
        again(s, { ...task, i: i + 1 });
        if (ctx.probe) notFull(s);
        return; // no valid target: this effect does nothing
      }
    }
  }
  const nextCtx: Ctx = target ? { ...ctx, it: target } : ctx;
  if (ctx.probe && target) {
    const t = topTask(s, 'then'); // the part after "then" may refer to this choice ("a different scheme")
    if (t) t.ctx = { ...t.ctx, it: target };
  }
  again(s, { t: 'effects', fx, i: i + 1, ctx: bare(nextCtx) });
  const targets = target ? (sel === 'team' ? teamOf(s, target) : [target]) : sel ? fixedTargets(s, sel, ctx) : [];
  // §2.12 Guard holds for attacks on a group too ("each enemy"); checked as this effect resolves, so
  // an earlier effect that defeated the Guard minion frees the villain.
  const attackable = e.op === 'damage' && e.attack && !target ? new Set(attackableEnemies(s, ctx.seat)) : null;
  // §2.11 Crisis and Patrol hold for "each scheme" too (the Target rule: invalid ones are skipped)
  const thwartable = e.op === 'thwart' && e.from === 'eachScheme' ? new Set(thwartableSchemes(s, ctx.seat)) : null;
  const allowed = attackable ?? thwartable;
  const full = apply1(s, e, allowed ? targets.filter((id) => allowed.has(id)) : targets, ctx, ev);
  if (ctx.probe && !full) notFull(s);
}

/** The part before a "then" did not resolve fully: the part after it is not attempted. */
function notFull(s: Draft): void {
  const t = topTask(s, 'then');
  if (t) t.full = false;
}

/** Records the choice for the effects task on top of the stack. */
export function chooseTarget(s: Draft, target: string): void {
  const top = s.stack[s.stack.length - 1];
  if (top.t === 'assign') {
    s.stack[s.stack.length - 1] = allotTo(top, target) as D<Task>;
    return;
  }
  const t = top as D<Extract<Task, { t: 'effects' }>>;
  t.ctx = { ...t.ctx, picks: { [String(t.i)]: target } };
}

/** The context without pending choices (they belong to one effect only). */
function bare(ctx: Ctx): Ctx {
  const { picks: _picks, ...rest } = ctx;
  return rest;
}

function you(s: Draft, ctx: Ctx): string | null {
  return ctx.seat && !s.players[ctx.seat].eliminated ? ctx.seat : null;
}

/**
 * Resolves one effect on its targets; false when it did not resolve fully (digest "Then"): no
 * target, less damage taken, healed or threat removed than it says, fewer cards discarded.
 */
function apply1(s: Draft, e: Effect, targets: string[], ctx: Ctx, ev: Ev): boolean {
  const seat = you(s, ctx);
  const needsTarget = selectorOf(e) !== null;
  if (needsTarget && targets.length === 0 && e.op !== 'choose' && e.op !== 'if' && e.op !== 'search') return false;
  switch (e.op) {
    case 'damage': {
      const attacker = seat ? identityOf(s, seat) : null;
      let full = true;
      let n = e.n + (e.equal && attacker ? (stat(s, attacker, e.equal) ?? 0) : 0);
      if (e.plusYourDamage && attacker) n += cs(s, attacker).dmg ?? 0;
      if (e.perCounter && ctx.src) n += e.perCounter * (cs(s, ctx.src).uses ?? 0);
      if (e.max !== undefined) n = Math.min(n, e.max);
      if (e.attack && targets.length === 1) {
        // the response window after an attack event or ability learns the attacked enemy, when a card of that
        // player in play answers it (its "the attacked enemy"); a basic attack's window names it from the start
        const w = topTask(s, 'window');
        if (w && w.w.on === 'youAttacked' && w.w.card === null && !w.w.attacked && w.w.seat === seat && seat)
          if (answersAttack(s, seat)) w.w.attacked = targets[0];
      }
      // each target's "would take damage" window waits on the stack: a later target's goes under the earlier
      // ones, so they resolve in the targets' order (player order for "each hero")
      const mark = s.stack.length;
      for (const t of targets) {
        if (ctx.src && noDamageFrom(s, t, ctx.src)) {
          full = false;
          continue;
        }
        const before = s.stack.length;
        const by = seat && ctx.src && ownerOf(ctx.src) ? seat : undefined; // a player card's damage: "you" deal it
        const taken = damage(s, t, n, ev, {
          attack: e.attack,
          piercing: e.piercing,
          overkill: e.overkill,
          by,
          ...(ctx.probe ? { probe: true } : {}),
        });
        if (taken < n) full = false;
        if (e.attack && !isInPlay(s, t)) attackDefeated(s, t, ctx);
        // §2.9 Retaliate answers an attack (not a Ranged one).
        const r = e.attack && isInPlay(s, t) ? (keywords(s, t).retaliate ?? 0) : 0;
        if (r > 0 && attacker && ctx.src && !keywords(s, ctx.src).ranged && !defByCode(s, codeOf(ctx.src)).kw?.ranged)
          damage(s, attacker, r, ev);
        if (s.stack.length > before && before > mark) s.stack.splice(mark, 0, ...s.stack.splice(before));
      }
      return full;
    }
    case 'heal': {
      let full = true;
      for (const t of targets) {
        if ((cs(s, t).dmg ?? 0) < e.n) full = false;
        heal(s, t, e.n, ev);
      }
      return full;
    }
    case 'thwart': {
      let full = true;
      for (const t of targets) if (removeThreat(s, t, e.n, ev) < e.n) full = false;
      return full;
    }
    case 'threat':
      for (const t of targets) placeThreat(s, t, e.per ? e.n * s.players0 : e.n, ev);
      return true;
    case 'status':
      for (const t of targets) giveStatus(s, t, e.s, ev);
      return true;
    case 'exhaust': {
      const full = targets.every((t) => !cs(s, t).exhausted);
      for (const t of targets) exhaust(s, t);
      return full;
    }
    case 'ready':
      for (const t of targets) ready(s, t);
      return true;
    case 'mod':
      for (const t of targets) s.lasting.push({ card: t, stat: e.stat, n: e.n, until: e.until });
      return true;
    case 'draw':
      if (e.to) for (const t of targets) draw(s, ownerOf(t)!, e.n, ev);
      else if (seat) draw(s, seat, e.n, ev);
      return true;
    case 'drawToPrinted': {
      if (!seat) return false;
      const missing = (defOf(s, identityOf(s, seat)).hand ?? 5) - (s.zones[zn('hand', seat)] ?? []).length;
      if (missing > 0) draw(s, seat, missing, ev);
      return true;
    }
    case 'discardCard':
      for (const t of targets) {
        const fromHand = seat !== null && zoneOf(s, t) === zn('hand', seat);
        discard(s, t, false, ev, ctx.src);
        if (fromHand) ev.push({ type: 'discardedFromHand', seat, cards: [t] });
      }
      // the next of `n` cards is chosen before the effects after this one
      if ((e.n ?? 1) > 1) push(s, { t: 'effects', fx: [{ ...e, n: (e.n ?? 1) - 1 }], i: 0, ctx: bare(ctx) });
      return true;
    case 'returnSelf': {
      const owner = ctx.src ? ownerOf(ctx.src) : null;
      if (!ctx.src || !owner || !isInPlay(s, ctx.src)) return false;
      for (const other of Object.keys(s.cards)) if (s.cards[other].on === ctx.src) discard(s, other);
      forget(s, ctx.src);
      put(s, ctx.src, zn('hand', owner));
      log(ev, 'mc.log.returnedToHand', { seat: owner, card: codeOf(ctx.src) });
      return true;
    }
    case 'discardRandom': {
      if (!seat) return false;
      const hand = s.zones[zn('hand', seat)];
      const rng = new Rng(s.rng);
      const out: string[] = [];
      for (let k = 0; k < e.n && hand.length > 0; k++) {
        const id = hand[rng.int(0, hand.length - 1)];
        discard(s, id);
        out.push(id);
      }
      s.rng = rng.state();
      if (out.length) ev.push({ type: 'discardedFromHand', seat, cards: out });
      return out.length === e.n;
    }
    case 'search': {
      if (!seat) return false;
      const deck = zn('deck', seat);
      const found = e.pick
        ? targets[0]
        : (s.zones[deck] ?? []).find(
            (id) =>
              (!e.type || defOf(s, id).type === e.type) && (!e.trait || (defOf(s, id).traits ?? []).includes(e.trait)),
          );
      if (found) put(s, found, zn('hand', seat));
      shuffleZone(s, deck); // §2.7 Search: always shuffle afterwards
      log(ev, 'mc.log.searched', { seat, found: found ? codeOf(found) : null });
      return found !== undefined;
    }
    case 'activate': {
      if (!seat) return false;
      const v = e.by === 'self' ? ctx.src : villainId(s);
      if (!v || (e.by === 'self' && !isInPlay(s, v))) return false;
      // digest "Attacks against allies": an attack on a chosen character — an identity (its player) or an ally
      const at = e.at ? targets[0] : undefined;
      const who = at ? areaOf(s, at) : seat;
      if (!who) return false;
      const kind = at ? 'attack' : e.how === 'auto' ? (s.players[seat].form === 'hero' ? 'attack' : 'scheme') : e.how;
      const t = activationTask(v, who, kind) as Extract<Task, { t: 'activation' }>;
      const ally = at && defOf(s, at).type === 'ally' ? at : undefined;
      const more = {
        ...(e.mill ? { mill: true } : {}),
        ...(e.ifHit ? { onHit: e.ifHit } : {}),
        ...(ally ? { ally } : {}),
      };
      push(s, e.mill || e.ifHit || ally ? { ...t, a: { ...t.a, ...more } } : t);
      return true;
    }
    case 'extraBoost': {
      const a = topTask(s, 'activation');
      if (!a || !isInPlay(s, a.a.enemy)) return false;
      dealBoost(s, a.a.enemy, ev);
      return true;
    }
    case 'surge': {
      const after = ctx.src ? findAfterReveal(s, ctx.src) : null;
      if (after) after.surge = true;
      else if (seat) push(s, { t: 'reveal', card: null, seat });
      return true;
    }
    case 'accel':
      s.accel += e.n;
      log(ev, 'mc.log.accelToken', { n: e.n });
      return true;
    case 'cancel': {
      const w = topTask(s, 'window');
      if (w) w.w.cancelled = true;
      // Digest "Cancel": cancelling an enemy's attack as it is initiated ends that activation.
      const attack = w?.w.on === 'villainAttacksYou' ? topTask(s, 'activation') : null;
      if (attack) attack.a.cancelled = true;
      return true;
    }
    case 'preventThreat': {
      const t = topTask(s, 'placeThreat');
      if (!t) return false;
      t.prevent = (t.prevent ?? 0) + e.n;
      return true;
    }
    case 'prevent': {
      // the damage waiting under its "would take damage" window, else the attack in progress
      const i = s.stack.findLastIndex((t) => t.t === 'damage' || t.t === 'activation');
      const t = s.stack[i];
      if (t?.t === 'damage') t.opts = { ...t.opts, prevent: (t.opts.prevent ?? 0) + e.n };
      else if (t?.t === 'activation') t.a.prevent = (t.a.prevent ?? 0) + e.n;
      else return false;
      return true;
    }
    case 'nemesis': {
      if (!seat) return false;
      const idDef = defByCode(s, codeOf(identityOf(s, seat)));
      const aside = (s.zones.setAside ?? []).filter((id) => (idDef.nemesis ?? []).includes(codeOf(id)));
      if (e.reveal) return revealNemesis(s, seat, aside, ev);
      for (const id of aside) {
        const d = defOf(s, id);
        if (uniqueBlocked(s, id)) continue; // §8.3 #34: put into play by an effect, it fails silently (stays aside)
        if (d.type === 'side_scheme') {
          put(s, id, 'side');
          enterSideScheme(s, id);
        } else if (d.type === 'minion') engage(s, id, seat, ev);
        else put(s, id, 'encDiscard', true);
      }
      log(ev, 'mc.log.nemesis', { seat });
      return true;
    }
    case 'deal':
      if (seat) for (let k = 0; k < e.n; k++) dealEncounter(s, seat, ev);
      return true;
    case 'discardSelf':
      if (ctx.src && isInPlay(s, ctx.src)) discard(s, ctx.src, false, ev, ctx.src); // itself: a Permanent one too
      return true;
    case 'removeSelf': {
      if (!ctx.src || !(isInPlay(s, ctx.src) || zoneOf(s, ctx.src) === 'reveal')) return false;
      if (isInPlay(s, ctx.src)) discard(s, ctx.src); // attachments and boosts leave with it
      forget(s, ctx.src);
      put(s, ctx.src, 'removed');
      log(ev, 'mc.log.removedFromGame', { card: codeOf(ctx.src) });
      return true;
    }
    case 'onHit': {
      const a = topTask(s, 'activation');
      if (!a) return false;
      a.a.onHit = [...(a.a.onHit ?? []), ...(e.fx as D<Effect>[])];
      return true;
    }
    case 'may':
      // the option decision: 0 = resolve `fx`, 1 = not (the marker task re-asks when re-run)
      again(s, { t: 'effects', fx: [e], i: 0, ctx: bare(ctx) });
      s.ask = { k: 'option', seat: seat ?? firstSeat(s), count: 2 };
      return true;
    case 'flip':
      if (seat) {
        s.players[seat].form = s.players[seat].form === 'hero' ? 'alter_ego' : 'hero';
        log(ev, 'mc.log.flipped', { seat, form: s.players[seat].form });
        formChanged(s, seat);
      }
      return true;
    case 'if':
      push(s, { t: 'effects', fx: cond(s, e.cond, ctx) ? e.then : (e.else ?? []), i: 0, ctx: bare(ctx) });
      return true;
    case 'choose': {
      if (choosableOptions(s, e.options, ctx).length === 0) return false; // nothing can resolve even in part
      // the option decision (§2.7 Choose); the marker task re-asks when re-run
      again(s, { t: 'effects', fx: [e], i: 0, ctx: bare(ctx) });
      s.ask = { k: 'option', seat: seat ?? firstSeat(s), count: e.options.length };
      return true;
    }
    case 'resource':
      return true; // generated during payment only (see actions.ts)
    case 'then':
      push(
        s,
        { t: 'effects', fx: e.first, i: 0, ctx: { ...bare(ctx), probe: true } },
        { t: 'then', fx: e.then, ctx: bare(ctx), full: true },
      );
      return true;
    case 'script': {
      const fn = SCRIPTS[e.name];
      if (fn) fn(s, targets[0] ? { ...ctx, it: targets[0] } : ctx, ev);
      return true;
    }
    case 'payToPlay': {
      const t = targets[0];
      if (!seat || !t) return false;
      const d = defOf(s, t);
      const src = ctx.src ?? t;
      if (!d.cost) {
        put(s, t, zn('play', seat)); // nothing to pay
        push(s, { t: 'enterPlay', card: t, seat });
        return true;
      }
      push(s, {
        t: 'pay',
        p: {
          seat,
          need: Math.max(0, d.cost ?? 0),
          needs: [],
          cards: [],
          abilities: [],
          got: {},
          for: { card: src, enter: t },
          traits: defOf(s, src).traits ?? [],
        },
      });
      return true;
    }
    case 'discount':
      for (const t of targets) {
        const p = ownerOf(t)!;
        s.discount = { ...s.discount, [p]: (s.discount?.[p] ?? 0) + e.n };
      }
      return true;
    case 'enter': {
      const src = ctx.src;
      if (!src || zoneOf(s, src) !== 'playing') return false;
      const t = targets[0];
      const owner = areaOf(s, t)!;
      put(s, src, zn('play', owner));
      if (defOf(s, t).type === 'ally') card(s, src).on = t;
      push(s, { t: 'enterPlay', card: src, seat: owner });
      return true;
    }
    case 'facedown':
      return seat !== null && facedownMinions(s, seat, e.n, e.trait, ev) === e.n;
    case 'eachPlayer':
      push(
        s,
        ...seatOrder(s).map((p): Task => ({
          t: 'effects',
          fx: e.fx,
          i: 0,
          ctx: { src: ctx.src, seat: p, ...(ctx.trig !== undefined ? { trig: ctx.trig } : {}) },
        })),
      );
      return true;
    case 'mill':
      return seat !== null && discardFromDeck(s, seat, e.n, ev).length === e.n;
    case 'fetchEncounter': {
      const found = [...(s.zones.encDeck ?? []), ...(s.zones.encDiscard ?? [])].find((id) => codeOf(id) === e.code);
      if (found && e.how === 'reveal') {
        put(s, found, 'reveal');
        push(s, { t: 'reveal', card: found, seat: seat ?? firstSeat(s) });
      } else if (found && !uniqueBlocked(s, found)) {
        const type = defOf(s, found).type;
        if (type === 'minion' && seat) engage(s, found, seat, ev);
        else if (type === 'side_scheme' || type === 'environment') {
          put(s, found, 'side');
          if (type === 'side_scheme') enterSideScheme(s, found);
        }
      }
      shuffleZone(s, 'encDeck'); // §2.7 Search: always shuffle afterwards
      log(ev, 'mc.log.searchedEncounter', { card: e.code, found: found !== undefined });
      return found !== undefined;
    }
    case 'attach': {
      // an encounter attachment being revealed goes to its host's area; a player upgrade stays in its controller's
      const host = targets[0];
      if (!ctx.src || !host || (zoneOf(s, ctx.src) !== 'reveal' && !isInPlay(s, ctx.src))) return false;
      if (zoneOf(s, ctx.src) === 'reveal') put(s, ctx.src, zoneOf(s, host)!);
      card(s, ctx.src).on = host;
      log(ev, 'mc.log.attached', { card: codeOf(ctx.src), host: defOf(s, host).code });
      return true;
    }
    case 'spend': {
      if (!seat) return false;
      const p = { seat, need: e.needs.length, needs: e.needs, cards: [], abilities: [], got: {}, traits: [] };
      const only = e.only ? { only: e.only } : {};
      push(s, { t: 'pay', p: { ...p, ...only, for: { card: ctx.src ?? identityOf(s, seat), spend: true } } });
      return true;
    }
    case 'counters': {
      if (!ctx.src || !isInPlay(s, ctx.src)) return false;
      const c = card(s, ctx.src);
      c.uses = (c.uses ?? 0) + e.n;
      log(ev, 'mc.log.counters', { card: codeOf(ctx.src), n: e.n });
      return true;
    }
    case 'pick':
      return true; // the choice itself: later effects name it 'it'
    case 'lookTake': {
      if (!seat) return false;
      const t = targets[0];
      const others = s.zones[zn('deck', seat)].slice(0, e.n).filter((id) => id !== t);
      put(s, t, zn('hand', seat));
      log(ev, 'mc.log.lookedAt', { seat, n: others.length + 1 });
      discardFromDeck(s, seat, others.length, ev); // the others, now the top cards
      return true;
    }
    case 'gainTrait':
      for (const t of targets) s.lasting.push({ card: t, stat: 'atk', n: 0, until: e.until, trait: e.trait });
      return true;
    case 'copyResources':
      return true; // generated during payment only (see options.ts resourceAbilities)
    case 'fromDiscard': {
      const p = ownerOf(targets[0]);
      const found = p
        ? (s.zones[zn('discard', p)] ?? []).find(
            (id) => (!e.type || defOf(s, id).type === e.type) && hasTrait(s, id, e.trait),
          )
        : undefined;
      if (!p || !found) return false;
      put(s, found, zn('hand', p));
      log(ev, 'mc.log.returnedToHand', { seat: p, card: codeOf(found) });
      return true;
    }
    case 'shuffleIn': {
      if (!seat) return false;
      const t = targets[0];
      const deck = zn('deck', seat);
      put(s, t, deck);
      shuffleZone(s, deck);
      log(ev, 'mc.log.shuffledIn', { seat, card: codeOf(t) });
      if (e.n > 1)
        push(s, {
          t: 'effects',
          fx: [{ ...e, n: e.n - 1, not: [...(e.not ?? []), defOf(s, t).name] }],
          i: 0,
          ctx: bare(ctx),
        });
      return true;
    }
    case 'moveDamage': {
      if (!seat) return false;
      const me = card(s, identityOf(s, seat));
      const k = Math.min(e.n, me.dmg ?? 0);
      if (k <= 0) return false; // no damage to move: nothing moves (digest "Move")
      if (ctx.src && targets[0] && noDamageFrom(s, targets[0], ctx.src)) return false; // it cannot take it: nothing moves
      me.dmg = (me.dmg ?? 0) - k;
      if (!me.dmg) delete me.dmg;
      log(ev, 'mc.log.damageMoved', { from: codeOf(identityOf(s, seat)), to: codeOf(targets[0]), n: k });
      // moved damage counts as dealt (tough, Retaliate of an attack)
      return apply1(s, { op: 'damage', to: e.to, n: k, attack: e.attack }, targets, ctx, ev) && k === e.n;
    }
    case 'special':
      return specialStep(s, e, targets[0], ctx, ev);
  }
}

/** An attack defeated `enemy`: the "after you attacked" window of that attack remembers it (digest "Attack"). */
function attackDefeated(s: Draft, enemy: string, ctx: Ctx): void {
  const w = topTask(s, 'window');
  if (w && w.w.on === 'youAttacked' && w.w.card === null && w.w.seat === ctx.seat && gameTracksDefeats(s))
    w.w.defeated = [...(w.w.defeated ?? []), enemy];
}

/**
 * One step of a sequence of Special abilities (§2.7 Special): the chosen card's Special resolves (its
 * final-step version when no other step is left), labelled like an ability of the identity (stunned or
 * confused replace an attack or a thwart; "after you attacked/thwarted" responses); then the next step.
 */
function specialStep(s: Draft, e: Extract<Effect, { op: 'special' }>, t: string, ctx: Ctx, ev: Ev): boolean {
  const seat = you(s, ctx);
  const ab = defOf(s, t).ab?.find((a) => a.kind === 'special');
  if (!seat || !ab) return false;
  const rest = (candidates(s, 'special', e, ctx) ?? []).filter((id) => id !== t);
  const final = rest.length === 0;
  log(ev, final ? 'mc.log.specialFinal' : 'mc.log.special', { card: codeOf(t) });
  const me = identityOf(s, seat);
  const tasks: Task[] = [];
  if (ab.label === 'attack' && hasStatus(s, me, 'stunned')) clearStatus(s, me, 'stunned', ev);
  else if (ab.label === 'thwart' && hasStatus(s, me, 'confused')) clearStatus(s, me, 'confused', ev);
  else {
    tasks.push({ t: 'effects', fx: final && ab.final ? ab.final : ab.effects, i: 0, ctx: { src: t, seat } });
    if (ab.label === 'attack' || ab.label === 'thwart')
      tasks.push({
        t: 'window',
        w: { on: ab.label === 'attack' ? 'youAttacked' : 'youThwarted', seat, card: null, passed: [], used: [] },
      });
  }
  if (!final) tasks.push({ t: 'effects', fx: [{ ...e, left: rest }], i: 0, ctx: { src: ctx.src, seat } });
  push(s, ...tasks);
  return true;
}

/** A card of `seat` in play has an ability answering its attacks (`youAttacked`). */
function answersAttack(s: Draft, seat: string): boolean {
  return [identityOf(s, seat), ...(s.zones[zn('play', seat)] ?? [])].some((id) =>
    (defOf(s, id).ab ?? []).some((ab) => ab.on === 'youAttacked'),
  );
}

/** Answers a 'choose' option decision: resolves that option's effects. */
export function chooseOption(s: Draft, index: number): void {
  const t = s.stack.pop() as D<Extract<Task, { t: 'effects' }>>;
  const e = t.fx[0] as Extract<Effect, { op: 'choose' | 'may' }>;
  const fx = e.op === 'may' ? (index === 0 ? e.fx : []) : (e.options[index] ?? []);
  push(s, { t: 'effects', fx, i: 0, ctx: bare(t.ctx) });
}

/**
 * `nemesis` with `reveal` (§2.2 Nemesis set): the set-aside minion is revealed and engaged with you,
 * the side scheme revealed and put into play (each one's When Revealed resolves; a unique one whose
 * title is in play fails silently, §8.3 #34), the rest shuffled into the encounter deck. Resolves
 * fully when the minion entered play.
 */
function revealNemesis(s: Draft, seat: string, aside: string[], ev: Ev): boolean {
  const tasks: Task[] = [];
  let minion = false;
  for (const type of ['minion', 'side_scheme'] as const)
    for (const id of aside.filter((x) => defOf(s, x).type === type)) {
      if (uniqueBlocked(s, id)) continue;
      log(ev, 'mc.log.revealed', { card: codeOf(id), seat });
      if (type === 'minion') {
        minion = true;
        engage(s, id, seat, ev);
      } else {
        put(s, id, 'side');
        enterSideScheme(s, id);
      }
      for (const ab of defOf(s, id).ab ?? [])
        if (ab.kind === 'whenRevealed') tasks.push({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat } });
    }
  for (const id of aside) if (zoneOf(s, id) === 'setAside') put(s, id, 'encDeck');
  shuffleZone(s, 'encDeck');
  log(ev, 'mc.log.nemesis', { seat });
  push(s, ...tasks);
  return minion;
}

/** The target takes no damage from effects of `src` (a constant "cannot take damage from …" on it). */
function noDamageFrom(s: Draft, target: string, src: string): boolean {
  const ab = defOf(s, target).ab;
  if (!ab) return false;
  const from = defOf(s, src);
  return ab.some(
    (a) =>
      a.kind === 'constant' &&
      a.constant?.noDamageFrom?.type === from.type &&
      (from.traits ?? []).includes(a.constant.noDamageFrom.trait),
  );
}

function findAfterReveal(s: Draft, id: string): D<Extract<Task, { t: 'afterReveal' }>> | null {
  return topWhere(s.stack, (t) => t.t === 'afterReveal' && t.card === id) as D<
    Extract<Task, { t: 'afterReveal' }>
  > | null;
}

function cond(s: Draft, c: Cond, ctx: Ctx): boolean {
  const seat = you(s, ctx);
  switch (c.c) {
    case 'form':
      return seat !== null && s.players[seat].form === c.f;
    case 'status': {
      const sel = c.to;
      const ids = fixedTargets(s, sel, ctx);
      return ids.some((id) => (cs(s, id)[c.s] ?? 0) > 0);
    }
    case 'inPlay':
      return Object.keys(s.zones).some(
        (z) =>
          (z === 'villain' || z === 'side' || z.startsWith('play.') || z.startsWith('engaged.')) &&
          s.zones[z].some((id) => defOf(s, id).name === c.name),
      );
    case 'nemesisAside': {
      if (!seat) return false;
      const nem = defByCode(s, codeOf(identityOf(s, seat))).nemesis ?? [];
      return (s.zones.setAside ?? []).some((id) => nem.includes(codeOf(id)));
    }
    case 'minions':
      return minionsOf(s, seat ?? firstSeat(s)).length >= c.min;
    case 'threat': {
      const m = mainId(s);
      return m !== null && (cs(s, m).threat ?? 0) >= c.min;
    }
    case 'undefended': {
      const a = topTask(s, 'activation')?.a;
      return !!a && a.kind === 'attack' && !a.defender && a.enemy === villainId(s);
    }
    case 'damaged':
      return fixedTargets(s, c.to, ctx).some((id) => (cs(s, id).dmg ?? 0) > 0);
    case 'triggerIsYou':
      return seat !== null && !!ctx.trig && ctx.trig === identityOf(s, seat);
    case 'controls':
      return seat !== null && (s.zones[zn('play', seat)] ?? []).some((id) => c.types.includes(defOf(s, id).type));
    case 'paid':
      return (ctx.paid ?? []).some((r) => r === c.r || r === 'wild');
    case 'defeated':
    case 'youDefeated':
    case 'villainTrigger':
    case 'basicAttack':
    case 'played':
      return false; // triggering conditions of windows (options.ts triggerOk), never effect conditions
    case 'codeInPlay':
      return inPlay(s).some((id) => codeOf(id) === c.code && !cs(s, id).facedown);
    case 'trait':
      return fixedTargets(s, c.to, ctx).some((id) => hasTrait(s, id, c.trait));
    case 'face':
      return seat !== null && defOf(s, identityOf(s, seat)).code === c.code;
  }
}

export { exhaust, ready, draw };
