// Small helpers over the (draft) state: card ids and definitions, zones, computed stats, icons,
// enemies and schemes. Card ids: `P1:stw-1:7` (player card, owner seat, code, serial) or
// `e:nul-01:3` (encounter side).

import { turnOrder } from '../../../kernel/flow';
import { findZone } from '../../../kernel/zones';
import { CONTENT } from '../content';
import { canBeFacedown, gameFacts } from './facts';
import type { Ability, CardDef, CardState, Draft, Icons, Keywords, McState, Stat } from './types';

type S = McState | Draft;

const CODES = new Map<string, string>();
export function codeOf(id: string): string {
  let code = CODES.get(id);
  if (code === undefined) {
    code = id.slice(id.indexOf(':') + 1, id.lastIndexOf(':'));
    if (CODES.size > 100_000) CODES.clear();
    CODES.set(id, code);
  }
  return code;
}
const OWNERS = new Map<string, string | null>();
/** Owner seat of a player card; null for encounter cards (kept by id like the codes: one string, hashed once). */
export function ownerOf(id: string): string | null {
  let o = OWNERS.get(id);
  if (o === undefined) {
    const seat = id.slice(0, id.indexOf(':'));
    o = seat === 'e' ? null : seat;
    if (OWNERS.size > 100_000) OWNERS.clear();
    OWNERS.set(id, o);
  }
  return o;
}

/**
 * Zone names (`hand.P1`, `boost.<enemy id>`) by kind and seat or card id, each built once: a name built by a
 * template at every zones access costs a new string, its hashing and its look-up in the string table.
 */
const ZONE_NAMES = new Map<string, Map<string | null, string>>();
export function zn(kind: string, key: string | null): string {
  let byKey = ZONE_NAMES.get(kind);
  if (!byKey) ZONE_NAMES.set(kind, (byKey = new Map()));
  let name = byKey.get(key);
  if (name === undefined) {
    if (byKey.size > 100_000) byKey.clear();
    // a property key is an internalized string: later look-ups compare it by identity
    name = Object.keys({ [`${kind}.${key}`]: 0 })[0];
    byKey.set(key, name);
  }
  return name;
}

/**
 * A definition of our content as the rule code reads it: every CardDef field, in one order, `undefined` when absent.
 * Our content's definitions come in dozens of key sets; V8's optimised code for a `def.*` read that met a new one was
 * thrown away and compiled again, over and over in a process's first games. The copies are made once, never written,
 * and never enter a state. (An imported game's definitions are left as they are: copying them for every game cost
 * more than it saved, session 20.)
 */
function shaped(d: CardDef): CardDef {
  // `satisfies`: a field added to CardDef and not copied here fails to compile
  return {
    code: d.code,
    name: d.name,
    sub: d.sub,
    type: d.type,
    set: d.set,
    aspect: d.aspect,
    unique: d.unique,
    traits: d.traits,
    cost: d.cost,
    res: d.res,
    needs: d.needs,
    hp: d.hp,
    hpPer: d.hpPer,
    atk: d.atk,
    thw: d.thw,
    def: d.def,
    rec: d.rec,
    sch: d.sch,
    hand: d.hand,
    cAtk: d.cAtk,
    cThw: d.cThw,
    boost: d.boost,
    boostFx: d.boostFx,
    threat: d.threat,
    threatPer: d.threatPer,
    target: d.target,
    targetPer: d.targetPer,
    accel: d.accel,
    accelPer: d.accelPer,
    icons: d.icons,
    stage: d.stage,
    flip: d.flip,
    front: d.front,
    kw: d.kw,
    ab: d.ab,
    play: d.play,
    on: d.on,
    eventForm: d.eventForm,
    label: d.label,
    attachTo: d.attachTo,
    attach: d.attach,
    owner: d.owner,
    nemesis: d.nemesis,
    obligation: d.obligation,
    manual: d.manual,
    max: d.max,
    maxIn: d.maxIn,
    when: d.when,
    control: d.control,
    double: d.double,
  } satisfies Record<keyof CardDef, unknown>;
}

const UNKNOWN: CardDef = shaped({ code: '?', name: '?', type: 'treachery', set: '?' });
/** Our content's definitions, each made once. */
const CONTENT_DEFS: { readonly [code: string]: CardDef | undefined } = Object.fromEntries(
  Object.entries(CONTENT).map(([code, d]) => [code, shaped(d)]),
);

/** The definition of a card code: the game's imported one, else our content's. */
export function defByCode(s: S, code: string): CardDef {
  return (s.custom[code] as CardDef | undefined) ?? CONTENT_DEFS[code] ?? UNKNOWN;
}

const FACEDOWN = new Map<string, CardDef>();
/** A facedown card in play as a minion with a trait: no name, no printed values (they come from constants). */
function facedownDef(trait: string): CardDef {
  let d = FACEDOWN.get(trait);
  if (!d)
    FACEDOWN.set(
      trait,
      (d = shaped({
        code: 'facedown',
        name: '',
        type: 'minion',
        set: 'facedown',
        traits: [trait],
        atk: null,
        sch: null,
      })),
    );
  return d;
}

/**
 * Printed definitions by card id, per game's imported definitions (`custom` is set at setup and never
 * changed, constantStateKeys): one Map look-up instead of the code cut from the id, the imported and
 * then the content definitions. The last game's table is kept at hand (a game's states share `custom`).
 */
const PRINTED = new WeakMap<object, { defs: Map<string, CardDef>; facedown: boolean }>();
let printedFor: object | null = null;
let printed = new Map<string, CardDef>();
/** Whether a card of the game can lie facedown (facts.ts `canBeFacedown`); else its record is not read for it. */
let facedownFor = false;

function game(s: S): void {
  printedFor = s.custom;
  let g = PRINTED.get(s.custom);
  if (!g) PRINTED.set(s.custom, (g = { defs: new Map(), facedown: canBeFacedown(s.custom) }));
  printed = g.defs;
  facedownFor = g.facedown;
}

function printedDef(s: S, id: string): CardDef {
  if (s.custom !== printedFor) game(s);
  let d = printed.get(id);
  if (d === undefined) {
    d = defByCode(s, codeOf(id));
    if (d !== UNKNOWN) printed.set(id, d);
  }
  return d;
}

/** Definition of the face a card shows now (identities: the current form; facedown cards: a bare minion). */
export function defOf(s: S, id: string): CardDef {
  if (s.custom !== printedFor) game(s);
  // a facedown card only in a game whose cards make them, or at a real table (tracker)
  if (facedownFor || s.tracker) {
    const down = s.cards[id]?.facedown;
    if (down) return facedownDef(down);
  }
  const d = printedDef(s, id);
  if (d.type === 'hero') {
    const seat = ownerOf(id);
    const p = seat ? s.players[seat] : undefined;
    if (p && p.identity === id && p.form === 'alter_ego' && d.flip) return defByCode(s, d.flip);
  }
  return d;
}

export const cs = (s: S, id: string): CardState => s.cards[id] ?? {};

/**
 * The key of a card's ability in `used` ("once per round"): an imported identity's two faces keep apart keys.
 * Our starter identities keep the index alone, so that records of engine v1 replay unchanged (v1-compat).
 */
export function usedKey(s: S, id: string, index: number): number {
  if (!s.custom[codeOf(id)] || defOf(s, id) === defByCode(s, codeOf(id))) return index;
  return 100 + index;
}

const IN_PLAY_SHARED = ['villain', 'main', 'side'];

/**
 * Where each card was last seen (card id → zone name), for every state and game alike: a hint, never
 * trusted — `locate` checks that the zone holds the card and scans every zone otherwise. Since a card
 * lies in exactly one zone (the invariant every game checks), the answer is the scan's, found without
 * walking the decks.
 */
const ZONE_HINT = new Map<string, string>();

function locate(zones: S['zones'], id: string): string | null {
  const hint = ZONE_HINT.get(id);
  if (hint !== undefined && zones[hint]?.includes(id)) return hint;
  const z = findZone(zones, id);
  if (z !== null) hint1(id, z);
  return z;
}

function hint1(id: string, zone: string): void {
  if (ZONE_HINT.size > 100_000) ZONE_HINT.clear();
  ZONE_HINT.set(id, zone);
}

export function zoneOf(s: S, id: string): string | null {
  return locate(s.zones, id);
}

/** Removes the card from its zone (a piece in no zone stays in none): the kernel's `removePieceInPlace`. */
export function take(s: Draft, id: string): void {
  const z = locate(s.zones, id);
  if (z !== null) {
    const list = s.zones[z];
    list.splice(list.indexOf(id), 1);
  }
}

/**
 * Moves the card to `zone` (created if missing): on top (index 0) or at the bottom — the kernel's
 * `movePieceInPlace`, with the card found through its hint.
 */
export function put(s: Draft, id: string, zone: string, top = false): void {
  take(s, id);
  const list = (s.zones[zone] ??= []);
  if (top) list.unshift(id);
  else list.push(id);
  hint1(id, zone);
}

export function forget(s: Draft, id: string): void {
  delete s.cards[id];
}

export function card(s: Draft, id: string): Draft['cards'][string] {
  return (s.cards[id] ??= {});
}

/** The last player order computed: the game's seats, the first player and who is eliminated (a bit per seat). */
let order: { seats: readonly string[]; first: number; out: number; order: readonly string[] } | null = null;

/**
 * Seats in player order from the first player, eliminated ones left out (§1.3). Asked many times per action and
 * changed only by the first player token and eliminations: the last answer is kept (frozen: callers only read it).
 */
export function seatOrder(s: S): readonly string[] {
  let out = 0;
  for (let i = 0; i < s.seats.length; i++) if (s.players[s.seats[i]].eliminated) out |= 1 << i;
  if (order && order.seats === s.seats && order.first === s.first && order.out === out) return order.order;
  const list = Object.freeze(turnOrder(s.seats, s.first, (seat) => !!s.players[seat].eliminated));
  order = { seats: s.seats, first: s.first, out, order: list };
  return list;
}

export const firstSeat = (s: S): string => s.seats[s.first];

// ---- where things are ----

export const villainId = (s: S): string | null =>
  (s.zones.villain ?? []).find((id) => defOf(s, id).type === 'villain') ?? null;
export const mainId = (s: S): string | null => (s.zones.main ?? [])[0] ?? null;

export function minions(s: S): string[] {
  const out: string[] = [];
  for (const seat of s.seats)
    for (const id of s.zones[zn('engaged', seat)] ?? []) if (defOf(s, id).type === 'minion') out.push(id);
  return out;
}

export function minionsOf(s: S, seat: string): string[] {
  return (s.zones[zn('engaged', seat)] ?? []).filter((id) => defOf(s, id).type === 'minion');
}

export function enemies(s: S): string[] {
  const v = villainId(s);
  return v ? [v, ...minions(s)] : minions(s);
}

export function sideSchemes(s: S): string[] {
  return (s.zones.side ?? []).filter((id) => defOf(s, id).type === 'side_scheme');
}

export function alliesOf(s: S, seat: string): string[] {
  return (s.zones[zn('play', seat)] ?? []).filter((id) => defOf(s, id).type === 'ally');
}

export function identityOf(s: S, seat: string): string {
  return s.players[seat].identity;
}

/** Whose play area holds the card (player area), or null for the villain area. */
export function areaOf(s: S, id: string): string | null {
  const z = zoneOf(s, id);
  if (!z) return null;
  const dot = z.indexOf('.');
  if (dot < 0) return null;
  const kind = z.slice(0, dot);
  return kind === 'play' || kind === 'engaged' || kind === 'identity' ? z.slice(dot + 1) : null;
}

/** Cards in play (§2.3): identities, player play areas, engaged minions, villain area. */
export function inPlay(s: S): string[] {
  return scope && scope.s === s ? (scope.live ??= computeInPlay(s)) : computeInPlay(s);
}

function computeInPlay(s: S): string[] {
  const out: string[] = [];
  for (const seat of s.seats) {
    if (s.players[seat].eliminated) continue;
    pushAll(out, s.zones[zn('identity', seat)]);
    pushAll(out, s.zones[zn('play', seat)]);
    pushAll(out, s.zones[zn('engaged', seat)]);
  }
  pushAll(out, s.zones.villain);
  pushAll(out, s.zones.main);
  pushAll(out, s.zones.side);
  return out;
}

/** Appends a zone's cards one by one (a spread call builds an argument list first). */
function pushAll(out: string[], ids: readonly string[] | undefined): void {
  if (ids) for (let i = 0; i < ids.length; i++) out.push(ids[i]);
}

export function isInPlay(s: S, id: string): boolean {
  for (const z of IN_PLAY_SHARED) if (s.zones[z]?.includes(id)) return true;
  const owner = ownerOf(id);
  for (const seat of s.seats) {
    if (s.players[seat].eliminated) continue;
    if (owner === seat && s.zones[zn('identity', seat)]?.[0] === id) return true;
    if (s.zones[zn('play', seat)]?.includes(id) || s.zones[zn('engaged', seat)]?.includes(id)) return true;
  }
  return false;
}

// ---- stats ----

export function perPlayer(s: S, n: number | undefined, per: boolean | undefined): number {
  return (n ?? 0) * (per ? s.players0 : 1);
}

/** Keywords: printed plus gained from constant abilities of attachments/upgrades on the card. */
export function keywords(s: S, id: string): Keywords {
  const d = defOf(s, id);
  let kw: Keywords = d.kw ?? {};
  if (!gameGrantsKeywords(s)) return kw; // no card of the game gives a keyword: no constants to gather
  for (const m of mods(s)) if (m.c.to === 'host' && m.c.gains && cs(s, m.from).on === id) kw = { ...kw, ...m.c.gains };
  return kw;
}

/** Whether any card this game can hold gives its host keywords (a constant `gains`, to: 'host'). */
function gameGrantsKeywords(s: S): boolean {
  return gameFacts(s.custom).grantsKeywords;
}

/** Constant abilities of cards in play, with where each source sits. */
interface Mod {
  readonly from: string;
  readonly area: string | null;
  readonly c: NonNullable<Ability['constant']>;
}

/**
 * A read-only scope: while `fn` runs on an unchanging state, the cards in play and their constant
 * abilities are computed once, when first asked for (views and legal actions ask for many stats of one
 * state; a payment's or a discard's legal actions for none).
 */
let scope: { s: S; live: string[] | null; mods: Mod[] | null } | null = null;
export function readScope<T>(s: S, fn: () => T): T {
  if (scope && scope.s === s) return fn();
  const outer = scope;
  scope = { s, live: null, mods: null };
  try {
    return fn();
  } finally {
    scope = outer;
  }
}

/** The constant abilities of the cards in play, in computeInPlay's order; each zone walked knows its area. */
function computeMods(s: S): Mod[] {
  const out: Mod[] = [];
  const add = (ids: readonly string[] | undefined, area: string | null): void => {
    if (!ids) return;
    for (const id of ids) {
      const ab = defOf(s, id).ab;
      if (!ab) continue;
      for (const a of ab) if (a.kind === 'constant' && a.constant) out.push({ from: id, area, c: a.constant });
    }
  };
  for (const seat of s.seats) {
    if (s.players[seat].eliminated) continue;
    add(s.zones[zn('identity', seat)], seat);
    add(s.zones[zn('play', seat)], seat);
    add(s.zones[zn('engaged', seat)], seat);
  }
  add(s.zones.villain, null);
  add(s.zones.main, null);
  add(s.zones.side, null);
  return out;
}

function mods(s: S): Mod[] {
  return scope && scope.s === s ? (scope.mods ??= computeMods(s)) : computeMods(s);
}

/** A stat with every modifier (§2.7 Modifiers: below 0 counts as 0); null when the card has none ("–"). */
export function stat(s: S, id: string, st: Stat): number | null {
  const d = defOf(s, id);
  let base: number | null | undefined;
  if (st === 'hp') base = d.hp === undefined ? null : perPlayer(s, d.hp, d.hpPer);
  else base = d[st];
  if ((base === null || base === undefined) && cs(s, id).facedown) base = facedownBase(s, id, st);
  if (base === null || base === undefined) return null;
  // a constant "X is its remaining hit points" (its printed value is X)
  if (st !== 'hp' && d.ab?.some((a) => a.constant?.to === 'self' && a.constant.stat === st && a.constant.remainingHp))
    base = remainingHp(s, id);
  let n = base;
  const seat = ownerOf(id);
  const isIdentity = seat !== null && s.players[seat]?.identity === id;
  // §6.1 campaign: the identity's printed HP changes for the whole game, never below 1
  if (st === 'hp' && isIdentity && s.players[seat].hpMod) n = Math.max(1, n + s.players[seat].hpMod);
  for (const m of mods(s)) {
    const c = m.c;
    if (c.stat !== st || !c.n) continue;
    if (c.ifTrait && !hasTrait(s, id, c.ifTrait)) continue;
    if (c.to === 'host' && cs(s, m.from).on === id) n += c.n;
    else if (c.to === 'you' && isIdentity && m.area === seat) n += c.n;
    else if (c.to === 'villain' && d.type === 'villain') n += c.n;
    else if (c.to === 'yourAllies' && d.type === 'ally' && m.area === areaOf(s, id)) n += c.n;
    else if (c.to === 'self' && m.from === id) n += c.per === 'sideScheme' ? c.n * sideSchemes(s).length : c.n;
    else if (c.to === 'minions' && !c.base && minionMatches(s, id, d, c)) n += c.n;
  }
  for (const l of s.lasting) if (l.card === id && l.stat === st) n += l.n;
  return Math.max(0, n);
}

function minionMatches(s: S, id: string, d: CardDef, c: NonNullable<Ability['constant']>): boolean {
  return d.type === 'minion' && (!c.trait || !!d.traits?.includes(c.trait)) && (!c.facedown || !!cs(s, id).facedown);
}

/** The base value a constant gives a facedown minion (e.g. an environment's rule); null without one. */
function facedownBase(s: S, id: string, st: Stat): number | null {
  const d = defOf(s, id);
  let base: number | null = null;
  for (const m of mods(s))
    if (m.c.to === 'minions' && m.c.base && m.c.stat === st && minionMatches(s, id, d, m.c)) base = m.c.n ?? 0;
  return base;
}

/** The card cannot take damage now (a constant of its own: "while X is in play"). */
export function cannotTakeDamage(s: S, id: string): boolean {
  for (const a of defOf(s, id).ab ?? []) {
    const w = a.kind === 'constant' ? a.constant?.noDamageWhile : undefined;
    if (!w) continue;
    for (const other of inPlay(s)) {
      if (w.code && codeOf(other) === w.code && !cs(s, other).facedown) return true;
      if (w.trait && other !== id) {
        const od = defOf(s, other);
        if (od.type === 'minion' && od.traits?.includes(w.trait)) return true;
      }
    }
  }
  return false;
}

/** Threat cannot be removed from this scheme (a constant of its own). */
export function threatLocked(s: S, id: string): boolean {
  return (defOf(s, id).ab ?? []).some((a) => a.kind === 'constant' && a.constant?.noThreatRemoval);
}

export function handSize(s: S, seat: string): number {
  const id = identityOf(s, seat);
  let n = defOf(s, id).hand ?? 5;
  let max = Infinity;
  const play = s.zones[zn('play', seat)] ?? [];
  for (const other of [id, ...play])
    for (const ab of defOf(s, other).ab ?? []) {
      const c = ab.kind === 'constant' ? ab.constant : undefined;
      if (!c) continue;
      if (c.handSize) n += c.handSize;
      const per = c.handSizePer;
      if (per)
        n += play.filter((x) => (!per.type || defOf(s, x).type === per.type) && hasTrait(s, x, per.trait)).length;
      if (c.handSizeMax !== undefined) max = Math.min(max, c.handSizeMax);
    }
  return Math.max(0, Math.min(max, n));
}

/**
 * The card's traits (digest "Traits", "Gains"): printed (from the card data), plus those an identity gains from
 * constant abilities (`traits`, to your identity), plus those gained until the end of a phase or round.
 */
export function traitsOf(s: S, id: string): readonly string[] {
  let out: readonly string[] = defOf(s, id).traits ?? [];
  const seat = ownerOf(id);
  if (seat !== null && s.players[seat]?.identity === id)
    for (const m of mods(s))
      if (m.c.to === 'you' && m.c.traits && m.area === seat)
        out = [...out, ...m.c.traits.filter((t) => !out.includes(t))];
  for (const l of s.lasting) if (l.card === id && l.trait && !out.includes(l.trait)) out = [...out, l.trait];
  return out;
}

/** The card has the trait (none asked: true). */
export function hasTrait(s: S, id: string, trait: string | undefined): boolean {
  return !trait || traitsOf(s, id).includes(trait);
}

export function allyLimit(s: S, seat: string): number {
  let n = 3;
  for (const other of s.zones[zn('play', seat)] ?? [])
    for (const ab of defOf(s, other).ab ?? [])
      if (ab.kind === 'constant' && ab.constant?.allyLimit) n += ab.constant.allyLimit;
  return n;
}

export function restrictedCount(s: S, seat: string): number {
  return (s.zones[zn('play', seat)] ?? []).filter((id) => keywords(s, id).restricted).length;
}

/** Icons in play (§2.11): printed on scheme/encounter cards in play. */
export function icons(s: S): Required<Icons> {
  const out = { acceleration: 0, crisis: 0, hazard: 0, amplify: 0 };
  for (const id of inPlay(s)) {
    const i = defOf(s, id).icons;
    if (!i) continue;
    out.acceleration += i.acceleration ?? 0;
    out.crisis += i.crisis ?? 0;
    out.hazard += i.hazard ?? 0;
    out.amplify += i.amplify ?? 0;
  }
  return out;
}

export function remainingHp(s: S, id: string): number {
  return (stat(s, id, 'hp') ?? 0) - (cs(s, id).dmg ?? 0);
}

/** Max status cards of one kind (§2.13 Steady). */
export function statusMax(s: S, id: string): number {
  return keywords(s, id).steady ? 2 : 1;
}

/** The character is stunned / confused (Steady: needs 2). */
export function hasStatus(s: S, id: string, st: 'stunned' | 'confused' | 'tough'): boolean {
  const n = cs(s, id)[st] ?? 0;
  if (st === 'tough') return n > 0;
  return n >= statusMax(s, id);
}

export function isCharacter(d: CardDef): boolean {
  return (
    d.type === 'hero' || d.type === 'alter_ego' || d.type === 'ally' || d.type === 'villain' || d.type === 'minion'
  );
}

/**
 * Titles for uniqueness (§2.13 Unique: name + subtitle). An identity counts under both names, its
 * hero name with the alter-ego as subtitle: a same-named ally with another subtitle is another person.
 */
export function titles(s: S, id: string): string[] {
  const d = defByCode(s, codeOf(id));
  if (d.type === 'hero' && d.flip) {
    const alterEgo = defByCode(s, d.flip).name;
    return [`${d.name}|${alterEgo}`, alterEgo];
  }
  return [d.sub ? `${d.name}|${d.sub}` : d.name];
}

/** Names of characters in play (identity faces and allies) for Team-Up (§2.13). */
export function characterNames(s: S): Set<string> {
  const out = new Set<string>();
  for (const seat of s.seats) {
    if (s.players[seat].eliminated) continue;
    out.add(defOf(s, identityOf(s, seat)).name);
    for (const a of alliesOf(s, seat)) out.add(defOf(s, a).name);
  }
  return out;
}

/** Player (by seat) whose identity face code matches `heroCode`, if in the game and not eliminated. */
export function seatOfIdentity(s: S, heroCode: string): string | null {
  for (const seat of s.seats) if (codeOf(s.players[seat].identity) === heroCode) return seat;
  return null;
}
