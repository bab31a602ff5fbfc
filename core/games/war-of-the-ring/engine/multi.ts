// War of the Ring for three and four players (digest §10; RULINGS.md "M"). The two-player engine keeps
// deciding per side (`fp` / `shadow`): the team's dice, the team's hand (`hands.fp` / `hands.shadow`).
// This file adds the people: seats for the roles of §10.1, the holder of every card in a team hand, the
// Leading Players (§10.2), the draws and the teammates' exchange of Phase 1 (§10.3), the action order
// (§10.4), which seat answers each decision of a side, which actions a role may take (own nations, own
// cards, the player icons, army control of §10.5, the three-player rule of §10.7) and the individual
// winner (§10.8). Nothing here runs in a two-player game (`state.multi` absent).

import { decision } from '../../../kernel/decisions';
import type { Rng } from '../../../kernel/rng';
import type { Decision, Outcome } from '../../../kernel/types';
import { SETTLEMENT_VP } from '../data';
import { EVENT_PLAYER_ICONS, type PlayerIcon } from '../data/events-players';
import { armyUnits } from './board';
import { D } from './content';
import {
  anyArmyMove,
  discardAsked,
  draftOf,
  draw,
  finishDraft,
  HAND_LIMIT,
  legalActions,
  recruitPlaces,
  run,
  type M,
} from './rules';
import { FP_NATIONS, kindOf, nationOf } from './static';
import { isDraft, keyInfo, REGION_IDS, REGION_NO } from './index-cache';
import { setRoleScope, type RoleScope } from './role-scope';
import { dictOf } from './shapes';
import type { Deck, Multi, MultiPhase1, NationId, RoleSeat, Side, WotrAction, WotrEvent, WotrState } from './types';

type MutMulti = { -readonly [K in keyof Multi]: Multi[K] } & { owner: Record<string, RoleSeat> };

export const MULTI_SEATS: { readonly 3: readonly RoleSeat[]; readonly 4: readonly RoleSeat[] } = {
  3: ['fp', 'sh-witchking', 'sh-saruman'],
  4: ['fp-gondor', 'fp-rohan', 'sh-witchking', 'sh-saruman'],
};

/** §10.1 the nations each role commands (three players: the single FP seat commands all five, §10.7). */
export const ROLE_NATIONS: { readonly [seat in RoleSeat]: readonly NationId[] } = {
  fp: FP_NATIONS,
  'fp-gondor': ['gondor', 'elves'],
  'fp-rohan': ['rohan', 'north', 'dwarves'],
  'sh-witchking': ['sauron'],
  'sh-saruman': ['isengard', 'southrons'],
};

/** §10.1 the Minions each Shadow role commands. */
const ROLE_CHARS: { readonly [id: string]: RoleSeat } = {
  'witch-king': 'sh-witchking',
  'mouth-of-sauron': 'sh-witchking',
  saruman: 'sh-saruman',
};

/** §10.3 the roles a player icon names. */
const ICON_SEATS: { readonly [icon in PlayerIcon]: readonly RoleSeat[] } = {
  gondor: ['fp', 'fp-gondor'],
  rohan: ['fp', 'fp-rohan'],
  witchking: ['sh-witchking'],
  saruman: ['sh-saruman'],
};

export function sideOfSeat(seat: string): Side {
  return seat === 'fp' || seat.startsWith('fp-') ? 'fp' : 'shadow';
}

/** The seats of each team, in seat order (read once: asked per army and per action). */
const TEAMS = {
  3: {
    fp: MULTI_SEATS[3].filter((x) => sideOfSeat(x) === 'fp'),
    shadow: MULTI_SEATS[3].filter((x) => sideOfSeat(x) === 'shadow'),
  },
  4: {
    fp: MULTI_SEATS[4].filter((x) => sideOfSeat(x) === 'fp'),
    shadow: MULTI_SEATS[4].filter((x) => sideOfSeat(x) === 'shadow'),
  },
} as const;

/** The seats of a team, in seat order. */
export function teamSeats(mu: Multi, side: Side): readonly RoleSeat[] {
  return TEAMS[mu.players][side];
}

function mate(mu: Multi, seat: RoleSeat): RoleSeat {
  const team = teamSeats(mu, sideOfSeat(seat));
  return team.find((x) => x !== seat) ?? seat;
}

/** §10.3 hand limit: 4 per player; the single FP player of a three-player game keeps 6 (RULINGS M3). */
export function handLimit(mu: Multi, seat: RoleSeat): number {
  return seat === 'fp' ? HAND_LIMIT : 4;
}

export function seatOfNation(mu: Multi, n: NationId): RoleSeat {
  return NATION_SEAT[mu.players][n];
}
const NATION_SEAT = { 3: nationSeats(3), 4: nationSeats(4) } as const;
function nationSeats(players: 3 | 4): { readonly [n: string]: RoleSeat } {
  const out: { [n: string]: RoleSeat } = {};
  for (const x of MULTI_SEATS[players]) for (const n of ROLE_NATIONS[x]) out[n] ??= x;
  return out;
}

export function handOf(s: WotrState, seat: RoleSeat): string[] {
  const mu = s.multi!;
  return s.hands[sideOfSeat(seat)].filter((c) => mu.owner[c] === seat);
}

export function initialMulti(players: 3 | 4): Multi {
  const fp: RoleSeat = players === 3 ? 'fp' : 'fp-gondor';
  // §10.2: the Gondor and the Witch-king players take the Leading Player tokens
  return {
    players,
    leading: { fp, shadow: 'sh-witchking' },
    next: { fp: players === 3 ? 'fp' : 'fp-rohan', shadow: 'sh-saruman' },
    acting: null,
    owner: {},
    p1: null,
    battle: null,
    last: null,
    cur: null,
    capturedBy: {},
  };
}

// ---------------------------------------------------------------- army control (§10.5)

/**
 * Who controls a side's figures in a region (§10.5, RULINGS M4: teammates' figures in one region always form
 * one mixed army): the seat with the most Army units there, then the most Elites, then the Leading Player;
 * without units, the owner of a Leader or Nazgûl there, else the Leading Player.
 */
export function controllerOf(s: WotrState, region: string, side: Side): RoleSeat {
  const team = teamSeats(s.multi!, side);
  if (team.length === 1) return team[0];
  const u = s.units[region];
  const leading = s.multi!.leading[side];
  if (u === undefined) return leading; // no figures there: the Leading Player
  // asked per army move and attack of the side's legal actions, and again by apply: kept per region while its
  // unit record is the same object (`addUnits` writes only a fresh copy, so a record never changes once
  // stored, in a draft too) and the Leading Player is the same, across states (speed)
  const i = REGION_NO.get(region);
  if (i === undefined) return controllerOfArmy(s, region, side, team);
  const memo = CTRL[side];
  if (memo.rec[i] === u && memo.leading[i] === leading && memo.team[i] === team) return memo.seat[i];
  const v = controllerOfArmy(s, region, side, team);
  memo.rec[i] = u;
  memo.leading[i] = leading;
  memo.team[i] = team;
  memo.seat[i] = v;
  return v;
}
/** controllerOf's answers per region number, with what they were computed from. */
interface CtrlMemo {
  rec: (object | null)[];
  leading: (RoleSeat | null)[];
  team: (readonly RoleSeat[] | null)[];
  seat: RoleSeat[];
}
function ctrlMemo(): CtrlMemo {
  const m: CtrlMemo = { rec: [], leading: [], team: [], seat: [] };
  for (let i = 0; i < REGION_IDS.length; i++) {
    m.rec.push(null);
    m.leading.push(null);
    m.team.push(null);
    m.seat.push('fp');
  }
  return m;
}
const CTRL = { fp: ctrlMemo(), shadow: ctrlMemo() };

function controllerOfArmy(s: WotrState, region: string, side: Side, team: readonly RoleSeat[]): RoleSeat {
  const mu = s.multi!;
  const [a, b] = team;
  // the counts of the two team seats only (no record per call: asked per army region of every list, speed)
  let ua = 0;
  let ub = 0;
  let ea = 0;
  let eb = 0;
  let other: RoleSeat | null = null;
  const u = s.units[region];
  for (const k in u) {
    const info = keyInfo(k);
    if (info.side !== side) continue;
    const seat = seatOfNation(mu, info.nation);
    const kind = info.kind;
    if (info.unit) {
      if (seat === a) ua += u[k];
      else if (seat === b) ub += u[k];
      if (kind === 'elite') {
        if (seat === a) ea += u[k];
        else if (seat === b) eb += u[k];
      }
    } else if (kind === 'leader' || kind === 'nazgul') other ??= seat;
  }
  if (ua + ub === 0) return other ?? mu.leading[side];
  if (ua !== ub) return ua > ub ? a : b;
  if (ea !== eb) return ea > eb ? a : b;
  return mu.leading[side];
}

/** The nations of a side's Army units in a region (one nation: an action there is "on" that nation, §10.7). */
function armyNations(s: WotrState, region: string, side: Side): NationId[] {
  const out = new Set<NationId>();
  const u = s.units[region] ?? {};
  for (const k in u) {
    const kind = kindOf(k);
    if ((kind === 'regular' || kind === 'elite') && D.nationSide[nationOf(k)] === side) out.add(nationOf(k));
  }
  return [...out];
}

// ---------------------------------------------------------------- who decides

/** The seat answering a decision the engine addresses to `side`. */
export function seatFor(s: WotrState, side: Side): RoleSeat {
  const mu = s.multi!;
  const ask = s.asks[s.asks.length - 1];
  if (ask?.k === 'discard' && ask.seat) return ask.seat as RoleSeat;
  // §10.2: the FP Leading Player decides the Hunt's effects on the Fellowship and the guide
  if (ask && (ask.k === 'damage' || ask.k === 'revealTo' || ask.k === 'guide')) return mu.leading.fp;
  // §10.5: in a battle, the controller of the side's army decides (and plays its combat cards)
  if (s.battle && mu.battle) return mu.battle[side];
  if (mu.acting && sideOfSeat(mu.acting) === side) return mu.acting;
  if (s.phase === 'actions' && !ask) return mu.next[side];
  return mu.leading[side]; // §10.2: Fellowship phase (declare, guide), Hunt allocation, the opponent's choices
}

/** Whoever draws a card the engine adds to a team hand outside Phase 1. */
function drawerFor(m: M, side: Side): RoleSeat {
  return seatFor(m as unknown as WotrState, side);
}

export function multiPending(s: WotrState, enginePending: (s: WotrState) => Decision | null): Decision | null {
  if (s.winner) return null;
  const mu = s.multi!;
  const p1 = s.asks.length ? null : mu.p1;
  if (p1 && p1.step === 'draw' && p1.left.length) return decision('turn', [p1.left[0]], 'wotr.multi.draw');
  if (p1 && p1.step === 'agree') {
    const seats = Object.keys(p1.answers).filter((x) => p1.answers[x] === null);
    return decision('simultaneous', seats, 'wotr.multi.exchange');
  }
  if (p1 && p1.step === 'give') {
    const seats = Object.keys(p1.gives).filter((x) => p1.gives[x] === null);
    return decision('simultaneous', seats, 'wotr.multi.give');
  }
  const d = enginePending(s);
  if (!d) return null;
  const seats = d.seats.map((side) => seatFor(s, side as Side));
  return { ...d, seats };
}

// ---------------------------------------------------------------- legal actions per seat

function p1Actions(s: WotrState, seat: RoleSeat, p1: MultiPhase1): WotrAction[] {
  if (p1.step === 'done') return [];
  if (p1.step === 'draw') {
    if (p1.left[0] !== seat) return [];
    const side = sideOfSeat(seat);
    return (['character', 'strategy'] as const)
      .filter((d) => s.decks[`${side}.${d}`].length > 0)
      .map((deck) => ({ type: 'drawFrom', deck }));
  }
  if (p1.step === 'agree')
    return p1.answers[seat] === null
      ? [
          { type: 'exchange', agree: true },
          { type: 'exchange', agree: false },
        ]
      : [];
  if (p1.gives[seat] !== null) return [];
  return [...new Set(handOf(s, seat))].sort().map((card) => ({ type: 'give', card }));
}

export function multiLegal(s: WotrState, seat: string): WotrAction[] {
  const mu = s.multi!;
  if (s.winner || !MULTI_SEATS[mu.players].includes(seat as RoleSeat)) return [];
  const p1 = s.asks.length ? null : mu.p1;
  if (p1 && (p1.step !== 'draw' || p1.left.length)) return p1Actions(s, seat as RoleSeat, p1);
  const side = sideOfSeat(seat);
  if (!addressed(s, seat as RoleSeat, side)) return [];
  const role = seat as RoleSeat;
  // the side's actions with the role's attacks and card plays only (role-scope.ts), then the rest of `allowed`
  SCOPE.s = s;
  SCOPE.seat = role;
  setRoleScope(SCOPE);
  let list: WotrAction[];
  try {
    list = legalActions(s, side);
  } finally {
    setRoleScope(null);
    SCOPE.s = null;
  }
  const out: WotrAction[] = [];
  for (const a of list) if (allowedInScope(s, role, side, a)) out.push(a);
  return out;
}

/**
 * The armies the role attacks with (§10.5, §10.7) and its cards (§10.3): one object set per listing (no
 * closures made per call: under tsx each gets its name defined at run time, speed).
 */
class SeatScope implements RoleScope {
  s: WotrState | null = null;
  seat: RoleSeat = 'fp';
  armyFrom(from: string): boolean {
    return armyAllowed(this.s!, this.seat, from);
  }
  card(id: string): boolean {
    return this.s!.multi!.owner[id] === this.seat && iconAllows(this.seat, id);
  }
}
const SCOPE = new SeatScope();

/** `allowed` for an action listed within the role's scope: its attacks and card plays are the role's already. */
function allowedInScope(s: WotrState, seat: RoleSeat, side: Side, a: WotrAction): boolean {
  switch (a.type) {
    case 'use':
      if (a.act === 'attack' || a.act === 'play') return true;
      return useAllowed(s, seat, side, a.act, a.arg);
    default:
      return allowed(s, seat, a);
  }
}

function addressed(s: WotrState, seat: RoleSeat, side: Side): boolean {
  return seatFor(s, side) === seat;
}

/** Three players (§10.7): whether the FP player's last action may block one now. */
function mayBlock3(s: WotrState, seat: RoleSeat): boolean {
  return seat === 'fp' && s.multi!.players === 3 && s.multi!.last !== null;
}

/** Three players (§10.7): the FP player's last action was on this army or (a single-nation army) this nation. */
function blocked3(s: WotrState, seat: RoleSeat, nations: readonly NationId[], army: string | null): boolean {
  const last = s.multi!.last;
  if (seat !== 'fp' || s.multi!.players !== 3 || !last) return false;
  if (army !== null && last.armies.includes(army)) return true;
  return nations.length === 1 && last.nations.includes(nations[0]);
}

/** The seat may move / attack with the side's army in `from` (§10.4, §10.5, §10.7). */
function armyAllowed(s: WotrState, seat: RoleSeat, from: string): boolean {
  const side = sideOfSeat(seat);
  if (controllerOf(s, from, side) !== seat) return false;
  if (!mayBlock3(s, seat)) return true;
  // the army's nations matter only if the last action was on a nation (asked per army region: no list else)
  const last = s.multi!.last!;
  if (last.armies.includes(from)) return false;
  return last.nations.length === 0 || !blocked3(s, seat, armyNations(s, from, side), from);
}

function placeAllowed(s: WotrState, seat: RoleSeat, key: string): boolean {
  const n = nationOf(key);
  return ROLE_NATIONS[seat].includes(n) && !blocked3(s, seat, [n], null);
}

/** §10.3 a card's player icon allows this seat. */
export function iconAllows(seat: RoleSeat, card: string): boolean {
  const icon = EVENT_PLAYER_ICONS[card as keyof typeof EVENT_PLAYER_ICONS];
  return icon === undefined || ICON_SEATS[icon].includes(seat);
}

/** Whether a role may take an action the engine allows its side (§10.3, §10.4, §10.5, §10.7). */
export function allowed(s: WotrState, seat: RoleSeat, a: WotrAction): boolean {
  const mu = s.multi!;
  const side = sideOfSeat(seat);
  const ask = s.asks[s.asks.length - 1];
  switch (a.type) {
    case 'discard':
      return mu.owner[a.card] === seat;
    case 'combatCard':
      return a.card === 'none' || !s.hands[side].includes(a.card) || mu.owner[a.card] === seat;
    case 'place':
      return ask?.k !== 'recruit' || placeAllowed(s, seat, a.key);
    case 'army':
      return armyAllowed(s, seat, a.from);
    case 'pick':
      if (ask?.k === 'minions' && ROLE_CHARS[a.id]) return ROLE_CHARS[a.id] === seat;
      if (D.cards[a.id] && s.hands[side].includes(a.id)) return mu.owner[a.id] === seat;
      return true;
    case 'use':
      return useAllowed(s, seat, side, a.act, a.arg);
    default:
      return true;
  }
}

function useAllowed(s: WotrState, seat: RoleSeat, side: Side, act: string, arg: string | undefined): boolean {
  switch (act) {
    case 'politics':
      return ROLE_NATIONS[seat].includes(arg as NationId) && !blocked3(s, seat, [arg as NationId], null);
    case 'recruit':
    case 'leaderArmy':
    case 'moveArmies':
      return placesOrMovesAllowed(s, seat, side, act, arg);
    case 'attack':
      return armyAllowed(s, seat, arg!.split('>')[0]);
    case 'enter':
      return D.chars[arg!].side === 'fp' || ROLE_CHARS[arg!] === seat; // §10.1: Minions; §10.4: Companions
    case 'voice':
      return seat === 'sh-saruman';
    case 'play':
      return s.multi!.owner[arg!] === seat && iconAllows(seat, arg!);
    default:
      return true; // the Fellowship and Companions (either FP player), Nazgûl moves and the Hunt (§10.4), draws
  }
}

// The same recruit / army-move act comes once per die result that allows it (Muster, Muster/Army, Will of the
// West…), and each check lists every place or move: answered once per seat and act for the records it reads
// (units, characters, politics, control, reserve, sieges, table cards, the Leading Players, §10.7's last
// action), kept while they are the same objects: a draft shares them until it changes them (rules.ts `own`,
// `addUnits`), and a state handed out never changes again. The draft inside apply is never memoised (speed).
interface RoleBoard {
  readonly units: WotrState['units'];
  readonly chars: WotrState['chars'];
  readonly politics: WotrState['politics'];
  readonly control: WotrState['control'];
  readonly reserve: WotrState['reserve'];
  readonly sieges: WotrState['sieges'];
  readonly table: WotrState['table'];
  readonly leading: Multi['leading'];
  readonly last: Multi['last'];
  /** answers per `slotOf` (seat, act and argument): a number, no key string built per ask (speed) */
  readonly slots: (boolean | undefined)[];
  /** the answers of an act or argument without a slot */
  readonly allowed: Map<string, boolean>;
}
let roleBoard: RoleBoard | null = null;

function roleAnswers(s: WotrState): RoleBoard {
  const b = roleBoard;
  const mu = s.multi!;
  if (
    b !== null &&
    b.units === s.units &&
    b.chars === s.chars &&
    b.politics === s.politics &&
    b.control === s.control &&
    b.reserve === s.reserve &&
    b.sieges === s.sieges &&
    b.table === s.table &&
    b.leading === mu.leading &&
    b.last === mu.last
  )
    return b;
  const next: RoleBoard = {
    units: s.units,
    chars: s.chars,
    politics: s.politics,
    control: s.control,
    reserve: s.reserve,
    sieges: s.sieges,
    table: s.table,
    leading: mu.leading,
    last: mu.last,
    slots: [],
    allowed: new Map(),
  };
  roleBoard = next;
  return next;
}

/** The seats in a fixed order (`slotOf`). */
const SEAT_NO: { readonly [seat in RoleSeat]: number } = {
  fp: 0,
  'fp-gondor': 1,
  'fp-rohan': 2,
  'sh-witchking': 3,
  'sh-saruman': 4,
};
const ACT_SLOTS = 6;
/** The memo slot of a seat's recruit / army-move act, or -1 for an act or argument not listed here. */
function slotOf(seat: RoleSeat, act: string, arg: string | undefined): number {
  let a = -1;
  if (act === 'recruit') {
    if (arg === 'elite') a = 0;
    else if (arg === 'regulars') a = 1;
    else if (arg === 'leaders') a = 2;
    else if (arg === 'leader-regular') a = 3;
  } else if (arg === undefined) {
    if (act === 'leaderArmy') a = 4;
    else if (act === 'moveArmies') a = 5;
  }
  return a < 0 ? -1 : SEAT_NO[seat] * ACT_SLOTS + a;
}

function placesOrMovesAllowed(s: WotrState, seat: RoleSeat, side: Side, act: string, arg: string | undefined): boolean {
  if (isDraft(s)) return placesOrMoves(s, seat, side, act, arg);
  const b = roleAnswers(s);
  const slot = slotOf(seat, act, arg);
  if (slot >= 0) {
    let v = b.slots[slot];
    if (v === undefined) b.slots[slot] = v = placesOrMoves(s, seat, side, act, arg);
    return v;
  }
  const key = `${seat}|${act}|${arg}`;
  let v = b.allowed.get(key);
  if (v === undefined) b.allowed.set(key, (v = placesOrMoves(s, seat, side, act, arg)));
  return v;
}

function placesOrMoves(s: WotrState, seat: RoleSeat, side: Side, act: string, arg: string | undefined): boolean {
  if (act === 'recruit') {
    // = some place of `recruitPlaces` is `placeAllowed`: the places of the seat's own nations only, up to the first
    const nations = ROLE_NATIONS[seat].filter((n) => !blocked3(s, seat, [n], null));
    return recruitPlaces(s, side, arg as 'elite', [], true, nations).length > 0;
  }
  return anyArmyMove(s, side, act === 'leaderArmy' ? 'character' : 'army', (from) => armyAllowed(s, seat, from));
}

// ---------------------------------------------------------------- the engine's hooks (rules.ts)

function mut(m: M): MutMulti {
  return m.multi as unknown as MutMulti;
}

/** draftOf: the draft's own copy of the multiplayer record; `owner` is shared until its first write. */
export function draftMulti(mu: Multi): Multi {
  ownedOwner = null;
  // one object literal of a fixed shape (the spread of the record took about as long as `draftOf` in profiles)
  return {
    players: mu.players,
    leading: mu.leading,
    next: mu.next,
    acting: mu.acting,
    owner: mu.owner,
    p1: mu.p1,
    battle: mu.battle,
    last: mu.last,
    cur: mu.cur,
    capturedBy: mu.capturedBy,
  };
}

/** The draft multiplayer record whose `owner` is its own copy (copy on the first write: most actions draw nothing). */
let ownedOwner: object | null = null;

/** The draft's card holders, to write (every write to `owner` goes through here). */
function ownerToWrite(m: M): Record<string, RoleSeat> {
  const mu = mut(m);
  if (ownedOwner !== mu) {
    mu.owner = dictOf(mu.owner); // key by key: a spread of this record (its keys come and go) is slower (speed)
    ownedOwner = mu;
  }
  return mu.owner;
}

/** draw (rules.ts): a card drawn into a team hand is held by the seat drawing it. */
export function ownDrawn(m: M, side: Side, card: string, seat?: RoleSeat): RoleSeat {
  const who = seat ?? drawerFor(m, side);
  ownerToWrite(m)[card] = who;
  return who;
}

/** run (rules.ts): cards that joined or left a team hand another way (a card's effect, the Sorcerer). */
export function syncOwners(m: M): void {
  const mu = mut(m);
  let n = 0;
  for (const side of SIDES) {
    const hand = m.hands[side];
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i];
      n++;
      const o = mu.owner[c];
      if (o === undefined || SEAT_SIDE[o] !== side) ownerToWrite(m)[c] = drawerFor(m, side);
    }
  }
  if (ownerCount(mu) === n) return;
  const all = new Set([...m.hands.fp, ...m.hands.shadow]);
  const owner = ownerToWrite(m);
  for (const c in owner) if (!all.has(c)) delete owner[c];
}
const SIDES = ['fp', 'shadow'] as const;
/** `sideOfSeat` of every role seat, read as a table (asked per card of both hands after every step). */
const SEAT_SIDE: { readonly [seat: string]: Side } = Object.fromEntries(
  [...MULTI_SEATS[3], ...MULTI_SEATS[4]].map((seat) => [seat, sideOfSeat(seat)]),
);

/**
 * How many cards have a holder. `syncOwners` asks after every step of every action: the holders of a state
 * never change (the draft's own copy, `ownerToWrite`, may), so a shared record is counted once (speed).
 */
function ownerCount(mu: MutMulti): number {
  if (ownedOwner === mu) return Object.keys(mu.owner).length;
  let c = OWNER_COUNT.get(mu.owner);
  if (c === undefined) OWNER_COUNT.set(mu.owner, (c = Object.keys(mu.owner).length));
  return c;
}
const OWNER_COUNT = new WeakMap<object, number>();

/** run (rules.ts): §10.3 each player above his own hand limit discards (the first seat first). */
export function askMultiDiscards(m: M): void {
  const mu = m.multi!;
  const seats = MULTI_SEATS[mu.players];
  for (let i = seats.length - 1; i >= 0; i--) {
    const seat = seats[i];
    const hand = m.hands[SEAT_SIDE[seat]];
    const limit = handLimit(mu, seat);
    if (hand.length <= limit) continue; // the team's hand within it: so is every seat's (no list built: speed)
    const side = sideOfSeat(seat);
    if (handOf(m as unknown as WotrState, seat).length > limit && !discardAsked(m.asks, side, seat))
      m.asks.push({ k: 'discard', side, seat });
  }
}

/** answerAsk discard (rules.ts): the discard ask of a seat ends once its hand is within its limit. */
export function multiDiscarded(m: M, seat: RoleSeat, card: string): boolean {
  delete ownerToWrite(m)[card];
  return handOf(m as unknown as WotrState, seat).length <= handLimit(m.multi!, seat);
}

/**
 * run (rules.ts), Phase 1 (§10.2, §10.3): the Leading Player tokens change hands (not on turn 1), each
 * player draws (turn 1: one card from each deck of his side, RULINGS M2; later one from a deck of his
 * choice; the single FP player of three draws as in the two-player game, M3), then teammates may
 * exchange a card. True while a player must decide.
 */
export function multiPhase1(m: M, ev: WotrEvent[], recoverDice: () => void): boolean {
  const mu = mut(m);
  if (mu.p1 === null) {
    recoverDice();
    if (m.turn > 1) {
      mu.leading = { fp: mate(mu, mu.leading.fp), shadow: mate(mu, mu.leading.shadow) };
      ev.push({ type: 'leading', fpLeader: mu.leading.fp, shadowLeader: mu.leading.shadow });
    }
    mu.next = { fp: mate(mu, mu.leading.fp), shadow: mate(mu, mu.leading.shadow) }; // §10.4 non-leading first
    mu.acting = null;
    mu.last = null;
    mu.cur = null;
    const left: RoleSeat[] = [];
    for (const seat of MULTI_SEATS[mu.players]) {
      const side = sideOfSeat(seat);
      const c = m.decks[`${side}.character`].length > 0;
      const st = m.decks[`${side}.strategy`].length > 0;
      if (m.turn === 1 || seat === 'fp') {
        if (c) draw(m, side, 'character', ev, seat);
        if (st) draw(m, side, 'strategy', ev, seat);
      } else if (c && st) left.push(seat);
      else if (c || st) draw(m, side, c ? 'character' : 'strategy', ev, seat);
    }
    mu.p1 = { step: 'draw', left };
    askMultiDiscards(m); // §10.3 the hand limit at once
    if (m.asks.length) return true;
  }
  const p1 = mu.p1!;
  if (p1.step === 'done') {
    mu.p1 = null;
    return false;
  }
  if (p1.step === 'draw') {
    if (p1.left.length) return true;
    // §10.3: after drawing and discarding (the discards were asked before this point), the exchange
    const answers: Record<string, boolean | null> = {};
    for (const side of ['fp', 'shadow'] as const) {
      const team = teamSeats(mu, side);
      if (team.length === 2 && team.every((x) => handOf(m as unknown as WotrState, x).length > 0))
        for (const x of team) answers[x] = null;
    }
    if (Object.keys(answers).length === 0) {
      mu.p1 = null;
      return false;
    }
    mu.p1 = { step: 'agree', answers };
    return true;
  }
  return true;
}

/** Applies a Phase 1 decision (a deck, an answer to the exchange, the card given). */
export function applyPhase1(s: WotrState, a: WotrAction, seat: RoleSeat, ev: WotrEvent[]): WotrState {
  const m = draftOf(s) as M;
  const mu = mut(m);
  const p1 = mu.p1!;
  if (p1.step === 'draw' && a.type === 'drawFrom') {
    draw(m, sideOfSeat(seat), a.deck as Deck, ev, seat);
    mu.p1 = { step: 'draw', left: p1.left.slice(1) };
  } else if (p1.step === 'agree' && a.type === 'exchange') {
    const answers = { ...p1.answers, [seat]: a.agree };
    if (Object.values(answers).some((x) => x === null)) mu.p1 = { step: 'agree', answers };
    else {
      const gives: Record<string, string | null> = {};
      for (const side of ['fp', 'shadow'] as const) {
        const team = teamSeats(mu, side).filter((x) => x in answers);
        if (team.length === 0) continue;
        const agreed = team.every((x) => answers[x]);
        ev.push({ type: 'exchangeAnswers', team: side, agreed });
        if (agreed) for (const x of team) gives[x] = null;
      }
      mu.p1 = Object.keys(gives).length ? { step: 'give', gives } : { step: 'done' };
    }
  } else if (p1.step === 'give' && a.type === 'give') {
    const gives = { ...p1.gives, [seat]: a.card };
    if (Object.values(gives).some((x) => x === null)) mu.p1 = { step: 'give', gives };
    else {
      for (const side of ['fp', 'shadow'] as const) {
        const team = teamSeats(mu, side).filter((x) => x in gives);
        if (team.length !== 2) continue;
        const [x, y] = team;
        const owner = ownerToWrite(m);
        owner[gives[x]!] = y;
        owner[gives[y]!] = x;
        ev.push({ type: 'exchanged', team: side });
      }
      mu.p1 = { step: 'done' };
    }
  }
  run(m, ev);
  return finishDraft(m, s);
}

/** doAction (rules.ts), before the action: a Phase 5 action starts, its player is acting (§10.4). */
export function multiStart(m: M, s0: WotrState, a: WotrAction, seat: RoleSeat): void {
  const mu = mut(m);
  const side = sideOfSeat(seat);
  if (s0.phase === 'actions' && s0.asks.length === 0 && (a.type === 'pass' || a.type === 'skip' || a.type === 'use')) {
    mu.acting = seat;
    mu.cur = { nations: [], armies: [] };
    if (a.type === 'use' && a.act === 'politics') mu.cur = { nations: [a.arg as NationId], armies: [] };
    if (a.type === 'use' && a.act === 'attack') {
      const from = a.arg!.split('>')[0];
      mu.cur = { nations: armyNations(s0, from, side), armies: [from] };
    }
  }
}

/** doAction (rules.ts), before `run`: what the action is on (§10.7), battles, captures. */
export function multiStep(m: M, ev: readonly WotrEvent[]): void {
  const mu = mut(m);
  if (mu.cur && mu.acting && sideOfSeat(mu.acting) === 'fp' && ev.some(onArmyOrNation)) {
    const nations = new Set(mu.cur.nations);
    const armies = [...mu.cur.armies];
    for (const e of ev) {
      if (e.type === 'recruited' && D.nationSide[nationOf(e.key)] === 'fp') nations.add(nationOf(e.key));
      if (e.type === 'armyMoved' && e.side === 'fp') {
        armies.push(e.to);
        const ns = armyNations(m as unknown as WotrState, e.to, 'fp');
        if (ns.length === 1) nations.add(ns[0]);
      }
    }
    mu.cur = { nations: [...nations], armies };
  }
  multiAfterRun(m, ev);
}

/** An event `multiStep` adds to what the action is on (without one, `cur` stays as it is: no copy, speed). */
function onArmyOrNation(e: WotrEvent): boolean {
  return (
    (e.type === 'recruited' && D.nationSide[nationOf(e.key)] === 'fp') || (e.type === 'armyMoved' && e.side === 'fp')
  );
}

/** doAction (rules.ts), after `run` too: battle controllers (§10.5), the captures of §10.8. */
export function multiAfterRun(m: M, ev: readonly WotrEvent[]): void {
  const mu = mut(m);
  const b = m.battle;
  if (b && !mu.battle) {
    const att = mu.acting && sideOfSeat(mu.acting) === b.attacker ? mu.acting : controllerOf(ro(m), b.from, b.attacker);
    const def = controllerOf(ro(m), b.at, b.defender);
    mu.battle = b.attacker === 'fp' ? { fp: att, shadow: def } : { fp: def, shadow: att };
  }
  for (const e of ev)
    if (e.type === 'captured') {
      if (e.side === 'shadow')
        mu.capturedBy = {
          ...mu.capturedBy,
          [e.region]:
            mu.battle?.shadow ??
            (mu.acting?.startsWith('sh-') ? mu.acting : null) ??
            controllerOf(ro(m), e.region, 'shadow'),
        };
    }
  if (!b && mu.battle) mu.battle = null;
}

/** run (rules.ts), once the action and all it started are resolved: the team's next player (§10.4). */
export function actionDone(m: M): void {
  const mu = mut(m);
  const seat = mu.acting!;
  const side = sideOfSeat(seat);
  mu.next = { ...mu.next, [side]: mate(mu, seat) };
  if (seat === 'fp' && mu.players === 3) mu.last = mu.cur ?? { nations: [], armies: [] };
  mu.acting = null;
  mu.cur = null;
}

const ro = (m: M): WotrState => m as unknown as WotrState;

/** §10.6: while Saruman is in play, Southron & Easterling and Isengard Elites are Leaders too. */
export function eliteLeaders(s: WotrState): boolean {
  if (!s.multi) return false;
  const at = s.chars['saruman'];
  return at !== undefined && at !== 'out' && at !== 'dead';
}

// ---------------------------------------------------------------- outcome (§10.8)

/**
 * §10.8 the individual figure of each seat: a Shadow player scores the VP of the settlements his armies
 * captured and still hold minus the VP of his own nations' settlements the Free Peoples hold; a Free
 * Peoples player scores minus the VP of his own settlements the Shadow holds.
 */
export function individualScores(s: WotrState): Record<string, number> {
  const mu = s.multi!;
  const out: Record<string, number> = {};
  for (const x of MULTI_SEATS[mu.players]) out[x] = 0;
  for (const r in s.control) {
    const st = D.regions[r].settlement;
    if (!st || (st !== 'city' && st !== 'stronghold')) continue;
    const vp = SETTLEMENT_VP[st];
    const holder = s.control[r];
    const lost = seatOfNation(mu, D.regions[r].nation as NationId);
    out[lost] -= vp;
    if (holder === 'shadow' && mu.capturedBy[r]) out[mu.capturedBy[r]] += vp;
  }
  return out;
}

export function multiOutcome(s: WotrState): Outcome | null {
  if (!s.winner) return null;
  const mu = s.multi!;
  const w = s.winner.side;
  const scores = individualScores(s);
  const team = teamSeats(mu, w);
  const best = Math.max(...team.map((x) => scores[x]));
  const top = team.filter((x) => scores[x] === best);
  const result: Record<string, 'win' | 'loss'> = {};
  for (const x of MULTI_SEATS[mu.players]) result[x] = sideOfSeat(x) === w ? 'win' : 'loss';
  return {
    result,
    reason: {
      key: `wotr.victory.${s.winner.reason}`,
      params: { side: w, individual: top.length === 1 ? top[0] : null },
    },
    scores,
  };
}

// ---------------------------------------------------------------- what each seat sees

/** The view of a seat: its own hand only (teammates do not see each other's cards, §10.3). */
export function multiView(s: WotrState, seat: string | null, base: Record<string, unknown>): unknown {
  const mu = s.multi!;
  const me = seat && MULTI_SEATS[mu.players].includes(seat as RoleSeat) ? (seat as RoleSeat) : null;
  const mySide = me ? sideOfSeat(me) : null;
  const counts: Record<string, number> = {};
  for (const x of MULTI_SEATS[mu.players]) counts[x] = handOf(s, x).length;
  const baseHands = base.hands as { fp: unknown; shadow: unknown };
  const hands = {
    fp: mySide === 'fp' ? handOf(s, me!) : typeof baseHands.fp === 'number' ? baseHands.fp : s.hands.fp.length,
    shadow:
      mySide === 'shadow'
        ? handOf(s, me!)
        : typeof baseHands.shadow === 'number'
          ? baseHands.shadow
          : s.hands.shadow.length,
  };
  const p1 = mu.p1;
  const asks = (base.asks as WotrState['asks']).map((a) =>
    a.k === 'event' && a.options.some((o) => D.cards[o])
      ? { ...a, options: a.options.filter((o) => !D.cards[o] || (me !== null && mu.owner[o] === me)) }
      : a,
  );
  return {
    ...base,
    hands,
    asks,
    multi: {
      players: mu.players,
      seats: MULTI_SEATS[mu.players],
      leading: mu.leading,
      next: mu.next,
      acting: mu.acting,
      battle: mu.battle,
      handCounts: counts,
      last: mu.last,
      capturedBy: mu.capturedBy,
      p1:
        p1 === null
          ? null
          : p1.step === 'draw'
            ? { step: 'draw', left: p1.left }
            : p1.step === 'agree'
              ? { step: 'agree', answered: Object.keys(p1.answers).filter((x) => p1.answers[x] !== null) }
              : p1.step === 'give'
                ? { step: 'give', given: Object.keys(p1.gives).filter((x) => p1.gives[x] !== null) }
                : null,
      scores: individualScores(s),
    },
  };
}

/**
 * perturbHidden for a seat: the other team as the two-player engine does it (per side), then the teammate's
 * cards (hidden from the viewer) among the team's deck slots; the holders follow the hand slots; the other
 * players' secret Phase 1 answers.
 */
export function multiPerturb(
  s: WotrState,
  viewer: string | null,
  rng: Rng,
  basePerturb: (s: WotrState, viewer: string | null, rng: Rng) => WotrState,
): WotrState {
  const mu = s.multi!;
  const mySide = viewer && MULTI_SEATS[mu.players].includes(viewer as RoleSeat) ? sideOfSeat(viewer) : null;
  const next = basePerturb(s, mySide, rng);
  const owner: Record<string, RoleSeat> = {};
  for (const side of ['fp', 'shadow'] as const)
    s.hands[side].forEach((c, i) => (owner[next.hands[side][i]] = mu.owner[c]));
  const hands = { fp: next.hands.fp.slice(), shadow: next.hands.shadow.slice() };
  const decks: Record<string, string[]> = {};
  for (const d in next.decks) decks[d] = next.decks[d].slice();
  if (mySide) {
    for (const deck of ['character', 'strategy'] as const) {
      const key = `${mySide}.${deck}`;
      const hidden = (c: string) => D.cards[c].deck === deck && owner[c] !== viewer;
      // sorted first: the re-draw depends only on what the viewer sees (the computer player samples its world so)
      const pool = rng.shuffle([...decks[key], ...hands[mySide].filter(hidden)].sort());
      let i = 0;
      decks[key] = decks[key].map(() => pool[i++]);
      const held = hands[mySide].map((c) => owner[c]);
      hands[mySide] = hands[mySide].map((c) => (hidden(c) ? pool[i++] : c));
      for (const c of s.hands[mySide]) if (D.cards[c].deck === deck) delete owner[c];
      hands[mySide].forEach((c, k) => {
        if (D.cards[c].deck === deck) owner[c] = held[k];
      });
    }
  }
  let p1 = mu.p1;
  if (p1 && p1.step === 'agree') {
    const answers: Record<string, boolean | null> = {};
    for (const x in p1.answers)
      answers[x] = x === viewer || p1.answers[x] === null ? p1.answers[x] : rng.int(0, 1) === 1;
    p1 = { step: 'agree', answers };
  }
  if (p1 && p1.step === 'give') {
    const gives: Record<string, string | null> = {};
    for (const x in p1.gives) {
      const mine = hands[sideOfSeat(x)].filter((c) => owner[c] === x);
      gives[x] = x === viewer || p1.gives[x] === null || mine.length === 0 ? p1.gives[x] : rng.pick(mine);
    }
    p1 = { step: 'give', gives };
  }
  return { ...next, hands, decks, multi: { ...mu, owner, p1 } };
}

// ---------------------------------------------------------------- invariants

export function multiInvariants(s: WotrState): string[] {
  const mu = s.multi!;
  const out: string[] = [];
  const seats = MULTI_SEATS[mu.players];
  for (const side of ['fp', 'shadow'] as const)
    for (const c of s.hands[side]) {
      const o = mu.owner[c];
      if (!o || !seats.includes(o) || sideOfSeat(o) !== side) out.push(`card ${c} held by ${o}`);
    }
  const all = new Set([...s.hands.fp, ...s.hands.shadow]);
  for (const c in mu.owner) if (!all.has(c)) out.push(`holder of ${c} not in a hand`);
  for (const x of seats) {
    const n = handOf(s, x).length;
    if (n > handLimit(mu, x) && !discardAsked(s.asks, sideOfSeat(x), x))
      out.push(`hand ${x} ${n} > ${handLimit(mu, x)}`);
  }
  for (const side of ['fp', 'shadow'] as const) {
    if (sideOfSeat(mu.leading[side]) !== side || !seats.includes(mu.leading[side])) out.push(`leading ${side}`);
    if (sideOfSeat(mu.next[side]) !== side || !seats.includes(mu.next[side])) out.push(`next ${side}`);
  }
  if (mu.acting && s.phase !== 'actions') out.push(`acting ${mu.acting} in ${s.phase}`);
  if (mu.battle && !s.battle) out.push('battle controllers without a battle');
  return out;
}

/** armyUnits is re-exported for the tests' fixtures. */
export { armyUnits };
