// The rules: legal actions per decision, and apply on a private draft followed by `run`, which
// moves the game on through the automatic steps (phases 1, 4 and 6, hunt tiles, reveals) until a
// player must decide. Digest sections are named where each rule is enforced.

import { Rng } from '../../../kernel/rng';
import {
  armyUnits,
  atWar,
  charsIn,
  companionsInFellowship,
  controller,
  count,
  dicePoolFor,
  freeForArmy,
  guideOptions,
  isFpNation,
  isStrongholdOf,
  nazgulIn,
  other,
  unconquered,
  victoryPoints,
  within,
} from './board';
import { D } from './content';
import { anyReach, characterReach, flyingMoves, MOVE_TO, pushReachMoves } from './reach';
import {
  armyUnitsOf,
  draftBaseIndex,
  draftChanged,
  indexOf,
  keySideOf,
  markDraft,
  REGION_IDS,
  REGION_NO,
  setWorkingCopy,
  unitsChanged,
  unmarkDraft,
} from './index-cache';
import { dictOf, plainBattle, politicsEntry, regionId, workingBattle } from './shapes';
// ---- combat (§8)
import { afterArmyLeaves, answerBattle, attackOptions, battleActions, deckOf, startBattle } from './combat';
import { FP_NATIONS, kindOf, nationOf, NATIONS } from './static';
import {
  CORRUPTION,
  CRACK_OF_DOOM_STEP,
  HAND_LIMIT as DATA_HAND_LIMIT,
  MILITARY_VP_TO_WIN,
  STACKING_LIMIT,
  type EntryCondition,
} from '../data';
import type {
  Ask,
  CharId,
  Deck,
  DieAct,
  Draft,
  Face,
  NationId,
  RoleSeat,
  Side,
  TileTask,
  WotrAction,
  WotrEvent,
  WotrState,
} from './types';
// ---- event cards (§4.6): the interpreter lives in events.ts
import { answerEvent, eventAskActions, playActs, playCard, resumeEvents } from './events';
// ---- table cards and the Fellowship's event Ops (events-fellowship.ts, §4.6)
import {
  activationBlocked,
  beforeHuntRoll,
  beforeTile,
  cardTileDamage,
  discardTableByDie,
  onCompanionCasualty,
  onDeclared,
  onMoriaSeen,
  onTileDrawn,
  reducedDamage,
  tableCheck,
  tableDiscardActs,
  type ActivationCause,
} from './events-fellowship';
// ---- standing-rule table cards (table-rules.ts, events-table.ts)
import { onFellowshipSeen, onFpNationAdvanced } from './events-table';
import { fellowshipDieStaysOut, musterAdvanceBarred } from './table-rules';
// ---- three and four players (§10)
import {
  actionDone,
  askMultiDiscards,
  draftMulti,
  eliteLeaders,
  multiAfterRun,
  multiDiscarded,
  multiPhase1,
  multiStart,
  multiStep,
  ownDrawn,
  syncOwners,
} from './multi';

export const HAND_LIMIT = DATA_HAND_LIMIT;
export const STACK_LIMIT = STACKING_LIMIT;
export const MORDOR_STEPS = CRACK_OF_DOOM_STEP;
export const CORRUPTION_MAX = CORRUPTION.shadowWinsAt;

// ---------------------------------------------------------------- copying

/** A private mutable copy (every nested record/array the rules may change is copied). */
export function draftOf(s: WotrState): M {
  // units are shared until the first write (`addUnits`, the only writer of `units`, copies them then), the
  // records of `Cow` until `own` (the inner records of decks and politics are replaced on write). Records
  // are copied key by key (`copy…`): object spreads of these varied shapes are about twice as slow.
  const m = copyState(s);
  // the records of `Cow` (and the lists of hunt, hands, discards) are shared until their first write (`own`)
  cowDraft = m;
  cowOwned = 0;
  const f = (m.fellowship = copySmall(s.fellowship) as M['fellowship']);
  f.path = s.fellowship.path.slice();
  const dice = (m.dice = copySmall(s.dice) as M['dice']);
  (dice.fp = copySmall(s.dice.fp) as M['dice']['fp']).rolled = s.dice.fp.rolled.slice();
  (dice.shadow = copySmall(s.dice.shadow) as M['dice']['shadow']).rolled = s.dice.shadow.rolled.slice();
  m.tiles = s.tiles.slice();
  m.asks = s.asks.slice();
  if (s.multi) m.multi = draftMulti(s.multi); // three and four players (multi.ts)
  markDraft(m, s); // no per-state index while it changes (index-cache.ts)
  ownUnits = null;
  return m;
}

/**
 * The draft's top level, as one object literal of a fixed shape (speed): a copy built key by key (`for…in`)
 * turns into a dictionary-mode object after a dozen keys, and every `m.field` read of the engine on it was
 * then a hash lookup. The optional fields are always there, `undefined` when the state has none: every
 * draft has one object shape (a field added to a draft changed its shape in the middle of apply, and the
 * optimised code that had met only the other shapes was thrown away). `finishDraft` makes the state of it
 * (plain JSON: no `undefined` field). A field added to `WotrState` must be added here and there (test:
 * speed-caches.test.ts, every key of a state survives the copy).
 */
function copyState(s: WotrState): M {
  return {
    rng: s.rng,
    seats: s.seats,
    rulesVersion: s.rulesVersion,
    turn: s.turn,
    phase: s.phase,
    active: s.active,
    units: s.units,
    reserve: s.reserve,
    casualties: s.casualties,
    chars: s.chars,
    minionEverInPlay: s.minionEverInPlay,
    control: s.control,
    politics: s.politics,
    fellowship: s.fellowship,
    dice: s.dice,
    huntBox: s.huntBox,
    fpHuntLastTurn: s.fpHuntLastTurn,
    rings: s.rings,
    messengerUsed: s.messengerUsed,
    hunt: s.hunt,
    tiles: s.tiles,
    revealPending: s.revealPending,
    decks: s.decks,
    hands: s.hands,
    discards: s.discards,
    fsp: s.fsp,
    asks: s.asks,
    winner: s.winner,
    table: s.table,
    battle: s.battle,
    sieges: s.sieges,
    multi: s.multi,
  } as unknown as M;
}

/**
 * The state a finished draft becomes (made from `base`): the draft's fields without its `undefined` ones, in
 * the order a state's JSON text has always had them — the optional fields `base` had, then those the draft
 * added. The draft is done (index-cache.ts) and must not be used again.
 */
export function finishDraft(m: M, base: WotrState): WotrState {
  const d = ro(m);
  const s = {
    rng: d.rng,
    seats: d.seats,
    rulesVersion: d.rulesVersion,
    turn: d.turn,
    phase: d.phase,
    active: d.active,
    units: d.units,
    reserve: d.reserve,
    casualties: d.casualties,
    chars: d.chars,
    minionEverInPlay: d.minionEverInPlay,
    control: d.control,
    politics: d.politics,
    fellowship: d.fellowship,
    dice: d.dice,
    huntBox: d.huntBox,
    fpHuntLastTurn: d.fpHuntLastTurn,
    rings: d.rings,
    messengerUsed: d.messengerUsed,
    hunt: d.hunt,
    tiles: d.tiles,
    revealPending: d.revealPending,
    decks: d.decks,
    hands: d.hands,
    discards: d.discards,
    fsp: d.fsp,
    asks: d.asks,
    winner: d.winner,
  } as { -readonly [K in keyof WotrState]: WotrState[K] };
  const battle = d.battle && plainBattle(d.battle); // the state's battle, not its working copy (shapes.ts)
  if (base.table !== undefined && d.table !== undefined) s.table = d.table;
  if (base.battle !== undefined && battle !== undefined) s.battle = battle;
  if (base.sieges !== undefined && d.sieges !== undefined) s.sieges = d.sieges;
  if (base.multi !== undefined && d.multi !== undefined) s.multi = d.multi;
  if (base.table === undefined && d.table !== undefined) s.table = d.table;
  if (base.battle === undefined && battle !== undefined) s.battle = battle;
  if (base.sieges === undefined && d.sieges !== undefined) s.sieges = d.sieges;
  if (base.multi === undefined && d.multi !== undefined) s.multi = d.multi;
  // the draft, never changed again, is the engine's working copy of the state (`workingState`)
  unmarkDraft(m);
  lastClean = s;
  lastWork = ro(m);
  setWorkingCopy(s, lastWork);
  return s;
}

let lastClean: WotrState | null = null;
let lastWork: WotrState | null = null;

/**
 * The engine's working copy of a state handed out: the same fields in one object shape (the draft it was made
 * from, or a copy). The module reads states through it (legal actions, apply, pending): the states' own shapes
 * vary with their optional fields (JSON has no `undefined`), and optimised code was thrown away whenever it met
 * another one. The per-state caches (index-cache.ts…) hold for the working copy.
 */
export function workingState(s: WotrState): WotrState {
  if (s !== lastClean) {
    lastClean = s;
    const w = copyState(s);
    if (s.battle) w.battle = workingBattle(s.battle); // one battle shape too (shapes.ts)
    lastWork = ro(w);
    setWorkingCopy(s, lastWork);
  }
  return lastWork!;
}

/** Shallow copies of plain records, key by key (two copies of one loop: each keeps its own inline caches). */
function copyRecord<T extends object>(r: T): { -readonly [K in keyof T]: T[K] } {
  const out = {} as { -readonly [K in keyof T]: T[K] };
  for (const k in r) out[k] = r[k];
  return out;
}
function copySmall<T extends object>(r: T): { -readonly [K in keyof T]: T[K] } {
  const out = {} as { -readonly [K in keyof T]: T[K] };
  for (const k in r) out[k] = r[k];
  return out;
}

/** The draft whose `units` record is its own copy (the others share the state's until `addUnits`). */
let ownUnits: object | null = null;

/** The records of a draft shared with the state it was made from until their first write (`own`). */
type Cow =
  | 'reserve'
  | 'casualties'
  | 'chars'
  | 'control'
  | 'politics'
  | 'decks'
  | 'huntBox'
  | 'rings'
  | 'fsp'
  | 'hunt'
  | 'hands'
  | 'discards';
interface Owned {
  reserve: Record<string, number>;
  casualties: Record<string, number>;
  chars: Record<string, string>;
  control: Record<string, Side>;
  politics: Record<string, { step: number; active: boolean }>;
  decks: Record<string, string[]>;
  huntBox: { shadow: number; fp: number };
  rings: { fp: number; shadow: number; fpUsed: number; shadowUsed: number };
  fsp: { declared: boolean };
  /** the lists inside are still shared: change them through `ownList` */
  hunt: { pool: readonly string[]; drawn: readonly string[]; waiting: readonly string[]; removed: readonly string[] };
  hands: { fp: readonly string[]; shadow: readonly string[] };
  discards: { fp: readonly string[]; shadow: readonly string[] };
}
type Lists = {
  hunt: 'pool' | 'drawn' | 'waiting' | 'removed';
  hands: Side;
  discards: Side;
};
const COW_BIT: { readonly [K in Cow]: number } = {
  reserve: 1,
  casualties: 2,
  chars: 4,
  control: 8,
  politics: 16,
  decks: 32,
  huntBox: 64,
  rings: 128,
  fsp: 256,
  hunt: 512,
  hands: 1024,
  discards: 2048,
};
const LIST_BIT: { readonly [K in keyof Lists]: { readonly [L in Lists[K]]: number } } = {
  hunt: { pool: 1 << 12, drawn: 1 << 13, waiting: 1 << 14, removed: 1 << 15 },
  hands: { fp: 1 << 16, shadow: 1 << 17 },
  discards: { fp: 1 << 18, shadow: 1 << 19 },
};
/** The records of `Cow` keyed by region or unit key: one hidden class (shapes.ts `dictOf`). */
const DICT_BITS = COW_BIT.reserve | COW_BIT.casualties | COW_BIT.control;
/** The draft whose own copies `cowOwned` (bits of `COW_BIT`, `LIST_BIT`) lists. */
let cowDraft: object | null = null;
let cowOwned = 0;

/**
 * A record of the draft to write (copied on the first write: most actions change none or one of them).
 * Every write goes through here: `M` types them read-only, and the fuzz tests deep-freeze every state.
 */
export function own<K extends Cow>(m: M, k: K): Owned[K] {
  if (cowDraft !== m) {
    cowDraft = m;
    cowOwned = 0;
  }
  const bit = COW_BIT[k];
  if ((cowOwned & bit) === 0) {
    cowOwned |= bit;
    (m as unknown as Owned)[k] = (
      (bit & DICT_BITS) !== 0 ? dictOf(m[k] as never) : copyRecord(m[k] as Owned[K])
    ) as Owned[K];
  }
  return m[k] as Owned[K];
}

/** Replaces a record of the draft with a new object (its own: no copy on a later write). */
export function setOwned<K extends Cow>(m: M, k: K, value: Owned[K]): void {
  own(m, k); // marks it owned (the copy is dropped at once)
  (m as unknown as Owned)[k] = value;
}

/** Replaces a list of hunt, hands or discards with a new array (the draft's own). */
export function setList<K extends keyof Lists>(m: M, k: K, list: Lists[K], value: string[]): void {
  ownList(m, k, list); // marks it owned
  (own(m, k) as unknown as Record<string, string[]>)[list] = value;
}

/** A list of hunt, hands or discards to change in place (copied on the first write, like `own`). */
export function ownList<K extends keyof Lists>(m: M, k: K, list: Lists[K]): string[] {
  const rec = own(m, k) as unknown as Record<string, string[]>;
  const bit = (LIST_BIT[k] as Record<string, number>)[list];
  if ((cowOwned & bit) === 0) {
    cowOwned |= bit;
    rec[list] = rec[list].slice();
  }
  return rec[list];
}

export type M = Omit<Draft, Cow> & {
  units: Record<string, Record<string, number>>;
  readonly reserve: { readonly [key: string]: number };
  readonly casualties: { readonly [key: string]: number };
  readonly chars: { readonly [id: string]: string };
  readonly control: { readonly [region: string]: Side };
  readonly politics: { readonly [nation: string]: { readonly step: number; readonly active: boolean } };
  readonly decks: { readonly [deck: string]: readonly string[] };
  fellowship: { -readonly [K in keyof WotrState['fellowship']]: WotrState['fellowship'][K] } & { path: string[] };
  dice: { fp: { pool: number; rolled: Face[]; used: number }; shadow: { pool: number; rolled: Face[]; used: number } };
  readonly huntBox: Readonly<Owned['huntBox']>;
  readonly rings: Readonly<Owned['rings']>;
  readonly hunt: Readonly<Owned['hunt']>;
  tiles: TileTask[];
  readonly hands: Readonly<Owned['hands']>;
  readonly discards: Readonly<Owned['discards']>;
  readonly fsp: Readonly<Owned['fsp']>;
  asks: Ask[];
};

const ro = (m: M): WotrState => m as unknown as WotrState;

export function addTo(rec: Record<string, number>, key: string, n: number): void {
  const v = (rec[key] ?? 0) + n;
  if (v > 0) rec[key] = v;
  else delete rec[key];
}

// ---------------------------------------------------------------- small state edits

/** The only writer of `units` (a draft shares the state's record until its first write here). */
export function addUnits(m: M, region: string, key: string, n: number): void {
  if (ownUnits !== m) {
    // copied key by key: a spread of this large record (its keys come and go) is several times slower
    m.units = dictOf(m.units);
    ownUnits = m;
  }
  unitsChanged(m, region);
  const u = (m.units[region] = dictOf(m.units[region]));
  const v = (u[key] ?? 0) + n;
  if (v > 0) u[key] = v;
  else delete u[key];
  if (Object.keys(u).length === 0) delete m.units[region];
}

/** A nation advances one step toward At War (§6.3); a Passive FP nation stops one step before. */
export function advance(m: M, nation: NationId, ev: WotrEvent[]): void {
  const old = own(m, 'politics')[nation];
  const p = (own(m, 'politics')[nation] = politicsEntry(old.step, old.active));
  if (p.step === 0) return;
  if (p.step === 1 && !p.active) return;
  p.step -= 1;
  ev.push({ type: 'political', nation, step: p.step, active: p.active });
}

/** Activation of an FP nation (§6.2); `by` names the cause where a table card restricts it (Wormtongue). */
export function activate(m: M, nation: NationId, ev: WotrEvent[], by?: ActivationCause): void {
  if (activationBlocked(m, nation, by)) return; // ---- table cards (events-fellowship.ts): Wormtongue
  const old = own(m, 'politics')[nation];
  const p = (own(m, 'politics')[nation] = politicsEntry(old.step, old.active));
  if (p.active) return;
  p.active = true;
  ev.push({ type: 'political', nation, step: p.step, active: true });
}

export function setCorruption(m: M, value: number, ev: WotrEvent[]): void {
  const before = m.fellowship.corruption;
  const v = Math.max(0, Math.min(CORRUPTION_MAX, value));
  if (v === before) return;
  m.fellowship.corruption = v;
  ev.push({ type: 'corruption', amount: v - before, total: v });
  if (v >= CORRUPTION_MAX) win(m, 'shadow', 'corruption', ev);
}

function win(m: M, side: Side, reason: string, ev: WotrEvent[]): void {
  if (m.winner) return;
  m.winner = { side, reason };
  m.asks = [];
  ev.push({ type: 'won', side, reason });
}

// ---------------------------------------------------------------- dice

function unused(s: WotrState, side: Side): number {
  return s.dice[side].rolled.length;
}

function useDie(m: M, side: Side, face: Face): void {
  const r = m.dice[side].rolled;
  r.splice(r.indexOf(face), 1);
  m.dice[side].used += 1;
}

/** The faces a die result can be used as (Will of the West: any other, §4.4; Muster/Army: either). */
function facesAs(face: Face): readonly Face[] {
  return FACES_AS[face];
}
/** `facesAs`' answers, made once (speed: an array per die per Phase 5 list). */
const FACES_AS: { readonly [F in Face]: readonly Face[] } = {
  character: ['character'],
  army: ['army'],
  muster: ['muster'],
  event: ['event'],
  'muster-army': ['muster', 'army'],
  'will-of-the-west': ['character', 'army', 'muster', 'event'],
  eye: ['eye'],
};

// ---------------------------------------------------------------- legal actions

export function legalActions(s: WotrState, seat: string): WotrAction[] {
  if (s.winner) return [];
  const side = seat as Side;
  const ask = s.asks[s.asks.length - 1];
  if (ask?.k === 'battle') return battleActions(s, side); // combat (§8): the combat cards are simultaneous
  if (ask) return askSide(ask) === side ? askActions(s, ask) : [];
  switch (s.phase) {
    case 'fellowship':
      return side === 'fp' ? fellowshipActions(s) : [];
    case 'hunt':
      return side === 'shadow' ? huntAllocation(s) : [];
    case 'actions':
      return side === s.active ? phase5Actions(s, side) : [];
    default:
      return [];
  }
}

export function askSide(ask: Ask): Side {
  switch (ask.k) {
    case 'discard':
    case 'army':
    case 'recruit':
    case 'event': // event cards (§4.6)
      return ask.side;
    case 'minions':
      return 'shadow';
    case 'enter':
      return D.chars[ask.id].side;
    case 'battle':
      return ask.side;
    default:
      return 'fp';
  }
}

function fellowshipActions(s: WotrState): WotrAction[] {
  const f = s.fellowship;
  const out: WotrAction[] = [];
  // §5.5: declaring needs a hidden Fellowship off the Mordor Track
  if (!s.fsp.declared && f.mordor === null && !f.revealed) out.push({ type: 'declare' });
  // §5.16: enter Mordor from Minas Morgul or Morannon
  if (f.mordor === null && (f.at === 'minas-morgul' || f.at === 'morannon')) out.push({ type: 'enterMordor' });
  // §5.3: a new guide among those tied for the highest level
  for (const c of guideOptions(D, s)) if (c !== f.guide) out.push({ type: 'guide', companion: c });
  out.push({ type: 'endFellowshipPhase' });
  return out;
}

/** Phase 3 bounds (§3, §5.11). */
export function huntBounds(s: WotrState): { min: number; max: number } {
  const dice = s.dice.shadow.pool;
  const max = Math.min(dice, Math.max(1, companionsInFellowship(D, s).length));
  const min = Math.min(max, s.fpHuntLastTurn ? 1 : 0);
  return { min, max };
}

function huntAllocation(s: WotrState): WotrAction[] {
  const { min, max } = huntBounds(s);
  const out: WotrAction[] = [];
  for (let n = min; n <= max; n++) out.push({ type: 'huntDice', count: n });
  return out;
}

function phase5Actions(s: WotrState, side: Side): WotrAction[] {
  const out: WotrAction[] = [];
  const rolled = s.dice[side].rolled;
  const faces: Face[] = []; // the results rolled, each once, sorted
  for (const face of FACES_SORTED) if (rolled.includes(face)) faces.push(face);
  // every key there from the start (one object shape: a key added per die result was a store that changed it)
  const memo: Record<Face | 'any', readonly ActChoice[] | undefined> = {
    character: undefined,
    army: undefined,
    muster: undefined,
    event: undefined,
    'muster-army': undefined,
    'will-of-the-west': undefined,
    eye: undefined,
    any: undefined,
  };
  // §4.3 pass: fewer unused dice than the opponent
  if (unused(s, side) < unused(s, other(side))) out.push({ type: 'pass' });
  // §4.5 Elven Rings: one per turn per side; FP never to Will; Shadow may make an Eye, not change one
  const ringFree =
    side === 'fp' ? s.rings.fp > 0 && s.rings.fpUsed !== s.turn : s.rings.shadow > 0 && s.rings.shadowUsed !== s.turn;
  if (ringFree) {
    const targets: Face[] =
      side === 'fp'
        ? ['character', 'army', 'muster', 'event', 'muster-army']
        : ['character', 'army', 'muster', 'event', 'muster-army', 'eye'];
    for (const face of faces) {
      if (face === 'eye') continue;
      for (const to of targets) if (to !== face) out.push({ type: 'ring', face, to });
    }
  }
  for (const face of faces) {
    out.push({ type: 'skip', face });
    // the acts of every result this die can be used as, without repeats, in the order of their keys
    const acts: ActChoice[] = [];
    for (const as of facesAs(face)) pushAll(acts, (memo[as] ??= dieActs(s, side, as)));
    if (face === 'will-of-the-west') pushAll(acts, willActs(s));
    // ---- table cards: a discard paid with the Will of the West result itself (Denethor's Folly, The Palantír)
    if (face === 'will-of-the-west') pushAll(acts, tableDiscardActs(s, side, face));
    if (side === 'fp') pushAll(acts, (memo.any ??= anyDieActs(s)));
    // the Mouth of Sauron's Messenger of the Dark Tower: once a turn a Muster result acts as an Army result
    if (face === 'muster' && side === 'shadow' && messengerReady(s))
      pushAll(acts, (memo.army ??= dieActs(s, side, 'army')));
    if (
      side === 'fp' &&
      s.fellowship.guide === 'strider' &&
      s.fellowship.revealed &&
      face !== 'will-of-the-west' &&
      face !== 'character'
    )
      acts.push({ act: 'hide' }); // Strider's guide ability (Appendix A.1)
    pushUses(out, face, acts);
  }
  return out;
}

/** Every die result of either side, in string order (speed: the faces of a roll listed without a set and a sort). */
const FACES_SORTED: readonly Face[] = [...new Set([...D.faces.fp, ...D.faces.shadow])].sort();
/** The deck keys of each side (a key built per lookup is a new string to hash: speed). */
const DRAW_DECKS = {
  fp: { character: 'fp.character', strategy: 'fp.strategy' },
  shadow: { character: 'shadow.character', strategy: 'shadow.strategy' },
} as const;

function pushAll(to: ActChoice[], from: readonly ActChoice[]): void {
  for (const a of from) to.push(a);
}

/**
 * The `use` actions of a die: its acts in the order of their keys (the JSON text of `{act, arg}`), each
 * once. For act names (letters) and arguments whose characters all sort after `"` and need no escape, that
 * order is the acts' names, then an act with an argument before one without, then the arguments (string
 * order): compared without building the keys (speed). Any other argument: the keys themselves.
 */
function pushUses(out: WotrAction[], face: Face, acts: ActChoice[]): void {
  let simple = true;
  for (const a of acts) if (a.arg !== undefined && !simpleArg(a.arg)) simple = false;
  if (!simple) {
    const byKey = new Map<string, ActChoice>();
    for (const a of acts) if (!byKey.has(actKey(a))) byKey.set(actKey(a), a);
    for (const key of [...byKey.keys()].sort()) out.push(useAct(face, byKey.get(key)!));
    return;
  }
  acts.sort(byNameThenArg);
  for (let i = 0; i < acts.length; i++) {
    const a = acts[i];
    if (i > 0 && byNameThenArg(acts[i - 1], a) === 0) continue;
    out.push(useAct(face, a));
  }
}
export function byNameThenArg(a: ActChoice, b: ActChoice): number {
  if (a.act !== b.act) return a.act < b.act ? -1 : 1;
  if (a.arg === b.arg) return 0;
  if (a.arg === undefined) return 1;
  if (b.arg === undefined) return -1;
  return a.arg < b.arg ? -1 : 1;
}
/** Every character after `"` (0x22), no backslash, no surrogate: the JSON text is the string quoted. */
function simpleArg(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c <= 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}
function useAct(face: Face, a: ActChoice): WotrAction {
  return a.arg === undefined ? { type: 'use', face, act: a.act } : { type: 'use', face, act: a.act, arg: a.arg };
}

/** Equal to `JSON.stringify({act, arg})` (ids need no escapes; any other argument is escaped by JSON). */
export function actKey(a: ActChoice): string {
  return a.arg === undefined
    ? `{"act":"${a.act}"}`
    : `{"act":"${a.act}","arg":${plainId(a.arg) ? `"${a.arg}"` : JSON.stringify(a.arg)}}`;
}
/** No quote, backslash, control character or surrogate (the JSON text of the string is the string quoted). */
function plainId(id: string): boolean {
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

export type ActChoice = { act: DieAct; arg?: string };

function dieActs(s: WotrState, side: Side, face: Face): ActChoice[] {
  const out: ActChoice[] = [];
  const f = s.fellowship;
  if (face === 'character') {
    if (side === 'fp') {
      if (f.mordor === null && !f.revealed && f.trueAt !== null) {
        // §5.4: one step to an adjacent region (or staying: the move is "up to" Progress, §5.5)
        out.push({ act: 'moveFellowship', arg: f.trueAt });
        for (const n of D.regions[f.trueAt].adj) out.push({ act: 'moveFellowship', arg: n });
      }
      if (f.mordor !== null && !f.revealed) out.push({ act: 'mordor' }); // §5.16
      if (f.revealed) out.push({ act: 'hide' }); // §5.7
      if (f.mordor === null && companionsInFellowship(D, s).length > 0) out.push({ act: 'separate' }); // §5.9
      if (companionsOnMap(s).length > 0) out.push({ act: 'moveCompanions' }); // §7.4
    } else if (minionsToMove(s)) out.push({ act: 'moveMinions' }); // §7.4
    if (armyMoves(s, side, 'character', [], true).length > 0) out.push({ act: 'leaderArmy' }); // §4.4
    for (const arg of attackOptions(s, side, 'character')) out.push({ act: 'attack', arg }); // §8.1 combat
  } else if (face === 'army') {
    if (armyMoves(s, side, 'army', [], true).length > 0) out.push({ act: 'moveArmies' }); // §7.3
    for (const arg of attackOptions(s, side, 'army')) out.push({ act: 'attack', arg }); // §8.1 combat
  } else if (face === 'muster') {
    for (const n of NATIONS)
      if (D.nationSide[n] === side && canAdvance(s, n) && !(side === 'fp' && musterAdvanceBarred(s, n)))
        out.push({ act: 'politics', arg: n }); // §6.3, ---- table cards: Threats and Promises
    // §6.5; a Leader-and-Regular recruit can start with either figure, so it is possible exactly when
    // Leaders or Regulars are (their places were listed twice before: speed)
    const elite = recruitPlaces(s, side, 'elite', [], true).length > 0;
    const regulars = recruitPlaces(s, side, 'regulars', [], true).length > 0;
    const leaders = recruitPlaces(s, side, 'leaders', [], true).length > 0;
    if (elite) out.push({ act: 'recruit', arg: 'elite' });
    if (regulars) out.push({ act: 'recruit', arg: 'regulars' });
    if (leaders) out.push({ act: 'recruit', arg: 'leaders' });
    if (leaders || regulars) out.push({ act: 'recruit', arg: 'leader-regular' });
    if (side === 'shadow') out.push(...voiceActs(s));
    if (side === 'shadow')
      for (const id of ENTERING)
        if (D.chars[id].side === 'shadow' && canEnter(s, id)) out.push({ act: 'enter', arg: id }); // §6.7
  } else if (face === 'event') {
    const decks = s.decks;
    if (decks[DRAW_DECKS[side].character].length > 0) out.push({ act: 'draw', arg: 'character' }); // §4.6
    if (decks[DRAW_DECKS[side].strategy].length > 0) out.push({ act: 'draw', arg: 'strategy' });
  }
  // ---- event cards (§4.4, §4.6): the Event result plays any card, the other results a card of their icon
  out.push(...playActs(s, side, face));
  out.push(...tableDiscardActs(s, side, face)); // ---- table cards: a die discards an enemy table card (§4.6)
  return out;
}

/** Will of the West: bring in an FP character whose card conditions hold (§4.4, §6.7). */
function willActs(s: WotrState): ActChoice[] {
  return ENTERING.filter((id) => D.chars[id].side === 'fp' && canEnter(s, id)).map((id) => ({ act: 'enter', arg: id }));
}

function messengerReady(s: WotrState): boolean {
  const at = s.chars['mouth-of-sauron'];
  return !!D.regions[at] && hasAbility('mouth-of-sauron', 'muster-as-army-once-per-turn') && s.messengerUsed !== s.turn;
}

/** Saruman's Voice (Appendix A.1): Saruman in a Shadow-held Orthanc. */
function voiceActs(s: WotrState): ActChoice[] {
  const at = s.chars['saruman'];
  if (at !== 'orthanc' || !hasAbility('saruman', 'voice-of-saruman') || controller(D, s, at) !== 'shadow') return [];
  if (armyUnits(D, s, at, 'fp') > 0) return []; // besieged
  const out: ActChoice[] = [];
  if (voiceRegulars(s).length > 0) out.push({ act: 'voice', arg: 'regulars' });
  if (count(s, at, 'isengard.regular') > 0 && (s.reserve['isengard.elite'] ?? 0) > 0)
    out.push({ act: 'voice', arg: 'elites' });
  return out;
}

/** Isengard settlements that can take one more Isengard regular (free, Shadow-held, stacking, figures left). */
function voiceRegulars(s: WotrState): string[] {
  const out: string[] = [];
  let left = s.reserve['isengard.regular'] ?? 0;
  for (const r of SETTLEMENTS['isengard']) {
    if (left === 0) break;
    if (controller(D, s, r) !== 'shadow' || armyUnits(D, s, r, 'fp') > 0) continue;
    if (armyUnits(D, s, r, 'shadow') + 1 > STACK_LIMIT) continue;
    out.push(r);
    left--;
  }
  return out;
}

function canAdvance(s: WotrState, n: NationId): boolean {
  const p = s.politics[n];
  return p.step > 1 || (p.step === 1 && p.active);
}

function companionsOnMap(s: WotrState): CharId[] {
  const out: CharId[] = [];
  for (const id in s.chars) {
    const c = D.chars[id];
    const at = s.chars[id];
    if (c.side === 'fp' && c.level > 0 && D.regions[at]) out.push(id);
  }
  return out.sort();
}

function minionsToMove(s: WotrState): boolean {
  // the two Minions first (no loop over the regions while one is on the map)
  if (D.regions[s.chars['witch-king']] !== undefined || D.regions[s.chars['mouth-of-sauron']] !== undefined)
    return true;
  for (const r in s.units) if (count(s, r, 'sauron.nazgul') > 0) return true;
  return false;
}

/**
 * Boromir, Legolas, Gimli (Appendix A.1, data/characters.ts): standing in an unconquered City or
 * Stronghold of their nation, any die result advances that nation on the Political Track.
 */
function anyDieActs(s: WotrState): ActChoice[] {
  const out: ActChoice[] = [];
  for (const id of ADVANCERS) {
    const at = s.chars[id];
    if (!D.regions[at]) continue;
    for (const a of D.chars[id].abilities) {
      if (a.effect !== 'political-advance-with-any-die' || !a.params?.nation) continue;
      const n = a.params.nation;
      const r = D.regions[at];
      const regions = a.params.regions as readonly string[] | undefined;
      const place = regions
        ? regions.includes(at)
        : r.nation === n && (r.settlement === 'city' || r.settlement === 'stronghold');
      if (place && unconquered(D, s, at) && canAdvance(s, n)) out.push({ act: 'politics', arg: n });
    }
  }
  return out;
}
const ADVANCERS = Object.keys(D.chars).filter((id) => hasAbility(id, 'political-advance-with-any-die'));

const ENTERING = Object.keys(D.chars)
  .filter((id) => D.chars[id].entry !== null)
  .sort();

/** §6.7: a character out of play whose entry conditions (data/characters.ts) hold and who has a place to go. */
function canEnter(s: WotrState, id: CharId): boolean {
  const entry = D.chars[id].entry!;
  return s.chars[id] === 'out' && holdsAll(s, entry.conditions, true) && entryPlaces(s, id).length > 0;
}

/** Whether every (`all`) or some (not `all`) entry condition of `cs` holds (speed: no closure made per call). */
function holdsAll(s: WotrState, cs: readonly EntryCondition[], all: boolean): boolean {
  for (const c of cs) if (holds(s, c) !== all) return !all;
  return all;
}

/** Whether every (`all`) or some (not `all`) FP nation is At War. */
function fpAtWar(s: WotrState, all: boolean): boolean {
  for (const n of FP_NATIONS) if (atWar(s, n) !== all) return !all;
  return all;
}

function holds(s: WotrState, c: EntryCondition): boolean {
  switch (c.kind) {
    case 'character-in-unconquered-settlement': {
      const at = s.chars[c.character];
      return (c.regions as readonly string[]).includes(at) && unconquered(D, s, at);
    }
    case 'character-left-fellowship':
      return s.chars[c.character] !== 'fellowship' && s.chars[c.character] !== 'out';
    case 'minion-ever-in-play':
      return s.minionEverInPlay;
    case 'nation-at-war':
      return atWar(s, c.nation);
    case 'any-fp-nation-at-war':
      return fpAtWar(s, false);
    case 'all-fp-nations-at-war':
      return fpAtWar(s, true);
    case 'settlement-unconquered':
      return unconquered(D, s, c.region);
    case 'fellowship-on-mordor-track':
      return s.fellowship.mordor !== null;
    case 'any-of':
      return holdsAll(s, c.conditions, false);
  }
}

/** Where a character coming into play may be placed (data/characters.ts placement). */
function entryPlaces(s: WotrState, id: CharId): string[] {
  const p = D.chars[id].entry!.placement;
  switch (p.kind) {
    case 'replace':
      return D.regions[s.chars[p.character]] ? [s.chars[p.character]] : [];
    case 'replace-or-place':
      if (D.regions[s.chars[p.character]]) return [s.chars[p.character]];
      return [...new Set([...p.regions, ...strongholdsOf(s, p.strongholdsOf, p.unconqueredOnly)])].sort();
    case 'region':
      return [p.region];
    case 'with-army-of-nation': {
      const out: string[] = [];
      for (const r in s.units)
        if ((s.units[r][unitKey(p.nation, 'regular')] ?? 0) + (s.units[r][unitKey(p.nation, 'elite')] ?? 0) > 0)
          out.push(r);
      return out.sort();
    }
    case 'unconquered-stronghold-of':
      return strongholdsOf(s, p.nation, true).sort();
  }
}

/** A nation's Strongholds (only the unconquered ones). A function, not a closure per call (speed). */
function strongholdsOf(s: WotrState, n: NationId, unconqueredOnly: boolean): string[] {
  const out: string[] = [];
  for (const r of SETTLEMENTS[n])
    if (D.regions[r].settlement === 'stronghold' && (!unconqueredOnly || unconquered(D, s, r))) out.push(r);
  return out;
}

// ---- armies (§7.1–§7.3)

/** A figure that can go with a moving army: units, leaders, Nazgûl, characters of level > 0. */
function movableFigures(s: WotrState, region: string, side: Side): { [key: string]: number } {
  const ix = indexOf(s);
  const i = REGION_NO.get(region);
  if (!ix || i === undefined) return movableFiguresOf(s, region, side);
  const memo = ix.movable[side];
  return (memo[i] ??= movableFiguresOf(s, region, side)); // shared by the queries on this state: read only
}
function movableFiguresOf(s: WotrState, region: string, side: Side): { [key: string]: number } {
  const out: { [key: string]: number } = {};
  const u = s.units[region];
  if (u) for (const key in u) if (keySideOf(key) === side) out[key] = u[key];
  for (const id of charsIn(D, s, region, side)) if (D.chars[id].level > 0 && id !== 'saruman') out[`char:${id}`] = 1;
  return out;
}

/**
 * What a figure key of a moving group is (`char:<id>` or a unit key), read once per key: the army-move
 * queries ask it for every figure of every region and neighbour (speed: no string tests or slices per ask).
 */
interface Fig {
  /** a Character, or a Nazgûl: enters any region (§6.4) */
  readonly free: boolean;
  /** a Character, a Leader or a Nazgûl (§7.3) */
  readonly leaderish: boolean;
  /** §10.6: an Elite that is a Leader too in a three- or four-player game while Saruman is in play */
  readonly eliteLeader: boolean;
  /** an Army unit (regular or elite) */
  readonly unit: boolean;
  readonly nation: NationId;
}
const FIGS = new Map<string, Fig>();
function fig(key: string): Fig {
  let f = FIGS.get(key);
  if (f === undefined) {
    const char = key.startsWith('char:');
    const nazgul = key.endsWith('.nazgul');
    f = {
      free: char || nazgul,
      leaderish: char || key.endsWith('.leader') || nazgul,
      eliteLeader: key === 'isengard.elite' || key === 'southrons.elite',
      unit: key.endsWith('.regular') || key.endsWith('.elite'),
      nation: nationOf(key),
    };
    FIGS.set(key, f);
  }
  return f;
}

function isLeaderish(key: string, s: WotrState): boolean {
  const f = fig(key);
  if (f.leaderish) return true;
  // §10.6: in a three- or four-player game, while Saruman is in play, these Elites are Leaders too
  return f.eliteLeader && eliteLeaders(s);
}
function isUnit(key: string): boolean {
  return fig(key).unit;
}

/** §6.4: units and leaders of a nation not At War may not enter another nation's region. */
export function mayEnter(s: WotrState, key: string, to: string): boolean {
  const f = fig(key);
  if (f.free || atWar(s, f.nation)) return true;
  const dest = D.regions[to].nation;
  return dest === null || dest === f.nation;
}

function unitsOf(fig: { readonly [key: string]: number }): number {
  let n = 0;
  for (const k in fig) if (isUnit(k)) n += fig[k];
  return n;
}

/** A valid moving group: ≥ 1 unit, may enter, stacking after the move, a leader for a Character die, no FP leader left alone. */
function validGroup(
  s: WotrState,
  side: Side,
  from: string,
  to: string,
  by: 'character' | 'army',
  g: { readonly [k: string]: number },
): boolean {
  const units = unitsOf(g);
  if (units === 0) return false;
  for (const k in g) if (g[k] > 0 && !mayEnter(s, k, to)) return false;
  if (units + armyUnits(D, s, to, side) > STACK_LIMIT) return false;
  if (by === 'character' && !leaderishIn(s, g)) return false;
  const all = movableFigures(s, from, side);
  if (unitsOf(all) === units) for (const k in all) if (k.endsWith('.leader') && (g[k] ?? 0) < all[k]) return false;
  return true;
}

/** A figure of `g` that leads (speed: a loop, no closure made per call). */
function leaderishIn(s: WotrState, g: { readonly [k: string]: number }): boolean {
  for (const k in g) if (g[k] > 0 && isLeaderish(k, s)) return true;
  return false;
}

/** `keys` with the leading figures first, each part in its order (what a stable sort by that flag gives). */
function leaderishFirst(s: WotrState, keys: readonly string[]): string[] {
  const out: string[] = [];
  for (const k of keys) if (isLeaderish(k, s)) out.push(k);
  for (const k of keys) if (!isLeaderish(k, s)) out.push(k);
  return out;
}

/** The best valid subset of `g` (to know whether some valid group can still be reached). */
function reachable(
  s: WotrState,
  side: Side,
  from: string,
  to: string,
  by: 'character' | 'army',
  g: { readonly [k: string]: number },
): boolean {
  const best: { [k: string]: number } = {};
  for (const k in g) if (g[k] > 0 && mayEnter(s, k, to)) best[k] = g[k];
  let room = STACK_LIMIT - armyUnits(D, s, to, side);
  // A Character die's move needs a Leader: units that lead (§10.6 Elites) take the room first, else
  // the sorted fill could leave every one behind and no group would be offered at all
  const sorted = Object.keys(best).sort();
  const order = by === 'character' ? leaderishFirst(s, sorted) : sorted;
  for (const k of order)
    if (isUnit(k)) {
      const take = Math.min(best[k], Math.max(0, room));
      room -= take;
      if (take === 0) delete best[k];
      else best[k] = take;
    }
  if (validGroup(s, side, from, to, by, best)) return true;
  // leaving one unit behind keeps the leaders' rule (§7.3) when the whole army would otherwise go
  const units = Object.keys(best).filter(isUnit);
  if (unitsOf(best) >= 2 && units.length) {
    const k = units[0];
    if (best[k] === 1) delete best[k];
    else best[k] -= 1;
    return validGroup(s, side, from, to, by, best);
  }
  return false;
}

/**
 * `reachable` for the whole army of a region (`all` = its movable figures, `units` = its army units), in
 * one pass: the units that may enter fill the room left under the stacking limit; a Character die needs
 * a Leader, Nazgûl or Character that may enter; the whole army moving must take its Leaders along (else
 * one unit stays behind, when two or more go).
 */
function armyCanReach(s: WotrState, side: Side, to: string, by: 'character' | 'army', army: ArmyFigs): boolean {
  const dest = D.regions[to].nation;
  let enter = 0;
  let leaderish = false;
  let leadersAll = true;
  for (const f of army.figs) {
    // `mayEnterNation`: a Character or Nazgûl, a nation At War, or a region of no other nation
    const ok = f.anywhere || dest === null || dest === f.nation;
    if (f.unit) {
      if (ok) enter += f.n;
      if (ok && f.leaderish) leaderish = true; // §10.6 Elites as Leaders (three and four players)
    } else if (ok) leaderish = true;
    else if (f.leader) leadersAll = false;
  }
  const t = Math.min(enter, Math.max(0, STACK_LIMIT - armyUnits(D, s, to, side)));
  if (t < 1 || (by === 'character' && !leaderish)) return false;
  return t !== army.units || leadersAll || t >= 2;
}

/** A region's movable figures as `armyCanReach` reads them for each neighbour (made once per region). */
interface ArmyFigs {
  readonly figs: readonly {
    readonly n: number;
    readonly unit: boolean;
    readonly nation: NationId;
    /** may enter any region (`mayEnterNation` whatever the destination) */
    readonly anywhere: boolean;
    readonly leaderish: boolean;
    readonly leader: boolean;
  }[];
  readonly units: number;
}
function armyFigs(s: WotrState, all: { readonly [k: string]: number }, units: number): ArmyFigs {
  const figs: ArmyFigs['figs'][number][] = [];
  for (const k in all) {
    const n = all[k];
    if (n <= 0) continue;
    const f = fig(k);
    figs.push({
      n,
      unit: f.unit,
      nation: f.nation,
      anywhere: f.free || atWar(s, f.nation),
      leaderish: f.unit && isLeaderish(k, s),
      leader: k.endsWith('.leader'),
    });
  }
  return { figs, units };
}

const NO_REGIONS: readonly string[] = [];

/** Regions the armies of `side` may move from (not moved this die, not besieged), sorted. */
function armyFroms(s: WotrState, side: Side, touched: readonly string[]): string[] {
  const out: string[] = [];
  // a state's index; on the draft, the index of the state it was made from with the regions `addUnits` changed counted
  // again (a `for…in` over the draft's fresh `units` record collects and orders its keys each time, then a sort: speed)
  const ix = indexOf(s);
  const base = ix ?? draftBaseIndex(s);
  if (base) {
    const army = base[side];
    const changed = ix ? NO_REGIONS : draftChanged();
    // ascending region numbers = sorted ids
    for (let i = 0; i < army.length; i++) {
      const r = REGION_IDS[i];
      const n = changed.length > 0 && changed.includes(r) ? armyUnitsOf(s.units[r], side) : army[i];
      if (n === 0 || touched.includes(r) || s.sieges?.[r] === side) continue;
      out.push(r);
    }
    return out;
  }
  for (const r in s.units) {
    if (touched.includes(r) || armyUnits(D, s, r, side) === 0) continue;
    if (s.sieges?.[r] === side) continue; // combat §8.12: a besieged army does not move out
    out.push(r);
  }
  return out.sort();
}

/** Some figure of a group leads (a Character die's army move, §7.3): a loop, not a key list and a closure (speed). */
function anyLeaderish(fig: { readonly [k: string]: number }, s: WotrState): boolean {
  for (const k in fig) if (isLeaderish(k, s)) return true;
  return false;
}

/** Army moves `from → to` for which some valid group exists (§7.3); `first`: stop at the first one. */
export function armyMoves(
  s: WotrState,
  side: Side,
  by: 'character' | 'army',
  touched: readonly string[],
  first = false,
): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  eachArmyMove(s, side, by, touched, first, out, false);
  return out;
}

/** `armyMoves` as `army` actions (made directly: no copy of each move). */
function armyMoveActions(s: WotrState, side: Side, by: 'character' | 'army', touched: readonly string[]): WotrAction[] {
  const out: WotrAction[] = [];
  eachArmyMove(s, side, by, touched, false, out, true);
  return out;
}

function eachArmyMove(
  s: WotrState,
  side: Side,
  by: 'character' | 'army',
  touched: readonly string[],
  first: boolean,
  out: ({ from: string; to: string } | WotrAction)[],
  asAction: boolean,
): void {
  for (const from of armyFroms(s, side, touched)) {
    const fig = movableFigures(s, from, side);
    if (by === 'character' && !anyLeaderish(fig, s)) continue;
    let army: ArmyFigs | null = null;
    for (const to of D.regions[from].adj)
      if (freeForArmy(D, s, to, side) && armyCanReach(s, side, to, by, (army ??= armyFigs(s, fig, unitsOf(fig))))) {
        out.push(asAction ? { type: 'army', from, to } : { from, to });
        if (first) return;
      }
  }
}

/** Whether some army move exists from a region `fromOk` accepts (= `armyMoves(…).some(m => fromOk(m.from))`). */
export function anyArmyMove(
  s: WotrState,
  side: Side,
  by: 'character' | 'army',
  fromOk: (from: string) => boolean,
): boolean {
  for (const from of armyFroms(s, side, [])) {
    if (!fromOk(from)) continue;
    const fig = movableFigures(s, from, side);
    if (by === 'character' && !anyLeaderish(fig, s)) continue;
    let army: ArmyFigs | null = null;
    for (const to of D.regions[from].adj)
      if (freeForArmy(D, s, to, side) && armyCanReach(s, side, to, by, (army ??= armyFigs(s, fig, unitsOf(fig)))))
        return true;
  }
  return false;
}

// ---- recruiting (§6.5)

const SETTLEMENTS: Record<string, string[]> = {};
for (const n of NATIONS)
  SETTLEMENTS[n] = D.regionIds.filter((r) => {
    const st = D.regions[r].settlement;
    return D.regions[r].nation === n && st !== null && st !== 'fortification';
  });
const SAURON_STRONGHOLDS = SETTLEMENTS['sauron'].filter((r) => D.regions[r].settlement === 'stronghold');

/** `${nation}.${kind}`, made once (a key built per lookup is a new string to hash each time: speed). */
const UNIT_KEYS: { [nation: string]: { [kind: string]: string } } = {};
function unitKey(n: NationId, kind: string): string {
  return ((UNIT_KEYS[n] ??= {})[kind] ??= `${n}.${kind}`);
}

function recruitKeys(combo: string, side: Side, placed: number): string[] {
  const lead = side === 'fp' ? 'leader' : 'nazgul';
  if (combo === 'elite') return ['elite'];
  if (combo === 'regulars') return ['regular'];
  if (combo === 'leaders') return [lead];
  return placed === 0 ? [lead, 'regular'] : ['?'];
}

/** Where one more figure of a recruit combo can go: `{key, at}` pairs. */
export function recruitPlaces(
  s: WotrState,
  side: Side,
  combo: 'elite' | 'regulars' | 'leaders' | 'leader-regular',
  placed: readonly { key: string; at: string }[],
  first = false,
  nations: readonly NationId[] = NATIONS,
): { key: string; at: string }[] {
  let kinds = recruitKeys(combo, side, placed.length);
  if (combo === 'leader-regular' && placed.length === 1)
    kinds = [kindOf(placed[0].key) === 'regular' ? (side === 'fp' ? 'leader' : 'nazgul') : 'regular'];
  const out: { key: string; at: string }[] = [];
  for (const n of nations) {
    if (D.nationSide[n] !== side || !atWar(s, n)) continue;
    for (const kind of kinds) {
      const key = unitKey(n, kind);
      if ((s.reserve[key] ?? 0) - placed.filter((p) => p.key === key).length <= 0) continue;
      for (const at of kind === 'nazgul' ? SAURON_STRONGHOLDS : SETTLEMENTS[n]) {
        if (placed.some((p) => p.at === at)) continue;
        if (controller(D, s, at) !== side || armyUnits(D, s, at, other(side)) > 0) continue;
        if ((kind === 'regular' || kind === 'elite') && armyUnits(D, s, at, side) + 1 > STACK_LIMIT) continue;
        // an FP leader needs an army to stand with (§7.2)
        if (kind === 'leader' && armyUnits(D, s, at, side) === 0) continue;
        out.push({ key, at });
        if (first) return out;
      }
    }
  }
  return out;
}

// ---- sub-decisions

// One function per kind of ask, `askActions` only dispatching (speed: the kinds' asks have their own object
// shapes, and one large function reading them all was optimised, thrown away at a kind met for the first
// time, and optimised again with every case's callees inlined).
function askActions(s: WotrState, ask: Ask): WotrAction[] {
  switch (ask.k) {
    case 'discard':
      return discardActions(s, ask);
    case 'damage':
      return damageActions(s, ask);
    case 'revealTo':
    case 'enter':
      return moveToActions(ask);
    case 'guide':
      return guideActions(s);
    case 'separate':
      return separateActions(s, ask);
    case 'companions':
      return companionActions(s, ask);
    case 'minions':
      return minionActions(s, ask);
    case 'army':
      return armyAskActions(s, ask);
    case 'battle':
      return battleActions(s, ask.side);
    case 'recruit':
      return recruitActions(s, ask);
    // ---- event cards (§4.6)
    case 'event':
      return eventAskActions(ask);
  }
}

function discardActions(s: WotrState, ask: Extract<Ask, { k: 'discard' }>): WotrAction[] {
  const out: WotrAction[] = [];
  for (const card of [...new Set(s.hands[ask.side])].sort()) out.push({ type: 'discard', card });
  return out;
}

function damageActions(s: WotrState, ask: Extract<Ask, { k: 'damage' }>): WotrAction[] {
  const out: WotrAction[] = [];
  for (const take of damageOptions(s, ask)) out.push({ type: 'casualty', take });
  return out;
}

function moveToActions(ask: Extract<Ask, { k: 'revealTo' | 'enter' }>): WotrAction[] {
  const out: WotrAction[] = [];
  for (const to of ask.options) out.push({ type: 'moveTo', to });
  return out;
}

function guideActions(s: WotrState): WotrAction[] {
  const out: WotrAction[] = [];
  for (const companion of guideChoices(s)) out.push({ type: 'guide', companion });
  return out;
}

function separateActions(s: WotrState, ask: Extract<Ask, { k: 'separate' }>): WotrAction[] {
  const out: WotrAction[] = [];
  for (const c of companionsInFellowship(D, s)) if (!ask.picked.includes(c)) out.push({ type: 'pick', id: c });
  if (ask.picked.length) for (const to of separateReach(s, ask.picked, ask)) out.push(MOVE_TO[REGION_NO.get(to)!]);
  return out;
}

function companionActions(s: WotrState, ask: Extract<Ask, { k: 'companions' }>): WotrAction[] {
  const free: CharId[] = [];
  for (const id of companionsOnMap(s)) if (!ask.moved.includes(id) && !ask.group.includes(id)) free.push(id);
  if (ask.group.length) return groupActions(s, ask, free);
  const out: WotrAction[] = [{ type: 'done' }];
  for (const id of free) {
    for (const to of characterReach(s, s.chars[id], cardLevel(ask, [id]), 'fp')) out.push({ type: 'move', id, to });
    if (sharesRegion(s, free, id)) out.push({ type: 'pick', id });
  }
  return out;
}

/** A group moves together up to its highest level (§7.4): the companions who may join it, its moves. */
function groupActions(s: WotrState, ask: Extract<Ask, { k: 'companions' }>, free: readonly CharId[]): WotrAction[] {
  const from = s.chars[ask.group[0]];
  const out: WotrAction[] = [];
  for (const id of free) if (s.chars[id] === from) out.push({ type: 'pick', id });
  pushReachMoves(out, s, from, cardLevel(ask, ask.group), 'fp');
  return out;
}

/** Whether another of `ids` stands where `id` does. */
function sharesRegion(s: WotrState, ids: readonly CharId[], id: CharId): boolean {
  for (const o of ids) if (o !== id && s.chars[o] === s.chars[id]) return true;
  return false;
}

function recruitActions(s: WotrState, ask: Extract<Ask, { k: 'recruit' }>): WotrAction[] {
  const out: WotrAction[] = [];
  for (const p of recruitPlaces(s, ask.side, ask.combo, ask.placed)) out.push({ type: 'place', ...p });
  if (ask.placed.length > 0) out.push({ type: 'done' });
  return out;
}

/** Gandalf the White's Shadowfax: level 4 for movement when alone (Appendix A.1). */
/** The movement level of companions moving together; Gandalf the White's Shadowfax: 4 alone or with one hobbit. */
function groupLevel(group: readonly CharId[]): number {
  // loops, no closure made per call (speed: asked per companion of every companion-move list)
  let hobbits = 0;
  let shadowfax: CharId | undefined;
  let level = -Infinity;
  for (const id of group) {
    if (id === 'merry' || id === 'pippin') hobbits++;
    if (shadowfax === undefined && hasAbility(id, 'movement-level-when-alone-or-with-hobbit')) shadowfax = id;
    level = Math.max(level, D.chars[id].level);
  }
  if (shadowfax && group.length - hobbits === 1 && hobbits <= 1) {
    const a = D.chars[shadowfax].abilities.find((x) => x.effect === 'movement-level-when-alone-or-with-hobbit')!;
    return a.params?.level ?? D.chars[shadowfax].level;
  }
  return level;
}

/** ---- event cards (events-fellowship.ts): a card's move counts the group as a Level, or adds steps. */
function cardLevel(ask: { readonly level?: number; readonly extra?: number }, group: readonly CharId[]): number {
  return (ask.level ?? groupLevel(group)) + (ask.extra ?? 0);
}

function separateReach(s: WotrState, picked: readonly CharId[], ask: Extract<Ask, { k: 'separate' }>): string[] {
  const from = s.fellowship.at!;
  const steps =
    s.fellowship.progress + (ask.level ?? Math.max(...picked.map((c) => D.chars[c].level))) + (ask.extra ?? 0);
  return [from, ...characterReach(s, from, steps, 'fp')].sort();
}

function minionActions(s: WotrState, ask: Extract<Ask, { k: 'minions' }>): WotrAction[] {
  if (ask.sel !== null) return minionMoves(s, ask.sel);
  const out: WotrAction[] = [{ type: 'done' }];
  // the regions with a Nazgûl left to move, sorted (only those: the few, not every region with figures)
  // (the region ids in sorted order, not a `for…in` over `units` and a sort: see `minionsLeft`)
  for (let i = 0; i < REGION_IDS.length; i++)
    if (nazgulLeftIn(s, REGION_IDS[i], ask.arrived)) out.push({ type: 'pick', id: `nazgul@${REGION_IDS[i]}` });
  for (const id of ['mouth-of-sauron', 'witch-king'])
    if (D.regions[s.chars[id]] && !ask.moved.includes(id) && hasMinionDestination(s, id))
      out.push({ type: 'pick', id });
  return out;
}

/** A Nazgûl in `r` that has not arrived there in this move (`arrived` read only where a Nazgûl stands: speed). */
function nazgulLeftIn(s: WotrState, r: string, arrived: { readonly [region: string]: number }): boolean {
  const n = count(s, r, 'sauron.nazgul');
  return n > 0 && n - (arrived[r] ?? 0) > 0;
}

/** `minionActions(s, ask).length > 1` for an ask with nothing selected, stopping at the first figure found. */
function minionsLeft(s: WotrState, ask: Extract<Ask, { k: 'minions' }>): boolean {
  // any region will do (no order): the region ids, not a `for…in` over the draft's fresh `units` record (a
  // dictionary-mode object has no enumeration cache: its keys were collected and ordered on every call)
  for (let i = 0; i < REGION_IDS.length; i++) if (nazgulLeftIn(s, REGION_IDS[i], ask.arrived)) return true;
  for (const id of ['mouth-of-sauron', 'witch-king'])
    if (D.regions[s.chars[id]] && !ask.moved.includes(id) && hasMinionDestination(s, id)) return true;
  return false;
}

/** §7.4: Nazgûl (the Witch-king too) fly anywhere but into an FP-held stronghold; the Mouth walks 3 (the
 *  Minion's `moveTo` actions, in region order). */
function minionMoves(s: WotrState, id: string): WotrAction[] {
  const out: WotrAction[] = [];
  if (id === 'mouth-of-sauron') pushReachMoves(out, s, s.chars[id], 3, 'shadow');
  else return flyingMoves(s, id === 'witch-king' ? s.chars[id] : id.slice(7));
  return out;
}

/** `minionMoves(s, id).length > 0`, stopping at the first region found. */
function hasMinionDestination(s: WotrState, id: string): boolean {
  if (id === 'mouth-of-sauron') return anyReach(s, s.chars[id], 3, 'shadow');
  const from = id === 'witch-king' ? s.chars[id] : id.slice(7);
  for (const r of D.regionIds) if (r !== from && !isStrongholdOf(D, s, r, 'fp')) return true;
  return false;
}

function armyAskActions(s: WotrState, ask: Extract<Ask, { k: 'army' }>): WotrAction[] {
  if (ask.from === null) {
    const out = armyMoveActions(s, ask.side, ask.by, ask.touched);
    out.push({ type: 'done' });
    return out;
  }
  const out: WotrAction[] = [];
  const { from, to } = ask as { from: string; to: string };
  if (validGroup(s, ask.side, from, to, ask.by, ask.moving)) out.push({ type: 'done' });
  for (const k of Object.keys(ask.moving).sort()) {
    if (ask.moving[k] <= 0) continue;
    const g = { ...ask.moving, [k]: ask.moving[k] - 1 };
    if (reachable(s, ask.side, from, to, ask.by, g)) out.push({ type: 'leave', key: k });
  }
  return out;
}

// ---------------------------------------------------------------- apply

/** Applies a legal action to a draft and runs the automatic steps. */
export function doAction(s0: WotrState, action: WotrAction, side: Side, ev: WotrEvent[], seat?: string): WotrState {
  const m = draftOf(s0) as M;
  if (m.multi && seat) multiStart(m, s0, action, seat as RoleSeat); // §10.4 (multi.ts)
  const ask = m.asks[m.asks.length - 1];
  if (ask?.k === 'battle')
    answerBattle(m, action, side, ev); // combat (§8)
  else if (ask) answerAsk(m, ask, action, ev);
  else if (m.phase === 'fellowship') fellowshipPhase(m, action, ev);
  else if (m.phase === 'hunt' && action.type === 'huntDice') {
    own(m, 'huntBox').shadow += action.count;
    ev.push({ type: 'huntDice', count: action.count });
    nextPhase(m, ev);
  } else if (m.phase === 'actions') phase5(m, side, action, ev);
  if (m.multi && seat) {
    // three and four players (multi.ts): who acts, battles, captures (§10.4, §10.5, §10.8)
    multiStep(m, ev);
    const n = ev.length;
    run(m, ev);
    multiAfterRun(m, ev.slice(n));
  } else run(m, ev);
  return finishDraft(m, s0);
}

function fellowshipPhase(m: M, a: WotrAction, ev: WotrEvent[]): void {
  const f = m.fellowship;
  if (a.type === 'declare') {
    own(m, 'fsp').declared = true;
    const at = f.trueAt ?? f.at!;
    const route = [f.at!, ...f.path, at]; // ---- table cards: Balrog of Moria
    f.at = at;
    f.progress = 0;
    f.path = [];
    // §5.8 / §6.2: heal and activate in a city or stronghold of an FP nation held by the FP
    const r = D.regions[at];
    let healed = false;
    if (
      r.nation &&
      isFpNation(r.nation) &&
      (r.settlement === 'city' || r.settlement === 'stronghold') &&
      controller(D, ro(m), at) === 'fp'
    ) {
      healed = f.corruption > 0;
      setCorruption(m, f.corruption - 1, ev);
      activate(m, r.nation, ev, 'declared');
    }
    ev.push({ type: 'declared', at, healed });
    onDeclared(m, at, ev); // ---- table cards (events-fellowship.ts): some go when declared in an FP city
    onMoriaSeen(m, route);
  } else if (a.type === 'enterMordor') {
    // §5.16: the new hunt pool: drawn Eyes back, special tiles put in play by events added
    f.mordor = 0;
    f.at = null;
    f.trueAt = null;
    f.path = [];
    f.progress = 0;
    const eyes = m.hunt.drawn.filter((t) => D.tiles[t].value === 'eye');
    setList(
      m,
      'hunt',
      'drawn',
      m.hunt.drawn.filter((t) => D.tiles[t].value !== 'eye'),
    );
    setList(m, 'hunt', 'pool', [...m.hunt.pool, ...eyes, ...m.hunt.waiting].sort());
    setList(m, 'hunt', 'waiting', []);
    ev.push({ type: 'enteredMordor' });
  } else if (a.type === 'guide') {
    f.guide = a.companion;
    ev.push({ type: 'guide', guide: a.companion });
  } else if (a.type === 'endFellowshipPhase') nextPhase(m, ev);
}

function phase5(m: M, side: Side, a: WotrAction, ev: WotrEvent[]): void {
  if (a.type === 'pass') {
    ev.push({ type: 'pass', side });
    m.active = other(side);
    return;
  }
  if (a.type === 'skip') {
    useDie(m, side, a.face);
    ev.push({ type: 'skip', side, face: a.face });
    m.active = other(side);
    return;
  }
  if (a.type === 'ring') {
    const r = m.dice[side].rolled;
    r[r.indexOf(a.face)] = a.to;
    spendElvenRing(m, side);
    if (side === 'shadow' && a.to === 'eye') {
      r.splice(r.indexOf('eye'), 1);
      own(m, 'huntBox').shadow += 1; // §4.5: straight to the Hunt Box, not an action
    }
    ev.push({ type: 'ring', side, face: a.face, to: a.to });
    return; // the same side acts again
  }
  if (a.type !== 'use') return;
  useDie(m, side, a.face);
  ev.push({
    type: 'use',
    side,
    face: a.face,
    act: a.act,
    ...(a.act === 'moveFellowship' || a.arg === undefined ? {} : { arg: a.arg }),
  });
  m.active = other(side);
  const f = m.fellowship;
  switch (a.act) {
    case 'moveFellowship':
      moveFellowship(m, a.arg!, ev);
      return;
    case 'mordor':
      f.mordorActed = true;
      m.tiles.push({ source: 'mordor', successes: 0 });
      own(m, 'huntBox').fp += 1;
      m.dice.fp.used -= 1;
      return;
    case 'hide':
      f.revealed = false;
      if (f.mordor !== null) f.mordorActed = true;
      // hidden again where it was revealed: the secret position starts at the known one
      f.trueAt = f.at;
      f.path = [];
      ev.push({ type: 'hidden' });
      return;
    case 'separate':
      m.asks.push({ k: 'separate', picked: [] });
      return;
    case 'moveCompanions':
      m.asks.push({ k: 'companions', moved: [], group: [] });
      return;
    case 'moveMinions':
      m.asks.push({ k: 'minions', arrived: {}, moved: [], sel: null });
      return;
    case 'leaderArmy':
    case 'moveArmies': {
      if (a.act === 'moveArmies' && a.face === 'muster') m.messengerUsed = m.turn;
      const by = a.act === 'leaderArmy' ? 'character' : 'army';
      m.asks.push({ k: 'army', side, by, left: by === 'army' ? 2 : 1, touched: [], from: null, to: null, moving: {} });
      return;
    }
    case 'politics': {
      // ---- table cards (events-table.ts): an advance a Muster result could not make is a Companion's
      const n = a.arg as NationId;
      const before = m.politics[n].step;
      const byMuster = facesAs(a.face).includes('muster') && canAdvance(ro(m), n) && !musterAdvanceBarred(ro(m), n);
      advance(m, n, ev);
      if (!byMuster) onFpNationAdvanced(m, n, before, ev);
      return;
    }
    case 'recruit':
      m.asks.push({ k: 'recruit', side, combo: a.arg as 'elite', placed: [] });
      return;
    case 'enter':
      enterCharacter(m, a.arg!, ev);
      return;
    case 'voice':
      if (a.arg === 'regulars')
        for (const r of voiceRegulars(ro(m))) {
          addTo(own(m, 'reserve'), 'isengard.regular', -1);
          addUnits(m, r, 'isengard.regular', 1);
          ev.push({ type: 'recruited', key: 'isengard.regular', at: r });
        }
      else
        for (let i = 0; i < 2; i++) {
          if (count(ro(m), 'orthanc', 'isengard.regular') === 0 || (m.reserve['isengard.elite'] ?? 0) === 0) break;
          addUnits(m, 'orthanc', 'isengard.regular', -1);
          addTo(own(m, 'reserve'), 'isengard.regular', 1);
          addTo(own(m, 'reserve'), 'isengard.elite', -1);
          addUnits(m, 'orthanc', 'isengard.elite', 1);
          ev.push({ type: 'upgraded', key: 'isengard.elite', at: 'orthanc' });
        }
      return;
    case 'draw':
      draw(m, side, a.arg as Deck, ev);
      return;
    // ---- event cards (§4.6)
    case 'play': {
      // Gandalf the Grey as guide (Appendix A.1, RULINGS E10): a card played with an Event result (a Will of
      // the West used as one included) draws one more card from the same deck; the guide is checked at play
      const guideDraw =
        side === 'fp' &&
        (a.face === 'event' || a.face === 'will-of-the-west') &&
        hasAbility(m.fellowship.guide, 'guide-draw-after-event-die');
      playCard(m, side, a.arg!, a.face, ev);
      if (guideDraw) draw(m, side, deckOf(a.arg!) as Deck, ev);
      return;
    }
    // ---- table cards (events-fellowship.ts, §4.6)
    case 'discardTable':
      discardTableByDie(m, side, a.face, a.arg!, ev);
      return;
    case 'attack': // combat (§8.1): a Character die needs a Leader or Character in the attacking army
      startBattle(m, side, a.face === 'character' ? 'character' : 'army', a.arg!, ev);
      return;
    default:
      return;
  }
}

function enterCharacter(m: M, id: CharId, ev: WotrEvent[]): void {
  const options = entryPlaces(ro(m), id);
  const p = D.chars[id].entry!.placement;
  // a replaced character's card leaves play where the new one takes its figure's place
  if ((p.kind === 'replace' || p.kind === 'replace-or-place') && D.regions[m.chars[p.character]])
    own(m, 'chars')[p.character] = 'dead';
  if (options.length === 1) placeCharacter(m, id, options[0], ev);
  else m.asks.push({ k: 'enter', id, options });
}

function placeCharacter(m: M, id: CharId, at: string, ev: WotrEvent[]): void {
  own(m, 'chars')[id] = at;
  if (D.chars[id].side === 'shadow') m.minionEverInPlay = true;
  ev.push({ type: 'charEntered', id, at });
  if (D.chars[id].entry?.onEntry?.includes('activate-all-fp-nations')) for (const n of FP_NATIONS) activate(m, n, ev);
  companionActivates(m, id, at, ev);
}

/** §6.2: a Companion ending a move (or entering play) in an FP city or stronghold held by the FP activates its nation. */
export function companionActivates(m: M, id: CharId, at: string, ev: WotrEvent[]): void {
  const c = D.chars[id];
  const r = D.regions[at];
  if (c.side !== 'fp' || !c.activates || !r.nation || !isFpNation(r.nation)) return;
  if (r.settlement !== 'city' && r.settlement !== 'stronghold') return;
  if (controller(D, ro(m), at) !== 'fp') return;
  if (c.activates === 'all' || c.activates === r.nation) activate(m, r.nation, ev, 'companion');
}

/** A discard for the hand limit is already asked of `side` (two players) or of the player `seat` (§10.3). */
export function discardAsked(asks: readonly Ask[], side: Side, seat?: string): boolean {
  return asks.some((a) => a.k === 'discard' && (seat ? a.seat === seat : a.side === side));
}

export function draw(m: M, side: Side, deck: Deck, ev: WotrEvent[], seat?: RoleSeat): void {
  const d = (own(m, 'decks')[`${side}.${deck}`] = own(m, 'decks')[`${side}.${deck}`].slice());
  const card = d.shift();
  if (card === undefined) return;
  ownList(m, 'hands', side).push(card);
  // three and four players (§10.3): the card is the drawing player's
  if (m.multi) ev.push({ type: 'drew', side, card, deck, seat: ownDrawn(m, side, card, seat) });
  else ev.push({ type: 'drew', side, card, deck });
}

// ---- the Fellowship and the Hunt (§5)

function moveFellowship(m: M, to: string, ev: WotrEvent[]): void {
  const f = m.fellowship;
  f.progress += 1;
  f.trueAt = to;
  f.path.push(to);
  ev.push({ type: 'fellowshipMoved', to, progress: f.progress });
  huntRoll(m, ev);
  if (fellowshipDieStaysOut(ro(m))) return; // ---- table cards (table-rules.ts): The Last Battle
  own(m, 'huntBox').fp += 1; // §5.4: the die goes to the Hunt Box after the Hunt
  m.dice.fp.used -= 1;
}

/** §5.12: the Hunt roll, with re-rolls for a Shadow stronghold, Shadow units and Nazgûl at the figure's region. */
export function huntRoll(
  m: M,
  ev: WotrEvent[],
  // ---- table cards (events-fellowship.ts): the roll made after the Shadow's table-card choice
  asked?: { readonly fpBox: number; readonly bonus: number },
): void {
  const n = Math.min(5, m.huntBox.shadow);
  if (n === 0) return;
  if (!asked && beforeHuntRoll(m, m.huntBox.fp)) return; // ---- table cards: asked first (Flocks of Crebain)
  const rng = new Rng(m.rng);
  const bonus = (asked ? asked.fpBox : m.huntBox.fp) + (asked?.bonus ?? 0);
  const dice = rng.dice(n);
  let successes = huntHits(dice, bonus);
  const at = m.fellowship.at!;
  const s = ro(m);
  const conditions =
    (isStrongholdOf(D, s, at, 'shadow') ? 1 : 0) +
    (armyUnits(D, s, at, 'shadow') > 0 ? 1 : 0) +
    (nazgulIn(s, at) > 0 ? 1 : 0);
  const rerolls = rng.dice(Math.min(conditions, n - successes));
  successes += huntHits(rerolls, bonus);
  m.rng = rng.state();
  ev.push({ type: 'huntRoll', dice, rerolls, need: Math.max(2, 6 - bonus), successes });
  if (successes > 0) m.tiles.push({ source: 'hunt', successes });
}

/** Hunt roll successes: not a 1, and 6 or more with the bonus (a function, not a closure per roll: speed). */
function huntHits(dice: readonly number[], bonus: number): number {
  let n = 0;
  for (const d of dice) if (d !== 1 && d + bonus >= 6) n++;
  return n;
}

/** Draws one tile (§5.10: an empty pool is refilled with the standard tiles drawn so far). */
export function drawTile(m: M): string | null {
  if (m.hunt.pool.length === 0) {
    const back = m.hunt.drawn.filter((t) => D.tiles[t].kind === 'standard');
    setList(
      m,
      'hunt',
      'drawn',
      m.hunt.drawn.filter((t) => D.tiles[t].kind !== 'standard'),
    );
    setList(m, 'hunt', 'pool', back.sort());
  }
  if (m.hunt.pool.length === 0) return null;
  const rng = new Rng(m.rng);
  const i = rng.int(0, m.hunt.pool.length - 1);
  m.rng = rng.state();
  const [tile] = ownList(m, 'hunt', 'pool').splice(i, 1);
  ownList(m, 'hunt', 'drawn').push(tile);
  return tile;
}

/** §5.13, §5.14, §5.16: resolve the next tile of the queue. */
function resolveTile(m: M, task: TileTask, ev: WotrEvent[]): void {
  const tile = task.tile ?? drawTile(m); // ---- table cards: a tile drawn before a table-card choice
  const f = m.fellowship;
  if (tile === null) return;
  if (onTileDrawn(m, task, tile, ev) !== 'go') return; // ---- table cards / tiles drawn by cards (§4.6, §5.14)
  const t = D.tiles[tile];
  let damage: number;
  if (t.value === 'eye')
    damage =
      task.source === 'hunt' ? task.successes : task.source === 'mordor' ? m.huntBox.shadow + m.huntBox.fp - 1 : 0;
  else if (t.value === 'die') {
    const rng = new Rng(m.rng);
    damage = rng.die();
    m.rng = rng.state();
  } else damage = t.value;
  damage = reducedDamage(task, damage); // ---- table cards: Axe and Bow, Horn of Gondor
  ev.push({ type: 'tile', tile, damage });
  if (task.source === 'mordor' && !t.stop) {
    f.mordor = Math.min(MORDOR_STEPS, f.mordor! + 1);
    ev.push({ type: 'mordorStep', step: f.mordor });
  }
  // Gollum as guide: a standard numbered tile does not reveal (Appendix A.1)
  const gollumStops = f.guide === 'gollum' && t.kind === 'standard' && typeof t.value === 'number';
  const reveal = t.reveal && !gollumStops && !f.revealed && !task.rule?.ignoreReveal;
  if (damage < 0) setCorruption(m, f.corruption + damage, ev);
  else if (damage > 0 && task.rule)
    cardTileDamage(m, task, tile, damage, reveal, ev); // ---- tiles drawn by cards
  else if (damage > 0) hurt(m, { k: 'damage', tile, damage, reveal, guideUsed: false }, ev);
  if (reveal) m.revealPending = true;
}

type DamageAsk = Extract<Ask, { k: 'damage' }>;
type Take = 'none' | 'random' | 'guide' | 'guideAbility';

/** §5.14: the FP's choices against hunt damage (guide ability, a casualty, or the Ring). */
function damageOptions(s: WotrState, ask: DamageAsk): Take[] {
  const out: Take[] = ['none'];
  const f = s.fellowship;
  if (companionsInFellowship(D, s).length > 0) {
    out.push('random');
    if (f.guide !== 'gollum') out.push('guide');
  }
  if (!ask.guideUsed) {
    // Meriadoc or Peregrin as guide leaves the Fellowship to take one point off (Appendix A.1)
    if (hasAbility(f.guide, 'guide-separate-to-reduce-hunt-damage') && s.chars[f.guide] === 'fellowship')
      out.push('guideAbility');
    // Gollum as guide: reveal the Fellowship to take one point off, when the tile does not reveal it
    if (hasAbility(f.guide, 'guide-gollum') && !ask.reveal && !f.revealed && !s.revealPending) out.push('guideAbility');
  }
  return out;
}

export function hasAbility(id: CharId, effect: string): boolean {
  return D.chars[id]?.abilities.some((a) => a.effect === effect) ?? false;
}

/** Damage to resolve: asked when the FP has a choice, else straight to corruption (the Ring). */
export function hurt(m: M, ask: DamageAsk, ev: WotrEvent[]): void {
  if (ask.damage <= 0) return;
  if (damageOptions(ro(m), ask).length > 1) m.asks.push(ask);
  else setCorruption(m, m.fellowship.corruption + ask.damage, ev);
}

export function takeCasualty(m: M, ask: DamageAsk, take: Take, ev: WotrEvent[]): void {
  const f = m.fellowship;
  if (take === 'none') {
    setCorruption(m, f.corruption + ask.damage, ev);
    return;
  }
  if (take === 'guideAbility') {
    const rest: DamageAsk = { ...ask, damage: ask.damage - 1, guideUsed: true };
    if (f.guide === 'gollum') {
      m.revealPending = true;
      ev.push({ type: 'guideAbility', guide: 'gollum' });
      hurt(m, rest, ev);
      return;
    }
    // the hobbit leaves the Fellowship as if separated (on the Mordor Track: eliminated, §5.16)
    const hobbit = f.guide;
    own(m, 'chars')[hobbit] = f.mordor === null ? f.at! : 'dead';
    ev.push({ type: 'guideAbility', guide: hobbit });
    hurt(m, rest, ev);
    newGuide(m, ev);
    return;
  }
  let victim: CharId;
  if (take === 'guide') victim = f.guide;
  else {
    const rng = new Rng(m.rng);
    victim = rng.pick(companionsInFellowship(D, ro(m)));
    m.rng = rng.state();
  }
  // Take Them Alive! (Appendix A.1): a hobbit eliminated in the Fellowship off the Mordor Track is put on the map
  const alive = hasAbility(victim, 'survives-elimination-in-fellowship') && f.mordor === null;
  own(m, 'chars')[victim] = alive ? f.at! : 'dead';
  const excess = Math.max(0, ask.damage - D.chars[victim].level);
  ev.push({ type: 'casualty', companion: victim, corruption: excess });
  if (excess > 0) setCorruption(m, f.corruption + excess, ev);
  if (victim === f.guide) newGuide(m, ev);
  onCompanionCasualty(m); // ---- table cards: Worn with Sorrow and Toil
}

/**
 * §5.3: who may become the guide when the choice is made: the highest-level companions in the Fellowship now,
 * or Gollum when none is left. Not the options stored when the guide left: an event may separate more
 * companions before the choice (The Breaking of the Fellowship's second split-off took a tied candidate).
 */
function guideChoices(s: WotrState): string[] {
  const options = guideOptions(D, s);
  return options.length ? options : ['gollum'];
}

/** §5.3: the guide left: the only highest-level companion, a choice between tied ones, or Gollum. */
export function newGuide(m: M, ev: WotrEvent[]): void {
  // a guide choice still pending is superseded by this one (its guide left too)
  for (let i = m.asks.length - 1; i >= 0; i--) if (m.asks[i].k === 'guide') m.asks.splice(i, 1);
  const options = guideOptions(D, ro(m));
  if (options.length === 0) {
    m.fellowship.guide = 'gollum';
    ev.push({ type: 'guide', guide: 'gollum' });
  } else if (options.length === 1) {
    m.fellowship.guide = options[0];
    ev.push({ type: 'guide', guide: options[0] });
  } else {
    m.fellowship.guide = options[0];
    m.asks.push({ k: 'guide', options });
  }
}

const FORBIDDEN_END = (m: M, r: string) => controller(D, ro(m), r) === 'fp';

/** §5.5 revealed by the Shadow: the figure goes to the true position; §5.6 tiles for Shadow strongholds on the path. */
function reveal(m: M, ev: WotrEvent[]): void {
  const f = m.fellowship;
  m.revealPending = false;
  f.revealed = true;
  onFellowshipSeen(m, ev); // ---- table cards (events-table.ts): The Last Battle
  if (f.mordor !== null) {
    ev.push({ type: 'revealed', at: 'mordor' });
    return;
  }
  const from = f.at!;
  const route = [from, ...f.path];
  const to = f.trueAt ?? from;
  if (FORBIDDEN_END(m, to) && f.progress > 0) {
    // RULINGS.md: the true position may not be kept; the FP chooses another end within Progress
    const options = within(D, from, f.progress).filter((r) => !FORBIDDEN_END(m, r));
    if (options.length) {
      m.asks.push({ k: 'revealTo', options });
      return;
    }
  }
  settleReveal(m, to, route, ev);
}

function settleReveal(m: M, to: string, route: readonly string[], ev: WotrEvent[]): void {
  const f = m.fellowship;
  f.at = to;
  f.trueAt = to;
  f.path = [];
  f.progress = 0;
  ev.push({ type: 'revealed', at: to });
  const strongholds = new Set(
    route.filter(
      (r) => isStrongholdOf(D, ro(m), r, 'shadow') && D.regions[r].nation && !isFpNation(D.regions[r].nation!),
    ),
  );
  for (let i = 0; i < strongholds.size; i++) m.tiles.push({ source: 'stronghold', successes: 0 });
  onMoriaSeen(m, [...route, to]); // ---- table cards (events-fellowship.ts): Balrog of Moria
}

// ---- answering sub-decisions

function answerAsk(m: M, ask: Ask, a: WotrAction, ev: WotrEvent[]): void {
  const s = ro(m);
  switch (ask.k) {
    case 'discard': {
      if (a.type !== 'discard') return;
      const h = ownList(m, 'hands', ask.side);
      h.splice(h.indexOf(a.card), 1);
      ownList(m, 'discards', ask.side).push(a.card);
      ev.push({ type: 'discarded', side: ask.side, card: a.card });
      if (ask.seat ? multiDiscarded(m, ask.seat as RoleSeat, a.card) : h.length <= HAND_LIMIT) m.asks.pop();
      return;
    }
    case 'damage':
      if (a.type !== 'casualty') return;
      m.asks.pop();
      takeCasualty(m, ask, a.take, ev);
      return;
    case 'revealTo':
      if (a.type !== 'moveTo') return;
      m.asks.pop();
      settleReveal(m, a.to, [m.fellowship.at!, a.to], ev);
      return;
    case 'enter':
      if (a.type !== 'moveTo') return;
      m.asks.pop();
      placeCharacter(m, ask.id, a.to, ev);
      return;
    case 'guide':
      if (a.type !== 'guide') return;
      m.asks.pop();
      m.fellowship.guide = a.companion;
      ev.push({ type: 'guide', guide: a.companion });
      return;
    case 'separate': {
      if (a.type === 'pick') {
        m.asks[m.asks.length - 1] = { ...ask, picked: [...ask.picked, a.id] };
        return;
      }
      if (a.type !== 'moveTo') return;
      m.asks.pop();
      for (const c of ask.picked) own(m, 'chars')[c] = a.to;
      ev.push({ type: 'separated', companions: ask.picked, to: a.to });
      for (const c of ask.picked) companionActivates(m, c, a.to, ev);
      if (ask.picked.includes(m.fellowship.guide)) newGuide(m, ev);
      return;
    }
    case 'companions': {
      if (a.type === 'done') {
        m.asks.pop();
        return;
      }
      if (a.type === 'pick') {
        m.asks[m.asks.length - 1] = { ...ask, group: [...ask.group, a.id] };
        return;
      }
      const movers = a.type === 'move' ? [a.id] : a.type === 'moveTo' ? ask.group : [];
      const to = a.type === 'move' || a.type === 'moveTo' ? a.to : null;
      if (!to || movers.length === 0) return;
      for (const id of movers) {
        const from = m.chars[id];
        own(m, 'chars')[id] = to;
        ev.push({ type: 'charMoved', id, from, to });
        companionActivates(m, id, to, ev);
      }
      m.asks[m.asks.length - 1] = { ...ask, moved: [...ask.moved, ...movers], group: [] };
      if (ask.once || askActions(ro(m), m.asks[m.asks.length - 1]).length === 1) m.asks.pop(); // once: by a card
      return;
    }
    case 'minions': {
      if (a.type === 'done') {
        m.asks.pop();
        return;
      }
      if (a.type === 'pick') {
        m.asks[m.asks.length - 1] = { ...ask, sel: a.id };
        return;
      }
      if (a.type !== 'moveTo' || ask.sel === null) return;
      const arrived = { ...ask.arrived };
      const moved = ask.moved.slice();
      if (ask.sel.startsWith('nazgul@')) {
        const from = regionId(ask.sel.slice(7));
        addUnits(m, from, 'sauron.nazgul', -1);
        addUnits(m, a.to, 'sauron.nazgul', 1);
        arrived[a.to] = (arrived[a.to] ?? 0) + 1;
        ev.push({ type: 'nazgulMoved', from, to: a.to });
      } else {
        const from = m.chars[ask.sel];
        own(m, 'chars')[ask.sel] = a.to;
        moved.push(ask.sel);
        ev.push({ type: 'charMoved', id: ask.sel, from, to: a.to });
      }
      const next: Extract<Ask, { k: 'minions' }> = { k: 'minions', arrived, moved, sel: null };
      m.asks[m.asks.length - 1] = next;
      if (!minionsLeft(ro(m), next)) m.asks.pop();
      return;
    }
    case 'army':
      answerArmy(m, ask, a, ev);
      return;
    case 'recruit': {
      if (a.type === 'done') {
        m.asks.pop();
        return;
      }
      if (a.type !== 'place') return;
      own(m, 'reserve')[a.key] -= 1;
      if (own(m, 'reserve')[a.key] === 0) delete own(m, 'reserve')[a.key];
      addUnits(m, a.at, a.key, 1);
      ev.push({ type: 'recruited', key: a.key, at: a.at });
      const placed = [...ask.placed, { key: a.key, at: a.at }];
      const single = ask.combo === 'elite';
      if (single || placed.length === 2 || recruitPlaces(ro(m), ask.side, ask.combo, placed).length === 0) m.asks.pop();
      else m.asks[m.asks.length - 1] = { ...ask, placed };
      void s;
      return;
    }
    // ---- event cards (§4.6)
    case 'event':
      answerEvent(m, ask, a, ev);
      return;
  }
}

function answerArmy(m: M, ask: Extract<Ask, { k: 'army' }>, a: WotrAction, ev: WotrEvent[]): void {
  const top = m.asks.length - 1;
  if (ask.from === null) {
    if (a.type === 'done') {
      m.asks.pop();
      return;
    }
    if (a.type !== 'army') return;
    m.asks[top] = { ...ask, from: a.from, to: a.to, moving: movableFiguresOf(ro(m), a.from, ask.side) };
    return;
  }
  if (a.type === 'leave') {
    m.asks[top] = { ...ask, moving: { ...ask.moving, [a.key]: ask.moving[a.key] - 1 } };
    return;
  }
  if (a.type !== 'done') return;
  const from = ask.from;
  const to = ask.to!;
  const figures: Record<string, number> = {};
  for (const k in ask.moving) {
    const n = ask.moving[k];
    if (n <= 0) continue;
    figures[k] = n;
    if (k.startsWith('char:')) own(m, 'chars')[k.slice(5)] = to;
    else {
      addUnits(m, from, k, -n);
      addUnits(m, to, k, n);
    }
  }
  ev.push({ type: 'armyMoved', side: ask.side, from, to, figures });
  afterArmyLeaves(m, from, ev); // combat §8.12: no besieging units left, the siege is lifted
  afterArmyEnters(m, ask.side, to, ev);
  const touched = [...ask.touched, from, to];
  const left = ask.left - 1;
  if (left > 0 && armyMoves(ro(m), ask.side, ask.by, touched, true).length > 0)
    m.asks[top] = { ...ask, left, touched, from: null, to: null, moving: {} };
  else m.asks.pop();
}

/** §6.2 activation by an enemy army entering; §8.15 capture of an empty enemy settlement (+ §6.3 advance). */
function afterArmyEnters(m: M, side: Side, to: string, ev: WotrEvent[]): void {
  const r = D.regions[to];
  if (side === 'shadow' && r.nation && isFpNation(r.nation)) activate(m, r.nation, ev);
  if (m.sieges?.[to] !== undefined) return; // combat §8.14: reinforcing a siege captures nothing
  const c = controller(D, ro(m), to);
  if (c !== null && c !== side) {
    const original = D.nationSide[r.nation!];
    if (original === side) delete own(m, 'control')[to];
    else {
      own(m, 'control')[to] = side;
      advance(m, r.nation!, ev);
    }
    ev.push({ type: 'captured', side, region: to });
  }
}

// ---------------------------------------------------------------- the automatic steps

/** Moves the game on until somebody must decide (or it is over). */
export function run(m: M, ev: WotrEvent[]): void {
  for (let guard = 0; guard < 1000; guard++) {
    resumeEvents(m, ev); // ---- event cards (§4.6): an effect waiting under a movement sub-decision goes on
    tableCheck(m, ev); // ---- table cards (§4.6): a card whose condition stopped holding is discarded
    if (m.multi) syncOwners(m); // three and four players: a card a card's effect moved (multi.ts)
    if (m.winner) return;
    // §4.6: above the hand limit, discard at once (both sides asked, the FP first; §10.3 per player), even
    // over a pending decision (rules 3: a draw in a battle, the Sorcerer's after a combat card from the table)
    if (m.multi) askMultiDiscards(m);
    else {
      if (m.hands.shadow.length > HAND_LIMIT && !discardAsked(m.asks, 'shadow'))
        m.asks.push({ k: 'discard', side: 'shadow' });
      if (m.hands.fp.length > HAND_LIMIT && !discardAsked(m.asks, 'fp')) m.asks.push({ k: 'discard', side: 'fp' });
    }
    if (m.asks.length) return;
    if (m.tiles.length) {
      if (beforeTile(m)) continue; // ---- table cards: Wizard's Staff is offered before the draw
      const task = m.tiles.shift()!;
      resolveTile(m, task, ev);
      continue;
    }
    if (m.revealPending) {
      reveal(m, ev);
      continue;
    }
    // §9: the Ring destroyed once the tiles of the last step are resolved
    if (m.fellowship.mordor === MORDOR_STEPS) {
      win(m, 'fp', 'ring', ev);
      return;
    }
    if (m.multi?.acting) actionDone(m); // §10.4: the acting player's action is over, his teammate's is next
    switch (m.phase) {
      case 'recover':
        // §10.2, §10.3: three and four players draw, discard and exchange per player (multi.ts)
        if (m.multi && multiPhase1(m, ev, () => recover(m, ev))) return;
        if (!m.multi) recover(m, ev);
        nextPhase(m, ev);
        continue;
      case 'roll':
        roll(m, ev);
        nextPhase(m, ev);
        continue;
      case 'actions': {
        const fp = unused(ro(m), 'fp');
        const sh = unused(ro(m), 'shadow');
        if (fp + sh === 0) {
          // §5.16: on the Mordor Track without a move or hide this turn: +1 corruption
          if (m.fellowship.mordor !== null && !m.fellowship.mordorActed)
            setCorruption(m, m.fellowship.corruption + 1, ev);
          nextPhase(m, ev);
          continue;
        }
        if (unused(ro(m), m.active) === 0) m.active = other(m.active); // §4.3: the other acts on alone
        return;
      }
      case 'victory': {
        // §9: military victories (Shadow 10 VP, FP 4 VP) at the end of the turn
        if (victoryPoints(D, ro(m), 'shadow') >= MILITARY_VP_TO_WIN.shadow) win(m, 'shadow', 'military', ev);
        else if (victoryPoints(D, ro(m), 'fp') >= MILITARY_VP_TO_WIN.fp) win(m, 'fp', 'military', ev);
        else nextPhase(m, ev);
        continue;
      }
      default:
        return;
    }
  }
}

const ORDER: readonly WotrState['phase'][] = ['recover', 'fellowship', 'hunt', 'roll', 'actions', 'victory'];

function nextPhase(m: M, ev: WotrEvent[]): void {
  const i = ORDER.indexOf(m.phase);
  if (i === ORDER.length - 1) {
    m.turn += 1;
    m.phase = 'recover';
    ev.push({ type: 'turn', turn: m.turn });
  } else m.phase = ORDER[i + 1];
  if (m.phase === 'fellowship') setOwned(m, 'fsp', { declared: false });
  ev.push({ type: 'phase', phase: m.phase });
}

/** Phase 1 (§3): dice back (gains and losses now), FP dice in the Hunt Box remembered, one card from each deck. */
function recover(m: M, ev: WotrEvent[]): void {
  m.fpHuntLastTurn = m.huntBox.fp > 0;
  setOwned(m, 'huntBox', { shadow: 0, fp: 0 });
  m.fellowship.mordorActed = false;
  m.active = 'fp';
  for (const side of ['fp', 'shadow'] as const) {
    m.dice[side] = { pool: dicePoolFor(D, ro(m), side), rolled: [], used: 0 };
    if (m.multi) continue; // three and four players: the draws of §10.3 (multi.ts)
    const c = m.decks[`${side}.character`].length > 0;
    const st = m.decks[`${side}.strategy`].length > 0;
    // §4.6: an exhausted deck: one card from the other only
    if (c) draw(m, side, 'character', ev);
    if (st) draw(m, side, 'strategy', ev);
  }
}

/** Phase 4 (§3): roll the action dice; Shadow Eyes go to the Hunt Box. */
function roll(m: M, ev: WotrEvent[]): void {
  const rng = new Rng(m.rng);
  for (const side of ['fp', 'shadow'] as const) {
    const n = m.dice[side].pool - (side === 'shadow' ? m.huntBox.shadow : 0);
    const faces = D.faces[side];
    const rolled: Face[] = [];
    for (let i = 0; i < n; i++) rolled.push(faces[rng.int(0, faces.length - 1)]);
    ev.push({ type: 'rolled', side, faces: rolled });
    const eyes = rolled.filter((f) => f === 'eye').length;
    m.dice[side].rolled = rolled.filter((f) => f !== 'eye');
    if (side === 'shadow') own(m, 'huntBox').shadow += eyes;
  }
  m.rng = rng.state();
}

// ---------------------------------------------------------------- refusal reasons

/** Why an action is not legal now, with the digest section (the translated reason names the rule). */
export function refusal(s: WotrState, a: WotrAction, side: Side): { code: string; rule: string } {
  if (s.winner) return { code: 'wotr.gameOver', rule: '§9' };
  const ask = s.asks[s.asks.length - 1];
  if (ask) return { code: `wotr.ask.${ask.k}`, rule: askRule[ask.k] };
  if (s.phase === 'fellowship') return { code: 'wotr.fellowshipPhase', rule: '§3 Phase 2' };
  if (s.phase === 'hunt') return { code: 'wotr.huntAllocation', rule: '§3 Phase 3' };
  if (s.active !== side) return { code: 'wotr.notYourAction', rule: '§4.3' };
  if (a.type === 'pass') return { code: 'wotr.passNeedsFewerDice', rule: '§4.3' };
  if (a.type === 'ring') return { code: 'wotr.elvenRing', rule: '§4.5' };
  if (a.type === 'use' && !s.dice[side].rolled.includes(a.face)) return { code: 'wotr.noSuchDie', rule: '§4.3' };
  if (a.type === 'use' && a.act === 'moveFellowship') return { code: 'wotr.fellowshipCannotMove', rule: '§5.4' };
  if (a.type === 'use' && (a.act === 'recruit' || a.act === 'politics')) return { code: 'wotr.muster', rule: '§6.5' };
  if (a.type === 'use' && (a.act === 'moveArmies' || a.act === 'leaderArmy'))
    return { code: 'wotr.armyMove', rule: '§7.3' };
  if (a.type === 'use' && a.act === 'attack') return { code: 'wotr.attack', rule: '§8.1' }; // combat
  return { code: 'wotr.notAllowed', rule: '§4.4' };
}

const askRule: Record<Ask['k'], string> = {
  discard: '§4.6',
  damage: '§5.14',
  revealTo: '§5.5',
  enter: '§6.7',
  guide: '§5.3',
  separate: '§5.9',
  companions: '§7.4',
  minions: '§7.4',
  army: '§7.3',
  recruit: '§6.5',
  event: '§4.6', // event cards
  battle: '§8.4', // combat
};

// ---- combat (§8, engine/combat.ts): the state edits combat shares with the rest of the rules
export type CombatDraft = M;
export const combatHooks = { addUnits, addTo, advance, activate, afterArmyEnters, own, ownList };

export { victoryPoints };

/** §4.5: an Elven Ring used this turn; the Free Peoples' ring passes to the Shadow, the Shadow's is gone. */
export function spendElvenRing(m: M, side: Side): void {
  if (side === 'fp') {
    own(m, 'rings').fp -= 1;
    own(m, 'rings').shadow += 1;
    own(m, 'rings').fpUsed = m.turn;
  } else {
    own(m, 'rings').shadow -= 1;
    own(m, 'rings').shadowUsed = m.turn;
  }
}
