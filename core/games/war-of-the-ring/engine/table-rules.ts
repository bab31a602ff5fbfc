// Standing rules of "play on the table" event cards (digest §4.6): read-only queries on the state that the
// movement, attack, mustering, Hunt Box and combat-card code asks while such a card lies out. Pure: imports
// only the card data and types, so board.ts, rules.ts and combat.ts may all import it without a cycle.
// The cards that react or are discarded are handled in events-table.ts / events-fellowship.ts.

import type { TableRule } from '../data/event-types';
import { EVENT_CARDS } from '../data/events';
import type { NationId, Side, WotrState } from './types';

/** Table cards whose combat card may be used from the table (Balrog of Moria). */
const COMBAT_FROM_TABLE: ReadonlySet<string> = new Set(
  EVENT_CARDS.filter((c) =>
    (c.onTable?.discardFor ?? []).some(
      (a) => a.trigger === 'any-time-battle-round' && a.effect[0]?.op === 'use-combat-card',
    ),
  ).map((c) => c.id as string),
);

/** `side`'s table cards it may use as a combat card in a battle round (Balrog of Moria), besides its hand. */
export function tableCombatCards(s: WotrState, side: Side): string[] {
  return (s.table?.[side] ?? []).filter((id) => COMBAT_FROM_TABLE.has(id));
}

const RULES: ReadonlyMap<string, readonly TableRule[]> = new Map(
  EVENT_CARDS.filter((c) => c.onTable?.rules?.length).map((c) => [c.id as string, c.onTable!.rules!]),
);

/** The standing rules of `side`'s table cards of kind `kind`. */
function rulesOf<K extends TableRule['rule']>(s: WotrState, side: Side, kind: K): Extract<TableRule, { rule: K }>[] {
  const out: Extract<TableRule, { rule: K }>[] = [];
  const t = s.table?.[side];
  if (!t || t.length === 0) return out;
  for (const id of t) for (const r of RULES.get(id) ?? []) if (r.rule === kind) out.push(r as never);
  return out;
}

/** A Power too Great, The Power of Tom Bombadil: no Shadow army may enter or attack `region`. */
export function shadowBarred(s: WotrState, region: string): boolean {
  return rulesOf(s, 'fp', 'shadow-may-not-enter-or-attack').some((r) => r.regions.includes(region as never));
}

/** Denethor's Folly: the Free Peoples play no combat card in a battle at `region`. */
export function fpCombatCardsBarred(s: WotrState, region: string): boolean {
  return rulesOf(s, 'shadow', 'no-fp-combat-cards-in').some((r) => r.region === region);
}

/** The Last Battle: an FP die spent moving the Fellowship is not added to the Hunt Box. */
export function fellowshipDieStaysOut(s: WotrState): boolean {
  return rulesOf(s, 'fp', 'fellowship-dice-not-to-hunt-box').length > 0;
}

/** Threats and Promises: a Muster result may not move a passive Free Peoples nation on the Political Track. */
export function musterAdvanceBarred(s: WotrState, nation: NationId): boolean {
  return !s.politics[nation].active && rulesOf(s, 'shadow', 'no-muster-advance-of-passive-nations').length > 0;
}
