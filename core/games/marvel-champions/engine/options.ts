// What a player could do now: targets of effects, affordability of costs, playable cards and usable
// abilities (on a turn or in an interrupt/response window). Pure reads of the state.

import {
  alliesOf,
  areaOf,
  characterNames,
  codeOf,
  threatLocked,
  cs,
  defByCode,
  defOf,
  enemies,
  hasStatus,
  hasTrait,
  icons,
  identityOf,
  isInPlay,
  keywords,
  mainId,
  minions,
  minionsOf,
  ownerOf,
  remainingHp,
  seatOrder,
  sideSchemes,
  titles,
  villainId,
  inPlay,
  usedKey,
  zoneOf,
  zn,
} from './core';
import { gameFacts, isForced } from './facts';
import type { Ability, CardDef, Cond, Ctx, Draft, Effect, McState, Res, Sel, Trigger, Window } from './types';

type S = McState | Draft;

/** Schemes `seat` may remove threat from (§2.11 Crisis, Patrol). */
export function thwartableSchemes(s: S, seat: string | null, side = false): string[] {
  const out: string[] = [];
  const main = mainId(s);
  const blocked = icons(s).crisis > 0 || (seat !== null && minionsOf(s, seat).some((m) => keywords(s, m).patrol));
  if (!side && main && !blocked && (cs(s, main).threat ?? 0) > 0 && !threatLocked(s, main)) out.push(main);
  for (const id of sideSchemes(s)) if ((cs(s, id).threat ?? 0) > 0) out.push(id);
  return out;
}

/** Enemies `seat` may attack (§2.12 Guard: not a villain without Guard while a Guard minion is engaged). */
export function attackableEnemies(s: S, seat: string | null): string[] {
  const all = enemies(s);
  if (seat === null) return all;
  const guarded = minionsOf(s, seat).some((m) => keywords(s, m).guard);
  if (!guarded) return all;
  const v = villainId(s);
  return all.filter((id) => id !== v || keywords(s, id).guard);
}

function friendlies(s: S): string[] {
  const out: string[] = [];
  for (const seat of seatOrder(s)) out.push(identityOf(s, seat), ...alliesOf(s, seat));
  return out;
}

/** The effect is (part of) an attack: Guard limits its targets (§2.12). */
const isAttack = (e: Effect): boolean =>
  (e.op === 'damage' || e.op === 'script' || e.op === 'moveDamage') && e.attack === true;

/** The first card of each name among `ids` (choices between copies are no choice). */
function firstOfEachName(s: S, ids: readonly string[], not: readonly string[] = []): string[] {
  const seen = new Set(not);
  return ids.filter((id) => {
    const name = defOf(s, id).name;
    return seen.has(name) ? false : (seen.add(name), true);
  });
}

/** Matching cards for a type and a trait (printed or gained). */
const matches = (s: S, id: string, type: string | undefined, trait: string | undefined): boolean =>
  (!type || defOf(s, id).type === type) && hasTrait(s, id, trait);

/** Candidates for a choice effect; null when the selector needs no choice. */
export function candidates(s: S, sel: Sel, e: Effect, ctx: Ctx): string[] | null {
  const seat = ctx.seat;
  switch (sel) {
    case 'player': {
      const ids = seatOrder(s).map((p) => identityOf(s, p));
      if (e.op === 'enter') return ids.filter((id) => roomOn(s, ctx, id));
      if (e.op !== 'fromDiscard') return ids;
      return ids.filter((id) =>
        (s.zones[zn('discard', ownerOf(id))] ?? []).some((x) => matches(s, x, e.type, e.trait)),
      );
    }
    case 'deckCard':
      if (!seat || e.op !== 'search') return [];
      return firstOfEachName(
        s,
        (s.zones[zn('deck', seat)] ?? []).filter((id) => matches(s, id, e.type, e.trait)),
      );
    case 'deckTop':
      return seat && e.op === 'lookTake' ? (s.zones[zn('deck', seat)] ?? []).slice(0, e.n) : [];
    case 'yourDiscard':
      if (!seat) return [];
      // the event being resolved is not yet in the discard pile (§2.1 Event)
      return firstOfEachName(
        s,
        (s.zones[zn('discard', seat)] ?? []).filter((id) => id !== ctx.src),
        e.op === 'shuffleIn' ? e.not : [],
      );
    case 'special': {
      if (!seat || e.op !== 'special') return [];
      const mine = (s.zones[zn('play', seat)] ?? []).filter((id) => defOf(s, id).ab?.some((a) => a.kind === 'special'));
      if (e.left) return e.left.filter((id) => mine.includes(id));
      return mine.filter((id) => matches(s, id, 'upgrade', e.trait));
    }
    case 'enemy':
      return withRoom(s, e, ctx, isAttack(e) ? attackableEnemies(s, seat) : enemies(s));
    case 'minion':
      return withRoom(s, e, ctx, minions(s));
    case 'upgrade':
      return seat
        ? yourUpgrades(s, seat).filter(
            (id) => e.op !== 'discardCard' || (hasTrait(s, id, e.trait) && !cannotLeavePlay(s, id, ctx.src)),
          )
        : [];
    case 'friendly':
      return friendlies(s).filter((id) => (e.op === 'heal' ? (cs(s, id).dmg ?? 0) > 0 : true));
    case 'ally':
      return seat ? alliesOf(s, seat).filter((id) => (e.op === 'ready' ? cs(s, id).exhausted === true : true)) : [];
    case 'scheme':
      if (e.op === 'thwart') return thwartableSchemes(s, seat);
      return [...(mainId(s) ? [mainId(s)!] : []), ...sideSchemes(s)];
    case 'side':
      return e.op === 'thwart' ? thwartableSchemes(s, seat, true) : sideSchemes(s);
    case 'otherScheme':
      return (candidates(s, 'scheme', e, ctx) ?? []).filter((id) => id !== ctx.it);
    case 'handCard':
      return seat ? (s.zones[zn('hand', seat)] ?? []).filter((id) => id !== ctx.src) : [];
    case 'yours': {
      const types = e.op === 'discardCard' ? e.types : undefined;
      return seat
        ? (s.zones[zn('play', seat)] ?? []).filter(
            (id) =>
              (!types || types.includes(defOf(s, id).type)) &&
              (e.op !== 'discardCard' || !cannotLeavePlay(s, id, ctx.src)),
          )
        : [];
    }
    case 'character':
      return [...friendlies(s), ...enemies(s)].filter((id) => (e.op === 'heal' ? (cs(s, id).dmg ?? 0) > 0 : true));
    case 'anyAlly':
      return seatOrder(s)
        .flatMap((p) => alliesOf(s, p))
        .filter((id) =>
          e.op === 'ready' ? cs(s, id).exhausted === true : e.op === 'enter' ? roomOn(s, ctx, id) : true,
        );
    case 'discardAlly':
      return s.seats.flatMap((p) =>
        (s.zones[zn('discard', p)] ?? []).filter((id) => {
          const d = defOf(s, id);
          return (
            d.type === 'ally' &&
            !uniqueBlocked(s, id) &&
            seat !== null &&
            canAfford(
              s,
              seat,
              costOf(d),
              [],
              [],
              ctx.src ? [ctx.src] : [],
              ctx.src ? defOf(s, ctx.src).aspect : undefined,
            )
          );
        }),
      );
    case 'team':
      return seatOrder(s).map((p) => identityOf(s, p));
    case 'environment':
      return (s.zones.side ?? []).filter((id) => defOf(s, id).type === 'environment');
    case 'minionMostHp': {
      const code = ctx.src ? codeOf(ctx.src) : null;
      const free = minions(s).filter((m) => !inPlay(s).some((a) => cs(s, a).on === m && codeOf(a) === code));
      const hp = (m: string) => defOf(s, m).hp ?? 0;
      const most = Math.max(0, ...free.map(hp));
      return free.filter((m) => hp(m) === most);
    }
    default:
      return null;
  }
}

/** "Max X per <host>" (digest "Max"): the source card attaches only to a host with room for it. */
function withRoom(s: S, e: Effect, ctx: Ctx, ids: string[]): string[] {
  return e.op === 'attach' && ctx.src ? ids.filter((id) => roomOn(s, ctx, id)) : ids;
}

/** Each character the player whose identity is `identity` controls: the identity and their allies. */
export function teamOf(s: S, identity: string): string[] {
  const p = isInPlay(s, identity) ? ownerOf(identity) : null;
  return p && identityOf(s, p) === identity ? [identity, ...alliesOf(s, p)] : [];
}

/**
 * "Max X per player / per ally / per enemy" (digest "Max"): may the source card enter play under the control of
 * the player whose identity is `host`, or attached to the ally or enemy `host`?
 */
function roomOn(s: S, ctx: Ctx, host: string): boolean {
  return ctx.src !== null && roomFor(s, defOf(s, ctx.src), host, ctx.src);
}

export function roomFor(s: S, d: CardDef, host: string, self: string | null = null): boolean {
  if (!d.maxIn) return true;
  const area = d.maxIn.per === 'player' ? ownerOf(host) : null;
  let n = 0;
  for (const id of inPlay(s))
    if (
      id !== self &&
      defOf(s, id).name === d.name &&
      (area ? zoneOf(s, id) === zn('play', area) : cs(s, id).on === host)
    )
      n++;
  return n < d.maxIn.n;
}

/**
 * Digest "Permanent": the card is in play, Permanent, and `src` (the effect's card; null: a rule) is not of its set —
 * it cannot leave play that way, and is no valid target for an effect that would make it leave.
 */
export function cannotLeavePlay(s: S, id: string, src: string | null | undefined): boolean {
  const d = defOf(s, id);
  if (!d.kw?.permanent || !isInPlay(s, id)) return false;
  return !src || defOf(s, src).set !== d.set;
}

/** Fixed targets (no choice), or each of a group. */
export function fixedTargets(s: S, sel: Sel, ctx: Ctx): string[] {
  const seat = ctx.seat;
  switch (sel) {
    case 'villain': {
      const v = villainId(s);
      return v ? [v] : [];
    }
    case 'eachMinion':
      return minions(s);
    case 'eachEnemy':
      return enemies(s);
    case 'self':
      return ctx.src && isInPlay(s, ctx.src) ? [ctx.src] : [];
    case 'host': {
      const h = ctx.src ? cs(s, ctx.src).on : undefined;
      return h && isInPlay(s, h) ? [h] : [];
    }
    case 'you':
      return seat && !s.players[seat]?.eliminated ? [identityOf(s, seat)] : [];
    case 'eachFriendly':
      return friendlies(s);
    case 'eachHero':
      return seatOrder(s)
        .filter((p) => s.players[p].form === 'hero')
        .map((p) => identityOf(s, p));
    case 'trigger':
      return ctx.trig && isInPlay(s, ctx.trig) ? [ctx.trig] : [];
    case 'it':
      return ctx.it && isInPlay(s, ctx.it) ? [ctx.it] : [];
    case 'main': {
      const m = mainId(s);
      return m ? [m] : [];
    }
    case 'eachScheme':
      return [...(mainId(s) ? [mainId(s)!] : []), ...sideSchemes(s)];
    case 'eachUpgrade':
      return seat ? yourUpgrades(s, seat) : [];
    case 'eachPlayer':
      return seatOrder(s).map((p) => identityOf(s, p));
    case 'eachCharacter':
      return [...friendlies(s), ...enemies(s)];
    case 'itsTeam':
      return ctx.it ? teamOf(s, ctx.it) : [];
    case 'eachSide':
      return sideSchemes(s);
    case 'yourCharacters':
      return seat && !s.players[seat]?.eliminated ? [identityOf(s, seat), ...alliesOf(s, seat)] : [];
    case 'engagedWithIt': {
      const p = ctx.it ? ownerOf(ctx.it) : null;
      return p && s.players[p] && identityOf(s, p) === ctx.it ? minionsOf(s, p) : [];
    }
    default:
      return [];
  }
}

/** The upgrades `seat` controls (in their play area, wherever attached). */
function yourUpgrades(s: S, seat: string): string[] {
  return (s.zones[zn('play', seat)] ?? []).filter((id) => defOf(s, id).type === 'upgrade');
}

export function selectorOf(e: Effect): Sel | null {
  switch (e.op) {
    case 'damage':
    case 'heal':
    case 'status':
    case 'exhaust':
    case 'ready':
    case 'mod':
    case 'discardCard':
      return e.to;
    case 'thwart':
      return e.from;
    case 'threat':
      return e.on;
    case 'draw':
      return e.to ?? null;
    case 'search':
      return e.pick ? 'deckCard' : null;
    case 'script':
      return e.to ?? null;
    case 'enter':
    case 'discount':
    case 'payToPlay':
    case 'pick':
    case 'lookTake':
    case 'gainTrait':
    case 'fromDiscard':
    case 'shuffleIn':
    case 'moveDamage':
    case 'special':
    case 'attach':
      return e.to;
    case 'activate':
      return e.at ?? null;
    default:
      return null;
  }
}

/** How much of an effect can resolve now: 0 nothing, 1 a part, 2 all of it. */
type Reach = 0 | 1 | 2;

function effectReach(s: S, e: Effect, ctx: Ctx): Reach {
  const seat = ctx.seat && !s.players[ctx.seat]?.eliminated ? ctx.seat : null;
  if (e.op === 'discardRandom') {
    const hand = seat ? (s.zones[zn('hand', seat)] ?? []).length : 0;
    return hand === 0 ? 0 : hand < e.n ? 1 : 2;
  }
  if (e.op === 'discardCard') {
    const k = (candidates(s, e.to, e, ctx) ?? []).length;
    return k === 0 ? 0 : k < (e.n ?? 1) ? 1 : 2;
  }
  // "X. Then Y" (and "cost → effect" written as one): it resolves at all only if X does
  if (e.op === 'then') return reachOf(s, e.first, ctx);
  if (e.op === 'spend') return seat && canAfford(s, seat, e.needs.length, onlyNeeds(e.needs, e.only), [], []) ? 2 : 0;
  if (e.op === 'facedown') {
    const left = seat ? (s.zones[zn('deck', seat)] ?? []).length + (s.zones[zn('discard', seat)] ?? []).length : 0;
    return left === 0 ? 0 : left < e.n ? 1 : 2;
  }
  const sel = selectorOf(e);
  if (!sel) return 2;
  const targets = candidates(s, sel, e, ctx) ?? fixedTargets(s, sel, ctx);
  const useful = targets.filter((id) => {
    if (e.op === 'exhaust') return cs(s, id).exhausted !== true;
    if (e.op === 'ready') return cs(s, id).exhausted === true;
    if (e.op === 'heal') return (cs(s, id).dmg ?? 0) > 0;
    if (e.op === 'thwart') return (cs(s, id).threat ?? 0) > 0;
    return true;
  });
  return useful.length === 0 ? 0 : 2;
}

/** How much of a list of effects can resolve now (an empty list: nothing). */
function reachOf(s: S, fx: readonly Effect[], ctx: Ctx): Reach {
  if (fx.length === 0) return 0;
  const each = fx.map((e) => effectReach(s, e, ctx));
  return each.every((r) => r === 2) ? 2 : each.some((r) => r > 0) ? 1 : 0;
}

/**
 * The options of a "choose one" a player may pick (digest "Choose": one they can resolve; if none
 * fully, one they can resolve in part; never one that resolves not at all). Indexes into `options`.
 */
export function choosableOptions(s: S, options: readonly (readonly Effect[])[], ctx: Ctx): number[] {
  const reach = options.map((fx): Reach => reachOf(s, fx, ctx));
  const best = Math.max(0, ...reach);
  return best === 0 ? [] : reach.flatMap((r, i) => (r === best ? [i] : []));
}

/** A player card needs ≥1 valid target for its first targeted effect (§2.7 Target). */
export function hasTargets(s: S, fx: readonly Effect[], ctx: Ctx): boolean {
  for (const e of fx) {
    if (e.op === 'then') return hasTargets(s, e.first, ctx);
    if (e.op === 'if') return hasTargets(s, e.then, ctx) || hasTargets(s, e.else ?? [], ctx);
    // a player card's "choose": some option must resolve fully (its costs payable, its targets valid)
    if (e.op === 'choose') return e.options.some((o) => o.length > 0 && o.every((x) => effectReach(s, x, ctx) === 2));
    const sel = selectorOf(e);
    if (!sel) continue;
    const c = candidates(s, sel, e, ctx);
    if (c) return c.length > 0;
    // "each scheme": at least one it can remove threat from (Crisis and Patrol hold, §2.11)
    if (sel === 'eachScheme' && e.op === 'thwart') return thwartableSchemes(s, ctx.seat).length > 0;
    if (sel === 'trigger' || sel === 'you' || sel === 'villain') return fixedTargets(s, sel, ctx).length > 0;
    return true;
  }
  return true;
}

// ---- resources (§2.6) ----

export function resourcesOf(d: CardDef, forAspect?: CardDef['aspect']): Res[] {
  const r = d.res ?? [];
  return d.double && d.double === forAspect ? [...r, ...r] : [...r]; // "double the resources" cards
}

/** Resource abilities usable for a payment (ready, trait restriction met). */
export function resourceAbilities(s: S, seat: string, traits: readonly string[]): { card: string; r: Res[] }[] {
  const out: { card: string; r: Res[] }[] = [];
  const play = s.zones[zn('play', seat)] ?? [];
  for (let k = -1; k < play.length; k++) {
    const id = k < 0 ? identityOf(s, seat) : play[k]; // the identity, then the play area
    const d = defOf(s, id);
    for (const ab of d.ab ?? []) {
      if (ab.kind !== 'resource') continue;
      if (ab.only && !traits.includes(ab.only)) continue;
      if (ab.cost?.exhaust && cs(s, id).exhausted) continue;
      if (ab.cost?.use && !(cs(s, id).uses ?? 0)) continue; // §2.13 Uses
      if (ab.oncePerRound && cs(s, id).used?.includes(usedKey(s, id, (d.ab ?? []).indexOf(ab)))) continue;
      if (ab.form && s.players[seat].form !== ab.form) continue;
      const r: Res[] = [];
      for (const e of ab.effects) {
        if (e.op === 'resource') for (let i = 0; i < e.n; i++) r.push(e.r);
        // the printed resources of your discard pile's top card (nothing when it is empty)
        const top = (s.zones[zn('discard', seat)] ?? [])[0];
        if (e.op === 'copyResources' && top) r.push(...resourcesOf(defOf(s, top)));
      }
      if (r.length) out.push({ card: id, r });
      break;
    }
  }
  return out;
}

/**
 * Can `seat` pay `need` resources (with the required types) without the cards in `exclude`? `helpers`: other players
 * who may help pay (Alliance), their hand cards and resource abilities pooled with `seat`'s.
 */
export function canAfford(
  s: S,
  seat: string,
  need: number,
  needs: readonly Res[],
  traits: readonly string[],
  exclude: readonly string[],
  aspect?: CardDef['aspect'],
  helpers: readonly string[] = [],
): boolean {
  if (need <= 0 && needs.length === 0) return true;
  const pool: Res[] = [];
  for (const p of helpers.length ? [seat, ...helpers] : [seat]) {
    for (const id of s.zones[zn('hand', p)] ?? [])
      if (!exclude.includes(id)) pool.push(...resourcesOf(defOf(s, id), aspect));
    for (const a of resourceAbilities(s, p, traits)) if (!exclude.includes(a.card)) pool.push(...a.r);
  }
  if (pool.length < need) return false;
  return missingTypes(needs, (r) => pool.filter((x) => x === r).length) <= pool.filter((x) => x === 'wild').length;
}

/** A cost paid only with resources of type `only` (wild counts, §2.6): every one of them must be of that type. */
export function onlyNeeds(needs: readonly Res[], only: Res | undefined, need = needs.length): readonly Res[] {
  return only ? Array.from({ length: Math.max(need, needs.length) }, () => only) : needs;
}

/** Digest "Alliance": the other players who may help `seat` pay for the card (none unless it has Alliance). */
export function allianceHelpers(s: S, seat: string, card: string): string[] {
  return keywords(s, card).alliance ? seatOrder(s).filter((p) => p !== seat) : [];
}

/** Resources of the required types (one per listed entry, §2.6) that `have` lacks: wild ones may make them up. */
export function missingTypes(needs: readonly Res[], have: (r: Res) => number): number {
  let short = 0;
  for (const r of new Set(needs)) if (r !== 'wild') short += Math.max(0, needs.filter((x) => x === r).length - have(r));
  return short;
}

export function costOf(d: CardDef): number {
  return Math.max(0, d.cost ?? 0);
}

// ---- playability ----

function formOk(s: S, seat: string, form: 'hero' | 'alter_ego' | undefined): boolean {
  return !form || s.players[seat].form === form;
}

/** A title split at its first '|': name and subtitle (undefined without one). */
type Title = readonly [string, string | undefined];

function sameTitle(a: Title, b: Title): boolean {
  return a[0] === b[0] && (a[1] === b[1] || !a[1] || !b[1]);
}

/**
 * A card's titles split once per game and code (`titles` reads only the printed data, which a game never
 * changes): the uniqueness check of every hand card against every card in play split them at each call.
 */
const TITLES = new WeakMap<object, Map<string, readonly Title[]>>();
function titleParts(s: S, id: string): readonly Title[] {
  let byCode = TITLES.get(s.custom);
  if (!byCode) TITLES.set(s.custom, (byCode = new Map()));
  const code = codeOf(id);
  let t = byCode.get(code);
  if (t === undefined) {
    t = titles(s, id).map((x): Title => {
      const [name, sub] = x.split('|');
      return [name, sub];
    });
    byCode.set(code, t);
  }
  return t;
}

/** §2.13 Unique: only one copy by title in play (name + subtitle; identities under both names). */
export function uniqueBlocked(s: S, id: string): boolean {
  const d = defOf(s, id);
  if (!d.unique) return false;
  const mine = titleParts(s, id);
  for (const other of inPlay(s)) {
    if (other === id) continue;
    const od = defOf(s, other);
    if (!od.unique && od.type !== 'hero' && od.type !== 'alter_ego') continue;
    for (const t of titleParts(s, other)) for (const m of mine) if (sameTitle(m, t)) return true;
  }
  return false;
}

/** The counter of a card's "Max X per round/game": by name, shared by every copy and player. */
export function maxKey(d: CardDef): string {
  return `${d.max?.per ?? 'round'}:${d.name}`;
}

/** Why `seat` may not play `id` from hand now (null = playable). `w` = the open window, if any. */
export function playProblem(s: S, seat: string, id: string, w: Window | null): string | null {
  const d = defOf(s, id);
  if (!(s.zones[zn('hand', seat)] ?? []).includes(id)) return 'mc.notInHand';
  if (d.type === 'resource' || d.type === 'obligation') return 'mc.notPlayable';
  // A card resolved by hand: its timing and form are in its text, which the engine does not read, so
  // the player decides them; what the engine knows (type, cost, uniqueness, Team-Up) is still checked.
  if (d.manual) {
    if (w?.used.includes(id)) return 'mc.wrongTiming';
  } else if (w) {
    if (d.type !== 'event' || d.on !== w.on) return 'mc.wrongTiming';
    if (w.used.includes(id)) return 'mc.wrongTiming';
    if (isYouTrigger(w) && w.seat !== seat) return 'mc.notYours';
    if (d.when && !triggerOk(s, w, id, d.when)) return 'mc.wrongTiming';
  } else if (d.type === 'event' && d.on) return 'mc.wrongTiming';
  if (!d.manual && !formOk(s, seat, d.eventForm))
    return d.eventForm === 'hero' ? 'mc.needHeroForm' : 'mc.needAlterEgoForm';
  if (d.unique && uniqueBlocked(s, id)) return 'mc.unique';
  if (d.max && (s.maxed?.[maxKey(d)] ?? 0) >= d.max.n) return 'mc.limitReached';
  if (d.maxIn && !d.control && !d.attach && !roomFor(s, d, identityOf(s, seat))) return 'mc.limitReached';
  if (d.control && !seatOrder(s).some((p) => roomFor(s, d, identityOf(s, p)))) return 'mc.limitReached';
  if (d.attach?.to === 'anyAlly' && !seatOrder(s).some((p) => alliesOf(s, p).some((a) => roomFor(s, d, a))))
    return 'mc.noTarget';
  if (d.kw?.teamUp) {
    const names = characterNames(s);
    if (!d.kw.teamUp.every((n) => names.has(n))) return 'mc.teamUp';
  }
  const need = Math.max(0, costOf(d) - (s.discount?.[seat] ?? 0));
  const helpers = d.kw?.alliance ? allianceHelpers(s, seat, id) : [];
  if (!canAfford(s, seat, need, d.needs ?? [], d.traits ?? [], [id], d.aspect, helpers)) return 'mc.cannotPay';
  if (
    d.attach &&
    d.attach.to !== 'anyAlly' &&
    !d.manual &&
    !hasTargets(s, [{ op: 'attach', to: d.attach.to }], { src: id, seat })
  )
    return 'mc.noTarget';
  if (d.type === 'event' && d.play && !d.manual) {
    const me = identityOf(s, seat);
    const replaced =
      (d.label === 'attack' && hasStatus(s, me, 'stunned')) || (d.label === 'thwart' && hasStatus(s, me, 'confused'));
    if (!replaced && !hasTargets(s, d.play, { src: id, seat, trig: w?.card ?? w?.attacked ?? null }))
      return 'mc.noTarget';
  }
  return null;
}

export function isYouTrigger(w: Window): boolean {
  return (
    w.on === 'villainAttacksYou' ||
    w.on === 'enemyAttackedYou' ||
    w.on === 'youAttacked' ||
    w.on === 'youThwarted' ||
    w.on === 'youDefended' ||
    w.on === 'youChangedForm' ||
    w.on === 'allyAttacked' ||
    w.on === 'allyThwarted' ||
    w.on === 'youWouldTakeDamage'
  );
}

/** Triggers about the source card itself: "after THIS card enters play / THIS ally attacks / thwarts". */
const SELF_TRIGGERS: ReadonlySet<Window['on']> = new Set(['enters', 'allyAttacked', 'allyThwarted']);

/**
 * A window's further triggering condition for the card `src` (an ability's or event's `when`); an
 * "enters" ability answers its own card entering play only.
 */
export function triggerOk(s: S, w: Window, src: string, when: Cond | undefined): boolean {
  if (SELF_TRIGGERS.has(w.on) && w.card !== src) return false;
  if (!when) return true;
  switch (when.c) {
    case 'defeated':
      return (w.defeated ?? []).some((id) => !when.type || defByCode(s, codeOf(id)).type === when.type);
    case 'youDefeated':
      return w.by !== undefined && w.by === areaOf(s, src);
    case 'villainTrigger':
      return w.card !== null && defOf(s, w.card).type === 'villain';
    case 'basicAttack':
      return w.card !== null; // a basic attack's window names its target; an event's or ability's does not
    case 'played':
      return w.played === true;
    default:
      return true;
  }
}

/** Whether any card this game can hold has a forced interrupt or response to `on`. */
function gameHasForcedOn(s: S, on: Trigger): boolean {
  return gameFacts(s.custom).forcedOn.has(on);
}

/**
 * Whether any card this game can hold answers "…and defeats an enemy": only then do attack windows
 * remember what the attack defeated (other games keep the state they always had).
 */
export function gameTracksDefeats(s: S): boolean {
  return gameFacts(s.custom).defeatedWhen;
}

/** Whether any card this game can hold answers `on`: a window no card could answer is not opened. */
export function gameAnswers(s: S, on: Trigger): boolean {
  return gameFacts(s.custom).answers.has(on);
}

/** A definition's forced interrupts and responses, listed once per definition (definitions never change). */
const FORCED = new WeakMap<CardDef, readonly Ability[]>();
function forcedOf(d: CardDef): readonly Ability[] {
  let f = FORCED.get(d);
  if (f === undefined) FORCED.set(d, (f = (d.ab ?? []).filter(isForced)));
  return f;
}

/** Triggers about one enemy's activation: an encounter card's forced ability answers its own only. */
const ENEMY_TRIGGERS: ReadonlySet<Window['on']> = new Set(['villainAttacksYou', 'enemyAttackedYou', 'enemySchemed']);

/**
 * Forced interrupts and responses (§2.7 "Forced") that this window's trigger sets off, in a fixed
 * order: player cards in player order (identity, then play order), then encounter cards in play.
 * A player card's fires for its controller ("you" triggers: only the player the window is about);
 * an encounter card's fires with the window's player as "you", and for an enemy's attack only when it
 * is that enemy or attached to it.
 */
export function forcedAbilities(s: S, w: Window): Array<{ src: string; seat: string | null; ability: Ability }> {
  const out: Array<{ src: string; seat: string | null; ability: Ability }> = [];
  // most games: no card could answer (this trigger), so nothing to scan
  if (!gameHasForcedOn(s, w.on)) return out;
  const forced = (id: string): readonly Ability[] => {
    const f = forcedOf(defOf(s, id));
    return f.length === 0 ? f : f.filter((ab) => ab.on === w.on && triggerOk(s, w, id, ab.when));
  };
  for (const seat of seatOrder(s)) {
    if (isYouTrigger(w) && w.seat !== seat) continue;
    const play = s.zones[zn('play', seat)] ?? [];
    for (let k = -1; k < play.length; k++) {
      const id = k < 0 ? identityOf(s, seat) : play[k]; // the identity, then the play area
      for (const ability of forced(id)) if (formOk(s, seat, ability.form)) out.push({ src: id, seat, ability });
    }
  }
  for (const id of inPlay(s)) {
    if (ownerOf(id) !== null) continue;
    if (ENEMY_TRIGGERS.has(w.on) && id !== w.card && cs(s, id).on !== w.card) continue;
    for (const ability of forced(id)) out.push({ src: id, seat: w.seat, ability });
  }
  return out;
}

/** Why the ability cannot be used now (null = usable). */
export function abilityProblem(s: S, seat: string, id: string, index: number, w: Window | null): string | null {
  if (s.players[seat]?.eliminated) return 'mc.eliminated';
  // an encounter card's action (e.g. "Hero Action" on an attachment in the villain area) is any player's
  const encounter = ownerOf(id) === null && isInPlay(s, id);
  const zone =
    identityOf(s, seat) === id
      ? 'identity'
      : (s.zones[zn('play', seat)] ?? []).includes(id) || encounter
        ? 'play'
        : null;
  if (!zone) return 'mc.notYours';
  const d = defOf(s, id);
  const ab: Ability | undefined = d.ab?.[index];
  if (!ab) return 'mc.noSuchAbility';
  if (encounter && ab.kind !== 'action') return 'mc.wrongTiming';
  if (w) {
    if ((ab.kind !== 'interrupt' && ab.kind !== 'response') || ab.on !== w.on) return 'mc.wrongTiming';
    if (w.used.includes(`${id}#${index}`)) return 'mc.wrongTiming';
    if (isYouTrigger(w) && w.seat !== seat) return 'mc.notYours';
    if (!triggerOk(s, w, id, ab.when)) return 'mc.wrongTiming';
  } else if (ab.kind !== 'action') return 'mc.wrongTiming';
  if (!formOk(s, seat, ab.form)) return ab.form === 'hero' ? 'mc.needHeroForm' : 'mc.needAlterEgoForm';
  const c = cs(s, id);
  if (ab.oncePerRound && c.used?.includes(usedKey(s, id, index))) return 'mc.limitReached';
  if (ab.cost?.exhaust && c.exhausted) return 'mc.exhausted';
  if (ab.cost?.use && !(c.uses ?? 0)) return 'mc.noUses';
  if (ab.cost?.exhaustHero && cs(s, identityOf(s, seat)).exhausted) return 'mc.exhausted';
  const need = Math.max(ab.cost?.pay ?? 0, ab.cost?.needs?.length ?? 0);
  const needs = onlyNeeds(ab.cost?.needs ?? [], ab.cost?.only, need);
  if (need && !canAfford(s, seat, need, needs, d.traits ?? [], [id], d.aspect)) return 'mc.cannotPay';
  if (ab.cost?.healYou && (cs(s, identityOf(s, seat)).dmg ?? 0) < ab.cost.healYou) return 'mc.nothingToHeal';
  if (!hasTargets(s, ab.effects, { src: id, seat, trig: w?.card ?? w?.attacked ?? null })) return 'mc.noTarget';
  return null;
}

/** Everything `seat` could use in the window: event cards in hand and abilities in play. */
export function windowOptions(
  s: S,
  seat: string,
  w: Window,
): { play: string[]; use: { card: string; ability: number }[] } {
  const play: string[] = [];
  const use: { card: string; ability: number }[] = [];
  if (s.players[seat]?.eliminated) return { play, use };
  if (s.peril && s.peril !== seat) return { play, use }; // §2.12 Peril
  for (const id of s.zones[zn('hand', seat)] ?? [])
    if (playProblem(s, seat, id, w) === null && !defOf(s, id).manual) play.push(id);
  const mine = s.zones[zn('play', seat)] ?? [];
  for (let k = -1; k < mine.length; k++) {
    const id = k < 0 ? identityOf(s, seat) : mine[k]; // the identity, then the play area
    const ab = defOf(s, id).ab ?? [];
    for (let i = 0; i < ab.length; i++)
      if ((ab[i].kind === 'interrupt' || ab[i].kind === 'response') && abilityProblem(s, seat, id, i, w) === null)
        use.push({ card: id, ability: i });
  }
  return { play, use };
}

/**
 * An enemy that must be defended against with an ally (if able): the ready allies the engaged player
 * `seat` must choose from for the activation on top of the stack; null when no such rule applies.
 */
export function mustDefendWithAlly(s: S, seat: string): string[] | null {
  const t = s.stack[s.stack.length - 1];
  if (!t || t.t !== 'activation' || t.a.seat !== seat || t.a.target !== seat) return null;
  if (!defOf(s, t.a.enemy).ab?.some((ab) => ab.kind === 'constant' && ab.constant?.allyDefends)) return null;
  const allies = alliesOf(s, seat).filter((a) => !cs(s, a).exhausted && a !== t.a.ally);
  return allies.length > 0 ? allies : null;
}

/** Who damage "among heroes and allies" may still be assigned to: not more than defeats a character (digest "Indirect damage"). */
export function assignable(s: S, allot: { readonly [id: string]: number }): string[] {
  const out: string[] = [];
  for (const seat of seatOrder(s)) {
    if (s.players[seat].form === 'hero') out.push(identityOf(s, seat));
    out.push(...alliesOf(s, seat));
  }
  return out.filter((id) => (allot[id] ?? 0) < remainingHp(s, id));
}

/** The ally the attack on top of the stack is against (digest "Attacks against allies"), if any. */
export function attackedAlly(s: S): string | null {
  const t = s.stack[s.stack.length - 1];
  return t && t.t === 'activation' ? (t.a.ally ?? null) : null;
}

/**
 * Defenders `seat` could declare (§2.8 Defend): the hero (basic defense) and ready allies — not the ally the attack is
 * against (`attacked`: it is the one attacked, digest "Attacks against allies").
 */
export function defenders(s: S, seat: string, attacked: string | null = null): string[] {
  if (s.players[seat]?.eliminated) return [];
  const out: string[] = [];
  const me = identityOf(s, seat);
  const d = defOf(s, me);
  if (s.players[seat].form === 'hero' && !cs(s, me).exhausted && d.def !== null && d.def !== undefined) out.push(me);
  for (const a of alliesOf(s, seat)) if (!cs(s, a).exhausted && a !== attacked) out.push(a);
  return out;
}

export { ownerOf };
