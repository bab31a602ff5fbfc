// Game-state changes shared by every part of the engine: drawing and the empty player deck,
// encounter deck draws and reshuffles, damage/healing/defeat, threat, status cards, stage changes,
// elimination and the end of the game. All work on a private draft (see apply in module.ts).

import { pushInOrderInPlace } from '../../../kernel/decisions';
import { withoutUndefined } from '../../../kernel/json';
import { seatAfter } from '../../../kernel/flow';
import { Rng } from '../../../kernel/rng';
import { drawInPlace, shuffleZoneInPlace } from '../../../kernel/zones';
import {
  alliesOf,
  cannotTakeDamage,
  threatLocked,
  areaOf,
  card,
  codeOf,
  cs,
  defByCode,
  defOf,
  firstSeat,
  forget,
  identityOf,
  isInPlay,
  keywords,
  mainId,
  minionsOf,
  ownerOf,
  perPlayer,
  put,
  remainingHp,
  seatOrder,
  stat,
  statusMax,
  take,
  villainId,
  zoneOf,
  zn,
} from './core';
import { gameFacts } from './facts';
import { cannotLeavePlay, forcedAbilities, gameAnswers, gameTracksDefeats, windowOptions } from './options';
import type { CardDef, DamageOpts, Draft, McEvent, McState, Status, Task, Window } from './types';

export type Ev = McEvent[];

/**
 * A card as the log names it: its code, or `facedown.<trait>` for a facedown card in play (a Drone
 * made of a player card), which stays unknown: the board names it "Facedown card (Drone)".
 */
export function shownCode(s: McState | Draft, id: string): string {
  const down = s.cards[id]?.facedown;
  return down ? `facedown.${down}` : codeOf(id);
}

export function log(ev: Ev, key: string, params?: { [k: string]: string | number | boolean | null }): void {
  ev.push(params ? { type: 'log', key, params } : { type: 'log', key });
}

export function push(s: Draft, ...tasks: Task[]): void {
  // Pushed in reading order: the first task given resolves first.
  pushInOrderInPlace(s.stack, ...(tasks as Draft['stack']));
}

export function shuffleZone(s: Draft, zone: string): void {
  const rng = new Rng(s.rng);
  shuffleZoneInPlace(s.zones, zone, rng);
  s.rng = rng.state();
}

export function gameOver(s: Draft, win: boolean, reason: string, ev: Ev): void {
  if (s.result) return;
  s.result = { win, reason };
  s.phase = 'over';
  s.ask = null;
  s.stack = [];
  log(ev, win ? 'mc.log.won' : 'mc.log.lost', { reason });
}

/** A side scheme enters with its starting threat (not "placed", §2.11) plus Hinder X (§8.3 #8). */
export function enterSideScheme(s: Draft, id: string): void {
  const d = defOf(s, id);
  const n = perPlayer(s, d.threat, d.threatPer) + (keywords(s, id).hinder ?? 0);
  if (n > 0) card(s, id).threat = n;
  else discard(s, id, true);
}

// ---- player deck (§2.12 Empty player deck) ----

/** An empty player deck: shuffle the discard in and deal that player an encounter card. */
export function refillPlayerDeck(s: Draft, seat: string, ev: Ev): void {
  const deck = zn('deck', seat);
  const discard = zn('discard', seat);
  if ((s.zones[deck] ?? []).length > 0 || (s.zones[discard] ?? []).length === 0) return;
  s.zones[deck] = s.zones[discard];
  s.zones[discard] = [];
  shuffleZone(s, deck);
  log(ev, 'mc.log.playerDeckReshuffled', { seat });
  dealEncounter(s, seat, ev);
}

/** Draws one card at a time (§2.7 Draw, §8.3 #3). */
export function draw(s: Draft, seat: string, n: number, ev: Ev): void {
  if (s.players[seat].eliminated) return;
  // the discard is shuffled in as soon as the deck runs out, even after the last card drawn
  const drawn = drawInPlace(s.zones, zn('deck', seat), zn('hand', seat), n, {
    refill: () => refillPlayerDeck(s, seat, ev),
    when: 'empty',
  });
  if (drawn.length) ev.push({ type: 'drew', seat, cards: drawn });
}

/**
 * Discards the top `n` cards of a player's deck one by one, keeping their order (§2.3 Discard); a deck
 * that runs out is refilled at once and no more are discarded (§2.12 Empty player deck). `each` sees each card
 * right after it is discarded (before a refill), e.g. to take it from the discard pile.
 */
export function discardFromDeck(s: Draft, seat: string, n: number, ev: Ev, each?: (id: string) => void): string[] {
  const deck = zn('deck', seat);
  const out: string[] = [];
  for (let k = 0; k < n && (s.zones[deck] ?? []).length > 0; k++) {
    const id = s.zones[deck][0];
    discard(s, id);
    out.push(id);
    each?.(id);
  }
  if (out.length) log(ev, 'mc.log.discardedFromDeck', { seat, n: out.length });
  refillPlayerDeck(s, seat, ev);
  return out;
}

// ---- encounter deck (§2.12) ----

/** Top card of the encounter deck, reshuffling the discard in (+1 acceleration token) when empty. */
export function encounterTop(s: Draft, ev: Ev): string | null {
  if ((s.zones.encDeck ?? []).length === 0) {
    if ((s.zones.encDiscard ?? []).length === 0) {
      // §2.12, §8.3 #32: deck and discard both empty → infinite acceleration, the players lose.
      gameOver(s, false, 'infiniteAcceleration', ev);
      return null;
    }
    s.zones.encDeck = s.zones.encDiscard;
    s.zones.encDiscard = [];
    shuffleZone(s, 'encDeck');
    s.accel++;
    log(ev, 'mc.log.encounterReshuffled');
  }
  return s.zones.encDeck[0] ?? null;
}

export function dealEncounter(s: Draft, seat: string, ev: Ev): void {
  const id = encounterTop(s, ev);
  if (!id) return;
  put(s, id, zn('dealt', seat));
  log(ev, 'mc.log.dealt', { seat });
}

export function dealBoost(s: Draft, enemy: string, ev: Ev): void {
  const id = encounterTop(s, ev);
  if (!id) return;
  put(s, id, zn('boost', enemy));
  log(ev, 'mc.log.boostDealt', { enemy: codeOf(enemy) });
}

export function discardEncounter(s: Draft, id: string): void {
  forget(s, id);
  put(s, id, 'encDiscard', true);
}

/** Sends a card out of play to where it belongs (§2.3 Discard; §2.14 Victory). */
/** An enemy's boost cards go to the encounter discard unflipped (its activation ended or it left play). */
export function discardBoosts(s: Draft, enemy: string): void {
  for (const b of [...(s.zones[zn('boost', enemy)] ?? [])]) discardEncounter(s, b);
  delete s.zones[zn('boost', enemy)];
}

/**
 * `src`: the card whose effect discards it (digest "Permanent": a Permanent card in play leaves only by an effect of a
 * card of its own set, itself included; by a rule or another card's effect it stays — the call does nothing).
 */
export function discard(s: Draft, id: string, victory = false, ev: Ev = [], src: string | null = null): void {
  const d = defOf(s, id);
  if (d.kw?.permanent && cannotLeavePlay(s, id, src)) return;
  const lifted = isInPlay(s, id) ? hpLifted(s, id) : [];
  for (const other of Object.keys(s.cards)) if (s.cards[other].on === id) detach(s, other);
  discardBoosts(s, id);
  forget(s, id);
  const owner = ownerOf(id);
  if (victory && keywords(s, id).victory) put(s, id, 'victory');
  else if (owner === null) put(s, id, 'encDiscard', true);
  else if (s.players[owner]?.eliminated) put(s, id, 'removed');
  else put(s, id, zn('discard', owner), true);
  // digest "Gets": the hit points it gave are lost, max and remaining; at 0 the character is defeated
  // (FAQ Rocket Boots)
  for (const x of lifted) if (isInPlay(s, x) && (stat(s, x, 'hp') ?? 0) > 0 && remainingHp(s, x) <= 0) defeat(s, x, ev);
  void d;
}

/** A card attached to one leaving play goes with it; a Permanent one stays in play, attached to nothing. */
function detach(s: Draft, id: string): void {
  discard(s, id);
  if (s.cards[id]?.on && isInPlay(s, id)) delete s.cards[id].on;
}

/** The characters a card in play gives more hit points to (its constant "gets +N hit points"). */
function hpLifted(s: Draft, id: string): string[] {
  const out: string[] = [];
  const seat = areaOf(s, id);
  for (const ab of defOf(s, id).ab ?? []) {
    const c = ab.kind === 'constant' ? ab.constant : undefined;
    if (!c || c.stat !== 'hp' || !c.n || c.n < 0) continue;
    if (c.to === 'host' && cs(s, id).on) out.push(cs(s, id).on!);
    else if (c.to === 'you' && seat) out.push(identityOf(s, seat));
    else if (c.to === 'yourAllies' && seat) out.push(...alliesOf(s, seat));
  }
  return out;
}

// ---- status cards (§2.13) ----

export function giveStatus(s: Draft, id: string, st: Status, ev: Ev): void {
  if (!isInPlay(s, id)) return;
  if (st !== 'tough' && keywords(s, id).stalwart) return; // §2.13 Stalwart, §8.3 #38
  const c = card(s, id);
  const max = st === 'tough' ? 1 : statusMax(s, id);
  if ((c[st] ?? 0) >= max) return;
  c[st] = (c[st] ?? 0) + 1;
  log(ev, 'mc.log.status', { card: shownCode(s, id), status: st });
}

/** A stunned/confused replacement: remove them all (Steady, §8.3 #39). */
export function clearStatus(s: Draft, id: string, st: 'stunned' | 'confused', ev: Ev): void {
  const c = card(s, id);
  delete c[st];
  log(ev, st === 'stunned' ? 'mc.log.stunReplaced' : 'mc.log.confuseReplaced', { card: shownCode(s, id) });
}

// ---- damage and healing (§2.9) ----

export type { DamageOpts };

/**
 * Deals damage; returns the damage taken (0 when prevented by tough). Damage an identity would take while a card can
 * answer "when your identity would take damage" waits for that interrupt window: a window and a `damage` task go on the
 * stack (the task deals it, less what was prevented) and `n` is returned (a "then" part learns the truth from the task).
 */
export function damage(s: Draft, id: string, n: number, ev: Ev, opts: DamageOpts = {}): number {
  if (n <= 0 || !isInPlay(s, id)) return 0;
  if (cannotTakeDamage(s, id)) return 0; // a constant "cannot take damage while …": none is taken, tough untouched
  if (!opts.windowed && damageInterruptible(s, id, n, opts)) {
    push(
      s,
      { t: 'window', w: damageWindow(s, id, opts.source ?? null) },
      {
        t: 'damage',
        card: id,
        n,
        // plain JSON in the state: options given as `undefined` are left out
        opts: withoutUndefined({ ...opts, windowed: true }),
      },
    );
    return n;
  }
  const d = defOf(s, id);
  const c = card(s, id);
  if (opts.piercing && c.tough) {
    delete c.tough; // §2.9 Piercing
    log(ev, 'mc.log.toughPierced', { card: shownCode(s, id) });
  }
  if (c.tough) {
    // §2.13 Tough: all the damage is prevented and one tough card discarded — before any interrupt
    // that would prevent it (glossary "Tough": the status card comes first).
    delete c.tough;
    log(ev, 'mc.log.toughUsed', { card: shownCode(s, id) });
    return 0;
  }
  n -= Math.min(n, opts.prevent ?? 0); // glossary "Prevent": lowers the damage taken
  if (n <= 0) return 0;
  const soak = absorber(s, id);
  if (soak) {
    // a forced interrupt places the damage on an attachment instead (e.g. armour): the host takes none
    const sc = card(s, soak.id);
    sc.dmg = (sc.dmg ?? 0) + n;
    log(ev, 'mc.log.damage', { card: codeOf(soak.id), n });
    if (sc.dmg >= soak.n) discard(s, soak.id);
    return 0;
  }
  // The hit points are read once: nothing below changes them before `defeat` (placing damage, the log, a
  // replacement that does not apply, tookDamage's tasks), so the remaining hit points are `hp` less the damage.
  const hp = stat(s, id, 'hp') ?? 0;
  const before = hp - (c.dmg ?? 0);
  c.dmg = (c.dmg ?? 0) + n;
  const left = hp - c.dmg;
  log(ev, 'mc.log.damage', { card: shownCode(s, id), n });
  if (left <= 0 && hp > 0 && savedFromDefeat(s, id, ev)) return n;
  if (left > 0) tookDamage(s, id);
  if (left <= 0 && hp > 0) {
    const excess = n - Math.max(0, before);
    defeat(s, id, ev, opts.by);
    if (opts.overkill && excess > 0) {
      // §2.9 Overkill: excess on an ally goes to its controller's identity, on a minion to the villain.
      if (d.type === 'ally') {
        const seat = ownerOf(id);
        if (seat && !s.players[seat].eliminated) damage(s, identityOf(s, seat), excess, ev, { source: opts.source });
      } else if (d.type === 'minion') {
        const v = villainId(s);
        if (v) damage(s, v, excess, ev, { source: opts.source });
      }
    }
  }
  return n;
}

/** The "would take damage" interrupt window of the identity `id` (its player's), `source` dealing it. */
export function damageWindow(s: Draft, id: string, source: string | null): Window {
  return { on: 'youWouldTakeDamage', seat: ownerOf(id), card: source, passed: [], used: [] };
}

/**
 * Whether damage about to be dealt to `id` opens a "would take damage" window (only when a card can answer it now):
 * an identity that would take some (digest "Damage" order: a tough card comes first, so with one — unless the damage
 * is piercing — or a constant that stops it, no damage would be taken and no window opens).
 */
export function damageInterruptible(s: Draft, id: string, n: number, opts: DamageOpts): boolean {
  if (!gameAnswers(s, 'youWouldTakeDamage')) return false; // most games: no card could answer
  const seat = ownerOf(id);
  if (seat === null || s.players[seat]?.identity !== id || s.players[seat].eliminated) return false;
  if (n <= (opts.prevent ?? 0) || (cs(s, id).tough && !opts.piercing) || absorber(s, id) || cannotTakeDamage(s, id))
    return false;
  const w = damageWindow(s, id, opts.source ?? null);
  if (forcedAbilities(s, w).length > 0) return true;
  return seatOrder(s).some((p) => {
    const o = windowOptions(s, p, w);
    return o.play.length > 0 || o.use.length > 0;
  });
}

/** An attachment in play on `id` whose constant ability absorbs the damage dealt to it. */
function absorber(s: Draft, id: string): { id: string; n: number } | null {
  for (const other of attachedTo(s, id))
    for (const ab of defOf(s, other).ab ?? [])
      if (ab.kind === 'constant' && ab.constant?.absorb) return { id: other, n: ab.constant.absorb };
  return null;
}

/** Cards attached to `id` (they share its zone). */
function attachedTo(s: Draft, id: string): string[] {
  const z = zoneOf(s, id);
  return z ? s.zones[z].filter((other) => s.cards[other]?.on === id) : [];
}

/** A replacement on an attachment ("when the host would be defeated, heal all its damage instead; discard this"). */
function savedFromDefeat(s: Draft, id: string, ev: Ev): boolean {
  for (const a of attachedTo(s, id))
    if ((defOf(s, a).ab ?? []).some((ab) => ab.kind === 'constant' && ab.constant?.saveFromDefeat)) {
      log(ev, 'mc.log.saved', { card: codeOf(id), by: codeOf(a) });
      heal(s, id, cs(s, id).dmg ?? 0, ev);
      discard(s, a);
      return true;
    }
  return false;
}

/** Whether any card this game can hold has an "after … takes damage" ability (fixed for the game). */
function gameHasTookDamage(s: Draft): boolean {
  return gameFacts(s.custom).tookDamage;
}

/** Forced responses "after [the card / the card this is attached to] takes damage" (in play, before Retaliate). */
function tookDamage(s: Draft, id: string): void {
  if (!gameHasTookDamage(s)) return; // most games: no card could answer, so nothing to scan
  const tasks: Task[] = [];
  for (const src of [id, ...attachedTo(s, id)])
    for (const ab of defOf(s, src).ab ?? [])
      if (ab.kind === 'forcedResponse' && ab.on === 'tookDamage')
        tasks.push({ t: 'effects', fx: ab.effects, i: 0, ctx: { src, seat: firstSeat(s), trig: id } });
  if (tasks.length) push(s, ...tasks);
}

/** The top card of a player's deck, shuffling the discard in first when the deck is empty (§2.12). */
export function deckTop(s: Draft, seat: string, ev: Ev): string | null {
  refillPlayerDeck(s, seat, ev);
  return (s.zones[zn('deck', seat)] ?? [])[0] ?? null;
}

/** The top `n` cards of a player's deck enter play facedown, engaged with them as minions with `trait`. */
export function facedownMinions(s: Draft, seat: string, n: number, trait: string, ev: Ev): number {
  let k = 0;
  for (; k < n && !s.players[seat].eliminated; k++) {
    const id = deckTop(s, seat, ev);
    if (!id) break;
    forget(s, id);
    card(s, id).facedown = trait;
    engage(s, id, seat, ev);
    refillPlayerDeck(s, seat, ev);
  }
  return k;
}

export function heal(s: Draft, id: string, n: number, ev: Ev): void {
  const c = card(s, id);
  const healed = Math.min(n, c.dmg ?? 0);
  if (healed <= 0) return;
  c.dmg = (c.dmg ?? 0) - healed;
  if (!c.dmg) delete c.dmg;
  log(ev, 'mc.log.healed', { card: shownCode(s, id), n: healed });
}

/** A character at 0 remaining HP is defeated (§2.9 Defeated, §2.10). */
export function defeat(s: Draft, id: string, ev: Ev, by?: string): void {
  const d = defOf(s, id);
  if (d.kw?.permanent && d.type !== 'villain') return; // digest "Permanent": it cannot be defeated
  log(ev, 'mc.log.defeated', { card: shownCode(s, id) });
  if (d.type === 'villain') return defeatVillain(s, id, ev);
  if (d.type === 'hero' || d.type === 'alter_ego') return eliminate(s, ownerOf(id)!, ev);
  const when = d.ab?.filter((a) => a.kind === 'whenDefeated') ?? [];
  const seat = zoneOf(s, id)?.split('.')[1] ?? firstSeat(s);
  // When Defeated resolves before the card leaves play (§2.7); the card then leaves at once here,
  // its effects run from the stack with the card as a remembered source.
  // forced interrupts of cards attached to it ("when attached minion is defeated") come first (§2.7 timing priority)
  const attached: Task[] = [];
  for (const other of Object.keys(s.cards))
    if (s.cards[other].on === id)
      for (const ab of defOf(s, other).ab ?? [])
        if (ab.kind === 'forcedInterrupt' && ab.on === 'hostDefeated')
          attached.push({
            t: 'effects',
            fx: ab.effects,
            i: 0,
            ctx: { src: other, seat: ownerOf(other) ?? seat, trig: id },
          });
  const tasks: Task[] = [
    ...attached,
    ...when.map((ab): Task => ({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat } })),
  ];
  if (d.type === 'minion')
    tasks.push({
      t: 'window',
      w: { on: 'minionDefeated', seat, card: id, passed: [], used: [], ...(by && gameTracksDefeats(s) ? { by } : {}) },
    });
  push(s, ...tasks);
  discard(s, id, true);
}

function defeatVillain(s: Draft, id: string, ev: Ev): void {
  const next = (s.zones.villainDeck ?? [])[0];
  if (!next) {
    discardVillainArea(s, id);
    gameOver(s, true, 'villainDefeated', ev);
    return;
  }
  // §2.10: the stage is removed; the next is revealed; everything but damage carries over when
  // the name is the same (§8.3 #29: otherwise discarded with the old stage).
  const old = cs(s, id);
  const same = defOf(s, next).name === defOf(s, id).name;
  put(s, next, 'villain', true);
  if (same) {
    const carried = { ...old } as Draft['cards'][string];
    delete carried.dmg;
    s.cards[next] = carried;
    for (const other of Object.keys(s.cards)) if (s.cards[other].on === id) s.cards[other].on = next;
    if (s.zones[zn('boost', id)]) {
      s.zones[zn('boost', next)] = s.zones[zn('boost', id)];
      delete s.zones[zn('boost', id)];
    }
    for (const l of s.lasting) if (l.card === id) l.card = next;
    // Defeated during its own activation: the activation goes on with the new stage (a stage with
    // another name ends it, as the old card's activation finds it out of play).
    for (const t of s.stack) if (t.t === 'activation' && t.a.enemy === id) t.a.enemy = next;
  } else discardVillainArea(s, id, next);
  forget(s, id);
  put(s, id, 'removed');
  log(ev, 'mc.log.villainStage', { code: codeOf(next), stage: defOf(s, next).stage ?? 0 });
  if (keywords(s, next).toughness) giveStatus(s, next, 'tough', ev);
  for (const ab of defOf(s, next).ab ?? [])
    if (ab.kind === 'whenRevealed')
      push(s, { t: 'effects', fx: ab.effects, i: 0, ctx: { src: next, seat: firstSeat(s) } });
}

/** The villain stage's attachments leave with it; a Permanent one stays, on the next stage (`next`) if any. */
function discardVillainArea(s: Draft, id: string, next?: string): void {
  for (const other of Object.keys(s.cards))
    if (s.cards[other].on === id) {
      detach(s, other);
      if (next && isInPlay(s, other)) s.cards[other].on = next;
    }
  discardBoosts(s, id);
}

// ---- threat (§2.11) ----

export function mainTarget(s: Draft, id: string): number {
  const d = defOf(s, id);
  return perPlayer(s, d.target, d.targetPer);
}

/**
 * Places threat (§2.11). When a card in play (or an event in a hand) answers "threat would be placed", the
 * placement waits for that interrupt window (glossary "Prevent": prevented threat is subtracted before it is
 * placed; a cancel or replacement drops it): a window and a `placeThreat` task go on the stack and `windowed` is
 * set when the task runs it.
 */
export function placeThreat(s: Draft, id: string, n: number, ev: Ev, windowed = false): void {
  if (n <= 0 || !isInPlay(s, id)) return;
  if (!windowed && threatInterruptible(s)) {
    push(
      s,
      { t: 'window', w: { on: 'threatWouldBePlaced', seat: null, card: id, passed: [], used: [], cancels: 1 } },
      { t: 'placeThreat', card: id, n },
    );
    return;
  }
  const c = card(s, id);
  c.threat = (c.threat ?? 0) + n;
  log(ev, 'mc.log.threatPlaced', { card: codeOf(id), n });
  if (id === mainId(s) && c.threat >= mainTarget(s, id)) completeMain(s, ev);
}

/**
 * The main scheme's threat reached its target: it is completed — its When Completed resolves (digest
 * "When Completed"), then the deck advances (§2.11). Only this way counts as completed.
 */
export function completeMain(s: Draft, ev: Ev): void {
  const id = mainId(s);
  if (!id) return;
  const when = (defOf(s, id).ab ?? []).filter((ab) => ab.kind === 'whenCompleted');
  if (when.length === 0) return advanceMain(s, ev);
  if (s.stack.some((t) => t.t === 'advanceMain' && t.from === id)) return; // already completing
  push(s, ...when.map((ab): Task => ({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat: firstSeat(s) } })), {
    t: 'advanceMain',
    from: id,
  });
}

export function removeThreat(s: Draft, id: string, n: number, ev: Ev): number {
  if (threatLocked(s, id)) return 0;
  const c = card(s, id);
  const removed = Math.min(n, c.threat ?? 0);
  if (removed > 0) {
    c.threat = (c.threat ?? 0) - removed;
    log(ev, 'mc.log.threatRemoved', { card: codeOf(id), n: removed });
  }
  if (defOf(s, id).type === 'side_scheme' && !c.threat && !defOf(s, id).kw?.permanent) {
    // §2.9 Defeated: a side scheme with no threat is defeated and discarded (Victory X: display).
    delete c.threat;
    log(ev, 'mc.log.schemeDefeated', { card: codeOf(id) });
    for (const ab of defOf(s, id).ab ?? [])
      if (ab.kind === 'whenDefeated')
        push(s, { t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat: firstSeat(s) } });
    discard(s, id, true);
  }
  return removed;
}

/**
 * The abilities that resolve when a main scheme stage is revealed, in order: its A side's (`front`:
 * Setup instructions during setup, then When Revealed), then its own When Revealed (§2.11; setup
 * step 12). For a villain stage or a card without an A side, only its own When Revealed.
 */
export function stageRevealed(s: Draft, id: string, setup: boolean): Task[] {
  const d = defOf(s, id);
  const kinds = (ab: { kind: string }, withSetup: boolean) =>
    ab.kind === 'whenRevealed' || (withSetup && ab.kind === 'setup');
  const front = d.front ? defByCode(s, d.front) : null;
  const abilities = [
    ...(front?.ab ?? []).filter((ab) => kinds(ab, setup)),
    ...(d.ab ?? []).filter((ab) => kinds(ab, false)),
  ];
  return abilities.map((ab) => ({ t: 'effects', fx: ab.effects, i: 0, ctx: { src: id, seat: firstSeat(s) } }));
}

const answersThreat = (d: CardDef): boolean =>
  d.on === 'threatWouldBePlaced' || (d.ab ?? []).some((ab) => ab.on === 'threatWouldBePlaced');

/** A card in play or in a hand could interrupt a threat placement now. */
export function threatInterruptible(s: Draft): boolean {
  if (!gameAnswers(s, 'threatWouldBePlaced')) return false; // most games: no card could answer
  return s.seats.some(
    (seat) =>
      !s.players[seat].eliminated &&
      [identityOf(s, seat), ...(s.zones[zn('play', seat)] ?? []), ...(s.zones[zn('hand', seat)] ?? [])].some((id) =>
        answersThreat(defOf(s, id)),
      ),
  );
}

/** Main scheme completed (threat ≥ target): advance, or the players lose on the last stage (§2.11). */
export function advanceMain(s: Draft, ev: Ev): void {
  const id = mainId(s);
  if (!id) return;
  const next = (s.zones.mainDeck ?? [])[0];
  if (!next) {
    gameOver(s, false, 'schemeCompleted', ev);
    return;
  }
  for (const other of Object.keys(s.cards)) if (s.cards[other].on === id) detach(s, other);
  forget(s, id);
  put(s, id, 'removed');
  put(s, next, 'main', true);
  const d = defOf(s, next);
  const start = perPlayer(s, d.threat, d.threatPer);
  if (start > 0) card(s, next).threat = start; // starting threat is not "placed" (§2.11)
  log(ev, 'mc.log.mainAdvanced', { code: codeOf(next) });
  push(s, ...stageRevealed(s, next, false));
  if ((card(s, next).threat ?? 0) >= mainTarget(s, next)) completeMain(s, ev);
}

// ---- elimination (§2.10) ----

export function eliminate(s: Draft, seat: string, ev: Ev): void {
  const p = s.players[seat];
  if (p.eliminated) return;
  const order = seatOrder(s);
  const nextSeat = seatAfter(order, seat);
  p.eliminated = true;
  log(ev, 'mc.log.eliminated', { seat });
  // 1. first player token passes
  if (s.seats[s.first] === seat && nextSeat) s.first = s.seats.indexOf(nextSeat);
  // 2. engaged minions engage the next player (keeping everything)
  for (const m of minionsOf(s, seat)) {
    if (nextSeat) {
      put(s, m, zn('engaged', nextSeat));
      if (keywords(s, m).quickstrike && s.players[nextSeat].form === 'hero')
        push(s, activationTask(m, nextSeat, 'attack'));
    }
  }
  // attachments on minions travel with them: they sit in the same engaged zone
  for (const id of [...(s.zones[zn('engaged', seat)] ?? [])]) {
    const host = cs(s, id).on;
    if (host && nextSeat && zoneOf(s, host) === zn('engaged', nextSeat)) put(s, id, zn('engaged', nextSeat));
  }
  // 3. cards in the area they do not own go to their owners' discards; 4. the rest is removed
  for (const kind of ['identity', 'play', 'engaged', 'dealt', 'hand', 'deck', 'discard']) {
    for (const id of [...(s.zones[`${kind}.${seat}`] ?? [])]) {
      const owner = ownerOf(id);
      forget(s, id);
      if (owner === seat) put(s, id, 'removed');
      else if (owner === null) put(s, id, 'encDiscard', true);
      else if (s.players[owner].eliminated) put(s, id, 'removed');
      else put(s, id, zn('discard', owner), true);
    }
  }
  for (const z of Object.keys(s.zones)) if (z.startsWith('boost.') && !zoneOf(s, z.slice(6))) delete s.zones[z];
  // 5. a card the player was paying for (e.g. defeated by a manual change mid-payment) leaves with
  // them: its payment is dropped, or cancelling it later would put the card back in their hand.
  const paying = s.stack.filter((t) => t.t === 'pay' && t.p.seat === seat);
  if (paying.length) {
    s.stack = s.stack.filter((t) => !(t.t === 'pay' && t.p.seat === seat));
    for (const t of paying) {
      const card = t.t === 'pay' && t.p.for.ability === undefined ? t.p.for.card : null;
      if (!card || zoneOf(s, card) !== 'playing') continue;
      const owner = ownerOf(card);
      put(
        s,
        card,
        owner === seat || (owner !== null && s.players[owner].eliminated)
          ? 'removed'
          : owner === null
            ? 'encDiscard'
            : zn('discard', owner),
        true,
      );
    }
  }
  if (seatOrder(s).length === 0) gameOver(s, false, 'allEliminated', ev);
}

export function activationTask(enemy: string, seat: string, kind: 'attack' | 'scheme'): Task {
  return {
    t: 'activation',
    a: { enemy, seat, kind, target: seat, defender: null, basic: false, value: 0, step: 'start', asked: [] },
  };
}

/** Exhausts a card; false when it was already exhausted. */
export function exhaust(s: Draft, id: string): boolean {
  const c = card(s, id);
  if (c.exhausted) return false;
  c.exhausted = true;
  return true;
}

export function ready(s: Draft, id: string): void {
  const c = s.cards[id];
  if (c?.exhausted) delete c.exhausted;
}

/** Puts a minion into play engaged with a player (§2.12 Engaged), with Toughness and Quickstrike. */
export function engage(s: Draft, id: string, seat: string, ev: Ev): void {
  put(s, id, zn('engaged', seat));
  log(ev, 'mc.log.engaged', { card: shownCode(s, id), seat }); // a facedown card stays unknown
  const kw = keywords(s, id);
  if (kw.toughness) giveStatus(s, id, 'tough', ev);
  const after: Task[] = [];
  if (kw.quickstrike && s.players[seat].form === 'hero') after.push(activationTask(id, seat, 'attack')); // §2.12 Quickstrike
  if (kw.teamwork) {
    // Teamwork (TRAIT): if another minion with that trait is in play, all such minions activate.
    const others = allMinions(s).filter((m) => m !== id && (defOf(s, m).traits ?? []).includes(kw.teamwork!));
    if (others.length)
      for (const m of [id, ...others])
        if (keywords(s, m).teamwork === kw.teamwork)
          after.push(
            activationTask(
              m,
              zoneOf(s, m)!.split('.')[1],
              s.players[zoneOf(s, m)!.split('.')[1]].form === 'hero' ? 'attack' : 'scheme',
            ),
          );
  }
  // "After a minion enters play" responses: after its keywords (a window only if a card could answer)
  if (gameAnswers(s, 'minionEnters'))
    after.push({ t: 'window', w: { on: 'minionEnters', seat, card: id, passed: [], used: [] } });
  push(s, ...after);
}

function allMinions(s: Draft): string[] {
  return s.seats.flatMap((seat) => minionsOf(s, seat));
}

export function alliesAndIdentity(s: Draft, seat: string): string[] {
  return [identityOf(s, seat), ...alliesOf(s, seat)];
}

export function cardName(s: Draft, id: string): string {
  return defByCode(s, codeOf(id)).name;
}

export { take };
