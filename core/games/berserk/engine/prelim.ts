// The preliminary stage's steps after a decision (§4.3): recruitment, placement, the Reveal step,
// hosts for attachments, the Vanguard step; then the first player's first turn.

import { neighbours } from './board';
import { patch, removeFrom, w, wp, type Draft } from './draft';
import { elementAdjust, has, hostsFor, inPlay, isAttachmentType, other, seatOf } from './rules';
import { checkOutcome, reveal, startTurn, toGrave } from './resolve';
import type { BerserkState } from './types';

/** Main cards on the Battlefield, the first player's in cell order, then the second player's. */
function cardsInOrder(d: Draft): number[] {
  const first = d.first as 0 | 1;
  const out: number[] = [];
  for (const p of [first, other(first)]) for (const i of d.grid) if (i >= 0 && d.cards[i].owner === p) out.push(i);
  return out;
}

/** Vanguard targets (§5.15): adjacent enemy cards that may be attacked. */
export function vanguardTargets(s: BerserkState | Draft, i: number): number[] {
  const c = s.units[i].cell;
  const out: number[] = [];
  for (const n of neighbours(c)) {
    const t = s.grid[n];
    if (t < 0 || s.cards[t].owner === s.cards[i].owner) continue;
    if (!s.units[t].hidden && s.cards[t].type === 'terrain') continue;
    out.push(t);
  }
  return out;
}

/** After the last placement: the hide choices, first player first (§4.3 step 5). */
export function afterPlacement(d: Draft): void {
  const first = d.first as 0 | 1;
  const second = other(first);
  if (d.current === first && d.sets[second].length > 0) {
    d.current = second;
    return;
  }
  d.stage = 'hide';
  d.current = first;
}

/** Reveal step (c)–(f) after both hide choices: reveal, Extra Zone, then hosts. */
export function revealStep(d: Draft): void {
  for (const i of cardsInOrder(d)) if (d.units[i].hidden && !d.keptHidden.includes(i)) reveal(d, i);
  d.toAttach = cardsInOrder(d).filter((i) => isAttachmentType(d.cards[i]));
  d.stage = 'attach';
  nextAttach(d);
}

export function nextAttach(d: Draft): void {
  while (d.toAttach.length > 0 && hostsFor(d, d.toAttach[0]).length === 0) {
    const a = w(d, 'toAttach').shift()!;
    d.events.push({ type: 'noHost', seat: seatOf(d.cards[a].owner), card: d.cards[a].key });
    toGrave(d, a, false);
  }
  if (d.toAttach.length > 0) return;
  // Vanguard step (§4.3 step 7): revealed Vanguard creatures on the Battlefield, first player's first.
  d.vanguards = cardsInOrder(d).filter(
    (i) => !d.units[i].hidden && d.cards[i].type === 'creature' && has(d, i, 'vanguard'),
  );
  d.stage = 'vanguard';
  nextVanguard(d);
}

export function nextVanguard(d: Draft): void {
  while (d.vanguards.length > 0) {
    const i = d.vanguards[0];
    if (inPlay(d.units[i]) && vanguardTargets(d, i).length > 0) break;
    w(d, 'vanguards').shift();
  }
  checkOutcome(d);
  if (d.vanguards.length === 0 && d.stage !== 'over') startTurn(d, d.first as 0 | 1);
}

export function doRecruit(d: Draft, p: 0 | 1, i: number, pay: 'gold' | 'silver'): void {
  const adjust = elementAdjust(d, p, i);
  d.gold[p] += adjust;
  if (pay === 'gold') d.gold[p] -= d.cards[i].price;
  else d.silver[p] -= d.cards[i].price;
  removeFrom(wp(d, 'deals', p), i);
  wp(d, 'sets', p).push(i);
  patch(d, i, { z: 'set' });
  d.events.push({ type: 'recruit', seat: seatOf(p), card: d.cards[i].key, price: d.cards[i].price, pay, adjust });
}
