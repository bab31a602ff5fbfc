// Invariants the fuzzer checks after every action, and `perturbHidden` (the states a viewer cannot
// tell apart: deck orders, the other player's hand and deck mixed, their face-down cards permuted).

import type { Rng, SeatId } from '../../../../kernel';
import { MAX_COINS, playerOf } from './rules';
import type { HeroesState, HUnit } from './types';
import { zoneChecker } from '../../shared/engine';

export function checkInvariants(s: HeroesState): string[] {
  const out: string[] = [];
  const { seen, note, lists } = zoneChecker(s, out);
  for (const p of [0, 1] as const) {
    const h = s.heroes[p];
    note(h, `hero${p}`);
    if (s.units[h].z !== 'play' || s.cards[h].kind !== 'hero') out.push(`hero of player ${p} not in play`);
    lists(
      p,
      [
        ['deck', s.decks[p]],
        ['hand', s.hands[p]],
        ['grave', s.graves[p]],
        ['play', s.play[p]],
      ],
      (zone, i) => {
        if (s.cards[i].kind === 'hero') out.push(`hero card ${i} in a ${zone}`);
        if (zone === 'play' && s.cards[i].kind === 'spell') out.push(`spell ${i} stays in play`);
      },
    );
    if (s.coins[p] < 0 || s.coins[p] > MAX_COINS) out.push(`player ${p} has ${s.coins[p]} coins`);
    if (s.closedCoins[p] < 0 || s.closedCoins[p] > s.coins[p])
      out.push(`player ${p} has ${s.closedCoins[p]} closed coins`);
    if (s.prayers[p][0] < 0 || s.prayers[p][1] < 0) out.push(`negative prayer tokens for player ${p}`);
    if (s.failed[p] > 3) out.push(`player ${p} failed ${s.failed[p]} draws`);
    const events = s.play[p].filter((i) => s.cards[i].kind === 'event').length;
    if (events > 1) out.push(`player ${p} has ${events} events in play`);
    const slots = s.play[p].filter((i) => s.cards[i].kind === 'equipment').map((i) => s.cards[i].slot);
    if (new Set(slots).size !== slots.length) out.push(`player ${p} has two equipment of one kind`);
  }
  s.units.forEach((u: HUnit, i) => {
    if (!seen.has(i)) out.push(`card ${i} is in no zone`);
    if (u.wounds < 0) out.push(`card ${i} has negative wounds`);
    if (u.hidden && u.z !== 'play') out.push(`card ${i} hidden outside play`);
    if (u.z !== 'play' && (u.closed || u.wounds > 0 || u.sick || u.stunned))
      out.push(`card ${i} out of play keeps marks`);
    const c = s.cards[i];
    if (
      u.z === 'play' &&
      c.kind === 'creature' &&
      u.wounds >= c.life &&
      !s.fight &&
      !s.manual &&
      s.stage !== 'triggers'
    )
      out.push(`creature ${i} alive with wounds ${u.wounds} ≥ life`);
  });
  if (s.stage === 'over' && !s.result) out.push('game over without a result');
  if (s.stage !== 'over' && s.result) out.push('result before the game is over');
  return out;
}

export function perturbHidden(s: HeroesState, viewer: SeatId | null, rng: Rng): HeroesState {
  const me = viewer === null ? -1 : playerOf(viewer);
  const decks: [number[], number[]] = [s.decks[0].slice(), s.decks[1].slice()];
  const hands: [number[], number[]] = [s.hands[0].slice(), s.hands[1].slice()];
  const play: [number[], number[]] = [s.play[0].slice(), s.play[1].slice()];
  const units = s.units.slice();
  let picks = s.picks;
  for (const p of [0, 1] as const) {
    if (p === me) {
      decks[p] = rng.shuffle(decks[p]);
      continue;
    }
    const pool = rng.shuffle([...decks[p], ...hands[p]]);
    const newHand = pool.slice(0, hands[p].length);
    if (s.stage === 'mulligan' && s.current === p) picks = s.picks.map((i) => newHand[s.hands[p].indexOf(i)]); // picks follow their hand position
    hands[p] = newHand;
    decks[p] = pool.slice(hands[p].length);
    for (const i of hands[p]) units[i] = s.units[i].z === 'hand' ? s.units[i] : { ...s.units[i], z: 'hand' };
    for (const i of decks[p]) units[i] = s.units[i].z === 'deck' ? s.units[i] : { ...s.units[i], z: 'deck' };
    const slots = play[p].map((i, k) => [i, k] as const).filter(([i]) => s.units[i].hidden);
    const ids = rng.shuffle(slots.map(([i]) => i));
    slots.forEach(([old, k], n) => {
      play[p][k] = ids[n];
      units[ids[n]] = s.units[old];
    });
  }
  return { ...s, decks, hands, play, units, picks };
}
