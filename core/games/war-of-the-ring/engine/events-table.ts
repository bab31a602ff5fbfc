// "Play on the table" cards whose standing rules reach into movement, attacks, mustering, the Hunt Box or
// combat cards (digest §4.6): A Power too Great, The Power of Tom Bombadil, The Last Battle, Denethor's
// Folly, Threats and Promises. The rules themselves are read-only queries in table-rules.ts (board.ts,
// rules.ts and combat.ts ask them); this file holds the moments that discard such a card, the "pay with
// cards from hand" way of forcing the discard of an enemy table card, and which parts of a table card the
// two files handle (events-fellowship.ts `tableHandled` consults `TABLE_RULES` / `TABLE_DISCARD_ON`).
// Import order: load the engine (module.ts or rules.ts) before this file (import cycle through rules.ts).

import type { EventTypeIcon, ForcedDiscard, OnTable, Op, TableRule, Trigger } from '../data/event-types';
import { EVENT_CARDS } from '../data/events';
import { isFpNation } from './board';
import type { OpHandler, OpHandlers } from './event-ops';
import { discardFromTable, tableOf, tableWith } from './events-fellowship';
import { ownList, type M } from './rules';
import type { NationId, Side, WotrEvent, WotrState } from './types';
import { handOf, seatFor } from './multi'; // three and four players (§10.3)

const CARDS: ReadonlyMap<string, { readonly icon: EventTypeIcon; readonly onTable?: OnTable }> = new Map(
  EVENT_CARDS.map((c) => [c.id as string, c]),
);

// ---------------------------------------------------------------- which parts are handled

/** Standing rules built (table-rules.ts), beside Wormtongue's (events-fellowship.ts). */
export const TABLE_RULES: ReadonlySet<TableRule['rule']> = new Set<TableRule['rule']>([
  'shadow-may-not-enter-or-attack',
  'no-fp-combat-cards-in',
  'fellowship-dice-not-to-hunt-box',
  'no-muster-advance-of-passive-nations',
]);

/** Discard moments built here. */
export const TABLE_DISCARD_ON: ReadonlySet<Trigger> = new Set<Trigger>([
  'fellowship-declared-or-revealed',
  'fp-nation-advanced-by-attack-or-companion',
]);

// ---------------------------------------------------------------- discard moments

function discardOn(m: M, side: Side, trigger: Trigger, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  for (const id of tableOf(s, side))
    if (CARDS.get(id)?.onTable?.discardOn?.includes(trigger)) discardFromTable(m, side, id, false, ev);
}

/** The Fellowship was declared (§5.8) or revealed (§5.5, any cause): The Last Battle goes (rules.ts). */
export function onFellowshipSeen(m: M, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  if (!s.table || s.table.fp.length === 0) return;
  discardOn(m, 'fp', 'fellowship-declared-or-revealed', ev);
}

/**
 * A Free Peoples nation moved on the Political Track (from step `before`) because it was attacked (combat.ts,
 * a card strike counting as an attack) or by a Companion's ability (rules.ts): Threats and Promises goes.
 */
export function onFpNationAdvanced(m: M, nation: NationId, before: number, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  if (!s.table || s.table.shadow.length === 0 || !isFpNation(nation)) return;
  if (s.politics[nation].step >= before) return; // nothing moved (already At War)
  discardOn(m, 'shadow', 'fp-nation-advanced-by-attack-or-companion', ev);
}

// ---------------------------------------------------------------- a combat card used from the table

/**
 * Combat cards were shown (combat.ts `revealCards`): a card chosen from the table (Balrog of Moria) leaves the
 * table now (it was kept there while the choice was secret); combat.ts discards it at the end of the round.
 */
export function takeCombatCardFromTable(m: M, side: Side, card: string, ev: WotrEvent[]): void {
  const s = m as unknown as WotrState;
  const t = tableOf(s, side);
  if (!t.includes(card)) return;
  const rest = t.filter((c) => c !== card);
  (m as { table?: unknown }).table = tableWith(s.table!, side, rest);
  ev.push({ type: 'untabled', side, card, used: true });
}

// ---------------------------------------------------------------- forcing a discard with cards from hand

/** `side` holds one card of each icon (each paid by a different card). */
export function canPayCards(s: WotrState, side: Side, icons: readonly EventTypeIcon[]): boolean {
  const hand = s.multi ? handOf(s, seatFor(s, side)) : s.hands[side].slice(); // §10.3: the player's own cards
  for (const icon of icons) {
    const i = hand.findIndex((id) => CARDS.get(id)?.icon === icon);
    if (i < 0) return false;
    hand.splice(i, 1);
  }
  return true;
}

/** The way `w` pays with cards: the player then picks each card from hand (secret options, view.ts). */
export function askPayCards(m: M, side: Side, card: string, w: ForcedDiscard): void {
  const icons = w.plusDiscardCards ?? [];
  if (icons.length) payNext(m, side, card, icons);
}

/** Pay one card of `icons[0]` from hand, then the rest. */
type PayCards = { readonly op: 'pay-cards'; readonly icons: readonly EventTypeIcon[] };

function payNext(m: M, side: Side, card: string, icons: readonly EventTypeIcon[]): void {
  const hand = m.multi ? handOf(m as unknown as WotrState, seatFor(m as unknown as WotrState, side)) : m.hands[side];
  const options = [...new Set(hand.filter((id) => CARDS.get(id)?.icon === icons[0]))].sort();
  if (options.length === 0) return; // checked before the die was spent (canPayCards); never stuck
  const op = { op: 'pay-cards', icons } as PayCards as unknown as Op;
  m.asks.push({ k: 'event', side, owner: side, card, op, rest: [], binds: {}, options, optional: false });
}

const payCards: OpHandler = {
  run: () => undefined,
  picked(r, op, pick) {
    const o = op as unknown as PayCards;
    const h = r.m.hands[r.owner];
    const i = h.indexOf(pick);
    if (i < 0) return;
    ownList(r.m, 'hands', r.owner).splice(i, 1);
    ownList(r.m, 'discards', r.owner).push(pick);
    r.ev.push({ type: 'discarded', side: r.owner, card: pick });
    if (o.icons.length > 1) payNext(r.m, r.owner, r.card, o.icons.slice(1));
  },
};

/** Engine-internal Ops of this file (events.ts runs them through the handler table). */
export const TABLE_OPS: OpHandlers = { ...({ 'pay-cards': payCards } as unknown as OpHandlers) };
