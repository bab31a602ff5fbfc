/**
 * Edge of Darkness engine: the working copy an action changes (`Draft`) and the small moves every rule uses —
 * cubes counted per colour, cards between zones with the discard rule of §4.4.5, the Street's refill (§4.1 B3,
 * §4.2), the tower's refill from the deck bottom (§4.5), the exhausted deck (§4.3, A3) and attack checks
 * after every cube movement (A35). States are immutable: `draft` copies only the small containers an action
 * may change (zones, cube counts, players), never the content or the cards' records.
 */
import { pushInOrder } from '../../../kernel/decisions';
import { Rng } from '../../../kernel/rng';
import type { Card } from '../model/card';
import type { Effect } from '../data/effects';
import { allegianceOf } from '../model/card';
import type { ContentIndex } from '../model/content-index';
import { CUBE_COLOURS, type GuildId } from '../data/ids';
import { PLAYER_COUNT_SETUP, STREET_SLOTS, TOWER_SPACES } from '../data/setup';
import type { EodEvent, EodState, PlayerState, Task, TurnState, Zones } from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface MZones {
  deck: string[];
  street: (string | null)[];
  streetInfluence: number[];
  discard: string[];
  /** Per seat; write a hand or a hall only through `handW`/`hallW` (or replace it with `setHand`/`setHall`). */
  hand: (readonly string[])[];
  hall: (readonly string[])[];
  tower: (string | null)[];
  removed: readonly string[];
}
export interface MCubes {
  bag: number[];
  setAside: number[];
  zone: number[][];
  held: number[][];
  trays: number[][];
}
export type MPlayer = Mutable<PlayerState>;
/** `CubePlaces` read-only all the way down (a draft's cubes before `cubesW`). */
export interface ReadCubes {
  readonly bag: readonly number[];
  readonly setAside: readonly number[];
  readonly zone: readonly (readonly number[])[];
  readonly held: readonly (readonly number[])[];
  readonly trays: readonly (readonly number[])[];
}

export interface Draft extends Omit<
  Mutable<EodState>,
  'zones' | 'cubes' | 'ps' | 'turn' | 'stack' | 'cards' | 'stock' | 'agents'
> {
  /** Read freely; write only through `zonesW` (copied on the first write of an action). */
  zones: Zones;
  /** Read freely; write only through `cubesW`. */
  cubes: ReadCubes;
  /** Read freely; write only through `playerW`. */
  ps: readonly PlayerState[];
  /** Read freely; write through `turnW`, or replace it whole. */
  turn: TurnState;
  stack: Task[];
  cards: Record<string, Card>;
  stock: Readonly<Record<string, number>>;
  agents: Readonly<Record<string, readonly number[]>>;
}

/** What a rule works with: the draft, the content, the log and the generator (taken lazily). */
export interface Ctx {
  readonly d: Draft;
  readonly ix: ContentIndex;
  readonly ev: EodEvent[];
  rng: Rng | null;
  /** Which containers of the draft are already its own copies (bits of OWN); the others are the state's. */
  own: number;
}

/**
 * Bits of `Ctx.own`: zones, cubes, the player list, the turn, then one per player (`OWN.player << seat`), per
 * hand (`OWN.hand << seat`) and per Guild Hall (`OWN.hall << seat`); four seats at most.
 */
export const OWN = { zones: 1, cubes: 2, ps: 4, turn: 8, player: 16, hand: 256, hall: 4096, all: 0xffff } as const;

/**
 * The working copy of an action. Only the top-level record and the stack are copied here; zones, cubes,
 * players and the turn are copied on their first write (`zonesW`, `cubesW`, `playerW`, `turnW`), so an
 * action pays only for what it changes and unchanged parts stay shared with the previous state.
 */
export function draft(s: EodState): Draft {
  // Every field named (a spread of this record was a twentieth of the engine's time): keep in step with EodState.
  const d: Mutable<EodState> = {
    rng: s.rng,
    seats: s.seats,
    extra: s.extra,
    players: s.players,
    locations: s.locations,
    phase: s.phase,
    round: s.round,
    first: s.first,
    turns: s.turns,
    picked: s.picked,
    prologueStrip: s.prologueStrip,
    passed: s.passed,
    cards: s.cards,
    stock: s.stock,
    agents: s.agents,
    zones: s.zones,
    cubes: s.cubes,
    ps: s.ps,
    turn: s.turn,
    stack: s.stack.slice(),
    ask: s.ask,
    scores: s.scores,
  };
  return d as unknown as Draft;
}

/** The draft's zones, copied for writing on the first call of an action. */
export function zonesW(c: Ctx): MZones {
  if (!(c.own & OWN.zones)) {
    const z = c.d.zones;
    c.d.zones = {
      deck: z.deck.slice(),
      street: z.street.slice(),
      streetInfluence: z.streetInfluence.slice(),
      discard: z.discard.slice(),
      // each hand and hall is copied on its own first write (`handW`, `hallW`)
      hand: z.hand.slice(),
      hall: z.hall.slice(),
      tower: z.tower.slice(),
      removed: z.removed,
    };
    c.own |= OWN.zones;
  }
  return c.d.zones as MZones;
}

/** A seat's hand in the draft, copied for writing on the first call of an action. */
export function handW(c: Ctx, seat: number): string[] {
  const z = zonesW(c);
  const bit = OWN.hand << seat;
  if (!(c.own & bit)) {
    z.hand[seat] = z.hand[seat].slice();
    c.own |= bit;
  }
  return z.hand[seat] as string[];
}

/** A seat's Guild Hall in the draft, copied for writing on the first call of an action. */
export function hallW(c: Ctx, seat: number): string[] {
  const z = zonesW(c);
  const bit = OWN.hall << seat;
  if (!(c.own & bit)) {
    z.hall[seat] = z.hall[seat].slice();
    c.own |= bit;
  }
  return z.hall[seat] as string[];
}

/** Replaces a seat's hand with `cards` (owned by the draft from now on). */
export function setHand(c: Ctx, seat: number, cards: string[]): void {
  zonesW(c).hand[seat] = cards;
  c.own |= OWN.hand << seat;
}

/** Replaces a seat's Guild Hall with `cards` (owned by the draft from now on). */
export function setHall(c: Ctx, seat: number, cards: string[]): void {
  zonesW(c).hall[seat] = cards;
  c.own |= OWN.hall << seat;
}

/** The draft's cube counts, copied for writing on the first call of an action. */
export function cubesW(c: Ctx): MCubes {
  if (!(c.own & OWN.cubes)) {
    const x = c.d.cubes;
    c.d.cubes = {
      bag: x.bag.slice(),
      setAside: x.setAside.slice(),
      zone: x.zone.map((v) => v.slice()),
      held: x.held.map((v) => v.slice()),
      trays: x.trays.map((v) => v.slice()),
    };
    c.own |= OWN.cubes;
  }
  return c.d.cubes as MCubes;
}

/** One player of the draft, copied for writing on the first call of an action. */
export function playerW(c: Ctx, seat: number): MPlayer {
  if (!(c.own & OWN.ps)) {
    c.d.ps = c.d.ps.slice();
    c.own |= OWN.ps;
  }
  const bit = OWN.player << seat;
  if (!(c.own & bit)) {
    (c.d.ps as MPlayer[])[seat] = copyPlayer(c.d.ps[seat]);
    c.own |= bit;
  }
  return c.d.ps[seat] as MPlayer;
}

/** A player record's copy, every field named (faster than a spread): keep in step with PlayerState. */
function copyPlayer(p: PlayerState): MPlayer {
  return {
    guild: p.guild,
    coin: p.coin,
    influence: p.influence,
    goodwill: p.goodwill,
    prestige: p.prestige,
    home: p.home,
    untrained: p.untrained,
    slips: p.slips,
    defense: p.defense,
    used: p.used,
    applied: p.applied,
  };
}

/** The draft's turn record, copied for writing on the first call of an action. */
export function turnW(c: Ctx): Mutable<TurnState> {
  if (!(c.own & OWN.turn)) {
    const t = c.d.turn;
    c.d.turn = { bs: t.bs, hunt: t.hunt, sleeved: t.sleeved, locUsed: t.locUsed, started: t.started };
    c.own |= OWN.turn;
  }
  return c.d.turn as Mutable<TurnState>;
}

/** Replaces the turn record with a new one (owned by the draft). */
export function newTurn(c: Ctx, started: boolean): void {
  c.d.turn = { bs: 0, hunt: false, sleeved: false, locUsed: [], started };
  c.own |= OWN.turn;
}

/** The draft as the next state (the generator's state written back when it was used). */
export function finish(c: Ctx): EodState {
  if (c.rng) c.d.rng = c.rng.state();
  return c.d as unknown as EodState;
}

export function rngOf(c: Ctx): Rng {
  if (!c.rng) c.rng = new Rng(c.d.rng);
  return c.rng;
}

export const seatOf = (d: { seats: readonly string[] }, i: number): string => d.seats[i];

/** Seat index of the player whose turn it is in the current phase (clockwise from the first player). */
export function activeIndex(s: Pick<EodState, 'first' | 'turns' | 'seats'>): number {
  return (s.first + s.turns) % s.seats.length;
}

export function setCard(c: Ctx, card: Card): void {
  c.d.cards = { ...c.d.cards, [card.id]: card };
}

export function setStock(c: Ctx, stock: Readonly<Record<string, number>>): void {
  c.d.stock = stock;
}

export function addAgents(c: Ctx, loc: string, seat: number, n: number): void {
  const row = (c.d.agents[loc] ?? []).slice();
  row[seat] = (row[seat] ?? 0) + n;
  c.d.agents = { ...c.d.agents, [loc]: row };
}

/** Seat index owning the card (§2.2), or -1 for a neutral card. */
export function ownerSeat(
  c: Ctx | { d: { ps: readonly PlayerState[]; cards: Readonly<Record<string, Card>> }; ix: ContentIndex },
  card: string,
): number {
  const g = allegianceOf(c.d.cards[card], c.ix);
  return g === null ? -1 : guildSeat(c.d.ps, g);
}

export function guildSeat(ps: readonly PlayerState[], g: GuildId): number {
  for (let i = 0; i < ps.length; i++) if (ps[i].guild === g) return i;
  return -1;
}

// ---- cubes ----

export const COLOURS = CUBE_COLOURS;
export const total = (x: readonly number[]): number => x[0] + x[1] + x[2] + x[3] + x[4];

/** Draws up to n cubes from the bag at random; an empty bag takes the set-aside pool first (§4.1 B2; A21). */
export function drawCubes(c: Ctx, n: number): number[] {
  const out = [0, 0, 0, 0, 0];
  if (n <= 0) return out;
  const cubes = cubesW(c);
  const bag = cubes.bag;
  for (let k = 0; k < n; k++) {
    if (total(bag) === 0) {
      const aside = cubes.setAside;
      for (let i = 0; i < 5; i++) {
        bag[i] += aside[i];
        aside[i] = 0;
      }
      if (total(bag) === 0) break; // A21 (E10): nothing left to draw
    }
    let r = rngOf(c).int(0, total(bag) - 1);
    let i = 0;
    while (r >= bag[i]) r -= bag[i++];
    bag[i]--;
    out[i]++;
  }
  return out;
}

/** Drops cubes into the tower, each into a random tray (§4.4.1, §7.3: uniform over 3), then checks attacks. */
export function dropCubes(c: Ctx, cubes: readonly number[]): number[] {
  const landed = [0, 0, 0];
  const trays = total(cubes) > 0 ? cubesW(c).trays : null;
  for (let i = 0; i < 5; i++)
    for (let k = 0; k < cubes[i]; k++) {
      const tray = rngOf(c).int(0, TOWER_SPACES - 1);
      trays![tray][i]++;
      landed[tray]++;
    }
  checkAttacks(c);
  return landed;
}

/**
 * A35: after every cube movement into the tower (and when a card arrives on a space), every tray at the
 * threshold whose space holds a card attacks, left to right (§4.5). The tray's cubes go to the set-aside
 * pool at once (§4.5 step 1), so a tray never triggers twice. A22 (E11): a tray at the threshold under an
 * empty space keeps its cubes until a card arrives.
 */
export function checkAttacks(c: Ctx): void {
  const d = c.d;
  const threshold = PLAYER_COUNT_SETUP[d.players].attackThreshold;
  const tasks: Task[] = [];
  for (let space = 0; space < TOWER_SPACES; space++) {
    const card = d.zones.tower[space];
    if (card === null || total(d.cubes.trays[space]) < threshold) continue;
    const cubes = cubesW(c);
    const tray = cubes.trays[space];
    const targets = attackTargets(c, tray);
    for (let i = 0; i < 5; i++) {
      cubes.setAside[i] += tray[i];
      tray[i] = 0;
    }
    const damage = threatOf(c, card).damage;
    tasks.push({ t: 'attack', space, card, damage, targets, reduced: 0 });
    c.ev.push({ type: 'attack', space: space + 1, card, damage, targets: targets.map((t) => d.seats[t]) });
  }
  if (tasks.length) d.stack = pushInOrder(d.stack, ...tasks);
}

/**
 * Who a tray's card attacks (§4.5): the colour with the most cubes; every tied colour; everyone when black
 * has or shares the most. Clockwise from the current player.
 */
function attackTargets(c: Ctx, tray: readonly number[]): number[] {
  const d = c.d;
  const best = Math.max(...tray);
  const n = d.seats.length;
  const current = currentSeat(d);
  const all = tray[4] === best;
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const s = (current + k) % n;
    const colour = COLOURS.indexOf(d.ps[s].guild);
    if (all || tray[colour] === best) out.push(s);
  }
  return out;
}

/** The seat whose turn it is (action phase), else the first player. */
export function currentSeat(d: Pick<EodState, 'phase' | 'first' | 'turns' | 'seats'>): number {
  return d.phase === 'action' || d.phase === 'gather' ? activeIndex(d) : d.first;
}

export interface ThreatInfo {
  readonly damage: number;
  /** Rewards with the location each strip is linked to (R11). */
  readonly rewards: readonly { fx: Effect; loc: string | null }[];
  readonly onAttack: readonly Effect[];
}

/** A card as one threat (§2.4, R1): its visible strips' damage summed, their rewards with their locations. */
export function threatOf(c: { d: Pick<EodState, 'cards'>; ix: ContentIndex }, card: string): ThreatInfo {
  const k = c.d.cards[card];
  // A card record never changes (crafting makes a new one): its threat is computed once per content index.
  let perIx = threatCache.get(c.ix);
  if (!perIx) threatCache.set(c.ix, (perIx = new WeakMap()));
  let t = perIx.get(k);
  if (!t) perIx.set(k, (t = computeThreat(c.ix, k)));
  return t;
}
const threatCache = new WeakMap<ContentIndex, WeakMap<Card, ThreatInfo>>();

function computeThreat(ix: ContentIndex, k: Card): ThreatInfo {
  let damage = 0;
  const rewards: { fx: Effect; loc: string | null }[] = [];
  const onAttack: Effect[] = [];
  for (const slot of ['top', 'middle', 'bottom'] as const) {
    const f = k.slots[slot];
    if (!f) continue;
    if (f.kind === 'base') {
      const s = ix.starters.get(k.starter)!;
      damage += s.threat.damage;
      for (const fx of s.threat.rewards) rewards.push({ fx, loc: null });
      onAttack.push(...(s.threat.onAttack ?? []));
    } else {
      const a = ix.advancements.get(f.advancement)!;
      damage += a.threat.damage;
      for (const fx of a.threat.rewards) rewards.push({ fx, loc: a.location });
      onAttack.push(...(a.threat.onAttack ?? []));
    }
  }
  return { damage, rewards, onAttack };
}

// ---- cards ----

/**
 * Discards a card (§4.4.5 general rule): an owned card goes to the discard pile only when its owner discards
 * it from their own hand, otherwise to its owner's Guild Hall; a neutral card to the discard pile.
 */
export function discardCard(c: Ctx, card: string, fromOwnHandOf: number | null, by: number | null): void {
  const owner = ownerSeat(c, card);
  const toHall = owner >= 0 && owner !== fromOwnHandOf;
  if (toHall) hallW(c, owner).push(card);
  else zonesW(c).discard.push(card);
  c.ev.push({
    type: 'discarded',
    seat: by === null ? '' : c.d.seats[by],
    card,
    to: toHall ? 'hall' : 'discard',
    owner: owner >= 0 ? c.d.seats[owner] : null,
  });
}

/** Removes a card from a hand; true when it was there. */
export function takeFromHand(c: Ctx, seat: number, card: string): boolean {
  const i = c.d.zones.hand[seat].indexOf(card);
  if (i < 0) return false;
  handW(c, seat).splice(i, 1);
  return true;
}

/** §4.1 B3, §4.2: slide the Street right (toward position 1), influence with its card, then deal from the deck. */
export function refillStreet(c: Ctx): void {
  const z = zonesW(c);
  const cards: string[] = [];
  const inf: number[] = [];
  for (let i = 0; i < STREET_SLOTS; i++)
    if (z.street[i] !== null) {
      cards.push(z.street[i]!);
      inf.push(z.streetInfluence[i]);
    }
  while (cards.length < STREET_SLOTS && z.deck.length > 0) {
    cards.push(z.deck.shift()!);
    inf.push(0);
  }
  for (let i = 0; i < STREET_SLOTS; i++) {
    z.street[i] = cards[i] ?? null;
    z.streetInfluence[i] = inf[i] ?? 0;
  }
}

/**
 * A3 (E1): the deck is exhausted when it holds at most the one card that is Street position 6 (the
 * preferred reading: Street cards never go to the tower, so the tower needs a second card).
 */
export function exhausted(d: Pick<EodState, 'zones'>): boolean {
  return d.zones.deck.length <= 1;
}

/** §4.5 "After the attack", §4.6: empty tower spaces take the deck's bottom card, never a Street card. */
export function refillTower(c: Ctx): void {
  let placed = false;
  for (let space = 0; space < TOWER_SPACES; space++) {
    if (c.d.zones.tower[space] !== null || c.d.zones.deck.length < 2) continue;
    const z = zonesW(c);
    const card = z.deck.pop()!;
    z.tower[space] = card;
    placed = true;
    c.ev.push({ type: 'revealed', space: space + 1, card });
  }
  if (placed) checkAttacks(c);
}

/** §4.3: shuffle the discard pile and put it under the deck's top card; refill the Street and the tower. */
export function reshuffle(c: Ctx): void {
  const z = zonesW(c);
  const n = z.discard.length;
  z.deck.push(...rngOf(c).shuffle(z.discard));
  z.discard = [];
  c.ev.push({ type: 'reshuffled', cards: n });
  refillStreet(c);
  refillTower(c);
}

export const streetCardAt = (d: Pick<EodState, 'zones'>, pos: number): string | null =>
  pos === 6 ? (d.zones.deck[0] ?? null) : (d.zones.street[pos - 1] ?? null);

export const abilityKey = (card: string, slot: string, index: number): string => `${card}/${slot}/${index}`;
