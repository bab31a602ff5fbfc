/**
 * Edge of Darkness engine: the rules — what the addressed seat may do (`legal`), doing it (`doAction`), and
 * the resolution stack that runs effects from the vocabulary (data/effects.ts) one by one, stopping at a
 * choice (`Ask`). Sections of the rules digest are named where each rule is enforced; rulings E1… are in
 * ../RULINGS.md.
 */
import { topWhere } from '../../../kernel/decisions';
import { nextSeatIndex } from '../../../kernel/flow';
import {
  amount,
  prologueAllowed,
  type Ability,
  type AdvancementDef,
  type Effect,
  EOD_SCRIPT_IDS,
} from '../data/effects';
import { SLOTS, type Slot } from '../data/ids';
import { DEFENSE_SUCCESS_PRESTIGE, defenseAfterHits, DEFENSE_FAILURE_STEPS, OWNER_FEE_COINS } from '../data/resources';
import { finalScores, type ScoringInput } from '../data/scoring';
import { HAND_FILL, PLAYER_COUNT_SETUP, prologuePickOrder, ROUNDS, STREET_SLOTS, TOWER_SPACES } from '../data/setup';
import { craft, filledSlots, seedSlot, stockKey, type Card } from '../model/card';
import type { ContentIndex } from '../model/content-index';
import {
  abilityCount,
  cardAbility,
  cardFacts,
  intern,
  refOf,
  SLOT_BIT,
  type AbilityRef,
  type CardFacts,
} from './card-facts';
import {
  abilityKey,
  activeIndex,
  addAgents,
  checkAttacks,
  COLOURS,
  cubesW,
  newTurn,
  handW,
  hallW,
  setHand,
  setHall,
  playerW,
  turnW,
  zonesW,
  discardCard,
  drawCubes,
  dropCubes,
  exhausted,
  guildSeat,
  ownerSeat,
  refillStreet,
  refillTower,
  reshuffle,
  rngOf,
  setCard,
  streetCardAt,
  takeFromHand,
  threatOf,
  total,
  type Ctx,
  type Draft,
} from './state';
import type { Ask, EodAction, EodState, Task } from './types';

/** Scripts the engine runs (the escape hatch, data/effects.ts `EOD_SCRIPT_IDS`); any other is done by hand. */
export const ENGINE_SCRIPTS: ReadonlySet<string> = new Set(EOD_SCRIPT_IDS);

type S = EodState | Draft;

// The pick order per player count, built once (it is asked for on every decision of the Prologue).
const PICK_ORDER = new Map<number, readonly number[]>();
export function pickOrder(players: EodState['players']): readonly number[] {
  let order = PICK_ORDER.get(players);
  if (!order) PICK_ORDER.set(players, (order = prologuePickOrder(players)));
  return order;
}

// ---- who is addressed ----

/** Seat index addressed now, or -1 when the game is over. */
export function addressedSeat(s: S): number {
  if (s.ask) return s.ask.seat;
  switch (s.phase) {
    case 'prologue':
      return (s.first + pickOrder(s.players)[s.turns]) % s.seats.length;
    case 'guildHall':
    case 'gather':
    case 'action':
      return activeIndex(s);
    default:
      return -1;
  }
}

// ---- abilities ----

/** Whether `seat` may resolve the ability `r` of `card` now (not used yet, its fee and costs payable). */
function refUsable(s: S, seat: number, r: AbilityRef, mode: 'turn' | 'prologue' | 'defense', fee: number): boolean {
  if (mode === 'prologue' && !r.prologue) return false;
  if (mode === 'defense' && !r.defense) return false;
  const used = s.ps[seat].used;
  if (used.length > 0 && used.includes(r.key)) return false;
  return canPay(s, seat, r.ability, r.loc, mode === 'prologue' ? 0 : fee, mode === 'prologue');
}

/** Whether `seat` can pay an ability's costs (A27: the full amount; returning needs that many agents there). */
function canPay(s: S, seat: number, ab: Ability, loc: string | null, fee: number, prologue: boolean): boolean {
  const p = s.ps[seat];
  let coin = fee;
  let influence = 0;
  let goodwill = 0;
  const costs = ab.cost;
  if (costs)
    for (let i = 0; i < costs.length; i++) {
      const cost = costs[i];
      if (cost.kind === 'pay') {
        if (cost.res === 'coin') coin += cost.n;
        else if (cost.res === 'influence') influence += cost.n;
        else goodwill += cost.n;
      } else {
        if (prologue || loc === null) return false; // R6: no returning in the Prologue
        if ((s.agents[loc]?.[seat] ?? 0) < cost.n) return false;
      }
    }
  return p.coin >= coin && p.influence >= influence && p.goodwill >= goodwill;
}

/** The fee for resolving an ability of `card` (§2.2, §4.4.3, R4): 1 coin when another player owns it. */
function feeFor(c: { d: S; ix: ContentIndex }, seat: number, card: string): number {
  return feeOf(c.d, seat, cardFacts(c.ix, c.d.cards[card]));
}

function locLimitKey(seat: number, loc: string, index: number): string {
  // kept per location, ability and seat (a bounded set), so the text is built and interned once
  let keys = LIMIT_KEYS.get(loc);
  if (!keys) LIMIT_KEYS.set(loc, (keys = []));
  return (keys[index * 8 + seat] ??= intern(`${seat}|${loc}|${index}`));
}
const LIMIT_KEYS = new Map<string, string[]>();

/** One ability of a location in play, with what the legal lists need of it (built once per game). */
interface LocRef {
  readonly loc: string;
  readonly index: number;
  readonly ability: Ability;
  readonly once: boolean;
  readonly defense: boolean;
  /** `locLimitKey` per seat index. */
  readonly limitKeys: readonly string[];
  readonly action: EodAction;
}
const locRefsCache = new WeakMap<readonly string[], readonly LocRef[]>();
function locRefs(s: S, ix: ContentIndex): readonly LocRef[] {
  let list = locRefsCache.get(s.locations);
  if (!list) {
    const out: LocRef[] = [];
    for (const loc of s.locations)
      (ix.locations.get(loc)?.abilities ?? []).forEach((ability, index) =>
        out.push({
          loc,
          index,
          ability,
          once: (ability.limit ?? 'once-per-turn') === 'once-per-turn',
          defense: ability.effects.some((e) => e.op === 'defense'),
          limitKeys: s.seats.map((_, seat) => locLimitKey(seat, loc, index)),
          action: { type: 'loc', loc, index },
        }),
      );
    list = out;
    locRefsCache.set(s.locations, list);
  }
  return list;
}

function locAbilityUsable(s: S, seat: number, r: LocRef, defenseOnly: boolean): boolean {
  if (r.once && s.turn.locUsed.length > 0 && s.turn.locUsed.includes(r.limitKeys[seat])) return false;
  if (defenseOnly && !r.defense) return false;
  return canPay(s, seat, r.ability, r.loc, 0, false);
}

function contactUsable(
  s: S,
  ix: ContentIndex,
  seat: number,
  card: string,
  slot: Slot,
  index: number,
  mode: 'turn' | 'prologue' | 'defense',
): boolean {
  const k = s.cards[card];
  const found = cardAbility(ix, k, slot, index);
  if (!found) return false;
  if (s.ps[seat].used.includes(abilityKey(card, slot, index))) return false;
  if (mode === 'prologue' && !found.ability.effects.some(prologueAllowed)) return false;
  if (mode === 'defense' && !found.ability.effects.some((e) => e.op === 'defense')) return false;
  const fee = mode === 'prologue' ? 0 : feeFor({ d: s, ix }, seat, card);
  return canPay(s, seat, found.ability, found.loc, fee, mode === 'prologue');
}

/** Defence options of an attacked seat (§4.5, A8 ruling E4): defense abilities of locations and of its hand. */
export function defenseOptions(s: S, ix: ContentIndex, seat: number): string[] {
  const out: string[] = [];
  for (const r of locRefs(s, ix)) if (locAbilityUsable(s, seat, r, true)) out.push(`loc:${r.loc}:${r.index}`);
  for (const card of s.zones.hand[seat]) {
    const f = cardFacts(ix, s.cards[card]);
    const fee = feeOf(s, seat, f);
    for (const r of f.refs) if (refUsable(s, seat, r, 'defense', fee)) out.push(`card:${card}:${r.slot}:${r.index}`);
  }
  return out;
}

// ---- legal actions ----

export function legal(s: EodState, ix: ContentIndex, seat: number): EodAction[] {
  if (addressedSeat(s) !== seat) return [];
  if (s.ask) return s.ask.options.map(chooseAction);
  const out: EodAction[] = [];
  const hand = s.zones.hand[seat];
  switch (s.phase) {
    case 'prologue': {
      if (s.prologueStrip) {
        prologueUses(s, ix, seat, out);
        out.push(DONE);
        return out;
      }
      const free = hand.map((id) => cardFacts(ix, s.cards[id]).free);
      const rows = hand.map((id) => entryRow(ix, 'pick', id));
      for (const e of availableStock(s, ix).entries) {
        if (s.picked.includes(e.adv)) continue; // A15: unique
        for (let h = 0; h < free.length; h++) if (free[h] & e.bit) out.push(entryAction(rows[h], e, 'pick', hand[h]));
      }
      return out;
    }
    case 'guildHall':
      for (const card of hand) if (!hasAdvancement(s.cards[card])) out.push({ type: 'hall', card });
      return out;
    case 'gather': {
      const p = s.ps[seat];
      let cost = 0;
      for (let pos = s.passed + 1; pos <= STREET_SLOTS; pos++) {
        if (s.zones.street[pos - 1] === null) continue;
        if (cost <= p.influence) out.push(TAKE[pos]);
        cost++;
      }
      if (s.zones.deck.length > 0 && cost <= p.influence) out.push(TAKE[6]);
      return out;
    }
    case 'action':
      return actionTurnLegal(s, ix, seat);
    default:
      return out;
  }
}

/** §3.3: the allowed abilities of the strip just sleeved that `seat` can still use (into `out`); how many. */
function prologueUses(s: S, ix: ContentIndex, seat: number, out: EodAction[] | null): number {
  const { card, slot } = s.prologueStrip!;
  const n = abilityCount(ix, s.cards[card], slot);
  let found = 0;
  for (let i = 0; i < n; i++)
    if (contactUsable(s, ix, seat, card, slot, i, 'prologue')) {
      found++;
      out?.push({ type: 'use', card, slot, index: i });
    }
  return found;
}

function hasAdvancement(card: Card): boolean {
  return SLOTS.some((sl) => card.slots[sl]?.kind === 'advancement');
}

/** The (advancement, slot variant) stacks of the game's locations, in location order (cached per game). */
interface StockEntry {
  readonly adv: string;
  readonly slot: Slot;
  readonly key: string;
  /** The slot's bit (`SLOT_BIT`). */
  readonly bit: number;
  /** Its number among the entries of its content index (the column of `EntryTable.sleeve`/`pick` rows). */
  readonly n: number;
}

/** The stacks with a copy left, and their slots as bits (cached per stock record: records never change). */
interface Available {
  readonly entries: readonly StockEntry[];
  readonly slots: number;
}
const availableCache = new WeakMap<Readonly<Record<string, number>>, Available>();
function availableStock(s: S, ix: ContentIndex): Available {
  let av = availableCache.get(s.stock);
  if (!av) {
    const entries = stockEntries(s, ix).filter((e) => (s.stock[e.key] ?? 0) > 0);
    av = { entries, slots: entries.reduce((t, e) => t | e.bit, 0) };
    availableCache.set(s.stock, av);
  }
  return av;
}
const entriesCache = new WeakMap<readonly string[], readonly StockEntry[]>();
function stockEntries(s: S, ix: ContentIndex): readonly StockEntry[] {
  let list = entriesCache.get(s.locations);
  if (!list) {
    const out: StockEntry[] = [];
    for (const loc of s.locations)
      for (const a of ix.advancementsAt.get(loc) ?? [])
        for (const slot of SLOTS) if ((a.variants[slot] ?? 0) > 0) out.push(stockEntry(ix, a.id, slot));
    list = out;
    entriesCache.set(s.locations, list);
  }
  return list;
}

// One entry per advancement and slot variant of a content index, shared by every game on it, and the
// `sleeve`/`pick` actions of each card id by entry number (facts of the content, bounded by its size).
interface EntryTable {
  readonly byKey: Map<string, StockEntry>;
  readonly sleeve: Map<string, EodAction[]>;
  readonly pick: Map<string, EodAction[]>;
}
const entryTables = new WeakMap<ContentIndex, EntryTable>();
function entryTable(ix: ContentIndex): EntryTable {
  let t = entryTables.get(ix);
  if (!t) entryTables.set(ix, (t = { byKey: new Map(), sleeve: new Map(), pick: new Map() }));
  return t;
}
function stockEntry(ix: ContentIndex, adv: string, slot: Slot): StockEntry {
  const byKey = entryTable(ix).byKey;
  const key = stockKey(adv, slot);
  let e = byKey.get(key);
  if (!e) byKey.set(key, (e = { adv, slot, key, bit: SLOT_BIT[slot], n: byKey.size }));
  return e;
}

/** The `sleeve` or `pick` actions of a card by entry number, filled as they are asked for (`entryAction`). */
function entryRow(ix: ContentIndex, type: 'sleeve' | 'pick', card: string): EodAction[] {
  const rows = entryTable(ix)[type];
  let row = rows.get(card);
  if (!row) rows.set(card, (row = []));
  return row;
}

/** The `sleeve` or `pick` action of a stack entry and a card, built once (actions are never changed). */
function entryAction(row: EodAction[], e: StockEntry, type: 'sleeve' | 'pick', card: string): EodAction {
  return (row[e.n] ??= { type, adv: e.adv, slot: e.slot, card });
}

// Indexed loops below: this runs for every position of the action phase, and for-of iterators allocate
// whenever the function is not optimised. The order of the list is part of the game's behaviour (a random
// or computer player picks by position): keep it.
function actionTurnLegal(s: EodState, ix: ContentIndex, seat: number): EodAction[] {
  const out: EodAction[] = [];
  const hand = s.zones.hand[seat];
  const n = hand.length;
  const facts: CardFacts[] = [];
  for (let h = 0; h < n; h++) facts.push(cardFacts(ix, s.cards[hand[h]]));
  const p = s.ps[seat];
  // §4.4.3 sleeving; which slot variants are left also decides whether sleeving is mandatory (§2.1).
  const available = availableStock(s, ix);
  let mustSleeve = false;
  if (!s.turn.sleeved) {
    const entries = available.entries;
    const rows: EodAction[][] = [];
    for (let h = 0; h < n; h++) rows.push(entryRow(ix, 'sleeve', hand[h]));
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      for (let h = 0; h < n; h++) if (facts[h].free & e.bit) out.push(entryAction(rows[h], e, 'sleeve', hand[h]));
    }
    // sleeveObligation (model/card.ts): 'must' when a card has an empty slot whose variant is left
    for (let h = 0; h < n; h++) if (facts[h].empty & available.slots) mustSleeve = true;
  }
  // contact effects of cards in hand
  for (let h = 0; h < n; h++) {
    const fee = feeOf(s, seat, facts[h]);
    const refs = facts[h].refs;
    for (let i = 0; i < refs.length; i++) if (refUsable(s, seat, refs[i], 'turn', fee)) out.push(refs[i].use);
  }
  // location abilities (R5)
  const lrefs = locRefs(s, ix);
  for (let i = 0; i < lrefs.length; i++) if (locAbilityUsable(s, seat, lrefs[i], false)) out.push(lrefs[i].action);
  // §4.4.3a discard options
  const unapplied = p.applied.length ? hand.filter((c) => !p.applied.includes(c)) : hand;
  const u = unapplied.length;
  if (u) {
    const locs = s.locations;
    for (let h = 0; h < u; h++)
      for (let i = 0; i < locs.length; i++)
        if ((s.agents[locs[i]]?.[seat] ?? 0) > 0) out.push(discardAction(unapplied[h], locs[i]));
  }
  if (u >= 2) {
    const usePos: number[] = [];
    const useRef: AbilityRef[] = [];
    for (let pos = 1; pos <= 6; pos++) {
      const card = streetCardAt(s, pos);
      if (card === null) continue;
      const f = cardFacts(ix, s.cards[card]);
      const fee = feeOf(s, seat, f);
      const refs = f.refs;
      for (let i = 0; i < refs.length; i++)
        if (refUsable(s, seat, refs[i], 'turn', fee)) {
          usePos.push(pos);
          useRef.push(refs[i]);
        }
    }
    if (usePos.length)
      for (let a = 0; a < u; a++)
        for (let b = a + 1; b < u; b++) {
          // one pair array for every action of the pair (actions are never changed)
          const pair: readonly [string, string] = [unapplied[a], unapplied[b]];
          for (let i = 0; i < usePos.length; i++) {
            const r = useRef[i];
            out.push({ type: 'streetUse', cards: pair, pos: usePos[i], slot: r.slot, index: r.index });
          }
        }
  }
  // §4.6 hunting
  if (s.turn.hunt)
    for (let space = 0; space < TOWER_SPACES; space++) {
      const card = s.zones.tower[space];
      if (card !== null && threatOf({ d: s, ix }, card).damage <= s.turn.bs) out.push(HUNT[space]);
    }
  // §4.3 reshuffle now
  if (exhausted(s) && s.zones.discard.length > 0) out.push(RESHUFFLE);
  // §4.4.5 end (sleeving is mandatory when possible, §2.1 skipping)
  if (!mustSleeve) out.push(END);
  return out;
}

// Actions without a card or with few variants, built once (actions are never changed).
const END: EodAction = { type: 'end' };
const RESHUFFLE: EodAction = { type: 'reshuffle' };
const HUNT: readonly EodAction[] = [1, 2, 3].map((space) => ({ type: 'hunt', space }));
const DONE: EodAction = { type: 'done' };
const TAKE: readonly EodAction[] = [0, 1, 2, 3, 4, 5, 6].map((pos) => ({ type: 'take', pos }));

/** The `choose` action of an option, built once per option text (a bounded set: content ids and numbers). */
const chooseActions = new Map<string, EodAction>();
function chooseAction(option: string): EodAction {
  let a = chooseActions.get(option);
  if (!a) chooseActions.set(option, (a = { type: 'choose', option }));
  return a;
}

/** The `discardReturn` action of a card and a location, built once per pair. */
const discardActions = new Map<string, Map<string, EodAction>>();
function discardAction(card: string, loc: string): EodAction {
  let byLoc = discardActions.get(card);
  if (!byLoc) discardActions.set(card, (byLoc = new Map()));
  let a = byLoc.get(loc);
  if (!a) byLoc.set(loc, (a = { type: 'discardReturn', card, loc }));
  return a;
}

/** The fee for resolving an ability of a card (§2.2, §4.4.3, R4): 1 coin when another player owns it. */
function feeOf(s: S, seat: number, f: CardFacts): number {
  const g = f.guild;
  if (g === null) return 0;
  const o = guildSeat(s.ps, g);
  return o >= 0 && o !== seat ? OWNER_FEE_COINS : 0;
}

// ---- doing an action (already known legal) ----

export function doAction(c: Ctx, a: EodAction, seat: number): void {
  const d = c.d;
  switch (a.type) {
    case 'choose':
      answer(c, a.option);
      break;
    case 'pick': {
      sleeveInto(c, seat, a.adv, a.slot, a.card, 'picked');
      d.picked = [...d.picked, a.adv];
      d.prologueStrip = { card: a.card, slot: a.slot };
      if (prologueUses(d, c.ix, seat, null) === 0) endPick(c);
      break;
    }
    case 'use': {
      const prologue = d.phase === 'prologue';
      useContact(c, seat, a.card, a.slot, a.index, prologue ? 'prologue' : 'turn', prologue ? false : true);
      break;
    }
    case 'done':
      endPick(c);
      break;
    case 'loc':
      useLocation(c, seat, a.loc, a.index, false);
      break;
    case 'hall': {
      takeFromHand(c, seat, a.card);
      hallW(c, seat).push(a.card);
      c.ev.push({ type: 'toHall', seat: d.seats[seat], card: a.card });
      const z = zonesW(c);
      for (const card of z.hand[seat]) z.discard.push(card);
      setHand(c, seat, []);
      d.turns++;
      if (d.turns === d.seats.length) formDeck(c);
      break;
    }
    case 'take':
      take(c, seat, a.pos);
      break;
    case 'sleeve':
      sleeveInto(c, seat, a.adv, a.slot, a.card, 'sleeved');
      turnW(c).sleeved = true;
      break;
    case 'discardReturn': {
      takeFromHand(c, seat, a.card);
      discardCard(c, a.card, seat, seat);
      addAgents(c, a.loc, seat, -1);
      playerW(c, seat).home++;
      c.ev.push({ type: 'effect', seat: d.seats[seat], op: 'return', n: 1, loc: a.loc });
      break;
    }
    case 'streetUse': {
      for (const card of a.cards) {
        takeFromHand(c, seat, card);
        discardCard(c, card, seat, seat);
      }
      const card = streetCardAt(d, a.pos)!;
      useContact(c, seat, card, a.slot, a.index, 'turn', false);
      break;
    }
    case 'hunt':
      hunt(c, seat, a.space - 1);
      break;
    case 'reshuffle':
      reshuffle(c);
      break;
    case 'end':
      endTurn(c, seat);
      break;
  }
  run(c);
  advance(c);
}

function sleeveInto(c: Ctx, seat: number, adv: string, slot: Slot, card: string, ev: 'picked' | 'sleeved'): void {
  const r = craft(c.d.cards[card], c.ix.advancements.get(adv)!, slot, c.d.stock);
  if (!r.ok) throw new Error(`craft refused after the legality check: ${r.reason}`);
  setCard(c, r.card);
  c.d.stock = r.stock!;
  c.ev.push({ type: ev, seat: c.d.seats[seat], adv, slot, card });
}

function endPick(c: Ctx): void {
  const d = c.d;
  d.prologueStrip = null;
  d.turns++;
  if (d.turns < pickOrder(d.players).length) return;
  seedFrom(c, 0);
}

/** §3.3 step 4: the advancements nobody picked, in location order (each is seeded once). */
function unpicked(d: Draft, ix: ContentIndex): AdvancementDef[] {
  const out: AdvancementDef[] = [];
  for (const loc of d.locations)
    for (const a of ix.advancementsAt.get(loc) ?? []) if (!d.picked.includes(a.id)) out.push(a);
  return out;
}

/** Neutral Citizens in the discard pile without an advancement (§3.3 step 4, R3's targets). */
function seedTargets(d: Draft, ix: ContentIndex): string[] {
  return d.zones.discard.filter((id) => {
    const st = ix.starters.get(d.cards[id].starter)!;
    return st.guild === null && st.kind === 'citizen' && !hasAdvancement(d.cards[id]);
  });
}

/**
 * §3.3 step 4 (ruling E2): each unpicked advancement, from the k-th on, goes into a different neutral Citizen of
 * the discard pile with R3's slot variant. The players seed (seed L304), so where a choice exists the player
 * clockwise from the first player (one advancement each, in turn) chooses the Citizen (`Ask` `seed`); with one
 * Citizen left there is nothing to choose. When every advancement is seeded, the Guild Hall step begins.
 */
function seedFrom(c: Ctx, k: number): void {
  const d = c.d;
  const list = unpicked(d, c.ix);
  for (; k < list.length; k++) {
    const a = list[k];
    const free = seedTargets(d, c.ix);
    const slot = seedSlot(a, d.stock);
    if (!free.length || slot === null) continue;
    if (free.length > 1) {
      const seat = (d.first + k) % d.seats.length;
      d.ask = { seat, key: 'seed', options: free, params: { adv: a.id, slot, k } };
      return;
    }
    seedInto(c, a, slot, free[0]);
  }
  for (let seat = 0; seat < d.ps.length; seat++) {
    const p = playerW(c, seat);
    p.used = [];
    p.applied = [];
  }
  d.phase = 'guildHall';
  d.turns = 0;
}

function seedInto(c: Ctx, a: AdvancementDef, slot: Slot, card: string): void {
  const r = craft(c.d.cards[card], a, slot, c.d.stock);
  if (!r.ok) throw new Error(`craft refused a seeding target: ${r.reason}`);
  setCard(c, r.card);
  c.d.stock = r.stock!;
  c.ev.push({ type: 'seeded', adv: a.id, slot, card });
}

/** §3.3 steps 6–7: the discard pile shuffled into the deck, the Street filled; round 1 begins. */
function formDeck(c: Ctx): void {
  const z = zonesW(c);
  z.deck = rngOf(c).shuffle(z.discard);
  z.discard = [];
  refillStreet(c);
  startRound(c, 1);
}

/** §4.1 A: every player takes their Guild Hall into hand and picks up their Threat Zone's cubes. */
function startRound(c: Ctx, round: number): void {
  const d = c.d;
  d.round = round;
  d.phase = 'gather';
  d.turns = 0;
  d.passed = 0;
  c.ev.push({ type: 'round', round, first: d.seats[d.first] });
  const z = zonesW(c);
  const cubes = cubesW(c);
  for (let s = 0; s < d.seats.length; s++) {
    handW(c, s).push(...z.hall[s]);
    setHall(c, s, []);
    for (let i = 0; i < 5; i++) {
      cubes.held[s][i] += cubes.zone[s][i];
      cubes.zone[s][i] = 0;
    }
  }
}

/** §4.2: take the card at `pos`, placing 1 influence on each Street card passed over; influence on it → goodwill. */
function take(c: Ctx, seat: number, pos: number): void {
  const d = c.d;
  const p = playerW(c, seat);
  const z = zonesW(c);
  const last = pos === 6 ? STREET_SLOTS : pos - 1;
  for (let q = d.passed + 1; q <= last; q++) {
    const card = z.street[q - 1];
    if (card === null) continue;
    p.influence--;
    z.streetInfluence[q - 1]++;
    c.ev.push({ type: 'skipped', seat: d.seats[seat], card, pos: q });
  }
  let card: string;
  let goodwill = 0;
  if (pos === 6) {
    card = z.deck.shift()!;
    d.passed = STREET_SLOTS;
  } else {
    card = z.street[pos - 1]!;
    goodwill = z.streetInfluence[pos - 1];
    z.street[pos - 1] = null;
    z.streetInfluence[pos - 1] = 0;
    d.passed = pos;
  }
  p.goodwill += goodwill;
  handW(c, seat).push(card);
  c.ev.push({ type: 'took', seat: d.seats[seat], card, pos, goodwill });
}

/** Moves the flow on while nobody has a choice: gather turns that are complete, the next action turn, scoring. */
function advance(c: Ctx): void {
  const d = c.d;
  for (;;) {
    if (d.ask) return;
    if (d.stack.length) {
      run(c);
      continue;
    }
    if (d.phase === 'prologue') {
      if (d.prologueStrip && prologueUses(d, c.ix, addressedSeat(d), null) === 0) endPick(c);
      else return;
    } else if (d.phase === 'action') {
      if (d.turn.started) return;
      if (d.turns < d.seats.length) startTurn(c);
      else endRound(c);
    } else if (d.phase === 'gather') {
      const seat = activeIndex(d);
      if (d.zones.hand[seat].length < HAND_FILL && canTake(d)) return;
      endGatherTurn(c, seat);
    } else return;
  }
}

/** Whether a card is left to take (§4.2): a Street card past the positions passed, or the deck's top. */
function canTake(d: Draft): boolean {
  if (d.zones.deck.length > 0) return true;
  const street = d.zones.street;
  for (let i = d.passed; i < street.length; i++) if (street[i] !== null) return true;
  return false;
}

/** §4.1 B2–B3 and the end-of-turn deck check (§4.3). */
function endGatherTurn(c: Ctx, seat: number): void {
  const d = c.d;
  const hand = d.zones.hand[seat];
  let n = 0;
  for (let h = 0; h < hand.length; h++) n += cardFacts(c.ix, d.cards[hand[h]]).cubes;
  const got = drawCubes(c, n);
  if (total(got) > 0) {
    const zone = cubesW(c).zone[seat];
    for (let i = 0; i < 5; i++) zone[i] += got[i];
  }
  c.ev.push({ type: 'cubesDrawn', seat: d.seats[seat], n: total(got), to: 'zone' });
  refillStreet(c);
  if (exhausted(d)) reshuffle(c);
  d.passed = 0;
  d.turns++;
  if (d.turns === d.seats.length) {
    d.phase = 'action';
    d.turns = 0;
    newTurn(c, false);
  }
}

/** §4.4.1–4.4.2: the turn begins with the mandatory drop of the held cubes; attacks follow (A35). */
function startTurn(c: Ctx): void {
  const d = c.d;
  const seat = activeIndex(d);
  newTurn(c, true);
  c.ev.push({ type: 'turn', seat: d.seats[seat] });
  const held = d.cubes.held[seat];
  if (total(held) > 0) cubesW(c).held[seat] = [0, 0, 0, 0, 0];
  const trays = dropCubes(c, held);
  c.ev.push({ type: 'dropped', seat: d.seats[seat], trays });
  run(c);
}

/** §4.4.5 and end of round (§4: first-player marker counter-clockwise, A29), end of game after round 8. */
function endTurn(c: Ctx, seat: number): void {
  const d = c.d;
  const hand = d.zones.hand[seat];
  for (const card of hand) discardCard(c, card, seat, seat);
  setHand(c, seat, []);
  const p = playerW(c, seat);
  p.used = [];
  p.applied = [];
  c.ev.push({ type: 'ended', seat: d.seats[seat] });
  if (exhausted(d) && d.zones.discard.length > 0) reshuffle(c);
  else refillTower(c);
  newTurn(c, false);
  d.turns++;
}

/** End of round (§4): the next turn or round starts in `advance` once attacks from the last refill are over. */
function endRound(c: Ctx): void {
  const d = c.d;
  d.first = nextSeatIndex(d.seats, d.first, undefined, -1)!;
  if (d.round >= ROUNDS) score(c);
  else startRound(c, d.round + 1);
}

/** §5: pre-scoring goodwill, bonuses, scoring lines and ranks (data/scoring.ts). */
function score(c: Ctx): void {
  const d = c.d;
  // One pass over the cards for every seat: their owners (§2.2), guild cards and filled slots (§5 step 2).
  // This runs once per game, so it never gets compiled to fast code: plain loops, no callbacks.
  const ids = Object.keys(d.cards);
  const owner = new Map<string, number>();
  const guildCards = d.ps.map(() => 0);
  const filled = d.ps.map(() => 0);
  for (let i = 0; i < ids.length; i++) {
    const o = ownerSeat(c, ids[i]);
    owner.set(ids[i], o);
    if (o >= 0) {
      guildCards[o]++;
      filled[o] += filledSlots(d.cards[ids[i]]);
    }
  }
  const street = d.zones.street;
  const inputs: ScoringInput[] = d.ps.map((_, seat) => {
    const p = playerW(c, seat);
    // §5 step 1 (A25, E8): own cards in the Guild Hall and on Street positions 1–5.
    const hall = d.zones.hall[seat];
    let pre = 0;
    for (let i = 0; i < hall.length; i++) if (owner.get(hall[i]) === seat) pre += filledSlots(d.cards[hall[i]]);
    for (let i = 0; i < street.length; i++) {
      const id = street[i];
      if (id !== null && owner.get(id) === seat) pre += filledSlots(d.cards[id]);
    }
    p.goodwill += pre;
    let atLocations = 0;
    for (let i = 0; i < d.locations.length; i++) atLocations += d.agents[d.locations[i]]?.[seat] ?? 0;
    return {
      prestige: p.prestige,
      trainedAgents: p.home + atLocations,
      guildCards: guildCards[seat],
      filledSlots: filled[seat],
      defensePosition: p.defense,
      coins: p.coin,
      influence: p.influence,
      goodwill: p.goodwill,
    };
  });
  d.scores = finalScores(inputs);
  d.phase = 'over';
  c.ev.push({
    type: 'scored',
    totals: Object.fromEntries(d.scores.map((sc, i) => [d.seats[i], sc.totalQuarters / 4])),
  });
}

// ---- using abilities ----

function payCosts(c: Ctx, seat: number, ab: Ability, loc: string | null): void {
  if (!ab.cost?.length) return;
  const p = playerW(c, seat);
  for (const cost of ab.cost) {
    if (cost.kind === 'pay') p[cost.res] -= cost.n;
    else {
      addAgents(c, loc!, seat, -cost.n);
      p.home += cost.n;
    }
  }
}

/** The effects onto the stack, the first on top (`pushInOrderInPlace`); they share one source record. */
function pushEffects(c: Ctx, seat: number, effects: readonly Effect[], card: string | null, loc: string | null): void {
  const src = { card, loc };
  const stack = c.d.stack;
  for (let i = effects.length - 1; i >= 0; i--) stack.push({ t: 'fx', seat, fx: effects[i], src });
}

/**
 * Resolves one ability of a card (§4.4.3): the fee to another owner first (R4), then its costs, then its
 * effects in order. The card becomes applied (§4.4.3a) when it is in the user's hand (`markApplied`).
 */
function useContact(
  c: Ctx,
  seat: number,
  card: string,
  slot: Slot,
  index: number,
  mode: 'turn' | 'prologue' | 'defense',
  markApplied: boolean,
): void {
  const d = c.d;
  const found = refOf(c.ix, d.cards[card], slot, index)!;
  const p = playerW(c, seat);
  let fee: string | null = null;
  if (mode !== 'prologue') {
    const owner = ownerSeat(c, card);
    if (owner >= 0 && owner !== seat) {
      p.coin -= OWNER_FEE_COINS;
      playerW(c, owner).coin += OWNER_FEE_COINS;
      fee = d.seats[owner];
    }
  }
  payCosts(c, seat, found.ability, found.loc);
  // the ref's own key string: the legal lists' look-ups in `used` then match on the first comparison
  p.used = [...p.used, found.key];
  if (markApplied && !p.applied.includes(card)) p.applied = [...p.applied, card];
  c.ev.push({ type: 'used', seat: d.seats[seat], card, slot, index, fee });
  const effects =
    mode === 'prologue'
      ? found.ability.effects.filter(prologueAllowed)
      : mode === 'defense'
        ? found.ability.effects.filter((e) => e.op === 'defense')
        : found.ability.effects;
  pushEffects(c, seat, effects, card, found.loc);
}

function useLocation(c: Ctx, seat: number, loc: string, index: number, defense: boolean): void {
  const d = c.d;
  const ab = c.ix.locations.get(loc)!.abilities[index];
  payCosts(c, seat, ab, loc);
  if ((ab.limit ?? 'once-per-turn') === 'once-per-turn') {
    const turn = turnW(c);
    turn.locUsed = [...turn.locUsed, locLimitKey(seat, loc, index)];
  }
  c.ev.push({ type: 'usedLoc', seat: d.seats[seat], loc, index });
  pushEffects(c, seat, defense ? ab.effects.filter((e) => e.op === 'defense') : ab.effects, null, loc);
}

/** §4.6: defeat a threat with Battle Strength ≥ its damage (A9), take its rewards, discard it, refill. */
function hunt(c: Ctx, seat: number, space: number): void {
  const d = c.d;
  const card = d.zones.tower[space]!;
  const t = threatOf(c, card);
  turnW(c).bs -= t.damage;
  zonesW(c).tower[space] = null;
  const cubes = cubesW(c);
  for (let i = 0; i < 5; i++) {
    cubes.setAside[i] += cubes.trays[space][i];
    cubes.trays[space][i] = 0;
  }
  c.ev.push({ type: 'hunted', seat: d.seats[seat], space: space + 1, card, damage: t.damage });
  discardCard(c, card, null, seat);
  refillTower(c);
  for (let i = t.rewards.length - 1; i >= 0; i--) {
    const r = t.rewards[i];
    d.stack.push({ t: 'fx', seat, fx: r.fx, src: { card, loc: r.loc } });
  }
}

// ---- the resolution stack ----

/** Resolves stack items until one needs a choice (an `Ask`) or the stack is empty. */
export function run(c: Ctx): void {
  const d = c.d;
  while (!d.ask && d.stack.length) {
    const top = d.stack[d.stack.length - 1];
    if (top.t === 'attack') resolveAttack(c, top);
    else resolveEffect(c, top);
  }
}

/** Pops the stack's top item and pushes `task` in its place (the draft owns its stack: `draft`). */
function replaceTop(c: Ctx, task: Task | null): void {
  c.d.stack.pop();
  if (task) c.d.stack.push(task);
}

function resolveAttack(c: Ctx, a: Extract<Task, { t: 'attack' }>): void {
  const d = c.d;
  if (a.targets.length === 0) {
    replaceTop(c, null);
    // §4.5 after the attack: discard the card (owned → its owner's Guild Hall), reveal from the deck bottom.
    if (d.zones.tower[a.space] === a.card) {
      zonesW(c).tower[a.space] = null;
      discardCard(c, a.card, null, null);
      refillTower(c);
    }
    return;
  }
  const target = a.targets[0];
  const rest = attackRest(a);
  if (a.damage - a.reduced <= 0) {
    playerW(c, target).prestige += DEFENSE_SUCCESS_PRESTIGE;
    c.ev.push({ type: 'defended', seat: d.seats[target], card: a.card });
    replaceTop(c, rest);
    return;
  }
  const options = defenseOptions(d, c.ix, target);
  if (options.length) {
    d.ask = { seat: target, key: 'defend', options: [...options, 'accept'], params: { damage: a.damage - a.reduced } };
    return;
  }
  hit(c, a, target, rest);
}

/** The attack with its first target done (named fields: faster than a spread). */
function attackRest(a: Extract<Task, { t: 'attack' }>): Task {
  return { t: 'attack', space: a.space, card: a.card, damage: a.damage, targets: a.targets.slice(1), reduced: 0 };
}

function hit(c: Ctx, a: Extract<Task, { t: 'attack' }>, target: number, rest: Task): void {
  const d = c.d;
  const p = playerW(c, target);
  p.defense = defenseAfterHits(p.defense, DEFENSE_FAILURE_STEPS);
  c.ev.push({ type: 'hit', seat: d.seats[target], card: a.card, defense: p.defense });
  replaceTop(c, rest);
  // A7 (E5): the threat's extra attack effects act on each player it hit.
  const extra = threatOf(c, a.card).onAttack;
  if (extra.length) pushEffects(c, target, extra, null, null);
}

/** Answers the pending Ask. */
function answer(c: Ctx, option: string): void {
  const d = c.d;
  const ask = d.ask!;
  d.ask = null;
  if (ask.key === 'seed') {
    const k = Number(ask.params!.k);
    seedInto(c, c.ix.advancements.get(String(ask.params!.adv))!, ask.params!.slot as Slot, option);
    seedFrom(c, k + 1);
    return;
  }
  const top = d.stack[d.stack.length - 1];
  if (ask.key === 'defend') {
    const a = top as Extract<Task, { t: 'attack' }>;
    if (option === 'accept') {
      hit(c, a, ask.seat, attackRest(a));
      return;
    }
    const parts = option.split(':');
    if (parts[0] === 'loc') useLocation(c, ask.seat, parts[1], Number(parts[2]), true);
    else useContact(c, ask.seat, parts[1], parts[2] as Slot, Number(parts[3]), 'defense', false);
    return;
  }
  const t = top as Extract<Task, { t: 'fx' }>;
  const p = d.ps[t.seat];
  const loc = t.src.loc;
  switch (ask.key) {
    case 'dispatch': {
      const n = Number(option);
      if (n > 0 && loc) {
        playerW(c, t.seat).home -= n;
        addAgents(c, loc, t.seat, n);
      }
      c.ev.push({ type: 'effect', seat: d.seats[t.seat], op: 'dispatch', n, ...(loc ? { loc } : {}) });
      replaceTop(c, null);
      return;
    }
    case 'return': {
      const n = Number(option);
      if (n > 0 && loc) {
        playerW(c, t.seat).home += n;
        addAgents(c, loc, t.seat, -n);
      }
      c.ev.push({ type: 'effect', seat: d.seats[t.seat], op: 'return', n, ...(loc ? { loc } : {}) });
      replaceTop(c, null);
      return;
    }
    case 'claim': {
      setCard(c, { ...d.cards[option], allegiance: p.guild });
      playerW(c, t.seat).slips--;
      c.ev.push({ type: 'claimed', seat: d.seats[t.seat], card: option });
      replaceTop(c, null);
      return;
    }
    case 'trayCube':
    case 'zoneCube':
    case 'moveCube': {
      if (option === 'done') {
        replaceTop(c, null);
        return;
      }
      const parts = option.split(':');
      const colour = COLOURS.indexOf(parts[1] as (typeof COLOURS)[number]);
      const cubes = cubesW(c);
      if (ask.key === 'trayCube') {
        cubes.trays[Number(parts[0]) - 1][colour]--;
        cubes.setAside[colour]++;
      } else if (ask.key === 'zoneCube') {
        cubes.zone[t.seat][colour]--;
        cubes.bag[colour]++;
      } else {
        cubes.trays[Number(parts[0]) - 1][colour]--;
        cubes.trays[Number(parts[2]) - 1][colour]++;
      }
      c.ev.push({ type: 'effect', seat: d.seats[t.seat], op: 'cubes', n: 1 });
      const left = (t.left ?? amount(t.fx)) - 1;
      replaceTop(c, left > 0 ? { ...t, left } : null);
      if (ask.key === 'moveCube') checkAttacks(c); // A35
      return;
    }
    case 'replace': {
      const space = Number(option) - 1;
      const card = d.zones.tower[space]!;
      zonesW(c).tower[space] = null;
      discardCard(c, card, null, t.seat);
      replaceTop(c, null);
      refillTower(c);
      return;
    }
    case 'swap': {
      const [x, y] = option.split('-').map(Number);
      const z = zonesW(c);
      [z.street[x - 1], z.street[y - 1]] = [z.street[y - 1], z.street[x - 1]];
      [z.streetInfluence[x - 1], z.streetInfluence[y - 1]] = [z.streetInfluence[y - 1], z.streetInfluence[x - 1]];
      c.ev.push({ type: 'effect', seat: d.seats[t.seat], op: 'swap-street-cards', n: 1 });
      replaceTop(c, null);
      return;
    }
    case 'byHand': {
      c.ev.push({ type: 'byHand', seat: d.seats[t.seat], script: t.fx.op === 'script' ? t.fx.id : t.fx.op });
      replaceTop(c, null);
      return;
    }
  }
}

function ask(
  c: Ctx,
  t: Extract<Task, { t: 'fx' }>,
  key: Ask['key'],
  options: readonly string[],
  params?: Ask['params'],
): void {
  c.d.ask = params ? { seat: t.seat, key, options, params } : { seat: t.seat, key, options };
}

/** The options "0"…"n", built once per n (an Ask's options are never changed). */
const RANGES: (readonly string[])[] = [];
function range(n: number): readonly string[] {
  return (RANGES[n] ??= Array.from({ length: n + 1 }, (_, i) => String(i)));
}

/** One effect of the vocabulary (§4.7); pops it when done, or sets an Ask. */
function resolveEffect(c: Ctx, t: Extract<Task, { t: 'fx' }>): void {
  const d = c.d;
  const fx = t.fx;
  const p = d.ps[t.seat];
  const seatId = d.seats[t.seat];
  const n = amount(fx);
  const isActive = d.phase === 'action' && activeIndex(d) === t.seat;
  switch (fx.op) {
    case 'gain': {
      // §4.7 number rule: a negative gain is a loss, stopping at 0 (A27).
      const w = playerW(c, t.seat);
      w[fx.res] = Math.max(0, w[fx.res] + n);
      c.ev.push({ type: 'effect', seat: seatId, op: 'gain', n, res: fx.res });
      return replaceTop(c, null);
    }
    case 'lose': {
      const lost = Math.min(p[fx.res], n);
      if (lost !== 0) playerW(c, t.seat)[fx.res] -= lost;
      c.ev.push({ type: 'effect', seat: seatId, op: 'lose', n: lost, res: fx.res });
      return replaceTop(c, null);
    }
    case 'battle':
      // §2.5: Battle Strength exists only in your own action turn (E6).
      if (isActive) turnW(c).bs = Math.max(0, d.turn.bs + n);
      c.ev.push({ type: 'effect', seat: seatId, op: 'battle', n: isActive ? n : 0 });
      return replaceTop(c, null);
    case 'dispatch': {
      const max = t.src.loc ? Math.min(n, p.home) : 0;
      if (max === 0) {
        c.ev.push({ type: 'effect', seat: seatId, op: 'dispatch', n: 0 });
        return replaceTop(c, null);
      }
      return ask(c, t, 'dispatch', range(max), { loc: t.src.loc!, max });
    }
    case 'return': {
      const at = t.src.loc ? (d.agents[t.src.loc]?.[t.seat] ?? 0) : 0;
      const max = Math.min(n, at);
      if (max === 0) {
        c.ev.push({ type: 'effect', seat: seatId, op: 'return', n: 0 });
        return replaceTop(c, null);
      }
      return ask(c, t, 'return', range(max), { loc: t.src.loc!, max });
    }
    case 'train': {
      const k = Math.min(n, p.untrained);
      if (k !== 0) {
        const w = playerW(c, t.seat);
        w.untrained -= k;
        w.home += k;
      }
      c.ev.push({ type: 'effect', seat: seatId, op: 'train', n: k });
      return replaceTop(c, null);
    }
    case 'claim': {
      const neutral = (id: string | null): id is string => id !== null && ownerSeat(c, id) < 0;
      let targets: string[] = [];
      if (p.slips > 0) {
        if (fx.from === 'street') targets = [1, 2, 3, 4, 5, 6].map((pos) => streetCardAt(d, pos)).filter(neutral);
        else if (fx.from === 'hand') targets = d.zones.hand[t.seat].filter(neutral);
        else if (neutral(t.src.card)) targets = [t.src.card];
      }
      if (!targets.length) {
        c.ev.push({ type: 'effect', seat: seatId, op: 'claim', n: 0 });
        return replaceTop(c, null);
      }
      return ask(c, t, 'claim', targets);
    }
    case 'hunt':
      if (isActive) turnW(c).hunt = true;
      c.ev.push({ type: 'effect', seat: seatId, op: 'hunt', n: isActive ? 1 : 0 });
      return replaceTop(c, null);
    case 'draw': {
      // R7: from the deck top (Street position 6).
      for (let k = 0; k < n && d.zones.deck.length; k++) {
        const z = zonesW(c);
        const card = z.deck.shift()!;
        handW(c, t.seat).push(card);
        c.ev.push({ type: 'drew', seat: seatId, card });
      }
      return replaceTop(c, null);
    }
    case 'cubes': {
      if (fx.action === 'draw-to-zone') {
        const got = drawCubes(c, n);
        if (total(got) > 0) {
          const zone = cubesW(c).zone[t.seat];
          for (let i = 0; i < 5; i++) zone[i] += got[i];
        }
        c.ev.push({ type: 'cubesDrawn', seat: seatId, n: total(got), to: 'zone' });
        return replaceTop(c, null);
      }
      if (fx.action === 'drop-in-tower') {
        replaceTop(c, null);
        const got = drawCubes(c, n);
        c.ev.push({ type: 'cubesDrawn', seat: seatId, n: total(got), to: 'tower' });
        const trays = dropCubes(c, got);
        c.ev.push({ type: 'dropped', seat: seatId, trays });
        return;
      }
      if (fx.action === 'set-aside-from-tray') {
        const options: string[] = [];
        d.cubes.trays.forEach((tray, i) => tray.forEach((k, col) => k > 0 && options.push(`${i + 1}:${COLOURS[col]}`)));
        if (!options.length) return replaceTop(c, null);
        return ask(c, t, 'trayCube', [...options, 'done'], { left: t.left ?? n });
      }
      const options = COLOURS.filter((_, col) => d.cubes.zone[t.seat][col] > 0).map((col) => `zone:${col}`);
      if (!options.length) return replaceTop(c, null);
      return ask(c, t, 'zoneCube', [...options, 'done'], { left: t.left ?? n });
    }
    case 'defense': {
      // A8 (E4): a defense effect reduces the attack now resolved against its user; otherwise it does nothing.
      const attack = topWhere(d.stack, (x): x is Extract<Task, { t: 'attack' }> => x.t === 'attack');
      const applies = attack !== null && attack.targets[0] === t.seat;
      replaceTop(c, null);
      if (applies) {
        const i = d.stack.lastIndexOf(attack);
        d.stack[i] = { ...attack, reduced: attack.reduced + n };
      }
      c.ev.push({ type: 'effect', seat: seatId, op: 'defense', n: applies ? n : 0 });
      return;
    }
    case 'tower': {
      if (fx.action === 'replace-card') {
        const options = d.zones.tower.flatMap((card, i) => (card === null ? [] : [String(i + 1)]));
        if (!options.length) return replaceTop(c, null);
        return ask(c, t, 'replace', options);
      }
      const options: string[] = [];
      d.cubes.trays.forEach((tray, i) =>
        tray.forEach((k, col) => {
          if (k > 0)
            for (let to = 1; to <= TOWER_SPACES; to++) if (to !== i + 1) options.push(`${i + 1}:${COLOURS[col]}:${to}`);
        }),
      );
      if (!options.length) return replaceTop(c, null);
      return ask(c, t, 'moveCube', [...options, 'done'], { left: t.left ?? n });
    }
    case 'script': {
      if (fx.id === 'swap-street-cards' && ENGINE_SCRIPTS.has(fx.id)) {
        const occupied = d.zones.street.flatMap((x, i) => (x === null ? [] : [i + 1]));
        const options: string[] = [];
        for (let a = 0; a < occupied.length; a++)
          for (let b = a + 1; b < occupied.length; b++) options.push(`${occupied[a]}-${occupied[b]}`);
        if (!options.length) return replaceTop(c, null);
        return ask(c, t, 'swap', options);
      }
      // E9: an effect the engine cannot run is done by hand and confirmed, never skipped in silence.
      return ask(c, t, 'byHand', ['done'], { script: fx.id });
    }
  }
}

/** The game's prologue pick count check for invariants and tests. */
export const picksTotal = (s: Pick<EodState, 'players'>): number => prologuePickOrder(s.players).length;
export { PLAYER_COUNT_SETUP };
