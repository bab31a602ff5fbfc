// What each seat sees (hands and deck order hidden, hidden Stealth creatures face down for the other
// player), the outcome, and log lines as `{ key, params }` per viewer.

import type { LogEntry, Outcome, SeatId } from '../../../../kernel';
import { armorOf, isSick, openCoins, playerOf, seatOf, strikeOf } from './rules';
import type { HeroesEvent, HeroesState } from './types';

export interface HeroesCardView {
  /** Instance id and card (absent on a hidden card the viewer may not identify). */
  readonly id?: number;
  readonly card?: string;
  readonly name?: string;
  readonly kind?: string;
  readonly hidden: boolean;
  readonly closed: boolean;
  readonly wounds: number;
  readonly life?: number;
  readonly strike?: number;
  readonly sick: boolean;
  readonly stunned: boolean;
  readonly abilities?: readonly AbilityView[];
}

/** An ability as the screens name it: its name, X, whether the engine plays it, its cost. */
export interface AbilityView {
  readonly name: string;
  readonly x?: number;
  readonly known: boolean;
  readonly coins?: number;
  readonly prayers?: number;
  readonly tap?: boolean;
}

/** A card the viewer may identify (hand, graveyard) with its printed facts. */
export interface HeroesCardFactsView {
  readonly id: number;
  readonly card: string;
  readonly name: string;
  readonly kind: string;
  readonly cost: number;
  readonly strike?: number;
  readonly life?: number;
  readonly slot?: string;
  readonly abilities: readonly AbilityView[];
}

function abilitiesOf(s: HeroesState, i: number): AbilityView[] {
  return s.cards[i].abilities.map((a) => ({
    name: a.name,
    ...(typeof a.params.x === 'number' ? { x: a.params.x } : {}),
    known: a.known,
    ...(a.cost.coins ? { coins: a.cost.coins } : {}),
    ...(a.cost.prayers ? { prayers: a.cost.prayers } : {}),
    ...(a.cost.tap ? { tap: true } : {}),
  }));
}

function factsOf(s: HeroesState, i: number): HeroesCardFactsView {
  const c = s.cards[i];
  return {
    id: i,
    card: c.key,
    name: c.name,
    kind: c.kind,
    cost: c.cost,
    ...(c.kind === 'creature' ? { strike: c.strike, life: c.life } : {}),
    ...(c.slot ? { slot: c.slot } : {}),
    abilities: abilitiesOf(s, i),
  };
}

function cardView(s: HeroesState, i: number, viewer: SeatId | null): HeroesCardView {
  const u = s.units[i];
  const c = s.cards[i];
  if (u.hidden && viewer !== seatOf(c.owner))
    return { hidden: true, closed: u.closed, wounds: u.wounds, sick: u.sick, stunned: u.stunned };
  return {
    id: i,
    card: c.key,
    name: c.name,
    kind: c.kind,
    hidden: u.hidden,
    closed: u.closed,
    wounds: u.wounds,
    ...(c.kind === 'creature' || c.kind === 'hero' ? { life: c.life } : {}),
    ...(c.kind === 'creature' ? { strike: strikeOf(s, i) } : {}),
    sick: c.kind === 'creature' && isSick(s, i),
    stunned: u.stunned,
    abilities: abilitiesOf(s, i),
  };
}

export function viewOf(s: HeroesState, viewer: SeatId | null) {
  const me = viewer === null ? -1 : playerOf(viewer);
  const listed = (ids: readonly number[]) => ids.map((i) => factsOf(s, i));
  const players = ([0, 1] as const).map((p) => {
    const h = s.heroes[p];
    const inPlay = (kind: string) =>
      s.play[p].filter((i) => s.cards[i].kind === kind).map((i) => cardView(s, i, viewer));
    return {
      seat: seatOf(p),
      hero: { ...cardView(s, h, viewer), armor: armorOf(s, h) },
      coins: { total: s.coins[p], open: openCoins(s, p), closed: s.closedCoins[p] },
      prayers: { hero: s.prayers[p][0], totem: s.prayers[p][1] },
      failedDraws: s.failed[p],
      rally: s.rally[p],
      hand: me === p ? listed(s.hands[p]) : s.hands[p].length,
      deck: s.decks[p].length,
      graveyard: listed(s.graves[p]),
      creatures: inPlay('creature'),
      equipment: inPlay('equipment'),
      events: inPlay('event'),
    };
  });
  return {
    stage: s.stage,
    turn: s.turn,
    active: seatOf(s.active),
    first: s.first < 0 ? null : seatOf(s.first as 0 | 1),
    chooser: seatOf(s.chooser),
    players,
    /** Cards the mulliganing viewer has put aside (their own only). */
    picks: s.stage === 'mulligan' && me === s.current ? s.picks : [],
    fight: s.fight,
    triggers: s.triggers,
    manual: s.manual,
    result: s.result ? { p1: s.result[0], p2: s.result[1], reason: s.reason } : null,
  };
}

export function outcomeOf(s: HeroesState): Outcome | null {
  if (!s.result) return null;
  return { result: { p1: s.result[0], p2: s.result[1] }, reason: { key: `berserkHeroes.end.${s.reason}` } };
}

const L = 'berserkHeroes.log.';

/** A log line for `viewer`: a drawn card and a card played face down only for their owner. */
export function describeEvent(e: HeroesEvent, viewer: SeatId | null): LogEntry | null {
  if (e.type === 'draw' && e.seat !== viewer) return { key: `${L}drawHidden`, params: { seat: e.seat } };
  if (e.type === 'play' && e.hidden && e.seat !== viewer)
    return { key: `${L}playHidden`, params: { seat: e.seat, cost: e.cost } };
  if (e.type === 'gameOver') return { key: `berserkHeroes.end.${e.result}` };
  if (e.type === 'ability' && e.target)
    return {
      key: `${L}abilityAt`,
      params: { seat: e.seat, card: e.card, ability: e.ability, x: e.x, target: e.target },
    };
  const { type, ...params } = e;
  return { key: `${L}${type}`, params: params as LogEntry['params'] };
}
