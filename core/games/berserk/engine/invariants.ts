// Invariants the fuzzer checks after every action (every card in exactly one zone, the grid never
// overfilled, crystals never negative, …) and `perturbHidden`, the state a viewer cannot tell apart
// (the leak check, core/kernel/leak.ts).

import type { Rng, SeatId } from '../../../kernel';
import { inPlay, life, playerOf } from './rules';
import type { BerserkState, Unit } from './types';
import { zoneChecker } from '../shared/engine';

export function checkInvariants(s: BerserkState): string[] {
  const out: string[] = [];
  const { seen, note, lists } = zoneChecker(s, out);
  for (const p of [0, 1] as const) {
    lists(p, [
      ['deck', s.decks[p]],
      ['deal', s.deals[p]],
      ['set', s.sets[p]],
      ['grave', s.graves[p]],
    ]);
    if (s.gold[p] < 0 || s.silver[p] < 0) out.push(`negative crystals for player ${p}`);
    if (s.sets[p].length > 15) out.push(`Set of player ${p} over 15 cards`);
  }
  if (s.grid.length !== 30) out.push('grid is not 5×6');
  s.grid.forEach((i, c) => {
    if (i < 0) return;
    note(i, `cell ${c}`);
    const u = s.units[i];
    if (u.z !== 'field' || u.cell !== c || u.host >= 0)
      out.push(`card ${i} on cell ${c} but unit says ${u.z}/${u.cell}`);
  });
  for (const i of s.extra) {
    note(i, 'extra');
    if (s.units[i].z !== 'extra' || s.units[i].host >= 0) out.push(`card ${i} in the Extra Zone list but not there`);
  }
  s.units.forEach((u: Unit, i) => {
    if (u.host >= 0) {
      const h = s.units[u.host];
      note(i, `attached to ${u.host}`);
      if (!inPlay(h) || h.z !== u.z || h.host >= 0)
        out.push(`card ${i} attached to ${u.host}, which is not a main card in play`);
    }
    if (!seen.has(i)) out.push(`card ${i} is in no zone`);
    if (u.wounds < 0) out.push(`card ${i} has negative wounds`);
    if (u.hidden && u.z !== 'field') out.push(`card ${i} hidden outside the Battlefield`);
    if (u.z === 'field' && u.host < 0 && (s.cards[i].type === 'flyer' || s.cards[i].type === 'terrain') && !u.hidden)
      out.push(`revealed flyer/terrain ${i} on the Battlefield`);
    if (inPlay(u) && s.cards[i].health > 0 && u.wounds >= life(s, i) && !s.fight && !s.manual)
      out.push(`card ${i} alive with wounds ${u.wounds} ≥ life`);
    if (u.chips < 0 || u.extra < 0) out.push(`card ${i} has negative chips or extra life`);
  });
  if (s.stage === 'over' && !s.result) out.push('game over without a result');
  if (s.stage === 'over' && s.choices.length > 0) out.push('game over with a choice waiting');
  if (s.stage === 'over' && s.drawOffer >= 0) out.push('game over with a draw offer waiting');
  for (const c of s.choices) if (c.card < 0 || c.card >= s.units.length) out.push(`choice on unknown card ${c.card}`);
  return out;
}

/**
 * What `viewer` cannot tell apart: every deck's order; the other player's Deal and deck mixed (the
 * Deal's size kept); the other player's face-down Battlefield cards permuted among their cells.
 */
export function perturbHidden(s: BerserkState, viewer: SeatId | null, rng: Rng): BerserkState {
  const me = viewer === null ? -1 : playerOf(viewer);
  const decks: [number[], number[]] = [s.decks[0].slice(), s.decks[1].slice()];
  const deals: [number[], number[]] = [s.deals[0].slice(), s.deals[1].slice()];
  const units = s.units.slice();
  const grid = s.grid.slice();
  for (const p of [0, 1] as const) {
    if (p === me) {
      decks[p] = rng.shuffle(decks[p]);
      continue;
    }
    const pool = rng.shuffle([...decks[p], ...deals[p]]);
    deals[p] = pool.slice(0, deals[p].length);
    decks[p] = pool.slice(deals[p].length);
    for (const i of deals[p]) units[i] = { ...units[i], z: 'deal' };
    for (const i of decks[p]) units[i] = { ...units[i], z: 'deck' };
    const cells = grid
      .map((i, c) => [i, c] as const)
      .filter(([i]) => i >= 0 && s.cards[i].owner === p && s.units[i].hidden);
    const ids = rng.shuffle(cells.map(([i]) => i));
    cells.forEach(([, c], k) => {
      grid[c] = ids[k];
      units[ids[k]] = { ...s.units[ids[k]], cell: c };
    });
    // kept-hidden marks follow the cell, not the card
  }
  const kept = s.keptHidden.map((i) => (s.units[i].z === 'field' ? grid[s.units[i].cell] : i));
  return { ...s, decks, deals, units, grid, keptHidden: kept };
}
