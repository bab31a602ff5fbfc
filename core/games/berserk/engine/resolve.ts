// Effects on a Draft: reveals, attacks and fights (§5.2–5.5 with the Strike Table), wounds with
// their modifiers and preventions (§5.15), death and the graveyard (§5.12), turn start and end
// (§5.1), the loss check (§5.13).

import type { AbilityName } from '../abilities';
import { FRESH, patch, removeFrom, w, wp, type Draft } from './draft';
import {
  cellOf,
  creatureCount,
  defenders,
  has,
  inPlay,
  isCreatureType,
  isFlyer,
  isMagic,
  isRanged,
  isStrike,
  other,
  seatOf,
  singleTier,
  tableRow,
  xOf,
  abilitiesOf,
  cardsAdjacent,
  life,
  closedInLastTurn,
  canRageOpen,
  inGame,
} from './rules';
import { absRow, cellAt, COLS, neighbours } from './board';
import type { AttackName, BerserkState, Choice, Fight } from './types';

const seatOfCard = (d: Draft, i: number) => seatOf(d.cards[i].owner);
const key = (d: Draft, i: number) => d.cards[i].key;

/** A hidden card becomes revealed (§5.11); a revealed flyer or terrain goes to the Extra Zone (§4.3 step 5d, §5.7). */
export function reveal(d: Draft, i: number): void {
  const u = d.units[i];
  if (!u.hidden) return;
  patch(d, i, { hidden: false });
  d.events.push({ type: 'revealed', seat: seatOfCard(d, i), card: key(d, i), cell: u.cell });
  if (d.keptHidden.includes(i)) removeFrom(w(d, 'keptHidden'), i);
  toExtraIfNeeded(d, i);
}

export function toExtraIfNeeded(d: Draft, i: number): void {
  const u = d.units[i];
  const t = d.cards[i].type;
  if (u.z !== 'field' || u.host >= 0 || u.hidden || (t !== 'flyer' && t !== 'terrain')) return;
  w(d, 'grid')[u.cell] = -1;
  patch(d, i, { z: 'extra', cell: -1 });
  w(d, 'extra').push(i);
  for (let k = 0; k < d.units.length; k++) if (d.units[k].host === i) patch(d, k, { z: 'extra' });
  d.events.push({ type: 'toExtra', seat: seatOfCard(d, i), card: key(d, i) });
}

/**
 * A card from a graveyard or deck enters its owner's squad (Resurrection, Summon, Incarnation,
 * §5.15): revealed, on `cell` (a flyer goes to the Extra Zone, §5.7); open, but closed and marked
 * when it incarnates.
 */
export function enter(d: Draft, i: number, cell: number, how: 'resurrection' | 'summon' | 'incarnation'): void {
  const u = d.units[i];
  const p = d.cards[i].owner;
  if (u.z === 'grave') removeFrom(wp(d, 'graves', p), i);
  else removeFrom(wp(d, 'decks', p), i);
  const incarnation = how === 'incarnation';
  const base = { ...FRESH, closed: incarnation, incarnated: incarnation || u.incarnated };
  if (isFlyer(d.cards[i]) || cell < 0) {
    patch(d, i, { ...base, z: 'extra' });
    w(d, 'extra').push(i);
  } else {
    patch(d, i, { ...base, z: 'field', cell });
    w(d, 'grid')[cell] = i;
  }
  d.events.push({ type: 'enters', seat: seatOfCard(d, i), card: key(d, i), at: addressOfUnit(d, i), how });
}

const addressOfUnit = (d: Draft, i: number): string => (d.units[i].z === 'extra' ? 'extra' : `c${d.units[i].cell}`);

/** Queues a trigger or second step that waits for its controller's choice (resolved in choices.ts). */
export function queueChoice(d: Draft, kind: Choice['kind'], card: number, x: number, cell = -1): void {
  d.choices = [...d.choices, { kind, card, x, cell }];
}

/**
 * To the owner's graveyard (§5.12), attachments after their host. A death (not a card with no host
 * at Reveal) triggers Soul Catcher and Gift of Life; the incarnation marker stays on the card.
 */
export function toGrave(d: Draft, i: number, death = true): void {
  const u = d.units[i];
  if (!inPlay(u)) return;
  // read before the card and its equipment leave play (equipment may give Gift of Life, R7)
  const gift = death && inGame(d, 'giftOfLife') ? xOf(d, i, 'giftOfLife') : 0;
  if (u.z === 'field' && u.host < 0 && d.grid[u.cell] === i) w(d, 'grid')[u.cell] = -1;
  if (d.extra.includes(i)) removeFrom(w(d, 'extra'), i);
  patch(d, i, { ...FRESH, z: 'grave', incarnated: u.incarnated });
  wp(d, 'graves', d.cards[i].owner).push(i);
  d.events.push({ type: 'dies', seat: seatOfCard(d, i), card: key(d, i) });
  for (let k = 0; k < d.units.length; k++) if (d.units[k].host === i) toGrave(d, k, death);
  if (!death || !isCreatureType(d.cards[i])) return;
  // Gift of Life X: a creature of the same element in the squad gains X extra life (its owner chooses).
  if (gift > 0) queueChoice(d, 'giftOfLife', i, gift);
  if (!inGame(d, 'soulCatcher')) return;
  // Soul Catcher X: when any creature dies, this card gains a chip, to at most X.
  for (let k = 0; k < d.units.length; k++) {
    if (!inPlay(d.units[k]) || !has(d, k, 'soulCatcher')) continue;
    const x = xOf(d, k, 'soulCatcher');
    if (d.units[k].chips < x) addChip(d, k, 'soulCatcher');
  }
}

/** A chip for card `i`; a hidden card whose ability triggers is revealed first (§5.11). */
export function addChip(d: Draft, i: number, cause: string): void {
  reveal(d, i);
  const u = patch(d, i, { chips: d.units[i].chips + 1 });
  d.events.push({ type: 'chips', seat: seatOfCard(d, i), card: key(d, i), chips: u.chips, cause });
}

/** A wounded card with Dexterity may step aside once per turn (§5.15): queued unless already waiting. */
function woundTriggers(d: Draft, t: number): void {
  const u = d.units[t];
  if (u.dodged || u.z !== 'field' || u.host >= 0 || !inGame(d, 'dexterity') || !has(d, t, 'dexterity')) return;
  if (d.choices.some((c) => c.kind === 'dexterity' && c.card === t)) return;
  queueChoice(d, 'dexterity', t, 1);
}

/** Cards whose wounds reach their life go to the graveyard (§5.12), in card order, until none is left. */
export function checkDeaths(d: Draft): void {
  for (let i = 0; i < d.units.length; i++) {
    const u = d.units[i];
    if (!inPlay(u) || d.cards[i].health <= 0) continue;
    if (u.wounds >= life(d, i)) toGrave(d, i);
  }
}

/** Whether ability-kind `kind` (of the vocabulary) covers attack `attack` (§5.15 protections, rule 411). */
function covers(kind: string, attack: AttackName | 'effect'): boolean {
  if (kind === attack) return true;
  if (attack === 'effect') return false;
  if (kind === 'magic') return isMagic(attack);
  if (kind === 'strike') return isStrike(attack) && attack !== 'magicStrike';
  return false;
}

function kindParams(d: Draft, i: number, name: AbilityName): string[] {
  return abilitiesOf(d, i, name).map((a) => (a.params as { kind?: string }).kind ?? '');
}

/**
 * Wounds from an attack of `src` on `t` (§5.4 value, then §5.15 modifiers and preventions):
 * Wrath, Vulnerability (to X), Protection from X, Fortitude, Masking, Armor. Returns wounds dealt.
 */
export function attackWounds(d: Draft, src: number, t: number, base: number, kind: AttackName): number {
  if (!inPlay(d.units[t])) return 0;
  if (base <= 0) {
    // Masking is used up by the first attack even when that attack deals nothing (§5.15).
    if (
      d.units[t].closed &&
      !d.units[t].masked &&
      has(d, t, 'masking') &&
      kindParams(d, t, 'masking').some((k) => k === '' || covers(k, kind))
    )
      patch(d, t, { masked: true });
    return 0;
  }
  let value = base;
  if (has(d, src, 'wrath') && d.units[t].hurt) value += 1;
  if (has(d, t, 'vulnerability')) value += 1;
  for (const k of kindParams(d, t, 'vulnerabilityTo')) if (covers(k, kind)) value += 1;
  if (!isMagic(kind) && has(d, t, 'shieldOfArchaal')) value = Math.max(0, value - archaalShield(d, t));
  let prevented = 0;
  const block = (n: number) => {
    const p = Math.min(n, value);
    value -= p;
    prevented += p;
  };
  if (kindParams(d, t, 'protectionFrom').some((k) => covers(k, kind))) block(value);
  if (value > 0 && has(d, t, 'fortitude') && isStrike(kind) && d.cards[src].owner !== d.cards[t].owner) block(value);
  if (d.units[t].closed && !d.units[t].masked && has(d, t, 'masking')) {
    const kinds = kindParams(d, t, 'masking');
    if (kinds.some((k) => k === '' || covers(k, kind))) {
      patch(d, t, { masked: true });
      block(value);
    }
  }
  if (value > 0 && !isMagic(kind)) {
    let armor = 0;
    for (const a of abilitiesOf(d, t, 'armor')) armor += (a.params as { x: number }).x;
    const left = armor - d.units[t].armorUsed;
    if (left > 0) {
      const before = value;
      block(left);
      patch(d, t, { armorUsed: d.units[t].armorUsed + (before - value) });
    }
  }
  if (value > 0) {
    patch(d, t, { wounds: d.units[t].wounds + value, hurt: true, scathed: true });
    woundTriggers(d, t);
  }
  d.events.push({ type: 'wounds', seat: seatOfCard(d, t), card: key(d, t), amount: value, prevented, cause: kind });
  return value;
}

/**
 * Shield of Archaal X (§5.15): −1 for each poisoned creature (one with Poison) adjacent to the card,
 * both squads counted, at most X; recounted at every attack.
 */
function archaalShield(d: Draft, t: number): number {
  const c = cellOf(d, t);
  if (c < 0) return 0;
  let n = 0;
  for (const k of neighbours(c)) {
    const j = d.grid[k];
    if (j >= 0 && !d.units[j].hidden && isCreatureType(d.cards[j]) && has(d, j, 'poison')) n++;
  }
  return Math.min(n, xOf(d, t, 'shieldOfArchaal'));
}

/** Wounds that are not an attack (Poison, Fading, Fear, Plague, by hand). */
export function plainWounds(d: Draft, t: number, amount: number, cause: string): void {
  if (amount <= 0 || !inPlay(d.units[t])) return;
  patch(d, t, { wounds: d.units[t].wounds + amount, scathed: true });
  woundTriggers(d, t);
  d.events.push({ type: 'wounds', seat: seatOfCard(d, t), card: key(d, t), amount, prevented: 0, cause });
}

/** Heal X (§5.15): removes up to X wounds; incorporeal creatures cannot be healed. */
export function heal(d: Draft, t: number, x: number, cause: string): void {
  const u = d.units[t];
  if (!inPlay(u) || u.wounds <= 0 || has(d, t, 'incorporeality')) return;
  const amount = Math.min(x, u.wounds);
  patch(d, t, { wounds: u.wounds - amount });
  d.events.push({ type: 'heal', seat: seatOfCard(d, t), card: key(d, t), amount, cause });
}

function rollModifier(d: Draft, i: number, role: 'attack' | 'respond', kind: AttackName): number {
  let m = 0;
  if (has(d, i, 'blessing')) m += 1; // Blessing: +1 to all of this card's rolls
  if (has(d, i, 'curse')) m -= 1; // Curse: −1
  const melee = kind === 'strike' || kind === 'specialStrike' || kind === 'magicStrike';
  if (role === 'attack') {
    if (kind === 'strike') m += xOf(d, i, 'attackExperience') - xOf(d, i, 'clumsiness');
    if (kind === 'shot') m += xOf(d, i, 'shootingExperience');
    if (kind === 'throw') m += xOf(d, i, 'throwingExperience');
    if (kind === 'discharge') m += xOf(d, i, 'dischargeExperience');
  } else if (melee) {
    m += xOf(d, i, 'defenceExperience') - xOf(d, i, 'clumsiness');
  }
  return m;
}

/** A natural roll of card `i`; a Plague card takes wounds equal to an odd natural roll (§5.15 Plague). */
function roll(d: Draft, i: number): number {
  const n = d.rng.die(6);
  d.rolled = true;
  if (d.units[i].plague && n % 2 === 1) plainWounds(d, i, n, 'plague');
  return n;
}

/** Does `t` fight back (§5.4 b): an open, revealed creature that fights, against an answerable attack. */
function fightsBack(d: Draft, f: Fight): boolean {
  if (f.vanguard || (f.wasHidden && !f.defended)) return false;
  if (f.kind !== 'strike' && f.kind !== 'specialStrike') return false;
  if (f.kind === 'specialStrike') {
    const a = d.cards[f.source].abilities.find((x) => x?.name === 'specialStrike');
    if (!a || !(a.params as { answered?: boolean }).answered) return false;
  }
  if (has(d, f.source, 'unanswered')) return false;
  const u = d.units[f.target];
  const t = d.cards[f.target];
  return inPlay(u) && !u.hidden && !u.closed && isCreatureType(t) && t.hit !== null;
}

/** Still legal once the target is known (§5.11: an attack that became illegal on reveal is blocked). */
function stillLegal(d: Draft, f: Fight): boolean {
  const u = d.units[f.target];
  const t = d.cards[f.target];
  if (!inPlay(u) || t.type === 'terrain' || u.host >= 0) return false;
  const flyerSrc = isFlyer(d.cards[f.source]);
  if (flyerSrc && has(d, f.target, 'stash')) return false;
  if (f.kind === 'strike' && closedInLastTurn(d, f.source) && isFlyer(t)) return true; // rule 211.9
  if (f.kind === 'strike' || f.kind === 'specialStrike' || f.kind === 'magicStrike')
    return flyerSrc || cardsAdjacent(d, f.source, f.target);
  if (f.kind === 'strikeAcrossRow') return cellOf(d, f.target) >= 0;
  return true;
}

/** The attacker pays (§5.2 Payment object): closed and done for the turn, unless it is a Vanguard strike. */
function pay(d: Draft, f: Fight): void {
  // `attacked`: Rage counts the turn's attacks (paid here, blocked ones too)
  if (!f.vanguard && inPlay(d.units[f.source]))
    patch(d, f.source, { closed: true, acted: true, closeIn: 0, attacked: true });
  if (f.defended && inPlay(d.units[f.target])) patch(d, f.target, { closed: true });
}

/**
 * Declares an attack (§5.2 Declaration and Target objects): a hidden target is revealed, an attack
 * illegal after that is blocked (paid); then the defender window, or the rolls.
 */
export function declareAttack(
  d: Draft,
  source: number,
  target: number,
  kind: AttackName,
  values: readonly [number, number, number],
  vanguard: boolean,
): void {
  d.events.push({
    type: 'attack',
    seat: seatOfCard(d, source),
    card: key(d, source),
    kind,
    target: d.units[target].hidden ? '' : key(d, target),
    at: d.units[target].z === 'extra' ? 'extra' : `c${cellOf(d, target)}`,
  });
  const wasHidden = d.units[target].hidden;
  reveal(d, target);
  const f: Fight = { source, target, kind, values, step: 'target', defended: false, rolls: [], vanguard, wasHidden };
  if (!stillLegal(d, f)) {
    d.events.push({ type: 'blocked', seat: seatOfCard(d, source), card: key(d, source) });
    pay(d, f);
    return;
  }
  d.fight = f;
  if (defenders(d, f).length === 0) rollFight(d);
}

/** The inactive player assigns a defender (§5.5): the attack is redirected to it. */
export function assignDefender(d: Draft, card: number): void {
  const f = d.fight!;
  d.events.push({ type: 'defend', seat: seatOfCard(d, card), card: key(d, card) });
  d.fight = { ...f, target: card, defended: true };
  rollFight(d);
}

/** Roll, Result and Calculation objects (§5.2, §5.4). */
export function rollFight(d: Draft): void {
  const f = d.fight!;
  const two = fightsBack(d, f);
  const na = roll(d, f.source);
  const a = na + rollModifier(d, f.source, 'attack', f.kind);
  if (!two) {
    d.events.push({ type: 'rolls', kind: 'single', natural: [na], modified: [a] });
    finishFight(d, { ...f, rolls: [a] }, false);
    return;
  }
  const nr = roll(d, f.target);
  const r = nr + rollModifier(d, f.target, 'respond', f.kind);
  d.events.push({ type: 'rolls', kind: 'fight', natural: [na, nr], modified: [a, r] });
  const g: Fight = { ...f, rolls: [a, r], step: 'exchange' };
  // The higher roller may exchange once the Calculation object is on top: only from a difference of 2.
  if (Math.abs(a - r) >= 2 && inPlay(d.units[f.source]) && inPlay(d.units[f.target])) d.fight = g;
  else finishFight(d, g, false);
}

/** The seat that may exchange (the higher roller). */
export function exchanger(f: Fight, owners: readonly [0 | 1, 0 | 1]): 0 | 1 {
  return f.rolls[0] > f.rolls[1] ? owners[0] : owners[1];
}

/** Wound, Payment and End objects (§5.2): wounds both ways, Fear, Lifesteal, Plague, payment, deaths. */
export function finishFight(d: Draft, f: Fight, exchanged: boolean): void {
  d.fight = null;
  const src = f.source;
  const t = f.target;
  let tiers: readonly [number, number];
  if (f.rolls.length === 1) tiers = [singleTier(f.rolls[0]), -1];
  else {
    const [a, r] = f.rolls;
    const shift = exchanged ? Math.sign(a - r) : 0;
    tiers = tableRow(a - shift, r);
  }
  // Fear X: when this card is attacked, the attacker takes X wounds unless it has Fear itself.
  if (has(d, t, 'fear') && !has(d, src, 'fear')) plainWounds(d, src, xOf(d, t, 'fear'), 'fear');
  const dealt = tiers[0] >= 0 ? attackWounds(d, src, t, f.values[tiers[0]], f.kind) : 0;
  if (tiers[1] >= 0 && d.cards[t].hit && inPlay(d.units[src]))
    attackWounds(d, t, src, d.cards[t].hit![tiers[1]], 'strike');
  if (dealt > 0 && has(d, src, 'lifesteal') && isCreatureType(d.cards[t]) && !has(d, t, 'incorporeality'))
    heal(d, src, dealt, 'lifesteal');
  const melee = f.kind === 'strike' || f.kind === 'specialStrike' || f.kind === 'magicStrike';
  if (
    tiers[0] >= 0 &&
    melee &&
    has(d, src, 'plague') &&
    isCreatureType(d.cards[t]) &&
    inPlay(d.units[t]) &&
    !d.units[t].plague &&
    !has(d, t, 'thickSkin') // Thick skin: protection from the attacker's "on attack" abilities
  ) {
    patch(d, t, { plague: true });
    d.events.push({ type: 'plague', seat: seatOfCard(d, t), card: key(d, t) });
  }
  // Corpse-eating: destroying an adjacent non-incorporeal enemy creature other than by a ranged
  // attack heals this creature fully. (It also loses Poison: Poison here is only printed, not gained,
  // so there is nothing to lose; ruling R23.)
  const kills =
    inPlay(d.units[t]) &&
    d.cards[t].health > 0 &&
    d.units[t].wounds >= life(d, t) &&
    isCreatureType(d.cards[t]) &&
    !has(d, t, 'incorporeality');
  const adjacentKill = kills && !isRanged(f.kind) && cardsAdjacent(d, src, t);
  pay(d, f);
  checkDeaths(d);
  if (adjacentKill && inPlay(d.units[src]) && has(d, src, 'corpseEating') && d.units[src].wounds > 0) {
    heal(d, src, d.units[src].wounds, 'corpseEating');
  }
}

/** Ends the game when a player controls no creature (§5.13); both at once is a draw. */
export function checkOutcome(d: Draft): void {
  if (d.stage === 'over' || d.fight || d.manual || d.choices.length > 0) return;
  const lost = [creatureCount(d, 0) === 0, creatureCount(d, 1) === 0];
  if (!lost[0] && !lost[1]) return;
  d.result = lost[0] && lost[1] ? ['draw', 'draw'] : lost[0] ? ['loss', 'win'] : ['win', 'loss'];
  d.reason = lost[0] && lost[1] ? 'bothNoCreatures' : 'noCreatures';
  d.stage = 'over';
  d.events.push({ type: 'gameOver', result: d.reason });
}

/** Start Phase (§5.1): open, refresh movement; Regeneration, Poison, Fading. */
export function startTurn(d: Draft, p: 0 | 1): void {
  d.turn += 1;
  d.active = p;
  d.stage = 'main';
  d.events.push({ type: 'turn', seat: seatOf(p), turn: d.turn });
  for (let i = 0; i < d.units.length; i++) {
    const u = d.units[i];
    if (!inPlay(u)) continue;
    const mine = d.cards[i].owner === p;
    // Prepare Turn step (rule 310): a closed Thirst creature opens only if it drinks (ruling R25).
    const thirsty = mine && u.closed && inGame(d, 'thirst') && has(d, i, 'thirst') && !isFlyer(d.cards[i]);
    if (
      u.hurt ||
      u.armorUsed ||
      u.masked ||
      u.scathed ||
      u.dodged ||
      (mine && (u.closed || u.moved || u.acted || u.attacked))
    )
      patch(d, i, {
        hurt: false,
        armorUsed: 0,
        masked: false,
        scathed: false,
        dodged: false,
        ...(mine ? { closed: thirsty, moved: 0, acted: false, attacked: false } : {}),
      });
    if (thirsty) {
      if (thirstVictims(d, i).length > 0) queueChoice(d, 'thirst', i, xOf(d, i, 'thirst'));
      else d.events.push({ type: 'staysClosed', seat: seatOf(p), card: key(d, i), cause: 'thirst' });
    }
  }
  incarnations(d, p);
  for (let i = 0; i < d.units.length; i++) {
    if (d.cards[i].owner !== p || !inPlay(d.units[i])) continue;
    if (d.units[i].wounds > 0 && has(d, i, 'regeneration')) heal(d, i, xOf(d, i, 'regeneration'), 'regeneration');
    for (const name of ['poison', 'fading'] as const) {
      if (!inPlay(d.units[i]) || !has(d, i, name)) continue;
      reveal(d, i); // a triggered ability reveals its hidden card (§5.11)
      plainWounds(d, i, xOf(d, i, name), name);
    }
  }
  checkDeaths(d);
  checkOutcome(d);
}

/**
 * Thirst X (§5.15): creatures a closed Thirst card may wound before its turn: adjacent,
 * non-incorporeal creatures of either squad (a hidden card may be one, §5.11). Flyers have no Thirst.
 */
export function thirstVictims(d: Draft | BerserkState, i: number): number[] {
  const c = d.units[i].z === 'field' && d.units[i].host < 0 ? d.units[i].cell : -1;
  if (c < 0 || !has(d, i, 'thirst') || isFlyer(d.cards[i])) return [];
  const out: number[] = [];
  for (const n of neighbours(c)) {
    const t = d.grid[n];
    if (t < 0) continue;
    if (d.units[t].hidden || (isCreatureType(d.cards[t]) && !has(d, t, 'incorporeality'))) out.push(t);
  }
  return out;
}

/**
 * Incarnation X (§5.15), at the start of its owner's turn, from the graveyard: a chip (at most X).
 * A card that incarnated once does not again.
 */
function incarnations(d: Draft, p: 0 | 1): void {
  if (!inGame(d, 'incarnation')) return;
  for (const i of d.graves[p]) {
    const u = d.units[i];
    if (!u.incarnated && has(d, i, 'incarnation') && u.chips < xOf(d, i, 'incarnation')) addChip(d, i, 'incarnation');
  }
}

/**
 * Incarnation X at X chips: the chips go and the card comes back closed on an empty cell of its
 * owner's 3rd row (chosen; a flyer to the Extra Zone). With no empty cell it waits and comes back as
 * soon as one is free (checked after every action).
 */
export function readyIncarnations(d: Draft): void {
  if (!inGame(d, 'incarnation')) return;
  for (const p of [0, 1] as const)
    for (const i of d.graves[p].slice()) {
      const u = d.units[i];
      if (u.incarnated || !has(d, i, 'incarnation') || u.chips < xOf(d, i, 'incarnation')) continue;
      if (isFlyer(d.cards[i])) enter(d, i, -1, 'incarnation');
      else if (!d.choices.some((c) => c.card === i) && thirdRowFree(d, p))
        queueChoice(d, 'incarnation', i, xOf(d, i, 'incarnation'));
    }
}

function thirdRowFree(d: Draft, p: 0 | 1): boolean {
  const r = absRow(p, 3);
  for (let c = 0; c < COLS; c++) if (d.grid[cellAt(c, r)] < 0) return true;
  return false;
}

/** Rage's chip at the end of its controller's turn; Concentration's at the end of the opponent's (§5.15). */
function endOfTurnChips(d: Draft): void {
  if (!inGame(d, 'rage') && !inGame(d, 'concentration')) return;
  for (let i = 0; i < d.units.length; i++) {
    const u = d.units[i];
    if (!inPlay(u)) continue;
    const mine = d.cards[i].owner === d.active;
    if (mine && !u.attacked && has(d, i, 'rage') && u.chips < xOf(d, i, 'rage')) addChip(d, i, 'rage');
    if (!mine && !u.scathed && has(d, i, 'concentration')) addChip(d, i, 'concentration');
  }
}

/** End Phase (§5.1): the second player's 3rd-row cards kept hidden are revealed after the first player's first turn. */
export function endTurn(d: Draft): void {
  endOfTurnChips(d);
  // Rage: a closed card may spend a chip (one just gained, too) to open before the turn passes.
  if (inGame(d, 'rage'))
    for (let i = 0; i < d.units.length; i++)
      if (d.cards[i].owner === d.active && has(d, i, 'rage') && canRageOpen(d, i)) queueChoice(d, 'rage', i, 0);
  if (d.choices.length > 0) d.ending = true;
  else finishTurn(d);
}

/** The rest of the End Phase once nothing waits; then the other player's turn. */
export function finishTurn(d: Draft): void {
  d.ending = false;
  if (d.turn === 1) for (const i of d.keptHidden.slice()) if (!has(d, i, 'stealth')) reveal(d, i);
  checkOutcome(d);
  if (d.stage !== 'over') startTurn(d, other(d.active));
}
