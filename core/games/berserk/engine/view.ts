// What each seat sees (§5.10: Deck restricted, Deal and Set owner only, face-down cards owner only),
// the outcome, and log lines as `{ key, params }` per viewer.

import type { LogEntry, Outcome, SeatId } from '../../../kernel';
import { inPlay, playerOf, seatOf } from './rules';
import type { BerserkEvent, BerserkState } from './types';

export interface CardView {
  /** Instance id (absent on a card the viewer may not identify). */
  readonly id?: number;
  /** The card's key in its squad list (absent when hidden from the viewer). */
  readonly card?: string;
  readonly owner: SeatId;
  readonly hidden: boolean;
  readonly closed: boolean;
  readonly wounds: number;
  readonly moved: number;
  readonly acted: boolean;
  readonly plague: boolean;
  /** Chips on the card (Soul Catcher, Concentration, Rage). */
  readonly chips: number;
  /** Extra life gained (Gift of Life): its life is the printed life plus this. */
  readonly extra: number;
  /** Closed in on flyers (rule 211.9) in this turn number; 0 when not. */
  readonly closeIn: number;
  readonly attached: readonly CardView[];
}

function cardView(s: BerserkState, i: number, viewer: SeatId | null): CardView {
  const u = s.units[i];
  const owner = seatOf(s.cards[i].owner);
  const attached: CardView[] = [];
  for (let k = 0; k < s.units.length; k++)
    if (s.units[k].host === i && inPlay(s.units[k])) attached.push(cardView(s, k, viewer));
  const open = {
    owner,
    hidden: u.hidden,
    closed: u.closed,
    wounds: u.wounds,
    moved: u.moved,
    acted: u.acted,
    plague: u.plague,
    chips: u.chips,
    extra: u.extra,
    closeIn: u.closeIn,
    attached,
  };
  return u.hidden && viewer !== owner ? open : { id: i, card: s.cards[i].key, ...open };
}

export function viewOf(s: BerserkState, viewer: SeatId | null) {
  const me = viewer === null ? -1 : playerOf(viewer);
  const players = ([0, 1] as const).map((p) => ({
    seat: seatOf(p),
    gold: s.gold[p],
    silver: s.silver[p],
    deck: s.decks[p].length,
    deal: me === p ? s.deals[p].map((i) => ({ id: i, card: s.cards[i].key })) : s.deals[p].length,
    set: me === p ? s.sets[p].map((i) => ({ id: i, card: s.cards[i].key })) : s.sets[p].length,
    graveyard: s.graves[p].map((i) => ({ id: i, card: s.cards[i].key })),
  }));
  const f = s.fight;
  return {
    stage: s.stage,
    turn: s.turn,
    active: seatOf(s.active),
    first: s.first < 0 ? null : seatOf(s.first as 0 | 1),
    orderRolls: s.orderRolls,
    players,
    field: s.grid.map((i) => (i < 0 ? null : cardView(s, i, viewer))),
    extra: s.extra.map((i) => cardView(s, i, viewer)),
    fight: f
      ? { source: f.source, target: f.target, kind: f.kind, step: f.step, rolls: f.rolls, defended: f.defended }
      : null,
    manual: s.manual,
    /** The seat whose draw offer waits for an answer, or null. */
    drawOffer: s.drawOffer < 0 ? null : seatOf(s.drawOffer as 0 | 1),
    /** The oldest waiting choice (its card is public: revealed, or in a graveyard). */
    choice: s.choices.length ? s.choices[0] : null,
    result: s.result ? { p1: s.result[0], p2: s.result[1], reason: s.reason } : null,
  };
}

export function outcomeOf(s: BerserkState): Outcome | null {
  if (!s.result) return null;
  return {
    result: { p1: s.result[0], p2: s.result[1] },
    reason: { key: `berserkEngine.end.${s.reason}` },
  };
}

const HIDDEN_FROM_OTHERS: ReadonlySet<string> = new Set(['recruit', 'place']);

/** A log line for `viewer`: what the owner alone may see (recruited cards, placements) is left out for others. */
export function describeEvent(e: BerserkEvent, viewer: SeatId | null): LogEntry | null {
  const { type, ...params } = e;
  if (HIDDEN_FROM_OTHERS.has(type) && 'seat' in e && e.seat !== viewer) {
    const open: Record<string, string | number> = { seat: e.seat };
    if (e.type === 'recruit') {
      open.price = e.price;
      open.pay = e.pay;
      open.adjust = e.adjust;
    }
    if (e.type === 'place') open.cell = e.cell;
    return { key: `berserkEngine.log.${type}Hidden`, params: open };
  }
  if (e.type === 'rolls')
    return {
      key: e.kind === 'fight' ? 'berserkEngine.log.rollsFight' : 'berserkEngine.log.rollsSingle',
      params: { natural: e.natural.join(' : '), modified: e.modified.join(' : ') },
    };
  if (e.type === 'gameOver') return { key: `berserkEngine.end.${e.result}` };
  if (e.type === 'byHand') {
    const detail = Object.entries(e.params)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ');
    return { key: 'berserkEngine.log.byHand', params: { seat: e.seat, card: e.card, ability: e.ability, detail } };
  }
  return { key: `berserkEngine.log.${type}`, params: params as LogEntry['params'] };
}
