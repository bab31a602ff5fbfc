// Player decisions: the legal actions for the pending decision, their application, and the typed
// reason (rule code + digest section) when an action is refused.

import {
  alliesOf,
  codeOf,
  cs,
  defOf,
  handSize,
  hasStatus,
  identityOf,
  keywords,
  put,
  readScope,
  restrictedCount,
  stat,
  usedKey,
  zoneOf,
  zn,
} from './core';
import { chooseOption, chooseTarget, declareDefender, formChanged, topTask } from './flow';
import {
  abilityProblem,
  allianceHelpers,
  attackableEnemies,
  attackedAlly,
  cannotLeavePlay,
  canAfford,
  choosableOptions,
  costOf,
  defenders,
  gameTracksDefeats,
  maxKey,
  missingTypes,
  mustDefendWithAlly,
  onlyNeeds,
  playProblem,
  resourceAbilities,
  resourcesOf,
  thwartableSchemes,
  windowOptions,
} from './options';
import { clearStatus, damage, discard, exhaust, heal, log, push, removeThreat, shownCode, type Ev } from './rules';
import type { Ctx, DeepMutable, Draft, Effect, McAction, McState, Payment, Res, Task, Window } from './types';

type S = McState | Draft;

/** Reason codes of refused actions (`mc.<code>`) and the digest section each one names. */
export const REJECTIONS = {
  'mc.notNow': '§1.4',
  'mc.notLegal': '§1.4',
  'mc.notInHand': '§2.6',
  'mc.notPlayable': '§2.1',
  'mc.wrongTiming': '§2.7',
  'mc.notYours': '§2.7',
  'mc.needHeroForm': '§2.4',
  'mc.needAlterEgoForm': '§2.4',
  'mc.alreadyFlipped': '§1.4',
  'mc.exhausted': '§2.15',
  'mc.noPower': '§2.5',
  'mc.noTarget': '§2.7',
  'mc.guard': '§2.12',
  'mc.crisisOrPatrol': '§2.11',
  'mc.nothingToHeal': '§2.5',
  'mc.unique': '§2.13',
  'mc.teamUp': '§2.13',
  'mc.cannotPay': '§2.6',
  'mc.noResources': '§2.6',
  'mc.limitReached': '§2.6',
  'mc.noUses': '§2.13',
  'mc.noSuchAbility': '§2.7',
  'mc.overHandSize': '§1.5',
  'mc.notADefender': '§2.8',
  'mc.notOverLimit': '§2.13',
  'mc.badChoice': '§2.7',
  'mc.eliminated': '§2.10',
} as const;
export type RejectionCode = keyof typeof REJECTIONS;

function payTask(s: S): Extract<Task, { t: 'pay' }> | null {
  const t = s.stack[s.stack.length - 1];
  return t && t.t === 'pay' ? t : null;
}
function windowTop(s: S): Window | null {
  const t = s.stack[s.stack.length - 1];
  return t && t.t === 'window' ? t.w : null;
}

function total(p: Payment): number {
  return Object.values(p.got).reduce((a, b) => a + (b ?? 0), 0);
}
function paid(p: Payment): boolean {
  return total(p) >= p.need && missingTypes(p.needs, (r) => p.got[r] ?? 0) <= (p.got.wild ?? 0);
}

// ---- legal actions ----

// States are immutable: the legal actions of the last state and seat asked about are kept (a caller
// lists them, then apply checks the chosen one against the same state).
let last: { s: McState; seat: string; actions: McAction[] } | null = null;

function cachedLegal(s: McState, seat: string): { actions: McAction[] } {
  if (last && last.s === s && last.seat === seat) return last;
  const actions = readScope(s, () => computeLegal(s, seat));
  last = { s, seat, actions };
  return last;
}

/** Same action: same type and the same value for every field either one has. */
function sameAction(a: McAction, b: McAction): boolean {
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (x[k] !== y[k]) return false;
  return true;
}

export function legalActions(s: McState, seat: string): McAction[] {
  return cachedLegal(s, seat).actions;
}

// One small function per decision kind: V8 optimises a function after a number of runs that grows with its size, and
// one large switch was compiled again for every new case its optimised code met (session 20).
function computeLegal(s: McState, seat: string): McAction[] {
  const ask = s.ask;
  if (!ask || ask.seat !== seat || s.result) return [];
  switch (ask.k) {
    case 'main':
      return turnActions(s, seat);
    case 'track':
      return []; // a tracker game: its actions are tracker.ts's
    case 'mulligan':
    case 'discard':
      return discardActions(s, seat, ask.k === 'mulligan');
    case 'pay':
      return payActions(s, seat);
    case 'target': {
      const out: McAction[] = [];
      for (const target of ask.options) out.push({ type: 'choose', target });
      if (ask.upTo) out.push({ type: 'done' }); // "up to": choose no more
      return out;
    }
    case 'option':
      return optionActions(s);
    case 'defend':
      return defendActions(s, seat);
    case 'window':
      return windowActions(s, seat);
    case 'overLimit':
      return overLimitActions(s, seat, ask.what);
  }
}

// Lists are built by push, not spreads or `map`: such arrays change their V8 elements kind with what they hold, and
// optimised code meeting the other kind is thrown away ("wrong map").

function discardActions(s: S, seat: string, mulligan: boolean): McAction[] {
  const hand = s.zones[zn('hand', seat)] ?? [];
  const out: McAction[] = [];
  for (const card of hand) out.push({ type: 'discard', card });
  if (mulligan || hand.length <= handSize(s, seat)) out.push({ type: 'done' });
  return out;
}

function payActions(s: S, seat: string): McAction[] {
  const p = payTask(s)!.p;
  const out: McAction[] = [];
  const counts = (r: readonly Res[]) => r.some((x) => !p.only || x === p.only || x === 'wild');
  // digest "Alliance": the other players' cards and resource abilities may help pay for the card
  for (const payer of [seat, ...payHelpers(s, p)]) {
    for (const id of s.zones[zn('hand', payer)] ?? [])
      if (!p.cards.includes(id) && counts(resourcesOf(defOf(s, id)))) out.push({ type: 'pay', card: id });
    for (const a of resourceAbilities(s, payer, p.traits))
      if (!p.abilities.includes(a.card) && a.card !== p.for.card && counts(a.r))
        out.push({ type: 'pay', card: a.card });
  }
  if (!p.for.spend) out.push({ type: 'cancelPay' }); // a "spend" effect was chosen affordable: it is paid
  return out;
}

function optionActions(s: S): McAction[] {
  const t = s.stack[s.stack.length - 1] as Extract<Task, { t: 'effects' }>;
  const e = t.fx[0] as Extract<Effect, { op: 'choose' | 'may' }>;
  const out: McAction[] = [];
  if (e.op === 'may') {
    out.push({ type: 'option', index: 0 }, { type: 'option', index: 1 }); // yes, no
    return out;
  }
  for (const index of choosableOptions(s, e.options, t.ctx)) out.push({ type: 'option', index });
  return out;
}

function defendActions(s: S, seat: string): McAction[] {
  const out: McAction[] = [];
  const allies = mustDefendWithAlly(s, seat);
  if (allies) {
    for (const card of allies) out.push({ type: 'defend', card });
    return out;
  }
  for (const card of defenders(s, seat, attackedAlly(s))) out.push({ type: 'defend', card });
  out.push({ type: 'defend', card: null });
  return out;
}

function windowActions(s: S, seat: string): McAction[] {
  const o = windowOptions(s, seat, windowTop(s)!);
  const out: McAction[] = [];
  for (const card of o.play) out.push({ type: 'play', card });
  for (const u of o.use) out.push({ type: 'use', ...u });
  out.push({ type: 'pass' });
  return out;
}

function overLimitActions(s: S, seat: string, what: string): McAction[] {
  const cards =
    what === 'ally' ? alliesOf(s, seat) : (s.zones[zn('play', seat)] ?? []).filter((id) => keywords(s, id).restricted);
  const out: McAction[] = [];
  // digest "Permanent": a Permanent card cannot leave play, so another one over the limit is chosen
  for (const card of cards) if (!cannotLeavePlay(s, card, null)) out.push({ type: 'discard', card });
  return out;
}

function turnActions(s: S, seat: string): McAction[] {
  const out: McAction[] = [{ type: 'endTurn' }];
  const p = s.players[seat];
  const me = identityOf(s, seat);
  if (!p.flipped) out.push({ type: 'flip' });
  for (const power of BASIC_POWERS) basicActions(s, seat, me, power, out);
  for (const ally of alliesOf(s, seat)) {
    if (cs(s, ally).exhausted) continue;
    for (const power of ALLY_POWERS) allyActions(s, seat, ally, power, out);
  }
  for (const id of s.zones[zn('hand', seat)] ?? [])
    if (playProblem(s, seat, id, null) === null) out.push({ type: 'play', card: id });
  // your identity and play area, then encounter cards in the villain area with an action any player may use
  actionsOf(s, seat, me, out);
  for (const zone of [s.zones[zn('play', seat)], s.zones.villain, s.zones.side])
    if (zone) for (const id of zone) actionsOf(s, seat, id, out);
  return out;
}

const BASIC_POWERS = ['attack', 'thwart', 'recover'] as const;
const ALLY_POWERS = ['attack', 'thwart'] as const;

/** The card's action abilities `seat` may use now. */
function actionsOf(s: S, seat: string, id: string, out: McAction[]): void {
  const ab = defOf(s, id).ab ?? [];
  for (let i = 0; i < ab.length; i++)
    if (ab[i].kind === 'action' && abilityProblem(s, seat, id, i, null) === null)
      out.push({ type: 'use', card: id, ability: i });
}

// The turn's actions are pushed onto one list (not returned as lists of their own and copied): those small lists
// came in several V8 array kinds (`[]`, a literal, a `map`), each throwing away the optimised loop that read them.
function basicActions(s: S, seat: string, me: string, power: 'attack' | 'thwart' | 'recover', out: McAction[]): void {
  if (basicProblem(s, seat, power, undefined, true) !== null) return;
  if (
    power === 'recover' ||
    (power === 'attack' && hasStatus(s, me, 'stunned')) ||
    (power === 'thwart' && hasStatus(s, me, 'confused'))
  ) {
    out.push({ type: 'basic', power });
    return;
  }
  const targets = power === 'attack' ? attackableEnemies(s, seat) : thwartableSchemes(s, seat);
  for (const target of targets) out.push({ type: 'basic', power, target });
}

function allyActions(s: S, seat: string, ally: string, power: 'attack' | 'thwart', out: McAction[]): void {
  const v = stat(s, ally, power === 'attack' ? 'atk' : 'thw');
  if (v === null) return;
  if ((power === 'attack' && hasStatus(s, ally, 'stunned')) || (power === 'thwart' && hasStatus(s, ally, 'confused'))) {
    out.push({ type: 'ally', card: ally, power });
    return;
  }
  const targets = power === 'attack' ? attackableEnemies(s, seat) : thwartableSchemes(s, seat);
  for (const target of targets) out.push({ type: 'ally', card: ally, power, target });
}

/** Why a basic power cannot be used (null = usable). `anyTarget` only checks that one exists. */
function basicProblem(
  s: S,
  seat: string,
  power: 'attack' | 'thwart' | 'recover',
  target: string | undefined,
  anyTarget = false,
): string | null {
  const me = identityOf(s, seat);
  const form = s.players[seat].form;
  if (cs(s, me).exhausted) return 'mc.exhausted';
  if (power === 'recover') {
    if (form !== 'alter_ego') return 'mc.needAlterEgoForm';
    if (stat(s, me, 'rec') === null) return 'mc.noPower';
    return (cs(s, me).dmg ?? 0) > 0 ? null : 'mc.nothingToHeal';
  }
  if (form !== 'hero') return 'mc.needHeroForm';
  if (stat(s, me, power === 'attack' ? 'atk' : 'thw') === null) return 'mc.noPower'; // §2.5 dash
  const replaced = power === 'attack' ? hasStatus(s, me, 'stunned') : hasStatus(s, me, 'confused');
  if (replaced) return target === undefined || anyTarget ? null : 'mc.noTarget';
  const targets = power === 'attack' ? attackableEnemies(s, seat) : thwartableSchemes(s, seat);
  if (anyTarget) return targets.length ? null : 'mc.noTarget';
  if (target !== undefined && targets.includes(target)) return null;
  return targetProblem(s, seat, power, target);
}

function targetProblem(s: S, seat: string, power: 'attack' | 'thwart', target: string | undefined): string {
  if (!target) return 'mc.noTarget';
  if (power === 'attack')
    return defOf(s, target).type === 'villain' && attackableEnemies(s, null).includes(target)
      ? 'mc.guard'
      : 'mc.noTarget';
  return thwartableSchemes(s, null).includes(target) ||
    (defOf(s, target).type === 'main_scheme' && (cs(s, target).threat ?? 0) > 0)
    ? 'mc.crisisOrPatrol'
    : 'mc.noTarget';
  void seat;
}

// ---- explaining refusals ----

function explain(s: McState, a: McAction, seat: string): string {
  const ask = s.ask;
  if (!ask || ask.seat !== seat) return 'mc.notNow';
  if (s.players[seat].eliminated) return 'mc.eliminated';
  switch (a.type) {
    case 'flip':
      return ask.k !== 'main' ? 'mc.notNow' : 'mc.alreadyFlipped';
    case 'basic':
      return ask.k !== 'main' ? 'mc.notNow' : (basicProblem(s, seat, a.power, a.target) ?? 'mc.notLegal');
    case 'ally': {
      if (ask.k !== 'main') return 'mc.notNow';
      if (!alliesOf(s, seat).includes(a.card)) return 'mc.notYours';
      if (cs(s, a.card).exhausted) return 'mc.exhausted';
      if (stat(s, a.card, a.power === 'attack' ? 'atk' : 'thw') === null) return 'mc.noPower';
      return targetProblem(s, seat, a.power, a.target);
    }
    case 'play':
      if (ask.k !== 'main' && ask.k !== 'window') return 'mc.notNow';
      return playProblem(s, seat, a.card, ask.k === 'window' ? windowTop(s) : null) ?? 'mc.notLegal';
    case 'use':
      if (ask.k !== 'main' && ask.k !== 'window') return 'mc.notNow';
      return abilityProblem(s, seat, a.card, a.ability, ask.k === 'window' ? windowTop(s) : null) ?? 'mc.notLegal';
    case 'pay':
      return ask.k !== 'pay' ? 'mc.notNow' : 'mc.noResources';
    case 'done':
      return ask.k === 'discard' ? 'mc.overHandSize' : 'mc.notNow';
    case 'defend':
      return ask.k !== 'defend' ? 'mc.notNow' : 'mc.notADefender';
    case 'discard':
      return ask.k === 'overLimit'
        ? 'mc.notOverLimit'
        : ask.k === 'mulligan' || ask.k === 'discard'
          ? 'mc.notInHand'
          : 'mc.notNow';
    case 'choose':
    case 'option':
      return ask.k === 'target' || ask.k === 'option' ? 'mc.badChoice' : 'mc.notNow';
    default:
      return 'mc.notNow';
  }
}

/** Null when legal, else the reason code. */
export function refusal(s: McState, a: McAction, seat: string): string | null {
  if (cachedLegal(s, seat).actions.some((l) => sameAction(l, a))) return null;
  return explain(s, a, seat);
}

// ---- applying (on a private draft; legality already checked) ----

export function doAction(s: Draft, a: McAction, seat: string, ev: Ev): void {
  const ask = s.ask!;
  s.ask = null;
  switch (a.type) {
    case 'endTurn':
      s.stack.pop(); // the turn task
      s.active = null;
      log(ev, 'mc.log.endTurn', { seat });
      return;
    case 'flip': {
      const p = s.players[seat];
      p.form = p.form === 'hero' ? 'alter_ego' : 'hero';
      p.flipped = true;
      log(ev, 'mc.log.flipped', { seat, form: p.form });
      formChanged(s, seat);
      return;
    }
    case 'basic':
      return basicPower(s, seat, a.power, a.target, ev);
    case 'ally':
      return allyPower(s, seat, a.card, a.power, a.target, ev);
    case 'play':
      return playCard(s, seat, a.card, ask.k === 'window', ev);
    case 'use':
      return useAbility(s, seat, a.card, a.ability, ask.k === 'window', ev);
    case 'pay':
      return payWith(s, seat, a.card, ev);
    case 'cancelPay': {
      const t = s.stack.pop() as Extract<Task, { t: 'pay' }>;
      if (t.p.for.ability === undefined && !t.p.for.enter) put(s, t.p.for.card, zn('hand', seat));
      if (t.p.off) s.discount = { ...s.discount, [seat]: (s.discount?.[seat] ?? 0) + t.p.off }; // not played after all
      log(ev, 'mc.log.payCancelled', { seat });
      return;
    }
    case 'choose':
      chooseTarget(s, a.target);
      return;
    case 'option':
      chooseOption(s, a.index);
      return;
    case 'defend':
      declareDefender(s, seat, a.card, ev);
      return;
    case 'pass': {
      const w = topTask(s, 'window')!;
      w.w.passed = [...w.w.passed, seat];
      return;
    }
    case 'discard':
      discard(s, a.card);
      if (ask.k === 'overLimit') log(ev, 'mc.log.discardedOverLimit', { seat, card: codeOf(a.card) });
      else ev.push({ type: 'discardedFromHand', seat, cards: [a.card] });
      return;
    case 'done': {
      if (ask.k === 'target') {
        // "up to" declined: this effect is over, the ability goes on with the next one
        const t = s.stack.pop() as Extract<Task, { t: 'effects' }>;
        const { picks: _picks, ...ctx } = t.ctx;
        push(s, { t: 'effects', fx: t.fx, i: t.i + 1, ctx });
        return;
      }
      const task = s.stack.pop();
      if (ask.k === 'mulligan') {
        // §3.1 step 15: back up to the starting hand (campaign extra cards included)
        const extra = task?.t === 'mulligan' ? (task.extra ?? 0) : 0;
        const missing = handSize(s, seat) + extra - s.zones[zn('hand', seat)].length;
        if (missing > 0) push(s, { t: 'effects', fx: [{ op: 'draw', n: missing }], i: 0, ctx: { src: null, seat } });
      }
      return;
    }
  }
}

function basicPower(
  s: Draft,
  seat: string,
  power: 'attack' | 'thwart' | 'recover',
  target: string | undefined,
  ev: Ev,
): void {
  const me = identityOf(s, seat);
  exhaust(s, me);
  if (power === 'recover') {
    heal(s, me, stat(s, me, 'rec') ?? 0, ev);
    log(ev, 'mc.log.recovered', { seat });
    return;
  }
  if (power === 'attack') {
    if (hasStatus(s, me, 'stunned')) return clearStatus(s, me, 'stunned', ev); // §2.13 Stunned
    log(ev, 'mc.log.basicAttack', { seat, target: shownCode(s, target!) });
    damage(s, target!, stat(s, me, 'atk') ?? 0, ev, { attack: true, by: seat });
    const r = keywords(s, target!).retaliate ?? 0;
    if (r > 0 && s.zones[zn('identity', seat)]?.includes(me) && isInPlayish(s, target!) && !keywords(s, me).ranged)
      damage(s, me, r, ev);
    push(s, {
      t: 'window',
      w: { on: 'youAttacked', seat, card: target!, passed: [], used: [], ...defeated(s, target!) },
    });
    return;
  }
  if (hasStatus(s, me, 'confused')) return clearStatus(s, me, 'confused', ev); // §2.13 Confused
  log(ev, 'mc.log.basicThwart', { seat, target: codeOf(target!) });
  removeThreat(s, target!, stat(s, me, 'thw') ?? 0, ev);
  push(s, { t: 'window', w: { on: 'youThwarted', seat, card: target!, passed: [], used: [] } });
}

function isInPlayish(s: Draft, id: string): boolean {
  return Object.keys(s.zones).some((z) => (z === 'villain' || z.startsWith('engaged.')) && s.zones[z].includes(id));
}

function allyPower(
  s: Draft,
  seat: string,
  ally: string,
  power: 'attack' | 'thwart',
  target: string | undefined,
  ev: Ev,
): void {
  exhaust(s, ally);
  const d = defOf(s, ally);
  if (power === 'attack') {
    if (hasStatus(s, ally, 'stunned')) return clearStatus(s, ally, 'stunned', ev); // no consequential damage
    log(ev, 'mc.log.allyAttack', { card: codeOf(ally), target: shownCode(s, target!) });
    damage(s, target!, stat(s, ally, 'atk') ?? 0, ev, { attack: true, by: seat });
    const r = keywords(s, target!).retaliate ?? 0;
    if (r > 0 && isInPlayish(s, target!) && !keywords(s, ally).ranged) damage(s, ally, r, ev); // §2.9 Retaliate / Ranged
    const win: Task = {
      t: 'window',
      w: { on: 'allyAttacked', seat, card: ally, passed: [], used: [], ...defeated(s, target!) },
    };
    if (d.cAtk && alliesOf(s, seat).includes(ally))
      push(s, { t: 'consequential', card: ally, n: d.cAtk }, win); // §2.5
    else push(s, win); // the response window after the attack and its consequential damage
    return;
  }
  if (hasStatus(s, ally, 'confused')) return clearStatus(s, ally, 'confused', ev);
  log(ev, 'mc.log.allyThwart', { card: codeOf(ally), target: codeOf(target!) });
  removeThreat(s, target!, stat(s, ally, 'thw') ?? 0, ev);
  const win: Task = { t: 'window', w: { on: 'allyThwarted', seat, card: ally, passed: [], used: [] } };
  if (d.cThw) push(s, { t: 'consequential', card: ally, n: d.cThw }, win);
  else push(s, win);
}

/** The attacked enemy was defeated by the attack: its window remembers it (set only then). */
function defeated(s: Draft, target: string): { defeated?: string[] } {
  return isInPlayish(s, target) || !gameTracksDefeats(s) ? {} : { defeated: [target] };
}

function markWindow(s: Draft, used: string): void {
  const w = topTask(s, 'window');
  if (!w) return;
  w.w.used = [...w.w.used, used];
  w.w.passed = []; // everybody gets another chance after a use (§2.7)
}

function playCard(s: Draft, seat: string, id: string, fromWindow: boolean, ev: Ev): void {
  const d = defOf(s, id);
  if (fromWindow) markWindow(s, id);
  put(s, id, 'playing');
  log(ev, 'mc.log.plays', { seat, card: codeOf(id) });
  // a pending "the next card you play costs less" is used up by this card
  const off = s.discount?.[seat] ?? 0;
  if (off) useDiscount(s, seat);
  const need = Math.max(0, costOf(d) - off);
  const p: Payment = {
    seat,
    need,
    needs: d.needs ?? [],
    cards: [],
    abilities: [],
    got: {},
    for: { card: id, win: fromWindow },
    traits: d.traits ?? [],
    ...(off ? { off } : {}),
  };
  if (need <= 0 && p.needs.length === 0) return finishPlay(s, seat, id, [], ev);
  push(s, { t: 'pay', p });
}

function useDiscount(s: Draft, seat: string): void {
  const rest = { ...s.discount };
  delete rest[seat];
  if (Object.keys(rest).length) s.discount = rest;
  else delete s.discount;
}

function useAbility(s: Draft, seat: string, id: string, index: number, fromWindow: boolean, ev: Ev): void {
  const d = defOf(s, id);
  const ab = d.ab![index];
  if (fromWindow) markWindow(s, `${id}#${index}`);
  const need = Math.max(ab.cost?.pay ?? 0, ab.cost?.needs?.length ?? 0);
  if (need <= 0) return finishUse(s, seat, id, index, ev);
  push(s, {
    t: 'pay',
    p: {
      seat,
      need,
      needs: onlyNeeds(ab.cost?.needs ?? [], ab.cost?.only, need),
      cards: [],
      abilities: [],
      got: {},
      for: { card: id, ability: index, win: fromWindow },
      traits: d.traits ?? [],
      ...(ab.cost?.only ? { only: ab.cost.only } : {}),
    },
  });
}

/** Digest "Alliance": the players who may help pay for the card being played (none for other payments). */
function payHelpers(s: S, p: Payment): string[] {
  return p.for.ability === undefined && !p.for.spend && !p.for.enter ? allianceHelpers(s, p.seat, p.for.card) : [];
}

/** The player who pays with `id`: the one whose hand holds it or who controls its resource ability. */
function payerOf(s: S, seat: string, id: string): string {
  const p = zoneOf(s, id)?.split('.')[1];
  return p !== undefined && s.players[p] ? p : seat;
}

function payWith(s: Draft, seat: string, id: string, ev: Ev): void {
  const t = s.stack[s.stack.length - 1] as DeepMutable<Extract<Task, { t: 'pay' }>>;
  const p = t.p;
  // "spend X [type] resources": only that type (or wild) counts (§2.6)
  const add = (r: Res) => {
    if (!p.only || r === p.only || r === 'wild') p.got[r] = (p.got[r] ?? 0) + 1;
  };
  const payer = payerOf(s, seat, id);
  if ((s.zones[zn('hand', payer)] ?? []).includes(id)) {
    p.cards.push(id);
    const aspect = defOf(s, p.for.card).aspect; // an ability's cost is paid for its card too (§2.6 Cost)
    for (const r of resourcesOf(defOf(s, id), aspect)) add(r);
  } else {
    p.abilities.push(id);
    for (const a of resourceAbilities(s, payer, p.traits)) if (a.card === id) for (const r of a.r) add(r);
  }
  if (!paid(p)) return;
  // §2.6: all costs are paid at once; excess resources are lost.
  s.stack.pop();
  const fromHands = new Map<string, string[]>();
  for (const c of p.cards) fromHands.set(payerOf(s, seat, c), [...(fromHands.get(payerOf(s, seat, c)) ?? []), c]);
  for (const c of p.cards) discard(s, c);
  for (const [who, cards] of fromHands) ev.push({ type: 'discardedFromHand', seat: who, cards });
  for (const c of p.abilities) spendResourceAbility(s, payerOf(s, seat, c), c);
  log(ev, 'mc.log.paid', { seat, n: total(p) });
  if (p.for.spend) return; // an effect's "spend" resources: nothing more
  const got = (Object.keys(p.got) as Res[]).filter((r) => (p.got[r] ?? 0) > 0);
  if (p.for.enter) enterPaid(s, seat, p.for.enter);
  else if (p.for.ability === undefined) finishPlay(s, seat, p.for.card, got, ev);
  else finishUse(s, seat, p.for.card, p.for.ability, ev);
}

/** A card paid for by an effect ("pay its printed cost → put it into play") enters play under the payer's control. */
function enterPaid(s: Draft, seat: string, id: string): void {
  put(s, id, zn('play', seat));
  push(s, { t: 'enterPlay', card: id, seat });
}

/** The costs of a resource ability used in a payment: exhaust, a Uses counter (discarded after the last), the round's limit. */
function spendResourceAbility(s: Draft, seat: string, id: string): void {
  const ab = (defOf(s, id).ab ?? []).find((a) => a.kind === 'resource' && (!a.form || a.form === s.players[seat].form));
  if (!ab) return;
  const c = (s.cards[id] ??= {});
  if (ab.cost?.exhaust) exhaust(s, id);
  if (ab.oncePerRound) c.used = [...(c.used ?? []), usedKey(s, id, defOf(s, id).ab!.indexOf(ab))];
  if (ab.cost?.use) {
    c.uses = (c.uses ?? 0) - 1;
    if (c.uses <= 0) discard(s, id); // §2.13 Uses
  }
}

function finishPlay(s: Draft, seat: string, id: string, paid: Res[], ev: Ev): void {
  const d = defOf(s, id);
  // Digest "Max": the play counts once made, even if its effect is then cancelled.
  if (d.max) s.maxed = { ...s.maxed, [maxKey(d)]: (s.maxed?.[maxKey(d)] ?? 0) + 1 };
  if (d.type !== 'event' && (d.control || d.attach?.to === 'anyAlly')) {
    // "Play under any player's control" / "Attach to an ally": the player chooses where it enters
    push(s, { t: 'effects', fx: [{ op: 'enter', to: d.attach ? 'anyAlly' : 'player' }], i: 0, ctx: { src: id, seat } });
    return;
  }
  if (d.type !== 'event') {
    put(s, id, zn('play', seat));
    const attach: Task[] = d.attach
      ? [{ t: 'effects', fx: [{ op: 'attach', to: d.attach.to }], i: 0, ctx: { src: id, seat } }]
      : [];
    push(s, ...attach, { t: 'enterPlay', card: id, seat, played: true });
    return;
  }
  discard(s, id);
  if (d.manual) {
    log(ev, 'mc.log.resolveByHand', { card: codeOf(id) });
    return;
  }
  const me = identityOf(s, seat);
  if (d.label === 'attack' && hasStatus(s, me, 'stunned')) return clearStatus(s, me, 'stunned', ev);
  if (d.label === 'thwart' && hasStatus(s, me, 'confused')) return clearStatus(s, me, 'confused', ev);
  if (d.label === 'defense') defends(s, seat);
  const w = topTask(s, 'window');
  const trig = w?.w.card ?? w?.w.attacked ?? null;
  const after: Task[] = [];
  if (d.label === 'attack')
    after.push({ t: 'window', w: { on: 'youAttacked', seat, card: null, passed: [], used: [] } });
  if (d.label === 'thwart')
    after.push({ t: 'window', w: { on: 'youThwarted', seat, card: null, passed: [], used: [] } });
  // the resources paid are kept only for a card that asks how it was paid (other games keep their state)
  const ctx: Ctx = paid.length && usesPaid(d.play ?? []) ? { src: id, seat, trig, paid } : { src: id, seat, trig };
  push(s, { t: 'effects', fx: d.play ?? [], i: 0, ctx }, ...after);
}

/** §2.8 Defense-labelled abilities: during an enemy attack on `seat` with no defender, the identity becomes it. */
function defends(s: Draft, seat: string): void {
  const act = topTask(s, 'activation');
  if (act && act.a.kind === 'attack' && !act.a.defender && act.a.target === seat) {
    act.a.defender = identityOf(s, seat);
    act.a.basic = false;
  }
}

/** Whether the effects ask how the card was paid for (a 'paid' condition). */
function usesPaid(fx: readonly Effect[]): boolean {
  return fx.some((e) =>
    e.op === 'if'
      ? e.cond.c === 'paid' || usesPaid(e.then) || usesPaid(e.else ?? [])
      : e.op === 'then'
        ? usesPaid(e.first) || usesPaid(e.then)
        : e.op === 'choose' && e.options.some(usesPaid),
  );
}

function finishUse(s: Draft, seat: string, id: string, index: number, ev: Ev): void {
  const d = defOf(s, id);
  const ab = d.ab![index];
  const c = (s.cards[id] ??= {});
  if (ab.cost?.exhaust) c.exhausted = true;
  if (ab.cost?.exhaustHero) exhaust(s, identityOf(s, seat));
  if (ab.oncePerRound) c.used = [...(c.used ?? []), usedKey(s, id, index)];
  if (ab.cost?.damage) damage(s, id, ab.cost.damage, ev); // a cost: paid even if prevented or the card is defeated
  if (ab.cost?.healYou) heal(s, identityOf(s, seat), ab.cost.healYou, ev);
  let last = false;
  if (ab.cost?.use) {
    c.uses = (c.uses ?? 0) - 1;
    last = c.uses <= 0 && !!keywords(s, id).uses; // Uses: discarded after the last; other counters: not
  }
  log(ev, 'mc.log.used', { seat, card: codeOf(id), ability: index });
  const w = topTask(s, 'window');
  const me = identityOf(s, seat);
  if (ab.label === 'attack' && hasStatus(s, me, 'stunned')) {
    clearStatus(s, me, 'stunned', ev);
    if (last || ab.cost?.discard) discard(s, id, false, ev, id); // the cost is paid even so
    return;
  }
  if (ab.label === 'thwart' && hasStatus(s, me, 'confused')) {
    clearStatus(s, me, 'confused', ev);
    if (last || ab.cost?.discard) discard(s, id, false, ev, id);
    return;
  }
  if (ab.label === 'defense') defends(s, seat); // §2.8 Defense-labelled abilities, like a defense event's
  const fx: Effect[] = [...ab.effects];
  if (ab.cost?.discard || last) fx.push({ op: 'discardSelf' }); // §2.13 Uses: discarded after the last
  const after: Task[] = [];
  if (ab.label === 'attack')
    after.push({ t: 'window', w: { on: 'youAttacked', seat, card: null, passed: [], used: [] } });
  if (ab.label === 'thwart')
    after.push({ t: 'window', w: { on: 'youThwarted', seat, card: null, passed: [], used: [] } });
  push(s, { t: 'effects', fx, i: 0, ctx: { src: id, seat, trig: w?.w.card ?? w?.w.attacked ?? null } }, ...after);
}

export { canAfford, restrictedCount };
