// What is legal and what a card's numbers are (digest §6): strikes with their modifiers, Armor,
// summoning sickness, attack and ability targets, defenders, and the Main Phase's actions per card.

import type { SeatId } from '../../../../kernel';
import { PLAYABLE, type HeroesAbility } from '../abilities';
import type { HeroesAction, HeroesState, HUnit } from './types';

export const SEATS: readonly SeatId[] = ['p1', 'p2'];
export const MAX_COINS = 10;
export const HAND_SIZE = 4;
export const FAILED_DRAWS_LOSE = 3;
/** Hand adjustments one resolution by hand may make (an engine limit, ruling H9). */
export const HAND_STEPS = 6;

export const playerOf = (seat: SeatId): 0 | 1 => (seat === 'p2' ? 1 : 0);
export const seatOf = (p: 0 | 1): SeatId => SEATS[p];
export const other = (p: 0 | 1): 0 | 1 => (p === 0 ? 1 : 0);

type S = Pick<HeroesState, 'cards' | 'units' | 'play' | 'heroes' | 'rally' | 'coins' | 'closedCoins' | 'prayers'>;

export function has(s: S, i: number, name: string): boolean {
  for (const a of s.cards[i].abilities) if (a.known && a.name === name) return true;
  return false;
}

/** The sum of X over the card's abilities of that name. */
export function sumX(s: S, i: number, name: string): number {
  let x = 0;
  for (const a of s.cards[i].abilities) if (a.known && a.name === name) x += a.params.x as number;
  return x;
}

export const inPlay = (u: HUnit): boolean => u.z === 'play';
export const isCreature = (s: S, i: number): boolean => s.cards[i].kind === 'creature';

/** A creature's strike against `target` (-1: none): printed + weapons + events + Rally (+ Wrath, Vulnerability). */
export function strikeOf(s: S, i: number, target = -1): number {
  const p = s.cards[i].owner;
  let x = s.cards[i].strike + s.rally[p];
  for (const q of [0, 1] as const)
    for (const k of s.play[q]) {
      const kind = s.cards[k].kind;
      if (kind === 'event') x += sumX(s, k, 'warcry');
      else if (kind === 'equipment' && q === p) x += sumX(s, k, 'might');
    }
  if (target >= 0) {
    if (has(s, i, 'wrath') && s.units[target].hurt) x += 1;
    if (has(s, target, 'vulnerability')) x += 1;
  }
  return x;
}

/** Armor X of a card (§5.15): its own, and for a hero that of its owner's equipment (ruling H8). */
export function armorOf(s: S, i: number): number {
  let x = sumX(s, i, 'armor');
  if (s.cards[i].kind === 'hero')
    for (const k of s.play[s.cards[i].owner]) if (s.cards[k].kind === 'equipment') x += sumX(s, k, 'armor');
  return x;
}

/** Summoning sickness (§6): came into play this turn and has no dash (golden rule: the card's text wins). */
export const isSick = (s: S, i: number): boolean => s.units[i].sick && !has(s, i, 'dash');

export const openCoins = (s: S, p: 0 | 1): number => s.coins[p] - s.closedCoins[p];
export const prayerCount = (s: S, p: 0 | 1): number => s.prayers[p][0] + s.prayers[p][1];

export function canAttack(s: S, i: number): boolean {
  const u = s.units[i];
  return isCreature(s, i) && inPlay(u) && !u.hidden && !u.closed && !u.attacked && !isSick(s, i);
}

/** What a creature of `p` may attack: the enemy hero and enemy creatures not hidden (§5.11 Heroes). */
export function enemyTargets(s: S, p: 0 | 1): number[] {
  const q = other(p);
  const out = [s.heroes[q]];
  for (const k of s.play[q]) if (isCreature(s, k) && !s.units[k].hidden) out.push(k);
  return out;
}

/** Defenders the attacked player may assign (§5.5 Heroes): open creatures, once a turn, not hidden. */
export function defenders(s: S, attacker: number, target: number): number[] {
  if (has(s, attacker, 'directedStrike') || has(s, attacker, 'unanswered')) return [];
  const q = other(s.cards[attacker].owner);
  const out: number[] = [];
  for (const k of s.play[q]) {
    const u = s.units[k];
    if (k !== target && isCreature(s, k) && !u.hidden && !u.closed && !u.defended) out.push(k);
  }
  return out;
}

const TARGETED: ReadonlySet<string> = new Set(['bolt', 'heal']);

/**
 * Targets of one ability used by `p` from card `src`: `[]` when it takes none, the list when it does,
 * null when it cannot be used now (a healing with nothing wounded).
 */
export function abilityTargets(s: S, p: 0 | 1, src: number, a: HeroesAbility): number[] | null {
  if (!TARGETED.has(a.name)) return [];
  if (a.name === 'bolt') return enemyTargets(s, p);
  // heal (§5.15): itself (a card in play without `other`) or a wounded card of its player
  if (!a.params.other && s.cards[src].kind !== 'spell') return s.units[src].wounds > 0 ? [] : null;
  const list: number[] = [];
  if (s.units[s.heroes[p]].wounds > 0) list.push(s.heroes[p]);
  for (const k of s.play[p]) if (isCreature(s, k) && !s.units[k].hidden && s.units[k].wounds > 0) list.push(k);
  return list.length ? list : null;
}

/** Whether the ability takes a target. */
export function isTargeted(s: S, src: number, a: HeroesAbility): boolean {
  return a.name === 'bolt' || (a.name === 'heal' && (!!a.params.other || s.cards[src].kind === 'spell'));
}

function countOf(list: readonly number[], k: number): number {
  let n = 0;
  for (const x of list) if (x === k) n++;
  return n;
}

/** Whether card `i` (in play, of `p`) may use ability `k` now (§6: once per turn unless stated, tap, costs). */
export function canUse(s: S, p: 0 | 1, i: number, k: number): boolean {
  const a = s.cards[i].abilities[k];
  const u = s.units[i];
  if (!a.known || !PLAYABLE.has(a.name) || u.hidden) return false;
  if (countOf(u.used, k) >= a.cost.times) return false;
  if (openCoins(s, p) < a.cost.coins || prayerCount(s, p) < a.cost.prayers) return false;
  if (a.cost.tap && (u.closed || (isCreature(s, i) && isSick(s, i)))) return false;
  return true;
}

/** Targets for casting spell `i`: the first targeted ability's (null = no legal target: not castable). */
export function spellTargets(s: S, p: 0 | 1, i: number): number[] | null {
  for (const a of s.cards[i].abilities) if (a.known && isTargeted(s, i, a)) return abilityTargets(s, p, i, a);
  return [];
}

/** Every Main Phase action of card `i` for its owner `p` (in hand: play; in play: attack, abilities, by hand). */
export function cardActions(s: S, p: 0 | 1, i: number, out: HeroesAction[]): void {
  const u = s.units[i];
  const c = s.cards[i];
  if (c.owner !== p) return;
  if (u.z === 'hand') {
    if (c.cost > openCoins(s, p)) return;
    if (c.kind === 'spell') {
      const t = spellTargets(s, p, i);
      if (t === null) return;
      if (t.length === 0) out.push({ type: 'play', card: i });
      else for (const target of t) out.push({ type: 'play', card: i, target });
    } else out.push({ type: 'play', card: i });
    return;
  }
  if (!inPlay(u) || u.hidden) return;
  if (canAttack(s, i)) for (const target of enemyTargets(s, p)) out.push({ type: 'attack', card: i, target });
  for (let k = 0; k < c.abilities.length; k++) {
    const a = c.abilities[k];
    if (!a.known) {
      if (countOf(u.used, k) === 0) out.push({ type: 'byHand', card: i, index: k });
      continue;
    }
    if (!canUse(s, p, i, k)) continue;
    const t = abilityTargets(s, p, i, a);
    if (t === null) continue;
    if (t.length === 0) out.push({ type: 'ability', card: i, index: k });
    else for (const target of t) out.push({ type: 'ability', card: i, index: k, target });
  }
}

/** The active player's Main Phase actions: hand, hero, cards in play, end of turn. */
export function mainActions(s: HeroesState, p: 0 | 1): HeroesAction[] {
  const out: HeroesAction[] = [];
  for (const i of s.hands[p]) cardActions(s, p, i, out);
  cardActions(s, p, s.heroes[p], out);
  for (const i of s.play[p]) cardActions(s, p, i, out);
  out.push({ type: 'endTurn' });
  return out;
}

/** Cards a resolution by hand may wound or heal: heroes and creatures in play, not hidden. */
export function handTargets(s: HeroesState, healing: boolean): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const) {
    const h = s.heroes[p];
    if (!healing || s.units[h].wounds > 0) out.push(h);
    for (const k of s.play[p])
      if (isCreature(s, k) && !s.units[k].hidden && (!healing || s.units[k].wounds > 0)) out.push(k);
  }
  return out;
}
