// Berserk classic rules (digest §4.3 preliminary stage, §5 play). `legal…` functions list what a
// player may do; `apply…` functions change a Draft (a shallow working copy of the state, see
// draft.ts). Every rule names its digest section.

import { ABILITY_NAMES, ATTACK_ABILITIES, type Ability, type AbilityName } from '../abilities';
import { abilitiesNamed } from './cards';
import { acrossRow, adjacent, absRow, CELLS, deployment, distance, neighbours, orthogonal, ownRow, row } from './board';
import type { Draft } from './draft';
import type { AttackName, BerserkAction, BerserkState, CardDef, Fight, Unit } from './types';

export const SEATS = ['p1', 'p2'] as const;
export const seatOf = (p: 0 | 1): 'p1' | 'p2' => SEATS[p];
export const playerOf = (seat: string): 0 | 1 => (seat === 'p2' ? 1 : 0);
export const other = (p: 0 | 1): 0 | 1 => (p === 0 ? 1 : 0);

/** Starting crystals (§4.3 step 1, rule 101.3): 23 gold + 22 silver, the second player +1 silver. */
export const GOLD = 23;
export const SILVER = 22;
export const MAX_SET = 15;
export const MAX_FLYER_CRYSTALS = 15;

/**
 * Strike Table (rule 205.7, §5.4), data as the seed prints it: attacker − responder difference →
 * [attacker's tier, responder's tier], tiers 0 weak, 1 medium, 2 strong, -1 miss. Index 0..4 for
 * differences 1..5+; ties are handled by `tableRow`.
 */
export const ATTACKER_HIGHER: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [1, -1],
  [2, 0],
  [2, -1],
];
export const RESPONDER_HIGHER: readonly (readonly [number, number])[] = [
  [0, -1],
  [-1, -1],
  [-1, 0],
  [0, 1],
  [-1, 1],
];

/** [attacker tier, responder tier] for two modified rolls (unclamped, §5.4 b). */
export function tableRow(a: number, r: number): readonly [number, number] {
  const d = a - r;
  if (d === 0) return a <= 4 ? [0, -1] : [-1, 0];
  if (d > 0) return ATTACKER_HIGHER[Math.min(d, 5) - 1];
  return RESPONDER_HIGHER[Math.min(-d, 5) - 1];
}

/** Single-die tier (§5.4 a): the result clamped to 1..6; 1–3 weak, 4–5 medium, 6 strong. */
export function singleTier(result: number): number {
  const v = Math.max(1, Math.min(6, result));
  return v <= 3 ? 0 : v <= 5 ? 1 : 2;
}

// ---------------------------------------------------------------------------------------------
// Card facts in play

type S = BerserkState | Draft;

export function def(s: S, i: number): CardDef {
  return s.cards[i];
}

/** Instances of equipment in this game (fixed per game; cached per card list). */
function equipmentOf(cards: readonly CardDef[]): readonly number[] {
  return gameFacts(cards).equipment;
}

interface GameFacts {
  readonly equipment: readonly number[];
  readonly names: ReadonlySet<string>;
}
const FACTS = new WeakMap<readonly CardDef[], GameFacts>();
let lastCards: readonly CardDef[] | null = null;
let lastFacts: GameFacts | null = null;

/** Facts of a game's fixed card list, cached (the last list is checked first: it is nearly always the one). */
function gameFacts(cards: readonly CardDef[]): GameFacts {
  if (cards === lastCards) return lastFacts!;
  let facts = FACTS.get(cards);
  if (!facts) {
    facts = {
      equipment: cards.flatMap((c, i) => (c.type === 'equipment' ? [i] : [])),
      names: new Set(cards.flatMap((c) => c.abilities.flatMap((a) => (a ? [a.name] : [])))),
    };
    FACTS.set(cards, facts);
  }
  lastCards = cards;
  lastFacts = facts;
  return facts;
}

/** Abilities a card has: its own plus those of the equipment it wears (rule 214, our ruling R7). */
export function abilitiesOf(s: S, i: number, name: AbilityName): Ability[] {
  let out = abilitiesNamed(s.cards[i], name) as Ability[];
  for (const k of equipmentOf(s.cards)) {
    const u = s.units[k];
    if (u.host === i && (u.z === 'field' || u.z === 'extra')) {
      const more = abilitiesNamed(s.cards[k], name) as Ability[];
      if (more.length) out = out.concat(more);
    }
  }
  return out;
}

/** Whether any card of this game has the named ability: lets the turn's triggers skip their scan. */
export function inGame(s: S, name: AbilityName): boolean {
  return gameFacts(s.cards).names.has(name);
}

function ownHas(d: CardDef, name: AbilityName): boolean {
  for (const a of d.abilities) if (a !== null && a.name === name) return true;
  return false;
}

export function has(s: S, i: number, name: AbilityName): boolean {
  if (ownHas(s.cards[i], name)) return true;
  for (const k of equipmentOf(s.cards)) {
    const u = s.units[k];
    if (u.host === i && (u.z === 'field' || u.z === 'extra') && ownHas(s.cards[k], name)) return true;
  }
  return false;
}

/** The highest X among a card's copies of a named ability (rule 414), 0 without it. */
export function xOf(s: S, i: number, name: AbilityName): number {
  let best = 0;
  for (const a of abilitiesOf(s, i, name)) {
    const x = (a.params as { x?: number }).x ?? 1;
    if (x > best) best = x;
  }
  return best;
}

export const isCreatureType = (d: CardDef): boolean =>
  d.type === 'creature' || d.type === 'flyer' || d.type === 'companion' || d.type === 'parasite';
export const isAttachmentType = (d: CardDef): boolean =>
  d.type === 'equipment' || d.type === 'companion' || d.type === 'parasite';
export const isFlyer = (d: CardDef): boolean => d.type === 'flyer';
export const inPlay = (u: Unit): boolean => u.z === 'field' || u.z === 'extra';

/** A card's life: printed, plus extra life gained (Gift of Life, §5.15). */
export function life(s: S, i: number): number {
  return s.cards[i].health + s.units[i].extra;
}

/** The cell a card stands on: its own, or its host's (attachments share the host's cell, §5.8–5.9). */
export function cellOf(s: S, i: number): number {
  const u = s.units[i];
  if (u.z !== 'field') return -1;
  if (u.host >= 0) return s.units[u.host].cell;
  return u.cell;
}

export function controller(s: S, i: number): 0 | 1 {
  return s.cards[i].owner;
}

/** A card's address for actions: `c<cell>` on the Battlefield (its main card), `x<id>` in the Extra Zone. */
export function addressOf(s: S, i: number): string {
  const u = s.units[i];
  return u.z === 'extra' ? `x${i}` : `c${cellOf(s, i)}`;
}

/** The card an address names (the main card of a cell), or -1. */
export function resolveTarget(s: S, target: string): number {
  const n = Number(target.slice(1));
  if (target[0] === 'c') return n < CELLS ? s.grid[n] : -1;
  const u = s.units[n];
  return u && u.z === 'extra' ? n : -1;
}

/** Adjacency of two cards (§4.2): flyers are adjacent to nothing; attachments use their host's cell. */
export function cardsAdjacent(s: S, a: number, b: number): boolean {
  const ca = cellOf(s, a);
  const cb = cellOf(s, b);
  if (ca < 0 || cb < 0) return false;
  if (ca === cb) return a !== b; // a host and its attachments
  return adjacent(ca, cb);
}

/** Creatures a player controls in play (§5.13: the loss check counts hidden ones too). */
export function creatureCount(s: S, p: 0 | 1): number {
  let n = 0;
  for (let i = 0; i < s.units.length; i++)
    if (s.cards[i].owner === p && inPlay(s.units[i]) && isCreatureType(s.cards[i])) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Preliminary stage (§4.3)

/** Elements in a Set (neutral ignored). */
export function setElements(s: S, p: 0 | 1): string[] {
  const out: string[] = [];
  for (const i of s.sets[p]) for (const e of s.cards[i].elements) if (!out.includes(e)) out.push(e);
  return out;
}

/**
 * Gold change when card `i` enters the Set (§4.3 step 3, ruling R2): the Set's element count k
 * after it; going from 0 to 1 element gives the mono-element gold (+1), every further element costs
 * 1 gold (the 2nd takes the bonus back, the 3rd and later are the penalty), paid before the card.
 */
export function elementAdjust(s: S, p: 0 | 1, i: number): number {
  const have = setElements(s, p);
  const added = s.cards[i].elements.filter((e) => !have.includes(e)).length;
  let adjust = 0;
  let k = have.length;
  for (let n = 0; n < added; n++) {
    adjust += k === 0 ? 1 : -1;
    k++;
  }
  return adjust;
}

export function canRecruit(s: S, p: 0 | 1, i: number, pay: 'gold' | 'silver'): boolean {
  const d = s.cards[i];
  if (!s.deals[p].includes(i)) return false;
  if (s.sets[p].length >= MAX_SET) return false;
  if (d.elite && pay !== 'gold') return false;
  const adjust = elementAdjust(s, p, i);
  const gold = s.gold[p] + Math.min(0, adjust);
  if (gold < 0) return false;
  if ((pay === 'gold' ? gold : s.silver[p]) < d.price) return false;
  let flyers = 0;
  let terrains = 0;
  for (const j of s.sets[p]) {
    const dj = s.cards[j];
    if (dj.type === 'flyer') flyers += dj.price;
    if (dj.type === 'terrain') terrains++;
    if (d.unique && dj.name === d.name) return false; // Uniqueness
  }
  if (d.type === 'flyer' && flyers + d.price > MAX_FLYER_CRYSTALS) return false;
  if (d.type === 'terrain' && terrains >= 1) return false;
  return true;
}

/** Cells where `p` may place its next card (§4.3 step 4, with the zone expansions). */
export function placementCells(s: S, p: 0 | 1): number[] {
  const isFirst = s.first === p;
  for (let stage = 0; stage <= 2; stage++) {
    const free = deployment(p, isFirst, stage).filter((c) => s.grid[c] < 0);
    if (free.length > 0) return free;
  }
  return [];
}

/** Cards `p` may keep hidden at Reveal (§4.3 step 5c, §5.11): Stealth; for the second player also 3rd-row cards. */
export function hideCandidates(s: S, p: 0 | 1): number[] {
  const out: number[] = [];
  for (const i of s.grid) {
    if (i < 0 || s.cards[i].owner !== p || !s.units[i].hidden) continue;
    if (isAttachmentType(s.cards[i])) continue;
    const third = p !== s.first && ownRow(p, row(s.units[i].cell)) === 3;
    if (third || has(s, i, 'stealth')) out.push(i);
  }
  return out;
}

/** Hosts card `a` may be attached to (§5.8 symbiotes, §5.9 equipment). */
export function hostsFor(s: S, a: number): number[] {
  const d = s.cards[a];
  const out: number[] = [];
  for (let h = 0; h < s.units.length; h++) {
    const u = s.units[h];
    const dh = s.cards[h];
    if (dh.owner !== d.owner || !inPlay(u) || u.hidden || u.host >= 0 || !isCreatureType(dh) || isAttachmentType(dh))
      continue;
    if (d.type === 'equipment') {
      if (dh.classes.length === 0) continue;
      if (s.units.some((w, k) => w.host === h && s.cards[k].equipmentClass === d.equipmentClass)) continue;
    } else {
      if (u.z !== 'field' || dh.type !== 'creature') continue; // a host without subtype on the Battlefield
      if (s.units.some((w, k) => w.host === h && s.cards[k].type !== 'equipment')) continue; // one symbiote per host
      if (has(s, h, 'incorporeality') && !has(s, a, 'incorporeality')) continue;
    }
    out.push(h);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Turns (§5.1–5.13)

/** An open, revealed card of the active player that may still act this turn. */
function ready(s: S, i: number): boolean {
  const u = s.units[i];
  return inPlay(u) && !u.hidden && !u.closed && !u.acted && s.cards[i].owner === s.active;
}

export function movesLeft(s: S, i: number): number {
  return s.cards[i].moves - s.units[i].moved;
}

/** A step to an adjacent empty cell (§5.6, ruling R4): open, revealed, not acted, movement left. */
export function canMove(s: S, i: number, to: number): boolean {
  const d = s.cards[i];
  const u = s.units[i];
  if (!ready(s, i) || u.z !== 'field' || u.host >= 0 || d.type !== 'creature') return false;
  if (movesLeft(s, i) <= 0) return false;
  return adjacent(u.cell, to) && s.grid[to] < 0;
}

/** May `target` be attacked at all (§2.2: terrain, equipment, symbiotes cannot; hidden cards always may). */
function attackable(s: S, t: number, attacker: number): boolean {
  const u = s.units[t];
  if (!inPlay(u) || s.cards[t].owner === s.cards[attacker].owner) return false; // ruling R5: enemy cards
  if (u.hidden) return true; // §5.11: conditions count as met
  const d = s.cards[t];
  if (d.type === 'terrain' || u.host >= 0) return false;
  return true;
}

/**
 * Main cards in play in public order: Battlefield cells 0..29, then the Extra Zone. Target lists
 * follow it, never the instance order, which would tell a face-down card's identity.
 */
function inPlayOrder(s: S): number[] {
  const out: number[] = [];
  for (const t of s.grid) if (t >= 0) out.push(t);
  return out.concat(s.extra);
}

/** Targets of a simple strike (§5.3, §5.7): adjacent cards; a flyer strikes any card; Stash. */
export function strikeTargets(s: S, i: number): number[] {
  const d = s.cards[i];
  if (!ready(s, i) || !isCreatureType(d) || !d.hit) return [];
  const out: number[] = [];
  const flyer = isFlyer(d);
  if (flyer) {
    for (const t of inPlayOrder(s)) if (attackable(s, t, i) && !(has(s, t, 'stash') && !s.units[t].hidden)) out.push(t);
    return out;
  }
  const c = cellOf(s, i);
  if (c < 0) return out;
  for (const n of neighbours(c)) {
    const t = s.grid[n];
    if (t >= 0 && attackable(s, t, i)) out.push(t);
  }
  if (closedInLastTurn(s, i)) for (const t of s.extra) if (isFlyer(s.cards[t]) && attackable(s, t, i)) out.push(t);
  return out;
}

/** Rule 211.9: the card closed in on flyers on its controller's previous turn, so it may strike one now. */
export function closedInLastTurn(s: S, i: number): boolean {
  const k = s.units[i].closeIn;
  return k > 0 && s.turn === k + 2;
}

/**
 * Rule 211.9 (closing in on flyers): when the enemy squad has no non-flying creature left, a
 * non-flyer on the Battlefield may close; on its next turn it may simple-strike a flyer once. A
 * hidden enemy card may be a non-flyer, so it keeps the rule from applying.
 */
export function canCloseIn(s: S, i: number): boolean {
  const u = s.units[i];
  if (!ready(s, i) || u.z !== 'field' || u.host >= 0 || s.cards[i].type !== 'creature') return false;
  const enemy = other(s.cards[i].owner);
  if (!s.extra.some((t) => s.cards[t].owner === enemy && isFlyer(s.cards[t]))) return false; // the common case
  for (const t of s.grid) {
    if (t < 0 || s.cards[t].owner !== enemy) continue;
    if (s.units[t].hidden || (isCreatureType(s.cards[t]) && !isAttachmentType(s.cards[t]))) return false;
  }
  return true;
}

export type AttackAbility = Extract<Ability, { name: AttackName }>;

export const isMagic = (kind: AttackName): boolean => kind === 'magicStrike' || kind === 'discharge';
export const isRanged = (kind: AttackName): boolean =>
  kind === 'shot' || kind === 'throw' || kind === 'discharge' || kind === 'strikeAcrossRow';
/** Attacks that count as strikes (Fortitude, §5.15). */
export const isStrike = (kind: AttackName): boolean =>
  kind === 'strike' || kind === 'specialStrike' || kind === 'magicStrike' || kind === 'strikeAcrossRow';

/** Targets of one attack ability of card `i` (§5.15 attacks; Range X as Chebyshev distance). */
export function abilityTargets(s: S, i: number, a: Ability): number[] {
  if (!ready(s, i)) return [];
  const c = cellOf(s, i);
  const out: number[] = [];
  if (a.name === 'finishing') {
    if (c < 0) return out;
    for (const n of neighbours(c)) {
      const t = s.grid[n];
      if (t < 0 || s.cards[t].owner === s.cards[i].owner || s.units[t].hidden) continue;
      if (!isCreatureType(s.cards[t]) || has(s, t, 'incorporeality')) continue;
      if (life(s, t) - s.units[t].wounds <= a.params.x) out.push(t);
    }
    return out;
  }
  if (a.name === 'redistribution') {
    // Redistribution X: heal an own wounded, non-incorporeal creature (ruling R26), then deal as many wounds.
    for (const t of inPlayOrder(s))
      if (s.cards[t].owner === s.cards[i].owner && !s.units[t].hidden && s.units[t].wounds > 0)
        if (isCreatureType(s.cards[t]) && !has(s, t, 'incorporeality')) out.push(t);
    return out;
  }
  if (a.name === 'resurrection' || a.name === 'summon') {
    // The cell is the target (§5.15): an empty cell adjacent to the card; Resurrection needs a creature card to return.
    if (c < 0 || (a.name === 'resurrection' && returnable(s, s.graves[s.cards[i].owner]).length === 0)) return out;
    return neighbours(c).filter((n) => s.grid[n] < 0);
  }
  if (a.name === 'heal') {
    // Heal X (§5.15): self, or (other) an adjacent own creature; only a wounded, non-incorporeal one (rule 103.4).
    const cands = a.params.other ? [i, ...(c >= 0 ? neighbours(c).map((n) => s.grid[n]) : [])] : [i];
    for (const t of cands)
      if (
        t >= 0 &&
        s.cards[t].owner === s.cards[i].owner &&
        !s.units[t].hidden &&
        s.units[t].wounds > 0 &&
        !has(s, t, 'incorporeality')
      )
        out.push(t);
    return out;
  }
  if (!(ATTACK_ABILITIES as readonly string[]).includes(a.name)) return out;
  const kind = a.name as AttackName;
  for (const t of inPlayOrder(s)) {
    if (!attackable(s, t, i)) continue;
    const ct = cellOf(s, t);
    if (kind === 'specialStrike' || kind === 'magicStrike') {
      if (isFlyer(s.cards[i]) ? false : !(ct >= 0 && c >= 0 && adjacent(c, ct))) continue;
    } else if (kind === 'strikeAcrossRow') {
      if (!(ct >= 0 && c >= 0 && acrossRow(c, ct))) continue;
    } else {
      // shots, throws, discharges: any card in the Extra Zone; on the Battlefield within Range
      const range = (a.params as { range?: number }).range ?? (xOf(s, i, 'range') || 0);
      if (ct >= 0 && c >= 0 && range > 0 && distance(c, ct) > range) continue;
      if (ct >= 0 && c < 0 && range > 0) continue;
    }
    out.push(t);
  }
  return out;
}

/** Creature cards of a graveyard or deck that Resurrection or Summon may take into the squad (ruling R27), by id. */
export function returnable(s: S, list: readonly number[]): number[] {
  const out = list.filter((k) => s.cards[k].type === 'creature' || s.cards[k].type === 'flyer');
  return out.sort((a, b) => a - b);
}

/**
 * The card that pays Rage's chip (§5.15): the card itself, else with Meditation the first other card
 * of the player's squad (public order) that shares an element and has a chip; -1 when none.
 */
export function chipPayer(s: S, i: number): number {
  if (s.units[i].chips > 0) return i;
  const d = s.cards[i];
  if (!has(s, i, 'meditation') || d.elements.length === 0) return -1;
  for (const k of inPlayOrder(s))
    if (k !== i && s.cards[k].owner === d.owner && s.units[k].chips > 0)
      if (s.cards[k].elements.some((e) => d.elements.includes(e))) return k;
  return -1;
}

/** Rage (§5.15, playable part): on its controller's turn a closed, revealed card may pay a chip to open. */
export function canRageOpen(s: S, i: number): boolean {
  const u = s.units[i];
  return inPlay(u) && u.closed && !u.hidden && s.cards[i].owner === s.active && chipPayer(s, i) >= 0;
}

/** Cells for Jump/Teleport (§5.15): a creature without subtype that has neither moved nor acted. */
export function jumpCells(s: S, i: number): number[] {
  const u = s.units[i];
  if (!ready(s, i) || u.moved > 0 || u.z !== 'field' || u.host >= 0 || s.cards[i].type !== 'creature') return [];
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if (s.grid[c] < 0) out.push(c);
  return out;
}

/** Creatures Maneuver may swap with (§5.15): orthogonally adjacent, without subtype, revealed (ruling R6). */
export function maneuverTargets(s: S, i: number): number[] {
  const u = s.units[i];
  if (!ready(s, i) || u.moved > 0 || u.z !== 'field' || u.host >= 0 || s.cards[i].type !== 'creature') return [];
  const out: number[] = [];
  for (const n of neighbours(u.cell)) {
    const t = s.grid[n];
    if (t >= 0 && orthogonal(u.cell, n) && s.cards[t].type === 'creature' && !s.units[t].hidden) out.push(t);
  }
  return out;
}

/**
 * Named abilities the engine leaves to resolution by hand (ruling R9), each for the reason
 * RULINGS-engine.md gives: their effect is the card's own text, which the vocabulary does not hold.
 */
export const BY_HAND: readonly AbilityName[] = ['formation', 'unity'];

/** Abilities the engine plays: the whole vocabulary but those played by hand. */
export const ENGINE_ABILITIES: readonly AbilityName[] = ABILITY_NAMES.filter((n) => !BY_HAND.includes(n));

const PLAYED = new Set<string>(ENGINE_ABILITIES);

/** Whether the engine plays this stored ability (known name and automated). */
export function enginePlays(a: Ability | null): boolean {
  return a !== null && PLAYED.has(a.name);
}

export function legalMain(s: BerserkState, p: 0 | 1): BerserkAction[] {
  const out: BerserkAction[] = [];
  if (p !== s.active) return out;
  for (let i = 0; i < s.units.length; i++) if (s.cards[i].owner === p) cardActions(s, i, out);
  out.push({ type: 'endTurn' });
  return out;
}

/** The Main Phase actions of one card of the active player (appended to `out`). */
export function cardActions(s: BerserkState, i: number, out: BerserkAction[]): void {
  const d = s.cards[i];
  const u = s.units[i];
  if (d.owner !== s.active || !inPlay(u)) return;
  if (u.hidden) {
    if (has(s, i, 'stealth')) out.push({ type: 'reveal', card: i });
    return;
  }
  if (u.closed) {
    const index = d.abilities.findIndex((a) => a?.name === 'rage');
    if (index >= 0 && canRageOpen(s, i)) out.push({ type: 'ability', card: i, index, target: addressOf(s, i) });
  }
  if (!ready(s, i)) return;
  if (u.z === 'field' && canCloseIn(s, i)) out.push({ type: 'closeIn', card: i });
  if (u.z === 'field' && u.host < 0 && d.type === 'creature' && movesLeft(s, i) > 0)
    for (const n of neighbours(u.cell)) if (s.grid[n] < 0) out.push({ type: 'move', card: i, cell: n });
  for (const t of strikeTargets(s, i)) out.push({ type: 'strike', card: i, target: addressOf(s, t) });
  for (let index = 0; index < d.abilities.length; index++) {
    const a = d.abilities[index];
    if (a === null || !PLAYED.has(a.name)) {
      if (d.type !== 'equipment' && d.type !== 'terrain') out.push({ type: 'byHand', card: i, index });
      continue;
    }
    if (a.name === 'jump' || a.name === 'teleport') {
      for (const c of jumpCells(s, i)) out.push({ type: 'ability', card: i, index, target: `c${c}` });
    } else if (a.name === 'resurrection' || a.name === 'summon') {
      for (const c of abilityTargets(s, i, a)) out.push({ type: 'ability', card: i, index, target: `c${c}` });
    } else if (a.name === 'maneuver') {
      for (const t of maneuverTargets(s, i)) out.push({ type: 'ability', card: i, index, target: addressOf(s, t) });
    } else {
      for (const t of abilityTargets(s, i, a)) out.push({ type: 'ability', card: i, index, target: addressOf(s, t) });
    }
  }
}

/** Defenders against a simple strike (§5.5, rule 211.7). */
export function defenders(s: S, f: Fight): number[] {
  if (f.kind !== 'strike' || f.defended || f.vanguard) return [];
  const src = f.source;
  // Directed Strike, Unanswered, and Precision (its attacks cannot be redirected, §5.5)
  if (has(s, src, 'directedStrike') || has(s, src, 'unanswered') || has(s, src, 'precision')) return [];
  const side = s.cards[f.target].owner;
  const out: number[] = [];
  const flyerAttack = isFlyer(s.cards[src]);
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    const d = s.cards[i];
    if (i === f.target || d.owner !== side || !inPlay(u) || u.hidden || u.closed || u.host >= 0) continue;
    if (!isCreatureType(d) || isAttachmentType(d)) continue;
    if (isFlyer(d)) {
      if (flyerAttack) out.push(i);
    } else if (flyerAttack) {
      if (cardsAdjacent(s, i, f.target)) out.push(i);
    } else if (cardsAdjacent(s, i, f.target) && cardsAdjacent(s, i, src)) out.push(i);
  }
  return out;
}

/** The X-Y-Z of an attack ability, in the order weak, medium, strong. */
export function attackValues(a: AttackAbility): [number, number, number] {
  const p = a.params as { weak: number; medium: number; strong: number };
  return [p.weak, p.medium, p.strong];
}

/** The absolute rows of a player's half, for tests and the view. */
export function halfRows(p: 0 | 1): number[] {
  return [absRow(p, 1), absRow(p, 2), absRow(p, 3)];
}
