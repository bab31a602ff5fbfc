// What each seat sees (hands and decks hidden), the pending decision, log lines and the outcome.

import { decision } from '../../../kernel/decisions';
import type { Decision, LogEntry, Outcome, SeatId } from '../../../kernel/types';
import {
  codeOf,
  cs,
  defOf,
  handSize,
  icons,
  inPlay,
  ownerOf,
  perPlayer,
  readScope,
  stat,
  statusMax,
  villainId,
  zoneOf,
  zn,
} from './core';
import { hiddenFrom } from './table';
import { trackerView, type TrackerView } from './tracker';
import type { Ask, CardDef, CardState, Effect, McEvent, McState } from './types';

/** A card as a seat sees it: its printed figures (current values) and its tokens and states. */
export interface CardView
  extends
    Pick<CardDef, 'hp' | 'target' | 'atk' | 'thw' | 'def' | 'rec' | 'sch' | 'manual'>,
    Pick<CardState, 'exhausted' | 'dmg' | 'threat' | 'stunned' | 'confused' | 'tough' | 'uses' | 'accel' | 'on'> {
  readonly id: string;
  readonly code: string;
  readonly type: string;
  /** In play with Steady (§2.13): it holds up to two stunned and two confused status cards. */
  readonly steady?: true;
}

export interface PlayerView {
  readonly form: 'hero' | 'alter_ego';
  readonly flipped: boolean;
  readonly eliminated: boolean;
  readonly identity: CardView | null;
  readonly handSize: number;
  /** Own hand (only for its seat), else null; `handCount` for everyone. */
  readonly hand: readonly CardView[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  /**
   * Own seat only, to search the deck by hand (issue 12 §5): the codes of the seat's own cards it
   * cannot see — its deck, and any moved by hand into another hidden pile —, sorted, never where.
   */
  readonly deckCodes?: readonly string[];
  readonly discard: readonly CardView[];
  readonly play: readonly CardView[];
  readonly engaged: readonly CardView[];
  readonly dealtCount: number;
}

export interface McView {
  readonly you: SeatId | null;
  readonly round: number;
  readonly phase: McState['phase'];
  readonly first: SeatId;
  readonly active: SeatId | null;
  readonly players0: number;
  readonly expert: boolean;
  readonly heroic: number;
  readonly table: boolean;
  readonly seats: readonly SeatId[];
  readonly players: { readonly [seat: string]: PlayerView };
  readonly villain: readonly CardView[];
  readonly villainDeck: readonly string[];
  readonly main: CardView | null;
  readonly mainDeck: readonly string[];
  readonly side: readonly CardView[];
  readonly encDeckCount: number;
  /**
   * To search the encounter deck by hand (issue 12 §5), for a seat of a rules game: the codes of the
   * encounter cards hidden from it (the deck, and any dealt face down), sorted, never where.
   */
  readonly encDeckCodes?: readonly string[];
  readonly encDiscard: readonly CardView[];
  readonly victory: readonly CardView[];
  readonly setAside: readonly CardView[];
  readonly removedCount: number;
  readonly reveal: readonly CardView[];
  readonly playing: readonly CardView[];
  /** Face-down boost cards per enemy id. */
  readonly boosts: { readonly [enemy: string]: number };
  readonly accel: number;
  readonly icons: {
    readonly acceleration: number;
    readonly crisis: number;
    readonly hazard: number;
    readonly amplify: number;
  };
  readonly peril: SeatId | null;
  readonly ask: AskView | null;
  readonly result: McState['result'];
  /** Tracker mode only (tracker.ts): the round checklist and the cards the table can put into play. */
  readonly tracker?: TrackerView;
}

/** The public part of the pending decision (payment details only for the paying seat). */
export type AskView =
  | { readonly k: Exclude<Ask['k'], 'pay' | 'target' | 'option' | 'overLimit'>; readonly seat: SeatId }
  | {
      readonly k: 'pay';
      readonly seat: SeatId;
      readonly card: string;
      readonly need: number;
      readonly got?: { readonly [r: string]: number };
      readonly chosen?: readonly string[];
    }
  | { readonly k: 'target'; readonly seat: SeatId; readonly options: readonly string[]; readonly why: string }
  | {
      readonly k: 'option';
      readonly seat: SeatId;
      readonly count: number;
      readonly card: string | null;
      /** The effects of each option ("you may": the effects, then nothing). */
      readonly fx?: readonly (readonly Effect[])[];
      /** A "you may" decision: option 0 resolves `fx[0]`, option 1 declines. */
      readonly may?: true;
    }
  | { readonly k: 'overLimit'; readonly seat: SeatId; readonly what: 'ally' | 'restricted' };

export function cardView(s: McState, id: string): CardView {
  const d = defOf(s, id);
  const c = cs(s, id);
  const v: { -readonly [K in keyof CardView]: CardView[K] } = { id, code: codeOf(id), type: d.type };
  if (c.exhausted) v.exhausted = true;
  if (c.dmg) v.dmg = c.dmg;
  if (c.threat !== undefined) v.threat = c.threat;
  if (c.stunned) v.stunned = c.stunned;
  if (c.confused) v.confused = c.confused;
  if (c.tough) v.tough = c.tough;
  if (c.uses !== undefined) v.uses = c.uses;
  if (c.accel) v.accel = c.accel;
  if (c.on) v.on = c.on;
  if (d.manual) v.manual = true;
  return v;
}

/** A card in play with its current figures (modifiers applied). */
function liveView(s: McState, id: string): CardView {
  const d = defOf(s, id);
  // a facedown card (a Drone) shows no code of its own: `facedown.<trait>`, as the log names it
  const down = cs(s, id).facedown;
  const code = down ? `facedown.${down}` : d.code;
  const v = { ...cardView(s, id), code } as { -readonly [K in keyof CardView]: CardView[K] };
  const hp = stat(s, id, 'hp');
  if (hp !== null) v.hp = hp;
  if (hp !== null && statusMax(s, id) > 1) v.steady = true;
  for (const st of ['atk', 'thw', 'def', 'rec', 'sch'] as const) if (d[st] !== undefined) v[st] = stat(s, id, st);
  if (d.type === 'main_scheme') v.target = perPlayer(s, d.target, d.targetPer);
  return v;
}

const zone = (s: McState, z: string) => s.zones[z] ?? [];

/**
 * Codes of the cards of `owner` (a seat, or null: the encounter cards) hidden from `seat` (they are
 * alike to it wherever they lie — a deck, a boost pile —, so never where).
 */
function hiddenOwnCodes(s: McState, seat: SeatId, owner: SeatId | null = seat): string[] {
  const codes = new Set<string>();
  for (const z in s.zones)
    if (hiddenFrom(z, seat)) for (const id of s.zones[z]) if (ownerOf(id) === owner) codes.add(codeOf(id));
  return [...codes].sort();
}

export function askView(s: McState, viewer: SeatId | null): AskView | null {
  const a = s.ask;
  if (!a) return null;
  switch (a.k) {
    case 'pay': {
      const t = s.stack[s.stack.length - 1];
      if (!t || t.t !== 'pay') return { k: 'pay', seat: a.seat, card: '', need: 0 };
      const mine = viewer === a.seat;
      return {
        k: 'pay',
        seat: a.seat,
        card: t.p.for.card,
        need: t.p.need,
        ...(mine ? { got: { ...t.p.got } as { [r: string]: number }, chosen: [...t.p.cards, ...t.p.abilities] } : {}),
      };
    }
    case 'target': {
      // a choice among hidden cards (a deck searched or looked at, a hand) is shown to the chooser only
      const hidden = (id: string) => /^(deck|hand)\./.test(zoneOf(s, id) ?? '');
      const options = viewer === a.seat ? a.options : a.options.filter((id) => !hidden(id));
      return { k: 'target', seat: a.seat, options, why: a.why };
    }
    case 'option': {
      const t = s.stack[s.stack.length - 1];
      const e = t && t.t === 'effects' ? t.fx[t.i] : undefined;
      const fx = e?.op === 'choose' ? e.options : e?.op === 'may' ? [e.fx, []] : undefined;
      return {
        k: 'option',
        seat: a.seat,
        count: a.count,
        card: t && t.t === 'effects' ? t.ctx.src : null,
        ...(fx ? { fx } : {}),
        ...(e?.op === 'may' ? { may: true as const } : {}),
      };
    }
    case 'overLimit':
      return { k: 'overLimit', seat: a.seat, what: a.what };
    default:
      return { k: a.k, seat: a.seat };
  }
}

export function view(s: McState, viewer: SeatId | null): McView {
  return readScope(s, () => buildView(s, viewer));
}

function buildView(s: McState, viewer: SeatId | null): McView {
  const players: { [seat: string]: PlayerView } = {};
  for (const seat of s.seats) {
    const p = s.players[seat];
    const idZone = zone(s, zn('identity', seat));
    players[seat] = {
      form: p.form,
      flipped: p.flipped,
      eliminated: p.eliminated,
      identity: idZone.length ? liveView(s, idZone[0]) : null,
      handSize: p.eliminated ? 0 : handSize(s, seat),
      hand: viewer === seat ? zone(s, zn('hand', seat)).map((id) => cardView(s, id)) : null,
      handCount: zone(s, zn('hand', seat)).length,
      deckCount: zone(s, zn('deck', seat)).length,
      ...(viewer === seat ? { deckCodes: hiddenOwnCodes(s, seat) } : {}),
      discard: zone(s, zn('discard', seat)).map((id) => cardView(s, id)),
      play: zone(s, zn('play', seat)).map((id) => liveView(s, id)),
      engaged: zone(s, zn('engaged', seat)).map((id) => liveView(s, id)),
      dealtCount: zone(s, zn('dealt', seat)).length,
    };
  }
  const boosts: { [enemy: string]: number } = {};
  for (const z of Object.keys(s.zones))
    if (z.startsWith('boost.') && s.zones[z].length) boosts[z.slice(6)] = s.zones[z].length;
  const main = zone(s, 'main')[0];
  return {
    you: viewer,
    round: s.round,
    phase: s.phase,
    first: s.seats[s.first],
    active: s.active,
    players0: s.players0,
    expert: s.expert,
    heroic: s.heroic,
    table: s.table,
    seats: s.seats,
    players,
    villain: zone(s, 'villain').map((id) => liveView(s, id)),
    villainDeck: zone(s, 'villainDeck').map(codeOf),
    main: main ? liveView(s, main) : null,
    mainDeck: zone(s, 'mainDeck').map(codeOf),
    side: zone(s, 'side').map((id) => liveView(s, id)),
    encDeckCount: zone(s, 'encDeck').length,
    ...(viewer !== null && !s.tracker ? { encDeckCodes: hiddenOwnCodes(s, viewer, null) } : {}),
    encDiscard: zone(s, 'encDiscard').map((id) => cardView(s, id)),
    victory: zone(s, 'victory').map((id) => cardView(s, id)),
    setAside: zone(s, 'setAside').map((id) => cardView(s, id)),
    removedCount: zone(s, 'removed').length,
    reveal: zone(s, 'reveal').map((id) => liveView(s, id)),
    playing: zone(s, 'playing').map((id) => cardView(s, id)),
    boosts,
    accel: s.accel,
    icons: icons(s),
    peril: s.peril,
    ask: askView(s, viewer),
    result: s.result,
    ...(s.tracker ? { tracker: trackerView(s) } : {}),
  };
}

export function pending(s: McState): Decision | null {
  if (s.result || !s.ask) return null;
  const a = s.ask;
  const params: { [k: string]: string | number } = { seat: a.seat };
  if (a.k === 'overLimit') params.what = a.what;
  return decision(a.k === 'window' ? 'window' : 'turn', [a.seat], `mc.ask.${a.k}`, params);
}

export function outcome(s: McState): Outcome | null {
  if (!s.result) return null;
  const r = s.result.win ? 'win' : 'loss';
  return {
    result: Object.fromEntries(s.seats.map((seat) => [seat, r])),
    reason: { key: `mc.result.${s.result.reason}` },
  };
}

export function describe(e: McEvent, viewer: SeatId | null): LogEntry | null {
  switch (e.type) {
    case 'log':
      return e.params ? { key: e.key, params: { ...e.params } } : { key: e.key };
    case 'drew':
      return viewer === e.seat
        ? { key: 'mc.log.drewOwn', params: { seat: e.seat, cards: e.cards.map(codeOf) } }
        : { key: 'mc.log.drew', params: { seat: e.seat, count: e.cards.length } };
    case 'discardedFromHand':
      return { key: 'mc.log.discarded', params: { seat: e.seat, cards: e.cards.map(codeOf) } };
  }
}

/** Rule violations (the fuzzer checks them after every action). */
export function invariants(s: McState): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  let count = 0;
  for (const [z, ids] of Object.entries(s.zones)) {
    for (const id of ids) {
      count++;
      const was = seen.get(id);
      if (was) out.push(`card ${id} lies in ${was} and ${z}`);
      seen.set(id, z);
    }
  }
  if (count !== s.count) out.push(`${count} cards in zones, ${s.count} in the game`);
  const live = new Set(inPlay(s));
  for (const [id, c] of Object.entries(s.cards)) {
    const z = seen.get(id);
    if (!z) out.push(`state for unknown card ${id}`);
    else if (!s.table && !live.has(id) && z !== 'reveal' && z !== 'playing')
      out.push(`state for ${id} out of play in ${z}`);
    for (const [k, v] of Object.entries(c))
      if (typeof v === 'number' && (v < 0 || !Number.isInteger(v))) out.push(`${k} of ${id} is ${v}`);
    for (const st of ['stunned', 'confused'] as const) if ((c[st] ?? 0) > 2) out.push(`${st} on ${id}: ${c[st]}`);
    if ((c.tough ?? 0) > 1) out.push(`tough on ${id}: ${c.tough}`);
  }
  if (s.accel < 0) out.push('negative acceleration');
  if ((s.result === null) !== (s.ask !== null)) out.push('a decision must be pending exactly while the game runs');
  if ((s.phase === 'over') !== (s.result !== null)) out.push('phase and result disagree');
  for (const seat of s.seats) {
    const p = s.players[seat];
    // §6.1: a campaign HP change never takes an identity below 1 hit point
    const hp = p.eliminated ? null : stat(s, p.identity, 'hp');
    if (hp !== null && hp < 1) out.push(`${seat}'s identity has ${hp} hit points`);
    if (p.eliminated && !s.table)
      for (const k of ['hand', 'deck', 'play', 'engaged', 'identity'])
        if (zone(s, `${k}.${seat}`).length) out.push(`eliminated ${seat} still has cards in ${k}`);
  }
  if (!s.table && !s.result) {
    // limits hold whenever no over-limit choice is pending (§2.13)
    for (const seat of s.seats) {
      if (s.players[seat].eliminated || s.ask?.k === 'overLimit') continue;
      const allies = zone(s, zn('play', seat)).filter((id) => defOf(s, id).type === 'ally').length;
      if (
        allies >
        3 +
          zone(s, zn('play', seat)).reduce(
            (n, id) => n + (defOf(s, id).ab ?? []).reduce((m, ab) => m + (ab.constant?.allyLimit ?? 0), 0),
            0,
          )
      )
        out.push(`${seat} controls ${allies} allies`);
    }
    if (!villainId(s)) out.push('no villain in play');
    const titles = new Map<string, string>();
    for (const id of live) {
      const d = defOf(s, id);
      if (!d.unique || d.type === 'hero' || d.type === 'alter_ego') continue;
      const t = `${d.name}|${d.sub ?? ''}`;
      if (titles.has(t)) out.push(`unique ${t} twice in play`);
      titles.set(t, id);
    }
    for (const id of live)
      if (ownerOf(id) && defOf(s, id).type === 'minion' && !cs(s, id).facedown)
        out.push(`player card ${id} as a minion`); // facedown (a Drone) it may be
  }
  return out;
}
