// What happens (digest §6): wounds with Armor, healing, death, draws and failed draws, prayer tokens,
// the effects of playable abilities, attacks and their fights, the turn's start (recovery,
// accumulation, reveals, start-of-turn triggers — the inactive player's first) and end.

import { START_TRIGGERS, type HeroesAbility } from '../abilities';
import { FRESH, patch, removeFrom, wp, type Draft } from './draft';
import {
  armorOf,
  defenders,
  FAILED_DRAWS_LOSE,
  has,
  isCreature,
  MAX_COINS,
  other,
  seatOf,
  strikeOf,
  sumX,
} from './rules';
import type { HTrigger } from './types';

const seatOfCard = (d: Draft, i: number) => seatOf(d.cards[i].owner);

/** Deals wounds; Armor (§5.15) prevents the first X wounds from attacks each turn. Returns the wounds dealt. */
export function wound(d: Draft, i: number, amount: number, cause: string, attack: boolean): number {
  if (amount <= 0) return 0;
  const u = d.units[i];
  let prevented = 0;
  if (attack) {
    const armor = armorOf(d, i) - u.armorUsed;
    prevented = Math.max(0, Math.min(armor, amount));
  }
  const dealt = amount - prevented;
  patch(d, i, {
    wounds: u.wounds + dealt,
    armorUsed: u.armorUsed + prevented,
    hurt: u.hurt || (attack && dealt > 0),
  });
  d.events.push({ type: 'wounds', seat: seatOfCard(d, i), card: d.cards[i].name, amount: dealt, prevented, cause });
  return dealt;
}

export function heal(d: Draft, i: number, x: number, cause: string): void {
  const amount = Math.min(x, d.units[i].wounds);
  if (amount <= 0) return;
  patch(d, i, { wounds: d.units[i].wounds - amount });
  d.events.push({ type: 'heal', seat: seatOfCard(d, i), card: d.cards[i].name, amount, cause });
}

const alive = (d: Draft, i: number) => d.units[i].z === 'play' && d.units[i].wounds < d.cards[i].life;

/** A card leaves play: to the graveyard, or with returnToDeck to the bottom of the deck (ruling H6). */
export function leavePlay(d: Draft, i: number): void {
  const p = d.cards[i].owner;
  removeFrom(wp(d, 'play', p), i);
  const toDeck = has(d, i, 'returnToDeck');
  if (toDeck) wp(d, 'decks', p).push(i);
  else wp(d, 'graves', p).push(i);
  d.units[i] = toDeck ? FRESH : { ...FRESH, z: 'grave' };
  d.events.push({ type: 'dies', seat: seatOf(p), card: d.cards[i].name, to: toDeck ? 'deck' : 'grave' });
}

/** Creatures with wounds ≥ life die (§6 wounds); a hero's death ends the game (checkOutcome). */
export function checkDeaths(d: Draft): void {
  for (const p of [0, 1] as const)
    for (const i of d.play[p].slice()) if (isCreature(d, i) && d.units[i].wounds >= d.cards[i].life) leavePlay(d, i);
  checkOutcome(d);
}

function finish(d: Draft, result: readonly ['win' | 'loss' | 'draw', 'win' | 'loss' | 'draw'], reason: string): void {
  d.result = result;
  d.reason = reason;
  d.stage = 'over';
  d.fight = null;
  d.manual = null;
  d.triggers = [];
  d.events.push({ type: 'gameOver', result: reason });
}

/** §6 victory: a hero with wounds ≥ its life loses (both: a draw); the third failed draw loses. */
export function checkOutcome(d: Draft): void {
  if (d.result) return;
  const dead = ([0, 1] as const).map((p) => d.units[d.heroes[p]].wounds >= d.cards[d.heroes[p]].life);
  if (dead[0] && dead[1]) finish(d, ['draw', 'draw'], 'bothHeroesSlain');
  else if (dead[0]) finish(d, ['loss', 'win'], 'heroSlain');
  else if (dead[1]) finish(d, ['win', 'loss'], 'heroSlain');
  else if (d.failed[0] >= FAILED_DRAWS_LOSE) finish(d, ['loss', 'win'], 'failedDraws');
  else if (d.failed[1] >= FAILED_DRAWS_LOSE) finish(d, ['win', 'loss'], 'failedDraws');
}

/** Draws one card (top = index 0); from an empty deck the draw fails (§6; ruling H3: any draw counts). */
export function drawCard(d: Draft, p: 0 | 1): void {
  if (d.decks[p].length === 0) {
    d.failed[p] += 1;
    d.events.push({ type: 'drawFailed', seat: seatOf(p), failed: d.failed[p] });
    checkOutcome(d);
    return;
  }
  const i = wp(d, 'decks', p).shift()!;
  wp(d, 'hands', p).push(i);
  patch(d, i, { z: 'hand' });
  d.events.push({ type: 'draw', seat: seatOf(p), card: d.cards[i].name });
}

export function gainPrayers(d: Draft, p: 0 | 1, x: number, totem: boolean): void {
  d.prayers[p] = totem ? [d.prayers[p][0], d.prayers[p][1] + x] : [d.prayers[p][0] + x, d.prayers[p][1]];
  d.events.push({ type: 'prayers', seat: seatOf(p), amount: x, on: totem ? 'totem' : 'hero' });
}

/** Spends prayer tokens, the hero's first (ruling H7). */
export function spendPrayers(d: Draft, p: 0 | 1, x: number): void {
  const fromHero = Math.min(x, d.prayers[p][0]);
  d.prayers[p] = [d.prayers[p][0] - fromHero, d.prayers[p][1] - (x - fromHero)];
}

/** The effect of a playable ability (or a spell's) used by `p` from `src`. */
export function useEffect(d: Draft, p: 0 | 1, src: number, a: HeroesAbility, target: number | undefined): void {
  const x = typeof a.params.x === 'number' ? a.params.x : 0;
  d.events.push({
    type: 'ability',
    seat: seatOf(p),
    card: d.cards[src].name,
    ability: a.name,
    x,
    target: target === undefined ? '' : d.cards[target].name,
  });
  switch (a.name) {
    case 'bolt':
      if (target !== undefined) wound(d, target, x, 'bolt', false);
      break;
    case 'heal':
      heal(d, target ?? src, x, 'heal');
      break;
    case 'draw':
      for (let k = 0; k < x && !d.result; k++) drawCard(d, p);
      break;
    case 'pray':
      gainPrayers(d, p, x, !!a.params.totem);
      break;
    case 'rally':
      d.rally[p] += x;
      break;
  }
}

/** Declares an attack (§6): the attacker closes; the attacked player may then assign a defender. */
export function declareAttack(d: Draft, attacker: number, target: number): void {
  patch(d, attacker, { closed: true, attacked: true });
  d.events.push({
    type: 'attack',
    seat: seatOfCard(d, attacker),
    card: d.cards[attacker].name,
    target: d.cards[target].name,
  });
  if (defenders(d, attacker, target).length > 0) d.fight = { attacker, target };
  else resolveFight(d, attacker, target, false);
}

/**
 * The fight (§6 strike resolution): Fear first (the attacked side's trigger, §6 inactive player
 * first), then both strike at once — an open creature or a defender strikes back, a closed one and
 * a hero do not, nor does anything attacked by an Unanswered creature. Survivors that struck close.
 */
export function resolveFight(d: Draft, a: number, t: number, defended: boolean): void {
  d.fight = null;
  const answers = isCreature(d, t) && (defended || !d.units[t].closed) && !has(d, a, 'unanswered');
  if (defended) patch(d, t, { defended: true });
  if (has(d, t, 'fear') && !has(d, a, 'fear')) {
    wound(d, a, sumX(d, t, 'fear'), 'fear', false);
    if (!alive(d, a)) {
      checkDeaths(d);
      return;
    }
  }
  const sa = strikeOf(d, a, t);
  const st = answers ? strikeOf(d, t, a) : 0;
  const toT = wound(d, t, sa, 'attack', true);
  const toA = answers ? wound(d, a, st, 'attack', true) : 0;
  // Lifesteal (§5.15) heals a card that lives through the exchange (ruling H10).
  if (toT > 0 && has(d, a, 'lifesteal') && alive(d, a)) heal(d, a, toT, 'lifesteal');
  if (toA > 0 && has(d, t, 'lifesteal') && alive(d, t)) heal(d, t, toA, 'lifesteal');
  if (toT > 0 && isCreature(d, t) && has(d, a, 'stun') && alive(d, t)) {
    patch(d, t, { stunned: true });
    d.events.push({ type: 'stunned', seat: seatOfCard(d, t), card: d.cards[t].name });
  }
  if (answers && alive(d, t)) patch(d, t, { closed: true });
  checkDeaths(d);
}

/** Whether a start-of-turn ability of card `i` (owner `q`) would do anything this turn (`p` active). */
function triggerApplies(d: Draft, i: number, a: HeroesAbility, p: 0 | 1): boolean {
  const q = d.cards[i].owner;
  const u = d.units[i];
  switch (a.name) {
    case 'regeneration':
      return q === p && isCreature(d, i) && !u.closed && u.wounds > 0;
    case 'fading':
      return q === p && isCreature(d, i) && !u.closed;
    case 'devotion':
      return q === p;
    case 'regrowth':
      return d.play[p].some((k) => isCreature(d, k) && d.units[k].wounds > 0);
    default:
      return false;
  }
}

function resolveTrigger(d: Draft, t: HTrigger): void {
  const i = t.card;
  if (d.units[i].z !== 'play') return; // left play before its turn came (e.g. faded away)
  const a = d.cards[i].abilities[t.ability];
  const x = a.params.x as number;
  const p = d.active;
  switch (a.name) {
    case 'regeneration':
      heal(d, i, x, 'regeneration');
      break;
    case 'fading':
      wound(d, i, x, 'fading', false);
      break;
    case 'devotion':
      gainPrayers(d, d.cards[i].owner, x, !!a.params.totem);
      break;
    case 'regrowth':
      for (const k of d.play[p]) if (isCreature(d, k)) heal(d, k, x, 'regrowth');
      break;
  }
  checkDeaths(d);
}

/** The start-of-turn triggers of both players, the inactive player's first (§6). */
function queueTriggers(d: Draft): void {
  const p = d.active;
  const q: HTrigger[] = [];
  for (const owner of [other(p), p]) {
    for (const i of [d.heroes[owner], ...d.play[owner]]) {
      if (d.units[i].hidden) continue;
      d.cards[i].abilities.forEach((a, k) => {
        if (a.known && START_TRIGGERS.has(a.name) && triggerApplies(d, i, a, p)) q.push({ card: i, ability: k });
      });
    }
  }
  d.triggers = q;
}

/** The group of triggers now due: those of the owner of the first. */
export function dueGroup(triggers: readonly HTrigger[], owner: (i: number) => number): HTrigger[] {
  if (triggers.length === 0) return [];
  const o = owner(triggers[0].card);
  return triggers.filter((t) => owner(t.card) === o);
}

/**
 * Resolves queued triggers until a player must choose the order of theirs (two or more different
 * abilities due at once, §6 "in the order that player picks"), then opens the Main Phase.
 */
export function runTriggers(d: Draft, chosen?: HTrigger): void {
  if (chosen) {
    d.triggers = d.triggers.filter((t) => t.card !== chosen.card || t.ability !== chosen.ability);
    resolveTrigger(d, chosen);
  }
  while (d.triggers.length > 0 && !d.result) {
    const group = dueGroup(d.triggers, (i) => d.cards[i].owner);
    const names = new Set(group.map((t) => d.cards[t.card].abilities[t.ability].name));
    if (names.size > 1) {
      d.stage = 'triggers';
      return;
    }
    const t = d.triggers[0];
    d.triggers = d.triggers.slice(1);
    resolveTrigger(d, t);
  }
  d.triggers = [];
  if (!d.result) d.stage = 'main';
}

/** After the reveals: the start-of-turn abilities, then the Main Phase. */
export function afterReveal(d: Draft): void {
  queueTriggers(d);
  runTriggers(d);
}

/** A turn's Start Phase (§6): recovery (open cards and coins, stunned ones excepted), a coin, a draw. */
export function startTurn(d: Draft, p: 0 | 1): void {
  d.active = p;
  d.turn += 1;
  d.events.push({ type: 'turn', seat: seatOf(p), turn: d.turn });
  for (const q of [0, 1] as const)
    for (const i of [d.heroes[q], ...d.play[q]]) {
      const u = d.units[i];
      const mine = q === p;
      patch(d, i, {
        used: u.used.length ? [] : u.used,
        attacked: false,
        defended: false,
        armorUsed: 0,
        hurt: false,
        sick: false,
        closed: mine ? u.closed && u.stunned : u.closed,
        stunned: mine ? false : u.stunned,
      });
    }
  d.closedCoins[p] = 0;
  if (d.coins[p] < MAX_COINS) d.coins[p] += 1;
  d.events.push({ type: 'coin', seat: seatOf(p), coins: d.coins[p] });
  if (d.turn > 1) drawCard(d, p); // the first player's first turn has no draw
  if (d.result) return;
  if (d.play[p].some((i) => d.units[i].hidden)) {
    d.stage = 'reveal';
    return;
  }
  afterReveal(d);
}

/** End Phase (§6): "until end of turn" effects end, the turn passes. */
export function endTurn(d: Draft): void {
  d.rally[d.active] = 0;
  startTurn(d, other(d.active));
}
