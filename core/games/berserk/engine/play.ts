// The card actions of named abilities (§5.15): moves (Jump, Teleport, Maneuver), Heal, Rage's
// opening, Redistribution, Resurrection and Summon (their card is chosen next), Finishing, and the
// attack abilities, which go through the attack chain of resolve.ts.

import { patch, w, type Draft } from './draft';
import { rageOpen, redistribute } from './choices';
import { declareAttack, heal, queueChoice, toGrave } from './resolve';
import { addressOf, attackValues, resolveTarget, type AttackAbility } from './rules';
import type { SeatId } from '../../../kernel';

/** Plays ability `index` of card `i` at `target` (already checked legal); true when it may reveal a card. */
export function playAbility(d: Draft, seat: SeatId, i: number, index: number, target: string): boolean {
  const a = d.cards[i].abilities[index]!;
  const t = resolveTarget(d, target);
  if (a.name === 'jump' || a.name === 'teleport') {
    const from = d.units[i].cell;
    const to = Number(target.slice(1));
    w(d, 'grid')[from] = -1;
    d.grid[to] = i;
    patch(d, i, { cell: to, moved: Math.max(d.cards[i].moves, d.units[i].moved + 1) });
    d.events.push({ type: 'move', seat, card: d.cards[i].key, from, to, how: a.name });
  } else if (a.name === 'maneuver') {
    const from = d.units[i].cell;
    const to = d.units[t].cell;
    w(d, 'grid')[from] = t;
    d.grid[to] = i;
    patch(d, i, { cell: to, moved: Math.max(d.cards[i].moves, d.units[i].moved + 1) });
    patch(d, t, { cell: from });
    d.events.push({ type: 'move', seat, card: d.cards[i].key, from, to, how: 'maneuver' });
  } else if (a.name === 'heal') {
    heal(d, t, a.params.x, 'heal');
    patch(d, i, { closed: true, acted: true });
  } else if (a.name === 'rage') {
    rageOpen(d, i);
  } else if (a.name === 'redistribution') {
    patch(d, i, { closed: true, acted: true });
    redistribute(d, i, t, a.params.x);
  } else if (a.name === 'resurrection' || a.name === 'summon') {
    // The cell is the target; the card is chosen next (Summon: from the deck, which is then shuffled).
    patch(d, i, { closed: true, acted: true });
    queueChoice(d, a.name, i, 0, Number(target.slice(1)));
  } else if (a.name === 'finishing') {
    d.events.push({
      type: 'attack',
      seat,
      card: d.cards[i].key,
      kind: 'strike',
      target: d.cards[t].key,
      at: addressOf(d, t),
    });
    toGrave(d, t);
    patch(d, i, { closed: true, acted: true });
  } else {
    const reveals = d.units[t].hidden;
    const atk = a as AttackAbility;
    declareAttack(d, i, t, atk.name, attackValues(atk), false);
    return reveals;
  }
  return false;
}
