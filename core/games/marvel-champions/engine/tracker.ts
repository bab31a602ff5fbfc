// Tracker mode (option `tracker: true`): a game played with physical cards at a real table. The
// tracker keeps what the table needs — hit points, status cards, threat and acceleration, the round
// checklist (§1.3), the first player, which cards are in play, the result — and refuses what the
// rules forbid. Set-up is the rules set-up (§3.1: identities, villain and main scheme stages, Setup
// cards); the virtual cards it dealt (hands, decks, encounter deck) go back to the pools the table
// picks from (`pool` for the encounter cards, `pool.<seat>` for each player's deck). Every change
// is a `track` action: saved, undoable and replayed like any game. Nothing here uses the task stack:
// abilities are resolved by the people at the table.

import type { ApplyResult, Decision, ModuleRejection, SeatId } from '../../../kernel/types';
import { decision } from '../../../kernel/decisions';
import type { ManualAction } from '../../../kernel/table';
import { draftOf } from './clone';
import {
  codeOf,
  cs,
  defByCode,
  defOf,
  firstSeat,
  icons,
  inPlay,
  isCharacter,
  isInPlay,
  keywords,
  mainId,
  ownerOf,
  perPlayer,
  put,
  readScope,
  seatOrder,
  stat,
  statusMax,
  titles,
  villainId,
  zoneOf,
  zn,
} from './core';
import { villainThreat } from './flow';
import {
  advanceMain,
  defeat,
  enterSideScheme,
  gameOver,
  log,
  mainTarget,
  removeThreat,
  shownCode,
  type Ev,
} from './rules';
import { setup, type McOptions } from './setup';
import type { CardType, Draft, McEvent, McState, TrackAction } from './types';

/** The round checklist (§1.3–§1.6), one entry per step the table ticks off in order. */
export const TRACK_STEPS = ['turns', 'endPlayer', 'threat', 'activations', 'deal', 'reveal', 'passFirst'] as const;
export type TrackStep = (typeof TRACK_STEPS)[number];

/** Refusals of a track action and the digest section each one names. */
export const TRACK_REJECTIONS = {
  'mc.track.notInPlay': '§2.3',
  'mc.track.noHitPoints': '§2.9',
  'mc.track.aboveMax': '§2.9',
  'mc.track.negative': '§1.2',
  'mc.track.notScheme': '§2.11',
  'mc.track.crisis': '§2.11',
  'mc.track.accelStays': '§2.11',
  'mc.track.notCharacter': '§2.13',
  'mc.track.statusMax': '§2.13',
  'mc.track.stalwart': '§2.13',
  'mc.track.notInPool': '§2.3',
  'mc.track.leavesPlay': '§2.1',
  'mc.track.unique': '§2.13',
  'mc.track.allyLimit': '§2.13',
  'mc.track.restricted': '§2.13',
  'mc.track.noSeat': '§2.10',
  'mc.track.cannotLeave': '§2.11',
  'mc.track.permanent': '§2.13',
  'mc.track.noFacedown': '§2.3',
  'mc.track.badAction': '§1.4',
} as const;
type Code = keyof typeof TRACK_REJECTIONS;

/** Card types that stay in play once put there (events, treacheries, resources and obligations resolve and leave, §2.1). */
const STAYS: readonly CardType[] = ['ally', 'support', 'upgrade', 'minion', 'side_scheme', 'attachment', 'environment'];

export const poolOf = (seat: SeatId | null): string => (seat ? `pool.${seat}` : 'pool');

// ---- set-up ----

/** §3.1 set-up as the rules do it, then every card the rules dealt at random goes back to its pool. */
export function trackerSetup(o: McOptions, seed: string): McState {
  const s = draftOf(setup({ ...o, table: false }, seed));
  s.zones.pool = [];
  for (const seat of s.seats) {
    s.zones[poolOf(seat)] = [];
    delete s.players[seat].mulliganed;
  }
  s.stack = [];
  s.lasting = [];
  s.round = 1;
  s.phase = 'player';
  s.active = firstSeat(s);
  s.tracker = { step: 0 };
  s.table = false;
  const named = new Set((o.campaign?.engaged ?? []).map((e) => e.code));
  const setupMinions = !o.tablePicks
    ? []
    : s.seats.flatMap((seat) =>
        (s.zones[zn('engaged', seat)] ?? []).map((id) => ({ id, seat, facedown: cs(s, id).facedown })),
      );
  for (const m of setupMinions) {
    // §3.1: a minion the set-up put into play by chance (revealed from the encounter deck, a facedown
    // card from the top of a deck) was a virtual card: it goes back to its pool; the table puts its
    // own into play — a facedown card by its trait (any card of the deck: it stays unknown), a
    // revealed minion picked from the encounter cards (the campaign's named minions stay)
    if (!m.facedown && named.has(codeOf(m.id))) continue;
    delete s.cards[m.id];
    put(s, m.id, poolOf(ownerOf(m.id)));
    if (!m.facedown) s.tracker = { step: 0, picks: [...(s.tracker.picks ?? []), m.seat] };
  }
  backToPools(s, ['hand', 'deck', 'discard', 'dealt']);
  for (const m of setupMinions) if (m.facedown) putFacedown(s, m.seat, m.facedown, []);
  s.ask = { k: 'track', seat: firstSeat(s) };
  return s as unknown as McState;
}

/** Cards out of play (drawn, dealt, discarded, set aside) return to the pools the table picks from. */
function backToPools(s: Draft, kinds: readonly string[]): void {
  const zones = ['encDeck', 'encDiscard', 'setAside', 'victory', 'reveal', 'playing'];
  for (const z of Object.keys(s.zones)) if (z.startsWith('boost.')) zones.push(z);
  for (const seat of s.seats) for (const k of kinds) zones.push(`${k}.${seat}`);
  for (const z of zones) {
    for (const id of [...(s.zones[z] ?? [])]) {
      delete s.cards[id];
      const owner = ownerOf(id);
      put(s, id, owner && s.players[owner]?.eliminated ? 'removed' : poolOf(owner));
    }
    if (z.startsWith('boost.')) delete s.zones[z];
  }
}

// ---- decisions ----

export function trackPending(s: McState): Decision | null {
  if (s.result || !s.ask) return null;
  return decision('turn', [s.ask.seat], 'mc.ask.track', { seat: s.ask.seat });
}

/** The legal track actions but 'end' (the random games and the property test play them). */
export function trackLegal(s: McState, seat: SeatId): TrackAction[] {
  if (s.result || s.ask?.seat !== seat) return [];
  return readScope(s, () => legalNow(s));
}

function legalNow(s: McState): TrackAction[] {
  const out: TrackAction[] = [
    { type: 'track', op: 'next' },
    { type: 'track', op: 'accel', n: 1 },
  ];
  const ok = (a: TrackAction) => !trackProblem(s, a) && out.push(a);
  // a varied sample, so that random games move on: bigger blows than cures, one status kind and two
  // cards of each pool at a time (chosen by the state, so a replay finds the same list)
  const turn = s.round + inPlay(s).length + s.accel;
  for (const id of inPlay(s)) {
    for (const n of [-3, -1, 1]) ok({ type: 'track', op: 'hp', card: id, n });
    for (const n of [-1, 1, 2]) ok({ type: 'track', op: 'threat', card: id, n });
    const status = (['stunned', 'confused', 'tough'] as const)[turn % 3];
    for (const n of [-1, 1]) ok({ type: 'track', op: 'status', card: id, status, n });
    ok({ type: 'track', op: 'remove', card: id });
  }
  const traits = facedownTraits(s);
  for (const seat of seatOrder(s)) {
    ok({ type: 'track', op: 'flip', player: seat });
    for (const trait of traits) ok({ type: 'track', op: 'facedown', player: seat, trait });
    for (const pool of [poolOf(null), poolOf(seat)]) {
      const codes = [...new Set((s.zones[pool] ?? []).map(codeOf))];
      for (let i = 0; i < Math.min(2, codes.length); i++)
        ok({ type: 'track', op: 'put', code: codes[(turn + i * 7) % codes.length], player: seat });
    }
  }
  // recording the result by hand ('end') is always allowed and left out: random games end by the rules
  return out;
}

// ---- refusals ----

function trackProblem(s: McState, a: TrackAction): Code | null {
  switch (a.op) {
    case 'next':
      return null;
    case 'end':
      return a.win === undefined ? 'mc.track.badAction' : null;
    case 'accel':
      // §2.11: acceleration tokens are only ever added (they stay through every main scheme stage)
      if (!a.n || !Number.isInteger(a.n)) return 'mc.track.badAction';
      return a.n < 0 ? 'mc.track.accelStays' : null;
    case 'flip':
      return a.player && s.players[a.player]
        ? s.players[a.player].eliminated
          ? 'mc.track.noSeat'
          : null
        : 'mc.track.noSeat';
    case 'put':
      return putProblem(s, a);
    case 'facedown':
      // a facedown card of the player's deck as a minion with the trait a card of the scenario names (§2.3)
      if (!a.player || !s.players[a.player] || s.players[a.player].eliminated) return 'mc.track.noSeat';
      if (!a.trait || !facedownTraits(s).includes(a.trait)) return 'mc.track.noFacedown';
      return facedownCard(s, a.player) ? null : 'mc.track.notInPool';
  }
  const id = a.card;
  if (!id || !isInPlay(s, id)) return 'mc.track.notInPlay';
  const c = cs(s, id);
  const d = defOf(s, id);
  switch (a.op) {
    case 'hp': {
      if (!a.n || !Number.isInteger(a.n)) return 'mc.track.badAction';
      const hp = stat(s, id, 'hp');
      if (hp === null || !isCharacter(d)) return 'mc.track.noHitPoints';
      const dmg = (c.dmg ?? 0) - a.n;
      if (dmg < 0) return 'mc.track.aboveMax'; // §2.9 Heal: never above max HP
      return dmg > hp ? 'mc.track.negative' : null; // remaining HP never below 0
    }
    case 'threat': {
      if (!a.n || !Number.isInteger(a.n)) return 'mc.track.badAction';
      if (d.type !== 'main_scheme' && d.type !== 'side_scheme') return 'mc.track.notScheme';
      if ((c.threat ?? 0) + a.n < 0) return 'mc.track.negative';
      // §2.11 Crisis: no threat comes off the main scheme while a crisis icon is in play
      return a.n < 0 && d.type === 'main_scheme' && icons(s).crisis > 0 ? 'mc.track.crisis' : null;
    }
    case 'status': {
      if (!a.status || (a.n !== 1 && a.n !== -1)) return 'mc.track.badAction';
      if (!isCharacter(d) || stat(s, id, 'hp') === null) return 'mc.track.notCharacter';
      const has = c[a.status] ?? 0;
      if (a.n < 0) return has > 0 ? null : 'mc.track.negative';
      if (a.status !== 'tough' && keywords(s, id).stalwart) return 'mc.track.stalwart';
      return has >= (a.status === 'tough' ? 1 : statusMax(s, id)) ? 'mc.track.statusMax' : null;
    }
    case 'remove': {
      if (d.type === 'villain' || d.type === 'main_scheme' || d.type === 'hero' || d.type === 'alter_ego')
        return 'mc.track.cannotLeave';
      return keywords(s, id).permanent ? 'mc.track.permanent' : null;
    }
  }
  return 'mc.track.badAction';
}

function putProblem(s: McState, a: TrackAction): Code | null {
  if (!a.code || !a.player || !s.players[a.player]) return 'mc.track.noSeat';
  if (s.players[a.player].eliminated) return 'mc.track.noSeat';
  const id = poolCard(s, a.code, a.player);
  if (!id) return 'mc.track.notInPool';
  const d = defOf(s, id);
  if (!STAYS.includes(d.type)) return 'mc.track.leavesPlay';
  // §2.13 Unique: one card of a title in play
  if (d.unique) {
    const mine = titles(s, id);
    for (const other of inPlay(s))
      if (defOf(s, other).unique && titles(s, other).some((t) => mine.includes(t))) return 'mc.track.unique';
  }
  const area = s.zones[zn('play', a.player)] ?? [];
  // §2.13 Ally limit and Restricted: the tracker holds the limits (the table discards down first)
  if (d.type === 'ally') {
    const limit =
      3 + area.reduce((n, x) => n + (defOf(s, x).ab ?? []).reduce((m, ab) => m + (ab.constant?.allyLimit ?? 0), 0), 0);
    if (area.filter((x) => defOf(s, x).type === 'ally').length >= limit) return 'mc.track.allyLimit';
  }
  if (keywords(s, id).restricted && area.filter((x) => keywords(s, x).restricted).length >= 2)
    return 'mc.track.restricted';
  return null;
}

/** A card of `code` the seat may put into play: from its own pool, else the encounter pool. */
function poolCard(s: McState, code: string, seat: SeatId): string | null {
  for (const pool of [poolOf(seat), poolOf(null)]) {
    const id = (s.zones[pool] ?? []).find((x) => codeOf(x) === code);
    if (id) return id;
  }
  return null;
}

export function trackRefusal(s: McState, a: TrackAction | { type: string }, seat: SeatId): ModuleRejection | null {
  const code: Code | null =
    a.type !== 'track'
      ? 'mc.track.badAction'
      : s.ask?.seat !== seat
        ? 'mc.track.badAction'
        : trackProblem(s, a as TrackAction);
  return code ? { code, params: { rule: TRACK_REJECTIONS[code] } } : null;
}

// ---- applying ----

export function applyTrack(state: McState, a: TrackAction, seat: SeatId): ApplyResult<McState, McEvent> {
  const rejection = trackRefusal(state, a, seat);
  if (rejection) return { ok: false, rejection };
  const s = draftOf(state);
  const ev: Ev = [];
  doTrack(s, a, ev);
  settle(s, ev);
  return { ok: true, state: s as unknown as McState, events: ev, reveals: false };
}

function doTrack(s: Draft, a: TrackAction, ev: Ev): void {
  const id = a.card ?? '';
  const code = id ? shownCode(s, id) : null; // a facedown card stays unknown (`facedown.<trait>`)
  switch (a.op) {
    case 'hp': {
      const c = (s.cards[id] ??= {});
      c.dmg = (c.dmg ?? 0) - a.n!;
      if (!c.dmg) delete c.dmg;
      log(ev, a.n! < 0 ? 'mc.log.damage' : 'mc.log.healed', { card: code, n: Math.abs(a.n!) });
      // §2.9 Defeated: at 0 remaining HP (a villain stage advances, an identity is eliminated, §2.10)
      if ((c.dmg ?? 0) >= (stat(s, id, 'hp') ?? 0)) defeat(s, id, ev);
      return;
    }
    case 'threat': {
      if (a.n! < 0) return void removeThreat(s, id, -a.n!, ev); // a side scheme at 0 threat is defeated (§2.9)
      const c = (s.cards[id] ??= {});
      c.threat = (c.threat ?? 0) + a.n!;
      log(ev, 'mc.log.threatPlaced', { card: code, n: a.n! });
      return;
    }
    case 'accel':
      s.accel += a.n!;
      log(ev, 'mc.log.accelToken', { n: a.n! });
      return;
    case 'status': {
      const c = (s.cards[id] ??= {});
      const n = (c[a.status!] ?? 0) + a.n!;
      if (n) c[a.status!] = n;
      else delete c[a.status!];
      log(ev, a.n! > 0 ? 'mc.log.status' : 'mc.track.log.statusRemoved', { card: code, status: a.status! });
      return;
    }
    case 'flip': {
      const p = s.players[a.player!];
      p.form = p.form === 'hero' ? 'alter_ego' : 'hero';
      log(ev, 'mc.log.flipped', { seat: a.player!, form: p.form });
      return;
    }
    case 'put':
      return putIntoPlay(s, a.code!, a.player!, ev);
    case 'facedown':
      return putFacedown(s, a.player!, a.trait!, ev);
    case 'remove':
      log(ev, 'mc.track.log.removed', { card: code });
      for (const other of Object.keys(s.cards)) if (s.cards[other].on === id) put(s, other, poolOf(ownerOf(other)));
      delete s.cards[id];
      put(s, id, poolOf(ownerOf(id)));
      return;
    case 'next':
      return nextStep(s, ev);
    case 'end':
      // §2.10: a scenario may win or lose another way than its last villain or main scheme stage
      gameOver(s, a.win!, a.win ? 'trackedWin' : 'trackedLoss', ev);
      return;
  }
}

function putIntoPlay(s: Draft, code: string, seat: SeatId, ev: Ev): void {
  const id = poolCard(s as unknown as McState, code, seat)!;
  const d = defOf(s, id);
  const owner = ownerOf(id);
  // §2.3: a player card enters its owner's area; a minion engages the player; a side scheme enters
  // the villain's area with its starting threat; an attachment goes on the villain or on the hero
  // it names (the player's area), an environment next to the villain
  const toHero = d.type === 'attachment' && d.attachTo === 'you';
  const zone = owner
    ? zn('play', owner)
    : d.type === 'minion'
      ? zn('engaged', seat)
      : d.type === 'side_scheme' || d.type === 'environment'
        ? 'side'
        : toHero
          ? zn('play', seat)
          : 'villain';
  put(s, id, zone);
  if (d.type === 'attachment') (s.cards[id] ??= {}).on = toHero ? s.players[seat].identity : villainId(s)!;
  log(ev, 'mc.track.log.put', { card: code, seat });
  // the minion a set-up revealed for this player is on the table now
  const picks = s.tracker!.picks;
  if (d.type === 'minion' && !owner && picks?.includes(seat)) {
    const rest = [...picks];
    rest.splice(rest.indexOf(seat), 1);
    s.tracker = rest.length ? { step: s.tracker!.step, picks: rest } : { step: s.tracker!.step };
  }
  if (d.type === 'side_scheme') enterSideScheme(s, id);
  // §2.13 Toughness: a tough status card on entering play
  if (keywords(s, id).toughness && isInPlay(s, id)) (s.cards[id] ??= {}).tough = 1;
  const uses = keywords(s, id).uses;
  if (uses) (s.cards[id] ??= {}).uses = uses;
}

/**
 * The card of `seat`'s pool that becomes a facedown minion: any card will do (it stays unknown), so
 * the code the pool holds most copies of (then the first code), to leave the table's picks open.
 */
function facedownCard(s: McState | Draft, seat: SeatId): string | null {
  const pool = s.zones[poolOf(seat)] ?? [];
  const counts = new Map<string, number>();
  for (const id of pool) counts.set(codeOf(id), (counts.get(codeOf(id)) ?? 0) + 1);
  let best: string | null = null;
  for (const [code, n] of counts)
    if (best === null || n > counts.get(best)! || (n === counts.get(best) && code < best)) best = code;
  return best === null ? null : pool.find((id) => codeOf(id) === best)!;
}

/** A facedown card of the player's deck enters play engaged with them as a minion with `trait` (e.g. a Drone). */
function putFacedown(s: Draft, seat: SeatId, trait: string, ev: Ev): void {
  const id = facedownCard(s, seat);
  if (!id) return;
  (s.cards[id] ??= {}).facedown = trait;
  put(s, id, zn('engaged', seat));
  log(ev, 'mc.log.engaged', { card: shownCode(s, id), seat });
}

/** Traits the scenario's cards make facedown minions with (e.g. Ultron's Drones): what `facedown` may put. */
export function facedownTraits(s: McState | Draft): string[] {
  const traits = new Set<string>();
  const seen = new Set<string>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) walk(y);
    else if (x && typeof x === 'object') {
      const o = x as { op?: unknown; trait?: unknown };
      if (o.op === 'facedown' && typeof o.trait === 'string') traits.add(o.trait);
      for (const y of Object.values(x)) walk(y);
    }
  };
  for (const z in s.zones)
    for (const id of s.zones[z]) {
      const code = codeOf(id);
      if (ownerOf(id) || seen.has(code)) continue;
      seen.add(code);
      walk(defByCode(s, code).ab);
    }
  return [...traits].sort();
}

function nextStep(s: Draft, ev: Ev): void {
  const step = TRACK_STEPS[s.tracker!.step];
  if (step === 'turns') {
    // §1.4: each player takes one turn, in player order
    const order = seatOrder(s);
    const at = s.active ? order.indexOf(s.active) : -1;
    if (at >= 0 && at < order.length - 1) {
      s.active = order[at + 1];
      log(ev, 'mc.track.log.turn', { seat: s.active });
      return;
    }
    s.active = null;
  }
  if (step === 'threat') villainThreat(s, ev); // §1.6 step 1: acceleration, icons and tokens
  if (s.result) return; // the threat completed the last main scheme stage (§2.10)
  if (step === 'passFirst') {
    // §1.6 step 5: the first player token passes clockwise, the round ends and the next begins
    const order = seatOrder(s);
    const next = order.length > 1 ? order[1] : order[0];
    s.first = s.seats.indexOf(next);
    s.round += 1;
    s.phase = 'player';
    s.active = firstSeat(s);
    s.tracker = { step: 0 }; // a set-up pick still open is forgotten: the table has moved on
    log(ev, 'mc.log.round', { round: s.round });
    return;
  }
  const to = s.tracker!.step + 1;
  s.tracker = { ...s.tracker!, step: to }; // a new object: the draft shares the state's (clone.ts)
  s.phase = to >= TRACK_STEPS.indexOf('threat') ? 'villain' : 'player';
  log(ev, 'mc.track.log.step', { step: TRACK_STEPS[to] });
}

/** After each change: what the rules make of it, with nothing left on the task stack. */
function settle(s: Draft, ev: Ev): void {
  // a completed main scheme advances (§2.11) whatever its When Completed says: the table resolves that
  for (let main = mainId(s); main && !s.result && (cs(s, main).threat ?? 0) >= mainTarget(s, main); main = mainId(s)) {
    s.stack = [];
    advanceMain(s, ev);
  }
  s.stack = [];
  backToPools(s, ['discard']);
  if (s.result || !villainId(s)) {
    if (!s.result) gameOver(s, true, 'villainDefeated', ev);
    s.ask = null;
    s.active = null;
    return;
  }
  if (s.active && s.players[s.active].eliminated) s.active = null;
  s.ask = { k: 'track', seat: firstSeat(s) };
}

/** Kernel manual actions in a tracker game: notes only (every change goes through the checks here). */
export function trackManual(s: McState, a: ManualAction): ModuleRejection | null {
  if ('piece' in a && a.piece !== undefined && !zoneOf(s, a.piece)) return null; // the kernel answers unknown_piece
  return a.type === 'manual.note' ? null : { code: 'mc.track.useTracker', params: { rule: '§1.1' } };
}

/** Tracker data of the view: the step and, per pool, the codes that can be put into play with their counts. */
export interface TrackerView {
  readonly step: TrackStep;
  readonly steps: readonly TrackStep[];
  /** Threat the next villain phase places on the main scheme (§1.6 step 1). */
  readonly threatDue: number;
  /** Encounter cards the deal step gives out (§1.6 step 3). */
  readonly dealDue: number;
  readonly pools: { readonly [pool: string]: { readonly [code: string]: number } };
  /** Seats for which the set-up revealed a minion the table picks from the encounter cards (one entry each). */
  readonly picks: readonly SeatId[];
  /** Traits of facedown minions the scenario makes (e.g. `Drone`): a facedown card can be put for each. */
  readonly facedown: readonly string[];
}

export function trackerView(s: McState): TrackerView {
  const pools: { [pool: string]: { [code: string]: number } } = {};
  for (const pool of [poolOf(null), ...s.seats.map(poolOf)]) {
    const counts: { [code: string]: number } = {};
    for (const id of s.zones[pool] ?? []) counts[codeOf(id)] = (counts[codeOf(id)] ?? 0) + 1;
    pools[pool] = counts;
  }
  const main = mainId(s);
  let threatDue = 0;
  if (main) {
    const d = defOf(s, main);
    threatDue = perPlayer(s, d.accel, d.accelPer) + icons(s).acceleration + s.accel;
    for (const id of inPlay(s)) threatDue += cs(s, id).accel ?? 0;
  }
  const players = seatOrder(s).length;
  return {
    step: TRACK_STEPS[s.tracker?.step ?? 0],
    steps: TRACK_STEPS,
    threatDue,
    dealDue: players + icons(s).hazard + s.heroic * players,
    pools,
    picks: s.tracker?.picks ?? [],
    facedown: facedownTraits(s),
  };
}
